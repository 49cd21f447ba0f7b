//! The coach: "Suggest" shows the hard computer player's move and says why, in a phrase
//! worded from what that player's search computed (how likely a guess is and what it is
//! worth, a win the solver proves), never from a rule of thumb written beside it. Each game
//! gives its advice through [`crate::Rules::advise`]; the app words the phrase.

use crate::phrase::Phrase;
use serde::{Deserialize, Serialize};

/// A suggested move and the reason for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Advice<A> {
    /// The move the hard computer player would make in the seat's place.
    pub action: A,
    /// Why, as its search saw it; None where the game's coach has nothing to add (the only
    /// legal move, or a game whose search does not explain itself yet).
    pub why: Option<Phrase>,
}

impl<A> Advice<A> {
    /// A move with its reason.
    pub fn because(action: A, why: Phrase) -> Advice<A> {
        Advice {
            action,
            why: Some(why),
        }
    }

    /// A move with nothing to say about it.
    pub fn only(action: A) -> Advice<A> {
        Advice { action, why: None }
    }
}

/// A probability as the whole percent the coach says (0.623 is 62).
pub fn percent(probability: f64) -> i64 {
    (probability.clamp(0.0, 1.0) * 100.0).round() as i64
}
