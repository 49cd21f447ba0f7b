//! Help the local player took in the game in progress (hints asked for, moves taken back),
//! counted into the statistics and kept with a saved game.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Reset when a game is dealt; restored with a resumed game.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayAids {
    /// Times "Suggest" showed a move.
    pub hints: u32,
    /// Times a move was taken back; any makes the game practice.
    pub undos: u32,
}
