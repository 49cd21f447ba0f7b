//! One client connection: reads its messages, enforces the size cap and the rate limit,
//! routes table messages to the table's task, and writes back whatever it is sent, closing a
//! client that does not read it. A client asking for a table another process runs is relayed
//! there (`forward.rs`).

use crate::command::{Arrival, Command, ConnHandle};
use crate::forward;
use crate::hub::{self, Found, Hub, Opening, Quick};
use crate::stopping::server_stopping;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use challenge_online::{
    ClientMessage, ErrorKind, MAX_CLIENT_MESSAGE, Refusal, ServerMessage, VERSION,
};
use challenge_rules::GameId;
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::{Notify, mpsc, oneshot, watch};
use tokio::time::{Duration, Instant, timeout};

/// Messages waiting to be written to one client before it counts as not reading.
const OUTBOX: usize = 1024;
/// How long a closed connection still reads what its client sends, so closing does not reset it.
const LINGER: Duration = Duration::from_secs(1);
/// Refused messages in a row after which a flooding client is disconnected.
const FLOOD_LIMIT: u32 = 200;
/// Listed tables a quick game tries to sit at (each filling up as the player came) before it
/// gives up; a new table is opened when none is listed.
const QUICK_TRIES: usize = 4;
/// How often a table whose owner cannot be reached is looked up again, and how long past the
/// lease the lookups go on (see `Connection::reach_owner`).
const OWNER_GONE_STEP: Duration = Duration::from_millis(250);
const OWNER_GONE_MARGIN: Duration = Duration::from_secs(1);

/// A token bucket: `burst` messages at once, then `rate` per second.
struct RateLimit {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
    refused_in_a_row: u32,
}

impl RateLimit {
    fn new(rate: u32, burst: u32) -> RateLimit {
        RateLimit {
            tokens: burst as f64,
            rate: rate as f64,
            burst: burst as f64,
            last: Instant::now(),
            refused_in_a_row: 0,
        }
    }

    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused_in_a_row = 0;
            true
        } else {
            self.refused_in_a_row += 1;
            false
        }
    }
}

struct Connection {
    hub: Arc<Hub>,
    handle: ConnHandle,
    ip: IpAddr,
    /// Relayed here by another process: the table is to be found here, never relayed again.
    forwarded: bool,
    greeted: bool,
    table: Option<mpsc::Sender<Command>>,
}

/// A table asked for, by invite code or by seat token.
enum Wanted {
    Code(String),
    Token(String),
}

/// What a message leaves the connection to do next.
enum Next {
    Read,
    /// Relay the client to the process at this address, sending it the message that asked.
    Relay {
        address: String,
        asked: String,
    },
}

impl Connection {
    /// Reaches the process a table was found at, to relay the client there. An owner that
    /// cannot be reached has most likely just died while the store still counts it live (the
    /// database has yet to see its connection drop, or its heartbeat is recent), so a lookup
    /// is asked again every moment until its lease has surely run out: the client then gets
    /// the table, taken over here or at its new owner, rather than an error to retry by hand.
    /// A message that makes a table is not asked again, so no table is made twice. None when
    /// the lookup was answered here after all.
    async fn reach_owner(
        &mut self,
        mut address: String,
        asked: String,
        lease: Duration,
        stopping: &watch::Receiver<bool>,
    ) -> Result<Option<forward::Owner>, Refusal> {
        let secret = self
            .hub
            .store()
            .forwarding_secret()
            .unwrap_or_default()
            .to_string();
        let makes_a_table = matches!(
            ClientMessage::parse(&asked),
            Ok(ClientMessage::Create { .. } | ClientMessage::QuickGame { .. })
        );
        // The answer of a lookup made after this is final: the owner's lease has run out.
        let lease_out_at = Instant::now() + lease + OWNER_GONE_MARGIN;
        let mut looked_up_at = Instant::now();
        loop {
            let refused = match forward::reach(&address, &secret, self.ip, &asked).await {
                Ok(owner) => return Ok(Some(owner)),
                Err(refused) => refused,
            };
            if makes_a_table || looked_up_at >= lease_out_at || *stopping.borrow() {
                return Err(refused);
            }
            tokio::time::sleep(OWNER_GONE_STEP).await;
            looked_up_at = Instant::now();
            match self.handle(&asked).await {
                Next::Relay { address: now, .. } => address = now,
                Next::Read => return Ok(None),
            }
        }
    }

