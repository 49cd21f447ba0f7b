//! The player's statistics kept between runs: loaded from the store at startup, and every game
//! finished whose purpose counts it (the player's own games, see [`Purpose`]) recorded for the
//! local player and saved at once. What counts and how is `challenge_rules::stats`; this only
//! stamps each result and keeps the file safe.

use super::setup::GameSetup;
use crate::table::kept::load_record;
use crate::table::{GameFinished, PlayAids, Purpose, RulesEventMessage, SeatKind};
use bevy::prelude::*;
use challenge_base::persist::{Store, unix_seconds};
use challenge_base::settings::ActiveStore;
use challenge_base::shared::AppSystems;
use challenge_rules::Phrase;
use challenge_rules::stats::{GameResult, PlayDetails, Statistics, strongest_level};

/// The store record the statistics are kept under.
pub const STATS_KEY: &str = "stats";
/// Where statistics that could not be read are set aside, so nothing the player had is lost.
pub const UNREADABLE_STATS_KEY: &str = "stats-unreadable";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerStatistics>()
        .add_systems(Startup, load_statistics)
        .add_systems(
            Update,
            record_finished_games
                .in_set(AppSystems::Presentation)
                .run_if(resource_exists::<ActiveStore>),
        );
}

/// The player's statistics as loaded at startup and updated after every finished game.
#[derive(Resource, Debug, Default)]
pub struct PlayerStatistics {
    pub statistics: Statistics,
    /// Why the stored statistics could not be used, for the statistics screen to say.
    pub problem: Option<Phrase>,
    /// False when the stored record could be neither read nor set aside: saving would then
    /// overwrite the only copy, so nothing is saved this run.
    pub writable: bool,
}

impl PlayerStatistics {
    /// The statistics kept in `store`, or empty ones with the reason the record could not be
    /// used. An unreadable record is copied aside before anything may overwrite it.
    pub fn load(store: &dyn Store) -> PlayerStatistics {
        let loaded = load_record(
            store,
            STATS_KEY,
            UNREADABLE_STATS_KEY,
            "stats",
            Statistics::from_json,
        );
        PlayerStatistics {
            statistics: loaded.value,
            problem: loaded.problem,
            writable: loaded.writable,
        }
    }

    /// Records a result and saves the statistics; the message says what went wrong.
    pub fn record(&mut self, store: &dyn Store, result: GameResult) -> Result<(), String> {
        self.statistics
            .record(result)
            .map_err(|error| format!("the result could not be recorded: {error}"))?;
        if !self.writable {
            return Err("the statistics are not saved this session".into());
        }
        store
            .save(STATS_KEY, &self.statistics.to_json())
            .map_err(|error| format!("the statistics could not be saved: {error}"))
    }
}

fn load_statistics(mut commands: Commands, store: Res<ActiveStore>) {
    let loaded = PlayerStatistics::load(&*store.0);
    if let Some(problem) = &loaded.problem {
        warn!("{problem}");
    }
    commands.insert_resource(loaded);
}

/// Records each game finished at the table for the local player: the viewer is the first
/// human seat (as at the table), the level the strongest computer player, the moves the ply
/// of the last action (the one that ended the game, whose events come with the finish).
fn record_finished_games(
    mut finished: MessageReader<GameFinished>,
    mut events: MessageReader<RulesEventMessage>,
    setup: Option<Res<GameSetup>>,
    aids: Option<Res<PlayAids>>,
    purpose: Option<Res<Purpose>>,
    store: Res<ActiveStore>,
    mut stats: ResMut<PlayerStatistics>,
    mut last_ply: Local<u64>,
) {
    if let Some(ply) = events.read().map(|event| event.ply).max() {
        *last_ply = ply;
    }
    let Some(GameFinished { outcome }) = finished.read().last() else {
        return;
    };
    if !purpose.is_some_and(|purpose| purpose.counts_in_statistics()) {
        return;
    }
    let Some(setup) = setup else {
        warn!("a game finished without its setup; it is not recorded");
        return;
    };
    let viewer = setup
        .seating
        .iter()
        .position(|kind| *kind == SeatKind::Human)
        .unwrap_or(0);
    let level = strongest_level(setup.seating.iter().filter_map(|kind| match kind {
        SeatKind::Bot(level) => Some(*level),
        SeatKind::Human | SeatKind::Remote => None,
    }));
    let aids = aids.map(|aids| *aids).unwrap_or_default();
    let details = PlayDetails {
        seed: setup.seed,
        finished_at: unix_seconds(),
        moves: u32::try_from(*last_ply).unwrap_or(u32::MAX),
        hints_used: aids.hints,
        practice: aids.undos > 0,
    };
    let recorded = GameResult::from_outcome(setup.game, level, viewer, outcome, details)
        .map_err(|error| format!("the result could not be recorded: {error}"))
        .and_then(|result| stats.record(&*store.0, result));
    if let Err(problem) = recorded {
        warn!("{problem}");
    }
}
