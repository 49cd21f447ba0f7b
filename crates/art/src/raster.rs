//! A small anti-aliased rasteriser: filled paths by signed-area accumulation, strokes by capsule distance.

/// A point in pixel space (or in a shape's local units before a transform is applied).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P {
    pub x: f32,
    pub y: f32,
}

pub const fn p(x: f32, y: f32) -> P {
    P { x, y }
}

/// Straight (non-premultiplied) colour, components in 0..=1.
pub type Rgba = [f32; 4];

/// An sRGB hex colour, fully opaque.
pub const fn hex(v: u32) -> Rgba {
    [
        ((v >> 16) & 0xff) as f32 / 255.0,
        ((v >> 8) & 0xff) as f32 / 255.0,
        (v & 0xff) as f32 / 255.0,
        1.0,
    ]
}

pub fn with_alpha(c: Rgba, a: f32) -> Rgba {
    [c[0], c[1], c[2], c[3] * a]
}

pub fn mix(a: Rgba, b: Rgba, t: f32) -> Rgba {
    let t = t.clamp(0.0, 1.0);
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
        a[3] + (b[3] - a[3]) * t,
    ]
}

/// An affine transform, composed canvas-style: each builder call acts in the current local space.
#[derive(Clone, Copy, Debug)]
pub struct Xf {
    a: f32,
    b: f32,
    c: f32,
    d: f32,
    e: f32,
    f: f32,
}

impl Xf {
    pub const IDENTITY: Xf = Xf {
        a: 1.0,
        b: 0.0,
        c: 0.0,
        d: 1.0,
        e: 0.0,
        f: 0.0,
    };

    fn then_local(self, o: Xf) -> Xf {
        Xf {
            a: self.a * o.a + self.c * o.b,
            b: self.b * o.a + self.d * o.b,
            c: self.a * o.c + self.c * o.d,
            d: self.b * o.c + self.d * o.d,
            e: self.a * o.e + self.c * o.f + self.e,
            f: self.b * o.e + self.d * o.f + self.f,
        }
    }

    pub fn translate(self, x: f32, y: f32) -> Xf {
        self.then_local(Xf {
            e: x,
            f: y,
            ..Xf::IDENTITY
        })
    }

    pub fn scale(self, sx: f32, sy: f32) -> Xf {
        self.then_local(Xf {
            a: sx,
            d: sy,
            ..Xf::IDENTITY
        })
    }

    pub fn rotate(self, radians: f32) -> Xf {
        let (s, c) = radians.sin_cos();
        self.then_local(Xf {
            a: c,
            b: s,
            c: -s,
            d: c,
            e: 0.0,
            f: 0.0,
        })
    }

    pub fn apply(&self, q: P) -> P {
        p(
            self.a * q.x + self.c * q.y + self.e,
            self.b * q.x + self.d * q.y + self.f,
        )
    }

    /// Geometric-mean scale, used to turn local stroke widths and tolerances into pixels.
    pub fn apply_pt(&self, x: f32, y: f32) -> P {
        self.apply(p(x, y))
    }

    pub fn scale_factor(&self) -> f32 {
        (self.a * self.d - self.b * self.c).abs().sqrt()
    }
}

/// Polylines in pixel space; filled as closed contours (non-zero) or stroked as open lines.
#[derive(Clone, Debug)]
pub struct Path {
    pub subs: Vec<Vec<P>>,
    xf: Xf,
    cur: P,
}

impl Path {
    pub fn new(xf: Xf) -> Path {
        Path {
            subs: Vec::new(),
            xf,
            cur: p(0.0, 0.0),
        }
    }

    pub fn move_to(&mut self, x: f32, y: f32) -> &mut Self {
        self.cur = p(x, y);
        self.subs.push(vec![self.xf.apply(self.cur)]);
        self
    }

    pub fn line_to(&mut self, x: f32, y: f32) -> &mut Self {
        self.cur = p(x, y);
        let q = self.xf.apply(self.cur);
        match self.subs.last_mut() {
            Some(sub) => sub.push(q),
            None => self.subs.push(vec![q]),
        }
        self
    }

    /// Subdivision count from the control polygon's pixel length keeps curves smooth at any size
    /// without wasting segments on tiny pips.
    fn steps(&self, pts: &[P]) -> usize {
        let s = self.xf.scale_factor();
        let len: f32 = pts
            .windows(2)
            .map(|w| ((w[1].x - w[0].x).hypot(w[1].y - w[0].y)) * s)
            .sum();
        (len.sqrt() * 1.6).ceil().clamp(3.0, 80.0) as usize
    }

