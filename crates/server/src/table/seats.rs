//! Who sits at a table: connections arriving (joining a seat, watching, resuming one) and
//! leaving, the host setting seats and moving before the deal, and each seat's messages sent on
//! to what they ask for.

use super::{Attachment, Occupant, Player, Table, error, naming};
use crate::command::{Arrival, ConnHandle, ConnId};
use challenge_online::{CloseReason, ErrorKind, Refusal, SeatPlan, ServerMessage};
use challenge_rules::Seat;
use tokio::time::Instant;

impl Table {
    pub(super) fn seat_of(&self, conn: ConnId) -> Option<Option<Seat>> {
        self.attached
            .iter()
            .find(|a| a.conn.id == conn)
            .map(|a| a.seat)
    }

    pub(super) async fn attach(
        &mut self,
        conn: ConnHandle,
        arrival: Arrival,
    ) -> Result<Option<Seat>, Refusal> {
        let (seat, token) = match arrival {
            Arrival::Watch => (None, None),
            Arrival::Resume { token, name } => {
                let seat = self
                    .seats
                    .iter()
                    .position(|seat| matches!(seat, Occupant::Player(p) if p.token == token))
                    .ok_or_else(|| error(ErrorKind::NotFound, "no seat holds that token"))?;
                if let Some(name) = name {
                    self.rename(seat, &name).await;
                }
                if let Occupant::Player(player) = &mut self.seats[seat] {
                    player.connections += 1;
                    player.away_since = None;
                    player.stand_in = false;
                }
                if seat == self.host {
                    self.host_dropped = false;
                }
                (Some(seat), Some(token))
            }
            Arrival::Join { name, seat } => {
                let seat = match seat {
                    Some(seat) if seat >= self.seats.len() => {
                        return Err(error(
                            ErrorKind::NotFound,
                            format!("this table has seats 0 to {}", self.seats.len() - 1),
                        ));
                    }
                    Some(seat) if self.seats[seat] != Occupant::Open => {
                        return Err(error(ErrorKind::Taken, format!("seat {seat} is taken")));
                    }
                    Some(seat) => seat,
                    None => self
                        .seats
                        .iter()
                        .position(|seat| *seat == Occupant::Open)
                        .ok_or_else(|| {
                            error(
                                ErrorKind::Taken,
                                "every seat is taken: watch instead, or ask the host for a seat",
                            )
                        })?,
                };
                let token = crate::random::new_token();
                let name = naming::seat_name(&name, self.names_but(seat));
                self.seats[seat] = Occupant::Player(Player {
                    name,
                    token: token.clone(),
                    connections: 1,
                    away_since: None,
                    stand_in: false,
                });
                if let Err(refused) = self.persist(None).await {
                    self.seats[seat] = Occupant::Open;
                    return Err(refused);
                }
                self.context.add_token(&token, &self.code);
                (Some(seat), Some(token))
            }
        };
        conn.send_message(&ServerMessage::Seated {
            code: self.code.clone(),
            seat,
            token,
            host: seat == Some(self.host),
        });
        self.attached.push(Attachment {
            conn: conn.clone(),
            seat,
        });
        self.last_activity = Instant::now();
        self.broadcast_info();
        if self.started {
            conn.send_message(&self.update_for(seat, &[], seat.unwrap_or(0)));
        }
        self.send_chat_log(&conn);
        self.schedule_bot();
        Ok(seat)
    }

    /// The names the players other than `seat` go by.
    fn names_but(&self, seat: Seat) -> impl Iterator<Item = &str> {
        self.seats
            .iter()
            .enumerate()
            .filter(move |(other, _)| *other != seat)
            .filter_map(|(_, occupant)| match occupant {
                Occupant::Player(player) => Some(player.name.as_str()),
                _ => None,
            })
    }

