//! Table chat over loopback: lines reach everyone at their table and nobody else, named by the
//! seat they came from; bad lines, lines over the rate and spectators the host has not let speak
//! are refused and heard by nobody; the last 50 lines come to whoever arrives, across a restart.

use crate::common::{Client, config, server, temp_db};
use challenge_online::{ChatLine, ClientMessage, ErrorKind, Said, SeatPlan, ServerMessage};

/// Messages a test reads past (seats, table and game updates) before the one it waits for.
const PASSED_OVER: usize = 200;

fn phrase(id: &str) -> Said {
    Said::Phrase { id: id.into() }
}

fn text(text: &str) -> Said {
    Said::Text { text: text.into() }
}

fn line(n: u64, seat: Option<usize>, said: Said) -> ChatLine {
    ChatLine { n, seat, said }
}

async fn say(client: &mut Client, said: Said) {
    client.send(&ClientMessage::Chat { said }).await;
}

/// The next message that is not about the seats, the table or the game.
async fn next_said(client: &mut Client) -> ServerMessage {
    for _ in 0..PASSED_OVER {
        match client.next().await {
            ServerMessage::Seated { .. }
            | ServerMessage::Table(_)
            | ServerMessage::Game(_)
            | ServerMessage::ChatLog { .. } => {}
            other => return other,
        }
    }
    panic!("{PASSED_OVER} messages and no chat line or error");
}

/// The next chat line this client hears; an error instead fails the test.
async fn heard(client: &mut Client) -> ChatLine {
    match next_said(client).await {
        ServerMessage::Chat(line) => line,
        other => panic!("expected a chat line, got {other:?}"),
    }
}

