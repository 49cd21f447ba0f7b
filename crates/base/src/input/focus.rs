//! Button focus for keyboard and gamepad. Every [`Button`] forwards its clicks as [`Activate`],
//! and keyboard and gamepad activation trigger the same event on the focused button, so each
//! button has one behaviour whatever device presses it. Focus is Bevy's [`InputFocus`]; the
//! focused button wears a brass ring while [`InputFocusVisible`] is set, which is whenever the
//! keyboard or a gamepad was used last.

use crate::shared::AppSystems;
use bevy::input::gamepad::{GamepadAxisChangedEvent, GamepadButtonChangedEvent};
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseMotion};
use bevy::input_focus::{FocusCause, InputFocus, InputFocusVisible};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

/// How far a stick must lean to count as a press.
const STICK_PRESS: f32 = 0.6;
/// How far back it must come before it counts again.
const STICK_RELEASE: f32 = 0.3;
/// How long after a finger's touch a mouse's events are taken for the browser's echo of it.
const TAP_ECHO: std::time::Duration = std::time::Duration::from_millis(800);
/// The colour of the ring round the focused button.
const RING: Color = Color::srgb(1.0, 0.84, 0.45);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>()
        .init_resource::<InputFocusVisible>()
        .init_resource::<LastDevice>()
        .init_resource::<CardLane>()
        .init_resource::<ScrollLane>()
        .insert_resource(OfferFocus(true))
        .add_message::<Nav>()
        .add_observer(forward_clicks)
        .add_observer(forward_pointer_only_clicks)
        .add_systems(
            Update,
            (
                (note_device, read_navigation).chain(),
                move_focus.after(read_navigation),
            )
                .in_set(AppSystems::Input),
        )
        .add_systems(
            Update,
            (show_focus_ring, word_for_device).in_set(AppSystems::Presentation),
        );
}

/// A button was pressed: by a click, or by Enter, Space or the gamepad's South button while
/// it had focus. Buttons observe this instead of `Pointer<Click>`.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Activate {
    pub entity: Entity,
}

/// The device the player touched last; the hints and the focus ring follow it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LastDevice {
    Mouse,
    /// A finger on a touch screen: it drives the same pointer as the mouse, but the words say
    /// "tap", not "click".
    Touch,
    /// Until something is touched the keyboard is assumed, so the ring shows where focus is.
    #[default]
    Keyboard,
    Gamepad,
}

impl LastDevice {
    /// Whether the player points (a mouse or a finger) rather than moving a focus (keys, pad):
    /// a pointer needs no focus ring and no key names.
    pub fn points(self) -> bool {
        matches!(self, LastDevice::Mouse | LastDevice::Touch)
    }
}

/// Words that depend on the device used last: a help line names the keys only to a player at
/// the keyboard, the pad's buttons to one with a pad, and says "tap" or "click" to one who
/// points. Its [`Says`](crate::text::Says) is set from the device whenever that changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SaysForDevice {
    pub keyboard: &'static str,
    pub gamepad: &'static str,
    pub mouse: &'static str,
    pub touch: &'static str,
}

impl SaysForDevice {
    /// The message id for `device`.
    pub fn id(&self, device: LastDevice) -> &'static str {
        match device {
            LastDevice::Keyboard => self.keyboard,
            LastDevice::Gamepad => self.gamepad,
            LastDevice::Mouse => self.mouse,
            LastDevice::Touch => self.touch,
        }
    }
}

fn word_for_device(
    last: Res<LastDevice>,
    mut lines: Query<(Ref<SaysForDevice>, &mut crate::text::Says)>,
) {
    for (line, mut says) in &mut lines {
        if !last.is_changed() && !line.is_added() {
            continue;
        }
        let wanted = crate::text::Says::id(line.id(*last));
        if *says != wanted {
            *says = wanted;
        }
    }
}

/// While set, the first button takes focus as soon as there is one (a screen was entered).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OfferFocus(pub bool);