    fn reply(&self, message: &ServerMessage) {
        self.handle.send_message(message);
    }

    fn refuse(&self, kind: ErrorKind, message: impl Into<String>) {
        self.reply(&Refusal::new(kind, message).into());
    }

    async fn leave_table(&mut self) {
        if let Some(table) = self.table.take() {
            let _ = table
                .send(Command::Detach {
                    conn: self.handle.id,
                })
                .await;
        }
    }

    /// Takes a seat at (or watches) a table running here. False when the table's task ended
    /// before it answered: it closed, or moved to another process.
    async fn arrive(&mut self, table: mpsc::Sender<Command>, arrival: Arrival) -> bool {
        match self.try_arrive(table, arrival).await {
            Some(Ok(())) => true,
            Some(Err(refused)) => {
                self.reply(&refused.into());
                true
            }
            None => false,
        }
    }

    /// `arrive`, with the table's refusal handed back instead of sent. None when the table's
    /// task ended before it answered.
    async fn try_arrive(
        &mut self,
        table: mpsc::Sender<Command>,
        arrival: Arrival,
    ) -> Option<Result<(), Refusal>> {
        self.leave_table().await;
        let (reply, answer) = oneshot::channel();
        let sent = table
            .send(Command::Attach {
                conn: self.handle.clone(),
                arrival,
                reply,
            })
            .await;
        match (sent, answer.await) {
            (Ok(()), Ok(Ok(_seat))) => {
                self.table = Some(table);
                Some(Ok(()))
            }
            (Ok(()), Ok(Err(refused))) => Some(Err(refused)),
            _ => None,
        }
    }

    /// Opens a table and seats its creator as host.
    async fn open(&mut self, opening: Opening) {
        match self.hub.create(opening).await {
            Ok((_code, token, table)) => self.arrive_as_host(token, table).await,
            Err(refused) => self.reply(&refused.into()),
        }
    }

    async fn arrive_as_host(&mut self, token: String, table: mpsc::Sender<Command>) {
        let arrival = Arrival::Resume { token, name: None };
        if !self.arrive(table, arrival).await {
            self.refuse(ErrorKind::NotFound, "that table has just closed");
        }
    }

    /// `quick_game`: a seat at the oldest public table of the game waiting for players here,
    /// or, with none, at a new quick table that starts by itself. A table that filled up as
    /// the player came is passed over for the next.
    async fn quick_game(&mut self, game: Option<String>, name: String, lang: String) {
        let game = match game.as_deref().map(hub::game_named).transpose() {
            Ok(game) => game,
            Err(refused) => {
                self.reply(&refused.into());
                return;
            }
        };
        // Never the player's own table: they would take a second seat at it.
        let mut passed: Vec<mpsc::Sender<Command>> = self.table.iter().cloned().collect();
        for _ in 0..QUICK_TRIES {
            match self.hub.quick_table(game, &passed, &name, &lang).await {
                Ok(Quick::Join(table)) => {
                    let arrival = Arrival::Join {
                        name: name.clone(),
                        seat: None,
                    };
                    match self.try_arrive(table.clone(), arrival).await {
                        Some(Ok(())) => return,
                        Some(Err(refused)) if refused.kind != ErrorKind::Taken => {
                            self.reply(&refused.into());
                            return;
                        }
                        // Full, or closed, since it was listed: the next.
                        Some(Err(_)) | None => passed.push(table),
                    }
                }
                Ok(Quick::Opened { token, table }) => {
                    self.arrive_as_host(token, table).await;
                    return;
                }
                Err(refused) => {
                    self.reply(&refused.into());
                    return;
                }
            }
        }
        self.refuse(
            ErrorKind::Server,
            "the open tables filled up as you came: try again",
        );
    }

