//! Tests of `challenge_play::online::open_tables`.

use bevy::prelude::*;
use challenge_online::OpenTable;

use challenge_play::online::open_tables::*;
use challenge_text::{Lang, SeatNames, Text};

#[test]
fn a_listed_table_reads_its_game_free_seats_host_and_language() {
    let table = OpenTable {
        code: "ACEFHJ".into(),
        game: "gotcha".into(),
        seats: 3,
        free: 2,
        lang: "de".into(),
        host: "Ann".into(),
    };
    let english = Text::new(Lang::En);
    assert_eq!(
        english.say(&table_words(&table), &SeatNames::nobody()),
        "Gotcha, Ann (DE): 2 of 3 seats free"
    );
    for lang in Lang::ALL {
        Text::new(lang)
            .try_say(&table_words(&table), &SeatNames::nobody())
            .unwrap_or_else(|problem| panic!("{lang:?}: {problem:?}"));
    }
    let nameless = OpenTable {
        host: String::new(),
        lang: String::new(),
        free: 1,
        ..table
    };
    assert_eq!(
        english.say(&table_words(&nameless), &SeatNames::nobody()),
        "Gotcha: 1 of 3 seats free"
    );
}
