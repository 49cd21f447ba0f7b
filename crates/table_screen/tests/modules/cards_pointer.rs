//! Tests of `challenge_table_screen::cards::pointer`.

use challenge_table_screen::cards::pointer::*;

#[test]
fn a_finger_held_half_a_second_only_looks() {
    assert!(
        !is_long_press(None, 10.0),
        "the mouse clicks however long it is held"
    );
    assert!(!is_long_press(Some(10.0), 10.2), "a tap plays");
    assert!(is_long_press(Some(10.0), 10.0 + LONG_PRESS));
    assert!(is_long_press(Some(10.0), 12.0));
}
