//! Every table written to an embedded SQLite database after every action, so a restarted
//! server has every game. One thread owns the connection and commits whatever tables wrote
//! meanwhile in one transaction (group commit), so many busy tables cost one commit.

use rusqlite::{Connection, params};
use std::path::Path;
use std::sync::mpsc;
use std::thread;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

/// One table as stored: its invite code, the table around the game (JSON, see
/// `table::StoredTable`) and the game in the rules' save format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub code: String,
    pub meta: String,
    pub save: String,
}

enum Op {
    Save(Row, oneshot::Sender<Result<(), String>>),
    Delete(String),
    Flush(oneshot::Sender<()>),
}

/// The handle tables write through; cheap to clone.
#[derive(Clone)]
pub struct Store {
    ops: mpsc::Sender<Op>,
}

/// The most rows committed in one transaction.
const BATCH: usize = 512;

impl Store {
    /// Opens (or creates) the database and reads every stored table. Rows come back as they
    /// are; the caller reports and skips any it cannot read.
    pub fn open(path: &Path) -> Result<(Store, Vec<Row>), String> {
        let connection = Connection::open(path)
            .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
        connection
            .execute_batch(
                "PRAGMA journal_mode = WAL;
                 PRAGMA synchronous = NORMAL;
                 CREATE TABLE IF NOT EXISTS tables (
                     code TEXT PRIMARY KEY,
                     meta TEXT NOT NULL,
                     save TEXT NOT NULL,
                     updated INTEGER NOT NULL
                 );",
            )
            .map_err(|e| format!("cannot prepare the database {}: {e}", path.display()))?;
        let rows = read_rows(&connection)
            .map_err(|e| format!("cannot read the database {}: {e}", path.display()))?;
        let (ops, receiver) = mpsc::channel();
        thread::Builder::new()
            .name("table-store".into())
            .spawn(move || write_loop(connection, receiver))
            .map_err(|e| format!("cannot start the database writer: {e}"))?;
        Ok((Store { ops }, rows))
    }

    /// Writes a table; the answer comes once the row is committed.
    pub async fn save(&self, row: Row) -> Result<(), String> {
        let (done, answer) = oneshot::channel();
        self.ops
            .send(Op::Save(row, done))
            .map_err(|_| "the database writer has stopped".to_string())?;
        answer
            .await
            .unwrap_or_else(|_| Err("the database writer has stopped".into()))
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
}

fn read_rows(connection: &Connection) -> rusqlite::Result<Vec<Row>> {
    let mut statement = connection.prepare("SELECT code, meta, save FROM tables ORDER BY code")?;
    let rows = statement.query_map([], |row| {
        Ok(Row {
            code: row.get(0)?,
            meta: row.get(1)?,
            save: row.get(2)?,
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
            message
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
        let mut delete = transaction.prepare_cached("DELETE FROM tables WHERE code = ?1")?;
        let now = now_unix();
        for op in batch {
            match op {
                Op::Save(row, _) => {
                    upsert.execute(params![row.code, row.meta, row.save, now])?;
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

    fn row(code: &str, save: &str) -> Row {
        Row {
            code: code.into(),
            meta: "{}".into(),
            save: save.into(),
        }
    }

    #[tokio::test]
    async fn rows_survive_reopening_and_deletes_stick() {
        let dir = std::env::temp_dir().join(format!("challenge-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tables.sqlite");
        let _ = std::fs::remove_file(&path);
        {
            let (store, rows) = Store::open(&path).unwrap();
            assert!(rows.is_empty());
            store.save(row("AAAAAA", "one")).await.unwrap();
            store.save(row("CCCCCC", "two")).await.unwrap();
            store.save(row("AAAAAA", "three")).await.unwrap();
            store.delete("CCCCCC");
            store.flush().await;
        }
        let (_store, rows) = Store::open(&path).unwrap();
        assert_eq!(rows, vec![row("AAAAAA", "three")]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
