//! The statistics file: the JSON the app keeps the player's statistics in.
//!
//! [`Statistics::to_json`] writes `{"format": "challenge-stats", "version": 1, "games":
//! [...], "recent": [...]}`: per game its all-levels tally, its per-level tallies and its
//! last [`HISTORY_LENGTH`](super::HISTORY_LENGTH) results, and the last
//! [`HISTORY_LENGTH`](super::HISTORY_LENGTH) results of all games. Results older than that
//! are forgotten, so the tallies are stored, not recomputed; reading checks them against
//! each other and against the history (recomputing them outright wherever the history still
//! holds every game played) and refuses the whole file on any disagreement, so the app can
//! set it aside and start afresh rather than show half-loaded figures.

use super::{GameResult, GameStatistics, Statistics};
use crate::refusal::RulesError;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::collections::VecDeque;

/// The `format` field of a statistics file.
pub const FORMAT: &str = "challenge-stats";
/// The statistics layout this build writes and reads.
pub const VERSION: u32 = 1;

/// A statistics file as written.
#[derive(Serialize)]
struct FileOut<'a> {
    format: &'a str,
    version: u32,
    games: &'a [GameStatistics],
    recent: &'a VecDeque<GameResult>,
}

/// A statistics file as read, before it is checked.
#[derive(Deserialize)]
struct FileIn {
    format: String,
    version: u32,
    games: Vec<GameStatistics>,
    recent: VecDeque<GameResult>,
}

/// The fields that say what a file is, read first so that another format or version is
/// refused as such rather than for the fields it lacks.
#[derive(Deserialize)]
struct FileHeader {
    #[serde(default)]
    format: Option<Value>,
    #[serde(default)]
    version: Option<Value>,
}

impl Statistics {
    /// The statistics as the JSON the app stores.
    pub fn to_json(&self) -> String {
        // Strings, integers, booleans and lists only: nothing here can fail to serialize.
        serde_json::to_string(&self.file_out()).expect("statistics serialize to JSON")
    }

    /// Statistics stored by [`Statistics::to_json`]. Anything that is not such a file, is of
    /// another version, or does not hold together is refused whole, with the reason.
    pub fn from_json(text: &str) -> Result<Statistics, RulesError> {
        let header: FileHeader = serde_json::from_str(text).map_err(|error| {
            RulesError::damaged(if error.is_data() {
                format!("this is not a statistics file: {error}")
            } else {
                format!("the statistics are not valid JSON: {error}")
            })
        })?;
        check_header(header.format.as_ref(), header.version.as_ref())?;
        let file: FileIn = serde_json::from_str(text).map_err(|error| {
            RulesError::damaged(format!("the statistics file is damaged: {error}"))
        })?;
        Statistics::from_file(file)
    }

    fn file_out(&self) -> FileOut<'_> {
        FileOut {
            format: FORMAT,
            version: VERSION,
            games: &self.games,
            recent: &self.recent,
        }
    }

    fn from_file(file: FileIn) -> Result<Statistics, RulesError> {
        check_header(
            Some(&Value::from(file.format)),
            Some(&Value::from(file.version)),
        )?;
        let statistics = Statistics {
            games: file.games,
            recent: file.recent,
        };
        statistics.check().map_err(|problem| {
            RulesError::damaged(format!("the statistics do not add up: {problem}"))
        })?;
        Ok(statistics)
    }
}

impl Serialize for Statistics {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.file_out().serialize(serializer)
    }
}

/// Read through the same checks as [`Statistics::from_json`], so no path loads a file that
/// does not hold together.
impl<'de> Deserialize<'de> for Statistics {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Statistics, D::Error> {
        let file = FileIn::deserialize(deserializer)?;
        Statistics::from_file(file).map_err(D::Error::custom)
    }
}

/// Refuses a file of another format or of a version this build does not read.
fn check_header(format: Option<&Value>, version: Option<&Value>) -> Result<(), RulesError> {
    if format.and_then(Value::as_str) != Some(FORMAT) {
        return Err(RulesError::damaged(format!(
            "this is not a statistics file: its format is {}, not \"{FORMAT}\"",
            format.map_or_else(|| "missing".to_string(), Value::to_string)
        )));
    }
    if version.and_then(Value::as_u64) != Some(u64::from(VERSION)) {
        return Err(RulesError::damaged(format!(
            "statistics version {} cannot be read: this build reads version {VERSION}",
            version.map_or_else(|| "missing".to_string(), Value::to_string)
        )));
    }
    Ok(())
}
