//! What the game benchmarks share: the time to spend on each row and the games asked for.

use challenge::rules::game::GameId;
use std::time::Duration;

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
