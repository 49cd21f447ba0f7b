//! The egui screens as a screen reader works them, in the whole app: the statistics page's
//! game picker and Back are buttons a reader clicks, the record is read in lines; the replays
//! page lists each kept game's words with its Watch and Play-this-deal buttons, and a reader's
//! click on Watch opens the replay as a click on the page does.

use super::{reach_title, screen, screens_app};
use accesskit::{Action, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use challenge_base::shared::Screen;
use challenge_play::session::sample_game;
use challenge_play::table::KeptGames;
use challenge_rules::GameId;
use challenge_rules::record::library::ReplayLibrary;
use challenge_screens::replays::ReplaysPage;
use challenge_screens::stats::StatsPage;

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
    super::ask_reader(app, entity, Action::Click, None);
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

/// The page's description in the order a reader meets it: each part's entity, role, label
/// and value.
fn in_page_order(app: &mut App, title: &str) -> Vec<(Entity, Role, String, String)> {
    let mut groups = app.world_mut().query::<(&AccessibilityNode, &Children)>();
    let parts: Vec<Entity> = groups
        .iter(app.world())
        .find(|(node, _)| node.role() == Role::Group && node.label() == Some(title))
        .map(|(_, children)| children.to_vec())
        .unwrap_or_default();
    parts
        .into_iter()
        .map(|part| {
            let node = app.world().get::<AccessibilityNode>(part).unwrap();
            (
                part,
                node.role(),
                node.label().unwrap_or_default().to_string(),
                node.value().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The replays page with one kept game of Svoi Kozyri.
fn replays_with_a_kept_game(app: &mut App) {
    open(app, Screen::Replays);
    let mut library = ReplayLibrary::new();
    library
        .keep(sample_game(GameId::SvoiKozyri, 4).unwrap())
        .unwrap();
    app.world_mut().resource_mut::<KeptGames>().library = library;
    app.update();
}

/// The entity of the first part named `label` at or after `from` in page order.
fn part_after(parts: &[(Entity, Role, String, String)], from: usize, label: &str) -> Entity {
    parts[from..]
        .iter()
        .find(|part| part.2 == label)
        .unwrap_or_else(|| panic!("no \"{label}\" after part {from}: {parts:?}"))
        .0
}

#[test]
fn each_kept_game_is_read_with_its_buttons_and_a_readers_watch_opens_its_replay() {
    let mut app = screens_app();
    replays_with_a_kept_game(&mut app);
    let parts = in_page_order(&mut app, "Replays");
    let about = parts
        .iter()
        .position(|(_, role, label, _)| *role == Role::Label && label.starts_with("Svoi Kozyri, "))
        .expect("the kept game is described");
    let watch = part_after(&parts, about, "Watch");
    click(&mut app, watch);
    assert_eq!(
        screen(&app),
        Screen::Table,
        "a reader's Watch opens the replay"
    );
}

#[test]
fn a_reader_shares_a_kept_games_code_and_watches_a_code_put_in_the_field() {
    let mut app = screens_app();
    replays_with_a_kept_game(&mut app);
    let parts = in_page_order(&mut app, "Replays");
    let about = parts
        .iter()
        .position(|(_, _, label, _)| label.starts_with("Svoi Kozyri, "))
        .unwrap();
    // Share shows the code as a line the reader reads, and a Copy.
    let share = part_after(&parts, about, "Share code");
    click(&mut app, share);
    let code = app.world().resource::<KeptGames>().library.games()[0]
        .record
        .to_code()
        .unwrap();
    let parts = in_page_order(&mut app, "Replays");
    assert!(
        parts.iter().any(|part| part.2 == code),
        "the code is read out: {parts:?}"
    );
    let copy = part_after(&parts, about, "Copy");
    click(&mut app, copy);
    let page = app.world().resource::<ReplaysPage>();
    assert!(page.copy_asked || page.copied, "Copy was asked for");
    let hide = part_after(&parts, about, "Hide code");
    click(&mut app, hide);
    assert!(app.world().resource::<ReplaysPage>().sharing.is_none());

    // The field, before the kept games: named by the page's heading, empty; a reader sets its
    // value, and the field keeps its place (the same node) while it changes.
    let parts = in_page_order(&mut app, "Replays");
    let field = parts
        .iter()
        .position(|part| part.1 == Role::TextInput)
        .expect("the code field is described");
    assert!(field < about, "the field comes before the kept games");
    let (entity, _, label, value) = parts[field].clone();
    assert_eq!(
        (label.as_str(), value.as_str()),
        ("Watch a shared game", "")
    );
    super::ask_reader(
        &mut app,
        entity,
        Action::SetValue,
        Some(accesskit::ActionData::Value(code.clone().into())),
    );
    app.update();
    app.update();
    assert_eq!(app.world().resource::<ReplaysPage>().code, code);
    let parts = in_page_order(&mut app, "Replays");
    assert_eq!(parts[field].0, entity, "the field kept its node");
    assert_eq!(parts[field].3, code, "the field reads what it holds");
    // Moving to the field asks the page to give its field the keys.
    super::ask_reader(&mut app, entity, Action::Focus, None);
    app.update();
    let watch = part_after(&parts, field, "Watch");
    assert!(
        parts[field..about].iter().any(|part| part.0 == watch),
        "the field's own Watch comes before the kept games"
    );
    click(&mut app, watch);
    assert_eq!(screen(&app), Screen::Table, "the code's game is watched");
}
