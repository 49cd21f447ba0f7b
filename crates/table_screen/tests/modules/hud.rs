//! Tests of `challenge_table_screen::hud`.

use challenge_rules::Phrase;
use challenge_table_screen::score_line;

use challenge_table_screen::hud::*;
use challenge_text::{Lang, SeatNames, Text};

#[test]
fn the_score_line_names_each_seat_as_the_table_speaks() {
    let english = Text::new(Lang::En);
    let line = score_line(&[12, 30, -4]);
    assert_eq!(
        english.say(&line, &SeatNames::you(0)),
        "You 12, Player 2 30, Player 3 -4"
    );
    assert_eq!(
        english.say(&line, &SeatNames::nobody()),
        "Player 1 12, Player 2 30, Player 3 -4"
    );
}

#[test]
fn an_action_button_shows_its_number_key_before_its_label() {
    let english = Text::new(Lang::En);
    let say = |key| {
        english.say(
            &action_words(key, Phrase::new("table-back")),
            &SeatNames::you(0),
        )
    };
    assert_eq!(say(Some(3)), "3  Back");
    assert_eq!(say(None), "Back");
}
