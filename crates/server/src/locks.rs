//! The one way the server takes a plain lock: a poisoned lock only means another task panicked
//! mid-update of a plain map, which is still usable, and one table's bug must not stop every
//! other table.

use std::sync::{Mutex, MutexGuard};

/// Takes the lock, poisoned or not.
pub fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
