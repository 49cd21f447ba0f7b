//! Keyboard and gamepad control of the interface: which device was used last, focus that
//! moves between buttons, and activation that runs the same code as a click.

use bevy::prelude::*;

pub mod focus;

/// Everything the game needs to be driven without a mouse.
pub fn plugin(app: &mut App) {
    app.add_plugins(focus::plugin);
}
