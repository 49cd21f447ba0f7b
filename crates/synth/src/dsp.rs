//! The building blocks every sound is made of: noise, oscillators, envelopes, filters, a stereo
//! bus and a reverb.

use crate::{SAMPLE_RATE, SR, Samples};
use std::f32::consts::PI;

/// xorshift64* noise source; seeded through splitmix64 so nearby seeds diverge at once.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        // xorshift has a fixed point at zero.
        Rng(z | 1)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in 0..1.
    pub(crate) fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// Uniform in -1..1: white noise.
    pub(crate) fn bipolar(&mut self) -> f32 {
        self.unit() * 2.0 - 1.0
    }

    pub(crate) fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    pub(crate) fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }
}

/// Sine of a phase given in cycles. A polynomial (error below 1e-5) keeps the music render,
/// tens of millions of calls, cheap on every target.
pub(crate) fn sine(phase: f32) -> f32 {
    // Truncating cast instead of `floor`, which is an out-of-line libm call on baseline x86-64.
    let whole = phase as i32 as f32;
    let t = if phase < whole {
        phase - whole + 1.0
    } else {
        phase - whole
    };
    let x = if t < 0.25 {
        4.0 * t
    } else if t < 0.75 {
        2.0 - 4.0 * t
    } else {
        4.0 * t - 4.0
    };
    let x2 = x * x;
    x * (1.570_796_4
        - x2 * (0.645_964 - x2 * (0.079_692_6 - x2 * (0.004_681_75 - x2 * 0.000_160_4))))
}

pub(crate) fn midi_hz(note: f32) -> f32 {
    440.0 * 2f32.powf((note - 69.0) / 12.0)
}

pub(crate) fn secs(t: f32) -> usize {
    (t.max(0.0) * SR).round() as usize
}

/// Per-sample multiplier giving an exponential decay with time constant `tau` seconds.
pub(crate) fn decay_step(tau: f32) -> f32 {
    (-1.0 / (tau * SR)).exp()
}

/// Linear rise over `attack` then exponential fall: the shape of most struck sounds.
pub(crate) fn burst(t: f32, attack: f32, tau: f32) -> f32 {
    if t < 0.0 {
        0.0
    } else if t < attack {
        t / attack
    } else {
        (-(t - attack) / tau).exp()
    }
}

/// Half-sine bump from `start` lasting `len`: swells and whooshes.
pub(crate) fn hump(t: f32, start: f32, len: f32) -> f32 {
    let u = (t - start) / len;
    if (0.0..1.0).contains(&u) {
        sine(u * 0.5)
    } else {
        0.0
    }
}

/// Equal-power gains for a pan position in -1 (left) ..= 1 (right).
pub(crate) fn pan_gains(pan: f32) -> (f32, f32) {
    let a = (pan.clamp(-1.0, 1.0) + 1.0) * 0.125;
    (sine(a + 0.25), sine(a))
}

/// Phase accumulator, so pitch can move without the phase jumping.
#[derive(Clone, Copy, Default)]
pub(crate) struct Osc {
    pub(crate) phase: f32,
}

impl Osc {
    pub(crate) fn at(phase: f32) -> Self {
        Osc { phase }
    }

    /// Returns the phase before advancing by `hz`.
    pub(crate) fn tick(&mut self, hz: f32) -> f32 {
        let p = self.phase;
        self.phase += hz / SR;
        if self.phase >= 1.0 {
            self.phase -= self.phase.floor();
        }
        p
    }
}

/// Band-limited sawtooth (PolyBLEP), so bright stabs do not alias into grit.
pub(crate) fn saw(phase: f32, dt: f32) -> f32 {
    let mut v = 2.0 * phase - 1.0;
    if phase < dt {
        let t = phase / dt;
        v -= 2.0 * t - t * t - 1.0;
    } else if phase > 1.0 - dt {
        let t = (phase - 1.0) / dt;
        v -= t * t + 2.0 * t + 1.0;
    }
    v
}

/// One-pole low-pass; the high-pass is its complement.
pub(crate) struct OnePole {
    pub(crate) a: f32,
    pub(crate) y: f32,
}

impl OnePole {
    pub(crate) fn new(hz: f32) -> Self {
        OnePole {
            a: 1.0 - (-2.0 * PI * hz / SR).exp(),
            y: 0.0,
        }
    }

    pub(crate) fn lp(&mut self, x: f32) -> f32 {
        self.y += self.a * (x - self.y);
        self.y
    }

