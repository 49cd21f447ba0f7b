//! A client that asked here for a table another process runs is relayed to that process:
//! this process opens a WebSocket to the owner, says hello for the client, sends on the
//! message that asked for the table, and from then on passes every message both ways. The
//! client sees one connection, wherever it landed behind the load balancer.

use crate::command::Farewell;
use crate::stopping::server_stopping;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use challenge_online::{ClientMessage, ErrorKind, Refusal, ServerMessage, VERSION, WS_PATH};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::time::{Instant, timeout, timeout_at};
use tokio_tungstenite::tungstenite::Message as Relayed;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The header a forwarding process sends: the processes' shared secret, then the client's
/// address, so the owner counts missed codes against the client and not against the process.
pub const FORWARDED: &str = "x-challenge-forwarded";
/// How long reaching the owner may take.
const REACH_WITHIN: Duration = Duration::from_secs(3);

/// A connection to the process that runs a table.
pub type Owner = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Where a forwarded connection comes from, when the header carries the right secret.
pub fn forwarded_for(header: Option<&str>, secret: Option<&str>) -> Option<IpAddr> {
    let (shown, address) = header?.split_once(';')?;
    (Some(shown) == secret).then_some(())?;
    address.parse().ok()
}

pub fn unreachable() -> Refusal {
    Refusal::new(
        ErrorKind::Server,
        "the server running that table cannot be reached just now: try again in a moment",
    )
}

/// Opens a connection to the owner at `address` for a client at `client`, and sends the
/// message that asked for the table once the owner has said hello.
pub async fn reach(
    address: &str,
    secret: &str,
    client: IpAddr,
    asked: &str,
) -> Result<Owner, Refusal> {
    let mut request = format!("ws://{address}{WS_PATH}")
        .into_client_request()
        .map_err(|_| unreachable())?;
    let header = HeaderValue::from_str(&format!("{secret};{client}")).map_err(|_| unreachable())?;
    request.headers_mut().insert(FORWARDED, header);
    // Small buffers, as for the server's own connections (lib.rs), and no Nagle delay: every
    // relayed message is a small one that a player waits for.
    let config = WebSocketConfig::default()
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_write_buffer_size(1 << 20)
        .max_message_size(Some(1 << 20))
        .max_frame_size(Some(1 << 20));
    let connecting = tokio_tungstenite::connect_async_with_config(request, Some(config), true);
    let (mut owner, _) = timeout(REACH_WITHIN, connecting)
        .await
        .map_err(|_| unreachable())?
        .map_err(|_| unreachable())?;
    let hello = ClientMessage::Hello { v: VERSION }.to_json();
    let greeted = timeout(REACH_WITHIN, async {
        owner.send(Relayed::text(hello)).await.ok()?;
        // The client has had this process's hello; the owner's is not passed on.
        loop {
            match owner.next().await? {
                Ok(Relayed::Text(text)) => {
                    let hello = serde_json::from_str::<ServerMessage>(text.as_str());
                    return matches!(hello, Ok(ServerMessage::Hello { .. })).then_some(());
                }
                Ok(Relayed::Ping(_) | Relayed::Pong(_)) => continue,
                _ => return None,
            }
        }
    })
    .await;
    if !matches!(greeted, Ok(Some(()))) {
        return Err(unreachable());
    }
    owner
        .send(Relayed::text(asked.to_string()))
        .await
        .map_err(|_| unreachable())?;
    Ok(owner)
}

/// The owner's first answer to the message that asked (a seat, or why not), waited for as long
/// as the owner may itself wait for the table. None when it closes or says nothing in time.
pub async fn first_answer(owner: &mut Owner, within: Duration) -> Option<String> {
    timeout(within + REACH_WITHIN, async {
        loop {
            match owner.next().await? {
                Ok(Relayed::Text(text)) => return Some(text.to_string()),
                Ok(Relayed::Ping(_) | Relayed::Pong(_) | Relayed::Frame(_)) => continue,
                _ => return None,
            }
        }
    })
    .await
    .ok()
    .flatten()
}

