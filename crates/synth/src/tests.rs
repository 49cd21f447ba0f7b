//! The cues' and the music's shapes, levels and seams.

use super::*;
use crate::dsp::sine;

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
        let mean_step = ch.windows(2).map(|w| (w[1] - w[0]).abs()).sum::<f32>() / (n - 1) as f32;
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
