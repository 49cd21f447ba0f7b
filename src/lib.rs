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
pub mod off_frame;
pub mod online;
pub mod persist;
pub mod screens;
mod screenshot;
pub mod session;
pub mod settings;
pub mod shared;
pub mod table;
#[cfg(test)]
mod tests;
pub mod text;
mod theme;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// The page worker's one entry point: answers a job of [`off_frame`] by its name, at the crate
/// root since the answerers live in several modules (the meter's with the table screen) and
/// the worker's link (`off_frame::page_worker`) stays below them all. A request that cannot be answered gets an
/// error thrown to the worker, which passes it on; nothing panics.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn work(job: &str, request: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue> {
    use off_frame::{WorkerJob, WorkerReply};
    let reply = match WorkerJob::from_name(job) {
        Some(WorkerJob::Bot) => WorkerReply::Text(challenge_rules::bot_request::answer(request)),
        Some(WorkerJob::Hint) => {
            WorkerReply::Text(challenge_rules::bot_request::answer_advice(request))
        }
        Some(WorkerJob::Meter) => WorkerReply::Text(screens::table::meter::answer(request)),
        Some(WorkerJob::Music) => {
            WorkerReply::Samples(audio::interleaved(audio_synth::music_loop()))
        }
        Some(WorkerJob::Review) => {
            WorkerReply::Text(challenge_rules::review::answer_review(request))
        }
        None => return Err(format!("no job is called {job:?}").into()),
    };
    Ok(off_frame::page_worker::to_js(reply))
}
