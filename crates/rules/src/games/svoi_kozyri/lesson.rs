//! The guided first game of Svoi Kozyri: the learner deals and names their suits, sees the
//! mirrored deal, beats with a higher card of the suit and with their own trump, lays a second
//! card that Boris cannot beat, picks up a card they cannot beat, and plays on to the end. A
//! 24-card pack keeps it short; the pack is stacked so the same cards come every time.

use super::{Action, Options, SvoiKozyri};
use crate::cards::Suit;
use crate::game::Deal;
use crate::guide::{Lesson, Pointer, Step, Wait, card};
use crate::phrase::{Phrase, Values};
use std::marker::PhantomData;

/// The learner, who deals.
const YOU: usize = 0;
/// The computer player the lesson plays against.
const BORIS: usize = 1;

/// The pack, top card first. Its first half is the learner's draw: the hearts 10 and 9 and
/// the spades A, K and Q are the ones that count, since the learner names hearts and spades.
/// With those, the mirrored deal gives the learner ♥10 ♥9, ♠A ♠K ♠Q, ♦A ♦K ♦Q ♦J, ♣J ♣10 ♣9
/// and Boris ♦10 ♦9, ♣A ♣K ♣Q, ♥A ♥K ♥Q ♥J, ♠J ♠10 ♠9.
const PACK: [&str; 24] = [
    "10H", "AS", "9D", "9H", "KS", "JC", "QS", "KD", "10C", "AD", "QC", "JD", // the draw
    "AH", "KH", "QH", "JH", "JS", "10S", "9S", "10D", "QD", "AC", "KC", "9C",
];

fn step(says: Phrase, points_at: Vec<Pointer<Action>>, waits: Wait<Action>) -> Step<Action> {
    Step {
        says,
        points_at,
        waits,
    }
}

fn say(name: &str) -> Phrase {
    Phrase::new(format!("svoi_kozyri-lesson-{name}"))
}

/// The learner's suits, as the lesson has them named.
fn suits(phrase: Phrase) -> Phrase {
    phrase
        .suit("trump", Suit::Hearts)
        .suit("second", Suit::Spades)
}

/// The learner's one move at a step, and why another will not do.
fn only(action: Action, otherwise: Phrase) -> Wait<Action> {
    Wait::Move {
        moves: vec![action],
        times: 1,
        otherwise,
    }
}

