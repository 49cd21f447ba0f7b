//! What each connection at a table is sent: the table around the game for everyone, and the
//! game as each seat may see it (a spectator sees only public faces).

use super::{Occupant, Table};
use challenge_online::{GameUpdate, LegalMove, SeatState, SeenEvent, ServerMessage, TableInfo};
use challenge_rules::{Event, Seat};
use tokio::time::Instant;

impl Table {
    pub(super) fn info(&self) -> TableInfo {
        let now = Instant::now();
        let grace = self.context.config().grace;
        TableInfo {
            code: self.code.clone(),
            game: self.game_id.id().to_string(),
            options: self.options.clone(),
            seats: self
                .seats
                .iter()
                .map(|seat| match seat {
                    Occupant::Open => SeatState::Open,
                    Occupant::Bot(level) => SeatState::Bot { level: *level },
                    Occupant::Player(player) => SeatState::Player {
                        name: player.name.clone(),
                        connected: player.connections > 0,
                        returns_within: match (player.away_since, player.stand_in) {
                            (Some(since), false) => Some(
                                grace
                                    .saturating_sub(now.saturating_duration_since(since))
                                    .as_secs(),
                            ),
                            _ => None,
                        },
                        stand_in: player.stand_in,
                    },
                })
                .collect(),
            host: self.host,
            stand_in: self.stand_in,
            spectators: self.attached.iter().filter(|a| a.seat.is_none()).count(),
            spectators_chat: self.spectators_chat,
            started: self.started,
            finished: self.finished(),
            games: self.games,
            rematch: self.rematch.clone(),
            wins: self.totals.wins.clone(),
            points: self.totals.points.clone(),
            public: self.public,
        }
    }

    /// Tells everyone at the table how it stands, and the registry's list of open tables too, so a
    /// player who hears of a change and asks for the list finds it there.
    pub(super) fn broadcast_info(&mut self) {
        self.relist();
        let text = ServerMessage::Table(self.info()).to_json();
        for attachment in &self.attached {
            attachment.conn.send(text.clone());
        }
    }

    /// The game as `seat` (None: a spectator) may see it, with `events` redacted for it.
    pub(super) fn update_for(
        &self,
        seat: Option<Seat>,
        events: &[Event],
        actor: Seat,
    ) -> ServerMessage {
        // A spectator sees what no seat in particular may: only public faces, in the events
        // and in the game's spectator's view.
        let viewer = seat.unwrap_or(usize::MAX);
        let to_act = self.game.to_act();
        let legal = match seat {
            Some(seat)
                if self.started && to_act == Some(seat) && self.bot_level(seat).is_none() =>
            {
                self.game
                    .legal_actions()
                    .into_iter()
                    .map(|legal| LegalMove {
                        action: legal.action,
                        phrase: legal.phrase,
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        ServerMessage::Game(GameUpdate {
            ply: self.ply,
            seat,
            events: events
                .iter()
                .filter_map(|event| {
                    Some(SeenEvent {
                        ply: self.ply,
                        actor,
                        event: event.seen_by(viewer)?,
                    })
                })
                .collect(),
            view: match seat {
                Some(seat) => self.game.view(seat).ok(),
                None => self.game.watch_view().ok(),
            },
            to_act,
            legal,
            outcome: self.game.outcome(),
        })
    }

    /// Sends every attached connection the game as its seat sees it, each seat's message
    /// written once however many devices hold it.
    pub(super) fn broadcast_update(&mut self, events: &[Event], actor: Seat) {
        let mut written: Vec<(Option<Seat>, String)> = Vec::new();
        for index in 0..self.attached.len() {
            let seat = self.attached[index].seat;
            let text = match written.iter().find(|(s, _)| *s == seat) {
                Some((_, text)) => text.clone(),
                None => {
                    let text = self.update_for(seat, events, actor).to_json();
                    written.push((seat, text.clone()));
                    text
                }
            };
            self.attached[index].conn.send(text);
        }
    }
}