/// Marks the root of a menu laid over the screen: while one exists, focus moves only among
/// the buttons inside the newest one, so a menu's buttons never lose focus to those behind.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct FocusScope;

/// A button whose value Left and Right step through (a setting, an option) while it has focus.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Adjustable;

/// Step an [`Adjustable`] button's value: `forward` is Right (or the ▶ arrow), else Left.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Stepped {
    pub entity: Entity,
    pub forward: bool,
}

/// While set, Up and Down scroll a page of text rather than move focus (Tab still does).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScrollLane(pub bool);

/// While set, Left and Right belong to a row of cards rather than to the buttons.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardLane(pub bool);

/// One navigation command, from whichever device gave it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// Tab, Down, Right.
    Next,
    /// Shift+Tab, Up, Left.
    Previous,
    /// Left or Right while a [`CardLane`] is open: true for Right.
    Lane(bool),
    /// Left or Right while an [`Adjustable`] button has focus: true for Right.
    Step(bool),
    /// Up or Down while a [`ScrollLane`] is open: true for Down.
    Scroll(bool),
    /// Enter, Space, South.
    Activate,
    /// Escape, East.
    Back,
    /// Start.
    Menu,
}

/// Every button forwards its clicks as [`Activate`].
/// A control kept for pointers (`super::touch::PointerOnly`) forwards its clicks as
/// [`Activate`] too, so a screen reader's click on it does what a mouse's does.
fn forward_pointer_only_clicks(add: On<Add, super::touch::PointerOnly>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(|click: On<Pointer<Click>>, mut commands: Commands| {
            commands.trigger(Activate {
                entity: click.event_target(),
            });
        });
}

fn forward_clicks(add: On<Add, Button>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(|click: On<Pointer<Click>>, mut commands: Commands| {
            commands.trigger(Activate {
                entity: click.event_target(),
            });
        });
}

fn note_device(
    mut keys: MessageReader<KeyboardInput>,
    mut mouse_buttons: MessageReader<MouseButtonInput>,
    mut motion: MessageReader<MouseMotion>,
    mut touches: MessageReader<TouchInput>,
    mut pad_buttons: MessageReader<GamepadButtonChangedEvent>,
    mut pad_axes: MessageReader<GamepadAxisChangedEvent>,
    mut last: ResMut<LastDevice>,
    mut visible: ResMut<InputFocusVisible>,
    time: Res<Time<Real>>,
    mut last_touch: Local<Option<std::time::Duration>>,
) {
    let mut device = None;
    if motion.read().any(|m| m.delta.length() > 2.0) || mouse_buttons.read().next().is_some() {
        // A browser may follow a tap with a mouse's events of its own making: those are the
        // finger's still.
        let after_a_tap = last_touch.is_some_and(|at| time.elapsed() - at < TAP_ECHO);
        if !after_a_tap {
            device = Some(LastDevice::Mouse);
        }
    }
    // A finger is a pointer too (see `super::touch`): no focus ring while one is used.
    if touches.read().next().is_some() {
        device = Some(LastDevice::Touch);
        *last_touch = Some(time.elapsed());
    }
    if keys.read().next().is_some() {
        device = Some(LastDevice::Keyboard);
    }
    let pad_axes_moved = pad_axes.read().any(|a| a.value.abs() > STICK_PRESS);
    if pad_buttons.read().next().is_some() || pad_axes_moved {
        device = Some(LastDevice::Gamepad);
    }
    if let Some(device) = device
        && *last != device
    {
        *last = device;
    }
    let show = !last.points();
    if visible.0 != show {
        visible.0 = show;
    }
}

