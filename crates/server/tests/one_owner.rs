//! One owner per table, on PostgreSQL: after the database restarts, resumes and watches
//! through every process see the same ply and the game plays on to its end; and a table whose
//! owner was killed goes on by itself, its computer players moving at another process, with no
//! player coming back.

use crate::common::postgres::TestPostgres;
use crate::common::{Client, Picks, ServerProcess, play, start_binary_with, two_people_through};
use challenge_online::{ClientMessage, ErrorKind, GameUpdate, SeatPlan, ServerMessage};
use challenge_rules::Level;
use challenge_server::audit;
use challenge_server::store::LoggedAction;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::time::Instant;

const LEASE_MS: u64 = 1_500;

fn process(postgres: &TestPostgres, flags: &[&str]) -> (ServerProcess, SocketAddr) {
    let lease = LEASE_MS.to_string();
    let url = postgres.url();
    let mut all = vec![
        "--db",
        url.as_str(),
        "--lease-ms",
        lease.as_str(),
        "--rate",
        "10000",
        "--burst",
        "10000",
    ];
    all.extend_from_slice(flags);
    start_binary_with(&all)
}

/// The game as a new connection through `addr` first sees it: resumed with `token`, or watched
/// with `code`. A `server` refusal (the table moving, the database away) is tried again.
async fn fresh_look(addr: SocketAddr, asked: &ClientMessage) -> (Client, GameUpdate) {
    let started = Instant::now();
    loop {
        let mut client = Client::connect(addr).await;
        client.send(asked).await;
        let answer = client
            .try_until(|m| matches!(m, ServerMessage::Game(_) | ServerMessage::Error { .. }))
            .await;
        match answer {
            Some(ServerMessage::Game(update)) => return (client, update),
            Some(ServerMessage::Error {
                kind: ErrorKind::Server,
                ..
            })
            | None => {}
            other => panic!("{asked:?} through {addr}: {other:?}"),
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{asked:?} through {addr} was not answered with the table"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The current game's action log, read straight from PostgreSQL, with the stored record.
async fn stored(postgres: &TestPostgres, code: &str) -> (String, Vec<LoggedAction>) {
    let (client, connection) = tokio_postgres::connect(&postgres.url(), tokio_postgres::NoTls)
        .await
        .expect("the test reaches its database");
    tokio::spawn(connection);
    let meta: String = client
        .query_one("SELECT meta FROM tables WHERE code = $1", &[&code])
        .await
        .unwrap()
        .get(0);
    let log = client
        .query(
            "SELECT ply, seat, action FROM actions WHERE code = $1 ORDER BY ply",
            &[&code],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| LoggedAction {
            ply: row.get::<_, i64>(0) as u64,
            seat: row.get::<_, i32>(1) as usize,
            action: row.get(2),
        })
        .collect();
    (meta, log)
}

/// The report's case: three processes, a table made through one and joined through another,
/// the database stopped for longer than the lease and started again. The players come back
/// and act through the second process only, while spectators arrive through all three: every
/// process leads every one of them to the same ply, and the game ends. (Before, the second
/// process took the table over while the first, which had lost its lease with the database,
/// went on showing the ply it held, for ever, since nothing was written through it.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_database_restart_every_process_shows_the_same_ply_and_the_game_ends() {
    let postgres = TestPostgres::start(false);
    let processes: Vec<(ServerProcess, SocketAddr)> =
        (0..3).map(|_| process(&postgres, &[])).collect();
    let addrs: Vec<SocketAddr> = processes.iter().map(|(_, addr)| *addr).collect();
    let (mut host, mut friend, code) =
        two_people_through(addrs[0], addrs[1], "bluff_poker", 81).await;
    let mut picks = Picks::new(81);
    play(&mut host, &mut friend, 4, &mut picks).await;
    let tokens = [host.token.clone().unwrap(), friend.token.clone().unwrap()];
    drop((host, friend));

    postgres.stop();
    tokio::time::sleep(Duration::from_millis(LEASE_MS * 2)).await;
    postgres.start_again();

    let watch = ClientMessage::Watch { code: code.clone() };
    for step in 0..400 {
        // Every process shows the same ply and the same table to a newcomer, the players'
        // process first.
        let mut seen: Vec<GameUpdate> = Vec::new();
        for index in [1, 0, 2] {
            let addr = &addrs[index];
            let (_watcher, update) = fresh_look(*addr, &watch).await;
            if let Some(first) = seen.first() {
                assert_eq!(
                    (update.ply, &update.view),
                    (first.ply, &first.view),
                    "step {step}: process {index} shows another state than process 1"
                );
            }
            seen.push(update);
        }
        if seen[0].outcome.is_some() {
            let (meta, log) = stored(&postgres, &code).await;
            assert_eq!(log.len() as u64, seen[0].ply, "one logged action per ply");
            let game = audit::replay(&meta, &log).expect("the log plays again");
            assert!(game.outcome().is_some());
            return;
        }
        // The seat to act comes back through the second process, and acts.
        let seat = seen[0].to_act.expect("someone is to act");
        let addr = addrs[1];
        let resume = ClientMessage::Resume {
            token: tokens[seat].clone(),
            name: None,
        };
        let (mut mover, update) = fresh_look(addr, &resume).await;
        assert_eq!(update.ply, seen[0].ply, "the mover sees what newcomers see");
        let ply = update.ply;
        mover.act(picks.next()).await;
        let answer = mover
            .try_until(|m| matches!(m, ServerMessage::Game(_) | ServerMessage::Error { .. }))
            .await;
        if let Some(ServerMessage::Game(update)) = answer {
            assert_eq!(update.ply, ply + 1);
        }
    }
    panic!("the game did not end");
}

/// The owner is killed while only computer players play (the one player dropped, and a
/// computer player stands in): nobody comes back, yet another process takes the table over
/// within a lease and its computer players finish the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_owner_died_goes_on_with_nobody_coming_back() {
    let postgres = TestPostgres::start(false);
    let slow = ["--bot-delay-ms", "150", "--grace-secs", "0"];
    let (mut owner, first) = process(&postgres, &slow);
    let (_second, second) = process(&postgres, &slow);
    let mut host = Client::connect(first).await;
    let code = host
        .create(
            "gotcha",
            vec![SeatPlan::Open, SeatPlan::Bot { level: Level::Easy }],
            91,
        )
        .await;
    host.send(&ClientMessage::Start).await;
    host.update().await;
    host.close().await;
    // The computer players play a few moves at the owner, then it dies.
    tokio::time::sleep(Duration::from_millis(600)).await;
    owner.0.kill().unwrap();
    owner.0.wait().unwrap();
    let killed_at = Instant::now();
    let (_, log) = stored(&postgres, &code).await;
    let ply_at_death = log.len() as u64;

    // Nobody resumes; the table is looked at only by reading the store.
    loop {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let (meta, log) = stored(&postgres, &code).await;
        let game = audit::replay(&meta, &log).expect("the log plays again");
        if game.outcome().is_some() {
            break;
        }
        if log.len() as u64 == ply_at_death {
            assert!(
                killed_at.elapsed() < Duration::from_millis(LEASE_MS * 4),
                "no move for {:?} after the owner died",
                killed_at.elapsed()
            );
        }
        assert!(
            killed_at.elapsed() < Duration::from_secs(120),
            "the game did not end"
        );
    }
    // And a spectator through the survivor sees the finished game.
    let (_, update) = fresh_look(second, &ClientMessage::Watch { code }).await;
    assert!(update.outcome.is_some());
}

/// A player who comes back while the database is away is not refused (the game would take
/// the refusal for a lost seat): the resume waits, and gets the seat once the database is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_back_while_the_database_is_away_gets_the_seat_once_it_returns() {
    let postgres = TestPostgres::start(false);
    let (_first, first) = process(&postgres, &[]);
    let (_second, second) = process(&postgres, &[]);
    let (mut host, mut friend, _code) = two_people_through(first, second, "gotcha", 95).await;
    play(&mut host, &mut friend, 3, &mut Picks::new(95)).await;
    let seen = friend.game.clone().unwrap();
    let token = friend.token.clone().unwrap();
    drop(friend);

    postgres.stop();
    let mut back = Client::connect(second).await;
    back.send(&ClientMessage::Resume { token, name: None })
        .await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    postgres.start_again();
    let answer = back
        .until(|m| matches!(m, ServerMessage::Game(_) | ServerMessage::Error { .. }))
        .await;
    let ServerMessage::Game(update) = answer else {
        panic!("the player back during the outage got {answer:?}");
    };
    assert_eq!((update.ply, &update.view), (seen.ply, &seen.view));
}

