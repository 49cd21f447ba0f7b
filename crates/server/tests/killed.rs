//! The server binary killed outright mid-game (no chance to save anything more) and started
//! again on the same database: every action any player saw is there, and the game goes on.

use crate::common::{Client, Picks, play, start_binary, temp_db, two_people};
use challenge_online::ClientMessage;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_loses_no_action_anyone_saw() {
    let db = temp_db("killed");
    let (mut first, addr) = start_binary(&db);
    let (mut host, mut friend, _) = two_people(addr, "gotcha", 21).await;
    play(&mut host, &mut friend, 6, &mut Picks::new(21)).await;
    let seen = (host.game.clone().unwrap(), friend.game.clone().unwrap());
    let tokens = (host.token.clone().unwrap(), friend.token.clone().unwrap());
    first.0.kill().expect("the server is killed");
    first.0.wait().unwrap();

    let (second, addr) = start_binary(&db);
    let mut host = Client::connect(addr).await;
    host.send(&ClientMessage::Resume {
        token: tokens.0,
        name: None,
    })
    .await;
    let mut friend = Client::connect(addr).await;
    friend
        .send(&ClientMessage::Resume {
            token: tokens.1,
            name: None,
        })
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
