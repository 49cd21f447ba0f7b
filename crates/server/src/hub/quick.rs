//! Quick games: a seat at the oldest public table of a game waiting for players here, or a new
//! public table that starts by itself when none is waiting. One process looks and opens one at
//! a time, so two players asking at once meet at one table.

use super::{Hub, Opening};
use crate::command::Command;
use challenge_online::{Refusal, SeatPlan};
use challenge_rules::{GameId, Level};
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::mpsc;

/// The table a quick game leads to.
pub enum Quick {
    /// A public table waiting for players: take a seat there.
    Join(mpsc::Sender<Command>),
    /// None was waiting: a new quick table, with the host's token.
    Opened {
        token: String,
        table: mpsc::Sender<Command>,
    },
}

impl Hub {
    /// The table a quick game for `game` (any game when None) leads to: the oldest public table
    /// of it waiting for players here, passing over the tables in `passed` (the player's own,
    /// and those that filled up as the player came); with none, a new public quick table of
    /// the game (the first the server deals when none is named) with as many seats as its
    /// smallest table, the player its host. A new table counts against the cap on tables as a
    /// `create` does.
    pub async fn quick_table(
        self: &Arc<Hub>,
        game: Option<GameId>,
        passed: &[mpsc::Sender<Command>],
        host_name: &str,
        lang: &str,
    ) -> Result<Quick, Refusal> {
        let _one_at_a_time = self.quick.lock().await;
        let registry = self.registry();
        let pass = |code: &str| {
            registry
                .get(code)
                .is_none_or(|table| passed.iter().any(|passed| passed.same_channel(&table)))
        };
        let waiting = registry
            .open_tables()
            .first_of(game, pass)
            .and_then(|code| registry.get(&code));
        if let Some(table) = waiting {
            return Ok(Quick::Join(table));
        }
        let game = game.unwrap_or(GameId::ALL[0]);
        let seats = *game.seat_range().start();
        let (_code, token, table) = self
            .create(Opening {
                game,
                seats: vec![SeatPlan::Open; seats],
                options: Value::Null,
                seed: None,
                host_seat: None,
                host_name: host_name.to_string(),
                stand_in: Level::Normal,
                public: true,
                lang: lang.to_string(),
                quick: true,
            })
            .await?;
        Ok(Quick::Opened { token, table })
    }
}
