//! Why Gotcha refuses a move, as data: each refusal with its values, worded by the game's
//! `gotcha-error-…` messages.

use crate::cards::Card;
use crate::game::Seat;
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, SharedRefusal};
use std::fmt;

/// A move or a game Gotcha refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The seat does not hold `card` to discard.
    NotHeld { card: Card },
    /// A guess or a call while seats are still discarding.
    DiscardFirst,
    /// A discard once every discard is made.
    DiscardsMade,
    /// Gotcha called twice in one turn.
    GotchaCalled,
    /// A guess at the guesser's own cards.
    OwnCards,
    /// A guess at `seat`, who has no card left to guess.
    NoCards { seat: Seat },
    /// A value outside Ace (1) to King (13).
    Value,
    /// A position outside the `count` cards `seat` holds.
    Position { seat: Seat, count: usize },
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
        let kind = |kind: &str| Phrase::new(format!("gotcha-error-{kind}"));
        match self {
            Refusal::NotHeld { card } => kind("not-held").card("card", *card),
            Refusal::DiscardFirst => kind("discard-first"),
            Refusal::DiscardsMade => kind("discards-made"),
            Refusal::GotchaCalled => kind("gotcha-called"),
            Refusal::OwnCards => kind("own-cards"),
            Refusal::NoCards { seat } => kind("no-cards").seat("seat", *seat),
            Refusal::Value => kind("value"),
            Refusal::Position { seat, count } => {
                kind("position").seat("seat", *seat).count("count", *count)
            }
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
        let card = "7H".parse().expect("a card code");
        let mut examples = vec![
            Refusal::NotHeld { card },
            Refusal::DiscardFirst,
            Refusal::DiscardsMade,
            Refusal::GotchaCalled,
            Refusal::OwnCards,
            Refusal::NoCards { seat: 2 },
            Refusal::Value,
            Refusal::Position { seat: 1, count: 9 },
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
    use crate::games::gotcha::Gotcha;

    #[test]
    fn the_examples_show_every_refusal() {
        crate::assert_examples_cover!(
            Refusal::examples(&Gotcha::INFO),
            Refusal,
            [
                Refusal::NotHeld { .. },
                Refusal::DiscardFirst,
                Refusal::DiscardsMade,
                Refusal::GotchaCalled,
                Refusal::OwnCards,
                Refusal::NoCards { .. },
                Refusal::Value,
                Refusal::Position { .. },
                Refusal::Shared(_),
            ]
        );
    }
}
