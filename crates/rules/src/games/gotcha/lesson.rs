//! The guided first game of Gotcha: the learner puts five cards aside, guesses Boris's largest
//! card counting from that end, a card further in that scores more, calls Gotcha on a card
//! they can work out for sure, misses one and so passes the turn, and watches Boris's Gotcha
//! cost him. Two players with 20 cards each; the pack is stacked so the same cards come every
//! time, and the lesson ends before the hands are empty (playing 15 cards each out is a game,
//! not a lesson).

use super::{Action, End, Gotcha, Options, TwoPlayerDeal};
use crate::cards::{self, Card};
use crate::game::Deal;
use crate::guide::{Lesson, Pointer, Step, Wait, card, dealt_alternately, stacked};
use crate::phrase::{Phrase, Values};
use std::marker::PhantomData;

/// The learner, who guesses first since Boris deals.
const YOU: usize = 0;
/// The computer player the lesson plays against, the dealer.
const BORIS: usize = 1;

/// The learner's 20 cards: every Ace and three of the 2s (so Boris's small cards can be worked
/// out), no 9 (so Boris's guess of one misses, whatever the learner puts aside) and no King.
const YOURS: [&str; 20] = [
    "AC", "AD", "AH", "AS", "2C", "2D", "2H", "3C", "4C", "4D", "5C", "6C", "6D", "7C", "8C",
    "10C", "10D", "JC", "JD", "QC",
];
/// Boris's 20 cards; he puts the first five aside, keeping 2 3 3 5 5 6 7 8 9 10 J Q K K K.
const BORIS_CARDS: [&str; 20] = [
    "4H", "7H", "8D", "9C", "QD", "2S", "3D", "3H", "5D", "5H", "6H", "7D", "8H", "9D", "10H",
    "JH", "QH", "KC", "KD", "KH",
];

/// The pack, top card first: dealt one at a time from the learner (left of the dealer), so
/// the hands alternate; the 12 cards after them are set aside unseen.
fn pack() -> Vec<Card> {
    stacked(
        dealt_alternately(&YOURS, &BORIS_CARDS),
        cards::standard_pack(),
    )
}

fn say(name: &str) -> Phrase {
    Phrase::new(format!("gotcha-lesson-{name}"))
}

/// A phrase that names Boris.
fn say_of_boris(name: &str) -> Phrase {
    say(name).seat("other", BORIS)
}

/// The guess that Boris's card at `position`, counted from his smallest, has `value`: the form
/// the rules list (the same guess counted from the largest end is taken as this one).
fn guess(position: u8, value: u8) -> Action {
    Action::Guess {
        target: BORIS as u8,
        position,
        from: End::Smallest,
        value,
    }
}

pub(super) fn lesson() -> Lesson<Gotcha, Options, Action> {
    let discard = |code: &str| Action::Discard { card: card(code) };
    let steps = vec![
        Step::read(
            say_of_boris("welcome"),
            vec![Pointer::Card(card("AC")), Pointer::Card(card("QC"))],
        ),
        Step {
            says: say_of_boris("discard"),
            points_at: vec![],
            waits: Wait::Move {
                moves: YOURS.iter().map(|code| discard(code)).collect(),
                times: 5,
                otherwise: say("discard-why"),
            },
        },
        Step::opponent(
            say_of_boris("other-discards"),
            BORIS_CARDS[..5].iter().map(|code| discard(code)).collect(),
        ),
        // Boris keeps 15 cards: his largest is the 15th smallest.
        Step::only(
            say_of_boris("guess-largest"),
            guess(15, 13),
            say_of_boris("guess-largest-why"),
        ),
        Step::only(
            say("guess-further-in"),
            guess(3, 3),
            say_of_boris("guess-further-in-why"),
        ),
        Step::only(
            say("call-gotcha"),
            Action::Gotcha,
            say_of_boris("call-gotcha-why"),
        ),
        Step::only(
            say("gotcha-guess"),
            guess(2, 3),
            say_of_boris("gotcha-guess-why"),
        ),
        // His 6th smallest of 12 is an 8: the guess misses.
        Step::only(say("miss"), guess(6, 7), say_of_boris("miss-why")),
        Step::opponent(
            say_of_boris("other-turn"),
            vec![
                Action::Gotcha,
                Action::Guess {
                    target: YOU as u8,
                    position: 5,
                    from: End::Smallest,
                    value: 9,
                },
            ],
        ),
        Step::read(say_of_boris("other-missed"), vec![]),
        Step::read(say("ending"), vec![]),
    ];
    Lesson {
        options: Options {
            two_player_deal: TwoPlayerDeal::Deal20Discard5,
            dealer: BORIS,
        },
        seats: 2,
        deal: Deal {
            seed: 20,
            stacked: Some(pack()),
        },
        learner: YOU,
        steps,
        game: PhantomData,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::gotcha::value;
    use crate::guide::At;

    fn values(codes: &[&str]) -> Vec<u8> {
        let mut values: Vec<u8> = codes.iter().map(|code| value(card(code))).collect();
        values.sort();
        values
    }

    #[test]
    fn the_hands_are_dealt_as_the_lesson_says_and_every_guess_lands_as_it_says() {
        let lesson = lesson();
        let start = crate::testing::start::<Gotcha>(&lesson).unwrap();
        let hand_values = |state: &Gotcha, seat: usize| -> Vec<u8> {
            state.hands[seat].iter().map(|&card| value(card)).collect()
        };
        assert_eq!(hand_values(&start, YOU), values(&YOURS));
        assert_eq!(hand_values(&start, BORIS), values(&BORIS_CARDS));
        // Whichever five cards the learner puts aside, the lesson's guesses score as it says:
        // 4, 6 and 6 (5 and the Gotcha's 1), then a miss; Boris's Gotcha costs him 5.
        for first in 0..YOURS.len() {
            let (state, _) = crate::testing::walk::<Gotcha>(&lesson, |step, allowed| {
                if step == 1 { first } else { allowed.len() - 1 }
            })
            .expect("the lesson plays through");
            assert_eq!(state.scores, [16, -5], "putting aside from card {first}");
            assert_eq!(state.to_act(), Some(YOU), "the learner guesses on");
            assert_eq!(state.hands[BORIS].len(), 12);
            assert_eq!(state.hands[YOU].len(), 15);
        }
    }

    #[test]
    fn the_card_the_learner_calls_gotcha_on_is_certain_from_what_they_know() {
        let lesson = lesson();
        let mut state = crate::testing::start::<Gotcha>(&lesson).unwrap();
        let mut at = At::default();
        // Up to the Gotcha: the learner's view then allows one value for Boris's 2nd smallest.
        while lesson.steps[at.step].says.id != "gotcha-lesson-call-gotcha" {
            let action = match &lesson.steps[at.step].waits {
                Wait::Read => {
                    at = lesson.after_reading(at);
                    continue;
                }
                Wait::Move { moves, .. } => *moves
                    .iter()
                    .find(|action| state.legal_actions().contains(action))
                    .unwrap(),
                Wait::Opponent(moves) => moves[at.made],
                Wait::PlayOn => unreachable!("the lesson plays on before its Gotcha"),
            };
            state.apply(&action).unwrap();
            at = lesson.after_move(at, false);
        }
        let view = state.view(YOU);
        assert_eq!(view.possible_values[BORIS][1], [3], "his 2nd smallest");
        assert!(
            view.possible_values[BORIS][0].len() > 1,
            "his smallest is not"
        );
    }
}
