//! Challenge's online table server: tables by invite code, seats by token, every game held
//! and checked here and written to SQLite after every action, each connection sent only what
//! its seat may see. The protocol is in the `challenge-online` crate and `docs/online.md`.
//! No Bevy: it uses the rules crate alone.

pub mod config;
mod conn;
pub mod hub;
mod sockets;
pub mod store;
pub mod table;

pub use config::Config;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use hub::Hub;
use sockets::{GuardedListener, Peer};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use store::Store;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tower_http::services::ServeDir;

/// Frames larger than this close the connection outright; anything over the protocol's own
/// cap but under this gets an error reply instead.
const LARGEST_FRAME: usize = 1 << 20;
/// How long a stop waits for HTTP requests still being read or answered: a client holding one
/// open (half a request, a download it does not read) must not hold the stop.
const STOP_GRACE: Duration = Duration::from_secs(5);

#[derive(Clone)]
struct Shared {
    hub: Arc<Hub>,
    stopping: watch::Receiver<bool>,
}

/// A server that is listening.
pub struct RunningServer {
    pub addr: SocketAddr,
    /// Tables brought back from the database at start.
    pub restored: usize,
    hub: Arc<Hub>,
    sockets: Arc<AtomicUsize>,
    stop: watch::Sender<bool>,
    task: JoinHandle<std::io::Result<()>>,
}

impl RunningServer {
    pub fn table_count(&self) -> usize {
        self.hub.table_count()
    }

    /// Open WebSocket connections.
    pub fn connection_count(&self) -> usize {
        self.hub.connection_count()
    }

    /// Open sockets, whether or not they have become WebSockets yet.
    pub fn socket_count(&self) -> usize {
        self.sockets.load(Ordering::SeqCst)
    }

    /// Closes every connection, stops every table and waits until the database has all.
    pub async fn stop(mut self) {
        let _ = self.stop.send(true);
        if tokio::time::timeout(STOP_GRACE, &mut self.task)
            .await
            .is_err()
        {
            self.task.abort();
        }
        self.hub.stop().await;
    }
}

async fn socket(
    upgrade: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<Peer>,
    State(shared): State<Shared>,
) -> Response {
    // Small buffers: table messages are a few kilobytes, and a large read buffer is zeroed
    // on every read, which showed as the server's largest cost under load.
    upgrade
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_message_size(LARGEST_FRAME)
        .max_frame_size(LARGEST_FRAME)
        .on_upgrade(move |socket| {
            peer.upgraded();
            conn::serve(socket, shared.hub, peer.addr.ip(), shared.stopping)
        })
}

async fn no_web_build() -> impl IntoResponse {
    Html(
        "<!doctype html><title>Challenge</title><p>This server has no web build to serve. \
         Build it with <code>bash web/build.sh</code> and start the server from the \
         project's folder (or pass <code>--web DIR</code>). The table protocol is at \
         <code>/ws</code>.</p>",
    )
}

/// Opens the database, brings its tables back, and starts listening.
pub async fn start(config: Config) -> Result<RunningServer, String> {
    let (store, rows) = Store::open(&config.db)?;
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address listened on: {e}"))?;
    let web = config
        .web_dir
        .clone()
        .filter(|dir| dir.join("index.html").is_file());
    let listener = GuardedListener::new(listener, config.max_connections, config.request_deadline);
    let sockets = listener.open_sockets();
    let hub = Hub::new(config, store);
    let restored = hub.restore(rows);
    let (stop, stopping) = watch::channel(false);
    let router = Router::new().route(challenge_online::WS_PATH, get(socket));
    let router = match web {
        // The module's precompressed copies (web/build.sh) go to browsers that accept them.
        Some(dir) => {
            router.fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
        }
        None => router.fallback(no_web_build),
    };
    let router = router.with_state(Shared {
        hub: hub.clone(),
        stopping: stopping.clone(),
    });
    let mut until_stopped = stopping;
    let task = tokio::spawn(async move {
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<Peer>(),
        )
        .with_graceful_shutdown(async move {
            let _ = until_stopped.wait_for(|stop| *stop).await;
        })
        .await
    });
    Ok(RunningServer {
        addr,
        restored,
        hub,
        sockets,
        stop,
        task,
    })
}
