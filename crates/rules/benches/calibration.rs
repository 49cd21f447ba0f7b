//! Whether the review's chance to win means what it says: seeded games between two computer
//! players, each reviewed for seat 0 (`challenge_rules::review`), every chance the review gives
//! at one of that seat's decisions grouped in bins of ten points, and each bin's mean estimate
//! set against how often the games it came from were won (a draw counting half). For each game
//! whose search reckons a chance to win it prints two reliability tables over the same games:
//! the chances as the search reckons them, and through the correction the game registers
//! (`GameInfo::calibration`); with each, the Brier score, that of always saying the overall
//! rate (the estimates are worth something only below it), and the bins that miss by more than
//! five points.
//!
//! It also prints what the review says seat 0's decisions cost over a game: summed from the
//! grades' losses, in the review's unit, and by the split of luck and skill (`challenge_rules::
//! luck`), in points of the chance to win. Between two hard players, reviewed by the hard
//! player's own search, that is how far the searches' noise alone lets each drift.
//!
//! The games are dealt from seeds the correction was not fitted on (from 1,000,000). With
//! `CHALLENGE_CALIBRATION_FIT=1` it first fits a correction on seeds from 0 and prints it, to
//! be registered, and the second table is through it; `CHALLENGE_CALIBRATION_FIT=smooth` fits a
//! logistic curve instead of the monotone steps (`calibration::fit_smooth`).
//!
//! `cargo bench -p challenge-rules --bench calibration [-- GAME...]`;
//! `CHALLENGE_CALIBRATION_GAMES` sets the games per game (200 by default),
//! `CHALLENGE_CALIBRATION_LEVEL` the level of both players (`normal` by default, or `easy`,
//! `hard`) and `CHALLENGE_CALIBRATION_KNOTS` the knots of a fitted correction (16).

mod common;

use challenge_rules::calibration::{Knot, calibrate, fit, fit_smooth};
use challenge_rules::record::GameRecord;
use challenge_rules::review::{Unit, review_record_calibrated_by};
use challenge_rules::{GameId, Level};
use std::time::Instant;

const BINS: usize = 10;
/// How far a bin's estimate may lie from what happened, in points of the chance.
const TOLERANCE: f64 = 5.0;
/// Bins with fewer estimates than this say too little to miss or to hit.
const LEAST_IN_BIN: usize = 30;
/// Where the games the tables are made of are dealt from; a fit uses seeds from 0.
const HELD_OUT: u64 = 1_000_000;
/// How many knots a fitted correction has, from `CHALLENGE_CALIBRATION_KNOTS` (16 by default).
fn knots() -> usize {
    common::positive_from_env("CHALLENGE_CALIBRATION_KNOTS", 16)
}

fn games_per_row() -> u64 {
    common::positive_from_env("CHALLENGE_CALIBRATION_GAMES", 200)
}

fn level() -> Level {
    match std::env::var("CHALLENGE_CALIBRATION_LEVEL").as_deref() {
        Ok("easy") => Level::Easy,
        Ok("hard") => Level::Hard,
        _ => Level::Normal,
    }
}

/// What the reviews of seat 0 in `games` games from `first_seed` give: every chance reckoned
/// with its game's result, the decisions' summed loss, and the review's unit.
struct Reviewed {
    pairs: Vec<(f64, f64)>,
    lost: f64,
    unit: Option<Unit>,
    /// What the review's split says the decisions cost, as a chance, summed over the games,
    /// and the square of each game's, for the spread.
    decisions: f64,
    decisions_squared: f64,
    split: usize,
}

fn reviewed(game: GameId, level: Level, first_seed: u64, games: u64) -> Reviewed {
    let seats = *game.seat_range().start();
    let mut out = Reviewed {
        pairs: Vec::new(),
        lost: 0.0,
        unit: None,
        decisions: 0.0,
        decisions_squared: 0.0,
        split: 0,
    };
    for seed in first_seed..first_seed + games {
        let (record, outcome) = GameRecord::played_by_computers(game, seats, seed, |_| level)
            .expect("a seeded game plays to its end");
        // As the search reckons them: the correction is applied (or fitted) here.
        let review =
            review_record_calibrated_by(&record, 0, &[]).expect("a finished game is reviewed");
        let result = outcome.share_of(0);
        out.lost += review.graded.iter().map(|graded| graded.loss).sum::<f64>();
        out.unit = out.unit.or(review.unit);
        if let Some(luck) = &review.luck {
            out.decisions += luck.decisions;
            out.decisions_squared += luck.decisions * luck.decisions;
            out.split += 1;
        }
        out.pairs
            .extend(review.chances.iter().map(|&(_, chance)| (chance, result)));
    }
    out
}

