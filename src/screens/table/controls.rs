//! Keyboard and gamepad play at the table: Left/Right (d-pad, stick, shoulders) walk the
//! viewer's hand while they are to act, Enter/Space/A plays the focused card as a click would,
//! and a hint line at the bottom names the controls of the device used last. Escape, B and
//! Start open the pause menu (see [`crate::menus`]).

use super::cards::TableCard;
use super::layouts::Place;
use super::{Choose, TableView};
use crate::input::focus::{self, CardLane, LastDevice, Nav, OfferFocus};
use crate::menus::Menu;
use crate::shared::{AppSystems, Screen};
use crate::theme::{palette, widget};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FocusedCard>()
        .add_systems(OnEnter(Screen::Table), (spawn_hint, offer_focus))
        .add_systems(OnExit(Screen::Table), close_lane)
        .add_systems(
            Update,
            (
                open_lane.before(focus::read_navigation),
                drive_cards
                    .after(focus::move_focus)
                    .before(super::hud::choose_by_number),
            )
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            update_hint
                .in_set(AppSystems::Presentation)
                .run_if(in_state(Screen::Table)),
        );
}

/// The viewer's hand card that keyboard or gamepad focus rests on.
#[derive(Resource, Default)]
pub(super) struct FocusedCard(pub Option<Entity>);

#[derive(Component)]
struct HintLine;

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
    focus: Res<InputFocus>,
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
    let button_focused = focus.get().is_some_and(|e| buttons.contains(e));
    let mut current = focused.0.filter(|e| hand.contains(e));
    if button_focused || *last == LastDevice::Mouse || !lane.0 {
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
            Nav::Lane(right) => current = focus::step(&hand, current, right),
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

fn hint_text(device: LastDevice, lane: bool) -> &'static str {
    match (device, lane) {
        (LastDevice::Mouse, _) => "Click or drag a card, or click a button | 1-9 choose | Esc menu",
        (LastDevice::Keyboard, true) => {
            "Left/Right choose card | Up/Down/Tab choose button | Enter play | 1-9 | Esc menu"
        }
        (LastDevice::Keyboard, false) => "Up/Down/Tab choose | Enter select | 1-9 | Esc menu",
        (LastDevice::Gamepad, true) => {
            "Left/Right or LB/RB choose card | Up/Down button | A play | X/Y first two | Start menu"
        }
        (LastDevice::Gamepad, false) => "D-pad choose | A select | X/Y first two | Start menu",
    }
}

fn spawn_hint(mut commands: Commands) {
    commands.spawn((
        Name::new("Hint line"),
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
            widget::label("", 15.0, palette::MUTED),
            Pickable::IGNORE,
        )],
    ));
}

fn update_hint(
    last: Res<LastDevice>,
    lane: Res<CardLane>,
    mut hint: Single<&mut Text, With<HintLine>>,
) {
    let text = hint_text(*last, lane.0);
    if hint.0 != text {
        hint.0 = text.to_string();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_name_the_device_used_last() {
        assert!(hint_text(LastDevice::Keyboard, true).contains("Enter"));
        assert!(hint_text(LastDevice::Gamepad, true).contains("A play"));
        assert!(hint_text(LastDevice::Mouse, false).contains("Click"));
    }
}