    /// A returning player goes by the name they give now. Kept only once it is stored: a
    /// name the store could not take leaves the old one.
    async fn rename(&mut self, seat: Seat, given: &str) {
        let name = naming::seat_name(given, self.names_but(seat));
        let Occupant::Player(player) = &mut self.seats[seat] else {
            return;
        };
        if player.name == name {
            return;
        }
        let before = std::mem::replace(&mut player.name, name);
        if self.persist(None).await.is_err()
            && let Occupant::Player(player) = &mut self.seats[seat]
        {
            player.name = before;
        }
    }

    pub(super) fn detach(&mut self, conn: ConnId) {
        if self.detach_quietly(conn) {
            self.broadcast_info();
        }
    }

    /// Forgets a connection without telling anyone (a suspended table tells nothing); true
    /// when it was attached.
    pub(super) fn detach_quietly(&mut self, conn: ConnId) -> bool {
        let Some(index) = self.attached.iter().position(|a| a.conn.id == conn) else {
            return false;
        };
        let attachment = self.attached.remove(index);
        let live = self.started && !self.finished();
        if let Some(seat) = attachment.seat
            && let Occupant::Player(player) = &mut self.seats[seat]
        {
            player.connections = player.connections.saturating_sub(1);
            if player.connections == 0 && live {
                player.away_since = Some(Instant::now());
            }
            if player.connections == 0 && !self.started && seat == self.host {
                self.host_dropped = true;
            }
        }
        true
    }

    pub(super) async fn client(&mut self, conn: ConnId, message: challenge_online::ClientMessage) {
        use challenge_online::ClientMessage as C;
        let Some(seat) = self.seat_of(conn) else {
            return;
        };
        self.last_activity = Instant::now();
        let result = match message {
            C::SetSeat { seat: target, plan } => self.set_seat(seat, target, plan).await,
            C::MoveSeat { to } => self.move_seat(seat, to).await,
            C::Start => self.start(seat).await,
            C::Act { ply, action } => self.act(seat, ply, &action).await,
            C::Leave => self.leave(seat).await,
            C::Rematch => self.rematch(seat).await,
            C::Chat { said } => self.chat(conn, seat, said).await,
            C::SpectatorsChat { allow } => self.allow_spectators_chat(seat, allow).await,
            C::SetPublic { public } => self.set_public(seat, public).await,
            C::SetOptions { options } => self.set_options(seat, options).await,
            other => Err(error(
                ErrorKind::BadMessage,
                format!("'{}' is not a table message", op_name(&other)),
            )),
        };
        if let Err(refused) = result
            && let Some(attachment) = self.attached.iter().find(|a| a.conn.id == conn)
        {
            attachment.conn.send_message(&refused.into());
        }
    }

