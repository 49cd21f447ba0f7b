//! One client connection: reads its messages, enforces the size cap and the rate limit, routes
//! them (`messages.rs`, `seek.rs`), and writes back whatever it is sent. Closing keeps the
//! promises docs/online.md makes to the second: a client that does not read is closed within
//! the write deadline of the first write it stalled, all told (no farewell or close frame then
//! waits a deadline of its own), and every close the server starts says why in a close frame
//! (1001 when the server stops, 1012 when the table moved, 1008 for a flood).

mod messages;
mod rate;
mod seek;

use crate::command::{ConnHandle, Farewell};
use crate::forward;
use crate::hub::Hub;
use crate::stopping::server_stopping;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use challenge_online::{ErrorKind, MAX_CLIENT_MESSAGE};
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use rate::RateLimit;
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};
use tokio::time::{Duration, Instant, timeout, timeout_at};

/// Messages waiting to be written to one client before it counts as not reading.
const OUTBOX: usize = 1024;
/// How long a closed connection still reads what its client sends, so closing does not reset it.
const LINGER: Duration = Duration::from_secs(1);
/// Refused messages in a row after which a flooding client is disconnected.
const FLOOD_LIMIT: u32 = 200;

struct Connection {
    hub: Arc<Hub>,
    handle: ConnHandle,
    ip: IpAddr,
    /// Relayed here by another process: the table is to be found here, never relayed again.
    forwarded: bool,
    greeted: bool,
    table: Option<mpsc::Sender<crate::command::Command>>,
    stopping: watch::Receiver<bool>,
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

/// How a write to the client went.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Written {
    Done,
    /// The client is gone.
    Gone,
    /// The client did not take it by the deadline: it does not read.
    Stalled,
}

type Sink = SplitSink<WebSocket, Message>;

async fn write(sink: &mut Sink, message: Message, until: Instant) -> Written {
    match timeout_at(until, sink.send(message)).await {
        Ok(Ok(())) => Written::Done,
        Ok(Err(_)) => Written::Gone,
        Err(_) => Written::Stalled,
    }
}

fn text(text: String) -> Message {
    Message::Text(Utf8Bytes::from(text))
}

/// Serves one WebSocket until the client goes, stops reading, floods, its table moves, or the
/// server stops.
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
    let closer = Arc::new(crate::command::Closer::default());
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
        stopping: stopping.clone(),
    };
    let mut relay_to = None;
    let mut limit = RateLimit::new(config.rate, config.burst);
    let mut farewell = Farewell::Normal;
    // Whether the client can still be written to: not gone, and reading.
    let mut writable = true;
    // The client closed first: its close is answered, and nothing else written.
    let mut client_closed = false;
    loop {
        tokio::select! {
            incoming = stream.next() => {
                let Some(Ok(incoming)) = incoming else {
                    writable = false;
                    break;
                };
                let text = match incoming {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        connection.refuse(ErrorKind::BadMessage, "messages are JSON text, not binary");
                        continue;
                    }
                    // Answered by the WebSocket layer, once flushed below.
                    Message::Close(_) => {
                        writable = false;
                        client_closed = true;
                        break;
                    }
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                if !limit.allow() {
                    if limit.refused_in_a_row >= FLOOD_LIMIT {
                        farewell = Farewell::Flood;
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
                    match connection.reach_owner(address, asked).await {
                        Ok(Some(owner)) => {
                            relay_to = Some(owner);
                            break;
                        }
                        Ok(None) => {}
                        Err(refused) => connection.reply(&refused.into()),
                    }
                }
            }
            Some(queued_text) = queued.recv() => {
                // Bounded: while a write waits, nothing else here runs (the closer, the stop),
                // so a client that does not read would otherwise be kept for ever.
                let until = Instant::now() + config.write_deadline;
                if write(&mut sink, text(queued_text), until).await != Written::Done {
                    writable = false;
                    break;
                }
            }
            _ = closer.closing() => {
                farewell = closer.farewell();
                break;
            }
            _ = server_stopping(&mut stopping) => {
                farewell = Farewell::GoingAway;
                break;
            }
        }
    }
    if farewell == Farewell::NotReading {
        // Its queue filled: nothing more is written to it.
        writable = false;
    }
    // Whatever was already queued (an error reply, the last update) still goes out, to a
    // client that reads it, within one deadline for all that is left to write.
    let until = Instant::now() + config.write_deadline;
    while writable && let Ok(queued_text) = queued.try_recv() {
        writable = write(&mut sink, text(queued_text), until).await == Written::Done;
    }
    connection.leave_table().await;
    if writable && let Some((owner, first)) = relay_to {
        let relayed = forward::relay(
            &mut sink,
            &mut stream,
            owner,
            first,
            config.write_deadline,
            config.lease,
            &mut stopping,
        )
        .await;
        writable = relayed.writable;
        client_closed = relayed.client_closed;
        farewell = relayed.farewell;
    }
    if client_closed {
        let _ = timeout(config.write_deadline, sink.close()).await;
    }
    if writable {
        let frame = CloseFrame {
            code: farewell.code(),
            reason: Utf8Bytes::from_static(farewell.reason()),
        };
        let until = Instant::now() + config.write_deadline;
        if write(&mut sink, Message::Close(Some(frame)), until).await == Written::Done {
            // Reads on a moment after closing: a socket closed with input unread is reset, and
            // the reset can overtake the last replies still on their way (a flooder's
            // refusals), so they would never be read.
            let _ = timeout(LINGER, async {
                while let Some(Ok(_)) = stream.next().await {}
            })
            .await;
        }
    }
    hub.connection_closed();
}
