//! Card backs: a coloured field with a procedural pattern and vector ornaments inside a white margin.

use super::raster::{Paint, Rgba, Xf, hex, mix, with_alpha};
use super::{BackDesign, Frame};
use challenge_rules::cards::Suit;
use std::f32::consts::TAU;

const MARGIN: f32 = 0.055;
const CREAM: Rgba = hex(0xfbf5e4);

/// Coverage of a band of half-width `half` at distance `d`, softened over one pixel `px`.
fn band(d: f32, half: f32, px: f32) -> f32 {
    ((half - d) / px + 0.5).clamp(0.0, 1.0)
}

/// Distance to the nearest multiple of `period`.
fn grid(v: f32, period: f32) -> f32 {
    let f = (v / period).rem_euclid(1.0);
    f.min(1.0 - f) * period
}

pub(super) fn draw(f: &mut Frame, design: BackDesign) {
    let s = f.s;
    let sy = f.canvas.h as f32 / 1.4;
    let px = 1.0 / s;
    let (base, ink) = match design {
        BackDesign::Lattice => (hex(0x8e1c26), hex(0xe2b04a)),
        BackDesign::Medallion => (hex(0x1c3a7c), hex(0xd9c27a)),
        BackDesign::Stripes => (hex(0x1d5c3a), hex(0xe8dcae)),
    };
    let shader = move |x: f32, y: f32| -> Rgba {
        let (u, v) = (x / s, y / sy);
        let (du, dv) = (u - 0.5, v - 0.7);
        match design {
            BackDesign::Lattice => {
                let a = (du + dv) * std::f32::consts::FRAC_1_SQRT_2;
                let b = (du - dv) * std::f32::consts::FRAC_1_SQRT_2;
                let period = 0.075;
                let lines = band(grid(a, period).min(grid(b, period)), 0.0045, px);
                let (ca, cb) = (
                    grid(a + period / 2.0, period),
                    grid(b + period / 2.0, period),
                );
                let dot = band(ca.hypot(cb), 0.009, px);
                let fine =
                    band(grid(a, period / 3.0).min(grid(b, period / 3.0)), 0.0012, px) * 0.35;
                let c = mix(base, hex(0xa8323a), fine);
                let c = mix(c, ink, lines);
                mix(c, CREAM, dot)
            }
            BackDesign::Medallion => {
                let r = du.hypot(dv);
                let th = dv.atan2(du);
                let wave = r * (1.0 + 0.06 * (16.0 * th).cos());
                let rings = band(grid(wave, 0.028), 0.0022, px) * 0.55;
                let rays = band((grid(th, TAU / 48.0) * r).abs(), 0.0012, px) * 0.25;
                let c = mix(base, hex(0x3a5ea8), rays);
                let c = mix(c, ink, rings);
                let shade = (r / 0.8).min(1.0) * 0.25;
                mix(c, hex(0x0c1a3c), shade)
            }
            BackDesign::Stripes => {
                let a = (du + dv) * std::f32::consts::FRAC_1_SQRT_2;
                let period = 0.06;
                let k = (a / period).rem_euclid(2.0);
                let c = if k < 1.0 { base } else { hex(0x256e47) };
                let edge = band(grid(a, period), 0.0018, px);
                let pin = band(grid(a + period / 2.0, period), 0.0008, px) * 0.5;
                let c = mix(c, ink, edge * 0.8);
                mix(c, hex(0x4f9a6e), pin)
            }
        }
    };
    let w = 1.0 - 2.0 * MARGIN;
    let h = 1.4 - 2.0 * MARGIN;
    f.fill(
        |p| {
            p.rounded_rect(MARGIN, MARGIN, w, h, 0.035);
        },
        &Paint::Shader(&shader),
    );
    let inner = 0.025;
    f.stroke(
        |p| {
            p.rounded_rect(
                MARGIN + inner,
                MARGIN + inner,
                w - 2.0 * inner,
                h - 2.0 * inner,
                0.02,
            );
        },
        0.006,
        ink,
    );
    match design {
        BackDesign::Lattice => {
            lozenge(f, 0.5, 0.7, 0.20, 0.26, base, ink);
            for (cx, cy) in [(0.5, 0.19), (0.5, 1.21)] {
                lozenge(f, cx, cy, 0.07, 0.07, base, ink);
            }
        }
        BackDesign::Medallion => {
            medallion(f, 0.5, 0.7, 0.26, base, ink);
            let c = 0.145;
            for (cx, cy) in [(c, c), (1.0 - c, c), (c, 1.4 - c), (1.0 - c, 1.4 - c)] {
                medallion(f, cx, cy, 0.055, base, ink);
            }
        }
        BackDesign::Stripes => {
            f.fill(
                |p| {
                    p.ellipse(0.5, 0.7, 0.25, 0.33);
                },
                &Paint::Solid(ink),
            );
            f.fill(
                |p| {
                    p.ellipse(0.5, 0.7, 0.235, 0.315);
                },
                &Paint::Solid(CREAM),
            );
            f.stroke(
                |p| {
                    p.ellipse(0.5, 0.7, 0.21, 0.29);
                },
                0.004,
                base,
            );
            let positions = [
                (Suit::Spades, 0.5, 0.55),
                (Suit::Hearts, 0.39, 0.7),
                (Suit::Diamonds, 0.61, 0.7),
                (Suit::Clubs, 0.5, 0.85),
            ];
            for (suit, x, y) in positions {
                f.suit(suit, x, y, 0.1, false, base);
            }
        }
    }
}

