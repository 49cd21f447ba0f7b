//! Undo for practice: the player's last move is taken back with the computer players'
//! replies, exactly, and only where the setting and the table allow it.

use super::resume::{app_on, deal_svoi_kozyri, play_first_moves, state_json};
use bevy::prelude::*;
use challenge_base::persist::MemoryStore;
use challenge_base::settings::Settings;
use challenge_play::table::{GameSession, Intent, IntentRefused, PlayAids, UndoRequested};
use challenge_rules::Rules;
use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use std::sync::Arc;

/// Runs frames until the local player is to act (or the game is over).
fn until_viewer_acts(app: &mut App) {
    let mut patience = super::Patience::frames(5_000);
    while patience.more() {
        app.update();
        let session = app.world().resource::<GameSession<SvoiKozyri>>();
        if session.finished() || session.to_act() == Some(session.viewer()) {
            return;
        }
    }
    panic!("the computer player never handed the turn back");
}

fn record(app: &App) -> Vec<u32> {
    app.world()
        .resource::<GameSession<SvoiKozyri>>()
        .record()
        .unwrap()
        .actions
        .clone()
}

fn make_first_move(app: &mut App) {
    let session = app.world().resource::<GameSession<SvoiKozyri>>();
    let (seat, action) = (session.viewer(), session.state().legal_actions().remove(0));
    app.world_mut()
        .write_message(Intent::<SvoiKozyri> { seat, action });
    app.update();
}

#[test]
fn undo_takes_back_the_players_move_and_the_replies_to_the_exact_state_before_it() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    app.world_mut().resource_mut::<Settings>().undo_for_practice = true;
    deal_svoi_kozyri(&mut app, 21);
    play_first_moves::<SvoiKozyri>(&mut app, 3);
    until_viewer_acts(&mut app);
    let before = state_json::<SvoiKozyri>(&app);
    let moves_before = record(&app);

    make_first_move(&mut app);
    until_viewer_acts(&mut app);
    let replied = record(&app);
    assert!(
        replied.len() > moves_before.len() + 1,
        "the computer player replied"
    );

    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(
        state_json::<SvoiKozyri>(&app),
        before,
        "the exact state before"
    );
    assert_eq!(record(&app), moves_before);
    assert_eq!(app.world().resource::<PlayAids>().undos, 1);

    // The same move again brings the same replies: the random stream was taken back too.
    make_first_move(&mut app);
    until_viewer_acts(&mut app);
    assert_eq!(record(&app), replied);
}

#[test]
fn undo_is_refused_and_changes_nothing_when_the_setting_is_off() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    deal_svoi_kozyri(&mut app, 22);
    play_first_moves::<SvoiKozyri>(&mut app, 2);
    until_viewer_acts(&mut app);
    let before = state_json::<SvoiKozyri>(&app);
    let mut refusals = app
        .world()
        .resource::<Messages<IntentRefused>>()
        .get_cursor();
    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(state_json::<SvoiKozyri>(&app), before);
    let said: Vec<String> = refusals
        .read(app.world().resource::<Messages<IntentRefused>>())
        .map(|refusal| refusal.reason.kind.to_string())
        .collect();
    assert!(
        said.iter().any(|kind| kind == "table-error-undo-off"),
        "{said:?}"
    );
    assert_eq!(app.world().resource::<PlayAids>().undos, 0);
}

#[test]
fn the_undo_button_takes_the_move_back_with_the_mouse_alone() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    app.world_mut().resource_mut::<Settings>().undo_for_practice = true;
    deal_svoi_kozyri(&mut app, 22);
    play_first_moves::<SvoiKozyri>(&mut app, 2);
    until_viewer_acts(&mut app);
    let before = state_json::<SvoiKozyri>(&app);
    make_first_move(&mut app);
    until_viewer_acts(&mut app);
    for _ in 0..3 {
        app.update();
    }
    let button = app
        .world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, name)| name.as_str() == "Button: table-undo")
        .map(|(entity, _)| entity)
        .expect("the action bar offers to undo");
    app.world_mut()
        .trigger(challenge_base::input::focus::Activate { entity: button });
    app.update();
    assert_eq!(state_json::<SvoiKozyri>(&app), before);
}
