//! Card artwork drawn in code at start-up: faces, backs and suit icons as RGBA8 pixel buffers.

mod backs;
mod court;
mod glyphs;
pub mod mipmaps;
mod raster;
mod suits;

use challenge_rules::cards::{Card, Suit};
use raster::{Canvas, Paint, Path, Rgba, Xf, hex};
use std::f32::consts::PI;

/// Straight (non-premultiplied) sRGB RGBA8, row-major, top row first.
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// Four-colour packs make diamonds blue and clubs green so every suit reads at a glance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SuitColours {
    TwoColour,
    FourColour,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BackDesign {
    Lattice,
    Medallion,
    Stripes,
}

impl BackDesign {
    pub const ALL: [BackDesign; 3] = [
        BackDesign::Lattice,
        BackDesign::Medallion,
        BackDesign::Stripes,
    ];
}

const STOCK: Rgba = hex(0xfdfbf4);
const EDGE: Rgba = hex(0xb9b2a3);
/// Corner radius as a fraction of card width, close to a casino deck's.
const CORNER: f32 = 0.06;

/// Poker proportions, 5:7.
pub fn card_height(width: u32) -> u32 {
    width * 7 / 5
}

/// The frame every card drawing uses: one unit is the card's width, so the card spans
/// 0..1 across and 0..1.4 down whatever its pixel size.
struct Frame {
    canvas: Canvas,
    xf: Xf,
    /// Pixels per card unit, for stroke widths.
    s: f32,
}

impl Frame {
    fn new(width: u32) -> Frame {
        let w = width.max(8);
        let h = card_height(w);
        Frame {
            canvas: Canvas::new(w as usize, h as usize),
            xf: Xf::IDENTITY.scale(w as f32, h as f32 / 1.4),
            s: w as f32,
        }
    }

    fn path(&self) -> Path {
        Path::new(self.xf)
    }

    fn fill(&mut self, build: impl FnOnce(&mut Path), paint: &Paint) {
        let mut path = self.path();
        build(&mut path);
        self.canvas.fill(&path, paint);
    }

    /// `width` is in card units, but never thinner than a visible hairline.
    fn stroke(&mut self, build: impl FnOnce(&mut Path), width: f32, colour: Rgba) {
        let mut path = self.path();
        build(&mut path);
        self.canvas
            .stroke(&path, (width * self.s).max(0.7), &Paint::Solid(colour));
    }

    /// Ivory stock with a fine edge line; everything outside the rounded corners stays clear.
    fn blank(&mut self) {
        self.fill(
            |p| {
                p.rounded_rect(0.0, 0.0, 1.0, 1.4, CORNER);
            },
            &Paint::Solid(EDGE),
        );
        let inset = (1.1 / self.s).max(0.004);
        self.fill(
            |p| {
                p.rounded_rect(
                    inset,
                    inset,
                    1.0 - 2.0 * inset,
                    1.4 - 2.0 * inset,
                    CORNER - inset,
                );
            },
            &Paint::Solid(STOCK),
        );
    }

    fn suit(&mut self, suit: Suit, cx: f32, cy: f32, height: f32, turned: bool, colour: Rgba) {
        let mut xf = self.xf.translate(cx, cy).scale(height, height);
        if turned {
            xf = xf.rotate(PI);
        }
        let mut path = Path::new(xf);
        suits::add(&mut path, suit);
        self.canvas.fill(&path, &Paint::Solid(colour));
    }

    fn pixels(self) -> Pixels {
        Pixels {
            width: self.canvas.w as u32,
            height: self.canvas.h as u32,
            rgba: self.canvas.into_rgba(),
        }
    }
}

/// Index geometry in card units: rank cap height and the suit below it.
const INDEX_X: f32 = 0.094;
const INDEX_TOP: f32 = 0.058;
const INDEX_RANK: f32 = 0.132;
const INDEX_SUIT: f32 = 0.086;

fn draw_index(frame: &mut Frame, card: Card, colour: Rgba, turned: bool) {
    let xf = if turned {
        frame.xf.translate(1.0, 1.4).rotate(PI)
    } else {
        frame.xf
    };
    glyphs::draw_label(
        &mut frame.canvas,
        xf,
        card.rank.label(),
        INDEX_X,
        INDEX_TOP,
        INDEX_RANK,
        colour,
    );
    let suit_cy = INDEX_TOP + INDEX_RANK + 0.032 + INDEX_SUIT / 2.0;
    let mut path = Path::new(xf.translate(INDEX_X, suit_cy).scale(INDEX_SUIT, INDEX_SUIT));
    suits::add(&mut path, card.suit);
    frame.canvas.fill(&path, &Paint::Solid(colour));
}

