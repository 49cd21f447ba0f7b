//! CPU time of one frame of the game (every system, no rendering) at a sixteen-seat Challenge
//! Poker table while cards and chips are moving and bots are playing every seat: mean, median,
//! 99th percentile and worst frame, printed with the share of frames that had an animation in
//! flight.
//!
//! `cargo bench --bench frame`; `CHALLENGE_BENCH_FRAMES` sets how many frames are measured
//! (3000 by default).

use bevy::prelude::*;
use challenge::app::HeadlessPlugin;
use challenge_base::settings::{AnimationSpeed, Settings};
use challenge_base::shared::Screen;
use challenge_play::session::GameSetup;
use challenge_play::table::{AutoPlay, PresentationBusy, SeatKind};
use challenge_rules::{GameId, Level};
use std::time::{Duration, Instant};

fn main() {
    let frames: usize = std::env::var("CHALLENGE_BENCH_FRAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let mut app = App::new();
    app.add_plugins(HeadlessPlugin);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.animation_speed = AnimationSpeed::Normal;
        settings.bot_pause = 0.0;
    }
    // Each update is one 60 Hz frame of game time, however fast it runs, so animations and
    // bots move on as they would on screen.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_secs_f64(1.0 / 60.0),
    ));
    app.insert_resource(AutoPlay {
        level: Level::Normal,
    });
    let started = Instant::now();
    while *app.world().resource::<State<Screen>>().get() != Screen::Title {
        app.update();
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the splash never finished"
        );
    }
    // The same app with nothing on the table: what every frame costs before any game runs.
    let idle = measure(&mut app, 500).0;
    let mut setup = GameSetup::against_one(GameId::ChallengePoker, 7, Level::Normal);
    setup.seating = vec![SeatKind::Bot(Level::Normal); 16];
    setup.options = serde_json::json!({"tokens": 200, "max_deals": 0, "dealer": 0});
    challenge_play::session::launch(app.world_mut(), setup);
    // Let the deal start, so the measured frames are mid-game.
    for _ in 0..30 {
        app.update();
    }
    let ply_before = ply(&app);
    let (times, animating) = measure(&mut app, frames);
    let moves = ply(&app) - ply_before;
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let mean = times.iter().map(|d| micros(*d)).sum::<f64>() / times.len() as f64;
    let at = |q: f64| micros(times[((times.len() - 1) as f64 * q) as usize]);
    let idle_mean = idle.iter().map(|d| micros(*d)).sum::<f64>() / idle.len() as f64;
    println!("frame update, 16-seat challenge_poker, bots in every seat, no rendering");
    println!("title screen (idle)  {idle_mean:.1} µs mean");
    println!("frames measured      {frames} ({moves} moves played meanwhile)");
    println!(
        "with animation       {:.0} %",
        animating as f64 * 100.0 / frames as f64
    );
    println!("mean                 {mean:.1} µs");
    println!("median               {:.1} µs", at(0.5));
    println!("99th percentile      {:.1} µs", at(0.99));
    println!("worst                {:.1} µs", at(1.0));
    println!(
        "target               1000 µs per frame: {}",
        if mean <= 1000.0 { "met" } else { "missed" }
    );
}

/// Runs `frames` updates; returns their times, sorted, and how many had an animation going.
fn measure(app: &mut App, frames: usize) -> (Vec<Duration>, usize) {
    let mut times = Vec::with_capacity(frames);
    let mut animating = 0usize;
    for _ in 0..frames {
        let start = Instant::now();
        app.update();
        times.push(start.elapsed());
        if app.world().resource::<PresentationBusy>().0 > 0 {
            animating += 1;
        }
    }
    times.sort();
    (times, animating)
}

fn ply(app: &App) -> u64 {
    app.world()
        .resource::<challenge_play::table::GameSession<challenge_rules::games::challenge_poker::ChallengePoker>>()
        .ply()
}
