//! The game in progress: its rules state, who sits where, and the system that turns intents
//! into applied actions and redacted messages.

use super::bots::{AutoPlay, BotTurn};
use super::messages::{
    GameFinished, GameStarted, Intent, IntentRefused, RulesEventMessage, ViewChanged, ViewRequested,
};
use bevy::prelude::*;
use challenge_rules::Rules;
use challenge_rules::{Deal, GameRng, Level, RulesError, Seat};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// The local player (several on one machine take turns at the same screen).
    Human,
    Bot(Level),
}

/// Keeps the bots' choices apart from the shuffles, which use the deal seed itself.
const BOT_STREAM: u64 = 0xB075_0F7A_B1E5_EED5;

/// One game in progress. Presentation never reads this: everything it may know arrives as
/// messages, already redacted for the viewer.
#[derive(Resource)]
pub struct GameSession<R: Rules> {
    state: R,
    seating: Vec<SeatKind>,
    viewer: Seat,
    to_act: Option<Seat>,
    ply: u64,
    finished: bool,
    /// Forked once per bot decision, so a seed replays the same bot choices.
    pub(super) bot_rng: GameRng,
    pub(super) bot: BotTurn<R::Action>,
    /// Whether the last [`ViewChanged`] was written with [`AutoPlay`] on, so switching it
    /// re-sends the view (the viewer's buttons appear or go).
    autoplay_shown: bool,
}

impl<R: Rules> GameSession<R> {
    pub fn seating(&self) -> &[SeatKind] {
        &self.seating
    }

    /// The seat the table is shown from: the first human seat, or seat 0 when all are bots.
    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    /// How many actions have been applied.
    pub fn ply(&self) -> u64 {
        self.ply
    }

    pub(crate) fn state(&self) -> &R {
        &self.state
    }

    /// The level of the bot playing `seat`, or None when the local player plays it.
    pub(super) fn bot_level(&self, seat: Seat, autoplay: Option<&AutoPlay>) -> Option<Level> {
        match (self.seating.get(seat), autoplay) {
            (Some(SeatKind::Bot(level)), _) => Some(*level),
            (Some(SeatKind::Human), Some(autoplay)) => Some(autoplay.level),
            _ => None,
        }
    }

    fn view_changed(&self, autoplay: Option<&AutoPlay>) -> ViewChanged<R> {
        let viewer_to_act =
            self.to_act == Some(self.viewer) && self.bot_level(self.viewer, autoplay).is_none();
        let legal = if viewer_to_act {
            self.state
                .legal_actions()
                .into_iter()
                .map(|action| {
                    let label = R::describe_action(&action);
                    (action, label)
                })
                .collect()
        } else {
            Vec::new()
        };
        ViewChanged {
            ply: self.ply,
            view: self.state.view(self.viewer),
            legal,
            to_act: self.to_act,
            viewer_to_act,
        }
    }

    /// Checks an intent and applies it, or says why not; a refused intent changes nothing.
    fn apply(&mut self, intent: &Intent<R>) -> Result<Vec<challenge_rules::Event>, RulesError> {
        if intent.seat >= self.seating.len() {
            return Err(RulesError::new(format!(
                "There is no seat {} at this table.",
                intent.seat + 1
            )));
        }
        match self.to_act {
            None => Err(RulesError::new("The game is over.")),
            Some(seat) if seat != intent.seat => Err(RulesError::new(format!(
                "It is Player {}'s turn, not Player {}'s.",
                seat + 1,
                intent.seat + 1
            ))),
            Some(_) => {
                let events = self.state.apply(&intent.action)?;
                self.ply += 1;
                self.to_act = self.state.to_act();
                Ok(events)
            }
        }
    }
}

/// Deals a new game of `R` and seats the players, replacing any game of `R` in progress
/// (a bot still thinking about the old one is dropped with it). Writes [`GameStarted`] and
/// the first [`ViewChanged`]. Returns the viewer's seat.
pub fn start_game<R: Rules>(
    world: &mut World,
    options: &R::Options,
    seating: Vec<SeatKind>,
    deal: Deal,
) -> Result<Seat, RulesError> {
    let seed = deal.seed;
    let state = R::new_game(options, seating.len(), deal)?;
    let viewer = seating
        .iter()
        .position(|kind| *kind == SeatKind::Human)
        .unwrap_or(0);
    let autoplay = world.get_resource::<AutoPlay>().cloned();
    let session = GameSession {
        to_act: state.to_act(),
        state,
        seating: seating.clone(),
        viewer,
        ply: 0,
        finished: false,
        bot_rng: GameRng::seeded(seed ^ BOT_STREAM),
        bot: BotTurn::default(),
        autoplay_shown: autoplay.is_some(),
    };
    let started = GameStarted::<R> {
        seating,
        viewer,
        view: session.state.view(viewer),
    };
    let view = session.view_changed(autoplay.as_ref());
    world.insert_resource(session);
    world.write_message(started);
    world.write_message(view);
    Ok(viewer)
}

pub(super) fn apply_intents<R: Rules>(
    mut session: ResMut<GameSession<R>>,
    mut intents: MessageReader<Intent<R>>,
    mut view_requests: MessageReader<ViewRequested>,
    autoplay: Option<Res<AutoPlay>>,
    mut events: MessageWriter<RulesEventMessage>,
    mut refusals: MessageWriter<IntentRefused>,
    mut finished: MessageWriter<GameFinished>,
    mut views: MessageWriter<ViewChanged<R>>,
) {
    let autoplay = autoplay.as_deref();
    let autoplay_switched = session.autoplay_shown != autoplay.is_some();
    let view_requested = view_requests.read().count() > 0;
    if intents.is_empty() && !view_requested && !autoplay_switched {
        return;
    }
    let session = session.as_mut();
    let mut changed = false;
    for intent in intents.read() {
        match session.apply(intent) {
            Ok(applied) => {
                changed = true;
                let viewer = session.viewer;
                events.write_batch(applied.iter().filter_map(|event| {
                    Some(RulesEventMessage {
                        ply: session.ply,
                        actor: intent.seat,
                        event: event.seen_by(viewer)?,
                    })
                }));
                // The outcome is only worth building once no seat is left to act.
                if !session.finished
                    && session.to_act.is_none()
                    && let Some(outcome) = session.state.outcome()
                {
                    session.finished = true;
                    finished.write(GameFinished { outcome });
                }
            }
            Err(reason) => {
                refusals.write(IntentRefused {
                    seat: intent.seat,
                    reason: reason.0,
                });
            }
        }
    }
    if changed || view_requested || autoplay_switched {
        session.autoplay_shown = autoplay.is_some();
        views.write(session.view_changed(autoplay));
    }
}
