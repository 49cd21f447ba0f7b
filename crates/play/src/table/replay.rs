//! Watching a finished game: its record replayed once into every state, then shown move by
//! move, forward and back, from any seat or with every card open. A replay writes the same
//! messages a game in progress does, so the table draws it with its own animation; nothing is
//! played, saved or counted while it runs.

use super::bots::{BotSettings, PresentationBusy};
use super::messages::{GameFinished, GameStarted, RulesEventMessage, ViewChanged};
use super::seating::SeatKind;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use challenge_rules::record::GameRecord;
use challenge_rules::record::library::{KeptGame, Player};
use challenge_rules::{Event, GameId, Rules, RulesError, Seat};
use std::time::Duration;

/// A step the watcher asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    Forward,
    Back,
    ToStart,
    ToEnd,
    /// Straight to the table after this many moves (the last, if there are fewer).
    To(usize),
    /// Watch from this seat, or with every card open and it at the bottom.
    From {
        seat: Seat,
        open: bool,
    },
    /// Watch from the next seat; after the last seat, with every card open; then seat 0.
    NextViewpoint,
    /// Start or stop playing move after move by itself.
    TogglePlaying,
}

/// Where the replay stands, written whenever it changes, for the controls to show.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ReplayPosition {
    pub game: GameId,
    /// Moves shown so far.
    pub ply: usize,
    pub plies: usize,
    /// The seat the table is shown from (at the bottom).
    pub seat: Seat,
    /// Every player's cards are shown face up.
    pub open: bool,
    pub playing: bool,
}

/// With every card open: each other seat's view, written right after the viewer's
/// [`ViewChanged`], so the table can turn their hidden cards face up.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct OpenViews<R: Rules> {
    pub views: Vec<(Seat, R::View)>,
}

/// Present while a replay is shown, so nothing treats its end as a game just played.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replaying {
    pub game: GameId,
}

/// A finished game being watched.
#[derive(Resource)]
pub struct ReplaySession<R: Rules> {
    /// `states[ply]` is the game after `ply` moves.
    states: Vec<R>,
    /// Who made move `ply + 1` and what it caused.
    steps: Vec<(Seat, Vec<Event>)>,
    seating: Vec<SeatKind>,
    ply: usize,
    seat: Seat,
    open: bool,
    playing: bool,
    /// How long the current move has stood still while playing.
    shown_for: Duration,
    /// Steps forward asked for while cards were still moving, taken as soon as they land.
    pending_forward: usize,
}

impl<R: Rules> ReplaySession<R> {
    /// Every state of `kept`, replayed once; fails on a record that does not replay.
    pub fn new(kept: &KeptGame) -> Result<ReplaySession<R>, RulesError> {
        let (states, steps) = replay_states::<R>(&kept.record)?;
        let seating = if kept.players.len() == kept.record.seats {
            kept.players
                .iter()
                .map(|player| match player {
                    Player::Local => SeatKind::Human,
                    Player::Computer(level) => SeatKind::Bot(*level),
                })
                .collect()
        } else {
            vec![SeatKind::Human; kept.record.seats]
        };
        Ok(ReplaySession {
            states,
            steps,
            seating,
            ply: 0,
            seat: kept.first_local_seat(),
            open: false,
            playing: false,
            shown_for: Duration::ZERO,
            pending_forward: 0,
        })
    }

    pub fn ply(&self) -> usize {
        self.ply
    }

    pub fn plies(&self) -> usize {
        self.steps.len()
    }

    /// The game as it stands at the move shown.
    pub fn state(&self) -> &R {
        &self.states[self.ply]
    }

    fn position(&self) -> ReplayPosition {
        ReplayPosition {
            game: R::ID,
            ply: self.ply,
            plies: self.plies(),
            seat: self.seat,
            open: self.open,
            playing: self.playing,
        }
    }

    fn view_changed(&self) -> ViewChanged<R> {
        let state = self.state();
        ViewChanged {
            ply: self.ply as u64,
            view: state.view(self.seat),
            legal: Vec::new(),
            to_act: state.to_act(),
            viewer_to_act: false,
        }
    }

