//! Bots at the table: after a pause that only runs while nothing is animating, the seat's
//! choice is computed away from the frame (see [`challenge_base::off_frame`]) from that seat's view and
//! legal actions, then sent as an ordinary [`Intent`].

use super::bot_turn::{BotJob, BotTurn};
use super::messages::Intent;
use super::seating::AutoPlay;
use super::session::GameSession;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use challenge_base::off_frame::OffFrame;
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

/// A lesson's computer player waits this many of its usual pauses before the first of a
/// step's moves, so the learner reads what the guide says of them; the rest of the step's
/// moves (putting cards aside one by one) come at the usual pace.
const LESSON_PAUSES: u32 = 3;

/// How many animations are playing. Bots wait while it is above zero, so they never act in
/// the middle of one; animations add one when they start and take it back when they end.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PresentationBusy(pub u32);

/// Some of what holds [`PresentationBusy`] waits on time with nothing moving (a card held back
/// before its flight, the showdown's panel before it goes): frames go on until it lets go (see
/// `challenge_base::frame_pace`).
pub(super) fn keep_drawing_while_presenting(
    busy: Res<PresentationBusy>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if busy.0 > 0 {
        redraw.write(RequestRedraw);
    }
}

pub(super) fn drive_bots<R: Rules>(
    mut session: ResMut<GameSession<R>>,
    settings: Res<BotSettings>,
    busy: Res<PresentationBusy>,
    autoplay: Option<Res<AutoPlay>>,
    lesson: Option<Res<super::lesson::LessonProgress<R>>>,
    time: Res<Time>,
    mut intents: MessageWriter<Intent<R>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(seat) = session.to_act() else {
        return;
    };
    let Some(level) = session.bot_level(seat, autoplay.as_deref()) else {
        return;
    };
    // Nobody moves while the learner reads the guide.
    if busy.0 > 0 || lesson.as_deref().is_some_and(|lesson| lesson.reading()) {
        return;
    }
    let session = session.as_mut();
    if session.bot.ply != session.ply() {
        // Dropping work still under way for an earlier turn abandons it.
        session.bot = BotTurn {
            ply: session.ply(),
            ..BotTurn::default()
        };
    }
    if let Some(thinking) = &mut session.bot.thinking {
        if let Some(action) = thinking.poll() {
            session.bot.thinking = None;
            // Should the rules refuse it, the bot thinks again after another pause.
            session.bot.waited = Duration::ZERO;
            intents.write(Intent { seat, action });
        }
        return;
    }
    session.bot.waited += time.delta();
    // The pause runs on the frames' time: frames go on until it ends (see
    // `challenge_base::frame_pace`).
    redraw.write(RequestRedraw);
    // The lesson makes the moves it needs, after a pause long enough to read what the guide
    // says of them; its computer players think only where it lets them.
    if let Some(lesson) = lesson.as_deref()
        && let Some(action) = lesson.scripted(seat)
    {
        let pauses = if lesson.at.made == 0 {
            LESSON_PAUSES
        } else {
            1
        };
        if session.bot.waited >= settings.pause * pauses {
            session.bot.waited = Duration::ZERO;
            intents.write(Intent { seat, action });
        }
        return;
    }
    if session.bot.waited < settings.pause {
        return;
    }
    session.bot.thinking = Some(OffFrame::start(BotJob::<R> {
        view: session.state().view(seat),
        legal: session.state().legal_actions(),
        level,
        rng: session.bot_rng.fork(),
    }));
}
