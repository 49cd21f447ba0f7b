//! Larger text, for players who see poorly: every text of the interface drawn at 125 % or 150 %
//! of the size its screen gives it. The size the screen gave is kept beside it
//! ([`BaseFontSize`]), so the factor is always taken of that and never of a size already made
//! larger. Buttons grow with their words (see `theme::size_buttons`); the egui screens take the
//! same factor (`egui_look`).
//!
//! Text drawn among the cards (the captions of hands and rows, the counts of token stacks) is
//! sized to the cards, and grows with the card size setting instead.

use crate::settings::Settings;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<TextScale>().add_systems(
        PostUpdate,
        (follow_the_setting, scale_text)
            .chain()
            // Before the interface measures its text, after every screen spawned its own.
            .before(bevy::ui::UiSystems::Prepare),
    );
}

/// The largest text size the settings offer.
pub const LARGEST: f32 = crate::settings::LARGEST_TEXT_SCALE;

/// Text this large (interface units) is large enough already: the game's name, the menus'
/// headings. It stays as it is, and smaller text grows to no more than this, so headings keep
/// the room for what they head.
pub const LARGE_ENOUGH: f32 = 40.0;

/// A text of `base` size at text size `factor`.
pub fn scaled(base: FontSize, factor: f32) -> FontSize {
    match base {
        FontSize::Px(size) if size >= LARGE_ENOUGH => base,
        FontSize::Px(size) => FontSize::Px((size * factor).min(LARGE_ENOUGH)),
        other => other * factor,
    }
}

/// The factor every text of the interface is drawn at now: the setting's, within what the
/// window holds (see [`largest_for`]).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TextScale(pub f32);

impl Default for TextScale {
    fn default() -> TextScale {
        TextScale(1.0)
    }
}

/// The size a screen gave a text, before the [`TextScale`]; present while the text is drawn
/// at another size.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct BaseFontSize(pub FontSize);

/// The largest text factor a window of `size` logical pixels holds.
///
/// Every screen is laid out in interface units for a window 720 units high, and every
/// desktop window of 16:9 or wider has that room, whatever its size: menus and lists scroll,
/// buttons grow, and the table's panels take text half as large again. A compact window (a
/// phone held either way, a small desktop window, see [`super::compact`]) has less: the table
/// folds its sheet and log away and stands its status in a column of fixed width or a band of
/// fixed height over the cards, which larger text runs out of (cut off at its foot) or over
/// the captions of the rows beside it, already at 125 %. There the text stays at 100 % (the
/// settings row says so), and the interface scale alone keeps it at least 12 pixels.
pub fn largest_for(size: Vec2) -> f32 {
    if super::compact(size) { 1.0 } else { LARGEST }
}

/// A text that keeps the size its screen gave it whatever the [`TextScale`]: the table's line
/// of keys, in the corner beside the hand where the viewer's caption stands too, which it
/// would run into (the keys are in the rules and in the README as well).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct KeepsItsSize;

fn follow_the_setting(
    settings: Option<Res<Settings>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut scale: ResMut<TextScale>,
) {
    let wanted = settings.map_or(1.0, |settings| settings.text_scale);
    let size = windows
        .iter()
        .next()
        .map_or(Vec2::new(1280.0, 720.0), Window::size);
    let factor = wanted.clamp(1.0, largest_for(size));
    if scale.0 != factor {
        scale.0 = factor;
    }
}

/// Sets the size a screen gives `font`: the base of its [`TextScale`]d size where it is
/// scaled, so a screen that sizes a text each frame does not take the scaled size for its own
/// and size it again.
pub fn set_base_size(mut font: Mut<TextFont>, base: Option<Mut<BaseFontSize>>, size: FontSize) {
    match base {
        Some(mut base) => {
            if base.0 != size {
                base.0 = size;
            }
        }
        None => {
            if font.font_size != size {
                font.font_size = size;
            }
        }
    }
}

/// Draws every text at its base size times the [`TextScale`] (up to [`LARGE_ENOUGH`]): new
/// texts, texts a screen sized again, and every one when the factor changes. At 100 % each goes
/// back to its base size.
fn scale_text(
    mut commands: Commands,
    scale: Res<TextScale>,
    mut texts: Query<
        (Entity, &mut TextFont, Option<&mut BaseFontSize>),
        (With<Text>, Without<KeepsItsSize>),
    >,
) {
    let factor = scale.0;
    let all = scale.is_changed();
    if factor == 1.0 {
        if all {
            for (entity, mut font, base) in &mut texts {
                if let Some(base) = base {
                    if font.font_size != base.0 {
                        font.font_size = base.0;
                    }
                    commands.entity(entity).remove::<BaseFontSize>();
                }
            }
        }
        return;
    }
    for (entity, mut font, base) in &mut texts {
        let base_changed = base.as_ref().is_some_and(|base| base.is_changed());
        if !all && !font.is_changed() && !base_changed {
            continue;
        }
        match base {
            Some(mut base) => {
                if font.is_changed() && !all && font.font_size != scaled(base.0, factor) {
                    // The screen sized the text itself: that is its base now.
                    base.0 = font.font_size;
                }
                let size = scaled(base.0, factor);
                if font.font_size != size {
                    font.font_size = size;
                }
            }
            None => {
                let size = font.font_size;
                font.font_size = scaled(size, factor);
                commands.entity(entity).try_insert(BaseFontSize(size));
            }
        }
    }
}
