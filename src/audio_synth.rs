//! Procedural audio: every sound effect and the background music loop are synthesised here
//! into plain stereo sample buffers, so the game ships no audio files and desktop and web
//! builds share one code path.

use std::f32::consts::PI;

/// Rate of every buffer this module produces.
pub const SAMPLE_RATE: u32 = 44_100;
const SR: f32 = SAMPLE_RATE as f32;

/// A sound effect the game can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    Shuffle,
    Deal,
    Flip,
    Place,
    Chips,
    Call,
    Challenge,
    Win,
    Lose,
    Click,
    /// The turn has come to the player at this device.
    YourTurn,
    /// The focus rests on a card of the player's hand that may be played now.
    Playable,
}

impl Cue {
    pub const ALL: [Cue; 12] = [
        Cue::Shuffle,
        Cue::Deal,
        Cue::Flip,
        Cue::Place,
        Cue::Chips,
        Cue::Call,
        Cue::Challenge,
        Cue::Win,
        Cue::Lose,
        Cue::Click,
        Cue::YourTurn,
        Cue::Playable,
    ];

    /// Stable lower-case identifier, usable as an asset label or file stem.
    pub fn name(self) -> &'static str {
        match self {
            Cue::Shuffle => "shuffle",
            Cue::Deal => "deal",
            Cue::Flip => "flip",
            Cue::Place => "place",
            Cue::Chips => "chips",
            Cue::Call => "call",
            Cue::Challenge => "challenge",
            Cue::Win => "win",
            Cue::Lose => "lose",
            Cue::Click => "click",
            Cue::YourTurn => "your_turn",
            Cue::Playable => "playable",
        }
    }

    /// Keeps the noise of different cues uncorrelated even when callers pass the same seed.
    fn salt(self) -> u64 {
        let index = Cue::ALL.iter().position(|&c| c == self).unwrap_or(0) as u64;
        (index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// Stereo audio with samples in -1..=1.
#[derive(Clone, Debug, PartialEq)]
pub struct Samples {
    pub sample_rate: u32,
    pub left: Vec<f32>,
    pub right: Vec<f32>,
}

impl Samples {
    /// Number of stereo frames.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    pub fn duration_secs(&self) -> f32 {
        self.len() as f32 / self.sample_rate as f32
    }

    /// Largest absolute sample over both channels.
    pub fn peak(&self) -> f32 {
        self.left
            .iter()
            .chain(&self.right)
            .fold(0.0, |m, &x| m.max(x.abs()))
    }

    /// Frames as `[left, right]` pairs, the shape most audio back ends take.
    pub fn frames(&self) -> impl Iterator<Item = [f32; 2]> + '_ {
        self.left.iter().zip(&self.right).map(|(&l, &r)| [l, r])
    }

    /// A complete 16-bit PCM RIFF/WAVE file, for back ends that only decode encoded audio.
    pub fn to_wav_bytes(&self) -> Vec<u8> {
        let data_len = (self.len() * 4) as u32;
        let mut out = Vec::with_capacity(44 + data_len as usize);
        out.extend_from_slice(b"RIFF");
        out.extend_from_slice(&(36 + data_len).to_le_bytes());
        out.extend_from_slice(b"WAVEfmt ");
        out.extend_from_slice(&16u32.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&2u16.to_le_bytes());
        out.extend_from_slice(&self.sample_rate.to_le_bytes());
        out.extend_from_slice(&(self.sample_rate * 4).to_le_bytes());
        out.extend_from_slice(&4u16.to_le_bytes());
        out.extend_from_slice(&16u16.to_le_bytes());
        out.extend_from_slice(b"data");
        out.extend_from_slice(&data_len.to_le_bytes());
        for [l, r] in self.frames() {
            for x in [l, r] {
                let v = (x.clamp(-1.0, 1.0) * 32_767.0).round() as i16;
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        out
    }
}

/// Renders one effect. The same seed always gives the same samples; the seed also picks one
/// of a few musical variants (transpositions, figures) so repeated cues do not sound canned.
pub fn synthesize(cue: Cue, seed: u64) -> Samples {
    let mut rng = Rng::new(seed ^ cue.salt());
    let variant = (seed % 4) as usize;
    match cue {
        Cue::Shuffle => shuffle(&mut rng),
        Cue::Deal => deal(&mut rng),
        Cue::Flip => flip(&mut rng, variant),
        Cue::Place => place(&mut rng),
        Cue::Chips => chips(&mut rng),
        Cue::Call => call(&mut rng, variant),
        Cue::Challenge => challenge(&mut rng, variant),
        Cue::Win => win(&mut rng, variant),
        Cue::Lose => lose(&mut rng, variant),
        Cue::Click => click(&mut rng, variant),
        Cue::YourTurn => your_turn(&mut rng),
        Cue::Playable => playable(&mut rng, variant),
    }
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/// xorshift64* noise source; seeded through splitmix64 so nearby seeds diverge at once.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        // xorshift has a fixed point at zero.
        Rng(z | 1)
    }

    fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in 0..1.
    fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// Uniform in -1..1: white noise.
    fn bipolar(&mut self) -> f32 {
        self.unit() * 2.0 - 1.0
    }

    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }
}

