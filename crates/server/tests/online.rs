//! The table server over real sockets on 127.0.0.1: whole games of every game between clients
//! and computer players, what each seat receives checked byte for byte against the rules'
//! own redaction, reconnects, a dropped player's stand-in, a restart from SQLite, and hostile
//! clients refused with nothing changed.

use crate::common::{Client, Picks, config, server, temp_db};
use challenge_online::{ClientMessage, GameUpdate, LegalMove, SeatPlan, SeenEvent, ServerMessage};
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Audience, Card, Deal, Event, GameId, Level, Seat};
use serde_json::Value;

/// The fewest seats the test plays each game with, and at least two people.
fn seats_for(game: GameId) -> usize {
    (*game.seat_range().start()).max(2)
}

fn open_seats(count: usize) -> Vec<SeatPlan> {
    vec![SeatPlan::Open; count]
}

/// Every string in a JSON value that reads as a card.
fn cards_in(value: &Value, found: &mut Vec<Card>) {
    match value {
        Value::String(text) if text.len() == 2 => {
            if let Ok(card) = text.parse::<Card>() {
                found.push(card);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| cards_in(item, found)),
        Value::Object(fields) => fields.values().for_each(|item| cards_in(item, found)),
        _ => {}
    }
}

/// The update the rules say `seat` (None: a spectator) should get after `events`.
fn expected_update(
    game: &GameBox,
    seat: Option<Seat>,
    ply: u64,
    actor: Seat,
    events: &[Event],
) -> ServerMessage {
    let viewer = seat.unwrap_or(usize::MAX);
    let legal = match seat {
        Some(seat) if game.to_act() == Some(seat) => game
            .legal_actions()
            .into_iter()
            .map(|legal| LegalMove {
                action: legal.action,
                phrase: legal.phrase,
            })
            .collect(),
        _ => Vec::new(),
    };
    ServerMessage::Game(GameUpdate {
        ply,
        seat,
        events: events
            .iter()
            .filter_map(|event| {
                Some(SeenEvent {
                    ply,
                    actor,
                    event: event.seen_by(viewer)?,
                })
            })
            .collect(),
        view: Some(match seat {
            Some(seat) => game.view(seat).unwrap(),
            None => game.watch_view().unwrap(),
        }),
        to_act: game.to_act(),
        legal,
        outcome: game.outcome(),
    })
}

/// People at every seat and a spectator play a whole game of `game`; a local copy of the same
/// deal follows every action, and every update each connection receives must be, byte for
/// byte, what the rules let that seat see. The spectator must never receive a card face that
/// was not shown to everyone.
async fn play_between_people(game: GameId, seed: u64) {
    let server = server(config(temp_db(game.id()))).await;
    let seats = seats_for(game);
    let mut clients = vec![Client::connect(server.addr).await];
    let code = clients[0].create(game.id(), open_seats(seats), seed).await;
    for seat in 1..seats {
        let mut client = Client::connect(server.addr).await;
        client.join(&code, &format!("Friend {seat}")).await;
        assert_eq!(client.seat, Some(seat));
        clients.push(client);
    }
    let mut watcher = Client::connect(server.addr).await;
    watcher
        .send(&ClientMessage::Watch { code: code.clone() })
        .await;
    watcher
        .until(|m| matches!(m, ServerMessage::Seated { seat: None, .. }))
        .await;
    clients[0].send(&ClientMessage::Start).await;

    let mut mirror = any_game::new_game(game, Value::Null, seats, Deal::seeded(seed)).unwrap();
    let mut picks = Picks::new(seed);
    let mut ply = 0;
    let mut last_events: Vec<Event> = Vec::new();
    let mut actor = 0;
    let mut public_cards: Vec<Card> = Vec::new();
    loop {
        for (seat, client) in clients.iter_mut().enumerate() {
            let update = client.update().await;
            let expected = expected_update(&mirror, Some(seat), ply, actor, &last_events);
            assert_eq!(
                client.received.last().unwrap(),
                &expected.to_json(),
                "{}: seat {seat} at ply {ply} got something other than its own view",
                game.id()
            );
            assert_eq!(update.ply, ply);
        }
        let update = watcher.update().await;
        assert_eq!(
            watcher.received.last().unwrap(),
            &expected_update(&mirror, None, ply, actor, &last_events).to_json()
        );
        let watched = update.view.as_ref().expect("a spectator's view");
        assert_eq!(
            watched["watching"],
            true,
            "{}: a spectator's view",
            game.id()
        );
        assert!(update.legal.is_empty());
        for event in &last_events {
            match event {
                Event::CardMoved {
                    card: Some(card),
                    seen_by: Audience::Everyone,
                    ..
                } => public_cards.push(*card),
                Event::Revealed {
                    cards,
                    to: Audience::Everyone,
                    ..
                } => public_cards.extend(cards),
                _ => {}
            }
        }
        let mut seen = Vec::new();
        cards_in(
            &serde_json::from_str(watcher.received.last().unwrap()).unwrap(),
            &mut seen,
        );
        for card in seen {
            assert!(
                public_cards.contains(&card),
                "{}: the spectator received {card:?}, never shown to everyone",
                game.id()
            );
        }
        if mirror.outcome().is_some() {
            break;
        }
        let to_act = mirror.to_act().unwrap();
        for (seat, client) in clients.iter().enumerate() {
            assert_eq!(client.must_act(), seat == to_act);
        }
        let action = clients[to_act].act(picks.next()).await;
        last_events = mirror.apply(&action).unwrap();
        actor = to_act;
        ply += 1;
        assert!(ply < 5_000, "{}: the game did not end", game.id());
    }
    let table = clients[0]
        .until(|m| matches!(m, ServerMessage::Table(info) if info.finished))
        .await;
    assert!(matches!(table, ServerMessage::Table(_)));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_the_end_and_each_seat_receives_only_its_view() {
    for (index, game) in GameId::ALL.into_iter().enumerate() {
        play_between_people(game, 40 + index as u64).await;
    }
}

/// A person plays against another person and a computer player (where the game seats three),
/// or a person against a computer player; the game ends and the server's bots answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_the_end_with_computer_players() {
    let server = server(config(temp_db("bots"))).await;
    for (index, game) in GameId::ALL.into_iter().enumerate() {
        let max = *game.seat_range().end();
        let mut plans = vec![SeatPlan::Open, SeatPlan::Bot { level: Level::Hard }];
        if max >= 3 {
            plans.insert(1, SeatPlan::Open);
        }
        let people = plans.iter().filter(|p| **p == SeatPlan::Open).count();
        let mut clients = vec![Client::connect(server.addr).await];
        let code = clients[0].create(game.id(), plans, 7 + index as u64).await;
        for _ in 1..people {
            let mut client = Client::connect(server.addr).await;
            client.join(&code, "Friend").await;
            clients.push(client);
        }
        clients[0].send(&ClientMessage::Start).await;
        let mut picks = Picks::new(index as u64);
        let mut people_moves = 0;
        // Every action, a person's or the bot's, sends each connection one update: they
        // read in step.
        let final_ply = 'game: loop {
            for client in clients.iter_mut() {
                let update = client.update().await;
                if update.outcome.is_some() {
                    break 'game update.ply;
                }
                if client.must_act() {
                    client.act(picks.next()).await;
                    people_moves += 1;
                }
            }
        };
        assert!(
            final_ply > people_moves,
            "{}: the computer player never moved",
            game.id()
        );
        for client in clients {
            client.close().await;
        }
    }
    server.stop().await;
}
