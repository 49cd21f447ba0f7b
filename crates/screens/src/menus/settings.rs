//! The settings menu: one row per setting, stepped with Left/Right, the arrows or a click,
//! with a preview of the cards as they will look. Changes apply and are saved at once.

use bevy::prelude::*;
use challenge_art::{BackDesign, SuitColours};
use challenge_base::card_textures::CardTextures;
use challenge_base::input::focus::{Activate, SaysForDevice, Stepped};
use challenge_base::settings::{AnimationSpeed, Settings};
use challenge_base::shared::Menu;
use challenge_base::text::{Lexicon, Says};
use challenge_base::theme::palette;
use challenge_base::theme::text_size::TextScale;
use challenge_base::theme::widget::{self, RowValue};
use challenge_rules::{Card, Phrase, Values};
use challenge_text::Lang;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Settings), spawn_settings_menu)
        .add_systems(
            Update,
            (
                (show_values, show_preview)
                    .run_if(in_state(Menu::Settings).and_then(resource_changed::<Settings>)),
                // A window made too small for the text size chosen, or large enough again.
                show_values.run_if(
                    in_state(Menu::Settings).and_then(resource_exists_and_changed::<TextScale>),
                ),
            ),
        );
}

/// One line of the settings menu.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingRow {
    Language,
    HighContrast,
    TextSize,
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
pub const TEXT_SIZES: [f32; 3] = [1.0, 1.25, challenge_base::theme::text_size::LARGEST];
const SPEEDS: [AnimationSpeed; 4] = [
    AnimationSpeed::Relaxed,
    AnimationSpeed::Normal,
    AnimationSpeed::Fast,
    AnimationSpeed::Instant,
];

impl SettingRow {
    /// The aids to seeing come first, under the language, so a player who needs them finds
    /// them without scrolling.
    pub const ALL: [SettingRow; 14] = [
        SettingRow::Language,
        SettingRow::HighContrast,
        SettingRow::TextSize,
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

    /// The message id of the row's name.
    pub fn label(self) -> &'static str {
        match self {
            SettingRow::Language => "settings-language",
            SettingRow::HighContrast => "settings-high-contrast",
            SettingRow::TextSize => "settings-text-size",
            SettingRow::MasterVolume => "settings-volume",
            SettingRow::EffectsVolume => "settings-effects",
            SettingRow::MusicVolume => "settings-music",
            SettingRow::AnimationSpeed => "settings-animation-speed",
            SettingRow::BotPause => "settings-bot-pause",
            SettingRow::SuitColours => "settings-suit-colours",
            SettingRow::CardBack => "settings-card-back",
            SettingRow::CardSize => "settings-card-size",
            SettingRow::Fullscreen => "settings-fullscreen",
            SettingRow::BestPlayMeter => "settings-best-play-meter",
            SettingRow::UndoForPractice => "settings-undo",
        }
    }

    /// What the row's value says. `in_use` is the language the game speaks now, shown until
    /// the player picks one.
    pub fn value(self, settings: &Settings, in_use: Lang) -> Says {
        let percent = |v: f32| {
            Says(Phrase::new("settings-percent").number("percent", (v * 100.0).round() as i64))
        };
        let on_off =
            |on: bool, on_id: &'static str| Says::id(if on { on_id } else { "settings-off" });
        match self {
            // Each language by its own name, so a player lost in another language finds theirs.
            SettingRow::Language => {
                Says::verbatim(settings.chosen_language().unwrap_or(in_use).native_name())
            }
            SettingRow::HighContrast => on_off(settings.high_contrast, "settings-on"),
            SettingRow::TextSize => percent(settings.text_scale),
            SettingRow::MasterVolume => percent(settings.master_volume),
            SettingRow::EffectsVolume => percent(settings.effects_volume),
            SettingRow::MusicVolume => percent(settings.music_volume),
            SettingRow::AnimationSpeed => Says::id(match settings.animation_speed {
                AnimationSpeed::Relaxed => "settings-speed-relaxed",
                AnimationSpeed::Normal => "settings-speed-normal",
                AnimationSpeed::Fast => "settings-speed-fast",
                AnimationSpeed::Instant => "settings-speed-instant",
            }),
            SettingRow::BotPause if settings.bot_pause <= 0.0 => Says::id("settings-no-wait"),
            SettingRow::BotPause => {
                let tenths = (settings.bot_pause * 10.0).round() as i64;
                Says(
                    Phrase::new("settings-seconds")
                        .number("whole", tenths / 10)
                        .number("tenths", tenths % 10),
                )
            }
            SettingRow::SuitColours => Says::id(match settings.suit_colours {
                SuitColours::TwoColour => "settings-suits-two",
                SuitColours::FourColour => "settings-suits-four",
            }),
            SettingRow::CardBack => Says::id(match settings.card_back {
                BackDesign::Lattice => "settings-back-lattice",
                BackDesign::Medallion => "settings-back-medallion",
                BackDesign::Stripes => "settings-back-stripes",
            }),
            SettingRow::CardSize => percent(settings.card_scale),
            SettingRow::Fullscreen => on_off(settings.fullscreen, "settings-on"),
            SettingRow::BestPlayMeter if settings.best_play_meter => Says::id("settings-meter-on"),
            SettingRow::BestPlayMeter => Says::id("settings-off"),
            SettingRow::UndoForPractice => on_off(settings.undo_for_practice, "settings-undo-on"),
        }
    }
}

