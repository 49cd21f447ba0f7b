//! Tables kept in PostgreSQL, shared by every server process. A process holds each table it
//! runs by a lease: the table's row names its owner and a term, and every write says the term
//! it holds, so a process whose table was taken over can never write it again (fencing). A
//! process is live while it holds its session advisory lock (released by PostgreSQL the
//! moment its connection dies) and renews its heartbeat (which stops while it is paused).
//! Codes, tokens and the missed-code counts live here too, so any process can answer them.

use super::migrations;
use super::{Claim, Held, LoggedAction, Process, Row, Write, WriteError};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;
use tokio::sync::{Mutex, mpsc, oneshot};
use tokio_postgres::{Client, NoTls, Statement};

/// The first key of every advisory lock the server takes ("CHLG"); the second is the process
/// id, or 0 for the lock that keeps two processes from migrating at once.
const LOCK_SPACE: i32 = 0x4348_4C47;
/// How long connecting may take before the database counts as unreachable.
const CONNECT_WITHIN: Duration = Duration::from_secs(3);
/// How long one batch of writes or one lookup may take.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);
/// The most writes committed in one transaction.
const BATCH: usize = 256;

/// Whether the owner of table `t` is live: it holds its advisory lock and renewed its
/// heartbeat within the lease (`$3`, in milliseconds).
const OWNER_IS_LIVE: &str = "EXISTS (
    SELECT 1 FROM processes p
    WHERE p.id = t.owner AND NOT p.draining
      AND p.heartbeat > now() - $3::float8 * interval '1 millisecond'
      AND EXISTS (SELECT 1 FROM pg_locks l
                  WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                    AND l.classid = 1128811591::oid AND l.objid = p.id::oid))";

enum Op {
    Insert(Write, oneshot::Sender<Result<bool, String>>),
    Save(Write, oneshot::Sender<Result<(), WriteError>>),
    Delete(String, u64),
    Flush(oneshot::Sender<()>),
}

/// The handle tables write through; cheap to clone.
#[derive(Clone)]
pub struct Postgres {
    inner: Arc<Inner>,
}

struct Inner {
    me: i32,
    secret: String,
    lease: Duration,
    reads: Link,
    ops: mpsc::UnboundedSender<Op>,
    draining: AtomicBool,
}

/// One connection, opened again when it was lost.
struct Link {
    url: String,
    client: Mutex<Option<Arc<Client>>>,
}

async fn connect(url: &str) -> Result<Client, String> {
    let (client, connection) =
        tokio::time::timeout(CONNECT_WITHIN, tokio_postgres::connect(url, NoTls))
            .await
            .map_err(|_| "the database did not answer in time".to_string())?
            .map_err(|e| format!("cannot reach the database: {e}"))?;
    tokio::spawn(async move {
        // Ends when the connection does; a lost connection is opened again on next use.
        let _ = connection.await;
    });
    Ok(client)
}

fn failed(e: impl std::fmt::Display) -> String {
    format!("the database: {e}")
}

impl Link {
    fn new(url: &str) -> Link {
        Link {
            url: url.to_string(),
            client: Mutex::new(None),
        }
    }

    async fn get(&self) -> Result<Arc<Client>, String> {
        let mut client = self.client.lock().await;
        if let Some(open) = client.as_ref().filter(|c| !c.is_closed()) {
            return Ok(open.clone());
        }
        *client = None;
        let fresh = Arc::new(connect(&self.url).await?);
        *client = Some(fresh.clone());
        Ok(fresh)
    }

    /// Forgets a connection that misbehaved, so the next use opens a new one.
    async fn reset(&self) {
        *self.client.lock().await = None;
    }
}