    fn open_views(&self) -> OpenViews<R> {
        let state = self.state();
        OpenViews {
            views: (0..self.seating.len())
                .filter(|&seat| seat != self.seat)
                .map(|seat| (seat, state.view(seat)))
                .collect(),
        }
    }

    /// The events of the move that led to the state shown, as the watcher may see them.
    fn events_of_last_move(&self) -> Vec<RulesEventMessage> {
        let Some((actor, events)) = self.ply.checked_sub(1).and_then(|at| self.steps.get(at))
        else {
            return Vec::new();
        };
        events
            .iter()
            .filter_map(|event| {
                let event = if self.open {
                    event.clone()
                } else {
                    event.seen_by(self.seat)?
                };
                Some(RulesEventMessage {
                    ply: self.ply as u64,
                    actor: *actor,
                    event,
                })
            })
            .collect()
    }
}

/// Every state of a record and every move's events, typed.
fn replay_states<R: Rules>(
    record: &GameRecord,
) -> Result<(Vec<R>, Vec<(Seat, Vec<Event>)>), RulesError> {
    let mut states = vec![replay_moves::<R>(record, 0, |_, _, _| {})?];
    let mut steps = Vec::with_capacity(record.plies());
    replay_moves::<R>(record, record.plies(), |after, actor, events| {
        states.push(after.clone());
        steps.push((actor, events));
    })?;
    Ok((states, steps))
}

/// The game after the first `plies` moves of `record`, rebuilt from its deal; `each` sees the
/// state after every move, who made it and what it caused.
pub(super) fn replay_moves<R: Rules>(
    record: &GameRecord,
    plies: usize,
    mut each: impl FnMut(&R, Seat, Vec<Event>),
) -> Result<R, RulesError> {
    if record.game != R::ID {
        return Err(RulesError::damaged(format!(
            "this is a record of {}, not {}",
            record.game,
            R::ID
        )));
    }
    let options = challenge_rules::any_game::parse_options::<R>(&record.options)?;
    let mut state = R::new_game(&options, record.seats, record.deal())?;
    for (ply, &index) in record.actions.iter().take(plies).enumerate() {
        let actor = state.to_act().ok_or_else(|| {
            RulesError::damaged(format!("the game is over before move {}", ply + 1))
        })?;
        let action = state
            .legal_actions()
            .into_iter()
            .nth(index as usize)
            .ok_or_else(|| RulesError::damaged(format!("move {} is not a legal move", ply + 1)))?;
        let events = state.apply(&action)?;
        each(&state, actor, events);
    }
    Ok(state)
}

/// Opens a replay of `kept` (replacing any replay of `R`), from its first local player's seat
/// at the deal. Returns an error, and changes nothing, for a record that does not replay.
pub fn watch<R: Rules>(world: &mut World, kept: &KeptGame) -> Result<(), RulesError> {
    let session = ReplaySession::<R>::new(kept)?;
    world.insert_resource(Replaying { game: R::ID });
    world.insert_resource(super::Purpose::Replay);
    world.insert_resource(super::PlayAids::default());
    show_from_start(world, &session);
    world.insert_resource(session);
    Ok(())
}

/// Writes the table as it stands in `session` as a new start.
fn show_from_start<R: Rules>(world: &mut World, session: &ReplaySession<R>) {
    world.write_message(GameStarted::<R> {
        seating: session.seating.clone(),
        viewer: session.seat,
        view: session.state().view(session.seat),
        handed_over: false,
        watching: false,
    });
    world.write_message(session.view_changed());
    if session.open {
        world.write_message(session.open_views());
    }
    world.write_message(session.position());
}

/// Stops showing any replay of `R`.
pub fn stop_watching<R: Rules>(world: &mut World) {
    world.remove_resource::<ReplaySession<R>>();
    if world
        .get_resource::<Replaying>()
        .is_some_and(|replaying| replaying.game == R::ID)
    {
        world.remove_resource::<Replaying>();
    }
}

