//! Where the cards lie: the table's measurements for one window size ([`Geometry`]), each other
//! seat's share of the table ([`SeatSlot`]) and the [`Pose`] of every card slot. Everything is
//! worked out from the window's size each time it is asked, so a resized window lays out again
//! with nothing kept to go stale.

use crate::layouts::{Place, TokenPlace};
use bevy::prelude::*;

/// Where a card lies on the table, which way it is turned and how large it is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
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
pub struct SeatSlot {
    pub centre: Vec2,
    pub scale: f32,
    /// Width the seat's cards may spread over.
    width: f32,
}

impl SeatSlot {
    /// The widest the seat's caption may be: its share of the table.
    pub(super) fn caption_width(&self) -> f32 {
        self.width / 0.9
    }

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

/// The height, in interface units, of the status panel of a compact table held upright: the
/// panel spans the top under the menu buttons and the opponents' strip begins below it.
pub(crate) const UPRIGHT_STATUS_HEIGHT: f32 = 88.0;
/// Where that panel begins, under the row of the menu buttons (interface units).
pub(crate) const UPRIGHT_STATUS_TOP: f32 = 72.0;
/// The width of the action bar (interface units), which stands right of the hand on a wide
/// or a turned window and over the hand on an upright one.
pub(crate) const ACTION_BAR_WIDTH: f32 = 256.0;
/// The width of the "Menu" control and the two fold buttons beside it (interface units).
const MENU_AND_FOLD_WIDTH: f32 = 96.0 + 8.0 + 2.0 * 88.0 + 8.0;
/// The width of the status column of a wide or turned window (interface units).
pub(crate) const STATUS_WIDTH: f32 = 270.0;

/// The usual height of an upright phone's action bar over the hand (interface units): a
/// prompt, a line under it and one row of buttons.
const BAR_HEIGHT: f32 = 130.0;
/// How large the pile is drawn on a turned window with rows, where it shares the middle's
/// right part with the stock.
const TURNED_PILE_SCALE: f32 = 0.8;

/// How the table is arranged for the window's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Panels down both sides of the cards (desktop windows).
    Wide,
    /// A small window on its side: the status left, the action bar right, the hand between.
    Turned,
    /// A phone held upright: the status across the top, the opponents in a strip under it,
    /// the hand across the bottom with the action bar over it.
    Upright,
}

impl Arrangement {
    pub(crate) fn of(size: Vec2) -> Arrangement {
        if !challenge_base::theme::compact(size) {
            Arrangement::Wide
        } else if size.y > size.x {
            Arrangement::Upright
        } else {
            Arrangement::Turned
        }
    }
}

/// The table's measurements for one window size.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    pub size: Vec2,
    /// A card's width and height at scale 1.
    pub card: Vec2,
    pub opponents: usize,
    pub arrangement: Arrangement,
    /// The interface scale, which panels' sizes follow.
    pub ui: f32,
    /// Whether the game lays rows of cards before the seats (Bluff Poker's rows, Gotcha's
    /// discards, Svoi Kozyri's draw): on a turned window they take the middle's left part.
    pub rows: bool,
    /// Whether other seats have rows under them (Bluff Poker, Gotcha).
    pub seat_rows: bool,
    /// Whether the viewer's row (or its caption) stands over their hand.
    pub own_row: bool,
    /// How many cards the viewer holds: a long hand wraps onto two rows on a phone.
    pub hand_cards: usize,
    /// How tall the band under the menu buttons of an upright window is (interface units):
    /// the status's, or a lesson's guide's in its place where that is taller.
    pub top_band: f32,
}

impl Geometry {
    pub fn new(size: Vec2, opponents: usize, card_scale: f32) -> Geometry {
        let arrangement = Arrangement::of(size);
        // Cards follow the window height (so 720p and 4K read alike) but never crowd a
        // narrow window; an upright phone's cards follow its width.
        let height = match arrangement {
            Arrangement::Wide => (size.y * 0.19).min(size.x * 0.16),
            Arrangement::Turned => (size.y * 0.22).min(size.x * 0.13),
            Arrangement::Upright => (size.y * 0.13).min(size.x * 0.27),
        } * card_scale;
        Geometry {
            size,
            card: Vec2::new(height * 5.0 / 7.0, height),
            opponents: opponents.max(1),
            arrangement,
            ui: challenge_base::theme::interface_scale(size),
            rows: false,
            seat_rows: false,
            own_row: false,
            hand_cards: 0,
            top_band: UPRIGHT_STATUS_HEIGHT,
        }
    }

