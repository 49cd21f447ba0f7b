//! Tests of `challenge_screens::online`.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_online::{CODE_ALPHABET, CODE_LENGTH};

use challenge_screens::online::*;

fn typed(text: &str) -> CodeEntry {
    let mut entry = CodeEntry::default();
    for c in text.chars() {
        entry.type_key(&Key::Character(c.to_string().into()));
    }
    entry
}

#[test]
fn a_code_is_typed_in_either_case_and_only_from_its_alphabet() {
    let entry = typed("ac-e1fhjkm");
    assert_eq!(entry.code(), Some("ACEFHJ".into()), "{entry:?}");
    assert_eq!(entry.display(), "A C E F H J");
    assert_eq!(typed("ACE").code(), None);
    assert_eq!(typed("ACE").display(), "A C E · · ·");
    assert_eq!(typed("BDOSZ0").letters, Vec::<u8>::new(), "look-alikes");
}

#[test]
fn backspace_removes_the_last_letter() {
    let mut entry = typed("ACEF");
    assert!(entry.type_key(&Key::Backspace));
    assert_eq!(entry.letters, b"ACE");
    assert!(!entry.type_key(&Key::Enter));
}

#[test]
fn a_pad_steps_each_letter_through_the_alphabet_and_keeps_it() {
    let mut entry = CodeEntry::default();
    entry.step(true);
    entry.step(true);
    assert_eq!(entry.display(), "C · · · · ·");
    entry.step(false);
    entry.step(false);
    assert_eq!(
        entry.stepping,
        Some(*CODE_ALPHABET.last().unwrap()),
        "wraps"
    );
    assert!(entry.confirm_step());
    assert_eq!(entry.letters, b"Y");
    for _ in 1..CODE_LENGTH {
        entry.step(true);
        assert!(entry.confirm_step());
    }
    assert_eq!(entry.code(), Some("YAAAAA".into()));
    entry.step(true);
    assert!(!entry.confirm_step(), "a whole code takes no more letters");
}
