//! A guided first game as data: a game dealt from a stacked pack, so it plays the same every
//! time, and the guide's steps through it. Each step says something (a phrase the text layer
//! words), points at what to look at, and waits: for the learner to read on, for the learner's
//! move (any of the moves the step allows; another is refused with the step's reason and
//! changes nothing), or for other seats' moves, which the lesson makes for their computer
//! players. A game gives its lesson through `Game::lesson`; the app drives it beside the
//! game's session (see `lesson` for every game's by id).

use crate::cards::Card;
use crate::deal::Deal;
use crate::info::GameInfo;
use crate::phrase::Phrase;
use crate::phrase::Speak;
use crate::refusal::{Refuse, RulesError};
use crate::table::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::marker::PhantomData;

/// A guided first game of one game.
#[derive(Clone, Debug)]
pub struct Lesson<G, O, A> {
    pub options: O,
    pub seats: usize,
    /// The pack dealt, in order: the same cards every time.
    pub deal: Deal,
    /// The seat the learner plays; computer players play the others.
    pub learner: Seat,
    pub steps: Vec<Step<A>>,
    /// The game it is a lesson of (`O` and `A` are its options and actions): named so that the
    /// lesson's type says whose it is.
    pub game: PhantomData<fn() -> G>,
}

/// One thing the guide says, and what it waits for.
#[derive(Clone, Debug)]
pub struct Step<A> {
    pub says: Phrase,
    /// What the table points at while it is said.
    pub points_at: Vec<Pointer<A>>,
    pub waits: Wait<A>,
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

impl<A: Clone> Step<A> {
    /// A step the learner reads and goes on from.
    pub fn read(says: Phrase, points_at: Vec<Pointer<A>>) -> Step<A> {
        Step {
            says,
            points_at,
            waits: Wait::Read,
        }
    }

    /// A step that points at the learner's one move and waits for it; another is refused
    /// with `otherwise`.
    pub fn only(says: Phrase, action: A, otherwise: Phrase) -> Step<A> {
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
    pub fn pointing_at(mut self, more: Vec<Pointer<A>>) -> Step<A> {
        self.points_at.extend(more);
        self
    }

    /// A step in which the computer players make `moves`, in order.
    pub fn opponent(says: Phrase, moves: Vec<A>) -> Step<A> {
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
pub const READ_FIRST: &str = "lesson-read-first";

impl<G, O, A: PartialEq> Lesson<G, O, A> {
    /// The step the guide is at, or None once the lesson is over.
    pub fn step(&self, at: At) -> Option<&Step<A>> {
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
    pub fn judge(&self, at: At, seat: Seat, action: &A) -> Result<(), RulesError> {
        let Some(step) = self.step(at) else {
            return Ok(());
        };
        match &step.waits {
            Wait::Read => Err(LessonRefusal::ReadFirst.into()),
            Wait::Move {
                moves, otherwise, ..
            } if seat == self.learner => {
                if moves.contains(action) {
                    Ok(())
                } else {
                    Err(LessonRefusal::NotThisStep {
                        reason: otherwise.clone(),
                    }
                    .into())
                }
            }
            // The lesson moves for the computer players; another move of theirs is a slip of
            // the app's, refused in the words every refusal of a move out of turn has.
            Wait::Opponent(expected)
                if seat != self.learner && expected.get(at.made) != Some(action) =>
            {
                Err(LessonRefusal::MadeByTheLesson.into())
            }
            _ => Ok(()),
        }
    }

    /// The move the lesson makes for `seat`'s computer player at `at`, if it decides it.
    pub fn opponent_move(&self, at: At, seat: Seat) -> Option<&A> {
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
}

/// Why the lesson holds a move back (the rules judge legality; these narrow the choice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonRefusal {
    /// The learner must read the step and go on first.
    ReadFirst,
    /// A computer player's move that is not the one the lesson makes for it there: a slip of
    /// the app's, refused in the words of a move made before reading on.
    MadeByTheLesson,
    /// Not a move this step allows: `reason` is the step's own reason (one of the lesson's
    /// phrases, which the lesson's checks word with its steps).
    NotThisStep { reason: Phrase },
}

impl Speak for LessonRefusal {
    fn phrase(&self) -> Phrase {
        match self {
            LessonRefusal::ReadFirst | LessonRefusal::MadeByTheLesson => Phrase::new(READ_FIRST),
            LessonRefusal::NotThisStep { reason } => reason.clone(),
        }
    }
}

impl Refuse for LessonRefusal {
    fn detail(&self) -> String {
        match self {
            LessonRefusal::MadeByTheLesson => "the lesson makes another move there".into(),
            _ => String::new(),
        }
    }

    fn examples(_: &GameInfo) -> Vec<LessonRefusal> {
        vec![
            LessonRefusal::ReadFirst,
            LessonRefusal::MadeByTheLesson,
            // A lesson's reasons are its own phrases; this one stands for them.
            LessonRefusal::NotThisStep {
                reason: Phrase::new(READ_FIRST),
            },
        ]
    }
}

impl fmt::Display for LessonRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::refusal::display(self, f)
    }
}