/// Turns key presses, gamepad buttons and stick flicks into [`Nav`] commands.
pub fn read_navigation(
    keys: Res<ButtonInput<KeyCode>>,
    gamepads: Query<&Gamepad>,
    lane: Res<CardLane>,
    scroll: Res<ScrollLane>,
    focus: Res<InputFocus>,
    adjustable: Query<(), With<Adjustable>>,
    mut stick_held: Local<bool>,
    mut nav: MessageWriter<Nav>,
) {
    let stepping = focus.get().is_some_and(|e| adjustable.contains(e));
    let horizontal = |right: bool| {
        if stepping {
            Nav::Step(right)
        } else if lane.0 {
            Nav::Lane(right)
        } else if right {
            Nav::Next
        } else {
            Nav::Previous
        }
    };
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::Tab) {
        nav.write(if shift { Nav::Previous } else { Nav::Next });
    }
    let vertical = |down: bool| {
        if scroll.0 {
            Nav::Scroll(down)
        } else if down {
            Nav::Next
        } else {
            Nav::Previous
        }
    };
    if keys.just_pressed(KeyCode::ArrowDown) {
        nav.write(vertical(true));
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        nav.write(vertical(false));
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        nav.write(horizontal(true));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        nav.write(horizontal(false));
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        nav.write(Nav::Activate);
    }
    if keys.just_pressed(KeyCode::Escape) {
        nav.write(Nav::Back);
    }
    let mut lean = Vec2::ZERO;
    for gamepad in &gamepads {
        if gamepad.just_pressed(GamepadButton::DPadDown) {
            nav.write(vertical(true));
        }
        if gamepad.just_pressed(GamepadButton::DPadUp) {
            nav.write(vertical(false));
        }
        if gamepad.just_pressed(GamepadButton::DPadRight) {
            nav.write(horizontal(true));
        }
        if gamepad.just_pressed(GamepadButton::DPadLeft) {
            nav.write(horizontal(false));
        }
        if gamepad.just_pressed(GamepadButton::South) {
            nav.write(Nav::Activate);
        }
        if gamepad.just_pressed(GamepadButton::East) {
            nav.write(Nav::Back);
        }
        if gamepad.just_pressed(GamepadButton::Start) {
            nav.write(Nav::Menu);
        }
        let stick = gamepad.left_stick();
        if stick.length() > lean.length() {
            lean = stick;
        }
    }
    // A stick flick counts once, until the stick comes back towards the centre.
    if *stick_held {
        *stick_held = lean.length() > STICK_RELEASE;
    } else if lean.length() > STICK_PRESS {
        *stick_held = true;
        if lean.x.abs() > lean.y.abs() {
            nav.write(horizontal(lean.x > 0.0));
        } else {
            // The stick's y points up; the focus order runs down the screen.
            nav.write(vertical(lean.y < 0.0));
        }
    }
}

/// Sorts positions (screen space, y down) into reading order: rows top to bottom, each row
/// left to right. Centres within `row` pixels of each other share a row. Buttons at the same
/// place (before the first layout, say) keep the order of their entities' indices: a query's
/// order is its storage's, which changes as components come and go (the focus ring's outline
/// among them), and a focus that followed it would step back and forth among a few buttons.
pub fn reading_order(mut items: Vec<(Entity, Vec2)>, row: f32) -> Vec<Entity> {
    items.sort_by(|a, b| {
        a.1.y
            .total_cmp(&b.1.y)
            .then(a.0.index_u32().cmp(&b.0.index_u32()))
    });
    let mut rows: Vec<Vec<(Entity, Vec2)>> = Vec::new();
    for item in items {
        match rows.last_mut() {
            Some(last) if (item.1.y - last[0].1.y).abs() <= row => last.push(item),
            _ => rows.push(vec![item]),
        }
    }
    rows.into_iter()
        .flat_map(|mut r| {
            r.sort_by(|a, b| {
                a.1.x
                    .total_cmp(&b.1.x)
                    .then(a.0.index_u32().cmp(&b.0.index_u32()))
            });
            r.into_iter().map(|(e, _)| e)
        })
        .collect()
}

