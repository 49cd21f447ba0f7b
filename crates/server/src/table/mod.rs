//! One table: its game, who sits where, the connections watching it, and the task that owns
//! it. Everything that changes a table goes through that task one command at a time, so the
//! game is never touched by two threads and every connection sees the updates in order.

mod chat;
mod lease;
mod listing;
mod naming;
mod options;
mod play;
mod quick;
mod record;
mod rematch;
mod seats;
mod task;
mod views;

pub(crate) use record::StoredTable;

pub use task::run;

use crate::command::{Command, ConnHandle};
use crate::config::Config;
use crate::lease::{Hold, Lease};
use crate::open_tables::OpenTables;
use crate::registry::Registry;
use crate::store::Store;
use challenge_online::{ChatLine, ErrorKind, Refusal, SeatPlan};
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Deal, GameId, GameRng, Level, Seat};
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc;
use tokio::time::Instant;

/// Keeps the computer players' choices apart from the shuffles, which use the seed itself.
const BOT_STREAM: u64 = 0xB075_0F7A_B1E5_EED5;

/// What a table's task works with besides the table itself, handed down by the hub: the
/// server's settings, the store, the registry of this process's tables (tokens, the listing,
/// and the table's own entry, which its task takes out when it ends) and the lease it runs
/// under.
pub struct Context {
    pub config: Arc<Config>,
    pub store: Store,
    pub registry: Arc<Registry>,
    pub lease: Arc<Lease>,
}

