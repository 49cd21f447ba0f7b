//! Bluff Poker's decisions valued for the review (see [`crate::review`]), in points, from the
//! figures the hard player decides by: what playing on averages against what a fold gives
//! away, what a Lowball averages against a row, what each answer to a Lowball averages. Which
//! card to play next is not valued: the figures do not tell cards apart.

use super::bot::{self, Why};
use super::{Action, LOWBALL_FOLD, View, triangular};
use crate::assessment::{Assessment, Unit};
use crate::rng::GameRng;

pub(super) fn assess(
    view: &View,
    legal: &[Action],
    played: &Action,
    rng: &mut GameRng,
) -> Option<Assessment<Action>> {
    if legal.len() < 2 || !legal.contains(played) {
        return None;
    }
    let (best, why) = bot::hard_decision(view, legal, rng);
    let why = why?;
    // Every card played counts the same in the figures: the one played stands for them all.
    let a_card = match played {
        Action::Play { .. } => *played,
        _ => best,
    };
    let values: Vec<(Action, f64)> = match why {
        Why::FoldOdds { keep, now, .. } | Why::PlayOn { keep, now, .. } => {
            let other = if best == Action::Fold {
                a_card
            } else {
                Action::Fold
            };
            vec![
                (best, value_of(best, keep, now)),
                (other, value_of(other, keep, now)),
            ]
        }
        Why::FoldBeaten { now, .. } => vec![
            (Action::Fold, -(now as f64)),
            // Played out, the hand is lost at ten cards.
            (a_card, -(triangular(10) as f64)),
        ],
        Why::LowballUp { lowball, play, .. } => {
            vec![(Action::Lowball { face_up: true }, lowball), (a_card, play)]
        }
        // A row was led because Lowball fell short of the hard player's margin over it (5
        // points): Lowball costs only where it averages less than the row.
        Why::Lead { lowball, play, .. } => match played {
            Action::Lowball { face_up: true } => {
                vec![(best, play), (Action::Lowball { face_up: true }, lowball)]
            }
            _ => vec![(a_card, play)],
        },
        Why::Answer { edge, .. } => vec![
            (Action::Respond { face_up: true }, edge),
            // A face-down answer to a face-down Lowball gives the leader 5.
            (Action::Respond { face_up: false }, -5.0),
            (Action::Fold, -(LOWBALL_FOLD as f64)),
        ],
        Why::LowballDown { .. }
        | Why::FoldShort { .. }
        | Why::Build { .. }
        | Why::Choose { .. } => {
            return None;
        }
    };
    Assessment::among(&values, played, Unit::Points)
}

/// Playing on is worth `keep`; a fold gives away `now`.
fn value_of(action: Action, keep: f64, now: i64) -> f64 {
    if action == Action::Fold {
        -(now as f64)
    } else {
        keep
    }
}
