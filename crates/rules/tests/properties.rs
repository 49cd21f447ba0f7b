//! Properties of all five games through the game-independent interface: random options, seat
//! counts and seeds, random legal play to the end with cards conserved, illegal and stale
//! actions refused without a trace, and saves that load back to the same game.

use challenge_rules::GameId;
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::cards::{Card, sorted};
use challenge_rules::game::{Deal, Level};
use challenge_rules::rng::GameRng;
use proptest::prelude::*;
use serde_json::{Value, json};

/// No game played at random may take longer than this.
const MAX_ACTIONS: usize = 200_000;

/// The default options of `game` with some fields changed at random: booleans flipped, whole
/// numbers moved to nearby or edge values. Options a game refuses are fine; panics are not.
fn random_options(game: GameId, rng: &mut GameRng) -> Value {
    let mut options = any_game::default_options(game);
    if let Value::Object(fields) = &mut options {
        for value in fields.values_mut() {
            if !rng.chance(0.5) {
                continue;
            }
            match value {
                Value::Bool(flag) => *flag = !*flag,
                Value::Number(number) => {
                    if let Some(n) = number.as_u64() {
                        let choices = [0, 1, 2, n / 2, n.saturating_add(1), n.saturating_mul(2)];
                        *value = json!(choices[rng.below(choices.len())]);
                    }
                }
                _ => {}
            }
        }
    }
    options
}

/// A game from random options, seat count and seed; falls back to the defaults when the
/// random options are refused (which must be an error, never a panic).
fn random_game(game: GameId, seed: u64, seats_pick: usize, options_seed: u64) -> GameBox {
    let range = game.seat_range();
    let seats = range.start() + seats_pick % (range.end() - range.start() + 1);
    let options = random_options(game, &mut GameRng::seeded(options_seed));
    any_game::new_game(game, options, seats, Deal::seeded(seed)).unwrap_or_else(|_| {
        any_game::new_game(game, Value::Null, seats, Deal::seeded(seed))
            .expect("default options start a game at any allowed seat count")
    })
}

fn census(game: &GameBox) -> Vec<Card> {
    sorted(&game.all_cards())
}

fn save(game: &GameBox) -> String {
    game.save().expect("a game can be saved")
}

