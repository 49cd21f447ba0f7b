//! What Bluff Poker says, as data: its notes (a fold, a Lowball call and its answer, the hands
//! shown, how each hand ended and how the game did), the poker hands they name, and its
//! actions, each as the phrase its message files word (`assets/i18n/*/games/bluff_poker.ftl`).

use super::Action;
use super::hands::Hand;
use crate::cards::Card;
use crate::game::Seat;
use crate::phrase::{Phrase, Speak, Values};
use serde::{Deserialize, Serialize};

/// What happened at a Bluff Poker table, beside the cards that moved. A note in an
/// [`crate::Event::Said`] is about that event's seat (the folder, the caller); a hand's result
/// and the game's end name their own seats. Points are what the scorer gained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Note {
    /// This seat gives up the hand in play.
    Folds,
    /// This seat leads with Lowball: five cards at once, face up or face down.
    CallsLowball { face_up: bool },
    /// This seat folds to the other player's Lowball.
    FoldsToLowball,
    /// This seat answers the Lowball with five cards of its own, face up or face down.
    AnswersLowball { face_up: bool },
    /// At the showdown this seat's row is `cards`, which make `hand`.
    Shows { cards: Vec<Card>, hand: Hand },

    /// `seat` folded after `played` cards had been played to the hand by both players, and
    /// `winner` scored `points` for them.
    Folded {
        seat: Seat,
        played: usize,
        winner: Seat,
        points: i64,
    },
    /// Both rows were full and `winner`'s `hand` beat `against`: `winner` scored `points`.
    ShowdownWon {
        winner: Seat,
        hand: Hand,
        against: Hand,
        points: i64,
    },
    /// Both rows were full and made equal hands, `hand`: nobody scored.
    ShowdownTied { hand: Hand },
    /// `seat` folded to `leader`'s Lowball: `leader` scored `points`.
    LowballFolded {
        seat: Seat,
        leader: Seat,
        points: i64,
    },
    /// Both Lowball hands were shown and `winner`'s `cards`, making `hand`, were lower than
    /// the other player's `against_cards`, making `against`: `winner` scored `points`. The
    /// cards tell apart hands of the same name ("9 high" against "9 high").
    LowballWon {
        winner: Seat,
        hand: Hand,
        cards: Vec<Card>,
        against: Hand,
        against_cards: Vec<Card>,
        points: i64,
    },
    /// `seat` answered `leader`'s Lowball face down: `leader` scored `points` (more if the
    /// Lowball was face up).
    LowballAnsweredDown {
        seat: Seat,
        leader: Seat,
        points: i64,
    },
    /// Both Lowball hands were shown and were equal, `hand`: nobody scored.
    LowballTied { hand: Hand },

    /// The game ended with `winner` ahead, `points` to `against`.
    Won {
        winner: Seat,
        points: i64,
        against: i64,
    },
    /// The game ended with both players on `points`.
    Draw { points: i64 },
}

/// How a face-up choice is worded: the keyword the messages choose by.
fn face(face_up: bool) -> &'static str {
    if face_up { "up" } else { "down" }
}

/// A hand's name: the message `bluff_poker-hand-…` and the ranks it names.
impl Speak for Hand {
    fn phrase(&self) -> Phrase {
        match *self {
            Hand::HighCard { high } => Phrase::new("bluff_poker-hand-high-card").rank("high", high),
            Hand::Pair { rank } => Phrase::new("bluff_poker-hand-pair").rank("rank", rank),
            Hand::TwoPair { high, low } => Phrase::new("bluff_poker-hand-two-pair")
                .rank("high", high)
                .rank("low", low),
            Hand::ThreeOfAKind { rank } => {
                Phrase::new("bluff_poker-hand-three-of-a-kind").rank("rank", rank)
            }
            Hand::Straight { high } => Phrase::new("bluff_poker-hand-straight").rank("high", high),
            Hand::Flush { high } => Phrase::new("bluff_poker-hand-flush").rank("high", high),
            Hand::FullHouse { three, pair } => Phrase::new("bluff_poker-hand-full-house")
                .rank("three", three)
                .rank("pair", pair),
            Hand::FourOfAKind { rank } => {
                Phrase::new("bluff_poker-hand-four-of-a-kind").rank("rank", rank)
            }
            Hand::StraightFlush { high } => {
                Phrase::new("bluff_poker-hand-straight-flush").rank("high", high)
            }
            Hand::RoyalFlush => Phrase::new("bluff_poker-hand-royal-flush"),
            Hand::FiveOfAKind { rank } => {
                Phrase::new("bluff_poker-hand-five-of-a-kind").rank("rank", rank)
            }
        }
    }
}

/// A result where one seat beat another's hand: the message `id` with both hands named.
fn hands_phrase(
    id: &'static str,
    winner: Seat,
    hand: &Hand,
    against: &Hand,
    points: i64,
) -> Phrase {
    Phrase::new(id)
        .seat("winner", winner)
        .nested("hand", hand.phrase())
        .nested("against", against.phrase())
        .number("points", points)
}

