//! The game in progress, kept through the one store after every move so that closing the game
//! mid-hand loses nothing: the deal and moves as a [`GameRecord`], who sits where, the bots'
//! random stream and the help taken. Continuing rebuilds the very same game by replaying the
//! moves, so the cards and the computer players' later choices are exactly those it would have had.
//!
//! A save is checked in full before it is offered (and before it is written): one that cannot
//! be read is copied aside under [`UNREADABLE_KEY`], never silently replaced, and the copy
//! written with it ([`BACKUP_KEY`]) is offered instead when that one reads.

use super::aids::PlayAids;
use super::lesson::LessonProgress;
use super::purpose::Purpose;
use super::seating::SeatKind;
use super::session::{GameSession, open_session};
use bevy::prelude::*;
use challenge_base::persist::{ActiveStore, Store};
use challenge_rules::any_game::SaveRefusal;
use challenge_rules::lesson::At;
use challenge_rules::record::GameRecord;
use challenge_rules::{
    GameId, GameRng, GameVisitor, Level, Phrase, Rules, RulesError, Seat, Values,
};
use serde::{Deserialize, Serialize};

/// The store record of the game in progress.
pub const SAVE_KEY: &str = "game-in-progress";
/// The same save written a second time, so one damaged copy does not lose the game.
pub const BACKUP_KEY: &str = "game-in-progress-backup";
/// Where a save that could not be read is kept for the player to look at.
pub const UNREADABLE_KEY: &str = "game-in-progress-unreadable";

pub const FORMAT: &str = "challenge-game-in-progress";
pub const VERSION: u32 = 1;

/// A game in progress as it is kept between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: String,
    pub version: u32,
    /// The deal (game, seats, every option, seed) and every move so far.
    pub record: GameRecord,
    pub seating: Vec<SeatKind>,
    /// The computer players' random stream as it stands after the last move.
    pub bot_rng: GameRng,
    /// Where the local player may take a move back to (see undo).
    #[serde(default)]
    pub undo_points: Vec<(usize, GameRng)>,
    #[serde(default)]
    pub aids: PlayAids,
    /// Why the game was dealt; saves written before it was kept are the player's own games.
    #[serde(default)]
    pub purpose: Purpose,
    /// Where a lesson stands: its guide's step, and the moves made in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson_at: Option<At>,
}

/// Where the lesson of `game` in progress is kept, apart from the game in progress.
pub fn lesson_save_key(game: GameId) -> String {
    format!("lesson-{}", game.id())
}

impl SavedGame {
    /// Reads a save and checks it in full: its format, its seats, and that every move replays
    /// into a game that is not over yet. The error's kind says what a player reads (not a
    /// save, another version's, damaged); its detail says what is wrong, for the log.
    pub fn read(text: &str) -> Result<SavedGame, RulesError> {
        let saved: SavedGame =
            serde_json::from_str(text).map_err(|error| SaveRefusal::NotASave {
                why: error.to_string(),
            })?;
        if saved.format != FORMAT {
            return Err(SaveRefusal::NotASave {
                why: format!("its format is \"{}\", not \"{FORMAT}\"", saved.format),
            }
            .into());
        }
        if saved.version != VERSION {
            return Err(SaveRefusal::Version {
                why: format!("version {}, not {VERSION}", saved.version),
            }
            .into());
        }
        if saved.seating.len() != saved.record.seats {
            return Err(RulesError::damaged(format!(
                "it seats {} players at a table for {}",
                saved.seating.len(),
                saved.record.seats
            )));
        }
        if !saved.seating.contains(&SeatKind::Human) {
            return Err(RulesError::damaged("no seat of it is the player's"));
        }
        let plies = saved.record.plies();
        if saved
            .undo_points
            .iter()
            .any(|(ply, _)| *ply >= plies.max(1))
        {
            return Err(RulesError::damaged(
                "it takes moves back to a point the game never reached",
            ));
        }
        let state = saved
            .record
            .replay()
            .map_err(|error| RulesError::damaged(format!("its moves do not replay ({error})")))?;
        if state.to_act().is_none() {
            return Err(RulesError::damaged("its game is already over"));
        }
        Ok(saved)
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Where the game stands, for the title's "Continue" button: "Gotcha, after 24 moves,
    /// against Hard" (`saved-describe`).
    pub fn describe(&self) -> Phrase {
        let opponents: Vec<Level> = self
            .seating
            .iter()
            .filter_map(|seat| match seat {
                SeatKind::Bot(level) => Some(*level),
                SeatKind::Human | SeatKind::Remote => None,
            })
            .collect();
        let against = match challenge_rules::stats::strongest_level(opponents.iter().copied()) {
            None => Phrase::new("saved-pass-and-play"),
            Some(level) if opponents.len() == 1 => {
                Phrase::new("saved-against").nested("level", level_name(level))
            }
            Some(level) => Phrase::new("saved-against-several")
                .count("opponents", opponents.len())
                .nested("level", level_name(level)),
        };
        let progress = match self.record.plies() {
            0 => Phrase::new("saved-just-dealt"),
            moves => Phrase::new("saved-after-moves").count("moves", moves),
        };
        Phrase::new("saved-describe")
            .nested("game", Phrase::new(self.record.game.title_id()))
            .nested("progress", progress)
            .nested("opponents", against)
    }
}

/// A level's name (`level-*`).
fn level_name(level: Level) -> Phrase {
    Phrase::new(format!("level-{}", level.name()))
}

/// What the store held when the game started: a game to continue, and why a save was not
/// usable, for the title to say.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct GameInProgress {
    pub saved: Option<SavedGame>,
    /// Why the save could not be used (`saved-*`), for the title to say.
    pub problem: Option<Phrase>,
}

