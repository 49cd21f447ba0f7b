//! What the game benchmarks share: the time to spend on each row, the games asked for and the
//! table sizes worth measuring.

// Each benchmark compiles this module into itself and uses only part of it.
#![allow(dead_code)]

use challenge_rules::GameId;
use std::time::Duration;

/// A number above zero from the environment variable `name`, else `default`.
pub fn positive_from_env<T: std::str::FromStr + PartialOrd + Default>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|text| text.parse().ok())
        .filter(|value: &T| *value > T::default())
        .unwrap_or(default)
}

/// Seconds per row from `CHALLENGE_BENCH_SECONDS` (2 by default).
pub fn seconds_per_row() -> f64 {
    std::env::var("CHALLENGE_BENCH_SECONDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .filter(|s: &f64| s.is_finite() && *s > 0.0)
        .unwrap_or(2.0)
}

/// The time budget for one row.
pub fn budget() -> Duration {
    Duration::from_secs_f64(seconds_per_row())
}

/// The games named on the command line (Cargo passes `--bench`, which is skipped); unknown
/// names are reported and ignored. Empty means every game.
pub fn chosen_games() -> Vec<GameId> {
    std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with('-'))
        .filter_map(|name| {
            let game = GameId::from_id(&name);
            if game.is_none() {
                println!("'{name}' is not a game id; it is ignored");
            }
            game
        })
        .collect()
}

/// The table sizes worth measuring for `game`: its smallest and largest, and one between
/// when the range is wide.
pub fn table_sizes(game: GameId) -> Vec<usize> {
    let range = game.seat_range();
    let (fewest, most) = (*range.start(), *range.end());
    let mut sizes = vec![fewest];
    if most > fewest + 1 {
        sizes.push((fewest + most) / 2);
    }
    if most > fewest {
        sizes.push(most);
    }
    sizes
}

/// A table of typical size for `game`: the middle of its seat range.
pub fn typical_table(game: GameId) -> usize {
    let range = game.seat_range();
    (range.start() + range.end()) / 2
}
