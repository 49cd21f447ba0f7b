//! Tests of `challenge_table_screen::menu_button`.

use challenge_table_screen::menu_button::over_the_hint;

#[test]
fn the_menu_stands_over_the_hint_however_many_lines_it_takes() {
    for lines in 1..=5 {
        let hint = lines as f32 * 18.0;
        assert!(over_the_hint(hint) >= 12.0 + hint + 4.0, "{lines} lines");
    }
    // Two lines or fewer: where it always stood.
    assert_eq!(over_the_hint(34.0), 52.0);
}
