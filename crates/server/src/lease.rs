//! This process's lease on the tables it runs, as the process itself knows it. With PostgreSQL
//! the other processes count this one live while it holds its database session (and the
//! advisory lock on it) and renewed its heartbeat within the lease; a table may be taken over
//! the moment either fails. So the process must stop serving a table before then, reads as
//! well as writes: it counts its lease held only from the moment a heartbeat was sent until a
//! lease later, and only while the session that holds the lock lives. Every loss starts a new
//! epoch, and a table serves only while the epoch it was taken in is still held: a table taken
//! before a loss serves nothing once the lease is held again until it has proved in the store
//! that no other process took it meanwhile (`table/lease.rs`). With SQLite one process owns
//! every table for ever.

use crate::locks::lock;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

/// The epoch a table was taken in: it may serve only while that epoch's lease is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hold {
    epoch: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Until {
    /// One process owns every table (SQLite).
    Forever,
    /// Held until then unless renewed.
    At(Instant),
    /// Not held: the session was lost, or no heartbeat has been answered yet.
    Lost,
}

struct State {
    epoch: u64,
    until: Until,
    /// Since when the lease has been held without a break, and how long it must be held
    /// before this process takes other processes' tables (`settled`).
    held_since: Option<Instant>,
    settle: Duration,
}

pub struct Lease {
    state: Mutex<State>,
    /// The epoch, for the tables to hear of every loss at once.
    epochs: watch::Sender<u64>,
}

impl Lease {
    fn with(until: Until) -> Lease {
        Lease {
            state: Mutex::new(State {
                epoch: 1,
                until,
                held_since: None,
                settle: Duration::ZERO,
            }),
            epochs: watch::Sender::new(1),
        }
    }

    /// A lease that never ends: one process owns every table.
    pub fn forever() -> Lease {
        Lease::with(Until::Forever)
    }

    /// A lease not held until its first heartbeat is answered.
    pub fn pending() -> Lease {
        Lease::with(Until::Lost)
    }

    /// The epoch held now, if the lease is held now.
    pub fn hold(&self) -> Option<Hold> {
        let state = lock(&self.state);
        held(&state, Instant::now()).then_some(Hold { epoch: state.epoch })
    }

    /// Whether a table taken under `hold` may still serve.
    pub fn holds(&self, hold: Hold) -> bool {
        let state = lock(&self.state);
        state.epoch == hold.epoch && held(&state, Instant::now())
    }

    /// Whether the lease has been held for half a lease without a break, so this process may
    /// take over the tables of processes that are not live. After the database comes back
    /// every process takes its lock again within a quarter lease; waiting half a lease before
    /// taking others' tables lets each take its own back first, rather than the quickest take
    /// them all.
    pub fn settled(&self) -> bool {
        let state = lock(&self.state);
        let now = Instant::now();
        match state.until {
            Until::Forever => true,
            Until::At(_) => {
                held(&state, now)
                    && state
                        .held_since
                        .is_some_and(|since| now.saturating_duration_since(since) >= state.settle)
            }
            Until::Lost => false,
        }
    }

    /// When the lease runs out unless renewed; None when it never does or is not held.
    pub fn until(&self) -> Option<Instant> {
        match lock(&self.state).until {
            Until::At(at) => Some(at),
            Until::Forever | Until::Lost => None,
        }
    }

    /// A heartbeat sent at `sent_at` on the session holding the lock was answered: the other
    /// processes count this one live until at least a lease after it. A renewal that comes
    /// after the lease ran out starts a new epoch: others may have taken tables meanwhile.
    pub fn renewed(&self, sent_at: Instant, lease: Duration) {
        let now = Instant::now();
        let mut state = lock(&self.state);
        let (lapsed, was_lost) = match state.until {
            Until::Forever => return,
            Until::At(at) => (now >= at, false),
            Until::Lost => (false, true),
        };
        if lapsed {
            state.epoch += 1;
        }
        let fresh = sent_at + lease;
        state.until = if fresh > now {
            Until::At(fresh)
        } else {
            Until::Lost
        };
        let regained = (lapsed || was_lost) && fresh > now;
        if regained {
            state.held_since = Some(now);
            state.settle = lease / 2;
        }
        let epoch = state.epoch;
        drop(state);
        // Told of a loss, and of the lease held again, when the tables it suspended may go on.
        if lapsed || regained {
            self.epochs.send_replace(epoch);
        }
    }

