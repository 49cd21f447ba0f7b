//! Tests of `challenge_play::online::remote`.

use bevy::prelude::*;
use challenge_online::{ClientMessage, GameUpdate, SeatState, ServerMessage, TableInfo};
use challenge_play::online::{FromServer, OnlineTable};
use challenge_play::table::{Intent, RulesEventMessage, SeatKind};
use challenge_rules::{Rules, RulesError};

use challenge_online::{ErrorKind, LegalMove, SeenEvent};
use challenge_play::online::remote::*;
use challenge_rules::Values;
use challenge_rules::games::svoi_kozyri::{Note, SvoiKozyri};
use challenge_rules::{Deal, Event, Level, Outcome, Phrase, Speak};

/// A real game's update for seat 0 at `ply`, as the server would write it.
fn update(game: &SvoiKozyri, ply: u64) -> GameUpdate {
    let mine = game.to_act() == Some(0);
    GameUpdate {
        ply,
        seat: Some(0),
        events: Vec::new(),
        view: Some(serde_json::to_value(game.view(0)).unwrap()),
        to_act: game.to_act(),
        legal: if mine {
            game.legal_actions()
                .iter()
                .map(|action| LegalMove {
                    action: serde_json::to_value(action).unwrap(),
                    phrase: action.phrase(),
                })
                .collect()
        } else {
            Vec::new()
        },
        outcome: None,
    }
}

fn table() -> TableInfo {
    TableInfo {
        started: true,
        ..TableInfo::lobby(
            "ACEFHJ",
            "svoi_kozyri",
            serde_json::json!({}),
            vec![SeatState::player(""), SeatState::Bot { level: Level::Hard }],
        )
    }
}

fn game() -> SvoiKozyri {
    SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(4)).unwrap()
}

#[test]
fn the_first_update_deals_and_later_ones_bring_events_and_views() {
    let game = game();
    let mut session = RemoteSession::<SvoiKozyri>::default();
    let first = session.receive(&update(&game, 0), Some(&table())).unwrap();
    let start = first.started.expect("the first update deals");
    assert_eq!(start.viewer, 0);
    assert_eq!(
        start.seating,
        vec![SeatKind::Human, SeatKind::Bot(Level::Hard)]
    );
    assert_eq!(start.view, game.view(0));
    assert_eq!(first.view.view, game.view(0));
    assert_eq!(first.view.viewer_to_act, game.to_act() == Some(0));
    if first.view.viewer_to_act {
        assert_eq!(first.view.legal, game.legal_actions());
    }

    let mut next = update(&game, 1);
    next.events = vec![SeenEvent {
        ply: 1,
        actor: 1,
        event: Event::TurnTo { seat: 0 },
    }];
    next.outcome = Some(Outcome {
        scores: vec![1, 0],
        winners: vec![0],
        summary: Note::Won {
            winner: 0,
            loser: 1,
            left: 3,
        }
        .into(),
    });
    let later = session.receive(&next, Some(&table())).unwrap();
    assert!(later.started.is_none(), "a game is dealt once");
    assert_eq!(
        later.events,
        vec![RulesEventMessage {
            ply: 1,
            actor: 1,
            event: Event::TurnTo { seat: 0 },
        }]
    );
    assert_eq!(later.view.ply, 1);
    assert!(later.finished.is_some());
    let again = session.receive(&next, Some(&table())).unwrap();
    assert!(again.finished.is_none(), "the outcome is told once");
    assert_eq!(session.ply(), 1);
}

