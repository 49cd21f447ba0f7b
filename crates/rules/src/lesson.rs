//! A guided first game: a game dealt from a stacked pack, so it plays the same every time, and
//! the guide's steps through it. Each step says something (a phrase the text layer words),
//! points at what to look at, and waits: for the learner to read on, for the learner's move
//! (any of the moves the step allows; another is refused with the step's reason and changes
//! nothing), or for another seat's move, which the lesson makes for that seat's computer
//! player. The lesson is data; the app drives it beside the game's session.

use crate::cards::Card;
use crate::game::{Deal, Rules, RulesError, Seat};
use crate::phrase::Phrase;
use crate::{GameId, GameVisitor};

/// A guided first game of one game.
#[derive(Clone, Debug)]
pub struct Lesson<R: Rules> {
    pub options: R::Options,
    pub seats: usize,
    /// The pack dealt, in order: the same cards every time.
    pub deal: Deal,
    /// The seat the learner plays; computer players play the others.
    pub learner: Seat,
    pub steps: Vec<Step<R>>,
}

/// One thing the guide says, and what it waits for.
#[derive(Clone, Debug)]
pub struct Step<R: Rules> {
    pub says: Phrase,
    /// What the table points at while it is said.
    pub points_at: Vec<Pointer<R::Action>>,
    pub waits: Wait<R::Action>,
}

/// Something on the table to look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pointer<A> {
    /// A card, wherever it lies.
    Card(Card),
    /// The button (or the card) that makes this move.
    Action(A),
}

/// What a step waits for before the next one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wait<A> {
    /// The learner reads it and goes on.
    Read,
    /// The learner's move: any of `moves`. Another legal move is refused with `otherwise`,
    /// which says why not this one here.
    Move { moves: Vec<A>, otherwise: Phrase },
    /// Another seat's move: this one, made for its computer player.
    Opponent(A),
    /// The rest of the game: every seat plays as it likes (the computer players as they
    /// would) until the game is over. Only the last step plays on.
    PlayOn,
}

/// What the learner must do before anything else can happen.
const READ_FIRST: &str = "lesson-read-first";

impl<R: Rules> Lesson<R> {
    /// The game as the lesson deals it.
    pub fn start(&self) -> Result<R, RulesError> {
        R::new_game(&self.options, self.seats, self.deal.clone())
    }

    /// The step the guide is at, or None once the lesson is over.
    pub fn step(&self, at: usize) -> Option<&Step<R>> {
        self.steps.get(at)
    }

    /// Whether the lesson is over at step `at`.
    pub fn finished(&self, at: usize) -> bool {
        at >= self.steps.len()
    }

    /// Whether the table waits for the learner to read step `at`: nobody moves meanwhile.
    pub fn reading(&self, at: usize) -> bool {
        matches!(self.step(at).map(|step| &step.waits), Some(Wait::Read))
    }

    /// Whether `seat` may make `action` at step `at`. The rules judge legality; the lesson
    /// only narrows the learner's choice, and holds every seat while the learner reads.
    pub fn judge(&self, at: usize, seat: Seat, action: &R::Action) -> Result<(), RulesError> {
        let Some(step) = self.step(at) else {
            return Ok(());
        };
        match &step.waits {
            Wait::Read => Err(RulesError::new(READ_FIRST)),
            Wait::Move { moves, otherwise } if seat == self.learner => {
                if moves.contains(action) {
                    Ok(())
                } else {
                    Err(refusal(otherwise))
                }
            }
            // The lesson moves for the computer players; another move of theirs is a slip of
            // the app's, refused in the words every refusal of a move out of turn has.
            Wait::Opponent(expected) if seat != self.learner && expected != action => {
                Err(RulesError::new(READ_FIRST).detail("the lesson makes another move there"))
            }
            _ => Ok(()),
        }
    }

    /// The move the lesson makes for `seat`'s computer player at step `at`, if it decides it.
    pub fn opponent_move(&self, at: usize, seat: Seat) -> Option<&R::Action> {
        match self.step(at).map(|step| &step.waits) {
            Some(Wait::Opponent(action)) if seat != self.learner => Some(action),
            _ => None,
        }
    }

    /// The step after a move was made at step `at`, which left the game over or not: a step
    /// that waits for a move is done by it; one that plays on, once the game is over.
    pub fn after_move(&self, at: usize, game_over: bool) -> usize {
        match self.step(at).map(|step| &step.waits) {
            Some(Wait::Move { .. } | Wait::Opponent(_)) => at + 1,
            Some(Wait::PlayOn) if game_over => at + 1,
            _ => at,
        }
    }

    /// The step after the learner read step `at`.
    pub fn after_reading(&self, at: usize) -> usize {
        if self.reading(at) { at + 1 } else { at }
    }

