//! The tests of `challenge_base`'s modules, one file a module, in one binary so that the crate is
//! compiled once (its library has no unit-test harness).

mod audio;
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
mod theme_text_size;
