//! A public table: listed in the registry for anyone to join without the code while it waits
//! for players (public, not dealt, a seat open, its host there to deal it or a quick table that
//! starts by itself), with its game, seats, the host's name and language; the host makes it
//! public or private before the deal.

use super::{Occupant, Table, error};
use crate::open_tables::Listing;
use challenge_online::{ErrorKind, OpenTable, Refusal};
use challenge_rules::Seat;

impl Table {
    /// The table as `list_tables` shows it, while anyone may join it: public, not dealt, not
    /// closed or suspended, a seat open, and someone to deal it (a host whose connection has
    /// not dropped, or a quick table, which starts by itself). None otherwise.
    pub(crate) fn listing(&self) -> Option<Listing> {
        let free = self
            .seats
            .iter()
            .filter(|seat| **seat == Occupant::Open)
            .count();
        let host = match self.seats.get(self.host) {
            Some(Occupant::Player(player)) => player.name.clone(),
            _ => String::new(),
        };
        // A host who dropped in the lobby may not come back: nobody is sent to wait for them.
        // After a restart or a takeover every player is away until they reconnect, the host
        // too, and the table is listed as it was.
        let dealer_here = self.quick || !self.host_dropped;
        if !self.public
            || self.started
            || self.closed
            || self.moved
            || self.suspended_since.is_some()
            || free == 0
            || !dealer_here
        {
            return None;
        }
        Some(Listing {
            created: self.created,
            game: self.game_id,
            table: OpenTable {
                code: self.code.clone(),
                game: self.game_id.id().to_string(),
                seats: self.seats.len(),
                free,
                lang: self.lang.clone(),
                host,
            },
        })
    }

    /// Tells the registry's list how the table stands now. Called with every change everyone at the
    /// table is told of (`broadcast_info`), so the list follows the seats, the public flag and
    /// the deal without anyone ever asking the table.
    pub(crate) fn relist(&self) {
        self.context.open_tables().set(&self.code, self.listing());
    }

    /// Takes the table off the list: it is closing, stopping or moving to another process.
    pub(super) fn unlist(&self) {
        self.context.open_tables().remove(&self.code);
    }

    /// The host lists the table for anyone to join, or stops listing it; before the deal only.
    pub(super) async fn set_public(
        &mut self,
        by: Option<Seat>,
        public: bool,
    ) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(
                ErrorKind::Unauthorised,
                "only the host lists the table",
            ));
        }
        if self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has started: only a table waiting for players is listed",
            ));
        }
        if self.public == public {
            return Ok(());
        }
        self.public = public;
        if let Err(refused) = self.persist(None).await {
            self.public = !public;
            return Err(refused);
        }
        self.broadcast_info();
        Ok(())
    }
}