pub(super) fn lesson() -> Lesson<SvoiKozyri, Options, Action> {
    let beat = |code: &str| Action::Beat { card: card(code) };
    let lead = |code: &str| Action::Lead { card: card(code) };
    let choose = Action::ChooseSuits {
        trump: Suit::Hearts,
        second: Suit::Spades,
    };
    let draw: Vec<Pointer<Action>> = PACK[..12].iter().map(|c| Pointer::Card(card(c))).collect();
    let steps = vec![
        step(say("welcome"), draw, Wait::Read),
        step(
            suits(say("choose-suits")),
            vec![Pointer::Action(choose)],
            only(choose, suits(say("choose-suits-why"))),
        ),
        step(
            say("other-chooses").seat("other", BORIS),
            vec![],
            Wait::Opponent(vec![Action::ChooseTrump {
                suit: Suit::Diamonds,
            }]),
        ),
        step(
            suits(say("mirrored-deal"))
                .seat("other", BORIS)
                .suit("other_trump", Suit::Diamonds)
                .suit("other_second", Suit::Clubs),
            // A pair of mirror cards: your small hearts, their small diamonds.
            ["10H", "9H", "10D", "9D"]
                .iter()
                .map(|c| Pointer::Card(card(c)))
                .collect(),
            Wait::Read,
        ),
        step(
            say("other-leads").seat("other", BORIS),
            vec![],
            Wait::Opponent(vec![lead("9S")]),
        ),
        step(
            say("beat-higher")
                .card("top", card("9S"))
                .card("card", card("QS")),
            vec![Pointer::Card(card("9S")), Pointer::Action(beat("QS"))],
            only(beat("QS"), say("beat-higher-why").card("card", card("QS"))),
        ),
        step(
            say("second-card")
                .seat("other", BORIS)
                .card("card", card("JD"))
                .suit("other_trump", Suit::Diamonds)
                .cards("trumps", &[card("10D"), card("9D")]),
            vec![Pointer::Action(lead("JD"))],
            only(
                lead("JD"),
                say("second-card-why")
                    .seat("other", BORIS)
                    .card("card", card("JD")),
            ),
        ),
        step(
            say("other-picks-up").seat("other", BORIS),
            vec![Pointer::Card(card("JD"))],
            Wait::Opponent(vec![Action::PickUp]),
        ),
        step(
            say("lead").card("card", card("9C")),
            vec![Pointer::Action(lead("9C"))],
            only(lead("9C"), say("lead-why").card("card", card("9C"))),
        ),
        step(
            say("other-beats").seat("other", BORIS),
            vec![],
            Wait::Opponent(vec![beat("QC")]),
        ),
        step(
            say("other-second-card").seat("other", BORIS),
            vec![],
            Wait::Opponent(vec![lead("JH")]),
        ),
        step(
            say("pick-up")
                .card("top", card("JH"))
                .suit("trump", Suit::Hearts)
                .cards("hearts", &[card("10H"), card("9H")]),
            vec![Pointer::Card(card("JH")), Pointer::Action(Action::PickUp)],
            only(Action::PickUp, say("pick-up-why").card("top", card("JH"))),
        ),
        step(
            say("other-leads-again").seat("other", BORIS),
            vec![],
            Wait::Opponent(vec![lead("10S")]),
        ),
        step(
            say("beat-trump")
                .card("top", card("10S"))
                .card("card", card("9H"))
                .suit("trump", Suit::Hearts),
            vec![Pointer::Card(card("10S")), Pointer::Action(beat("9H"))],
            only(
                beat("9H"),
                say("beat-trump-why")
                    .card("card", card("9H"))
                    .suit("trump", Suit::Hearts),
            ),
        ),
        step(say("play-on").seat("other", BORIS), vec![], Wait::Read),
        step(say("playing-on"), vec![], Wait::PlayOn),
    ];
    Lesson {
        options: Options {
            pack: 24,
            ..Options::default()
        },
        seats: 2,
        deal: Deal {
            seed: 24,
            stacked: Some(PACK.iter().map(|c| card(c)).collect()),
        },
        learner: YOU,
        steps,
        game: PhantomData,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::game::Game;
    use crate::guide::Wait;

    #[test]
    fn the_lesson_deals_the_hands_it_describes_and_plays_through_to_the_end() {
        let lesson = lesson();
        let (state, moves) = crate::testing::walk::<SvoiKozyri>(&lesson, |_, _| 0)
            .expect("the lesson plays through");
        assert!(state.outcome().is_some(), "the lesson ends with the game");
        assert!(moves.len() > 10);
        // The hands right after the deal, as the pack's comment says.
        let mut dealt = crate::testing::start::<SvoiKozyri>(&lesson).unwrap();
        for action in &moves[..2] {
            dealt.apply(action).unwrap();
        }
        let hand = |seat: usize| {
            let mut cards = dealt.view(seat).hands[seat].clone();
            cards.sort();
            cards
        };
        let cards = |codes: &[&str]| {
            let mut cards: Vec<Card> = codes.iter().map(|c| card(c)).collect();
            cards.sort();
            cards
        };
        assert_eq!(
            hand(YOU),
            cards(&[
                "10H", "9H", "AS", "KS", "QS", "AD", "KD", "QD", "JD", "JC", "10C", "9C"
            ])
        );
        assert_eq!(
            hand(BORIS),
            cards(&[
                "10D", "9D", "AC", "KC", "QC", "AH", "KH", "QH", "JH", "JS", "10S", "9S"
            ])
        );
    }

    #[test]
    fn where_the_learner_has_no_choice_the_lesson_asks_for_the_only_move() {
        // Boris cannot beat the ♦J and the learner cannot beat the ♥J: the rules leave one
        // move, and the lesson's steps say so.
        let lesson = lesson();
        let mut state = crate::testing::start::<SvoiKozyri>(&lesson).unwrap();
        for (at, step) in lesson.steps.iter().enumerate() {
            let action = match &step.waits {
                Wait::Move { moves, .. } => moves[0],
                Wait::Opponent(scripted) => scripted[0],
                Wait::Read => continue,
                Wait::PlayOn => break,
            };
            if action == Action::PickUp {
                assert_eq!(state.legal_actions(), [Action::PickUp], "step {at}");
            }
            state.apply(&action).unwrap();
        }
    }
}
