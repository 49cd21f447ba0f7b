//! Undo for practice: with the setting on, in a game against computer players only, the
//! local player takes back their last move together with the computer players' replies. The
//! game is rebuilt from its record up to that move, with the computer players' random stream
//! as it was then, so playing the same move again brings the same replies.

use super::aids::PlayAids;
use super::bot_turn::BotTurn;
use super::messages::{IntentRefused, ViewChanged};
use super::resume::replayed;
use super::seating::AutoPlay;
use super::seating::SeatKind;
use super::session::GameSession;
use crate::refusal::AppRefusal;
use bevy::prelude::*;
use challenge_rules::{Rules, RulesError};

/// Whether the player turned "Undo (practice)" on (the settings keep it in step).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoForPractice(pub bool);

/// The local player asks to take back their last move.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoRequested;

/// A move of the local player was taken back: the game is as it was before `ply` moves.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveTakenBack {
    pub ply: u64,
}

pub(super) fn take_back_moves<R: Rules>(
    mut requests: MessageReader<UndoRequested>,
    mut session: ResMut<GameSession<R>>,
    undo_on: Res<UndoForPractice>,
    autoplay: Option<Res<AutoPlay>>,
    lesson: Option<Res<super::lesson::LessonProgress<R>>>,
    mut aids: ResMut<PlayAids>,
    mut taken_back: MessageWriter<MoveTakenBack>,
    mut refusals: MessageWriter<IntentRefused>,
    mut views: MessageWriter<ViewChanged<R>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let viewer = session.viewer();
    let allowed = if !undo_on.0 {
        Err(AppRefusal::UndoOff.into())
    } else if autoplay.is_some() {
        Err(AppRefusal::UndoAutoplay.into())
    } else if lesson.is_some() {
        // The guide's steps follow the moves made; a lesson goes on from where it is.
        Err(AppRefusal::UndoLesson.into())
    } else if session
        .seating()
        .iter()
        .enumerate()
        .any(|(seat, kind)| seat != viewer && *kind == SeatKind::Human)
    {
        Err(AppRefusal::UndoPeople.into())
    } else if session.finished() {
        Err(RulesError::game_over())
    } else if session.undo_points.is_empty() || session.record().is_none() {
        Err(AppRefusal::UndoNothing.into())
    } else {
        Ok(())
    };
    let result = allowed.and_then(|()| take_back(&mut session));
    match result {
        Ok(ply) => {
            aids.undos += 1;
            taken_back.write(MoveTakenBack { ply });
            views.write(session.view_changed(autoplay.as_deref()));
        }
        Err(reason) => {
            refusals.write(IntentRefused {
                seat: viewer,
                reason,
            });
        }
    }
}

/// Rebuilds the game as it was before the local player's last move; on an error nothing
/// changes.
fn take_back<R: Rules>(session: &mut GameSession<R>) -> Result<u64, RulesError> {
    let Some((ply, rng)) = session.undo_points.last().cloned() else {
        return Err(AppRefusal::UndoNothing.into());
    };
    let state = replayed::<R>(&session.record, ply)?;
    session.undo_points.pop();
    session.record.truncate(ply);
    session.bot_rng = rng;
    // A computer player still thinking about the later position is dropped with it.
    session.bot = BotTurn::default();
    session.restore(state, ply as u64);
    Ok(ply as u64)
}
