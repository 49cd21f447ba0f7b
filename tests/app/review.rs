//! The review after a game in the whole app: once the player's own game against computer
//! players ends, the costliest decisions the hard player's searches find are worked out away
//! from the frame and shown in the result panel with a chart of the chance to win; "Show" opens
//! the replay at that decision.

use super::resume::{app_on, play_first_moves};
use super::{activate, start};
use bevy::prelude::*;
use challenge_base::persist::MemoryStore;
use challenge_base::text::Says;
use challenge_play::session::review::GameReview;
use challenge_play::table::{GameSession, ReplaySession, Replaying};
use challenge_rules::games::gotcha::Gotcha;
use challenge_rules::grading::Grade;
use challenge_rules::phrase::Arg;
use challenge_rules::record::GameRecord;
use challenge_rules::review::review_record;
use challenge_rules::{GameId, Phrase};
use std::sync::Arc;

/// Runs frames until the review is worked out.
fn wait_for_review(app: &mut App) {
    let mut patience = super::Patience::frames(20_000);
    while patience.more() {
        app.update();
        match app.world().resource::<GameReview>() {
            GameReview::Ready { .. } => return,
            GameReview::Failed => panic!("the review failed"),
            GameReview::None | GameReview::Working { .. } => {}
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("no review came");
}

/// The phrases the result panel's review shows.
fn review_lines(app: &mut App) -> Vec<Phrase> {
    let note = app
        .world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, name)| name.as_str() == "Review")
        .map(|(entity, _)| entity)
        .expect("the result panel has a place for the review");
    let mut lines = Vec::new();
    let mut stack = vec![note];
    while let Some(entity) = stack.pop() {
        if let Some(says) = app.world().get::<Says>(entity) {
            lines.push(says.0.clone());
        }
        if let Some(children) = app.world().get::<Children>(entity) {
            stack.extend(children.iter().rev());
        }
    }
    lines
}

#[test]
fn the_costliest_decisions_show_after_a_game_and_show_opens_the_replay_there() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    start(&mut app, GameId::Gotcha, 11);
    // The first listed move every time: careless enough to cost something.
    play_first_moves::<Gotcha>(&mut app, usize::MAX);
    assert!(app.world().resource::<GameSession<Gotcha>>().finished());
    let record: GameRecord = app
        .world()
        .resource::<GameSession<Gotcha>>()
        .record()
        .unwrap()
        .clone();
    wait_for_review(&mut app);
    for _ in 0..3 {
        app.update();
    }
    // The review the app shows is the one the rules give for the player's seat.
    let GameReview::Ready { review, .. } = app.world().resource::<GameReview>() else {
        unreachable!()
    };
    let review = review.clone();
    assert_eq!(review, review_record(&record, 0).unwrap());
    assert!(
        !review.costliest.is_empty(),
        "the first listed move is never costly?"
    );
    let lines = review_lines(&mut app);
    let ids: Vec<&str> = lines.iter().map(|line| line.id.as_ref()).collect();
    // First the game's accuracy and its grades' counts, as the rules give them, then what the
    // cards and the player's decisions did.
    assert_eq!(
        ids[..4],
        [
            "table-review-accuracy",
            "table-review-grades",
            "table-review-luck",
            "table-review-title"
        ],
        "{ids:?}"
    );
    let luck = review.luck.as_ref().expect("a finished game splits");
    let points = |chance: f64| Arg::Number((chance * 100.0).round().abs() as i64);
    assert_eq!(lines[2].args.get("cards"), Some(&points(luck.cards)));
    assert_eq!(
        lines[2].args.get("decisions"),
        Some(&points(luck.decisions))
    );
    let sign = if (luck.cards * 100.0).round() > 0.0 {
        "gave"
    } else {
        "cost"
    };
    assert_eq!(lines[2].args.get("sign"), Some(&Arg::Word(sign.into())));
    // Playing the first listed move every time costs something.
    assert!(luck.decisions > 0.0, "{luck:?}");
    let accuracy = review.accuracy.expect("valued decisions give an accuracy");
    assert_eq!(
        lines[0].args.get("accuracy"),
        Some(&Arg::Number(accuracy.round() as i64))
    );
    let counts = review.grade_counts();
    for (grade, count) in Grade::ALL.iter().zip(counts) {
        assert_eq!(
            lines[1].args.get(grade.name()),
            Some(&Arg::Number(count as i64)),
            "{grade:?}"
        );
    }
    // Every game charts the chance to win over the game, Gotcha too (on a wide window).
    assert!(review.chances.len() >= 2, "{:?}", review.chances);
    let charts = app
        .world_mut()
        .query::<&Name>()
        .iter(app.world())
        .filter(|name| name.as_str() == "Chance chart")
        .count();
    assert_eq!(charts, 1, "the result panel charts the chance to win");
    let decisions: Vec<&Phrase> = lines
        .iter()
        .filter(|line| line.id == "table-review-decision")
        .collect();
    assert!(!decisions.is_empty() && decisions.len() <= 3, "{ids:?}");
    // "Show" on the first opens the replay at that decision.
    let ply = review.costliest[0].ply;
    activate(&mut app, "table-review-show");
    for _ in 0..10 {
        app.update();
    }
    assert!(app.world().contains_resource::<Replaying>());
    assert_eq!(app.world().resource::<ReplaySession<Gotcha>>().ply(), ply);
    // The review stays for the game it was made of.
    assert!(matches!(
        app.world().resource::<GameReview>(),
        GameReview::Ready { .. }
    ));
    // The replay's bar says which decision it stands at.
    let shown: Vec<Phrase> = app
        .world_mut()
        .query::<(&Name, &Says)>()
        .iter(app.world())
        .filter(|(name, _)| name.as_str() == "Replay decision")
        .map(|(_, says)| says.0.clone())
        .collect();
    assert_eq!(shown.len(), 1, "one line for the decision shown");
    assert_eq!(shown[0], *decisions[0]);
}