    pub(crate) fn hp(&mut self, x: f32) -> f32 {
        x - self.lp(x)
    }
}

/// Outputs of [`Svf`]; `bp` is scaled to unity gain at the centre frequency.
#[derive(Clone, Copy)]
pub(crate) struct SvfOut {
    pub(crate) lp: f32,
    pub(crate) bp: f32,
    pub(crate) hp: f32,
}

/// Trapezoidal state-variable filter (a biquad in topology-preserving form). It stays stable
/// and click-free when the cutoff is swept every sample, which the swishes and stabs need.
pub(crate) struct Svf {
    pub(crate) k: f32,
    pub(crate) a1: f32,
    pub(crate) a2: f32,
    pub(crate) a3: f32,
    pub(crate) ic1: f32,
    pub(crate) ic2: f32,
}

impl Svf {
    pub(crate) fn new(hz: f32, q: f32) -> Self {
        let mut f = Svf {
            k: 1.0,
            a1: 0.0,
            a2: 0.0,
            a3: 0.0,
            ic1: 0.0,
            ic2: 0.0,
        };
        f.set(hz, q);
        f
    }

    pub(crate) fn set(&mut self, hz: f32, q: f32) {
        let g = (PI * hz.clamp(10.0, 0.45 * SR) / SR).tan();
        self.k = 1.0 / q;
        self.a1 = 1.0 / (1.0 + g * (g + self.k));
        self.a2 = g * self.a1;
        self.a3 = g * self.a2;
    }

    pub(crate) fn tick(&mut self, x: f32) -> SvfOut {
        let v3 = x - self.ic2;
        let v1 = self.a1 * self.ic1 + self.a2 * v3;
        let v2 = self.ic2 + self.a2 * self.ic1 + self.a3 * v3;
        self.ic1 = 2.0 * v1 - self.ic1;
        self.ic2 = 2.0 * v2 - self.ic2;
        SvfOut {
            lp: v2,
            bp: v1 * self.k,
            hp: x - self.k * v1 - v2,
        }
    }
}

/// Stereo mix bus. A looped bus wraps writes past its end onto its start, which is how the
/// music keeps notes ringing across the seam.
pub(crate) struct Buf {
    pub(crate) left: Vec<f32>,
    pub(crate) right: Vec<f32>,
    pub(crate) looped: bool,
}

impl Buf {
    pub(crate) fn new(len: usize) -> Self {
        Buf {
            left: vec![0.0; len],
            right: vec![0.0; len],
            looped: false,
        }
    }

