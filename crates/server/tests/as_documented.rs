//! What docs/online.md says of the lobby, the list of open tables and the chat, where an
//! outside client written from the document alone found the server doing otherwise: leaving
//! the lobby opens the seat, setting another player's seat is `taken`, a public table whose
//! host dropped in the lobby is not listed, and refused chat lines do not count toward the
//! limit. (A stop closing with 1001 is in `closing.rs`; the example exchange shown whole in
//! `docs.rs`.)

use crate::common::{Client, config, server, temp_db};
use challenge_online::{
    CHAT_BURST, ClientMessage, ErrorKind, OpenTable, Said, SeatPlan, SeatState, ServerMessage,
    TableInfo,
};
use challenge_rules::Level;
use serde_json::Value;

async fn open(client: &mut Client, seats: Vec<SeatPlan>, public: bool) -> String {
    client
        .send(&ClientMessage::Create {
            game: "gotcha".into(),
            seats,
            options: Value::Null,
            seed: Some(5),
            seat: None,
            name: "Ann".into(),
            stand_in: Level::Normal,
            public,
            lang: "en".into(),
        })
        .await;
    client
        .until(|m| matches!(m, ServerMessage::ChatLog { .. }))
        .await;
    client.code.clone().expect("a code")
}

async fn listed(client: &mut Client) -> Vec<OpenTable> {
    client.send(&ClientMessage::ListTables).await;
    match client
        .until(|m| matches!(m, ServerMessage::Tables { .. }))
        .await
    {
        ServerMessage::Tables { tables } => tables,
        _ => unreachable!(),
    }
}

async fn table_where(client: &mut Client, wanted: impl Fn(&TableInfo) -> bool) -> TableInfo {
    match client
        .until(|m| matches!(m, ServerMessage::Table(info) if wanted(info)))
        .await
    {
        ServerMessage::Table(info) => info,
        _ => unreachable!(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leave_in_the_lobby_opens_the_seat_again_and_lists_the_table_again() {
    let server = server(config(temp_db("leave-lobby"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = open(&mut host, vec![SeatPlan::Open, SeatPlan::Open], true).await;
    let mut guest = Client::connect(server.addr).await;
    guest.join(&code, "Boris").await;
    let mut looker = Client::connect(server.addr).await;
    assert!(listed(&mut looker).await.is_empty(), "full: not listed");
    guest.send(&ClientMessage::Leave).await;
    // Watching now, the seat open for anyone: not a computer player's.
    guest
        .until(|m| matches!(m, ServerMessage::Seated { seat: None, .. }))
        .await;
    let info = table_where(&mut host, |info| info.seats[1] == SeatState::Open).await;
    assert_eq!(info.spectators, 1);
    assert_eq!(listed(&mut looker).await.len(), 1, "listed again");
    let mut another = Client::connect(server.addr).await;
    another.join(&code, "Vera").await;
    assert_eq!(another.seat, Some(1));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_seat_on_a_seat_a_player_holds_is_taken_and_on_one_left_lets_them_go() {
    let server = server(config(temp_db("set-seat"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = open(&mut host, vec![SeatPlan::Open; 3], false).await;
    let mut guest = Client::connect(server.addr).await;
    guest.join(&code, "Boris").await;
    let bot = SeatPlan::Bot { level: Level::Easy };
    for seat in [0, 1] {
        host.send(&ClientMessage::SetSeat { seat, plan: bot }).await;
        assert_eq!(host.error().await.0, ErrorKind::Taken, "seat {seat}");
    }
    // Dropped in the lobby, the guest may be let go: their token holds no seat then.
    let token = guest.token.clone().unwrap();
    guest.close().await;
    table_where(&mut host, |info| {
        matches!(
            info.seats[1],
            SeatState::Player {
                connected: false,
                ..
            }
        )
    })
    .await;
    host.send(&ClientMessage::SetSeat { seat: 1, plan: bot })
        .await;
    table_where(&mut host, |info| {
        matches!(info.seats[1], SeatState::Bot { .. })
    })
    .await;
    let mut back = Client::connect(server.addr).await;
    back.send(&ClientMessage::Resume { token, name: None })
        .await;
    assert_eq!(back.error().await.0, ErrorKind::NotFound);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_table_is_not_listed_while_its_host_is_dropped_in_the_lobby() {
    let server = server(config(temp_db("host-dropped"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = open(&mut host, vec![SeatPlan::Open, SeatPlan::Open], true).await;
    let token = host.token.clone().unwrap();
    let mut looker = Client::connect(server.addr).await;
    assert_eq!(listed(&mut looker).await.len(), 1);
    host.close().await;
    // Nobody is sent to wait for a host who may not come back.
    let mut tries = 0;
    while !listed(&mut looker).await.is_empty() {
        tries += 1;
        assert!(tries < 100, "still listed after the host dropped");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // A quick table starts by itself: it stays listed with its host away.
    let mut quick = Client::connect(server.addr).await;
    quick
        .send(&ClientMessage::QuickGame {
            game: Some("bluff_poker".into()),
            name: "Pat".into(),
            lang: String::new(),
        })
        .await;
    quick
        .until(|m| matches!(m, ServerMessage::ChatLog { .. }))
        .await;
    let quick_code = quick.code.clone().unwrap();
    quick.close().await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let codes: Vec<String> = listed(&mut looker)
        .await
        .into_iter()
        .map(|t| t.code)
        .collect();
    assert_eq!(codes, [quick_code]);
    // The host back, the table is listed again.
    let mut back = Client::connect(server.addr).await;
    back.send(&ClientMessage::Resume { token, name: None })
        .await;
    back.until(|m| matches!(m, ServerMessage::ChatLog { .. }))
        .await;
    let codes: Vec<String> = listed(&mut looker)
        .await
        .into_iter()
        .map(|t| t.code)
        .collect();
    assert!(codes.contains(&code), "{codes:?}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_chat_lines_do_not_count_toward_the_limit() {
    let server = server(config(temp_db("chat-refused"))).await;
    let mut host = Client::connect(server.addr).await;
    open(&mut host, vec![SeatPlan::Open, SeatPlan::Open], false).await;
    let line = |text: &str| ClientMessage::Chat {
        said: Said::Text { text: text.into() },
    };
    // Lines that tidy to nothing are refused, and do not count.
    for _ in 0..CHAT_BURST + 2 {
        host.send(&line("  ")).await;
        assert_eq!(host.error().await.0, ErrorKind::BadMessage);
    }
    for n in 0..CHAT_BURST {
        host.send(&line(&format!("line {n}"))).await;
        host.until(|m| matches!(m, ServerMessage::Chat(_))).await;
    }
    // Five said: the sixth within 10 s is refused.
    host.send(&line("one too many")).await;
    assert_eq!(host.error().await.0, ErrorKind::Limit);
    server.stop().await;
}