impl Speak for Note {
    fn phrase(&self) -> Phrase {
        match self {
            Note::Folds => Phrase::new("bluff_poker-folds"),
            Note::CallsLowball { face_up } => {
                Phrase::new("bluff_poker-calls-lowball").word("face", face(*face_up))
            }
            Note::FoldsToLowball => Phrase::new("bluff_poker-folds-to-lowball"),
            Note::AnswersLowball { face_up } => {
                Phrase::new("bluff_poker-answers-lowball").word("face", face(*face_up))
            }
            Note::Shows { cards, hand } => Phrase::new("bluff_poker-shows")
                .cards("cards", cards)
                .nested("hand", hand.phrase()),
            Note::Folded {
                seat,
                played,
                winner,
                points,
            } => Phrase::new("bluff_poker-folded")
                .seat("folder", *seat)
                .count("played", *played)
                .seat("winner", *winner)
                .number("points", *points),
            Note::ShowdownWon {
                winner,
                hand,
                against,
                points,
            } => hands_phrase("bluff_poker-showdown-won", *winner, hand, against, *points),
            Note::ShowdownTied { hand } => {
                Phrase::new("bluff_poker-showdown-tied").nested("hand", hand.phrase())
            }
            Note::LowballFolded {
                seat,
                leader,
                points,
            } => Phrase::new("bluff_poker-lowball-folded")
                .seat("folder", *seat)
                .seat("leader", *leader)
                .number("points", *points),
            Note::LowballWon {
                winner,
                hand,
                cards,
                against,
                against_cards,
                points,
            } => hands_phrase("bluff_poker-lowball-won", *winner, hand, against, *points)
                .cards("cards", cards)
                .cards("against_cards", against_cards),
            Note::LowballAnsweredDown {
                seat,
                leader,
                points,
            } => Phrase::new("bluff_poker-lowball-answered-down")
                .seat("answerer", *seat)
                .seat("leader", *leader)
                .number("points", *points),
            Note::LowballTied { hand } => {
                Phrase::new("bluff_poker-lowball-tied").nested("hand", hand.phrase())
            }
            Note::Won {
                winner,
                points,
                against,
            } => Phrase::new("bluff_poker-won")
                .seat("winner", *winner)
                .number("points", *points)
                .number("against", *against),
            Note::Draw { points } => Phrase::new("bluff_poker-draw").number("points", *points),
        }
    }
}

impl Speak for Action {
    fn phrase(&self) -> Phrase {
        match *self {
            Action::Play { card } => Phrase::new("bluff_poker-action-play").card("card", card),
            Action::Fold => Phrase::new("bluff_poker-action-fold"),
            Action::Lowball { face_up } => {
                Phrase::new("bluff_poker-action-lowball").word("face", face(face_up))
            }
            Action::Choose { card } => Phrase::new("bluff_poker-action-choose").card("card", card),
            Action::Respond { face_up } => {
                Phrase::new("bluff_poker-action-answer").word("face", face(face_up))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::phrase::Arg;

    #[test]
    fn a_hand_names_the_ranks_its_name_gives() {
        let phrase = Hand::FullHouse {
            three: Rank::TEN,
            pair: Rank::JACK,
        }
        .phrase();
        assert_eq!(phrase.id, "bluff_poker-hand-full-house");
        assert_eq!(phrase.args["three"], Arg::Rank(Rank::TEN));
        assert_eq!(phrase.args["pair"], Arg::Rank(Rank::JACK));
        assert!(Hand::RoyalFlush.phrase().args.is_empty());
    }

    #[test]
    fn a_showdown_names_the_winner_both_hands_and_the_points() {
        let note = Note::ShowdownWon {
            winner: 1,
            hand: Hand::Flush { high: Rank::JACK },
            against: Hand::Pair { rank: Rank::ACE },
            points: 55,
        };
        let phrase = note.phrase();
        assert_eq!(phrase.id, "bluff_poker-showdown-won");
        assert_eq!(phrase.args["winner"], Arg::Seat(1));
        assert_eq!(
            phrase.args["hand"],
            Arg::Phrase(Box::new(Hand::Flush { high: Rank::JACK }.phrase()))
        );
        assert_eq!(
            phrase.args["against"],
            Arg::Phrase(Box::new(Hand::Pair { rank: Rank::ACE }.phrase()))
        );
        assert_eq!(phrase.args["points"], Arg::Number(55));
        let json = serde_json::to_value(&note).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "what": "showdown_won",
                "winner": 1,
                "hand": {"hand": "flush", "high": "J"},
                "against": {"hand": "pair", "rank": "A"},
                "points": 55
            })
        );
        assert_eq!(serde_json::from_value::<Note>(json).unwrap(), note);
    }

    #[test]
    fn a_fold_names_the_folder_the_cards_played_and_the_payment() {
        let phrase = Note::Folded {
            seat: 0,
            played: 4,
            winner: 1,
            points: 10,
        }
        .phrase();
        assert_eq!(phrase.id, "bluff_poker-folded");
        assert_eq!(phrase.args["folder"], Arg::Seat(0));
        assert_eq!(phrase.args["played"], Arg::Number(4));
        assert_eq!(phrase.args["winner"], Arg::Seat(1));
        assert_eq!(phrase.args["points"], Arg::Number(10));
    }

    #[test]
    fn face_up_and_face_down_are_selector_words() {
        let up = Action::Lowball { face_up: true }.phrase();
        assert_eq!(up.args["face"], Arg::Word("up".into()));
        let down = Note::AnswersLowball { face_up: false }.phrase();
        assert_eq!(down.id, "bluff_poker-answers-lowball");
        assert_eq!(down.args["face"], Arg::Word("down".into()));
    }
}
