//! Jack, queen and king: a framed panel with a half-length figure, printed head to head.

use super::Frame;
use super::raster::{Paint, Path, Rgba, hex, mix};
use challenge_rules::cards::Card;

const INK: Rgba = hex(0x241c18);
const GOLD: Rgba = hex(0xe0ac32);
const GOLD_DARK: Rgba = hex(0xa8741a);
const SKIN: Rgba = hex(0xf6d6b6);
const WHITE: Rgba = hex(0xfffcf2);
const ROBE_RED: Rgba = hex(0xb8262f);
const ROBE_BLUE: Rgba = hex(0x2b4a9a);
const PANEL: Rgba = hex(0xf8f1de);

/// Panel bounds in card units; centred so the half-turn copy lines up exactly.
const PX0: f32 = 0.185;
const PX1: f32 = 0.815;
const PY0: f32 = 0.105;
const MID: f32 = 0.7;
const LINE: f32 = 0.0042;

struct Palette {
    main: Rgba,
    second: Rgba,
}

fn palette(card: Card) -> Palette {
    // Alternating by rank and suit gives each suit's court a different dress, as real packs do.
    let flip = (card.rank.value() as usize + card.suit.index()).is_multiple_of(2);
    let (main, second) = if flip {
        (ROBE_RED, ROBE_BLUE)
    } else {
        (ROBE_BLUE, ROBE_RED)
    };
    Palette { main, second }
}

/// Fill with an ink outline, the look of a printed court card.
fn shape(f: &mut Frame, fill: Rgba, build: impl Fn(&mut Path)) {
    f.fill(&build, &Paint::Solid(fill));
    f.stroke(&build, LINE, INK);
}

fn ellipse(f: &mut Frame, fill: Rgba, cx: f32, cy: f32, rx: f32, ry: f32) {
    shape(f, fill, |p| {
        p.ellipse(cx, cy, rx, ry);
        p.close();
    });
}

fn dot(f: &mut Frame, colour: Rgba, cx: f32, cy: f32, r: f32) {
    f.fill(
        |p| {
            p.circle(cx, cy, r);
        },
        &Paint::Solid(colour),
    );
}

fn line(f: &mut Frame, colour: Rgba, width: f32, pts: &[(f32, f32)]) {
    f.stroke(
        |p| {
            for (i, &(x, y)) in pts.iter().enumerate() {
                if i == 0 {
                    p.move_to(x, y);
                } else {
                    p.line_to(x, y);
                }
            }
        },
        width,
        colour,
    );
}

pub(super) fn draw(f: &mut Frame, card: Card, suit_colour: Rgba) {
    let pal = palette(card);
    f.fill(
        |p| {
            p.rect_path(PX0, PY0, PX1 - PX0, 2.0 * (MID - PY0));
        },
        &Paint::Linear {
            from: f.xf.apply_pt(0.5, PY0),
            to: f.xf.apply_pt(0.5, MID),
            c0: mix(PANEL, suit_colour, 0.10),
            c1: PANEL,
        },
    );
    // Figures are drawn at a comfortable design size, then enlarged about the seam to fill the panel.
    let base = f.xf;
    f.xf = base
        .translate(0.5, MID)
        .scale(1.08, 1.08)
        .translate(-0.5, -MID);
    match card.rank.value() {
        13 => king(f, &pal),
        12 => queen(f, &pal),
        _ => jack(f, &pal),
    }
    f.xf = base;
    // The panel's suit sits in the free corner opposite the held object.
    let (sx, sy) = match card.rank.value() {
        11 => (0.735, 0.19),
        _ => (0.265, 0.19),
    };
    f.suit(card.suit, sx, sy, 0.085, false, suit_colour);
    frame_lines(f, suit_colour);
}

fn frame_lines(f: &mut Frame, colour: Rgba) {
    let h = 2.0 * (MID - PY0);
    f.stroke(
        |p| {
            p.rect_path(PX0, PY0, PX1 - PX0, h);
        },
        0.008,
        colour,
    );
    f.stroke(
        |p| {
            p.rect_path(PX0 + 0.012, PY0 + 0.012, PX1 - PX0 - 0.024, h - 0.024);
        },
        0.0035,
        GOLD_DARK,
    );
}

