//! A test client speaking the table protocol over a real socket, which keeps every message it
//! receives, and a server started on a free loopback port with its own database file.

#![allow(dead_code)]

pub mod postgres;

use challenge_online::{
    ClientMessage, ErrorKind, GameUpdate, SeatPlan, ServerMessage, TableInfo, VERSION,
};
use challenge_rules::{Level, Seat};
use challenge_server::{Config, RunningServer};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for any one message before failing.
pub const WAIT: Duration = Duration::from_secs(20);

/// A fresh database path for one test.
pub fn temp_db(name: &str) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!(
        "challenge-server-test-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.sqlite"));
    let _ = std::fs::remove_file(&path);
    path
}

pub fn config(db: PathBuf) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        db: db.into(),
        web_dir: None,
        bot_delay: Duration::ZERO,
        // Test clients act as fast as they read; the flood test sets the usual limit.
        rate: 10_000,
        burst: 10_000,
        ..Config::default()
    }
}

pub async fn server(config: Config) -> RunningServer {
    challenge_server::start(config)
        .await
        .expect("server starts")
}

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every text frame received, in order, as sent.
    pub received: Vec<String>,
    pub seat: Option<Seat>,
    pub token: Option<String>,
    pub code: Option<String>,
    pub table: Option<TableInfo>,
    pub game: Option<GameUpdate>,
    pub closed: bool,
}

