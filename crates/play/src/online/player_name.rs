//! The name a player goes by at online tables: one row, on the online screen and in the
//! settings, that shows it and takes it. Pressing the row (a click, a tap, Enter, Space or A)
//! starts typing; Enter, or moving on to anything else, ends it. The first online visit, with no
//! name yet, starts typing at once. The name is kept in the settings, tidied as the server
//! tidies it.

use bevy::diagnostic::FrameCount;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use challenge_base::input::focus::{Activate, Stepped};
use challenge_base::input::typing::TextEntry;
use challenge_base::settings::Settings;
use challenge_base::shared::AppSystems;
use challenge_base::text::Says;
use challenge_base::theme::widget::{self, RowValue};
use challenge_online::{NAME_LIMIT, tidy_name};
use challenge_rules::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NameTyping>()
        .add_observer(ask_when_none)
        .add_observer(stop_when_another_is_pressed)
        .add_systems(
            Update,
            (
                type_name.in_set(AppSystems::Input),
                stop_when_focus_moves.in_set(AppSystems::Input),
                show_name.in_set(AppSystems::Presentation),
            ),
        );
}

/// Marks the row that shows and takes the player's name; `ask` when it should start typing
/// at once if there is no name yet (the online screen).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct NameRow {
    ask: bool,
}

/// The name being typed, while it is.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct NameTyping {
    entry: Option<TextEntry>,
    /// The frame the typing started in: the Enter or Space that pressed the row is not typed,
    /// nor does that Enter end it.
    started_on: Option<u32>,
    /// The frame Enter ended the typing in: the same Enter reaches the row as a press too,
    /// which must not start it again.
    ended_on: Option<u32>,
}

impl NameTyping {
    /// Whether keys go to the name now (and nowhere else).
    pub fn active(&self) -> bool {
        self.entry.is_some()
    }

    fn start(&mut self, name: &str, frame: u32) {
        self.entry = Some(TextEntry::new(name, NAME_LIMIT));
        self.started_on = Some(frame);
    }

    fn stop(&mut self) {
        self.entry = None;
    }
}

/// The row that shows and takes the name; `ask` makes it start typing at once when there is
/// no name yet. A phone brings up its keyboard for it.
pub fn name_row(ask: bool) -> impl Bundle {
    (
        widget::choice_row(NameRow { ask }, "name-row", Says::verbatim("")),
        challenge_base::input::touch::TypedField::Text,
    )
}

/// A new name row takes its presses and pad steps, and, asked to, starts typing at once when
/// there is no name yet (the first online visit).
fn ask_when_none(
    add: On<Add, NameRow>,
    rows: Query<&NameRow>,
    mut commands: Commands,
    settings: Res<Settings>,
    frame: Res<FrameCount>,
    mut typing: ResMut<NameTyping>,
    mut focus: ResMut<InputFocus>,
) {
    commands
        .entity(add.entity)
        .observe(start_or_keep)
        .observe(step_letter);
    let ask = rows.get(add.entity).is_ok_and(|row| row.ask);
    if ask && settings.player_name.is_empty() {
        typing.start("", frame.0);
        focus.set(add.entity, FocusCause::Navigated);
    }
}

/// Pressing the row starts typing. While typing, A keeps the letter a pad stepped to, or ends
/// the typing when none was; a click, a tap (it brings a phone's keyboard up) or Space goes on
/// typing. Enter's end of it is [`type_name`]'s.
fn start_or_keep(
    _: On<Activate>,
    gamepads: Query<&Gamepad>,
    frame: Res<FrameCount>,
    settings: Res<Settings>,
    mut typing: ResMut<NameTyping>,
) {
    if typing.ended_on == Some(frame.0) {
        return;
    }
    let pad_a = gamepads
        .iter()
        .any(|pad| pad.just_pressed(GamepadButton::South));
    match &mut typing.entry {
        None => typing.start(&settings.player_name, frame.0),
        Some(entry) if pad_a => {
            if !entry.confirm_step() {
                typing.stop();
            }
        }
        Some(_) => {}
    }
}

/// Left/Right on the row step the letter after the name (typing starts if it had not).
fn step_letter(
    step: On<Stepped>,
    frame: Res<FrameCount>,
    settings: Res<Settings>,
    mut typing: ResMut<NameTyping>,
) {
    if !typing.active() {
        typing.start(&settings.player_name, frame.0);
    }
    if let Some(entry) = &mut typing.entry {
        entry.step(step.forward);
    }
}

/// Pressing any other button ends the typing.
fn stop_when_another_is_pressed(
    activate: On<Activate>,
    rows: Query<(), With<NameRow>>,
    mut typing: ResMut<NameTyping>,
) {
    if typing.active() && !rows.contains(activate.entity) {
        typing.stop();
    }
}

/// Focus moved to another button (Tab, the arrows, a pad), or the row is gone: typing ends.
fn stop_when_focus_moves(
    focus: Res<InputFocus>,
    rows: Query<(), With<NameRow>>,
    mut typing: ResMut<NameTyping>,
) {
    if !typing.active() {
        return;
    }
    let moved_away = focus.get().is_some_and(|entity| !rows.contains(entity));
    if moved_away || rows.is_empty() {
        typing.stop();
    }
}

/// Keys typed while the name is typed go to it, and the settings keep it tidied. Enter ends
/// the typing (for a mouse too, whose click gave the row no focus to press again).
fn type_name(
    mut keys: MessageReader<KeyboardInput>,
    frame: Res<FrameCount>,
    mut typing: ResMut<NameTyping>,
    mut settings: ResMut<Settings>,
) {
    // The keys of the frame the typing started in pressed the row (or came before it).
    if !typing.active() || typing.started_on == Some(frame.0) {
        keys.clear();
        return;
    }
    let mut changed = false;
    for key in keys.read().filter(|key| key.state.is_pressed()) {
        let Some(entry) = &mut typing.entry else {
            break;
        };
        if matches!(key.logical_key, Key::Enter) {
            typing.stop();
            typing.ended_on = Some(frame.0);
            break;
        }
        changed |= entry.type_key(&key.logical_key);
    }
    let Some(entry) = &typing.entry else {
        return;
    };
    let name = tidy_name(entry.text());
    if changed && settings.player_name != name {
        settings.player_name = name;
    }
}

fn show_name(
    settings: Res<Settings>,
    typing: Res<NameTyping>,
    rows: Query<Entity, With<NameRow>>,
    added: Query<(), Added<NameRow>>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
) {
    if !settings.is_changed() && !typing.is_changed() && added.is_empty() {
        return;
    }
    let value = match &typing.entry {
        Some(entry) => Says::verbatim(entry.display()),
        None if settings.player_name.is_empty() => Says(Phrase::new("name-none")),
        None => Says::verbatim(settings.player_name.clone()),
    };
    for row in &rows {
        widget::set_row_value(row, value.clone(), &children, &mut values);
    }
}