/// Drawn after the half-turn copy so it sits across the seam.
pub(super) fn draw_divider(f: &mut Frame, _card: Card) {
    f.fill(
        |p| {
            p.rect_path(PX0 + 0.012, MID - 0.007, PX1 - PX0 - 0.024, 0.014);
        },
        &Paint::Solid(GOLD),
    );
    line(
        f,
        INK,
        LINE,
        &[(PX0 + 0.012, MID - 0.007), (PX1 - 0.012, MID - 0.007)],
    );
    line(
        f,
        INK,
        LINE,
        &[(PX0 + 0.012, MID + 0.007), (PX1 - 0.012, MID + 0.007)],
    );
}

fn body(f: &mut Frame, main: Rgba) {
    shape(f, main, |p| {
        p.move_to(0.215, 0.75)
            .line_to(0.215, 0.57)
            .cubic_to((0.22, 0.49), (0.33, 0.46), 0.41, 0.455)
            .line_to(0.59, 0.455)
            .cubic_to((0.67, 0.46), (0.765, 0.49), 0.785, 0.57)
            .line_to(0.785, 0.75)
            .close();
    });
}

fn face(f: &mut Frame, lips: Rgba, lashes: bool) {
    // Neck first so the head's outline overlaps it.
    shape(f, SKIN, |p| {
        p.polygon(&[(0.465, 0.40), (0.535, 0.40), (0.54, 0.47), (0.46, 0.47)]);
    });
    ellipse(f, SKIN, 0.5, 0.34, 0.068, 0.085);
    for x in [0.474, 0.526] {
        f.fill(
            |p| {
                p.ellipse(x, 0.333, 0.011, 0.0065);
            },
            &Paint::Solid(WHITE),
        );
        dot(f, INK, x + 0.002, 0.333, 0.0055);
        line(
            f,
            INK,
            0.005,
            &[(x - 0.016, 0.317), (x, 0.312), (x + 0.014, 0.317)],
        );
        if lashes {
            line(f, INK, 0.003, &[(x - 0.013, 0.331), (x + 0.013, 0.331)]);
        }
    }
    line(
        f,
        INK,
        0.0038,
        &[(0.501, 0.338), (0.494, 0.372), (0.506, 0.375)],
    );
    f.fill(
        |p| {
            p.move_to(0.483, 0.392)
                .quad_to(0.5, 0.384, 0.517, 0.392)
                .quad_to(0.5, 0.404, 0.483, 0.392)
                .close();
        },
        &Paint::Solid(lips),
    );
    for x in [0.452, 0.548] {
        f.fill(
            |p| {
                p.circle(x, 0.368, 0.014);
            },
            &Paint::Solid([0.93, 0.45, 0.42, 0.25]),
        );
    }
}

