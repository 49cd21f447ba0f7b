//! A lesson at the table: the guide's steps ([`challenge_rules::lesson`]) beside the game's
//! session. The learner's moves are judged by the step before they are applied (another legal
//! move is refused with the step's reason and changes nothing), the computer players make the
//! lesson's moves, nobody moves while the learner reads, and [`LessonGuide`] tells the
//! presentation what the guide says and points at.

use bevy::prelude::*;
use challenge_rules::lesson::{At, Lesson};
use challenge_rules::{Card, GameId, Phrase, Rules, RulesError, Seat};

/// The lesson of `R` under way, and where it stands.
#[derive(Resource)]
pub struct LessonProgress<R: Rules> {
    pub lesson: Lesson<R>,
    pub at: At,
}

impl<R: Rules> LessonProgress<R> {
    /// Whether the step lets `seat` make `action` in `state`. A move the rules refuse is left
    /// to them, so the player reads the rules' reason.
    pub(super) fn judge(
        &self,
        state: &R,
        seat: Seat,
        action: &R::Action,
    ) -> Result<(), RulesError> {
        let action = state.canonical_action(action);
        if state.to_act() != Some(seat) || !state.legal_actions().contains(&action) {
            return Ok(());
        }
        self.lesson.judge(self.at, seat, &action)
    }

    /// Goes on after a move was applied.
    pub(super) fn moved(&mut self, game_over: bool) {
        self.at = self.lesson.after_move(self.at, game_over);
    }

    /// Whether the table waits for the learner to read on: nobody moves.
    pub(super) fn reading(&self) -> bool {
        self.lesson.reading(self.at)
    }

    /// The lesson's own move for `seat`'s computer player now, if it decides it.
    pub(super) fn scripted(&self, seat: Seat) -> Option<R::Action> {
        self.lesson.opponent_move(self.at, seat).cloned()
    }
}

/// What the guide shows, for whichever game is taught: written by the table machinery, read by
/// the table screen's guide panel.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct LessonGuide {
    pub game: GameId,
    /// What the guide says now; None once the lesson is over.
    pub says: Option<Phrase>,
    /// The cards the guide points at, wherever they lie.
    pub cards: Vec<Card>,
    /// The learner's move the guide points at, as an index into the viewer's legal list of
    /// the latest view (the order of [`ViewChanged::legal`](super::ViewChanged)).
    pub action: Option<usize>,
    /// The score sheet's rows the guide points at, by their names.
    pub sheet_rows: Vec<Phrase>,
    /// Whether the guide points at the pot.
    pub pot: bool,
    /// The guide waits for the learner to read on ("Next").
    pub reading: bool,
    /// Which step this is, counted from 1, of how many.
    pub step: usize,
    pub steps: usize,
}

impl LessonGuide {
    pub fn finished(&self) -> bool {
        self.says.is_none()
    }
}

/// The learner has read the guide's step and goes on ("Next").
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct LessonReadOn;

/// Reading on: a step that waits to be read is done.
pub(super) fn read_on<R: Rules>(
    mut read: MessageReader<LessonReadOn>,
    mut progress: ResMut<LessonProgress<R>>,
) {
    if read.read().count() > 0 {
        let next = progress.lesson.after_reading(progress.at);
        if next != progress.at {
            progress.at = next;
        }
    }
}

/// Ends the lesson of `R`, if one is under way: its guide goes with it.
pub fn end_lesson<R: Rules>(world: &mut World) {
    if world.remove_resource::<LessonProgress<R>>().is_some() {
        world.remove_resource::<LessonGuide>();
    }
}
