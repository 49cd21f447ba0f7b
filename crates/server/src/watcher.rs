//! The watcher: every live process takes over, within a lease, the tables no live process
//! holds — their owner killed, paused past its lease, cut off from the database, or handed
//! over by a drain — whether or not a player comes back to them, so computer players' turns,
//! a dropped player's time and a quick table's start go on. Each pass also takes back the
//! tables this process let go when its lease was lost (the store still names it their owner),
//! and checks that the store still says this process holds each table it runs under the term
//! it runs it with: one whose term was raised behind its back is let go at once.

use crate::command::Command;
use crate::hub::Hub;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// The most orphaned tables looked up at once.
const BATCH: usize = 256;

/// Starts the watcher, with PostgreSQL (with SQLite this process runs every table already).
pub fn start(hub: &Arc<Hub>) {
    if !hub.store().is_shared() {
        return;
    }
    let step = (hub.config().lease / 4).max(Duration::from_millis(50));
    let hub = Arc::downgrade(hub);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(step).await;
            let Some(hub) = hub.upgrade() else {
                return;
            };
            pass(&hub).await;
        }
    });
}

/// One look at the store: a wrong term let go, this process's own tables taken back, the
/// orphans adopted.
async fn pass(hub: &Arc<Hub>) {
    if hub.is_draining() || hub.lease().hold().is_none() {
        return;
    }
    // What runs here is read before the store is asked, so a table taken meanwhile is not
    // mistaken for one the store no longer gives this process.
    let running = hub.registry().terms();
    let Ok(stored) = hub.store().mine().await else {
        return;
    };
    let stored: HashMap<String, u64> = stored.into_iter().collect();
    for (code, term, task) in &running {
        let stored = stored.get(code).copied();
        if stored != Some(*term) {
            // The table decides: its own taking back may have raised the term since. A full
            // queue is tried at the next pass.
            let _ = task.try_send(Command::StoredTerm(stored));
        }
    }
    for code in stored.keys() {
        if room(hub) == 0 {
            return;
        }
        if !hub.registry().contains(code) {
            let _ = hub.locate(code).await;
        }
    }
    loop {
        let room = room(hub);
        // Others' tables wait until this process has held its lease a while (`Lease::settled`).
        if room == 0 || !hub.lease().settled() {
            return;
        }
        let Ok(codes) = hub.store().orphans(room.min(BATCH)).await else {
            return;
        };
        let before = hub.table_count();
        for code in &codes {
            let _ = hub.locate(code).await;
        }
        // Another pass soon takes the rest, or what others could not.
        if codes.len() < BATCH || hub.table_count() == before {
            return;
        }
    }
}

/// How many more tables this process may take.
fn room(hub: &Hub) -> usize {
    hub.config().max_tables.saturating_sub(hub.table_count())
}
