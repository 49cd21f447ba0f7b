//! The screens of the game, one state each; entities spawned for a screen despawn on leaving it.

use bevy::prelude::*;

mod title;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins(title::plugin);
}

#[derive(States, Debug, Hash, PartialEq, Eq, Clone, Copy, Default)]
pub enum Screen {
    #[default]
    Title,
}
