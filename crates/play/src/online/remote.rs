//! A game played at an online table: the server's `game` updates become the same messages a
//! local [`GameSession`] writes (the deal, redacted events, views with the legal actions, the
//! outcome, refusals), and the local player's intents become `act` messages. The table screen
//! cannot tell the two apart; the computer players of an online game play on the server.

use super::{FromServer, OnlineTable, ToServer};
use crate::refusal::AppRefusal;
use crate::table::{
    GameFinished, GameSession, GameStarted, Intent, IntentRefused, Purpose, RulesEventMessage,
    SeatKind, ViewChanged, ViewRequested,
};
use bevy::prelude::*;
use challenge_base::shared::{AppSystems, Screen};
use challenge_online::{ClientMessage, ErrorKind, GameUpdate, SeatState, ServerMessage, TableInfo};
use challenge_rules::{GameId, GameVisitor, Rules, RulesError, Seat};
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    struct AddRemote<'a>(&'a mut App);
    impl GameVisitor for AddRemote<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            self.0.add_systems(
                Update,
                (
                    deliver::<R>
                        .run_if(in_state(Screen::Table).and_then(playing::<R>))
                        .before(send_intents::<R>),
                    send_intents::<R>.run_if(resource_exists::<RemoteSession<R>>),
                )
                    .in_set(AppSystems::Rules),
            );
            self.0.add_systems(OnExit(Screen::Table), end::<R>);
        }
    }
    app.init_resource::<Inbox>().add_systems(
        Update,
        collect
            .in_set(AppSystems::Input)
            .after(super::connection::drive),
    );
    for game in GameId::ALL {
        challenge_rules::visit(game, AddRemote(app));
    }
}

/// What the server said about the game, in order, until the table screen takes it.
#[derive(Resource, Debug, Default)]
pub struct Inbox(pub VecDeque<Inbound>);

#[derive(Clone, Debug, PartialEq)]
pub enum Inbound {
    Update(GameUpdate),
    /// A refused message, as the player reads why.
    Refused(RulesError),
}

impl Inbox {
    /// Whether a game update waits: the table screen should open.
    pub fn has_update(&self) -> bool {
        self.0.iter().any(|i| matches!(i, Inbound::Update(_)))
    }
}

pub fn collect(
    mut messages: MessageReader<FromServer>,
    table: Res<OnlineTable>,
    mut inbox: ResMut<Inbox>,
) {
    for FromServer(message) in messages.read() {
        match message {
            ServerMessage::Game(update) => inbox.0.push_back(Inbound::Update(update.clone())),
            // Refusals before the deal are the lobby's to show.
            ServerMessage::Error { kind, rules, .. } if table.playing => {
                inbox
                    .0
                    .push_back(Inbound::Refused(super::refusal(*kind, rules.as_ref())));
            }
            _ => {}
        }
    }
}

fn playing<R: Rules>(table: Res<OnlineTable>) -> bool {
    table
        .info
        .as_ref()
        .is_some_and(|info| info.game == R::INFO.id)
}

/// One online game of `R` as this player sees it.
#[derive(Resource)]
pub struct RemoteSession<R: Rules> {
    seating: Vec<SeatKind>,
    viewer: Seat,
    /// The table is watched without a seat (a spectator, or a player who gave theirs up).
    watching: bool,
    ply: u64,
    finished: bool,
    /// The latest view, sent again on request or after a refusal.
    last: Option<ViewChanged<R>>,
    /// An action was sent for the latest update; a second one waits for the next.
    acted: bool,
}

impl<R: Rules> Default for RemoteSession<R> {
    fn default() -> Self {
        RemoteSession {
            seating: Vec::new(),
            viewer: 0,
            watching: false,
            ply: 0,
            finished: false,
            last: None,
            acted: false,
        }
    }
}

/// The messages one update stands for, in the order a local session writes them.
#[derive(Debug, PartialEq)]
pub struct Delivery<R: Rules> {
    pub started: Option<GameStarted<R>>,
    pub events: Vec<RulesEventMessage>,
    pub view: ViewChanged<R>,
    pub finished: Option<GameFinished>,
}

/// Who plays each seat, as the table screen is told: this device's player (`viewer`, none for
/// a spectator), the other people at their own devices, computers by level.
fn seating(info: Option<&TableInfo>, viewer: Option<Seat>) -> Vec<SeatKind> {
    info.map(|info| {
        info.seats
            .iter()
            .enumerate()
            .map(|(seat, state)| match state {
                SeatState::Bot { level } => SeatKind::Bot(*level),
                SeatState::Player { stand_in: true, .. } => SeatKind::Bot(info.stand_in),
                _ if Some(seat) == viewer => SeatKind::Human,
                SeatState::Player { .. } | SeatState::Open => SeatKind::Remote,
            })
            .collect()
    })
    .unwrap_or_default()
}

impl<R: Rules> RemoteSession<R> {
    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    pub fn ply(&self) -> u64 {
        self.ply
    }

