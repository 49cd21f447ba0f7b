//! Pass and play: when the turn passes to another player at this device, an opaque layer
//! covers the whole table ("Pass to Player 2") until that player says they hold the device
//! ("I am Player 2 — show my cards": a click, Enter or Space, a gamepad's A). Only then does the
//! session show the table from their side. The player who just moved first sees their move
//! land; while the layer is up the table takes no input and the computer players wait.

use super::TableView;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use challenge_base::input::focus::{self, Activate, FocusScope, OfferFocus};
use challenge_base::shared::Menu;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::theme::{palette, widget};
use challenge_play::table::messages::{HandOff, HandOffConfirmed};
use challenge_play::table::{GameStarted, PresentationBusy};
use challenge_rules::{GameId, GameVisitor, Phrase, Rules, Seat, Values};

/// Above the cards, the HUD (0) and the showdown panel (5); below the menus (10), so the pause
/// menu still opens over it. The result panel (20) never shows with it: a hand-off comes only
/// while the game goes on, and it clears a result left from an earlier deal.
const LAYER_Z: i32 = 8;

pub(super) fn plugin(app: &mut App) {
    struct EndOnStart<'a>(&'a mut App);
    impl GameVisitor for EndOnStart<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            self.0.add_systems(
                Update,
                end_hand_off_on_start::<R>
                    .in_set(AppSystems::Presentation)
                    .before(note_hand_offs)
                    .run_if(in_state(Screen::Table)),
            );
        }
    }
    app.init_resource::<PendingHandOff>()
        .add_systems(OnExit(Screen::Table), forget_hand_off)
        .add_systems(
            Update,
            keep_focus_on_layer
                .in_set(AppSystems::Input)
                .before(focus::move_focus)
                .run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
        )
        .add_systems(
            Update,
            (note_hand_offs, show_layer, scope_follows_menus)
                .chain()
                .in_set(AppSystems::Presentation)
                .run_if(in_state(Screen::Table)),
        );
    for game in GameId::ALL {
        challenge_rules::visit(game, EndOnStart(app));
    }
}

/// The player the table waits for, and whether this module holds one count of
/// [`PresentationBusy`] (so the computer players wait while the layer is up).
#[derive(Resource, Default)]
struct PendingHandOff {
    to: Option<Seat>,
    holding: bool,
}

impl PendingHandOff {
    fn hold(&mut self, busy: &mut PresentationBusy, on: bool) {
        if self.holding != on {
            self.holding = on;
            if on {
                busy.0 += 1;
            } else {
                busy.0 = busy.0.saturating_sub(1);
            }
        }
    }
}

/// The full-window layer, for the seat it names.
#[derive(Component)]
struct HandOffLayer {
    to: Seat,
}

/// Its one button.
#[derive(Component)]
struct ShowMyCards;

/// Leaving the table drops the hand-off with the layer; a game continued later asks again.
fn forget_hand_off(mut pending: ResMut<PendingHandOff>) {
    // Leaving the table zeroes the busy count itself (see `leave_table`).
    *pending = PendingHandOff::default();
}

/// A table shown anew (the next player's, or another deal's) ends any hand-off.
fn end_hand_off_on_start<R: Rules>(
    mut started: MessageReader<GameStarted<R>>,
    mut pending: ResMut<PendingHandOff>,
) {
    if started.read().count() > 0 && pending.to.is_some() {
        pending.to = None;
    }
}

/// Notes whom the table waits for and makes the table under the layer inert: no actions, no
/// selection, no suggestion, no result of an earlier deal.
fn note_hand_offs(
    mut handoffs: MessageReader<HandOff>,
    mut pending: ResMut<PendingHandOff>,
    mut table: ResMut<TableView>,
) {
    let Some(&HandOff { to }) = handoffs.read().last() else {
        return;
    };
    pending.to = Some(to);
    table.viewer_to_act = false;
    table.actions.clear();
    table.selected.clear();
    table.open_group.clear();
    table.hint = None;
    table.finished = None;
}

