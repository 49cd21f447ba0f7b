//! Closing the game mid-hand and continuing it: the game in progress is kept in the store
//! after every move, and a new app on the same store continues the identical game.

use super::{reach_title, screen};
use bevy::prelude::*;
use challenge::app::HeadlessPlugin;
use challenge_base::input::focus::Activate;
use challenge_base::persist::{MemoryStore, Store};
use challenge_base::settings::{ActiveStore, AnimationSpeed, Settings};
use challenge_base::shared::Screen;
use challenge_play::session::{GameSetup, launch};
use challenge_play::table::resume::{BACKUP_KEY, SAVE_KEY, UNREADABLE_KEY};
use challenge_play::table::{GameInProgress, GameSession, Intent, SeatKind};
use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use challenge_rules::{GameId, Level, Rules};
use std::sync::Arc;

pub(super) fn app_on(store: &Arc<MemoryStore>) -> App {
    let mut app = App::new();
    app.insert_resource(ActiveStore(Box::new(store.clone())));
    app.add_plugins(HeadlessPlugin);
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.animation_speed = AnimationSpeed::Instant;
    settings.bot_pause = 0.0;
    app
}

/// Plays the local player's turns with their first legal move until `moves` of them are made
/// or the game ends; the computer players answer as they would at the table.
pub(super) fn play_first_moves<R: Rules>(app: &mut App, moves: usize) {
    let mut made = 0;
    let mut sent_at = None;
    let mut patience = super::Patience::frames(20_000);
    while patience.more() {
        app.update();
        let session = app.world().resource::<GameSession<R>>();
        if session.finished() || made == moves {
            return;
        }
        let viewer = session.viewer();
        if session.to_act() != Some(viewer) || sent_at == Some(session.ply()) {
            continue;
        }
        sent_at = Some(session.ply());
        let action = session.state().legal_actions().remove(0);
        app.world_mut().write_message(Intent::<R> {
            seat: viewer,
            action,
        });
        made += 1;
    }
    panic!("the game stalled");
}

pub(super) fn state_json<R: Rules>(app: &App) -> serde_json::Value {
    serde_json::to_value(app.world().resource::<GameSession<R>>().state()).unwrap()
}

fn press_continue(app: &mut App) {
    let button = app
        .world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, name)| name.as_str() == "Continue")
        .map(|(entity, _)| entity)
        .expect("the title offers to continue the game");
    app.world_mut().trigger(Activate { entity: button });
    for _ in 0..3 {
        app.update();
    }
}

pub(super) fn deal_svoi_kozyri(app: &mut App, seed: u64) {
    reach_title(app);
    let setup = GameSetup::against_one(GameId::SvoiKozyri, seed, Level::Normal);
    launch(app.world_mut(), setup);
    app.update();
    app.update();
}

#[test]
fn a_game_closed_mid_hand_continues_identically_in_a_new_app_on_the_same_store() {
    let store = Arc::new(MemoryStore::default());
    let mut first = app_on(&store);
    deal_svoi_kozyri(&mut first, 11);
    play_first_moves::<SvoiKozyri>(&mut first, 6);
    let closed_record = first
        .world()
        .resource::<GameSession<SvoiKozyri>>()
        .record()
        .cloned()
        .unwrap();
    assert!(
        store.load(SAVE_KEY).unwrap().is_some(),
        "the game in progress is in the store"
    );

    // The window closes; a new run starts on the same store.
    let mut second = app_on(&store);
    reach_title(&mut second);
    let offered = second.world().resource::<GameInProgress>().clone();
    let saved = offered.saved.expect("the title offers the game");
    assert_eq!(offered.problem, None);
    let english = challenge_text::Text::new(challenge_text::Lang::En);
    let described = english.say(&saved.describe(), &challenge_text::SeatNames::nobody());
    assert!(described.starts_with("Svoi Kozyri, after "), "{described}");
    assert_eq!(
        saved.record, closed_record,
        "the deal and every move are kept"
    );
    press_continue(&mut second);
    assert_eq!(screen(&second), Screen::Table);
    // The computer player may already have answered: the game goes on from where it was.
    let continued = second
        .world()
        .resource::<GameSession<SvoiKozyri>>()
        .record()
        .cloned()
        .unwrap();
    assert_eq!(
        continued.actions[..closed_record.plies()],
        closed_record.actions[..]
    );
    assert_eq!(
        second.world().resource::<GameSetup>().seating,
        vec![SeatKind::Human, SeatKind::Bot(Level::Normal)]
    );

    // Both go on with the same moves of the player: the computer player answers alike,
    // because its random stream was kept too.
    play_first_moves::<SvoiKozyri>(&mut first, 1_000);
    play_first_moves::<SvoiKozyri>(&mut second, 1_000);
    let record = |app: &App| {
        app.world()
            .resource::<GameSession<SvoiKozyri>>()
            .record()
            .cloned()
    };
    assert!(
        first
            .world()
            .resource::<GameSession<SvoiKozyri>>()
            .finished()
    );
    assert_eq!(record(&second), record(&first));
    assert_eq!(
        state_json::<SvoiKozyri>(&second),
        state_json::<SvoiKozyri>(&first)
    );
    assert_eq!(
        store.load(SAVE_KEY).unwrap(),
        None,
        "a finished game is no longer offered"
    );
}

