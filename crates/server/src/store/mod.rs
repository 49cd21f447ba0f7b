//! Where tables are kept: one interface, two databases. SQLite, embedded, is the default for
//! one process; PostgreSQL (`--db postgres://…`) lets several processes share one set of
//! tables. Beside each table's snapshot sits an append-only log of its actions, so a table can
//! be rebuilt, audited and replayed (`audit.rs`).

mod migrations;
mod postgres;
mod sqlite;

use crate::lease::Lease;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

pub use postgres::Postgres;
pub use sqlite::Sqlite;

/// Which database the tables are kept in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// A SQLite file: one process owns every table.
    Sqlite(PathBuf),
    /// A PostgreSQL connection string: processes share the tables, each running those it holds
    /// a lease on.
    Postgres(String),
}

impl Database {
    /// `postgres://…` or `postgresql://…` names PostgreSQL; anything else is a SQLite file.
    pub fn parse(text: &str) -> Database {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Database::Postgres(text.to_string())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }

    /// How the database is named in what the server prints: a PostgreSQL password is left out.
    pub fn describe(&self) -> String {
        match self {
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => match (url.find("://"), url.rfind('@')) {
                (Some(scheme), Some(at)) if at > scheme => {
                    format!("{}://…{}", &url[..scheme], &url[at..])
                }
                _ => url.clone(),
            },
        }
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

/// One table as stored: its invite code, the table around the game (JSON, see
/// `table::StoredTable`) and the game in the rules' save format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub code: String,
    pub meta: String,
    pub save: String,
}

/// A table as read back, with the lease term this process now holds it under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Held {
    pub row: Row,
    pub term: u64,
}

/// One action as logged: the ply it made, the seat that took it and the action as the rules
/// read it (JSON).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedAction {
    pub ply: u64,
    pub seat: usize,
    pub action: String,
}

/// A table written after a change: its row, the seat tokens to find it by, and the action that
/// changed it, if one did.
#[derive(Clone, Debug)]
pub struct Write {
    pub row: Row,
    pub term: u64,
    /// When the table's current game was dealt (the table made, for its first game; unix
    /// seconds, each game later than the last): with the code, it names the game in the log.
    pub created: u64,
    pub ply: u64,
    pub tokens: Vec<String>,
    pub action: Option<LoggedAction>,
}

/// Why a write did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// Another process holds the table now: this one must let it go and never write it again.
    Fenced,
    /// The database could not take it (it is down, full, …); nothing was written.
    Failed(String),
}

/// Where a table asked for by code or token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// This process holds it now, read back as stored.
    Mine(Held),
    /// A live process holds it, reachable at this address.
    Elsewhere(String),
    /// No table has that code.
    Missing,
}

/// The store tables are written through; cheap to clone.
#[derive(Clone)]
pub enum Store {
    Sqlite(Sqlite),
    Postgres(Postgres),
}

/// What a process tells the store about itself when it opens it.
#[derive(Clone, Debug)]
pub struct Process {
    /// Where other processes reach this one's table protocol (HOST:PORT).
    pub address: String,
    /// How long a process that stopped renewing its lease keeps its tables.
    pub lease: Duration,
}

impl Store {
    /// Opens the database, brings its schema up to date, and returns the tables this process
    /// runs from the start: every table for SQLite, none for PostgreSQL, where a process takes
    /// a table when a player asks for it.
    pub async fn open(database: &Database, process: Process) -> Result<(Store, Vec<Held>), String> {
        match database {
            Database::Sqlite(path) => {
                let (store, rows) = Sqlite::open(path)?;
                Ok((Store::Sqlite(store), rows))
            }
            Database::Postgres(url) => {
                let store = Postgres::open(url, process).await?;
                Ok((Store::Postgres(store), Vec::new()))
            }
        }
    }

    /// The lease this process holds its tables under: for ever with SQLite, kept by the
    /// session's heartbeat with PostgreSQL.
    pub fn lease(&self) -> Arc<Lease> {
        match self {
            Store::Sqlite(_) => Arc::new(Lease::forever()),
            Store::Postgres(store) => store.lease().clone(),
        }
    }

    /// Whether other processes share these tables.
    pub fn is_shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    /// What processes sharing these tables show each other when one forwards a client to
    /// another; None when none share them.
    pub fn forwarding_secret(&self) -> Option<&str> {
        match self {
            Store::Sqlite(_) => None,
            Store::Postgres(store) => Some(store.secret()),
        }
    }

    /// Writes a new table; `Ok(false)` when its code is already taken.
    pub async fn insert(&self, write: Write) -> Result<bool, String> {
        match self {
            Store::Sqlite(store) => store.save(write).await.map(|()| true).map_err(|e| match e {
                WriteError::Failed(message) => message,
                WriteError::Fenced => "the table is held elsewhere".into(),
            }),
            Store::Postgres(store) => store.insert(write).await,
        }
    }

