//! The tests of `challenge_base`'s modules, one file a module, in one binary so that the crate is
//! compiled once (its library has no unit-test harness).

mod audio;
mod frame_pace;
mod input_focus;
mod input_headless;
mod input_quick_click;
mod input_typing;
mod off_frame;
mod settings;
mod text;
mod theme;
mod theme_contrast;
mod theme_egui_look;
mod theme_scroll_cue;
mod theme_text_size;

/// Held by the tests that start work on the pool or count what is on it: the count is the
/// process's, and the tests of one binary run side by side.
static POOL: std::sync::Mutex<()> = std::sync::Mutex::new(());
