//! The online table protocol: the JSON messages a client and the table server exchange over a
//! WebSocket, shared by both sides so they cannot drift apart. Documented, with an example
//! exchange, in `docs/online.md`.
//!
//! Every message is one JSON object in one text frame. A client's messages carry an `"op"`,
//! the server's a `"type"`. The first message on a connection must be `hello` with the
//! protocol version the client speaks.

use challenge_rules::{Event, Level, Outcome, Phrase, RulesError, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

mod chat;
mod names;
mod open_tables;
pub use chat::{
    CHAT_BURST, CHAT_KEPT, CHAT_PHRASES, CHAT_REACTIONS, CHAT_TEXT_LIMIT, CHAT_WINDOW_SECS,
    ChatLine, Said,
};
pub use names::{NAME_LIMIT, tidy_name, tidy_text};
pub use open_tables::{OPEN_TABLES_LISTED, OpenTable, tidy_lang};

/// The protocol version this build speaks. A client speaking another is refused at `hello`.
/// Version 2: events, legal actions and the rules' refusals are data (phrases and notes) that
/// each client words in its player's language; version 1 sent English sentences.
pub const VERSION: u32 = 2;
/// Where the server listens unless told otherwise.
pub const DEFAULT_ADDR: &str = "127.0.0.1:7878";
/// The path of the table protocol on the server.
pub const WS_PATH: &str = "/ws";
/// The largest message either side sends; the server refuses larger frames from clients.
pub const MAX_CLIENT_MESSAGE: usize = 16 * 1024;

/// Letters of an invite code: no look-alikes (no B/8, D/0, O/0, I/1, L, S/5, Z/2, U/V, G/6),
/// so a code read aloud or copied by hand comes out right.
pub const CODE_ALPHABET: &[u8] = b"ACEFHJKMNPQRTWXY";
/// Letters in an invite code: 16^6 = 16.7 million codes.
pub const CODE_LENGTH: usize = 6;

/// An invite code as typed by a person, tidied: upper case, spaces and dashes dropped.
/// None when it cannot be a code at all.
pub fn normalize_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

/// A seat token: 128 random bits as 32 lower-case hex digits. Whoever holds it plays the seat.
pub fn is_token(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Who a seat is kept for when a table is created, or is changed to by its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatPlan {
    /// Left free for a friend to take with the invite code.
    Open,
    /// A computer player, run by the server.
    Bot { level: Level },
}

/// What a client says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message on every connection: the protocol version spoken.
    Hello {
        v: u32,
    },
    /// Opens a table and seats its creator, the host, at `seat` (the first open seat if not
    /// given). `seats` has one entry per seat. `seed` is kept on the server and never sent to
    /// anyone: it would reveal every card.
    Create {
        game: String,
        seats: Vec<SeatPlan>,
        #[serde(default)]
        options: Value,
        #[serde(default)]
        seed: Option<u64>,
        #[serde(default)]
        seat: Option<Seat>,
        #[serde(default)]
        name: String,
        /// The level of the computer player that stands in for a player who dropped.
        #[serde(default)]
        stand_in: Level,
        /// Listed by `list_tables` for anyone to join without the code (until dealt).
        #[serde(default)]
        public: bool,
        /// The host's language tag ("en"), shown with the listing; kept only when it is 2 or 3
        /// ASCII letters.
        #[serde(default)]
        lang: String,
    },
    /// Takes a free seat (`seat`, or the first one free) at the table with this invite code.
    Join {
        code: String,
        #[serde(default)]
        name: String,
        #[serde(default)]
        seat: Option<Seat>,
    },
    /// Watches the table with this invite code without a seat: no hidden card is ever sent.
    Watch {
        code: String,
    },
    /// Returns to a seat taken earlier, from this or any device; `name`, when given, is the
    /// name the player goes by from now on (changed in their settings since).
    Resume {
        token: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// The host changes a seat before the game starts: open, or a computer player. A player
    /// who is not at the table (they left the lobby) may be let go this way too.
    SetSeat {
        seat: Seat,
        plan: SeatPlan,
    },
    /// The host moves to another seat before the game starts, one that is open or a computer
    /// player's; what was there takes the host's old seat.
    MoveSeat {
        to: Seat,
    },
    /// The host deals. Open seats nobody took are given to computer players.
    Start,
    /// The seat's action, as `legal` lists it; `ply` is the ply of the update it answers, so
    /// an action sent before the table moved on is refused as stale instead of misapplied.
    Act {
        ply: u64,
        action: Value,
    },
    /// Gives the seat up for good: a computer player takes it at once.
    Leave,
    /// The seat agrees to play again at this table once the game is over. The next game is
    /// dealt when every connected player and the host have agreed (the host answers for
    /// players who are away; computer players need no answer).
    Rematch,
    /// Says something to the table: a quick phrase, a reaction or a line of text. The server
    /// names the speaker by the connection's seat.
    Chat {
        said: Said,
    },
    /// The host lets spectators speak at the table, or stops them (they may read it always).
    SpectatorsChat {
        allow: bool,
    },
    /// The host lists the table for anyone to join without the code, or stops listing it;
    /// before the deal only.
    SetPublic {
        public: bool,
    },
    /// The host changes the game's options before the deal (the game's options JSON, as
    /// `create` takes it; fields left out take their defaults).
    SetOptions {
        options: Value,
    },
    /// Asks for the public tables not yet dealt that have an open seat: answered by `tables`.
    /// Needs no table.
    ListTables,
    /// Takes a seat at the oldest public table of `game` (any game when none is given) that
    /// has one; with none, opens a public table of `game` (the first game the server deals
    /// when none is given) that starts by itself with computer players in the seats nobody
    /// took within the server's wait, or at once when every seat is taken.
    QuickGame {
        #[serde(default)]
        game: Option<String>,
        #[serde(default)]
        name: String,
        /// The player's language tag, kept with a table this opens, as on `create`.
        #[serde(default)]
        lang: String,
    },
    Ping,
}

/// Why a message was refused. Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Not JSON, not a known message, or a field missing or wrong.
    BadMessage,
    /// `hello` spoke another protocol version, or another message came first.
    Version,
    /// No table has that code, no seat that token, or the connection has no table.
    NotFound,
    /// The seat is taken or the table full.
    Taken,
    /// Only the host (or a seated player) may do that.
    Unauthorised,
    /// Not now: the game has not started, has started, or is over.
    WrongPhase,
    NotYourTurn,
    /// The action answers an earlier ply than the table's.
    Stale,
    /// Not a legal action now.
    Illegal,
    /// Too many messages, lookups, tables or connections, or a message too large.
    Limit,
    /// The server could not do it (for example, could not save the table); try again.
    Server,
}

/// A refused message: why, in a kind a program can act on, a sentence for a developer reading
/// the exchange, and for an action the rules refused, their refusal as data to word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub kind: ErrorKind,
    pub message: String,
    pub rules: Option<RulesError>,
}

