//! One table: its game, who sits where, the connections watching it, and the task that owns
//! it. Everything that changes a table goes through that task one command at a time, so the
//! game is never touched by two threads and every connection sees the updates in order.

use crate::hub::Hub;
use crate::store::{Held, LoggedAction, Row, Write, WriteError};
use challenge_online::{
    CloseReason, ErrorKind, GameUpdate, LegalMove, Refusal, SeatPlan, SeatState, SeenEvent,
    ServerMessage, TableInfo,
};
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Deal, Event, GameId, GameRng, Level, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::{Notify, mpsc, oneshot};
use tokio::time::Instant;

pub type ConnId = u64;

/// Keeps the computer players' choices apart from the shuffles, which use the seed itself.
const BOT_STREAM: u64 = 0xB075_0F7A_B1E5_EED5;
/// Layout of the stored table record.
const STORED_VERSION: u32 = 1;
/// The longest player name kept.
const NAME_LIMIT: usize = 24;

/// A connection as a table sees it: where to send its messages, and how to close it when it
/// cannot keep up.
#[derive(Clone, Debug)]
pub struct ConnHandle {
    pub id: ConnId,
    pub outbox: mpsc::Sender<String>,
    pub closer: Arc<Notify>,
}

impl ConnHandle {
    /// Queues a message; a connection whose queue is full is not reading and is closed.
    pub fn send(&self, text: String) -> bool {
        if self.outbox.try_send(text).is_ok() {
            true
        } else {
            self.closer.notify_one();
            false
        }
    }

    pub fn send_message(&self, message: &ServerMessage) -> bool {
        self.send(message.to_json())
    }
}

/// How a connection comes to a table.
#[derive(Debug)]
pub enum Arrival {
    /// Takes a free seat.
    Join { name: String, seat: Option<Seat> },
    /// Watches without a seat.
    Watch,
    /// Returns to the seat this token holds (the host arrives this way after creating).
    Resume { token: String },
}

/// What a table's task is asked to do.
#[derive(Debug)]
pub enum Command {
    Attach {
        conn: ConnHandle,
        arrival: Arrival,
        /// The seat taken (None when watching), or why not.
        reply: oneshot::Sender<Result<Option<Seat>, Refusal>>,
    },
    /// A message from an attached connection (set_seat, start, act, leave).
    Client {
        conn: ConnId,
        message: challenge_online::ClientMessage,
    },
    Detach {
        conn: ConnId,
    },
    /// A computer player's choice for the action after `ply`.
    BotChose {
        ply: u64,
        action: Option<Value>,
    },
    /// The server is stopping: save and stop.
    Stop {
        done: oneshot::Sender<()>,
    },
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
    created: u64,
    attached: Vec<Attachment>,
    bot_rng: GameRng,
    bot_due: Option<Instant>,
    bot_thinking: bool,
    last_activity: Instant,
    hub: Arc<Hub>,
    commands: mpsc::WeakSender<Command>,
    closed: bool,
    /// The lease term this process holds the table under; every write says it.
    term: u64,
    /// Another process took the table over: this one lets it go without writing again.
    moved: bool,
}

fn error(kind: ErrorKind, message: impl Into<String>) -> Refusal {
    Refusal::new(kind, message)
}

