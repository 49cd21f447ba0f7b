//! A gamepad on an egui page: egui keeps its own focus, so the pad's buttons are handed to
//! egui as the keys they stand for. The D-pad moves focus as the arrows do and South presses
//! as Enter does; while a text field has the keys, the D-pad moves focus by Tab and Shift+Tab,
//! since a field keeps the arrows for its cursor and a pad player would otherwise be stuck in
//! it. The keys are sent after bevy_egui has written a frame's input and before its pass
//! begins, so they reach egui in the frame they were pressed.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiInput, PrimaryEguiContext};

/// The keys egui reads for a gamepad's buttons: the D-pad moves focus as the arrows do, South
/// presses the focused control as Enter does.
pub fn gamepad_keys(gamepad: &Gamepad) -> Vec<egui::Key> {
    [
        (GamepadButton::DPadUp, egui::Key::ArrowUp),
        (GamepadButton::DPadDown, egui::Key::ArrowDown),
        (GamepadButton::DPadLeft, egui::Key::ArrowLeft),
        (GamepadButton::DPadRight, egui::Key::ArrowRight),
        (GamepadButton::South, egui::Key::Enter),
    ]
    .into_iter()
    .filter(|(button, _)| gamepad.just_pressed(*button))
    .map(|(_, key)| key)
    .collect()
}

/// A key pressed and released at once, as egui reads a tap.
pub fn tap(key: egui::Key) -> [egui::Event; 2] {
    [true, false].map(|pressed| egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    })
}

/// The egui events for the keys a gamepad's buttons stand for. While a text field has focus
/// (`typing`) the D-pad moves focus by Tab and Shift+Tab.
pub fn pad_events(keys: &[egui::Key], typing: bool) -> Vec<egui::Event> {
    keys.iter()
        .flat_map(|&key| {
            let (key, modifiers) = match key {
                egui::Key::ArrowDown | egui::Key::ArrowRight if typing => {
                    (egui::Key::Tab, egui::Modifiers::NONE)
                }
                egui::Key::ArrowUp | egui::Key::ArrowLeft if typing => {
                    (egui::Key::Tab, egui::Modifiers::SHIFT)
                }
                key => (key, egui::Modifiers::NONE),
            };
            tap(key).map(|event| match event {
                egui::Event::Key {
                    key,
                    physical_key,
                    pressed,
                    repeat,
                    ..
                } => egui::Event::Key {
                    key,
                    physical_key,
                    pressed,
                    repeat,
                    modifiers,
                },
                other => other,
            })
        })
        .collect()
}

/// Hands this frame's pad presses to egui's primary context; `typing` as for [`pad_events`].
pub fn send_pad_keys(
    gamepads: &Query<&Gamepad>,
    typing: bool,
    inputs: &mut Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let keys: Vec<egui::Key> = gamepads.iter().flat_map(gamepad_keys).collect();
    if keys.is_empty() {
        return;
    }
    let events = pad_events(&keys, typing);
    for mut input in inputs.iter_mut() {
        input.events.extend(events.iter().cloned());
    }
}
