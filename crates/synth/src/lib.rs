//! Procedural audio: every sound effect and the background music loop are synthesised here
//! into plain stereo sample buffers, so the game ships no audio files and desktop and web
//! builds share one code path.

mod cues;
mod dsp;
mod music;
mod voices;

pub use music::music_loop;

use cues::*;
use dsp::Rng;

/// Rate of every buffer this crate produces.
pub const SAMPLE_RATE: u32 = 44_100;
pub(crate) const SR: f32 = SAMPLE_RATE as f32;

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

#[cfg(test)]
mod tests;
