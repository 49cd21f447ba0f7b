//! How the server closes a connection, to the second: a client that never reads is closed
//! within the write deadline of the first write it stalled, all told; and a server that stops
//! closes every connection with a close frame that says it is going away (1001), not with a
//! bare close (1005).

use crate::common::{Client, config, server, start_binary, temp_db};
use challenge_online::{ClientMessage, SeatPlan, VERSION};
use futures_util::{SinkExt, StreamExt};
use std::time::{Duration, Instant};
use tokio::net::TcpSocket;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

/// Waits until `check` holds, for at most `limit`; says whether it did.
async fn eventually(limit: Duration, check: impl Fn() -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < limit {
        if check() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    check()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_closed_within_the_deadline_of_its_first_stalled_write() {
    let deadline = Duration::from_secs(2);
    let mut config = config(temp_db("stalled"));
    config.write_deadline = deadline;
    config.rate = 1_000_000;
    config.burst = 1_000_000;
    let server = server(config).await;
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    socket.set_send_buffer_size(4096).unwrap();
    let stream = socket.connect(server.addr).await.unwrap();
    let (mut unread, _) =
        tokio_tungstenite::client_async(format!("ws://{}/ws", server.addr), stream)
            .await
            .expect("the handshake");
    // Hellos, each answered with several times its size, until the server stops reading: it
    // reads and writes in turn, so a send that cannot leave means a write of the server's has
    // stalled a moment before (while the server's receive buffer filled, which a large frame
    // now and then, refused with a short answer, makes quick). Sent at a pace the server keeps
    // up with, so its queue of answers never fills (that closes a client at once).
    let hello = ClientMessage::Hello { v: VERSION }.to_json();
    let filler = "x".repeat(32 * 1024);
    let stalled_by = 'sending: loop {
        for index in 0..11 {
            let text = if index == 10 { &filler } else { &hello };
            let sending = unread.send(Message::Text(text.clone().into()));
            match tokio::time::timeout(Duration::from_millis(300), sending).await {
                Ok(Ok(())) => {}
                Ok(Err(e)) => panic!("closed before anything stalled: {e}"),
                Err(_) => break 'sending Instant::now() - Duration::from_millis(300),
            }
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    };
    assert!(
        eventually(deadline * 4, || server.connection_count() == 0).await,
        "still connected"
    );
    let closed_after = stalled_by.elapsed();
    // The write, the farewell and the close used to wait a deadline each, one after another.
    assert!(
        closed_after < deadline + Duration::from_millis(1_000),
        "closed {closed_after:?} after the server stopped reading; the deadline is {deadline:?}"
    );
    let mut player = Client::connect(server.addr).await;
    player.send(&ClientMessage::Ping).await;
    player.next().await;
    drop(unread);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_stops_closes_every_connection_saying_it_goes_away() {
    let server = server(config(temp_db("going-away"))).await;
    // One player at a table, and one who only said hello.
    let mut seated = Client::connect(server.addr).await;
    seated
        .create("gotcha", vec![SeatPlan::Open, SeatPlan::Open], 3)
        .await;
    let (mut idle, _) = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr))
        .await
        .unwrap();
    idle.send(Message::Text(
        ClientMessage::Hello { v: VERSION }.to_json().into(),
    ))
    .await
    .unwrap();
    idle.next().await.unwrap().unwrap();
    let stopping = tokio::spawn(server.stop());
    let code = |frame: Option<Message>| match frame {
        Some(Message::Close(Some(frame))) => Some(frame.code),
        _ => None,
    };
    let mut closes = Vec::new();
    for socket in [seated.socket_mut(), &mut idle] {
        let close = loop {
            match tokio::time::timeout(Duration::from_secs(10), socket.next()).await {
                Ok(Some(Ok(Message::Close(frame)))) => break Some(Message::Close(frame)),
                Ok(Some(Ok(_))) => continue,
                _ => break None,
            }
        };
        closes.push(code(close));
    }
    assert_eq!(closes, [Some(CloseCode::Away), Some(CloseCode::Away)]);
    stopping.await.unwrap();
}

/// A drain (SIGTERM to the server binary) closes its players with 1001 too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_closes_every_connection_saying_it_goes_away() {
    let (process, addr) = start_binary(&temp_db("sigterm-away"));
    let mut seated = Client::connect(addr).await;
    seated
        .create("gotcha", vec![SeatPlan::Open, SeatPlan::Open], 4)
        .await;
    let status = std::process::Command::new("kill")
        .args(["-TERM", &process.0.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let close = loop {
        match tokio::time::timeout(Duration::from_secs(10), seated.socket_mut().next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => break frame.map(|frame| frame.code),
            Ok(Some(Ok(_))) => continue,
            other => panic!("no close frame: {other:?}"),
        }
    };
    assert_eq!(close, Some(CloseCode::Away));
    drop(process);
}

/// A client that closes first has its close answered, as the WebSocket protocol wants.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_closes_first_has_its_close_answered() {
    let server = server(config(temp_db("client-closes"))).await;
    let mut seated = Client::connect(server.addr).await;
    seated
        .create("gotcha", vec![SeatPlan::Open, SeatPlan::Open], 5)
        .await;
    let socket = seated.socket_mut();
    socket.close(None).await.unwrap();
    let answered = loop {
        match tokio::time::timeout(Duration::from_secs(5), socket.next()).await {
            Ok(Some(Ok(Message::Close(_)))) | Ok(None) => break true,
            Ok(Some(Ok(_))) => continue,
            Ok(Some(Err(_))) | Err(_) => break false,
        }
    };
    assert!(answered, "the close was not answered");
    server.stop().await;
}
