//! The guided first game of Challenge Poker, at a table of three: everyone antes, nobody goes
//! out in round I (Low), where the learner's pair of Kings is weak; in round II (High) everyone
//! draws, the learner draws the third King and goes out showing two of them; one player
//! challenges and loses a private showdown with a straight flush, the other rechallenges, the
//! learner rechallenges back and that player drops. The pack is stacked so the same cards come
//! every time; the lesson ends as round III begins, and the game plays on.

use super::{Action, CardList, ChallengePoker, Options};
use crate::cards::{self, Card};
use crate::game::Deal;
use crate::guide::{Lesson, Pointer, Step, card, cards, dealt_in_turn, pointing_at_cards, stacked};
use crate::phrase::{Phrase, Values};
use std::marker::PhantomData;

/// The learner, left of the dealer: first to act in round I.
const YOU: usize = 0;
/// The computer player who challenges.
const SECOND: usize = 1;
/// The computer player who deals, rechallenges and drops.
const THIRD: usize = 2;

/// The learner's three cards: a pair of Kings (weak at Low) and a 9 to throw away at High.
const YOURS: [&str; 3] = ["KS", "KH", "9D"];
/// The second player's: the makings of a straight flush.
const SECONDS: [&str; 3] = ["JD", "10D", "5S"];
/// The third player's: a Queen high, and a heart.
const THIRDS: [&str; 3] = ["QH", "10C", "6D"];
/// The stock's top, drawn in round II in turn: the second player's Queen of diamonds (a
/// straight flush), the third player's two hearts (a flush), and the learner's King (three
/// Kings).
const DRAWN: [&str; 4] = ["QD", "AH", "3H", "KC"];

/// The learner's 9, thrown away at High.
const YOUR_DISCARD: &str = "9D";

fn pack() -> Vec<Card> {
    let mut top = dealt_in_turn(&[&YOURS, &SECONDS, &THIRDS]);
    top.extend(cards(&DRAWN));
    stacked(top, cards::standard_pack())
}

fn say(name: &str) -> Phrase {
    Phrase::new(format!("challenge_poker-lesson-{name}"))
}

/// A phrase that names both computer players.
fn say_of_both(name: &str) -> Phrase {
    say_of_third(name).seat("second", SECOND)
}

/// A phrase that names the third player, the one who rechallenges.
fn say_of_third(name: &str) -> Phrase {
    say(name).seat("third", THIRD)
}

fn discard(codes: &[&str]) -> Action {
    Action::Discard {
        cards: CardList::new(&cards(codes)),
    }
}

pub(super) fn lesson() -> Lesson<ChallengePoker, Options, Action> {
    let kings = ["KH", "KS"];
    let go_out = Action::GoOut {
        show: [card(kings[0]), card(kings[1])],
    };
    let steps = vec![
        Step::read(say("welcome"), vec![Pointer::Pot]),
        Step::read(
            say("low"),
            vec![Pointer::Card(card("KS")), Pointer::Card(card("KH"))],
        ),
        Step::only(say("pass"), Action::Pass, say("pass-why")),
        Step::opponent(say_of_both("others-pass"), vec![Action::Pass, Action::Pass]),
        Step::read(say("high"), vec![Pointer::Pot]),
        Step::opponent(
            say_of_both("others-draw"),
            vec![discard(&["5S"]), discard(&["6D", "10C"])],
        ),
        Step::only(
            say("draw").card("card", card(YOUR_DISCARD)),
            discard(&[YOUR_DISCARD]),
            say("draw-why").card("card", card(YOUR_DISCARD)),
        ),
        Step::opponent(say_of_both("others-stay"), vec![Action::Pass, Action::Pass]),
        Step::only(
            say("go-out").card("card", card("KC")),
            go_out,
            say("go-out-why"),
        )
        .pointing_at(pointing_at_cards(&["KC", "KH", "KS"])),
        Step::opponent(say("answers"), vec![Action::Challenge, Action::Rechallenge]),
        Step::read(
            say_of_both("showdown"),
            vec![
                Pointer::Card(card("QD")),
                Pointer::Card(card("JD")),
                Pointer::Card(card("10D")),
            ],
        ),
        Step::only(
            say_of_third("rechallenge-back"),
            Action::Rechallenge,
            say("rechallenge-back-why"),
        ),
        Step::opponent(say_of_third("drops"), vec![Action::Drop]),
        Step::read(say_of_third("ending"), vec![Pointer::Pot]),
    ];
    Lesson {
        options: Options {
            dealer: THIRD,
            ..Options::default()
        },
        seats: 3,
        deal: Deal {
            seed: 11,
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
    use crate::games::challenge_poker::{Phase, RoundKind};

    #[test]
    fn the_lesson_pays_as_it_says_and_ends_as_round_three_begins() {
        let lesson = lesson();
        let (state, _) = crate::testing::walk::<ChallengePoker>(&lesson, |_, _| 0)
            .expect("the lesson plays through");
        // Three antes in each of rounds I, II and III: 9 in the pot, 3 from each stack. The
        // second player lost the showdown at the pot (6); the third dropped at twice it (12).
        assert_eq!(state.pot(), 9);
        assert_eq!(state.stacks(), [50 - 3 + 6 + 12, 50 - 3 - 6, 50 - 3 - 12]);
        assert_eq!(state.round(), 3);
        assert_eq!(state.kind(), RoundKind::Low);
        assert_eq!(state.deal_number(), 1, "the deal goes on");
        assert!(matches!(state.phase(), Phase::Draw { .. }));
        // The learner showed the Kings and holds the third; the private showdown was the
        // learner's and the second player's only.
        assert_eq!(
            state.hand(YOU),
            [card("KC"), card("KH"), card("KS")].as_slice()
        );
        let third = state.view(THIRD);
        assert!(
            third
                .settlements
                .iter()
                .all(|s| s.goer_cards.is_none() && s.opponent_cards.is_none()),
            "the third player saw a hand of the showdown"
        );
        let second = state.view(SECOND);
        assert!(second.settlements.iter().any(|s| s.goer_cards.is_some()));
    }
}
