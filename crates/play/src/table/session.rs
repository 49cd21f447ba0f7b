//! The game in progress: its rules state, who sits where, and the system that turns intents
//! into applied actions and redacted messages.

use super::bot_turn::BotTurn;
use super::messages::{
    GameFinished, GameStarted, HandOff, HandOffConfirmed, Intent, IntentRefused, RulesEventMessage,
    ViewChanged, ViewRequested,
};
use super::seating::{AutoPlay, SeatKind};
use crate::refusal::AppRefusal;
use bevy::prelude::*;
use challenge_rules::record::GameRecord;
use challenge_rules::{Deal, GameRng, Level, RulesError, Seat};
use challenge_rules::{Rules, SharedRefusal};

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
    pub(super) bot: BotTurn<R>,
    /// Whether the last [`ViewChanged`] was written with [`AutoPlay`] on, so switching it
    /// re-sends the view (the viewer's buttons appear or go).
    autoplay_shown: bool,
    /// The deal and every move so far: what is saved, undone and replayed.
    pub(super) record: GameRecord,
    /// Where the local player may take a move back to: the number of moves before each of
    /// their moves, with the bots' random stream as it was then.
    pub(super) undo_points: Vec<(usize, GameRng)>,
    /// Set if a move could not be recorded: the record no longer replays this game.
    pub(super) record_lost: bool,
    /// The ply last written to the store, so each move is saved once.
    pub(super) saved_ply: Option<u64>,
    /// Pass and play: `viewer` is a local player who has not yet confirmed they hold the
    /// device. Until they do, nothing is written from their side and no seat may act.
    handoff_pending: bool,
}

impl<R: Rules> GameSession<R> {
    pub fn seating(&self) -> &[SeatKind] {
        &self.seating
    }

