//! One client connection: reads its messages, enforces the size cap and the rate limit,
//! routes them (`messages.rs`, finding tables in `seek.rs`), and writes back whatever it is
//! sent, closing a client that does not read it. A client asking for a table another process
//! runs is relayed there (`forward.rs`).

mod messages;
mod rate;
mod seek;

use crate::command::ConnHandle;
use crate::forward;
use crate::hub::Hub;
use crate::stopping::server_stopping;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use challenge_online::{ErrorKind, MAX_CLIENT_MESSAGE};
use futures_util::{SinkExt, StreamExt};
use rate::RateLimit;
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::{Notify, mpsc, watch};
use tokio::time::{Duration, timeout};

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
        stopping: stopping.clone(),
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
    if let Some((owner, first)) = relay_to {
        forward::relay(
            &mut sink,
            &mut stream,
            owner,
            first,
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
