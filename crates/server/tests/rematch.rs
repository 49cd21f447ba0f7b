//! Playing again at the same table over loopback: agreeing before the end is refused and a
//! spectator may never; once both players agree (or the host alone, for a friend who has gone)
//! the next game is dealt to the same seats with the deal moved on and the totals of the games
//! so far; tokens still hold their seats; and all of it comes back after a restart, with the
//! log of the new game rebuilding its row.

use crate::common::{Client, config, server, temp_db, two_people};
use challenge_online::{ClientMessage, ErrorKind, SeatState, ServerMessage, TableInfo};
use challenge_rules::Outcome;
use std::future::Future;
use std::path::Path;
use std::time::Duration;

/// Bluff Poker for two, each seat always taking its first legal action, ends in 50 actions;
/// anything far past that is a game that does not end.
const MOST_MOVES: usize = 400;
/// How long a whole test may take.
const LIMIT: Duration = Duration::from_secs(120);
const GAME: &str = "bluff_poker";

async fn within<T>(test: impl Future<Output = T>) -> T {
    tokio::time::timeout(LIMIT, test)
        .await
        .expect("the test ends within its limit")
}

/// The two play to the end, each taking its first legal action; returns how it ended and the
/// table as both read it once finished.
async fn play_out(host: &mut Client, friend: &mut Client) -> (Outcome, TableInfo) {
    for _ in 0..MOST_MOVES {
        if host.finished() && friend.finished() {
            break;
        }
        let (mover, other) = if host.must_act() {
            (&mut *host, &mut *friend)
        } else if friend.must_act() {
            (&mut *friend, &mut *host)
        } else {
            panic!("the game is not over and nobody is to act");
        };
        mover.act(0).await;
        mover.update().await;
        other.update().await;
    }
    let outcome = host.game.as_ref().and_then(|g| g.outcome.clone());
    let outcome = outcome.unwrap_or_else(|| panic!("{MOST_MOVES} moves and no end"));
    let table = table_where(host, |t| t.finished).await;
    table_where(friend, |t| t.finished).await;
    (outcome, table)
}

/// Reads until a table description answers `wanted`, and returns it.
async fn table_where(client: &mut Client, wanted: impl Fn(&TableInfo) -> bool) -> TableInfo {
    match client
        .until(|m| matches!(m, ServerMessage::Table(t) if wanted(t)))
        .await
    {
        ServerMessage::Table(table) => table,
        _ => unreachable!(),
    }
}

async fn refused(client: &mut Client, message: ClientMessage) -> ErrorKind {
    client.send(&message).await;
    client.error().await.0
}

/// The totals one game makes: a win for each winner, each seat's score.
fn totals_of(outcome: &Outcome, seats: usize) -> (Vec<u32>, Vec<i64>) {
    let wins = (0..seats)
        .map(|seat| u32::from(outcome.winners.contains(&seat)))
        .collect();
    (wins, outcome.scores.clone())
}

fn totals(table: &TableInfo) -> (Vec<u32>, Vec<i64>) {
    (table.wins.clone(), table.points.clone())
}

fn dealer(table: &TableInfo) -> Option<u64> {
    table.options.get("dealer").and_then(|d| d.as_u64())
}

/// Each seat's name, and whether its player is connected.
fn players(table: &TableInfo) -> Vec<(String, bool)> {
    table
        .seats
        .iter()
        .map(|seat| match seat {
            SeatState::Player {
                name, connected, ..
            } => (name.clone(), *connected),
            other => (format!("{other:?}"), false),
        })
        .collect()
}

/// A new connection back to the seat this token holds; returns it once its game update came.
async fn resume(addr: std::net::SocketAddr, token: &str) -> Client {
    let mut client = Client::connect(addr).await;
    client
        .send(&ClientMessage::Resume {
            token: token.into(),
            name: None,
        })
        .await;
    client.update().await;
    client
}