    /// The measurements for the table as `table` shows it: its layout's number of other seats
    /// and whether it lays rows of cards, and the room a lesson's guide takes at the top.
    pub fn of_table(size: Vec2, table: &crate::TableView, card_scale: f32) -> Geometry {
        let layout = &table.layout;
        let places = || {
            (layout.zones.iter().map(|zone| zone.place))
                .chain(layout.captions.iter().map(|(place, _)| *place))
        };
        let counts = layout.counts();
        Geometry {
            rows: places().any(|place| matches!(place, Place::Row(_))),
            seat_rows: places().any(|place| matches!(place, Place::Row(seat) if seat > 0)),
            // An empty row still has its caption to show ("Your row").
            own_row: counts.get(&Place::Row(0)).is_some_and(|&n| n > 0)
                || layout
                    .captions
                    .iter()
                    .any(|(place, _)| *place == Place::Row(0)),
            hand_cards: counts.get(&Place::Hand(0)).copied().unwrap_or(0),
            top_band: UPRIGHT_STATUS_HEIGHT.max(table.guide_height),
            ..Geometry::new(size, layout.opponents, card_scale)
        }
    }

    /// On a turned window with rows, the middle between the status column and the action bar
    /// is shared: the rows in its left part, the stock, the discards and the pile in its right
    /// part, for a turned window has no height to stack them all. Its left edge, the border
    /// between the two parts, and its right edge.
    fn turned_row_split(&self) -> Option<(f32, f32, f32)> {
        if self.arrangement != Arrangement::Turned || !self.rows {
            return None;
        }
        let w = self.size.x;
        let left = -w / 2.0 + (STATUS_WIDTH + 20.0) * self.ui;
        let right = w / 2.0 - (ACTION_BAR_WIDTH + 20.0) * self.ui;
        // The right part as wide as the stock and the discards side by side need, and at
        // least 45 % of the middle; the rows keep at least a third.
        let right_part = (self.card.x * 1.8 + 24.0)
            .max((right - left) * 0.45)
            .min((right - left) * 0.65);
        Some((left, right - right_part, right))
    }

    /// The middle and the width of the room a row of cards spreads over: on a turned window
    /// with rows, the middle's left part.
    fn row_column(&self) -> Option<(f32, f32)> {
        self.turned_row_split()
            .map(|(left, border, _)| ((left + border) / 2.0, border - left - 8.0))
    }

    /// Heights of the stock and of the pile on a turned window with rows: the stock (and the
    /// discards) high in the right part, the pile low, so each keeps clear of the other.
    /// Where the room is short (several other seats, each with a row under it), both stand at
    /// its middle, the stock left and the pile right.
    fn turned_row_heights(&self) -> Option<(f32, f32)> {
        self.turned_row_split()?;
        // A lone other seat's row stands in the rows' part; several stand across the top,
        // under their seats.
        let room_top = if self.opponents > 1 {
            self.seats_and_rows_bottom()
        } else {
            self.seats_bottom()
        };
        let room_bottom = -self.size.y / 2.0 + self.card.y * 1.12 + 6.0;
        let stock = self.card.y * 0.9 + self.caption_gap(0.9) * 1.6;
        let pile = self.card.y * TURNED_PILE_SCALE * 1.08;
        if room_top - room_bottom < stock + pile {
            let middle = (room_top + room_bottom) / 2.0;
            return Some((middle + self.caption_gap(0.9) * 0.8, middle));
        }
        // The stock's top cards stand up to a dozen layers higher.
        Some((
            room_top - self.card.y * 0.45 - 12.0,
            room_bottom + pile / 2.0 + 2.0,
        ))
    }

    /// Where the caption of a row ends on a turned window with rows: left of the row's first
    /// card at its middle height, on the felt the status column leaves, since there is no height
    /// between the rows for a caption over or under each.
    pub fn row_caption_beside(&self, place: Place, count: usize) -> Option<Vec2> {
        self.turned_row_split()?;
        let first = self.pose(place, 0, count.max(1));
        let half = self.card.x * first.scale / 2.0;
        Some(first.position - Vec2::X * (half + 8.0))
    }

