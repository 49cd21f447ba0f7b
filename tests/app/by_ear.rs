//! Every game played to its end by ear, as a screen reader user plays it: what the player reads
//! and presses is found in the table's accessibility nodes by role, label and action alone (the
//! list labelled "Your hand", its items that offer a click, the numbered move buttons) and
//! pressed with the requests AT-SPI and the page's mirror send. At every turn the list must name
//! the cards the player holds, in the order they lie, and say which can be played; the live
//! region must speak the turns and the end.

use super::{
    Device, LiveRegion, ask_reader, cards_at, listen_to_live_region, play_with, screens_app, start,
};
use accesskit::{Action, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_rules::GameId;
use challenge_table_screen::TableView;
use challenge_table_screen::access::card_words;
use challenge_table_screen::layouts::Place;

/// Lets a headless app be read as the game's window is: what Bevy's UI and renderer do there, a
/// headless app leaves out, so it is stood in for here. Each button is described as Bevy's UI
/// describes it (a node with the role of a button, which the game's assistive layer names and
/// gives its actions), and whether a node is drawn is worked out from its own and its
/// ancestors' visibility, as Bevy's visibility propagation does.
pub(super) fn readable(app: &mut App) {
    app.add_observer(
        |added: On<Add, Button>,
         described: Query<(), With<AccessibilityNode>>,
         mut commands: Commands| {
            if !described.contains(added.entity) {
                commands
                    .entity(added.entity)
                    .insert(AccessibilityNode(accesskit::Node::new(Role::Button)));
            }
        },
    )
    .add_systems(
        PostUpdate,
        work_out_visibility.before(bevy::ui::UiSystems::PostLayout),
    );
}

fn work_out_visibility(
    mut nodes: Query<(Entity, &mut InheritedVisibility)>,
    visibility: Query<(Option<&Visibility>, Option<&ChildOf>)>,
) {
    for (entity, mut inherited) in &mut nodes {
        // The nearest of the node and its ancestors that does not inherit decides, as in
        // Bevy: hidden hides, visible shows even under a hidden parent.
        let mut hidden = false;
        let mut at = Some(entity);
        while let Some(node) = at {
            let Ok((own, parent)) = visibility.get(node) else {
                break;
            };
            match own {
                Some(Visibility::Hidden) => hidden = true,
                Some(Visibility::Visible) => {}
                Some(Visibility::Inherited) | None => {
                    at = parent.map(ChildOf::parent);
                    continue;
                }
            }
            break;
        }
        if inherited.get() == hidden {
            *inherited = if hidden {
                InheritedVisibility::HIDDEN
            } else {
                InheritedVisibility::VISIBLE
            };
        }
    }
}

/// Where the reader is in the hand's list: moving on is moving down it.
#[derive(Resource, Default)]
struct ReaderPlace(usize);

/// An item of the hand's list as a reader meets it.
struct HandItem {
    node: Entity,
    label: String,
    clickable: bool,
}

/// The items of the list labelled "Your hand…", in the list's order.
fn hand_items(app: &mut App) -> Vec<HandItem> {
    let world = app.world_mut();
    let mut lists = world.query::<(&AccessibilityNode, Option<&Children>)>();
    let items: Vec<Entity> = lists
        .iter(world)
        .find(|(node, _)| {
            node.role() == Role::List
                && !node.is_hidden()
                && node
                    .label()
                    .is_some_and(|label| label.starts_with("Your hand"))
        })
        .and_then(|(_, items)| items.map(|items| items.to_vec()))
        .unwrap_or_default();
    let mut nodes = world.query::<&AccessibilityNode>();
    items
        .into_iter()
        .filter_map(|item| {
            let node = nodes.get(world, item).ok()?;
            (node.role() == Role::ListItem && !node.is_hidden()).then(|| HandItem {
                node: item,
                label: node.label().unwrap_or_default().to_string(),
                clickable: node.supports_action(Action::Click),
            })
        })
        .collect()
}

/// The buttons a reader is offered now: shown, offering a click, with their names.
fn shown_buttons(app: &mut App) -> Vec<(Entity, String)> {
    let world = app.world_mut();
    let mut nodes = world.query::<(Entity, &AccessibilityNode)>();
    nodes
        .iter(world)
        .filter(|(_, node)| {
            node.role() == Role::Button && !node.is_hidden() && node.supports_action(Action::Click)
        })
        .map(|(entity, node)| (entity, node.label().unwrap_or_default().to_string()))
        .collect()
}

/// The move buttons a reader is offered, in the order of their numbers: those whose name starts
/// with the key that makes the move ("1  Take").
fn move_buttons(app: &mut App) -> Vec<Entity> {
    let mut buttons: Vec<(u32, Entity)> = shown_buttons(app)
        .into_iter()
        .filter_map(|(entity, name)| {
            let (number, rest) = name.split_once(char::is_whitespace)?;
            let number: u32 = number.parse().ok()?;
            (!rest.trim().is_empty()).then_some((number, entity))
        })
        .collect();
    buttons.sort();
    buttons.into_iter().map(|(_, entity)| entity).collect()
}

fn click(app: &mut App, node: Entity) {
    ask_reader(app, node, Action::Click, None);
    app.update();
}

/// Moves the reader one item down the hand's list.
pub(super) fn next_item(app: &mut App) {
    app.world_mut()
        .get_resource_or_insert_with(ReaderPlace::default)
        .0 += 1;
}

/// Clicks a card of the hand that offers a click (the one the reader has reached, or the next
/// after it); with none, the first move button. Returns whether anything was pressed.
pub(super) fn press_card_or_move(app: &mut App) -> bool {
    let place = app
        .world_mut()
        .get_resource_or_insert_with(ReaderPlace::default)
        .0;
    let clickable: Vec<Entity> = hand_items(app)
        .into_iter()
        .filter(|item| item.clickable)
        .map(|item| item.node)
        .collect();
    if !clickable.is_empty() {
        click(app, clickable[place % clickable.len()]);
        return true;
    }
    press_move(app, 1)
}

/// Clicks the move button numbered `number`, if one is offered.
pub(super) fn press_move(app: &mut App, number: usize) -> bool {
    match move_buttons(app).get(number - 1) {
        Some(&button) => {
            click(app, button);
            true
        }
        None => false,
    }
}

/// The names of the buttons a reader is offered now (for a test's failure to tell).
pub(super) fn button_names(app: &mut App) -> Vec<String> {
    shown_buttons(app)
        .into_iter()
        .map(|(_, name)| name)
        .collect()
}

/// Clicks the shown button named `label`, waiting a few frames for it as a reader would (a
/// button made this frame is named by its words the next); false if none comes.
pub(super) fn press_named(app: &mut App, label: &str) -> bool {
    for _ in 0..10 {
        let button = shown_buttons(app)
            .into_iter()
            .find(|(_, name)| name == label)
            .map(|(entity, _)| entity);
        if let Some(button) = button {
            click(app, button);
            return true;
        }
        app.update();
    }
    false
}

/// The hand's list names the cards the player holds, in order, and offers a click on just the
/// ones that can be played.
fn the_list_is_the_hand(app: &mut App) {
    let held = cards_at(app, Place::Hand(0));
    let items = hand_items(app);
    let table = app.world().resource::<TableView>();
    let lexicon = app.world().resource::<Lexicon>();
    let naming = app.world().resource::<SeatNaming>();
    assert_eq!(items.len(), held.len(), "an item for each card held");
    for (item, card) in items.iter().zip(&held) {
        let words = lexicon.line(&card_words(*card), naming);
        assert!(
            item.label.starts_with(&format!("{words}, ")),
            "the item {:?} names {words}",
            item.label
        );
        let playable = table.playable(*card);
        assert_eq!(
            item.clickable, playable,
            "{:?}: a click offered",
            item.label
        );
        assert_eq!(
            item.label.ends_with(", can be played"),
            playable,
            "{:?} says whether it can be played",
            item.label
        );
    }
}

fn plays_to_the_end_by_ear(game: GameId, seed: u64) {
    let mut app = screens_app();
    readable(&mut app);
    app.init_resource::<LiveRegion>()
        .add_systems(Last, listen_to_live_region);
    start(&mut app, game, seed);
    let moves = play_with(&mut app, Device::Reader, the_list_is_the_hand);
    assert!(moves > 3, "{game:?}: only {moves} moves by ear");
    assert!(
        app.world().resource::<TableView>().finished.is_some(),
        "{game:?}: the result is shown"
    );
    let heard = &app.world().resource::<LiveRegion>().0;
    assert!(
        heard.iter().any(|value| value.contains("Your turn.")),
        "{game:?}: the turn is spoken"
    );
    // The region's last words tell how the game ended, as the result says it.
    let finished = app.world().resource::<TableView>().finished.clone();
    let lexicon = app.world().resource::<Lexicon>();
    let naming = app.world().resource::<SeatNaming>();
    let end = lexicon.line(&finished.expect("the result").summary, naming);
    let last = heard.last().expect("the live region spoke");
    assert!(
        last.contains(&end),
        "{game:?}: the end ({end:?}) is spoken last: {last:?}"
    );
}

/// Every game of the registry, each in a thread of its own (a game added to the registry is
/// played here with no change to this test).
#[test]
fn every_game_is_played_to_the_end_by_ear() {
    std::thread::scope(|scope| {
        for game in GameId::ALL {
            scope.spawn(move || plays_to_the_end_by_ear(game, 2));
        }
    });
}