/// What the row's value says in a window that draws text at `text_scale`: as [`SettingRow::value`],
/// except that a text size the window is too small for says the size it is drawn at there.
pub fn shown_value(
    row: SettingRow,
    settings: &Settings,
    in_use: Lang,
    text_scale: Option<&TextScale>,
) -> Says {
    match (row, text_scale) {
        (SettingRow::TextSize, Some(shown)) if shown.0 + 1e-3 < settings.text_scale => Says(
            Phrase::new("settings-text-size-here")
                .number("chosen", (settings.text_scale * 100.0).round() as i64)
                .number("shown", (shown.0 * 100.0).round() as i64),
        ),
        _ => row.value(settings, in_use),
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

/// Moves one setting to its next (or previous) value. `in_use` is the language the game
/// speaks now: the language row steps on from it until the player has picked one.
pub fn step_setting(settings: &mut Settings, row: SettingRow, forward: bool, in_use: Lang) {
    match row {
        SettingRow::Language => {
            let mut lang = settings.chosen_language().unwrap_or(in_use);
            step_list(&Lang::ALL, &mut lang, forward);
            settings.language = Some(lang.tag().to_string());
        }
        SettingRow::HighContrast => settings.high_contrast = !settings.high_contrast,
        SettingRow::TextSize => step_float(&TEXT_SIZES, &mut settings.text_scale, forward),
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

fn spawn_settings_menu(
    mut commands: Commands,
    settings: Res<Settings>,
    lexicon: Res<Lexicon>,
    text_scale: Option<Res<TextScale>>,
) {
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
    // A phone on its side keeps its height for the rows: the heading and the card preview are
    // left out there.
    commands.spawn((
        widget::header("settings-title", 44.0),
        challenge_base::theme::LeftOutWhenShort,
        ChildOf(panel),
    ));
    // Where the rows are more than the window holds, they scroll and Done stays in view.
    let rows = commands
        .spawn((
            Name::new("Setting rows"),
            challenge_base::input::scroll::Scrolls,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(10),
                width: percent(100),
                flex_shrink: 1.0,
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    for row in SettingRow::ALL {
        commands
            .spawn((
                widget::choice_row(
                    row,
                    row.label(),
                    shown_value(row, &settings, lexicon.lang(), text_scale.as_deref()),
                ),
                ChildOf(rows),
            ))
            .observe(
                move |_: On<Activate>, mut settings: ResMut<Settings>, lexicon: Res<Lexicon>| {
                    step_setting(&mut settings, row, true, lexicon.lang());
                },
            )
            .observe(
                move |step: On<Stepped>, mut settings: ResMut<Settings>, lexicon: Res<Lexicon>| {
                    step_setting(&mut settings, row, step.forward, lexicon.lang());
                },
            );
    }
    commands.spawn((
        challenge_play::online::player_name::name_row(false),
        ChildOf(rows),
    ));
    commands.spawn((
        Name::new("Card preview"),
        challenge_base::theme::LeftOutWhenShort,
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
        widget::label("settings-help", 15.0, palette::MUTED),
        SaysForDevice {
            keyboard: "settings-help",
            gamepad: "settings-help-gamepad",
            mouse: "settings-help-pointer",
            touch: "settings-help-pointer",
        },
        ChildOf(panel),
    ));
    commands.spawn((widget::button("settings-done", done), ChildOf(panel)));
}

fn done(
    _: On<Activate>,
    mut next: ResMut<NextState<Menu>>,
    origin: Res<challenge_base::shared::MenuOrigin>,
) {
    next.set(origin.0);
}

fn show_values(
    settings: Res<Settings>,
    lexicon: Res<Lexicon>,
    text_scale: Option<Res<TextScale>>,
    rows: Query<(Entity, &SettingRow)>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
) {
    for (entity, row) in &rows {
        let value = shown_value(*row, &settings, lexicon.lang(), text_scale.as_deref());
        widget::set_row_value(entity, value, &children, &mut values);
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
