//! Tests of `challenge_table_screen::controls`.

use bevy::prelude::*;
use challenge_base::input::focus::LastDevice;
use challenge_rules::Phrase;

use challenge_table_screen::controls::*;
use challenge_text::{Lang, SeatNames, Text};

fn english(line: Phrase) -> String {
    Text::new(Lang::En).say(&line, &SeatNames::nobody())
}

#[test]
fn hints_name_the_device_used_last() {
    let hint = |device, lane, suggest| english(hint_text(device, lane, suggest));
    assert!(hint(LastDevice::Keyboard, true, false).contains("Enter"));
    assert!(hint(LastDevice::Gamepad, true, false).contains("A play"));
    assert!(hint(LastDevice::Mouse, false, false).contains("Click"));
    assert!(hint(LastDevice::Keyboard, false, true).ends_with("| H suggest"));
    assert!(hint(LastDevice::Gamepad, true, true).ends_with("| Select suggest"));
    assert!(!hint(LastDevice::Gamepad, true, false).contains("suggest"));
    // A finger taps, names no key and has the Suggest button rather than a key for it.
    let touch = hint(LastDevice::Touch, true, true);
    assert!(touch.starts_with("Tap"), "{touch}");
    assert!(!touch.contains("Esc") && !touch.contains("1-9") && !touch.contains("suggest"));
}

#[test]
fn a_replay_names_its_own_keys_for_the_device_used_last() {
    let hint = |device| english(replay_hint_text(device));
    assert!(hint(LastDevice::Keyboard).starts_with(", and . step"));
    assert!(hint(LastDevice::Gamepad).starts_with("LT/RT step"));
    assert!(hint(LastDevice::Mouse).starts_with("Click"));
    assert!(hint(LastDevice::Touch).starts_with("Tap"));
}
