//! The connection to the online table server: one WebSocket (ewebsock, on the desktop and in
//! the browser), opened while online play is wanted, greeted with `hello`, reopened with
//! growing pauses when it drops, and then given the kept seat token with `resume` so the seat
//! and a fresh view come back. Every server message is handed on as [`FromServer`]; anything
//! to say goes out as [`ToServer`].

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use challenge_base::settings::{ActiveStore, Settings};
use challenge_base::shared::AppSystems;
use challenge_online::{ClientMessage, ErrorKind, ServerMessage, VERSION, WS_PATH};
use challenge_rules::{Phrase, Values};
use ewebsock::{WsEvent, WsMessage, WsReceiver, WsSender};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The longest pause between two attempts to reconnect.
pub const MAX_BACKOFF: Duration = Duration::from_secs(16);
/// Failed attempts in a row after which the server is given up as lost.
pub const ATTEMPTS: u32 = 6;
/// The record the held seat is kept under, so a restarted game can return to it.
pub const SEAT_KEY: &str = "online-seat";

pub(super) fn plugin(app: &mut App) {
    app.init_non_send::<Socket>()
        .init_resource::<Connection>()
        .add_message::<FromServer>()
        .add_message::<ToServer>()
        .add_message::<RequestRedraw>()
        .add_systems(Startup, load_kept_seat)
        .add_systems(Update, drive.in_set(AppSystems::Input));
}

/// One message from the server, as read.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct FromServer(pub ServerMessage);

/// One message for the server. Written while the connection is down, it waits and goes out
/// right after the greeting.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ToServer(pub ClientMessage);

/// Where the connection stands, for the player to see.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum LinkState {
    /// Not online.
    #[default]
    Closed,
    Connecting,
    Connected,
    /// Down; the next attempt is at this moment of real time.
    Retrying {
        at: Duration,
    },
    /// Given up, with why (worded to follow "Connection lost:").
    Lost(Phrase),
}

/// A seat taken at a table, and the token that takes it back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    pub server: String,
    pub code: String,
    pub token: String,
}

/// The state of the connection. The socket itself lives in [`Socket`]: in the browser its
/// sender holds a JavaScript object that must stay on the main thread.
#[derive(Resource, Debug, Default)]
pub struct Connection {
    pub state: LinkState,
    /// The server of the open (or last) connection, as the settings name it.
    pub server: String,
    /// While set, the connection is kept open and reopened.
    pub wanted: bool,
    pub failures: u32,
    /// Messages written while the connection was down.
    pub waiting: Vec<ClientMessage>,
    /// The seat this player holds, if any.
    pub seat: Option<KeptSeat>,
    /// A `resume` is on its way: a refusal now means the kept seat is gone.
    pub resuming: bool,
    /// The kept seat changed and should be saved.
    pub seat_changed: bool,
}

impl Connection {
    /// Connects (or keeps the connection) to the server of the settings.
    pub fn open(&mut self) {
        self.wanted = true;
        if matches!(self.state, LinkState::Closed | LinkState::Lost(_)) {
            self.failures = 0;
            self.state = LinkState::Retrying { at: Duration::ZERO };
        }
    }

    /// Closes the connection once what was written has gone out; the kept seat stays.
    pub fn close(&mut self) {
        self.wanted = false;
        self.waiting.clear();
    }

    pub fn is_open(&self) -> bool {
        self.wanted
    }

    /// Gives up the kept seat (the game is over or was left).
    pub fn forget_seat(&mut self) {
        if self.seat.take().is_some() {
            self.seat_changed = true;
        }
    }

    /// What the player reads: "Connected to …", "Reconnecting in 4 s"….
    /// The server as the player knows it: the settings' address, or where none is set, the
    /// page's own host (in the browser) or the default address.
    fn shown_server(&self) -> String {
        if !self.server.trim().is_empty() {
            return self.server.clone();
        }
        page_origin().map_or_else(
            || challenge_online::DEFAULT_ADDR.to_string(),
            |(_, host)| host,
        )
    }