/// A name as shown at the table: trimmed, without control characters, not too long. No name
/// stays empty: each client names that seat in its player's language ("Player 2", "Игрок 2").
pub fn tidy_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(NAME_LIMIT)
        .collect()
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
        hub: Arc<Hub>,
        commands: mpsc::WeakSender<Command>,
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
            name: tidy_name(&new.host_name),
            token: new.host_token,
            connections: 0,
            away_since: None,
            stand_in: false,
        });
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
            hub,
            commands,
            closed: false,
            // A new table's first lease.
            term: 1,
            moved: false,
        })
    }

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

    pub fn code(&self) -> &str {
        &self.code
    }

    /// Every seat token of the table, for the hub's token index.
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

    /// The table as written, with the action that brought it to this ply, if one did.
    fn write(&self, action: Option<(Seat, &Value)>) -> Result<Write, String> {
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

    fn row(&self) -> Result<Row, String> {
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

    fn unsaveable(problem: String) -> Refusal {
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
    async fn persist(&mut self, action: Option<(Seat, &Value)>) -> Result<(), Refusal> {
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

    /// The level of the computer player acting for `seat` now, if one does.
    fn bot_level(&self, seat: Seat) -> Option<Level> {
        match self.seats.get(seat)? {
            Occupant::Bot(level) => Some(*level),
            Occupant::Player(player) if player.stand_in => Some(self.stand_in),
            _ => None,
        }
    }

    fn info(&self) -> TableInfo {
        let now = Instant::now();
        let grace = self.hub.config().grace;
        TableInfo {
            code: self.code.clone(),
            game: self.game_id.id().to_string(),
            options: self.options.clone(),
            seats: self
                .seats
                .iter()
                .map(|seat| match seat {
                    Occupant::Open => SeatState::Open,
                    Occupant::Bot(level) => SeatState::Bot { level: *level },
                    Occupant::Player(player) => SeatState::Player {
                        name: player.name.clone(),
                        connected: player.connections > 0,
                        returns_within: match (player.away_since, player.stand_in) {
                            (Some(since), false) => Some(
                                grace
                                    .saturating_sub(now.saturating_duration_since(since))
                                    .as_secs(),
                            ),
                            _ => None,
                        },
                        stand_in: player.stand_in,
                    },
                })
                .collect(),
            host: self.host,
            stand_in: self.stand_in,
            spectators: self.attached.iter().filter(|a| a.seat.is_none()).count(),
            started: self.started,
            finished: self.finished(),
        }
    }

    fn broadcast_info(&mut self) {
        let text = ServerMessage::Table(self.info()).to_json();
        for attachment in &self.attached {
            attachment.conn.send(text.clone());
        }
    }

    /// The game as `seat` (None: a spectator) may see it, with `events` redacted for it.
    fn update_for(&self, seat: Option<Seat>, events: &[Event], actor: Seat) -> ServerMessage {
        // A spectator sees what no seat in particular may: only public faces.
        let viewer = seat.unwrap_or(usize::MAX);
        let to_act = self.game.to_act();
        let legal = match seat {
            Some(seat)
                if self.started && to_act == Some(seat) && self.bot_level(seat).is_none() =>
            {
                self.game
                    .legal_actions()
                    .into_iter()
                    .map(|legal| LegalMove {
                        action: legal.action,
                        phrase: legal.phrase,
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        ServerMessage::Game(GameUpdate {
            ply: self.ply,
            seat,
            events: events
                .iter()
                .filter_map(|event| {
                    Some(SeenEvent {
                        ply: self.ply,
                        actor,
                        event: event.seen_by(viewer)?,
                    })
                })
                .collect(),
            view: seat.and_then(|seat| self.game.view(seat).ok()),
            to_act,
            legal,
            outcome: self.game.outcome(),
        })
    }

    /// Sends every attached connection the game as its seat sees it, each seat's message
    /// written once however many devices hold it.
    fn broadcast_update(&mut self, events: &[Event], actor: Seat) {
        let mut written: Vec<(Option<Seat>, String)> = Vec::new();
        for index in 0..self.attached.len() {
            let seat = self.attached[index].seat;
            let text = match written.iter().find(|(s, _)| *s == seat) {
                Some((_, text)) => text.clone(),
                None => {
                    let text = self.update_for(seat, events, actor).to_json();
                    written.push((seat, text.clone()));
                    text
                }
            };
            self.attached[index].conn.send(text);
        }
    }

    fn seat_of(&self, conn: ConnId) -> Option<Option<Seat>> {
        self.attached
            .iter()
            .find(|a| a.conn.id == conn)
            .map(|a| a.seat)
    }

    async fn attach(
        &mut self,
        conn: ConnHandle,
        arrival: Arrival,
    ) -> Result<Option<Seat>, Refusal> {
        let (seat, token) = match arrival {
            Arrival::Watch => (None, None),
            Arrival::Resume { token } => {
                let seat = self
                    .seats
                    .iter()
                    .position(|seat| matches!(seat, Occupant::Player(p) if p.token == token))
                    .ok_or_else(|| error(ErrorKind::NotFound, "no seat holds that token"))?;
                if let Occupant::Player(player) = &mut self.seats[seat] {
                    player.connections += 1;
                    player.away_since = None;
                    player.stand_in = false;
                }
                (Some(seat), Some(token))
            }
            Arrival::Join { name, seat } => {
                let seat = match seat {
                    Some(seat) if seat >= self.seats.len() => {
                        return Err(error(
                            ErrorKind::NotFound,
                            format!("this table has seats 0 to {}", self.seats.len() - 1),
                        ));
                    }
                    Some(seat) if self.seats[seat] != Occupant::Open => {
                        return Err(error(ErrorKind::Taken, format!("seat {seat} is taken")));
                    }
                    Some(seat) => seat,
                    None => self
                        .seats
                        .iter()
                        .position(|seat| *seat == Occupant::Open)
                        .ok_or_else(|| {
                            error(
                                ErrorKind::Taken,
                                "every seat is taken: watch instead, or ask the host for a seat",
                            )
                        })?,
                };
                let token = self.hub.new_token();
                self.seats[seat] = Occupant::Player(Player {
                    name: tidy_name(&name),
                    token: token.clone(),
                    connections: 1,
                    away_since: None,
                    stand_in: false,
                });
                if let Err(refused) = self.persist(None).await {
                    self.seats[seat] = Occupant::Open;
                    return Err(refused);
                }
                self.hub.add_token(&token, &self.code);
                (Some(seat), Some(token))
            }
        };
        conn.send_message(&ServerMessage::Seated {
            code: self.code.clone(),
            seat,
            token,
            host: seat == Some(self.host),
        });
        self.attached.push(Attachment {
            conn: conn.clone(),
            seat,
        });
        self.last_activity = Instant::now();
        self.broadcast_info();
        if self.started {
            conn.send_message(&self.update_for(seat, &[], seat.unwrap_or(0)));
        }
        self.schedule_bot();
        Ok(seat)
    }

    fn detach(&mut self, conn: ConnId) {
        let Some(index) = self.attached.iter().position(|a| a.conn.id == conn) else {
            return;
        };
        let attachment = self.attached.remove(index);
        let live = self.started && !self.finished();
        if let Some(seat) = attachment.seat
            && let Occupant::Player(player) = &mut self.seats[seat]
        {
            player.connections = player.connections.saturating_sub(1);
            if player.connections == 0 && live {
                player.away_since = Some(Instant::now());
            }
        }
        self.broadcast_info();
    }

    async fn client(&mut self, conn: ConnId, message: challenge_online::ClientMessage) {
        use challenge_online::ClientMessage as C;
        let Some(seat) = self.seat_of(conn) else {
            return;
        };
        self.last_activity = Instant::now();
        let result = match message {
            C::SetSeat { seat: target, plan } => self.set_seat(seat, target, plan).await,
            C::Start => self.start(seat).await,
            C::Act { ply, action } => self.act(seat, ply, &action).await,
            C::Leave => self.leave(seat).await,
            other => Err(error(
                ErrorKind::BadMessage,
                format!("'{}' is not a table message", op_name(&other)),
            )),
        };
        if let Err(refused) = result
            && let Some(attachment) = self.attached.iter().find(|a| a.conn.id == conn)
        {
            attachment.conn.send_message(&refused.into());
        }
    }

    async fn set_seat(
        &mut self,
        by: Option<Seat>,
        target: Seat,
        plan: SeatPlan,
    ) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(
                ErrorKind::Unauthorised,
                "only the host changes seats",
            ));
        }
        if self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has started: seats are set",
            ));
        }
        match self.seats.get(target) {
            None => Err(error(
                ErrorKind::NotFound,
                format!("this table has seats 0 to {}", self.seats.len() - 1),
            )),
            Some(Occupant::Player(player)) => Err(error(
                ErrorKind::Taken,
                format!("{} sits at seat {target}", player.name),
            )),
            Some(_) => {
                let before = self.seats[target].clone();
                self.seats[target] = match plan {
                    SeatPlan::Open => Occupant::Open,
                    SeatPlan::Bot { level } => Occupant::Bot(level),
                };
                if let Err(refused) = self.persist(None).await {
                    self.seats[target] = before;
                    return Err(refused);
                }
                self.broadcast_info();
                Ok(())
            }
        }
    }

    async fn start(&mut self, by: Option<Seat>) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(ErrorKind::Unauthorised, "only the host deals"));
        }
        if self.started {
            return Err(error(ErrorKind::WrongPhase, "the game has already started"));
        }
        let before = self.seats.clone();
        for seat in &mut self.seats {
            if *seat == Occupant::Open {
                *seat = Occupant::Bot(self.stand_in);
            }
        }
        self.started = true;
        if let Err(refused) = self.persist(None).await {
            self.seats = before;
            self.started = false;
            return Err(refused);
        }
        self.broadcast_info();
        self.broadcast_update(&[], self.host);
        self.schedule_bot();
        Ok(())
    }

    async fn act(&mut self, seat: Option<Seat>, ply: u64, action: &Value) -> Result<(), Refusal> {
        let Some(seat) = seat else {
            return Err(error(ErrorKind::Unauthorised, "spectators cannot act"));
        };
        if !self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has not started: the host deals",
            ));
        }
        match self.game.to_act() {
            None => return Err(error(ErrorKind::WrongPhase, "the game is over")),
            Some(to_act) if to_act != seat => {
                return Err(error(
                    ErrorKind::NotYourTurn,
                    format!("it is seat {to_act}'s turn, not yours (seat {seat})"),
                ));
            }
            Some(_) => {}
        }
        if ply != self.ply {
            return Err(error(
                ErrorKind::Stale,
                format!(
                    "that action answers ply {ply} but the table is at ply {}",
                    self.ply
                ),
            ));
        }
        self.apply(seat, action).await
    }

    /// Applies the action of the seat to act, saves, then tells everyone. If the save fails
    /// the game goes back to how it was.
    async fn apply(&mut self, seat: Seat, action: &Value) -> Result<(), Refusal> {
        let before = self.game.clone();
        let events = self.game.apply(action).map_err(Refusal::illegal)?;
        self.ply += 1;
        if let Err(refused) = self.persist(Some((seat, action))).await {
            self.game = before;
            self.ply -= 1;
            return Err(refused);
        }
        self.last_activity = Instant::now();
        let finished = self.finished();
        self.broadcast_update(&events, seat);
        if finished {
            self.broadcast_info();
        }
        self.schedule_bot();
        Ok(())
    }

    async fn leave(&mut self, seat: Option<Seat>) -> Result<(), Refusal> {
        let Some(seat) = seat else {
            return Err(error(ErrorKind::Unauthorised, "you have no seat to leave"));
        };
        let before = self.seats[seat].clone();
        if let Occupant::Player(player) = &before {
            self.hub.remove_token(&player.token);
        }
        self.seats[seat] = if self.started {
            Occupant::Bot(self.stand_in)
        } else {
            Occupant::Open
        };
        if let Err(refused) = self.persist(None).await {
            self.seats[seat] = before;
            return Err(refused);
        }
        // The seat's other devices and this one stay to watch.
        for attachment in &mut self.attached {
            if attachment.seat == Some(seat) {
                attachment.seat = None;
                attachment.conn.send_message(&ServerMessage::Seated {
                    code: self.code.clone(),
                    seat: None,
                    token: None,
                    host: false,
                });
            }
        }
        if !self.started && seat == self.host {
            self.close(CloseReason::HostLeft).await;
            return Ok(());
        }
        self.broadcast_info();
        if self.started {
            self.broadcast_update(&[], seat);
        }
        self.schedule_bot();
        Ok(())
    }

    /// Asks a computer player to move after the bot delay, when one is to act.
    fn schedule_bot(&mut self) {
        if !self.started || self.bot_thinking || self.bot_due.is_some() {
            return;
        }
        if let Some(seat) = self.game.to_act()
            && self.bot_level(seat).is_some()
        {
            self.bot_due = Some(Instant::now() + self.hub.config().bot_delay);
        }
    }

    /// Thinks away from the async threads; the choice comes back as a command.
    fn think(&mut self) {
        let Some(seat) = self.game.to_act() else {
            return;
        };
        let Some(level) = self.bot_level(seat) else {
            return;
        };
        let Some(commands) = self.commands.upgrade() else {
            return;
        };
        self.bot_thinking = true;
        let game = self.game.clone();
        let mut rng = self.bot_rng.fork();
        let ply = self.ply;
        tokio::task::spawn_blocking(move || {
            let action = game.bot_action(level, &mut rng).map(|chosen| chosen.action);
            let _ = commands.blocking_send(Command::BotChose { ply, action });
        });
    }

    async fn bot_chose(&mut self, ply: u64, action: Option<Value>) {
        self.bot_thinking = false;
        let seat = self.game.to_act();
        // A player who came back in the meantime, or a table that moved on, voids the choice.
        if let (Some(action), Some(seat), true) = (action, seat, ply == self.ply)
            && self.bot_level(seat).is_some()
            && let Err(refused) = self.apply(seat, &action).await
        {
            eprintln!(
                "challenge-server: table {}: a computer player's move was refused: {refused:?}",
                self.code
            );
        }
        self.schedule_bot();
    }

    /// The next moment something is due: a bot's move, a dropped player's time running out,
    /// or the table going idle.
    fn next_deadline(&self) -> Instant {
        let config = self.hub.config();
        let mut next = self.last_activity + config.idle;
        if let Some(due) = self.bot_due {
            next = next.min(due);
        }
        for seat in &self.seats {
            if let Occupant::Player(Player {
                away_since: Some(since),
                stand_in: false,
                ..
            }) = seat
            {
                next = next.min(*since + config.grace);
            }
        }
        next
    }

    async fn on_deadline(&mut self) {
        let now = Instant::now();
        let config = self.hub.config().clone();
        if self.bot_due.is_some_and(|due| due <= now) {
            self.bot_due = None;
            self.think();
        }
        let mut changed = false;
        for seat in &mut self.seats {
            if let Occupant::Player(player) = seat
                && let Some(since) = player.away_since
                && !player.stand_in
                && since + config.grace <= now
            {
                player.stand_in = true;
                changed = true;
            }
        }
        if changed {
            self.broadcast_info();
            // Whoever is to act may now be a stand-in: the update drops their buttons.
            self.broadcast_update(&[], self.game.to_act().unwrap_or(0));
            self.schedule_bot();
        }
        if now.saturating_duration_since(self.last_activity) >= config.idle {
            self.close(CloseReason::Idle).await;
        }
    }

    async fn close(&mut self, reason: CloseReason) {
        let message = ServerMessage::Closed { reason };
        for attachment in self.attached.drain(..) {
            attachment.conn.send_message(&message);
        }
        self.hub.store().delete(&self.code, self.term).await;
        self.closed = true;
    }

    /// Another process holds the table now: every connection here is told and closed, to
    /// connect again and be led to it; nothing is written.
    fn let_go(&mut self) {
        let message: ServerMessage = error(
            ErrorKind::Server,
            "this table has moved to another server: connect again to go on",
        )
        .into();
        for attachment in self.attached.drain(..) {
            attachment.conn.send_message(&message);
            attachment.conn.closer.notify_one();
        }
        self.closed = true;
    }
}

