//! Why Suit Challenge refuses a move or a game, as data: each refusal with its values, worded
//! by the game's `suit_challenge-error-…` messages.

use super::Row;
use crate::cards::Card;
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, SharedRefusal};
use std::fmt;

/// A move or a game Suit Challenge refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Score sheets to start from that cards cannot make, or a full one.
    SheetsAtStart,
    /// In a challenge round, a call of another hand than `row`.
    ChallengeCall { row: Row },
    /// A call of the Challenge row, which is not a hand.
    ChallengeRowCall,
    /// A call of Total Hand with that row already filled.
    TotalHandFilled,
    /// A call of `hand`, which the seat's cards do not form.
    NotFormed { hand: Row },
    /// A discard of `card`, which the seat does not hold.
    NotHeld { card: Card },
    /// A discard listing `card` twice.
    ListedTwice { card: Card },
    /// An answer with Total Hand with that row already filled.
    AnswerFilled,
    /// A challenge of `row`, which is not an empty row of the seat's.
    ChallengeFilled { row: Row },
    /// Right after the deal, anything but a call or a pass.
    Opening,
    /// On a turn, anything but a call or a discard.
    Turn,
    /// After drawing, anything but a call or ending the turn.
    AfterDraw,
    /// Anything but accepting a call or overriding it with Total Hand.
    Answer,
    /// Anything but choosing a row to challenge or quitting.
    ChallengeChoice,
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
        let kind = |kind: &str| Phrase::new(format!("suit_challenge-error-{kind}"));
        match self {
            Refusal::SheetsAtStart => kind("sheets-at-start"),
            Refusal::ChallengeCall { row } => kind("challenge-call").nested("row", row.phrase()),
            Refusal::ChallengeRowCall => kind("challenge-row-call"),
            Refusal::TotalHandFilled => kind("total-hand-filled"),
            Refusal::NotFormed { hand } => kind("not-formed").nested("hand", hand.phrase()),
            Refusal::NotHeld { card } => kind("not-held").card("card", *card),
            Refusal::ListedTwice { card } => kind("listed-twice").card("card", *card),
            Refusal::AnswerFilled => kind("answer-filled"),
            Refusal::ChallengeFilled { row } => {
                kind("challenge-filled").nested("row", row.phrase())
            }
            Refusal::Opening => kind("opening"),
            Refusal::Turn => kind("turn"),
            Refusal::AfterDraw => kind("after-draw"),
            Refusal::Answer => kind("answer"),
            Refusal::ChallengeChoice => kind("challenge-choice"),
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
        let card = "JC".parse().expect("a card code");
        let mut examples = vec![
            Refusal::SheetsAtStart,
            Refusal::ChallengeCall {
                row: Row::ThreeOfAKind,
            },
            Refusal::ChallengeRowCall,
            Refusal::TotalHandFilled,
            Refusal::NotFormed {
                hand: Row::Straight,
            },
            Refusal::NotHeld { card },
            Refusal::ListedTwice { card },
            Refusal::AnswerFilled,
            Refusal::ChallengeFilled { row: Row::Pair },
            Refusal::Opening,
            Refusal::Turn,
            Refusal::AfterDraw,
            Refusal::Answer,
            Refusal::ChallengeChoice,
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
    use crate::games::suit_challenge::SuitChallenge;

    #[test]
    fn the_examples_show_every_refusal() {
        crate::assert_examples_cover!(
            Refusal::examples(&SuitChallenge::INFO),
            Refusal,
            [
                Refusal::SheetsAtStart,
                Refusal::ChallengeCall { .. },
                Refusal::ChallengeRowCall,
                Refusal::TotalHandFilled,
                Refusal::NotFormed { .. },
                Refusal::NotHeld { .. },
                Refusal::ListedTwice { .. },
                Refusal::AnswerFilled,
                Refusal::ChallengeFilled { .. },
                Refusal::Opening,
                Refusal::Turn,
                Refusal::AfterDraw,
                Refusal::Answer,
                Refusal::ChallengeChoice,
                Refusal::Shared(_),
            ]
        );
    }
}