    pub fn describe(&self, now: Duration) -> Phrase {
        match &self.state {
            LinkState::Closed => Phrase::new("online-status-offline"),
            LinkState::Connecting => {
                Phrase::new("online-status-connecting").verbatim("server", self.shown_server())
            }
            LinkState::Connected => {
                Phrase::new("online-status-connected").verbatim("server", self.shown_server())
            }
            LinkState::Retrying { at } => {
                let seconds = at.saturating_sub(now).as_secs_f32().ceil() as u64;
                Phrase::new("online-status-reconnecting")
                    .number("seconds", i64::try_from(seconds).unwrap_or(i64::MAX))
            }
            LinkState::Lost(why) => Phrase::new("online-status-lost").nested("reason", why.clone()),
        }
    }

    /// Notes what the connection needs from a server message: the seat token, a refused
    /// greeting or resume, a closed table.
    pub fn note(&mut self, message: &ServerMessage) {
        match message {
            ServerMessage::Seated {
                code,
                token: Some(token),
                ..
            } => {
                self.resuming = false;
                self.seat = Some(KeptSeat {
                    server: self.server.clone(),
                    code: code.clone(),
                    token: token.clone(),
                });
                self.seat_changed = true;
            }
            ServerMessage::Seated { .. } => self.resuming = false,
            ServerMessage::Error { kind, message, .. } => {
                if *kind == ErrorKind::Version {
                    warn!("the table server speaks another protocol: {message}");
                    self.wanted = false;
                    self.state = LinkState::Lost(Phrase::new("online-lost-version"));
                }
                if std::mem::take(&mut self.resuming) {
                    self.forget_seat();
                }
            }
            ServerMessage::Closed { .. } => self.forget_seat(),
            _ => {}
        }
    }

    /// The connection dropped or could not be made: try again later, or give up.
    pub fn failed(&mut self, why: String, now: Duration) {
        self.failures += 1;
        if device_offline() {
            // Said plainly at once: trying again cannot help until the device has a network.
            info!("no network for {}: {why}", self.server);
            self.state = LinkState::Lost(Phrase::new("online-lost-no-network"));
        } else if self.failures >= ATTEMPTS {
            warn!("the table server at {} is lost: {why}", self.server);
            self.state = LinkState::Lost(
                Phrase::new("online-lost-unreachable").verbatim("server", self.server.clone()),
            );
        } else {
            info!("the connection to {} dropped: {why}", self.server);
            self.state = LinkState::Retrying {
                at: now + backoff(self.failures),
            };
        }
    }
}

/// Whether the device says it has no network at all (a browser knows; elsewhere a failed
/// connection tells).
fn device_offline() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().is_some_and(|window| !window.navigator().on_line())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// The pause before attempt `failures` + 1: 1, 2, 4, 8 s, then [`MAX_BACKOFF`].
pub fn backoff(failures: u32) -> Duration {
    Duration::from_secs(1u64 << failures.saturating_sub(1).min(8)).min(MAX_BACKOFF)
}

/// The WebSocket address of `server` (host:port, or a full ws:// or wss:// address). An empty
/// one means the page's own server, given as its protocol and host when there is a page.
pub fn server_url(server: &str, page: Option<(&str, &str)>) -> String {
    let server = server.trim().trim_end_matches('/');
    if server.starts_with("ws://") || server.starts_with("wss://") {
        let has_path = server.splitn(4, '/').nth(3).is_some();
        return if has_path {
            server.to_string()
        } else {
            format!("{server}{WS_PATH}")
        };
    }
    match (server.is_empty(), page) {
        (true, Some((protocol, host))) => {
            let scheme = if protocol == "https:" { "wss" } else { "ws" };
            format!("{scheme}://{host}{WS_PATH}")
        }
        (true, None) => format!("ws://{}{WS_PATH}", challenge_online::DEFAULT_ADDR),
        (false, _) => format!("ws://{server}{WS_PATH}"),
    }
}