/// Why the client's last message was refused; a chat line heard first fails the test, so the
/// refused line reached nobody before the refusal.
async fn refused(client: &mut Client) -> ErrorKind {
    match next_said(client).await {
        ServerMessage::Error { kind, .. } => kind,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Reads up to line `n`, passing over the lines before it.
async fn hear_line(client: &mut Client, n: u64) -> ChatLine {
    for _ in 0..PASSED_OVER {
        let line = heard(client).await;
        if line.n == n {
            return line;
        }
        assert!(line.n < n, "line {} came before line {n}", line.n);
    }
    panic!("{PASSED_OVER} lines and not line {n}");
}

/// What a client is sent on arriving at a table, up to and with the chat log: the types of the
/// messages before the log, and the lines of the log.
async fn arrival(client: &mut Client) -> (Vec<&'static str>, Vec<ChatLine>) {
    let mut before = Vec::new();
    for _ in 0..PASSED_OVER {
        match client.next().await {
            ServerMessage::ChatLog { lines } => return (before, lines),
            ServerMessage::Seated { .. } => before.push("seated"),
            ServerMessage::Table(_) => before.push("table"),
            ServerMessage::Game(_) => before.push("game"),
            other => panic!("expected the chat log on arriving, got {other:?}"),
        }
    }
    panic!("{PASSED_OVER} messages and no chat log");
}

async fn watch(client: &mut Client, code: &str) {
    client
        .send(&ClientMessage::Watch { code: code.into() })
        .await;
    arrival(client).await;
}

async fn resume(client: &mut Client, token: String) -> (Vec<&'static str>, Vec<ChatLine>) {
    client
        .send(&ClientMessage::Resume { token, name: None })
        .await;
    arrival(client).await
}

/// A table of Svoi Kozyri with its host and a friend seated, in the lobby.
async fn two_seated(client_addr: std::net::SocketAddr, seed: u64) -> (Client, Client, String) {
    let mut host = Client::connect(client_addr).await;
    let code = host
        .create("svoi_kozyri", vec![SeatPlan::Open, SeatPlan::Open], seed)
        .await;
    let mut friend = Client::connect(client_addr).await;
    friend.join(&code, "Friend").await;
    (host, friend, code)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lines_reach_everyone_at_the_table_and_nobody_at_another() {
    let server = server(config(temp_db("chat-reach"))).await;
    let (mut host, mut friend, code) = two_seated(server.addr, 1).await;
    let mut watcher = Client::connect(server.addr).await;
    watch(&mut watcher, &code).await;
    let mut elsewhere = Client::connect(server.addr).await;
    elsewhere
        .create("svoi_kozyri", vec![SeatPlan::Open, SeatPlan::Open], 2)
        .await;

    say(&mut host, phrase("good_luck")).await;
    for client in [&mut host, &mut friend, &mut watcher] {
        assert_eq!(heard(client).await, line(1, Some(0), phrase("good_luck")));
    }
    // Control characters, a bidirectional override and runs of spaces go; markup is text like
    // any other and arrives as typed.
    say(
        &mut friend,
        text("  <b>hi</b>\u{202E}   all\u{7}\n\n &amp; <script>x()</script>\u{200B} "),
    )
    .await;
    let tidied = "<b>hi</b> all &amp; <script>x()</script>";
    // As sent: the markup is in the JSON string as typed, not escaped or taken apart.
    let sent =
        format!(r#"{{"type":"chat","n":2,"seat":1,"said":{{"kind":"text","text":"{tidied}"}}}}"#);
    for client in [&mut host, &mut friend, &mut watcher] {
        assert_eq!(heard(client).await, line(2, Some(1), text(tidied)));
        assert_eq!(client.received.last(), Some(&sent));
    }
    // During the game as in the lobby.
    host.send(&ClientMessage::Start).await;
    for client in [&mut host, &mut friend, &mut watcher] {
        client.update().await;
    }
    say(&mut friend, Said::Reaction { id: "smile".into() }).await;
    for client in [&mut host, &mut friend, &mut watcher] {
        let heard = heard(client).await;
        assert_eq!((heard.n, heard.seat), (3, Some(1)));
    }
    // The other table heard none of it: the first line there is its own, numbered 1.
    say(&mut elsewhere, phrase("hello")).await;
    assert_eq!(
        heard(&mut elsewhere).await,
        line(1, Some(0), phrase("hello"))
    );
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lines_and_lines_naming_a_seat_are_refused_and_heard_by_nobody() {
    let server = server(config(temp_db("chat-bad"))).await;
    // At no table, as for any table message.
    let mut stranger = Client::connect(server.addr).await;
    say(&mut stranger, phrase("hello")).await;
    assert_eq!(refused(&mut stranger).await, ErrorKind::NotFound);

    let (mut host, mut friend, _) = two_seated(server.addr, 3).await;
    for said in [
        phrase("nonsense"),
        phrase("smile"),
        Said::Reaction { id: "hello".into() },
        text(""),
        text(" \u{200B}\u{202E}\t\n "),
    ] {
        say(&mut host, said.clone()).await;
        assert_eq!(refused(&mut host).await, ErrorKind::BadMessage, "{said:?}");
    }
    // No client speaks as another seat: the speaker is no field of a chat message.
    for raw in [
        r#"{"op":"chat","seat":1,"said":{"kind":"text","text":"I am seat 1"}}"#,
        r#"{"op":"chat","said":{"kind":"text","text":"I am seat 1","seat":1}}"#,
        r#"{"op":"chat","said":{"kind":"phrase","id":"hello","seat":1}}"#,
        r#"{"op":"chat","said":{"kind":"shout","text":"hi"}}"#,
        r#"{"op":"chat"}"#,
    ] {
        host.send_text(raw).await;
        assert_eq!(refused(&mut host).await, ErrorKind::BadMessage, "{raw}");
    }
    // Nothing reached anyone: the first line either hears is the next one said, numbered 1,
    // and each line is marked with the seat it came from.
    say(&mut friend, text("I am seat 1")).await;
    for client in [&mut host, &mut friend] {
        assert_eq!(heard(client).await, line(1, Some(1), text("I am seat 1")));
    }
    say(&mut host, text("I am seat 1")).await;
    for client in [&mut host, &mut friend] {
        assert_eq!(heard(client).await, line(2, Some(0), text("I am seat 1")));
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sixth_line_within_ten_seconds_is_refused_for_every_device_of_the_seat() {
    let server = server(config(temp_db("chat-rate"))).await;
    let (mut host, mut friend, _) = two_seated(server.addr, 4).await;
    for n in 1..=5 {
        say(&mut host, text(&format!("line {n}"))).await;
        assert_eq!(heard(&mut host).await.n, n);
    }
    say(&mut host, text("line 6")).await;
    assert_eq!(refused(&mut host).await, ErrorKind::Limit);
    // The seat's other device counts with it.
    let mut second = Client::connect(server.addr).await;
    let token = host.token.clone().expect("the host's token");
    let (_, kept) = resume(&mut second, token).await;
    assert_eq!(kept.len(), 5);
    say(&mut second, phrase("oops")).await;
    assert_eq!(refused(&mut second).await, ErrorKind::Limit);
    // Another seat has a rate of its own; its line follows the fifth, so the sixth went to
    // nobody.
    say(&mut friend, phrase("hello")).await;
    for n in 1..=5 {
        assert_eq!(
            heard(&mut friend).await,
            line(n, Some(0), text(&format!("line {n}")))
        );
    }
    for client in [&mut friend, &mut host, &mut second] {
        assert_eq!(heard(client).await, line(6, Some(1), phrase("hello")));
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_read_and_speak_only_once_the_host_lets_them() {
    let server = server(config(temp_db("chat-spectators"))).await;
    let (mut host, mut friend, code) = two_seated(server.addr, 5).await;
    let mut watcher = Client::connect(server.addr).await;
    watch(&mut watcher, &code).await;
    assert_eq!(
        watcher.table.as_ref().map(|t| t.spectators_chat),
        Some(false)
    );
    say(&mut watcher, phrase("hello")).await;
    assert_eq!(refused(&mut watcher).await, ErrorKind::Unauthorised);
    // Only the host lets them.
    for client in [&mut friend, &mut watcher] {
        client
            .send(&ClientMessage::SpectatorsChat { allow: true })
            .await;
        assert_eq!(refused(client).await, ErrorKind::Unauthorised);
    }
    host.send(&ClientMessage::SpectatorsChat { allow: true })
        .await;
    for client in [&mut host, &mut friend, &mut watcher] {
        client
            .until(|m| matches!(m, ServerMessage::Table(info) if info.spectators_chat))
            .await;
    }
    say(&mut watcher, text("hi from the stands")).await;
    for client in [&mut host, &mut friend, &mut watcher] {
        assert_eq!(
            heard(client).await,
            line(1, None, text("hi from the stands"))
        );
        let sent = client.received.last().expect("the line as sent");
        assert!(sent.contains(r#""seat":null"#), "{sent}");
    }
    // And stops them again.
    host.send(&ClientMessage::SpectatorsChat { allow: false })
        .await;
    watcher
        .until(|m| matches!(m, ServerMessage::Table(info) if !info.spectators_chat))
        .await;
    say(&mut watcher, phrase("hello")).await;
    assert_eq!(refused(&mut watcher).await, ErrorKind::Unauthorised);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn returning_players_get_the_lines_said_before_across_a_restart() {
    let db = temp_db("chat-kept");
    let first = server(config(db.clone())).await;
    let (mut host, mut friend, _) = two_seated(first.addr, 6).await;
    let said = [
        line(1, Some(0), phrase("hello")),
        line(2, Some(1), text("hi, ready?")),
        line(3, Some(0), Said::Reaction { id: "yes".into() }),
    ];
    for line in &said {
        let speaker = if line.seat == Some(0) {
            &mut host
        } else {
            &mut friend
        };
        say(speaker, line.said.clone()).await;
        for client in [&mut host, &mut friend] {
            assert_eq!(&heard(client).await, line);
        }
    }
    host.send(&ClientMessage::Start).await;
    host.update().await;
    friend.update().await;

    // Back on a new connection: the log comes after the seat, the table and the game.
    let token = friend.token.clone().expect("the friend's token");
    friend.close().await;
    let mut friend = Client::connect(first.addr).await;
    let (before, lines) = resume(&mut friend, token).await;
    assert_eq!(before, ["seated", "table", "game"]);
    assert_eq!(lines, said);

    // After a restart on the same file.
    let token = host.token.clone().expect("the host's token");
    first.stop().await;
    let second = server(config(db)).await;
    assert_eq!(second.restored, 1);
    let mut host = Client::connect(second.addr).await;
    let (before, lines) = resume(&mut host, token).await;
    assert_eq!(before, ["seated", "table", "game"]);
    assert_eq!(lines, said);
    // Numbers go on from the last kept: none is given twice.
    say(&mut host, phrase("good_game")).await;
    assert_eq!(
        heard(&mut host).await,
        line(4, Some(0), phrase("good_game"))
    );
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_fifty_lines_are_kept() {
    let server = server(config(temp_db("chat-fifty"))).await;
    let (host, friend, code) = two_seated(server.addr, 7).await;
    let mut speakers = vec![host, friend];
    speakers[0]
        .send(&ClientMessage::SpectatorsChat { allow: true })
        .await;
    speakers[0]
        .until(|m| matches!(m, ServerMessage::Table(info) if info.spectators_chat))
        .await;
    // Eleven speakers with five lines each say 55 lines within the rate: each spectator is a
    // speaker of its own.
    for _ in 0..9 {
        let mut watcher = Client::connect(server.addr).await;
        watch(&mut watcher, &code).await;
        speakers.push(watcher);
    }
    let mut n = 0;
    for (speaker, client) in speakers.iter_mut().enumerate() {
        for k in 0..5 {
            n += 1;
            let said = text(&format!("{speaker}.{k}"));
            say(client, said.clone()).await;
            assert_eq!(hear_line(client, n).await.said, said);
        }
    }
    assert_eq!(n, 55);
    let mut late = Client::connect(server.addr).await;
    late.send(&ClientMessage::Watch { code }).await;
    let (_, lines) = arrival(&mut late).await;
    assert_eq!(lines.len(), 50);
    assert_eq!(
        lines.iter().map(|line| line.n).collect::<Vec<_>>(),
        (6..=55).collect::<Vec<_>>()
    );
    // Line 6 is the first of the second speaker's (the friend's), line 55 the last spectator's.
    assert_eq!(lines[0], line(6, Some(1), text("1.0")));
    assert_eq!(lines[49], line(55, None, text("10.4")));
    server.stop().await;
}
