//! A table as the database keeps it: the record around the game (seats, names, tokens, host,
//! options, seed, ply) beside the game's own save, written after every change with the action
//! that made it, under the lease term this process holds, and read back after a restart or a
//! takeover.

use super::{BOT_STREAM, Command, Occupant, Player, Table, error};
use crate::hub::Hub;
use crate::store::{Held, LoggedAction, Row, Write, WriteError};
use challenge_online::{ErrorKind, Refusal};
use challenge_rules::any_game;
use challenge_rules::{GameId, GameRng, Level, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// Layout of the stored table record.
const STORED_VERSION: u32 = 1;

/// A seat as stored: who sits there, without the connection state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(crate) enum StoredSeat {
    Open,
    Bot { level: Level },
    Player { name: String, token: String },
}

/// The table around the game as written to the database beside the save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct StoredTable {
    version: u32,
    pub(crate) game: String,
    pub(crate) options: Value,
    pub(crate) seed: u64,
    pub(crate) seats: Vec<StoredSeat>,
    host: Seat,
    stand_in: Level,
    started: bool,
    ply: u64,
    created: u64,
}

impl Table {
    /// A table read back from the database. Its players are away until they reconnect.
    pub fn restore(
        held: &Held,
        hub: Arc<Hub>,
        commands: mpsc::WeakSender<Command>,
    ) -> Result<Table, String> {
        let row = &held.row;
        let stored: StoredTable = serde_json::from_str(&row.meta)
            .map_err(|e| format!("its table record cannot be read: {e}"))?;
        if stored.version != STORED_VERSION {
            return Err(format!(
                "its table record has version {}, this server reads {STORED_VERSION}",
                stored.version
            ));
        }
        let game = any_game::load(&row.save).map_err(|e| format!("its game: {e}"))?;
        let game_id = GameId::from_id(&stored.game)
            .ok_or_else(|| format!("unknown game '{}'", stored.game))?;
        if game.id() != game_id || game.seats() != stored.seats.len() || stored.host >= game.seats()
        {
            return Err("its table record does not match its game".into());
        }
        let now = Instant::now();
        let live = stored.started && game.outcome().is_none();
        let seats = stored
            .seats
            .into_iter()
            .map(|seat| match seat {
                StoredSeat::Open => Occupant::Open,
                StoredSeat::Bot { level } => Occupant::Bot(level),
                StoredSeat::Player { name, token } => Occupant::Player(Player {
                    name,
                    token,
                    connections: 0,
                    away_since: live.then_some(now),
                    stand_in: false,
                }),
            })
            .collect();
        Ok(Table {
            code: row.code.clone(),
            game_id,
            options: game.options(),
            seed: stored.seed,
            game,
            seats,
            host: stored.host,
            stand_in: stored.stand_in,
            started: stored.started,
            ply: stored.ply,
            created: stored.created,
            attached: Vec::new(),
            // A fresh stream for the rest of the game, still fixed by the seed and the ply.
            bot_rng: GameRng::seeded(stored.seed ^ BOT_STREAM ^ stored.ply.rotate_left(32)),
            bot_due: None,
            bot_thinking: false,
            last_activity: now,
            hub,
            commands,
            closed: false,
            term: held.term,
            moved: false,
        })
    }

    /// The table as written, with the action that brought it to this ply, if one did.
    pub(super) fn write(&self, action: Option<(Seat, &Value)>) -> Result<Write, String> {
        Ok(Write {
            row: self.row()?,
            term: self.term,
            created: self.created,
            ply: self.ply,
            tokens: self.tokens(),
            action: action.map(|(seat, action)| LoggedAction {
                ply: self.ply,
                seat,
                action: action.to_string(),
            }),
        })
    }

    pub(super) fn row(&self) -> Result<Row, String> {
        let stored = StoredTable {
            version: STORED_VERSION,
            game: self.game_id.id().to_string(),
            options: self.options.clone(),
            seed: self.seed,
            seats: self
                .seats
                .iter()
                .map(|seat| match seat {
                    Occupant::Open => StoredSeat::Open,
                    Occupant::Bot(level) => StoredSeat::Bot { level: *level },
                    Occupant::Player(player) => StoredSeat::Player {
                        name: player.name.clone(),
                        token: player.token.clone(),
                    },
                })
                .collect(),
            host: self.host,
            stand_in: self.stand_in,
            started: self.started,
            ply: self.ply,
            created: self.created,
        };
        Ok(Row {
            code: self.code.clone(),
            meta: serde_json::to_string(&stored).map_err(|e| e.to_string())?,
            save: self.game.save().map_err(|e| e.to_string())?,
        })
    }

    pub(super) fn unsaveable(problem: String) -> Refusal {
        error(
            ErrorKind::Server,
            format!("the table cannot be saved: {problem}"),
        )
    }

    /// Writes a new table; false when another table has its code.
    pub async fn insert(&self) -> Result<bool, Refusal> {
        let write = self.write(None).map_err(Table::unsaveable)?;
        self.hub.store().insert(write).await.map_err(|e| {
            error(
                ErrorKind::Server,
                format!("the server could not save the table ({e}): try again"),
            )
        })
    }

    /// Writes the table (with the action that changed it) and waits for the commit. A table
    /// another process has taken over is let go.
    pub(super) async fn persist(&mut self, action: Option<(Seat, &Value)>) -> Result<(), Refusal> {
        let write = self.write(action).map_err(Table::unsaveable)?;
        match self.hub.store().save(write).await {
            Ok(()) => Ok(()),
            Err(WriteError::Fenced) => {
                self.moved = true;
                Err(error(
                    ErrorKind::Server,
                    "this table has moved to another server: connect again to go on",
                ))
            }
            Err(WriteError::Failed(e)) => Err(error(
                ErrorKind::Server,
                format!("the server could not save the table ({e}); nothing changed, try again"),
            )),
        }
    }
}