/// The page's protocol and host, in the browser.
fn page_origin() -> Option<(String, String)> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        Some((location.protocol().ok()?, location.host().ok()?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// The open WebSocket, if any.
#[derive(Default)]
pub struct Socket(Option<(WsSender, WsReceiver)>);

impl Socket {
    fn send(&mut self, message: &ClientMessage) {
        if let Some((sender, _)) = &mut self.0 {
            sender.send(WsMessage::Text(message.to_json()));
        }
    }
}

fn load_kept_seat(store: Res<ActiveStore>, mut connection: ResMut<Connection>) {
    match store.0.load(SEAT_KEY) {
        Ok(Some(text)) => connection.seat = serde_json::from_str(&text).ok().flatten(),
        Ok(None) => {}
        Err(error) => warn!("the online seat could not be read: {error}"),
    }
}

/// Opens, greets, reads, writes and reopens the connection.
pub(super) fn drive(
    mut socket: NonSendMut<Socket>,
    mut connection: ResMut<Connection>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    store: Res<ActiveStore>,
    mut outgoing: MessageReader<ToServer>,
    mut incoming: MessageWriter<FromServer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed();
    let connection = connection.as_mut();
    // Opening and reopening run on the frames' time, and the corner counts the seconds to the
    // next try; once connected, each message wakes the frame loop as it comes (see
    // `challenge_base::frame_pace`).
    if connection.wanted
        && matches!(
            connection.state,
            LinkState::Connecting | LinkState::Retrying { .. }
        )
    {
        redraw.write(RequestRedraw);
    }
    for ToServer(message) in outgoing.read() {
        if connection.state == LinkState::Connected {
            socket.send(message);
        } else if connection.wanted {
            connection.waiting.push(message.clone());
        }
    }
    if !connection.wanted {
        if socket.0.take().is_some() {
            info!("left the table server at {}", connection.server);
        }
        if !matches!(connection.state, LinkState::Lost(_)) {
            connection.state = LinkState::Closed;
        }
    } else if socket.0.is_none()
        && let LinkState::Retrying { at } = connection.state
        && at <= now
    {
        let page = page_origin();
        connection.server.clone_from(&settings.server);
        let url = server_url(
            &settings.server,
            page.as_ref().map(|(p, h)| (p.as_str(), h.as_str())),
        );
        match ewebsock::connect_with_wakeup(
            url.clone(),
            ewebsock::Options::default(),
            challenge_base::frame_pace::wake,
        ) {
            Ok(pair) => {
                info!("connecting to {url}");
                socket.0 = Some(pair);
                connection.state = LinkState::Connecting;
            }
            Err(error) => connection.failed(error, now),
        }
    }
    read_events(&mut socket, connection, now, &mut incoming);
    if std::mem::take(&mut connection.seat_changed) {
        let text = serde_json::to_string(&connection.seat).unwrap_or_else(|_| "null".into());
        if let Err(error) = store.0.save(SEAT_KEY, &text) {
            warn!("the online seat could not be kept: {error}");
        }
    }
}

fn read_events(
    socket: &mut Socket,
    connection: &mut Connection,
    now: Duration,
    incoming: &mut MessageWriter<FromServer>,
) {
    while let Some(event) = socket
        .0
        .as_ref()
        .and_then(|(_, receiver)| receiver.try_recv())
    {
        match event {
            WsEvent::Opened => {
                connection.state = LinkState::Connected;
                connection.failures = 0;
                socket.send(&ClientMessage::Hello { v: VERSION });
                // Back to the seat first, so what waited is said from it.
                if let Some(seat) = &connection.seat
                    && seat.server == connection.server
                {
                    connection.resuming = true;
                    // The seat keeps the name it has: a new one goes with a return the
                    // player asks for.
                    socket.send(&ClientMessage::Resume {
                        token: seat.token.clone(),
                        name: None,
                    });
                }
                for message in std::mem::take(&mut connection.waiting) {
                    socket.send(&message);
                }
            }
            WsEvent::Message(WsMessage::Text(text)) => {
                match serde_json::from_str::<ServerMessage>(&text) {
                    Ok(message) => {
                        connection.note(&message);
                        incoming.write(FromServer(message));
                    }
                    Err(error) => warn!("an unreadable message from the server ({error}): {text}"),
                }
            }
            WsEvent::Message(_) => {}
            WsEvent::Error(why) => {
                socket.0 = None;
                connection.failed(why, now);
            }
            WsEvent::Closed => {
                socket.0 = None;
                connection.failed("the server closed the connection".into(), now);
            }
        }
    }
}