    pub fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) -> &mut Self {
        let p0 = self.cur;
        let n = self.steps(&[p0, p(cx, cy), p(x, y)]);
        for i in 1..=n {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            self.line_to(
                u * u * p0.x + 2.0 * u * t * cx + t * t * x,
                u * u * p0.y + 2.0 * u * t * cy + t * t * y,
            );
        }
        self
    }

    pub fn cubic_to(&mut self, c1: (f32, f32), c2: (f32, f32), x: f32, y: f32) -> &mut Self {
        let p0 = self.cur;
        let n = self.steps(&[p0, p(c1.0, c1.1), p(c2.0, c2.1), p(x, y)]);
        for i in 1..=n {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
            self.line_to(
                a * p0.x + b * c1.0 + c * c2.0 + d * x,
                a * p0.y + b * c1.1 + c * c2.1 + d * y,
            );
        }
        self
    }

    /// Repeats the first point so strokes of closed shapes join up; fills close implicitly anyway.
    pub fn close(&mut self) -> &mut Self {
        if let Some(sub) = self.subs.last_mut()
            && let Some(&first) = sub.first()
        {
            sub.push(first);
        }
        self
    }

    /// An elliptical arc from `a0` to `a1` (radians, y down so positive turns clockwise on screen),
    /// continuing the current subpath when `join` is set.
    pub fn arc(
        &mut self,
        centre: (f32, f32),
        radii: (f32, f32),
        a0: f32,
        a1: f32,
        join: bool,
    ) -> &mut Self {
        let r_px = radii.0.max(radii.1) * self.xf.scale_factor();
        let full = (7.0 * r_px.max(0.5).sqrt()).clamp(12.0, 200.0);
        let n = ((full * (a1 - a0).abs() / std::f32::consts::TAU).ceil() as usize).max(2);
        for i in 0..=n {
            let a = a0 + (a1 - a0) * i as f32 / n as f32;
            let (x, y) = (centre.0 + radii.0 * a.cos(), centre.1 + radii.1 * a.sin());
            if i == 0 && !join {
                self.move_to(x, y);
            } else {
                self.line_to(x, y);
            }
        }
        self
    }

    pub fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32) -> &mut Self {
        self.arc((cx, cy), (rx, ry), 0.0, std::f32::consts::TAU, false)
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32) -> &mut Self {
        self.ellipse(cx, cy, r, r)
    }

    pub fn rect_path(&mut self, x: f32, y: f32, w: f32, h: f32) -> &mut Self {
        self.polygon(&[(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    }

    pub fn polygon(&mut self, pts: &[(f32, f32)]) -> &mut Self {
        for (i, &(x, y)) in pts.iter().enumerate() {
            if i == 0 {
                self.move_to(x, y);
            } else {
                self.line_to(x, y);
            }
        }
        self.close()
    }

    /// Clockwise on screen, matching `arc`, so unions of shapes never cancel out.
    pub fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32) -> &mut Self {
        use std::f32::consts::{FRAC_PI_2, PI};
        let r = r.min(w / 2.0).min(h / 2.0);
        self.arc((x + w - r, y + r), (r, r), -FRAC_PI_2, 0.0, false);
        self.arc((x + w - r, y + h - r), (r, r), 0.0, FRAC_PI_2, true);
        self.arc((x + r, y + h - r), (r, r), FRAC_PI_2, PI, true);
        self.arc((x + r, y + r), (r, r), PI, PI + FRAC_PI_2, true);
        self.close()
    }

    pub fn xf_apply(&self, q: P) -> P {
        self.xf.apply(q)
    }

    fn bounds(&self) -> Option<(P, P)> {
        let mut it = self.subs.iter().flatten();
        let first = *it.next()?;
        Some(it.fold((first, first), |(lo, hi), q| {
            (
                p(lo.x.min(q.x), lo.y.min(q.y)),
                p(hi.x.max(q.x), hi.y.max(q.y)),
            )
        }))
    }
}

/// How a covered pixel is coloured.
pub enum Paint<'a> {
    Solid(Rgba),
    Linear { from: P, to: P, c0: Rgba, c1: Rgba },
    Shader(&'a dyn Fn(f32, f32) -> Rgba),
}

impl Paint<'_> {
    fn at(&self, x: f32, y: f32) -> Rgba {
        match self {
            Paint::Solid(c) => *c,
            Paint::Linear { from, to, c0, c1 } => {
                let (dx, dy) = (to.x - from.x, to.y - from.y);
                let t = ((x - from.x) * dx + (y - from.y) * dy) / (dx * dx + dy * dy).max(1e-6);
                mix(*c0, *c1, t)
            }
            Paint::Shader(f) => f(x, y),
        }
    }
}

/// Premultiplied float pixels; converted to straight RGBA8 once at the end.
pub struct Canvas {
    pub w: usize,
    pub h: usize,
    px: Vec<[f32; 4]>,
    clip: (usize, usize, usize, usize),
    acc: Vec<f32>,
}

