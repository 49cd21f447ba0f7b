//! What Suit Challenge says, as data: its notes (a call, a draw, an answer, how each showdown
//! was settled, how the game ended), its actions and its score-sheet rows, each as the phrase
//! its message files word (`assets/i18n/*/games/suit_challenge.ftl`).

use super::{Action, Row};
use crate::game::Seat;
use crate::phrase::{Phrase, Speak, Values};
use serde::{Deserialize, Serialize};

/// What happened at a Suit Challenge table, beside the cards that moved. A note in an
/// [`crate::Event::Said`] is about that event's seat (the caller, the drawer); a round's result
/// and the game's end name their own seats. Points and totals are as written on the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Note {
    /// This seat calls `hand`: both hands are about to be shown.
    Calls { hand: Row },
    /// This seat declines its one call right after the deal.
    Passes,
    /// This seat discards nothing and draws nothing.
    StandsPat,
    /// This seat discards `count` cards and draws as many.
    Draws { count: u8 },
    /// This seat ends its turn without calling.
    EndsTurn,
    /// This seat lets the other player's call be shown and settled.
    Accepts,
    /// This seat answers the other player's call with Total Hand, overriding it.
    AnswersTotalHand,
    /// This seat challenges its empty row `row`: the next round is played for it.
    Challenges { row: Row },
    /// This seat stops the game instead of challenging.
    Quits,

    /// A call of `hand` where both hands form it with the same `points`: nothing is written.
    CallTied { hand: Row, points: i64 },
    /// `winner`'s `hand` won the call and its `points` were written in its row.
    CallWon {
        winner: Seat,
        hand: Row,
        points: i64,
    },
    /// `winner`'s `hand` won the call with `points`, but that row was already filled, so
    /// nothing was written.
    CallWonRowFilled {
        winner: Seat,
        hand: Row,
        points: i64,
    },
    /// Total Hand with both five-card totals equal to `total`: nothing is written.
    TotalsTied { total: i64 },
    /// `seat`'s Total Hand won, `total` to `against`, and `total` was written in its row.
    TotalHandWon {
        seat: Seat,
        total: i64,
        against: i64,
    },
    /// `seat`'s Total Hand lost, `total` to `against`, and 0 was written in its row.
    TotalHandLost {
        seat: Seat,
        total: i64,
        against: i64,
    },
    /// `seat`'s Total Hand, answering `caller`'s call of `call`, lost `total` to `against`:
    /// 0 was written in `seat`'s Total Hand row and `against` in `caller`'s `call` row.
    AnswerLost {
        seat: Seat,
        total: i64,
        against: i64,
        caller: Seat,
        call: Row,
    },
    /// The challenge of `row` ended with both five-card totals equal to `total`: nothing is
    /// written.
    ChallengeTied { row: Row, total: i64 },
    /// `challenger` won the challenge and wrote its five-card `total` in `row`.
    ChallengeWon {
        challenger: Seat,
        row: Row,
        total: i64,
    },
    /// `challenger` lost the challenge of `row` (and wrote 0 there); `defender` added its
    /// five-card `total` to its Challenge row.
    ChallengeLost {
        challenger: Seat,
        row: Row,
        defender: Seat,
        total: i64,
    },

    /// The game ended with `winner` ahead, `points` to `against`.
    GameWon {
        winner: Seat,
        points: i64,
        against: i64,
    },
    /// The game ended with both sheets adding up to `points`.
    GameDrawn { points: i64 },
}

/// A score-sheet row by its name, the way calls, challenges and the sheet itself name it.
impl Speak for Row {
    fn phrase(&self) -> Phrase {
        Phrase::new(match self {
            Row::Pair => "suit_challenge-row-pair",
            Row::TwoPair => "suit_challenge-row-two-pair",
            Row::ThreeOfAKind => "suit_challenge-row-three-of-a-kind",
            Row::Straight => "suit_challenge-row-straight",
            Row::FullHouse => "suit_challenge-row-full-house",
            Row::FourOfAKind => "suit_challenge-row-four-of-a-kind",
            Row::FiveOfAKind => "suit_challenge-row-five-of-a-kind",
            Row::TotalHand => "suit_challenge-row-total-hand",
            Row::Challenge => "suit_challenge-row-challenge",
        })
    }
}