/// Sine of a phase given in cycles. A polynomial (error below 1e-5) keeps the music render,
/// tens of millions of calls, cheap on every target.
fn sine(phase: f32) -> f32 {
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

fn midi_hz(note: f32) -> f32 {
    440.0 * 2f32.powf((note - 69.0) / 12.0)
}

fn secs(t: f32) -> usize {
    (t.max(0.0) * SR).round() as usize
}

/// Per-sample multiplier giving an exponential decay with time constant `tau` seconds.
fn decay_step(tau: f32) -> f32 {
    (-1.0 / (tau * SR)).exp()
}

/// Linear rise over `attack` then exponential fall: the shape of most struck sounds.
fn burst(t: f32, attack: f32, tau: f32) -> f32 {
    if t < 0.0 {
        0.0
    } else if t < attack {
        t / attack
    } else {
        (-(t - attack) / tau).exp()
    }
}

/// Half-sine bump from `start` lasting `len`: swells and whooshes.
fn hump(t: f32, start: f32, len: f32) -> f32 {
    let u = (t - start) / len;
    if (0.0..1.0).contains(&u) {
        sine(u * 0.5)
    } else {
        0.0
    }
}

/// Equal-power gains for a pan position in -1 (left) ..= 1 (right).
fn pan_gains(pan: f32) -> (f32, f32) {
    let a = (pan.clamp(-1.0, 1.0) + 1.0) * 0.125;
    (sine(a + 0.25), sine(a))
}

/// Phase accumulator, so pitch can move without the phase jumping.
#[derive(Clone, Copy, Default)]
struct Osc {
    phase: f32,
}

impl Osc {
    fn at(phase: f32) -> Self {
        Osc { phase }
    }

    /// Returns the phase before advancing by `hz`.
    fn tick(&mut self, hz: f32) -> f32 {
        let p = self.phase;
        self.phase += hz / SR;
        if self.phase >= 1.0 {
            self.phase -= self.phase.floor();
        }
        p
    }
}

/// Band-limited sawtooth (PolyBLEP), so bright stabs do not alias into grit.
fn saw(phase: f32, dt: f32) -> f32 {
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
struct OnePole {
    a: f32,
    y: f32,
}

impl OnePole {
    fn new(hz: f32) -> Self {
        OnePole {
            a: 1.0 - (-2.0 * PI * hz / SR).exp(),
            y: 0.0,
        }
    }

    fn lp(&mut self, x: f32) -> f32 {
        self.y += self.a * (x - self.y);
        self.y
    }

    fn hp(&mut self, x: f32) -> f32 {
        x - self.lp(x)
    }
}

/// Outputs of [`Svf`]; `bp` is scaled to unity gain at the centre frequency.
#[derive(Clone, Copy)]
struct SvfOut {
    lp: f32,
    bp: f32,
    hp: f32,
}

/// Trapezoidal state-variable filter (a biquad in topology-preserving form). It stays stable
/// and click-free when the cutoff is swept every sample, which the swishes and stabs need.
struct Svf {
    k: f32,
    a1: f32,
    a2: f32,
    a3: f32,
    ic1: f32,
    ic2: f32,
}

impl Svf {
    fn new(hz: f32, q: f32) -> Self {
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

    fn set(&mut self, hz: f32, q: f32) {
        let g = (PI * hz.clamp(10.0, 0.45 * SR) / SR).tan();
        self.k = 1.0 / q;
        self.a1 = 1.0 / (1.0 + g * (g + self.k));
        self.a2 = g * self.a1;
        self.a3 = g * self.a2;
    }

    fn tick(&mut self, x: f32) -> SvfOut {
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
struct Buf {
    left: Vec<f32>,
    right: Vec<f32>,
    looped: bool,
}

impl Buf {
    fn new(len: usize) -> Self {
        Buf {
            left: vec![0.0; len],
            right: vec![0.0; len],
            looped: false,
        }
    }

    fn looped(len: usize) -> Self {
        Buf {
            looped: true,
            ..Buf::new(len)
        }
    }

    fn len(&self) -> usize {
        self.left.len()
    }

    fn add(&mut self, i: usize, l: f32, r: f32) {
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

    fn add_mono(&mut self, start: usize, src: &[f32], gain: f32, pan: f32) {
        let (gl, gr) = pan_gains(pan);
        for (j, &x) in src.iter().enumerate() {
            self.add(start + j, x * gain * gl, x * gain * gr);
        }
    }

    fn mix(&mut self, other: &Buf, gain: f32) {
        for (i, (&l, &r)) in other.left.iter().zip(&other.right).enumerate() {
            self.add(i, l * gain, r * gain);
        }
    }

    fn peak(&self) -> f32 {
        self.left
            .iter()
            .chain(&self.right)
            .fold(0.0, |m, &x| m.max(x.abs()))
    }

    fn scale(&mut self, g: f32) {
        for x in self.left.iter_mut().chain(self.right.iter_mut()) {
            *x *= g;
        }
    }

    fn into_samples(self) -> Samples {
        Samples {
            sample_rate: SAMPLE_RATE,
            left: self.left,
            right: self.right,
        }
    }
}

/// Raised-cosine fades so effects start and stop without pops, then a fixed peak level so
/// every variant of a cue plays equally loud.
fn finish(mut buf: Buf, peak: f32, fade_in: f32, fade_out: f32) -> Samples {
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
struct Comb {
    buf: Vec<f32>,
    pos: usize,
    feedback: f32,
    damp: f32,
    store: f32,
}

impl Comb {
    fn tick(&mut self, x: f32) -> f32 {
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

struct Allpass {
    buf: Vec<f32>,
    pos: usize,
}

impl Allpass {
    fn tick(&mut self, x: f32) -> f32 {
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
struct Reverb {
    combs: [Vec<Comb>; 2],
    allpasses: [Vec<Allpass>; 2],
}

impl Reverb {
    fn new(room: f32, damp: f32) -> Self {
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

    fn tick(&mut self, x: f32, ch: usize) -> f32 {
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
    fn process(&mut self, src: &Buf, extra: usize) -> Buf {
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
fn add_reverb(buf: &mut Buf, room: f32, damp: f32, wet: f32) {
    let w = Reverb::new(room, damp).process(buf, 0);
    buf.mix(&w, wet);
}

/// Gentle top-end roll-off: paper and card sounds read as soft rather than hissy.
fn soften(buf: &mut Buf, hz: f32) {
    for ch in [&mut buf.left, &mut buf.right] {
        let mut lp = OnePole::new(hz);
        for x in ch.iter_mut() {
            *x = lp.lp(*x);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Voices
// ---------------------------------------------------------------------------------------------

/// A note on the electric piano.
struct EpNote {
    hz: f32,
    vel: f32,
    /// Seconds until the key is released.
    hold: f32,
    /// Level of the bell-like tine attack.
    tine: f32,
    /// Time constant of the body's decay while the key is held.
    decay: f32,
    /// Semitones the pitch sags over 0.6 s (0 for none).
    sag: f32,
}

/// Two FM pairs in the manner of the classic tine piano: a 1:1 pair for the warm body whose
/// brightness falls as it rings, and a high-ratio pair (up to 14:1) that only speaks during
/// the attack.
fn epiano(n: &EpNote) -> Vec<f32> {
    const RELEASE: f32 = 0.09;
    let len = secs(n.hold + RELEASE * 6.0);
    let hold = secs(n.hold);
    let attack = secs(0.002).max(1);
    // Lower notes take more modulation so they stay warm rather than dull; high notes less
    // so they do not turn glassy.
    let bright = (330.0 / n.hz).sqrt().clamp(0.5, 1.6);
    let mut out = Vec::with_capacity(len);
    let (mut car, mut modu, mut tine_mod) = (Osc::default(), Osc::default(), Osc::default());
    let mut amp = 1.0;
    let amp_step = decay_step(n.decay);
    let rel_step = decay_step(RELEASE);
    let mut index_env = 1.0;
    let index_step = decay_step(0.22);
    let mut tine_env = 1.0;
    let tine_step = decay_step(0.05);
    let tine_index_step = decay_step(0.012);
    let mut tine_index = 1.0;
    // The tine's bite belongs around 5-7 kHz whatever the note; a fixed 14:1 ratio would
    // push high notes' sidebands past Nyquist, where they fold back as inharmonic fizz.
    let tine_ratio = (6_500.0 / n.hz).round().clamp(2.0, 14.0);
    let mut tine_on = n.tine > 0.0;
    for i in 0..len {
        let hz = if n.sag != 0.0 {
            let t = i as f32 / SR;
            n.hz * 2f32.powf(-n.sag * (t / 0.6).min(1.0) / 12.0)
        } else {
            n.hz
        };
        let pc = car.tick(hz);
        let pm = modu.tick(hz);
        let index = n.vel * bright * (0.35 + 1.3 * index_env);
        let mut x = sine(pc + index * 0.159 * sine(pm));
        if tine_on {
            let pt = tine_mod.tick(hz * tine_ratio);
            x += n.tine * tine_env * sine(pc + 1.8 * tine_index * 0.159 * sine(pt));
            tine_env *= tine_step;
            tine_index *= tine_index_step;
            // Inaudible long before the note ends; skipping it saves a third of the work.
            tine_on = tine_env > 1e-4;
        }
        let ramp = if i < attack {
            i as f32 / attack as f32
        } else {
            1.0
        };
        out.push(x * amp * ramp * n.vel);
        amp *= if i < hold { amp_step } else { rel_step };
        index_env *= index_step;
    }
    out
}

/// Struck bar (marimba/vibraphone family): the bar's inharmonic modes at 1, 3.93 and 9.3
/// times the fundamental, each dying faster than the one below, plus a felt-mallet knock.
fn mallet(rng: &mut Rng, hz: f32, tau: f32) -> Vec<f32> {
    const MODES: [(f32, f32, f32); 4] = [
        (1.0, 1.0, 1.0),
        (2.0, 0.1, 0.5),
        (3.93, 0.25, 0.28),
        (9.3, 0.06, 0.1),
    ];
    let len = secs(tau * 6.0);
    let attack = 0.0015;
    let mut knock = Svf::new((hz * 3.0).min(6_000.0), 1.2);
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            let mut x = 0.0;
            for &(ratio, amp, life) in &MODES {
                let f = hz * ratio;
                if f < 0.45 * SR {
                    x += amp * sine(f * t) * burst(t, attack, tau * life);
                }
            }
            x + 0.25 * knock.tick(rng.bipolar() * burst(t, 0.0005, 0.0015)).bp
        })
        .collect()
}

/// A plain decaying sine partial: the grains of sparkle.
fn ping(hz: f32, tau: f32, phase: f32) -> Vec<f32> {
    let len = secs(tau * 6.0);
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            sine(phase + hz * t) * burst(t, 0.001, tau)
        })
        .collect()
}

/// Filtered noise hit: the raw material of brushes, taps and clicks.
fn noise_hit(rng: &mut Rng, hz: f32, q: f32, attack: f32, tau: f32) -> Vec<f32> {
    let len = secs(attack + tau * 6.0);
    let mut f = Svf::new(hz, q);
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            f.tick(rng.bipolar() * burst(t, attack, tau)).bp
        })
        .collect()
}

/// Low thud with a falling pitch: a card or deck meeting the table.
fn thud(rng: &mut Rng, hz: f32, tau: f32) -> Vec<f32> {
    let len = secs(tau * 6.0);
    let mut lp = Svf::new(hz * 3.0, 0.7);
    let mut osc = Osc::default();
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            let f = hz * (1.0 + 0.5 * (-t / 0.015).exp());
            let tone = sine(osc.tick(f)) * burst(t, 0.002, tau);
            let noise = lp.tick(rng.bipolar() * burst(t, 0.001, tau * 0.6)).lp;
            0.7 * tone + 0.8 * noise
        })
        .collect()
}

/// Parameters of a brass-like stab.
struct Stab<'a> {
    notes: &'a [f32],
    start: f32,
    gate: f32,
    /// Filter cutoff at the hit and where it settles, in Hz.
    cutoff: (f32, f32),
    filter_tau: f32,
    level: f32,
}

/// Three detuned band-limited saws per note, spread left–centre–right, through a low-pass
/// whose cutoff snaps open and closes: the orchestral-hit shape of a dramatic stab.
fn stab(buf: &mut Buf, s: &Stab, rng: &mut Rng) {
    const DETUNE: [(f32, f32); 3] = [(-0.11, -0.7), (0.0, 0.0), (0.12, 0.7)];
    let len = secs(s.gate + 0.4);
    let start = secs(s.start);
    let gate = secs(s.gate);
    let mut voices = Vec::new();
    for &note in s.notes {
        for &(cents, pan) in &DETUNE {
            let hz = midi_hz(note + cents);
            voices.push((hz, Osc::at(rng.unit()), pan_gains(pan)));
        }
    }
    let norm = 1.0 / voices.len() as f32;
    let mut filters = [Svf::new(s.cutoff.0, 0.9), Svf::new(s.cutoff.0, 0.9)];
    let (rise, tau, release) = (0.004, 0.08, 0.06);
    for i in 0..len {
        let t = i as f32 / SR;
        let (mut l, mut r) = (0.0, 0.0);
        for (hz, osc, (gl, gr)) in &mut voices {
            let v = saw(osc.tick(*hz), *hz / SR);
            l += v * *gl;
            r += v * *gr;
        }
        let cutoff = s.cutoff.1 + (s.cutoff.0 - s.cutoff.1) * (-t / s.filter_tau).exp();
        let mut amp = if t < rise {
            t / rise
        } else {
            0.55 + 0.45 * (-(t - rise) / tau).exp()
        };
        if i > gate {
            amp *= (-((i - gate) as f32) / SR / release).exp();
        }
        let g = amp * norm * s.level;
        let mut out = [l, r];
        for (x, f) in out.iter_mut().zip(&mut filters) {
            f.set(cutoff, 0.9);
            *x = f.tick(*x).lp * g;
        }
        buf.add(start + i, out[0], out[1]);
    }
}

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

fn click(rng: &mut Rng, variant: usize) -> Samples {
    let n = secs(0.025);
    let mut buf = Buf::new(n);
    let tone_hz = [2_400.0, 2_800.0, 3_200.0, 2_600.0][variant] * rng.range(0.98, 1.02);
    let mut hp = Svf::new(4_000.0, 0.8);
    for i in 0..n {
        let t = i as f32 / SR;
        let noise = hp.tick(rng.bipolar()).hp * burst(t, 0.0002, 0.0012);
        let tone = sine(tone_hz * t) * burst(t, 0.0004, 0.004);
        let body = sine(1_100.0 * t) * burst(t, 0.0004, 0.003);
        let x = 0.5 * noise + 0.5 * tone + 0.3 * body;
        buf.add(i, x, x);
    }
    finish(buf, 0.5, 0.0003, 0.006)
}

fn flip(rng: &mut Rng, variant: usize) -> Samples {
    let n = secs(0.06);
    let mut buf = Buf::new(n);
    let (sl, sr) = pan_gains(rng.range(-0.3, 0.3));
    let mut snap_bp = Svf::new(rng.range(4_500.0, 6_500.0), 0.9);
    let mut snap_hp = OnePole::new(2_500.0);
    let mut body_lp = Svf::new(900.0, 0.7);
    let mut air = Svf::new(1_800.0, 0.6);
    let second = rng.range(0.006, 0.010);
    let body_hz = [210.0, 190.0, 240.0, 225.0][variant];
    let mut body = Osc::default();
    for i in 0..n {
        let t = i as f32 / SR;
        let w = rng.bipolar();
        let snap_env = burst(t, 0.0003, 0.004) + 0.45 * burst(t - second, 0.0002, 0.003);
        let snap = snap_hp.hp(snap_bp.tick(w * snap_env).bp);
        let body_env = burst(t, 0.001, 0.012);
        let tone = sine(body.tick(body_hz * (1.0 - 2.0 * t))) * body_env;
        let thump = body_lp.tick(w * body_env).lp;
        let swish = air.tick(w).bp * hump(t, 0.0, 0.035) * 0.05;
        let centre = 0.35 * tone + 0.5 * thump + swish;
        buf.add(i, snap * sl + centre, snap * sr + centre);
    }
    finish(buf, 0.6, 0.0003, 0.012)
}

fn deal(rng: &mut Rng) -> Samples {
    let n = secs(0.115);
    let mut buf = Buf::new(n);
    let swish_len = 0.082;
    let (f_from, f_to) = (rng.range(1_100.0, 1_500.0), rng.range(3_200.0, 4_200.0));
    let dir = if rng.unit() < 0.5 { -1.0 } else { 1.0 };
    let mut bp = Svf::new(f_from, 1.6);
    let mut paper = Svf::new(5_000.0, 1.2);
    let mut grain = OnePole::new(180.0);
    for i in 0..n {
        let t = i as f32 / SR;
        let u = (t / swish_len).min(1.0);
        bp.set(f_from + (f_to - f_from) * u * u, 1.6);
        let env = if t < swish_len {
            (1.0 - (-t / 0.004).exp()) * (1.0 - u) * (1.0 - u)
        } else {
            0.0
        };
        // Slow random wobble in level makes the noise read as paper rather than air.
        let crinkle = 0.6 + 2.5 * grain.lp(rng.bipolar()).abs();
        let w = rng.bipolar();
        let x = (bp.tick(w).bp + 0.35 * paper.tick(w).bp * crinkle) * env;
        let (gl, gr) = pan_gains(dir * (-0.35 + 0.7 * u));
        buf.add(i, x * gl, x * gr);
    }
    let tap = thud(rng, 150.0, 0.012);
    buf.add_mono(secs(0.079), &tap, 0.55, dir * 0.3);
    let click = noise_hit(rng, 2_200.0, 1.0, 0.0003, 0.002);
    buf.add_mono(secs(0.079), &click, 0.35, dir * 0.3);
    soften(&mut buf, 8_000.0);
    finish(buf, 0.55, 0.0005, 0.01)
}

fn place(rng: &mut Rng) -> Samples {
    let n = secs(0.095);
    let mut buf = Buf::new(n);
    let at = secs(0.004);
    let body_hz = rng.range(80.0, 100.0);
    let body = thud(rng, body_hz, 0.022);
    buf.add_mono(at, &body, 1.0, 0.0);
    let paper_hz = rng.range(3_000.0, 4_000.0);
    let paper = noise_hit(rng, paper_hz, 0.9, 0.0005, 0.008);
    let pan = rng.range(-0.3, 0.3);
    buf.add_mono(at, &paper, 0.16, pan);
    // Air pushed out from under the card just before it lands.
    let mut air = Svf::new(2_000.0, 0.7);
    for i in 0..at + secs(0.01) {
        let t = i as f32 / SR;
        let x = air.tick(rng.bipolar()).bp * hump(t, 0.0, 0.012) * 0.06;
        buf.add(i, x, x);
    }
    finish(buf, 0.6, 0.0005, 0.015)
}

fn shuffle(rng: &mut Rng) -> Samples {
    let n = secs(0.7);
    let mut buf = Buf::new(n);
    let count = 36 + rng.below(20) as usize;
    let (t0, t1) = (0.02, 0.47);
    for k in 0..count {
        let u = k as f32 / (count - 1) as f32;
        // Exponent below 1 packs later cards closer: the riffle speeds up as it goes.
        let t = t0 + (t1 - t0) * u.powf(0.8) + rng.range(-0.0012, 0.0012);
        let side = if k % 2 == 0 { -1.0 } else { 1.0 };
        let pan = side * rng.range(0.2, 0.45);
        let amp = rng.range(0.55, 1.0) * (0.55 + 0.45 * (u / 0.25).min(1.0));
        let click = riffle_click(rng);
        buf.add_mono(secs(t), &click, amp, pan);
    }
    let mut bed = Svf::new(3_500.0, 0.7);
    let mut whoosh = Svf::new(1_200.0, 0.9);
    for i in 0..n {
        let t = i as f32 / SR;
        let w = rng.bipolar();
        let rustle = bed.tick(w).bp * hump(t, 0.01, 0.48) * 0.05;
        whoosh.set(1_200.0 + 2_500.0 * ((t - 0.5) / 0.12).clamp(0.0, 1.0), 0.9);
        let bridge = whoosh.tick(w).bp * hump(t, 0.5, 0.12) * 0.22;
        buf.add(i, rustle + bridge, rustle + bridge);
    }
    let bump = thud(rng, 85.0, 0.03);
    buf.add_mono(secs(0.6), &bump, 0.75, 0.0);
    soften(&mut buf, 9_000.0);
    finish(buf, 0.6, 0.001, 0.04)
}

/// One card edge flicking off the thumb in a riffle.
fn riffle_click(rng: &mut Rng) -> Vec<f32> {
    let len = secs(0.006);
    let mut high = Svf::new(rng.range(2_500.0, 5_500.0), 1.4);
    let mut low = Svf::new(rng.range(700.0, 1_100.0), 2.0);
    let tau = rng.range(0.0006, 0.0014);
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            let w = rng.bipolar() * burst(t, 0.0002, tau);
            high.tick(w).bp + 0.5 * low.tick(w).bp
        })
        .collect()
}

fn chips(rng: &mut Rng) -> Samples {
    let n = secs(0.35);
    let mut buf = Buf::new(n);
    let count = 3 + rng.below(4) as usize;
    let mut t = 0.004;
    let mut amp = 1.0;
    for _ in 0..count {
        let chip = chip_clink(rng);
        let pan = rng.range(-0.5, 0.5);
        buf.add_mono(secs(t), &chip, amp, pan);
        t += rng.range(0.025, 0.055);
        amp *= rng.range(0.6, 0.85);
    }
    finish(buf, 0.6, 0.0003, 0.03)
}

/// One clay chip striking another: modes of a thick disc (inharmonic ratios) ringing briefly
/// over a hard click.
fn chip_clink(rng: &mut Rng) -> Vec<f32> {
    const MODES: [(f32, f32, f32); 5] = [
        (1.0, 1.0, 0.032),
        (1.47, 0.7, 0.024),
        (2.09, 0.5, 0.017),
        (2.56, 0.35, 0.012),
        (3.37, 0.22, 0.008),
    ];
    let f0 = rng.range(2_000.0, 3_200.0);
    let modes: Vec<(f32, f32, f32, f32)> = MODES
        .iter()
        .map(|&(ratio, amp, tau)| {
            let f = f0 * ratio * rng.range(0.985, 1.015);
            (f, amp, tau * rng.range(0.8, 1.2), rng.unit())
        })
        .filter(|m| m.0 < 0.45 * SR)
        .collect();
    let len = secs(0.1);
    let mut hp = OnePole::new(3_000.0);
    let mut clack = Svf::new(rng.range(900.0, 1_300.0), 3.0);
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            let ring: f32 = modes
                .iter()
                .map(|&(f, a, tau, ph)| a * sine(ph + f * t) * burst(t, 0.0003, tau))
                .sum();
            let w = rng.bipolar();
            let click = hp.hp(w) * burst(t, 0.0001, 0.0005);
            0.35 * ring + 0.5 * click + 0.6 * clack.tick(w * burst(t, 0.0002, 0.001)).bp
        })
        .collect()
}

fn call(rng: &mut Rng, variant: usize) -> Samples {
    let n = secs(0.42);
    let mut buf = Buf::new(n);
    let shift = [0.0, 2.0, -3.0, -5.0][variant];
    let ta = mallet(rng, midi_hz(79.0 + shift), 0.07);
    buf.add_mono(0, &ta, 0.8, -0.2);
    let at = secs(0.11);
    let da = mallet(rng, midi_hz(84.0 + shift), 0.2);
    buf.add_mono(at, &da, 1.0, 0.2);
    let under = mallet(rng, midi_hz(76.0 + shift), 0.16);
    buf.add_mono(at + secs(0.006), &under, 0.45, -0.1);
    add_reverb(&mut buf, 0.5, 0.4, 0.9);
    finish(buf, 0.7, 0.0005, 0.08)
}

fn challenge(rng: &mut Rng, variant: usize) -> Samples {
    let n = secs(0.5);
    let mut buf = Buf::new(n);
    let shift = [0.0, 1.0, -2.0, 3.0][variant];
    let low = [38.0 + shift, 50.0 + shift];
    stab(
        &mut buf,
        &Stab {
            notes: &low,
            start: 0.0,
            gate: 0.1,
            cutoff: (2_500.0, 250.0),
            filter_tau: 0.06,
            level: 1.0,
        },
        rng,
    );
    let boom = thud(rng, midi_hz(38.0 + shift), 0.09);
    buf.add_mono(0, &boom, 0.7, 0.0);
    let high = [62.0 + shift, 65.0 + shift, 69.0 + shift, 74.0 + shift];
    let at = 0.13;
    stab(
        &mut buf,
        &Stab {
            notes: &high,
            start: at,
            gate: 0.18,
            cutoff: (5_000.0, 900.0),
            filter_tau: 0.09,
            level: 1.1,
        },
        rng,
    );
    let hiss = noise_hit(rng, 6_000.0, 0.6, 0.002, 0.05);
    buf.add_mono(secs(at), &hiss, 0.12, 0.3);
    add_reverb(&mut buf, 0.6, 0.4, 0.8);
    finish(buf, 0.8, 0.0005, 0.08)
}

fn win(rng: &mut Rng, variant: usize) -> Samples {
    let len_s = 1.5;
    let n = secs(len_s);
    let mut buf = Buf::new(n);
    let shift = [0.0, 2.0, 5.0, -3.0][variant];
    let arp = [72.0, 76.0, 79.0, 84.0, 88.0];
    for (k, &note) in arp.iter().enumerate() {
        let t = k as f32 * 0.085;
        let hz = midi_hz(note + shift);
        let ep = epiano(&EpNote {
            hz,
            vel: 0.75 + 0.05 * k as f32,
            hold: len_s - t,
            tine: 0.9,
            decay: 0.6,
            sag: 0.0,
        });
        let pan = -0.5 + 0.25 * k as f32;
        buf.add_mono(secs(t), &ep, 1.0, pan);
        let glock = mallet(rng, hz * 2.0, 0.25);
        buf.add_mono(secs(t), &glock, 0.22, pan);
    }
    for note in [48.0, 60.0] {
        let ep = epiano(&EpNote {
            hz: midi_hz(note + shift),
            vel: 0.5,
            hold: 1.0,
            tine: 0.3,
            decay: 0.7,
            sag: 0.0,
        });
        buf.add_mono(secs(0.34), &ep, 0.5, 0.0);
    }
    const PENTATONIC: [f32; 5] = [0.0, 2.0, 4.0, 7.0, 9.0];
    let grains = 18 + rng.below(8);
    for _ in 0..grains {
        let u = rng.unit();
        let t = 0.3 + 0.8 * u.powf(1.3);
        let octave = if rng.unit() < 0.3 { 108.0 } else { 96.0 };
        let note = octave + shift + PENTATONIC[rng.below(5) as usize];
        let g = ping(midi_hz(note), rng.range(0.04, 0.12), rng.unit());
        buf.add_mono(secs(t), &g, rng.range(0.05, 0.14), rng.range(-0.8, 0.8));
    }
    let mut shimmer = Svf::new(8_000.0, 0.7);
    for i in 0..n {
        let t = i as f32 / SR;
        let x = shimmer.tick(rng.bipolar()).bp * hump(t, 0.3, 1.0) * 0.025;
        let s = rng.bipolar() * 0.2;
        buf.add(i, x * (1.0 + s), x * (1.0 - s));
    }
    add_reverb(&mut buf, 0.78, 0.35, 1.0);
    finish(buf, 0.75, 0.0005, 0.25)
}

fn lose(rng: &mut Rng, variant: usize) -> Samples {
    let len_s = 1.2;
    let n = secs(len_s);
    let mut buf = Buf::new(n);
    let shift = [0.0, -2.0, 3.0, 1.0][variant];
    let (notes, step): (&[f32], f32) = if variant.is_multiple_of(2) {
        (&[67.0, 63.0, 60.0], 0.2)
    } else {
        (&[67.0, 65.0, 63.0, 60.0], 0.15)
    };
    for (k, &note) in notes.iter().enumerate() {
        let t = k as f32 * step;
        let last = k + 1 == notes.len();
        let ep = epiano(&EpNote {
            hz: midi_hz(note + shift),
            vel: 0.6 * rng.range(0.95, 1.0),
            hold: if last { len_s - t } else { step + 0.06 },
            tine: 0.25,
            decay: if last { 0.7 } else { 0.5 },
            sag: if last { 0.2 } else { 0.0 },
        });
        buf.add_mono(secs(t), &ep, 1.0, 0.15 - 0.1 * k as f32);
    }
    let t_last = (notes.len() - 1) as f32 * step;
    for (note, pan) in [(48.0, -0.3), (55.0, 0.3)] {
        let ep = epiano(&EpNote {
            hz: midi_hz(note + shift),
            vel: 0.35,
            hold: len_s - t_last,
            tine: 0.0,
            decay: 0.8,
            sag: 0.0,
        });
        buf.add_mono(secs(t_last + 0.01), &ep, 0.5, pan);
    }
    add_reverb(&mut buf, 0.7, 0.45, 1.0);
    finish(buf, 0.65, 0.0005, 0.2)
}

/// The turn has come to the player: two vibraphone bars rising a major sixth, the second
/// left to ring, each with a faint bell an octave over it. A bright, open interval no other
/// cue uses (the call is a marimba's fourth), and the same two pitches every time so the ear
/// learns it at once; only the touch varies.
fn your_turn(rng: &mut Rng) -> Samples {
    let n = secs(0.6);
    let mut buf = Buf::new(n);
    let second = 0.15 + rng.range(-0.004, 0.004);
    let notes = [
        (79.0, 0.0, 0.12, 0.85, -0.15),
        (88.0, second, 0.3, 1.0, 0.15),
    ];
    for (note, at, hold, level, pan) in notes {
        let hz = midi_hz(note);
        let vel = level * rng.range(0.92, 1.0);
        let bar = vibes(hz, hold, vel);
        buf.add_mono(secs(at), &bar, 1.0, pan);
        let bell = ping(hz * 2.0, 0.09, rng.unit());
        buf.add_mono(secs(at), &bell, 0.12 * vel, pan);
    }
    add_reverb(&mut buf, 0.55, 0.4, 0.7);
    finish(buf, 0.65, 0.0005, 0.12)
}

/// A card that may be played under the focus: a soft wooden tick, lower and rounder than the
/// buttons' click, a short pitched knock with a touch of a wood block's upper mode and barely
/// any noise, quieter than every other cue.
fn playable(rng: &mut Rng, variant: usize) -> Samples {
    let n = secs(0.045);
    let mut buf = Buf::new(n);
    let hz = [1_320.0, 1_400.0, 1_250.0, 1_360.0][variant] * rng.range(0.99, 1.01);
    let mut knock = Svf::new(hz * 1.5, 1.0);
    for i in 0..n {
        let t = i as f32 / SR;
        let tone = sine(hz * t) * burst(t, 0.0015, 0.008);
        let wood = sine(2.76 * hz * t) * burst(t, 0.001, 0.003);
        let noise = knock.tick(rng.bipolar() * burst(t, 0.0005, 0.0015)).bp;
        let x = 0.8 * tone + 0.15 * wood + 0.2 * noise;
        buf.add(i, x, x);
    }
    soften(&mut buf, 5_000.0);
    finish(buf, 0.32, 0.0005, 0.01)
}

// ---------------------------------------------------------------------------------------------
// Music
// ---------------------------------------------------------------------------------------------

const BPM: f32 = 90.0;
const BARS: usize = 12;
const BEAT_SAMPLES: usize = 29_400;

/// Rootless left-hand voicings (MIDI), leaving roots to the bass.
const DM9: [f32; 4] = [53.0, 57.0, 60.0, 64.0];
const G13: [f32; 4] = [53.0, 57.0, 59.0, 64.0];
const CMAJ9: [f32; 4] = [52.0, 55.0, 59.0, 62.0];
const A7B13: [f32; 4] = [55.0, 59.0, 61.0, 65.0];
const EM9: [f32; 4] = [55.0, 59.0, 62.0, 66.0];
const A13: [f32; 4] = [55.0, 59.0, 61.0, 66.0];

/// Walking bass, one note a beat; each bar's last note leans chromatically into the next
/// root, including bar 12 into bar 1 so the loop turns around.
const BASS: [u8; 48] = [
    38, 41, 45, 44, 43, 41, 40, 37, 36, 40, 43, 44, 45, 43, 40, 39, //
    38, 40, 41, 42, 43, 47, 45, 41, 40, 43, 47, 46, 45, 43, 42, 39, //
    38, 45, 41, 44, 43, 41, 40, 37, 36, 38, 40, 43, 36, 40, 45, 37,
];

/// Vibraphone line: bar, beat within the bar, MIDI note, length in beats. Phrases answer each
/// other with room between them so the loop stays in the background.
const MELODY: [(usize, f32, f32, f32); 24] = [
    (0, 0.667, 69.0, 0.33),
    (0, 1.0, 72.0, 0.67),
    (0, 1.667, 76.0, 2.0),
    (1, 0.667, 77.0, 0.33),
    (1, 1.0, 76.0, 1.0),
    (1, 2.0, 74.0, 1.5),
    (2, 0.0, 71.0, 2.0),
    (2, 2.667, 79.0, 1.0),
    (3, 0.0, 77.0, 1.5),
    (3, 1.667, 73.0, 2.0),
    (6, 1.667, 78.0, 0.33),
    (6, 2.0, 79.0, 0.67),
    (6, 2.667, 83.0, 1.0),
    (7, 0.0, 78.0, 1.0),
    (7, 1.0, 73.0, 2.5),
    (8, 0.667, 76.0, 0.33),
    (8, 1.0, 77.0, 0.67),
    (8, 1.667, 81.0, 1.5),
    (9, 0.0, 77.0, 1.0),
    (9, 1.0, 76.0, 0.67),
    (9, 1.667, 71.0, 1.5),
    (10, 0.0, 74.0, 0.67),
    (10, 0.667, 76.0, 3.0),
    (11, 2.667, 74.0, 0.33),
];

/// One comped chord: start and length in beats within the bar, velocity, voicing.
type Hit = (f32, f32, f32, &'static [f32; 4]);

fn bar_hits(bar: usize) -> Vec<Hit> {
    const CHORDS: [&[f32; 4]; 11] = [
        &DM9, &G13, &CMAJ9, &A7B13, &DM9, &G13, &EM9, &A13, &DM9, &G13, &CMAJ9,
    ];
    if bar == BARS - 1 {
        return vec![(0.0, 1.6, 0.75, &CMAJ9), (2.0, 1.9, 0.72, &A7B13)];
    }
    let c = CHORDS[bar];
    // Swung "and" of a beat sits two thirds of the way through it.
    match bar % 4 {
        1 => vec![(0.0, 2.4, 0.8, c), (2.667, 1.2, 0.58, c)],
        3 => vec![
            (0.0, 0.9, 0.75, c),
            (1.667, 0.7, 0.55, c),
            (2.667, 1.2, 0.65, c),
        ],
        _ => vec![(0.0, 1.4, 0.8, c), (1.667, 2.1, 0.66, c)],
    }
}

/// A quiet lounge loop: ii–V–I changes on a tremolo electric piano over walking bass and
/// brushes, with a sparse vibraphone line; 12 bars at 90 bpm (32 s). Notes, hits and the
/// reverb tail that run past the end are wrapped onto the start, and every modulation
/// completes whole cycles per loop, so the end joins the start exactly.
pub fn music_loop() -> Samples {
    let beat = 60.0 / BPM;
    let beats = BARS * 4;
    let n = BEAT_SAMPLES * beats;
    let loop_secs = n as f32 / SR;
    let mut rng = Rng::new(0x4C4F_554E_4745);

    // Electric piano on a mono bus so the stereo tremolo can be applied once, globally.
    let mut keys = vec![0.0f32; n];
    for bar in 0..BARS {
        for (start, len, vel, chord) in bar_hits(bar) {
            let t0 = (bar * 4) as f32 * beat + start * beat;
            for (j, &note) in chord.iter().enumerate() {
                // A slight upward roll and uneven touch keep the comping from sounding
                // quantised.
                let t = t0 + j as f32 * 0.007 + rng.range(0.0, 0.004);
                let v = vel * rng.range(0.88, 1.05);
                let ep = epiano(&EpNote {
                    hz: midi_hz(note),
                    vel: v,
                    hold: len * beat,
                    tine: 0.35,
                    decay: 1.6,
                    sag: 0.0,
                });
                let s = secs(t);
                for (k, &x) in ep.iter().enumerate() {
                    let i = s + k;
                    keys[if i < n { i } else { i - n }] += x;
                }
            }
        }
    }

    let mut dry = Buf::looped(n);
    let trem_hz = (3.2 * loop_secs).round() / loop_secs;
    for (i, &x) in keys.iter().enumerate() {
        let s = sine(trem_hz * i as f32 / SR);
        let x = x * 0.3;
        dry.left[i] += x * (1.0 + 0.3 * s);
        dry.right[i] += x * (1.0 - 0.3 * s);
    }

    let mut bass = Buf::looped(n);
    for (k, &note) in BASS.iter().enumerate() {
        let accent = if k % 2 == 0 { 1.0 } else { 0.85 };
        let b = bass_note(&mut rng, midi_hz(f32::from(note)), 0.88 * beat);
        let start = k * BEAT_SAMPLES + secs(rng.range(0.0, 0.006));
        bass.add_mono(start, &b, 0.36 * accent * rng.range(0.92, 1.0), -0.05);
    }

    for &(bar, at, note, len) in &MELODY {
        let start = secs((bar as f32 * 4.0 + at) * beat + rng.range(0.0, 0.008));
        let v = vibes(midi_hz(note), len * beat, rng.range(0.85, 1.0));
        dry.add_mono(start, &v, 0.2, 0.3);
    }

    let mut kit = Buf::looped(n);
    for k in 0..beats {
        let s = k * BEAT_SAMPLES;
        if k % 2 == 1 {
            let chick = noise_hit(&mut rng, 8_000.0, 1.0, 0.001, 0.03);
            kit.add_mono(s, &chick, 0.3, 0.35);
        }
        let tap = noise_hit(&mut rng, 4_500.0, 0.7, 0.004, 0.045);
        kit.add_mono(s, &tap, if k % 2 == 1 { 0.22 } else { 0.16 }, -0.25);
        let and = noise_hit(&mut rng, 5_000.0, 0.7, 0.003, 0.03);
        kit.add_mono(s + BEAT_SAMPLES * 2 / 3, &and, 0.11, -0.2);
    }
    brush_sweep(&mut kit, &mut rng);
    dry.mix(&kit, 0.5);

    // Reverb send: keys and brushes, and only a little bass so the low end stays clear.
    let mut send = Buf::new(n);
    send.mix(&dry, 1.0);
    send.mix(&bass, 0.25);
    dry.mix(&bass, 1.0);
    // Run the reverb past the end and fold the tail onto the head: for a linear reverb this is
    // exactly what a listener hears when the loop repeats.
    let wet = Reverb::new(0.82, 0.5).process(&send, secs(3.0));
    let mut out = Buf::looped(n);
    out.mix(&dry, 1.0);
    out.mix(&wet, 0.35);
    let p = out.peak();
    out.scale(0.45 / p);
    out.into_samples()
}

/// Vibraphone: bar modes at 1, 4 and 10 times the fundamental (the tuning vibraphone bars
/// are cut to), the motor's amplitude wobble, and a damper at release.
fn vibes(hz: f32, hold: f32, vel: f32) -> Vec<f32> {
    const MODES: [(f32, f32, f32); 3] = [(1.0, 1.0, 1.4), (4.0, 0.2, 0.25), (10.0, 0.04, 0.06)];
    let len = secs(hold + 0.4);
    let hold = secs(hold);
    let mut oscs = [Osc::default(); 3];
    let mut env = [1.0f32; 3];
    let steps = MODES.map(|m| decay_step(m.2));
    let damper = decay_step(0.07);
    let attack = secs(0.002);
    let mut motor = Osc::default();
    let mut rel = 1.0;
    (0..len)
        .map(|i| {
            let mut x = 0.0;
            for (j, &(ratio, amp, _)) in MODES.iter().enumerate() {
                if hz * ratio < 0.45 * SR {
                    x += amp * env[j] * sine(oscs[j].tick(hz * ratio));
                }
                env[j] *= steps[j];
            }
            let wobble = 1.0 - 0.25 * (0.5 + 0.5 * sine(motor.tick(5.5)));
            let ramp = (i as f32 / attack as f32).min(1.0);
            if i > hold {
                rel *= damper;
            }
            x * wobble * ramp * rel * vel
        })
        .collect()
}

/// Upright-style bass: fundamental with quicker-dying upper harmonics and a finger pluck.
fn bass_note(rng: &mut Rng, hz: f32, hold: f32) -> Vec<f32> {
    const PARTIALS: [(f32, f32, f32); 3] = [(1.0, 1.0, 1.2), (2.0, 0.4, 0.35), (3.0, 0.15, 0.15)];
    let len = secs(hold + 0.3);
    let hold = secs(hold);
    let mut pluck = Svf::new(700.0, 1.5);
    let mut lp = OnePole::new(1_400.0);
    let mut oscs = [Osc::default(); 3];
    let mut env = [1.0f32; 3];
    let steps = PARTIALS.map(|p| decay_step(p.2));
    let release = decay_step(0.04);
    let attack = secs(0.006);
    let mut rel = 1.0;
    (0..len)
        .map(|i| {
            let mut x = 0.0;
            for (j, &(ratio, amp, _)) in PARTIALS.iter().enumerate() {
                x += amp * env[j] * sine(oscs[j].tick(hz * ratio));
                env[j] *= steps[j];
            }
            let t = i as f32 / SR;
            x += 0.5 * pluck.tick(rng.bipolar() * burst(t, 0.001, 0.008)).bp;
            let ramp = (i as f32 / attack as f32).min(1.0);
            if i > hold {
                rel *= release;
            }
            lp.lp(x) * ramp * rel
        })
        .collect()
}

/// A brush circling on the snare head: band-passed noise swelling once per beat and drifting
/// across the stereo field. Being continuous it cannot simply wrap, so one extra stretch is
/// rendered and cross-faded into the head of the loop.
fn brush_sweep(kit: &mut Buf, rng: &mut Rng) {
    let n = kit.len();
    let xfade = secs(0.1);
    let mut bp = Svf::new(2_600.0, 0.5);
    let mut sweep = Buf::new(n + xfade);
    for i in 0..n + xfade {
        let beat_phase = (i % BEAT_SAMPLES) as f32 / BEAT_SAMPLES as f32;
        let level = 0.5 - 0.5 * sine(beat_phase + 0.25);
        let x = bp.tick(rng.bipolar()).bp * level * 0.05;
        let (gl, gr) = pan_gains(0.35 * sine(i as f32 / (2 * BEAT_SAMPLES) as f32));
        sweep.left[i] = x * gl;
        sweep.right[i] = x * gr;
    }
    // Equal-power cross-fade because the two noise stretches are uncorrelated.
    for i in 0..xfade {
        let u = i as f32 / xfade as f32;
        let (fade_out, fade_in) = (sine(0.25 + u * 0.25), sine(u * 0.25));
        sweep.left[i] = sweep.left[i] * fade_in + sweep.left[n + i] * fade_out;
        sweep.right[i] = sweep.right[i] * fade_in + sweep.right[n + i] * fade_out;
    }
    sweep.left.truncate(n);
    sweep.right.truncate(n);
    kit.mix(&sweep, 1.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Accepted length of each cue, in seconds.
    fn length_range(cue: Cue) -> (f32, f32) {
        match cue {
            Cue::Shuffle => (0.6, 0.8),
            Cue::Deal => (0.07, 0.15),
            Cue::Flip => (0.04, 0.08),
            Cue::Place => (0.07, 0.12),
            Cue::Chips => (0.3, 0.45),
            Cue::Call => (0.35, 0.5),
            Cue::Challenge => (0.45, 0.6),
            Cue::Win => (1.3, 1.7),
            Cue::Lose => (1.0, 1.4),
            Cue::Click => (0.015, 0.035),
            Cue::YourTurn => (0.5, 0.7),
            Cue::Playable => (0.03, 0.06),
        }
    }

    fn rms(s: &Samples) -> f32 {
        let sum: f32 = s.left.iter().chain(&s.right).map(|x| x * x).sum();
        (sum / (2 * s.len()) as f32).sqrt()
    }

    #[test]
    fn cues_have_expected_shape() {
        for cue in Cue::ALL {
            for seed in 0..6 {
                let s = synthesize(cue, seed);
                let name = cue.name();
                assert_eq!(s.sample_rate, SAMPLE_RATE);
                assert_eq!(s.left.len(), s.right.len());
                let (lo, hi) = length_range(cue);
                let d = s.duration_secs();
                assert!((lo..=hi).contains(&d), "{name}: {d} s");
                let peak = s.peak();
                assert!(peak <= 0.9 && peak > 0.2, "{name}: peak {peak}");
                assert!(s.frames().flatten().all(f32::is_finite), "{name}");
                let r = rms(&s);
                assert!(r > 0.01, "{name}: rms {r}");
                // Transients may rise steeply, but not from the very first samples.
                let edge = 4;
                let n = s.len();
                for ch in [&s.left, &s.right] {
                    assert!(ch[0].abs() < 1e-3 && ch[n - 1].abs() < 1e-3, "{name}");
                    let head = ch[..edge].iter().fold(0.0f32, |m, x| m.max(x.abs()));
                    let tail = ch[n - edge..].iter().fold(0.0f32, |m, x| m.max(x.abs()));
                    assert!(head < 0.05 && tail < 0.02, "{name}: {head} {tail}");
                }
            }
        }
    }

    #[test]
    fn cues_are_deterministic_and_vary_with_seed() {
        for cue in Cue::ALL {
            assert_eq!(synthesize(cue, 7), synthesize(cue, 7), "{}", cue.name());
            assert_ne!(synthesize(cue, 7), synthesize(cue, 8), "{}", cue.name());
        }
    }

    #[test]
    fn polynomial_sine_matches_std() {
        for i in -4000..4000 {
            let phase = i as f32 * 0.001_37;
            let err = (sine(phase) - (phase * std::f32::consts::TAU).sin()).abs();
            assert!(err < 1e-4, "phase {phase}: error {err}");
        }
    }

    #[test]
    fn the_playable_tick_is_quieter_than_every_other_cue() {
        // It sounds at every step through the hand, so it must never stand out.
        for seed in 0..4 {
            let tick = synthesize(Cue::Playable, seed).peak();
            for cue in Cue::ALL.into_iter().filter(|&cue| cue != Cue::Playable) {
                let other = synthesize(cue, seed).peak();
                assert!(tick < other, "{}: {other} against {tick}", cue.name());
            }
        }
    }

    #[test]
    fn cue_names_are_distinct() {
        let mut names: Vec<_> = Cue::ALL.iter().map(|c| c.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Cue::ALL.len());
    }

    #[test]
    fn music_loops_seamlessly() {
        let m = music_loop();
        let d = m.duration_secs();
        assert!((20.0..=40.0).contains(&d), "{d} s");
        let peak = m.peak();
        assert!(peak <= 0.5 && peak > 0.3, "peak {peak}");
        assert!(rms(&m) > 0.02, "rms {}", rms(&m));
        for ch in [&m.left, &m.right] {
            let n = ch.len();
            let mean_step =
                ch.windows(2).map(|w| (w[1] - w[0]).abs()).sum::<f32>() / (n - 1) as f32;
            let seam = (ch[0] - ch[n - 1]).abs();
            assert!(
                seam < 2.0 * mean_step,
                "seam {seam} vs mean step {mean_step}"
            );
            // The few samples either side of the seam should look like any other stretch.
            let around: f32 = (0..32)
                .map(|k| (ch[k % n] - ch[(k + n - 1) % n]).abs())
                .sum::<f32>()
                / 32.0;
            assert!(around < 4.0 * mean_step, "around {around} vs {mean_step}");
        }
        assert_eq!(m, music_loop());
    }

    #[test]
    fn wav_header_is_well_formed() {
        let s = synthesize(Cue::Click, 0);
        let wav = s.to_wav_bytes();
        assert_eq!(&wav[..4], b"RIFF");
        assert_eq!(&wav[8..16], b"WAVEfmt ");
        assert_eq!(wav.len(), 44 + s.len() * 4);
        let riff = u32::from_le_bytes([wav[4], wav[5], wav[6], wav[7]]) as usize;
        assert_eq!(riff + 8, wav.len());
    }

    #[test]
    #[ignore = "writes listening copies to /tmp/challenge_sounds"]
    fn write_wavs() {
        let dir = std::path::Path::new("/tmp/challenge_sounds");
        std::fs::create_dir_all(dir).unwrap();
        for cue in Cue::ALL {
            for seed in 0..4 {
                let path = dir.join(format!("{}_{seed}.wav", cue.name()));
                std::fs::write(path, synthesize(cue, seed).to_wav_bytes()).unwrap();
            }
        }
        std::fs::write(dir.join("music.wav"), music_loop().to_wav_bytes()).unwrap();
    }
}
