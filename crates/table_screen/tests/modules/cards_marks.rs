//! Tests of `challenge_table_screen::cards::marks`.

use challenge_table_screen::cards::marks::*;

#[test]
fn marks_never_run_into_each_other() {
    for count in 2..=52 {
        for step in [4.0, 9.0, 14.0, 30.0, 80.0] {
            let widest = mark_width(count.to_string().len(), LEAST_MARK_FONT);
            let every = marks_every(step, widest);
            let shown: Vec<usize> = (1..=count).filter(|&n| shows_number(n, every)).collect();
            for pair in shown.windows(2) {
                let apart = (pair[1] - pair[0]) as f32 * step;
                assert!(
                    apart >= widest * 0.75 || every == 20,
                    "{count} cards {step} apart: {pair:?} overlap"
                );
            }
        }
    }
}

#[test]
fn a_wide_fan_shows_every_number() {
    assert_eq!(marks_every(40.0, mark_width(2, LEAST_MARK_FONT)), 1);
}
