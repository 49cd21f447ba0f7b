//! Every table written to an embedded SQLite database after every action, so a restarted
//! server has every game. One thread owns the connection and commits whatever tables wrote
//! meanwhile in one transaction (group commit), so many busy tables cost one commit. One
//! process owns the file, so the missed-code counts are kept in memory.

use super::migrations;
use super::{Held, LoggedAction, Row, Write, WriteError};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

enum Op {
    Save(Write, oneshot::Sender<Result<(), WriteError>>),
    Delete(String),
    Flush(oneshot::Sender<()>),
}

/// The handle tables write through; cheap to clone.
#[derive(Clone)]
pub struct Sqlite {
    ops: mpsc::Sender<Op>,
    path: PathBuf,
    misses: Arc<Mutex<HashMap<IpAddr, (Instant, u32)>>>,
}

/// The most rows committed in one transaction.
const BATCH: usize = 512;

impl Sqlite {
    /// Opens (or creates) the database, brings its schema up to date and reads every stored
    /// table. Rows come back as they are; the caller reports and skips any it cannot read.
    pub fn open(path: &Path) -> Result<(Sqlite, Vec<Held>), String> {
        let mut connection = Connection::open(path)
            .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
        connection
            .execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;")
            .and_then(|()| migrate(&mut connection))
            .map_err(|e| format!("cannot prepare the database {}: {e}", path.display()))?;
        let rows = read_rows(&connection)
            .map_err(|e| format!("cannot read the database {}: {e}", path.display()))?;
        let (ops, receiver) = mpsc::channel();
        thread::Builder::new()
            .name("table-store".into())
            .spawn(move || write_loop(connection, receiver))
            .map_err(|e| format!("cannot start the database writer: {e}"))?;
        let store = Sqlite {
            ops,
            path: path.to_path_buf(),
            misses: Arc::default(),
        };
        Ok((store, rows))
    }

    /// Writes a table (and its action); the answer comes once the row is committed.
    pub async fn save(&self, write: Write) -> Result<(), WriteError> {
        let stopped = || WriteError::Failed("the database writer has stopped".into());
        let (done, answer) = oneshot::channel();
        self.ops
            .send(Op::Save(write, done))
            .map_err(|_| stopped())?;
        answer.await.unwrap_or_else(|_| Err(stopped()))
    }

    /// Forgets a table (it was closed).
    pub fn delete(&self, code: &str) {
        let _ = self.ops.send(Op::Delete(code.to_string()));
    }

    /// Waits until everything sent before is committed.
    pub async fn flush(&self) {
        let (done, answer) = oneshot::channel();
        if self.ops.send(Op::Flush(done)).is_ok() {
            let _ = answer.await;
        }
    }

    pub fn misses(&self, address: IpAddr, window: Duration) -> u32 {
        let misses = self.misses.lock().unwrap_or_else(|p| p.into_inner());
        match misses.get(&address) {
            Some((since, count)) if since.elapsed() < window => *count,
            _ => 0,
        }
    }

    pub fn count_miss(&self, address: IpAddr, window: Duration) {
        let mut misses = self.misses.lock().unwrap_or_else(|p| p.into_inner());
        if misses.len() > 100_000 {
            misses.retain(|_, (since, _)| since.elapsed() < window);
        }
        let entry = misses.entry(address).or_insert((Instant::now(), 0));
        if entry.0.elapsed() >= window {
            *entry = (Instant::now(), 0);
        }
        entry.1 += 1;
    }

    /// The actions logged for the table with this code (the latest table to have it).
    pub async fn actions(&self, code: &str) -> Result<Vec<LoggedAction>, String> {
        self.flush().await;
        let path = self.path.clone();
        let code = code.to_string();
        let read = move || -> rusqlite::Result<Vec<LoggedAction>> {
            let connection = Connection::open(&path)?;
            let created: Option<i64> = connection
                .query_row(
                    "SELECT max(created) FROM actions WHERE code = ?1",
                    params![code],
                    |row| row.get(0),
                )
                .optional()?
                .flatten();
            let mut statement = connection.prepare(
                "SELECT ply, seat, action FROM actions WHERE code = ?1 AND created = ?2
                 ORDER BY ply",
            )?;
            let rows = statement.query_map(params![code, created.unwrap_or(0)], |row| {
                Ok(LoggedAction {
                    ply: row.get::<_, i64>(0)? as u64,
                    seat: row.get::<_, i64>(1)? as usize,
                    action: row.get(2)?,
                })
            })?;
            rows.collect()
        };
        tokio::task::spawn_blocking(read)
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| format!("cannot read the action log: {e}"))
    }
}

/// Takes the schema steps this file has not taken yet.
fn migrate(connection: &mut Connection) -> rusqlite::Result<()> {
    let transaction = connection.transaction()?;
    transaction.execute_batch(migrations::RECORD)?;
    let taken: i64 = transaction.query_row(
        "SELECT coalesce(max(step), 0) FROM schema_steps",
        [],
        |row| row.get(0),
    )?;
    for (index, step) in migrations::SQLITE.iter().enumerate().skip(taken as usize) {
        transaction.execute_batch(step)?;
        transaction.execute(
            "INSERT INTO schema_steps (step, taken) VALUES (?1, datetime('now'))",
            params![index as i64 + 1],
        )?;
    }
    transaction.commit()
}