#[test]
fn a_spectator_is_dealt_the_watched_table_and_so_is_a_player_who_gives_the_seat_up() {
    let game = game();
    let watched = |ply| GameUpdate {
        ply,
        seat: None,
        events: Vec::new(),
        view: Some(serde_json::to_value(game.watch_view()).unwrap()),
        to_act: game.to_act(),
        legal: Vec::new(),
        outcome: None,
    };
    let mut spectator = RemoteSession::<SvoiKozyri>::default();
    let start = spectator
        .receive(&watched(0), Some(&table()))
        .unwrap()
        .started
        .expect("the first update deals");
    assert!(start.watching && start.view.watching);
    assert!(
        !start.seating.contains(&SeatKind::Human),
        "nobody here plays: {:?}",
        start.seating
    );

    let mut player = RemoteSession::<SvoiKozyri>::default();
    let start = player.receive(&update(&game, 0), Some(&table())).unwrap();
    assert!(!start.started.expect("a deal").watching);
    let given_up = player.receive(&watched(1), Some(&table())).unwrap();
    let start = given_up.started.expect("the table is shown anew, watched");
    assert!(start.watching);
    assert!(!given_up.view.viewer_to_act);
}

#[test]
fn a_malformed_update_is_refused_and_changes_nothing() {
    let game = game();
    let mut session = RemoteSession::<SvoiKozyri>::default();
    session.receive(&update(&game, 0), Some(&table())).unwrap();
    let mut bad = update(&game, 3);
    bad.view = Some(serde_json::json!({"not": "a view"}));
    assert!(session.receive(&bad, None).is_err());
    let mut bad = update(&game, 3);
    bad.legal = vec![LegalMove {
        action: serde_json::json!({"action": "fly"}),
        phrase: Phrase::new("svoi_kozyri-action-fly"),
    }];
    assert!(session.receive(&bad, None).is_err());
    bad.view = None;
    assert!(session.receive(&bad, None).is_err());
    assert_eq!(session.ply(), 0);
}

#[test]
fn intents_become_act_messages_once_per_update_and_only_on_your_turn() {
    let game = game();
    let mut session = RemoteSession::<SvoiKozyri>::default();
    let mut first = update(&game, 0);
    if first.legal.is_empty() {
        // Seat 1 leads in this deal: ask for seat 1's view instead.
        first.seat = Some(1);
        first.view = Some(serde_json::to_value(game.view(1)).unwrap());
        first.legal = game
            .legal_actions()
            .iter()
            .map(|a| LegalMove {
                action: serde_json::to_value(a).unwrap(),
                phrase: a.phrase(),
            })
            .collect();
    }
    session.receive(&first, None).unwrap();
    let seat = session.viewer();
    let action = game.legal_actions()[0];
    let wrong = Intent::<SvoiKozyri> {
        seat: 1 - seat,
        action,
    };
    assert_eq!(
        session.act(&wrong),
        Err(RulesError::new("online-error-not-your-turn"))
    );
    let intent = Intent::<SvoiKozyri> { seat, action };
    assert_eq!(
        session.act(&intent),
        Ok(ClientMessage::Act {
            ply: 0,
            action: serde_json::to_value(intent.action).unwrap(),
        })
    );
    assert_eq!(
        session.act(&intent),
        Err(RulesError::new("online-error-move-on-its-way")),
        "one move per update"
    );
}

#[test]
fn refusals_at_the_table_reach_the_inbox_as_reasons_to_word() {
    let mut app = App::new();
    app.add_message::<FromServer>()
        .init_resource::<Inbox>()
        .insert_resource(OnlineTable {
            playing: true,
            ..OnlineTable::default()
        })
        .add_systems(Update, collect);
    let illegal = RulesError::new("svoi_kozyri-error-follow").number("cards", 2);
    app.world_mut()
        .write_message(FromServer(ServerMessage::Error {
            kind: ErrorKind::Illegal,
            message: "for developers".into(),
            rules: Some(illegal.clone()),
        }));
    app.world_mut()
        .write_message(FromServer(ServerMessage::error(
            ErrorKind::Stale,
            "ply 3 < 4",
        )));
    app.update();
    let inbox: Vec<Inbound> = app.world().resource::<Inbox>().0.iter().cloned().collect();
    assert_eq!(
        inbox,
        [
            Inbound::Refused(illegal),
            Inbound::Refused(RulesError::new("online-error-stale")),
        ]
    );
}
