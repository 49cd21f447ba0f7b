//! The colours of the table and its interface.

use bevy::prelude::*;

/// The green baize of the table.
pub const FELT: Color = Color::srgb(0.05, 0.30, 0.18);
/// A darker felt for panels laid on the table. Opaque: a panel lies over cards, captions and
/// other panels, whose text must never show through its own.
pub const FELT_DARK: Color = Color::srgb(0.02, 0.16, 0.09);
/// Ivory text and card stock.
pub const IVORY: Color = Color::srgb(0.96, 0.94, 0.86);
/// Brass accents: titles, highlights, focus rings.
pub const BRASS: Color = Color::srgb(0.87, 0.70, 0.33);
/// Muted text.
pub const MUTED: Color = Color::srgb(0.70, 0.78, 0.72);
/// What a decision cost, on the review's chart: a red that stands out on the dark panel.
pub const LOSS: Color = Color::srgb(0.90, 0.36, 0.32);

pub const BUTTON: Color = Color::srgb(0.42, 0.10, 0.12);
pub const BUTTON_HOVERED: Color = Color::srgb(0.55, 0.15, 0.16);
pub const BUTTON_PRESSED: Color = Color::srgb(0.33, 0.07, 0.09);

/// Menus laid over the table: opaque, so their text reads over cards and the words behind them.
pub const PANEL: Color = Color::srgb(0.02, 0.13, 0.08);
