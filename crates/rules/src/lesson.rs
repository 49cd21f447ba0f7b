//! A guided first game: a game dealt from a stacked pack, so it plays the same every time, and
//! the guide's steps through it. Each step says something (a phrase the text layer words),
//! points at what to look at, and waits: for the learner to read on, for the learner's move
//! (any of the moves the step allows; another is refused with the step's reason and changes
//! nothing), or for other seats' moves, which the lesson makes for their computer players.
//! The lesson is data; the app drives it beside the game's session.

use crate::cards::Card;
use crate::game::{Deal, Rules, RulesError, Seat};
use crate::phrase::Phrase;
use crate::{GameId, GameVisitor};
use serde::{Deserialize, Serialize};

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
    /// The score sheet's row of this name (the row's own phrase, as the sheet shows it).
    SheetRow(Phrase),
    /// The pot of tokens in the middle of the table.
    Pot,
}

/// What a step waits for before the next one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wait<A> {
    /// The learner reads it and goes on.
    Read,
    /// The learner's moves: `times` of them (putting cards aside one by one), each any of
    /// `moves`. Another legal move is refused with `otherwise`, which says why not this one
    /// here.
    Move {
        moves: Vec<A>,
        times: usize,
        otherwise: Phrase,
    },
    /// Other seats' moves: these, in this order, made for their computer players.
    Opponent(Vec<A>),
    /// The rest of the game: every seat plays as it likes (the computer players as they
    /// would) until the game is over. Only the last step plays on.
    PlayOn,
}

/// A card of a lesson's stacked pack, by its code ("QS"): a lesson's own codes always parse.
pub fn card(code: &str) -> Card {
    code.parse().expect("a card code of the lesson")
}

/// The cards of a lesson's codes, in order.
pub fn cards(codes: &[&str]) -> Vec<Card> {
    codes.iter().map(|code| card(code)).collect()
}

/// Pointers at the cards of a lesson's codes.
pub fn pointing_at_cards<A>(codes: &[&str]) -> Vec<Pointer<A>> {
    codes.iter().map(|code| Pointer::Card(card(code))).collect()
}

/// The top of a pack that deals two hands one card at a time, `first`'s card first.
pub fn dealt_alternately(first: &[&str], second: &[&str]) -> Vec<Card> {
    dealt_in_turn(&[first, second])
}

/// The top of a pack that deals `hands` one card at a time, in turn from the first hand, as
/// many rounds as the shortest hand has cards.
pub fn dealt_in_turn(hands: &[&[&str]]) -> Vec<Card> {
    let rounds = hands.iter().map(|hand| hand.len()).min().unwrap_or(0);
    (0..rounds)
        .flat_map(|round| hands.iter().map(move |hand| card(hand[round])))
        .collect()
}

/// The stacked pack whose top is `top` (the cards in the order they come off) and whose
/// other cards follow in the order of `pack`.
pub fn stacked(top: Vec<Card>, pack: Vec<Card>) -> Vec<Card> {
    let mut order = top;
    let rest: Vec<Card> = pack
        .into_iter()
        .filter(|card| !order.contains(card))
        .collect();
    order.extend(rest);
    order
}

impl<R: Rules> Step<R> {
    /// A step the learner reads and goes on from.
    pub fn read(says: Phrase, points_at: Vec<Pointer<R::Action>>) -> Step<R> {
        Step {
            says,
            points_at,
            waits: Wait::Read,
        }
    }

    /// A step that points at the learner's one move and waits for it; another is refused
    /// with `otherwise`.
    pub fn only(says: Phrase, action: R::Action, otherwise: Phrase) -> Step<R> {
        Step {
            says,
            points_at: vec![Pointer::Action(action.clone())],
            waits: Wait::Move {
                moves: vec![action],
                times: 1,
                otherwise,
            },
        }
    }

    /// The same step pointing at more as well: the cards a move uses, the row it fills.
    pub fn pointing_at(mut self, more: Vec<Pointer<R::Action>>) -> Step<R> {
        self.points_at.extend(more);
        self
    }

    /// A step in which the computer players make `moves`, in order.
    pub fn opponent(says: Phrase, moves: Vec<R::Action>) -> Step<R> {
        Step {
            says,
            points_at: Vec::new(),
            waits: Wait::Opponent(moves),
        }
    }
}

/// Where a lesson stands: the step its guide is at, and how many of that step's moves are
/// made (a step may wait for several).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct At {
    pub step: usize,
    #[serde(default)]
    pub made: usize,
}

impl At {
    /// The start of step `step`.
    pub fn step(step: usize) -> At {
        At { step, made: 0 }
    }

    fn one_more(self) -> At {
        At {
            made: self.made + 1,
            ..self
        }
    }
}

/// What the learner must do before anything else can happen.
const READ_FIRST: &str = "lesson-read-first";

impl<R: Rules> Lesson<R> {
    /// The game as the lesson deals it.
    pub fn start(&self) -> Result<R, RulesError> {
        R::new_game(&self.options, self.seats, self.deal.clone())
    }