/// A player relayed through one process to a table's owner that then hangs (paused) is not
/// left waiting on a silent connection: within a lease or so the relaying process closes it
/// as for a table that moved (1012), and the player comes back to the table, taken over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_relayed_to_an_owner_that_hangs_is_sent_back_within_a_lease() {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    let postgres = TestPostgres::start(false);
    let (owner, first) = process(&postgres, &[]);
    let (_second, second) = process(&postgres, &[]);
    let (host, mut friend, _code) = two_people_through(first, second, "gotcha", 97).await;
    let token = friend.token.clone().unwrap();
    let seen = friend.game.clone().unwrap();
    let pause = |name: &str| {
        std::process::Command::new("kill")
            .args([&format!("-{name}"), &owner.0.id().to_string()])
            .status()
            .unwrap()
    };
    pause("STOP");
    let paused_at = Instant::now();
    let close = loop {
        match tokio::time::timeout(Duration::from_secs(15), friend.socket_mut().next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => break frame.map(|frame| frame.code),
            Ok(Some(Ok(_))) => continue,
            other => panic!("the relayed player was not closed: {other:?}"),
        }
    };
    assert_eq!(
        close,
        Some(CloseCode::Restart),
        "closed as for a table that moved"
    );
    assert!(
        paused_at.elapsed() < Duration::from_millis(LEASE_MS * 2 + 1_000),
        "closed {:?} after the owner hung",
        paused_at.elapsed()
    );
    let (_back, update) = fresh_look(second, &ClientMessage::Resume { token, name: None }).await;
    assert_eq!((update.ply, &update.view), (seen.ply, &seen.view));
    pause("CONT");
    drop(host);
}
