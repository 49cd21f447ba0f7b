//! How long a bot thinks about one move, per game and level: mean, median, 99th percentile and
//! the longest, over whole games with that bot in every seat. The longest think is what a player
//! waits for at the table.
//!
//! `cargo bench -p challenge-rules --bench bots [-- GAME...]`; `CHALLENGE_BENCH_SECONDS` sets
//! the time spent on each row (2 seconds by default).

mod common;

use challenge_rules::rng::GameRng;
use challenge_rules::{Deal, GameId, GameVisitor, Level, Rules, visit};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Plays whole games for `budget` with bots of `level` in every seat, timing each decision.
struct Thinking {
    seats: usize,
    level: Level,
    budget: Duration,
}

impl GameVisitor for Thinking {
    type Output = Vec<Duration>;

    fn visit<R: Rules>(self) -> Vec<Duration> {
        let options = R::Options::default();
        let mut rng = GameRng::seeded(0xB075);
        let started = Instant::now();
        let mut times = Vec::new();
        let mut seed = 0;
        while started.elapsed() < self.budget {
            let mut state = R::new_game(&options, self.seats, Deal::seeded(seed))
                .expect("a default game starts");
            seed += 1;
            while let Some(seat) = state.to_act() {
                let view = state.view(seat);
                let legal = state.legal_actions();
                let thinking = Instant::now();
                let action = R::bot_action(&view, &legal, self.level, &mut rng);
                times.push(thinking.elapsed());
                black_box(state.apply(&action).expect("a bot's action is legal"));
            }
        }
        times.sort();
        times
    }
}

fn main() {
    let seconds = common::seconds_per_row();
    let budget = common::budget();
    let only = common::chosen_games();
    println!(
        "{:<16} {:>5} {:>7} | {:>8} {:>10} {:>10} {:>10} {:>10}",
        "game", "seats", "level", "moves", "mean µs", "median µs", "p99 µs", "max µs"
    );
    println!("{}", "-".repeat(87));
    for game in GameId::ALL {
        if !only.is_empty() && !only.contains(&game) {
            continue;
        }
        let seats = common::typical_table(game);
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            let times = visit(
                game,
                Thinking {
                    seats,
                    level,
                    budget,
                },
            );
            let micros = |d: Duration| d.as_secs_f64() * 1e6;
            let mean = times.iter().map(|d| micros(*d)).sum::<f64>() / times.len().max(1) as f64;
            let at = |q: f64| {
                times
                    .get(((times.len().saturating_sub(1)) as f64 * q) as usize)
                    .map_or(0.0, |d| micros(*d))
            };
            println!(
                "{:<16} {seats:>5} {:>7} | {:>8} {:>10.1} {:>10.1} {:>10.1} {:>10.1}",
                game.id(),
                format!("{level:?}").to_lowercase(),
                times.len(),
                mean,
                at(0.5),
                at(0.99),
                at(1.0),
            );
        }
    }
    println!("\n{seconds} s of whole games per row, one core.");
}
