//! Bots at the table: after a pause that only runs while nothing is animating, the seat's
//! choice is computed on a worker thread from that seat's view and legal actions, then sent
//! as an ordinary [`Intent`].

use super::TableRules;
use super::messages::Intent;
use super::session::GameSession;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
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
    pub level: crate::rules::Level,
}

/// A bot's progress on the current turn, reset whenever an action is applied.
pub(crate) struct BotTurn<A> {
    /// The ply this progress belongs to.
    ply: u64,
    waited: Duration,
    thinking: Option<Task<A>>,
}

impl<A> Default for BotTurn<A> {
    fn default() -> BotTurn<A> {
        BotTurn {
            ply: 0,
            waited: Duration::ZERO,
            thinking: None,
        }
    }
}

pub(super) fn drive_bots<R: TableRules>(
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
            ..BotTurn::default()
        };
    }
    if let Some(task) = &mut session.bot.thinking {
        if let Some(action) = check_ready(task) {
            session.bot.thinking = None;
            // Should the rules refuse it, the bot thinks again after another pause.
            session.bot.waited = Duration::ZERO;
            intents.write(Intent { seat, action });
        }
        return;
    }
    session.bot.waited += time.delta();
    if session.bot.waited < settings.pause {
        return;
    }
    let view = session.state().view(seat);
    let legal = session.state().legal_actions();
    let mut rng = session.bot_rng.fork();
    session.bot.thinking = Some(
        AsyncComputeTaskPool::get()
            .spawn(async move { R::bot_action(&view, &legal, level, &mut rng) }),
    );
}
