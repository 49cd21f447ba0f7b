//! egui dressed as the rest of the game: the game's own font (DejaVu Sans, the bytes Bevy's
//! text already uses, so egui's default fonts stay out of the build), the felt, brass and
//! ivory of the palette, the brass focus ring, the interface scale of the window, and the
//! player's aids to seeing: high contrast and the text size.

use super::contrast::{self, HighContrast, Role};
use super::palette;
use super::text_size::TextScale;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, dress_egui);
}

/// The focus ring of the game's own buttons (see `input::focus`).
const RING: Color = Color::srgb(1.0, 0.84, 0.45);

/// Whether egui draws in high contrast. The screens paint with [`to_egui`], a plain function
/// called deep in their drawing with no world to ask; like egui's own look, this is one for
/// the whole program, and follows the setting in [`dress_egui`].
static HIGH_CONTRAST: AtomicBool = AtomicBool::new(false);

/// A colour of the game's palette for egui, in high contrast where the player has it on.
pub fn to_egui(colour: Color) -> egui::Color32 {
    if HIGH_CONTRAST.load(Ordering::Relaxed) {
        exactly(contrast::egui_colour(colour))
    } else {
        exactly(colour)
    }
}

/// `colour` for egui as it is.
fn exactly(colour: Color) -> egui::Color32 {
    let [red, green, blue, alpha] = colour.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(red, green, blue, alpha)
}

/// Only DejaVu Sans, for every family egui asks for.
fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        "DejaVuSans".into(),
        std::sync::Arc::new(egui::FontData::from_static(super::UI_FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec!["DejaVuSans".into()]);
    }
    fonts
}

/// The look of egui's panels and widgets, in the game's palette or in high contrast (black
/// grounds, white words and rims twice as wide, a wide yellow focus ring).
fn visuals(high_contrast: bool) -> egui::Visuals {
    let paint = |colour: Color, role: Role| {
        exactly(if high_contrast {
            contrast::in_high_contrast(colour, role)
        } else {
            colour
        })
    };
    let rim = if high_contrast { 3.0 } else { 1.5 };
    let mut visuals = egui::Visuals::dark();
    let ivory = paint(palette::IVORY, Role::Text);
    let brass = paint(palette::BRASS, Role::Rim);
    visuals.override_text_color = Some(ivory);
    visuals.panel_fill = paint(palette::FELT, Role::Ground);
    visuals.window_fill = paint(palette::PANEL, Role::Ground);
    visuals.extreme_bg_color = paint(palette::FELT_DARK, Role::Ground);
    visuals.faint_bg_color = paint(palette::FELT_DARK.with_alpha(0.35), Role::Ground);
    visuals.selection.bg_fill = paint(palette::BUTTON_HOVERED, Role::Ground);
    visuals.selection.stroke = egui::Stroke::new(rim, brass);
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.fg_stroke = egui::Stroke::new(1.0, ivory);
    widgets.noninteractive.bg_stroke = egui::Stroke::new(
        1.0,
        paint(
            palette::MUTED.with_alpha(if high_contrast { 1.0 } else { 0.4 }),
            Role::Rim,
        ),
    );
    for (state, fill) in [
        (&mut widgets.inactive, palette::BUTTON),
        (&mut widgets.hovered, palette::BUTTON_HOVERED),
        (&mut widgets.active, palette::BUTTON_PRESSED),
        (&mut widgets.open, palette::BUTTON_PRESSED),
    ] {
        state.bg_fill = paint(fill, Role::Ground);
        state.weak_bg_fill = paint(fill, Role::Ground);
        state.bg_stroke = egui::Stroke::new(rim, brass);
        state.fg_stroke = egui::Stroke::new(1.5, ivory);
        state.corner_radius = egui::CornerRadius::same(8);
    }
    // egui draws a control with keyboard focus in its "active" look: give it the game's ring.
    let ring = if high_contrast {
        contrast::scheme::RING_WIDTH
    } else {
        3.0
    };
    widgets.active.bg_stroke = egui::Stroke::new(ring, paint(RING, Role::Ring));
    visuals
}

/// The smallest text egui draws of its own accord, in interface units: at the smallest
/// interface scale (a phone) it is still 12 pixels, as the rest of the game's text is.
const SMALLEST_TEXT: f32 = super::SMALLEST_TEXT;

/// egui's own text sizes (body 12.5, small 9) would come out under 12 pixels on a phone:
/// none is smaller than the game's smallest text.
fn raise_small_text(style: &mut egui::Style) {
    for font in style.text_styles.values_mut() {
        font.size = font.size.max(SMALLEST_TEXT);
    }
}

/// egui's text sizes, raised as [`raise_small_text`] does, times the player's text size; the
/// room round a button's words grows with them.
fn size_text(style: &mut egui::Style, factor: f32) {
    let mut base = egui::Style::default();
    raise_small_text(&mut base);
    for (kind, font) in &mut style.text_styles {
        if let Some(base) = base.text_styles.get(kind) {
            font.size = base.size * factor;
        }
    }
    style.spacing.button_padding = base.spacing.button_padding * factor;
}

