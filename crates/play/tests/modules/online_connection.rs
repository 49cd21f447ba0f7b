//! Tests of `challenge_play::online::connection`.

use challenge_online::{ErrorKind, ServerMessage};
use std::time::Duration;

use challenge_play::online::connection::*;

#[test]
fn server_addresses_become_websocket_urls() {
    assert_eq!(server_url("127.0.0.1:7878", None), "ws://127.0.0.1:7878/ws");
    assert_eq!(
        server_url(" wss://cards.example/ ", None),
        "wss://cards.example/ws"
    );
    assert_eq!(server_url("ws://h:1/tables", None), "ws://h:1/tables");
    assert_eq!(
        server_url("", Some(("https:", "cards.example"))),
        "wss://cards.example/ws"
    );
    assert_eq!(
        server_url("", Some(("http:", "localhost:8080"))),
        "ws://localhost:8080/ws"
    );
    assert_eq!(server_url("", None), "ws://127.0.0.1:7878/ws");
}

#[test]
fn reconnects_wait_longer_each_time_up_to_a_limit_then_give_up() {
    assert_eq!(backoff(1), Duration::from_secs(1));
    assert_eq!(backoff(3), Duration::from_secs(4));
    assert_eq!(backoff(40), MAX_BACKOFF);
    let mut connection = Connection::default();
    connection.open();
    for _ in 1..ATTEMPTS {
        connection.failed("refused".into(), Duration::ZERO);
        assert!(matches!(connection.state, LinkState::Retrying { .. }));
    }
    connection.failed("refused".into(), Duration::ZERO);
    assert!(matches!(connection.state, LinkState::Lost(_)));
    connection.open();
    assert_eq!(connection.state, LinkState::Retrying { at: Duration::ZERO });
}

#[test]
fn the_status_line_says_how_the_connection_stands() {
    use challenge_text::{Lang, SeatNames, Text};
    let text = Text::new(Lang::En);
    let mut connection = Connection {
        server: "cards.example".into(),
        ..Connection::default()
    };
    let said = |connection: &Connection, now: u64| {
        text.try_say(
            &connection.describe(Duration::from_secs(now)),
            &SeatNames::nobody(),
        )
        .unwrap()
    };
    assert_eq!(said(&connection, 0), "Offline");
    connection.state = LinkState::Connecting;
    assert_eq!(said(&connection, 0), "Connecting to cards.example…");
    connection.state = LinkState::Connected;
    assert_eq!(said(&connection, 0), "Connected to cards.example");
    connection.state = LinkState::Retrying {
        at: Duration::from_secs(10),
    };
    assert_eq!(said(&connection, 7), "Reconnecting in 3 s");
    assert_eq!(said(&connection, 10), "Reconnecting…");
    connection.failures = ATTEMPTS;
    connection.failed("refused".into(), Duration::ZERO);
    assert_eq!(
        said(&connection, 0),
        "Connection lost: cards.example cannot be reached"
    );
    connection.note(&ServerMessage::error(ErrorKind::Version, "v1 only"));
    assert_eq!(
        said(&connection, 0),
        "Connection lost: the server runs another version of Challenge"
    );
}

#[test]
fn a_refused_resume_forgets_the_seat() {
    let mut connection = Connection {
        seat: Some(KeptSeat {
            server: "s".into(),
            code: "ACEFHJ".into(),
            token: "0".repeat(32),
        }),
        resuming: true,
        ..Connection::default()
    };
    connection.note(&ServerMessage::error(ErrorKind::NotFound, "no such seat"));
    assert_eq!(connection.seat, None);
    assert!(connection.seat_changed);
}
