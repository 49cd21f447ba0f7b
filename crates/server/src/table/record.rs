//! A table as the database keeps it: the record around the game (seats, names, tokens, host,
//! options, seed, ply, the chat kept, the games played and their totals, whether it is listed
//! and starts by itself) beside the game's own
//! save, written after every change with the action that made it, under the lease term this
//! process holds, and read back after a restart or a takeover.

use super::rematch::Totals;
use super::{BOT_STREAM, Context, Occupant, Player, Table, error};
use crate::command::Command;
use crate::lease::Hold;
use crate::store::{Held, LoggedAction, Row, Write, WriteError};
use challenge_online::{CHAT_KEPT, ChatLine, ErrorKind, Refusal};
use challenge_rules::any_game;
use challenge_rules::{GameId, GameRng, Level, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// Layout of the stored table record. Fields added since are optional, so rows written by an
/// older server read as they are (and an older server reading a newer row passes them over).
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
    /// The chat lines kept, oldest first.
    #[serde(default)]
    chat: Vec<ChatLine>,
    /// The number the next chat line gets (0 in rows from before chat: then 1).
    #[serde(default)]
    chat_next: u64,
    #[serde(default)]
    spectators_chat: bool,
    /// Games dealt at the table (0 in rows from before rematches: then 1 once started).
    #[serde(default)]
    games: u64,
    /// The seats that agreed to play the next game.
    #[serde(default)]
    rematch: Vec<Seat>,
    /// Each seat's games won and points over the table's games (none in rows from before
    /// rematches: then those of its one game).
    #[serde(default)]
    wins: Vec<u32>,
    #[serde(default)]
    points: Vec<i64>,
    /// Listed for anyone to join until dealt (false in rows from before open tables).
    #[serde(default)]
    public: bool,
    /// The host's language tag, or empty.
    #[serde(default)]
    lang: String,
    /// Opened by a quick game: starts by itself.
    #[serde(default)]
    quick: bool,
}

impl Table {
    /// A table read back from the database. Its players are away until they reconnect.
    pub fn restore(
        held: &Held,
        context: Arc<Context>,
        commands: mpsc::WeakSender<Command>,
        hold: Hold,
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
        let seat_count = stored.seats.len();
        let mut totals = Totals::fitted(stored.wins, stored.points, seat_count);
        if stored.games == 0
            && let Some(outcome) = game.outcome()
        {
            // A row from before rematches, of a finished game: its one game is the totals.
            totals.add(&outcome);
        }
        // Agreements count only after a game, and only for the table's seats, once each.
        let mut rematch = stored.rematch;
        rematch.retain(|seat| *seat < seat_count);
        rematch.sort_unstable();
        rematch.dedup();
        if !stored.started || game.outcome().is_none() {
            rematch.clear();
        }
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
        // At most the lines a table keeps, and numbers that go on after the last of them, even
        // from a row edited by hand.
        let mut chat = VecDeque::from(stored.chat);
        while chat.len() > CHAT_KEPT {
            chat.pop_front();
        }
        let chat_next = chat
            .iter()
            .map(|line| line.n.saturating_add(1))
            .fold(stored.chat_next.max(1), u64::max);
        // A quick table waits afresh after a restart: its players are away until they return,
        // and the wait gives them a moment to.
        let quick_due = (stored.quick && !stored.started).then(|| now + context.config.quick_wait);
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
            context,
            commands,
            closed: false,
            term: held.term,
            hold,
            suspended_since: None,
            host_dropped: false,
            moved: false,
            chat,
            chat_next,
            spectators_chat: stored.spectators_chat,
            chat_said: HashMap::new(),
            games: stored.games.max(u64::from(stored.started)),
            rematch,
            totals,
            public: stored.public,
            // Tidied again, so a row edited by hand lists only a tag.
            lang: challenge_online::tidy_lang(&stored.lang),
            quick: stored.quick,
            quick_due,
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
            chat: self.chat.iter().cloned().collect(),
            chat_next: self.chat_next,
            spectators_chat: self.spectators_chat,
            games: self.games,
            rematch: self.rematch.clone(),
            wins: self.totals.wins.clone(),
            points: self.totals.points.clone(),
            public: self.public,
            lang: self.lang.clone(),
            quick: self.quick,
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
        self.context.store().insert(write).await.map_err(|e| {
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
        match self.context.store().save(write).await {
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

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_online::Said;

    #[test]
    fn records_from_before_chat_read_with_no_lines_and_chat_round_trips() {
        let old = r#"{"version":1,"game":"gotcha","options":null,"seed":7,"seats":[{"kind":"open"}],"host":0,"stand_in":"normal","started":false,"ply":0,"created":1}"#;
        let stored: StoredTable = serde_json::from_str(old).unwrap();
        assert!(stored.chat.is_empty());
        assert_eq!((stored.chat_next, stored.spectators_chat), (0, false));

        let line = ChatLine {
            n: 4,
            seat: None,
            said: Said::Text { text: "hi".into() },
        };
        let newer = StoredTable {
            chat: vec![line.clone()],
            chat_next: 5,
            spectators_chat: true,
            ..stored
        };
        let json = serde_json::to_string(&newer).unwrap();
        assert!(json.contains(r#""version":1"#), "{json}");
        assert_eq!(serde_json::from_str::<StoredTable>(&json).unwrap(), newer);
    }

    #[test]
    fn records_from_before_rematches_read_with_no_games_and_rematches_round_trip() {
        let old = r#"{"version":1,"game":"bluff_poker","options":{"dealer":0},"seed":7,"seats":[{"kind":"open"},{"kind":"open"}],"host":0,"stand_in":"normal","started":true,"ply":3,"created":1}"#;
        let stored: StoredTable = serde_json::from_str(old).unwrap();
        assert_eq!(stored.games, 0);
        assert!(stored.rematch.is_empty() && stored.wins.is_empty() && stored.points.is_empty());

        let newer = StoredTable {
            games: 2,
            rematch: vec![1],
            wins: vec![1, 0],
            points: vec![165, 110],
            ..stored
        };
        let json = serde_json::to_string(&newer).unwrap();
        assert!(json.contains(r#""version":1"#), "{json}");
        assert_eq!(serde_json::from_str::<StoredTable>(&json).unwrap(), newer);
    }

    #[test]
    fn records_from_before_open_tables_read_private_and_listings_round_trip() {
        let old = r#"{"version":1,"game":"gotcha","options":null,"seed":7,"seats":[{"kind":"open"},{"kind":"open"}],"host":0,"stand_in":"normal","started":false,"ply":0,"created":1}"#;
        let stored: StoredTable = serde_json::from_str(old).unwrap();
        assert!(!stored.public && !stored.quick && stored.lang.is_empty());

        let newer = StoredTable {
            public: true,
            lang: "ru".into(),
            quick: true,
            ..stored
        };
        let json = serde_json::to_string(&newer).unwrap();
        assert!(json.contains(r#""version":1"#), "{json}");
        assert_eq!(serde_json::from_str::<StoredTable>(&json).unwrap(), newer);
    }
}