    /// Writes a table and its action, once committed, if this process still holds it.
    pub async fn save(&self, write: Write) -> Result<(), WriteError> {
        match self {
            Store::Sqlite(store) => store.save(write).await,
            Store::Postgres(store) => store.save(write).await,
        }
    }

    /// Forgets a closed table (its action log stays), once committed.
    pub async fn delete(&self, code: &str, term: u64) {
        match self {
            Store::Sqlite(store) => store.delete(code),
            Store::Postgres(store) => store.delete(code, term).await,
        }
    }

    /// Waits until everything written before is committed.
    pub async fn flush(&self) {
        match self {
            Store::Sqlite(store) => store.flush().await,
            Store::Postgres(store) => store.flush().await,
        }
    }

    /// Takes the table with this code if no live process holds it, or says who does. A table
    /// whose owner is not live is taken only when `from_others` (`Lease::settled`): otherwise
    /// the claim says where its owner is, as for a live one.
    pub async fn claim(&self, code: &str, from_others: bool) -> Result<Claim, String> {
        match self {
            Store::Sqlite(_) => Ok(Claim::Missing),
            Store::Postgres(store) => store.claim(code, from_others).await,
        }
    }

    /// Takes back a table held under `term` before the lease was lost: the new term, or None
    /// when another process took it (`Postgres::reclaim`). SQLite's lease is never lost.
    pub async fn reclaim(&self, code: &str, term: u64) -> Result<Option<u64>, String> {
        match self {
            Store::Sqlite(_) => Ok(Some(term)),
            Store::Postgres(store) => store.reclaim(code, term).await,
        }
    }

    /// Codes of tables no live process holds, at most `most` (none with SQLite, where this
    /// process runs every table).
    pub async fn orphans(&self, most: usize) -> Result<Vec<String>, String> {
        match self {
            Store::Sqlite(_) => Ok(Vec::new()),
            Store::Postgres(store) => store.orphans(most).await,
        }
    }

    /// Every table the store says this process holds, with its term (none with SQLite, where
    /// no other process can take one).
    pub async fn mine(&self) -> Result<Vec<(String, u64)>, String> {
        match self {
            Store::Sqlite(_) => Ok(Vec::new()),
            Store::Postgres(store) => store.mine().await,
        }
    }

    /// The code of the table where this token holds a seat, among tables this process does
    /// not run.
    pub async fn code_of_token(&self, token: &str) -> Result<Option<String>, String> {
        match self {
            Store::Sqlite(_) => Ok(None),
            Store::Postgres(store) => store.code_of_token(token).await,
        }
    }

    /// Codes and tokens this address missed within the window.
    pub async fn misses(&self, address: IpAddr, window: Duration) -> Result<u32, String> {
        match self {
            Store::Sqlite(store) => Ok(store.misses(address, window)),
            Store::Postgres(store) => store.misses(address, window).await,
        }
    }

    /// Counts one missed code or token from this address.
    pub async fn count_miss(&self, address: IpAddr, window: Duration) {
        match self {
            Store::Sqlite(store) => store.count_miss(address, window),
            Store::Postgres(store) => store.count_miss(address, window).await,
        }
    }

    /// Another live process that takes new tables, for a process that is stopping.
    pub async fn live_peer(&self) -> Option<String> {
        match self {
            Store::Sqlite(_) => None,
            Store::Postgres(store) => store.live_peer().await,
        }
    }

    /// Stops taking new tables (others see this process as stopping).
    pub async fn drain(&self) {
        if let Store::Postgres(store) = self {
            store.drain().await;
        }
    }

    /// Lets every table this process holds go, for another to take at once, and leaves.
    pub async fn release_all(&self) {
        if let Store::Postgres(store) = self {
            store.release_all().await;
        }
    }

    /// A table's logged actions, in order.
    pub async fn actions(&self, code: &str) -> Result<Vec<LoggedAction>, String> {
        match self {
            Store::Sqlite(store) => store.actions(code).await,
            Store::Postgres(store) => store.actions(code).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_is_named_by_its_address_or_its_file() {
        assert_eq!(
            Database::parse("postgres://u:secret@127.0.0.1:5432/db"),
            Database::Postgres("postgres://u:secret@127.0.0.1:5432/db".into())
        );
        assert_eq!(
            Database::parse("tables.sqlite"),
            Database::Sqlite(PathBuf::from("tables.sqlite"))
        );
        let shown = Database::parse("postgres://u:secret@127.0.0.1:5432/db").describe();
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("127.0.0.1:5432/db"), "{shown}");
    }
}
