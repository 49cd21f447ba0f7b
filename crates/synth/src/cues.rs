//! The sound cues: each effect the game plays, made from the instruments of [`crate::voices`].

use crate::dsp::*;
use crate::voices::*;
use crate::{SR, Samples};

pub(crate) fn click(rng: &mut Rng, variant: usize) -> Samples {
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

pub(crate) fn flip(rng: &mut Rng, variant: usize) -> Samples {
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

pub(crate) fn deal(rng: &mut Rng) -> Samples {
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

pub(crate) fn place(rng: &mut Rng) -> Samples {
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

pub(crate) fn shuffle(rng: &mut Rng) -> Samples {
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
pub(crate) fn riffle_click(rng: &mut Rng) -> Vec<f32> {
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

pub(crate) fn chips(rng: &mut Rng) -> Samples {
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
pub(crate) fn chip_clink(rng: &mut Rng) -> Vec<f32> {
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

pub(crate) fn call(rng: &mut Rng, variant: usize) -> Samples {
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

pub(crate) fn challenge(rng: &mut Rng, variant: usize) -> Samples {
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

pub(crate) fn win(rng: &mut Rng, variant: usize) -> Samples {
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

pub(crate) fn lose(rng: &mut Rng, variant: usize) -> Samples {
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
pub(crate) fn your_turn(rng: &mut Rng) -> Samples {
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
pub(crate) fn playable(rng: &mut Rng, variant: usize) -> Samples {
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
