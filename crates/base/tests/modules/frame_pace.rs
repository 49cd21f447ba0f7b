//! Tests of `challenge_base::frame_pace`: frames are asked for while something drawn changes, a
//! finger is held or work waits on the pool, and never over a still screen.

use bevy::input::InputPlugin;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use challenge_base::off_frame::{OffFrame, OffFrameJob, WorkerJob, WorkerReply};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin))
        .add_plugins(challenge_base::frame_pace::plugin);
    app.update();
    app
}

/// Whether the frame just run asked for the next one.
fn asks_for_more(app: &mut App) -> bool {
    app.world_mut()
        .resource_mut::<Messages<RequestRedraw>>()
        .clear();
    app.update();
    app.world_mut()
        .resource_mut::<Messages<RequestRedraw>>()
        .drain()
        .count()
        > 0
}

#[test]
fn a_card_in_flight_keeps_frames_coming_and_a_still_one_does_not() {
    let _pool = crate::POOL.lock().unwrap_or_else(|e| e.into_inner());
    let mut app = app();
    let card = app
        .world_mut()
        .spawn((Sprite::default(), Transform::default(), Visibility::Visible))
        .id();
    assert!(asks_for_more(&mut app), "a card just dealt is drawn on");
    assert!(
        !asks_for_more(&mut app),
        "a table at rest asks for no frame"
    );
    for step in 1..=3 {
        app.world_mut()
            .get_mut::<Transform>(card)
            .expect("the card")
            .translation
            .x = step as f32 * 10.0;
        assert!(asks_for_more(&mut app), "step {step} of the card's flight");
    }
    assert!(!asks_for_more(&mut app), "the card has landed");
    app.world_mut()
        .get_mut::<Sprite>(card)
        .expect("the card")
        .color = Color::srgb(1.0, 0.9, 0.6);
    assert!(asks_for_more(&mut app), "a glow that changes is drawn on");
    assert!(!asks_for_more(&mut app));
}

#[test]
fn a_finger_held_keeps_frames_coming_until_it_lifts() {
    let _pool = crate::POOL.lock().unwrap_or_else(|e| e.into_inner());
    let mut app = app();
    let window = app.world_mut().spawn_empty().id();
    let touch = |phase| TouchInput {
        phase,
        position: Vec2::new(100.0, 200.0),
        window,
        force: None,
        id: 7,
    };
    assert!(!asks_for_more(&mut app));
    app.world_mut().write_message(touch(TouchPhase::Started));
    for frame in 0..3 {
        assert!(
            asks_for_more(&mut app),
            "a long press is timed on the frames (frame {frame})"
        );
    }
    app.world_mut().write_message(touch(TouchPhase::Ended));
    app.update();
    assert!(!asks_for_more(&mut app), "the finger is lifted");
}

/// A job that runs until it is let go (or for 20 s at most).
pub(crate) struct Held(pub(crate) Arc<AtomicBool>);

impl OffFrameJob for Held {
    type Output = ();
    const WORKER_JOB: WorkerJob = WorkerJob {
        name: "held",
        answer: |_| WorkerReply::Text(String::new()),
    };
    fn request(&self) -> Result<String, String> {
        Ok(String::new())
    }
    fn read(&self, _: WorkerReply) -> Result<(), String> {
        Ok(())
    }
    fn compute(self) {
        let until = Instant::now() + Duration::from_secs(20);
        while !self.0.load(Ordering::Relaxed) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

#[test]
fn work_on_the_pool_keeps_frames_coming_until_it_is_collected() {
    let _pool = crate::POOL.lock().unwrap_or_else(|e| e.into_inner());
    let mut app = app();
    let let_go = Arc::new(AtomicBool::new(false));
    let mut job = OffFrame::start(Held(let_go.clone()));
    assert!(asks_for_more(&mut app), "frames poll for the answer");
    assert!(asks_for_more(&mut app));
    let_go.store(true, Ordering::Relaxed);
    let deadline = Instant::now() + Duration::from_secs(10);
    while job.poll().is_none() {
        assert!(Instant::now() < deadline, "the job never ended");
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        !asks_for_more(&mut app),
        "nothing is left to poll once the answer is in"
    );
    // A job given up is no longer waited for either.
    let abandoned = OffFrame::start(Held(Arc::new(AtomicBool::new(true))));
    assert!(asks_for_more(&mut app));
    drop(abandoned);
    assert!(!asks_for_more(&mut app));
}
