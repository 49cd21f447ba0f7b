//! The server binary killed outright mid-game (no chance to save anything more) and started
//! again on the same database: every action any player saw is there, and the game goes on.

mod common;

use challenge_online::ClientMessage;
use common::{Client, Picks, play, temp_db, two_people};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// The server process, killed when dropped so a failing test leaves nothing running.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts the server binary on a free port; returns it and the address it printed.
fn start(db: &Path) -> (Server, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_challenge-server"))
        .args(["--addr", "127.0.0.1:0", "--no-web", "--bot-delay-ms", "0"])
        .arg("--db")
        .arg(db)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|addr| addr.parse().ok())
        .unwrap_or_else(|| panic!("unexpected first line: {line}"));
    (Server(child), addr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_loses_no_action_anyone_saw() {
    let db = temp_db("killed");
    let (mut first, addr) = start(&db);
    let (mut host, mut friend, _) = two_people(addr, "gotcha", 21).await;
    play(&mut host, &mut friend, 6, &mut Picks::new(21)).await;
    let seen = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    first.0.kill().expect("the server is killed");
    first.0.wait().unwrap();

    let (second, addr) = start(&db);
    let mut host = Client::connect(addr).await;
    host.send(&ClientMessage::Resume { token: tokens.0 }).await;
    let mut friend = Client::connect(addr).await;
    friend
        .send(&ClientMessage::Resume { token: tokens.1 })
        .await;
    let (host_now, friend_now) = (host.update().await, friend.update().await);
    for (now, before) in [(host_now, seen.0), (friend_now, seen.1)] {
        assert_eq!(
            (now.ply, now.view, now.legal, now.to_act),
            (before.ply, before.view, before.legal, before.to_act)
        );
    }
    // And it plays on.
    let (mover, other) = if host.must_act() {
        (&mut host, &mut friend)
    } else {
        (&mut friend, &mut host)
    };
    let ply = mover.ply();
    mover.act(0).await;
    assert_eq!(mover.update().await.ply, ply + 1);
    assert_eq!(other.update().await.ply, ply + 1);
    drop(second);
}
