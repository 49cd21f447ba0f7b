//! The best-play meter: in a game whose rules can tell who wins with best play (Svoi Kozyri,
//! where every card is open), the verdict for the viewer's seat, worked out away from the
//! frame each time the view changes and shown under the status lines while the setting is on.
//! On the desktop a worker thread works it out; in the browser the page's worker does, since
//! the task pool runs there on the game's own thread between frames.

use super::TableView;
use super::layouts::Presented;
use crate::settings::Settings;
use crate::table::ViewChanged;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
#[cfg(any(test, target_arch = "wasm32"))]
use challenge_rules::GameId;
use challenge_rules::Phrase;
#[cfg(any(test, target_arch = "wasm32"))]
use serde::{Deserialize, Serialize};

/// Where a verdict is being worked out.
enum Pending {
    /// On the task pool.
    Here(Task<Option<Phrase>>),
    /// In the page's worker, which answers the ticket.
    #[cfg(target_arch = "wasm32")]
    Worker(u32),
}

/// The meter's work for one game type: the latest view and the verdict being worked out.
#[derive(Resource)]
pub(crate) struct MeterWork<R: Presented> {
    view: Option<R::View>,
    pending: Option<Pending>,
    /// Whether the shown verdict belongs to the latest view.
    current: bool,
    /// Set once the page's worker failed, so later verdicts are worked out on the task pool.
    #[cfg(target_arch = "wasm32")]
    worker_failed: bool,
}

impl<R: Presented> MeterWork<R> {
    /// Whether the meter's line belongs to the latest view.
    #[cfg(test)]
    pub(crate) fn is_current(&self) -> bool {
        self.current
    }

    fn start(&mut self, view: R::View) {
        #[cfg(target_arch = "wasm32")]
        if !self.worker_failed {
            let request = MeterRequest {
                game: R::ID,
                view: serde_json::to_value(&view).unwrap_or_default(),
            };
            match crate::worker::ask_meter(&request.to_json()) {
                Ok(ticket) => {
                    self.pending = Some(Pending::Worker(ticket));
                    return;
                }
                Err(error) => {
                    warn!("no worker for the meter ({error}); it works on the game's thread");
                    self.worker_failed = true;
                }
            }
        }
        self.pending = Some(Pending::Here(
            AsyncComputeTaskPool::get().spawn(async move { R::best_play(&view) }),
        ));
    }

    /// The verdict, once the pending work is done.
    fn poll(&mut self) -> Option<Option<Phrase>> {
        match self.pending.as_mut()? {
            Pending::Here(task) => check_ready(task),
            #[cfg(target_arch = "wasm32")]
            Pending::Worker(ticket) => match crate::worker::take_meter(*ticket)? {
                Ok(reply) => match read_reply(&reply) {
                    Ok(line) => Some(line),
                    Err(error) => self.worker_gone(&error),
                },
                Err(error) => self.worker_gone(&error),
            },
        }
    }

    /// Gives up on the page's worker and works the latest view out here instead.
    #[cfg(target_arch = "wasm32")]
    fn worker_gone(&mut self, error: &str) -> Option<Option<Phrase>> {
        warn!("the worker failed the meter ({error}); it works on the game's thread");
        self.worker_failed = true;
        self.pending = None;
        if let Some(view) = self.view.clone() {
            self.start(view);
        }
        None
    }
}

impl<R: Presented> Default for MeterWork<R> {
    fn default() -> MeterWork<R> {
        MeterWork {
            view: None,
            pending: None,
            current: false,
            #[cfg(target_arch = "wasm32")]
            worker_failed: false,
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
        // Dropping a task still working on an older view cancels it; a worker's late answer
        // for an older ticket is never collected.
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
    if work.pending.is_some() {
        if let Some(verdict) = work.poll() {
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
        work.start(view);
    }
}

/// A meter question as plain data, for the page's worker: the game and the viewer's view.
#[cfg(any(test, target_arch = "wasm32"))]
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MeterRequest {
    pub game: GameId,
    pub view: serde_json::Value,
}

#[cfg(any(test, target_arch = "wasm32"))]
impl MeterRequest {
    pub(crate) fn to_json(&self) -> String {
        // Plain data with string keys always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The answer to a [`MeterRequest`]: the meter's line as a phrase, worded by the game's thread
/// in the player's language (none where the game cannot tell), or why the question could not
/// be read.
#[cfg(any(test, target_arch = "wasm32"))]
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum MeterReply {
    Line(Option<Phrase>),
    Error(String),
}

/// Answers a request from [`MeterRequest::to_json`] (the worker's entry point calls this);
/// a malformed request gets an error reply, never a panic.
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) fn answer(request: &str) -> String {
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
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) fn read_reply(reply: &str) -> Result<Option<Phrase>, String> {
    match serde_json::from_str::<MeterReply>(reply) {
        Ok(MeterReply::Line(line)) => Ok(line),
        Ok(MeterReply::Error(error)) => Err(error),
        Err(error) => Err(format!("not a meter reply: {error}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_rules::games::svoi_kozyri::SvoiKozyri;
    use challenge_rules::{Deal, Rules};

    #[test]
    fn a_meter_request_through_json_gives_the_line_of_the_view_itself() {
        let mut game =
            SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(1)).expect("a game");
        let mut rng = challenge_rules::GameRng::seeded(1);
        let mut checked = 0;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let request = MeterRequest {
                game: GameId::SvoiKozyri,
                view: serde_json::to_value(&view).expect("a view serialises"),
            };
            let line = read_reply(&answer(&request.to_json()));
            assert_eq!(line, Ok(SvoiKozyri::best_play(&view)));
            checked += 1;
            let legal = game.legal_actions();
            let action =
                SvoiKozyri::bot_action(&view, &legal, challenge_rules::Level::Easy, &mut rng);
            game.apply(&action).expect("a bot's action is legal");
        }
        assert!(checked > 10, "a whole game was checked");
    }

    #[test]
    fn a_malformed_meter_request_gets_an_error_reply() {
        for request in [
            "",
            "not json",
            r#"{"game":"svoi_kozyri"}"#,
            r#"{"game":"no_such_game","view":{}}"#,
            r#"{"game":"svoi_kozyri","view":{"seat":"north"}}"#,
            r#"{"game":"svoi_kozyri","view":null,"extra":1}"#,
        ] {
            let reply = read_reply(&answer(request));
            assert!(reply.is_err(), "{request:?} gave {reply:?}");
        }
    }

    #[test]
    fn games_without_a_meter_answer_with_no_line() {
        use challenge_rules::games::gotcha::Gotcha;
        let game = Gotcha::new_game(&Default::default(), 2, Deal::seeded(3)).expect("a game");
        let request = MeterRequest {
            game: GameId::Gotcha,
            view: serde_json::to_value(game.view(0)).expect("a view serialises"),
        };
        assert_eq!(read_reply(&answer(&request.to_json())), Ok(None));
    }
}
