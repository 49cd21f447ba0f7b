//! What Svoi Kozyri says, as data: its notes (suits chosen, a pile picked up, how the game
//! ended) and its actions, each as the phrase its message files word
//! (`assets/i18n/*/games/svoi_kozyri.ftl`).

use super::Action;
use crate::cards::Suit;
use crate::coach::percent;
use crate::game::Seat;
use crate::phrase::{Phrase, Speak, Values};
use serde::{Deserialize, Serialize};

/// What happened at a Svoi Kozyri table, beside the cards that moved. A note in an
/// [`crate::Event::Said`] is about that event's seat (the chooser, the player picking up); how
/// the game ended names its own seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Note {
    /// This seat, the dealer, takes `trump` as its trump suit and `second` as its second suit.
    ChoosesSuits { trump: Suit, second: Suit },
    /// This seat, the other player, takes `trump` as its trump suit from the two suits left.
    ChoosesTrump { trump: Suit },
    /// This seat picks up the whole pile, `count` cards.
    PicksUp { count: usize },
    /// `winner` played out its last card and won; `loser` is left holding `left` cards.
    Won {
        winner: Seat,
        loser: Seat,
        left: usize,
    },
    /// Nobody played out within the move cap of `turns` turns.
    Draw { turns: u32 },
}

impl Speak for Note {
    fn phrase(&self) -> Phrase {
        match *self {
            Note::ChoosesSuits { trump, second } => Phrase::new("svoi_kozyri-chooses-suits")
                .suit("trump", trump)
                .suit("second", second),
            Note::ChoosesTrump { trump } => {
                Phrase::new("svoi_kozyri-chooses-trump").suit("trump", trump)
            }
            Note::PicksUp { count } => Phrase::new("svoi_kozyri-picks-up").count("count", count),
            Note::Won {
                winner,
                loser,
                left,
            } => Phrase::new("svoi_kozyri-won")
                .seat("winner", winner)
                .seat("loser", loser)
                .count("left", left),
            Note::Draw { turns } => Phrase::new("svoi_kozyri-draw").number("turns", turns),
        }
    }
}

impl Speak for Action {
    fn phrase(&self) -> Phrase {
        match *self {
            Action::ChooseSuits { trump, second } => Phrase::new("svoi_kozyri-action-choose-suits")
                .suit("trump", trump)
                .suit("second", second),
            Action::ChooseTrump { suit } => {
                Phrase::new("svoi_kozyri-action-choose-trump").suit("trump", suit)
            }
            Action::Lead { card } => Phrase::new("svoi_kozyri-action-lead").card("card", card),
            Action::Beat { card } => Phrase::new("svoi_kozyri-action-beat").card("card", card),
            Action::PickUp => Phrase::new("svoi_kozyri-action-pick-up"),
        }
    }
}

/// The coach's reason for the hard player's move: what its search found.
pub(super) fn coach_reason(action: Action, why: super::hard::Why) -> Option<Phrase> {
    use super::hard::Why;
    let said = |id: &'static str| Phrase::new(id).nested("move", action.phrase());
    Some(match why {
        Why::Only => return None,
        Why::EitherTrump => Phrase::new("svoi_kozyri-coach-either-trump"),
        Why::Suits { wins, playouts } => said("svoi_kozyri-coach-suits")
            .number("percent", percent(wins / f64::from(playouts.max(1))))
            .number("count", playouts),
        Why::Forced { turns } => said("svoi_kozyri-coach-forced").number("turns", turns),
        Why::HoldsOut { turns } => said("svoi_kozyri-coach-holds-out").number("turns", turns),
        Why::BestHope => said("svoi_kozyri-coach-best-hope"),
        Why::Playouts { wins, visits } => said("svoi_kozyri-coach-playouts")
            .number("percent", percent(wins / f64::from(visits.max(1))))
            .number("count", visits),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phrase::Arg;

    #[test]
    fn the_end_names_both_players_and_the_cards_left() {
        let note = Note::Won {
            winner: 1,
            loser: 0,
            left: 3,
        };
        let phrase = note.phrase();
        assert_eq!(phrase.id, "svoi_kozyri-won");
        assert_eq!(phrase.args["winner"], Arg::Seat(1));
        assert_eq!(phrase.args["loser"], Arg::Seat(0));
        assert_eq!(phrase.args["left"], Arg::Number(3));
        let json = serde_json::to_value(&note).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"what": "won", "winner": 1, "loser": 0, "left": 3})
        );
        assert_eq!(serde_json::from_value::<Note>(json).unwrap(), note);
    }

    #[test]
    fn a_choice_of_suits_names_both_suits() {
        let note = Note::ChoosesSuits {
            trump: Suit::Spades,
            second: Suit::Diamonds,
        };
        let phrase = note.phrase();
        assert_eq!(phrase.id, "svoi_kozyri-chooses-suits");
        assert_eq!(phrase.args["trump"], Arg::Suit(Suit::Spades));
        assert_eq!(phrase.args["second"], Arg::Suit(Suit::Diamonds));
        assert_eq!(
            serde_json::to_value(&note).unwrap(),
            serde_json::json!({"what": "chooses_suits", "trump": "spades", "second": "diamonds"})
        );
    }

    #[test]
    fn actions_name_their_card_or_suits() {
        let beat = Action::Beat {
            card: "TS".parse().unwrap(),
        }
        .phrase();
        assert_eq!(beat.id, "svoi_kozyri-action-beat");
        assert_eq!(beat.args["card"], Arg::Card("TS".parse().unwrap()));
        let trump = Action::ChooseTrump { suit: Suit::Hearts }.phrase();
        assert_eq!(trump.id, "svoi_kozyri-action-choose-trump");
        assert_eq!(trump.args["trump"], Arg::Suit(Suit::Hearts));
        assert_eq!(
            Action::PickUp.phrase(),
            Phrase::new("svoi_kozyri-action-pick-up")
        );
    }
}
