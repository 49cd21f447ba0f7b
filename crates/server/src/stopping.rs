//! The server's stop as the connections wait on it: a watch that turns true once, when the
//! server stops.

use tokio::sync::watch;

/// Resolves once the server is stopping. The guard `wait_for` returns is dropped here, as it
/// may not be held across an await of a task that moves between threads.
pub async fn server_stopping(stopping: &mut watch::Receiver<bool>) {
    let _stopping = stopping.wait_for(|stop| *stop).await.is_ok();
}
