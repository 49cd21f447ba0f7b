//! Who plays each seat: a person at this device, a computer player at a level, or a player at
//! another device; and the demo mode, in which computer players take every seat.

use bevy::prelude::*;
use challenge_rules::Level;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// The local player (several on one machine take turns at the same screen).
    Human,
    Bot(Level),
    /// A person at another device: another player at an online table.
    Remote,
}

/// The demo mode: while present, bots play every seat, the human ones at `level`.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutoPlay {
    pub level: challenge_rules::Level,
}
