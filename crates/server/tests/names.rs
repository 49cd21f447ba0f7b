//! Player names over loopback: every seat reads the others' names as the server cleaned them,
//! and a name given on return replaces the old one for everyone.

use crate::common::{Client, config, server, temp_db};
use challenge_online::{ClientMessage, SeatPlan, SeatState, ServerMessage, TableInfo};
use challenge_rules::Level;
use serde_json::Value;

/// The names seat by seat, as this client last heard the table described.
fn names(table: &TableInfo) -> Vec<String> {
    table
        .seats
        .iter()
        .map(|seat| match seat {
            SeatState::Player { name, .. } => name.clone(),
            _ => "-".into(),
        })
        .collect()
}

/// Reads table descriptions until one says `wanted`.
async fn until_names(client: &mut Client, wanted: &[&str]) {
    client
        .until(|message| matches!(message, ServerMessage::Table(table) if names(table) == wanted))
        .await;
}

#[tokio::test]
async fn names_reach_the_others_cleaned_and_change_on_return() {
    let server = server(config(temp_db("names"))).await;
    let mut host = Client::connect(server.addr).await;
    host.send(&ClientMessage::Create {
        game: "gotcha".into(),
        seats: vec![
            SeatPlan::Open,
            SeatPlan::Open,
            SeatPlan::Open,
            SeatPlan::Bot { level: Level::Easy },
        ],
        options: Value::Null,
        seed: Some(3),
        seat: None,
        // An override that would turn the rest of a line round, a bell, spaces.
        name: "\u{202E}  Ann\u{7}  Lee ".into(),
        stand_in: Level::Normal,
        public: false,
        lang: String::new(),
    })
    .await;
    until_names(&mut host, &["Ann Lee", "-", "-", "-"]).await;
    let code = host.code.clone().expect("a code");

    // The same name in another case is numbered; "You" in Russian passes for nobody.
    let mut second = Client::connect(server.addr).await;
    second.join(&code, "ann LEE").await;
    let mut third = Client::connect(server.addr).await;
    third.join(&code, "Вы").await;
    for client in [&mut host, &mut second, &mut third] {
        until_names(client, &["Ann Lee", "ann LEE 2", "", "-"]).await;
    }

    // Back with a new name: everyone reads it; a name that would pass for a numbered seat
    // ("Player 1" at seat 3) is dropped on return too.
    let token = second.token.clone().expect("a token");
    second.close().await;
    let mut back = Client::connect(server.addr).await;
    back.send(&ClientMessage::Resume {
        token,
        name: Some("Boris".into()),
    })
    .await;
    for client in [&mut host, &mut back, &mut third] {
        until_names(client, &["Ann Lee", "Boris", "", "-"]).await;
    }
    let token = third.token.clone().expect("a token");
    third.close().await;
    let mut third = Client::connect(server.addr).await;
    third
        .send(&ClientMessage::Resume {
            token,
            name: Some("player1".into()),
        })
        .await;
    until_names(&mut third, &["Ann Lee", "Boris", "", "-"]).await;

    // A return without a name keeps the one the seat has.
    let token = back.token.clone().expect("a token");
    back.close().await;
    let mut back = Client::connect(server.addr).await;
    back.send(&ClientMessage::Resume { token, name: None })
        .await;
    until_names(&mut back, &["Ann Lee", "Boris", "", "-"]).await;
    server.stop().await;
}
