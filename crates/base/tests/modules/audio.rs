//! Tests of `challenge_base::audio`.

use bevy_kira_audio::prelude::*;

use challenge_base::audio::*;

#[test]
fn volumes_map_to_decibels_with_silence_at_zero() {
    assert_eq!(decibels(0.0), Decibels::SILENCE);
    assert!((decibels(1.0).0 - 0.0).abs() < 1e-6);
    assert!((decibels(0.5).0 + 6.02).abs() < 0.01);
}
