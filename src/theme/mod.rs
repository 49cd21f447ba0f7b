//! Colours and reusable UI pieces, so every screen looks like the same product.

use bevy::prelude::*;

pub mod egui_look;
pub mod palette;
pub mod widget;

/// DejaVu Sans (free licence, see assets/fonts/) has the glyphs the game writes — ♠ ♥ ♦ ♣, arrows,
/// dots — which Bevy's built-in font lacks; it replaces that font for every text.
const UI_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-subset.ttf");

pub(super) fn plugin(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(error) = fonts.insert(AssetId::default(), Font::from_bytes(UI_FONT.to_vec())) {
        warn!("the interface font could not be installed: {error}");
    }
    app.insert_resource(ClearColor(palette::FELT));
    app.add_plugins((widget::plugin, egui_look::plugin))
        .add_systems(Update, scale_interface_to_window);
}

/// The interface is laid out for a 720-pixel-high window; taller windows (up to 4K) scale
/// it up so text stays the same share of the screen, and smaller ones shrink it a little.
fn scale_interface_to_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut scale: ResMut<UiScale>,
) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    let wanted = interface_scale(window.size());
    if (scale.0 - wanted).abs() > 1e-3 {
        scale.0 = wanted;
    }
}

/// The UI scale for a window of `size` logical pixels.
pub fn interface_scale(size: Vec2) -> f32 {
    // Width matters too: a very wide, short window must not push panels off the sides.
    (size.y / 720.0).min(size.x / 1280.0).clamp(0.6, 4.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interface_scales_with_the_window_from_720p_to_4k() {
        assert_eq!(interface_scale(Vec2::new(1280.0, 720.0)), 1.0);
        assert_eq!(interface_scale(Vec2::new(3840.0, 2160.0)), 3.0);
        assert!(interface_scale(Vec2::new(3840.0, 720.0)) <= 1.0);
    }
}
