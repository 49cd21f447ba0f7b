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
    pub show: Option<challenge_screens::Shown>,
    /// The window's logical size, when not the usual 1280×720.
    pub window: Option<(u32, u32)>,
    /// Speak this language for this run, whatever the settings say.
    pub lang: Option<challenge_text::Lang>,
}

pub use challenge_play::session::LaunchRequest;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        // The browser build leaves out Bevy's log plugin (see `crate::web::engine`).
        #[cfg(not(target_arch = "wasm32"))]
        let engine = DefaultPlugins.build();
        #[cfg(target_arch = "wasm32")]
        let engine = crate::web::engine::BrowserPlugins.build();
        app.add_plugins(
            engine
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Challenge".into(),
                        resolution: self.window.unwrap_or((1280, 720)).into(),
                        resizable: true,
                        fit_canvas_to_parent: true,
                        canvas: Some("#bevy".into()),
                        // Keys such as Tab and Space belong to the game, not the page.
                        prevent_default_event_handling: true,
                        ..default()
                    }),
                    ..default()
                })
                .set(AssetPlugin {
                    // Nothing is loaded from files; never ask a web server for .meta files.
                    meta_check: bevy::asset::AssetMetaCheck::Never,
                    ..default()
                }),
        );
        // A command for an entity that went in the same frame is a bug the debug builds and
        // the tests stop on; a player's game only reports it and goes on.
        #[cfg(not(debug_assertions))]
        app.set_error_handler(bevy::ecs::error::warn);
        #[cfg(target_arch = "wasm32")]
        app.add_plugins(crate::web::plugin);
        app.add_plugins((
            challenge_base::plugin,
            challenge_base::theme::plugin,
            challenge_base::audio::plugin,
            challenge_play::plugin,
            challenge_table_screen::plugin,
            challenge_screens::plugin,
            crate::screenshot::plugin,
        ));
        // egui draws the statistics screen and the chart at the end of a game; only the
        // windowed game has the renderer it needs.
        app.add_plugins(bevy_egui::EguiPlugin::default());
        if let Some(lang) = self.lang {
            app.insert_resource(challenge_base::text::Lexicon(challenge_text::Text::new(
                lang,
            )));
        }
        if let Some(launch) = &self.launch {
            app.insert_resource(launch.clone());
        }
        if let Some(shown) = self.show {
            app.insert_resource(challenge_screens::ShowAtStart(shown));
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
        challenge_base::frame_pace::windowed(app);
        run_game_schedules_on_one_thread(app);
    }
}

/// The game's own frame work is small (a few hundred cheap systems); spreading it over
/// threads costs more in hand-offs than it saves (about 0.9 ms against 0.09 ms a frame at a
/// sixteen-seat table on two cores, see `benches/frame.rs`), and it leaves the other threads
/// to the bots and the renderer. Rendering keeps its own executor.
fn run_game_schedules_on_one_thread(app: &mut App) {
    use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
    for label in [
        First.intern(),
        PreUpdate.intern(),
        StateTransition.intern(),
        RunFixedMainLoop.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ] {
        app.edit_schedule(label, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d, Msaa::Off));
}

/// The whole game without a window, a GPU or sound, for tests and benchmarks: the screens,
/// menus, table, input and settings run as in the real game, on a stand-in window, with
/// settings kept in memory unless a store was inserted first.
pub struct HeadlessPlugin;

impl Plugin for HeadlessPlugin {
    fn build(&self, app: &mut App) {
        headless(app, false);
    }
}

/// The headless game with its interface laid out as the windowed game lays it out: Bevy's text
/// and UI layout (which need no renderer), its picking and the game's look, over a camera that
/// takes the stand-in window for its target. A test can then measure where every node and
/// every line of text lies, as the layout audit does; it costs the layout's time each frame,
/// which the other tests do without.
pub struct LaidOutHeadlessPlugin;

impl Plugin for LaidOutHeadlessPlugin {
    fn build(&self, app: &mut App) {
        headless(app, true);
    }
}

fn headless(app: &mut App, laid_out: bool) {
    use challenge_base::settings::ActiveStore;
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        bevy::input::InputPlugin,
        AssetPlugin::default(),
    ))
    .init_asset::<Image>()
    .add_message::<challenge_base::audio::PlayCue>();
    if laid_out {
        // Before the game's plugins: the theme puts the game's font into the text's assets.
        // Picking without its window input: there is no window to point at.
        app.add_plugins((
            bevy::transform::TransformPlugin,
            bevy::camera::visibility::VisibilityPlugin,
            bevy::text::TextPlugin,
            bevy::picking::PickingPlugin,
            bevy::picking::InteractionPlugin,
            bevy::ui::UiPlugin,
        ))
        .init_asset::<bevy::image::TextureAtlasLayout>()
        .init_asset::<bevy::mesh::Mesh>()
        .init_asset::<bevy::mesh::skinning::SkinnedMeshInverseBindposes>()
        .add_systems(
            PostUpdate,
            aim_cameras_at_the_window.before(bevy::ui::UiSystems::Prepare),
        );
    }
    if !app.world().contains_resource::<ActiveStore>() {
        app.insert_resource(ActiveStore(Box::new(
            challenge_base::persist::MemoryStore::default(),
        )));
    }
    app.add_plugins((
        challenge_base::plugin,
        challenge_play::plugin,
        challenge_table_screen::plugin,
        challenge_screens::plugin,
    ));
    if laid_out {
        app.add_plugins(challenge_base::theme::plugin)
            .add_systems(Startup, spawn_camera);
    }
    app.world_mut()
        .spawn((Window::default(), bevy::window::PrimaryWindow));
    run_game_schedules_on_one_thread(app);
}

/// With no renderer to tell the cameras what they draw to, each is told it draws the window,
/// at the window's size and scale, as the renderer would tell it.
fn aim_cameras_at_the_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut cameras: Query<&mut Camera>,
) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    let (physical_size, scale_factor) = (window.physical_size(), window.scale_factor());
    for mut camera in &mut cameras {
        let aimed = camera.computed.target_info.as_ref().is_some_and(|target| {
            target.physical_size == physical_size && target.scale_factor == scale_factor
        });
        if !aimed {
            camera.computed.target_info = Some(bevy::camera::RenderTargetInfo {
                physical_size,
                scale_factor,
            });
        }
    }
}