fn op_name(message: &challenge_online::ClientMessage) -> &'static str {
    use challenge_online::ClientMessage as C;
    match message {
        C::Hello { .. } => "hello",
        C::Create { .. } => "create",
        C::Join { .. } => "join",
        C::Watch { .. } => "watch",
        C::Resume { .. } => "resume",
        C::SetSeat { .. } => "set_seat",
        C::Start => "start",
        C::Act { .. } => "act",
        C::Leave => "leave",
        C::Ping => "ping",
    }
}

/// The table's task: one command or deadline at a time until the table closes or the server
/// stops.
pub async fn run(mut table: Table, mut commands: mpsc::Receiver<Command>) {
    let hub = table.hub.clone();
    loop {
        let deadline = table.next_deadline();
        tokio::select! {
            command = commands.recv() => match command {
                None => break,
                Some(Command::Attach { conn, arrival, reply }) => {
                    let result = table.attach(conn, arrival).await;
                    let _ = reply.send(result);
                }
                Some(Command::Client { conn, message }) => table.client(conn, message).await,
                Some(Command::Detach { conn }) => table.detach(conn),
                Some(Command::BotChose { ply, action }) => table.bot_chose(ply, action).await,
                Some(Command::Stop { done }) => {
                    let _ = done.send(());
                    return;
                }
            },
            _ = tokio::time::sleep_until(deadline) => table.on_deadline().await,
        }
        if table.moved {
            table.let_go();
        }
        if table.closed {
            break;
        }
    }
    hub.table_closed(table.code(), &table.tokens());
}
