//! A game as it is dealt: which game, who plays each seat, the options, the seed, and why it is
//! dealt. The setup screen, the replays screen ("play this deal") and the command line each
//! describe one; [`super::lifecycle::launch`] deals it.

use crate::table::{Purpose, SeatKind};
use bevy::prelude::*;
use challenge_rules::record::library::{KeptGame, Player};
use challenge_rules::setup::options_json;
use challenge_rules::{GameId, Level};

/// A game as it is dealt. Kept while the game is played, so "deal again" repeats it with a
/// new seed.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameSetup {
    pub game: GameId,
    pub seating: Vec<SeatKind>,
    /// The game's options as JSON (see [`challenge_rules::setup`]).
    pub options: serde_json::Value,
    pub seed: u64,
    /// What the game leaves behind when it is played (see [`Purpose`]).
    pub purpose: Purpose,
}

impl GameSetup {
    /// A game at this device. With nobody here in any seat the player only watches computer
    /// players, so the game is a demo.
    pub fn new(
        game: GameId,
        seating: Vec<SeatKind>,
        options: serde_json::Value,
        seed: u64,
    ) -> GameSetup {
        let purpose = if seating.contains(&SeatKind::Human) {
            Purpose::Play
        } else {
            Purpose::Demo
        };
        GameSetup {
            game,
            seating,
            options,
            seed,
            purpose,
        }
    }

    /// You against one computer player of `level`, with the game's default options.
    pub fn against_one(game: GameId, seed: u64, level: Level) -> GameSetup {
        GameSetup::new(
            game,
            vec![SeatKind::Human, SeatKind::Bot(level)],
            options_json(game, 2, &[]),
            seed,
        )
    }

    /// The new game "Play this deal" deals: the kept game's game, seats, options and seed,
    /// with its players (you for each local player, computer players of the same level); a
    /// shared game gives you the first seat and normal computer players the others.
    pub fn of_kept(game: &KeptGame) -> GameSetup {
        let seating = if game.players.is_empty() {
            (0..game.record.seats)
                .map(|seat| {
                    if seat == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot(Level::Normal)
                    }
                })
                .collect()
        } else {
            game.players
                .iter()
                .map(|player| match player {
                    Player::Local => SeatKind::Human,
                    Player::Computer(level) => SeatKind::Bot(*level),
                })
                .collect()
        };
        // A record's `null` stands for the game's defaults, which the table wants spelt out.
        let options = if game.record.options.is_null() {
            challenge_rules::any_game::default_options(game.record.game)
        } else {
            game.record.options.clone()
        };
        GameSetup::new(game.record.game, seating, options, game.record.seed)
    }
}
