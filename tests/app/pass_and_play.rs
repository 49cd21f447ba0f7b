//! Pass and play in the whole app: two players at one device. After a player's move the table
//! is covered until the next player confirms (Enter, or a gamepad's A), no card of the next
//! player's hand is on the table before that, and afterwards the table is theirs. A whole game
//! is played this way, and a table with one local player never hands off.

use super::{
    Device, act, cards_at, connect_gamepad, first_offer, next_card, play_with, press, reach_title,
    screen,
};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_base::persist::MemoryStore;
use challenge_base::settings::ActiveStore;
use challenge_base::settings::{AnimationSpeed, Settings};
use challenge_base::shared::Screen;
use challenge_play::session::{GameSetup, continue_saved_game, launch};
use challenge_play::table::messages::HandOff;
use challenge_play::table::{GameFinished, GameSession, RulesEventMessage, SeatKind};
use challenge_rules::games::gotcha::Gotcha;
use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use challenge_rules::{Card, GameId, Level, Rules, Seat};
use challenge_table_screen::TableView;
use challenge_table_screen::cards::TableCard;
use challenge_table_screen::hud::score_chart::ScoreHistory;
use challenge_table_screen::layouts::Place;
use std::collections::HashSet;
use std::sync::Arc;

/// The words of the chart's legend, in English.
fn english() -> challenge_text::Text {
    challenge_text::Text::new(challenge_text::Lang::En)
}

/// Every hand-off the session wrote, in order.
#[derive(Resource, Default)]
struct HandOffsWritten(Vec<Seat>);

/// Every seat whose move was applied.
#[derive(Resource, Default)]
struct Movers(HashSet<Seat>);

/// The headless game with instant animations and bots that do not wait, counting hand-offs.
fn pass_and_play_app() -> App {
    pass_and_play_app_on(&Arc::new(MemoryStore::default()))
}

fn pass_and_play_app_on(store: &Arc<MemoryStore>) -> App {
    let mut app = App::new();
    app.insert_resource(ActiveStore(Box::new(store.clone())));
    app.add_plugins(challenge::app::HeadlessPlugin);
    // The headless game computes neither visibility nor layout: every button is on show, one
    // row each in the order it was spawned, so focus can reach them as on screen.
    app.add_systems(
        PostUpdate,
        |mut buttons: Query<
            (
                Entity,
                &mut InheritedVisibility,
                &mut bevy::ui::UiGlobalTransform,
            ),
            With<Button>,
        >| {
            for (entity, mut visibility, mut transform) in &mut buttons {
                *visibility = InheritedVisibility::VISIBLE;
                *transform =
                    bevy::ui::UiGlobalTransform::from_xy(0.0, entity.index_u32() as f32 * 50.0);
            }
        },
    );
    app.init_resource::<HandOffsWritten>()
        .init_resource::<Movers>()
        .add_systems(
            Last,
            |mut handoffs: MessageReader<HandOff>,
             mut written: ResMut<HandOffsWritten>,
             mut events: MessageReader<RulesEventMessage>,
             mut movers: ResMut<Movers>| {
                written.0.extend(handoffs.read().map(|handoff| handoff.to));
                movers.0.extend(events.read().map(|event| event.actor));
            },
        );
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.animation_speed = AnimationSpeed::Instant;
    settings.bot_pause = 0.0;
    app
}

/// Deals `game` to two players at this device.
fn deal_two_players(app: &mut App, game: GameId, seed: u64, options: serde_json::Value) {
    reach_title(app);
    let setup = GameSetup::new(game, vec![SeatKind::Human, SeatKind::Human], options, seed);
    launch(app.world_mut(), setup);
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Table);
}

fn handoffs(app: &App) -> Vec<Seat> {
    app.world().resource::<HandOffsWritten>().0.clone()
}

/// The entity with this name, if there is one.
fn named(app: &mut App, wanted: &str) -> Option<Entity> {
    app.world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, name)| name.as_str() == wanted)
        .map(|(entity, _)| entity)
}

fn layer_up(app: &mut App) -> bool {
    named(app, "Hand-off layer").is_some()
}