    /// Plays the lesson through, the learner making at each step the move `pick` chooses
    /// among those it allows (and, playing on, the first legal move), the computer players
    /// the lesson's moves and then a normal player's. Checks as it goes that the table waits
    /// for the seat each step waits for, that every move a step allows is legal there, and
    /// that a game played on ends. Returns the game at the end of the lesson and the moves.
    pub fn walk(
        &self,
        mut pick: impl FnMut(usize, &[R::Action]) -> usize,
    ) -> Result<(R, Vec<R::Action>), RulesError> {
        let mut state = self.start()?;
        let mut moves = Vec::new();
        let mut rng = crate::GameRng::seeded(self.deal.seed);
        for (at, step) in self.steps.iter().enumerate() {
            let broken = |what: String| RulesError::damaged(format!("lesson step {at}: {what}"));
            let action = match &step.waits {
                Wait::Read => continue,
                Wait::Move { moves: allowed, .. } => {
                    if state.to_act() != Some(self.learner) {
                        let to_act = state.to_act();
                        return Err(broken(format!("{to_act:?} is to act, not the learner")));
                    }
                    let legal = state.legal_actions();
                    if let Some(illegal) = allowed.iter().find(|action| !legal.contains(action)) {
                        return Err(broken(format!("{illegal:?} is not legal")));
                    }
                    allowed
                        .get(pick(at, allowed))
                        .cloned()
                        .ok_or_else(|| broken("no move to make".into()))?
                }
                Wait::Opponent(action) => {
                    if state.to_act().is_none_or(|seat| seat == self.learner) {
                        let to_act = state.to_act();
                        return Err(broken(format!("{to_act:?} is to act, not an opponent")));
                    }
                    action.clone()
                }
                Wait::PlayOn => {
                    if at + 1 != self.steps.len() {
                        return Err(broken("steps after playing on".into()));
                    }
                    for _ in 0..10_000 {
                        let Some(seat) = state.to_act() else {
                            return Ok((state, moves));
                        };
                        let legal = state.legal_actions();
                        let action = if seat == self.learner {
                            legal[0].clone()
                        } else {
                            let view = state.view(seat);
                            R::bot_action(&view, &legal, crate::Level::Normal, &mut rng)
                        };
                        state
                            .apply(&action)
                            .map_err(|error| broken(format!("{action:?}: {error}")))?;
                        moves.push(action);
                    }
                    return Err(broken("the game played on does not end".into()));
                }
            };
            state
                .apply(&action)
                .map_err(|error| broken(format!("{action:?}: {error}")))?;
            moves.push(action);
        }
        Ok((state, moves))
    }
}

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

/// The lesson's reason as the refusal of a move.
fn refusal(reason: &Phrase) -> RulesError {
    RulesError {
        kind: reason.id.clone(),
        values: reason.args.clone(),
        detail: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays every lesson through, once with the first move each step allows and once with
    /// each other allowed move in turn, so no allowed move breaks the steps after it.
    #[test]
    fn every_lesson_plays_through_whichever_allowed_move_the_learner_makes() {
        struct Walk;
        impl GameVisitor for Walk {
            type Output = usize;
            fn visit<R: Rules>(self) -> usize {
                let Some(lesson) = R::lesson() else {
                    return 0;
                };
                lesson
                    .walk(|_, _| 0)
                    .unwrap_or_else(|error| panic!("{}: {error}", R::ID));
                for (at, step) in lesson.steps.iter().enumerate() {
                    if let Wait::Move { moves, .. } = &step.waits {
                        for choice in 1..moves.len() {
                            lesson
                                .walk(|step, _| if step == at { choice } else { 0 })
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
            .map(|&game| crate::visit(game, Walk))
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
        assert!(lesson.reading(0));
        assert_eq!(lesson.judge(0, 0, &choose).unwrap_err().kind, READ_FIRST);
        assert_eq!(lesson.after_reading(0), 1);
        // Step 1 wants hearts and spades; clubs and diamonds are refused with the reason.
        assert!(lesson.judge(1, 0, &choose).is_ok());
        let other = Action::ChooseSuits {
            trump: crate::Suit::Clubs,
            second: crate::Suit::Diamonds,
        };
        let refused = lesson.judge(1, 0, &other).unwrap_err();
        assert_eq!(refused.kind, "svoi_kozyri-lesson-choose-suits-why");
        assert_eq!(lesson.after_move(1, false), 2);
        // Step 2 is Boris's: the lesson makes his move.
        assert_eq!(
            lesson.opponent_move(2, 1),
            Some(&Action::ChooseTrump {
                suit: crate::Suit::Diamonds
            })
        );
        assert_eq!(lesson.opponent_move(2, 0), None);
        // Playing on lasts until the game is over.
        let last = lesson.steps.len() - 1;
        assert_eq!(lesson.after_move(last, false), last);
        assert_eq!(lesson.after_move(last, true), last + 1);
        assert!(lesson.finished(last + 1));
        assert!(has_lesson(GameId::SvoiKozyri));
        assert!(lesson_phrases(GameId::SvoiKozyri).len() > lesson.steps.len());
    }
}
