//! What passes between a connection and a table's task: the connection's handle (where its
//! messages go, and how to close it), how it arrives at a table, and the commands the task
//! takes one at a time.

use challenge_online::{ClientMessage, Refusal, ServerMessage};
use challenge_rules::Seat;
use serde_json::Value;
use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};
use tokio::sync::{Notify, mpsc, oneshot};

pub type ConnId = u64;

/// Why the server closes a connection; its close frame says so (RFC 6455 codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Farewell {
    /// The client closed, or nothing is wrong.
    Normal = 1,
    /// The server is stopping (a drain or a restart): connect again, elsewhere.
    GoingAway = 2,
    /// The client sent too many messages it was refused.
    Flood = 3,
    /// The client does not read what it is sent: nothing more is written to it.
    NotReading = 4,
    /// The table moved to another process: connect again to go on there.
    Moved = 5,
}

impl Farewell {
    /// The close frame's code.
    pub fn code(self) -> u16 {
        match self {
            Farewell::Normal => 1000,
            Farewell::GoingAway => 1001,
            Farewell::Flood | Farewell::NotReading => 1008,
            Farewell::Moved => 1012,
        }
    }

    /// The words sent with the code, for a developer reading the exchange.
    pub fn reason(self) -> &'static str {
        match self {
            Farewell::Normal => "",
            Farewell::GoingAway => "the server is stopping: connect again",
            Farewell::Flood => "too many messages",
            Farewell::NotReading => "messages not read",
            Farewell::Moved => "the table moved to another server: connect again",
        }
    }

    /// The farewell a close frame's code says (another process's, passed on by a relay).
    pub fn from_code(code: u16) -> Farewell {
        match code {
            1001 => Farewell::GoingAway,
            1008 => Farewell::Flood,
            1012 => Farewell::Moved,
            _ => Farewell::Normal,
        }
    }

    fn from_index(index: u16) -> Farewell {
        match index {
            2 => Farewell::GoingAway,
            3 => Farewell::Flood,
            4 => Farewell::NotReading,
            5 => Farewell::Moved,
            _ => Farewell::Normal,
        }
    }
}

/// How a connection is told to close, and why.
#[derive(Debug, Default)]
pub struct Closer {
    notify: Notify,
    /// The first reason given wins (0: none yet).
    code: AtomicU16,
}

impl Closer {
    pub fn close(&self, farewell: Farewell) {
        let _ = self
            .code
            .compare_exchange(0, farewell as u16, Ordering::SeqCst, Ordering::SeqCst);
        self.notify.notify_one();
    }

    /// Resolves once the connection is told to close.
    pub async fn closing(&self) {
        self.notify.notified().await;
    }

    /// Why it was told to close (Normal when it was not).
    pub fn farewell(&self) -> Farewell {
        Farewell::from_index(self.code.load(Ordering::SeqCst))
    }
}

/// A connection as a table sees it: where to send its messages, and how to close it when it
/// cannot keep up or the table has moved.
#[derive(Clone, Debug)]
pub struct ConnHandle {
    pub id: ConnId,
    pub outbox: mpsc::Sender<String>,
    pub closer: Arc<Closer>,
}

impl ConnHandle {
    /// Queues a message; a connection whose queue is full is not reading and is closed.
    pub fn send(&self, text: String) -> bool {
        if self.outbox.try_send(text).is_ok() {
            true
        } else {
            self.closer.close(Farewell::NotReading);
            false
        }
    }

    pub fn close(&self, farewell: Farewell) {
        self.closer.close(farewell);
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
