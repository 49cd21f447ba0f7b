//! Each game's table presentation, one file per game, and the registry that binds a game of
//! the rules registry to its presentation. The match below is exhaustive, so a game added to
//! the rules without a presentation does not compile.

mod bluff_poker;
mod challenge_poker;
mod gotcha;
mod suit_challenge;
mod svoi_kozyri;

use super::layouts::Presented;
use crate::screens::GameSetup;
use bevy::prelude::{App, World};
use challenge_rules::games as rules;
use challenge_rules::record::library::KeptGame;
use challenge_rules::{GameId, RulesError, Seat};

/// What the table screen does for one game, made from its rules type.
pub(super) struct TableGame {
    /// Adds the systems that carry the game's views and the player's choices.
    pub add_systems: fn(&mut App),
    /// Deals the game a setup describes (see [`super::launch`]).
    pub start: fn(&mut World, &GameSetup) -> Result<Seat, RulesError>,
    /// Drops the game in progress, if any.
    pub end: fn(&mut World),
    /// Opens a replay of a finished game (see [`super::watch_replay`]).
    pub watch: fn(&mut World, &KeptGame) -> Result<(), RulesError>,
    /// The best-play meter's line for a view given as JSON (how the page's worker is asked).
    #[cfg(any(test, target_arch = "wasm32"))]
    pub best_play: fn(&serde_json::Value) -> Result<Option<String>, String>,
}

impl TableGame {
    fn of<R: Presented>() -> TableGame {
        TableGame {
            add_systems: super::add_game::<R>,
            start: super::start::<R>,
            end: super::end::<R>,
            watch: crate::table::replay::watch::<R>,
            #[cfg(any(test, target_arch = "wasm32"))]
            best_play: |view| {
                let view = serde_json::from_value::<R::View>(view.clone())
                    .map_err(|e| format!("not a view of {}: {e}", R::ID.title()))?;
                Ok(R::best_play(&view))
            },
        }
    }
}

/// The presentation of `game`.
pub(super) fn table_game(game: GameId) -> TableGame {
    match game {
        GameId::SuitChallenge => TableGame::of::<rules::suit_challenge::SuitChallenge>(),
        GameId::ChallengePoker => TableGame::of::<rules::challenge_poker::ChallengePoker>(),
        GameId::BluffPoker => TableGame::of::<rules::bluff_poker::BluffPoker>(),
        GameId::SvoiKozyri => TableGame::of::<rules::svoi_kozyri::SvoiKozyri>(),
        GameId::Gotcha => TableGame::of::<rules::gotcha::Gotcha>(),
    }
}
