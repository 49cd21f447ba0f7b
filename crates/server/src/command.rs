//! What passes between a connection and a table's task: the connection's handle (where its
//! messages go, and how to close it), how it arrives at a table, and the commands the task
//! takes one at a time.

use challenge_online::{ClientMessage, Refusal, ServerMessage};
use challenge_rules::Seat;
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::{Notify, mpsc, oneshot};

pub type ConnId = u64;

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
#[derive(Clone, Debug)]
pub enum Arrival {
    /// Takes a free seat.
    Join { name: String, seat: Option<Seat> },
    /// Watches without a seat.
    Watch,
    /// Returns to the seat this token holds (the host arrives this way after creating), with
    /// the name the player goes by now, if they gave one.
    Resume { token: String, name: Option<String> },
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
    /// A message from an attached connection: any but hello, create, join, watch, resume and
    /// ping, which the connection answers itself.
    Client {
        conn: ConnId,
        message: ClientMessage,
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
    /// The term the store holds the table under for this process, or None when it names
    /// another owner (the watcher's check): a later term than the table's means it was taken
    /// behind its back, and is let go.
    StoredTerm(Option<u64>),
}