/// Every card shown face up anywhere on the table.
fn face_up_cards(app: &mut App) -> Vec<Card> {
    app.world_mut()
        .query::<&TableCard>()
        .iter(app.world())
        .filter_map(|card| card.card)
        .collect()
}

/// The confirming press: Enter, or A.
fn confirm(app: &mut App, device: Device) {
    act(app, device);
    app.update();
}

/// Gotcha for two at this device, the first player (left of the dealer) discarding first: the
/// first player's six discards end their turn, the table is covered for the second, whose
/// cards appear only once they confirm with `device`.
fn hand_over_gotcha_with(device: Device, app: &mut App) {
    deal_two_players(app, GameId::Gotcha, 21, serde_json::json!({"dealer": 1}));
    for _ in 0..3 {
        app.update();
    }
    assert!(
        handoffs(app).is_empty(),
        "the first player dealt: no hand-off"
    );
    assert!(!layer_up(app));
    {
        let table = app.world().resource::<TableView>();
        assert_eq!(table.viewer, 0);
        assert!(table.viewer_to_act);
    }
    for _ in 0..40 {
        let session = app.world().resource::<GameSession<Gotcha>>();
        if session.handoff_pending() {
            break;
        }
        assert_eq!(session.to_act(), Some(0), "the first player discards");
        next_card(app, device);
        act(app, device);
    }
    let session = app.world().resource::<GameSession<Gotcha>>();
    assert_eq!(
        session.ply(),
        6,
        "six discards made the first player's turn"
    );
    assert_eq!(session.viewer(), 1);
    assert_eq!(handoffs(app), vec![1]);
    let second_hand = session.state().view(1).hand;
    let first_hand = session.state().view(0).hand;
    app.update();
    assert!(layer_up(app), "the table is covered for the second player");
    let covered = |app: &mut App| {
        for card in face_up_cards(app) {
            assert!(
                !second_hand.contains(&card),
                "{card} of the second player's hand is on the table"
            );
        }
        let table = app.world().resource::<TableView>();
        assert!(!table.viewer_to_act && table.actions.is_empty());
    };
    covered(app);
    // Number keys, the suggestion key and the card keys do nothing under the layer.
    let ply = app.world().resource::<GameSession<Gotcha>>().ply();
    press(app, KeyCode::Digit1, Key::Character("1".into()));
    press(app, KeyCode::KeyH, Key::Character("h".into()));
    next_card(app, device);
    app.update();
    assert!(layer_up(app), "only the layer's button takes it down");
    assert_eq!(app.world().resource::<GameSession<Gotcha>>().ply(), ply);
    covered(app);

    confirm(app, device);
    assert!(!layer_up(app));
    let table = app.world().resource::<TableView>();
    assert_eq!(table.viewer, 1, "the table is the second player's");
    assert!(table.viewer_to_act);
    assert_eq!(cards_at(app, Place::Hand(0)), second_hand, "their own hand");
    for card in face_up_cards(app) {
        assert!(
            !first_hand.contains(&card),
            "{card} of the first hand shows"
        );
    }
    assert_eq!(handoffs(app), vec![1], "one hand-off");
}

#[test]
fn the_table_is_covered_for_the_next_player_until_they_press_enter() {
    let mut app = pass_and_play_app();
    hand_over_gotcha_with(Device::Keyboard, &mut app);
}

#[test]
fn the_table_is_covered_for_the_next_player_until_they_press_a_on_a_gamepad() {
    let mut app = pass_and_play_app();
    let pad = connect_gamepad(&mut app);
    hand_over_gotcha_with(pad, &mut app);
}

#[test]
fn a_deal_another_player_starts_opens_covered_for_them() {
    let mut app = pass_and_play_app();
    // The player left of the dealer (seat 0) is the second player: they discard first.
    deal_two_players(
        &mut app,
        GameId::Gotcha,
        4,
        serde_json::json!({"dealer": 0}),
    );
    app.update();
    assert_eq!(handoffs(&app), vec![1]);
    assert!(layer_up(&mut app));
    let second_hand = {
        let session = app.world().resource::<GameSession<Gotcha>>();
        assert_eq!(session.to_act(), Some(1));
        session.state().view(1).hand
    };
    for card in face_up_cards(&mut app) {
        assert!(
            !second_hand.contains(&card),
            "{card} shows before the hand-off"
        );
    }
    // A click on the button does the same as Enter or A.
    let button = named(&mut app, "Button: show my cards").expect("the layer's button");
    app.world_mut()
        .trigger(challenge_base::input::focus::Activate { entity: button });
    app.update();
    assert!(!layer_up(&mut app));
    assert_eq!(cards_at(&mut app, Place::Hand(0)), second_hand);
}

