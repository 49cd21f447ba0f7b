//! Every game's options as data for a setup screen, by game id: the rows each game offers
//! ([`crate::options`]) with their defaults found, and options built from the choices made.

pub use crate::options::{OptionChoice, OptionSpec, choice, counts, dealer_spec, spec};

use crate::GameId;
use crate::any_game::default_options;
use serde_json::{Map, Value};

/// The options of `game` at `seats` seats, in the order a setup screen lists them (each
/// game's own list, see [`crate::GameInfo::options`]). A seat count outside the game's
/// range is taken as the nearest allowed one.
pub fn option_specs(game: GameId, seats: usize) -> Vec<OptionSpec> {
    // The screen may ask while its seat stepper is out of range; clamping keeps the dealer
    // row from ever being empty.
    let range = game.seat_range();
    let seats = seats.clamp(*range.start(), *range.end());
    let mut specs = (game.info().options)(seats);
    // Found rather than written down, so a changed Default impl cannot leave a stale index;
    // the tests catch a default that is missing from the choices.
    let defaults = default_options(game);
    for spec in &mut specs {
        let default = defaults.get(spec.key);
        spec.default_index = (spec.choices.iter())
            .position(|choice| Some(&choice.value) == default)
            .unwrap_or(0);
    }
    specs
}

/// The options JSON object for the chosen indices (one per spec, clamped into range); specs
/// past the end of `chosen` take their default.
pub fn options_json(game: GameId, seats: usize, chosen: &[usize]) -> Value {
    let fields = option_specs(game, seats).into_iter().enumerate();
    let fields = fields.filter_map(|(at, spec)| {
        let index = chosen.get(at).copied().unwrap_or(spec.default_index);
        let index = index.min(spec.choices.len().saturating_sub(1));
        let value = spec.choices.into_iter().nth(index)?.value;
        Some((spec.key.to_string(), value))
    });
    Value::Object(fields.collect::<Map<String, Value>>())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any_game::new_game;
    use crate::game::Deal;
    use crate::phrase::{Phrase, Values};

    fn every_table() -> impl Iterator<Item = (GameId, usize)> {
        GameId::ALL
            .into_iter()
            .flat_map(|game| game.seat_range().map(move |seats| (game, seats)))
    }

    #[test]
    fn default_indices_reproduce_each_games_default_options() {
        for (game, seats) in every_table() {
            let specs = option_specs(game, seats);
            let indices: Vec<usize> = specs.iter().map(|spec| spec.default_index).collect();
            let options = options_json(game, seats, &indices);
            assert_eq!(options, options_json(game, seats, &[]));
            let defaults = default_options(game);
            for spec in &specs {
                assert_eq!(options.get(spec.key), defaults.get(spec.key), "{game}");
            }
            let table = new_game(game, options, seats, Deal::seeded(1)).unwrap();
            assert_eq!(table.options(), defaults, "{game} at {seats} seats");
        }
    }

    #[test]
    fn every_choice_of_every_spec_starts_a_game_with_that_value() {
        for (game, seats) in every_table() {
            let specs = option_specs(game, seats);
            let defaults: Vec<usize> = specs.iter().map(|spec| spec.default_index).collect();
            for (at, spec) in specs.iter().enumerate() {
                for (index, choice) in spec.choices.iter().enumerate() {
                    let mut chosen = defaults.clone();
                    chosen[at] = index;
                    let options = options_json(game, seats, &chosen);
                    let table = new_game(game, options, seats, Deal::seeded(1))
                        .unwrap_or_else(|e| panic!("{game} {seats} {}: {e}", choice.label));
                    assert_eq!(table.options()[spec.key], choice.value);
                }
            }
        }
    }

    #[test]
    fn choices_are_distinct_labelled_and_name_known_fields() {
        for (game, seats) in every_table() {
            let defaults = default_options(game);
            for spec in option_specs(game, seats) {
                assert!(defaults.get(spec.key).is_some(), "{game}: {}", spec.key);
                // Message ids: the game's own, or the shared dealer row's.
                let own = |id: &str| id.starts_with(&format!("{}-option-", game.id()));
                assert!(
                    own(spec.label) || spec.label == "option-dealer",
                    "{}",
                    spec.label
                );
                assert!(own(spec.help), "{game}: {}", spec.help);
                for (at, choice) in spec.choices.iter().enumerate() {
                    assert!(!choice.label.id.is_empty());
                    let later = &spec.choices[at + 1..];
                    assert!(later.iter().all(|other| other.value != choice.value));
                    assert!(later.iter().all(|other| other.label != choice.label));
                }
            }
        }
    }

    #[test]
    fn dealer_choices_name_every_seat_and_the_gotcha_deal_needs_two_seats() {
        let specs = option_specs(GameId::ChallengePoker, 4);
        let dealer = specs.iter().find(|spec| spec.key == "dealer").unwrap();
        let labels: Vec<Phrase> = dealer.choices.iter().map(|c| c.label.clone()).collect();
        let seat = |seat| Phrase::new("seat").seat("seat", seat);
        assert_eq!(labels, [seat(0), seat(1), seat(2), seat(3)]);
        let has_deal = |seats| {
            let specs = option_specs(GameId::Gotcha, seats);
            specs.iter().any(|spec| spec.key == "two_player_deal")
        };
        assert!(has_deal(2));
        assert!((3..=5).all(|seats| !has_deal(seats)));
        let fewest = option_specs(GameId::Gotcha, 0);
        assert_eq!(fewest.last().unwrap().choices.len(), 2);
    }

    #[test]
    fn out_of_range_indices_are_clamped_and_missing_ones_use_defaults() {
        for (game, seats) in every_table() {
            let specs = option_specs(game, seats);
            let last = options_json(game, seats, &vec![usize::MAX; specs.len()]);
            let partial = options_json(game, seats, &[0]);
            for (at, spec) in specs.iter().enumerate() {
                assert_eq!(last[spec.key], spec.choices.last().unwrap().value);
                let expected = if at == 0 { 0 } else { spec.default_index };
                assert_eq!(partial[spec.key], spec.choices[expected].value);
            }
        }
    }
}
