//! Tests of `challenge_table_screen::cards::motion`.

use challenge_table_screen::cards::motion::*;

#[test]
fn moves_ease_from_start_to_end() {
    assert_eq!(ease(0.0), 0.0);
    assert_eq!(ease(1.0), 1.0);
    assert!(ease(0.25) < 0.25 && ease(0.75) > 0.75);
}
