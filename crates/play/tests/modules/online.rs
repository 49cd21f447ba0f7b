//! Tests of `challenge_play::online`.

use bevy::prelude::*;
use challenge_online::{CloseReason, ErrorKind, SeatState, ServerMessage, TableInfo};
use challenge_rules::{Phrase, RulesError};

use challenge_play::online::*;
use challenge_play::refusal::AppRefusal;
use challenge_rules::Level;
use challenge_text::{Lang, SeatNames, Text};

#[test]
fn every_refusal_and_closing_has_words_of_its_own() {
    let text = Text::new(Lang::En);
    let mut seen = Vec::new();
    for kind in AppRefusal::SERVER_KINDS {
        let words = text
            .try_say(&refusal(kind, None).phrase(), &SeatNames::nobody())
            .unwrap_or_else(|problem| panic!("{kind:?}: {problem:?}"));
        assert!(!seen.contains(&words), "{kind:?} reads as another kind");
        seen.push(words);
    }
    assert_eq!(
        text.say(
            &refusal(ErrorKind::Version, None).phrase(),
            &SeatNames::nobody()
        ),
        "The server runs another version of Challenge."
    );
    for reason in [CloseReason::HostLeft, CloseReason::Idle, CloseReason::Other] {
        assert!(text.try_say(&closing(reason), &SeatNames::nobody()).is_ok());
    }
}

#[test]
fn a_refused_move_reads_as_the_rules_reason_and_never_the_servers_message() {
    let rules = RulesError::new("error-game-over");
    let mut table = OnlineTable::default();
    table.note(&ServerMessage::Error {
        kind: ErrorKind::Illegal,
        message: "the game is over (for developers)".into(),
        rules: Some(rules.clone()),
    });
    assert_eq!(table.refusal, Some(rules.phrase()));
    table.note(&ServerMessage::error(ErrorKind::Taken, "seat 1 is taken"));
    assert_eq!(table.refusal, Some(Phrase::new("online-error-taken")));
    table.note(&ServerMessage::Closed {
        reason: CloseReason::Idle,
    });
    assert_eq!(table.closed, Some(Phrase::new("online-closed-idle")));
}

#[test]
fn players_are_named_by_the_names_they_gave() {
    let info = TableInfo::lobby(
        "ACEFHJ",
        "gotcha",
        serde_json::json!({}),
        vec![
            SeatState::player("Ann"),
            SeatState::player(""),
            SeatState::Bot { level: Level::Easy },
            SeatState::Open,
        ],
    );
    let names = player_names(Some(&info));
    assert_eq!(names, ["Ann", "", "", ""]);
    assert_eq!(player_names(None), Vec::<String>::new());
    let text = Text::new(Lang::En);
    let naming = SeatNames::you(1).with_names(names);
    let seats: Vec<String> = (0..4).map(|seat| text.seat(seat, &naming)).collect();
    assert_eq!(seats, ["Ann", "You", "Player 3", "Player 4"]);
}
