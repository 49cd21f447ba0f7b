//! The lobby over loopback: before the deal the host changes seats (open, a computer player,
//! a player who left let go) and moves to another seat; nobody else may, and nobody may once
//! the game is dealt. The host alone changes the game's options, also only before the deal.

use crate::common::{Client, config, server, temp_db};
use challenge_online::{ClientMessage, ErrorKind, SeatPlan, SeatState, ServerMessage, TableInfo};
use challenge_rules::Level;
use serde_json::Value;

/// The seats as one short word each: "open", "easy"/"normal"/"hard", or the player's name
/// ("-" for a player away).
fn seats(table: &TableInfo) -> Vec<String> {
    table
        .seats
        .iter()
        .map(|seat| match seat {
            SeatState::Open => "open".into(),
            SeatState::Bot { level } => level.name().into(),
            SeatState::Player {
                name,
                connected: true,
                ..
            } => name.clone(),
            SeatState::Player { .. } => "-".into(),
        })
        .collect()
}

/// Reads table descriptions until one has these seats and this host.
async fn until_seats(client: &mut Client, wanted: &[&str], host: usize) -> TableInfo {
    match client
        .until(|message| {
            matches!(message, ServerMessage::Table(table)
                if seats(table) == wanted && table.host == host)
        })
        .await
    {
        ServerMessage::Table(table) => table,
        _ => unreachable!(),
    }
}

#[tokio::test]
async fn only_the_host_changes_seats_and_only_before_the_deal() {
    let server = server(config(temp_db("lobby"))).await;
    let mut host = Client::connect(server.addr).await;
    host.send(&ClientMessage::Create {
        game: "gotcha".into(),
        seats: vec![SeatPlan::Open, SeatPlan::Open, SeatPlan::Open],
        options: Value::Null,
        seed: Some(5),
        seat: None,
        name: "Ann".into(),
        stand_in: Level::Normal,
        public: false,
        lang: String::new(),
    })
    .await;
    until_seats(&mut host, &["Ann", "open", "open"], 0).await;
    let code = host.code.clone().expect("a code");
    let mut friend = Client::connect(server.addr).await;
    friend.join(&code, "Boris").await;
    until_seats(&mut host, &["Ann", "Boris", "open"], 0).await;

    // A guest may change nothing.
    friend
        .send(&ClientMessage::SetSeat {
            seat: 2,
            plan: SeatPlan::Bot { level: Level::Hard },
        })
        .await;
    assert_eq!(friend.error().await.0, ErrorKind::Unauthorised);
    friend.send(&ClientMessage::MoveSeat { to: 2 }).await;
    assert_eq!(friend.error().await.0, ErrorKind::Unauthorised);

    // The host gives the last seat to a computer player and opens it again.
    host.send(&ClientMessage::SetSeat {
        seat: 2,
        plan: SeatPlan::Bot { level: Level::Hard },
    })
    .await;
    until_seats(&mut friend, &["Ann", "Boris", "hard"], 0).await;
    // A player who is here keeps their seat; the host's own seat is the host's.
    host.send(&ClientMessage::SetSeat {
        seat: 1,
        plan: SeatPlan::Open,
    })
    .await;
    assert_eq!(host.error().await.0, ErrorKind::Taken);
    host.send(&ClientMessage::SetSeat {
        seat: 0,
        plan: SeatPlan::Open,
    })
    .await;
    assert_eq!(host.error().await.0, ErrorKind::Taken);

    // The host moves to the computer player's seat; it takes the host's old one, and the
    // host's connection is told its new seat.
    host.send(&ClientMessage::MoveSeat { to: 2 }).await;
    host.until(|message| {
        matches!(
            message,
            ServerMessage::Seated {
                seat: Some(2),
                host: true,
                ..
            }
        )
    })
    .await;
    until_seats(&mut friend, &["hard", "Boris", "Ann"], 2).await;
    host.send(&ClientMessage::MoveSeat { to: 1 }).await;
    assert_eq!(host.error().await.0, ErrorKind::Taken, "Boris sits there");
    host.send(&ClientMessage::MoveSeat { to: 9 }).await;
    assert_eq!(host.error().await.0, ErrorKind::NotFound);

    // Boris leaves the lobby without giving the seat up: the host lets him go, and his token
    // keeps no seat.
    let token = friend.token.clone().expect("a token");
    friend.close().await;
    until_seats(&mut host, &["hard", "-", "Ann"], 2).await;
    host.send(&ClientMessage::SetSeat {
        seat: 1,
        plan: SeatPlan::Bot { level: Level::Easy },
    })
    .await;
    until_seats(&mut host, &["hard", "easy", "Ann"], 2).await;
    let mut back = Client::connect(server.addr).await;
    back.send(&ClientMessage::Resume { token, name: None })
        .await;
    assert_eq!(back.error().await.0, ErrorKind::NotFound);

    // Dealt: the seats are set.
    host.send(&ClientMessage::Start).await;
    host.until(|message| matches!(message, ServerMessage::Table(table) if table.started))
        .await;
    host.send(&ClientMessage::SetSeat {
        seat: 0,
        plan: SeatPlan::Open,
    })
    .await;
    assert_eq!(host.error().await.0, ErrorKind::WrongPhase);
    host.send(&ClientMessage::MoveSeat { to: 0 }).await;
    assert_eq!(host.error().await.0, ErrorKind::WrongPhase);
    server.stop().await;
}

#[tokio::test]
async fn only_the_host_changes_the_options_and_only_before_the_deal() {
    let server = server(config(temp_db("lobby-options"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = host
        .create(
            "gotcha",
            vec![SeatPlan::Open, SeatPlan::Open, SeatPlan::Open],
            5,
        )
        .await;
    let mut friend = Client::connect(server.addr).await;
    friend.join(&code, "Boris").await;
    let dealer = |table: &TableInfo| table.options.get("dealer").and_then(Value::as_u64);

    // A guest may not.
    friend
        .send(&ClientMessage::SetOptions {
            options: serde_json::json!({"dealer": 1}),
        })
        .await;
    assert_eq!(friend.error().await.0, ErrorKind::Unauthorised);

    // The host's options reach everyone, every field filled in.
    host.send(&ClientMessage::SetOptions {
        options: serde_json::json!({"dealer": 2}),
    })
    .await;
    let changed = friend
        .until(|message| matches!(message, ServerMessage::Table(table) if dealer(table) == Some(2)))
        .await;
    let ServerMessage::Table(changed) = changed else {
        unreachable!()
    };
    assert!(
        changed.options.as_object().is_some_and(|o| o.len() > 1),
        "the defaults fill the fields left out: {}",
        changed.options
    );

    // Options the rules refuse are refused with their reason, and change nothing.
    host.send(&ClientMessage::SetOptions {
        options: serde_json::json!({"dealer": 9}),
    })
    .await;
    match host
        .until(|message| matches!(message, ServerMessage::Error { .. }))
        .await
    {
        ServerMessage::Error { kind, rules, .. } => {
            assert_eq!(kind, ErrorKind::BadMessage);
            assert!(rules.is_some(), "the rules' own reason comes with it");
        }
        _ => unreachable!(),
    }

    // Dealt with the options set: the first update deals from seat 2.
    host.send(&ClientMessage::Start).await;
    let update = friend.update().await;
    let view = update.view.expect("a seat's view");
    assert_eq!(
        view["dealer"], 2,
        "the game is dealt with the host's options"
    );
    host.send(&ClientMessage::SetOptions {
        options: serde_json::json!({"dealer": 0}),
    })
    .await;
    assert_eq!(host.error().await.0, ErrorKind::WrongPhase);
    server.stop().await;
}
