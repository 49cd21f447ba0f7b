//! Sound: the synthesised cues and music (see [`challenge_synth`]) played through kira on
//! two channels whose volumes follow the settings. Other systems ask for a cue with a
//! [`PlayCue`] message; nothing here reads game state.

use crate::off_frame::{OffFrame, OffFrameJob, WorkerJob, WorkerReply};
use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use challenge_synth::{Cue, Samples};
use std::collections::HashMap;
use std::sync::Arc;

/// Variants made of each cue, so repeated sounds (dealing a hand) do not sound mechanical.
const VARIANTS_PER_CUE: u64 = 3;

pub fn plugin(app: &mut App) {
    app.add_plugins(bevy_kira_audio::AudioPlugin)
        .add_audio_channel::<MusicChannel>()
        .add_audio_channel::<EffectsChannel>()
        .add_message::<PlayCue>()
        .add_systems(Startup, (synthesize_cues, start_music_synthesis))
        .add_systems(
            Update,
            (
                play_cues.in_set(crate::shared::AppSystems::Presentation),
                start_music_when_ready.run_if(resource_exists::<MusicSynthesis>),
                follow_volume_settings.run_if(resource_changed::<Settings>),
            ),
        );
}

/// Ask for a sound effect.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayCue(pub Cue);

#[derive(Resource)]
pub struct MusicChannel;

#[derive(Resource)]
pub struct EffectsChannel;

#[derive(Resource, Default)]
struct CueSounds {
    variants: HashMap<Cue, Vec<Handle<AudioSource>>>,
    played: u64,
}

/// The music loop takes a moment to synthesise, so it is made away from the frame (see
/// [`crate::off_frame`]).
#[derive(Resource)]
struct MusicSynthesis(OffFrame<MusicJob>);

/// Synthesising the music loop.
struct MusicJob;

/// The music as the page's worker makes it: the loop's samples, interleaved.
pub const MUSIC_JOB: WorkerJob = WorkerJob {
    name: "music",
    answer: |_| WorkerReply::Samples(interleaved(challenge_synth::music_loop())),
};

impl OffFrameJob for MusicJob {
    type Output = Samples;
    const WORKER_JOB: WorkerJob = MUSIC_JOB;

    fn request(&self) -> Result<String, String> {
        Ok(String::new())
    }

    fn read(&self, reply: WorkerReply) -> Result<Samples, String> {
        match reply {
            WorkerReply::Samples(interleaved) => Ok(Samples {
                sample_rate: challenge_synth::SAMPLE_RATE,
                left: interleaved.iter().step_by(2).copied().collect(),
                right: interleaved.iter().skip(1).step_by(2).copied().collect(),
            }),
            WorkerReply::Text(text) => Err(format!("text instead of samples: {text}")),
        }
    }

    fn compute(self) -> Samples {
        challenge_synth::music_loop()
    }
}

/// The music as the page's worker sends it: left and right samples taking turns.
pub fn interleaved(samples: Samples) -> Vec<f32> {
    samples.frames().flatten().collect()
}

fn to_audio_source(samples: Samples) -> AudioSource {
    let frames: Arc<[Frame]> = samples
        .frames()
        .map(|[left, right]| Frame { left, right })
        .collect();
    AudioSource {
        sound: StaticSoundData {
            sample_rate: samples.sample_rate,
            frames,
            settings: StaticSoundSettings::default(),
            slice: None,
        },
    }
}

fn synthesize_cues(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let variants = Cue::ALL
        .into_iter()
        .map(|cue| {
            let handles = (0..VARIANTS_PER_CUE)
                .map(|seed| sources.add(to_audio_source(challenge_synth::synthesize(cue, seed))))
                .collect();
            (cue, handles)
        })
        .collect();
    commands.insert_resource(CueSounds {
        variants,
        played: 0,
    });
}

fn start_music_synthesis(mut commands: Commands) {
    commands.insert_resource(MusicSynthesis(OffFrame::start(MusicJob)));
}

fn start_music_when_ready(
    mut commands: Commands,
    mut synthesis: ResMut<MusicSynthesis>,
    mut sources: ResMut<Assets<AudioSource>>,
    music: Res<AudioChannel<MusicChannel>>,
) {
    if let Some(samples) = synthesis.0.poll() {
        commands.remove_resource::<MusicSynthesis>();
        music.play(sources.add(to_audio_source(samples))).looped();
    }
}

fn play_cues(
    mut requests: MessageReader<PlayCue>,
    sounds: Option<ResMut<CueSounds>>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    let Some(mut sounds) = sounds else {
        requests.clear();
        return;
    };
    for PlayCue(cue) in requests.read() {
        let played = sounds.played;
        if let Some(variants) = sounds.variants.get(cue)
            && !variants.is_empty()
        {
            let handle = variants[(played % variants.len() as u64) as usize].clone();
            effects.play(handle);
        }
        sounds.played += 1;
    }
}

/// Amplitude 0..1 to kira's decibels; silence below -60 dB.
pub fn decibels(amplitude: f32) -> Decibels {
    if amplitude <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels(20.0 * amplitude.log10())
    }
}

fn follow_volume_settings(
    settings: Res<Settings>,
    music: Res<AudioChannel<MusicChannel>>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
    music.set_volume(decibels(settings.master_volume * settings.music_volume));
    effects.set_volume(decibels(settings.master_volume * settings.effects_volume));
}