fn king(f: &mut Frame, pal: &Palette) {
    body(f, pal.main);
    // Sword held upright on the right.
    shape(f, hex(0xdfe3ea), |p| {
        p.polygon(&[
            (0.705, 0.155),
            (0.72, 0.19),
            (0.72, 0.56),
            (0.69, 0.56),
            (0.69, 0.19),
        ]);
    });
    line(f, hex(0x9aa3b0), 0.003, &[(0.705, 0.19), (0.705, 0.55)]);
    shape(f, GOLD, |p| {
        p.rounded_rect(0.655, 0.555, 0.10, 0.018, 0.008);
    });
    // Sleeve reaching to the hilt.
    shape(f, pal.second, |p| {
        p.move_to(0.62, 0.48)
            .cubic_to((0.70, 0.50), (0.74, 0.56), 0.74, 0.62)
            .line_to(0.66, 0.63)
            .cubic_to((0.65, 0.58), (0.62, 0.55), 0.58, 0.53)
            .close();
    });
    ellipse(f, SKIN, 0.705, 0.595, 0.028, 0.024);
    // Ermine cape.
    shape(f, WHITE, |p| {
        p.move_to(0.31, 0.47)
            .cubic_to((0.38, 0.44), (0.62, 0.44), 0.69, 0.47)
            .line_to(0.73, 0.535)
            .cubic_to((0.62, 0.565), (0.38, 0.565), 0.27, 0.535)
            .close();
    });
    for (i, x) in [0.31, 0.37, 0.43, 0.57, 0.63, 0.69].into_iter().enumerate() {
        let y = if i % 2 == 0 { 0.515 } else { 0.50 };
        line(f, INK, 0.006, &[(x, y - 0.008), (x, y + 0.008)]);
    }
    // Gold front panel of the robe with a lozenge pattern.
    shape(f, GOLD, |p| {
        p.polygon(&[(0.455, 0.555), (0.545, 0.555), (0.56, 0.75), (0.44, 0.75)]);
    });
    for y in [0.59, 0.645] {
        shape(f, pal.second, |p| {
            p.polygon(&[(0.5, y - 0.022), (0.518, y), (0.5, y + 0.022), (0.482, y)]);
        });
    }
    // Left hand resting on an orb.
    ellipse(f, GOLD, 0.31, 0.615, 0.038, 0.036);
    line(f, INK, 0.004, &[(0.272, 0.615), (0.348, 0.615)]);
    shape(f, GOLD, |p| {
        p.polygon(&[(0.301, 0.579), (0.319, 0.579), (0.319, 0.56), (0.301, 0.56)]);
    });
    // Hair, face and beard.
    ellipse(f, hex(0xe9e4da), 0.5, 0.33, 0.088, 0.088);
    face(f, hex(0xb04040), false);
    shape(f, hex(0xeee9df), |p| {
        p.move_to(0.432, 0.36)
            .cubic_to((0.43, 0.45), (0.47, 0.50), 0.5, 0.515)
            .cubic_to((0.53, 0.50), (0.57, 0.45), 0.568, 0.36)
            .cubic_to((0.55, 0.395), (0.45, 0.395), 0.432, 0.36)
            .close();
    });
    for x in [0.475, 0.5, 0.525] {
        line(
            f,
            hex(0xb7b0a4),
            0.003,
            &[(x, 0.42), (x + (x - 0.5) * 0.3, 0.48)],
        );
    }
    shape(f, hex(0xeee9df), |p| {
        p.move_to(0.5, 0.381)
            .cubic_to((0.52, 0.37), (0.55, 0.37), 0.565, 0.39)
            .cubic_to((0.54, 0.395), (0.52, 0.392), 0.5, 0.388)
            .cubic_to((0.48, 0.392), (0.46, 0.395), 0.435, 0.39)
            .cubic_to((0.45, 0.37), (0.48, 0.37), 0.5, 0.381)
            .close();
    });
    // Crown: cap, five points with pearls, jewelled band.
    ellipse(f, pal.main, 0.5, 0.245, 0.06, 0.05);
    shape(f, GOLD, |p| {
        p.polygon(&[
            (0.418, 0.28),
            (0.415, 0.195),
            (0.445, 0.235),
            (0.472, 0.18),
            (0.5, 0.23),
            (0.528, 0.18),
            (0.555, 0.235),
            (0.585, 0.195),
            (0.582, 0.28),
        ]);
    });
    for (x, y) in [(0.415, 0.19), (0.472, 0.175), (0.528, 0.175), (0.585, 0.19)] {
        ellipse(f, WHITE, x, y, 0.009, 0.009);
    }
    ellipse(f, GOLD, 0.5, 0.19, 0.013, 0.013);
    shape(f, GOLD, |p| {
        p.rounded_rect(0.412, 0.262, 0.176, 0.026, 0.006);
    });
    ellipse(f, hex(0xc01a2a), 0.5, 0.275, 0.009, 0.009);
    ellipse(f, hex(0x2352b8), 0.455, 0.275, 0.007, 0.007);
    ellipse(f, hex(0x2352b8), 0.545, 0.275, 0.007, 0.007);
}