    /// Goes to the table asked for: here, or at the process running it. A table whose task
    /// ended as this arrived is looked up once more, since it may have just moved.
    async fn seek(&mut self, wanted: Wanted, arrival: Arrival, asked: &str) -> Next {
        for _ in 0..2 {
            let found = match &wanted {
                Wanted::Code(code) => self.hub.find(code, self.ip).await,
                Wanted::Token(token) => self.hub.find_token(token, self.ip).await,
            };
            match found {
                Ok(Found::Here(table)) => {
                    if self.arrive(table, arrival.clone()).await {
                        return Next::Read;
                    }
                }
                Ok(Found::Elsewhere(_)) if self.forwarded => {
                    self.refuse(
                        ErrorKind::Server,
                        "that table is moving between servers: try again in a moment",
                    );
                    return Next::Read;
                }
                Ok(Found::Elsewhere(address)) => {
                    self.leave_table().await;
                    return Next::Relay {
                        address,
                        asked: asked.to_string(),
                    };
                }
                Err(refused) => {
                    self.reply(&refused.into());
                    return Next::Read;
                }
            }
        }
        self.refuse(ErrorKind::NotFound, "that table has just closed");
        Next::Read
    }

    async fn handle(&mut self, text: &str) -> Next {
        let message = match ClientMessage::parse(text) {
            Ok(message) => message,
            Err(problem) => {
                self.refuse(ErrorKind::BadMessage, problem);
                return Next::Read;
            }
        };
        self.handle_message(message, text).await
    }

    async fn handle_message(&mut self, message: ClientMessage, text: &str) -> Next {
        if let ClientMessage::Hello { v } = message {
            if v != VERSION {
                self.refuse(
                    ErrorKind::Version,
                    format!("this server speaks protocol version {VERSION}, not {v}"),
                );
                return Next::Read;
            }
            self.greeted = true;
            self.reply(&ServerMessage::Hello {
                v: VERSION,
                server: format!("challenge-server {}", env!("CARGO_PKG_VERSION")),
                games: GameId::ALL.iter().map(|g| g.id().to_string()).collect(),
            });
            return Next::Read;
        }
        if !self.greeted {
            self.refuse(
                ErrorKind::Version,
                format!("say hello first: {{\"op\":\"hello\",\"v\":{VERSION}}}"),
            );
            return Next::Read;
        }
        match message {
            ClientMessage::Hello { .. } => {}
            ClientMessage::Ping => self.reply(&ServerMessage::Pong),
            ClientMessage::ListTables => self.reply(&ServerMessage::Tables {
                tables: self.hub.list_tables(),
            }),
            ClientMessage::Create { .. } | ClientMessage::QuickGame { .. }
                if !self.forwarded
                    && let Some(elsewhere) = self.hub.new_tables_elsewhere().await =>
            {
                match elsewhere {
                    Ok(address) => {
                        self.leave_table().await;
                        return Next::Relay {
                            address,
                            asked: text.to_string(),
                        };
                    }
                    Err(refused) => self.reply(&refused.into()),
                }
            }
            ClientMessage::Create {
                game,
                seats,
                options,
                seed,
                seat,
                name,
                stand_in,
                public,
                lang,
            } => match hub::game_named(&game) {
                Ok(game) => {
                    self.open(Opening {
                        game,
                        seats,
                        options,
                        seed,
                        host_seat: seat,
                        host_name: name,
                        stand_in,
                        public,
                        lang,
                        quick: false,
                    })
                    .await;
                }
                Err(refused) => self.reply(&refused.into()),
            },
            ClientMessage::QuickGame { game, name, lang } => {
                self.quick_game(game, name, lang).await;
            }
            ClientMessage::Join { code, name, seat } => {
                return self
                    .seek(Wanted::Code(code), Arrival::Join { name, seat }, text)
                    .await;
            }
            ClientMessage::Watch { code } => {
                return self.seek(Wanted::Code(code), Arrival::Watch, text).await;
            }
            ClientMessage::Resume { token, name } => {
                let arrival = Arrival::Resume {
                    token: token.clone(),
                    name,
                };
                return self.seek(Wanted::Token(token), arrival, text).await;
            }
            message @ (ClientMessage::SetSeat { .. }
            | ClientMessage::MoveSeat { .. }
            | ClientMessage::Start
            | ClientMessage::Act { .. }
            | ClientMessage::Leave
            | ClientMessage::Rematch
            | ClientMessage::Chat { .. }
            | ClientMessage::SpectatorsChat { .. }
            | ClientMessage::SetPublic { .. }
            | ClientMessage::SetOptions { .. }) => {
                let Some(table) = &self.table else {
                    self.refuse(
                        ErrorKind::NotFound,
                        "this connection is at no table: create, join, watch or resume first",
                    );
                    return Next::Read;
                };
                let command = Command::Client {
                    conn: self.handle.id,
                    message,
                };
                if table.send(command).await.is_err() {
                    self.table = None;
                    self.refuse(ErrorKind::NotFound, "that table has closed");
                }
            }
        }
        Next::Read
    }
}

