//! The screens of the game, one state each; entities spawned for a screen despawn on leaving it.

use bevy::prelude::*;

mod table;
mod title;

pub use table::LaunchRequest;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((title::plugin, table::plugin));
}

#[derive(States, Debug, Hash, PartialEq, Eq, Clone, Copy, Default)]
pub enum Screen {
    #[default]
    Title,
    /// A game in progress.
    Table,
}