impl Refusal {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Refusal {
        Refusal {
            kind,
            message: message.into(),
            rules: None,
        }
    }

    /// An action the rules refused: `Illegal`, with their reason.
    pub fn illegal(error: RulesError) -> Refusal {
        Refusal {
            kind: ErrorKind::Illegal,
            message: error.to_string(),
            rules: Some(error),
        }
    }
}

impl From<Refusal> for ServerMessage {
    fn from(refusal: Refusal) -> ServerMessage {
        ServerMessage::Error {
            kind: refusal.kind,
            message: refusal.message,
            rules: refusal.rules,
        }
    }
}

/// The state of one seat, as everyone at the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatState {
    Open,
    Bot {
        level: Level,
    },
    Player {
        /// The name the player gave, tidied; empty when they gave none (each client then names
        /// the seat in its own language).
        name: String,
        connected: bool,
        /// Seconds left for a dropped player to return before a computer player takes over.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        returns_within: Option<u64>,
        /// A computer player plays for this seat until its player returns.
        #[serde(default)]
        stand_in: bool,
    },
}

/// The table around the game: who sits where, whether it has started. Sent to everyone at
/// the table whenever it changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableInfo {
    pub code: String,
    pub game: String,
    pub options: Value,
    pub seats: Vec<SeatState>,
    pub host: Seat,
    pub stand_in: Level,
    pub spectators: usize,
    /// Whether spectators may speak at the table as well as read it.
    #[serde(default)]
    pub spectators_chat: bool,
    pub started: bool,
    pub finished: bool,
    /// Games dealt at this table so far: 0 in the lobby, 1 during the first game.
    #[serde(default)]
    pub games: u64,
    /// The seats that have agreed to play the next game, in seat order; empty while a game is
    /// on.
    #[serde(default)]
    pub rematch: Vec<Seat>,
    /// Games won by each seat over the games of this table (every winner of a shared win
    /// counts one).
    #[serde(default)]
    pub wins: Vec<u32>,
    /// The sum of each seat's final scores over the games of this table.
    #[serde(default)]
    pub points: Vec<i64>,
    /// Whether the table is listed for anyone to join without the code until it is dealt.
    #[serde(default)]
    pub public: bool,
}

