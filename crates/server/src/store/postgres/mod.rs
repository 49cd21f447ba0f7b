//! Tables kept in PostgreSQL, shared by every server process. A process holds each table it
//! runs by a lease: the table's row names its owner and a term, and every write says the term
//! it holds, so a process whose table was taken over can never write it again (fencing). A
//! process is live while it holds its session advisory lock (released by PostgreSQL the
//! moment its connection dies) and renews its heartbeat (which stops while it is paused); it
//! counts its own lease by the same two (`session.rs`), so it lets its tables go before any
//! other process may take them. Codes, tokens and the missed-code counts live here too, so any
//! process can answer them.

mod link;
mod session;
mod writer;

use super::{Claim, Held, LoggedAction, Process, Row, Write, WriteError};
use crate::lease::Lease;
use link::{Link, connect, failed, migrate};
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::Client;
use writer::{Op, write_loop};

/// The first key of every advisory lock the server takes ("CHLG"); the second is the process
/// id, or 0 for the lock that keeps two processes from migrating at once.
const LOCK_SPACE: i32 = 0x4348_4C47;
/// How long connecting may take before the database counts as unreachable.
const CONNECT_WITHIN: Duration = Duration::from_secs(3);
/// How long one batch of writes or one lookup may take.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);
/// The most writes committed in one transaction.
const BATCH: usize = 256;

/// Whether process `p` is live: it holds its advisory lock (LOCK_SPACE, its id) and renewed
/// its heartbeat within the lease (`$LEASE`, in milliseconds). A process that is stopping
/// is still live: it holds its tables until it hands them over.
fn live(p: &str, lease: &str) -> String {
    format!(
        "({p}.heartbeat > now() - {lease}::float8 * interval '1 millisecond'
          AND EXISTS (SELECT 1 FROM pg_locks l
                      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                        AND l.classid = 1128811591::oid AND l.objid = {p}.id::oid))"
    )
}

/// The handle tables write through; cheap to clone.
#[derive(Clone)]
pub struct Postgres {
    inner: Arc<Inner>,
}

struct Inner {
    me: i32,
    secret: String,
    length: Duration,
    lease: Arc<Lease>,
    reads: Link,
    ops: mpsc::UnboundedSender<Op>,
    draining: AtomicBool,
}

impl Postgres {
    /// Connects, brings the schema up to date, enters this process among the live ones and
    /// holds its lease from the first heartbeat on.
    pub async fn open(url: &str, process: Process) -> Result<Postgres, String> {
        let mut setup = connect(url).await?;
        migrate(&mut setup).await?;
        let me: i32 = setup
            .query_one(
                "INSERT INTO processes (address) VALUES ($1) RETURNING id",
                &[&process.address],
            )
            .await
            .map_err(failed)?
            .get(0);
        let secret: String = setup
            .query_one("SELECT secret FROM cluster LIMIT 1", &[])
            .await
            .map_err(failed)?
            .get(0);
        // Processes gone a day ago hold nothing any more.
        let _ = setup
            .execute(
                "DELETE FROM processes WHERE heartbeat < now() - interval '1 day'",
                &[],
            )
            .await;
        drop(setup);
        let lease = Arc::new(Lease::pending());
        let first = session::open(url, me).await?;
        if !session::beat(&first, me, &lease, process.lease).await {
            return Err("the database did not renew this process's heartbeat".into());
        }
        let (ops, queued) = mpsc::unbounded_channel();
        let inner = Arc::new(Inner {
            me,
            secret,
            length: process.lease,
            lease: lease.clone(),
            reads: Link::new(url),
            ops,
            draining: AtomicBool::new(false),
        });
        tokio::spawn(session::keep(
            Arc::downgrade(&inner),
            url.to_string(),
            me,
            lease,
            process.lease,
            Some(first),
        ));
        tokio::spawn(write_loop(url.to_string(), me, queued));
        Ok(Postgres { inner })
    }

    /// This process's lease, kept by its session's heartbeat.
    pub fn lease(&self) -> &Arc<Lease> {
        &self.inner.lease
    }

    /// What this process's forwarded connections carry to show they come from a process.
    pub fn secret(&self) -> &str {
        &self.inner.secret
    }

    fn lease_ms(&self) -> f64 {
        self.inner.length.as_secs_f64() * 1000.0
    }

