//! Connections to PostgreSQL: one opened within a bound, one kept for lookups and opened again
//! when lost, and the schema steps taken at start, one process at a time.

use super::super::migrations;
use super::{CONNECT_WITHIN, LOCK_SPACE};
use std::sync::Arc;
use tokio::sync::Mutex;
use tokio::task::JoinHandle;
use tokio_postgres::{Client, NoTls};

/// A new connection, and the task that drives it, which ends when the connection does.
pub(super) async fn connect_watched(url: &str) -> Result<(Client, JoinHandle<()>), String> {
    let (client, connection) =
        tokio::time::timeout(CONNECT_WITHIN, tokio_postgres::connect(url, NoTls))
            .await
            .map_err(|_| "the database did not answer in time".to_string())?
            .map_err(|e| format!("cannot reach the database: {e}"))?;
    let driving = tokio::spawn(async move {
        let _ = connection.await;
    });
    Ok((client, driving))
}

/// A new connection; a lost one is opened again on next use.
pub(super) async fn connect(url: &str) -> Result<Client, String> {
    connect_watched(url).await.map(|(client, _driving)| client)
}

pub(super) fn failed(e: impl std::fmt::Display) -> String {
    format!("the database: {e}")
}

/// One connection, opened again when it was lost.
pub(super) struct Link {
    url: String,
    client: Mutex<Option<Arc<Client>>>,
}

impl Link {
    pub(super) fn new(url: &str) -> Link {
        Link {
            url: url.to_string(),
            client: Mutex::new(None),
        }
    }

    pub(super) async fn get(&self) -> Result<Arc<Client>, String> {
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
    pub(super) async fn reset(&self) {
        *self.client.lock().await = None;
    }
}

/// Takes the schema steps the database has not taken yet, one process at a time.
pub(super) async fn migrate(client: &mut Client) -> Result<(), String> {
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
