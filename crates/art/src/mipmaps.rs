//! Card images made ready to be drawn at any size and angle: a clear border round each, so the
//! edge of a card drawn turned is smoothed by the texture's filtering (the table is drawn
//! without multisampling, which cost a software renderer most of its time), colours bled into
//! the clear texels, so filtering adds no dark fringe, and a chain of halved copies (mipmaps), so
//! a card drawn small on a phone keeps its pips and letters clean.

use super::Pixels;

/// Clear texels added round each side of an image.
pub const BORDER: u32 = 2;

/// An image with its mipmaps: level 0 first, then each level half the one before (rounded
/// down, never under 1), down to 1×1, one after another in `rgba`.
pub struct Mipmapped {
    pub width: u32,
    pub height: u32,
    pub levels: u32,
    pub rgba: Vec<u8>,
}

/// `pixels` with a clear border, bled colours and every mipmap level.
pub fn prepare(pixels: &Pixels) -> Mipmapped {
    let (width, height) = (pixels.width + 2 * BORDER, pixels.height + 2 * BORDER);
    let mut level = vec![0u8; (width * height * 4) as usize];
    for y in 0..pixels.height {
        let from = (y * pixels.width * 4) as usize;
        let to = (((y + BORDER) * width + BORDER) * 4) as usize;
        let row = (pixels.width * 4) as usize;
        level[to..to + row].copy_from_slice(&pixels.rgba[from..from + row]);
    }
    // Twice, so the colour reaches the outer texels of the border too.
    for _ in 0..BORDER {
        bleed(&mut level, width, height);
    }
    let mut rgba = level.clone();
    let (mut w, mut h, mut levels) = (width, height, 1);
    while w > 1 || h > 1 {
        let (next, nw, nh) = halve(&level, w, h);
        rgba.extend_from_slice(&next);
        (level, w, h) = (next, nw, nh);
        levels += 1;
    }
    Mipmapped {
        width,
        height,
        levels,
        rgba,
    }
}

/// Gives each fully clear texel the mean colour of its visible neighbours, keeping it clear: a
/// filter that blends it with them then shows their colour, fading, instead of black.
fn bleed(rgba: &mut [u8], width: u32, height: u32) {
    let source = rgba.to_vec();
    let at = |x: u32, y: u32| ((y * width + x) * 4) as usize;
    // Visible, or clear but coloured by an earlier pass.
    let coloured = |i: usize| source[i..i + 4] != [0, 0, 0, 0];
    for y in 0..height {
        for x in 0..width {
            let i = at(x, y);
            if coloured(i) {
                continue;
            }
            let mut sum = [0u32; 3];
            let mut count = 0;
            for (dx, dy) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
                let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                if nx < 0 || ny < 0 || nx >= width as i32 || ny >= height as i32 {
                    continue;
                }
                let n = at(nx as u32, ny as u32);
                if coloured(n) {
                    for (total, &channel) in sum.iter_mut().zip(&source[n..n + 3]) {
                        *total += u32::from(channel);
                    }
                    count += 1;
                }
            }
            for (channel, total) in rgba[i..i + 3].iter_mut().zip(sum) {
                if let Some(mean) = total.checked_div(count) {
                    *channel = mean as u8;
                }
            }
        }
    }
}

/// The next mipmap level: each texel the mean of the (up to) 2×2 it covers, colours weighted by
/// how opaque they are, so clear texels do not darken the card's edge.
fn halve(rgba: &[u8], width: u32, height: u32) -> (Vec<u8>, u32, u32) {
    let (nw, nh) = ((width / 2).max(1), (height / 2).max(1));
    let mut out = Vec::with_capacity((nw * nh * 4) as usize);
    for y in 0..nh {
        for x in 0..nw {
            let (mut colour, mut plain, mut alpha) = ([0u32; 3], [0u32; 3], 0u32);
            // The 2×2 texels under this one (the last row or column again at an odd edge).
            for (sx, sy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let (px, py) = ((x * 2 + sx).min(width - 1), (y * 2 + sy).min(height - 1));
                let i = ((py * width + px) * 4) as usize;
                let a = u32::from(rgba[i + 3]);
                for c in 0..3 {
                    colour[c] += u32::from(rgba[i + c]) * a;
                    plain[c] += u32::from(rgba[i + c]);
                }
                alpha += a;
            }
            for c in 0..3 {
                let value = (colour[c] + alpha / 2)
                    .checked_div(alpha)
                    .unwrap_or(plain[c] / 4);
                out.push(value as u8);
            }
            out.push(((alpha + 2) / 4) as u8);
        }
    }
    (out, nw, nh)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solid(width: u32, height: u32, texel: [u8; 4]) -> Pixels {
        Pixels {
            width,
            height,
            rgba: texel.repeat((width * height) as usize),
        }
    }

    #[test]
    fn a_clear_border_with_the_image_inside_it_unchanged() {
        let image = solid(6, 8, [200, 100, 50, 255]);
        let ready = prepare(&image);
        assert_eq!(
            (ready.width, ready.height),
            (6 + 2 * BORDER, 8 + 2 * BORDER)
        );
        let texel = |x: u32, y: u32| {
            let i = ((y * ready.width + x) * 4) as usize;
            ready.rgba[i..i + 4].to_vec()
        };
        assert_eq!(texel(BORDER, BORDER), vec![200, 100, 50, 255]);
        assert_eq!(texel(BORDER + 5, BORDER + 7), vec![200, 100, 50, 255]);
        // The border is clear, but holds the card's colour, not black.
        assert_eq!(texel(0, BORDER + 3), vec![200, 100, 50, 0]);
        assert_eq!(texel(BORDER - 1, BORDER + 3), vec![200, 100, 50, 0]);
    }

    #[test]
    fn every_level_down_to_one_texel() {
        let ready = prepare(&solid(256, 358, [255, 255, 255, 255]));
        // 260 × 362 halves to 130 × 181, 65 × 90, 32 × 45, 16 × 22, 8 × 11, 4 × 5, 2 × 2, 1 × 1.
        assert_eq!(ready.levels, 9);
        let texels: u32 = [
            260 * 362,
            130 * 181,
            65 * 90,
            32 * 45,
            16 * 22,
            8 * 11,
            4 * 5,
            2 * 2,
            1,
        ]
        .iter()
        .sum();
        assert_eq!(ready.rgba.len(), (texels * 4) as usize);
    }

    #[test]
    fn halving_weights_colour_by_opacity() {
        // One opaque red texel and three clear ones: the colour stays red, a quarter opaque.
        let rgba = [[255, 0, 0, 255], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]].concat();
        let (out, w, h) = halve(&rgba, 2, 2);
        assert_eq!((w, h), (1, 1));
        assert_eq!(out, vec![255, 0, 0, 64]);
    }
}
