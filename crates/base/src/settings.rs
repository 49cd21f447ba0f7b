//! The player's settings, kept between runs through [`crate::persist`].

use crate::persist::Store;
use bevy::prelude::*;
use challenge_art::{BackDesign, SuitColours};
use serde::{Deserialize, Serialize};

pub use crate::persist::ActiveStore;

pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ActiveStore>() {
        app.insert_resource(ActiveStore(crate::persist::platform_store()));
    }
    let (settings, problem) = Settings::load(&*app.world().resource::<ActiveStore>().0);
    if let Some(problem) = problem {
        warn!("{problem}");
    }
    app.insert_resource(settings)
        .add_systems(Update, apply_settings.run_if(resource_changed::<Settings>));
}

/// Puts changed settings into effect (the window; the table follows its own settings itself)
/// and saves them. The first run only applies what was loaded.
fn apply_settings(
    settings: Res<Settings>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
    store: Res<ActiveStore>,
    mut loaded: Local<bool>,
) {
    for mut window in &mut windows {
        let mode = if settings.fullscreen {
            bevy::window::WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
        } else {
            bevy::window::WindowMode::Windowed
        };
        if window.mode != mode {
            window.mode = mode;
        }
    }
    if !*loaded {
        *loaded = true;
        return;
    }
    if let Err(error) = settings.save(&*store.0) {
        warn!("the settings could not be saved: {error}");
    }
}

/// How fast cards and tokens move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnimationSpeed {
    Relaxed,
    Normal,
    Fast,
    Instant,
}

impl AnimationSpeed {
    /// Multiplier on every animation's duration; 0 for instant.
    pub fn duration_factor(self) -> f32 {
        match self {
            AnimationSpeed::Relaxed => 1.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Instant => 0.0,
        }
    }
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// 0.0–1.0 for each volume.
    pub master_volume: f32,
    pub effects_volume: f32,
    pub music_volume: f32,
    pub animation_speed: AnimationSpeed,
    /// Seconds a bot waits before it acts, so players can follow the game.
    pub bot_pause: f32,
    pub suit_colours: SuitColours,
    pub card_back: BackDesign,
    /// Card size relative to the layout's choice, 0.75–1.5.
    pub card_scale: f32,
    pub fullscreen: bool,
    /// Show, in games of open cards, who wins with best play from the current position.
    pub best_play_meter: bool,
    /// Let the player take back a move in games against computer players only; a game where
    /// a move was taken back counts as practice.
    pub undo_for_practice: bool,
    /// Draw the interface in black, white and yellow for players who see poorly (the theme's
    /// contrast module).
    pub high_contrast: bool,
    /// Text size relative to the layout's own, 1.0 to [`LARGEST_TEXT_SCALE`] (the theme's
    /// text_size module).
    pub text_scale: f32,
    /// The online table server, as host:port (or a ws:// or wss:// address). Empty in the
    /// browser: the page's own server is used.
    pub server: String,
    /// The name this player goes by at online tables, tidied; empty until they give one
    /// (the others then see "Player N").
    pub player_name: String,
    /// The language the game speaks, as its tag ("de"); None until the player picks one, so
    /// the system's (or the browser's) language is followed.
    pub language: Option<String>,
}

impl Settings {
    /// The language the player chose, if they chose one the game speaks.
    pub fn chosen_language(&self) -> Option<challenge_text::Lang> {
        self.language
            .as_deref()
            .and_then(challenge_text::Lang::from_tag)
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            master_volume: 0.8,
            effects_volume: 0.8,
            music_volume: 0.4,
            animation_speed: AnimationSpeed::Normal,
            bot_pause: 0.6,
            suit_colours: SuitColours::TwoColour,
            card_back: BackDesign::Lattice,
            card_scale: 1.0,
            fullscreen: false,
            best_play_meter: false,
            undo_for_practice: false,
            high_contrast: false,
            text_scale: 1.0,
            server: default_server(),
            player_name: String::new(),
            language: None,
        }
    }
}

/// The server a fresh install plays online with: the one on this machine on the desktop, the
/// page's own in the browser (a game served from a table server talks to that server).
fn default_server() -> String {
    if cfg!(target_arch = "wasm32") {
        String::new()
    } else {
        challenge_online::DEFAULT_ADDR.to_string()
    }
}

/// The largest text size the settings offer.
pub const LARGEST_TEXT_SCALE: f32 = 1.5;

/// The record name settings are kept under.
pub const SETTINGS_KEY: &str = "settings";
/// Where an unreadable settings record is set aside, so nothing the player had is lost.
pub const UNREADABLE_SETTINGS_KEY: &str = "settings-unreadable";

impl Settings {
    /// Keeps every value in its range (a hand-edited file may hold anything).
    pub fn clamped(mut self) -> Settings {
        let unit = |value: f32| {
            if value.is_finite() {
                value.clamp(0.0, 1.0)
            } else {
                0.8
            }
        };
        self.master_volume = unit(self.master_volume);
        self.effects_volume = unit(self.effects_volume);
        self.music_volume = unit(self.music_volume);
        self.bot_pause = if self.bot_pause.is_finite() {
            self.bot_pause.clamp(0.0, 5.0)
        } else {
            0.6
        };
        self.card_scale = if self.card_scale.is_finite() {
            self.card_scale.clamp(0.75, 1.5)
        } else {
            1.0
        };
        self.text_scale = if self.text_scale.is_finite() {
            self.text_scale.clamp(1.0, LARGEST_TEXT_SCALE)
        } else {
            1.0
        };
        self
    }

    /// The saved settings, or the defaults with a message saying why they were not used.
    /// An unreadable record is copied aside before anything overwrites it.
    pub fn load(store: &dyn Store) -> (Settings, Option<String>) {
        match store.load(SETTINGS_KEY) {
            Ok(None) => (Settings::default(), None),
            Ok(Some(text)) => match serde_json::from_str::<Settings>(&text) {
                Ok(settings) => (settings.clamped(), None),
                Err(error) => {
                    let kept = store.save(UNREADABLE_SETTINGS_KEY, &text).is_ok();
                    let note = if kept {
                        format!(
                            "the saved settings could not be read ({error}); defaults are used and the old record is kept as '{UNREADABLE_SETTINGS_KEY}'"
                        )
                    } else {
                        format!("the saved settings could not be read ({error}); defaults are used")
                    };
                    (Settings::default(), Some(note))
                }
            },
            Err(error) => (Settings::default(), Some(error.to_string())),
        }
    }

    pub fn save(&self, store: &dyn Store) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        store.save(SETTINGS_KEY, &text).map_err(|e| e.to_string())
    }
}
