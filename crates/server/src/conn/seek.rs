//! A connection finding the table it asks for: here, at the process that runs it (relayed),
//! or taken over from the store. What stands in the way only for a moment — the database away,
//! the table suspended for want of its lease, changing hands, or its owner not answering — is
//! waited out (`Config::stranded`) rather than answered with an error to retry by hand: a
//! player coming back gets their seat once it can be had.

use super::{Connection, Next};
use crate::command::{Arrival, Command};
use crate::forward;
use crate::hub::Found;
use challenge_online::{ClientMessage, ErrorKind, Refusal, ServerMessage};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// How often a table that cannot be had just now is looked up again.
const STEP: Duration = Duration::from_millis(250);

/// A table asked for, by invite code or by seat token.
pub(super) enum Wanted {
    Code(String),
    Token(String),
}

impl Connection {
    /// Takes a seat at (or watches) a table running here. None when the table's task ended
    /// before it answered (it closed, or moved to another process); otherwise the table's
    /// answer.
    pub(super) async fn try_arrive(
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

    /// The host arrives at the table just made.
    pub(super) async fn arrive_as_host(&mut self, token: String, table: mpsc::Sender<Command>) {
        let arrival = Arrival::Resume { token, name: None };
        match self.try_arrive(table, arrival).await {
            Some(Ok(())) => {}
            Some(Err(refused)) => self.reply(&refused.into()),
            None => self.refuse(ErrorKind::NotFound, "that table has just closed"),
        }
    }

    /// Whether to give up waiting for a table.
    fn stop_waiting(&self, since: Instant) -> bool {
        since.elapsed() >= self.hub.config().stranded() || *self.stopping.borrow()
    }

    /// Goes to the table asked for: here, or at the process running it.
    pub(super) async fn seek(&mut self, wanted: Wanted, arrival: Arrival, asked: &str) -> Next {
        let since = Instant::now();
        loop {
            let found = match &wanted {
                Wanted::Code(code) => self.hub.find(code, self.ip).await,
                Wanted::Token(token) => self.hub.find_token(token, self.ip).await,
            };
            let for_now = match found {
                Ok(Found::Here(table)) => match self.try_arrive(table, arrival.clone()).await {
                    Some(Ok(())) => return Next::Read,
                    Some(Err(refused)) if refused.kind == ErrorKind::Server => refused,
                    Some(Err(refused)) => {
                        self.reply(&refused.into());
                        return Next::Read;
                    }
                    // Closed or moved as this arrived: looked up again.
                    None => Refusal::new(ErrorKind::NotFound, "that table has just closed"),
                },
                // A relayed client is not relayed again: the process that relayed it looks
                // again.
                Ok(Found::Elsewhere(_)) if self.forwarded => Refusal::new(
                    ErrorKind::Server,
                    "that table is moving between servers: try again in a moment",
                ),
                Ok(Found::Elsewhere(address)) => {
                    self.leave_table().await;
                    return Next::Relay {
                        address,
                        asked: asked.to_string(),
                    };
                }
                Err(refused) if refused.kind == ErrorKind::Server => refused,
                Err(refused) => {
                    self.reply(&refused.into());
                    return Next::Read;
                }
            };
            if self.stop_waiting(since) {
                self.reply(&for_now.into());
                return Next::Read;
            }
            tokio::time::sleep(STEP).await;
        }
    }

    /// Reaches the process a table was found at, to relay the client there, with the owner's
    /// first answer. An owner that cannot be reached has most likely just died while the store
    /// still counts it live (the database has yet to see its connection drop, or its heartbeat
    /// is recent), and one that answers `server` is letting the table go or handing it over:
    /// either way the table is looked up again every moment, for as long as a table may wait
    /// for its lease (past the owner's lease), and the client then gets the table, taken over here or at its new owner,
    /// rather than an error to retry by hand. A message that makes a table is not asked again,
    /// so no table is made twice. None when the lookup was answered here after all.
    pub(super) async fn reach_owner(
        &mut self,
        mut address: String,
        asked: String,
    ) -> Result<Option<(forward::Owner, String)>, Refusal> {
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
        let config = self.hub.config().clone();
        let since = Instant::now();
        loop {
            let refused = match forward::reach(&address, &secret, self.ip, &asked).await {
                Ok(mut owner) => match forward::first_answer(&mut owner, config.stranded()).await {
                    Some(first) if makes_a_table || !refused_for_now(&first) => {
                        return Ok(Some((owner, first)));
                    }
                    Some(first) => match serde_json::from_str::<ServerMessage>(&first) {
                        Ok(ServerMessage::Error { kind, message, .. }) => {
                            Refusal::new(kind, message)
                        }
                        _ => forward::unreachable(),
                    },
                    None => forward::unreachable(),
                },
                Err(refused) => refused,
            };
            if makes_a_table || self.stop_waiting(since) {
                return Err(refused);
            }
            tokio::time::sleep(STEP).await;
            match self.handle(&asked).await {
                Next::Relay { address: now, .. } => address = now,
                Next::Read => return Ok(None),
            }
        }
    }
}

/// Whether an owner's first answer says the table cannot be had there just now.
fn refused_for_now(first: &str) -> bool {
    matches!(
        serde_json::from_str::<ServerMessage>(first),
        Ok(ServerMessage::Error {
            kind: ErrorKind::Server,
            ..
        })
    )
}