impl Canvas {
    pub fn new(w: usize, h: usize) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![[0.0; 4]; w * h],
            clip: (0, 0, w, h),
            acc: Vec::new(),
        }
    }

    /// Limits drawing to whole pixel rows `y0..y1`; used to paint half a court card before mirroring.
    pub fn clip_rows(&mut self, y0: usize, y1: usize) {
        self.clip = (0, y0.min(self.h), self.w, y1.min(self.h));
    }

    pub fn unclip(&mut self) {
        self.clip = (0, 0, self.w, self.h);
    }

    #[inline]
    fn blend(&mut self, i: usize, c: Rgba, cov: f32) {
        let a = c[3] * cov;
        if a <= 0.0 {
            return;
        }
        let d = &mut self.px[i];
        let k = 1.0 - a;
        d[0] = c[0] * a + d[0] * k;
        d[1] = c[1] * a + d[1] * k;
        d[2] = c[2] * a + d[2] * k;
        d[3] = a + d[3] * k;
    }

    fn pixel_box(&self, lo: P, hi: P, pad: f32) -> Option<(usize, usize, usize, usize)> {
        let (cx0, cy0, cx1, cy1) = self.clip;
        let x0 = ((lo.x - pad).floor().max(0.0) as usize).max(cx0);
        let y0 = ((lo.y - pad).floor().max(0.0) as usize).max(cy0);
        let x1 = ((hi.x + pad).ceil().max(0.0) as usize + 1).min(cx1);
        let y1 = ((hi.y + pad).ceil().max(0.0) as usize + 1).min(cy1);
        (x0 < x1 && y0 < y1).then_some((x0, y0, x1, y1))
    }

    pub fn fill(&mut self, path: &Path, paint: &Paint) {
        let Some((lo, hi)) = path.bounds() else {
            return;
        };
        let Some((x0, y0, x1, y1)) = self.pixel_box(lo, hi, 0.0) else {
            return;
        };
        let (bw, bh) = (x1 - x0, y1 - y0);
        let stride = bw + 2;
        let mut acc = std::mem::take(&mut self.acc);
        acc.clear();
        acc.resize(stride * bh, 0.0);
        let (ox, oy, maxx) = (x0 as f32, y0 as f32, bw as f32);
        for sub in &path.subs {
            let n = sub.len();
            if n < 2 {
                continue;
            }
            for i in 0..n {
                let a = sub[i];
                let b = sub[(i + 1) % n];
                let a = p(a.x - ox, a.y - oy);
                let b = p(b.x - ox, b.y - oy);
                clipped_line(&mut acc, stride, bh, maxx, a, b);
            }
        }
        for row in 0..bh {
            let mut sum = 0.0f32;
            let base = row * stride;
            let y = (y0 + row) as f32 + 0.5;
            for col in 0..bw {
                sum += acc[base + col];
                let cov = sum.abs().min(1.0);
                if cov > 0.002 {
                    let x = (x0 + col) as f32 + 0.5;
                    let c = paint.at(x, y);
                    self.blend((y0 + row) * self.w + x0 + col, c, cov);
                }
            }
        }
        self.acc = acc;
    }

    /// Round-capped, round-joined strokes along each polyline of `path`.
    pub fn stroke(&mut self, path: &Path, width: f32, paint: &Paint) {
        let Some((lo, hi)) = path.bounds() else {
            return;
        };
        let r = width / 2.0;
        // Hairlines keep full width for the distance test but fade, which reads better than aliasing.
        let (r, fade) = if r < 0.5 { (0.5, r * 2.0) } else { (r, 1.0) };
        let Some((x0, y0, x1, y1)) = self.pixel_box(lo, hi, r + 1.0) else {
            return;
        };
        let segs: Vec<(P, P)> = path
            .subs
            .iter()
            .flat_map(|s| {
                if s.len() == 1 {
                    vec![(s[0], s[0])]
                } else {
                    s.windows(2).map(|w| (w[0], w[1])).collect()
                }
            })
            .collect();
        let mut near: Vec<(P, P)> = Vec::with_capacity(segs.len());
        for yi in y0..y1 {
            let y = yi as f32 + 0.5;
            near.clear();
            near.extend(
                segs.iter()
                    .filter(|(a, b)| a.y.min(b.y) - r - 1.0 <= y && a.y.max(b.y) + r + 1.0 >= y),
            );
            if near.is_empty() {
                continue;
            }
            for xi in x0..x1 {
                let x = xi as f32 + 0.5;
                let mut best = f32::MAX;
                for &(a, b) in &near {
                    let d = seg_dist2(p(x, y), a, b);
                    if d < best {
                        best = d;
                    }
                }
                let cov = (r - best.sqrt() + 0.5).clamp(0.0, 1.0) * fade;
                if cov > 0.002 {
                    let c = paint.at(x, y);
                    self.blend(yi * self.w + xi, c, cov);
                }
            }
        }
    }

    /// Copies the top half onto the bottom half turned 180°, as court cards are printed.
    pub fn mirror_top_half(&mut self) {
        let (w, h) = (self.w, self.h);
        for y in h.div_ceil(2)..h {
            for x in 0..w {
                self.px[y * w + x] = self.px[(h - 1 - y) * w + (w - 1 - x)];
            }
        }
    }

    pub fn into_rgba(self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.px.len() * 4);
        for c in &self.px {
            let a = c[3].clamp(0.0, 1.0);
            if a <= 0.0 {
                out.extend_from_slice(&[0, 0, 0, 0]);
                continue;
            }
            for &ch in &c[..3] {
                out.push(((ch / a).clamp(0.0, 1.0) * 255.0 + 0.5) as u8);
            }
            out.push((a * 255.0 + 0.5) as u8);
        }
        out
    }
}