    /// Runs one lookup on the shared connection, within the time allowed.
    async fn read<T, F, Fut>(&self, lookup: F) -> Result<T, String>
    where
        F: FnOnce(Arc<Client>) -> Fut,
        Fut: std::future::Future<Output = Result<T, tokio_postgres::Error>>,
    {
        let client = self.inner.reads.get().await?;
        match tokio::time::timeout(ANSWER_WITHIN, lookup(client)).await {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(e)) => {
                self.inner.reads.reset().await;
                Err(failed(e))
            }
            Err(_) => {
                self.inner.reads.reset().await;
                Err("the database did not answer in time".into())
            }
        }
    }

    fn send(&self, op: Op) -> bool {
        self.inner.ops.send(op).is_ok()
    }

    pub async fn insert(&self, write: Write) -> Result<bool, String> {
        let (done, answer) = oneshot::channel();
        if !self.send(Op::Insert(write, done)) {
            return Err("the database writer has stopped".into());
        }
        answer
            .await
            .unwrap_or_else(|_| Err("the database writer has stopped".into()))
    }

    pub async fn save(&self, write: Write) -> Result<(), WriteError> {
        let stopped = || WriteError::Failed("the database writer has stopped".into());
        let (done, answer) = oneshot::channel();
        if !self.send(Op::Save(write, done)) {
            return Err(stopped());
        }
        answer.await.unwrap_or_else(|_| Err(stopped()))
    }

    /// Forgets a closed table and waits for the commit, so that nothing takes it over (from a
    /// row about to go) once its task has ended.
    pub async fn delete(&self, code: &str, term: u64) {
        let (done, answer) = oneshot::channel();
        if self.send(Op::Delete(code.to_string(), term, done)) {
            let _ = answer.await;
        }
    }

    pub async fn flush(&self) {
        let (done, answer) = oneshot::channel();
        if self.send(Op::Flush(done)) {
            let _ = answer.await;
        }
    }

    /// Takes the table with this code when no process holds it, or this one does by the
    /// store's word, or (`from_others`) its owner is not live; and only while this process is
    /// live itself. Its term is raised. Otherwise says who holds it.
    pub async fn claim(&self, code: &str, from_others: bool) -> Result<Claim, String> {
        let me = self.inner.me;
        let lease = self.lease_ms();
        let claim = format!(
            "UPDATE tables t SET owner = $2, term = t.term + 1
             WHERE t.code = $1
               AND (t.owner IS NULL OR t.owner = $2
                    OR ($4 AND NOT EXISTS (SELECT 1 FROM processes o
                                           WHERE o.id = t.owner AND {owner})))
               AND EXISTS (SELECT 1 FROM processes m
                           WHERE m.id = $2 AND NOT m.draining AND {mine})
             RETURNING t.term, t.meta, t.save",
            owner = live("o", "$3"),
            mine = live("m", "$3"),
        );
        let code_owned = code.to_string();
        let taken = self
            .read(|client| async move {
                client
                    .query_opt(claim.as_str(), &[&code_owned, &me, &lease, &from_others])
                    .await
            })
            .await?;
        if let Some(row) = taken {
            return Ok(Claim::Mine(Held {
                row: Row {
                    code: code.to_string(),
                    meta: row.get(1),
                    save: row.get(2),
                },
                term: row.get::<_, i64>(0) as u64,
            }));
        }
        let code_owned = code.to_string();
        let owner = self
            .read(|client| async move {
                client
                    .query_opt(
                        "SELECT t.owner, p.address FROM tables t
                         LEFT JOIN processes p ON p.id = t.owner
                         WHERE t.code = $1",
                        &[&code_owned],
                    )
                    .await
            })
            .await?;
        Ok(match owner {
            None => Claim::Missing,
            Some(row) => match (
                row.get::<_, Option<i32>>(0),
                row.get::<_, Option<String>>(1),
            ) {
                (Some(owner), _) if owner == me => {
                    return Err("this process's lease is not held just now".into());
                }
                (Some(_), Some(address)) => Claim::Elsewhere(address),
                _ => return Err("the table is changing hands: try again".into()),
            },
        })
    }

    /// Takes back a table this process held under `term` before its lease was lost: its term
    /// is raised once more only if the store still names this process its owner at that term
    /// (so no other process took it meanwhile) and this process is live again. The new term,
    /// or None when the table was taken or is gone; an error when this process is not live in
    /// the store's eyes yet.
    pub async fn reclaim(&self, code: &str, term: u64) -> Result<Option<u64>, String> {
        let me = self.inner.me;
        let lease = self.lease_ms();
        let reclaim = format!(
            "WITH taken AS (
                 UPDATE tables t SET term = t.term + 1
                 WHERE t.code = $1 AND t.owner = $2 AND t.term = $3
                   AND EXISTS (SELECT 1 FROM processes m WHERE m.id = $2 AND {mine})
                 RETURNING t.term)
             SELECT (SELECT term FROM taken), t.owner, t.term FROM tables t WHERE t.code = $1",
            mine = live("m", "$4"),
        );
        let code = code.to_string();
        let held = term as i64;
        let row = self
            .read(|client| async move {
                client
                    .query_opt(reclaim.as_str(), &[&code, &me, &held, &lease])
                    .await
            })
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        match (
            row.get::<_, Option<i64>>(0),
            row.get::<_, Option<i32>>(1),
            row.get::<_, i64>(2),
        ) {
            (Some(taken), _, _) => Ok(Some(taken as u64)),
            (None, Some(owner), stored) if owner == me && stored == held => {
                Err("this process is not live in the store yet".into())
            }
            _ => Ok(None),
        }
    }

    /// Codes of tables no live process holds (their owner died, hangs, or handed them over),
    /// at most `most`, in no particular order, so that processes adopting them at once mostly
    /// take different ones.
    pub async fn orphans(&self, most: usize) -> Result<Vec<String>, String> {
        let lease = self.lease_ms();
        let most = most as i64;
        let orphans = format!(
            "SELECT t.code FROM tables t
             WHERE t.owner IS NULL
                OR t.owner NOT IN (SELECT p.id FROM processes p WHERE {live})
             ORDER BY random() LIMIT $2",
            live = live("p", "$1"),
        );
        let rows = self
            .read(|client| async move { client.query(orphans.as_str(), &[&lease, &most]).await })
            .await?;
        Ok(rows.iter().map(|row| row.get(0)).collect())
    }

    /// Every table the store says this process holds, with its term.
    pub async fn mine(&self) -> Result<Vec<(String, u64)>, String> {
        let me = self.inner.me;
        let rows = self
            .read(|client| async move {
                client
                    .query("SELECT code, term FROM tables WHERE owner = $1", &[&me])
                    .await
            })
            .await?;
        Ok(rows
            .iter()
            .map(|row| (row.get(0), row.get::<_, i64>(1) as u64))
            .collect())
    }

    pub async fn code_of_token(&self, token: &str) -> Result<Option<String>, String> {
        let token = token.to_string();
        let row = self
            .read(|client| async move {
                client
                    .query_opt(
                        "SELECT code FROM tables WHERE tokens @> ARRAY[$1::text]",
                        &[&token],
                    )
                    .await
            })
            .await?;
        Ok(row.map(|row| row.get(0)))
    }

    pub async fn misses(&self, address: IpAddr, window: Duration) -> Result<u32, String> {
        let address = address.to_string();
        let window = window.as_secs_f64();
        let row = self
            .read(|client| async move {
                client
                    .query_opt(
                        "SELECT count FROM address_misses
                         WHERE address = $1 AND since > now() - $2::float8 * interval '1 second'",
                        &[&address, &window],
                    )
                    .await
            })
            .await?;
        Ok(row
            .map(|row| row.get::<_, i32>(0).max(0) as u32)
            .unwrap_or(0))
    }

    pub async fn count_miss(&self, address: IpAddr, window: Duration) {
        let address = address.to_string();
        let window = window.as_secs_f64();
        let counted = self
            .read(|client| async move {
                client
                    .execute(
                        "INSERT INTO address_misses AS m (address, since, count)
                         VALUES ($1, now(), 1)
                         ON CONFLICT (address) DO UPDATE SET
                           count = CASE WHEN m.since > now() - $2::float8 * interval '1 second'
                                        THEN m.count + 1 ELSE 1 END,
                           since = CASE WHEN m.since > now() - $2::float8 * interval '1 second'
                                        THEN m.since ELSE now() END",
                        &[&address, &window],
                    )
                    .await
            })
            .await;
        if let Err(problem) = counted {
            eprintln!("challenge-server: a missed code was not counted: {problem}");
        }
    }

    pub async fn live_peer(&self) -> Option<String> {
        let me = self.inner.me;
        let lease = self.lease_ms();
        let row = self
            .read(|client| async move {
                client
                    .query_opt(
                        "SELECT address FROM processes
                         WHERE id <> $1 AND NOT draining
                           AND heartbeat > now() - $2::float8 * interval '1 millisecond'
                         ORDER BY heartbeat DESC LIMIT 1",
                        &[&me, &lease],
                    )
                    .await
            })
            .await
            .ok()??;
        Some(row.get(0))
    }

    pub async fn drain(&self) {
        self.inner.draining.store(true, Ordering::SeqCst);
        let me = self.inner.me;
        let marked = self
            .read(|client| async move {
                client
                    .execute("UPDATE processes SET draining = true WHERE id = $1", &[&me])
                    .await
            })
            .await;
        if let Err(problem) = marked {
            eprintln!("challenge-server: could not say this process is stopping: {problem}");
        }
    }

    pub async fn release_all(&self) {
        self.flush().await;
        let me = self.inner.me;
        let released = self
            .read(|client| async move {
                client
                    .execute(
                        "UPDATE tables SET owner = NULL, term = term + 1 WHERE owner = $1",
                        &[&me],
                    )
                    .await?;
                client
                    .execute("DELETE FROM processes WHERE id = $1", &[&me])
                    .await
            })
            .await;
        if let Err(problem) = released {
            eprintln!(
                "challenge-server: the tables were not handed over ({problem}); \
                 others take them once this process's lease runs out"
            );
        }
    }

    pub async fn actions(&self, code: &str) -> Result<Vec<LoggedAction>, String> {
        self.flush().await;
        let code = code.to_string();
        let rows = self
            .read(|client| async move {
                client
                    .query(
                        "SELECT ply, seat, action FROM actions
                         WHERE code = $1
                           AND created = (SELECT max(created) FROM actions WHERE code = $1)
                         ORDER BY ply",
                        &[&code],
                    )
                    .await
            })
            .await?;
        Ok(rows
            .iter()
            .map(|row| LoggedAction {
                ply: row.get::<_, i64>(0) as u64,
                seat: row.get::<_, i32>(1) as usize,
                action: row.get(2),
            })
            .collect())
    }
}
