//! Tests of `challenge_screens::lobby`.

use bevy::prelude::*;
use challenge_online::{SeatPlan, SeatState, TableInfo};
use challenge_rules::Level;

use challenge_screens::lobby::*;
use challenge_text::{Lang, SeatNames, Text};

#[test]
fn seats_read_as_players_see_them() {
    let away = SeatState::Player {
        name: "Ann".into(),
        connected: false,
        returns_within: Some(30),
        stand_in: false,
    };
    let info = TableInfo::lobby(
        "ACEFHJ",
        "gotcha",
        serde_json::json!({}),
        vec![
            SeatState::player(""),
            away,
            SeatState::Open,
            SeatState::Bot { level: Level::Hard },
        ],
    );
    let text = Text::new(Lang::En);
    let line = |seat: usize, naming: &SeatNames| {
        let (number, who) = seat_line(&info, seat);
        format!("{}: {}", text.say(&number, naming), text.say(&who, naming))
    };
    let mine = SeatNames::you(0).with_names(challenge_play::online::player_names(Some(&info)));
    let lines: Vec<String> = (0..4).map(|seat| line(seat, &mine)).collect();
    assert_eq!(
        lines,
        [
            "Seat 1: You, host (connected)",
            "Seat 2: Ann (away)",
            "Seat 3: Open, waiting for a friend",
            "Seat 4: Computer, Hard"
        ]
    );
    // The friend in seat 2 sees the host, who gave no name, named in their language.
    let theirs = SeatNames::you(1).with_names(challenge_play::online::player_names(Some(&info)));
    assert_eq!(line(0, &theirs), "Seat 1: Player 1, host (connected)");
    assert_eq!(line(1, &theirs), "Seat 2: You (away)");
}

#[test]
fn the_host_steps_a_seat_round_open_and_the_levels_and_lets_an_absent_player_go() {
    let mut seat = SeatState::Open;
    let mut seen = Vec::new();
    for _ in 0..4 {
        let plan = next_plan(&seat, true).expect("an open or computer seat steps");
        seen.push(plan);
        seat = match plan {
            SeatPlan::Open => SeatState::Open,
            SeatPlan::Bot { level } => SeatState::Bot { level },
        };
    }
    assert_eq!(
        seen,
        [
            SeatPlan::Bot { level: Level::Easy },
            SeatPlan::Bot {
                level: Level::Normal
            },
            SeatPlan::Bot { level: Level::Hard },
            SeatPlan::Open,
        ]
    );
    assert_eq!(
        next_plan(&SeatState::Open, false),
        Some(SeatPlan::Bot { level: Level::Hard })
    );
    let player = |connected| SeatState::Player {
        name: "Ann".into(),
        connected,
        returns_within: None,
        stand_in: false,
    };
    assert_eq!(next_plan(&player(true), true), None, "a player here stays");
    assert_eq!(next_plan(&player(false), true), Some(SeatPlan::Open));
}
