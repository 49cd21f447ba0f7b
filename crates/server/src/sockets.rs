//! Sockets as the server accepts them: each counted against `--max-connections` from the moment
//! it is accepted, and closed when it does not send a whole request in time. Without this, a
//! client that opens sockets and says nothing (or half a request) holds them for ever, past the
//! cap, until the server has no file descriptors left, and holds up a graceful stop.

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::future::Future;
use std::io::{self, IoSlice};
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

/// How long a socket over the cap is given to take its refusal before it is closed.
const REFUSAL_LINGER: Duration = Duration::from_secs(1);

/// The answer to a socket over the cap: plain HTTP, since no WebSocket is open yet to carry a
/// protocol error.
fn refusal() -> String {
    let reason = "the server has as many connections as it takes: try again later\n";
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{reason}",
        reason.len()
    )
}

/// The server's listening socket, counting every socket it hands on.
pub struct GuardedListener {
    listener: TcpListener,
    open: Arc<AtomicUsize>,
    cap: usize,
    request_deadline: Duration,
}

impl GuardedListener {
    pub fn new(listener: TcpListener, cap: usize, request_deadline: Duration) -> GuardedListener {
        GuardedListener {
            listener,
            open: Arc::new(AtomicUsize::new(0)),
            cap,
            request_deadline,
        }
    }

    /// The count of open sockets, which goes on being kept after the listener is handed over.
    pub fn open_sockets(&self) -> Arc<AtomicUsize> {
        self.open.clone()
    }
}

impl Listener for GuardedListener {
    type Io = GuardedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (GuardedStream, SocketAddr) {
        loop {
            // axum's own accept retries, and waits out a lack of file descriptors.
            let (stream, addr) = Listener::accept(&mut self.listener).await;
            let slot = Slot::take(&self.open);
            if self.open.load(Ordering::SeqCst) > self.cap {
                drop(slot);
                tokio::spawn(refuse(stream));
                continue;
            }
            // Table messages are small and awaited: none should wait for the last one's
            // acknowledgement (Nagle's algorithm) before it leaves.
            let _ = stream.set_nodelay(true);
            return (
                GuardedStream::new(stream, slot, self.request_deadline),
                addr,
            );
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// Tells a socket over the cap why, then closes it. What it sent is read away first, since
/// closing a socket with unread bytes resets it and the refusal could be lost.
async fn refuse(mut stream: TcpStream) {
    let _ = tokio::time::timeout(REFUSAL_LINGER, async {
        let _ = stream.write_all(refusal().as_bytes()).await;
        let _ = stream.shutdown().await;
        let mut unread = [0u8; 1024];
        while matches!(stream.read(&mut unread).await, Ok(read) if read > 0) {}
    })
    .await;
}

/// One counted socket: the count goes down when it is dropped, however its connection ends.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(open: &Arc<AtomicUsize>) -> Slot {
        open.fetch_add(1, Ordering::SeqCst);
        Slot(open.clone())
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// An accepted socket. Until it becomes a WebSocket, each request must arrive whole within the
/// deadline, counted from the opening or from the server's last answer; reading past it fails,
/// which ends the connection. A WebSocket keeps its own watch on its client.
pub struct GuardedStream {
    stream: TcpStream,
    _slot: Slot,
    request_deadline: Duration,
    deadline: Pin<Box<Sleep>>,
    upgraded: Arc<AtomicBool>,
}

impl GuardedStream {
    fn new(stream: TcpStream, slot: Slot, request_deadline: Duration) -> GuardedStream {
        GuardedStream {
            stream,
            _slot: slot,
            request_deadline,
            deadline: Box::pin(tokio::time::sleep(request_deadline)),
            upgraded: Arc::new(AtomicBool::new(false)),
        }
    }

    fn watched(&self) -> bool {
        !self.upgraded.load(Ordering::Relaxed)
    }

    /// The server answered: the next request has the whole deadline again.
    fn answered(&mut self, written: &Poll<io::Result<usize>>) {
        if matches!(written, Poll::Ready(Ok(bytes)) if *bytes > 0) && self.watched() {
            let next = Instant::now() + self.request_deadline;
            self.deadline.as_mut().reset(next);
        }
    }
}

impl AsyncRead for GuardedStream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.watched() && this.deadline.as_mut().poll(cx).is_ready() {
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "no whole request within the deadline",
            )));
        }
        Pin::new(&mut this.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for GuardedStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let written = Pin::new(&mut this.stream).poll_write(cx, buf);
        this.answered(&written);
        written
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let written = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        this.answered(&written);
        written
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// What a request knows of its socket: the client's address, and a way to tell the socket that
/// it has become a WebSocket and is no longer held to the request deadline.
#[derive(Clone, Debug)]
pub struct Peer {
    pub addr: SocketAddr,
    upgraded: Arc<AtomicBool>,
}

impl Peer {
    pub fn upgraded(&self) {
        self.upgraded.store(true, Ordering::Relaxed);
    }
}

impl Connected<IncomingStream<'_, GuardedListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, GuardedListener>) -> Peer {
        Peer {
            addr: *stream.remote_addr(),
            upgraded: stream.io().upgraded.clone(),
        }
    }
}