/// Sets the fonts once per context, the colours and text sizes whenever the player's aids to
/// seeing change, and follows the interface scale.
fn dress_egui(
    mut contexts: EguiContexts,
    scale: Res<UiScale>,
    high_contrast: Res<HighContrast>,
    text_scale: Res<TextScale>,
    mut dressed: Local<Option<(bool, f32)>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if dressed.is_none() {
        ctx.set_fonts(fonts());
    }
    let aids = (high_contrast.0, text_scale.0);
    if *dressed != Some(aids) {
        *dressed = Some(aids);
        HIGH_CONTRAST.store(high_contrast.0, Ordering::Relaxed);
        ctx.set_visuals(visuals(high_contrast.0));
        ctx.all_styles_mut(|style| size_text(style, text_scale.0));
    }
    // The interface is laid out for a 720-pixel-high window, egui as the rest.
    if (ctx.zoom_factor() - scale.0).abs() > 1e-3 {
        ctx.set_zoom_factor(scale.0);
        let height = control_height(scale.0);
        ctx.all_styles_mut(|style| style.spacing.interact_size.y = height);
    }
    Ok(())
}

/// The least height of egui's buttons and fields (interface units) at interface scale `scale`:
/// egui's own on a desktop, a fingertip's ([`super::TOUCH_TARGET`] pixels) where the scale
/// shrinks the interface for a phone, as the game's own buttons are.
fn control_height(scale: f32) -> f32 {
    let desktop = egui::style::Spacing::default().interact_size.y;
    if scale < 1.0 {
        (super::TOUCH_TARGET / scale).max(desktop)
    } else {
        desktop
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn egui_controls_are_a_fingertip_high_on_a_phone() {
        let smallest = crate::theme::SMALLEST_INTERFACE_SCALE;
        assert!(super::control_height(smallest) * smallest >= crate::theme::TOUCH_TARGET - 1e-3);
        let desktop = bevy_egui::egui::style::Spacing::default().interact_size.y;
        assert_eq!(super::control_height(1.0), desktop);
        assert_eq!(super::control_height(2.0), desktop);
    }

    #[test]
    fn larger_text_makes_egui_text_larger_from_its_own_sizes() {
        use bevy_egui::egui::TextStyle;
        let mut style = bevy_egui::egui::Style::default();
        super::size_text(&mut style, 1.0);
        let body = style.text_styles[&TextStyle::Body].size;
        super::size_text(&mut style, 1.5);
        super::size_text(&mut style, 1.5);
        assert_eq!(style.text_styles[&TextStyle::Body].size, body * 1.5);
    }

    #[test]
    fn high_contrast_egui_is_white_on_black_with_a_yellow_ring() {
        use bevy_egui::egui::Color32;
        let visuals = super::visuals(true);
        assert_eq!(visuals.panel_fill, Color32::BLACK);
        assert_eq!(visuals.override_text_color, Some(Color32::WHITE));
        assert_eq!(visuals.widgets.inactive.bg_fill, Color32::BLACK);
        assert_eq!(visuals.widgets.inactive.bg_stroke.color, Color32::WHITE);
        assert_eq!(
            visuals.widgets.active.bg_stroke.color,
            super::exactly(crate::theme::contrast::scheme::RING)
        );
        assert_ne!(super::visuals(false).panel_fill, Color32::BLACK);
    }

    #[test]
    fn no_egui_text_under_twelve_pixels_at_the_smallest_scale() {
        let mut style = bevy_egui::egui::Style::default();
        super::raise_small_text(&mut style);
        for (kind, font) in &style.text_styles {
            let on_screen = font.size * crate::theme::SMALLEST_INTERFACE_SCALE;
            assert!(on_screen >= 12.0 - 1e-3, "{kind:?} is {on_screen} px");
        }
    }

    use std::collections::BTreeSet;
    use std::path::Path;

    /// The characters beyond ASCII in the game's code outside comments: what its texts write.
    fn characters_in_code(dir: &Path, found: &mut BTreeSet<char>) {
        for entry in std::fs::read_dir(dir).expect("the source folder is readable") {
            let path = entry.expect("a source entry").path();
            if path.is_dir() {
                characters_in_code(&path, found);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file is text");
                let code = text.lines().filter(|line| !line.trim().starts_with("//"));
                found.extend(code.flat_map(str::chars).filter(|c| !c.is_ascii()));
            }
        }
    }

    /// The game's directory as cargo names it when it runs the test, so that a test built in one
    /// clone and run from another reads the code of the clone it runs in, and the build itself
    /// does not depend on the clone's path (a kept build stays fresh for a new clone).
    fn manifest_dir() -> String {
        std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder")
    }

    /// The font is a subset (assets/fonts/README.md): a character the game writes, in its code or
    /// in any language's message files, that it lacks would show as an empty box, on the table
    /// (Bevy) and on the egui screens alike.
    #[test]
    fn the_interface_font_has_every_character_the_game_writes() {
        let mut written = BTreeSet::new();
        characters_in_code(&Path::new(&manifest_dir()).join("src"), &mut written);
        assert!(written.contains(&'♠'), "the suits are written: {written:?}");
        // Every message of every language: most of what a player reads comes from these.
        for lang in challenge_text::Lang::ALL {
            for file in challenge_text::files(lang) {
                written.extend(file.source.chars().filter(|c| !c.is_ascii()));
            }
        }
        assert!(written.contains(&'ж'), "Russian is written: {written:?}");
        // What egui writes itself in the widgets the game uses: a minus sign in numbers.
        written.insert('−');
        let font = ttf_parser::Face::parse(super::super::UI_FONT, 0).expect("the font parses");
        let missing: Vec<char> = written
            .into_iter()
            .filter(|&c| font.glyph_index(c).is_none())
            .collect();
        assert!(missing.is_empty(), "not in the font: {missing:?}");
    }
}