    /// The step the guide is at, or None once the lesson is over.
    pub fn step(&self, at: At) -> Option<&Step<R>> {
        self.steps.get(at.step)
    }

    /// Whether the lesson is over at `at`.
    pub fn finished(&self, at: At) -> bool {
        at.step >= self.steps.len()
    }

    /// Whether the table waits for the learner to read the step at `at`: nobody moves
    /// meanwhile.
    pub fn reading(&self, at: At) -> bool {
        matches!(self.step(at).map(|step| &step.waits), Some(Wait::Read))
    }

    /// Whether `seat` may make `action` at `at`. The rules judge legality; the lesson only
    /// narrows the learner's choice, and holds every seat while the learner reads.
    pub fn judge(&self, at: At, seat: Seat, action: &R::Action) -> Result<(), RulesError> {
        let Some(step) = self.step(at) else {
            return Ok(());
        };
        match &step.waits {
            Wait::Read => Err(RulesError::new(READ_FIRST)),
            Wait::Move {
                moves, otherwise, ..
            } if seat == self.learner => {
                if moves.contains(action) {
                    Ok(())
                } else {
                    Err(refusal(otherwise))
                }
            }
            // The lesson moves for the computer players; another move of theirs is a slip of
            // the app's, refused in the words every refusal of a move out of turn has.
            Wait::Opponent(expected)
                if seat != self.learner && expected.get(at.made) != Some(action) =>
            {
                Err(RulesError::new(READ_FIRST).detail("the lesson makes another move there"))
            }
            _ => Ok(()),
        }
    }

    /// The move the lesson makes for `seat`'s computer player at `at`, if it decides it.
    pub fn opponent_move(&self, at: At, seat: Seat) -> Option<&R::Action> {
        match self.step(at).map(|step| &step.waits) {
            Some(Wait::Opponent(moves)) if seat != self.learner => moves.get(at.made),
            _ => None,
        }
    }

    /// Where the lesson stands after a move was made at `at`, which left the game over or
    /// not: a step that waits for moves is done by its last; one that plays on, once the game
    /// is over.
    pub fn after_move(&self, at: At, game_over: bool) -> At {
        let next = At::step(at.step + 1);
        match self.step(at).map(|step| &step.waits) {
            Some(Wait::Move { times, .. }) if at.made + 1 < *times => at.one_more(),
            Some(Wait::Opponent(moves)) if at.made + 1 < moves.len() => at.one_more(),
            Some(Wait::Move { .. } | Wait::Opponent(_)) => next,
            Some(Wait::PlayOn) if game_over => next,
            _ => at,
        }
    }

    /// Where the lesson stands after the learner read on at `at`.
    pub fn after_reading(&self, at: At) -> At {
        if self.reading(at) {
            At::step(at.step + 1)
        } else {
            at
        }
    }

    /// Plays the lesson through, the learner making each move a step waits for from those it
    /// allows that are still legal, as `pick` chooses (an index, taken modulo their number),
    /// and, playing on, the first legal move; the computer players make the lesson's moves and
    /// then a normal player's. Checks as it goes that the table waits for the seat each move
    /// is asked of, that every move a step allows is legal as the step begins, and that a game
    /// played on ends. Returns the game at the end of the lesson and the moves.
    pub fn walk(
        &self,
        mut pick: impl FnMut(usize, &[R::Action]) -> usize,
    ) -> Result<(R, Vec<R::Action>), RulesError> {
        let mut state = self.start()?;
        let mut moves = Vec::new();
        let mut rng = crate::GameRng::seeded(self.deal.seed);
        let mut at = At::default();
        while let Some(step) = self.step(at) {
            let broken = |what: String| {
                RulesError::damaged(format!("lesson step {} move {}: {what}", at.step, at.made))
            };
            let action = match &step.waits {
                Wait::Read => {
                    at = self.after_reading(at);
                    continue;
                }
                Wait::Move { moves: allowed, .. } => {
                    if state.to_act() != Some(self.learner) {
                        let to_act = state.to_act();
                        return Err(broken(format!("{to_act:?} is to act, not the learner")));
                    }
                    let legal = state.legal_actions();
                    if at.made == 0
                        && let Some(illegal) = allowed.iter().find(|action| !legal.contains(action))
                    {
                        return Err(broken(format!("{illegal:?} is not legal")));
                    }
                    let available: Vec<R::Action> = allowed
                        .iter()
                        .filter(|action| legal.contains(action))
                        .cloned()
                        .collect();
                    if available.is_empty() {
                        return Err(broken("no move to make".into()));
                    }
                    let choice = pick(at.step, &available) % available.len();
                    available[choice].clone()
                }
                Wait::Opponent(scripted) => {
                    if state.to_act().is_none_or(|seat| seat == self.learner) {
                        let to_act = state.to_act();
                        return Err(broken(format!("{to_act:?} is to act, not an opponent")));
                    }
                    scripted
                        .get(at.made)
                        .cloned()
                        .ok_or_else(|| broken("no move scripted".into()))?
                }
                Wait::PlayOn => {
                    if at.step + 1 != self.steps.len() {
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
            at = self.after_move(at, state.to_act().is_none());
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
