//! Keyboard, gamepad and touch control of the interface: which device was used last, focus
//! that moves between buttons, activation that runs the same code as a click, and fingers that
//! drive the mouse's pointer and scroll long lists; a press and release within one frame that
//! still click; and what assistive tools (a screen reader)
//! ask of the interface, done as the player's own devices do it.

use bevy::prelude::*;

pub mod assistive;
pub mod focus;
mod quick_click;
pub mod scroll;
pub mod touch;
pub mod typing;

/// Everything the game needs to be driven without a mouse.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        assistive::plugin,
        focus::plugin,
        quick_click::plugin,
        scroll::plugin,
        touch::plugin,
    ));
}
