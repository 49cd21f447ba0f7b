//! Tests of `challenge_play::session::statistics`.

use bevy::prelude::*;
use challenge_base::persist::Store;
use challenge_rules::Phrase;
use challenge_rules::stats::{GameResult, PlayDetails};

use challenge_base::persist::MemoryStore;
use challenge_play::session::statistics::*;
use challenge_rules::GameId;
use challenge_rules::Level;
use challenge_rules::Values;
use challenge_rules::stats::Finish;

fn result(finish_for_viewer_won: bool) -> GameResult {
    let outcome = challenge_rules::Outcome {
        winners: vec![if finish_for_viewer_won { 0 } else { 1 }],
        scores: vec![12, 7],
        summary: challenge_rules::games::gotcha::Note::Draw { points: 0 }.into(),
    };
    GameResult::from_outcome(
        GameId::Gotcha,
        Some(Level::Hard),
        0,
        &outcome,
        PlayDetails::default(),
    )
    .unwrap()
}

#[test]
fn recorded_results_are_saved_and_read_back() {
    let store = MemoryStore::default();
    let mut stats = PlayerStatistics::load(&store);
    assert!(stats.problem.is_none() && stats.writable);
    stats.record(&store, result(true)).unwrap();
    let again = PlayerStatistics::load(&store);
    assert_eq!(again.statistics, stats.statistics);
    assert_eq!(
        again
            .statistics
            .tally(GameId::Gotcha, Some(Level::Hard))
            .wins,
        1
    );
    assert_eq!(
        again.statistics.history(None).next().unwrap().result,
        Finish::Win
    );
}

#[test]
fn unreadable_statistics_are_set_aside_without_losing_an_earlier_copy() {
    let store = MemoryStore::default();
    store.save(UNREADABLE_STATS_KEY, "older damage").unwrap();
    store
        .save(STATS_KEY, "{\"format\": \"challenge-stats\"")
        .unwrap();
    let mut stats = PlayerStatistics::load(&store);
    assert!(stats.statistics.is_empty());
    assert_eq!(
        stats.problem,
        Some(
            Phrase::new("saved-record-set-aside")
                .verbatim("key", "stats-unreadable-2")
                .word("record", "stats")
        )
    );
    assert_eq!(
        store.load(UNREADABLE_STATS_KEY).unwrap().as_deref(),
        Some("older damage")
    );
    assert_eq!(
        store.load("stats-unreadable-2").unwrap().as_deref(),
        Some("{\"format\": \"challenge-stats\"")
    );
    // New games are recorded afresh once the damaged record is safe.
    stats.record(&store, result(false)).unwrap();
    assert_eq!(
        PlayerStatistics::load(&store)
            .statistics
            .totals(GameId::Gotcha)
            .losses,
        1
    );
}

/// A store whose every write fails.
struct ReadOnly(MemoryStore);

impl Store for ReadOnly {
    fn load(&self, key: &str) -> Result<Option<String>, challenge_base::persist::StoreError> {
        self.0.load(key)
    }
    fn save(&self, _: &str, _: &str) -> Result<(), challenge_base::persist::StoreError> {
        Err(challenge_base::persist::StoreError("read-only".into()))
    }
    fn remove(&self, _: &str) -> Result<(), challenge_base::persist::StoreError> {
        Err(challenge_base::persist::StoreError("read-only".into()))
    }
}

#[test]
fn statistics_that_cannot_be_set_aside_are_never_overwritten() {
    let inner = MemoryStore::default();
    inner.save(STATS_KEY, "not json").unwrap();
    let store = ReadOnly(inner);
    let mut stats = PlayerStatistics::load(&store);
    assert!(!stats.writable);
    assert_eq!(stats.problem.unwrap().id, "saved-record-left");
    stats.problem = None;
    assert!(stats.record(&store, result(true)).is_err());
    assert_eq!(store.load(STATS_KEY).unwrap().as_deref(), Some("not json"));
}
