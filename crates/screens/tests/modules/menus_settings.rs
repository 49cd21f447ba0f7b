//! Tests of `challenge_screens::menus::settings`.

use bevy::prelude::*;
use challenge_base::settings::Settings;
use challenge_base::text::Says;
use challenge_base::theme::text_size::TextScale;
use challenge_rules::Phrase;
use challenge_text::Lang;

use challenge_screens::menus::settings::*;
use challenge_text::{SeatNames, Text};

/// A row's value as an English player reads it.
fn english(says: Says) -> String {
    Text::new(Lang::En).say(&says.0, &SeatNames::nobody())
}

#[test]
fn every_setting_steps_round_and_back() {
    for row in SettingRow::ALL {
        // A language picked already, so stepping back returns to the very same settings.
        let start = Settings {
            language: Some(Lang::En.tag().to_string()),
            ..Settings::default()
        };
        let mut settings = start.clone();
        step_setting(&mut settings, row, true, Lang::En);
        assert_ne!(settings, start, "{row:?} did not change");
        step_setting(&mut settings, row, false, Lang::En);
        assert_eq!(settings, start, "{row:?} did not come back");
    }
}

#[test]
fn a_text_size_the_window_is_too_small_for_says_what_it_is_drawn_at() {
    let settings = Settings {
        text_scale: 1.5,
        ..Settings::default()
    };
    let shown = |scale: f32| {
        english(shown_value(
            SettingRow::TextSize,
            &settings,
            Lang::En,
            Some(&TextScale(scale)),
        ))
    };
    assert_eq!(shown(1.5), "150 %");
    assert_eq!(shown(1.0), "150 % (here 100 %)");
}

#[test]
fn the_text_size_steps_through_its_sizes_and_round() {
    let mut settings = Settings::default();
    let mut seen = Vec::new();
    for _ in 0..TEXT_SIZES.len() {
        step_setting(&mut settings, SettingRow::TextSize, true, Lang::En);
        seen.push(settings.text_scale);
    }
    assert_eq!(seen, [1.25, 1.5, 1.0]);
}

#[test]
fn stepping_forward_wraps_so_one_button_reaches_every_value() {
    let mut settings = Settings {
        master_volume: 1.0,
        ..Settings::default()
    };
    step_setting(&mut settings, SettingRow::MasterVolume, true, Lang::En);
    assert_eq!(settings.master_volume, 0.0);
}

#[test]
fn the_language_row_shows_and_steps_on_from_the_language_in_use_until_one_is_picked() {
    let mut settings = Settings::default();
    assert_eq!(
        SettingRow::Language.value(&settings, Lang::Ru),
        Says::verbatim("Русский")
    );
    step_setting(&mut settings, SettingRow::Language, true, Lang::Ru);
    assert_eq!(settings.language.as_deref(), Some("de"));
    assert_eq!(
        SettingRow::Language.value(&settings, Lang::Ru),
        Says::verbatim("Deutsch"),
        "a picked language is shown, not the one in use"
    );
    let mut last = Settings {
        language: Some(Lang::Fr.tag().to_string()),
        ..Settings::default()
    };
    step_setting(&mut last, SettingRow::Language, true, Lang::Fr);
    assert_eq!(last.language.as_deref(), Some("en"), "the list wraps round");
}

#[test]
fn values_read_as_a_player_would_say_them() {
    let settings = Settings::default();
    let value = |row: SettingRow, settings: &Settings| english(row.value(settings, Lang::En));
    assert_eq!(value(SettingRow::MasterVolume, &settings), "80 %");
    assert_eq!(value(SettingRow::Fullscreen, &settings), "Off");
    assert_eq!(value(SettingRow::CardSize, &settings), "100 %");
    assert_eq!(value(SettingRow::BestPlayMeter, &settings), "Off");
    assert_eq!(value(SettingRow::UndoForPractice, &settings), "Off");
    assert_eq!(value(SettingRow::BotPause, &settings), "0.6 s");
    assert_eq!(value(SettingRow::CardBack, &settings), "Lattice");
    assert_eq!(value(SettingRow::Language, &settings), "English");
    assert_eq!(value(SettingRow::HighContrast, &settings), "Off");
    assert_eq!(value(SettingRow::TextSize, &settings), "100 %");
    let changed = Settings {
        high_contrast: true,
        text_scale: 1.5,
        bot_pause: 0.0,
        best_play_meter: true,
        undo_for_practice: true,
        ..Settings::default()
    };
    assert_eq!(value(SettingRow::BotPause, &changed), "Not at all");
    assert_eq!(value(SettingRow::HighContrast, &changed), "On");
    assert_eq!(value(SettingRow::TextSize, &changed), "150 %");
    assert_eq!(
        value(SettingRow::BestPlayMeter, &changed),
        "On (open-card games)"
    );
    assert_eq!(
        value(SettingRow::UndoForPractice, &changed),
        "On: games count as practice"
    );
    let slow = Settings {
        bot_pause: 2.5,
        ..Settings::default()
    };
    assert_eq!(value(SettingRow::BotPause, &slow), "2.5 s");
}

#[test]
fn every_row_and_value_has_its_english_words() {
    let english_text = Text::new(Lang::En);
    let mut settings = Settings::default();
    for row in SettingRow::ALL {
        english_text
            .try_say(&Phrase::new(row.label()), &SeatNames::nobody())
            .unwrap_or_else(|problem| panic!("{row:?}: {problem}"));
        // Every value a row can show, reached by stepping it round.
        for _ in 0..12 {
            let value = row.value(&settings, Lang::En);
            english_text
                .try_say(&value.0, &SeatNames::nobody())
                .unwrap_or_else(|problem| panic!("{row:?}: {problem}"));
            step_setting(&mut settings, row, true, Lang::En);
        }
    }
}
