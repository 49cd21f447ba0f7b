//! This process's session: the connection that holds its advisory lock, and the heartbeat
//! renewed on it a few times per lease. The lease (`crate::lease`) is held from each answered
//! heartbeat's sending until a lease later, and lost the moment the session drops, since the
//! lock drops with it and the other processes may then take every table at once. A lost
//! session is opened again, and the lock taken again, once the database answers.

use super::link::{connect_watched, failed};
use super::{ANSWER_WITHIN, LOCK_SPACE};
use crate::lease::Lease;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;
use tokio::time::{Instant, sleep, sleep_until, timeout};
use tokio_postgres::Client;

/// The connection holding this process's advisory lock, and the task driving it, which ends
/// when the connection does.
pub(super) struct Session {
    client: Client,
    driving: JoinHandle<()>,
}

/// Opens a session and takes this process's lock on it. The lock may still be held by a
/// session of this process the database has yet to see gone: then it is tried again later.
pub(super) async fn open(url: &str, me: i32) -> Result<Session, String> {
    let (client, driving) = connect_watched(url).await?;
    let locked = timeout(
        ANSWER_WITHIN,
        client.query_one("SELECT pg_try_advisory_lock($1, $2)", &[&LOCK_SPACE, &me]),
    )
    .await
    .map_err(|_| "the database did not answer in time".to_string())?
    .map_err(failed)?
    .get::<_, bool>(0);
    if !locked {
        return Err("this process's lock is still held by its last session".into());
    }
    Ok(Session { client, driving })
}

/// Renews the heartbeat on the session; the lease is held from the moment it was sent, if it
/// is answered. While it waits, the lease running out is noticed at once.
pub(super) async fn beat(session: &Session, me: i32, lease: &Lease, length: Duration) -> bool {
    let sent_at = Instant::now();
    let params: [&(dyn tokio_postgres::types::ToSql + Sync); 1] = [&me];
    let renewing = timeout(
        ANSWER_WITHIN.min(length),
        session.client.execute(
            "UPDATE processes SET heartbeat = now() WHERE id = $1",
            &params,
        ),
    );
    tokio::pin!(renewing);
    let answered = loop {
        let runs_out = lease.until().unwrap_or_else(|| Instant::now() + length);
        tokio::select! {
            answered = &mut renewing => break answered,
            _ = sleep_until(runs_out) => lease.lapse_if_due(),
        }
    };
    if matches!(answered, Ok(Ok(1))) {
        lease.renewed(sent_at, length);
        true
    } else {
        false
    }
}

/// Keeps the session and its heartbeat until the store is dropped (`alive` is then None).
pub(super) async fn keep(
    alive: std::sync::Weak<impl Send + Sync>,
    url: String,
    me: i32,
    lease: Arc<Lease>,
    length: Duration,
    mut session: Option<Session>,
) {
    let step = (length / 4).max(Duration::from_millis(50));
    let mut told = false;
    loop {
        if alive.strong_count() == 0 {
            lease.lost();
            return;
        }
        let mut current = match session.take() {
            Some(current) => current,
            None => match open(&url, me).await {
                Ok(fresh) => {
                    told = false;
                    fresh
                }
                Err(problem) => {
                    if !told {
                        eprintln!("challenge-server: the database session is lost: {problem}");
                        told = true;
                    }
                    lease.lapse_if_due();
                    sleep(step).await;
                    continue;
                }
            },
        };
        let started = Instant::now();
        if !beat(&current, me, &lease, length).await {
            // Given up, the session takes the lock with it: the tables go at once.
            lease.lost();
            continue;
        }
        // Until the next heartbeat, the session ending tells at once.
        tokio::select! {
            _ = sleep_until(started + step) => session = Some(current),
            _ = &mut current.driving => lease.lost(),
        }
    }
}
