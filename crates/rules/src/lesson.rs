//! Every game's guided first game, by game id: whether a game has one, and everything its
//! guide may say. The lesson itself is data a game gives ([`crate::guide`], re-exported here).

pub use crate::guide::{
    At, Pointer, READ_FIRST, Wait, card, cards, dealt_alternately, dealt_in_turn,
    pointing_at_cards, stacked,
};

use crate::phrase::Phrase;
use crate::{GameId, GameVisitor, Rules};

/// The guided first game of the game `R`.
pub type Lesson<R> = crate::guide::Lesson<R, <R as Rules>::Options, <R as Rules>::Action>;

/// One step of the guided first game of the game `R`.
pub type Step<R> = crate::guide::Step<<R as Rules>::Action>;

/// Whether `game` has a guided first game.
pub fn has_lesson(game: GameId) -> bool {
    struct Has;
    impl GameVisitor for Has {
        type Output = bool;
        fn visit<R: Rules>(self) -> bool {
            R::lesson().is_some()
        }
    }
    crate::visit(game, Has)
}

/// Everything the lesson of `game` may say: each step, each reason a move is refused, and
/// what holds a move back while the learner reads. For the words checks.
pub fn lesson_phrases(game: GameId) -> Vec<Phrase> {
    struct Phrases;
    impl GameVisitor for Phrases {
        type Output = Vec<Phrase>;
        fn visit<R: Rules>(self) -> Vec<Phrase> {
            let Some(lesson) = R::lesson() else {
                return Vec::new();
            };
            let mut phrases = vec![Phrase::new(READ_FIRST)];
            for step in &lesson.steps {
                phrases.push(step.says.clone());
                if let Wait::Move { otherwise, .. } = &step.waits {
                    phrases.push(otherwise.clone());
                }
            }
            phrases
        }
    }
    crate::visit(game, Phrases)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{GameTypeVisitor, Registered};
    use crate::testing::walk;

    /// Plays every lesson through, once with the first move each step allows and once with
    /// each other allowed move in turn, so no allowed move breaks the steps after it.
    #[test]
    fn every_lesson_plays_through_whichever_allowed_move_the_learner_makes() {
        struct Walk;
        impl GameTypeVisitor for Walk {
            type Output = usize;
            fn visit<R: crate::game::Game + Registered>(self) -> usize {
                let Some(lesson) = R::lesson() else {
                    return 0;
                };
                walk::<R>(&lesson, |_, _| 0).unwrap_or_else(|error| panic!("{}: {error}", R::ID));
                for (at, step) in lesson.steps.iter().enumerate() {
                    if let Wait::Move { moves, .. } = &step.waits {
                        for choice in 1..moves.len() {
                            walk::<R>(&lesson, |step, _| if step == at { choice } else { 0 })
                                .unwrap_or_else(|error| {
                                    panic!("{}, move {choice} at step {at}: {error}", R::ID)
                                });
                        }
                    }
                }
                1
            }
        }
        let lessons: usize = GameId::ALL
            .iter()
            .map(|&game| crate::visit_game(game, Walk))
            .sum();
        assert!(lessons >= 1, "no game has a lesson");
    }

    #[test]
    fn the_learner_is_held_to_the_step_and_told_why() {
        use crate::games::svoi_kozyri::{Action, SvoiKozyri};
        let lesson = SvoiKozyri::lesson().unwrap();
        // Step 0 is read first: nobody moves.
        let choose = Action::ChooseSuits {
            trump: crate::Suit::Hearts,
            second: crate::Suit::Spades,
        };
        let step = At::step;
        assert!(lesson.reading(step(0)));
        assert_eq!(
            lesson.judge(step(0), 0, &choose).unwrap_err().kind,
            READ_FIRST
        );
        assert_eq!(lesson.after_reading(step(0)), step(1));
        // Step 1 wants hearts and spades; clubs and diamonds are refused with the reason.
        assert!(lesson.judge(step(1), 0, &choose).is_ok());
        let other = Action::ChooseSuits {
            trump: crate::Suit::Clubs,
            second: crate::Suit::Diamonds,
        };
        let refused = lesson.judge(step(1), 0, &other).unwrap_err();
        assert_eq!(refused.kind, "svoi_kozyri-lesson-choose-suits-why");
        assert_eq!(lesson.after_move(step(1), false), step(2));
        // Step 2 is Boris's: the lesson makes his move.
        assert_eq!(
            lesson.opponent_move(step(2), 1),
            Some(&Action::ChooseTrump {
                suit: crate::Suit::Diamonds
            })
        );
        assert_eq!(lesson.opponent_move(step(2), 0), None);
        // Playing on lasts until the game is over.
        let last = step(lesson.steps.len() - 1);
        assert_eq!(lesson.after_move(last, false), last);
        assert_eq!(lesson.after_move(last, true), step(last.step + 1));
        assert!(lesson.finished(step(last.step + 1)));
        assert!(has_lesson(GameId::SvoiKozyri));
        assert!(lesson_phrases(GameId::SvoiKozyri).len() > lesson.steps.len());
    }
}