    /// The x range, left to right, the viewer's hand may spread over.
    fn hand_span(&self) -> (f32, f32) {
        let w = self.size.x;
        let margin = 8.0 * self.ui;
        match self.arrangement {
            Arrangement::Wide => {
                let half = (w - 2.0 * 300.0 * self.ui).max(w * 0.45) / 2.0;
                (-half, half)
            }
            // Right of the "Menu" and left of the action bar.
            Arrangement::Turned => (
                -w / 2.0 + margin,
                w / 2.0 - (ACTION_BAR_WIDTH + 20.0) * self.ui,
            ),
            Arrangement::Upright => (-w / 2.0 + margin, w / 2.0 - margin),
        }
    }

    /// The x range and the top edge of the strip the other seats sit in.
    fn opponents_strip(&self) -> (f32, f32, f32) {
        let Vec2 { x: w, y: h } = self.size;
        match self.arrangement {
            Arrangement::Wide => {
                let half = (w - 2.0 * 300.0 * self.ui).max(w * 0.45) / 2.0;
                (-half, half, h / 2.0)
            }
            // Between the status column and the menu and fold buttons.
            Arrangement::Turned => (
                -w / 2.0 + (STATUS_WIDTH + 20.0) * self.ui,
                w / 2.0 - (MENU_AND_FOLD_WIDTH + 16.0) * self.ui,
                h / 2.0,
            ),
            Arrangement::Upright => {
                let margin = 8.0 * self.ui;
                let top = (UPRIGHT_STATUS_TOP + self.top_band + 10.0) * self.ui;
                (-w / 2.0 + margin, w / 2.0 - margin, h / 2.0 - top)
            }
        }
    }

    /// The middle and the width of the stretch the stock, the discards and the pile share:
    /// the window's width, or on a turned window the room between the status column and the
    /// action bar.
    fn centre_span(&self) -> (f32, f32) {
        if let Some((_, border, right)) = self.turned_row_split() {
            // As wide as keeps the stock's thickest side a little right of the border.
            let reach = (right - border) / 2.0 - self.card.x * 0.45 - 12.0;
            return ((border + right) / 2.0, (reach / 0.22).max(0.0));
        }
        let w = self.size.x;
        match self.arrangement {
            Arrangement::Wide | Arrangement::Upright => (0.0, w),
            Arrangement::Turned => {
                let left = -w / 2.0 + (STATUS_WIDTH + 20.0) * self.ui;
                let right = w / 2.0 - (ACTION_BAR_WIDTH + 20.0) * self.ui;
                ((left + right) / 2.0, (right - left) * 1.3)
            }
        }
    }

    /// The height the stock, the discards, the pile and the pot stand at: the window's middle,
    /// or on an upright window in the room between the other seats' captions and the action
    /// bar over the hand.
    fn centre_y(&self) -> f32 {
        if self.arrangement != Arrangement::Upright {
            return 0.0;
        }
        // Over the hand's front row and the action bar's usual height over it, or where that
        // leaves no room for a card (many seats on a small phone), over the hand alone.
        if let Some(row) = self.stock_beside_seat_row() {
            return row;
        }
        let hand_top = -self.size.y / 2.0 + self.floor_top(self.hand_cards, self.own_row);
        let floor = if self.crowded() {
            hand_top
        } else {
            hand_top + BAR_HEIGHT * self.ui
        };
        let middle = (self.seats_and_rows_bottom() + floor) / 2.0;
        // Nearer the seats than the bar where there is room: the bar grows with the choices
        // it offers (Svoi Kozyri's four suits stand in two rows of two).
        let under_seats = self.seats_and_rows_bottom() - self.card.y * 0.45 - 16.0;
        if under_seats > middle {
            middle + (under_seats - middle) * 0.75
        } else {
            middle
        }
    }

