//! What a game is beside its rules: its id, seat counts, options and the facts every screen
//! reads of it. Each game declares its own (`Game::INFO`); the registry lists them.

use crate::options::OptionSpec;
use std::ops::RangeInclusive;

/// A game's description: everything a menu, a tool or a file needs to know of it.
#[derive(Clone, Debug)]
pub struct GameInfo {
    /// The id in save files, the protocol, the command line and the message ids of its words,
    /// e.g. `suit_challenge` (its title is the message `suit_challenge-title`).
    pub id: &'static str,
    /// The seat counts the game allows.
    pub seats: RangeInclusive<usize>,
    /// The options a setup screen offers at a seat count within `seats`, in order; their
    /// `default_index` is filled in by `setup::option_specs`.
    pub options: fn(seats: usize) -> Vec<OptionSpec>,
    /// The number a share code gives the game. Fixed forever: never change or reuse one.
    pub share_code: u64,
    /// Whether the outcome's scores are scores a player reads as theirs (statistics keep best
    /// and average scores, the table charts them). Svoi Kozyri's are only 1 for the winner.
    pub keeps_score: bool,
    /// What the score chart at the end of a game plots.
    pub chart: Chart,
    /// The loss, in the unit the game's review values decisions in, that makes a decision an
    /// inaccuracy (twice it a mistake, three times a blunder: see [`crate::grading`]). Five
    /// points of the chance to win ([`crate::grading::WIN_CHANCE_STEP`]) where the review
    /// values the chance to win; where it values points or tokens, what moves the chance to win
    /// as much: an eighth of the standard deviation of the result (a seat's score less the others'
    /// mean) between two normal players, since an eighth of it moves the chance of a result
    /// above the middle of a bell curve by five points.
    pub grade_step: f64,
    /// The correction the review's chance to win goes through (see [`crate::calibration`]),
    /// fitted on self-played games by `cargo bench -p challenge-rules --bench calibration`;
    /// empty where the review reckons no chance to win, or where it needs none.
    pub calibration: &'static [crate::calibration::Knot],
    /// How many worlds the review plays out at each of a seat's decisions to reckon its
    /// chance to win ([`crate::playout`]), for a game whose search reckons none; 0 where the
    /// search does.
    pub chance_worlds: usize,
}

/// What the score chart of a game plots: one point per `point`, values in `measure`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chart {
    pub point: ChartPoint,
    pub measure: ChartMeasure,
}

/// What one point of a score chart stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartPoint {
    Round,
    Deal,
}

/// What the values of a score chart are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartMeasure {
    Score,
    Tokens,
}

impl Chart {
    /// A point per round, values in points: what most games chart.
    pub const ROUNDS_OF_POINTS: Chart = Chart {
        point: ChartPoint::Round,
        measure: ChartMeasure::Score,
    };
}
