//! Load on the table server, over loopback only: 1,000 connections at 250 tables (four
//! connections each: players, and spectators where a game seats fewer) play games back to back
//! at bot speed: each seat acts after a think time around LOAD_THINK_MS (default 700 ms, the
//! server's own computer players' delay), or at once with LOAD_THINK_MS=0, which measures how
//! many actions the server can take. Prints messages per second, the latency from an intent to
//! its update arriving (which includes the database commit and the fan-out), and each server
//! process's CPU and memory. Bounded in time (LOAD_SECS, default 30) and count; it stops the
//! servers (and the database) it started.
//!
//! With LOAD_DB=postgres it starts a PostgreSQL of its own on loopback (as the tests do) and
//! LOAD_PROCESSES server processes on it (default 2); each connection goes to one of them in
//! turn, as a load balancer would send it, so half of them reach their table through the other
//! process. It also prints PostgreSQL's CPU.
//!
//! LOAD_SERVER_ARGS adds flags of the server's own to each process (`--lease-ms 2000`, say), to
//! weigh one setting against the default.
//!
//! cargo bench -p challenge-server --bench load   [LOAD_TABLES=250 LOAD_SECS=30 LOAD_THINK_MS=700]
//! LOAD_DB=postgres LOAD_TABLES=2500 LOAD_THINK_MS=3000 cargo bench -p challenge-server --bench load

#[path = "../tests/common/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use challenge_online::{ClientMessage, SeatPlan, VERSION};
use challenge_rules::{GameId, Level};
use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

const CONNECTIONS_PER_TABLE: usize = 4;

#[derive(Default)]
struct Totals {
    received: AtomicU64,
    actions: AtomicU64,
    games: AtomicU64,
    errors: AtomicU64,
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Starts the server binary on a free port and reads the port from its first line.
fn start_server(db: &str) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_challenge-server"))
        .args(["--addr", "127.0.0.1:0", "--no-web", "--bot-delay-ms", "0"])
        .args([
            "--rate",
            "10000",
            "--burst",
            "10000",
            "--max-connections",
            "20000",
            "--max-tables",
            "20000",
        ])
        .arg("--db")
        .arg(db)
        // LOAD_SERVER_ARGS: more of the server's own flags, to weigh one setting (--lease-ms…).
        .args(
            std::env::var("LOAD_SERVER_ARGS")
                .unwrap_or_default()
                .split_whitespace(),
        )
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    let mut printed = BufReader::new(child.stdout.take().unwrap());
    printed.read_line(&mut line).unwrap();
    // The rest is read away, so the server never writes to a closed pipe.
    std::thread::spawn(move || printed.lines().for_each(drop));
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("unexpected first line from the server: {line}"))
        .to_string();
    (child, addr)
}

/// The fields of /proc/PID/stat after the command name (the first is the state).
fn stat_fields(pid: u32) -> Vec<String> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    stat.rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// CPU seconds a PostgreSQL server and all its backends have used.
fn postgres_cpu(postmaster: u32) -> f64 {
    let mut pids = vec![postmaster];
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        if let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<u32>().ok())
            && stat_fields(pid).get(1).and_then(|p| p.parse::<u32>().ok()) == Some(postmaster)
        {
            pids.push(pid);
        }
    }
    pids.into_iter().map(|pid| process_usage(pid).0).sum()
}

/// CPU seconds the process has used, and its resident memory now and at its peak (kB).
fn process_usage(pid: u32) -> (f64, u64, u64) {
    let fields = stat_fields(pid);
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second).
    let cpu = (ticks(11) + ticks(12)) / 100.0;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb = |key: &str| {
        status
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (cpu, kb("VmRSS:"), kb("VmHWM:"))
}

async fn connect(addr: &str) -> Socket {
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("connects");
    send(&mut socket, &ClientMessage::Hello { v: VERSION }).await;
    socket
}

async fn send(socket: &mut Socket, message: &ClientMessage) {
    let _ = socket.send(Message::Text(message.to_json().into())).await;
}

/// The parts of a server message the load clients act on. Reading only these keeps the
/// clients' share of the two cores small, so the figures are about the server.
#[derive(serde::Deserialize)]
struct Reply {
    #[serde(rename = "type")]
    kind: String,
    code: Option<String>,
    ply: Option<u64>,
    #[serde(default)]
    legal: Vec<Legal>,
    outcome: Option<serde::de::IgnoredAny>,
}

#[derive(serde::Deserialize)]
struct Legal {
    action: serde_json::Value,
}

async fn receive(socket: &mut Socket, totals: &Totals) -> Option<Reply> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                totals.received.fetch_add(1, Ordering::Relaxed);
                return serde_json::from_str(&text).ok();
            }
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