/// How a relay ended: whether the client can still be written to, and why it is closed.
pub struct RelayEnd {
    pub writable: bool,
    /// The client closed first: its close is to be answered.
    pub client_closed: bool,
    pub farewell: Farewell,
}

/// Passes messages both ways, the owner's `first` answer first, until either side goes or the
/// server stops. A client that does not read a message within `write_deadline` is closed, as
/// at a table here; the owner's close frame is passed on. The owner is pinged every half
/// `lease`: one that says nothing for a whole lease hangs (paused, say), and has lost its
/// tables to the others by then, so the client is closed as for a table that moved (1012), to
/// come back through any process. (Clients need not ping: the game does not.)
pub async fn relay(
    sink: &mut SplitSink<WebSocket, Message>,
    stream: &mut SplitStream<WebSocket>,
    owner: Owner,
    first: String,
    write_deadline: Duration,
    lease: Duration,
    stopping: &mut watch::Receiver<bool>,
) -> RelayEnd {
    let (mut to_owner, mut from_owner) = owner.split();
    let mut heard_at = Instant::now();
    let mut pings = tokio::time::interval(lease / 2);
    let mut end = RelayEnd {
        writable: true,
        client_closed: false,
        farewell: Farewell::Normal,
    };
    let mut pending = Some(first);
    loop {
        if let Some(text) = pending.take() {
            let until = Instant::now() + write_deadline;
            let sent = timeout_at(until, sink.send(Message::Text(Utf8Bytes::from(text)))).await;
            if !matches!(sent, Ok(Ok(()))) {
                end.writable = false;
                break;
            }
        }
        tokio::select! {
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    if to_owner.send(Relayed::text(text.as_str())).await.is_err() {
                        break;
                    }
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_))) => {
                    end.writable = false;
                    end.client_closed = true;
                    break;
                }
                Some(Ok(Message::Binary(_))) => {
                    let refused: ServerMessage = Refusal::new(
                        ErrorKind::BadMessage,
                        "messages are JSON text, not binary",
                    )
                    .into();
                    pending = Some(refused.to_json());
                }
                _ => {
                    end.writable = false;
                    break;
                }
            },
            outgoing = from_owner.next() => match outgoing {
                Some(Ok(Relayed::Text(text))) => {
                    heard_at = Instant::now();
                    pending = Some(text.to_string());
                }
                Some(Ok(Relayed::Ping(_) | Relayed::Pong(_) | Relayed::Frame(_))) => {
                    heard_at = Instant::now();
                }
                Some(Ok(Relayed::Close(frame))) => {
                    end.farewell = frame.map_or(Farewell::Normal, |frame| {
                        Farewell::from_code(frame.code.into())
                    });
                    break;
                }
                _ => break,
            },
            _ = pings.tick() => {
                if heard_at.elapsed() >= lease {
                    end.farewell = Farewell::Moved;
                    break;
                }
                // Sent without waiting: a hung owner's socket may not take it.
                if timeout(Duration::from_millis(100), to_owner.send(Relayed::Ping(Default::default())))
                    .await
                    .is_ok_and(|sent| sent.is_err())
                {
                    break;
                }
            }
            _ = server_stopping(stopping) => {
                end.farewell = Farewell::GoingAway;
                break;
            }
        }
    }
    let _ = timeout(write_deadline, to_owner.close()).await;
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_right_secret_names_the_client() {
        let secret = Some("s3cret");
        assert_eq!(
            forwarded_for(Some("s3cret;203.0.113.9"), secret),
            Some("203.0.113.9".parse().unwrap())
        );
        assert_eq!(forwarded_for(Some("guess;203.0.113.9"), secret), None);
        assert_eq!(forwarded_for(Some("s3cret;not an address"), secret), None);
        assert_eq!(forwarded_for(Some("s3cret;203.0.113.9"), None), None);
        assert_eq!(forwarded_for(None, secret), None);
    }
}