impl Client {
    /// Connects without saying hello.
    pub async fn raw(addr: SocketAddr) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .expect("connects");
        Client {
            socket,
            received: Vec::new(),
            seat: None,
            token: None,
            code: None,
            table: None,
            game: None,
            closed: false,
        }
    }

    pub async fn connect(addr: SocketAddr) -> Client {
        let mut client = Client::raw(addr).await;
        client.send(&ClientMessage::Hello { v: VERSION }).await;
        match client.next().await {
            ServerMessage::Hello { v, games, .. } => {
                assert_eq!(v, VERSION);
                assert_eq!(games.len(), challenge_rules::GameId::ALL.len());
            }
            other => panic!("expected hello, got {other:?}"),
        }
        client
    }

    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&message.to_json()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.try_send_text(text).await.expect("sends");
    }

    /// Sends, or says why not (the server may have closed the connection).
    pub async fn try_send_text(&mut self, text: &str) -> Result<(), String> {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| e.to_string())
    }

    /// The next message, with the client's idea of its seat and table kept up to date.
    pub async fn next(&mut self) -> ServerMessage {
        self.try_next()
            .await
            .unwrap_or_else(|| panic!("the server closed the connection"))
    }

    /// The next message, or None when the connection closed.
    pub async fn try_next(&mut self) -> Option<ServerMessage> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.socket.next())
                .await
                .expect("a message within the wait");
            let text = match frame {
                Some(Ok(Message::Text(text))) => text.to_string(),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
                    self.closed = true;
                    return None;
                }
                Some(Ok(_)) => continue,
            };
            self.received.push(text.clone());
            let message: ServerMessage = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("the server sent an unreadable message {text}: {e}"));
            match &message {
                ServerMessage::Seated {
                    code, seat, token, ..
                } => {
                    self.code = Some(code.clone());
                    self.seat = *seat;
                    if token.is_some() {
                        self.token = token.clone();
                    }
                }
                ServerMessage::Table(info) => self.table = Some(info.clone()),
                ServerMessage::Game(update) => self.game = Some(update.clone()),
                _ => {}
            }
            return Some(message);
        }
    }

    /// Reads until a message matches, and returns it.
    pub async fn until(&mut self, wanted: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.next().await;
            if wanted(&message) {
                return message;
            }
        }
    }

    /// Reads until a message matches, and returns it; None when the connection closed first.
    pub async fn try_until(
        &mut self,
        wanted: impl Fn(&ServerMessage) -> bool,
    ) -> Option<ServerMessage> {
        loop {
            let message = self.try_next().await?;
            if wanted(&message) {
                return Some(message);
            }
        }
    }

    pub async fn error(&mut self) -> (challenge_online::ErrorKind, String) {
        match self
            .until(|m| matches!(m, ServerMessage::Error { .. }))
            .await
        {
            ServerMessage::Error { kind, message, .. } => (kind, message),
            _ => unreachable!(),
        }
    }

    /// Creates a table and waits to be seated; returns its code.
    pub async fn create(&mut self, game: &str, seats: Vec<SeatPlan>, seed: u64) -> String {
        self.send(&ClientMessage::Create {
            game: game.into(),
            seats,
            options: Value::Null,
            seed: Some(seed),
            seat: None,
            name: "Host".into(),
            stand_in: Level::Normal,
            public: false,
            lang: String::new(),
        })
        .await;
        self.until(|m| matches!(m, ServerMessage::Seated { .. }))
            .await;
        self.until(|m| matches!(m, ServerMessage::Table(_))).await;
        self.code.clone().unwrap()
    }

    pub async fn join(&mut self, code: &str, name: &str) {
        self.send(&ClientMessage::Join {
            code: code.into(),
            name: name.into(),
            seat: None,
        })
        .await;
        match self
            .until(|m| {
                matches!(
                    m,
                    ServerMessage::Seated { .. } | ServerMessage::Error { .. }
                )
            })
            .await
        {
            ServerMessage::Seated { .. } => {}
            other => panic!("join refused: {other:?}"),
        }
    }

    /// Whether this client's seat must act now, by its latest update.
    pub fn must_act(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !g.legal.is_empty())
    }

    pub fn ply(&self) -> u64 {
        self.game.as_ref().map_or(0, |g| g.ply)
    }

    pub fn finished(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.outcome.is_some())
    }

    /// Sends one of the listed actions, picked by `pick`, answering the latest update.
    pub async fn act(&mut self, pick: usize) -> Value {
        let update = self.game.clone().expect("an update to answer");
        let action = update.legal[pick % update.legal.len()].action.clone();
        self.send(&ClientMessage::Act {
            ply: update.ply,
            action: action.clone(),
        })
        .await;
        action
    }

    /// Waits for the next game update.
    pub async fn update(&mut self) -> GameUpdate {
        match self.until(|m| matches!(m, ServerMessage::Game(_))).await {
            ServerMessage::Game(update) => update,
            _ => unreachable!(),
        }
    }

    /// Reads game updates until this client's latest one is at `ply` or later.
    pub async fn reach(&mut self, ply: u64) {
        while self.ply() < ply || self.game.is_none() {
            self.update().await;
        }
    }

    /// The socket itself, to read frames the client does not keep (a close frame's code).
    pub fn socket_mut(&mut self) -> &mut WebSocketStream<MaybeTlsStream<TcpStream>> {
        &mut self.socket
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// Two people at a table of `game`, dealt and started.
pub async fn two_people(addr: SocketAddr, game: &str, seed: u64) -> (Client, Client, String) {
    two_people_through(addr, addr, game, seed).await
}

/// Two people at a table of `game`, dealt and started: the host connected to `host_addr`,
/// the friend to `friend_addr` (another server process, say).
pub async fn two_people_through(
    host_addr: SocketAddr,
    friend_addr: SocketAddr,
    game: &str,
    seed: u64,
) -> (Client, Client, String) {
    let mut host = Client::connect(host_addr).await;
    let code = host
        .create(game, vec![SeatPlan::Open, SeatPlan::Open], seed)
        .await;
    let mut friend = Client::connect(friend_addr).await;
    friend.join(&code, "Friend").await;
    host.send(&ClientMessage::Start).await;
    host.update().await;
    friend.update().await;
    (host, friend, code)
}

/// Plays `moves` actions between the two, each reading every update.
pub async fn play(host: &mut Client, friend: &mut Client, moves: usize, picks: &mut Picks) {
    for _ in 0..moves {
        if host.finished() {
            return;
        }
        let (mover, other) = if host.must_act() {
            (&mut *host, &mut *friend)
        } else {
            (&mut *friend, &mut *host)
        };
        mover.act(picks.next()).await;
        mover.update().await;
        other.update().await;
    }
}

/// A small deterministic generator for the tests' choices.
pub struct Picks(u64);

impl Picks {
    pub fn new(seed: u64) -> Picks {
        Picks(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as usize
    }
}

/// Asks to watch a code that is not `right` until the address is refused, as someone
/// mistyping or guessing codes would; returns how many misses that took.
pub async fn miss_codes_until_limited(client: &mut Client, right: &str) -> u32 {
    let wrong = if right == "AAAAAA" {
        "CCCCCC"
    } else {
        "AAAAAA"
    };
    let mut misses = 0;
    loop {
        client
            .send(&ClientMessage::Watch { code: wrong.into() })
            .await;
        match client.error().await.0 {
            ErrorKind::NotFound => misses += 1,
            ErrorKind::Limit => return misses,
            other => panic!("unexpected {other:?}"),
        }
        assert!(misses <= 12, "{misses} misses and no limit");
    }
}

/// The server process, killed when dropped so a failing test leaves nothing running.
pub struct ServerProcess(pub Child);

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts the server binary on a free port with this SQLite file; returns it and the address
/// it printed.
pub fn start_binary(db: &Path) -> (ServerProcess, SocketAddr) {
    start_binary_with(&["--db", db.to_str().expect("a path in UTF-8")])
}

/// Starts the server binary on a free port with these flags besides; returns it and the
/// address it printed.
pub fn start_binary_with(flags: &[&str]) -> (ServerProcess, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_challenge-server"))
        .args(["--addr", "127.0.0.1:0", "--no-web", "--bot-delay-ms", "0"])
        .args(flags)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    let mut printed = BufReader::new(child.stdout.take().unwrap());
    printed.read_line(&mut line).unwrap();
    // The rest is read away, so the server never writes to a closed pipe (as when it says it
    // is stopping).
    std::thread::spawn(move || printed.lines().for_each(drop));
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|addr| addr.parse().ok())
        .unwrap_or_else(|| panic!("unexpected first line: {line}"));
    (ServerProcess(child), addr)
}
