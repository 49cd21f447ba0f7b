//! What every screen of Challenge stands on, with no screen of its own: the frame's order and
//! the screens' states ([`shared`]), settings and where they are kept ([`settings`],
//! [`persist`]), the words in the player's language ([`text`]), input and focus ([`input`]), the
//! look ([`theme`]), sound playback ([`audio`]), the card textures ([`card_textures`]), work
//! done away from the frame ([`off_frame`]) and when frames are drawn ([`frame_pace`]).

use bevy::prelude::*;

pub mod audio;
pub mod card_textures;
pub mod frame_pace;
pub mod input;
pub mod off_frame;
pub mod persist;
pub mod settings;
pub mod shared;
pub mod text;
pub mod theme;

/// What every app of the game needs from this layer, windowed or headless: the frame's order,
/// input and focus, the settings, the words and the card textures. The look and the sound need
/// a renderer and an audio device, so the windowed game adds [`theme::plugin`] and
/// [`audio::plugin`] itself.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        shared::plugin,
        input::plugin,
        settings::plugin,
        text::plugin,
        card_textures::plugin,
        frame_pace::plugin,
    ));
}
