//! Sound: the synthesised cues and music (see [`challenge_synth`]) played through kira on
//! two channels whose volumes follow the settings. Other systems ask for a cue with a
//! [`PlayCue`] message; nothing here reads game state. Both are synthesised away from the
//! frame: in the browser the cues alone took most of a second of the game's one thread before
//! its first frame.

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
        .init_resource::<CueSounds>()
        // The cues first: the worker answers in turn, and a click wants its sound sooner than
        // the title its music.
        .add_systems(
            Startup,
            (start_cue_synthesis, start_music_synthesis).chain(),
        )
        .add_systems(
            Update,
            (
                collect_cues.run_if(resource_exists::<CueSynthesis>),
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

/// The variants of each cue made so far: a cue asked for before any is made is not heard.
#[derive(Resource, Default)]
struct CueSounds {
    variants: HashMap<Cue, Vec<Handle<AudioSource>>>,
    played: u64,
}

/// The variants of the cues still being synthesised, each away from the frame.
#[derive(Resource)]
struct CueSynthesis(Vec<(Cue, OffFrame<CueJob>)>);

/// Synthesising one variant of one cue.
struct CueJob {
    cue: Cue,
    seed: u64,
}

impl CueJob {
    /// The job a request names: the cue's place in [`Cue::ALL`] and the variant's seed, as
    /// "3 1".
    fn parse(request: &str) -> Option<CueJob> {
        let (cue, seed) = request.split_once(' ')?;
        Some(CueJob {
            cue: *Cue::ALL.get(cue.parse::<usize>().ok()?)?,
            seed: seed.parse().ok()?,
        })
    }
}

/// A cue as the page's worker makes it: the variant's samples, interleaved.
pub const CUE_JOB: WorkerJob = WorkerJob {
    name: "cue",
    answer: |request| match CueJob::parse(request) {
        Some(job) => WorkerReply::Samples(interleaved(job.compute())),
        None => WorkerReply::Text(format!("error: no cue is called {request:?}")),
    },
};

impl OffFrameJob for CueJob {
    type Output = Samples;
    const WORKER_JOB: WorkerJob = CUE_JOB;

    fn request(&self) -> Result<String, String> {
        let index = Cue::ALL.iter().position(|&cue| cue == self.cue);
        let index = index.ok_or_else(|| format!("{:?} is not among the cues", self.cue))?;
        Ok(format!("{index} {}", self.seed))
    }

    fn read(&self, reply: WorkerReply) -> Result<Samples, String> {
        deinterleaved(reply)
    }

    fn compute(self) -> Samples {
        challenge_synth::synthesize(self.cue, self.seed)
    }
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
        deinterleaved(reply)
    }

    fn compute(self) -> Samples {
        challenge_synth::music_loop()
    }
}

/// Sound as the page's worker sends it: left and right samples taking turns.
pub fn interleaved(samples: Samples) -> Vec<f32> {
    samples.frames().flatten().collect()
}

/// The sound in a worker's reply of [`interleaved`] samples.
fn deinterleaved(reply: WorkerReply) -> Result<Samples, String> {
    match reply {
        WorkerReply::Samples(interleaved) => Ok(Samples {
            sample_rate: challenge_synth::SAMPLE_RATE,
            left: interleaved.iter().step_by(2).copied().collect(),
            right: interleaved.iter().skip(1).step_by(2).copied().collect(),
        }),
        WorkerReply::Text(text) => Err(format!("text instead of samples: {text}")),
    }
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

fn start_cue_synthesis(mut commands: Commands) {
    let jobs = Cue::ALL
        .into_iter()
        .flat_map(|cue| (0..VARIANTS_PER_CUE).map(move |seed| CueJob { cue, seed }))
        .map(|job| (job.cue, OffFrame::start(job)))
        .collect();
    commands.insert_resource(CueSynthesis(jobs));
}

/// Each variant once it is made and those of its cue before it are (so the n-th variant of a
/// cue is always the same sound, whichever was made first).
fn collect_cues(
    mut commands: Commands,
    mut synthesis: ResMut<CueSynthesis>,
    mut sounds: ResMut<CueSounds>,
    mut sources: ResMut<Assets<AudioSource>>,
) {
    let mut waiting = Vec::new();
    for (cue, job) in &mut synthesis.0 {
        if waiting.contains(cue) {
            continue;
        }
        match job.poll() {
            Some(samples) => {
                let handle = sources.add(to_audio_source(samples));
                sounds.variants.entry(*cue).or_default().push(handle);
            }
            None if !job.is_finished() => waiting.push(*cue),
            None => {}
        }
    }
    synthesis.0.retain(|(_, job)| !job.is_finished());
    if synthesis.0.is_empty() {
        commands.remove_resource::<CueSynthesis>();
    }
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
    mut sounds: ResMut<CueSounds>,
    effects: Res<AudioChannel<EffectsChannel>>,
) {
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
