//! Keyboard and gamepad play at the table: Left/Right (d-pad, stick, shoulders) walk the
//! viewer's hand while they are to act, Enter/Space/A plays the focused card as a click would,
//! and a hint line at the bottom names the controls of the device used last. Escape, B and
//! Start open the pause menu (see [`challenge_screens::menus`]). H, or a gamepad's Select (Back, View),
//! asks for a suggestion, as the action bar's "Suggest" button does.
//! U or Backspace, or a gamepad's left trigger, takes back the last move where undo is on.

use super::cards::TableCard;
use super::layouts::Place;
use super::{Choose, FocusedCard, TableSystems, TableView};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use challenge_base::input::focus::{self, CardLane, LastDevice, Nav, OfferFocus};
use challenge_base::shared::Menu;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_base::theme::{palette, widget};
use challenge_play::online::OnlineTable;
use challenge_play::table::{HintRequested, HintShown, UndoRequested};
use challenge_rules::{Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), (spawn_hint, offer_focus))
        .add_systems(OnExit(Screen::Table), close_lane)
        .add_systems(
            Update,
            (
                open_lane
                    .before(focus::read_navigation)
                    .in_set(AppSystems::Input),
                drive_cards
                    .after(focus::move_focus)
                    .in_set(TableSystems::Keys),
            )
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            (ask_for_suggestion, ask_to_take_back)
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
        )
        .add_systems(
            Update,
            (
                update_hint.in_set(AppSystems::Presentation),
                // After the view of this frame, which clears an older suggestion, and before
                // the cards are framed, so the suggestion lights up in the frame it arrives.
                show_suggestion.in_set(TableSystems::Suggest),
            )
                .run_if(in_state(Screen::Table)),
        );
}

/// Whether "Suggest" is on offer: the viewer's own move at a game dealt here (an online
/// table's game is not worked out on this machine).
pub(super) fn suggestion_offered(table: &TableView, online: &OnlineTable) -> bool {
    table.viewer_to_act && table.finished.is_none() && !online.playing
}

/// H on the keyboard, Select on a gamepad: ask what the strongest computer player would do.
fn ask_for_suggestion(
    keys: Res<ButtonInput<KeyCode>>,
    gamepads: Query<&Gamepad>,
    table: Res<TableView>,
    online: Res<OnlineTable>,
    mut requests: MessageWriter<HintRequested>,
) {
    let pressed = keys.just_pressed(KeyCode::KeyH)
        || gamepads
            .iter()
            .any(|gamepad| gamepad.just_pressed(GamepadButton::Select));
    if pressed && suggestion_offered(&table, &online) {
        requests.write(HintRequested);
    }
}

/// U or Backspace on the keyboard, the left trigger on a gamepad: take back the last move
/// (with "Undo (practice)" on in the settings; the table says why not otherwise).
fn ask_to_take_back(
    keys: Res<ButtonInput<KeyCode>>,
    gamepads: Query<&Gamepad>,
    online: Res<OnlineTable>,
    mut requests: MessageWriter<UndoRequested>,
) {
    let pressed = keys.any_just_pressed([KeyCode::KeyU, KeyCode::Backspace])
        || gamepads
            .iter()
            .any(|gamepad| gamepad.just_pressed(GamepadButton::LeftTrigger2));
    if pressed && !online.playing {
        requests.write(UndoRequested);
    }
}

/// Points the table at the suggested action, while the view it was worked out for shows.
fn show_suggestion(mut shown: MessageReader<HintShown>, mut table: ResMut<TableView>) {
    let Some(hint) = shown.read().last() else {
        return;
    };
    let index = Some(hint.action_index).filter(|&i| table.viewer_to_act && i < table.actions.len());
    let why = index.and(hint.why.clone());
    if table.hint != index || table.hint_why != why {
        table.hint = index;
        table.hint_why = why;
    }
}

#[derive(Component)]
struct HintLine;

/// The box the hint line stands in, at the foot of the window's left side; the menu control
/// stands over it.
#[derive(Component)]
pub(super) struct HintBox;

fn offer_focus(mut offer: ResMut<OfferFocus>, mut focused: ResMut<FocusedCard>) {
    offer.0 = true;
    focused.0 = None;
}

fn close_lane(mut lane: ResMut<CardLane>, mut focused: ResMut<FocusedCard>) {
    lane.0 = false;
    focused.0 = None;
}

/// Left and Right belong to the hand while the viewer has a card they could play.
fn open_lane(table: Res<TableView>, mut lane: ResMut<CardLane>) {
    let open = table.viewer_to_act && table.actions.iter().any(|a| !a.cards.is_empty());
    if lane.0 != open {
        lane.0 = open;
    }
}