    /// On an upright phone too short for the stock between the other seat's row and the
    /// action bar (Bluff Poker at 360×640), the stock and the discards stand either side of
    /// that row: the height they stand at.
    fn stock_beside_seat_row(&self) -> Option<f32> {
        if self.arrangement != Arrangement::Upright || !self.seat_rows || self.opponents != 1 {
            return None;
        }
        let floor = -self.size.y / 2.0
            + self.floor_top(self.hand_cards, self.own_row)
            + BAR_HEIGHT * self.ui;
        let needed = self.card.y * 0.9 + self.caption_gap(0.9) * 1.6;
        // A little above the row's middle, so the stock's caption keeps clear of the bar.
        (self.seats_and_rows_bottom() - floor < needed)
            .then(|| self.pose(Place::Row(1), 0, 1).position.y + self.card.y * 0.12)
    }

    /// Whether an upright window's seats leave less than a card's height between them and the
    /// action bar's usual place over the hand: many seats on a small phone.
    fn crowded(&self) -> bool {
        let over_bar = -self.size.y / 2.0
            + self.floor_top(self.hand_cards, self.own_row)
            + BAR_HEIGHT * self.ui;
        self.arrangement == Arrangement::Upright
            && self.seats_and_rows_bottom() - over_bar < self.card.y
    }

    /// On an upright window, how much lower the other seats could sit (interface units) and
    /// still leave the middle of the table a card's height over the action bar's usual place,
    /// and the bar a line more for a prompt that wraps (Spanish, French): the room a lesson's
    /// guide across the top may take beyond the status's band.
    pub(crate) fn upright_spare(&self) -> f32 {
        if self.arrangement != Arrangement::Upright {
            return 0.0;
        }
        let over_bar = -self.size.y / 2.0
            + self.floor_top(self.hand_cards, self.own_row)
            + BAR_HEIGHT * self.ui;
        ((self.seats_and_rows_bottom() - over_bar - self.card.y * 1.1) / self.ui - 28.0).max(0.0)
    }

    /// The lowest edge of the other seats: the bottom of the last seat's caption.
    fn seats_bottom(&self) -> f32 {
        let lowest = self.seat_slot(self.opponents);
        lowest.centre.y - self.card.y * lowest.scale * 0.5 - self.caption_gap(lowest.scale) * 1.6
    }

    /// The lowest edge of the other seats and, where the game lays rows, of the rows under
    /// them with their captions.
    fn seats_and_rows_bottom(&self) -> f32 {
        let seats = self.seats_bottom();
        if !self.seat_rows {
            return seats;
        }
        let lowest = self.seat_slot(self.opponents);
        let row = self.pose(Place::Row(self.opponents), 0, 1);
        let row_bottom =
            row.position.y - self.card.y * row.scale * 0.5 - self.caption_gap(lowest.scale) * 1.6;
        seats.min(row_bottom)
    }

    /// How many cards of the viewer's hand go in its front row: all of them, unless on a
    /// compact window so many that a card would show less than a third of its width; then the
    /// hand wraps onto a second row behind.
    fn hand_front_row(&self, count: usize) -> usize {
        if self.arrangement == Arrangement::Wide {
            // A desktop's hand has the room to fan in one row.
            return count;
        }
        let (left, right) = self.hand_span();
        let fits = ((right - left - self.card.x) / (self.card.x * 0.34)).floor() as usize + 1;
        if count <= fits.max(1) {
            count
        } else {
            count.div_ceil(2)
        }
    }

    /// How far above the window's bottom edge the viewer's own cards reach: the hand with
    /// `hand` cards and, when `row` is set, the row laid in front of them. The action bar of an
    /// upright window stands just above.
    pub fn floor_top(&self, hand: usize, row: bool) -> f32 {
        let rows = if self.hand_front_row(hand) < hand {
            2.0
        } else {
            1.0
        };
        let hand_top = self.card.y * (0.62 + 0.5 + 0.55 * (rows - 1.0)) + 6.0;
        if row {
            // The row and its caption over it.
            hand_top.max(self.card.y * (1.72 + 0.85 * 0.5 + 0.015) + 24.0)
        } else {
            hand_top
        }
    }

    /// [`Self::floor_top`] for the viewer's cards as the table's layout holds them.
    pub(crate) fn floor_over(&self) -> f32 {
        self.floor_top(self.hand_cards, self.own_row)
    }

    /// How far above the window's bottom edge the cards in the middle of an upright window
    /// (the stock, the discards, the pile) end: as high as the action bar over the hand may
    /// grow before it covers them.
    pub(crate) fn centre_foot(&self) -> f32 {
        self.size.y / 2.0 + self.centre_y() - self.card.y * 0.9 / 2.0
    }

