//! Bots at the table: after a pause that only runs while nothing is animating, the seat's
//! choice is computed away from the frame from that seat's view and legal actions — on a
//! worker thread on the desktop, in the page's bot worker in the browser, where the game has
//! one thread — then sent as an ordinary [`Intent`].

use super::messages::Intent;
use super::session::GameSession;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use challenge_rules::Rules;
use std::time::Duration;

/// How bots behave at the table.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct BotSettings {
    /// How long a bot seems to think before it acts, so a player can follow the game.
    pub pause: Duration,
}

impl Default for BotSettings {
    fn default() -> BotSettings {
        BotSettings {
            pause: Duration::from_millis(600),
        }
    }
}

/// How many animations are playing. Bots wait while it is above zero, so they never act in
/// the middle of one; animations add one when they start and take it back when they end.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PresentationBusy(pub u32);

/// The demo mode: while present, bots play every seat, the human ones at `level`.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutoPlay {
    pub level: challenge_rules::Level,
}

/// Where a bot's choice is being made.
enum Thinking<A> {
    /// On a worker thread; in the browser only when the page's bot worker is unavailable,
    /// since the task pool runs there between frames on the game's own thread.
    Task(Task<A>),
    /// In the page's bot worker, which answers the ticket; the legal actions check the reply.
    #[cfg(target_arch = "wasm32")]
    Worker { ticket: u32, legal: Vec<A> },
}

/// A bot's progress on the current turn, reset whenever an action is applied.
pub(crate) struct BotTurn<A> {
    /// The ply this progress belongs to.
    ply: u64,
    waited: Duration,
    thinking: Option<Thinking<A>>,
    /// Set once the page's bot worker failed, so later turns think on the game's thread.
    #[cfg(target_arch = "wasm32")]
    worker_failed: bool,
}

impl<A> Default for BotTurn<A> {
    fn default() -> BotTurn<A> {
        BotTurn {
            ply: 0,
            waited: Duration::ZERO,
            thinking: None,
            #[cfg(target_arch = "wasm32")]
            worker_failed: false,
        }
    }
}

pub(super) fn drive_bots<R: Rules>(
    mut session: ResMut<GameSession<R>>,
    settings: Res<BotSettings>,
    busy: Res<PresentationBusy>,
    autoplay: Option<Res<AutoPlay>>,
    time: Res<Time>,
    mut intents: MessageWriter<Intent<R>>,
) {
    let Some(seat) = session.to_act() else {
        return;
    };
    let Some(level) = session.bot_level(seat, autoplay.as_deref()) else {
        return;
    };
    if busy.0 > 0 {
        return;
    }
    let session = session.as_mut();
    if session.bot.ply != session.ply() {
        // Dropping a task still running for an earlier turn cancels it.
        session.bot = BotTurn {
            ply: session.ply(),
            #[cfg(target_arch = "wasm32")]
            worker_failed: session.bot.worker_failed,
            ..BotTurn::default()
        };
    }
    match &mut session.bot.thinking {
        Some(Thinking::Task(task)) => {
            if let Some(action) = check_ready(task) {
                session.bot.thinking = None;
                // Should the rules refuse it, the bot thinks again after another pause.
                session.bot.waited = Duration::ZERO;
                intents.write(Intent { seat, action });
            }
            return;
        }
        #[cfg(target_arch = "wasm32")]
        Some(Thinking::Worker { ticket, legal }) => {
            match crate::worker::take_bot_reply::<R>(*ticket, legal) {
                None => {}
                Some(Ok(action)) => {
                    session.bot.thinking = None;
                    session.bot.waited = Duration::ZERO;
                    intents.write(Intent { seat, action });
                }
                Some(Err(error)) => {
                    warn!("the bot worker failed ({error}); bots think on the game's thread");
                    session.bot.worker_failed = true;
                    session.bot.thinking = None;
                }
            }
            return;
        }
        None => {}
    }
    session.bot.waited += time.delta();
    if session.bot.waited < settings.pause {
        return;
    }
    let view = session.state().view(seat);
    let legal = session.state().legal_actions();
    let mut rng = session.bot_rng.fork();
    #[cfg(target_arch = "wasm32")]
    if !session.bot.worker_failed {
        match crate::worker::ask_bot_worker::<R>(&view, &legal, level, rng.clone()) {
            Ok(ticket) => {
                session.bot.thinking = Some(Thinking::Worker { ticket, legal });
                return;
            }
            Err(error) => {
                warn!("no bot worker ({error}); bots think on the game's thread");
                session.bot.worker_failed = true;
            }
        }
    }
    session.bot.thinking = Some(Thinking::Task(
        AsyncComputeTaskPool::get()
            .spawn(async move { R::bot_action(&view, &legal, level, &mut rng) }),
    ));
}
