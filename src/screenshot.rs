//! `--screenshot PATH`: saves the window to a PNG once the screen has settled, then exits.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// Frames to let layout, fonts and the first animations settle before the capture.
const SETTLE_FRAMES: u32 = 45;

/// Where to save the screenshot; present only when one was asked for.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    frames_waited: u32,
    /// Seconds since start-up to wait as well as the frames.
    min_seconds: f32,
    taken: bool,
}

impl ScreenshotRequest {
    pub fn new(path: PathBuf) -> ScreenshotRequest {
        ScreenshotRequest {
            path,
            frames_waited: 0,
            min_seconds: 0.0,
            taken: false,
        }
    }

    /// Waits at least this long after start-up too (a game in play needs a few moves).
    pub fn after_seconds(mut self, seconds: f32) -> ScreenshotRequest {
        self.min_seconds = seconds;
        self
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        take_screenshot_when_settled.run_if(resource_exists::<ScreenshotRequest>),
    );
}

fn take_screenshot_when_settled(
    mut commands: Commands,
    mut request: ResMut<ScreenshotRequest>,
    screen: Res<State<challenge_base::shared::Screen>>,
    time: Res<Time<Real>>,
    review: Option<Res<challenge_play::session::review::GameReview>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    // Frames go on until the picture is taken and written (see `challenge_base::frame_pace`).
    redraw.write(bevy::window::RequestRedraw);
    if request.taken || *screen.get() == challenge_base::shared::Screen::Loading {
        return;
    }
    // A review being worked out comes into the picture once it is done.
    if review.is_some_and(|review| {
        matches!(
            *review,
            challenge_play::session::review::GameReview::Working { .. }
        )
    }) {
        return;
    }
    request.frames_waited += 1;
    if request.frames_waited < SETTLE_FRAMES || time.elapsed_secs() < request.min_seconds {
        return;
    }
    request.taken = true;
    if let Some(folder) = request.path.parent()
        && let Err(error) = std::fs::create_dir_all(folder)
    {
        error!("cannot create {}: {error}", folder.display());
    }
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(request.path.clone()))
        .observe(exit_after_capture);
}

fn exit_after_capture(_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}