    pub(super) async fn set_seat(
        &mut self,
        by: Option<Seat>,
        target: Seat,
        plan: SeatPlan,
    ) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(
                ErrorKind::Unauthorised,
                "only the host changes seats",
            ));
        }
        if self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has started: seats are set",
            ));
        }
        match self.seats.get(target) {
            None => Err(error(
                ErrorKind::NotFound,
                format!("this table has seats 0 to {}", self.seats.len() - 1),
            )),
            Some(Occupant::Player(player)) if player.connections > 0 || target == self.host => {
                Err(error(
                    ErrorKind::Taken,
                    format!("{} sits at seat {target}", player.name),
                ))
            }
            Some(_) => {
                // A player who left the lobby is let go: their token keeps no seat.
                if let Occupant::Player(player) = &self.seats[target] {
                    self.context.remove_token(&player.token);
                }
                let before = self.seats[target].clone();
                self.seats[target] = match plan {
                    SeatPlan::Open => Occupant::Open,
                    SeatPlan::Bot { level } => Occupant::Bot(level),
                };
                if let Err(refused) = self.persist(None).await {
                    if let Occupant::Player(player) = &before {
                        self.context.add_token(&player.token, &self.code);
                    }
                    self.seats[target] = before;
                    return Err(refused);
                }
                self.broadcast_info();
                Ok(())
            }
        }
    }

    /// The host moves to the seat `to` before the deal; an open seat or a computer player
    /// there takes the host's old seat. The host's devices are told their new seat.
    pub(super) async fn move_seat(&mut self, by: Option<Seat>, to: Seat) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(ErrorKind::Unauthorised, "only the host moves seats"));
        }
        if self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has started: seats are set",
            ));
        }
        let from = self.host;
        match self.seats.get(to) {
            None => {
                return Err(error(
                    ErrorKind::NotFound,
                    format!("this table has seats 0 to {}", self.seats.len() - 1),
                ));
            }
            Some(Occupant::Player(player)) if to != from => {
                return Err(error(
                    ErrorKind::Taken,
                    format!("{} sits at seat {to}", player.name),
                ));
            }
            Some(_) if to == from => return Ok(()),
            Some(_) => {}
        }
        self.seats.swap(from, to);
        self.host = to;
        if let Err(refused) = self.persist(None).await {
            self.seats.swap(from, to);
            self.host = from;
            return Err(refused);
        }
        let token = match &self.seats[to] {
            Occupant::Player(player) => Some(player.token.clone()),
            _ => None,
        };
        for attachment in &mut self.attached {
            if attachment.seat == Some(from) {
                attachment.seat = Some(to);
                attachment.conn.send_message(&ServerMessage::Seated {
                    code: self.code.clone(),
                    seat: Some(to),
                    token: token.clone(),
                    host: true,
                });
            }
        }
        self.broadcast_info();
        Ok(())
    }

    pub(super) async fn leave(&mut self, seat: Option<Seat>) -> Result<(), Refusal> {
        let Some(seat) = seat else {
            return Err(error(ErrorKind::Unauthorised, "you have no seat to leave"));
        };
        let before = self.seats[seat].clone();
        if let Occupant::Player(player) = &before {
            self.context.remove_token(&player.token);
        }
        self.seats[seat] = if self.started {
            Occupant::Bot(self.stand_in)
        } else {
            Occupant::Open
        };
        // A computer player now, the seat plays any next game without agreeing to it.
        let agreed = self.rematch.clone();
        self.rematch.retain(|agreed| *agreed != seat);
        if let Err(refused) = self.persist(None).await {
            self.seats[seat] = before;
            self.rematch = agreed;
            return Err(refused);
        }
        // The seat's other devices and this one stay to watch.
        for attachment in &mut self.attached {
            if attachment.seat == Some(seat) {
                attachment.seat = None;
                attachment.conn.send_message(&ServerMessage::Seated {
                    code: self.code.clone(),
                    seat: None,
                    token: None,
                    host: false,
                });
            }
        }
        if !self.started && seat == self.host {
            self.close(CloseReason::HostLeft).await;
            return Ok(());
        }
        self.broadcast_info();
        if self.started {
            self.broadcast_update(&[], seat);
        }
        self.schedule_bot();
        // The next game may have waited for this seat alone.
        self.deal_if_agreed().await;
        Ok(())
    }
}

fn op_name(message: &challenge_online::ClientMessage) -> &'static str {
    use challenge_online::ClientMessage as C;
    match message {
        C::Hello { .. } => "hello",
        C::Create { .. } => "create",
        C::Join { .. } => "join",
        C::Watch { .. } => "watch",
        C::Resume { .. } => "resume",
        C::SetSeat { .. } => "set_seat",
        C::MoveSeat { .. } => "move_seat",
        C::Start => "start",
        C::Act { .. } => "act",
        C::Leave => "leave",
        C::Rematch => "rematch",
        C::Chat { .. } => "chat",
        C::SpectatorsChat { .. } => "spectators_chat",
        C::SetPublic { .. } => "set_public",
        C::SetOptions { .. } => "set_options",
        C::ListTables => "list_tables",
        C::QuickGame { .. } => "quick_game",
        C::Ping => "ping",
    }
}
