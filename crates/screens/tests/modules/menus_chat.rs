//! Tests of `challenge_screens::menus::chat`.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_online::Said;

use challenge_screens::menus::chat::*;

#[test]
fn a_long_line_shows_its_end() {
    assert_eq!(tail("short"), "short");
    let long = "a".repeat(50) + "end_";
    let shown = tail(&long);
    assert_eq!(shown.chars().count(), 34);
    assert!(shown.starts_with('…') && shown.ends_with("end_"));
}

#[test]
fn finishing_gives_the_tidied_line_and_empties_the_row() {
    let mut typing = ChatTyping::default();
    typing.start(1);
    for c in "  hi  there ".chars() {
        typing.entry.type_key(&Key::Character(c.to_string().into()));
    }
    assert_eq!(
        typing.finish(),
        Some(Said::Text {
            text: "hi there".into()
        })
    );
    assert!(!typing.active());
    assert_eq!(typing.entry.text(), "");
    typing.start(2);
    assert_eq!(typing.finish(), None, "nothing typed, nothing said");
}