    /// Where the other seat `seat` (1 ..= opponents, round the table from the viewer) sits:
    /// one row across the top for up to five, more rows of smaller cards for more.
    pub fn seat_slot(&self, seat: usize) -> SeatSlot {
        let (left, right, top) = self.opponents_strip();
        let span = right - left;
        let mid = (left + right) / 2.0;
        let m = self.opponents;
        let seat = seat.clamp(1, m);
        if m <= 5 && span / m as f32 >= self.card.x * 1.6 {
            let scale = match (self.arrangement, m) {
                (Arrangement::Upright, _) => 0.7,
                (_, 1 | 2) => 0.9,
                _ => 0.8,
            };
            let x = mid + span * ((seat as f32 - 0.5) / m as f32 - 0.5);
            return SeatSlot {
                centre: Vec2::new(x, top - self.card.y * scale * 0.6),
                scale,
                width: (span / m as f32 * 0.9).max(self.card.x * scale * 1.5),
            };
        }
        // Rows of seats, as many as a seat needs room for its caption (about 72 pixels), two
        // at the least.
        let fit = ((span / (72.0 * self.ui.max(1.0))).floor() as usize).max(1);
        let rows = m.div_ceil(fit).max(2);
        let per_row = m.div_ceil(rows);
        let (row, column) = ((seat - 1) / per_row, (seat - 1) % per_row);
        let in_row = per_row.min(m - row * per_row);
        let cell = span / per_row as f32;
        // Small enough that three cards and a caption fit a cell.
        let scale = (cell * 0.85 / (self.card.x * 1.7)).min(0.5);
        let offset = (per_row - in_row) as f32 / 2.0;
        let x = left + cell * (column as f32 + 0.5 + offset);
        let card_h = self.card.y * scale;
        let y = top - card_h * 0.55 - 6.0 - row as f32 * (card_h + self.caption_gap(scale) * 2.9);
        SeatSlot {
            centre: Vec2::new(x, y),
            scale,
            width: cell * 0.85,
        }
    }

    /// Where a stack of tokens stands: a seat's just left of its cards, the pot in the middle
    /// of the table between the stock and the discards.
    pub fn token_anchor(&self, place: TokenPlace, cards_held: usize) -> Vec2 {
        match place {
            TokenPlace::Pot => {
                // Over the stock and the pile, or beside them when seats crowd the room above.
                let over = self.centre_y() + self.card.y * 0.55;
                let room = self.arrangement != Arrangement::Upright
                    || over + self.token_size() * 2.0 < self.seats_and_rows_bottom();
                let y = if room { over } else { self.centre_y() };
                Vec2::new(self.centre_span().0, y)
            }
            TokenPlace::Seat(0) => {
                let first = self.pose(Place::Hand(0), 0, cards_held.max(1));
                if self.arrangement == Arrangement::Wide {
                    // Left of the hand's lower half: the viewer's caption stands over it, its
                    // foot a little above the hand's middle, and even a full stack's top
                    // stays under that foot.
                    first.position + Vec2::new(-self.card.x * 1.1, -self.card.y * 0.25)
                } else if self.arrangement == Arrangement::Upright {
                    // Low on the left, under the viewer's caption: the action bar stands over
                    // the hand.
                    let (left, _) = self.hand_span();
                    Vec2::new(
                        left + self.token_size() * 0.7,
                        first.position.y - self.card.y * 0.3,
                    )
                } else {
                    // The hand spans the window: the stack stands on its left end.
                    let (left, _) = self.hand_span();
                    Vec2::new(
                        left + self.token_size() * 0.7,
                        first.position.y + self.card.y * 0.75,
                    )
                }
            }
            TokenPlace::Seat(seat) => {
                let slot = self.seat_slot(seat);
                slot.centre - Vec2::new(slot.width * 0.5 + self.card.x * slot.scale * 0.1, 0.0)
            }
        }
    }

    /// The size tokens are drawn at.
    pub fn token_size(&self) -> f32 {
        (self.card.x * 0.32).max(14.0)
    }

    /// The room a caption takes under cards drawn at `scale`.
    pub fn caption_gap(&self, scale: f32) -> f32 {
        (self.card.y * scale * 0.16).clamp(11.0, 40.0)
    }

