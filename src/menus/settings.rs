//! The settings menu: one row per setting, stepped with Left/Right, the arrows or a click,
//! with a preview of the cards as they will look. Changes apply and are saved at once.

use super::Menu;
use crate::art::{BackDesign, SuitColours};
use crate::card_textures::CardTextures;
use crate::input::focus::{Activate, Stepped};
use crate::settings::{AnimationSpeed, Settings};
use crate::theme::palette;
use crate::theme::widget::{self, RowValue};
use bevy::prelude::*;
use challenge_rules::Card;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Settings), spawn_settings_menu)
        .add_systems(
            Update,
            (show_values, show_preview)
                .run_if(in_state(Menu::Settings).and_then(resource_changed::<Settings>)),
        );
}

/// One line of the settings menu.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingRow {
    MasterVolume,
    EffectsVolume,
    MusicVolume,
    AnimationSpeed,
    BotPause,
    SuitColours,
    CardBack,
    CardSize,
    Fullscreen,
    BestPlayMeter,
    UndoForPractice,
}

const VOLUME_STEPS: [f32; 11] = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];
const BOT_PAUSES: [f32; 6] = [0.0, 0.3, 0.6, 1.0, 1.5, 2.5];
const CARD_SIZES: [f32; 6] = [0.75, 0.85, 1.0, 1.15, 1.3, 1.5];
const SPEEDS: [AnimationSpeed; 4] = [
    AnimationSpeed::Relaxed,
    AnimationSpeed::Normal,
    AnimationSpeed::Fast,
    AnimationSpeed::Instant,
];

impl SettingRow {
    pub const ALL: [SettingRow; 11] = [
        SettingRow::MasterVolume,
        SettingRow::EffectsVolume,
        SettingRow::MusicVolume,
        SettingRow::AnimationSpeed,
        SettingRow::BotPause,
        SettingRow::SuitColours,
        SettingRow::CardBack,
        SettingRow::CardSize,
        SettingRow::Fullscreen,
        SettingRow::BestPlayMeter,
        SettingRow::UndoForPractice,
    ];

    pub fn label(self) -> &'static str {
        match self {
            SettingRow::MasterVolume => "Volume",
            SettingRow::EffectsVolume => "Sound effects",
            SettingRow::MusicVolume => "Music",
            SettingRow::AnimationSpeed => "Animation speed",
            SettingRow::BotPause => "Computer players wait",
            SettingRow::SuitColours => "Suit colours",
            SettingRow::CardBack => "Card back",
            SettingRow::CardSize => "Card size",
            SettingRow::Fullscreen => "Full screen",
            SettingRow::BestPlayMeter => "Best-play meter",
            SettingRow::UndoForPractice => "Undo (practice)",
        }
    }

    pub fn value(self, settings: &Settings) -> String {
        let percent = |v: f32| format!("{:.0} %", v * 100.0);
        match self {
            SettingRow::MasterVolume => percent(settings.master_volume),
            SettingRow::EffectsVolume => percent(settings.effects_volume),
            SettingRow::MusicVolume => percent(settings.music_volume),
            SettingRow::AnimationSpeed => match settings.animation_speed {
                AnimationSpeed::Relaxed => "Relaxed",
                AnimationSpeed::Normal => "Normal",
                AnimationSpeed::Fast => "Fast",
                AnimationSpeed::Instant => "Instant",
            }
            .to_string(),
            SettingRow::BotPause if settings.bot_pause <= 0.0 => "Not at all".to_string(),
            SettingRow::BotPause => format!("{:.1} s", settings.bot_pause),
            SettingRow::SuitColours => match settings.suit_colours {
                SuitColours::TwoColour => "Red and black",
                SuitColours::FourColour => "Four colours",
            }
            .to_string(),
            SettingRow::CardBack => format!("{:?}", settings.card_back),
            SettingRow::CardSize => percent(settings.card_scale),
            SettingRow::Fullscreen => if settings.fullscreen { "On" } else { "Off" }.to_string(),
            SettingRow::BestPlayMeter => if settings.best_play_meter {
                "On (Svoi Kozyri)"
            } else {
                "Off"
            }
            .to_string(),
            SettingRow::UndoForPractice => if settings.undo_for_practice {
                "On: games count as practice"
            } else {
                "Off"
            }
            .to_string(),
        }
    }
}

/// The index after (or before) `at` in a list of `len`, wrapping round so that one button
/// alone reaches every value.
fn wrap(at: usize, len: usize, forward: bool) -> usize {
    if forward {
        (at + 1) % len
    } else {
        (at + len - 1) % len
    }
}

/// The position of the step nearest to `value`.
fn nearest(steps: &[f32], value: f32) -> usize {
    (0..steps.len())
        .min_by(|&a, &b| {
            (steps[a] - value)
                .abs()
                .total_cmp(&(steps[b] - value).abs())
        })
        .unwrap_or(0)
}

fn step_float(steps: &[f32], value: &mut f32, forward: bool) {
    *value = steps[wrap(nearest(steps, *value), steps.len(), forward)];
}

fn step_list<T: Copy + PartialEq>(list: &[T], value: &mut T, forward: bool) {
    let at = list.iter().position(|v| v == value).unwrap_or(0);
    *value = list[wrap(at, list.len(), forward)];
}

