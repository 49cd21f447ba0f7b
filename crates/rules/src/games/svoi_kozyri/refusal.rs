//! Why Svoi Kozyri refuses a move or a game, as data: each refusal with its values, worded by
//! the game's `svoi_kozyri-error-…` messages.

use crate::cards::{Card, Suit};
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, SharedRefusal};
use std::fmt;

/// A move or a game Svoi Kozyri refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Options asking for a pack of `pack` cards (24, 32 or 36 are offered).
    Pack { pack: u8 },
    /// Options with a move limit of none.
    MoveCap,
    /// The seat does not hold `card`.
    NotHeld { card: Card },
    /// The dealer chose one suit as both trump and second suit.
    SameSuits,
    /// Anything but choosing the suits while the dealer is to choose them.
    ChooseSuitsFirst,
    /// A trump choice of `suit`, one of the dealer's.
    DealersSuit { suit: Suit },
    /// Anything but choosing a trump from the two suits left.
    ChooseTrump,
    /// Anything but a lead to start a new pile.
    Lead,
    /// Anything but a second card on top of the one just beaten.
    SecondCard,
    /// Beating `top`, of the seat's own trump suit, with less than a higher trump.
    OwnTrump { top: Card },
    /// `card` does not beat `top` for a seat whose trump is `trump`.
    NoBeat { card: Card, top: Card, trump: Suit },
    /// Anything but beating the top card or picking up the pile.
    BeatOrPickUp,
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
        let kind = |kind: &str| Phrase::new(format!("svoi_kozyri-error-{kind}"));
        match self {
            Refusal::Pack { pack } => kind("pack").number("pack", *pack),
            Refusal::MoveCap => kind("move-cap"),
            Refusal::NotHeld { card } => kind("not-held").card("card", *card),
            Refusal::SameSuits => kind("same-suits"),
            Refusal::ChooseSuitsFirst => kind("choose-suits-first"),
            Refusal::DealersSuit { suit } => kind("dealers-suit").suit("suit", *suit),
            Refusal::ChooseTrump => kind("choose-trump"),
            Refusal::Lead => kind("lead"),
            Refusal::SecondCard => kind("second-card"),
            Refusal::OwnTrump { top } => kind("own-trump").card("top", *top),
            Refusal::NoBeat { card, top, trump } => kind("no-beat")
                .card("card", *card)
                .card("top", *top)
                .suit("suit", top.suit)
                .suit("trump", *trump),
            Refusal::BeatOrPickUp => kind("beat-or-pick-up"),
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
        let card = |code: &str| -> Card { code.parse().expect("a card code") };
        let mut examples = vec![
            Refusal::Pack { pack: 40 },
            Refusal::MoveCap,
            Refusal::NotHeld { card: card("9H") },
            Refusal::SameSuits,
            Refusal::ChooseSuitsFirst,
            Refusal::DealersSuit { suit: Suit::Clubs },
            Refusal::ChooseTrump,
            Refusal::Lead,
            Refusal::SecondCard,
            Refusal::OwnTrump { top: card("QD") },
            Refusal::NoBeat {
                card: card("7S"),
                top: card("JS"),
                trump: Suit::Hearts,
            },
            Refusal::BeatOrPickUp,
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
    use crate::games::svoi_kozyri::SvoiKozyri;

    #[test]
    fn the_examples_show_every_refusal() {
        crate::assert_examples_cover!(
            Refusal::examples(&SvoiKozyri::INFO),
            Refusal,
            [
                Refusal::Pack { .. },
                Refusal::MoveCap,
                Refusal::NotHeld { .. },
                Refusal::SameSuits,
                Refusal::ChooseSuitsFirst,
                Refusal::DealersSuit { .. },
                Refusal::ChooseTrump,
                Refusal::Lead,
                Refusal::SecondCard,
                Refusal::OwnTrump { .. },
                Refusal::NoBeat { .. },
                Refusal::BeatOrPickUp,
                Refusal::Shared(_),
            ]
        );
    }
}
