//! What must not break a table: players dropping and returning, a player who does not return,
//! a server restart, unreadable database rows, idle tables, and hostile or mistaken clients.

use crate::common::{
    Client, Picks, config, miss_codes_until_limited, play, server, temp_db, two_people,
};
use challenge_online::{ClientMessage, ErrorKind, SeatPlan, SeatState, ServerMessage};
use challenge_rules::Level;
use serde_json::json;
use std::time::Duration;

async fn play_to_the_end(host: &mut Client, friend: &mut Client, picks: &mut Picks) {
    while !host.finished() {
        play(host, friend, 1, picks).await;
    }
    assert!(friend.finished());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_reconnects_gets_the_seat_back_with_a_fresh_view() {
    let server = server(config(temp_db("reconnect"))).await;
    let (mut host, mut friend, _) = two_people(server.addr, "svoi_kozyri", 3).await;
    let mut picks = Picks::new(3);
    play(&mut host, &mut friend, 4, &mut picks).await;
    let token = friend.token.clone().unwrap();
    let view_before = friend.game.clone().unwrap();
    friend.close().await;
    let info = host
        .until(|m| {
            matches!(m, ServerMessage::Table(info)
                if matches!(info.seats[1], SeatState::Player { connected: false, .. }))
        })
        .await;
    let ServerMessage::Table(info) = info else {
        unreachable!()
    };
    assert!(matches!(
        info.seats[1],
        SeatState::Player { returns_within: Some(secs), stand_in: false, .. } if secs <= 60
    ));

    // From another device: the same seat, the same game.
    let mut friend = Client::connect(server.addr).await;
    friend
        .send(&ClientMessage::Resume { token, name: None })
        .await;
    let update = friend.update().await;
    assert_eq!(friend.seat, Some(1));
    assert_eq!(update.ply, view_before.ply);
    assert_eq!(update.view, view_before.view);
    assert_eq!(update.legal, view_before.legal);
    host.until(|m| {
        matches!(m, ServerMessage::Table(info)
            if matches!(info.seats[1], SeatState::Player { connected: true, .. }))
    })
    .await;
    play_to_the_end(&mut host, &mut friend, &mut picks).await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_player_stands_in_for_a_player_who_does_not_return_until_they_do() {
    let mut settings = config(temp_db("stand-in"));
    settings.grace = Duration::from_millis(300);
    let server = server(settings).await;
    let (mut host, mut friend, _) = two_people(server.addr, "svoi_kozyri", 5).await;
    let mut picks = Picks::new(5);
    // Up to the friend's turn.
    while !friend.must_act() {
        play(&mut host, &mut friend, 1, &mut picks).await;
    }
    let ply = friend.ply();
    let token = friend.token.clone().unwrap();
    friend.close().await;
    host.until(|m| {
        matches!(m, ServerMessage::Table(info)
            if matches!(info.seats[1], SeatState::Player { stand_in: true, .. }))
    })
    .await;
    // The stand-in moves for the absent friend.
    host.reach(ply + 1).await;

    let mut friend = Client::connect(server.addr).await;
    friend
        .send(&ClientMessage::Resume { token, name: None })
        .await;
    friend.update().await;
    host.until(|m| {
        matches!(m, ServerMessage::Table(info)
            if matches!(info.seats[1], SeatState::Player { stand_in: false, connected: true, .. }))
    })
    .await;
    // Whatever the stand-in did meanwhile, the two now play on in step.
    host.reach(friend.ply()).await;
    friend.reach(host.ply()).await;
    play_to_the_end(&mut host, &mut friend, &mut picks).await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_brings_back_every_game_from_its_database() {
    let db = temp_db("restart");
    let first = server(config(db.clone())).await;
    let (mut host, mut friend, code) = two_people(first.addr, "svoi_kozyri", 11).await;
    let mut picks = Picks::new(11);
    play(&mut host, &mut friend, 5, &mut picks).await;
    let (host_token, friend_token) = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    let (host_before, friend_before) = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    first.stop().await;
    // The stopping server closed the connections.
    while host.try_next().await.is_some() {}
    assert!(host.closed);

    let db_path = db.clone();
    let second = server(config(db)).await;
    assert_eq!(second.restored, 1);
    let mut host = Client::connect(second.addr).await;
    host.send(&ClientMessage::Resume {
        token: host_token,
        name: None,
    })
    .await;
    let mut friend = Client::connect(second.addr).await;
    friend
        .send(&ClientMessage::Resume {
            token: friend_token,
            name: None,
        })
        .await;
    let (host_after, friend_after) = (host.update().await, friend.update().await);
    assert_eq!(host.code.as_deref(), Some(code.as_str()));
    for (after, before) in [(host_after, host_before), (friend_after, friend_before)] {
        assert_eq!(
            (after.ply, after.view, after.legal, after.to_act),
            (before.ply, before.view, before.legal, before.to_act)
        );
    }
    play_to_the_end(&mut host, &mut friend, &mut picks).await;
    // The action log, across the restart, has every ply once and rebuilds the stored game.
    let log = second.store().actions(&code).await.unwrap();
    assert_eq!(log.len() as u64, host.ply());
    let (meta, save): (String, String) = rusqlite::Connection::open(&db_path)
        .unwrap()
        .query_row(
            "SELECT meta, save FROM tables WHERE code = ?1",
            [&code],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap();
    let rebuilt = challenge_server::audit::replay(&meta, &log).unwrap();
    assert_eq!(rebuilt.save().unwrap(), save);
    // A log with a gap, or an action from the wrong seat, is caught.
    assert!(challenge_server::audit::replay(&meta, &log[1..]).is_err());
    let mut wrong_seat = log.clone();
    wrong_seat[0].seat = 1 - wrong_seat[0].seat;
    assert!(challenge_server::audit::replay(&meta, &wrong_seat).is_err());
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unreadable_database_rows_are_reported_and_skipped() {
    let db = temp_db("bad-rows");
    let first = server(config(db.clone())).await;
    let (host, friend, _) = two_people(first.addr, "svoi_kozyri", 2).await;
    let token = host.token.clone().unwrap();
    host.close().await;
    friend.close().await;
    first.stop().await;
    {
        let connection = rusqlite::Connection::open(&db).unwrap();
        let (meta, save): (String, String) = connection
            .query_row("SELECT meta, save FROM tables", [], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .unwrap();
        let tampered = save.replacen("\"state\":{", "\"state\":{\"x\":1,", 1);
        for (code, meta, save) in [
            ("AAAAAA", meta.as_str(), tampered.as_str()),
            ("CCCCCC", "{not json", save.as_str()),
            ("EEEEEE", meta.as_str(), "nonsense"),
        ] {
            connection
                .execute(
                    "INSERT INTO tables (code, meta, save, updated) VALUES (?1, ?2, ?3, 0)",
                    (code, meta, save),
                )
                .unwrap();
        }
    }
    let second = server(config(db)).await;
    assert_eq!(second.restored, 1, "only the good table comes back");
    let mut host = Client::connect(second.addr).await;
    host.send(&ClientMessage::Resume { token, name: None })
        .await;
    assert_eq!(host.update().await.ply, 0);
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_and_mistaken_messages_are_refused_and_change_nothing() {
    let mut settings = config(temp_db("hostile"));
    settings.rate = challenge_server::Config::default().rate;
    settings.burst = challenge_server::Config::default().burst;
    let server = server(settings).await;

    // Before hello, and with another protocol version.
    let mut stranger = Client::raw(server.addr).await;
    stranger.send(&ClientMessage::Ping).await;
    assert_eq!(stranger.error().await.0, ErrorKind::Version);
    stranger.send_text(r#"{"op":"hello","v":99}"#).await;
    assert_eq!(stranger.error().await.0, ErrorKind::Version);
    // A client of version 1, which read English sentences where this version sends data.
    let mut old = Client::raw(server.addr).await;
    old.send_text(r#"{"op":"hello","v":1}"#).await;
    let (kind, message) = old.error().await;
    assert_eq!(kind, ErrorKind::Version);
    assert!(message.contains("version 2, not 1"), "{message}");

    let (mut host, mut friend, code) = two_people(server.addr, "svoi_kozyri", 9).await;
    let mut picks = Picks::new(9);
    play(&mut host, &mut friend, 2, &mut picks).await;
    let (host_view, friend_view) = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    let (mover, waiter) = if host.must_act() {
        (&mut host, &mut friend)
    } else {
        (&mut friend, &mut host)
    };
    let ply = mover.ply();
    let legal = mover.game.clone().unwrap().legal[0].action.clone();

    for (text, kind) in [
        ("not json at all", ErrorKind::BadMessage),
        ("[1,2,3]", ErrorKind::BadMessage),
        (r#"{"op":"fly"}"#, ErrorKind::BadMessage),
        (r#"{"op":"start","now":true}"#, ErrorKind::BadMessage),
        (r#"{"op":"act","ply":0}"#, ErrorKind::BadMessage),
    ] {
        mover.send_text(text).await;
        assert_eq!(mover.error().await.0, kind, "{text}");
    }
    // The other seat plays the mover's legal action: not its turn.
    waiter
        .send(&ClientMessage::Act {
            ply,
            action: legal.clone(),
        })
        .await;
    assert_eq!(waiter.error().await.0, ErrorKind::NotYourTurn);
    // An answer to an earlier ply.
    mover
        .send(&ClientMessage::Act {
            ply: ply - 1,
            action: legal.clone(),
        })
        .await;
    assert_eq!(mover.error().await.0, ErrorKind::Stale);
    mover
        .send(&ClientMessage::Act {
            ply,
            action: json!({"action": "teleport"}),
        })
        .await;
    assert_eq!(mover.error().await.0, ErrorKind::Illegal);
    // Seats are the host's to change, and only before the deal.
    waiter
        .send(&ClientMessage::SetSeat {
            seat: 0,
            plan: SeatPlan::Bot { level: Level::Easy },
        })
        .await;
    let refused = waiter.error().await.0;
    assert!(matches!(
        refused,
        ErrorKind::Unauthorised | ErrorKind::Taken | ErrorKind::WrongPhase
    ));
    waiter.send(&ClientMessage::Start).await;
    let refused = waiter.error().await.0;
    assert!(matches!(
        refused,
        ErrorKind::Unauthorised | ErrorKind::WrongPhase
    ));
    // A made-up token, a wrong code, a spectator acting.
    let mut intruder = Client::connect(server.addr).await;
    intruder
        .send(&ClientMessage::Resume {
            token: "0123456789abcdef0123456789abcdef".into(),
            name: None,
        })
        .await;
    assert_eq!(intruder.error().await.0, ErrorKind::NotFound);
    intruder
        .send(&ClientMessage::Act {
            ply,
            action: legal.clone(),
        })
        .await;
    assert_eq!(intruder.error().await.0, ErrorKind::NotFound);
    intruder
        .send(&ClientMessage::Watch { code: code.clone() })
        .await;
    intruder
        .until(|m| matches!(m, ServerMessage::Seated { seat: None, .. }))
        .await;
    intruder
        .send(&ClientMessage::Act {
            ply,
            action: legal.clone(),
        })
        .await;
    assert_eq!(intruder.error().await.0, ErrorKind::Unauthorised);
    intruder
        .send(&ClientMessage::Join {
            code: code.clone(),
            name: "Late".into(),
            seat: None,
        })
        .await;
    assert_eq!(intruder.error().await.0, ErrorKind::Taken);

    // A message over the cap gets an error; a frame far over it closes that connection only.
    mover
        .send_text(&format!(
            r#"{{"op":"ping","pad":"{}"}}"#,
            "x".repeat(20_000)
        ))
        .await;
    assert_eq!(mover.error().await.0, ErrorKind::Limit);
    let mut giant = Client::connect(server.addr).await;
    // The server may close while the frame is still being written: either way it is gone.
    let sent = giant
        .try_send_text(&format!(
            r#"{{"op":"ping","pad":"{}"}}"#,
            "x".repeat(2 << 20)
        ))
        .await;
    assert!(
        sent.is_err() || giant.try_next().await.is_none(),
        "a 2 MiB frame closes the connection"
    );

    // A flood: refused past the burst, then disconnected.
    let mut flood = Client::connect(server.addr).await;
    for _ in 0..400 {
        if flood.try_send_text(r#"{"op":"ping"}"#).await.is_err() {
            break;
        }
    }
    let (mut pongs, mut limited) = (0, 0);
    while let Some(message) = flood.try_next().await {
        match message {
            ServerMessage::Pong => pongs += 1,
            ServerMessage::Error {
                kind: ErrorKind::Limit,
                ..
            } => limited += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(pongs <= 60, "{pongs} pings answered in a flood");
    assert!(limited > 0 && flood.closed);

    // Nothing changed: the same views, and the mover's legal action still plays.
    assert_eq!(mover.game.as_ref().unwrap().ply, ply);
    let (host_now, friend_now) = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    assert_eq!(host_now, host_view);
    assert_eq!(friend_now, friend_view);
    let (mover, waiter) = if host.must_act() {
        (&mut host, &mut friend)
    } else {
        (&mut friend, &mut host)
    };
    mover.send(&ClientMessage::Act { ply, action: legal }).await;
    assert_eq!(mover.update().await.ply, ply + 1);
    assert_eq!(waiter.update().await.ply, ply + 1);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guessing_invite_codes_is_cut_short() {
    let server = server(config(temp_db("guess"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = host
        .create(
            "gotcha",
            vec![SeatPlan::Open, SeatPlan::Open, SeatPlan::Open],
            1,
        )
        .await;
    let mut guesser = Client::connect(server.addr).await;
    miss_codes_until_limited(&mut guesser, &code).await;
    // Once limited, even the right code is refused from that address for a while.
    guesser.send(&ClientMessage::Watch { code }).await;
    assert_eq!(guesser.error().await.0, ErrorKind::Limit);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_sets_seats_and_the_deal_gives_open_seats_to_computer_players() {
    let server = server(config(temp_db("seats"))).await;
    let mut host = Client::connect(server.addr).await;
    let code = host
        .create(
            "challenge_poker",
            vec![
                SeatPlan::Open,
                SeatPlan::Open,
                SeatPlan::Open,
                SeatPlan::Open,
            ],
            4,
        )
        .await;
    host.send(&ClientMessage::SetSeat {
        seat: 3,
        plan: SeatPlan::Bot { level: Level::Easy },
    })
    .await;
    host.until(|m| {
        matches!(m, ServerMessage::Table(info) if info.seats[3] == SeatState::Bot { level: Level::Easy })
    })
    .await;
    let mut friend = Client::connect(server.addr).await;
    friend.join(&code, "Friend").await;
    assert_eq!(friend.seat, Some(1));
    friend.send(&ClientMessage::Start).await;
    assert_eq!(friend.error().await.0, ErrorKind::Unauthorised);
    host.send(&ClientMessage::Start).await;
    let info = host
        .until(|m| matches!(m, ServerMessage::Table(info) if info.started))
        .await;
    let ServerMessage::Table(info) = info else {
        unreachable!()
    };
    assert_eq!(
        info.seats[2],
        SeatState::Bot {
            level: Level::Normal
        }
    );
    assert_eq!(info.seats[3], SeatState::Bot { level: Level::Easy });
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_table_is_closed() {
    let mut settings = config(temp_db("idle"));
    settings.idle = Duration::from_millis(400);
    let server = server(settings).await;
    let mut host = Client::connect(server.addr).await;
    host.create("gotcha", vec![SeatPlan::Open, SeatPlan::Open], 1)
        .await;
    assert_eq!(server.table_count(), 1);
    host.until(|m| matches!(m, ServerMessage::Closed { .. }))
        .await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(server.table_count(), 0);
    server.stop().await;
}
