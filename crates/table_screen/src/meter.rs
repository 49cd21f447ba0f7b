//! The best-play meter: in a game whose rules can tell who wins with best play (Svoi Kozyri,
//! where every card is open), the verdict for the viewer's seat, worked out away from the
//! frame (see [`challenge_base::off_frame`]) each time the view changes and shown under the status
//! lines while the setting is on.

use super::TableView;
use super::layouts::Presented;
use bevy::prelude::*;
use challenge_base::off_frame::{OffFrame, OffFrameJob, WorkerJob, WorkerReply};
use challenge_base::settings::Settings;
use challenge_play::table::ViewChanged;
use challenge_rules::{GameId, Phrase};
use serde::{Deserialize, Serialize};

/// The meter's verdict as the page's worker works it out, from the request a [`MeterJob`]
/// makes.
pub const METER_JOB: WorkerJob = WorkerJob {
    name: "meter",
    answer: |request| WorkerReply::Text(answer(request)),
};

/// A verdict for one view of game `R`.
struct MeterJob<R: Presented>(R::View);

impl<R: Presented> OffFrameJob for MeterJob<R> {
    type Output = Option<Phrase>;
    const WORKER_JOB: WorkerJob = METER_JOB;

    fn request(&self) -> Result<String, String> {
        let view = serde_json::to_value(&self.0).map_err(|error| error.to_string())?;
        Ok(MeterRequest { game: R::ID, view }.to_json())
    }

    fn read(&self, reply: WorkerReply) -> Result<Option<Phrase>, String> {
        match reply {
            WorkerReply::Text(reply) => read_reply(&reply),
            WorkerReply::Samples(_) => Err("samples instead of a verdict".into()),
        }
    }

    fn compute(self) -> Option<Phrase> {
        R::best_play(&self.0)
    }
}

/// The meter's work for one game type: the latest view and the verdict being worked out.
#[derive(Resource)]
pub struct MeterWork<R: Presented> {
    view: Option<R::View>,
    pending: Option<OffFrame<MeterJob<R>>>,
    /// Whether the shown verdict belongs to the latest view.
    current: bool,
}

impl<R: Presented> MeterWork<R> {
    /// Whether the meter's line belongs to the latest view.
    pub fn is_current(&self) -> bool {
        self.current
    }
}

impl<R: Presented> Default for MeterWork<R> {
    fn default() -> MeterWork<R> {
        MeterWork {
            view: None,
            pending: None,
            current: false,
        }
    }
}

/// Keeps [`TableView::meter`] in step with the latest view and the setting. Added only for
/// games whose presentation has a meter, so no other game's table touches the line.
pub(super) fn update_meter<R: Presented>(
    mut changed: MessageReader<ViewChanged<R>>,
    settings: Res<Settings>,
    mut work: ResMut<MeterWork<R>>,
    mut table: ResMut<TableView>,
) {
    if let Some(latest) = changed.read().last()
        && work.view.as_ref() != Some(&latest.view)
    {
        work.view = Some(latest.view.clone());
        // Dropping work still under way for an older view abandons it.
        work.pending = None;
        work.current = false;
    }
    if !settings.best_play_meter {
        work.pending = None;
        work.current = false;
        if table.meter.is_some() {
            table.meter = None;
        }
        return;
    }
    if let Some(pending) = &mut work.pending {
        if let Some(verdict) = pending.poll() {
            work.pending = None;
            work.current = true;
            if table.meter != verdict {
                table.meter = verdict;
            }
        }
        return;
    }
    if !work.current
        && let Some(view) = work.view.clone()
    {
        work.pending = Some(OffFrame::start(MeterJob::<R>(view)));
    }
}

/// A meter question as plain data, for the page's worker: the game and the viewer's view.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeterRequest {
    pub game: GameId,
    pub view: serde_json::Value,
}

impl MeterRequest {
    pub fn to_json(&self) -> String {
        // Plain data with string keys always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The answer to a [`MeterRequest`]: the meter's line as a phrase, worded by the game's thread
/// in the player's language (none where the game cannot tell), or why the question could not
/// be read.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum MeterReply {
    Line(Option<Phrase>),
    Error(String),
}

/// Answers a request from [`MeterRequest::to_json`] (the worker's entry point calls this);
/// a malformed request gets an error reply, never a panic.
pub fn answer(request: &str) -> String {
    let reply = match serde_json::from_str::<MeterRequest>(request) {
        Ok(request) => match (super::games::table_game(request.game).best_play)(&request.view) {
            Ok(line) => MeterReply::Line(line),
            Err(error) => MeterReply::Error(error),
        },
        Err(error) => MeterReply::Error(format!("not a meter request: {error}")),
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// Reads a reply written by [`answer`].
pub fn read_reply(reply: &str) -> Result<Option<Phrase>, String> {
    match serde_json::from_str::<MeterReply>(reply) {
        Ok(MeterReply::Line(line)) => Ok(line),
        Ok(MeterReply::Error(error)) => Err(error),
        Err(error) => Err(format!("not a meter reply: {error}")),
    }
}