    /// The seat the table is shown from: the local player whose turn it is (several may take
    /// turns at one device), else the first local player, or seat 0 when all are bots. While a
    /// hand-off waits it is already the next player's seat, though nothing is shown from it.
    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    /// Whether the table waits for the local player at `viewer` to take the device.
    pub fn handoff_pending(&self) -> bool {
        self.handoff_pending
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    /// How many actions have been applied.
    pub fn ply(&self) -> u64 {
        self.ply
    }

    pub fn state(&self) -> &R {
        &self.state
    }

    /// The deal and the moves so far, unless a move could not be recorded.
    pub fn record(&self) -> Option<&GameRecord> {
        (!self.record_lost).then_some(&self.record)
    }

    /// Whether the game is over.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The level of the bot playing `seat`, or None when the local player plays it.
    pub(super) fn bot_level(&self, seat: Seat, autoplay: Option<&AutoPlay>) -> Option<Level> {
        match (self.seating.get(seat), autoplay) {
            (Some(SeatKind::Bot(level)), _) => Some(*level),
            (Some(SeatKind::Human), Some(autoplay)) => Some(autoplay.level),
            _ => None,
        }
    }

    /// Puts the game back to `state`, reached after `ply` moves (a move taken back).
    pub(super) fn restore(&mut self, state: R, ply: u64) {
        self.to_act = state.to_act();
        self.state = state;
        self.ply = ply;
        self.finished = false;
        self.saved_ply = None;
    }

    /// The table from the viewer's side as a new start (a deal, a game continued, a hand-off).
    fn game_started(&self) -> GameStarted<R> {
        GameStarted {
            seating: self.seating.clone(),
            viewer: self.viewer,
            view: self.state.view(self.viewer),
            handed_over: false,
            watching: false,
        }
    }

    /// The local player the device passes to after a move: the seat to act, when another
    /// person at this device plays it. None while the machine plays every seat (autoplay).
    fn next_local_player(&self, autoplay: Option<&AutoPlay>) -> Option<Seat> {
        let seat = self.to_act?;
        let passes = !self.finished
            && autoplay.is_none()
            && seat != self.viewer
            && self.seating.get(seat) == Some(&SeatKind::Human);
        passes.then_some(seat)
    }

    pub(super) fn view_changed(&self, autoplay: Option<&AutoPlay>) -> ViewChanged<R> {
        let viewer_to_act =
            self.to_act == Some(self.viewer) && self.bot_level(self.viewer, autoplay).is_none();
        let legal = if viewer_to_act {
            self.state.legal_actions()
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
            return Err(SharedRefusal::NoSeat {
                seat: intent.seat,
                seats: self.seating.len(),
            }
            .into());
        }
        if self.handoff_pending {
            return Err(AppRefusal::HandingOver { seat: self.viewer }.into());
        }
        match self.to_act {
            None => Err(RulesError::game_over()),
            Some(seat) if seat != intent.seat => Err(SharedRefusal::NotYourTurn {
                seat: intent.seat,
                to_act: seat,
            }
            .into()),
            Some(_) => {
                let index = self
                    .state
                    .legal_actions()
                    .iter()
                    .position(|action| *action == intent.action);
                let before = (self.record.actions.len(), self.bot_rng.clone());
                let events = self.state.apply(&intent.action)?;
                match index {
                    Some(index) => self.record.actions.push(index as u32),
                    // Accepted yet not listed: the rules broke their own contract. The game
                    // goes on; only its record (save, undo, replay) stops being kept.
                    None => {
                        warn!("an action the rules accepted is not among their legal actions");
                        self.record_lost = true;
                    }
                }
                if self.seating.get(intent.seat) == Some(&SeatKind::Human) {
                    self.undo_points.push(before);
                }
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
    purpose: super::Purpose,
) -> Result<Seat, RulesError> {
    let (seed, stacked) = (deal.seed, deal.stacked.clone());
    let state = R::new_game(options, seating.len(), deal)?;
    let record = GameRecord {
        game: R::ID,
        seats: seating.len(),
        options: serde_json::to_value(state.options()).map_err(|error| {
            RulesError::from(SharedRefusal::internal(format_args!(
                "unwritable options: {error}"
            )))
        })?,
        seed,
        stacked,
        actions: Vec::new(),
    };
    world.insert_resource(super::PlayAids::default());
    world.insert_resource(purpose);
    open_session(
        world,
        state,
        seating,
        GameRng::seeded(seed ^ BOT_STREAM),
        record,
        Vec::new(),
    )
}

/// Seats the players at `state` (a new deal, or a game rebuilt from its record) and writes
/// [`GameStarted`] and the first [`ViewChanged`]. Returns the viewer's seat.
///
/// With several local players the table is shown from the one to act. It opens behind a
/// [`HandOff`] instead when that may not be whoever is at the device: a game continued (anyone
/// may have pressed Continue), or a new deal where another than the first local player (who
/// dealt it) starts.
pub fn open_session<R: Rules>(
    world: &mut World,
    state: R,
    seating: Vec<SeatKind>,
    bot_rng: GameRng,
    record: GameRecord,
    undo_points: Vec<(usize, GameRng)>,
) -> Result<Seat, RulesError> {
    let locals: Vec<Seat> = (0..seating.len())
        .filter(|&seat| seating[seat] == SeatKind::Human)
        .collect();
    let first_local = locals.first().copied();
    let viewer = state
        .to_act()
        .filter(|seat| locals.contains(seat))
        .or(first_local)
        .unwrap_or(0);
    let autoplay = world.get_resource::<AutoPlay>().cloned();
    let handoff_pending = autoplay.is_none()
        && locals.len() > 1
        && (!record.actions.is_empty() || Some(viewer) != first_local);
    let session = GameSession {
        to_act: state.to_act(),
        state,
        seating,
        viewer,
        ply: record.actions.len() as u64,
        finished: false,
        bot_rng,
        bot: BotTurn::default(),
        autoplay_shown: autoplay.is_some(),
        // A session opened from a save is already in the store.
        saved_ply: (!record.actions.is_empty()).then_some(record.actions.len() as u64),
        record,
        record_lost: false,
        undo_points,
        handoff_pending,
    };
    if handoff_pending {
        world.write_message(HandOff { to: viewer });
    } else {
        world.write_message(session.game_started());
        world.write_message(session.view_changed(autoplay.as_ref()));
    }
    world.insert_resource(session);
    Ok(viewer)
}

pub(super) fn apply_intents<R: Rules>(
    mut session: ResMut<GameSession<R>>,
    mut intents: MessageReader<Intent<R>>,
    mut view_requests: MessageReader<ViewRequested>,
    mut confirmations: MessageReader<HandOffConfirmed>,
    autoplay: Option<Res<AutoPlay>>,
    mut events: MessageWriter<RulesEventMessage>,
    mut refusals: MessageWriter<IntentRefused>,
    mut finished: MessageWriter<GameFinished>,
    mut started: MessageWriter<GameStarted<R>>,
    mut handoffs: MessageWriter<HandOff>,
    mut views: MessageWriter<ViewChanged<R>>,
    mut lesson: Option<ResMut<super::lesson::LessonProgress<R>>>,
) {
    let autoplay = autoplay.as_deref();
    let autoplay_switched = session.autoplay_shown != autoplay.is_some();
    let view_requested = view_requests.read().count() > 0;
    let confirmed = confirmations.read().count() > 0;
    if intents.is_empty() && !view_requested && !autoplay_switched && !confirmed {
        return;
    }
    let session = session.as_mut();
    let mut changed = false;
    if confirmed && session.handoff_pending {
        // The next player has the device: the table is shown anew from their side.
        session.handoff_pending = false;
        started.write(GameStarted {
            handed_over: true,
            watching: false,
            ..session.game_started()
        });
        changed = true;
    }
    for intent in intents.read() {
        // A lesson narrows the learner's choice before the rules see the move.
        let judged = lesson.as_deref().map_or(Ok(()), |lesson| {
            lesson.judge(&session.state, intent.seat, &intent.action)
        });
        match judged.and_then(|()| session.apply(intent)) {
            Ok(applied) => {
                changed = true;
                if let Some(lesson) = lesson.as_deref_mut() {
                    lesson.moved(session.to_act.is_none());
                }
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
                } else if let Some(next) = session.next_local_player(autoplay) {
                    // The player who moved sees the result of the move; then nothing more is
                    // written until the next player has the device.
                    views.write(session.view_changed(autoplay));
                    session.viewer = next;
                    session.handoff_pending = true;
                    handoffs.write(HandOff { to: next });
                    changed = false;
                }
            }
            Err(reason) => {
                refusals.write(IntentRefused {
                    seat: intent.seat,
                    reason,
                });
            }
        }
    }
    if session.handoff_pending {
        // A screen opening now learns that the table waits for the next player.
        if view_requested {
            handoffs.write(HandOff { to: session.viewer });
        }
        return;
    }
    if changed || view_requested || autoplay_switched {
        session.autoplay_shown = autoplay.is_some();
        views.write(session.view_changed(autoplay));
    }
}
