//! A game played at an online table: the server's `game` updates become the same messages a
//! local [`GameSession`] writes (the deal, redacted events, views with the legal actions, the
//! outcome, refusals), and the local player's intents become `act` messages. The table screen
//! cannot tell the two apart; the computer players of an online game play on the server.

use super::{FromServer, OnlineTable, ToServer};
use crate::shared::{AppSystems, Screen};
use crate::table::{
    GameFinished, GameSession, GameStarted, Intent, IntentRefused, Purpose, RulesEventMessage,
    SeatKind, ViewChanged, ViewRequested,
};
use bevy::prelude::*;
use challenge_online::{ClientMessage, GameUpdate, SeatState, ServerMessage, TableInfo};
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

fn collect(
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
            return Err(RulesError::new("online-error-not-your-turn"));
        }
        if self.acted {
            return Err(RulesError::new("online-error-move-on-its-way"));
        }
        let action = serde_json::to_value(&intent.action)
            .map_err(|e| RulesError::new("online-error-unwritable").detail(e))?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_online::{ErrorKind, LegalMove, SeenEvent};
    use challenge_rules::Values;
    use challenge_rules::games::svoi_kozyri::{Note, SvoiKozyri};
    use challenge_rules::{Deal, Event, Level, Outcome, Phrase, Speak};

    /// A real game's update for seat 0 at `ply`, as the server would write it.
    fn update(game: &SvoiKozyri, ply: u64) -> GameUpdate {
        let mine = game.to_act() == Some(0);
        GameUpdate {
            ply,
            seat: Some(0),
            events: Vec::new(),
            view: Some(serde_json::to_value(game.view(0)).unwrap()),
            to_act: game.to_act(),
            legal: if mine {
                game.legal_actions()
                    .iter()
                    .map(|action| LegalMove {
                        action: serde_json::to_value(action).unwrap(),
                        phrase: action.phrase(),
                    })
                    .collect()
            } else {
                Vec::new()
            },
            outcome: None,
        }
    }

    fn table() -> TableInfo {
        TableInfo {
            started: true,
            ..TableInfo::lobby(
                "ACEFHJ",
                "svoi_kozyri",
                serde_json::json!({}),
                vec![SeatState::player(""), SeatState::Bot { level: Level::Hard }],
            )
        }
    }

    fn game() -> SvoiKozyri {
        SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(4)).unwrap()
    }

    #[test]
    fn the_first_update_deals_and_later_ones_bring_events_and_views() {
        let game = game();
        let mut session = RemoteSession::<SvoiKozyri>::default();
        let first = session.receive(&update(&game, 0), Some(&table())).unwrap();
        let start = first.started.expect("the first update deals");
        assert_eq!(start.viewer, 0);
        assert_eq!(
            start.seating,
            vec![SeatKind::Human, SeatKind::Bot(Level::Hard)]
        );
        assert_eq!(start.view, game.view(0));
        assert_eq!(first.view.view, game.view(0));
        assert_eq!(first.view.viewer_to_act, game.to_act() == Some(0));
        if first.view.viewer_to_act {
            assert_eq!(first.view.legal, game.legal_actions());
        }

        let mut next = update(&game, 1);
        next.events = vec![SeenEvent {
            ply: 1,
            actor: 1,
            event: Event::TurnTo { seat: 0 },
        }];
        next.outcome = Some(Outcome {
            scores: vec![1, 0],
            winners: vec![0],
            summary: Note::Won {
                winner: 0,
                loser: 1,
                left: 3,
            }
            .into(),
        });
        let later = session.receive(&next, Some(&table())).unwrap();
        assert!(later.started.is_none(), "a game is dealt once");
        assert_eq!(
            later.events,
            vec![RulesEventMessage {
                ply: 1,
                actor: 1,
                event: Event::TurnTo { seat: 0 },
            }]
        );
        assert_eq!(later.view.ply, 1);
        assert!(later.finished.is_some());
        let again = session.receive(&next, Some(&table())).unwrap();
        assert!(again.finished.is_none(), "the outcome is told once");
        assert_eq!(session.ply(), 1);
    }

    #[test]
    fn a_spectator_is_dealt_the_watched_table_and_so_is_a_player_who_gives_the_seat_up() {
        let game = game();
        let watched = |ply| GameUpdate {
            ply,
            seat: None,
            events: Vec::new(),
            view: Some(serde_json::to_value(game.watch_view()).unwrap()),
            to_act: game.to_act(),
            legal: Vec::new(),
            outcome: None,
        };
        let mut spectator = RemoteSession::<SvoiKozyri>::default();
        let start = spectator
            .receive(&watched(0), Some(&table()))
            .unwrap()
            .started
            .expect("the first update deals");
        assert!(start.watching && start.view.watching);
        assert!(
            !start.seating.contains(&SeatKind::Human),
            "nobody here plays: {:?}",
            start.seating
        );

        let mut player = RemoteSession::<SvoiKozyri>::default();
        let start = player.receive(&update(&game, 0), Some(&table())).unwrap();
        assert!(!start.started.expect("a deal").watching);
        let given_up = player.receive(&watched(1), Some(&table())).unwrap();
        let start = given_up.started.expect("the table is shown anew, watched");
        assert!(start.watching);
        assert!(!given_up.view.viewer_to_act);
    }

    #[test]
    fn a_malformed_update_is_refused_and_changes_nothing() {
        let game = game();
        let mut session = RemoteSession::<SvoiKozyri>::default();
        session.receive(&update(&game, 0), Some(&table())).unwrap();
        let mut bad = update(&game, 3);
        bad.view = Some(serde_json::json!({"not": "a view"}));
        assert!(session.receive(&bad, None).is_err());
        let mut bad = update(&game, 3);
        bad.legal = vec![LegalMove {
            action: serde_json::json!({"action": "fly"}),
            phrase: Phrase::new("svoi_kozyri-action-fly"),
        }];
        assert!(session.receive(&bad, None).is_err());
        bad.view = None;
        assert!(session.receive(&bad, None).is_err());
        assert_eq!(session.ply(), 0);
    }

    #[test]
    fn intents_become_act_messages_once_per_update_and_only_on_your_turn() {
        let game = game();
        let mut session = RemoteSession::<SvoiKozyri>::default();
        let mut first = update(&game, 0);
        if first.legal.is_empty() {
            // Seat 1 leads in this deal: ask for seat 1's view instead.
            first.seat = Some(1);
            first.view = Some(serde_json::to_value(game.view(1)).unwrap());
            first.legal = game
                .legal_actions()
                .iter()
                .map(|a| LegalMove {
                    action: serde_json::to_value(a).unwrap(),
                    phrase: a.phrase(),
                })
                .collect();
        }
        session.receive(&first, None).unwrap();
        let seat = session.viewer();
        let action = game.legal_actions()[0];
        let wrong = Intent::<SvoiKozyri> {
            seat: 1 - seat,
            action,
        };
        assert_eq!(
            session.act(&wrong),
            Err(RulesError::new("online-error-not-your-turn"))
        );
        let intent = Intent::<SvoiKozyri> { seat, action };
        assert_eq!(
            session.act(&intent),
            Ok(ClientMessage::Act {
                ply: 0,
                action: serde_json::to_value(intent.action).unwrap(),
            })
        );
        assert_eq!(
            session.act(&intent),
            Err(RulesError::new("online-error-move-on-its-way")),
            "one move per update"
        );
    }

    #[test]
    fn refusals_at_the_table_reach_the_inbox_as_reasons_to_word() {
        let mut app = App::new();
        app.add_message::<FromServer>()
            .init_resource::<Inbox>()
            .insert_resource(OnlineTable {
                playing: true,
                ..OnlineTable::default()
            })
            .add_systems(Update, collect);
        let illegal = RulesError::new("svoi_kozyri-error-follow").number("cards", 2);
        app.world_mut()
            .write_message(FromServer(ServerMessage::Error {
                kind: ErrorKind::Illegal,
                message: "for developers".into(),
                rules: Some(illegal.clone()),
            }));
        app.world_mut()
            .write_message(FromServer(ServerMessage::error(
                ErrorKind::Stale,
                "ply 3 < 4",
            )));
        app.update();
        let inbox: Vec<Inbound> = app.world().resource::<Inbox>().0.iter().cloned().collect();
        assert_eq!(
            inbox,
            [
                Inbound::Refused(illegal),
                Inbound::Refused(RulesError::new("online-error-stale")),
            ]
        );
    }
}
