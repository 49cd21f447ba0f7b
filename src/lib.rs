//! Challenge: card games against computer opponents, animated with Bevy. The rules, the
//! headless protocol and the simulator are the `challenge_rules` crate; this is the game.

pub mod app;
pub mod art;
pub mod audio;
pub mod audio_synth;
pub mod card_textures;
pub mod cli;
pub mod input;
pub mod menus;
pub mod online;
pub mod persist;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod shared;
pub mod table;
#[cfg(test)]
mod tests;
pub mod text;
mod theme;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub mod worker;

/// The page worker's entry point for the best-play meter: a request from
/// `MeterRequest::to_json` in, a reply for the meter to read out. At the crate root, since
/// the worker glue (`worker`) stays below the screens it serves.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn meter_think(request: &str) -> String {
    screens::table::meter::answer(request)
}
