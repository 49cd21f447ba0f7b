//! Games played to their end by bots while being recorded, for the tests of records and of
//! share codes.

use super::GameRecord;
use crate::any_game::GameBox;
use crate::game::Level;
use crate::registry::{Event, GameId};
use crate::rng::GameRng;
use crate::setup;
use serde_json::{Value, json};

/// A game played to its end by bots while being recorded, with what the table went through.
pub(super) struct Played {
    pub(super) record: GameRecord,
    pub(super) table: GameBox,
    /// The save of the table after each number of moves, the deal first.
    pub(super) saves: Vec<String>,
    pub(super) events: Vec<Vec<Event>>,
}

pub(super) fn play_out(
    game: GameId,
    seats: usize,
    options: Value,
    seed: u64,
    level: Level,
) -> Played {
    let mut record = GameRecord::new(game, seats, options, seed).unwrap();
    let mut table = record.start().unwrap();
    let mut rng = GameRng::seeded(seed ^ 0xB075);
    let mut saves = vec![table.save().unwrap()];
    let mut events = Vec::new();
    while table.to_act().is_some() {
        let choice = table.bot_action(level, &mut rng).unwrap();
        events.push(record.play(&mut *table, &choice.action).unwrap());
        saves.push(table.save().unwrap());
        assert!(events.len() < 100_000, "{game} did not end");
    }
    Played {
        record,
        table,
        saves,
        events,
    }
}

/// Each game at its defaults and fewest seats, with every option moved off its default,
/// and at more seats where it allows them; plus options no setup row offers.
pub(super) fn tables() -> Vec<(GameId, usize, Value)> {
    let mut tables = Vec::new();
    for game in GameId::ALL {
        let range = game.seat_range();
        let fewest = *range.start();
        tables.push((game, fewest, Value::Null));
        // The choice before the default: for counts that is the shorter game.
        let other: Vec<usize> = setup::option_specs(game, fewest)
            .iter()
            .map(|spec| (spec.default_index + spec.choices.len() - 1) % spec.choices.len())
            .collect();
        tables.push((game, fewest, setup::options_json(game, fewest, &other)));
        if range.end() > range.start() {
            tables.push((game, (fewest + 2).min(*range.end()), Value::Null));
        }
    }
    let unoffered = json!({"tokens": 37, "max_deals": 5, "dealer": 2});
    tables.push((GameId::ChallengePoker, 3, unoffered));
    tables
}

pub(super) fn played_games() -> Vec<Played> {
    let tables = tables().into_iter().enumerate();
    tables
        .map(|(at, (game, seats, options))| {
            play_out(game, seats, options, 1000 + at as u64, Level::Easy)
        })
        .collect()
}

pub(super) fn short_game() -> Played {
    play_out(GameId::BluffPoker, 2, Value::Null, 3, Level::Easy)
}
