//! Tests of `challenge_table_screen::rematch`.

use bevy::prelude::*;
use challenge_online::{SeatState, TableInfo};

use challenge_rules::Level;
use challenge_table_screen::rematch::*;
use challenge_text::{Lang, SeatNames, Text};

#[test]
fn the_note_counts_who_agreed_and_the_totals_of_the_games_played() {
    let seats = vec![
        SeatState::player("Ann"),
        SeatState::player("Boris"),
        SeatState::Bot { level: Level::Easy },
    ];
    let mut info = TableInfo {
        started: true,
        finished: true,
        games: 1,
        wins: vec![0, 0, 0],
        points: vec![0, 0, 0],
        ..TableInfo::lobby("ACEFHJ", "svoi_kozyri", serde_json::json!({}), seats)
    };
    assert!(rematch_lines(&info).is_empty(), "nothing to say yet");
    let english = Text::new(Lang::En);
    let naming = SeatNames::you(1).with_names(vec!["Ann".into(), "Boris".into(), "".into()]);
    let say = |info: &TableInfo| -> Vec<String> {
        rematch_lines(info)
            .iter()
            .map(|line| english.say(line, &naming))
            .collect()
    };
    info.rematch = vec![0];
    info.wins = vec![1, 0, 0];
    info.points = vec![1, -1, 0];
    assert_eq!(
        say(&info),
        [
            "Ready to play again: 1 of 2 players",
            "Games won in 1 game: Ann 1, You 0, Player 3 0",
            "Points over the games: Ann 1, You -1, Player 3 0",
        ]
    );
}
