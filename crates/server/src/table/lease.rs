//! A table under its process's lease. It serves, reads as well as writes, only while the
//! lease it was taken under holds. Once that lease is lost (the database session dropped, the
//! heartbeat late) the table is suspended: every message is refused with `server` and changes
//! nothing, and its computer players and clocks wait. When the lease is held again, the table
//! proves in the store that no other process took it meanwhile (its term unchanged, raised
//! once more for the new lease) and plays on; a table that was taken, or that waits longer
//! than `Config::stranded`, is let go: its connections are told it moved.

use super::{Table, error};
use challenge_online::{ErrorKind, Refusal};
use tokio::time::Instant;

impl Table {
    /// Whether the table may serve now; suspends it, takes it back after a lost lease, or marks
    /// it moved, as the lease and the store say.
    pub(super) async fn check_lease(&mut self) -> bool {
        if self.moved {
            return false;
        }
        if self.context.lease.holds(self.hold) {
            return true;
        }
        if let Some(hold) = self.context.lease.hold() {
            match self.context.store.reclaim(&self.code, self.term).await {
                Ok(Some(term)) => {
                    self.term = term;
                    self.hold = hold;
                    self.context
                        .registry
                        .set_term(&self.code, &self.commands, term);
                    self.go_on();
                    return true;
                }
                Ok(None) => {
                    self.moved = true;
                    return false;
                }
                // Unanswered: still suspended, tried again at the next message or return.
                Err(problem) => eprintln!(
                    "challenge-server: table {} could not be taken back: {problem}",
                    self.code
                ),
            }
        }
        self.suspend();
        false
    }

    /// Serves nothing until the lease is held again, nor for longer than the process may be
    /// without it.
    fn suspend(&mut self) {
        let now = Instant::now();
        let since = *self.suspended_since.get_or_insert(now);
        // Off the list: nobody is sent to a table that cannot seat them.
        self.unlist();
        if now.saturating_duration_since(since) >= self.context.config.stranded() {
            self.moved = true;
        }
    }

    /// Taken back: the list, the computer players and the clocks go on.
    fn go_on(&mut self) {
        self.suspended_since = None;
        self.relist();
        self.schedule_bot();
    }

    /// When a suspended table gives up waiting for the lease.
    pub(super) fn stranded_at(&self) -> Option<Instant> {
        self.suspended_since
            .map(|since| since + self.context.config.stranded())
    }

    /// What a message to a suspended table is answered.
    pub(super) fn suspended() -> Refusal {
        error(
            ErrorKind::Server,
            "the server cannot reach its tables just now: nothing changed, try again",
        )
    }
}
