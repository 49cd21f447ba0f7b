//! Bevy's plugins in the browser: Bevy's default set for the features the browser build enables,
//! with a small subscriber in place of its log plugin that writes warnings and errors to
//! the page's console.
//!
//! Bevy's log plugin parses its filter with tracing-subscriber's `EnvFilter`, which brings a
//! regular-expression compiler, a formatter and their tables into the module for a console
//! that only ever shows warnings and errors (the browser build compiles out every lower level).
//! A plugin a group adds stays in the module even when disabled, so the set is spelt out here
//! in `DefaultPlugins`' order; the native game keeps `DefaultPlugins` itself.

use bevy::app::PluginGroupBuilder;
use bevy::prelude::*;
use std::fmt::Write as _;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Level, Metadata, Subscriber};

/// The plugins of `DefaultPlugins` for the browser build's features, without `LogPlugin`.
pub struct BrowserPlugins;

impl PluginGroup for BrowserPlugins {
    fn build(self) -> PluginGroupBuilder {
        PluginGroupBuilder::start::<Self>()
            .add(bevy::app::PanicHandlerPlugin)
            .add(ConsoleLogPlugin)
            .add(bevy::app::TaskPoolPlugin::default())
            .add(bevy::diagnostic::FrameCountPlugin)
            .add(bevy::time::TimePlugin)
            .add(bevy::transform::TransformPlugin)
            .add(bevy::diagnostic::DiagnosticsPlugin)
            .add(bevy::input::InputPlugin)
            .add(bevy::input_focus::InputFocusPlugin)
            .add(bevy::input_focus::InputDispatchPlugin)
            .add(bevy::window::WindowPlugin::default())
            .add(bevy::a11y::AccessibilityPlugin)
            .add(bevy::asset::AssetPlugin::default())
            .add(bevy::winit::WinitPlugin::default())
            .add(bevy::render::RenderPlugin::default())
            .add(bevy::image::ImagePlugin::default())
            .add(bevy::mesh::MeshPlugin)
            .add(bevy::camera::CameraPlugin)
            .add(bevy::core_pipeline::CorePipelinePlugin)
            .add(bevy::sprite::SpritePlugin)
            .add(bevy::sprite_render::SpriteRenderPlugin)
            .add(bevy::text::TextPlugin)
            .add(bevy::ui::UiPlugin)
            .add(bevy::ui_render::UiRenderPlugin)
            .add(bevy::gilrs::GilrsPlugin)
            .add(bevy::state::app::StatesPlugin)
            .add_group(bevy::picking::DefaultPickingPlugins)
    }
}

/// Sends Bevy's, wgpu's and the game's warnings and errors to the console.
struct ConsoleLogPlugin;

impl Plugin for ConsoleLogPlugin {
    fn build(&self, _: &mut App) {
        // A second app in the same page (none today) keeps the subscriber the first installed.
        let _ = tracing::subscriber::set_global_default(ConsoleSubscriber);
    }
}

/// Writes each warning and error to the console as `target: message field=value…`. Spans are
/// compiled out of the browser build with every level below warnings, so none are tracked.
struct ConsoleSubscriber;

impl Subscriber for ConsoleSubscriber {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        *metadata.level() <= Level::WARN
    }

    fn new_span(&self, _: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }

    fn record(&self, _: &Id, _: &Record<'_>) {}

    fn record_follows_from(&self, _: &Id, _: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let metadata = event.metadata();
        let mut line = Line(format!("{}:", metadata.target()));
        event.record(&mut line);
        let text = wasm_bindgen::JsValue::from_str(&line.0);
        if *metadata.level() == Level::ERROR {
            web_sys::console::error_1(&text);
        } else {
            web_sys::console::warn_1(&text);
        }
    }

    fn enter(&self, _: &Id) {}

    fn exit(&self, _: &Id) {}
}

/// One console line being written from an event's fields.
struct Line(String);

impl Line {
    fn field(&mut self, field: &Field, value: &dyn std::fmt::Display) {
        let _ = match field.name() {
            "message" => write!(self.0, " {value}"),
            name => write!(self.0, " {name}={value}"),
        };
    }
}

impl Visit for Line {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.field(field, &format_args!("{value:?}"));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.field(field, &value);
    }
}
