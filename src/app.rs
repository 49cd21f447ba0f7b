//! The Bevy application: window, plugins and the system ordering every screen shares.

use bevy::prelude::*;

use std::path::PathBuf;

/// Launches the windowed game.
pub fn run(plugin: AppPlugin) -> AppExit {
    App::new().add_plugins(plugin).run()
}

/// Everything the windowed game needs, in one plugin.
#[derive(Default)]
pub struct AppPlugin {
    /// Save the window to this PNG once it has settled, then exit.
    pub screenshot: Option<PathBuf>,
    /// Open this game straight away instead of the title screen.
    pub launch: Option<LaunchRequest>,
    /// Open this screen or menu once the title is up.
    pub show: Option<crate::cli::Shown>,
}

pub use crate::screens::LaunchRequest;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Challenge".into(),
                resolution: (1280, 720).into(),
                resizable: true,
                fit_canvas_to_parent: true,
                canvas: Some("#bevy".into()),
                ..default()
            }),
            ..default()
        }));
        app.configure_sets(
            Update,
            (
                AppSystems::Input,
                AppSystems::Rules,
                AppSystems::Presentation,
            )
                .chain(),
        );
        app.add_plugins((
            crate::table::plugin,
            crate::theme::plugin,
            crate::input::plugin,
            crate::card_textures::plugin,
            crate::audio::plugin,
            crate::settings::plugin,
            crate::screens::plugin,
            crate::menus::plugin,
            crate::screenshot::plugin,
        ));
        if let Some(launch) = &self.launch {
            app.insert_resource(launch.clone());
        }
        if let Some(shown) = self.show {
            app.insert_resource(crate::screens::ShowAtStart(shown));
        }
        if let Some(path) = &self.screenshot {
            let mut request = crate::screenshot::ScreenshotRequest::new(path.clone());
            if self.launch.is_some() {
                // A table is worth capturing once a few cards have been played.
                request = request.after_seconds(8.0);
            }
            app.insert_resource(request);
        }
        app.add_systems(Startup, spawn_camera);
    }
}

/// One chained order for every frame: players' and bots' intents are read first, the rules
/// apply them next, and what is drawn or heard reacts last, in the same frame.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    Input,
    Rules,
    Presentation,
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
