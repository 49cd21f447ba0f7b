//! A quick table starts by itself: no host presses Start. It is dealt the moment its last open
//! seat is taken, or once the server's wait (`quick_wait`) is over, with computer players at the
//! normal level in the seats nobody took.

use super::Occupant;
use super::Table;
use challenge_rules::Level;
use std::time::Duration;
use tokio::time::Instant;

/// How long a quick table whose deal could not be saved waits before it tries again.
const RETRY: Duration = Duration::from_secs(1);

impl Table {
    /// Deals a quick table still waiting as soon as every seat is taken.
    pub(super) async fn deal_if_full(&mut self) {
        let waiting = self.quick_due.is_some() && !self.started && !self.closed && !self.moved;
        if !waiting || self.seats.contains(&Occupant::Open) {
            return;
        }
        if let Err(refused) = self.deal(Level::Normal).await {
            // The wait's end tries again.
            eprintln!(
                "challenge-server: table {}: a full quick table could not be dealt: {refused:?}",
                self.code
            );
        }
    }

    /// The wait is over: computer players take the open seats and the game is dealt.
    pub(super) async fn quick_wait_over(&mut self, now: Instant) {
        self.quick_due = None;
        if self.started || self.closed || self.moved {
            return;
        }
        if let Err(refused) = self.deal(Level::Normal).await {
            eprintln!(
                "challenge-server: table {}: a quick table could not be dealt: {refused:?}",
                self.code
            );
            // Tried again shortly, unless the table has moved to another process.
            if !self.moved {
                self.quick_due = Some(now + RETRY);
            }
        }
    }
}
