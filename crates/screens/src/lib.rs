//! The screens of the game, one state each; entities spawned for a screen despawn on leaving it.

use bevy::prelude::*;
use challenge_base::shared::Screen;

pub mod learn;
mod loading;
pub mod lobby;
pub mod menus;
pub mod online;
pub mod page;
pub mod page_access;
pub mod replays;
pub mod setup;
mod shown;
pub mod stats;
mod title;

/// Every screen but the table, and the menus over them.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        loading::plugin,
        learn::plugin,
        title::plugin,
        setup::plugin,
        online::plugin,
        lobby::plugin,
        stats::plugin,
        replays::plugin,
        shown::plugin,
        menus::plugin,
    ));
}

pub use shown::{ShowAtStart, Shown};