/// The next (or previous) entry of `order` after `current`, wrapping round; the first (or
/// last) when nothing in `order` has focus.
pub fn step(order: &[Entity], current: Option<Entity>, forward: bool) -> Option<Entity> {
    if order.is_empty() {
        return None;
    }
    let at = current.and_then(|c| order.iter().position(|&e| e == c));
    let index = match (at, forward) {
        (Some(i), true) => (i + 1) % order.len(),
        (Some(i), false) => (i + order.len() - 1) % order.len(),
        (None, true) => 0,
        (None, false) => order.len() - 1,
    };
    Some(order[index])
}

/// Moves focus between the visible buttons, keeps it when the button under it is rebuilt,
/// and activates the focused button.
pub fn move_focus(
    mut commands: Commands,
    mut nav: MessageReader<Nav>,
    buttons: Query<(Entity, &UiGlobalTransform, &InheritedVisibility), With<Button>>,
    scopes: Query<Entity, With<FocusScope>>,
    parents: Query<&ChildOf>,
    mut focus: ResMut<InputFocus>,
    last: Res<LastDevice>,
    mut offer: ResMut<OfferFocus>,
    mut last_slot: Local<Option<usize>>,
) {
    if offer.0 {
        *last_slot = None;
    }
    // The newest menu (highest entity index is a fair proxy for "spawned last").
    let scope = scopes.iter().max_by_key(|e| e.index());
    let in_scope = |entity: Entity| {
        scope.is_none_or(|scope| parents.iter_ancestors(entity).any(|a| a == scope))
    };
    let order = reading_order(
        buttons
            .iter()
            .filter(|(e, _, visible)| visible.get() && in_scope(*e))
            .map(|(e, transform, _)| (e, transform.translation))
            .collect(),
        8.0,
    );
    let mut current = focus.get().filter(|e| order.contains(e));
    if current.is_none()
        && focus.get().is_some_and(|e| !buttons.contains(e))
        && let Some(slot) = *last_slot
        && !order.is_empty()
    {
        // The focused button was rebuilt or removed: stay at its place in the order.
        let entity = order[slot.min(order.len() - 1)];
        focus.set(entity, FocusCause::Navigated);
        current = Some(entity);
    }
    if offer.0 && !order.is_empty() {
        // A new screen: offer its first button, unless a button already has focus.
        offer.0 = false;
        if current.is_none() && !last.points() {
            focus.set(order[0], FocusCause::Navigated);
            current = Some(order[0]);
        }
    }
    for command in nav.read() {
        match command {
            Nav::Next | Nav::Previous => {
                if let Some(next) = step(&order, current, *command == Nav::Next) {
                    focus.set(next, FocusCause::Navigated);
                    current = Some(next);
                }
            }
            Nav::Activate => {
                if let Some(entity) = current {
                    commands.trigger(Activate { entity });
                }
            }
            Nav::Step(forward) => {
                if let Some(entity) = current {
                    commands.trigger(Stepped {
                        entity,
                        forward: *forward,
                    });
                }
            }
            Nav::Lane(_) => {
                // The cards take the keys; the buttons let go of focus.
                if current.is_some() {
                    focus.clear();
                    current = None;
                }
            }
            Nav::Back | Nav::Menu | Nav::Scroll(_) => {}
        }
    }
    let slot = current.and_then(|c| order.iter().position(|&e| e == c));
    if slot.is_some() || focus.get().is_none_or(|e| buttons.contains(e)) {
        *last_slot = slot;
    }
}

/// The focused button wears a brass ring while the keyboard or a gamepad is in use.
fn show_focus_ring(
    mut commands: Commands,
    buttons: Query<(Entity, Has<Outline>), With<Button>>,
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
) {
    for (entity, ringed) in &buttons {
        let wanted = visible.0 && focus.get() == Some(entity);
        // The action bar may replace its buttons in this same frame: a ring for a button
        // already gone is simply dropped.
        if wanted && !ringed {
            commands
                .entity(entity)
                .try_insert(Outline::new(px(3), px(3), RING));
        } else if !wanted && ringed {
            commands.entity(entity).try_remove::<Outline>();
        }
    }
}
