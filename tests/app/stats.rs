//! Statistics in the whole app: a finished game is recorded once, for the right level and
//! finish; the record outlives the app; a damaged record is set aside; demos are not counted;
//! the statistics screen is reached and left with the keyboard alone and with a gamepad alone.

use super::{Device, connect_gamepad, pad_press, play_with, press, reach_title, screen};
use bevy::input::keyboard::Key;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy_egui::{EguiInput, PrimaryEguiContext, egui};
use challenge_base::persist::{MemoryStore, Store};
use challenge_base::settings::{ActiveStore, AnimationSpeed, Settings};
use challenge_base::shared::Screen;
use challenge_play::session::statistics::{PlayerStatistics, STATS_KEY, UNREADABLE_STATS_KEY};
use challenge_play::session::{GameSetup, launch};
use challenge_play::table::{AutoPlay, SeatKind};
use challenge_rules::stats::Finish;
use challenge_rules::{Arg, GameId, Level};
use challenge_table_screen::TableView;
use std::sync::Arc;

/// The headless game on `store`, with instant animations and bots that do not wait.
fn app_on(store: &Arc<MemoryStore>) -> App {
    let mut app = App::new();
    app.insert_resource(ActiveStore(Box::new(store.clone())));
    app.add_plugins(challenge::app::HeadlessPlugin);
    // Focus moves among visible buttons in reading order, and the headless game computes
    // neither visibility nor layout: every button of these screens is on show, and each is
    // given a row of its own in the order it was spawned, as the title lays them out.
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
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.animation_speed = AnimationSpeed::Instant;
    settings.bot_pause = 0.0;
    app
}

fn statistics(app: &App) -> &PlayerStatistics {
    app.world().resource::<PlayerStatistics>()
}

/// Deals Gotcha to you, an easy and a normal computer player.
fn deal_gotcha(app: &mut App, seed: u64) {
    reach_title(app);
    let mut setup = GameSetup::against_one(GameId::Gotcha, seed, Level::Easy);
    setup.seating = vec![
        SeatKind::Human,
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Normal),
    ];
    setup.options = challenge_rules::setup::options_json(GameId::Gotcha, 3, &[]);
    launch(app.world_mut(), setup);
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Table);
}

#[test]
fn a_finished_game_is_recorded_once_at_its_strongest_level_and_outlives_the_app() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    deal_gotcha(&mut app, 21);
    let moves = play_with(&mut app, Device::Keyboard, |_| {});
    assert!(moves > 0);
    for _ in 0..5 {
        app.update();
    }
    let won = app
        .world()
        .resource::<TableView>()
        .finished
        .as_ref()
        .expect("the game is over")
        .headline
        .clone();
    let stats = &statistics(&app).statistics;
    let history: Vec<_> = stats.history(None).cloned().collect();
    assert_eq!(history.len(), 1, "one result: {history:?}");
    let result = &history[0];
    assert_eq!(result.game, GameId::Gotcha);
    assert_eq!(result.level, Some(Level::Normal), "the strongest bot");
    assert_eq!(result.seats, 3);
    assert_eq!(result.seed, 21);
    assert!(result.moves as usize >= moves, "{} moves", result.moves);
    assert!(result.finished_at > 1_700_000_000, "stamped with the clock");
    match won.id.as_ref() {
        "table-result-you-win" => assert!(result.result.is_win()),
        "table-result-you-lose" => assert_eq!(result.result, Finish::Loss),
        "table-result-draw" => assert_eq!(result.result, Finish::Draw),
        _ => panic!("the result speaks to the player: {won}"),
    }
    let saved = store.load(STATS_KEY).unwrap().expect("saved at once");

    let next = app_on(&store);
    let mut next = next;
    next.update();
    assert_eq!(
        &statistics(&next).statistics,
        stats,
        "read back by a new app"
    );
    assert!(statistics(&next).problem.is_none());
    assert_eq!(store.load(STATS_KEY).unwrap().unwrap(), saved);
}

#[test]
fn damaged_statistics_are_set_aside_and_the_app_starts_afresh_with_a_message() {
    let store = Arc::new(MemoryStore::default());
    store
        .save(
            STATS_KEY,
            "{\"format\": \"challenge-stats\", \"version\": 1, \"games\": 7}",
        )
        .unwrap();
    let mut app = app_on(&store);
    app.update();
    let stats = statistics(&app);
    assert!(stats.statistics.is_empty());
    let problem = stats.problem.clone().expect("a message");
    assert_eq!(problem.id, "saved-record-set-aside", "{problem}");
    assert_eq!(
        problem.args.get("key"),
        Some(&Arg::Verbatim(UNREADABLE_STATS_KEY.into())),
        "{problem}"
    );
    assert_eq!(
        store.load(UNREADABLE_STATS_KEY).unwrap().as_deref(),
        Some("{\"format\": \"challenge-stats\", \"version\": 1, \"games\": 7}")
    );
}

