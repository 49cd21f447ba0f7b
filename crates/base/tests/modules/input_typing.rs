//! Tests of `challenge_base::input::typing`.

use bevy::input::keyboard::Key;

use challenge_base::input::typing::*;

fn typed(entry: &mut TextEntry, text: &str) {
    for c in text.chars() {
        let key = if c == ' ' {
            Key::Space
        } else {
            Key::Character(c.to_string().into())
        };
        entry.type_key(&key);
    }
}

#[test]
fn keys_type_spaces_and_letters_of_any_script_up_to_the_limit() {
    let mut entry = TextEntry::new("", 8);
    typed(&mut entry, "Анна Lee!");
    assert_eq!(entry.text(), "Анна Lee");
    assert!(!entry.type_key(&Key::Character("x".into())), "full");
    assert!(entry.type_key(&Key::Backspace));
    assert_eq!(entry.text(), "Анна Le");
    assert!(!entry.type_key(&Key::Enter));
    assert!(!entry.type_key(&Key::Character("\u{7}".into())));
    assert_eq!(entry.display(), "Анна Le_");
}

#[test]
fn a_pad_steps_a_letter_and_keeps_it() {
    let mut entry = TextEntry::new("Al", 24);
    entry.step(true);
    entry.step(true);
    assert_eq!(entry.display(), "AlB_");
    entry.step(false);
    entry.step(false);
    assert_eq!(entry.display(), "Al._", "wraps round");
    assert!(entry.confirm_step());
    assert_eq!(entry.text(), "Al.");
    assert!(!entry.confirm_step(), "nothing stepped");
    entry.step(true);
    entry.type_key(&Key::Character("x".into()));
    assert_eq!(entry.text(), "Al.x", "typing drops the stepped letter");
}