/// Nested diamonds; a stroke inside a fill keeps it crisp over the busy lattice.
fn lozenge(f: &mut Frame, cx: f32, cy: f32, rx: f32, ry: f32, base: Rgba, ink: Rgba) {
    let pts = |k: f32| {
        [
            (cx, cy - ry * k),
            (cx + rx * k, cy),
            (cx, cy + ry * k),
            (cx - rx * k, cy),
        ]
    };
    f.fill(
        |p| {
            p.polygon(&pts(1.0));
        },
        &Paint::Solid(ink),
    );
    f.fill(
        |p| {
            p.polygon(&pts(0.9));
        },
        &Paint::Solid(base),
    );
    f.stroke(
        |p| {
            p.polygon(&pts(0.75));
        },
        0.005,
        ink,
    );
    f.fill(
        |p| {
            p.polygon(&pts(0.45));
        },
        &Paint::Solid(with_alpha(ink, 0.9)),
    );
    f.fill(
        |p| {
            p.polygon(&pts(0.3));
        },
        &Paint::Solid(CREAM),
    );
}

/// A rosette: gold disc, ring of petals, cream heart.
fn medallion(f: &mut Frame, cx: f32, cy: f32, r: f32, base: Rgba, ink: Rgba) {
    f.fill(
        |p| {
            p.circle(cx, cy, r);
        },
        &Paint::Solid(ink),
    );
    f.fill(
        |p| {
            p.circle(cx, cy, r * 0.93);
        },
        &Paint::Solid(base),
    );
    let petals = 12;
    for i in 0..petals {
        let a = i as f32 * TAU / petals as f32;
        let xf: Xf = f.xf.translate(cx, cy).rotate(a).translate(r * 0.55, 0.0);
        let mut path = super::raster::Path::new(xf);
        path.ellipse(0.0, 0.0, r * 0.3, r * 0.11);
        f.canvas.fill(&path, &Paint::Solid(ink));
        let mut inner = super::raster::Path::new(xf);
        inner.ellipse(0.0, 0.0, r * 0.18, r * 0.045);
        f.canvas.fill(&inner, &Paint::Solid(base));
    }
    f.stroke(
        |p| {
            p.circle(cx, cy, r * 0.86);
        },
        r * 0.02,
        ink,
    );
    f.fill(
        |p| {
            p.circle(cx, cy, r * 0.24);
        },
        &Paint::Solid(CREAM),
    );
    f.fill(
        |p| {
            p.circle(cx, cy, r * 0.14);
        },
        &Paint::Solid(ink),
    );
}