#[test]
fn a_corrupt_save_is_set_aside_with_a_message_and_the_last_good_copy_is_offered() {
    let store = Arc::new(MemoryStore::default());
    let mut first = app_on(&store);
    deal_svoi_kozyri(&mut first, 12);
    play_first_moves::<SvoiKozyri>(&mut first, 3);
    let good = store.load(BACKUP_KEY).unwrap().expect("a copy is kept");
    let kept = first
        .world()
        .resource::<GameSession<SvoiKozyri>>()
        .record()
        .cloned()
        .unwrap();
    drop(first);
    store
        .save(SAVE_KEY, "{\"format\":\"challenge-game-in-")
        .unwrap();

    let mut second = app_on(&store);
    reach_title(&mut second);
    let offered = second.world().resource::<GameInProgress>().clone();
    assert_eq!(offered.problem.unwrap().id, "saved-set-aside-backup");
    assert_eq!(
        store.load(UNREADABLE_KEY).unwrap().as_deref(),
        Some("{\"format\":\"challenge-game-in-")
    );
    assert_eq!(store.load(SAVE_KEY).unwrap(), Some(good));
    press_continue(&mut second);
    let session = second.world().resource::<GameSession<SvoiKozyri>>();
    let continued = session.record().unwrap();
    assert_eq!(continued.actions[..kept.plies()], kept.actions[..]);
}

#[test]
fn a_save_with_nothing_good_left_is_set_aside_and_the_title_says_so() {
    let store = Arc::new(MemoryStore::default());
    store.save(SAVE_KEY, "not a save at all").unwrap();
    let mut app = app_on(&store);
    reach_title(&mut app);
    let offered = app.world().resource::<GameInProgress>().clone();
    assert_eq!(offered.saved, None);
    assert_eq!(offered.problem.unwrap().id, "saved-set-aside");
    let note = app
        .world_mut()
        .query::<&Name>()
        .iter(app.world())
        .any(|name| name.as_str() == "Save problem");
    assert!(note, "the title shows why");
    assert_eq!(
        store.load(UNREADABLE_KEY).unwrap().as_deref(),
        Some("not a save at all")
    );
}

#[test]
fn demo_games_and_tables_without_a_local_player_are_not_saved() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    let mut setup = GameSetup::against_one(GameId::SvoiKozyri, 4, Level::Easy);
    setup.seating = vec![SeatKind::Bot(Level::Easy); 2];
    launch(app.world_mut(), setup);
    let mut patience = super::Patience::frames(400);
    while patience.more() {
        app.update();
        if app.world().resource::<GameSession<SvoiKozyri>>().ply() > 2 {
            break;
        }
    }
    assert!(app.world().resource::<GameSession<SvoiKozyri>>().ply() > 2);
    assert_eq!(store.load(SAVE_KEY).unwrap(), None);
}
