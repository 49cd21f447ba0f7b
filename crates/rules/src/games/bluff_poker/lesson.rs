//! The guided first game of Bluff Poker: the learner builds a row of three Aces that makes
//! Boris fold (the hand scores by the cards played to it), leads a Lowball of five low cards
//! face up and wins it against Boris's answer, then folds early against a pair of Kings they
//! cannot beat, at a tenth of what playing on would cost. The pack is stacked so the same
//! cards come every time, and the lesson ends after three hands (a game is one pass through
//! the stock).

use super::{Action, BluffPoker, Options};
use crate::cards::{self, Card};
use crate::game::Deal;
use crate::guide::{Lesson, Step, Wait, card, dealt_alternately, pointing_at_cards};
use crate::phrase::{Phrase, Values};
use std::marker::PhantomData;

/// The learner, who leads the first hand since Boris deals.
const YOU: usize = 0;
/// The computer player the lesson plays against, the dealer.
const BORIS: usize = 1;

/// The learner's ten cards: three Aces for the first hand, the 2 3 4 5 7 of the Lowball, and
/// two cards kept for the last hand.
const YOURS: [&str; 10] = ["AS", "AH", "AD", "2C", "3D", "4H", "5S", "7C", "JD", "10C"];
/// Boris's ten: the two he plays and folds on, the 9 8 6 4 2 he answers the Lowball with, and
/// the Kings of the last hand.
const BORIS_CARDS: [&str; 10] = ["6C", "8D", "2D", "4C", "6H", "8S", "9C", "KS", "KH", "QS"];
/// What the learner draws after the first hand (the winner draws first, so theirs are the
/// 1st, 3rd and 5th cards of the stock).
const YOUR_FIRST_DRAW: [&str; 3] = ["6D", "8C", "QD"];
/// What the learner draws after the Lowball (the 6th, 8th, 10th, 12th and 14th): with the rest
/// of their hand, one pair at best (two 3s), no straight and no flush.
const YOUR_SECOND_DRAW: [&str; 5] = ["2H", "3S", "3C", "5D", "7H"];

/// The pack, top card first: the hands dealt one card at a time from the learner (left of the
/// dealer), then the stock, drawn from its top, with the learner's draws where they fall and
/// the other cards in pack order between and after them.
fn pack() -> Vec<Card> {
    let mut pack = dealt_alternately(&YOURS, &BORIS_CARDS);
    let placed: Vec<Card> = pack
        .iter()
        .copied()
        .chain(
            YOUR_FIRST_DRAW
                .iter()
                .chain(&YOUR_SECOND_DRAW)
                .map(|c| card(c)),
        )
        .collect();
    let mut others = cards::standard_pack()
        .into_iter()
        .filter(|card| !placed.contains(card));
    // Stock positions (from its top) of the learner's draws.
    let first = YOUR_FIRST_DRAW.iter().zip([0, 2, 4]);
    let second = YOUR_SECOND_DRAW.iter().zip([5, 7, 9, 11, 13]);
    let mut stock: Vec<Option<Card>> = vec![None; 32];
    for (code, at) in first.chain(second) {
        stock[at] = Some(card(code));
    }
    pack.extend(
        stock
            .into_iter()
            .map(|slot| slot.or_else(|| others.next()).expect("cards enough")),
    );
    pack
}

fn say(name: &str) -> Phrase {
    Phrase::new(format!("bluff_poker-lesson-{name}"))
}

/// A phrase that names Boris.
fn say_of_boris(name: &str) -> Phrase {
    say(name).seat("other", BORIS)
}

fn play(code: &str) -> Action {
    Action::Play { card: card(code) }
}

