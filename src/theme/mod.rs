//! Colours and reusable UI pieces, so every screen looks like the same product.

use bevy::prelude::*;

pub mod palette;
pub mod widget;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::FELT));
    app.add_plugins(widget::plugin);
}
