//! "Suggest": what the strongest computer player would do in the local player's place, and why
//! (the coach's reason, [`challenge_rules::coach`]). It is worked out as a bot's move is — from the viewer's own view and legal actions only, away
//! from the frame (in the browser, in the page's worker; see [`challenge_base::off_frame`]) — but with a
//! random stream of its own, so asking never changes what the computer players do later.
//! Presentation gets the answer as an index into the viewer's legal list, the order of
//! [`ViewChanged::legal`](super::ViewChanged).

use super::aids::PlayAids;
use super::bot_turn::BotJob;
use super::messages::GameStarted;
use super::seating::AutoPlay;
use super::session::{GameSession, apply_intents};
use bevy::prelude::*;
use challenge_base::off_frame::{OffFrame, OffFrameJob, WorkerJob, WorkerReply};
use challenge_base::shared::AppSystems;
use challenge_rules::bot_request::read_advice;
use challenge_rules::coach::Advice;
use challenge_rules::{GameRng, Level, Phrase, Rules};

/// Keeps the hints' random draws apart from the shuffles and from the bots' stream.
const HINT_STREAM: u64 = 0x4E1_7500_5EED_0F11;

/// The local player asks what the strongest computer player would do now. Ignored unless the
/// viewer is to act and plays the seat themselves (no autoplay).
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HintRequested;

/// The suggestion for the viewer's move: the action with this index in the viewer's legal
/// list of the latest [`ViewChanged`](super::ViewChanged), and why. Written for the position
/// the game is in when it is written, never for an earlier one.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct HintShown {
    /// How many actions had been applied when the hint was worked out.
    pub ply: u64,
    pub action_index: usize,
    /// The coach's reason, worded from what the hard player computed; None where it has none.
    pub why: Option<Phrase>,
}

/// The random stream a hint at `ply` of the game dealt with `seed` is worked out with: fixed
/// by the position, so asking twice suggests the same move, and drawn from nothing the
/// computer players use.
pub fn hint_rng(seed: u64, ply: u64) -> GameRng {
    GameRng::seeded(seed ^ HINT_STREAM ^ ply.rotate_left(32))
}

/// A suggestion as the page's worker works it out, from the request a hint job makes.
pub const HINT_JOB: WorkerJob = WorkerJob {
    name: "hint",
    answer: |request| WorkerReply::Text(challenge_rules::bot_request::answer_advice(request)),
};

/// Working out a suggestion: the hard computer player's move and the coach's reason, under a
/// job name of its own so the page can tell suggestions from the bots' moves.
struct HintJob<R: Rules>(BotJob<R>);

impl<R: Rules> OffFrameJob for HintJob<R> {
    type Output = Advice<R::Action>;
    const WORKER_JOB: WorkerJob = HINT_JOB;

    fn request(&self) -> Result<String, String> {
        self.0.request()
    }

    fn read(&self, reply: WorkerReply) -> Result<Advice<R::Action>, String> {
        match reply {
            // Checked against the legal actions, as a bot's reply is.
            WorkerReply::Text(reply) => {
                read_advice::<R>(&reply, &self.0.legal).map_err(|error| error.to_string())
            }
            WorkerReply::Samples(_) => Err("samples instead of advice".into()),
        }
    }

    fn compute(self) -> Advice<R::Action> {
        let BotJob {
            view,
            legal,
            mut rng,
            ..
        } = self.0;
        R::advise(&view, &legal, &mut rng)
    }
}

/// The suggestion for one position, while it is worked out and once it is shown.
enum Hinting<R: Rules> {
    Thinking {
        ply: u64,
        legal: Vec<R::Action>,
        work: OffFrame<HintJob<R>>,
    },
    Shown {
        ply: u64,
        /// The viewer's view it was worked out for, so a position reached again after a move
        /// was taken back is worked out afresh.
        view: R::View,
        action_index: usize,
        why: Option<Phrase>,
    },
}

impl<R: Rules> Hinting<R> {
    fn ply(&self) -> u64 {
        match self {
            Hinting::Thinking { ply, .. } | Hinting::Shown { ply, .. } => *ply,
        }
    }
}

/// The hint of the position in play, if one was asked for.
#[derive(Resource)]
struct HintWork<R: Rules>(Option<Hinting<R>>);

impl<R: Rules> Default for HintWork<R> {
    fn default() -> HintWork<R> {
        HintWork(None)
    }
}

/// Hints for one game `R`; registered by [`super::rules_plugin`] (the hint messages, the same
/// for every game, by [`super::plugin`]).
pub(super) fn plugin<R: Rules>(app: &mut App) {
    app.init_resource::<HintWork<R>>().add_systems(
        Update,
        answer_hints::<R>
            .in_set(AppSystems::Rules)
            // A move made in the same frame as the request makes the request stale.
            .after(apply_intents::<R>)
            .run_if(resource_exists::<GameSession<R>>),
    );
}

fn answer_hints<R: Rules>(
    session: Res<GameSession<R>>,
    autoplay: Option<Res<AutoPlay>>,
    mut started: MessageReader<GameStarted<R>>,
    mut requests: MessageReader<HintRequested>,
    mut work: ResMut<HintWork<R>>,
    mut aids: ResMut<PlayAids>,
    mut shown: MessageWriter<HintShown>,
) {
    let asked = requests.read().count() > 0;
    if started.read().count() > 0 {
        // A new deal (or a game continued): nothing worked out before belongs to it.
        work.0 = None;
    }
    let viewer = session.viewer();
    let ply = session.ply();
    let offered = session.to_act() == Some(viewer)
        && session.bot_level(viewer, autoplay.as_deref()).is_none();
    if !offered || work.0.as_ref().is_some_and(|hint| hint.ply() != ply) {
        // The position the hint was for is gone; dropping work still under way abandons it.
        work.0 = None;
    }
    if !offered {
        return;
    }
    if let Some(Hinting::Thinking {
        legal,
        work: thinking,
        ..
    }) = &mut work.0
        && let Some(advice) = thinking.poll()
    {
        match legal.iter().position(|legal| *legal == advice.action) {
            Some(action_index) => {
                aids.hints += 1;
                shown.write(HintShown {
                    ply,
                    action_index,
                    why: advice.why.clone(),
                });
                work.0 = Some(Hinting::Shown {
                    ply,
                    view: session.state().view(viewer),
                    action_index,
                    why: advice.why,
                });
            }
            None => {
                warn!("the suggested move is not a legal one; no hint is shown");
                work.0 = None;
            }
        }
    }
    if !asked {
        return;
    }
    let view = session.state().view(viewer);
    match &work.0 {
        // Asked again while it shows (the table redrew its view, say): shown again, counted once.
        Some(Hinting::Shown {
            view: shown_for,
            action_index,
            why,
            ..
        }) if *shown_for == view => {
            shown.write(HintShown {
                ply,
                action_index: *action_index,
                why: why.clone(),
            });
            return;
        }
        Some(Hinting::Thinking { .. }) => return,
        _ => {}
    }
    let legal = session.state().legal_actions();
    if legal.is_empty() {
        work.0 = None;
        return;
    }
    // The hard computer player's own search, away from the frame like any bot's.
    let thinking = OffFrame::start(HintJob(BotJob::<R> {
        view,
        legal: legal.clone(),
        level: Level::Hard,
        rng: hint_rng(session.record.seed, ply),
    }));
    work.0 = Some(Hinting::Thinking {
        ply,
        legal,
        work: thinking,
    });
}