fn queen(f: &mut Frame, pal: &Palette) {
    let hair = hex(0xc98a2e);
    // Long hair falls behind the shoulders.
    shape(f, hair, |p| {
        p.move_to(0.5, 0.235)
            .cubic_to((0.60, 0.235), (0.61, 0.32), 0.605, 0.38)
            .cubic_to((0.60, 0.44), (0.64, 0.47), 0.63, 0.50)
            .line_to(0.37, 0.50)
            .cubic_to((0.36, 0.47), (0.40, 0.44), 0.395, 0.38)
            .cubic_to((0.39, 0.32), (0.40, 0.235), 0.5, 0.235)
            .close();
    });
    body(f, pal.main);
    // Square neckline and a gold stomacher.
    shape(f, SKIN, |p| {
        p.move_to(0.42, 0.455)
            .line_to(0.58, 0.455)
            .quad_to(0.56, 0.52, 0.5, 0.53)
            .quad_to(0.44, 0.52, 0.42, 0.455)
            .close();
    });
    shape(f, pal.second, |p| {
        p.polygon(&[
            (0.33, 0.49),
            (0.42, 0.455),
            (0.5, 0.54),
            (0.58, 0.455),
            (0.67, 0.49),
            (0.56, 0.75),
            (0.44, 0.75),
        ]);
    });
    shape(f, GOLD, |p| {
        p.polygon(&[(0.47, 0.56), (0.53, 0.56), (0.545, 0.75), (0.455, 0.75)]);
    });
    for y in [0.60, 0.65, 0.70] {
        dot(f, hex(0xc01a2a), 0.5, y, 0.008);
    }
    // Pearl necklace.
    for i in 0..9 {
        let t = i as f32 / 8.0;
        let x = 0.445 + 0.11 * t;
        let y = 0.47 + 0.03 * (1.0 - (2.0 * t - 1.0).powi(2));
        ellipse(f, WHITE, x, y, 0.0065, 0.0065);
    }
    // A rose held on the left.
    line(
        f,
        hex(0x2f7a34),
        0.008,
        &[(0.30, 0.63), (0.305, 0.55), (0.30, 0.47)],
    );
    shape(f, hex(0x3f9446), |p| {
        p.move_to(0.304, 0.54)
            .quad_to(0.33, 0.50, 0.36, 0.52)
            .quad_to(0.33, 0.56, 0.304, 0.54)
            .close();
    });
    for a in 0..5 {
        let ang = a as f32 * std::f32::consts::TAU / 5.0 - 1.57;
        ellipse(
            f,
            hex(0xd23a4a),
            0.30 + 0.022 * ang.cos(),
            0.45 + 0.022 * ang.sin(),
            0.019,
            0.019,
        );
    }
    ellipse(f, hex(0xa81e30), 0.30, 0.45, 0.014, 0.014);
    ellipse(f, SKIN, 0.315, 0.60, 0.028, 0.024);
    shape(f, pal.second, |p| {
        p.move_to(0.36, 0.49)
            .cubic_to((0.33, 0.53), (0.34, 0.58), 0.345, 0.62)
            .line_to(0.27, 0.635)
            .cubic_to((0.26, 0.57), (0.28, 0.50), 0.33, 0.47)
            .close();
    });
    face(f, hex(0xc8283a), true);
    // Fringe framing the forehead.
    shape(f, hair, |p| {
        p.move_to(0.432, 0.32)
            .cubic_to((0.43, 0.26), (0.47, 0.25), 0.5, 0.255)
            .cubic_to((0.53, 0.25), (0.57, 0.26), 0.568, 0.32)
            .cubic_to((0.55, 0.28), (0.52, 0.275), 0.5, 0.29)
            .cubic_to((0.48, 0.275), (0.45, 0.28), 0.432, 0.32)
            .close();
    });
    // Tiara: a band with three rounded peaks and a jewelled flower at the front.
    shape(f, GOLD, |p| {
        p.move_to(0.43, 0.262)
            .line_to(0.43, 0.225)
            .quad_to(0.45, 0.205, 0.465, 0.225)
            .quad_to(0.5, 0.16, 0.535, 0.225)
            .quad_to(0.55, 0.205, 0.57, 0.225)
            .line_to(0.57, 0.262)
            .quad_to(0.5, 0.25, 0.43, 0.262)
            .close();
    });
    for a in 0..4 {
        let ang = a as f32 * std::f32::consts::FRAC_PI_2;
        ellipse(
            f,
            WHITE,
            0.5 + 0.012 * ang.cos(),
            0.222 + 0.012 * ang.sin(),
            0.009,
            0.009,
        );
    }
    ellipse(f, hex(0xc01a2a), 0.5, 0.222, 0.008, 0.008);
}

