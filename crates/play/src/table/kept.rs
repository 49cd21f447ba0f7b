//! The finished games kept to watch again: loaded from the store at startup, and every game
//! finished at this device with a local player kept at once (the newest 50). What a kept game
//! holds and how the list is checked is `challenge_rules::record::library`; this keeps the
//! stored copy safe, as the statistics do (both through [`load_record`]).

use super::messages::GameFinished;
use super::purpose::Purpose;
use super::seating::SeatKind;
use super::session::GameSession;
use bevy::prelude::*;
use challenge_base::persist::{ActiveStore, Store, set_aside, unix_seconds};
use challenge_rules::record::library::{KeptGame, Player, ReplayLibrary};
use challenge_rules::{Phrase, Rules, Values};
use std::fmt;

/// The store record the kept games live under.
pub const REPLAYS_KEY: &str = "replays";
/// Where kept games that could not be read are set aside, so nothing is lost.
pub const UNREADABLE_REPLAYS_KEY: &str = "replays-unreadable";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptGames>().add_systems(
        Startup,
        load_kept_games.run_if(resource_exists::<ActiveStore>),
    );
}

/// The kept games, as loaded at startup and added to after every finished game.
#[derive(Resource, Debug, Default)]
pub struct KeptGames {
    pub library: ReplayLibrary,
    /// Why the stored games could not be used, for the replays screen to say.
    pub problem: Option<Phrase>,
    /// False when the stored list could be neither read nor set aside: saving would overwrite
    /// the only copy, so nothing is saved this run.
    pub writable: bool,
}

impl KeptGames {
    /// The games kept in `store`. An unreadable list is copied aside before anything may
    /// overwrite it, and a new one is started with the reason.
    pub fn load(store: &dyn Store) -> KeptGames {
        let loaded = load_record(
            store,
            REPLAYS_KEY,
            UNREADABLE_REPLAYS_KEY,
            "kept",
            ReplayLibrary::from_json,
        );
        KeptGames {
            library: loaded.value,
            problem: loaded.problem,
            writable: loaded.writable,
        }
    }

    /// Keeps a finished game and saves the list; the message says what went wrong, and on
    /// any error the list is as it was.
    pub fn keep(&mut self, store: &dyn Store, game: KeptGame) -> Result<(), String> {
        if !self.writable {
            return Err("games are not kept this session".into());
        }
        let mut library = self.library.clone();
        library
            .keep(game)
            .map_err(|error| format!("the game could not be kept: {error}"))?;
        store
            .save(REPLAYS_KEY, &library.to_json())
            .map_err(|error| format!("the kept games could not be saved: {error}"))?;
        self.library = library;
        Ok(())
    }
}

/// A record read at startup, or a fresh value with the reason the stored one could not be used.
#[derive(Debug, Default)]
pub struct LoadedRecord<T> {
    pub value: T,
    /// Why the stored record could not be used, for a screen to say (`saved-record-*`).
    pub problem: Option<Phrase>,
    /// False when the stored record could be neither read nor set aside: saving would then
    /// overwrite the only copy, so nothing may be saved this run.
    pub writable: bool,
}

/// Reads the record `key` with `parse`. A record that does not parse is copied under `aside`
/// before anything may overwrite it, and a fresh value is started. `record` names the record
/// in the problem's words: `stats` or `kept` (the `$record` of the `saved-record-*` messages).
/// Why it did not parse is for a developer, and only logged.
pub fn load_record<T: Default, E: fmt::Display>(
    store: &dyn Store,
    key: &str,
    aside: &str,
    record: &'static str,
    parse: impl Fn(&str) -> Result<T, E>,
) -> LoadedRecord<T> {
    let fresh = |problem: Option<Phrase>, writable| LoadedRecord {
        value: T::default(),
        problem: problem.map(|phrase| phrase.word("record", record)),
        writable,
    };
    let text = match store.load(key) {
        Ok(None) => return fresh(None, true),
        Ok(Some(text)) => text,
        Err(error) => {
            let problem = Phrase::new("saved-record-unopened").verbatim("error", error.0);
            return fresh(Some(problem), false);
        }
    };
    let error = match parse(&text) {
        Ok(value) => {
            return LoadedRecord {
                value,
                problem: None,
                writable: true,
            };
        }
        Err(error) => error,
    };
    warn!("the stored '{key}' could not be read: {error}");
    match set_aside(store, aside, &text) {
        Ok(kept) => fresh(
            Some(Phrase::new("saved-record-set-aside").verbatim("key", kept)),
            true,
        ),
        Err(why) => fresh(
            Some(Phrase::new("saved-record-left").verbatim("error", why)),
            false,
        ),
    }
}

fn load_kept_games(mut commands: Commands, store: Res<ActiveStore>) {
    let loaded = KeptGames::load(&*store.0);
    if let Some(problem) = &loaded.problem {
        warn!("{problem}");
    }
    commands.insert_resource(loaded);
}

/// Keeps each game of `R` finished at the table whose purpose keeps it (see [`Purpose`]).
pub(super) fn keep_finished_games<R: Rules>(
    mut finished: MessageReader<GameFinished>,
    session: Res<GameSession<R>>,
    purpose: Option<Res<Purpose>>,
    store: Res<ActiveStore>,
    mut kept: ResMut<KeptGames>,
) {
    let Some(GameFinished { outcome }) = finished.read().last() else {
        return;
    };
    let seating = session.seating();
    if !purpose.is_some_and(|purpose| purpose.kept_as_replay()) {
        return;
    }
    let Some(record) = session.record() else {
        warn!("a game finished without a whole record; it is not kept");
        return;
    };
    let game = KeptGame {
        record: record.clone(),
        players: seating
            .iter()
            .map(|kind| match kind {
                // A kept game is played here: nobody plays it from elsewhere.
                SeatKind::Human | SeatKind::Remote => Player::Local,
                SeatKind::Bot(level) => Player::Computer(*level),
            })
            .collect(),
        finished_at: unix_seconds(),
        summary: outcome.summary.clone(),
    };
    if let Err(problem) = kept.keep(&*store.0, game) {
        warn!("{problem}");
    }
}
