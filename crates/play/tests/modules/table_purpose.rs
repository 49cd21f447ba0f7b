//! Tests of `challenge_play::table::purpose`.

use challenge_play::table::purpose::*;

#[test]
fn only_the_players_own_game_leaves_a_save_a_result_and_a_replay_and_a_lesson_a_save() {
    let leaves = |purpose: Purpose| {
        [
            purpose.saves_progress(),
            purpose.counts_in_statistics(),
            purpose.kept_as_replay(),
        ]
    };
    assert_eq!(leaves(Purpose::Play), [true; 3]);
    assert_eq!(leaves(Purpose::Lesson), [true, false, false]);
    for other in [Purpose::Demo, Purpose::Online, Purpose::Replay] {
        assert_eq!(leaves(other), [false; 3], "{other:?}");
    }
}

#[test]
fn a_save_without_a_purpose_is_the_players_own_game() {
    // Saves written before the purpose was kept read as what they were.
    assert_eq!(Purpose::default(), Purpose::Play);
    let read: Purpose = serde_json::from_str("\"play\"").unwrap();
    assert_eq!(read, Purpose::Play);
}