fn jack(f: &mut Frame, pal: &Palette) {
    // Halberd on the left: shaft, then an axe blade and spear point.
    shape(f, hex(0x8a5a2b), |p| {
        p.rounded_rect(0.288, 0.225, 0.016, 0.40, 0.006);
    });
    shape(f, hex(0xdfe3ea), |p| {
        p.move_to(0.296, 0.165)
            .line_to(0.312, 0.228)
            .line_to(0.28, 0.228)
            .close();
    });
    shape(f, hex(0xdfe3ea), |p| {
        p.move_to(0.304, 0.235)
            .quad_to(0.36, 0.225, 0.375, 0.275)
            .quad_to(0.34, 0.295, 0.304, 0.295)
            .close();
    });
    body(f, pal.main);
    // Diagonal sash and a white ruff.
    shape(f, pal.second, |p| {
        p.polygon(&[(0.36, 0.47), (0.42, 0.46), (0.70, 0.75), (0.60, 0.75)]);
    });
    line(f, GOLD, 0.006, &[(0.39, 0.50), (0.64, 0.75)]);
    for i in 0..5 {
        let t = i as f32 / 4.0;
        ellipse(
            f,
            WHITE,
            0.435 + 0.13 * t,
            0.462 + 0.006 * (t * std::f32::consts::TAU).sin(),
            0.02,
            0.014,
        );
    }
    // Sleeve reaching to the shaft, in the second colour so it reads against the doublet.
    shape(f, pal.second, |p| {
        p.move_to(0.37, 0.48)
            .cubic_to((0.32, 0.50), (0.30, 0.55), 0.30, 0.58)
            .line_to(0.35, 0.59)
            .cubic_to((0.36, 0.55), (0.38, 0.52), 0.42, 0.51)
            .close();
    });
    line(f, GOLD, 0.008, &[(0.298, 0.572), (0.352, 0.582)]);
    ellipse(f, SKIN, 0.30, 0.585, 0.024, 0.022);
    // Short curls either side of the face.
    let hair = hex(0x6b3d1e);
    for (x, y) in [(0.432, 0.35), (0.568, 0.35), (0.44, 0.385), (0.56, 0.385)] {
        ellipse(f, hair, x, y, 0.022, 0.026);
    }
    face(f, hex(0xb8404a), false);
    // Fringe.
    shape(f, hair, |p| {
        p.move_to(0.432, 0.31)
            .cubic_to((0.44, 0.26), (0.56, 0.26), 0.568, 0.31)
            .quad_to(0.5, 0.29, 0.432, 0.31)
            .close();
    });
    // Beret with a gold band and a long feather sweeping right.
    shape(f, hex(0xf3efe2), |p| {
        p.move_to(0.54, 0.245)
            .cubic_to((0.60, 0.20), (0.66, 0.19), 0.72, 0.165)
            .cubic_to((0.70, 0.21), (0.65, 0.25), 0.56, 0.262)
            .close();
    });
    line(
        f,
        hex(0x7a9a52),
        0.004,
        &[(0.55, 0.252), (0.63, 0.215), (0.715, 0.17)],
    );
    shape(f, pal.second, |p| {
        p.move_to(0.415, 0.29)
            .cubic_to((0.40, 0.22), (0.47, 0.19), 0.53, 0.20)
            .cubic_to((0.60, 0.21), (0.61, 0.26), 0.585, 0.29)
            .close();
    });
    shape(f, GOLD, |p| {
        p.rounded_rect(0.418, 0.272, 0.164, 0.022, 0.008);
    });
    ellipse(f, hex(0xc01a2a), 0.5, 0.283, 0.008, 0.008);
}