/// Steps the replay as asked, and on by itself while playing.
#[allow(clippy::too_many_arguments)]
pub(super) fn drive_replay<R: Rules>(
    mut session: ResMut<ReplaySession<R>>,
    mut commands_in: MessageReader<ReplayCommand>,
    busy: Res<PresentationBusy>,
    pace: Res<BotSettings>,
    time: Res<Time>,
    mut started: MessageWriter<GameStarted<R>>,
    mut views: MessageWriter<ViewChanged<R>>,
    mut open_views: MessageWriter<OpenViews<R>>,
    mut events: MessageWriter<RulesEventMessage>,
    mut finished: MessageWriter<GameFinished>,
    mut positions: MessageWriter<ReplayPosition>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let session = session.as_mut();
    let mut jumped = false;
    let mut changed = false;
    for command in commands_in.read() {
        changed = true;
        match command {
            ReplayCommand::Forward => session.pending_forward += 1,
            ReplayCommand::Back => {
                session.pending_forward = 0;
                session.playing = false;
                if session.ply > 0 {
                    session.ply -= 1;
                    jumped = true;
                }
            }
            ReplayCommand::ToStart => {
                session.pending_forward = 0;
                session.playing = false;
                session.ply = 0;
                jumped = true;
            }
            ReplayCommand::ToEnd => {
                session.pending_forward = 0;
                session.playing = false;
                session.ply = session.plies();
                jumped = true;
            }
            ReplayCommand::To(ply) => {
                session.pending_forward = 0;
                session.playing = false;
                session.ply = (*ply).min(session.plies());
                jumped = true;
            }
            ReplayCommand::From { seat, open } => {
                if *seat < session.seating.len() {
                    session.seat = *seat;
                    session.open = *open;
                    jumped = true;
                }
            }
            ReplayCommand::NextViewpoint => {
                let seats = session.seating.len();
                if session.open {
                    session.open = false;
                    session.seat = 0;
                } else if session.seat + 1 < seats {
                    session.seat += 1;
                } else {
                    session.open = true;
                    session.seat = 0;
                }
                jumped = true;
            }
            ReplayCommand::TogglePlaying => {
                session.playing = !session.playing;
                if session.playing && session.ply == session.plies() {
                    // Playing a finished replay starts it again.
                    session.ply = 0;
                    jumped = true;
                }
                session.shown_for = Duration::ZERO;
            }
        }
    }
    if session.playing {
        // Playing back runs on the frames' time (see `challenge_base::frame_pace`).
        redraw.write(RequestRedraw);
    }
    if busy.0 == 0 {
        session.shown_for += time.delta();
        // Each move stays as long as a computer player seems to think at the table, once its
        // cards have landed: the game plays back at the pace it was played.
        if session.playing && session.shown_for >= pace.pause && session.pending_forward == 0 {
            session.pending_forward = 1;
        }
    } else {
        session.shown_for = Duration::ZERO;
    }
    let mut stepped = false;
    if jumped {
        started.write(GameStarted {
            seating: session.seating.clone(),
            viewer: session.seat,
            view: session.state().view(session.seat),
            handed_over: false,
            watching: false,
        });
        stepped = true;
    } else if session.pending_forward > 0 && busy.0 == 0 {
        // One move at a time, each after the cards of the one before have landed, so every
        // move is seen.
        session.pending_forward -= 1;
        if session.ply < session.plies() {
            session.ply += 1;
            session.shown_for = Duration::ZERO;
            events.write_batch(session.events_of_last_move());
            stepped = true;
            changed = true;
        } else {
            session.pending_forward = 0;
        }
    }
    if session.playing && session.ply == session.plies() {
        session.playing = false;
        changed = true;
    }
    if stepped {
        views.write(session.view_changed());
        if session.open {
            open_views.write(session.open_views());
        }
        if session.ply == session.plies()
            && let Some(outcome) = session.state().outcome()
        {
            finished.write(GameFinished { outcome });
        }
    }
    if changed || stepped {
        positions.write(session.position());
    }
}
