//! Tests of `challenge_table_screen::replay_bar`.

use bevy::prelude::*;
use challenge_play::table::ReplayPosition;

use challenge_rules::GameId;
use challenge_table_screen::replay_bar::*;
use challenge_text::{Lang, SeatNames, Text};

fn english(position: &ReplayPosition) -> [String; 2] {
    let text = Text::new(Lang::En);
    // A replay speaks to nobody: every seat is "Player N".
    position_lines(position).map(|line| text.say(&line, &SeatNames::nobody()))
}

#[test]
fn the_bar_says_which_move_and_whose_view() {
    let mut position = ReplayPosition {
        game: GameId::Gotcha,
        ply: 0,
        plies: 40,
        seat: 1,
        open: false,
        playing: false,
    };
    assert_eq!(
        english(&position),
        [
            "The deal · 40 moves".to_string(),
            "Seen by Player 2".to_string()
        ]
    );
    position.ply = 12;
    position.open = true;
    position.seat = 0;
    assert_eq!(
        english(&position),
        [
            "Move 12 of 40".to_string(),
            "Every card open, Player 1 at the bottom".to_string()
        ]
    );
}