fn drive_cards(
    mut nav: MessageReader<Nav>,
    cards: Query<(Entity, &TableCard)>,
    buttons: Query<(), With<Button>>,
    mut focus: ResMut<InputFocus>,
    last: Res<LastDevice>,
    lane: Res<CardLane>,
    mut focused: ResMut<FocusedCard>,
    mut table: ResMut<TableView>,
    mut choices: MessageWriter<Choose>,
    menu: Res<State<Menu>>,
    gamepads: Query<&Gamepad>,
) {
    if *menu.get() != Menu::None {
        // Presses meant for the menu must not reach the table when it closes.
        nav.clear();
        return;
    }
    let mut hand: Vec<(usize, Entity)> = cards
        .iter()
        .filter(|(_, card)| card.place == Place::Hand(0) && card.card.is_some())
        .map(|(entity, card)| (card.index, entity))
        .collect();
    hand.sort();
    let hand: Vec<Entity> = hand.into_iter().map(|(_, e)| e).collect();
    let mut button_focused = focus.get().is_some_and(|e| buttons.contains(e));
    let mut current = focused.0.filter(|e| hand.contains(e));
    if button_focused || last.points() || !lane.0 {
        current = None;
    }
    let mut commands: Vec<Nav> = nav.read().copied().collect();
    for gamepad in &gamepads {
        if lane.0 && gamepad.just_pressed(GamepadButton::LeftTrigger) {
            commands.push(Nav::Lane(false));
        }
        if lane.0 && gamepad.just_pressed(GamepadButton::RightTrigger) {
            commands.push(Nav::Lane(true));
        }
    }
    for command in commands {
        match command {
            Nav::Lane(right) => {
                current = focus::step(&hand, current, right);
                // The shoulders walk the hand without passing through the focus system: the
                // button that had focus lets go here, as it does for Left and Right, so A
                // plays the card rather than pressing the button (the action bar's
                // "Suggest" always has one to focus).
                if button_focused {
                    focus.clear();
                    button_focused = false;
                }
            }
            Nav::Activate if !button_focused => {
                let card = current
                    .and_then(|e| cards.get(e).ok())
                    .and_then(|(_, c)| c.card);
                if let Some(card) = card
                    && let Some(index) = table.click_card(card)
                {
                    choices.write(Choose(index));
                }
            }
            _ => {}
        }
    }
    if focused.0 != current {
        focused.0 = current;
    }
}

/// The controls of the device used last, with the key that asks for a suggestion where one
/// is offered.
pub fn hint_text(device: LastDevice, lane: bool, suggest: bool) -> Phrase {
    let line = Phrase::new(match (device, lane) {
        (LastDevice::Mouse, _) => "table-keys-mouse",
        (LastDevice::Touch, _) => "table-keys-touch",
        (LastDevice::Keyboard, true) => "table-keys-keyboard-cards",
        (LastDevice::Keyboard, false) => "table-keys-keyboard",
        (LastDevice::Gamepad, true) => "table-keys-gamepad-cards",
        (LastDevice::Gamepad, false) => "table-keys-gamepad",
    });
    // A finger has no key to ask with: the Suggest button is the way.
    if !suggest || device == LastDevice::Touch {
        return line;
    }
    // Key names are printed on the keys, the same in every language.
    let key = match device {
        LastDevice::Gamepad => "Select",
        LastDevice::Mouse | LastDevice::Touch | LastDevice::Keyboard => "H",
    };
    Phrase::new("table-keys-suggest")
        .nested("keys", line)
        .verbatim("key", key)
}

fn spawn_hint(mut commands: Commands) {
    commands.spawn((
        Name::new("Hint line"),
        HintBox,
        // Bottom left, under the status column, so it never covers the player's hand.
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            bottom: px(12),
            max_width: px(270),
            ..default()
        },
        Pickable::IGNORE,
        DespawnOnExit(Screen::Table),
        children![(
            HintLine,
            widget::label(Says::verbatim(""), 15.0, palette::MUTED),
            challenge_base::theme::text_size::KeepsItsSize,
            Pickable::IGNORE,
        )],
    ));
}

/// The keys of a replay (see `replay_bar`), which take the table's place while one is shown.
pub fn replay_hint_text(device: LastDevice) -> Phrase {
    Phrase::new(match device {
        LastDevice::Mouse => "table-replay-keys-mouse",
        LastDevice::Touch => "table-replay-keys-touch",
        LastDevice::Keyboard => "table-replay-keys-keyboard",
        LastDevice::Gamepad => "table-replay-keys-gamepad",
    })
}

fn update_hint(
    last: Res<LastDevice>,
    lane: Res<CardLane>,
    online: Res<OnlineTable>,
    replay: Res<super::replay_bar::ReplayShown>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    hint: Single<(&mut Says, &mut Visibility), With<HintLine>>,
) {
    let (mut hint, mut visibility) = hint.into_inner();
    // A compact window's hand spans the bottom, where the line would lie over the cards; a
    // phone has no keys to name anyway.
    let shown = if challenge_base::theme::compact(window.size()) {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    if *visibility != shown {
        *visibility = shown;
    }
    // Named whenever the table's game is dealt here, not only on the viewer's move, so the
    // line does not change with every turn.
    let line = match replay.0 {
        Some(_) => replay_hint_text(*last),
        None => hint_text(*last, lane.0, !online.playing),
    };
    // Written only when it changes, so the line is worded again only then.
    if hint.0 != line {
        hint.0 = line;
    }
}
