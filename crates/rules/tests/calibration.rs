//! The review's chances to win go through the correction each game registers: the same
//! decisions, each chance the search reckoned taken through it, and nothing else changed.

use challenge_rules::calibration::calibrate;
use challenge_rules::record::GameRecord;
use challenge_rules::review::{review_record, review_record_calibrated_by};
use challenge_rules::{GameId, Level};

#[test]
fn the_review_shows_each_chance_through_its_games_correction() {
    let mut corrected_somewhere = false;
    for game in GameId::ALL {
        let knots = game.info().calibration;
        let (record, _) =
            GameRecord::played_by_computers(game, *game.seat_range().start(), 4, |_| Level::Normal)
                .unwrap();
        let shown = review_record(&record, 0).unwrap();
        let reckoned = review_record_calibrated_by(&record, 0, &[]).unwrap();
        assert_eq!(shown.graded, reckoned.graded, "{game}");
        assert_eq!(shown.costliest, reckoned.costliest, "{game}");
        assert_eq!(shown.chances.len(), reckoned.chances.len(), "{game}");
        for (&(ply, chance), &(same_ply, raw)) in shown.chances.iter().zip(&reckoned.chances) {
            assert_eq!(ply, same_ply, "{game}");
            assert!(
                (chance - calibrate(raw, knots)).abs() < 1e-12,
                "{game}: ply {ply}"
            );
            corrected_somewhere |= (chance - raw).abs() > 1e-6;
        }
        // A correction belongs only to a game whose review reckons a chance to win.
        if reckoned.chances.is_empty() {
            assert!(knots.is_empty(), "{game}");
        }
    }
    assert!(corrected_somewhere, "no game's correction changed a chance");
}
