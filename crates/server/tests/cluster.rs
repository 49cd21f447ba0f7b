//! Two or three server processes on one PostgreSQL of the test's own: a table made through one
//! is played through another; the owner killed outright, paused past its lease, or stopped
//! with SIGTERM, and the database restarted mid-game — each time the game goes on, every seat
//! from the same view, with no action lost or applied twice. Each process lists the public
//! tables it runs.

use crate::common::postgres::TestPostgres;
use crate::common::{
    Client, Picks, ServerProcess, miss_codes_until_limited, play, start_binary_with, two_people,
    two_people_through,
};
use challenge_online::{ClientMessage, ErrorKind, GameUpdate, OpenTable, SeatPlan, ServerMessage};
use challenge_rules::Level;
use challenge_server::audit;
use challenge_server::store::LoggedAction;
use std::net::SocketAddr;
use std::time::Duration;

/// How long a process that stops renewing keeps its tables, in these tests.
const LEASE_MS: u64 = 1_500;

fn process(postgres: &TestPostgres) -> (ServerProcess, SocketAddr) {
    start_binary_with(&[
        "--db",
        &postgres.url(),
        "--lease-ms",
        &LEASE_MS.to_string(),
        // The test clients act as fast as they read.
        "--rate",
        "10000",
        "--burst",
        "10000",
    ])
}

