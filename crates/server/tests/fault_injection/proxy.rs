//! A small TCP proxy between one server process and PostgreSQL, on loopback, that can hold
//! every byte back for a while: the nemesis's delayed database connection. Each direction
//! delivers its bytes in order, each no sooner than the delay after it arrived; a side that
//! closes closes the other.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio::time::Instant;

pub struct Proxy {
    pub port: u16,
    delay_ms: Arc<AtomicU64>,
    task: JoinHandle<()>,
}

impl Proxy {
    /// Listens on a free loopback port and passes every connection on to `target`.
    pub async fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a free port");
        let port = listener.local_addr().unwrap().port();
        let delay_ms = Arc::new(AtomicU64::new(0));
        let delay = delay_ms.clone();
        let task = tokio::spawn(async move {
            while let Ok((inbound, _)) = listener.accept().await {
                let delay = delay.clone();
                tokio::spawn(async move {
                    let Ok(outbound) = TcpStream::connect(target).await else {
                        return;
                    };
                    let _ = inbound.set_nodelay(true);
                    let _ = outbound.set_nodelay(true);
                    let (from_client, to_client) = inbound.into_split();
                    let (from_server, to_server) = outbound.into_split();
                    tokio::spawn(pump(from_client, to_server, delay.clone()));
                    tokio::spawn(pump(from_server, to_client, delay));
                });
            }
        });
        Proxy {
            port,
            delay_ms,
            task,
        }
    }

    /// Holds every byte back this long from now on (zero: none).
    pub fn set_delay(&self, delay: Duration) {
        self.delay_ms
            .store(delay.as_millis() as u64, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// One direction: what is read is written on no sooner than the delay after, in order.
async fn pump(mut from: OwnedReadHalf, mut to: OwnedWriteHalf, delay: Arc<AtomicU64>) {
    let (queued, mut due) = mpsc::unbounded_channel::<(Instant, Vec<u8>)>();
    let reading = tokio::spawn(async move {
        let mut buffer = vec![0u8; 16 * 1024];
        loop {
            match from.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(read) => {
                    let at = Instant::now() + Duration::from_millis(delay.load(Ordering::SeqCst));
                    if queued.send((at, buffer[..read].to_vec())).is_err() {
                        return;
                    }
                }
            }
        }
    });
    while let Some((at, bytes)) = due.recv().await {
        tokio::time::sleep_until(at).await;
        if to.write_all(&bytes).await.is_err() {
            break;
        }
    }
    reading.abort();
    let _ = to.shutdown().await;
}
