//! Challenge: five card games against computer opponents — the rules core, the headless
//! protocol, the simulator and the Bevy table.

pub mod app;
pub mod art;
pub mod audio;
pub mod audio_synth;
pub mod card_textures;
pub mod cli;
pub mod headless;
pub mod input;
pub mod menus;
pub mod persist;
pub mod rules;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod sim;
pub mod table;
mod theme;
#[cfg(target_arch = "wasm32")]
pub mod web;