#[test]
fn demo_games_are_not_recorded() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    app.insert_resource(AutoPlay { level: Level::Easy });
    reach_title(&mut app);
    launch(
        app.world_mut(),
        GameSetup::against_one(GameId::SvoiKozyri, 5, Level::Easy),
    );
    let mut patience = super::Patience::frames(20_000);
    while patience.more() {
        app.update();
        if app.world().resource::<TableView>().finished.is_some() {
            break;
        }
    }
    assert!(app.world().resource::<TableView>().finished.is_some());
    app.update();
    assert!(statistics(&app).statistics.is_empty());
    assert_eq!(store.load(STATS_KEY).unwrap(), None);
}

#[test]
fn a_table_of_computer_players_alone_is_watched_and_leaves_nothing_behind() {
    use challenge_play::table::kept::REPLAYS_KEY;
    use challenge_play::table::resume::SAVE_KEY;
    use challenge_play::table::{KeptGames, Purpose};
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    // Every seat handed to the computer on the setup screen: nobody here plays.
    let options = challenge_rules::setup::options_json(GameId::SvoiKozyri, 2, &[]);
    let setup = GameSetup::new(
        GameId::SvoiKozyri,
        vec![SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Normal)],
        options,
        8,
    );
    assert_eq!(setup.purpose, Purpose::Demo);
    launch(app.world_mut(), setup);
    let mut updates = 0;
    while app.world().resource::<TableView>().finished.is_none() {
        app.update();
        updates += 1;
        assert!(updates < 20_000, "the computer players did not finish");
        assert_eq!(store.load(SAVE_KEY).unwrap(), None, "a demo is not saved");
    }
    app.update();
    assert_eq!(*app.world().resource::<Purpose>(), Purpose::Demo);
    assert!(statistics(&app).statistics.is_empty(), "nor counted");
    assert_eq!(store.load(STATS_KEY).unwrap(), None);
    assert!(
        app.world()
            .resource::<KeptGames>()
            .library
            .games()
            .is_empty(),
        "nor kept"
    );
    assert_eq!(store.load(REPLAYS_KEY).unwrap(), None);
}

/// The title's Statistics button (the button inside the named node).
fn statistics_button(app: &mut App) -> Entity {
    app.world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Button: title-statistics")
        .map(|(_, children)| children[0])
        .expect("the title has a Statistics button")
}

/// Moves focus with `step` until the Statistics button has it.
fn focus_statistics(app: &mut App, mut step: impl FnMut(&mut App)) {
    let button = statistics_button(app);
    for _ in 0..40 {
        if app.world().resource::<InputFocus>().get() == Some(button) {
            return;
        }
        step(app);
    }
    panic!("focus never reached the Statistics button");
}

#[test]
fn the_statistics_screen_opens_and_closes_from_the_keyboard() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    app.update();
    focus_statistics(&mut app, |app| press(app, KeyCode::Tab, Key::Tab));
    press(&mut app, KeyCode::Enter, Key::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Stats);
    press(&mut app, KeyCode::Escape, Key::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn the_statistics_screen_opens_and_closes_with_a_gamepad_whose_keys_reach_egui() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    // egui's context, as the windowed game has it on its camera.
    let context = app.world_mut().spawn(PrimaryEguiContext).id();
    let Device::Gamepad(pad) = connect_gamepad(&mut app) else {
        unreachable!()
    };
    reach_title(&mut app);
    app.update();
    focus_statistics(&mut app, |app| pad_press(app, pad, GamepadButton::DPadDown));
    pad_press(&mut app, pad, GamepadButton::South);
    app.update();
    assert_eq!(screen(&app), Screen::Stats);

    app.world_mut()
        .get_mut::<EguiInput>(context)
        .unwrap()
        .events
        .clear();
    pad_press(&mut app, pad, GamepadButton::DPadDown);
    pad_press(&mut app, pad, GamepadButton::South);
    let keys: Vec<egui::Key> = app
        .world()
        .get::<EguiInput>(context)
        .unwrap()
        .events
        .iter()
        .filter_map(|event| match event {
            egui::Event::Key {
                key, pressed: true, ..
            } => Some(*key),
            _ => None,
        })
        .collect();
    assert_eq!(keys, [egui::Key::ArrowDown, egui::Key::Enter]);

    pad_press(&mut app, pad, GamepadButton::East);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
}
