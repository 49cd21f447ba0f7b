//! The four suit shapes as filled outlines in a unit box centred on the origin (height 1).

use super::SuitColours;
use super::raster::{Path, Rgba, hex};
use challenge_rules::cards::Suit;

pub const BLACK: Rgba = hex(0x1b1b1f);
pub const RED: Rgba = hex(0xc8102e);
pub const BLUE: Rgba = hex(0x1652c4);
pub const GREEN: Rgba = hex(0x12853a);

pub fn colour(suit: Suit, colours: SuitColours) -> Rgba {
    match (suit, colours) {
        (Suit::Spades, _) | (Suit::Clubs, SuitColours::TwoColour) => BLACK,
        (Suit::Hearts, _) | (Suit::Diamonds, SuitColours::TwoColour) => RED,
        (Suit::Diamonds, SuitColours::FourColour) => BLUE,
        (Suit::Clubs, SuitColours::FourColour) => GREEN,
    }
}

/// Width over height of each shape, for laying out indices and pips.
pub fn aspect(suit: Suit) -> f32 {
    match suit {
        Suit::Diamonds => 0.8,
        Suit::Hearts => 1.04,
        _ => 1.0,
    }
}

/// Every contour runs clockwise on screen so overlapping lobes add up instead of cancelling.
pub fn add(path: &mut Path, suit: Suit) {
    match suit {
        Suit::Hearts => {
            path.move_to(0.0, -0.27)
                .cubic_to((0.10, -0.52), (0.52, -0.54), 0.52, -0.17)
                .cubic_to((0.52, 0.10), (0.20, 0.26), 0.0, 0.50)
                .cubic_to((-0.20, 0.26), (-0.52, 0.10), -0.52, -0.17)
                .cubic_to((-0.52, -0.54), (-0.10, -0.52), 0.0, -0.27)
                .close();
        }
        Suit::Diamonds => {
            path.move_to(0.0, -0.5)
                .quad_to(0.17, -0.2, 0.40, 0.0)
                .quad_to(0.17, 0.2, 0.0, 0.5)
                .quad_to(-0.17, 0.2, -0.40, 0.0)
                .quad_to(-0.17, -0.2, 0.0, -0.5)
                .close();
        }
        Suit::Spades => {
            path.move_to(0.0, -0.5)
                .cubic_to((0.14, -0.30), (0.52, -0.14), 0.50, 0.12)
                .cubic_to((0.48, 0.38), (0.17, 0.41), 0.05, 0.22)
                .cubic_to((0.07, 0.36), (0.12, 0.45), 0.22, 0.50)
                .line_to(-0.22, 0.50)
                .cubic_to((-0.12, 0.45), (-0.07, 0.36), -0.05, 0.22)
                .cubic_to((-0.17, 0.41), (-0.48, 0.38), -0.50, 0.12)
                .cubic_to((-0.52, -0.14), (-0.14, -0.30), 0.0, -0.5)
                .close();
        }
        Suit::Clubs => {
            path.circle(0.0, -0.245, 0.235);
            path.circle(-0.262, 0.085, 0.235);
            path.circle(0.262, 0.085, 0.235);
            path.circle(0.0, 0.03, 0.14);
            path.move_to(0.035, 0.05)
                .cubic_to((0.05, 0.30), (0.10, 0.43), 0.22, 0.50)
                .line_to(-0.22, 0.50)
                .cubic_to((-0.10, 0.43), (-0.05, 0.30), -0.035, 0.05)
                .close();
        }
    }
}