fn seg_dist2(q: P, a: P, b: P) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let (qx, qy) = (q.x - a.x, q.y - a.y);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        ((qx * dx + qy * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (ex, ey) = (qx - dx * t, qy - dy * t);
    ex * ex + ey * ey
}

/// Splits a segment where it leaves `0..=maxx` and flattens the outside parts onto the border,
/// which leaves the coverage of every inside pixel unchanged.
fn clipped_line(acc: &mut [f32], stride: usize, h: usize, maxx: f32, a: P, b: P) {
    let mut ts = [0.0f32, 1.0, 1.0, 1.0];
    let mut n = 1;
    let dx = b.x - a.x;
    if dx != 0.0 {
        for edge in [0.0, maxx] {
            let t = (edge - a.x) / dx;
            if t > 0.0 && t < 1.0 {
                ts[n] = t;
                n += 1;
            }
        }
    }
    ts[n] = 1.0;
    ts[1..n].sort_by(f32::total_cmp);
    for i in 0..n {
        let (t0, t1) = (ts[i], ts[i + 1]);
        let q0 = p((a.x + dx * t0).clamp(0.0, maxx), a.y + (b.y - a.y) * t0);
        let q1 = p((a.x + dx * t1).clamp(0.0, maxx), a.y + (b.y - a.y) * t1);
        line(acc, stride, h, q0, q1);
    }
}

/// Adds one edge's signed area to the accumulation buffer (the font-rs approach): a running sum
/// along each row then gives exact coverage.
fn line(acc: &mut [f32], stride: usize, h: usize, p0: P, p1: P) {
    if (p0.y - p1.y).abs() <= f32::EPSILON {
        return;
    }
    let (dir, a, b) = if p0.y < p1.y {
        (1.0, p0, p1)
    } else {
        (-1.0, p1, p0)
    };
    let dxdy = (b.x - a.x) / (b.y - a.y);
    let ys = a.y.max(0.0);
    let ye = b.y.min(h as f32);
    if ys >= ye {
        return;
    }
    let mut x = a.x + (ys - a.y) * dxdy;
    let first = ys.floor() as usize;
    let last = (ye.ceil() as usize).min(h);
    for y in first..last {
        let line = y * stride;
        let dy = ((y + 1) as f32).min(ye) - (y as f32).max(ys);
        let xnext = x + dxdy * dy;
        let d = dy * dir;
        let (x0, x1) = if x < xnext { (x, xnext) } else { (xnext, x) };
        let x0f = x0.floor();
        let x0i = x0f as usize;
        let x1c = x1.ceil();
        let x1i = x1c as usize;
        if x1i <= x0i + 1 {
            let xm = 0.5 * (x + xnext) - x0f;
            acc[line + x0i] += d - d * xm;
            acc[line + x0i + 1] += d * xm;
        } else {
            let s = (x1 - x0).recip();
            let fx0 = x0 - x0f;
            let a0 = 0.5 * s * (1.0 - fx0) * (1.0 - fx0);
            let fx1 = x1 - x1c + 1.0;
            let am = 0.5 * s * fx1 * fx1;
            acc[line + x0i] += d * a0;
            if x1i == x0i + 2 {
                acc[line + x0i + 1] += d * (1.0 - a0 - am);
            } else {
                let a1 = s * (1.5 - fx0);
                acc[line + x0i + 1] += d * (a1 - a0);
                for xi in x0i + 2..x1i - 1 {
                    acc[line + xi] += d * s;
                }
                let a2 = a1 + (x1i - x0i - 3) as f32 * s;
                acc[line + x1i - 1] += d * (1.0 - a2 - am);
            }
            acc[line + x1i] += d * am;
        }
        x = xnext;
    }
}