/// The stored row of the table, its game played again from its deal and the log of its
/// current game, and how many games have logged actions under its code.
async fn audit(server: &challenge_server::RunningServer, db: &Path, code: &str, plies: u64) {
    let log = server.store().actions(code).await.unwrap();
    assert_eq!(log.len() as u64, plies, "the log of the current game alone");
    let connection = rusqlite::Connection::open(db).unwrap();
    let (meta, save): (String, String) = connection
        .query_row(
            "SELECT meta, save FROM tables WHERE code = ?1",
            [code],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap();
    let rebuilt = challenge_server::audit::replay(&meta, &log).expect("the log plays again");
    assert_eq!(rebuilt.save().unwrap(), save, "the log rebuilds the row");
}

/// How many games have actions in the log under this code.
fn logged_games(db: &Path, code: &str) -> i64 {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row(
            "SELECT count(DISTINCT created) FROM actions WHERE code = ?1",
            [code],
            |row| row.get(0),
        )
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_players_agree_and_the_next_game_is_dealt_at_the_same_table() {
    within(async {
        let db = temp_db("rematch");
        let server = server(config(db.clone())).await;
        let (mut host, mut friend, code) = two_people(server.addr, GAME, 1).await;
        let mut watcher = Client::connect(server.addr).await;
        watcher
            .send(&ClientMessage::Watch { code: code.clone() })
            .await;
        watcher
            .until(|m| matches!(m, ServerMessage::Seated { seat: None, .. }))
            .await;
        let first = host.table.clone().expect("the table");
        assert_eq!((first.games, first.rematch.clone()), (1, vec![]));
        assert_eq!(totals(&first), (vec![0, 0], vec![0, 0]));
        assert_eq!(dealer(&first), Some(0));

        // Not before the end, and never a spectator.
        assert_eq!(
            refused(&mut host, ClientMessage::Rematch).await,
            ErrorKind::WrongPhase
        );
        assert_eq!(
            refused(&mut watcher, ClientMessage::Rematch).await,
            ErrorKind::Unauthorised
        );
        let (outcome, finished) = play_out(&mut host, &mut friend).await;
        assert_eq!(totals(&finished), totals_of(&outcome, 2));
        assert!(finished.rematch.is_empty());
        assert_eq!(
            refused(&mut watcher, ClientMessage::Rematch).await,
            ErrorKind::Unauthorised
        );

        // The first agreement shows; the second deals.
        friend.send(&ClientMessage::Rematch).await;
        for client in [&mut host, &mut friend] {
            let table = table_where(client, |t| t.rematch == [1]).await;
            assert!(table.finished && table.games == 1);
        }
        host.send(&ClientMessage::Rematch).await;
        for client in [&mut host, &mut friend, &mut watcher] {
            let table = table_where(client, |t| t.games == 2).await;
            assert!(table.started && !table.finished && table.rematch.is_empty());
            assert_eq!(dealer(&table), Some(1), "the deal moves on");
            assert_eq!(
                players(&table),
                [("Host".to_string(), true), ("Friend".to_string(), true)]
            );
            assert_eq!(totals(&table), totals_of(&outcome, 2));
            let update = client.update().await;
            assert_eq!((update.ply, update.outcome), (0, None));
        }
        assert_eq!((host.seat, friend.seat), (Some(0), Some(1)));
        assert!(host.must_act() || friend.must_act());

        // The tokens hold the same seats in the new game.
        let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
        host.close().await;
        friend.close().await;
        let mut host = resume(server.addr, &tokens.0).await;
        let mut friend = resume(server.addr, &tokens.1).await;
        assert_eq!((host.seat, friend.seat), (Some(0), Some(1)));
        assert_eq!((host.ply(), friend.ply()), (0, 0));
        let table = host.table.clone().expect("the table");
        assert_eq!((table.games, dealer(&table)), (2, Some(1)));

        // The new game is logged apart from the first, and its log rebuilds the row.
        for _ in 0..3 {
            let (mover, other) = if host.must_act() {
                (&mut host, &mut friend)
            } else {
                (&mut friend, &mut host)
            };
            mover.act(0).await;
            mover.update().await;
            other.update().await;
        }
        audit(&server, &db, &code, 3).await;
        assert_eq!(logged_games(&db, &code), 2);
        server.stop().await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_answers_for_a_friend_who_has_gone() {
    within(async {
        let server = server(config(temp_db("rematch-away"))).await;
        let (mut host, mut friend, _) = two_people(server.addr, GAME, 2).await;
        let friend_token = friend.token.clone().unwrap();
        let host_token = host.token.clone().unwrap();

        // The friend has gone: the host's agreement alone deals, and the friend has the usual
        // grace to come back to the new game.
        let (first, _) = play_out(&mut host, &mut friend).await;
        friend.close().await;
        table_where(&mut host, |t| !players(t)[1].1).await;
        host.send(&ClientMessage::Rematch).await;
        let table = table_where(&mut host, |t| t.games == 2).await;
        assert!(matches!(
            table.seats[1],
            SeatState::Player {
                connected: false,
                returns_within: Some(_),
                stand_in: false,
                ..
            }
        ));
        assert_eq!(host.update().await.ply, 0);
        let mut friend = resume(server.addr, &friend_token).await;
        assert_eq!((friend.seat, friend.ply()), (Some(1), 0));

        // The host is away: the friend's agreement waits for the host's.
        let (second, _) = play_out(&mut host, &mut friend).await;
        host.close().await;
        table_where(&mut friend, |t| !players(t)[0].1).await;
        friend.send(&ClientMessage::Rematch).await;
        let table = table_where(&mut friend, |t| t.rematch == [1]).await;
        assert!(table.finished && table.games == 2);
        let mut host = resume(server.addr, &host_token).await;
        let table = host.table.clone().expect("the table");
        assert!(table.finished && table.rematch == [1]);
        host.send(&ClientMessage::Rematch).await;
        for client in [&mut host, &mut friend] {
            let table = table_where(client, |t| t.games == 3).await;
            assert_eq!(dealer(&table), Some(0), "the deal comes round again");
            let (mut wins, mut points) = totals_of(&first, 2);
            let (more_wins, more_points) = totals_of(&second, 2);
            for seat in 0..2 {
                wins[seat] += more_wins[seat];
                points[seat] += more_points[seat];
            }
            assert_eq!(totals(&table), (wins, points));
            assert_eq!(client.update().await.ply, 0);
        }

        // The host agreed, then the friend went: that is all the next game waits for.
        play_out(&mut host, &mut friend).await;
        host.send(&ClientMessage::Rematch).await;
        table_where(&mut host, |t| t.rematch == [0]).await;
        friend.close().await;
        let table = table_where(&mut host, |t| t.games == 4).await;
        assert!(!players(&table)[1].1);
        assert_eq!(host.update().await.ply, 0);
        server.stop().await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_survives_a_restart() {
    within(async {
        let db = temp_db("rematch-restart");
        let first = server(config(db.clone())).await;
        let (mut host, mut friend, code) = two_people(first.addr, GAME, 3).await;
        let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
        let (outcome, _) = play_out(&mut host, &mut friend).await;
        friend.send(&ClientMessage::Rematch).await;
        table_where(&mut host, |t| t.rematch == [1]).await;
        first.stop().await;
        while host.try_next().await.is_some() {}
        while friend.try_next().await.is_some() {}

        // The agreement, the games count and the totals come back.
        let second = server(config(db.clone())).await;
        assert_eq!(second.restored, 1);
        let mut host = resume(second.addr, &tokens.0).await;
        let table = host.table.clone().expect("the table");
        assert!(table.finished && table.games == 1 && table.rematch == [1]);
        assert_eq!(totals(&table), totals_of(&outcome, 2));
        host.send(&ClientMessage::Rematch).await;
        table_where(&mut host, |t| t.games == 2).await;
        assert_eq!(host.update().await.ply, 0);
        let mut friend = resume(second.addr, &tokens.1).await;
        for _ in 0..2 {
            let (mover, other) = if host.must_act() {
                (&mut host, &mut friend)
            } else {
                (&mut friend, &mut host)
            };
            mover.act(0).await;
            mover.update().await;
            other.update().await;
        }
        second.stop().await;

        // And the new game, at its ply, with the totals of the first.
        let third = server(config(db.clone())).await;
        assert_eq!(third.restored, 1);
        let host = resume(third.addr, &tokens.0).await;
        let table = host.table.clone().expect("the table");
        assert!(table.started && !table.finished && table.rematch.is_empty());
        assert_eq!((table.games, dealer(&table)), (2, Some(1)));
        assert_eq!(totals(&table), totals_of(&outcome, 2));
        assert_eq!(host.ply(), 2);
        audit(&third, &db, &code, 2).await;
        assert_eq!(logged_games(&db, &code), 2);
        third.stop().await;
    })
    .await;
}
