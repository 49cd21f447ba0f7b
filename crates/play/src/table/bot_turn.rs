//! A computer player's turn as work away from the frame: the job that works out its move from
//! its seat's view and legal actions (in the page's worker in the browser), and the progress of
//! the current turn, which the game's session keeps.

use bevy::prelude::*;
use challenge_base::off_frame::{OffFrame, OffFrameJob, WorkerJob, WorkerReply};
use challenge_rules::bot_request::{BotRequest, read_reply};
use challenge_rules::{GameRng, Level, Rules};
use std::time::Duration;

/// A bot's move as the page's worker works it out, from the request a [`BotJob`] makes.
pub const BOT_JOB: WorkerJob = WorkerJob {
    name: "bot",
    answer: |request| WorkerReply::Text(challenge_rules::bot_request::answer(request)),
};

/// A bot's choice, worked out from its seat's view and legal actions only.
pub struct BotJob<R: Rules> {
    pub view: R::View,
    pub legal: Vec<R::Action>,
    pub level: Level,
    pub rng: GameRng,
}

impl<R: Rules> OffFrameJob for BotJob<R> {
    type Output = R::Action;
    const WORKER_JOB: WorkerJob = BOT_JOB;

    fn request(&self) -> Result<String, String> {
        BotRequest::new::<R>(&self.view, &self.legal, self.level, self.rng.clone())
            .map(|request| request.to_json())
            .map_err(|error| error.to_string())
    }

    fn read(&self, reply: WorkerReply) -> Result<R::Action, String> {
        match reply {
            // The reply is checked against the legal actions: a worker never plays for a seat.
            WorkerReply::Text(reply) => {
                read_reply::<R>(&reply, &self.legal).map_err(|error| error.to_string())
            }
            WorkerReply::Samples(_) => Err("samples instead of a move".into()),
        }
    }

    fn compute(mut self) -> R::Action {
        R::bot_action(&self.view, &self.legal, self.level, &mut self.rng)
    }
}

/// A bot's progress on the current turn, reset whenever an action is applied.
pub struct BotTurn<R: Rules> {
    /// The ply this progress belongs to.
    pub ply: u64,
    pub waited: Duration,
    pub thinking: Option<OffFrame<BotJob<R>>>,
}

impl<R: Rules> Default for BotTurn<R> {
    fn default() -> BotTurn<R> {
        BotTurn {
            ply: 0,
            waited: Duration::ZERO,
            thinking: None,
        }
    }
}
