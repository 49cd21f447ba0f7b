//! The music: a twelve-bar loop of electric piano, vibraphone, walking bass and brushes whose
//! end rings on into its start.

use crate::dsp::*;
use crate::voices::*;
use crate::{SR, Samples};

pub(crate) const BPM: f32 = 90.0;
pub(crate) const BARS: usize = 12;
pub(crate) const BEAT_SAMPLES: usize = 29_400;

/// Rootless left-hand voicings (MIDI), leaving roots to the bass.
pub(crate) const DM9: [f32; 4] = [53.0, 57.0, 60.0, 64.0];
pub(crate) const G13: [f32; 4] = [53.0, 57.0, 59.0, 64.0];
pub(crate) const CMAJ9: [f32; 4] = [52.0, 55.0, 59.0, 62.0];
pub(crate) const A7B13: [f32; 4] = [55.0, 59.0, 61.0, 65.0];
pub(crate) const EM9: [f32; 4] = [55.0, 59.0, 62.0, 66.0];
pub(crate) const A13: [f32; 4] = [55.0, 59.0, 61.0, 66.0];

/// Walking bass, one note a beat; each bar's last note leans chromatically into the next
/// root, including bar 12 into bar 1 so the loop turns around.
pub(crate) const BASS: [u8; 48] = [
    38, 41, 45, 44, 43, 41, 40, 37, 36, 40, 43, 44, 45, 43, 40, 39, //
    38, 40, 41, 42, 43, 47, 45, 41, 40, 43, 47, 46, 45, 43, 42, 39, //
    38, 45, 41, 44, 43, 41, 40, 37, 36, 38, 40, 43, 36, 40, 45, 37,
];

/// Vibraphone line: bar, beat within the bar, MIDI note, length in beats. Phrases answer each
/// other with room between them so the loop stays in the background.
pub(crate) const MELODY: [(usize, f32, f32, f32); 24] = [
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

pub(crate) fn bar_hits(bar: usize) -> Vec<Hit> {
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

/// Upright-style bass: fundamental with quicker-dying upper harmonics and a finger pluck.
pub(crate) fn bass_note(rng: &mut Rng, hz: f32, hold: f32) -> Vec<f32> {
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
pub(crate) fn brush_sweep(kit: &mut Buf, rng: &mut Rng) {
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