impl Speak for Note {
    fn phrase(&self) -> Phrase {
        match *self {
            Note::Calls { hand } => {
                Phrase::new("suit_challenge-calls").nested("hand", hand.phrase())
            }
            Note::Passes => Phrase::new("suit_challenge-passes"),
            Note::StandsPat => Phrase::new("suit_challenge-stands-pat"),
            Note::Draws { count } => Phrase::new("suit_challenge-draws").number("count", count),
            Note::EndsTurn => Phrase::new("suit_challenge-ends-turn"),
            Note::Accepts => Phrase::new("suit_challenge-accepts"),
            Note::AnswersTotalHand => Phrase::new("suit_challenge-answers-total-hand"),
            Note::Challenges { row } => {
                Phrase::new("suit_challenge-challenges").nested("row", row.phrase())
            }
            Note::Quits => Phrase::new("suit_challenge-quits"),
            Note::CallTied { hand, points } => Phrase::new("suit_challenge-call-tied")
                .nested("hand", hand.phrase())
                .number("points", points),
            Note::CallWon {
                winner,
                hand,
                points,
            } => Phrase::new("suit_challenge-call-won")
                .seat("winner", winner)
                .nested("hand", hand.phrase())
                .number("points", points),
            Note::CallWonRowFilled {
                winner,
                hand,
                points,
            } => Phrase::new("suit_challenge-call-won-row-filled")
                .seat("winner", winner)
                .nested("hand", hand.phrase())
                .number("points", points),
            Note::TotalsTied { total } => {
                Phrase::new("suit_challenge-totals-tied").number("total", total)
            }
            Note::TotalHandWon {
                seat,
                total,
                against,
            } => Phrase::new("suit_challenge-total-hand-won")
                .seat("player", seat)
                .number("total", total)
                .number("against", against),
            Note::TotalHandLost {
                seat,
                total,
                against,
            } => Phrase::new("suit_challenge-total-hand-lost")
                .seat("player", seat)
                .number("total", total)
                .number("against", against),
            Note::AnswerLost {
                seat,
                total,
                against,
                caller,
                call,
            } => Phrase::new("suit_challenge-answer-lost")
                .seat("player", seat)
                .number("total", total)
                .number("against", against)
                .seat("caller", caller)
                .nested("call", call.phrase()),
            Note::ChallengeTied { row, total } => Phrase::new("suit_challenge-challenge-tied")
                .nested("row", row.phrase())
                .number("total", total),
            Note::ChallengeWon {
                challenger,
                row,
                total,
            } => Phrase::new("suit_challenge-challenge-won")
                .seat("challenger", challenger)
                .nested("row", row.phrase())
                .number("total", total),
            Note::ChallengeLost {
                challenger,
                row,
                defender,
                total,
            } => Phrase::new("suit_challenge-challenge-lost")
                .seat("challenger", challenger)
                .nested("row", row.phrase())
                .seat("defender", defender)
                .number("total", total),
            Note::GameWon {
                winner,
                points,
                against,
            } => Phrase::new("suit_challenge-game-won")
                .seat("winner", winner)
                .number("points", points)
                .number("against", against),
            Note::GameDrawn { points } => {
                Phrase::new("suit_challenge-game-drawn").number("points", points)
            }
        }
    }
}

impl Speak for Action {
    fn phrase(&self) -> Phrase {
        match self {
            Action::Call { hand } => {
                Phrase::new("suit_challenge-action-call").nested("hand", hand.phrase())
            }
            Action::Discard { cards } if cards.is_empty() => {
                Phrase::new("suit_challenge-action-draw-nothing")
            }
            Action::Discard { cards } => {
                let cards: Vec<_> = cards.iter().collect();
                Phrase::new("suit_challenge-action-discard").cards("cards", &cards)
            }
            Action::Pass => Phrase::new("suit_challenge-action-pass"),
            Action::EndTurn => Phrase::new("suit_challenge-action-end-turn"),
            Action::Accept => Phrase::new("suit_challenge-action-accept"),
            Action::TotalHand => Phrase::new("suit_challenge-action-total-hand"),
            Action::Challenge { row } => {
                Phrase::new("suit_challenge-action-challenge").nested("row", row.phrase())
            }
            Action::Quit => Phrase::new("suit_challenge-action-quit"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::games::suit_challenge::CardList;
    use crate::phrase::Arg;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    #[test]
    fn every_row_has_its_own_name() {
        let ids: std::collections::BTreeSet<_> =
            Row::ALL.iter().map(|row| row.phrase().id).collect();
        assert_eq!(ids.len(), Row::ALL.len());
        assert_eq!(Row::FullHouse.phrase().id, "suit_challenge-row-full-house");
    }

    #[test]
    fn a_call_names_its_hand_and_a_result_its_seats_and_points() {
        let call = Note::Calls {
            hand: Row::FullHouse,
        };
        assert_eq!(call.phrase().id, "suit_challenge-calls");
        assert_eq!(
            call.phrase().args["hand"],
            Arg::Phrase(Box::new(Phrase::new("suit_challenge-row-full-house")))
        );
        let lost = Note::AnswerLost {
            seat: 1,
            total: 30,
            against: 51,
            caller: 0,
            call: Row::Straight,
        };
        let phrase = lost.phrase();
        assert_eq!(phrase.id, "suit_challenge-answer-lost");
        assert_eq!(phrase.args["player"], Arg::Seat(1));
        assert_eq!(phrase.args["caller"], Arg::Seat(0));
        assert_eq!(phrase.args["total"], Arg::Number(30));
        assert_eq!(phrase.args["against"], Arg::Number(51));
        assert_eq!(
            serde_json::to_value(&lost).unwrap(),
            serde_json::json!({"what": "answer_lost", "seat": 1, "total": 30, "against": 51,
                "caller": 0, "call": "straight"})
        );
        assert_eq!(
            serde_json::from_value::<Note>(serde_json::to_value(&lost).unwrap()).unwrap(),
            lost
        );
    }

    #[test]
    fn a_discard_names_its_cards_and_an_empty_one_draws_nothing() {
        let cards = [card("AS"), card("TD")];
        let discard = Action::Discard {
            cards: CardList::new(&cards),
        };
        let phrase = discard.phrase();
        assert_eq!(phrase.id, "suit_challenge-action-discard");
        assert_eq!(phrase.args["cards"], Arg::Cards(cards.to_vec()));
        let nothing = Action::Discard {
            cards: CardList::EMPTY,
        };
        assert_eq!(
            nothing.phrase(),
            Phrase::new("suit_challenge-action-draw-nothing")
        );
    }
}