    /// Where card `index` of `count` in `place` lies.
    pub fn pose(&self, place: Place, index: usize, count: usize) -> Pose {
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
                // A long hand wraps: its first cards in a row behind, the rest in front, so
                // the cards still read in order, left to right and back to front.
                let front = self.hand_front_row(count);
                let back = count - front;
                let (row, index_in_row, in_row, lift) = if index < back {
                    (0.0, index, back, card.y * 0.55)
                } else {
                    (1.0, index - back, front, 0.0)
                };
                let (left, right) = self.hand_span();
                let step = if in_row > 1 {
                    ((right - left - card.x) / (in_row - 1) as f32).min(card.x * 0.85)
                } else {
                    0.0
                };
                let i = index_in_row as f32;
                let mid = (in_row.max(1) - 1) as f32 / 2.0;
                let mut position = Vec2::new(
                    (left + right) / 2.0 + (i - mid) * step,
                    -h / 2.0 + card.y * 0.62 + lift,
                );
                let bend = (i - mid) / (mid.max(1.0) + 1.0);
                position.y -= bend * bend * card.y * 0.08;
                Pose {
                    position,
                    z: 50.0 + row * 5.0 + i * 0.1,
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
            Place::Row(0) => {
                let (centre, width) = match self.row_column() {
                    // Low, just over the hand, so the other seat's row and its caption keep
                    // clear above.
                    Some((x, width)) => (Vec2::new(x, -h / 2.0 + card.y * 1.605), width),
                    // Over the hand in the middle: half the window on a desktop; on an
                    // upright phone, whose middle is the row's alone, the hand's whole span,
                    // so a long row (Svoi Kozyri's twelve-card draw) keeps its corners legible.
                    None => {
                        let (left, right) = self.hand_span();
                        let width = if self.arrangement == Arrangement::Upright {
                            right - left
                        } else {
                            w * 0.5
                        };
                        (
                            Vec2::new((left + right) / 2.0, -h / 2.0 + card.y * 1.72),
                            width,
                        )
                    }
                };
                Pose {
                    position: spread(centre, width, card.x * 0.6),
                    z: 30.0 + i * 0.1,
                    angle: 0.0,
                    scale: 0.85,
                }
            }
            Place::Row(seat) => {
                let mut slot = self.seat_slot(seat);
                // A lone other seat's row lines up with the viewer's, in the rows' part.
                if let Some((x, width)) = self.row_column()
                    && self.opponents == 1
                {
                    slot.centre.x = x;
                    slot.width = slot.width.min(width);
                }
                let step = slot.step(card.x, count, 0.6);
                // Just under the seat's cards and its caption; on a phone with several seats,
                // a caption wrapped to two lines within the seat's share.
                let below = card.y
                    * slot.scale
                    * if self.arrangement != Arrangement::Wide && self.opponents > 1 {
                        1.45
                    } else {
                        1.25
                    };
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
                let (mid, width) = self.centre_span();
                let side = if place == Place::Stock { -1.0 } else { 1.0 };
                let x = if self.stock_beside_seat_row().is_some() {
                    // At the window's edges, either side of the other seat's row.
                    side * (w / 2.0 - 8.0 * self.ui - card.x * 0.5 - 8.0)
                } else {
                    mid + side * 0.22 * width
                };
                let y = self
                    .turned_row_heights()
                    .map_or(self.centre_y(), |(stock, _)| stock);
                Pose {
                    position: Vec2::new(x - layer * 0.6, y + layer * 0.8),
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
                // Drawn smaller and fanned closer where it shares a turned window's middle
                // with the rows.
                let (y, size, fan) = self
                    .turned_row_heights()
                    .map_or((self.centre_y(), 1.0, 0.35), |(_, pile)| {
                        (pile, TURNED_PILE_SCALE, 0.2)
                    });
                let x = self.centre_span().0 + card.x * size * fan * (1.5 - shown);
                Pose {
                    position: Vec2::new(x, y + card.y * 0.05 + jitter * 4.0),
                    z: 20.0 + i * 0.1,
                    angle: jitter * 0.15,
                    scale: size * if from_top == 0.0 { 1.08 } else { 1.0 },
                }
            }
        }
    }
}