fn signal(server: &ServerProcess, name: &str) {
    let status = std::process::Command::new("kill")
        .args([&format!("-{name}"), &server.0.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success(), "kill -{name}");
}

/// The table's stored record and snapshot, and its action log, read straight from PostgreSQL.
async fn stored(postgres: &TestPostgres, code: &str) -> (String, String, Vec<LoggedAction>) {
    let (client, connection) = tokio_postgres::connect(&postgres.url(), tokio_postgres::NoTls)
        .await
        .expect("the test reaches its database");
    tokio::spawn(connection);
    let row = client
        .query_one("SELECT meta, save FROM tables WHERE code = $1", &[&code])
        .await
        .unwrap();
    let log = client
        .query(
            // The current game's actions: a table that played again logs each game apart.
            "SELECT ply, seat, action FROM actions
             WHERE code = $1
               AND created = (SELECT max(created) FROM actions WHERE code = $1)
             ORDER BY ply",
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
    (row.get(0), row.get(1), log)
}

/// The log has one action for each ply the players saw, and played again from the deal it
/// makes exactly the stored snapshot.
async fn log_agrees(postgres: &TestPostgres, code: &str, ply: u64) {
    let (meta, save, log) = stored(postgres, code).await;
    assert_eq!(log.len() as u64, ply, "one logged action per ply");
    let rebuilt = audit::replay(&meta, &log).expect("the log plays again");
    assert_eq!(
        rebuilt.save().unwrap(),
        save,
        "the log rebuilds the snapshot"
    );
}

/// Both players come back through `addr` with their tokens; returns them with the updates
/// they get on arrival.
async fn resume_both(addr: SocketAddr, tokens: &(String, String)) -> (Client, Client) {
    resume_through(addr, addr, tokens).await
}

/// The host comes back through `host_addr`, the friend through `friend_addr`.
async fn resume_through(
    host_addr: SocketAddr,
    friend_addr: SocketAddr,
    tokens: &(String, String),
) -> (Client, Client) {
    let mut host = Client::connect(host_addr).await;
    host.send(&ClientMessage::Resume {
        token: tokens.0.clone(),
        name: None,
    })
    .await;
    host.update().await;
    let mut friend = Client::connect(friend_addr).await;
    friend
        .send(&ClientMessage::Resume {
            token: tokens.1.clone(),
            name: None,
        })
        .await;
    friend.update().await;
    (host, friend)
}

fn same_view(now: &GameUpdate, before: &GameUpdate) {
    assert_eq!(
        (now.ply, &now.view, &now.legal, now.to_act),
        (before.ply, &before.view, &before.legal, before.to_act)
    );
}

async fn play_to_the_end(host: &mut Client, friend: &mut Client, seed: u64) {
    play(host, friend, 5_000, &mut Picks::new(seed)).await;
    assert!(host.finished() && friend.finished(), "the game ended");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_made_through_one_process_is_played_to_its_end_through_another() {
    let postgres = TestPostgres::start(false);
    let (_first, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let (mut host, mut friend, code) = two_people_through(first, second, "gotcha", 5).await;
    play_to_the_end(&mut host, &mut friend, 5).await;
    log_agrees(&postgres, &code, host.ply()).await;

    // A watcher through either process sees the same finished table.
    let mut watcher = Client::connect(second).await;
    watcher
        .send(&ClientMessage::Watch { code: code.clone() })
        .await;
    assert_eq!(watcher.update().await.ply, host.ply());

    // Missed codes count across processes: limited through one, limited through the other;
    // a right token is still taken by both.
    let mut guesser = Client::connect(first).await;
    miss_codes_until_limited(&mut guesser, &code).await;
    let mut other = Client::connect(second).await;
    other
        .send(&ClientMessage::Watch { code: code.clone() })
        .await;
    assert_eq!(other.error().await.0, ErrorKind::Limit);
    other
        .send(&ClientMessage::Resume {
            token: friend.token.clone().unwrap(),
            name: None,
        })
        .await;
    assert_eq!(other.update().await.ply, host.ply());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_owner_loses_no_action_and_the_game_goes_on_through_another_process() {
    let postgres = TestPostgres::start(false);
    let (mut owner, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let (_third, third) = process(&postgres);
    let (mut host, mut friend, code) = two_people(first, "gotcha", 31).await;
    play(&mut host, &mut friend, 6, &mut Picks::new(31)).await;
    let seen = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    owner.0.kill().unwrap();
    owner.0.wait().unwrap();

    // The two come back through different processes: one takes the table over, and the other
    // leads its player there.
    let (mut host, mut friend) = resume_through(second, third, &tokens).await;
    same_view(host.game.as_ref().unwrap(), &seen.0);
    same_view(friend.game.as_ref().unwrap(), &seen.1);
    play_to_the_end(&mut host, &mut friend, 32).await;
    log_agrees(&postgres, &code, host.ply()).await;
}

/// A player who comes back the moment the owner stops answering, while the store still counts
/// it live, is not turned away: the process they reach waits out the lease and takes over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_back_before_the_lease_runs_out_waits_for_the_takeover_rather_than_an_error() {
    let postgres = TestPostgres::start(false);
    let (paused, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let (mut host, mut friend, code) = two_people(first, "gotcha", 61).await;
    play(&mut host, &mut friend, 4, &mut Picks::new(61)).await;
    let seen = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    // Paused, the owner keeps its database session (and so its lock) and accepts connections
    // it never answers: to the others it looks live until its heartbeat is older than the lease.
    signal(&paused, "STOP");
    let back = tokio::time::Instant::now();
    let mut host = Client::connect(second).await;
    host.send(&ClientMessage::Resume {
        token: tokens.0.clone(),
        name: None,
    })
    .await;
    let answer = host
        .until(|m| matches!(m, ServerMessage::Game(_) | ServerMessage::Error { .. }))
        .await;
    let ServerMessage::Game(update) = answer else {
        panic!("the player back first got {answer:?}, not the table");
    };
    same_view(&update, &seen.0);
    assert!(
        back.elapsed() < Duration::from_millis(LEASE_MS + 6_000),
        "the takeover came within the lease and the margin: {:?}",
        back.elapsed()
    );
    let mut friend = Client::connect(second).await;
    friend
        .send(&ClientMessage::Resume {
            token: tokens.1.clone(),
            name: None,
        })
        .await;
    same_view(&friend.update().await, &seen.1);
    play_to_the_end(&mut host, &mut friend, 62).await;
    log_agrees(&postgres, &code, host.ply()).await;
    signal(&paused, "CONT");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_sent_twice_across_a_failover_is_applied_once() {
    let postgres = TestPostgres::start(false);
    let (mut owner, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let (mut host, mut friend, code) = two_people(first, "gotcha", 41).await;
    play(&mut host, &mut friend, 4, &mut Picks::new(41)).await;
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    // The mover's action is applied and saved; the owner dies before anyone reads the update.
    let mover_is_host = host.must_act();
    let ply = host.ply();
    let sent = {
        let mover = if mover_is_host {
            &mut host
        } else {
            &mut friend
        };
        let action = mover.act(0).await;
        mover.update().await;
        action
    };
    owner.0.kill().unwrap();
    owner.0.wait().unwrap();
    let (mut host, mut friend) = resume_both(second, &tokens).await;
    assert_eq!(host.ply(), ply + 1, "the saved action survived the owner");
    // The same action, sent again for the ply it answered, is refused as stale.
    let mover = if mover_is_host {
        &mut host
    } else {
        &mut friend
    };
    mover.send(&ClientMessage::Act { ply, action: sent }).await;
    assert_eq!(mover.error().await.0, ErrorKind::Stale);
    play_to_the_end(&mut host, &mut friend, 42).await;
    log_agrees(&postgres, &code, host.ply()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owner_paused_past_its_lease_is_refused_at_its_next_write_and_lets_the_table_go() {
    let postgres = TestPostgres::start(false);
    let (paused, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let (mut host, mut friend, code) = two_people(first, "gotcha", 51).await;
    let mut picks = Picks::new(51);
    play(&mut host, &mut friend, 4, &mut picks).await;
    // Stop when it is the friend's turn, so the friend's stale connection has a move to make.
    if !friend.must_act() {
        play(&mut host, &mut friend, 1, &mut picks).await;
    }
    assert!(friend.must_act());
    let stale_ply = friend.ply();
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());

    signal(&paused, "STOP");
    tokio::time::sleep(Duration::from_millis(LEASE_MS + 1_000)).await;
    // The other process takes the table over and the friend plays there.
    let (mut host_there, mut friend_there) = resume_both(second, &tokens).await;
    assert_eq!(friend_there.ply(), stale_ply);
    friend_there.act(1).await;
    friend_there.update().await;
    host_there.update().await;
    signal(&paused, "CONT");

    // The old connection, on the paused process, still thinks it is the friend's turn there.
    friend.act(0).await;
    let refused = friend
        .until(|m| matches!(m, ServerMessage::Error { .. }))
        .await;
    assert!(
        matches!(
            refused,
            ServerMessage::Error {
                kind: ErrorKind::Server,
                ..
            }
        ),
        "{refused:?}"
    );
    // It let the table go: asking it again leads to the new owner's game.
    let mut again = Client::connect(first).await;
    again
        .send(&ClientMessage::Resume {
            token: tokens.0.clone(),
            name: None,
        })
        .await;
    assert_eq!(again.update().await.ply, stale_ply + 1);
    log_agrees(&postgres, &code, stale_ply + 1).await;
    drop(host);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_hands_the_tables_over_and_the_players_go_on_elsewhere() {
    let postgres = TestPostgres::start(false);
    let (mut stopping, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let (mut host, mut friend, code) = two_people(first, "gotcha", 61).await;
    play(&mut host, &mut friend, 5, &mut Picks::new(61)).await;
    let seen = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    signal(&stopping, "TERM");
    let exited =
        tokio::task::spawn_blocking(move || stopping.0.wait().map(|status| (status, stopping)));
    let (status, _stopped) = tokio::time::timeout(Duration::from_secs(15), exited)
        .await
        .expect("the process exits within 15 s")
        .unwrap()
        .unwrap();
    assert!(status.success(), "{status}");
    // Handed over: the other process takes the table at once, without waiting out a lease.
    let (mut host, mut friend) = resume_both(second, &tokens).await;
    same_view(host.game.as_ref().unwrap(), &seen.0);
    same_view(friend.game.as_ref().unwrap(), &seen.1);
    play_to_the_end(&mut host, &mut friend, 62).await;
    log_agrees(&postgres, &code, host.ply()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_the_database_restarts_actions_are_refused_and_then_the_game_goes_on() {
    let postgres = TestPostgres::start(false);
    let (_first, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    // The friend comes through the other process: both processes lose the database.
    let (mut host, mut friend, code) = two_people_through(first, second, "gotcha", 71).await;
    play(&mut host, &mut friend, 3, &mut Picks::new(71)).await;
    let ply = host.ply();

    postgres.stop();
    let mover = if host.must_act() {
        &mut host
    } else {
        &mut friend
    };
    mover.act(0).await;
    let (kind, _) = mover.error().await;
    assert_eq!(kind, ErrorKind::Server);
    postgres.start_again();

    // Once the database is back the same action is taken, within a few tries.
    let mut tries = 0;
    loop {
        tries += 1;
        assert!(tries <= 40, "the servers did not recover");
        mover.act(0).await;
        match mover
            .until(|m| matches!(m, ServerMessage::Game(_) | ServerMessage::Error { .. }))
            .await
        {
            ServerMessage::Game(update) => {
                assert_eq!(update.ply, ply + 1);
                break;
            }
            ServerMessage::Error { kind, .. } => {
                assert_eq!(kind, ErrorKind::Server);
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            _ => unreachable!(),
        }
    }
    let other = if host.ply() > ply {
        &mut friend
    } else {
        &mut host
    };
    other.reach(ply + 1).await;
    play_to_the_end(&mut host, &mut friend, 72).await;
    log_agrees(&postgres, &code, host.ply()).await;
}

/// What `list_tables` answers through this client's process.
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

fn codes(tables: &[OpenTable]) -> Vec<String> {
    tables.iter().map(|table| table.code.clone()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_process_lists_the_public_tables_it_runs() {
    let postgres = TestPostgres::start(false);
    let (_first, first) = process(&postgres);
    let (_second, second) = process(&postgres);
    let mut host = Client::connect(first).await;
    host.send(&ClientMessage::Create {
        game: "gotcha".into(),
        seats: vec![SeatPlan::Open; 3],
        options: serde_json::Value::Null,
        seed: Some(3),
        seat: None,
        name: "Ann".into(),
        stand_in: Level::Normal,
        public: true,
        lang: "en".into(),
    })
    .await;
    host.until(|m| matches!(m, ServerMessage::Table(_))).await;
    let code = host.code.clone().expect("a code");
    assert_eq!(codes(&listed(&mut host).await), std::slice::from_ref(&code));

    // The other process lists only its own tables: a quick game there opens one there.
    let mut other = Client::connect(second).await;
    assert!(listed(&mut other).await.is_empty());
    other
        .send(&ClientMessage::QuickGame {
            game: Some("gotcha".into()),
            name: "Boris".into(),
            lang: String::new(),
        })
        .await;
    let quick_code = match other
        .until(|m| {
            matches!(
                m,
                ServerMessage::Seated { .. } | ServerMessage::Error { .. }
            )
        })
        .await
    {
        ServerMessage::Seated {
            code, host: true, ..
        } => code,
        refused => panic!("no quick table: {refused:?}"),
    };
    assert_ne!(quick_code, code);

    // Each lists only its own: the first still lists its table alone.
    assert_eq!(codes(&listed(&mut host).await), std::slice::from_ref(&code));
}
