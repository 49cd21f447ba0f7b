//! The page's worker (`web/worker.js`): a second instance of this same module that only
//! answers [`bot_think`], [`meter_think`] and [`synthesize_music`]. The game asks through
//! `window.challengeWorker` and polls for the reply, so no frame waits on a bot or on the
//! music.

use challenge_rules::bot_request::{BotRequest, answer, read_reply};
use challenge_rules::{GameRng, Level, Rules};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Posts a request to the worker; returns the ticket its reply will carry.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = ask)]
    fn ask_worker(request: &str) -> Result<u32, JsValue>;
    /// The worker's reply to a ticket, once it has come.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = take)]
    fn take_worker_reply(ticket: u32) -> Result<Option<String>, JsValue>;
    /// Asks the worker for the music loop; fails while the worker has not started.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = askMusic)]
    fn ask_worker_music() -> Result<u32, JsValue>;
    /// The music loop as interleaved stereo samples, once the worker has made it.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = takeMusic)]
    fn take_worker_music(ticket: u32) -> Result<Option<Vec<f32>>, JsValue>;
    /// Posts a best-play meter question to the worker; returns the ticket of its reply.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = askMeter)]
    fn ask_worker_meter(request: &str) -> Result<u32, JsValue>;
    /// The worker's meter reply to a ticket, once it has come.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = takeMeter)]
    fn take_worker_meter(ticket: u32) -> Result<Option<String>, JsValue>;
}

/// The worker's other entry point: the music loop as interleaved stereo samples at
/// [`audio_synth::SAMPLE_RATE`](crate::audio_synth::SAMPLE_RATE).
#[wasm_bindgen]
pub fn synthesize_music() -> Vec<f32> {
    crate::audio_synth::music_loop()
        .frames()
        .flatten()
        .collect()
}

/// Asks the worker for the music loop; an error while the worker is not running yet.
pub(crate) fn ask_music() -> Result<u32, String> {
    ask_worker_music().map_err(|e| format!("{e:?}"))
}

/// The music loop once the worker has made it; None while it works.
pub(crate) fn take_music(ticket: u32) -> Option<Result<crate::audio_synth::Samples, String>> {
    match take_worker_music(ticket) {
        Ok(None) => None,
        Ok(Some(interleaved)) => Some(Ok(crate::audio_synth::Samples {
            sample_rate: crate::audio_synth::SAMPLE_RATE,
            left: interleaved.iter().step_by(2).copied().collect(),
            right: interleaved.iter().skip(1).step_by(2).copied().collect(),
        })),
        Err(error) => Some(Err(format!("{error:?}"))),
    }
}

/// The worker's entry point: a request from [`BotRequest::to_json`] in, a reply for
/// [`read_reply`] out.
#[wasm_bindgen]
pub fn bot_think(request: &str) -> String {
    answer(request)
}

/// Hands a meter question to the worker; the ticket identifies its reply.
pub(crate) fn ask_meter(request: &str) -> Result<u32, String> {
    ask_worker_meter(request).map_err(|e| format!("{e:?}"))
}

/// The worker's meter reply once it has come, as the JSON the meter reads (the line as a
/// phrase, worded here in the player's language); None while it works.
pub(crate) fn take_meter(ticket: u32) -> Option<Result<String, String>> {
    match take_worker_meter(ticket) {
        Ok(None) => None,
        Ok(Some(reply)) => Some(Ok(reply)),
        Err(error) => Some(Err(format!("{error:?}"))),
    }
}

/// Whether this instance runs in a worker rather than the page, where the game must not start.
pub fn in_worker() -> bool {
    web_sys::window().is_none()
}

/// Hands a bot's decision to the worker; the ticket identifies its reply.
pub(crate) fn ask_bot_worker<R: Rules>(
    view: &R::View,
    legal: &[R::Action],
    level: Level,
    rng: GameRng,
) -> Result<u32, String> {
    let request = BotRequest::new::<R>(view, legal, level, rng).map_err(|e| e.to_string())?;
    ask_worker(&request.to_json()).map_err(|e| format!("{e:?}"))
}

/// The bot's action once the worker has replied, checked against `legal`; None while it
/// thinks.
pub(crate) fn take_bot_reply<R: Rules>(
    ticket: u32,
    legal: &[R::Action],
) -> Option<Result<R::Action, String>> {
    match take_worker_reply(ticket) {
        Ok(None) => None,
        Ok(Some(reply)) => Some(read_reply::<R>(&reply, legal).map_err(|e| e.to_string())),
        Err(error) => Some(Err(format!("{error:?}"))),
    }
}
