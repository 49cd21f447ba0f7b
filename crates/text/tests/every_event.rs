//! Every language words everything the rules say: seeded games of every game are played to
//! the end, and each event, legal action, refusal, outcome and setup option met on the way is
//! worded in every language. Each must have its message, read exactly the values the phrase
//! gives (no more, no fewer), leave no `{ $placeholder }`, and show the seats, numbers and
//! cards of its data. Beside the games played, one example of every refusal the rules can give
//! (each refusal enum's examples, each game's through the registry) is worded the same way.

use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Deal, GameId, GameRng, Level, Phrase, RulesError, setup};
use challenge_text::Lang;
use challenge_text::check::Languages;
use std::collections::BTreeSet;

/// Seeds per game; each game is played once per seed, at its smallest and largest table.
const SEEDS: u64 = 40;

/// Plays `game` to its end with easy computer players, wording everything met on the way.
fn play_and_check(languages: &Languages, game: GameId, seats: usize, seed: u64) {
    let mut table: GameBox =
        any_game::new_game(game, serde_json::Value::Null, seats, Deal::seeded(seed))
            .unwrap_or_else(|error| panic!("{game} {seats}: {error}"));
    let mut rng = GameRng::seeded(seed);
    let mut earlier: Vec<serde_json::Value> = Vec::new();
    let mut steps = 0;
    while table.to_act().is_some() {
        let context = format!("{game}, {seats} seats, seed {seed}, move {steps}");
        let legal = table.legal_actions();
        // Long lists (Gotcha's guesses) are sampled: the first, the last and a few between.
        let stride = (legal.len() / 6).max(1);
        for listed in legal.iter().step_by(stride).chain(legal.last()) {
            languages.check(&listed.phrase, &context);
        }
        // Moves legal earlier are mostly refused now: each refusal is worded too.
        for stale in earlier.iter().rev().take(3) {
            if let Err(error) = table.clone().apply(stale) {
                check_error(languages, &error, &context);
            }
        }
        let played = table
            .bot_play(Level::Easy, &mut rng)
            .unwrap_or_else(|error| panic!("{context}: {error}"));
        languages.check(&played.phrase, &context);
        for event in &played.events {
            if let Some(phrase) = event.phrase() {
                languages.check(&phrase, &context);
            }
        }
        earlier.push(played.action);
        steps += 1;
        assert!(steps < 200_000, "{context}: the game did not end");
    }
    let outcome = table.outcome().expect("a finished game has an outcome");
    use challenge_rules::Speak;
    languages.check(
        &outcome.summary.phrase(),
        &format!("{game} outcome, seed {seed}"),
    );
    // Every move refused once the game is over.
    if let Some(last) = earlier.last() {
        let error = table.clone().apply(last).unwrap_err();
        check_error(languages, &error, "after the end");
    }
}

fn check_error(languages: &Languages, error: &RulesError, context: &str) {
    languages.check(&error.phrase(), &format!("{context}: refused with {error}"));
}

#[test]
fn every_event_action_and_refusal_of_every_game_is_worded_in_every_language() {
    let languages = Languages::new();
    for game in GameId::ALL {
        let range = game.seat_range();
        for seats in [*range.start(), *range.end()] {
            for seed in 0..SEEDS {
                play_and_check(&languages, game, seats, seed);
            }
        }
    }
}

/// Seeds per game whose positions "Suggest" is asked about, and how often in a game.
const COACHED_SEEDS: u64 = 3;
const COACHED_EVERY: usize = 7;

#[test]
fn every_reason_the_coach_gives_is_worded_in_every_language() {
    let languages = Languages::new();
    let mut reasons = 0;
    for game in GameId::ALL {
        let seats = *game.seat_range().start();
        for seed in 0..COACHED_SEEDS {
            let mut table =
                any_game::new_game(game, serde_json::Value::Null, seats, Deal::seeded(seed))
                    .unwrap();
            let mut rng = GameRng::seeded(seed);
            let mut steps = 0;
            while table.to_act().is_some() && steps < 2_000 {
                if steps % COACHED_EVERY == 0 {
                    let context = format!("{game} coach, seed {seed}, move {steps}");
                    let (suggested, why) = table
                        .advise(&mut rng)
                        .unwrap_or_else(|| panic!("{context}: no advice"));
                    languages.check(&suggested.phrase, &context);
                    if let Some(why) = why {
                        languages.check(&why, &context);
                        reasons += 1;
                    }
                }
                table.bot_play(Level::Easy, &mut rng).unwrap();
                steps += 1;
            }
        }
    }
    assert!(reasons > 0, "the coach gave no reason");
}

#[test]
fn every_setup_option_is_worded_in_every_language() {
    let languages = Languages::new();
    for game in GameId::ALL {
        for seats in game.seat_range() {
            for spec in setup::option_specs(game, seats) {
                let context = format!("{game} option {}", spec.key);
                languages.check(&Phrase::new(spec.label), &context);
                languages.check(&Phrase::new(spec.help), &context);
                for choice in &spec.choices {
                    languages.check(&choice.label, &context);
                }
            }
        }
    }
}

#[test]
fn every_step_of_every_lesson_is_worded_in_every_language() {
    let languages = Languages::new();
    let mut steps = 0;
    for game in GameId::ALL {
        for phrase in challenge_rules::lesson::lesson_phrases(game) {
            languages.check(&phrase, &format!("{game} lesson"));
            steps += 1;
        }
    }
    assert!(steps > 0, "no lesson was worded");
}

#[test]
fn every_language_has_every_message_of_english_with_the_same_values() {
    let languages = Languages::new();
    let english = &languages.variables[&Lang::En];
    for lang in languages.variables.keys().copied() {
        let other = &languages.variables[&lang];
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<&String> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag());
        assert!(
            extra.is_empty(),
            "{} has messages English lacks: {extra:?}",
            lang.tag()
        );
        for (id, used) in english {
            assert_eq!(
                &other[id],
                used,
                "{}: '{id}' reads other values than English",
                lang.tag()
            );
        }
    }
}

#[test]
fn every_refusal_the_rules_can_give_is_worded_in_every_language() {
    // One example of every refusal of every kind, as each refusal enum lists them (each
    // game's through the registry): a refusal the games above never met is still worded, with
    // exactly the values it names.
    let languages = Languages::new();
    let examples = challenge_rules::refusals::examples();
    for error in &examples {
        check_error(&languages, error, "an example refusal");
    }
    // And every refusal message of the rules (the shared `error-…` ones and each game's
    // `<game>-error-…`) is one a refusal gives: a message whose refusal is gone, or a refusal
    // left out of its enum's examples, shows here.
    let given: BTreeSet<&str> = examples.iter().map(|error| error.kind.as_ref()).collect();
    let games: Vec<String> = GameId::ALL
        .iter()
        .map(|game| format!("{}-error-", game.id()))
        .collect();
    let english = &languages.variables[&Lang::En];
    let unmet: Vec<&String> = english
        .keys()
        .filter(|id| id.starts_with("error-") || games.iter().any(|game| id.starts_with(game)))
        .filter(|id| !given.contains(id.as_str()))
        .collect();
    assert!(
        unmet.is_empty(),
        "refusal messages no refusal gives: {unmet:?}"
    );
}
