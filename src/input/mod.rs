//! Keyboard, gamepad and touch control of the interface: which device was used last, focus
//! that moves between buttons, activation that runs the same code as a click, and fingers that
//! drive the mouse's pointer and scroll long lists.

use bevy::prelude::*;

pub mod focus;
pub mod scroll;
pub mod touch;
pub mod typing;

/// Everything the game needs to be driven without a mouse.
pub fn plugin(app: &mut App) {
    app.add_plugins((focus::plugin, scroll::plugin, touch::plugin));
}
