//! Why a game is dealt, decided once when it starts: the player's own game, a lesson, a demo of
//! computer players, a table on the server, or a kept game watched again. What the game leaves behind
//! (the save to continue it, a line in the statistics, a replay to watch) follows from it
//! alone, so no part of the app decides that for itself.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The purpose of the game at the table, set by whatever deals, continues or opens it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// The player's own game at this device, against computer players or passed between
    /// players here.
    #[default]
    Play,
    /// Computer players play every seat (`--autoplay`, or every seat handed to the computer):
    /// the player only watches.
    Demo,
    /// A table on the server, which keeps the game and its chat.
    Online,
    /// A kept game watched again.
    Replay,
    /// A guided first game: saved where it stands so a closed lesson goes on where it
    /// stopped, but kept apart from the game in progress, out of the statistics and the
    /// replays.
    Lesson,
}

impl Purpose {
    /// Saved after every move, so closing the game loses nothing and "Continue" picks it up.
    pub fn saves_progress(self) -> bool {
        matches!(self, Purpose::Play | Purpose::Lesson)
    }

    /// Its result counts in the player's statistics.
    pub fn counts_in_statistics(self) -> bool {
        self == Purpose::Play
    }

    /// Kept, once finished, among the games to watch again.
    pub fn kept_as_replay(self) -> bool {
        self == Purpose::Play
    }
}
