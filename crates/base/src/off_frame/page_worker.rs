//! The link to the page's worker (`web/worker.js`): a second instance of this same module that
//! answers the jobs of [`super`] through its one entry point, `work` (at the crate root, which
//! sees every job's answerer). The game asks through `window.challengeWorker` and polls for
//! the reply by ticket, so no frame waits on thinking or on the music.

use super::WorkerReply;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Posts a job to the worker (queued until it has started); returns the ticket its reply
    /// will carry. Fails when the page has no worker.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = ask)]
    fn ask_worker(job: &str, request: &str) -> Result<u32, JsValue>;
    /// The worker's reply to a ticket once it has come (undefined before); throws when the job
    /// failed or the worker stopped.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = take)]
    fn take_worker_reply(ticket: u32) -> Result<JsValue, JsValue>;
    /// The ticket's reply is no longer wanted.
    #[wasm_bindgen(catch, js_namespace = challengeWorker, js_name = forget)]
    fn forget_worker_reply(ticket: u32) -> Result<(), JsValue>;
}

/// Whether this instance runs in a worker rather than the page, where the game must not start.
pub fn in_worker() -> bool {
    web_sys::window().is_none()
}

/// Hands a job to the page's worker; the ticket identifies its reply.
pub(crate) fn ask(job: &str, request: &str) -> Result<u32, String> {
    ask_worker(job, request).map_err(|e| describe(&e))
}

/// The reply to `ticket` once it has come; None while the worker works.
pub(crate) fn take(ticket: u32) -> Option<Result<WorkerReply, String>> {
    match take_worker_reply(ticket) {
        Ok(reply) if reply.is_undefined() => None,
        Ok(reply) => Some(read(reply)),
        Err(error) => Some(Err(describe(&error))),
    }
}

/// Lets the page drop the reply to `ticket` when it comes.
pub(crate) fn forget(ticket: u32) {
    // A page without a worker has nothing to forget.
    let _ = forget_worker_reply(ticket);
}

fn read(reply: JsValue) -> Result<WorkerReply, String> {
    if let Some(text) = reply.as_string() {
        return Ok(WorkerReply::Text(text));
    }
    match reply.dyn_into::<js_sys::Float32Array>() {
        Ok(samples) => Ok(WorkerReply::Samples(samples.to_vec())),
        Err(other) => Err(format!("an unreadable reply: {}", describe(&other))),
    }
}

/// A reply in the form the page sends it: text as a string, samples as a `Float32Array`.
pub fn to_js(reply: WorkerReply) -> JsValue {
    match reply {
        WorkerReply::Text(text) => JsValue::from_str(&text),
        WorkerReply::Samples(samples) => js_sys::Float32Array::from(samples.as_slice()).into(),
    }
}

fn describe(value: &JsValue) -> String {
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}