/// Plays every local player's turns from the keyboard until the game ends, confirming each
/// hand-off; before each move checks that the table is the mover's and shows `mover`'s hand.
/// `mover` gives the session's viewer, the seat to act and the viewer's hand. Returns the
/// moves made and the hand-offs confirmed.
fn play_handing_over(
    app: &mut App,
    mover: impl Fn(&App) -> (Seat, Option<Seat>, Vec<Card>),
) -> (usize, usize) {
    let mut finished = app
        .world()
        .resource::<Messages<GameFinished>>()
        .get_cursor();
    let (mut moves, mut confirmed) = (0, 0);
    let mut patience = super::Patience::frames(20_000);
    while patience.more() {
        app.update();
        if finished
            .read(app.world().resource::<Messages<GameFinished>>())
            .next()
            .is_some()
            || app.world().resource::<TableView>().finished.is_some()
        {
            // (The result counts as well as the message, which lives two frames while a move
            // below runs several.)
            assert!(
                app.world().resource::<TableView>().finished.is_some(),
                "the result is shown"
            );
            return (moves, confirmed);
        }
        if layer_up(app) {
            let to = *handoffs(app).last().expect("a layer follows a hand-off");
            assert_ne!(app.world().resource::<TableView>().viewer, to);
            confirm(app, Device::Keyboard);
            assert_eq!(app.world().resource::<TableView>().viewer, to);
            confirmed += 1;
            continue;
        }
        let table = app.world().resource::<TableView>();
        if !table.viewer_to_act {
            continue;
        }
        let (viewer, to_act, hand) = mover(app);
        assert_eq!(to_act, Some(viewer), "the table is the mover's");
        assert_eq!(table.viewer, viewer);
        assert_eq!(cards_at(app, Place::Hand(0)), hand, "the mover's hand");
        // As `play_with` plays: cards and buttons by turns, a selection by its button.
        let table = app.world().resource::<TableView>();
        let offered = !table.offered().is_empty();
        let card_actions = table.actions.iter().any(|a| !a.cards.is_empty());
        if card_actions && (moves % 2 == 0 || !offered) {
            next_card(app, Device::Keyboard);
            act(app, Device::Keyboard);
            let still = app.world().resource::<TableView>();
            if still.viewer_to_act && !still.selected.is_empty() {
                first_offer(app, Device::Keyboard);
            }
        } else {
            first_offer(app, Device::Keyboard);
        }
        moves += 1;
    }
    panic!("the game did not end");
}

#[test]
fn two_players_at_one_device_play_svoi_kozyri_to_the_end_handing_over_each_turn() {
    let mut app = pass_and_play_app();
    deal_two_players(&mut app, GameId::SvoiKozyri, 11, serde_json::json!({}));
    let (moves, confirmed) = play_handing_over(&mut app, |app| {
        let session = app.world().resource::<GameSession<SvoiKozyri>>();
        let viewer = session.viewer();
        let hand = session.state().view(viewer).hands[viewer].clone();
        (viewer, session.to_act(), hand)
    });
    let written = handoffs(&app);
    assert!(written.len() > 2, "only {} hand-offs", written.len());
    assert_eq!(confirmed, written.len(), "each hand-off was confirmed once");
    assert!(written.windows(2).all(|pair| pair[0] != pair[1]));
    assert!(moves > written.len(), "{moves} moves");
}

