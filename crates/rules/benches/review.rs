//! How long the review after a game takes, per game, at its fewest and its most seats: seeded
//! games of a Normal player against Normal computer players, each reviewed for the player's
//! seat by the hard player's searches and, where a game's search reckons no chance to win, by
//! playing on (`challenge_rules::review`). Prints the mean, median and longest review, the
//! decisions valued and the chances reckoned per game, and how often a decision made the
//! costliest three.
//!
//! `cargo bench -p challenge-rules --bench review [-- GAME...]`; `CHALLENGE_REVIEW_GAMES` sets
//! the games reviewed per game (200 by default).

mod common;

use challenge_rules::record::GameRecord;
use challenge_rules::review::review_record;
use challenge_rules::{GameId, Level};
use std::time::{Duration, Instant};

fn games_per_row() -> u64 {
    common::positive_from_env("CHALLENGE_REVIEW_GAMES", 200)
}

fn main() {
    let games = games_per_row();
    let only = common::chosen_games();
    println!(
        "{:<16} {:>5} {:>6} | {:>9} {:>9} {:>9} | {:>8} {:>8} {:>9}",
        "game",
        "seats",
        "games",
        "mean ms",
        "median ms",
        "max ms",
        "valued",
        "chances",
        "costliest"
    );
    println!("{}", "-".repeat(93));
    for game in GameId::ALL {
        if !only.is_empty() && !only.contains(&game) {
            continue;
        }
        let (fewest, most) = (*game.seat_range().start(), *game.seat_range().end());
        row(game, fewest, games);
        if most > fewest {
            row(game, most, games);
        }
    }
}

/// Reviews `games` games of `game` at `seats` seats and prints their row.
fn row(game: GameId, seats: usize, games: u64) {
    let mut times: Vec<Duration> = Vec::new();
    let (mut valued, mut chances, mut shown) = (0, 0, 0);
    for seed in 0..games {
        let (record, _) = GameRecord::played_by_computers(game, seats, seed, |_| Level::Normal)
            .expect("a seeded game plays to its end");
        let started = Instant::now();
        let review = review_record(&record, 0).expect("a finished game is reviewed");
        times.push(started.elapsed());
        valued += review.valued;
        chances += review.chances.len();
        shown += review.costliest.len();
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mean = times.iter().map(|d| ms(*d)).sum::<f64>() / times.len() as f64;
    println!(
        "{:<16} {:>5} {:>6} | {:>9.1} {:>9.1} {:>9.1} | {:>8.1} {:>8.1} {:>9.2}",
        game.id(),
        seats,
        games,
        mean,
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        valued as f64 / games as f64,
        chances as f64 / games as f64,
        shown as f64 / games as f64,
    );
}