/// Moves one setting to its next (or previous) value.
pub fn step_setting(settings: &mut Settings, row: SettingRow, forward: bool) {
    match row {
        SettingRow::MasterVolume => step_float(&VOLUME_STEPS, &mut settings.master_volume, forward),
        SettingRow::EffectsVolume => {
            step_float(&VOLUME_STEPS, &mut settings.effects_volume, forward)
        }
        SettingRow::MusicVolume => step_float(&VOLUME_STEPS, &mut settings.music_volume, forward),
        SettingRow::AnimationSpeed => step_list(&SPEEDS, &mut settings.animation_speed, forward),
        SettingRow::BotPause => step_float(&BOT_PAUSES, &mut settings.bot_pause, forward),
        SettingRow::SuitColours => step_list(
            &[SuitColours::TwoColour, SuitColours::FourColour],
            &mut settings.suit_colours,
            forward,
        ),
        SettingRow::CardBack => step_list(&BackDesign::ALL, &mut settings.card_back, forward),
        SettingRow::CardSize => step_float(&CARD_SIZES, &mut settings.card_scale, forward),
        SettingRow::Fullscreen => settings.fullscreen = !settings.fullscreen,
        SettingRow::BestPlayMeter => settings.best_play_meter = !settings.best_play_meter,
        SettingRow::UndoForPractice => settings.undo_for_practice = !settings.undo_for_practice,
    }
}

/// A card of the preview row; `None` shows the chosen back.
#[derive(Component, Clone, Copy, Debug)]
struct PreviewCard(Option<Card>);

fn spawn_settings_menu(mut commands: Commands, settings: Res<Settings>) {
    let preview: Vec<PreviewCard> = ["AS", "KH", "QD", "JC"]
        .iter()
        .filter_map(|code| code.parse().ok())
        .map(|card| PreviewCard(Some(card)))
        .chain([PreviewCard(None)])
        .collect();
    let root = commands
        .spawn((widget::overlay("Settings"), DespawnOnExit(Menu::Settings)))
        .id();
    let panel = commands
        .spawn((widget::menu_panel(640.0), ChildOf(root)))
        .id();
    commands.spawn((widget::header("Settings", 44.0), ChildOf(panel)));
    for row in SettingRow::ALL {
        commands
            .spawn((
                widget::choice_row(row, row.label(), row.value(&settings)),
                ChildOf(panel),
            ))
            .observe(move |_: On<Activate>, mut settings: ResMut<Settings>| {
                step_setting(&mut settings, row, true);
            })
            .observe(move |step: On<Stepped>, mut settings: ResMut<Settings>| {
                step_setting(&mut settings, row, step.forward);
            });
    }
    commands.spawn((
        Name::new("Card preview"),
        Node {
            column_gap: px(10),
            margin: UiRect::vertical(px(6)),
            ..default()
        },
        ChildOf(panel),
        Children::spawn(SpawnIter(preview.into_iter().map(|card| {
            (
                card,
                ImageNode::default(),
                Node {
                    width: px(60),
                    height: px(84),
                    ..default()
                },
            )
        }))),
    ));
    commands.spawn((
        widget::label(
            "Changes are saved at once. Esc or B to go back.",
            15.0,
            palette::MUTED,
        ),
        ChildOf(panel),
    ));
    commands.spawn((widget::button("Done", done), ChildOf(panel)));
}

fn done(_: On<Activate>, mut next: ResMut<NextState<Menu>>, origin: Res<super::MenuOrigin>) {
    next.set(origin.0);
}

fn show_values(
    settings: Res<Settings>,
    rows: Query<(Entity, &SettingRow)>,
    children: Query<&Children>,
    mut texts: Query<&mut Text, With<RowValue>>,
) {
    for (entity, row) in &rows {
        widget::set_row_value(entity, &row.value(&settings), &children, &mut texts);
    }
}

fn show_preview(
    settings: Res<Settings>,
    textures: Res<CardTextures>,
    mut cards: Query<(&PreviewCard, &mut ImageNode)>,
) {
    for (preview, mut image) in &mut cards {
        let wanted = match preview.0 {
            Some(card) => textures.face(card),
            None => textures.back(settings.card_back),
        };
        if image.image != wanted {
            image.image = wanted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_steps_round_and_back() {
        for row in SettingRow::ALL {
            let start = Settings::default();
            let mut settings = start.clone();
            step_setting(&mut settings, row, true);
            assert_ne!(settings, start, "{row:?} did not change");
            step_setting(&mut settings, row, false);
            assert_eq!(settings, start, "{row:?} did not come back");
        }
    }

    #[test]
    fn stepping_forward_wraps_so_one_button_reaches_every_value() {
        let mut settings = Settings {
            master_volume: 1.0,
            ..Settings::default()
        };
        step_setting(&mut settings, SettingRow::MasterVolume, true);
        assert_eq!(settings.master_volume, 0.0);
    }

    #[test]
    fn values_read_as_a_player_would_say_them() {
        let settings = Settings::default();
        assert_eq!(SettingRow::MasterVolume.value(&settings), "80 %");
        assert_eq!(SettingRow::Fullscreen.value(&settings), "Off");
        assert_eq!(SettingRow::CardSize.value(&settings), "100 %");
        assert_eq!(SettingRow::BestPlayMeter.value(&settings), "Off");
        assert_eq!(SettingRow::UndoForPractice.value(&settings), "Off");
    }
}
