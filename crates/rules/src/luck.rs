//! Luck and skill apart: a seat's game split into what its decisions cost it and what the cards
//! (the deal, the draws and the others' moves) did, both as points of its chance to win.
//!
//! A decision where the seat played the hard player's move costs nothing, and so does one the
//! search valued within half a grade step of it (2.5 points of the chance to win, or as many
//! points or tokens as weigh as much): a difference the search's own noise makes as often as
//! the move does. Any other costs the chance after the hard player's move less the chance
//! after the move made, each reckoned afresh: the search that chose the hard player's move
//! values it highest partly by chance (the highest of many noisy values runs high), so the loss
//! it reckons would pile up over a game's decisions even for a player as good as the search.
//! Valued again on a stream of its own, each such cost is as likely to come out low as high,
//! and their sum does not drift.
//!
//! - Where the game's search reckons the chance to win (`Unit::WinChance`), the search values
//!   the decision once more on another random stream, and the cost is the difference between
//!   its values for the two moves (where that second search does not value the hard player's
//!   move, it favoured another: the move played, which then cost nothing, or a third, which
//!   stands for the best).
//! - Where it reckons points or tokens, each move is played on from the same worlds
//!   ([`crate::playout`]), the same stream for both, so that the two chances differ by the
//!   moves and not by the deals.
//!
//! The cards' part is the rest: from the seat's fair share before the deal (one seat's share)
//! to its result, less what its decisions cost.

use crate::assessment::Unit;
use crate::calibration::{Knot, calibrate};
use crate::game::Seat;
use crate::playout::chance_by_playouts;
use crate::registry::Rules;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A game's result split into the cards' part and the decisions', as chances (0.18 is 18 points
/// of the chance to win): `start + cards - decisions == result`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LuckAndSkill {
    /// The seat's fair share before a card was dealt: 1 / seats.
    pub start: f64,
    /// What the seat's decisions cost it against the hard player's moves, summed (never below
    /// nothing: moves better than the hard player's only make up for worse ones).
    pub decisions: f64,
    /// What the cards and the other players did: the rest of the way from `start` to the
    /// result, a gain where positive.
    pub cards: f64,
    /// What each decision that was not the hard player's move cost, as (ply, chance), in the
    /// game's order (nothing where the search valued it within half a grade step of the hard
    /// player's); a move valued better than the hard player's costs less than nothing.
    pub costs: Vec<(usize, f64)>,
}

impl LuckAndSkill {
    /// The split of a game that ended with `result` for a seat of `seats`, its decisions having
    /// cost `costs`.
    pub fn of(seats: usize, result: f64, costs: Vec<(usize, f64)>) -> LuckAndSkill {
        let start = 1.0 / seats.max(1) as f64;
        let decisions = costs.iter().map(|(_, cost)| cost).sum::<f64>().max(0.0);
        LuckAndSkill {
            start,
            decisions,
            cards: result - start + decisions,
            costs,
        }
    }
}

/// The random stream a decision's second valuation uses: fixed by the game's seed and the
/// decision's ply, and apart from the stream that chose the hard player's move.
fn second_look(seed: u64, ply: usize) -> GameRng {
    GameRng::seeded(seed ^ 0x5ec0_9d10_0c5e_0002 ^ (ply as u64).rotate_left(32))
}

/// One decision to cost: the state before it, whose it is, what was legal and what was played,
/// and the hard player's move there.
pub struct Choice<'a, R: Rules> {
    pub state: &'a R,
    pub seat: Seat,
    pub legal: &'a [R::Action],
    pub played: &'a R::Action,
    pub best: &'a R::Action,
    /// The unit the game's search values decisions in, and what the move made lost against the
    /// hard player's by that search.
    pub unit: Unit,
    pub loss: f64,
    /// The game's seed and the decision's ply, which fix the second look's stream.
    pub seed: u64,
    pub ply: usize,
}

/// What `decision` cost as a chance, through `calibration`: 0 where the move made is the hard
/// player's; None where it could not be reckoned (a move refused, no world ending).
pub fn decision_cost<R: Rules>(decision: &Choice<'_, R>, calibration: &[Knot]) -> Option<f64> {
    if decision.played == decision.best || decision.loss < R::INFO.grade_step / 2.0 {
        return Some(0.0);
    }
    let (best, played) = if R::INFO.chance_worlds > 0 {
        let after = |action: &R::Action| {
            let mut state = decision.state.clone();
            state.apply(action).ok()?;
            let mut rng = second_look(decision.seed, decision.ply);
            chance_by_playouts(&state, decision.seat, R::INFO.chance_worlds, &mut rng)
        };
        (after(decision.best)?, after(decision.played)?)
    } else if decision.unit == Unit::WinChance {
        let view = decision.state.view(decision.seat);
        let mut rng = second_look(decision.seed, decision.ply);
        let again = R::assess(&view, decision.legal, decision.played, &mut rng)?;
        let value_of = |action: &R::Action| {
            again
                .values
                .iter()
                .find(|(valued, _)| valued == action)
                .map(|(_, value)| *value)
        };
        match value_of(decision.best) {
            Some(best) => (best, again.played_value),
            // The second look did not value the hard player's move: its search favoured the
            // move played (no cost) or a third move, which then stands for the best.
            None => (again.best_value, again.played_value),
        }
    } else {
        return None;
    };
    Some(calibrate(best, calibration) - calibrate(played, calibration))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_add_up_to_the_result() {
        let split = LuckAndSkill::of(4, 0.0, vec![(3, 0.05), (9, -0.01), (12, 0.02)]);
        assert!((split.start - 0.25).abs() < 1e-12);
        assert!((split.decisions - 0.06).abs() < 1e-12);
        assert!((split.start + split.cards - split.decisions).abs() < 1e-12);
        // Moves better than the hard player's make up for worse ones, but never past nothing.
        let lucky = LuckAndSkill::of(2, 1.0, vec![(1, -0.03)]);
        assert_eq!(lucky.decisions, 0.0);
        assert!((lucky.cards - 0.5).abs() < 1e-12);
    }
}
