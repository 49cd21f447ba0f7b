//! What Gotcha says, as data: its notes (a guess, right or wrong, the last turn, the result)
//! and its actions, each as the phrase its message files word (`assets/i18n/*/games/gotcha.ftl`).

use super::{Action, End};
use crate::cards::{Card, Rank};
use crate::game::Seat;
use crate::phrase::{Arg, Phrase, Speak, Values};
use serde::{Deserialize, Serialize};

/// What happened at a Gotcha table, beside the cards that moved. The seat of the
/// [`crate::Event::Said`] that carries a note is the one it is about (the guesser, the player
/// guessed at).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Note {
    /// The discards are made and this seat guesses first.
    StartsGuessing,
    /// This seat calls Gotcha before its next guess.
    CallsGotcha,
    /// This seat guesses that `target`'s card at `position`, counted from `end`, is `value`
    /// (1 for an Ace to 13 for a King), as the guesser said it.
    Guess {
        target: Seat,
        end: End,
        position: u8,
        value: u8,
    },
    /// The guess at this seat's card was right: `card` is shown and leaves the hand.
    Right { card: Card },
    /// The guess at this seat's card was wrong.
    Wrong,
    /// This seat's hand is empty and it takes one last turn (two players).
    LastTurn,
    /// The game ended with `seat` alone on top, with `points`.
    Won { seat: Seat, points: i64 },
    /// The game ended with `seats` sharing the top score, `points`.
    SharedWin { seats: Vec<Seat>, points: i64 },
    /// The game ended with everyone on `points`.
    Draw { points: i64 },
}

/// A value as a rank (1 is the Ace); a number where it names none (a refused guess).
pub fn value_arg(value: u8) -> Arg {
    let rank = if value == 1 {
        Some(Rank::ACE)
    } else {
        Rank::new(value).filter(|rank| *rank != Rank::ACE)
    };
    rank.map_or(Arg::Number(i64::from(value)), Arg::Rank)
}

fn end_word(end: End) -> &'static str {
    match end {
        End::Smallest => "smallest",
        End::Largest => "largest",
    }
}

/// A guess as the message `id` words it: whose card, from which end, where, and what value.
fn guess_phrase(id: &'static str, target: Seat, end: End, position: u8, value: u8) -> Phrase {
    Phrase::new(id)
        .seat("target", target)
        .word("end", end_word(end))
        .number("position", position)
        .arg("value", value_arg(value))
}

impl Speak for Note {
    fn phrase(&self) -> Phrase {
        match self {
            Note::StartsGuessing => Phrase::new("gotcha-starts-guessing"),
            Note::CallsGotcha => Phrase::new("gotcha-calls-gotcha"),
            Note::Guess {
                target,
                end,
                position,
                value,
            } => guess_phrase("gotcha-guess", *target, *end, *position, *value),
            Note::Right { card } => Phrase::new("gotcha-right").card("card", *card),
            Note::Wrong => Phrase::new("gotcha-wrong"),
            Note::LastTurn => Phrase::new("gotcha-last-turn"),
            Note::Won { seat, points } => Phrase::new("gotcha-won")
                .seat("winner", *seat)
                .number("points", *points),
            Note::SharedWin { seats, points } => Phrase::new("gotcha-shared-win")
                .arg("winners", Arg::Seats(seats.clone()))
                .number("points", *points),
            Note::Draw { points } => Phrase::new("gotcha-draw").number("points", *points),
        }
    }
}

impl Speak for Action {
    fn phrase(&self) -> Phrase {
        match *self {
            Action::Discard { card } => Phrase::new("gotcha-action-discard").card("card", card),
            Action::Gotcha => Phrase::new("gotcha-action-gotcha"),
            Action::Guess {
                target,
                position,
                from,
                value,
            } => guess_phrase(
                "gotcha-action-guess",
                usize::from(target),
                from,
                position,
                value,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_ranks_with_the_ace_as_one() {
        assert_eq!(value_arg(1), Arg::Rank(Rank::ACE));
        assert_eq!(value_arg(12), Arg::Rank(Rank::QUEEN));
        assert_eq!(value_arg(2), Arg::Rank(Rank::TWO));
        assert_eq!(value_arg(14), Arg::Number(14));
        assert_eq!(value_arg(0), Arg::Number(0));
    }

    #[test]
    fn a_guess_names_its_target_end_position_and_value() {
        let note = Note::Guess {
            target: 1,
            end: End::Largest,
            position: 2,
            value: 12,
        };
        let phrase = note.phrase();
        assert_eq!(phrase.id, "gotcha-guess");
        assert_eq!(phrase.args["target"], Arg::Seat(1));
        assert_eq!(phrase.args["end"], Arg::Word("largest".into()));
        assert_eq!(phrase.args["position"], Arg::Number(2));
        assert_eq!(phrase.args["value"], Arg::Rank(Rank::QUEEN));
        let json = serde_json::to_value(&note).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"what": "guess", "target": 1, "end": "largest", "position": 2, "value": 12})
        );
    }
}