    /// The lease ran out without a renewal, if it did: every table taken so far must go.
    pub fn lapse_if_due(&self) {
        let mut state = lock(&self.state);
        if matches!(state.until, Until::At(at) if Instant::now() >= at) {
            self.end(&mut state);
        }
    }

    /// The session holding the lock was lost (or given up): others may take every table now.
    pub fn lost(&self) {
        let mut state = lock(&self.state);
        if matches!(state.until, Until::At(_)) {
            self.end(&mut state);
        }
    }

    fn end(&self, state: &mut State) {
        state.epoch += 1;
        state.until = Until::Lost;
        self.epochs.send_replace(state.epoch);
    }

    /// Changes with every loss and every return of the lease, so a table waiting for its next
    /// command hears of either at once.
    pub fn epochs(&self) -> watch::Receiver<u64> {
        self.epochs.subscribe()
    }
}

fn held(state: &State, now: Instant) -> bool {
    match state.until {
        Until::Forever => true,
        Until::At(at) => now < at,
        Until::Lost => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEASE: Duration = Duration::from_millis(200);

    #[test]
    fn a_lease_forever_is_always_held() {
        let lease = Lease::forever();
        let hold = lease.hold().unwrap();
        lease.lost();
        lease.lapse_if_due();
        assert!(lease.holds(hold));
    }

    #[tokio::test(start_paused = true)]
    async fn a_lease_is_held_from_a_heartbeat_sent_until_a_lease_later() {
        let lease = Lease::pending();
        assert!(lease.hold().is_none(), "not held before a heartbeat");
        let sent = Instant::now();
        tokio::time::advance(Duration::from_millis(50)).await;
        lease.renewed(sent, LEASE);
        let hold = lease.hold().unwrap();
        assert_eq!(lease.until(), Some(sent + LEASE));
        assert!(!lease.settled(), "others' tables wait half a lease");
        tokio::time::advance(Duration::from_millis(149)).await;
        assert!(lease.holds(hold));
        tokio::time::advance(Duration::from_millis(1)).await;
        assert!(
            !lease.holds(hold),
            "out at the lease after the heartbeat was sent"
        );
        // Renewed in time instead, the lease goes on and settles half a lease after it began.
        let lease = Lease::pending();
        lease.renewed(Instant::now(), LEASE);
        let hold = lease.hold().unwrap();
        tokio::time::advance(LEASE / 2).await;
        lease.renewed(Instant::now(), LEASE);
        assert!(lease.settled());
        tokio::time::advance(LEASE - Duration::from_millis(1)).await;
        assert!(lease.holds(hold));
    }

    #[tokio::test(start_paused = true)]
    async fn a_renewal_after_the_lease_ran_out_starts_a_new_epoch() {
        let lease = Lease::pending();
        let mut epochs = lease.epochs();
        lease.renewed(Instant::now(), LEASE);
        let before = lease.hold().unwrap();
        // Paused past the lease: the next heartbeat is answered late.
        tokio::time::advance(LEASE * 3).await;
        lease.renewed(Instant::now(), LEASE);
        assert!(epochs.has_changed().unwrap(), "told of the lapse");
        epochs.mark_unchanged();
        let after = lease.hold().unwrap();
        assert_ne!(before, after);
        assert!(!lease.holds(before), "a table taken before stays let go");
        assert!(lease.holds(after));
        // Renewed in time, the epoch stays.
        tokio::time::advance(LEASE / 2).await;
        lease.renewed(Instant::now(), LEASE);
        assert!(lease.holds(after));
        assert!(!epochs.has_changed().unwrap());
    }

    #[tokio::test(start_paused = true)]
    async fn a_lost_session_ends_the_epoch_at_once() {
        let lease = Lease::pending();
        let mut epochs = lease.epochs();
        lease.renewed(Instant::now(), LEASE);
        let hold = lease.hold().unwrap();
        lease.lost();
        assert!(!lease.holds(hold));
        assert!(lease.hold().is_none());
        assert!(epochs.has_changed().unwrap());
        epochs.mark_unchanged();
        // Held again: told, so suspended tables may try to go on.
        lease.renewed(Instant::now(), LEASE);
        assert!(epochs.has_changed().unwrap());
        epochs.mark_unchanged();
        let again = lease.hold().unwrap();
        // A lapse found late ends it too.
        assert_ne!(again, hold);
        tokio::time::advance(LEASE).await;
        lease.lapse_if_due();
        assert!(!lease.holds(again));
        assert!(epochs.has_changed().unwrap());
    }
}
