//! Tests of `challenge_screens::learn`.

use challenge_play::session::LessonsDone;
use challenge_rules::GameId;

use challenge_screens::learn::*;

#[test]
fn a_learnt_game_is_marked() {
    let mut done = LessonsDone::default();
    assert_eq!(game_label(GameId::Gotcha, &done).id, "learn-game");
    done.0.insert(GameId::Gotcha);
    let label = game_label(GameId::Gotcha, &done);
    assert_eq!(label.id, "learn-game-learnt");
}
