//! A game of Challenge from its setup to its end, whatever screen shows it: the bridge between
//! the rules and the app ([`table`]: intents in, events and views out, bots, hints, undo,
//! saves, kept games, replays and lessons), a game's life ([`session`]: what is dealt and why,
//! continuing, watching again, statistics, the review) and online play ([`online`]: the
//! connection to a table server and the remote session it feeds). Nothing here draws.

use bevy::prelude::*;

pub mod online;
pub mod refusal;
pub mod session;
pub mod table;

/// Every part of a game's life, for the windowed game and the headless one alike.
pub fn plugin(app: &mut App) {
    app.add_plugins((table::plugin, online::plugin, session::plugin));
}
