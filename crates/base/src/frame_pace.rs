//! When the windowed game draws: only while something changes. A card game spends most of its
//! time waiting for a player, and a frame drawn again and again over a still table keeps a
//! phone's cores and a laptop's fans busy for nothing (under a software renderer, a 1280×720
//! frame takes a whole core for about a tenth of a second). So the frame loop waits for input
//! ([`UpdateMode::Reactive`]) and is kept going by [`RequestRedraw`]: here while anything on
//! screen changed in the last frame, a finger or a button is held, a gamepad is connected (pads
//! are polled, not heard) or work on the pool waits to be collected; elsewhere by whatever waits
//! on time (a computer player's pause, a replay playing, a chat bubble, the splash), each in its
//! own module. Whatever comes from outside the loop (a worker's reply, a server's message, a
//! screen reader's press in the page) calls [`wake`]. Should something be missed, the loop
//! still runs every [`AT_REST`], so it is late, never stuck.

use bevy::prelude::*;
use bevy::ui::UiTransform;
use bevy::window::RequestRedraw;
use bevy::winit::{
    EventLoopProxy, EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent,
};
use std::sync::OnceLock;
use std::time::Duration;

/// The longest the frame loop waits with nothing to do.
pub const AT_REST: Duration = Duration::from_millis(500);

/// Every app of the game speaks [`RequestRedraw`] (headless ones too, where nobody reads it), so
/// the modules that wait on time may ask for frames without knowing whether a window listens.
pub fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>().add_systems(
        Last,
        (
            keep_drawing_while_changing,
            keep_drawing_while_held_or_working,
        ),
    );
}

/// The windowed game's frame loop: on input, on [`RequestRedraw`] and at least every
/// [`AT_REST`], whether or not the window has the focus (a page whose screen reader mirror
/// holds the focus is still played).
pub fn windowed(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(AT_REST),
        unfocused_mode: UpdateMode::reactive(AT_REST),
    })
    .add_systems(Startup, listen_for_wake_ups);
}

/// Draws the next frame now, from anywhere (another thread, a browser callback): what comes
/// from outside the frame loop is seen at once rather than at its next wait's end. Does nothing
/// in an app without a window.
pub fn wake() {
    if let Some(proxy) = WAKER.get() {
        // The loop has ended when this fails, and then nothing is left to draw.
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    }
}

static WAKER: OnceLock<EventLoopProxy<WinitUserEvent>> = OnceLock::new();

fn listen_for_wake_ups(proxy: Option<Res<EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        let _ = WAKER.set(EventLoopProxy::clone(&proxy));
    }
}

/// A change to anything drawn: where it is, whether it shows, its picture, its box, its words
/// or its colours.
pub type DrawnChanged = Or<(
    Changed<Transform>,
    Changed<UiTransform>,
    Changed<Visibility>,
    Changed<Sprite>,
    Changed<Node>,
    Changed<Text>,
    Changed<TextSpan>,
    Changed<TextColor>,
    Changed<BackgroundColor>,
    Changed<BorderColor>,
    Changed<Outline>,
    Changed<ImageNode>,
)>;

/// Something drawn changed in this frame: a card on its way, a counter ticking, a glow
/// breathing, a panel coming up. The next frame carries it on; a frame with no change lets the
/// loop rest.
fn keep_drawing_while_changing(
    changed: Query<(), DrawnChanged>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !changed.is_empty() {
        redraw.write(RequestRedraw);
    }
}

/// A finger or a mouse button held (a long press lifts a card after a while), a gamepad (whose
/// buttons are read each frame, not sent), or a job on the pool (collected by polling).
fn keep_drawing_while_held_or_working(
    touches: Option<Res<Touches>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    gamepads: Query<(), With<Gamepad>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let held = touches.is_some_and(|touches| touches.iter().next().is_some())
        || buttons.is_some_and(|buttons| buttons.get_pressed().next().is_some());
    if held || !gamepads.is_empty() || crate::off_frame::any_on_the_pool() {
        redraw.write(RequestRedraw);
    }
}