impl Postgres {
    /// Connects, brings the schema up to date, and enters this process among the live ones.
    pub async fn open(url: &str, process: Process) -> Result<Postgres, String> {
        let mut session = connect(url).await?;
        migrate(&mut session).await?;
        let me: i32 = session
            .query_one(
                "INSERT INTO processes (address) VALUES ($1) RETURNING id",
                &[&process.address],
            )
            .await
            .map_err(failed)?
            .get(0);
        session
            .execute("SELECT pg_advisory_lock($1, $2)", &[&LOCK_SPACE, &me])
            .await
            .map_err(failed)?;
        let secret: String = session
            .query_one("SELECT secret FROM cluster LIMIT 1", &[])
            .await
            .map_err(failed)?
            .get(0);
        // Processes gone a day ago hold nothing any more.
        let _ = session
            .execute(
                "DELETE FROM processes WHERE heartbeat < now() - interval '1 day'",
                &[],
            )
            .await;
        let (ops, queued) = mpsc::unbounded_channel();
        let inner = Arc::new(Inner {
            me,
            secret,
            lease: process.lease,
            reads: Link::new(url),
            ops,
            draining: AtomicBool::new(false),
        });
        tokio::spawn(heartbeat(Arc::downgrade(&inner), url.to_string(), session));
        tokio::spawn(write_loop(url.to_string(), me, queued));
        Ok(Postgres { inner })
    }

    /// What this process's forwarded connections carry to show they come from a process.
    pub fn secret(&self) -> &str {
        &self.inner.secret
    }

