//! The page around the game in the browser. The body carries the game's state as data
//! attributes: `data-challenge="running"` once the first frame is drawn (the page's own
//! loading screen steps aside then), `data-screen` with the screen shown, `data-your-turn`
//! while the player is to move, `data-events`, how many game events the table has shown,
//! `data-finished`, how many games have ended, and `data-focus`, the words on the focused
//! button — what assistive tools and the browser test read.
//!
//! Bots think, and the music is synthesised, in the page's worker (`web/worker.js`), a
//! second instance of this same module that only answers [`bot_think`] and
//! [`synthesize_music`]: the game asks through `window.challengeWorker` and polls for the
//! reply, so no frame waits on either.

use crate::rules::bot_request::{BotRequest, answer, read_reply};
use crate::rules::{GameRng, Level, Rules};
use crate::screens::Screen;
use crate::screens::table::TableView;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, mark_page_running.run_if(run_once))
        .add_systems(Last, show_screen.run_if(state_changed::<Screen>))
        .add_systems(Last, show_turn.run_if(resource_changed::<TableView>))
        .add_systems(Last, (count_events, count_finished_games))
        .add_systems(Last, show_focus.run_if(resource_changed::<InputFocus>));
}

fn count_finished_games(
    mut finished: MessageReader<crate::table::GameFinished>,
    mut seen: Local<u64>,
) {
    let new = finished.read().count() as u64;
    if new > 0 {
        *seen += new;
        set_body_data("finished", &seen.to_string());
    }
}

/// The words on the focused button (a setup row gives its label and value).
fn show_focus(focus: Res<InputFocus>, children: Query<&Children>, texts: Query<&Text>) {
    let words: Vec<&str> = focus
        .get()
        .into_iter()
        .flat_map(|button| {
            std::iter::once(button).chain(children.iter_descendants_depth_first(button))
        })
        .filter_map(|entity| texts.get(entity).ok())
        .map(|text| text.0.trim())
        .filter(|text| !text.is_empty())
        .collect();
    set_body_data("focus", &words.join(" "));
}

fn count_events(mut events: MessageReader<crate::table::RulesEventMessage>, mut seen: Local<u64>) {
    let new = events.read().count() as u64;
    if new > 0 {
        *seen += new;
        set_body_data("events", &seen.to_string());
    }
}

fn set_body_data(key: &str, value: &str) {
    let body = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body
        && let Err(error) = body.dataset().set(key, value)
    {
        warn!("the page could not be told {key}={value}: {error:?}");
    }
}

fn mark_page_running() {
    set_body_data("challenge", "running");
}

fn show_screen(screen: Res<State<Screen>>) {
    let name = match screen.get() {
        Screen::Loading => "loading",
        Screen::Title => "title",
        Screen::Setup => "setup",
        Screen::Table => "table",
    };
    set_body_data("screen", name);
}

fn show_turn(table: Res<TableView>) {
    set_body_data("yourTurn", if table.viewer_to_act { "yes" } else { "no" });
}
