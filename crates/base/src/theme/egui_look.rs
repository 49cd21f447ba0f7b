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
pub fn exactly(colour: Color) -> egui::Color32 {
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
pub fn visuals(high_contrast: bool) -> egui::Visuals {
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
pub fn raise_small_text(style: &mut egui::Style) {
    for font in style.text_styles.values_mut() {
        font.size = font.size.max(SMALLEST_TEXT);
    }
}

/// egui's text sizes, raised as [`raise_small_text`] does, times the player's text size; the
/// room round a button's words grows with them.
pub fn size_text(style: &mut egui::Style, factor: f32) {
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
pub fn control_height(scale: f32) -> f32 {
    let desktop = egui::style::Spacing::default().interact_size.y;
    if scale < 1.0 {
        (super::TOUCH_TARGET / scale).max(desktop)
    } else {
        desktop
    }
}