impl GameInProgress {
    /// Reads the save from `store`. A damaged one is copied to [`UNREADABLE_KEY`] before
    /// anything else happens to it, and the backup copy is offered when it reads.
    pub fn load(store: &dyn Store) -> GameInProgress {
        let text = match store.load(SAVE_KEY) {
            Ok(Some(text)) => text,
            Ok(None) => return GameInProgress::default(),
            Err(error) => {
                warn!("the saved game could not be opened: {error}");
                return GameInProgress {
                    saved: None,
                    problem: Some(Phrase::new("saved-unopened").verbatim("error", error.0)),
                };
            }
        };
        let error = match SavedGame::read(&text) {
            Ok(saved) => {
                return GameInProgress {
                    saved: Some(saved),
                    problem: None,
                };
            }
            Err(error) => error,
        };
        warn!("the saved game could not be read: {error}");
        if let Err(store_error) = store.save(UNREADABLE_KEY, &text) {
            // Without a copy aside, the damaged save stays where it is, untouched.
            warn!("the damaged save was left as it is: {store_error}");
            return GameInProgress {
                saved: None,
                problem: Some(
                    Phrase::new("saved-left")
                        .nested("reason", error.phrase())
                        .verbatim("error", store_error.0),
                ),
            };
        }
        let backup = store
            .load(BACKUP_KEY)
            .ok()
            .flatten()
            .filter(|backup| *backup != text)
            .and_then(|backup| SavedGame::read(&backup).ok());
        warn!(
            "the damaged save was set aside as '{UNREADABLE_KEY}'{}",
            if backup.is_some() {
                "; the copy kept with it is offered instead"
            } else {
                ""
            }
        );
        match backup {
            Some(saved) => {
                let _ = store.save(SAVE_KEY, &saved.to_text());
                GameInProgress {
                    saved: Some(saved),
                    problem: Some(
                        Phrase::new("saved-set-aside-backup")
                            .nested("reason", error.phrase())
                            .verbatim("key", UNREADABLE_KEY),
                    ),
                }
            }
            None => {
                let _ = store.remove(SAVE_KEY);
                GameInProgress {
                    saved: None,
                    problem: Some(
                        Phrase::new("saved-set-aside")
                            .nested("reason", error.phrase())
                            .verbatim("key", UNREADABLE_KEY),
                    ),
                }
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameInProgress>().add_systems(
        Startup,
        load_game_in_progress.run_if(resource_exists::<ActiveStore>),
    );
}

/// Reads the game in progress at start; what went wrong with it is logged as it happens and
/// shown on the title in the player's language.
fn load_game_in_progress(store: Res<ActiveStore>, mut in_progress: ResMut<GameInProgress>) {
    *in_progress = GameInProgress::load(&*store.0);
}

/// Writes the game in progress to the store after every move (and once when it is dealt), and
/// clears it once the game is over; only games whose purpose saves them (see [`Purpose`]).
pub(super) fn keep_game_in_progress<R: Rules>(
    mut session: ResMut<GameSession<R>>,
    store: Res<ActiveStore>,
    aids: Res<PlayAids>,
    purpose: Option<Res<Purpose>>,
    lesson: Option<Res<LessonProgress<R>>>,
    mut in_progress: ResMut<GameInProgress>,
) {
    let ply = session.ply();
    let stepped = lesson.as_ref().is_some_and(|lesson| lesson.is_changed());
    if session.saved_ply == Some(ply) && !aids.is_changed() && !stepped {
        return;
    }
    let Some(purpose) = purpose.map(|purpose| *purpose) else {
        return;
    };
    if !purpose.saves_progress() {
        return;
    }
    session.saved_ply = Some(ply);
    if purpose == Purpose::Lesson {
        keep_lesson(&session, lesson.as_deref(), &*store.0, &aids);
        return;
    }
    if session.finished() {
        let _ = store.0.remove(SAVE_KEY);
        let _ = store.0.remove(BACKUP_KEY);
        in_progress.saved = None;
        return;
    }
    let Some(record) = session.record() else {
        return;
    };
    let saved = SavedGame {
        format: FORMAT.into(),
        version: VERSION,
        record: record.clone(),
        seating: session.seating().to_vec(),
        bot_rng: session.bot_rng.clone(),
        undo_points: session.undo_points.clone(),
        aids: *aids,
        purpose,
        lesson_at: None,
    };
    let text = saved.to_text();
    // Only a save that reads back is written: a bad one never replaces the last good one.
    if let Err(error) = SavedGame::read(&text) {
        warn!("the game in progress was not saved: {error}");
        return;
    }
    for key in [SAVE_KEY, BACKUP_KEY] {
        if let Err(error) = store.0.save(key, &text) {
            warn!("the game in progress was not saved: {error}");
            return;
        }
    }
    in_progress.saved = Some(saved);
    in_progress.problem = None;
}

/// Keeps a lesson where it stands under its own key, so it goes on where it stopped; a lesson
/// that is over leaves nothing. It never touches the game in progress.
fn keep_lesson<R: Rules>(
    session: &GameSession<R>,
    lesson: Option<&LessonProgress<R>>,
    store: &dyn Store,
    aids: &PlayAids,
) {
    let key = lesson_save_key(R::ID);
    let (Some(lesson), Some(record)) = (lesson, session.record()) else {
        return;
    };
    if session.finished() || lesson.lesson.finished(lesson.at) {
        let _ = store.remove(&key);
        return;
    }
    let saved = SavedGame {
        format: FORMAT.into(),
        version: VERSION,
        record: record.clone(),
        seating: session.seating().to_vec(),
        bot_rng: session.bot_rng.clone(),
        undo_points: Vec::new(),
        aids: *aids,
        purpose: Purpose::Lesson,
        lesson_at: Some(lesson.at),
    };
    if let Err(error) = store.save(&key, &saved.to_text()) {
        warn!("the lesson was not saved: {error}");
    }
}

/// Opens the saved game as it stood: the deal replayed move by move, the same seats, the
/// same random stream for the computer players. Returns the viewer's seat.
pub fn resume(world: &mut World, saved: &SavedGame) -> Result<Seat, RulesError> {
    struct Resume<'a>(&'a mut World, &'a SavedGame);
    impl GameVisitor for Resume<'_> {
        type Output = Result<Seat, RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            resume_as::<R>(self.0, self.1)
        }
    }
    challenge_rules::visit(saved.record.game, Resume(world, saved))
}

fn resume_as<R: Rules>(world: &mut World, saved: &SavedGame) -> Result<Seat, RulesError> {
    let record = &saved.record;
    let state = replayed::<R>(record, record.plies())?;
    world.insert_resource(saved.aids);
    world.insert_resource(saved.purpose);
    open_session(
        world,
        state,
        saved.seating.clone(),
        saved.bot_rng.clone(),
        record.clone(),
        saved.undo_points.clone(),
    )
}

/// The game of `record` after its first `plies` moves, as `R` itself.
pub(super) fn replayed<R: Rules>(record: &GameRecord, plies: usize) -> Result<R, RulesError> {
    super::replay::replay_moves::<R>(record, plies, |_, _, _| {})
}
