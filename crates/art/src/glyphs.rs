//! Hand-drawn centre-line outlines for the rank labels, stroked bold with round ends.

use super::raster::{Canvas, Paint, Path, Rgba, Xf};
use std::f32::consts::PI;

/// Stroke weight relative to cap height: heavy enough to survive at 90-px cards.
pub const WEIGHT: f32 = 0.175;

const fn deg(d: f32) -> f32 {
    d * PI / 180.0
}

/// Adds one glyph's centre lines to `path` (unit cap height, origin top-left, y down) and
/// returns its advance width.
fn glyph(path: &mut Path, ch: char) -> f32 {
    match ch {
        'A' => {
            path.move_to(0.0, 1.0).line_to(0.33, 0.0).line_to(0.66, 1.0);
            path.move_to(0.13, 0.66).line_to(0.53, 0.66);
            0.66
        }
        'J' => {
            path.move_to(0.20, 0.0)
                .line_to(0.50, 0.0)
                .line_to(0.50, 0.70);
            path.arc((0.26, 0.72), (0.24, 0.28), deg(0.0), deg(165.0), true);
            0.50
        }
        'Q' => {
            path.ellipse(0.34, 0.5, 0.34, 0.5);
            path.move_to(0.38, 0.70).line_to(0.70, 1.04);
            0.68
        }
        'K' => {
            path.move_to(0.0, 0.0).line_to(0.0, 1.0);
            path.move_to(0.58, 0.0).line_to(0.02, 0.62);
            path.move_to(0.22, 0.42).line_to(0.60, 1.0);
            0.60
        }
        '0' => {
            path.ellipse(0.29, 0.5, 0.29, 0.5);
            0.58
        }
        '1' => {
            path.move_to(0.0, 0.20)
                .line_to(0.24, 0.0)
                .line_to(0.24, 1.0);
            0.30
        }
        '2' => {
            path.arc((0.28, 0.28), (0.27, 0.27), deg(190.0), deg(380.0), false);
            path.line_to(0.0, 1.0).line_to(0.58, 1.0);
            0.58
        }
        '3' => {
            path.arc((0.27, 0.245), (0.245, 0.245), deg(200.0), deg(450.0), false);
            path.move_to(0.14, 0.49).line_to(0.27, 0.49);
            path.arc((0.28, 0.74), (0.285, 0.255), deg(-90.0), deg(160.0), true);
            0.57
        }
        '4' => {
            path.move_to(0.44, 1.0)
                .line_to(0.44, 0.0)
                .line_to(0.0, 0.68)
                .line_to(0.62, 0.68);
            0.62
        }
        '5' => {
            path.move_to(0.52, 0.0)
                .line_to(0.09, 0.0)
                .line_to(0.05, 0.47);
            path.arc((0.28, 0.69), (0.29, 0.31), deg(-135.0), deg(150.0), false);
            if let Some(sub) = path.subs.pop()
                && let Some(prev) = path.subs.last_mut()
            {
                prev.extend(sub);
            }
            0.57
        }
        '6' | '9' => {
            // The 9 is the 6 turned half a turn, as in most grotesques.
            let start = path.subs.len();
            path.ellipse(0.29, 0.69, 0.29, 0.31);
            path.move_to(0.50, 0.03)
                .cubic_to((0.16, 0.08), (0.0, 0.36), 0.0, 0.69);
            if ch == '9' {
                // Glyph-local points are already in pixels, so turn them about the glyph's centre
                // by undoing and redoing the path transform's mapping of that centre.
                let centre = path.xf_apply(super::raster::p(0.29, 0.5));
                for q in path.subs[start..].iter_mut().flatten() {
                    q.x = 2.0 * centre.x - q.x;
                    q.y = 2.0 * centre.y - q.y;
                }
            }
            0.58
        }
        '7' => {
            path.move_to(0.0, 0.0)
                .line_to(0.56, 0.0)
                .line_to(0.40, 0.36)
                .line_to(0.20, 1.0);
            0.56
        }
        '8' => {
            path.ellipse(0.29, 0.25, 0.245, 0.245);
            path.ellipse(0.29, 0.725, 0.29, 0.275);
            0.58
        }
        _ => 0.5,
    }
}

/// Draws `label` with its cap height `size` px, horizontally centred on `cx`, top at `top`, in
/// the frame `xf` (pixel units after `xf`). Two-character labels are condensed to stay narrow.
pub fn draw_label(
    canvas: &mut Canvas,
    xf: Xf,
    label: &str,
    cx: f32,
    top: f32,
    size: f32,
    colour: Rgba,
) {
    let condense = if label.chars().count() > 1 { 0.62 } else { 1.0 };
    let gap = 0.2;
    let mut pieces: Vec<(Path, f32)> = Vec::new();
    let mut total = 0.0;
    for ch in label.chars() {
        let mut path = Path::new(Xf::IDENTITY);
        let w = glyph(&mut path, ch);
        if !pieces.is_empty() {
            total += gap;
        }
        total += w * condense;
        pieces.push((path, w));
    }
    let mut x = cx - total * size / 2.0;
    // A floor on the weight keeps 90-px cards readable where strict scaling would go spindly.
    let stroke_px = (WEIGHT * size * xf.scale_factor()).max(1.9);
    let mut all = Path::new(Xf::IDENTITY);
    for (path, w) in pieces {
        for sub in path.subs {
            all.subs.push(
                sub.into_iter()
                    .map(|q| {
                        xf.apply(super::raster::p(
                            x + q.x * condense * size,
                            top + q.y * size,
                        ))
                    })
                    .collect(),
            );
        }
        x += (w * condense + gap) * size;
    }
    canvas.stroke(&all, stroke_px, &Paint::Solid(colour));
}
