//! Duplicate matches between the bot levels of every game: hard against easy, hard against
//! normal and normal against easy, each deal played with the levels swapped between the seats.
//! Prints each level's score share with its 95 % interval and how long the stronger level
//! thought per move. These are the figures the levels are tuned by; they take minutes, so they
//! run here and not in the tests.
//!
//! `cargo bench -p challenge-rules --bench matches [-- GAME...]`; `MATCH_GAMES` sets the games
//! per match (2,000 by default), `MATCH_SEED` the first deal's seed (1) and `MATCH_SEATS` the
//! table size (each game's smallest by default). `MATCH_ALONE=1` seats the stronger level alone
//! among the other in every seat in turn, where one in the table's seats is an even share.

mod common;

use challenge_rules::duplicate::{MatchArgs, play_match};
use challenge_rules::{GameId, Level};

fn number_from_env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let games = number_from_env("MATCH_GAMES", 2000).max(1) as usize;
    let seed = number_from_env("MATCH_SEED", 1);
    let seats = std::env::var("MATCH_SEATS")
        .ok()
        .and_then(|text| text.parse().ok());
    let alone = std::env::var("MATCH_ALONE").is_ok_and(|value| value == "1");
    let only = common::chosen_games();
    println!(
        "{:<16} {:>5} {:>15} | {:>6} {:>15} {:>6} {:>6} {:>6} | {:>9} {:>9} {:>8}",
        "game",
        "seats",
        "A vs B",
        "A %",
        "95% interval",
        "A wins",
        "B wins",
        "draws",
        "A med ms",
        "A p99 ms",
        "secs"
    );
    println!("{}", "-".repeat(120));
    for game in GameId::ALL {
        if !only.is_empty() && !only.contains(&game) {
            continue;
        }
        for (a, b) in [
            (Level::Hard, Level::Easy),
            (Level::Hard, Level::Normal),
            (Level::Normal, Level::Easy),
        ] {
            let args = MatchArgs {
                game,
                a,
                b,
                games,
                seed,
                seats,
                threads: 0,
                alone,
            };
            match play_match(&args) {
                Ok(report) => println!(
                    "{:<16} {:>5} {:>15} | {:>5.1}% {:>6.1}–{:>5.1}% {:>6} {:>6} {:>6} | {:>9.2} {:>9.2} {:>8.1}",
                    game.id(),
                    report.seats,
                    format!("{} vs {}", a.name(), b.name()),
                    100.0 * report.share,
                    100.0 * report.interval.0,
                    100.0 * report.interval.1,
                    report.a_wins,
                    report.b_wins,
                    report.draws + report.shared,
                    report.a_thinking.quantile_ms(0.5),
                    report.a_thinking.quantile_ms(0.99),
                    report.elapsed.as_secs_f64()
                ),
                Err(error) => println!("{:<16} {} vs {}: {error}", game.id(), a.name(), b.name()),
            }
        }
    }
}
