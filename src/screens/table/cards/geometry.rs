//! Where the cards lie: the table's measurements for one window size ([`Geometry`]), each other
//! seat's share of the table ([`SeatSlot`]) and the [`Pose`] of every card slot. Everything is
//! worked out from the window's size each time it is asked, so a resized window lays out again
//! with nothing kept to go stale.

use crate::screens::table::layouts::{Place, TokenPlace};
use bevy::prelude::*;

/// Where a card lies on the table, which way it is turned and how large it is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Pose {
    pub position: Vec2,
    pub z: f32,
    pub angle: f32,
    pub scale: f32,
}

impl Pose {
    /// Whether `other` is far enough from this pose for a card to set off towards it.
    pub(super) fn differs(&self, other: &Pose) -> bool {
        self.position.distance(other.position) > 0.5
            || (self.angle - other.angle).abs() > 1e-3
            || (self.scale - other.scale).abs() > 1e-3
            || (self.z - other.z).abs() > 1e-4
    }
}

/// One seat's share of the table.
#[derive(Clone, Copy, Debug)]
pub(super) struct SeatSlot {
    pub(super) centre: Vec2,
    pub(super) scale: f32,
    /// Width the seat's cards may spread over.
    width: f32,
}

impl SeatSlot {
    /// The distance between neighbouring cards when `count` of width `card_width` (before
    /// scaling) share the slot, at most `overlap` of a card so the fan stays tidy.
    fn step(&self, card_width: f32, count: usize, overlap: f32) -> f32 {
        let card = card_width * self.scale;
        if count > 1 {
            ((self.width - card) / (count - 1) as f32).min(card * overlap)
        } else {
            0.0
        }
    }
}

/// The table's measurements for one window size.
#[derive(Clone, Copy, Debug)]
pub(in crate::screens::table) struct Geometry {
    size: Vec2,
    /// A card's width and height at scale 1.
    pub(super) card: Vec2,
    opponents: usize,
    /// Width the interface panels take on each side, which grows with the interface scale.
    side: f32,
}

impl Geometry {
    pub(in crate::screens::table) fn new(
        size: Vec2,
        opponents: usize,
        card_scale: f32,
    ) -> Geometry {
        // Cards follow the window height (so 720p and 4K read alike) but never crowd a
        // narrow window.
        let height = (size.y * 0.19).min(size.x * 0.16) * card_scale;
        Geometry {
            size,
            card: Vec2::new(height * 5.0 / 7.0, height),
            opponents: opponents.max(1),
            side: 300.0 * crate::theme::interface_scale(size),
        }
    }

    /// Where the other seat `seat` (1 ..= opponents, round the table from the viewer) sits:
    /// one row across the top for up to five, two rows of smaller cards for more.
    pub(super) fn seat_slot(&self, seat: usize) -> SeatSlot {
        let Vec2 { x: w, y: h } = self.size;
        let m = self.opponents;
        let span = (w - 2.0 * self.side).max(w * 0.45);
        let seat = seat.clamp(1, m);
        if m <= 5 {
            let scale = if m > 2 { 0.8 } else { 0.9 };
            let x = span * ((seat as f32 - 0.5) / m as f32 - 0.5);
            return SeatSlot {
                centre: Vec2::new(x, h / 2.0 - self.card.y * 0.55),
                scale,
                width: (span / m as f32 * 0.9).max(self.card.x * scale * 1.5),
            };
        }
        let per_row = m.div_ceil(2);
        let (row, column, in_row) = if seat <= per_row {
            (0, seat - 1, per_row)
        } else {
            (1, seat - 1 - per_row, m - per_row)
        };
        let cell = span / per_row as f32;
        // Small enough that three cards and a caption fit a cell.
        let scale = (cell * 0.85 / (self.card.x * 1.7)).min(0.5);
        let offset = (per_row - in_row) as f32 / 2.0;
        let x = cell * (column as f32 + 0.5 + offset) - span / 2.0;
        let card_h = self.card.y * scale;
        let y =
            h / 2.0 - card_h * 0.55 - 6.0 - row as f32 * (card_h + self.caption_gap(scale) * 2.9);
        SeatSlot {
            centre: Vec2::new(x, y),
            scale,
            width: cell * 0.85,
        }
    }

    /// Where a stack of tokens stands: a seat's just left of its cards, the pot in the middle
    /// of the table between the stock and the discards.
    pub(in crate::screens::table) fn token_anchor(
        &self,
        place: TokenPlace,
        cards_held: usize,
    ) -> Vec2 {
        match place {
            TokenPlace::Pot => Vec2::new(0.0, self.card.y * 0.55),
            TokenPlace::Seat(0) => {
                let first = self.pose(Place::Hand(0), 0, cards_held.max(1));
                first.position + Vec2::new(-self.card.x * 1.1, self.card.y * 0.25)
            }
            TokenPlace::Seat(seat) => {
                let slot = self.seat_slot(seat);
                slot.centre - Vec2::new(slot.width * 0.5 + self.card.x * slot.scale * 0.1, 0.0)
            }
        }
    }

