//! Bots for Challenge Poker, deciding from a seat's view only.
//!
//! Normal judges its hand by its percentile among all three-card hands and its chances against
//! a goer's shown cards; Easy does the same with looser or tighter thresholds and now and then
//! a random move. Both play by the judgement of `judgement.rs`. Hard searches (see `hard.rs`),
//! using that judgement as its model of the other players and for the rest of each deal it plays
//! out.

use super::judgement::Bot;
use super::{Action, View};
use crate::game::Level;
use crate::rng::GameRng;

pub fn choose(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let Some(first) = legal.first() else {
        return Action::Pass;
    };
    let wanted = match level {
        Level::Easy => {
            if rng.chance(0.2) {
                rng.pick(legal).cloned().unwrap_or_else(|| first.clone())
            } else {
                Bot::new(view, rng.unit() * 0.2 - 0.1).normal(legal)
            }
        }
        Level::Normal => Bot::new(view, 0.0).normal(legal),
        Level::Hard => super::hard::choose(view, legal, rng),
    };
    if legal.contains(&wanted) {
        wanted
    } else {
        first.clone()
    }
}
