//! The egui screens as a screen reader works them, in the whole app: the statistics page's
//! game picker and Back are buttons a reader clicks, the record is read in lines; the replays
//! page lists each kept game's words with its Watch and Play-this-deal buttons, and a reader's
//! click on Watch opens the replay as a click on the page does.

use super::{reach_title, screen, screens_app};
use crate::screens::stats::StatsPage;
use crate::session::sample_game;
use crate::shared::Screen;
use crate::table::KeptGames;
use accesskit::{Action, NodeId, Role, TreeId};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::prelude::*;
use challenge_rules::GameId;
use challenge_rules::record::library::ReplayLibrary;

/// Every described node of the page: its role, its label, whether it is selected.
fn described(app: &mut App) -> Vec<(Entity, Role, String, Option<bool>)> {
    let mut nodes = app.world_mut().query::<(Entity, &AccessibilityNode)>();
    nodes
        .iter(app.world())
        .map(|(entity, node)| {
            (
                entity,
                node.role(),
                node.label().unwrap_or_default().to_string(),
                node.is_selected(),
            )
        })
        .collect()
}

/// The button a reader finds by this name.
fn button(app: &mut App, name: &str) -> Entity {
    let found: Vec<Entity> = described(app)
        .into_iter()
        .filter(|(_, role, label, _)| *role == Role::Button && label == name)
        .map(|(entity, ..)| entity)
        .collect();
    assert_eq!(found.len(), 1, "one \"{name}\" button: {found:?}");
    found[0]
}

/// A reader's click on the node, as AT-SPI or the page's mirror sends it.
fn click(app: &mut App, entity: Entity) {
    app.world_mut()
        .write_message(ActionRequest(accesskit::ActionRequest {
            action: Action::Click,
            target_tree: TreeId::ROOT,
            target_node: NodeId(entity.to_bits()),
            data: None,
        }));
    for _ in 0..3 {
        app.update();
    }
}

fn open(app: &mut App, page: Screen) {
    reach_title(app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(page);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(app), page);
}

#[test]
fn the_statistics_page_is_read_and_its_picker_and_back_are_clicked_by_a_reader() {
    let mut app = screens_app();
    open(&mut app, Screen::Stats);
    let lines: Vec<String> = described(&mut app)
        .into_iter()
        .filter(|(_, role, ..)| *role == Role::Label)
        .map(|(_, _, label, _)| label)
        .collect();
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("No games finished yet")),
        "the empty record is told: {lines:?}"
    );
    let all = button(&mut app, "All games");
    assert_eq!(
        described(&mut app).iter().find(|n| n.0 == all).unwrap().3,
        Some(true)
    );

    let gotcha = button(&mut app, "Gotcha");
    click(&mut app, gotcha);
    assert_eq!(
        app.world().resource::<StatsPage>().game,
        Some(GameId::Gotcha)
    );
    let gotcha = button(&mut app, "Gotcha");
    assert_eq!(
        described(&mut app)
            .iter()
            .find(|n| n.0 == gotcha)
            .unwrap()
            .3,
        Some(true),
        "the picked game reads as selected"
    );

    let back = button(&mut app, "Back");
    click(&mut app, back);
    assert_eq!(screen(&app), Screen::Title);
    assert!(
        !described(&mut app)
            .iter()
            .any(|(_, _, label, _)| label == "All games"),
        "the page's description leaves with the page"
    );
}

#[test]
fn each_kept_game_is_read_with_its_buttons_and_a_readers_watch_opens_its_replay() {
    let mut app = screens_app();
    open(&mut app, Screen::Replays);
    let mut library = ReplayLibrary::new();
    library
        .keep(sample_game(GameId::SvoiKozyri, 4).unwrap())
        .unwrap();
    app.world_mut().resource_mut::<KeptGames>().library = library;
    app.update();
    let about = described(&mut app)
        .into_iter()
        .find(|(_, role, label, _)| *role == Role::Label && label.starts_with("Svoi Kozyri, "));
    assert!(about.is_some(), "the kept game is described");
    let watch = button(&mut app, "Watch");
    click(&mut app, watch);
    assert_eq!(
        screen(&app),
        Screen::Table,
        "a reader's Watch opens the replay"
    );
}
