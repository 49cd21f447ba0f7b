//! Grading a decision as chess reviews do (best, good, inaccuracy, mistake, blunder) by what it
//! lost against the hard player's move, and an accuracy figure for a game's decisions.
//!
//! The thresholds are counted in a game's *grade step* ([`crate::info::GameInfo::grade_step`]):
//! the loss, in the unit its review values decisions in, that weighs as much as five points of
//! the chance to win. A loss below one step is good, from one step an inaccuracy, from two a
//! mistake, from three a blunder: Lichess's thresholds of 10, 20 and 30 points on its scale of
//! winning chances from -1 to 1, which are 5, 10 and 15 points of the chance to win.

use serde::{Deserialize, Serialize};

/// Below this a loss is the searches' noise: the move was as good as the best.
pub const NOISE: f64 = 1e-9;

/// What five points of the chance to win are as a chance (a grade step of a game whose review
/// values decisions in the chance to win).
pub const WIN_CHANCE_STEP: f64 = 0.05;

/// How a decision is graded, from the best down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
    /// The hard player's move, or one its search values as highly.
    Best,
    /// Less than one step below the best.
    Good,
    /// One step or more below the best.
    Inaccuracy,
    /// Two steps or more.
    Mistake,
    /// Three steps or more.
    Blunder,
}

impl Grade {
    /// Every grade, the best first.
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade of a decision that lost `loss` against the best move, in a game whose grade
    /// step is `step`.
    pub fn of(loss: f64, step: f64) -> Grade {
        // A loss of exactly two steps is two steps, whatever the last bit of the division.
        let steps = steps(loss, step) + 1e-9;
        if loss <= NOISE {
            Grade::Best
        } else if steps < 1.0 {
            Grade::Good
        } else if steps < 2.0 {
            Grade::Inaccuracy
        } else if steps < 3.0 {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }

    /// The grade's name in data (and its message id's last part): `best`, `good`, …
    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// A loss counted in grade steps; nothing for a step that is not a positive number.
fn steps(loss: f64, step: f64) -> f64 {
    if step > 0.0 && loss.is_finite() {
        loss.max(0.0) / step
    } else {
        0.0
    }
}

/// The accuracy of one decision, from 100 (the best move) down towards 0, by Lichess's curve
/// over the points of the chance to win a move lost: 103.1668 e^(-0.04354 x) - 3.1669, with x
/// the loss in points of the chance (a grade step counting five).
pub fn move_accuracy(loss: f64, step: f64) -> f64 {
    let points = steps(loss, step) * WIN_CHANCE_STEP * 100.0;
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The accuracy of a game: the mean of its decisions' accuracies; None without a decision.
pub fn game_accuracy(losses: impl IntoIterator<Item = f64>, step: f64) -> Option<f64> {
    let (sum, count) = losses
        .into_iter()
        .fold((0.0, 0usize), |(sum, count), loss| {
            (sum + move_accuracy(loss, step), count + 1)
        });
    (count > 0).then(|| sum / count as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_follow_the_steps_of_the_loss() {
        let step = WIN_CHANCE_STEP;
        assert_eq!(Grade::of(0.0, step), Grade::Best);
        assert_eq!(Grade::of(-0.01, step), Grade::Best);
        assert_eq!(Grade::of(0.049, step), Grade::Good);
        assert_eq!(Grade::of(0.05, step), Grade::Inaccuracy);
        assert_eq!(Grade::of(0.099, step), Grade::Inaccuracy);
        assert_eq!(Grade::of(0.10, step), Grade::Mistake);
        assert_eq!(Grade::of(0.15, step), Grade::Blunder);
        assert_eq!(Grade::of(0.9, step), Grade::Blunder);
        // In points, with a step of 4 points.
        assert_eq!(Grade::of(3.0, 4.0), Grade::Good);
        assert_eq!(Grade::of(9.0, 4.0), Grade::Mistake);
        assert_eq!(Grade::of(f64::NAN, 4.0), Grade::Good);
        for pair in Grade::ALL.windows(2) {
            assert!(pair[0] < pair[1]);
        }
    }

    #[test]
    fn accuracy_is_a_hundred_for_the_best_and_falls_with_the_loss() {
        let step = WIN_CHANCE_STEP;
        assert!((move_accuracy(0.0, step) - 100.0).abs() < 1e-3);
        let mut last = 100.0;
        for loss in [0.01, 0.05, 0.1, 0.2, 0.5, 1.0] {
            let accuracy = move_accuracy(loss, step);
            assert!(accuracy < last, "{loss}: {accuracy}");
            assert!((0.0..=100.0).contains(&accuracy));
            last = accuracy;
        }
        // Lichess's curve: a move losing 20 points of the chance scores about 40.
        assert!((move_accuracy(0.2, step) - 40.0).abs() < 0.5);
        // The same loss in steps gives the same figure whatever the unit.
        assert!((move_accuracy(8.0, 4.0) - move_accuracy(0.1, step)).abs() < 1e-9);
        assert_eq!(game_accuracy([], step), None);
        let game = game_accuracy([0.0, 0.2], step).unwrap();
        assert!((game - (100.0 + move_accuracy(0.2, step)) / 2.0).abs() < 1e-3);
    }
}
