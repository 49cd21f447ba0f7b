//! Why Challenge Poker refuses a move or a game, as data: each refusal with its values, worded
//! by the game's `challenge_poker-error-…` messages.

use super::tokens_arg;
use crate::cards::Card;
use crate::game::Seat;
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, SharedRefusal};
use std::fmt;

/// A move or a game Challenge Poker refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Options giving each player a stack outside `min` to `max` tokens.
    Tokens { min: u64, max: u64 },
    /// A discard of `card`, which is not in the seat's hand.
    NotInHand { card: Card },
    /// A discard listing `card` twice.
    ListedTwice { card: Card },
    /// Anything but a draw while the seat is to draw.
    DrawFirst,
    /// Going out showing one card twice.
    ShowTwo,
    /// Going out showing cards the seat does not hold.
    ShowOwn,
    /// Anything but passing or going out when that is the choice.
    PassOrGoOut,
    /// Anything but an answer to `goer`'s going out.
    Answer { goer: Seat },
    /// Anything but an answer to the rechallenge of `by`.
    Rechallenged { by: Seat },
    /// One of the refusals every game shares.
    Shared(SharedRefusal),
}

impl From<SharedRefusal> for Refusal {
    fn from(shared: SharedRefusal) -> Refusal {
        Refusal::Shared(shared)
    }
}

impl Speak for Refusal {
    fn phrase(&self) -> Phrase {
        let kind = |kind: &str| Phrase::new(format!("challenge_poker-error-{kind}"));
        match self {
            Refusal::Tokens { min, max } => kind("tokens")
                .arg("min", tokens_arg(*min))
                .arg("max", tokens_arg(*max)),
            Refusal::NotInHand { card } => kind("not-in-hand").card("card", *card),
            Refusal::ListedTwice { card } => kind("listed-twice").card("card", *card),
            Refusal::DrawFirst => kind("draw-first"),
            Refusal::ShowTwo => kind("show-two"),
            Refusal::ShowOwn => kind("show-own"),
            Refusal::PassOrGoOut => kind("pass-or-go-out"),
            Refusal::Answer { goer } => kind("answer").seat("goer", *goer),
            Refusal::Rechallenged { by } => kind("rechallenged").seat("by", *by),
            Refusal::Shared(shared) => shared.phrase(),
        }
    }
}

impl Refuse for Refusal {
    fn detail(&self) -> String {
        match self {
            Refusal::Shared(shared) => shared.detail(),
            _ => String::new(),
        }
    }

    fn examples(game: &GameInfo) -> Vec<Refusal> {
        let card = "KS".parse().expect("a card code");
        let mut examples = vec![
            Refusal::Tokens {
                min: super::MIN_TOKENS,
                max: super::MAX_TOKENS,
            },
            Refusal::NotInHand { card },
            Refusal::ListedTwice { card },
            Refusal::DrawFirst,
            Refusal::ShowTwo,
            Refusal::ShowOwn,
            Refusal::PassOrGoOut,
            Refusal::Answer { goer: 1 },
            Refusal::Rechallenged { by: 2 },
        ];
        examples.extend(
            SharedRefusal::examples(game)
                .into_iter()
                .map(Refusal::Shared),
        );
        examples
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::refusal::display(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::challenge_poker::ChallengePoker;

    #[test]
    fn the_examples_show_every_refusal() {
        crate::assert_examples_cover!(
            Refusal::examples(&ChallengePoker::INFO),
            Refusal,
            [
                Refusal::Tokens { .. },
                Refusal::NotInHand { .. },
                Refusal::ListedTwice { .. },
                Refusal::DrawFirst,
                Refusal::ShowTwo,
                Refusal::ShowOwn,
                Refusal::PassOrGoOut,
                Refusal::Answer { .. },
                Refusal::Rechallenged { .. },
                Refusal::Shared(_),
            ]
        );
    }
}