/// One seat or spectator: reads every message; acts at once when it has legal actions,
/// timing each action until its own update arrives.
async fn seat_loop(
    mut socket: Socket,
    totals: Arc<Totals>,
    latencies: Arc<Mutex<Vec<u32>>>,
    mut picks: u64,
    think: Duration,
    deadline: Instant,
) -> Option<Socket> {
    let mut sent_at: Option<(Instant, u64)> = None;
    let mut mine = Vec::new();
    let mut ended = false;
    loop {
        let Ok(Some(message)) =
            tokio::time::timeout_at(deadline.into(), receive(&mut socket, &totals)).await
        else {
            break;
        };
        match message.kind.as_str() {
            "game" => {
                let (ply, legal, outcome) =
                    (message.ply.unwrap_or(0), message.legal, message.outcome);
                if let Some((at, answered)) = sent_at
                    && ply > answered
                {
                    mine.push(at.elapsed().as_micros() as u32);
                    sent_at = None;
                }
                if outcome.is_some() {
                    ended = true;
                    break;
                }
                if !legal.is_empty() {
                    picks ^= picks << 13;
                    picks ^= picks >> 7;
                    picks ^= picks << 17;
                    if !think.is_zero() {
                        // Between half and one and a half times the think time, so tables
                        // do not move in lockstep.
                        let spread = (picks % 1000) as f64 / 1000.0 + 0.5;
                        tokio::time::sleep(think.mul_f64(spread)).await;
                    }
                    let action = legal[(picks >> 16) as usize % legal.len()].action.clone();
                    sent_at = Some((Instant::now(), ply));
                    send(&mut socket, &ClientMessage::Act { ply, action }).await;
                    totals.actions.fetch_add(1, Ordering::Relaxed);
                }
            }
            "error" => {
                totals.errors.fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
    }
    latencies.lock().await.extend(mine);
    ended.then_some(socket)
}

/// One table's four connections playing games of `game` back to back until the deadline.
async fn table_loop(
    addrs: Arc<Vec<String>>,
    game: GameId,
    index: u64,
    think: Duration,
    deadline: Instant,
    totals: Arc<Totals>,
    latencies: Arc<Mutex<Vec<u32>>>,
) {
    let mut sockets = Vec::new();
    for i in 0..CONNECTIONS_PER_TABLE {
        // In turn over the processes, as a load balancer spreads connections.
        let addr = &addrs[(index as usize + i) % addrs.len()];
        sockets.push(connect(addr).await);
    }
    for socket in &mut sockets {
        receive(socket, &totals).await; // hello
    }
    let seats =
        (*game.seat_range().start()).max(CONNECTIONS_PER_TABLE.min(*game.seat_range().end()));
    let mut round = 0;
    while Instant::now() < deadline {
        send(
            &mut sockets[0],
            &ClientMessage::Create {
                game: game.id().into(),
                seats: vec![SeatPlan::Open; seats],
                options: serde_json::Value::Null,
                seed: Some(index * 1000 + round),
                seat: None,
                name: String::new(),
                stand_in: Level::Easy,
                public: false,
                lang: String::new(),
            },
        )
        .await;
        let code = loop {
            match receive(&mut sockets[0], &totals).await {
                Some(Reply {
                    kind,
                    code: Some(code),
                    ..
                }) if kind == "seated" => break code,
                Some(_) => continue,
                None => return,
            }
        };
        for (i, socket) in sockets.iter_mut().enumerate().skip(1) {
            let message = if i < seats {
                ClientMessage::Join {
                    code: code.clone(),
                    name: String::new(),
                    seat: None,
                }
            } else {
                ClientMessage::Watch { code: code.clone() }
            };
            send(socket, &message).await;
            loop {
                match receive(socket, &totals).await {
                    Some(reply) if reply.kind == "seated" => break,
                    Some(_) => continue,
                    None => return,
                }
            }
        }
        send(&mut sockets[0], &ClientMessage::Start).await;
        let players: Vec<_> = sockets
            .drain(..)
            .enumerate()
            .map(|(i, socket)| {
                tokio::spawn(seat_loop(
                    socket,
                    totals.clone(),
                    latencies.clone(),
                    index * 7919 + round * 31 + i as u64 + 1,
                    think,
                    deadline,
                ))
            })
            .collect();
        for player in players {
            if let Ok(Some(socket)) = player.await {
                sockets.push(socket);
            }
        }
        if sockets.len() < CONNECTIONS_PER_TABLE {
            // The deadline came mid-game.
            break;
        }
        totals.games.fetch_add(1, Ordering::Relaxed);
        round += 1;
    }
    for mut socket in sockets {
        let _ = socket.close(None).await;
    }
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let index = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[index] as f64 / 1000.0
}

fn main() {
    let tables = env_number("LOAD_TABLES", 250);
    let seconds = env_number("LOAD_SECS", 30);
    let think = Duration::from_millis(env_number("LOAD_THINK_MS", 700));
    let on_postgres = std::env::var("LOAD_DB").is_ok_and(|db| db == "postgres");
    let processes = env_number("LOAD_PROCESSES", if on_postgres { 2 } else { 1 }).max(1);
    let dir = std::env::temp_dir().join(format!("challenge-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let database = on_postgres.then(|| postgres::TestPostgres::start(true));
    let db = match &database {
        Some(postgres) => postgres.url(),
        None => dir.join("tables.sqlite").to_string_lossy().into_owned(),
    };
    let mut servers = Vec::new();
    let mut addrs = Vec::new();
    for _ in 0..processes {
        let (server, addr) = start_server(&db);
        servers.push(server);
        addrs.push(addr);
    }
    let addrs = Arc::new(addrs);
    let pids: Vec<u32> = servers.iter().map(|server| server.id()).collect();
    let postmaster = database.as_ref().map(|postgres| postgres.postmaster());
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let totals = Arc::new(Totals::default());
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let cpu_before: Vec<f64> = pids.iter().map(|pid| process_usage(*pid).0).collect();
    let postgres_before = postmaster.map(postgres_cpu).unwrap_or(0.0);
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let mut rss_samples: Vec<Vec<u64>> = vec![Vec::new(); pids.len()];
    runtime.block_on(async {
        let mut handles = Vec::new();
        for index in 0..tables {
            let game = GameId::ALL[index as usize % GameId::ALL.len()];
            handles.push(tokio::spawn(table_loop(
                addrs.clone(),
                game,
                index,
                think,
                deadline,
                totals.clone(),
                latencies.clone(),
            )));
        }
        // Every seat stops at the deadline; a connection still waiting on a reply then gives
        // up within this bound.
        let hard_stop = deadline + Duration::from_secs(35);
        for handle in handles {
            let left = hard_stop.saturating_duration_since(Instant::now());
            while !handle.is_finished() && Instant::now() < hard_stop {
                tokio::time::sleep(Duration::from_millis(250).min(left)).await;
                for (samples, pid) in rss_samples.iter_mut().zip(&pids) {
                    samples.push(process_usage(*pid).1);
                }
            }
            if !handle.is_finished() {
                handle.abort();
            }
        }
    });
    let elapsed = started.elapsed().as_secs_f64();
    let usage: Vec<(f64, u64, u64)> = pids.iter().map(|pid| process_usage(*pid)).collect();
    let postgres_used = postmaster.map(postgres_cpu).unwrap_or(0.0) - postgres_before;
    for mut server in servers {
        let _ = server.kill();
        let _ = server.wait();
    }
    drop(database);
    let _ = std::fs::remove_dir_all(&dir);

    let mut sorted = runtime.block_on(latencies.lock()).clone();
    sorted.sort_unstable();
    let received = totals.received.load(Ordering::Relaxed);
    let actions = totals.actions.load(Ordering::Relaxed);
    println!(
        "load: {tables} tables, {} connections, think {} ms, {elapsed:.1} s, {} on {processes} process(es)",
        tables as usize * CONNECTIONS_PER_TABLE,
        think.as_millis(),
        if on_postgres { "PostgreSQL" } else { "SQLite" }
    );
    println!(
        "  games finished {}, actions {actions} ({:.0}/s), messages received {received} ({:.0}/s), refusals {}",
        totals.games.load(Ordering::Relaxed),
        actions as f64 / elapsed,
        received as f64 / elapsed,
        totals.errors.load(Ordering::Relaxed)
    );
    println!(
        "  intent -> own update: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} timed)",
        percentile(&sorted, 0.50),
        percentile(&sorted, 0.90),
        percentile(&sorted, 0.99),
        percentile(&sorted, 1.0),
        sorted.len()
    );
    for (index, ((cpu_after, rss, peak), (before, samples))) in usage
        .into_iter()
        .zip(cpu_before.iter().zip(rss_samples.iter_mut()))
        .enumerate()
    {
        samples.sort_unstable();
        println!(
            "  server {}: CPU {:.1} s ({:.0}% of one core), memory {} MB now, {} MB at peak, {} MB median while loaded",
            index + 1,
            cpu_after - before,
            (cpu_after - before) / elapsed * 100.0,
            rss / 1024,
            peak / 1024,
            samples.get(samples.len() / 2).copied().unwrap_or(0) / 1024
        );
    }
    if on_postgres {
        println!(
            "  PostgreSQL: CPU {postgres_used:.1} s ({:.0}% of one core)",
            postgres_used / elapsed * 100.0
        );
    }
}