fn game_strategy() -> impl Strategy<Value = GameId> {
    (0..GameId::ALL.len()).prop_map(|index| GameId::ALL[index])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn random_play_conserves_cards_and_ends(
        game in game_strategy(),
        seed in any::<u64>(),
        seats_pick in 0usize..16,
        options_seed in any::<u64>(),
    ) {
        let mut table = random_game(game, seed, seats_pick, options_seed);
        let cards = census(&table);
        let mut rng = GameRng::seeded(seed ^ 1);
        let mut steps = 0;
        while table.to_act().is_some() {
            prop_assert!(steps < MAX_ACTIONS, "{} did not end in {} actions", game, MAX_ACTIONS);
            let legal = table.legal_actions();
            prop_assert!(!legal.is_empty(), "someone to act without a legal action");
            let pick = &legal[rng.below(legal.len())];
            table.apply(&pick.action).map_err(|e| {
                TestCaseError::fail(format!("legal {} refused: {e}", pick.action))
            })?;
            prop_assert_eq!(census(&table), cards.clone(), "cards not conserved");
            steps += 1;
        }
        prop_assert!(table.outcome().is_some());
        prop_assert!(table.legal_actions().is_empty());
        prop_assert_eq!(table.outcome().map(|o| o.scores.len()), Some(table.seats()));
    }

    #[test]
    fn illegal_and_stale_actions_change_nothing(
        game in game_strategy(),
        seed in any::<u64>(),
        seats_pick in 0usize..16,
        options_seed in any::<u64>(),
        steps in 1usize..300,
    ) {
        let mut table = random_game(game, seed, seats_pick, options_seed);
        let mut rng = GameRng::seeded(seed ^ 2);
        let mut seen: Vec<Value> = Vec::new();
        for _ in 0..steps {
            if table.to_act().is_none() {
                break;
            }
            let legal: Vec<Value> = table.legal_actions().into_iter().map(|a| a.action).collect();
            let before = save(&table);
            let garbage = [
                json!(null),
                json!(true),
                json!("pass"),
                json!({"action": "not_an_action_of_any_game"}),
                json!({}),
            ];
            for bad in seen.iter().filter(|a| !legal.contains(a)).take(4).chain(&garbage) {
                prop_assert!(table.apply(bad).is_err(), "{} was accepted", bad);
                prop_assert_eq!(&save(&table), &before, "a refused {} changed the game", bad);
            }
            let pick = legal[rng.below(legal.len())].clone();
            if !seen.contains(&pick) && seen.len() < 128 {
                seen.push(pick.clone());
            }
            table.apply(&pick).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
    }

    #[test]
    fn saves_load_back_to_the_same_game_midway(
        game in game_strategy(),
        seed in any::<u64>(),
        seats_pick in 0usize..16,
        options_seed in any::<u64>(),
        steps in 0usize..200,
    ) {
        let mut table = random_game(game, seed, seats_pick, options_seed);
        let mut rng = GameRng::seeded(seed ^ 3);
        for _ in 0..steps {
            if table.to_act().is_none() {
                break;
            }
            table.bot_play(Level::Easy, &mut rng).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        let saved = save(&table);
        let mut loaded = any_game::load(&saved).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(save(&loaded), saved.clone());
        prop_assert_eq!(loaded.id(), game);
        prop_assert_eq!(loaded.to_act(), table.to_act());
        prop_assert_eq!(loaded.legal_actions(), table.legal_actions());
        prop_assert_eq!(census(&loaded), census(&table));
        for seat in 0..table.seats() {
            prop_assert_eq!(loaded.view(seat).ok(), table.view(seat).ok());
        }
        // Both copies go on identically.
        let mut rng_a = GameRng::seeded(seed);
        let mut rng_b = GameRng::seeded(seed);
        for _ in 0..20 {
            if table.to_act().is_none() {
                break;
            }
            let a = table.bot_play(Level::Normal, &mut rng_a).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let b = loaded.bot_play(Level::Normal, &mut rng_b).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(a, b);
        }
        prop_assert_eq!(save(&loaded), save(&table));

        // Any single-byte cut of the save is refused, never a panic.
        let cut = rng.below(saved.len());
        if saved.is_char_boundary(cut) {
            prop_assert!(any_game::load(&saved[..cut]).is_err());
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game(
        game in game_strategy(),
        seed in any::<u64>(),
        seats_pick in 0usize..16,
    ) {
        let mut first = random_game(game, seed, seats_pick, 0);
        let mut second = random_game(game, seed, seats_pick, 0);
        let mut rng_a = GameRng::seeded(seed);
        let mut rng_b = GameRng::seeded(seed);
        for _ in 0..100 {
            if first.to_act().is_none() {
                break;
            }
            let a = first.bot_play(Level::Normal, &mut rng_a).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let b = second.bot_play(Level::Normal, &mut rng_b).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(a, b);
        }
        prop_assert_eq!(save(&first), save(&second));
    }
}

#[test]
fn random_options_sometimes_differ_from_the_defaults() {
    // Guards the option fuzzing above against silently testing only the defaults.
    let mut changed = 0;
    for game in GameId::ALL {
        for seed in 0..20 {
            if random_options(game, &mut GameRng::seeded(seed)) != any_game::default_options(game) {
                changed += 1;
            }
        }
    }
    assert!(changed > 0);
}

#[test]
fn every_allowed_seat_count_starts_and_every_other_is_refused() {
    for game in GameId::ALL {
        let range = game.seat_range();
        for seats in 0..=range.end() + 2 {
            let started = any_game::new_game(game, Value::Null, seats, Deal::seeded(1));
            assert_eq!(
                started.is_ok(),
                range.contains(&seats),
                "{game} at {seats} seats"
            );
            if let Ok(table) = started {
                assert_eq!(table.seats(), seats);
                assert!(table.validate().is_ok());
            }
        }
    }
}