    /// Reads one update. The first (and any that goes back in time: a new game) deals; the
    /// events of a deal are already in its view, as with a local deal. A malformed update is
    /// refused whole and changes nothing.
    pub fn receive(
        &mut self,
        update: &GameUpdate,
        info: Option<&TableInfo>,
    ) -> Result<Delivery<R>, String> {
        let view = update.view.clone().ok_or("the update has no view")?;
        let view: R::View =
            serde_json::from_value(view).map_err(|e| format!("an unreadable view: {e}"))?;
        let legal = update
            .legal
            .iter()
            .map(|legal| {
                serde_json::from_value::<R::Action>(legal.action.clone())
                    .map_err(|e| format!("an unreadable action {}: {e}", legal.action))
            })
            .collect::<Result<Vec<_>, String>>()?;
        // A new game, or the same one seen anew: a player who gave their seat up watches on.
        let watching = update.seat.is_none();
        let dealing = self.last.is_none() || update.ply < self.ply || watching != self.watching;
        // A spectator watches from seat 0's chair: its view says so.
        let viewer = update.seat.unwrap_or(0);
        let started = dealing.then(|| {
            self.seating = seating(info, update.seat);
            self.viewer = viewer;
            self.watching = watching;
            self.finished = false;
            GameStarted {
                seating: self.seating.clone(),
                viewer,
                view: view.clone(),
                handed_over: false,
                watching,
            }
        });
        let events = if dealing {
            Vec::new()
        } else {
            update
                .events
                .iter()
                .map(|seen| RulesEventMessage {
                    ply: seen.ply,
                    actor: seen.actor,
                    event: seen.event.clone(),
                })
                .collect()
        };
        let finished = match &update.outcome {
            Some(outcome) if !self.finished => {
                self.finished = true;
                Some(GameFinished {
                    outcome: outcome.clone(),
                })
            }
            _ => None,
        };
        let view = ViewChanged {
            ply: update.ply,
            view,
            viewer_to_act: !legal.is_empty(),
            legal,
            to_act: update.to_act,
        };
        self.ply = update.ply;
        self.acted = false;
        self.last = Some(view.clone());
        Ok(Delivery {
            started,
            events,
            view,
            finished,
        })
    }

    /// The `act` message for the local player's intent, or why it cannot be sent.
    pub fn act(&mut self, intent: &Intent<R>) -> Result<ClientMessage, RulesError> {
        let my_turn = self.last.as_ref().is_some_and(|view| view.viewer_to_act);
        if intent.seat != self.viewer || !my_turn {
            return Err(AppRefusal::Server(ErrorKind::NotYourTurn).into());
        }
        if self.acted {
            return Err(AppRefusal::MoveOnItsWay.into());
        }
        let action = serde_json::to_value(&intent.action)
            .map_err(|e| RulesError::from(AppRefusal::Unwritable { why: e.to_string() }))?;
        self.acted = true;
        Ok(ClientMessage::Act {
            ply: self.ply,
            action,
        })
    }
}

/// Writes what the server said as the table's messages, once the table screen is up.
fn deliver<R: Rules>(
    mut commands: Commands,
    mut inbox: ResMut<Inbox>,
    mut online: ResMut<OnlineTable>,
    mut session: Option<ResMut<RemoteSession<R>>>,
    mut requests: MessageReader<ViewRequested>,
    mut started: MessageWriter<GameStarted<R>>,
    mut events: MessageWriter<RulesEventMessage>,
    mut views: MessageWriter<ViewChanged<R>>,
    mut finished: MessageWriter<GameFinished>,
    mut refusals: MessageWriter<IntentRefused>,
) {
    let requested = requests.read().count() > 0;
    if inbox.0.is_empty() && !requested {
        return;
    }
    let mut fresh = RemoteSession::<R>::default();
    let existing = session.is_some();
    let remote = match session.as_deref_mut() {
        Some(session) => session,
        None => &mut fresh,
    };
    let mut resend = requested;
    for inbound in inbox.0.drain(..) {
        match inbound {
            Inbound::Update(update) => match remote.receive(&update, online.info.as_ref()) {
                Ok(delivery) => {
                    if let Some(start) = delivery.started {
                        started.write(start);
                        // The server keeps an online game: nothing of it is saved or counted here.
                        commands.insert_resource(Purpose::Online);
                    }
                    events.write_batch(delivery.events);
                    views.write(delivery.view);
                    if let Some(over) = delivery.finished {
                        finished.write(over);
                    }
                    resend = false;
                }
                Err(error) => warn!("a game update was ignored: {error}"),
            },
            Inbound::Refused(reason) => {
                refusals.write(IntentRefused {
                    seat: remote.viewer,
                    reason,
                });
                // The player's buttons went with the refused move; the view brings them back.
                remote.acted = false;
                resend = true;
            }
        }
    }
    if resend && let Some(view) = &remote.last {
        views.write(view.clone());
    }
    if !existing && fresh.last.is_some() {
        // An online game replaces any local one, and its bots with it.
        commands.remove_resource::<GameSession<R>>();
        commands.insert_resource(fresh);
        online.playing = true;
    }
}

/// Sends the local player's intents to the server.
fn send_intents<R: Rules>(
    mut intents: MessageReader<Intent<R>>,
    mut session: ResMut<RemoteSession<R>>,
    mut outgoing: MessageWriter<ToServer>,
    mut refusals: MessageWriter<IntentRefused>,
) {
    for intent in intents.read() {
        match session.act(intent) {
            Ok(message) => {
                outgoing.write(ToServer(message));
            }
            Err(reason) => {
                refusals.write(IntentRefused {
                    seat: intent.seat,
                    reason,
                });
            }
        }
    }
}

fn end<R: Rules>(
    mut commands: Commands,
    mut online: ResMut<OnlineTable>,
    mut inbox: ResMut<Inbox>,
) {
    commands.remove_resource::<RemoteSession<R>>();
    online.playing = false;
    inbox.0.clear();
}
