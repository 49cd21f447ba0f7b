//! Challenge's online table server: tables by invite code, seats by token, every game held
//! and checked here and written to SQLite (or PostgreSQL, shared by many processes) after
//! every action, each connection sent only what its seat may see. The protocol is in the
//! `challenge-online` crate and `docs/online.md`. No Bevy: it uses the rules crate alone.

pub mod audit;
mod command;
pub mod config;
mod conn;
mod forward;
pub mod hub;
pub mod lease;
mod locks;
pub mod open_tables;
mod random;
mod registry;
mod sockets;
mod stopping;
pub mod store;
pub mod table;
mod watcher;

pub use config::Config;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use hub::Hub;
use sockets::{GuardedListener, Peer};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use store::{Process, Store};
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

    /// The store the tables are kept in.
    pub fn store(&self) -> &Store {
        self.hub.store()
    }

    /// Stops taking new tables, stops every table and waits until the database has all, hands
    /// the tables to the other processes (PostgreSQL), then closes every connection, each with
    /// a close frame that says the server is going away.
    pub async fn stop(mut self) {
        self.hub.drain().await;
        self.hub.stop().await;
        let _ = self.stop.send(true);
        let grace = tokio::time::Instant::now() + STOP_GRACE;
        if tokio::time::timeout_at(grace, &mut self.task)
            .await
            .is_err()
        {
            self.task.abort();
        }
        // The connections close on their own once told: waited for, so that none is cut off
        // before its close frame is written.
        while self.hub.connection_count() > 0 && tokio::time::Instant::now() < grace {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

async fn socket(
    upgrade: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<Peer>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    let forwarded_for = forward::forwarded_for(
        headers
            .get(forward::FORWARDED)
            .and_then(|value| value.to_str().ok()),
        shared.hub.store().forwarding_secret(),
    );
    // Small buffers: table messages are a few kilobytes, and a large read buffer is zeroed
    // on every read, which showed as the server's largest cost under load.
    upgrade
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_message_size(LARGEST_FRAME)
        .max_frame_size(LARGEST_FRAME)
        .on_upgrade(move |socket| {
            peer.upgraded();
            let ip = forwarded_for.unwrap_or(peer.addr.ip());
            let forwarded = forwarded_for.is_some();
            conn::serve(socket, shared.hub, ip, forwarded, shared.stopping)
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

/// Listens, opens the database, brings its tables back, and starts serving.
pub async fn start(config: Config) -> Result<RunningServer, String> {
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address listened on: {e}"))?;
    let advertised = config.advertise.clone().unwrap_or_else(|| {
        // Listening on every interface: the others reach it on loopback unless told better.
        let ip = if addr.ip().is_unspecified() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            addr.ip()
        };
        SocketAddr::new(ip, addr.port()).to_string()
    });
    let process = Process {
        address: advertised,
        lease: config.lease,
    };
    let (store, rows) = Store::open(&config.db, process).await?;
    let web = config
        .web_dir
        .clone()
        .filter(|dir| dir.join("index.html").is_file());
    let listener = GuardedListener::new(listener, config.max_connections, config.request_deadline);
    let sockets = listener.open_sockets();
    let lease = store.lease();
    let hub = Hub::new(config, store, lease);
    let restored = hub.restore(rows);
    watcher::start(&hub);
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