pub(super) fn lesson() -> Lesson<BluffPoker, Options, Action> {
    let low = ["2C", "3D", "4H", "5S", "7C"];
    let his_low = ["2D", "4C", "6H", "8S", "9C"];
    let choose = |code: &str| Action::Choose { card: card(code) };
    let mut his_answer = vec![Action::Respond { face_up: true }];
    his_answer.extend(his_low.iter().map(|c| choose(c)));
    let steps = vec![
        Step::read(
            say_of_boris("welcome"),
            pointing_at_cards(&["AS", "AH", "AD"]),
        ),
        Step::only(
            say("lead").card("card", card("AS")),
            play("AS"),
            say("lead-why").card("card", card("AS")),
        ),
        Step::opponent(say_of_boris("other-plays"), vec![play("6C")]),
        Step::only(
            say("pair").card("card", card("AH")),
            play("AH"),
            say("pair-why").card("card", card("AH")),
        ),
        Step::opponent(say_of_boris("other-plays-again"), vec![play("8D")]),
        Step::only(
            say_of_boris("three").card("card", card("AD")),
            play("AD"),
            say("three-why").card("card", card("AD")),
        ),
        Step::opponent(say_of_boris("other-folds"), vec![Action::Fold]),
        Step::read(say_of_boris("folded"), vec![]),
        Step::only(
            say_of_boris("lowball"),
            Action::Lowball { face_up: true },
            say("lowball-why"),
        ),
        Step {
            says: say("lowball-choose").cards("cards", &low.map(card)),
            points_at: pointing_at_cards(&low),
            waits: Wait::Move {
                moves: low.iter().map(|c| choose(c)).collect(),
                times: 5,
                otherwise: say("lowball-choose-why").cards("cards", &low.map(card)),
            },
        },
        Step::opponent(say_of_boris("other-answers"), his_answer),
        Step::read(say_of_boris("lowball-won"), vec![]),
        Step::only(
            say("lead-again").card("card", card("QD")),
            play("QD"),
            say("lead-again-why").card("card", card("QD")),
        ),
        Step::opponent(say_of_boris("other-king"), vec![play("KS")]),
        Step::only(
            say("second-card").card("card", card("JD")),
            play("JD"),
            say("second-card-why").card("card", card("JD")),
        ),
        Step::opponent(say_of_boris("other-kings"), vec![play("KH")]),
        Step::only(say_of_boris("fold"), Action::Fold, say_of_boris("fold-why"))
            .pointing_at(pointing_at_cards(&["KS", "KH"])),
        Step::read(say("ending"), vec![]),
    ];
    Lesson {
        options: Options {
            dealer: BORIS,
            ..Options::default()
        },
        seats: 2,
        deal: Deal {
            seed: 10,
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
    use crate::games::bluff_poker::hands::{self, Hand};

    #[test]
    fn the_lesson_scores_as_it_says_and_the_last_hand_cannot_be_won() {
        let lesson = lesson();
        let (state, moves) = crate::testing::walk::<BluffPoker>(&lesson, |_, _| 0)
            .expect("the lesson plays through");
        // Boris folds to three Aces (5 cards: 15), the Lowball face up wins 30, and the fold
        // against the Kings gives Boris 4 cards' worth (10).
        assert_eq!(state.scores, [45, 10]);
        assert_eq!(state.hands[YOU].len(), 10);
        assert!(
            state.outcome().is_none(),
            "the game goes on after the lesson"
        );
        // In the last hand the learner's ten cards make a pair of 3s at best: below the
        // Kings Boris shows, whatever five they might have played.
        let mut at_last_hand = crate::testing::start::<BluffPoker>(&lesson).unwrap();
        let fold_at = moves.len() - 1;
        for action in &moves[..fold_at - 4] {
            at_last_hand.apply(action).unwrap();
        }
        let held = at_last_hand.hands[YOU].clone();
        assert_eq!(held.len(), 10);
        let kings = hands::evaluate(&[card("KS"), card("KH")]);
        let mut best = 0;
        for a in 0..10 {
            for b in a + 1..10 {
                for c in b + 1..10 {
                    for d in c + 1..10 {
                        for e in d + 1..10 {
                            let row = [held[a], held[b], held[c], held[d], held[e]];
                            best = best.max(hands::evaluate(&row));
                        }
                    }
                }
            }
        }
        assert!(best < kings, "the learner could beat the Kings");
        assert!(matches!(Hand::of_value(best), Hand::Pair { .. }));
    }
}