    pub(crate) fn looped(len: usize) -> Self {
        Buf {
            looped: true,
            ..Buf::new(len)
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.left.len()
    }

    pub(crate) fn add(&mut self, i: usize, l: f32, r: f32) {
        let n = self.len();
        let i = if i < n {
            i
        } else if self.looped {
            i % n
        } else {
            return;
        };
        self.left[i] += l;
        self.right[i] += r;
    }

    pub(crate) fn add_mono(&mut self, start: usize, src: &[f32], gain: f32, pan: f32) {
        let (gl, gr) = pan_gains(pan);
        for (j, &x) in src.iter().enumerate() {
            self.add(start + j, x * gain * gl, x * gain * gr);
        }
    }

    pub(crate) fn mix(&mut self, other: &Buf, gain: f32) {
        for (i, (&l, &r)) in other.left.iter().zip(&other.right).enumerate() {
            self.add(i, l * gain, r * gain);
        }
    }

    pub(crate) fn peak(&self) -> f32 {
        self.left
            .iter()
            .chain(&self.right)
            .fold(0.0, |m, &x| m.max(x.abs()))
    }

    pub(crate) fn scale(&mut self, g: f32) {
        for x in self.left.iter_mut().chain(self.right.iter_mut()) {
            *x *= g;
        }
    }

    pub(crate) fn into_samples(self) -> Samples {
        Samples {
            sample_rate: SAMPLE_RATE,
            left: self.left,
            right: self.right,
        }
    }
}

/// Raised-cosine fades so effects start and stop without pops, then a fixed peak level so
/// every variant of a cue plays equally loud.
pub(crate) fn finish(mut buf: Buf, peak: f32, fade_in: f32, fade_out: f32) -> Samples {
    let n = buf.len();
    let fin = secs(fade_in).clamp(1, n);
    let fout = secs(fade_out).clamp(1, n);
    for i in 0..fin {
        let g = 0.5 - 0.5 * sine(i as f32 / fin as f32 * 0.5 + 0.25);
        buf.left[i] *= g;
        buf.right[i] *= g;
    }
    for i in 0..fout {
        let g = 0.5 - 0.5 * sine(i as f32 / fout as f32 * 0.5 + 0.25);
        buf.left[n - 1 - i] *= g;
        buf.right[n - 1 - i] *= g;
    }
    let p = buf.peak();
    if p > 0.0 {
        buf.scale(peak / p);
    }
    buf.into_samples()
}

/// Freeverb-style comb filter with a damped feedback path.
pub(crate) struct Comb {
    pub(crate) buf: Vec<f32>,
    pub(crate) pos: usize,
    pub(crate) feedback: f32,
    pub(crate) damp: f32,
    pub(crate) store: f32,
}

impl Comb {
    pub(crate) fn tick(&mut self, x: f32) -> f32 {
        let out = self.buf[self.pos];
        self.store = out * (1.0 - self.damp) + self.store * self.damp;
        self.buf[self.pos] = x + self.store * self.feedback;
        self.pos += 1;
        if self.pos == self.buf.len() {
            self.pos = 0;
        }
        out
    }
}

pub(crate) struct Allpass {
    pub(crate) buf: Vec<f32>,
    pub(crate) pos: usize,
}

impl Allpass {
    pub(crate) fn tick(&mut self, x: f32) -> f32 {
        let b = self.buf[self.pos];
        self.buf[self.pos] = x + b * 0.5;
        self.pos += 1;
        if self.pos == self.buf.len() {
            self.pos = 0;
        }
        b - x
    }
}

/// Schroeder–Moorer reverb (Freeverb tunings). The right channel's delays are offset so the
/// tail decorrelates into width.
pub(crate) struct Reverb {
    pub(crate) combs: [Vec<Comb>; 2],
    pub(crate) allpasses: [Vec<Allpass>; 2],
}

impl Reverb {
    pub(crate) fn new(room: f32, damp: f32) -> Self {
        const COMBS: [usize; 8] = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
        const ALLPASSES: [usize; 4] = [556, 441, 341, 225];
        const SPREAD: usize = 23;
        let feedback = 0.7 + 0.28 * room;
        let channel_combs = |off: usize| {
            COMBS
                .iter()
                .map(|&d| Comb {
                    buf: vec![0.0; d + off],
                    pos: 0,
                    feedback,
                    damp,
                    store: 0.0,
                })
                .collect()
        };
        let channel_allpasses = |off: usize| {
            ALLPASSES
                .iter()
                .map(|&d| Allpass {
                    buf: vec![0.0; d + off],
                    pos: 0,
                })
                .collect()
        };
        Reverb {
            combs: [channel_combs(0), channel_combs(SPREAD)],
            allpasses: [channel_allpasses(0), channel_allpasses(SPREAD)],
        }
    }

    pub(crate) fn tick(&mut self, x: f32, ch: usize) -> f32 {
        let mut acc = 0.0;
        for c in &mut self.combs[ch] {
            acc += c.tick(x);
        }
        for a in &mut self.allpasses[ch] {
            acc = a.tick(acc);
        }
        acc
    }

    /// Wet signal for `src` followed by `extra` samples of tail.
    pub(crate) fn process(&mut self, src: &Buf, extra: usize) -> Buf {
        let n = src.len();
        let mut out = Buf::new(n + extra);
        for i in 0..n + extra {
            let x = if i < n {
                (src.left[i] + src.right[i]) * 0.015
            } else {
                0.0
            };
            out.left[i] = self.tick(x, 0);
            out.right[i] = self.tick(x, 1);
        }
        out
    }
}

/// Adds reverb to an effect in place; the tail past the buffer is dropped, as the fade-out
/// covers it.
pub(crate) fn add_reverb(buf: &mut Buf, room: f32, damp: f32, wet: f32) {
    let w = Reverb::new(room, damp).process(buf, 0);
    buf.mix(&w, wet);
}

/// Gentle top-end roll-off: paper and card sounds read as soft rather than hissy.
pub(crate) fn soften(buf: &mut Buf, hz: f32) {
    for ch in [&mut buf.left, &mut buf.right] {
        let mut lp = OnePole::new(hz);
        for x in ch.iter_mut() {
            *x = lp.lp(*x);
        }
    }
}
