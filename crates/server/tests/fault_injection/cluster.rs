//! The processes under test: a PostgreSQL of the test's own, and two or three server processes
//! (the real binary), each reaching the database through a proxy of its own that the nemesis
//! can slow. A slot's process can be killed, paused, resumed, stopped with SIGTERM and started
//! again (a new process, at a new port). The addresses clients may use are those of the
//! processes that listen: a killed or stopped one is taken out, as a load balancer would; a
//! paused one stays in, as a load balancer cannot tell.

use super::postgres::TestPostgres;
use super::proxy::Proxy;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The addresses clients may connect to now.
pub type Live = Arc<Mutex<Vec<SocketAddr>>>;

struct Slot {
    proxy: Proxy,
    child: Option<Child>,
    addr: Option<SocketAddr>,
    starts: u32,
}

pub struct Cluster {
    pub postgres: TestPostgres,
    slots: Vec<Slot>,
    pub live: Live,
    flags: Vec<String>,
    logs: PathBuf,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn signal(child: &Child, name: &str) {
    let _ = Command::new("kill")
        .args([&format!("-{name}"), &child.id().to_string()])
        .status();
}

/// Starts the server binary with `flags`; the child and the address it printed, or None when
/// it did not start (the database away, say).
fn spawn(flags: &[String], log: PathBuf) -> Option<(Child, SocketAddr)> {
    let stderr = std::fs::File::create(&log).ok()?;
    let mut child = Command::new(env!("CARGO_BIN_EXE_challenge-server"))
        .args(["--addr", "127.0.0.1:0", "--no-web"])
        .args(flags)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .ok()?;
    let mut printed = BufReader::new(child.stdout.take()?);
    let mut line = String::new();
    let read = printed.read_line(&mut line).unwrap_or(0);
    // The rest is read away, so the server never writes to a closed pipe.
    std::thread::spawn(move || printed.lines().for_each(drop));
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|addr| addr.parse().ok());
    match (read, addr) {
        (1.., Some(addr)) => Some((child, addr)),
        _ => {
            let _ = child.kill();
            let _ = child.wait();
            None
        }
    }
}

impl Cluster {
    pub async fn start(processes: usize, flags: Vec<String>, logs: PathBuf) -> Cluster {
        std::fs::create_dir_all(&logs).unwrap();
        let postgres = tokio::task::spawn_blocking(|| TestPostgres::start(false))
            .await
            .unwrap();
        let target = SocketAddr::from(([127, 0, 0, 1], postgres.port()));
        let mut slots = Vec::new();
        for _ in 0..processes {
            slots.push(Slot {
                proxy: Proxy::start(target).await,
                child: None,
                addr: None,
                starts: 0,
            });
        }
        let mut cluster = Cluster {
            postgres,
            slots,
            live: Arc::new(Mutex::new(Vec::new())),
            flags,
            logs,
        };
        for slot in 0..processes {
            assert!(cluster.start_slot(slot).await, "server {slot} starts");
        }
        cluster
    }

    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Starts the slot's process (again), a few tries; whether it listens.
    pub async fn start_slot(&mut self, slot: usize) -> bool {
        for _ in 0..20 {
            let index = &mut self.slots[slot];
            index.starts += 1;
            let mut flags = self.flags.clone();
            flags.extend(["--db".to_string(), TestPostgres::url_at(index.proxy.port)]);
            let log = self
                .logs
                .join(format!("server-{slot}-{}.log", index.starts));
            if let Some((child, addr)) = tokio::task::spawn_blocking(move || spawn(&flags, log))
                .await
                .unwrap()
            {
                index.child = Some(child);
                index.addr = Some(addr);
                lock(&self.live).push(addr);
                return true;
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        false
    }

    fn take_out(&mut self, slot: usize) {
        if let Some(addr) = self.slots[slot].addr.take() {
            lock(&self.live).retain(|live| *live != addr);
        }
    }

    /// kill -9.
    pub fn kill(&mut self, slot: usize) {
        self.take_out(slot);
        if let Some(mut child) = self.slots[slot].child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    pub fn pause(&self, slot: usize) {
        if let Some(child) = &self.slots[slot].child {
            signal(child, "STOP");
        }
    }

    pub fn resume(&self, slot: usize) {
        if let Some(child) = &self.slots[slot].child {
            signal(child, "CONT");
        }
    }

    /// SIGTERM, and the wait for the process to hand its tables over and exit (killed if it
    /// takes longer than `within`); whether it exited by itself, successfully.
    pub async fn drain(&mut self, slot: usize, within: Duration) -> bool {
        let Some(mut child) = self.slots[slot].child.take() else {
            return false;
        };
        signal(&child, "TERM");
        let exited = tokio::task::spawn_blocking(move || {
            let started = std::time::Instant::now();
            loop {
                if let Ok(Some(status)) = child.try_wait() {
                    return status.success();
                }
                if started.elapsed() > within {
                    let _ = child.kill();
                    let _ = child.wait();
                    return false;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        })
        .await
        .unwrap();
        self.take_out(slot);
        exited
    }

    pub fn delay(&self, slot: usize, delay: Duration) {
        self.slots[slot].proxy.set_delay(delay);
    }

    pub async fn restart_database(&self, down: Duration) {
        let postgres = &self.postgres;
        tokio::task::block_in_place(|| postgres.stop());
        tokio::time::sleep(down).await;
        tokio::task::block_in_place(|| postgres.start_again());
    }

    /// Every process's log lines, for a report that failed.
    pub fn logs(&self) -> String {
        let mut all = String::new();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.logs)
            .into_iter()
            .flatten()
            .flatten()
            .map(|entry| entry.path())
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            let tail = &lines[lines.len().saturating_sub(40)..];
            all.push_str(&format!("--- {}\n{}\n", file.display(), tail.join("\n")));
        }
        all
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        for slot in &mut self.slots {
            if let Some(mut child) = slot.child.take() {
                signal(&child, "CONT");
                let _ = child.kill();
                let _ = child.wait();
            }
        }
        let _ = std::fs::remove_dir_all(&self.logs);
    }
}
