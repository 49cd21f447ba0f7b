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

/// A replay opened at one of the costliest decisions says its grade, what was chosen there and
/// what the hard player would have chosen, seen from the reviewed seat; any other move or seat, or a
/// review not yet worked out, says nothing of it.
#[test]
fn the_bar_names_a_reviewed_decision_where_the_replay_stands_at_it() {
    use challenge_play::session::review::GameReview;
    use challenge_rules::grading::Grade;
    use challenge_rules::record::GameRecord;
    use challenge_rules::review::{Decision, Graded, Review, Unit};
    use challenge_rules::{Level, Phrase};
    let (record, _) =
        GameRecord::played_by_computers(GameId::Gotcha, 2, 5, |_| Level::Normal).unwrap();
    let decision = Decision {
        ply: 7,
        played: Phrase::new("gotcha-action-gotcha"),
        best: Phrase::new("gotcha-action-gotcha"),
        played_value: 2.0,
        best_value: 5.0,
        unit: Unit::Points,
    };
    let ready = GameReview::Ready {
        record: record.clone(),
        review: Review {
            seat: 0,
            valued: 10,
            costliest: vec![decision],
            chances: Vec::new(),
            result: None,
            luck: None,
            graded: vec![Graded {
                ply: 7,
                grade: Grade::Mistake,
                loss: 3.0,
            }],
            unit: Some(Unit::Points),
            accuracy: None,
        },
    };
    let mut position = ReplayPosition {
        game: GameId::Gotcha,
        ply: 7,
        plies: 40,
        seat: 0,
        open: false,
        playing: false,
    };
    let line = decision_line(&ready, &position).expect("the decision at move 8 is named");
    assert_eq!(line.id, "table-review-decision");
    let said = Text::new(Lang::En).say(&line, &SeatNames::nobody());
    assert!(
        said.starts_with("Move 8, a mistake: you chose Gotcha!"),
        "{said}"
    );
    assert!(said.contains("That cost 3 points"), "{said}");
    position.ply = 6;
    assert_eq!(decision_line(&ready, &position), None, "another move");
    position.ply = 7;
    position.seat = 1;
    assert_eq!(decision_line(&ready, &position), None, "another seat");
    position.seat = 0;
    assert_eq!(decision_line(&GameReview::None, &position), None);
}
