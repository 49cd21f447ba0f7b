//! Why Bluff Poker refuses a move or a game, as data: each refusal with its values, worded by
//! the game's `bluff_poker-error-…` messages.

use crate::cards::Card;
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, SharedRefusal};
use std::fmt;

/// A move or a game Bluff Poker refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Options asking for `packs` packs (one or two are played).
    Packs { packs: u8 },
    /// The seat does not hold `card`.
    NotHeld { card: Card },
    /// With two packs, a card identical to one already in the seat's own row.
    IdenticalPlay { card: Card },
    /// A fold before the seat played a card to the hand.
    FoldTooEarly,
    /// Lowball in a game that does not play it.
    LowballOff,
    /// Lowball other than when leading a new hand.
    LowballLead,
    /// Lowball with two packs and fewer than five different cards in hand.
    LowballDifferent,
    /// Lowball while a player holds fewer than five cards.
    LowballFive,
    /// A Lowball choice while nobody is choosing one.
    NotChoosing,
    /// A Lowball answer with no Lowball to answer.
    NothingToAnswer,
    /// A Lowball pick of `card`, which the seat no longer has to choose.
    NotLeft { card: Card },
    /// A Lowball pick of a card identical to one already picked.
    IdenticalPick { card: Card },
    /// Anything but a pick while five cards are being chosen.
    ChooseFive,
    /// An answer to Lowball without five cards to answer with.
    AnswerNeedsFive,
    /// Anything but an answer while Lowball is to be answered.
    Answer,
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
        let kind = |kind: &str| Phrase::new(format!("bluff_poker-error-{kind}"));
        match self {
            Refusal::Packs { packs } => kind("packs").number("packs", *packs),
            Refusal::NotHeld { card } => kind("not-held").card("card", *card),
            Refusal::IdenticalPlay { card } => kind("identical-play").card("card", *card),
            Refusal::FoldTooEarly => kind("fold-too-early"),
            Refusal::LowballOff => kind("lowball-off"),
            Refusal::LowballLead => kind("lowball-lead"),
            Refusal::LowballDifferent => kind("lowball-different"),
            Refusal::LowballFive => kind("lowball-five"),
            Refusal::NotChoosing => kind("not-choosing"),
            Refusal::NothingToAnswer => kind("nothing-to-answer"),
            Refusal::NotLeft { card } => kind("not-left").card("card", *card),
            Refusal::IdenticalPick { card } => kind("identical-pick").card("card", *card),
            Refusal::ChooseFive => kind("choose-five"),
            Refusal::AnswerNeedsFive => kind("answer-needs-five"),
            Refusal::Answer => kind("answer"),
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
        let card = "10D".parse().expect("a card code");
        let mut examples = vec![
            Refusal::Packs { packs: 3 },
            Refusal::NotHeld { card },
            Refusal::IdenticalPlay { card },
            Refusal::FoldTooEarly,
            Refusal::LowballOff,
            Refusal::LowballLead,
            Refusal::LowballDifferent,
            Refusal::LowballFive,
            Refusal::NotChoosing,
            Refusal::NothingToAnswer,
            Refusal::NotLeft { card },
            Refusal::IdenticalPick { card },
            Refusal::ChooseFive,
            Refusal::AnswerNeedsFive,
            Refusal::Answer,
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
    use crate::games::bluff_poker::BluffPoker;

    #[test]
    fn the_examples_show_every_refusal() {
        crate::assert_examples_cover!(
            Refusal::examples(&BluffPoker::INFO),
            Refusal,
            [
                Refusal::Packs { .. },
                Refusal::NotHeld { .. },
                Refusal::IdenticalPlay { .. },
                Refusal::FoldTooEarly,
                Refusal::LowballOff,
                Refusal::LowballLead,
                Refusal::LowballDifferent,
                Refusal::LowballFive,
                Refusal::NotChoosing,
                Refusal::NothingToAnswer,
                Refusal::NotLeft { .. },
                Refusal::IdenticalPick { .. },
                Refusal::ChooseFive,
                Refusal::AnswerNeedsFive,
                Refusal::Answer,
                Refusal::Shared(_),
            ]
        );
    }
}