/// Puts the layer up once the last move has landed (cards still, a showdown read), and takes
/// it down when the hand-off ends. It waits for the menus to close, so it never takes focus
/// from one.
fn show_layer(
    mut commands: Commands,
    mut pending: ResMut<PendingHandOff>,
    mut busy: ResMut<PresentationBusy>,
    mut offer: ResMut<OfferFocus>,
    layers: Query<(Entity, &HandOffLayer)>,
    menu: Res<State<Menu>>,
) {
    let shown = layers.iter().next();
    if shown.map(|(_, layer)| layer.to) == pending.to {
        return;
    }
    if let Some((entity, _)) = shown {
        commands.entity(entity).despawn();
        pending.hold(&mut busy, false);
    }
    let Some(to) = pending.to else {
        return;
    };
    if busy.0 > 0 || *menu.get() != Menu::None {
        return;
    }
    pending.hold(&mut busy, true);
    offer.0 = true;
    spawn_layer(&mut commands, to);
}

fn spawn_layer(commands: &mut Commands, to: Seat) {
    // At a device several players share nobody is "You": the seat is "Player N".
    let about_them = |id: &'static str| Phrase::new(id).seat("seat", to);
    commands
        .spawn((
            Name::new("Hand-off layer"),
            HandOffLayer { to },
            FocusScope,
            widget::centred_layer(),
            // Opaque: no hand, not even a card back, shows through.
            BackgroundColor(palette::FELT),
            GlobalZIndex(LAYER_Z),
            // Marks the pointer as over the interface, so clicks and drags never reach the cards.
            Interaction::default(),
            DespawnOnExit(Screen::Table),
        ))
        .with_children(|layer| {
            layer
                .spawn(widget::menu_panel(560.0))
                .with_children(|panel| {
                    panel.spawn(widget::header(about_them("table-handoff-title"), 48.0));
                    panel.spawn(widget::label(
                        about_them("table-handoff-covered"),
                        20.0,
                        palette::MUTED,
                    ));
                    panel
                        .spawn(show_my_cards_button(about_them("table-handoff-show-cards")))
                        .observe(show_my_cards);
                    panel.spawn(widget::label("table-handoff-keys", 15.0, palette::MUTED));
                });
        });
}

fn show_my_cards_button(label: Phrase) -> impl Bundle {
    (
        Name::new("Button: show my cards"),
        ShowMyCards,
        Button,
        Node {
            margin: UiRect::top(px(12)),
            padding: UiRect::axes(px(22), px(12)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            justify_content: JustifyContent::Center,
            ..default()
        },
        BorderColor::all(palette::BRASS),
        BackgroundColor(palette::BUTTON),
        children![(widget::label(label, 24.0, palette::IVORY), Pickable::IGNORE)],
    )
}

/// The next player has the device: the session shows the table from their side, and that new
/// table takes the layer down. The layer goes at once in any case, so it can never stay up.
fn show_my_cards(
    _: On<Activate>,
    mut pending: ResMut<PendingHandOff>,
    mut confirmations: MessageWriter<HandOffConfirmed>,
    mut offer: ResMut<OfferFocus>,
) {
    pending.to = None;
    confirmations.write(HandOffConfirmed);
    // The new player's first button (or card) takes focus, as on a new screen.
    offer.0 = true;
}

/// The button is the only thing to press: whatever device comes next, Enter, Space or A
/// presses it, even when the mouse was used last.
fn keep_focus_on_layer(button: Query<Entity, With<ShowMyCards>>, mut focus: ResMut<InputFocus>) {
    if let Ok(button) = button.single()
        && focus.get() != Some(button)
    {
        focus.set(button, FocusCause::Navigated);
    }
}

/// While a menu is open over the layer, focus belongs to the menu alone: the layer lets go of
/// its scope and takes it back when the menu closes.
fn scope_follows_menus(
    mut commands: Commands,
    menu: Res<State<Menu>>,
    layers: Query<(Entity, Has<FocusScope>), With<HandOffLayer>>,
) {
    let wanted = *menu.get() == Menu::None;
    for (entity, scoped) in &layers {
        if wanted && !scoped {
            commands.entity(entity).insert(FocusScope);
        } else if !wanted && scoped {
            commands.entity(entity).remove::<FocusScope>();
        }
    }
}