/// Pip centres for 2..=10 in a grid where columns are 0 (left), 1 (middle), 2 (right) and rows
/// run 0 (top) to 1 (bottom); pips below the middle are printed upside down.
fn pip_layout(n: u8) -> Vec<(u8, f32)> {
    let sides =
        |rows: &[f32]| -> Vec<(u8, f32)> { rows.iter().flat_map(|&r| [(0, r), (2, r)]).collect() };
    let mut v = match n {
        2 => vec![(1, 0.0), (1, 1.0)],
        3 => vec![(1, 0.0), (1, 0.5), (1, 1.0)],
        4 => sides(&[0.0, 1.0]),
        5 => sides(&[0.0, 1.0]),
        6..=8 => sides(&[0.0, 0.5, 1.0]),
        _ => sides(&[0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]),
    };
    match n {
        5 | 9 => v.push((1, 0.5)),
        7 => v.push((1, 0.25)),
        8 => v.extend([(1, 0.25), (1, 0.75)]),
        10 => v.extend([(1, 1.0 / 6.0), (1, 5.0 / 6.0)]),
        _ => {}
    }
    v
}

fn draw_pips(frame: &mut Frame, card: Card, colour: Rgba) {
    let n = card.rank.low_value();
    if n == 1 {
        // The ace of spades traditionally carries the largest, most decorated pip.
        let size = if card.suit == Suit::Spades {
            0.50
        } else {
            0.40
        };
        if card.suit == Suit::Spades {
            frame.stroke(
                |p| {
                    p.circle(0.5, 0.7, 0.36);
                },
                0.008,
                raster::with_alpha(colour, 0.55),
            );
            frame.stroke(
                |p| {
                    p.circle(0.5, 0.7, 0.34);
                },
                0.003,
                raster::with_alpha(colour, 0.45),
            );
        }
        frame.suit(card.suit, 0.5, 0.7, size, false, colour);
        return;
    }
    let (top, bottom) = (0.255, 1.145);
    let size = if n >= 9 { 0.168 } else { 0.178 };
    for (col, row) in pip_layout(n) {
        let x = [0.29, 0.5, 0.71][usize::from(col)];
        let y = top + (bottom - top) * row;
        frame.suit(card.suit, x, y, size, row > 0.5, colour);
    }
}

pub fn card_face(card: Card, colours: SuitColours, width: u32) -> Pixels {
    let mut frame = Frame::new(width);
    frame.blank();
    let colour = suits::colour(card.suit, colours);
    if card.rank.value() >= 11 && card.rank.value() <= 13 {
        // Court cards are point-symmetric, so paint the top half and turn a copy for the bottom.
        let half = frame.canvas.h / 2;
        frame.canvas.clip_rows(0, half);
        draw_index(&mut frame, card, colour, false);
        court::draw(&mut frame, card, colour);
        frame.canvas.unclip();
        frame.canvas.mirror_top_half();
        court::draw_divider(&mut frame, card);
    } else {
        draw_index(&mut frame, card, colour, false);
        draw_index(&mut frame, card, colour, true);
        draw_pips(&mut frame, card, colour);
    }
    frame.pixels()
}

/// The plain card stock, shown for the moment before a card's picture is drawn.
pub fn blank_card(width: u32) -> Pixels {
    let mut frame = Frame::new(width);
    frame.blank();
    frame.pixels()
}

pub fn card_back(design: BackDesign, width: u32) -> Pixels {
    let mut frame = Frame::new(width);
    frame.blank();
    backs::draw(&mut frame, design);
    frame.pixels()
}

pub fn suit_symbol(suit: Suit, colours: SuitColours, size: u32) -> Pixels {
    let n = size.max(1);
    let mut canvas = Canvas::new(n as usize, n as usize);
    let s = n as f32;
    let h = 0.92 * s / suits::aspect(suit).max(1.0);
    let mut path = Path::new(Xf::IDENTITY.translate(s / 2.0, s / 2.0).scale(h, h));
    suits::add(&mut path, suit);
    canvas.fill(&path, &Paint::Solid(suits::colour(suit, colours)));
    Pixels {
        width: n,
        height: n,
        rgba: canvas.into_rgba(),
    }
}

/// A gaming token seen from above, `size` pixels across: a brass-edged red disc with the
/// white edge spots of a casino chip.
pub fn token(size: u32) -> Pixels {
    let n = size.max(4) as usize;
    let s = n as f32;
    let mut canvas = Canvas::new(n, n);
    let c = s / 2.0;
    let mut rim = Path::new(Xf::IDENTITY);
    rim.circle(c, c, s * 0.48);
    canvas.fill(&rim, &Paint::Solid(hex(0x8a6d2b)));
    let mut body = Path::new(Xf::IDENTITY);
    body.circle(c, c, s * 0.44);
    canvas.fill(&body, &Paint::Solid(hex(0xa3202a)));
    for i in 0..6 {
        let a = i as f32 * std::f32::consts::TAU / 6.0;
        let mut spot = Path::new(Xf::IDENTITY.translate(c, c).rotate(a));
        spot.rect_path(s * 0.31, -s * 0.06, s * 0.12, s * 0.12);
        canvas.fill(&spot, &Paint::Solid(hex(0xf4efe2)));
    }
    let mut inlay = Path::new(Xf::IDENTITY);
    inlay.circle(c, c, s * 0.26);
    canvas.stroke(&inlay, s * 0.03, &Paint::Solid(hex(0xf4efe2)));
    Pixels {
        width: n as u32,
        height: n as u32,
        rgba: canvas.into_rgba(),
    }
}

#[cfg(test)]
mod tests;
