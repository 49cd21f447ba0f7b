//! The game at a table moving on: the deal, each action checked, saved and told (the last one
//! adding the game to the table's totals), computer players thinking off the async threads,
//! dropped players' time running out, an idle table closing, and a table another process took
//! over let go.

use super::{Occupant, Player, Table, error};
use crate::command::{Command, Farewell};
use challenge_online::{CloseReason, ErrorKind, Refusal, ServerMessage};
use challenge_rules::{Level, Seat};
use serde_json::Value;
use tokio::time::Instant;

impl Table {
    pub(super) async fn start(&mut self, by: Option<Seat>) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(ErrorKind::Unauthorised, "only the host deals"));
        }
        if self.started {
            return Err(error(ErrorKind::WrongPhase, "the game has already started"));
        }
        self.deal(self.stand_in).await
    }

    /// Deals the first game: computer players at `level` take the seats still open, and players
    /// who left the lobby without giving their seat up have the usual grace to come back before
    /// a computer player stands in for them, so the game never waits for them for ever.
    pub(super) async fn deal(&mut self, level: Level) -> Result<(), Refusal> {
        let before = self.seats.clone();
        let now = Instant::now();
        for seat in &mut self.seats {
            match seat {
                Occupant::Open => *seat = Occupant::Bot(level),
                Occupant::Player(player) if player.connections == 0 => {
                    player.away_since.get_or_insert(now);
                }
                _ => {}
            }
        }
        self.started = true;
        self.games = 1;
        if let Err(refused) = self.persist(None).await {
            self.seats = before;
            self.started = false;
            self.games = 0;
            return Err(refused);
        }
        // Dealt: a quick table's wait is over.
        self.quick_due = None;
        self.broadcast_info();
        self.broadcast_update(&[], self.host);
        self.schedule_bot();
        Ok(())
    }

    pub(super) async fn act(
        &mut self,
        seat: Option<Seat>,
        ply: u64,
        action: &Value,
    ) -> Result<(), Refusal> {
        let Some(seat) = seat else {
            return Err(error(ErrorKind::Unauthorised, "spectators cannot act"));
        };
        if !self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has not started: the host deals",
            ));
        }
        match self.game.to_act() {
            None => return Err(error(ErrorKind::WrongPhase, "the game is over")),
            Some(to_act) if to_act != seat => {
                return Err(error(
                    ErrorKind::NotYourTurn,
                    format!("it is seat {to_act}'s turn, not yours (seat {seat})"),
                ));
            }
            Some(_) => {}
        }
        if ply != self.ply {
            return Err(error(
                ErrorKind::Stale,
                format!(
                    "that action answers ply {ply} but the table is at ply {}",
                    self.ply
                ),
            ));
        }
        self.apply(seat, action).await
    }

    /// Applies the action of the seat to act, saves, then tells everyone. If the save fails
    /// the game goes back to how it was.
    pub(super) async fn apply(&mut self, seat: Seat, action: &Value) -> Result<(), Refusal> {
        let before = self.game.clone();
        let totals = self.totals.clone();
        let events = self.game.apply(action).map_err(Refusal::illegal)?;
        self.ply += 1;
        // The action that ends the game adds it to the table's totals, saved with it; only that
        // one, so a game is counted once.
        if before.outcome().is_none()
            && let Some(outcome) = self.game.outcome()
        {
            self.totals.add(&outcome);
        }
        if let Err(refused) = self.persist(Some((seat, action))).await {
            self.game = before;
            self.ply -= 1;
            self.totals = totals;
            return Err(refused);
        }
        self.last_activity = Instant::now();
        let finished = self.finished();
        self.broadcast_update(&events, seat);
        if finished {
            self.broadcast_info();
        }
        self.schedule_bot();
        Ok(())
    }

    /// Asks a computer player to move after the bot delay, when one is to act.
    pub(super) fn schedule_bot(&mut self) {
        if !self.started || self.bot_thinking || self.bot_due.is_some() {
            return;
        }
        if let Some(seat) = self.game.to_act()
            && self.bot_level(seat).is_some()
        {
            self.bot_due = Some(Instant::now() + self.context.config().bot_delay);
        }
    }

    /// Thinks away from the async threads; the choice comes back as a command.
    pub(super) fn think(&mut self) {
        let Some(seat) = self.game.to_act() else {
            return;
        };
        let Some(level) = self.bot_level(seat) else {
            return;
        };
        let Some(commands) = self.commands.upgrade() else {
            return;
        };
        self.bot_thinking = true;
        let game = self.game.clone();
        let mut rng = self.bot_rng.fork();
        let ply = self.ply;
        tokio::task::spawn_blocking(move || {
            let action = game.bot_action(level, &mut rng).map(|chosen| chosen.action);
            let _ = commands.blocking_send(Command::BotChose { ply, action });
        });
    }

    pub(super) async fn bot_chose(&mut self, ply: u64, action: Option<Value>) {
        self.bot_thinking = false;
        let seat = self.game.to_act();
        // A player who came back in the meantime, or a table that moved on, voids the choice.
        if let (Some(action), Some(seat), true) = (action, seat, ply == self.ply)
            && self.bot_level(seat).is_some()
            && let Err(refused) = self.apply(seat, &action).await
        {
            eprintln!(
                "challenge-server: table {}: a computer player's move was refused: {refused:?}",
                self.code
            );
        }
        self.schedule_bot();
    }

    /// The next moment something is due: a bot's move, a dropped player's time running out,
    /// the table going idle, or a suspended table giving up its wait.
    pub(super) fn next_deadline(&self) -> Instant {
        // Suspended, no clock runs but the wait for the lease.
        if let Some(stranded) = self.stranded_at() {
            return stranded;
        }
        let config = self.context.config();
        let mut next = self.last_activity + config.idle;
        for due in [self.bot_due, self.quick_due].into_iter().flatten() {
            next = next.min(due);
        }
        for seat in &self.seats {
            if let Occupant::Player(Player {
                away_since: Some(since),
                stand_in: false,
                ..
            }) = seat
            {
                next = next.min(*since + config.grace);
            }
        }
        next
    }

    pub(super) async fn on_deadline(&mut self) {
        let now = Instant::now();
        let config = self.context.config().clone();
        if self.bot_due.is_some_and(|due| due <= now) {
            self.bot_due = None;
            self.think();
        }
        if self.quick_due.is_some_and(|due| due <= now) {
            self.quick_wait_over(now).await;
        }
        let mut changed = false;
        for seat in &mut self.seats {
            if let Occupant::Player(player) = seat
                && let Some(since) = player.away_since
                && !player.stand_in
                && since + config.grace <= now
            {
                player.stand_in = true;
                changed = true;
            }
        }
        if changed {
            self.broadcast_info();
            // Whoever is to act may now be a stand-in: the update drops their buttons.
            self.broadcast_update(&[], self.game.to_act().unwrap_or(0));
            self.schedule_bot();
        }
        if now.saturating_duration_since(self.last_activity) >= config.idle {
            self.close(CloseReason::Idle).await;
        }
    }

    pub(super) async fn close(&mut self, reason: CloseReason) {
        // Off the list before anyone hears the table is gone.
        self.unlist();
        let message = ServerMessage::Closed { reason };
        for attachment in self.attached.drain(..) {
            attachment.conn.send_message(&message);
        }
        self.context.store().delete(&self.code, self.term).await;
        self.closed = true;
    }

    /// Another process holds the table now, or may: every connection here is told and closed,
    /// to connect again and be led to it; nothing is written.
    pub(super) fn let_go(&mut self) {
        let message: ServerMessage = error(
            ErrorKind::Server,
            "this table has moved to another server: connect again to go on",
        )
        .into();
        // Off the list and out of the registry before anyone is told, so that no one arriving
        // now is led here.
        self.unlist();
        self.context
            .registry
            .forget(&self.code, &self.commands, &self.tokens());
        for attachment in self.attached.drain(..) {
            attachment.conn.send_message(&message);
            attachment.conn.close(Farewell::Moved);
        }
        self.closed = true;
    }
}
