//! Touch drives the interface through the same pointer as the mouse: the first finger on the
//! screen moves the mouse's picking pointer, presses it and lets it go, so every button, card
//! and drag that answers a click answers a tap, and a finger held still shows what hovering
//! shows. Bevy's own touch pointers are turned off: each is made in the frame its finger lands,
//! one frame too late for the press that comes with it, so a tap never reaches what it hits.

use bevy::camera::RenderTarget;
use bevy::input::touch::TouchPhase;
use bevy::picking::PickingSystems;
use bevy::picking::input::PointerInputSettings;
use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowRef};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(PointerInputSettings {
        is_touch_enabled: false,
        is_mouse_enabled: true,
    })
    .init_resource::<Finger>()
    .add_observer(focus_typed_field_when_pressed)
    .add_systems(
        First,
        touch_as_pointer
            .in_set(PickingSystems::Input)
            // Headless apps (the tests) run without picking or touch input.
            .run_if(
                resource_exists::<Messages<PointerInput>>
                    .and_then(resource_exists::<Messages<TouchInput>>),
            ),
    );
}

/// The finger that drives the pointer, and a pointer to take away once it has lifted.
#[derive(Resource, Default, Debug)]
pub struct Finger {
    /// The touch id and where it last was, in logical pixels, while it is down.
    pub down: Option<(u64, Vec2)>,
    /// A finger lifted last frame: the pointer leaves the window now, so nothing stays hovered
    /// after a tap as it would under a mouse that stayed where it clicked.
    lifted: bool,
    /// A finger that landed and lifted within one frame (a quick tap) is let go in the next,
    /// so the press is seen on what it hit before the release.
    release_next_frame: Option<Vec2>,
    /// Where the finger landed, and whether it has slid far from there since: a finger that
    /// slid was scrolling a list (or dragging a card), so lifting it presses nothing.
    landed_at: Vec2,
    slid: bool,
}

/// How far (logical pixels) a finger may wander and still tap.
const SLIDE: f32 = 16.0;

/// A control only for pointers and fingers, kept out of the keyboard and pad's focus ring because
/// keys and pads reach the same thing another way (Esc, Start). Listed with the buttons for the
/// page's tools.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct PointerOnly;

/// A field typed into takes the focus when tapped or clicked, as a text field does, so the
/// page knows to bring up the phone's keyboard for it.
fn focus_typed_field_when_pressed(add: On<Add, TypedField>, mut commands: Commands) {
    commands.entity(add.entity).observe(
        |click: On<Pointer<Click>>, mut focus: ResMut<bevy::input_focus::InputFocus>| {
            focus.set(click.event_target(), bevy::input_focus::FocusCause::Pressed);
        },
    );
}

/// A field the player types into (the invite code, the seed). Where it takes the focus after a
/// finger's tap, the page brings up the phone's keyboard, whose keys reach the game as a
/// keyboard's do (see `web/index.html`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedField {
    /// Letters (and digits) on the keyboard.
    Text,
    /// Digits only: a phone shows its number pad.
    Digits,
}

/// Where the pointer goes once the finger is off the glass: far outside every window.
const AWAY: Vec2 = Vec2::new(-100_000.0, -100_000.0);

fn touch_as_pointer(
    mut touches: MessageReader<TouchInput>,
    primary: Query<Entity, With<PrimaryWindow>>,
    mut finger: ResMut<Finger>,
    mut pointer: MessageWriter<PointerInput>,
) {
    let target = primary
        .single()
        .ok()
        .and_then(|window| RenderTarget::Window(WindowRef::Entity(window)).normalize(Some(window)));
    let Some(target) = target else {
        touches.clear();
        return;
    };
    let at = |position: Vec2| Location {
        target: target.clone(),
        position,
    };
    let moved = |finger: &Finger, position: Vec2| {
        let from = finger.down.map_or(position, |(_, last)| last);
        PointerInput::new(
            PointerId::Mouse,
            at(position),
            PointerAction::Move {
                delta: position - from,
            },
        )
    };
    let mut inputs = Vec::new();
    if let Some(position) = finger.release_next_frame.take() {
        inputs.push(PointerInput::new(
            PointerId::Mouse,
            at(position),
            PointerAction::Release(PointerButton::Primary),
        ));
        finger.down = None;
        finger.lifted = true;
    } else if std::mem::take(&mut finger.lifted) && finger.down.is_none() {
        inputs.push(PointerInput::new(
            PointerId::Mouse,
            at(AWAY),
            PointerAction::Move { delta: Vec2::ZERO },
        ));
    }
    let mut landed = None;
    for touch in touches.read() {
        let ours = finger.down.is_some_and(|(id, _)| id == touch.id);
        match touch.phase {
            TouchPhase::Started if finger.down.is_none() => {
                // The pointer arrives first, so the press lands on what is under the finger.
                inputs.push(moved(&finger, touch.position));
                finger.down = Some((touch.id, touch.position));
                finger.landed_at = touch.position;
                finger.slid = false;
                landed = Some(touch.id);
                inputs.push(PointerInput::new(
                    PointerId::Mouse,
                    at(touch.position),
                    PointerAction::Press(PointerButton::Primary),
                ));
            }
            TouchPhase::Moved if ours => {
                inputs.push(moved(&finger, touch.position));
                finger.down = Some((touch.id, touch.position));
                finger.slid |= touch.position.distance(finger.landed_at) > SLIDE;
            }
            TouchPhase::Ended if ours && landed == Some(touch.id) => {
                inputs.push(moved(&finger, touch.position));
                finger.down = Some((touch.id, touch.position));
                finger.release_next_frame = Some(touch.position);
            }
            TouchPhase::Ended if ours => {
                inputs.push(moved(&finger, touch.position));
                let slid = finger.slid || touch.position.distance(finger.landed_at) > SLIDE;
                inputs.push(PointerInput::new(
                    PointerId::Mouse,
                    at(touch.position),
                    if slid {
                        PointerAction::Cancel
                    } else {
                        PointerAction::Release(PointerButton::Primary)
                    },
                ));
                finger.down = None;
                finger.lifted = true;
            }
            TouchPhase::Canceled if ours => {
                inputs.push(PointerInput::new(
                    PointerId::Mouse,
                    at(touch.position),
                    PointerAction::Cancel,
                ));
                finger.down = None;
                finger.lifted = true;
            }
            // A second finger, or one that was never ours, moves nothing.
            _ => {}
        }
    }
    pointer.write_batch(inputs);
}