fn read_rows(connection: &Connection) -> rusqlite::Result<Vec<Held>> {
    let mut statement = connection.prepare("SELECT code, meta, save FROM tables ORDER BY code")?;
    let rows = statement.query_map([], |row| {
        Ok(Held {
            row: Row {
                code: row.get(0)?,
                meta: row.get(1)?,
                save: row.get(2)?,
            },
            term: 0,
        })
    })?;
    rows.collect()
}

fn now_unix() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

fn write_loop(mut connection: Connection, receiver: mpsc::Receiver<Op>) {
    while let Ok(first) = receiver.recv() {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match receiver.try_recv() {
                Ok(op) => batch.push(op),
                Err(_) => break,
            }
        }
        let result = commit(&mut connection, &batch).map_err(|e| {
            let message = format!("the table could not be saved: {e}");
            eprintln!("challenge-server: {message}");
            WriteError::Failed(message)
        });
        for op in batch {
            match op {
                Op::Save(_, done) => {
                    let _ = done.send(result.clone());
                }
                Op::Flush(done) => {
                    let _ = done.send(());
                }
                Op::Delete(_) => {}
            }
        }
    }
}

fn commit(connection: &mut Connection, batch: &[Op]) -> rusqlite::Result<()> {
    let transaction = connection.transaction()?;
    {
        let mut upsert = transaction.prepare_cached(
            "INSERT INTO tables (code, meta, save, updated) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT(code) DO UPDATE SET meta = ?2, save = ?3, updated = ?4",
        )?;
        let mut log = transaction.prepare_cached(
            "INSERT INTO actions (code, created, ply, seat, action, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )?;
        let mut delete = transaction.prepare_cached("DELETE FROM tables WHERE code = ?1")?;
        let now = now_unix();
        for op in batch {
            match op {
                Op::Save(write, _) => {
                    let row = &write.row;
                    upsert.execute(params![row.code, row.meta, row.save, now])?;
                    if let Some(action) = &write.action {
                        log.execute(params![
                            row.code,
                            write.created as i64,
                            action.ply as i64,
                            action.seat as i64,
                            action.action,
                            now
                        ])?;
                    }
                }
                Op::Delete(code) => {
                    delete.execute(params![code])?;
                }
                Op::Flush(_) => {}
            }
        }
    }
    transaction.commit()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(code: &str, save: &str, action: Option<u64>) -> Write {
        Write {
            row: Row {
                code: code.into(),
                meta: "{}".into(),
                save: save.into(),
            },
            term: 0,
            created: 7,
            ply: action.unwrap_or(0),
            tokens: Vec::new(),
            action: action.map(|ply| LoggedAction {
                ply,
                seat: 1,
                action: format!("{{\"n\":{ply}}}"),
            }),
        }
    }

    fn temp_file(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("challenge-store-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tables.sqlite");
        let _ = std::fs::remove_file(&path);
        path
    }

    #[tokio::test]
    async fn rows_survive_reopening_deletes_stick_and_actions_are_logged() {
        let path = temp_file("rows");
        {
            let (store, rows) = Sqlite::open(&path).unwrap();
            assert!(rows.is_empty());
            store.save(write("AAAAAA", "one", None)).await.unwrap();
            store.save(write("CCCCCC", "two", Some(1))).await.unwrap();
            store.save(write("AAAAAA", "three", Some(1))).await.unwrap();
            store.save(write("AAAAAA", "four", Some(2))).await.unwrap();
            store.delete("CCCCCC");
            store.flush().await;
        }
        let (store, rows) = Sqlite::open(&path).unwrap();
        let codes: Vec<(String, String)> = rows
            .into_iter()
            .map(|held| (held.row.code, held.row.save))
            .collect();
        assert_eq!(codes, vec![("AAAAAA".to_string(), "four".to_string())]);
        let logged = store.actions("AAAAAA").await.unwrap();
        assert_eq!(logged.iter().map(|a| a.ply).collect::<Vec<_>>(), vec![1, 2]);
        // A closed table's actions stay in the log.
        assert_eq!(store.actions("CCCCCC").await.unwrap().len(), 1);
        // The same action twice is refused, and nothing of its batch is written.
        let twice = store.save(write("AAAAAA", "five", Some(2))).await;
        assert!(matches!(twice, Err(WriteError::Failed(_))), "{twice:?}");
    }

    #[test]
    fn a_file_from_before_the_log_is_brought_up_to_date() {
        let path = temp_file("old");
        {
            let old = Connection::open(&path).unwrap();
            old.execute_batch(
                "CREATE TABLE tables (code TEXT PRIMARY KEY, meta TEXT NOT NULL,
                     save TEXT NOT NULL, updated INTEGER NOT NULL);
                 INSERT INTO tables VALUES ('BBBBBB', '{}', 'kept', 1);",
            )
            .unwrap();
        }
        let (_store, rows) = Sqlite::open(&path).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].row.save, "kept");
        let connection = Connection::open(&path).unwrap();
        let steps: i64 = connection
            .query_row("SELECT max(step) FROM schema_steps", [], |row| row.get(0))
            .unwrap();
        assert_eq!(steps as usize, migrations::SQLITE.len());
        // Opening again takes no step twice.
        drop(connection);
        assert!(Sqlite::open(&path).is_ok());
    }
}
