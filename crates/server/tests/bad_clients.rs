//! Clients that hurt the server by what they leave undone rather than by what they send: one
//! that never reads, sockets that never finish their handshake, a half-sent request when the
//! server is told to stop, and an address whose players mistype codes. None of them may cost
//! the other players anything.

use crate::common::{Client, config, miss_codes_until_limited, server, start_binary, temp_db};
use challenge_online::{ClientMessage, ErrorKind, SeatPlan, ServerMessage, VERSION};
use futures_util::SinkExt;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

/// The start of a request that is never finished.
const HALF_A_REQUEST: &[u8] = b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n";

/// Waits until `check` holds, for at most `limit`; says whether it did.
async fn eventually(limit: Duration, check: impl Fn() -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < limit {
        if check() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    check()
}

/// Everything the server sends until it closes the socket, or None if it is still open after
/// `limit`.
async fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> Option<Vec<u8>> {
    let deadline = tokio::time::Instant::now() + limit;
    let mut received = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buffer)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(received),
            Ok(Ok(read)) => received.extend_from_slice(&buffer[..read]),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_does_not_read_is_closed() {
    let mut config = config(temp_db("unread"));
    config.write_deadline = Duration::from_secs(1);
    // No rate limit to speak of: this client is closed for not reading, not for flooding.
    config.rate = 1_000_000;
    config.burst = 1_000_000;
    let server = server(config).await;
    // A small receive buffer, and never a read.
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(server.addr).await.unwrap();
    let (mut unread, _) =
        tokio_tungstenite::client_async(format!("ws://{}/ws", server.addr), stream)
            .await
            .expect("the handshake");
    // Each hello is answered with the server's name and its games, several times what it
    // costs to send, so the answers back up until the server cannot write them. Sent at a pace
    // the server keeps up with, as a slow reader's pings are: its queue of answers never fills,
    // and only a write that waits too long can tell it that this client reads nothing.
    let hello = ClientMessage::Hello { v: VERSION }.to_json();
    let started = Instant::now();
    let mut sent = 0;
    'sending: while started.elapsed() < Duration::from_secs(5) {
        for _ in 0..10 {
            let sending = unread.send(Message::Text(hello.clone().into()));
            match tokio::time::timeout(Duration::from_secs(2), sending).await {
                Ok(Ok(())) => sent += 1,
                // The server no longer reads (it waits on a write), or it closed the connection.
                _ => break 'sending,
            }
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    assert!(
        eventually(Duration::from_secs(15), || server.connection_count() == 0).await,
        "a client that read nothing of {sent} answers is still connected after {:?}",
        started.elapsed()
    );
    // Everyone else is served as before.
    let mut player = Client::connect(server.addr).await;
    player.send(&ClientMessage::Ping).await;
    assert!(matches!(player.next().await, ServerMessage::Pong));
    drop(unread);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_that_never_finish_a_request_count_against_the_cap_and_are_closed() {
    let deadline = Duration::from_secs(3);
    let mut config = config(temp_db("silent"));
    config.max_connections = 3;
    config.request_deadline = deadline;
    let server = server(config).await;
    let opened = Instant::now();
    let mut silent = Vec::new();
    for _ in 0..2 {
        silent.push(TcpStream::connect(server.addr).await.unwrap());
    }
    let mut half = TcpStream::connect(server.addr).await.unwrap();
    half.write_all(HALF_A_REQUEST).await.unwrap();
    silent.push(half);
    assert!(
        eventually(Duration::from_secs(1), || server.socket_count() == 3).await,
        "sockets counted: {}",
        server.socket_count()
    );
    // Over the cap, a socket is told so in plain HTTP and closed at once.
    let mut over = TcpStream::connect(server.addr).await.unwrap();
    let answer = read_until_closed(&mut over, Duration::from_secs(2))
        .await
        .expect("a socket over the cap is closed at once");
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.starts_with("HTTP/1.1 503") && answer.contains("as many connections"),
        "{answer}"
    );
    let player = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await;
    assert!(player.is_err(), "a fourth connection over a cap of three");
    // Only until the deadline: then each silent socket is closed.
    for stream in &mut silent {
        let closed = read_until_closed(stream, deadline * 3).await;
        assert!(
            closed.is_some(),
            "a silent socket was still open after {:?}",
            opened.elapsed()
        );
    }
    assert!(opened.elapsed() < deadline * 3, "{:?}", opened.elapsed());
    assert!(eventually(Duration::from_secs(2), || server.socket_count() == 0).await);
    // A WebSocket is no longer held to the deadline: a player who waits longer still plays.
    let mut player = Client::connect(server.addr).await;
    tokio::time::sleep(deadline + Duration::from_secs(1)).await;
    player.send(&ClientMessage::Ping).await;
    assert!(matches!(player.next().await, ServerMessage::Pong));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_does_not_wait_on_a_half_sent_request() {
    let mut config = config(temp_db("half"));
    // Far away, so that the stop itself must end the request.
    config.request_deadline = Duration::from_secs(300);
    let server = server(config).await;
    let mut half = TcpStream::connect(server.addr).await.unwrap();
    half.write_all(HALF_A_REQUEST).await.unwrap();
    assert!(eventually(Duration::from_secs(1), || server.socket_count() == 1).await);
    let started = Instant::now();
    tokio::time::timeout(Duration::from_secs(30), server.stop())
        .await
        .expect("the server stops while a request is half sent");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_server_while_a_request_is_half_sent() {
    let (mut process, addr) = start_binary(&temp_db("sigterm"));
    let mut half = TcpStream::connect(addr).await.unwrap();
    half.write_all(HALF_A_REQUEST).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let signalled = std::process::Command::new("kill")
        .args(["-TERM", &process.0.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(signalled.success());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = process.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the server was still running 20 s after SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(status.success(), "the server stopped with {status}");
    drop(half);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_right_token_is_never_refused_to_an_address_that_missed_codes() {
    let server = server(config(temp_db("router"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = host
        .create(
            "gotcha",
            vec![SeatPlan::Open, SeatPlan::Open, SeatPlan::Open],
            5,
        )
        .await;
    let token = host.token.clone().expect("the host's token");
    host.close().await;
    // Someone behind the same router (here, the same loopback address) mistypes a code until
    // the address is refused codes.
    let mut mistyper = Client::connect(server.addr).await;
    miss_codes_until_limited(&mut mistyper, &code).await;
    // The host comes back from that address with the seat's token and has the seat.
    let mut back = Client::connect(server.addr).await;
    back.send(&ClientMessage::Resume {
        token: token.clone(),
        name: None,
    })
    .await;
    match back.next().await {
        ServerMessage::Seated { code: seated, .. } => assert_eq!(seated, code),
        other => panic!("a right token was refused: {other:?}"),
    }
    // A wrong token from there is a miss like a wrong code, and refused while limited.
    mistyper
        .send(&ClientMessage::Resume {
            token: "0".repeat(32),
            name: None,
        })
        .await;
    assert_eq!(mistyper.error().await.0, ErrorKind::Limit);
    server.stop().await;
}

/// The first message must be a hello with the version as a number: anything else first, and a
/// hello whose `v` is not a version this server speaks (the string "2", a fraction, none), is
/// answered `version`, as docs/online.md says, and the connection may still say hello.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hello_whose_version_is_not_a_supported_number_is_answered_version() {
    let server = server(config(temp_db("hello-version"))).await;
    let mut client = Client::raw(server.addr).await;
    for first in [
        r#"{"op":"hello","v":"2"}"#,
        r#"{"op":"hello","v":2.5}"#,
        r#"{"op":"hello","v":-2}"#,
        r#"{"op":"hello"}"#,
        r#"{"op":"hello","v":3}"#,
        "not json at all",
        r#"{"op":"fly"}"#,
    ] {
        client.send_text(first).await;
        assert_eq!(client.error().await.0, ErrorKind::Version, "{first}");
    }
    client.send(&ClientMessage::Hello { v: VERSION }).await;
    assert!(matches!(client.next().await, ServerMessage::Hello { .. }));
    // Greeted, a hello of the wrong kind is still about the version; anything else unread is
    // a bad message.
    client.send_text(r#"{"op":"hello","v":"2"}"#).await;
    assert_eq!(client.error().await.0, ErrorKind::Version);
    client.send_text("not json at all").await;
    assert_eq!(client.error().await.0, ErrorKind::BadMessage);
    client.send(&ClientMessage::Ping).await;
    assert!(matches!(client.next().await, ServerMessage::Pong));
    server.stop().await;
}
