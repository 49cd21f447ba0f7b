//! What a connection does with each message it reads: the greeting, the messages it answers
//! itself (ping, list_tables), opening a table or a quick game, finding a table (`seek.rs`),
//! and the table messages it hands to the table's task.

use super::seek::Wanted;
use super::{Connection, Next};
use crate::command::{Arrival, Command};
use crate::hub::{self, Opening, Quick};
use challenge_online::{ClientMessage, ErrorKind, Refusal, ServerMessage, VERSION};
use challenge_rules::GameId;
use serde_json::Value;
use tokio::sync::mpsc;

/// Listed tables a quick game tries to sit at (each filling up as the player came) before it
/// gives up; a new table is opened when none is listed.
const QUICK_TRIES: usize = 4;

/// Whether a message that could not be read is a hello all the same (its version unreadable).
fn says_hello(text: &str) -> bool {
    serde_json::from_str::<Value>(text)
        .is_ok_and(|value| value.get("op").and_then(Value::as_str) == Some("hello"))
}

impl Connection {
    pub(super) fn reply(&self, message: &ServerMessage) {
        self.handle.send_message(message);
    }

    pub(super) fn refuse(&self, kind: ErrorKind, message: impl Into<String>) {
        self.reply(&Refusal::new(kind, message).into());
    }

    pub(super) async fn leave_table(&mut self) {
        if let Some(table) = self.table.take() {
            let _ = table
                .send(Command::Detach {
                    conn: self.handle.id,
                })
                .await;
        }
    }

    /// Opens a table and seats its creator as host.
    async fn open(&mut self, opening: Opening) {
        match self.hub.create(opening).await {
            Ok((_code, token, table)) => self.arrive_as_host(token, table).await,
            Err(refused) => self.reply(&refused.into()),
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

    pub(super) async fn handle(&mut self, text: &str) -> Next {
        let message = match ClientMessage::parse(text) {
            Ok(message) => message,
            // Before a hello, and for a hello whose version is no supported number (`"2"`),
            // what is wrong is the protocol spoken, whatever else is.
            Err(problem) if !self.greeted || says_hello(text) => {
                self.refuse(
                    ErrorKind::Version,
                    format!(
                        "say hello first, with the protocol version as a number: \
                         {{\"op\":\"hello\",\"v\":{VERSION}}} ({problem})"
                    ),
                );
                return Next::Read;
            }
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
