//! Challenge: card games against computer opponents, animated with Bevy. This crate assembles
//! the game from its layers (see the README's Layout): the app and its window, the command
//! line, the page around the game in the browser and the screenshot mode.

pub mod app;
pub mod cli;
pub mod heap;
mod screenshot;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// Every kind of work the page's worker answers, each defined beside its job: the one list the
/// worker's entry point finds a job in. A job whose kind is not here would go unanswered in
/// the browser (its work would then be done on the page's thread), which a test checks.
pub const WORKER_JOBS: [challenge_base::off_frame::WorkerJob; 6] = [
    challenge_play::table::bot_turn::BOT_JOB,
    challenge_play::table::hints::HINT_JOB,
    challenge_table_screen::meter::METER_JOB,
    challenge_base::audio::CUE_JOB,
    challenge_base::audio::MUSIC_JOB,
    challenge_play::session::review::REVIEW_JOB,
];

/// The page worker's one entry point: answers a job of [`WORKER_JOBS`] by its name. A request
/// that cannot be answered gets an error thrown to the worker, which passes it on; nothing
/// panics.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn work(job: &str, request: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue> {
    use challenge_base::off_frame::{WorkerJob, page_worker};
    match WorkerJob::find(&WORKER_JOBS, job) {
        Some(kind) => Ok(page_worker::to_js((kind.answer)(request))),
        None => Err(format!("no job is called {job:?}").into()),
    }
}

/// The page's way to have the next frame drawn now: it calls this when something the game
/// takes each frame has come (a worker's reply, words, a screen reader's press), so the game
/// sees it at once though its frame loop rests (see [`challenge_base::frame_pace`]).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn wake_game() {
    challenge_base::frame_pace::wake();
}
