//! Every line the table shows, in every language: seeded games of every game, at their smallest
//! and largest tables, are played by computer players, and every phrase the table would show
//! from every seat (status, captions, prompts, score sheets, action buttons and their steps,
//! why a card may not be played, the best-play meter) is worded in every language and checked
//! as the rules' own phrases are (`challenge_text::check`): its message exists everywhere,
//! reads exactly the phrase's values, leaves no placeholder and shows its seats, numbers and
//! cards.

use challenge_rules::{GameId, Phrase};
use challenge_table_screen::table_lines;
use challenge_text::check::Languages;
use std::collections::BTreeMap;

/// Seeds per game and table size.
const SEEDS: u64 = 3;

#[test]
fn every_line_of_every_table_is_worded_in_every_language() {
    let languages = Languages::new();
    for game in GameId::ALL {
        let range = game.seat_range();
        for seats in [*range.start(), *range.end()] {
            // The same phrase comes back move after move: each is checked once.
            let mut distinct: BTreeMap<String, (String, Phrase)> = BTreeMap::new();
            for seed in 0..SEEDS {
                for (context, phrase) in table_lines(game, seats, seed) {
                    distinct
                        .entry(format!("{phrase:?}"))
                        .or_insert((context, phrase));
                }
            }
            assert!(distinct.len() > 5, "{game}: only {} lines", distinct.len());
            for (context, phrase) in distinct.values() {
                languages.check(phrase, context);
            }
        }
    }
}