impl SeatState {
    /// A seat taken by a player who is at the table now.
    pub fn player(name: &str) -> SeatState {
        SeatState::Player {
            name: name.to_string(),
            connected: true,
            returns_within: None,
            stand_in: false,
        }
    }
}

impl TableInfo {
    /// A private table in its lobby, seat 0 hosting, nobody watching, no game dealt yet and
    /// no totals: the start every table's life begins from.
    pub fn lobby(code: &str, game: &str, options: Value, seats: Vec<SeatState>) -> TableInfo {
        TableInfo {
            code: code.to_string(),
            game: game.to_string(),
            options,
            seats,
            host: 0,
            stand_in: Level::Normal,
            spectators: 0,
            spectators_chat: false,
            started: false,
            finished: false,
            games: 0,
            rematch: Vec::new(),
            wins: Vec::new(),
            points: Vec::new(),
            public: false,
        }
    }
}

/// One thing that happened, as the receiving seat may see it ([`Event::seen_by`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenEvent {
    /// The action that caused it, counted from 1.
    pub ply: u64,
    /// The seat whose action it was.
    pub actor: Seat,
    #[serde(flatten)]
    pub event: Event,
}

/// A legal action and what it says, for the client to word as a button.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegalMove {
    pub action: Value,
    pub phrase: Phrase,
}

/// The game as one connection may see it: sent at the deal, after every action, and on
/// (re)joining (then with no events).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameUpdate {
    /// Actions applied so far.
    pub ply: u64,
    /// The receiver's seat, or None for a spectator.
    pub seat: Option<Seat>,
    /// What the actions since the last update caused, redacted for the receiver.
    pub events: Vec<SeenEvent>,
    /// The receiver's view (the game's own view type as JSON); a spectator's has `watching`
    /// set and shows only what every seat sees, from seat 0's chair.
    pub view: Option<Value>,
    pub to_act: Option<Seat>,
    /// The receiver's legal actions when it is to act, in the game's stable order.
    pub legal: Vec<LegalMove>,
    pub outcome: Option<Outcome>,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    Hello {
        v: u32,
        server: String,
        /// The ids of the games this server can deal.
        games: Vec<String>,
    },
    /// The connection now holds a seat (or watches). Keep `token` to return to the seat.
    Seated {
        code: String,
        seat: Option<Seat>,
        token: Option<String>,
        host: bool,
    },
    Table(TableInfo),
    Game(GameUpdate),
    /// A line said at the table, to everyone at it.
    Chat(ChatLine),
    /// The lines the table keeps, oldest first: sent to a connection when it arrives.
    ChatLog {
        lines: Vec<ChatLine>,
    },
    /// The answer to `list_tables`: the public tables not yet dealt with an open seat, oldest
    /// first, at most [`OPEN_TABLES_LISTED`].
    Tables {
        tables: Vec<OpenTable>,
    },
    Error {
        kind: ErrorKind,
        /// For a developer reading the exchange; clients word `kind` (and `rules`) instead.
        message: String,
        /// The rules' refusal of an action (`illegal`), as data.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rules: Option<RulesError>,
    },
    Pong,
    /// The table is gone (idle too long, or the server is closing it).
    Closed {
        reason: CloseReason,
    },
}

/// Why the server closed a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CloseReason {
    /// The host left before the deal.
    HostLeft,
    /// Nobody did anything at the table for too long.
    Idle,
    /// A reason a newer server gives that this client does not know.
    #[serde(other)]
    Other,
}

impl ServerMessage {
    pub fn error(kind: ErrorKind, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            kind,
            message: message.into(),
            rules: None,
        }
    }

    pub fn to_json(&self) -> String {
        // Every field is plain data, so writing cannot fail; the fallback keeps the type total.
        serde_json::to_string(self).unwrap_or_else(|e| {
            format!(r#"{{"type":"error","kind":"bad_message","message":"unwritable: {e}"}}"#)
        })
    }
}

