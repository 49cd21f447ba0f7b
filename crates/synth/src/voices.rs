//! The instruments: an electric piano, struck bars, pings, noise hits, thuds and brass stabs,
//! each built from the blocks of [`crate::dsp`].

use crate::SR;
use crate::dsp::*;

/// A note on the electric piano.
pub(crate) struct EpNote {
    pub(crate) hz: f32,
    pub(crate) vel: f32,
    /// Seconds until the key is released.
    pub(crate) hold: f32,
    /// Level of the bell-like tine attack.
    pub(crate) tine: f32,
    /// Time constant of the body's decay while the key is held.
    pub(crate) decay: f32,
    /// Semitones the pitch sags over 0.6 s (0 for none).
    pub(crate) sag: f32,
}

/// Two FM pairs in the manner of the classic tine piano: a 1:1 pair for the warm body whose
/// brightness falls as it rings, and a high-ratio pair (up to 14:1) that only speaks during
/// the attack.
pub(crate) fn epiano(n: &EpNote) -> Vec<f32> {
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
pub(crate) fn mallet(rng: &mut Rng, hz: f32, tau: f32) -> Vec<f32> {
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
pub(crate) fn ping(hz: f32, tau: f32, phase: f32) -> Vec<f32> {
    let len = secs(tau * 6.0);
    (0..len)
        .map(|i| {
            let t = i as f32 / SR;
            sine(phase + hz * t) * burst(t, 0.001, tau)
        })
        .collect()
}

/// Filtered noise hit: the raw material of brushes, taps and clicks.
pub(crate) fn noise_hit(rng: &mut Rng, hz: f32, q: f32, attack: f32, tau: f32) -> Vec<f32> {
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
pub(crate) fn thud(rng: &mut Rng, hz: f32, tau: f32) -> Vec<f32> {
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
pub(crate) struct Stab<'a> {
    pub(crate) notes: &'a [f32],
    pub(crate) start: f32,
    pub(crate) gate: f32,
    /// Filter cutoff at the hit and where it settles, in Hz.
    pub(crate) cutoff: (f32, f32),
    pub(crate) filter_tau: f32,
    pub(crate) level: f32,
}

/// Three detuned band-limited saws per note, spread left–centre–right, through a low-pass
/// whose cutoff snaps open and closes: the orchestral-hit shape of a dramatic stab.
pub(crate) fn stab(buf: &mut Buf, s: &Stab, rng: &mut Rng) {
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

/// Vibraphone: bar modes at 1, 4 and 10 times the fundamental (the tuning vibraphone bars
/// are cut to), the motor's amplitude wobble, and a damper at release.
pub(crate) fn vibes(hz: f32, hold: f32, vel: f32) -> Vec<f32> {
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
