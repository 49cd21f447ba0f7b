//! What the hard player's search makes of one decision, for the review after a game: its own
//! move and the move played, valued the same way, in one unit. Each game gives it through
//! `Game::assess`; `review` gathers a game's.

use serde::{Deserialize, Serialize};

/// What a game's valuations are counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// The chance to win the game, from 0 to 1.
    WinChance,
    /// Points, on average.
    Points,
    /// Tokens, on average.
    Tokens,
}

/// What the hard player's search makes of one decision: its own move and the move played,
/// valued the same way, in one unit.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Assessment<A> {
    /// The move the search values highest.
    pub best: A,
    pub best_value: f64,
    pub played_value: f64,
    pub unit: Unit,
    /// The seat's chance to win the game from here, where the search reckons one.
    pub win_chance: Option<f64>,
    /// Every move the search valued, with its value, in the search's order (the move played
    /// among them).
    pub values: Vec<(A, f64)>,
}

impl<A: PartialEq + Clone> Assessment<A> {
    /// The assessment of `played` among `values` (each move with its value, in the search's
    /// order, which breaks ties): the best is the first of the highest. None when the search
    /// did not value the move played.
    pub fn among(values: &[(A, f64)], played: &A, unit: Unit) -> Option<Assessment<A>> {
        let played_value = values.iter().find(|(action, _)| action == played)?.1;
        let (best, best_value) =
            values
                .iter()
                .fold(None, |best: Option<&(A, f64)>, entry| match best {
                    Some(held) if held.1 >= entry.1 => Some(held),
                    _ => Some(entry),
                })?;
        let win_chance = (unit == Unit::WinChance).then_some(*best_value);
        Some(Assessment {
            best: best.clone(),
            best_value: *best_value,
            played_value,
            unit,
            win_chance,
            values: values.to_vec(),
        })
    }
}
