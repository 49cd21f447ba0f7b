//! A game from its setup to its end, whatever screen shows it: what is dealt ([`GameSetup`]),
//! why ([`crate::table::Purpose`], which decides what the game leaves behind), how it starts,
//! continues or is watched again ([`lifecycle`]), a game's lesson ([`lesson`]), a game asked
//! for on the command line, the statistics the player's own games add to, and the review of
//! the player's decisions after a game ([`review`]). The screens only show it.

pub mod choices;
pub mod command_line;
pub mod lesson;
pub mod lifecycle;
pub mod review;
pub mod setup;
pub mod statistics;

use bevy::prelude::*;

pub use command_line::LaunchRequest;
pub use lesson::{LessonsDone, start_lesson};
pub use lifecycle::{
    continue_saved_game, end_sessions, launch, sample_game, show_decision, watch_replay,
};
pub use setup::GameSetup;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        choices::plugin,
        lifecycle::plugin,
        command_line::plugin,
        lesson::plugin,
        statistics::plugin,
        review::plugin,
    ));
}
