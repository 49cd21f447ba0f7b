//! What the lesson's guide says and points at now ([`LessonGuide`]), kept in step with the
//! lesson's progress and the game in progress.

use super::lesson::{LessonGuide, LessonProgress};
use super::session::GameSession;
use bevy::prelude::*;
use challenge_rules::Rules;
use challenge_rules::lesson::Pointer;

/// Keeps [`LessonGuide`] in step with the lesson and the game.
pub(super) fn show_guide<R: Rules>(
    mut commands: Commands,
    progress: Res<LessonProgress<R>>,
    session: Res<GameSession<R>>,
    shown: Option<Res<LessonGuide>>,
) {
    if !progress.is_changed() && !session.is_changed() && shown.is_some() {
        return;
    }
    let lesson = &progress.lesson;
    let step = lesson.step(progress.at);
    let points_at = step.map_or(&[][..], |step| step.points_at.as_slice());
    let cards = points_at
        .iter()
        .filter_map(|pointer| match pointer {
            Pointer::Card(card) => Some(*card),
            _ => None,
        })
        .collect();
    let sheet_rows = points_at
        .iter()
        .filter_map(|pointer| match pointer {
            Pointer::SheetRow(row) => Some(row.clone()),
            _ => None,
        })
        .collect();
    let pot = points_at.contains(&Pointer::Pot);
    // A move is pointed at while it is the learner's to make, where the view lists it.
    let state = session.state();
    let learner_to_act = state.to_act() == Some(lesson.learner);
    let legal = if learner_to_act {
        state.legal_actions()
    } else {
        Vec::new()
    };
    let action = points_at.iter().find_map(|pointer| match pointer {
        Pointer::Action(action) => legal.iter().position(|listed| listed == action),
        _ => None,
    });
    let guide = LessonGuide {
        game: R::ID,
        says: step.map(|step| step.says.clone()),
        cards,
        action,
        sheet_rows,
        pot,
        reading: lesson.reading(progress.at),
        step: (progress.at.step + 1).min(lesson.steps.len()),
        steps: lesson.steps.len(),
    };
    if shown.as_deref() != Some(&guide) {
        commands.insert_resource(guide);
    }
}
