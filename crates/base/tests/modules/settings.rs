//! Tests of `challenge_base::settings`.

use bevy::prelude::*;
use challenge_art::{BackDesign, SuitColours};
use challenge_base::persist::Store;

use challenge_base::persist::MemoryStore;
use challenge_base::settings::*;

#[test]
fn settings_round_trip_through_a_store() {
    let store = MemoryStore::default();
    let settings = Settings {
        music_volume: 0.1,
        animation_speed: AnimationSpeed::Instant,
        suit_colours: SuitColours::FourColour,
        fullscreen: true,
        ..Settings::default()
    };
    settings.save(&store).unwrap();
    assert_eq!(Settings::load(&store), (settings, None));
}

#[test]
fn the_seeing_aids_round_trip_through_a_store() {
    let store = MemoryStore::default();
    let settings = Settings {
        high_contrast: true,
        text_scale: 1.5,
        ..Settings::default()
    };
    settings.save(&store).unwrap();
    assert_eq!(Settings::load(&store), (settings, None));
}

/// Settings saved before high contrast and the text size existed, as that version wrote
/// them: they load as they were, with the two aids off.
#[test]
fn settings_saved_before_the_seeing_aids_still_load() {
    let store = MemoryStore::default();
    let old = r#"{
  "master_volume": 0.5,
  "effects_volume": 0.8,
  "music_volume": 0.4,
  "animation_speed": "fast",
  "bot_pause": 1.0,
  "suit_colours": "FourColour",
  "card_back": "Medallion",
  "card_scale": 1.15,
  "fullscreen": false,
  "best_play_meter": true,
  "undo_for_practice": false,
  "server": "127.0.0.1:7878",
  "player_name": "Ada",
  "language": "ru"
}"#;
    store.save(SETTINGS_KEY, old).unwrap();
    let (settings, note) = Settings::load(&store);
    assert_eq!(note, None, "read as it was");
    assert_eq!(settings.master_volume, 0.5);
    assert_eq!(settings.card_back, BackDesign::Medallion);
    assert_eq!(settings.player_name, "Ada");
    assert_eq!(settings.language.as_deref(), Some("ru"));
    assert!(!settings.high_contrast);
    assert_eq!(settings.text_scale, 1.0);
}

#[test]
fn a_text_size_out_of_range_is_brought_back_into_it() {
    let store = MemoryStore::default();
    for (saved, loaded) in [("0.5", 1.0), ("9", LARGEST_TEXT_SCALE)] {
        store
            .save(SETTINGS_KEY, &format!("{{\"text_scale\": {saved}}}"))
            .unwrap();
        assert_eq!(Settings::load(&store).0.text_scale, loaded, "{saved}");
    }
}

#[test]
fn missing_settings_give_the_defaults_silently() {
    assert_eq!(
        Settings::load(&MemoryStore::default()),
        (Settings::default(), None)
    );
}

#[test]
fn corrupt_settings_give_the_defaults_and_are_kept_aside() {
    let store = MemoryStore::default();
    store
        .save(SETTINGS_KEY, "{\"master_volume\": \"loud\"")
        .unwrap();
    let (settings, note) = Settings::load(&store);
    assert_eq!(settings, Settings::default());
    assert!(note.unwrap().contains("could not be read"));
    assert_eq!(
        store.load(UNREADABLE_SETTINGS_KEY).unwrap().as_deref(),
        Some("{\"master_volume\": \"loud\"")
    );
}

#[test]
fn out_of_range_values_are_clamped_and_missing_fields_defaulted() {
    let store = MemoryStore::default();
    store
        .save(
            SETTINGS_KEY,
            "{\"master_volume\": 7.5, \"card_scale\": 0.1}",
        )
        .unwrap();
    let (settings, note) = Settings::load(&store);
    assert_eq!(note, None);
    assert_eq!(settings.master_volume, 1.0);
    assert_eq!(settings.card_scale, 0.75);
    assert_eq!(settings.music_volume, Settings::default().music_volume);
}