    fn lease_ms(&self) -> f64 {
        self.inner.lease.as_secs_f64() * 1000.0
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

    pub async fn delete(&self, code: &str, term: u64) {
        self.send(Op::Delete(code.to_string(), term));
    }

    pub async fn flush(&self) {
        let (done, answer) = oneshot::channel();
        if self.send(Op::Flush(done)) {
            let _ = answer.await;
        }
    }

    pub async fn claim(&self, code: &str) -> Result<Claim, String> {
        let me = self.inner.me;
        let lease = self.lease_ms();
        let claim = format!(
            "UPDATE tables t SET owner = $2, term = t.term + 1
             WHERE t.code = $1 AND (t.owner IS NULL OR t.owner = $2 OR NOT {OWNER_IS_LIVE})
             RETURNING t.term, t.meta, t.save"
        );
        let code_owned = code.to_string();
        let taken = self
            .read(|client| async move {
                client
                    .query_opt(claim.as_str(), &[&code_owned, &me, &lease])
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
                        "SELECT p.address FROM tables t LEFT JOIN processes p ON p.id = t.owner
                         WHERE t.code = $1",
                        &[&code_owned],
                    )
                    .await
            })
            .await?;
        Ok(match owner {
            None => Claim::Missing,
            Some(row) => match row.get::<_, Option<String>>(0) {
                Some(address) => Claim::Elsewhere(address),
                None => return Err("the table is changing hands: try again".into()),
            },
        })
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

/// Takes the schema steps the database has not taken yet, one process at a time.
async fn migrate(client: &mut Client) -> Result<(), String> {
    let transaction = client.transaction().await.map_err(failed)?;
    transaction
        .execute("SELECT pg_advisory_xact_lock($1, 0)", &[&LOCK_SPACE])
        .await
        .map_err(failed)?;
    transaction
        .batch_execute(migrations::RECORD)
        .await
        .map_err(failed)?;
    let taken: i32 = transaction
        .query_one("SELECT coalesce(max(step), 0) FROM schema_steps", &[])
        .await
        .map_err(failed)?
        .get(0);
    for (index, step) in migrations::POSTGRES.iter().enumerate().skip(taken as usize) {
        transaction.batch_execute(step).await.map_err(failed)?;
        transaction
            .execute(
                "INSERT INTO schema_steps (step, taken) VALUES ($1, now()::text)",
                &[&(index as i32 + 1)],
            )
            .await
            .map_err(failed)?;
    }
    transaction.commit().await.map_err(failed)
}

/// Renews this process's heartbeat a few times per lease, opening its session again (and
/// taking its advisory lock again) after the database was lost, until the store is dropped.
async fn heartbeat(inner: Weak<Inner>, url: String, session: Client) {
    let mut session = Some(session);
    loop {
        let (me, lease) = match inner.upgrade() {
            Some(inner) => (inner.me, inner.lease),
            None => return,
        };
        tokio::time::sleep((lease / 4).max(Duration::from_millis(50))).await;
        if session.as_ref().is_none_or(|s| s.is_closed()) {
            session = None;
            if let Ok(fresh) = connect(&url).await
                && fresh
                    .execute("SELECT pg_advisory_lock($1, $2)", &[&LOCK_SPACE, &me])
                    .await
                    .is_ok()
            {
                session = Some(fresh);
            }
        }
        if let Some(client) = &session {
            let renewed = tokio::time::timeout(
                ANSWER_WITHIN,
                client.execute(
                    "UPDATE processes SET heartbeat = now() WHERE id = $1",
                    &[&me],
                ),
            )
            .await;
            if !matches!(renewed, Ok(Ok(_))) {
                session = None;
            }
        }
    }
}

/// The statements the writer runs, prepared once per connection.
struct Prepared {
    insert: Statement,
    save: Statement,
    delete: Statement,
}

async fn prepare(client: &Client) -> Result<Prepared, tokio_postgres::Error> {
    Ok(Prepared {
        insert: client
            .prepare(
                "INSERT INTO tables (code, owner, term, meta, save, tokens, ply)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING",
            )
            .await?,
        // The write happens only under the term held; the action is logged only if it did.
        save: client
            .prepare(
                "WITH saved AS (
                     UPDATE tables SET meta = $3, save = $4, tokens = $5, ply = $6,
                                       updated = now()
                     WHERE code = $1 AND term = $2 RETURNING code),
                 logged AS (
                     INSERT INTO actions (code, created, ply, seat, action, term)
                     SELECT code, $7, $6, $8, $9, $2 FROM saved WHERE $9::text IS NOT NULL)
                 SELECT count(*) FROM saved",
            )
            .await?,
        delete: client
            .prepare("DELETE FROM tables WHERE code = $1 AND term = $2")
            .await?,
    })
}

/// What one write came to.
enum Outcome {
    Inserted(bool),
    Saved(Result<(), WriteError>),
    Done,
}

async fn run_op(
    client: &Client,
    prepared: &Prepared,
    me: i32,
    op: &Op,
) -> Result<Outcome, tokio_postgres::Error> {
    Ok(match op {
        Op::Insert(write, _) => {
            let row = &write.row;
            let inserted = client
                .execute(
                    &prepared.insert,
                    &[
                        &row.code,
                        &me,
                        &(write.term as i64),
                        &row.meta,
                        &row.save,
                        &write.tokens,
                        &(write.ply as i64),
                    ],
                )
                .await?;
            Outcome::Inserted(inserted == 1)
        }
        Op::Save(write, _) => {
            let row = &write.row;
            let seat = write.action.as_ref().map(|a| a.seat as i32);
            let action = write.action.as_ref().map(|a| a.action.clone());
            let saved: i64 = client
                .query_one(
                    &prepared.save,
                    &[
                        &row.code,
                        &(write.term as i64),
                        &row.meta,
                        &row.save,
                        &write.tokens,
                        &(write.ply as i64),
                        &(write.created as i64),
                        &seat,
                        &action,
                    ],
                )
                .await?
                .get(0);
            Outcome::Saved(if saved == 1 {
                Ok(())
            } else {
                Err(WriteError::Fenced)
            })
        }
        Op::Delete(code, term) => {
            client
                .execute(&prepared.delete, &[code, &(*term as i64)])
                .await?;
            Outcome::Done
        }
        Op::Flush(_) => Outcome::Done,
    })
}

/// Runs a batch in one transaction; every op's outcome, or the error that stopped it.
async fn commit(
    client: &Client,
    prepared: &Prepared,
    me: i32,
    batch: &[Op],
) -> Result<Vec<Outcome>, tokio_postgres::Error> {
    client.batch_execute("BEGIN").await?;
    let mut outcomes = Vec::with_capacity(batch.len());
    for op in batch {
        match run_op(client, prepared, me, op).await {
            Ok(outcome) => outcomes.push(outcome),
            Err(e) => {
                let _ = client.batch_execute("ROLLBACK").await;
                return Err(e);
            }
        }
    }
    client.batch_execute("COMMIT").await?;
    Ok(outcomes)
}

fn answer(op: Op, outcome: Result<Outcome, String>) {
    match (op, outcome) {
        (Op::Insert(_, done), Ok(Outcome::Inserted(inserted))) => {
            let _ = done.send(Ok(inserted));
        }
        (Op::Insert(_, done), Err(problem)) => {
            let _ = done.send(Err(problem));
        }
        (Op::Save(_, done), Ok(Outcome::Saved(result))) => {
            let _ = done.send(result);
        }
        (Op::Save(_, done), Err(problem)) => {
            let _ = done.send(Err(WriteError::Failed(problem)));
        }
        (Op::Flush(done), _) => {
            let _ = done.send(());
        }
        (Op::Insert(_, done), Ok(_)) => {
            let _ = done.send(Err("the database answered out of turn".into()));
        }
        (Op::Save(_, done), Ok(_)) => {
            let _ = done.send(Err(WriteError::Failed(
                "the database answered out of turn".into(),
            )));
        }
        (Op::Delete(..), _) => {}
    }
}

/// Commits whatever tables wrote meanwhile in one transaction (group commit). A batch one
/// op of which the database refuses is tried again op by op, so one bad write fails alone.
async fn write_loop(url: String, me: i32, mut queued: mpsc::UnboundedReceiver<Op>) {
    let mut link: Option<(Client, Prepared)> = None;
    while let Some(first) = queued.recv().await {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match queued.try_recv() {
                Ok(op) => batch.push(op),
                Err(_) => break,
            }
        }
        if link.as_ref().is_none_or(|(client, _)| client.is_closed()) {
            link = None;
            match connect(&url).await {
                Ok(client) => match prepare(&client).await {
                    Ok(prepared) => link = Some((client, prepared)),
                    Err(e) => {
                        let problem = failed(e);
                        for op in batch {
                            answer(op, Err(problem.clone()));
                        }
                        continue;
                    }
                },
                Err(problem) => {
                    for op in batch {
                        answer(op, Err(problem.clone()));
                    }
                    continue;
                }
            }
        }
        let Some((client, prepared)) = &link else {
            continue;
        };
        let whole = tokio::time::timeout(ANSWER_WITHIN, commit(client, prepared, me, &batch)).await;
        match whole {
            Ok(Ok(outcomes)) => {
                for (op, outcome) in batch.into_iter().zip(outcomes) {
                    answer(op, Ok(outcome));
                }
            }
            Ok(Err(e)) if !client.is_closed() && batch.len() > 1 => {
                eprintln!("challenge-server: a batch of writes was refused ({e}); trying each");
                for op in batch {
                    let alone = std::slice::from_ref(&op);
                    let outcome = match tokio::time::timeout(
                        ANSWER_WITHIN,
                        commit(client, prepared, me, alone),
                    )
                    .await
                    {
                        Ok(Ok(mut outcomes)) => Ok(outcomes.remove(0)),
                        Ok(Err(e)) => Err(failed(e)),
                        Err(_) => Err("the database did not answer in time".into()),
                    };
                    answer(op, outcome);
                }
            }
            Ok(Err(e)) => {
                let problem = failed(e);
                eprintln!("challenge-server: the tables could not be saved: {problem}");
                for op in batch {
                    answer(op, Err(problem.clone()));
                }
            }
            Err(_) => {
                // The connection is in an unknown state mid-transaction: open a new one.
                link = None;
                for op in batch {
                    answer(op, Err("the database did not answer in time".into()));
                }
            }
        }
    }
}