/// Serves one WebSocket until the client goes, stops reading, floods, or the server stops.
pub async fn serve(
    socket: WebSocket,
    hub: Arc<Hub>,
    ip: IpAddr,
    forwarded: bool,
    mut stopping: watch::Receiver<bool>,
) {
    let (mut sink, mut stream) = socket.split();
    let id = hub.connection_opened();
    let (outbox, mut queued) = mpsc::channel::<String>(OUTBOX);
    let closer = Arc::new(Notify::new());
    let config = hub.config().clone();
    let mut connection = Connection {
        hub: hub.clone(),
        handle: ConnHandle {
            id,
            outbox,
            closer: closer.clone(),
        },
        ip,
        forwarded,
        greeted: false,
        table: None,
    };
    let mut relay_to = None;
    let mut limit = RateLimit::new(config.rate, config.burst);
    loop {
        tokio::select! {
            incoming = stream.next() => {
                let Some(Ok(incoming)) = incoming else { break };
                let text = match incoming {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        connection.refuse(ErrorKind::BadMessage, "messages are JSON text, not binary");
                        continue;
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                if !limit.allow() {
                    if limit.refused_in_a_row >= FLOOD_LIMIT {
                        break;
                    }
                    connection.refuse(ErrorKind::Limit, format!(
                        "too many messages: at most {} a second", config.rate));
                    continue;
                }
                if text.len() > MAX_CLIENT_MESSAGE {
                    connection.refuse(ErrorKind::Limit, format!(
                        "the message has {} bytes; the most taken is {MAX_CLIENT_MESSAGE}",
                        text.len()));
                    continue;
                }
                if let Next::Relay { address, asked } = connection.handle(text.as_str()).await {
                    match connection.reach_owner(address, asked, config.lease, &stopping).await {
                        Ok(Some(owner)) => {
                            relay_to = Some(owner);
                            break;
                        }
                        Ok(None) => {}
                        Err(refused) => connection.reply(&refused.into()),
                    }
                }
            }
            Some(text) = queued.recv() => {
                // Bounded: while a write waits, nothing else here runs (the closer, the stop),
                // so a client that does not read would otherwise be kept for ever.
                let written = timeout(config.write_deadline,
                    sink.send(Message::Text(Utf8Bytes::from(text)))).await;
                if !matches!(written, Ok(Ok(()))) {
                    break;
                }
            }
            _ = closer.notified() => break,
            _ = server_stopping(&mut stopping) => break,
        }
    }
    // Whatever was already queued (an error reply, the last update) still goes out, to a
    // client that reads it within the deadline.
    let farewell = async {
        while let Ok(text) = queued.try_recv() {
            if sink
                .send(Message::Text(Utf8Bytes::from(text)))
                .await
                .is_err()
            {
                break;
            }
        }
    };
    let _ = timeout(config.write_deadline, farewell).await;
    connection.leave_table().await;
    if let Some(owner) = relay_to {
        forward::relay(
            &mut sink,
            &mut stream,
            owner,
            config.write_deadline,
            &mut stopping,
        )
        .await;
    }
    let _ = timeout(config.write_deadline, sink.close()).await;
    // Reads on a moment after closing: a socket closed with input unread is reset, and the
    // reset can overtake the last replies still on their way (a flooder's refusals), so they
    // would never be read.
    let _ = timeout(LINGER, async {
        while let Some(Ok(_)) = stream.next().await {}
    })
    .await;
    hub.connection_closed();
}