impl ClientMessage {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads one client message, with an error a person can act on.
    pub fn parse(text: &str) -> Result<ClientMessage, String> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| format!("the message is not JSON: {e}"))?;
        if !value.is_object() {
            return Err("a message must be a JSON object with an \"op\"".into());
        }
        if value.get("op").and_then(Value::as_str).is_none() {
            return Err("the message has no \"op\" (hello, create, join, watch, resume, set_seat, move_seat, start, act, leave, rematch, chat, spectators_chat, set_public, set_options, list_tables, quick_game, ping)".into());
        }
        let message: ClientMessage =
            serde_json::from_value(value.clone()).map_err(|e| format!("bad message: {e}"))?;
        // serde lets fields through on messages without any (`start`, `leave`, `rematch`,
        // `list_tables`, `ping`); a field the message does not have is refused everywhere, so a typo is not
        // ignored.
        if let (Value::Object(given), Ok(Value::Object(known))) =
            (&value, serde_json::to_value(&message))
            && let Some(extra) = given.keys().find(|key| !known.contains_key(*key))
        {
            return Err(format!(
                "bad message: '{extra}' is not a field of this message"
            ));
        }
        Ok(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_tidied_and_checked() {
        assert_eq!(normalize_code(" acf-hjk "), Some("ACFHJK".into()));
        assert_eq!(normalize_code("ACFHJ"), None);
        assert_eq!(normalize_code("ACFHJ0"), None, "0 is not in the alphabet");
        assert_eq!(normalize_code("ÄCFHJK"), None);
    }

    #[test]
    fn tokens_are_32_hex_digits() {
        assert!(is_token("0123456789abcdef0123456789abcdef"));
        assert!(!is_token("0123456789ABCDEF0123456789abcdef"));
        assert!(!is_token("0123"));
    }

    #[test]
    fn client_messages_read_back_and_refuse_unknown_fields() {
        let create = ClientMessage::Create {
            game: "gotcha".into(),
            seats: vec![SeatPlan::Open, SeatPlan::Bot { level: Level::Hard }],
            options: Value::Null,
            seed: Some(7),
            seat: None,
            name: "Ann".into(),
            stand_in: Level::Normal,
            public: true,
            lang: "en".into(),
        };
        assert_eq!(ClientMessage::parse(&create.to_json()), Ok(create));
        assert_eq!(
            ClientMessage::parse(r#"{"op":"join","code":"ACEFHJ"}"#),
            Ok(ClientMessage::Join {
                code: "ACEFHJ".into(),
                name: String::new(),
                seat: None
            })
        );
        assert!(ClientMessage::parse(r#"{"op":"start","now":true}"#).is_err());
        assert!(ClientMessage::parse(r#"{"op":"fly"}"#).is_err());
        assert!(
            ClientMessage::parse("[1,2]")
                .unwrap_err()
                .contains("object")
        );
        assert!(ClientMessage::parse("{").unwrap_err().contains("not JSON"));
        assert!(
            ClientMessage::parse(r#"{"v":1}"#)
                .unwrap_err()
                .contains("op")
        );
    }

    #[test]
    fn server_messages_read_back() {
        let update = ServerMessage::Game(GameUpdate {
            ply: 3,
            seat: Some(1),
            events: vec![SeenEvent {
                ply: 3,
                actor: 0,
                event: Event::TurnTo { seat: 1 },
            }],
            view: Some(serde_json::json!({"seat":1})),
            to_act: Some(1),
            legal: vec![LegalMove {
                action: serde_json::json!({"action":"pass"}),
                phrase: Phrase::new("bluff_poker-action-fold"),
            }],
            outcome: None,
        });
        let text = update.to_json();
        assert!(text.starts_with(r#"{"type":"game""#), "{text}");
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&text).unwrap(),
            update
        );
    }

    #[test]
    fn rematch_is_an_op_without_fields() {
        assert_eq!(ClientMessage::Rematch.to_json(), r#"{"op":"rematch"}"#);
        assert_eq!(
            ClientMessage::parse(r#"{"op":"rematch"}"#),
            Ok(ClientMessage::Rematch)
        );
        assert!(ClientMessage::parse(r#"{"op":"rematch","seat":1}"#).is_err());
    }

    #[test]
    fn table_messages_read_back_and_older_ones_read_with_no_games_played() {
        let table = ServerMessage::Table(TableInfo {
            started: true,
            finished: true,
            games: 2,
            rematch: vec![0],
            wins: vec![1, 1],
            points: vec![275, 275],
            ..TableInfo::lobby(
                "ACEFHJ",
                "bluff_poker",
                serde_json::json!({"dealer":1}),
                vec![
                    SeatState::player("Ann"),
                    SeatState::Bot {
                        level: Level::Normal,
                    },
                ],
            )
        });
        let text = table.to_json();
        assert!(
            text.ends_with(
                r#""games":2,"rematch":[0],"wins":[1,1],"points":[275,275],"public":false}"#
            ),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<ServerMessage>(&text).unwrap(), table);
        // A table message from before rematches: no games counted, nobody agreed, no totals.
        let older = r#"{"type":"table","code":"ACEFHJ","game":"gotcha","options":{},"seats":[],"host":0,"stand_in":"normal","spectators":0,"started":false,"finished":false}"#;
        let ServerMessage::Table(info) = serde_json::from_str::<ServerMessage>(older).unwrap()
        else {
            panic!("not a table message");
        };
        assert_eq!(info.games, 0);
        assert!(info.rematch.is_empty() && info.wins.is_empty() && info.points.is_empty());
        assert!(!info.public);
    }

    #[test]
    fn chat_messages_read_back_and_name_no_speaker() {
        let chat = ClientMessage::Chat {
            said: Said::Phrase {
                id: "good_luck".into(),
            },
        };
        assert_eq!(
            chat.to_json(),
            r#"{"op":"chat","said":{"kind":"phrase","id":"good_luck"}}"#
        );
        assert_eq!(ClientMessage::parse(&chat.to_json()), Ok(chat));
        // A client cannot say which seat speaks: the server names it.
        assert!(
            ClientMessage::parse(r#"{"op":"chat","seat":1,"said":{"kind":"text","text":"hi"}}"#)
                .is_err()
        );
        assert!(
            ClientMessage::parse(r#"{"op":"chat","said":{"kind":"text","text":"hi","seat":1}}"#)
                .is_err()
        );
        assert!(ClientMessage::parse(r#"{"op":"chat","said":{"kind":"shout"}}"#).is_err());
        let line = ServerMessage::Chat(ChatLine {
            n: 1,
            seat: None,
            said: Said::Text { text: "hi".into() },
        });
        let text = line.to_json();
        assert_eq!(
            text,
            r#"{"type":"chat","n":1,"seat":null,"said":{"kind":"text","text":"hi"}}"#
        );
        assert_eq!(serde_json::from_str::<ServerMessage>(&text).unwrap(), line);
        let log = ServerMessage::ChatLog { lines: vec![] };
        assert_eq!(log.to_json(), r#"{"type":"chat_log","lines":[]}"#);
    }

    #[test]
    fn open_table_messages_read_back_and_older_creates_are_private() {
        let create = r#"{"op":"create","game":"gotcha","seats":[{"kind":"open"},{"kind":"open"}]}"#;
        let Ok(ClientMessage::Create { public, lang, .. }) = ClientMessage::parse(create) else {
            panic!("a create without the new fields reads");
        };
        assert!(!public && lang.is_empty());
        assert_eq!(
            ClientMessage::parse(r#"{"op":"list_tables"}"#),
            Ok(ClientMessage::ListTables)
        );
        assert!(ClientMessage::parse(r#"{"op":"list_tables","game":"gotcha"}"#).is_err());
        assert_eq!(
            ClientMessage::parse(r#"{"op":"set_public","public":true}"#),
            Ok(ClientMessage::SetPublic { public: true })
        );
        assert!(ClientMessage::parse(r#"{"op":"set_public"}"#).is_err());
        assert_eq!(
            ClientMessage::parse(r#"{"op":"set_options","options":{"dealer":1}}"#),
            Ok(ClientMessage::SetOptions {
                options: serde_json::json!({"dealer": 1}),
            })
        );
        assert!(ClientMessage::parse(r#"{"op":"set_options"}"#).is_err());
        assert_eq!(
            ClientMessage::parse(r#"{"op":"quick_game"}"#),
            Ok(ClientMessage::QuickGame {
                game: None,
                name: String::new(),
                lang: String::new()
            })
        );
        let quick = ClientMessage::QuickGame {
            game: Some("gotcha".into()),
            name: "Ann".into(),
            lang: "fr".into(),
        };
        assert_eq!(
            quick.to_json(),
            r#"{"op":"quick_game","game":"gotcha","name":"Ann","lang":"fr"}"#
        );
        assert_eq!(ClientMessage::parse(&quick.to_json()), Ok(quick));
        // What `to_json` writes for no game reads back too.
        let anything = ClientMessage::QuickGame {
            game: None,
            name: String::new(),
            lang: String::new(),
        };
        assert_eq!(ClientMessage::parse(&anything.to_json()), Ok(anything));
        assert!(ClientMessage::parse(r#"{"op":"quick_game","seats":2}"#).is_err());

        let tables = ServerMessage::Tables {
            tables: vec![OpenTable {
                code: "ACEFHJ".into(),
                game: "gotcha".into(),
                seats: 2,
                free: 1,
                lang: String::new(),
                host: "Ann".into(),
            }],
        };
        let text = tables.to_json();
        assert!(
            text.starts_with(r#"{"type":"tables","tables":[{"code":"ACEFHJ""#),
            "{text}"
        );
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&text).unwrap(),
            tables
        );
    }
}
