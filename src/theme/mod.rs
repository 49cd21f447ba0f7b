//! Colours and reusable UI pieces, so every screen looks like the same product.

use bevy::prelude::*;

pub mod palette;
pub mod widget;

/// DejaVu Sans (free licence, see assets/fonts/) has the glyphs the game writes — ♠ ♥ ♦ ♣, arrows,
/// dots — which Bevy's built-in font lacks; it replaces that font for every text.
const UI_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

pub(super) fn plugin(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(error) = fonts.insert(AssetId::default(), Font::from_bytes(UI_FONT.to_vec())) {
        warn!("the interface font could not be installed: {error}");
    }
    app.insert_resource(ClearColor(palette::FELT));
    app.add_plugins(widget::plugin);
}
