//! "Learn to play": a game's guided first game, opened from the title or the setup screen. A
//! lesson closed half-way goes on where it stopped (the table keeps it under its own key, apart
//! from the game in progress); a lesson played to its end is marked, and the setup screen
//! offers a real game. Lessons count in no statistics and are kept as no replay (their
//! [`Purpose`]).

use super::lifecycle::end_sessions;
use crate::table::resume::{SavedGame, lesson_save_key, resume};
use crate::table::{LessonGuide, LessonProgress, Purpose, SeatKind, start_game};
use bevy::prelude::*;
use challenge_base::persist::Store;
use challenge_base::settings::ActiveStore;
use challenge_base::shared::RulesTopic;
use challenge_base::shared::{AppSystems, DealAgain, Screen};
use challenge_rules::lesson::{At, has_lesson};
use challenge_rules::{GameId, GameVisitor, Level, Rules, RulesError, SharedRefusal};
use std::collections::BTreeSet;

/// The store record of the lessons played to their end.
pub const LESSONS_KEY: &str = "lessons";

/// The computer players of a lesson, once it plays on by itself: the gentlest.
const LESSON_LEVEL: Level = Level::Easy;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LessonsDone>()
        .add_systems(Startup, load_lessons_done)
        .add_systems(Update, deal_lesson_again.in_set(AppSystems::Input))
        .add_systems(
            Update,
            mark_finished_lesson
                .in_set(AppSystems::Presentation)
                .run_if(resource_exists::<LessonGuide>.and_then(resource_changed::<LessonGuide>)),
        );
}

/// The games whose lesson the player has played to its end.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonsDone(pub BTreeSet<GameId>);

impl LessonsDone {
    /// The lessons finished, as kept in `store`; a record that cannot be read counts none
    /// (and is overwritten by the next lesson finished: it only ever marked lessons done).
    pub fn load(store: &dyn Store) -> LessonsDone {
        let ids: Vec<String> = store
            .load(LESSONS_KEY)
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default();
        LessonsDone(ids.iter().filter_map(|id| GameId::from_id(id)).collect())
    }

    fn save(&self, store: &dyn Store) {
        let ids: Vec<&str> = self.0.iter().map(|game| game.id()).collect();
        if let Err(error) = store.save(LESSONS_KEY, &serde_json::json!(ids).to_string()) {
            warn!("the finished lessons were not saved: {error}");
        }
    }
}

fn load_lessons_done(mut commands: Commands, store: Option<Res<ActiveStore>>) {
    if let Some(store) = store {
        commands.insert_resource(LessonsDone::load(&*store.0));
    }
}

fn mark_finished_lesson(
    guide: Res<LessonGuide>,
    store: Option<Res<ActiveStore>>,
    mut done: ResMut<LessonsDone>,
) {
    if guide.finished()
        && done.0.insert(guide.game)
        && let Some(store) = store
    {
        done.save(&*store.0);
    }
}

/// Opens the lesson of `game` at the table: where it stopped, if one was closed half-way,
/// else from its first step. A game without a lesson, or a lesson the rules refuse, is logged
/// and changes nothing.
pub fn start_lesson(world: &mut World, game: GameId) {
    if !has_lesson(game) {
        warn!("{game} has no lesson");
        return;
    }
    let saved = world.get_resource::<ActiveStore>().and_then(|store| {
        let text = store.0.load(&lesson_save_key(game)).ok().flatten()?;
        SavedGame::read(&text)
            .inspect_err(|error| warn!("the {game} lesson starts afresh: {error}"))
            .ok()
    });
    struct Open<'a>(&'a mut World, Option<SavedGame>);
    impl GameVisitor for Open<'_> {
        type Output = Result<(), RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            open::<R>(self.0, self.1)
        }
    }
    match challenge_rules::visit(game, Open(world, saved)) {
        Ok(()) => {
            world.resource_mut::<RulesTopic>().0 = game;
            world.remove_resource::<super::GameSetup>();
            if *world.resource::<State<Screen>>().get() != Screen::Table {
                world.resource_mut::<NextState<Screen>>().set(Screen::Table);
            }
        }
        Err(error) => error!("cannot open the {game} lesson: {error}"),
    }
}

/// "Deal again" during a lesson deals it again from its first step, whatever was saved of it.
fn deal_lesson_again(
    mut requests: MessageReader<DealAgain>,
    guide: Option<Res<LessonGuide>>,
    mut commands: Commands,
) {
    if requests.read().count() == 0 {
        return;
    }
    let Some(game) = guide.map(|guide| guide.game) else {
        return;
    };
    commands.queue(move |world: &mut World| {
        if let Some(store) = world.get_resource::<ActiveStore>() {
            let _ = store.0.remove(&lesson_save_key(game));
        }
        start_lesson(world, game);
    });
}

fn open<R: Rules>(world: &mut World, saved: Option<SavedGame>) -> Result<(), RulesError> {
    let lesson = R::lesson()
        .ok_or_else(|| SharedRefusal::internal(format_args!("{} has no lesson", R::ID)))?;
    let mut seating = vec![SeatKind::Bot(LESSON_LEVEL); lesson.seats];
    seating[lesson.learner] = SeatKind::Human;
    // A save of this very lesson at a step it has goes on; anything else starts afresh.
    let resumable = saved.filter(|saved| {
        saved.purpose == Purpose::Lesson
            && saved.seating == seating
            && saved.record.seed == lesson.deal.seed
            && saved.record.stacked == lesson.deal.stacked
            && saved.lesson_at.is_some_and(|at| !lesson.finished(at))
    });
    end_sessions(world);
    match resumable {
        Some(saved) => {
            let at = saved.lesson_at.unwrap_or_default();
            resume(world, &saved)?;
            info!("the {} lesson goes on at step {}", R::ID, at.step + 1);
            world.insert_resource(LessonProgress { lesson, at });
        }
        None => {
            // Dealt from the lesson's own stacked pack, not from a setup.
            R::new_game(&lesson.options, lesson.seats, lesson.deal.clone())?;
            start_game::<R>(
                world,
                &lesson.options,
                seating,
                lesson.deal.clone(),
                Purpose::Lesson,
            )?;
            world.insert_resource(LessonProgress {
                lesson,
                at: At::default(),
            });
        }
    }
    Ok(())
}