/// Prints the reliability table of `pairs` with its Brier scores and the bins that miss.
fn table(title: &str, pairs: &[(f64, f64)]) {
    #[derive(Clone, Copy, Default)]
    struct Bin {
        count: usize,
        estimated: f64,
        happened: f64,
    }
    let mut bins = [Bin::default(); BINS];
    for &(chance, result) in pairs {
        let bin = &mut bins[((chance * BINS as f64) as usize).min(BINS - 1)];
        bin.count += 1;
        bin.estimated += chance;
        bin.happened += result;
    }
    println!("{title}");
    println!(
        "{:>9} | {:>9} | {:>9} {:>9} {:>7}",
        "bin", "estimates", "estimated", "happened", "off"
    );
    println!("{}", "-".repeat(52));
    let mut missed = Vec::new();
    for (index, bin) in bins.iter().enumerate() {
        let range = format!("{:>3}–{:<3}%", index * 100 / BINS, (index + 1) * 100 / BINS);
        if bin.count == 0 {
            println!("{range:>9} | {:>9} |", 0);
            continue;
        }
        let estimated = 100.0 * bin.estimated / bin.count as f64;
        let happened = 100.0 * bin.happened / bin.count as f64;
        let off = estimated - happened;
        println!(
            "{range:>9} | {:>9} | {estimated:>8.1}% {happened:>8.1}% {off:>+7.1}",
            bin.count
        );
        if bin.count >= LEAST_IN_BIN && off.abs() > TOLERANCE {
            missed.push(range.trim().to_string());
        }
    }
    let n = pairs.len() as f64;
    let brier = pairs.iter().map(|(p, y)| (p - y).powi(2)).sum::<f64>() / n;
    let rate = pairs.iter().map(|(_, y)| y).sum::<f64>() / n;
    let base = pairs.iter().map(|(_, y)| (rate - y).powi(2)).sum::<f64>() / n;
    println!(
        "Brier score {brier:.4} (always saying {:.1}%: {base:.4}); bins off by more than \
         {TOLERANCE} points (of those with {LEAST_IN_BIN} or more): {}",
        100.0 * rate,
        if missed.is_empty() {
            "none".to_string()
        } else {
            missed.join(", ")
        }
    );
}

fn main() {
    let games = games_per_row();
    let level = level();
    let fit_by = std::env::var("CHALLENGE_CALIBRATION_FIT").unwrap_or_default();
    let fitting = fit_by == "1" || fit_by == "smooth";
    let only = common::chosen_games();
    println!(
        "the review's chance to win for seat 0, {games} games of two {level:?} players per game"
    );
    for game in GameId::ALL {
        if !only.is_empty() && !only.contains(&game) {
            continue;
        }
        let started = Instant::now();
        let fitted: Option<Vec<Knot>> = fitting.then(|| {
            let training = reviewed(game, level, 0, games);
            if fit_by == "smooth" {
                fit_smooth(&training.pairs, knots())
            } else {
                fit(&training.pairs, knots())
            }
        });
        let held_out = reviewed(game, level, HELD_OUT, games);
        println!();
        let (unit, scale) = match held_out.unit {
            Some(Unit::WinChance) => ("points of the chance to win", 100.0),
            Some(Unit::Points) => ("points", 1.0),
            Some(Unit::Tokens) => ("tokens", 1.0),
            None => ("(nothing valued)", 1.0),
        };
        println!(
            "{}: seat 0's decisions cost {:.1} {unit} a game by the review",
            game.id(),
            scale * held_out.lost / games as f64
        );
        if held_out.split > 0 {
            let split = held_out.split as f64;
            let mean = held_out.decisions / split;
            let spread = (held_out.decisions_squared / split - mean * mean)
                .max(0.0)
                .sqrt();
            println!(
                "{}: by the split of luck and skill, they cost {:.1} points of the chance to win a \
                 game (standard deviation {:.1}; {} games)",
                game.id(),
                100.0 * mean,
                100.0 * spread,
                held_out.split
            );
        }
        if held_out.pairs.is_empty() {
            println!("{}: its review reckons no chance to win", game.id());
            continue;
        }
        println!(
            "{} ({} seats, {games} games, {} estimates, {:.0} s)",
            game.id(),
            game.seat_range().start(),
            held_out.pairs.len(),
            started.elapsed().as_secs_f64()
        );
        table("as the search reckons them:", &held_out.pairs);
        let (knots, name): (&[Knot], &str) = match &fitted {
            Some(knots) => {
                let written: Vec<String> = knots
                    .iter()
                    .map(|(x, y)| format!("({x:.3}, {y:.3})"))
                    .collect();
                println!("fitted on seeds 0–{}: &[{}]", games - 1, written.join(", "));
                (knots, "through the correction just fitted:")
            }
            None => (
                game.info().calibration,
                "through the correction the game registers:",
            ),
        };
        let corrected: Vec<(f64, f64)> = held_out
            .pairs
            .iter()
            .map(|&(chance, result)| (calibrate(chance, knots), result))
            .collect();
        table(name, &corrected);
    }
}