impl Context {
    pub fn config(&self) -> &Arc<Config> {
        &self.config
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn open_tables(&self) -> &OpenTables {
        self.registry.open_tables()
    }

    pub fn add_token(&self, token: &str, code: &str) {
        self.registry.add_token(token, code);
    }

    pub fn remove_token(&self, token: &str) {
        self.registry.remove_token(token);
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Player {
    name: String,
    token: String,
    connections: usize,
    away_since: Option<Instant>,
    /// A computer player plays the seat until the player returns.
    stand_in: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum Occupant {
    Open,
    Bot(Level),
    Player(Player),
}

/// What is asked of a new table.
pub struct NewTable {
    pub code: String,
    pub game: GameId,
    pub seats: Vec<SeatPlan>,
    pub options: Value,
    pub seed: u64,
    pub host_seat: Option<Seat>,
    pub host_name: String,
    pub host_token: String,
    pub stand_in: Level,
    /// Listed for anyone to join without the code until dealt.
    pub public: bool,
    /// The host's language tag, as given (the table keeps it only when it is one).
    pub lang: String,
    /// Opened by a quick game: starts by itself once full, or with computer players in the
    /// open seats once the server's wait is over.
    pub quick: bool,
}

struct Attachment {
    conn: ConnHandle,
    seat: Option<Seat>,
}

pub struct Table {
    code: String,
    game_id: GameId,
    options: Value,
    seed: u64,
    game: GameBox,
    seats: Vec<Occupant>,
    host: Seat,
    stand_in: Level,
    started: bool,
    ply: u64,
    /// When the game was dealt (the table made, for its first game; unix seconds): with the
    /// code, it names the game's actions in the log.
    created: u64,
    attached: Vec<Attachment>,
    bot_rng: GameRng,
    bot_due: Option<Instant>,
    bot_thinking: bool,
    last_activity: Instant,
    context: Arc<Context>,
    commands: mpsc::WeakSender<Command>,
    closed: bool,
    /// The lease term this process holds the table under; every write says it.
    term: u64,
    /// The epoch of this process's lease the table was taken in: it serves only while that
    /// holds (`crate::lease`).
    hold: Hold,
    /// Since when the table has served nothing for want of its lease (`lease.rs`).
    suspended_since: Option<Instant>,
    /// The host's last connection dropped in the lobby and they are not back: the table is not
    /// listed meanwhile (`listing.rs`). Not stored: a restart lists it again.
    host_dropped: bool,
    /// Another process took the table over: this one lets it go without writing again.
    moved: bool,
    /// The chat lines kept for whoever arrives, oldest first, at most `CHAT_KEPT`.
    chat: VecDeque<ChatLine>,
    /// The number the next chat line gets: lines are counted from 1 and never renumbered.
    chat_next: u64,
    /// Whether the host lets spectators speak (they read the chat always).
    spectators_chat: bool,
    /// When each speaker's recent lines were said, for the chat's rate; not stored, so a
    /// restart forgets it.
    chat_said: HashMap<chat::Speaker, VecDeque<Instant>>,
    /// Games dealt at this table: 0 in the lobby, 1 from the deal, one more each rematch.
    games: u64,
    /// The seats that agreed to play the next game, in seat order; empty while a game is on.
    rematch: Vec<Seat>,
    /// Each seat's wins and points over the games of this table.
    totals: rematch::Totals,
    /// Listed for anyone to join without the code until dealt (`listing.rs`).
    public: bool,
    /// The host's language tag (2 or 3 lower-case letters), or empty.
    lang: String,
    /// Opened by a quick game: starts by itself (`quick.rs`).
    quick: bool,
    /// When a quick table not yet dealt is dealt whoever came; not stored: a restart waits
    /// afresh.
    quick_due: Option<Instant>,
}

fn error(kind: ErrorKind, message: impl Into<String>) -> Refusal {
    Refusal::new(kind, message)
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl Table {
    /// Deals the game (so the options are checked at once) and seats the host.
    pub fn new(
        new: NewTable,
        context: Arc<Context>,
        commands: mpsc::WeakSender<Command>,
        hold: Hold,
    ) -> Result<Table, Refusal> {
        let game = any_game::new_game(
            new.game,
            new.options.clone(),
            new.seats.len(),
            Deal::seeded(new.seed),
        )
        .map_err(|e| Refusal {
            kind: ErrorKind::BadMessage,
            message: e.to_string(),
            rules: Some(e),
        })?;
        let mut seats: Vec<Occupant> = new
            .seats
            .iter()
            .map(|plan| match plan {
                SeatPlan::Open => Occupant::Open,
                SeatPlan::Bot { level } => Occupant::Bot(*level),
            })
            .collect();
        let host = match new.host_seat {
            Some(seat) if seat >= seats.len() => {
                return Err(error(
                    ErrorKind::BadMessage,
                    format!(
                        "there is no seat {seat}: seats are 0 to {}",
                        seats.len() - 1
                    ),
                ));
            }
            Some(seat) => seat,
            None => seats
                .iter()
                .position(|seat| *seat == Occupant::Open)
                .ok_or_else(|| {
                    error(
                        ErrorKind::BadMessage,
                        "no seat is open for the host: make one seat open",
                    )
                })?,
        };
        seats[host] = Occupant::Player(Player {
            name: naming::seat_name(&new.host_name, []),
            token: new.host_token,
            connections: 0,
            away_since: None,
            stand_in: false,
        });
        let quick_due = new
            .quick
            .then(|| Instant::now() + context.config.quick_wait);
        Ok(Table {
            code: new.code,
            game_id: new.game,
            options: game.options(),
            seed: new.seed,
            game,
            seats,
            host,
            stand_in: new.stand_in,
            started: false,
            ply: 0,
            created: unix_now(),
            attached: Vec::new(),
            bot_rng: GameRng::seeded(new.seed ^ BOT_STREAM),
            bot_due: None,
            bot_thinking: false,
            last_activity: Instant::now(),
            context,
            commands,
            closed: false,
            // A new table's first lease.
            term: 1,
            hold,
            suspended_since: None,
            host_dropped: false,
            moved: false,
            chat: VecDeque::new(),
            chat_next: 1,
            spectators_chat: false,
            chat_said: HashMap::new(),
            games: 0,
            rematch: Vec::new(),
            totals: rematch::Totals::new(new.seats.len()),
            public: new.public,
            lang: challenge_online::tidy_lang(&new.lang),
            quick: new.quick,
            quick_due,
        })
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// Every seat token of the table, for the registry's token index.
    pub fn tokens(&self) -> Vec<String> {
        self.seats
            .iter()
            .filter_map(|seat| match seat {
                Occupant::Player(player) => Some(player.token.clone()),
                _ => None,
            })
            .collect()
    }

    fn finished(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// The level of the computer player acting for `seat` now, if one does.
    fn bot_level(&self, seat: Seat) -> Option<Level> {
        match self.seats.get(seat)? {
            Occupant::Bot(level) => Some(*level),
            Occupant::Player(player) if player.stand_in => Some(self.stand_in),
            _ => None,
        }
    }
}