#[test]
fn the_score_chart_is_not_started_again_at_a_hand_off() {
    let mut app = pass_and_play_app();
    deal_two_players(&mut app, GameId::SvoiKozyri, 11, serde_json::json!({}));
    // A point the chart already holds, as a round played before the hand-offs would leave.
    let earlier = vec![7, 7];
    app.world_mut()
        .resource_mut::<ScoreHistory>()
        .points
        .push(earlier.clone());
    let (_, confirmed) = play_handing_over(&mut app, |app| {
        let session = app.world().resource::<GameSession<SvoiKozyri>>();
        let viewer = session.viewer();
        let hand = session.state().view(viewer).hands[viewer].clone();
        (viewer, session.to_act(), hand)
    });
    assert!(confirmed > 1, "{confirmed} hand-offs");
    let history = app.world().resource::<ScoreHistory>();
    assert!(history.points.contains(&earlier), "{history:?}");
    assert_eq!(history.legend(&english(), &[]), ["Player 1", "Player 2"]);
}

#[test]
fn two_players_and_a_computer_player_play_gotcha_to_the_end() {
    let mut app = pass_and_play_app();
    reach_title(&mut app);
    launch(
        app.world_mut(),
        GameSetup::new(
            GameId::Gotcha,
            vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Human],
            serde_json::json!({}),
            2,
        ),
    );
    app.update();
    app.update();
    let (moves, confirmed) = play_handing_over(&mut app, |app| {
        let session = app.world().resource::<GameSession<Gotcha>>();
        let viewer = session.viewer();
        (viewer, session.to_act(), session.state().view(viewer).hand)
    });
    let written = handoffs(&app);
    assert!(written.len() > 1, "only {} hand-offs", written.len());
    assert_eq!(confirmed, written.len());
    assert!(
        written.iter().all(|&seat| seat != 1),
        "never to the computer"
    );
    let movers = &app.world().resource::<Movers>().0;
    assert_eq!(movers.len(), 3, "everyone moved: {movers:?}");
    assert!(moves > 3, "{moves} moves");
    // The score chart follows the whole game through every hand-off, naming seats by number.
    let history = app.world().resource::<ScoreHistory>();
    let scores = &app
        .world()
        .resource::<TableView>()
        .finished
        .as_ref()
        .unwrap()
        .scores;
    assert_eq!(
        history.legend(&english(), &[]),
        ["Player 1", "Player 2", "Player 3"]
    );
    assert_eq!(history.points[0], [0, 0, 0], "from the deal: {history:?}");
    assert_eq!(history.points.last(), Some(scores), "to the outcome");
}

#[test]
fn a_pass_and_play_game_continued_opens_covered_for_the_player_to_act() {
    let store = Arc::new(MemoryStore::default());
    let mut app = pass_and_play_app_on(&store);
    hand_over_gotcha_with(Device::Keyboard, &mut app);
    let (ply, second_hand) = {
        let session = app.world().resource::<GameSession<Gotcha>>();
        (session.ply(), session.state().view(1).hand)
    };
    drop(app);

    let mut app = pass_and_play_app_on(&store);
    reach_title(&mut app);
    continue_saved_game(app.world_mut());
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Table);
    let session = app.world().resource::<GameSession<Gotcha>>();
    assert_eq!((session.ply(), session.viewer()), (ply, 1));
    assert_eq!(
        handoffs(&app),
        vec![1],
        "whoever continued may not be Player 2"
    );
    assert!(layer_up(&mut app));
    assert!(face_up_cards(&mut app).is_empty(), "nothing is shown yet");
    confirm(&mut app, Device::Keyboard);
    assert!(!layer_up(&mut app));
    assert_eq!(cards_at(&mut app, Place::Hand(0)), second_hand);
    assert!(app.world().resource::<TableView>().viewer_to_act);
}

#[test]
fn a_table_with_one_local_player_never_hands_off() {
    let mut app = pass_and_play_app();
    reach_title(&mut app);
    launch(
        app.world_mut(),
        GameSetup::against_one(GameId::Gotcha, 9, Level::Easy),
    );
    app.update();
    app.update();
    let moves = play_with(&mut app, Device::Keyboard, |app| {
        assert!(!layer_up(app));
        assert_eq!(app.world().resource::<TableView>().viewer, 0);
    });
    assert!(moves > 3, "only {moves} moves");
    assert!(handoffs(&app).is_empty());
    assert!(!layer_up(&mut app));
}