    /// The size tokens are drawn at.
    pub(in crate::screens::table) fn token_size(&self) -> f32 {
        (self.card.x * 0.32).max(14.0)
    }

    /// The room a caption takes under cards drawn at `scale`.
    pub(super) fn caption_gap(&self, scale: f32) -> f32 {
        (self.card.y * scale * 0.16).clamp(11.0, 40.0)
    }

    /// Where card `index` of `count` in `place` lies.
    pub(super) fn pose(&self, place: Place, index: usize, count: usize) -> Pose {
        let Vec2 { x: w, y: h } = self.size;
        let card = self.card;
        let i = index as f32;
        let mid = (count.max(1) - 1) as f32 / 2.0;
        let spread = |centre: Vec2, width: f32, widest: f32| {
            let step = if count > 1 {
                ((width - card.x) / (count - 1) as f32).min(widest)
            } else {
                0.0
            };
            centre + Vec2::new((i - mid) * step, 0.0)
        };
        // A deterministic jitter so stacks look laid by hand, not stamped.
        let jitter = ((index as f32 * 12.9898).sin() * 43_758.547).fract() - 0.5;
        match place {
            Place::Hand(0) => {
                let centre = Vec2::new(0.0, -h / 2.0 + card.y * 0.62);
                let mut position =
                    spread(centre, (w - 2.0 * self.side).max(w * 0.45), card.x * 0.85);
                let bend = (i - mid) / (mid.max(1.0) + 1.0);
                position.y -= bend * bend * card.y * 0.08;
                Pose {
                    position,
                    z: 50.0 + i * 0.1,
                    angle: -bend * 0.12,
                    scale: 1.0,
                }
            }
            Place::Hand(seat) => {
                let slot = self.seat_slot(seat);
                let step = slot.step(card.x, count, 0.7);
                Pose {
                    position: slot.centre + Vec2::new((i - mid) * step, 0.0),
                    z: 40.0 + i * 0.1,
                    angle: 0.0,
                    scale: slot.scale,
                }
            }
            Place::Row(0) => Pose {
                position: spread(
                    Vec2::new(0.0, -h / 2.0 + card.y * 1.72),
                    w * 0.5,
                    card.x * 0.6,
                ),
                z: 30.0 + i * 0.1,
                angle: 0.0,
                scale: 0.85,
            },
            Place::Row(seat) => {
                let slot = self.seat_slot(seat);
                let step = slot.step(card.x, count, 0.6);
                // Just under the seat's cards and its caption.
                let below = card.y * slot.scale * 1.25;
                Pose {
                    position: slot.centre + Vec2::new((i - mid) * step, -below),
                    z: 30.0 + i * 0.1,
                    angle: 0.0,
                    scale: slot.scale * 0.9,
                }
            }
            Place::Stock | Place::Discard => {
                // Only the top dozen cards show as thickness; the rest lie under them.
                let layer = i.min(12.0);
                let x = if place == Place::Stock { -0.22 } else { 0.22 } * w;
                Pose {
                    position: Vec2::new(x - layer * 0.6, layer * 0.8),
                    z: 10.0 + i * 0.05,
                    angle: if place == Place::Discard {
                        jitter * 0.2
                    } else {
                        0.0
                    },
                    scale: 0.9,
                }
            }
            Place::Pile => {
                // The top cards fan out to the right so the last few plays read; the top one
                // is a little larger.
                let from_top = (count - 1 - index.min(count - 1)) as f32;
                let shown = from_top.min(4.0);
                let x = card.x * 0.35 * (1.5 - shown);
                Pose {
                    position: Vec2::new(x, card.y * 0.05 + jitter * 4.0),
                    z: 20.0 + i * 0.1,
                    angle: jitter * 0.15,
                    scale: if from_top == 0.0 { 1.08 } else { 1.0 },
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_follow_the_window_height_and_hands_stay_on_screen() {
        for size in [Vec2::new(1280.0, 720.0), Vec2::new(3840.0, 2160.0)] {
            let geometry = Geometry::new(size, 1, 1.0);
            assert!((geometry.card.y / size.y - 0.19).abs() < 0.01);
            for count in [1, 5, 16, 30] {
                for index in [0, count - 1] {
                    let pose = geometry.pose(Place::Hand(0), index, count);
                    assert!(pose.position.x.abs() + geometry.card.x / 2.0 <= size.x / 2.0);
                    assert!(pose.position.y - geometry.card.y / 2.0 >= -size.y / 2.0);
                }
            }
        }
    }

    #[test]
    fn the_top_of_the_pile_lies_over_the_rest() {
        let geometry = Geometry::new(Vec2::new(1280.0, 720.0), 1, 1.0);
        let top = geometry.pose(Place::Pile, 9, 10);
        let under = geometry.pose(Place::Pile, 8, 10);
        assert!(top.z > under.z && top.scale > under.scale);
    }
}
