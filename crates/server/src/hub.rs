//! Every open table by invite code, every seat token, the database, and the limits that keep
//! one client from hurting the others.

use crate::config::Config;
use crate::store::{Row, Store};
use crate::table::{self, Command, NewTable, Table};
use challenge_online::{CODE_ALPHABET, CODE_LENGTH, ErrorKind, Refusal, SeatPlan};
use challenge_rules::{GameId, Level, Seat};
use serde_json::Value;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// Commands a table's task may have waiting before senders wait for it.
const TABLE_QUEUE: usize = 256;
/// How long the window of missed invite-code lookups lasts.
const MISS_WINDOW: Duration = Duration::from_secs(60);

pub struct Hub {
    config: Arc<Config>,
    store: Store,
    tables: Mutex<HashMap<String, mpsc::Sender<Command>>>,
    tokens: Mutex<HashMap<String, String>>,
    misses: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    connections: AtomicUsize,
    next_connection: AtomicU64,
}

/// A poisoned lock only means another task panicked mid-update of a plain map; the map is
/// still usable, and one table's bug must not stop every other table.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Random bytes from the operating system. Tokens and codes must not be guessable, so there is
/// no fallback to a weaker source: without one the server cannot run.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if let Err(e) = getrandom::fill(&mut bytes) {
        panic!("the operating system gave no random bytes: {e}");
    }
    bytes
}

impl Hub {
    pub fn new(config: Config, store: Store) -> Arc<Hub> {
        Arc::new(Hub {
            config: Arc::new(config),
            store,
            tables: Mutex::new(HashMap::new()),
            tokens: Mutex::new(HashMap::new()),
            misses: Mutex::new(HashMap::new()),
            connections: AtomicUsize::new(0),
            next_connection: AtomicU64::new(1),
        })
    }

    pub fn config(&self) -> &Arc<Config> {
        &self.config
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn table_count(&self) -> usize {
        lock(&self.tables).len()
    }

    /// A new seat token: 128 random bits.
    pub fn new_token(&self) -> String {
        random_bytes::<16>()
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }

    fn new_code(&self, tables: &HashMap<String, mpsc::Sender<Command>>) -> String {
        loop {
            // 16 letters: each takes 4 random bits, so every code is equally likely.
            let bits = random_bytes::<3>();
            let code: String = (0..CODE_LENGTH)
                .map(|i| {
                    let nibble = (bits[i / 2] >> (4 * (i % 2))) & 0x0f;
                    CODE_ALPHABET[nibble as usize % CODE_ALPHABET.len()] as char
                })
                .collect();
            if !tables.contains_key(&code) {
                return code;
            }
        }
    }

    pub fn add_token(&self, token: &str, code: &str) {
        lock(&self.tokens).insert(token.to_string(), code.to_string());
    }

    pub fn remove_token(&self, token: &str) {
        lock(&self.tokens).remove(token);
    }

    /// A table's task ended: forget its code and tokens.
    pub fn table_closed(&self, code: &str, tokens: &[String]) {
        lock(&self.tables).remove(code);
        let mut index = lock(&self.tokens);
        for token in tokens {
            index.remove(token);
        }
    }

    /// Counts a WebSocket connection in and gives it its id. The cap on connections is kept
    /// where sockets are accepted (`sockets.rs`), which counts every WebSocket before it is one.
    pub fn connection_opened(&self) -> u64 {
        self.connections.fetch_add(1, Ordering::SeqCst);
        self.next_connection.fetch_add(1, Ordering::Relaxed)
    }

    pub fn connection_closed(&self) {
        self.connections.fetch_sub(1, Ordering::SeqCst);
    }

    pub fn connection_count(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }

    /// Refuses an address that missed too many codes or tokens lately, so they cannot be
    /// found by trying.
    fn check_misses(&self, ip: IpAddr) -> Result<(), Refusal> {
        let mut misses = lock(&self.misses);
        if let Some((since, count)) = misses.get(&ip) {
            if since.elapsed() >= MISS_WINDOW {
                misses.remove(&ip);
            } else if *count >= self.config.lookups_per_minute {
                return Err(Refusal::new(
                    ErrorKind::Limit,
                    "too many wrong codes from this address: wait a minute",
                ));
            }
        }
        Ok(())
    }

    fn count_miss(&self, ip: IpAddr) {
        let mut misses = lock(&self.misses);
        if misses.len() > 100_000 {
            misses.retain(|_, (since, _)| since.elapsed() < MISS_WINDOW);
        }
        let entry = misses.entry(ip).or_insert((Instant::now(), 0));
        entry.1 += 1;
    }

    /// The table with this invite code.
    pub fn find(&self, code: &str, ip: IpAddr) -> Result<mpsc::Sender<Command>, Refusal> {
        self.check_misses(ip)?;
        let found = challenge_online::normalize_code(code)
            .and_then(|code| lock(&self.tables).get(&code).cloned());
        found.ok_or_else(|| {
            self.count_miss(ip);
            Refusal::new(
                ErrorKind::NotFound,
                format!(
                    "no table has the code '{}'",
                    code.chars().take(12).collect::<String>()
                ),
            )
        })
    }

    /// The table of the seat this token holds. A right token is never refused: at 128 random
    /// bits it cannot be found by trying, and the players behind one router share an address,
    /// so one of them mistyping codes must not keep the others from their seats. Wrong tokens
    /// count as misses like wrong codes.
    pub fn find_token(&self, token: &str, ip: IpAddr) -> Result<mpsc::Sender<Command>, Refusal> {
        let found = challenge_online::is_token(token)
            .then(|| lock(&self.tokens).get(token).cloned())
            .flatten()
            .and_then(|code| lock(&self.tables).get(&code).cloned());
        if let Some(table) = found {
            return Ok(table);
        }
        self.check_misses(ip)?;
        self.count_miss(ip);
        Err(Refusal::new(
            ErrorKind::NotFound,
            "no seat holds that token",
        ))
    }

    /// Opens a table, writes it, and starts its task. Returns its code, the host's token
    /// and the way to its task.
    #[allow(clippy::too_many_arguments)]
    pub async fn create(
        self: &Arc<Hub>,
        game: &str,
        seats: Vec<SeatPlan>,
        options: Value,
        seed: Option<u64>,
        host_seat: Option<Seat>,
        host_name: String,
        stand_in: Level,
    ) -> Result<(String, String, mpsc::Sender<Command>), Refusal> {
        let game = GameId::from_id(game).ok_or_else(|| {
            Refusal::new(
                ErrorKind::BadMessage,
                format!("unknown game '{game}': the games are {}", GameId::id_list()),
            )
        })?;
        if self.table_count() >= self.config.max_tables {
            return Err(Refusal::new(
                ErrorKind::Limit,
                "the server has as many tables as it takes: try again later",
            ));
        }
        let (sender, receiver) = mpsc::channel(TABLE_QUEUE);
        let host_token = self.new_token();
        let code = {
            let tables = lock(&self.tables);
            self.new_code(&tables)
        };
        let seed = seed.unwrap_or_else(|| u64::from_le_bytes(random_bytes::<8>()));
        let table = Table::new(
            NewTable {
                code: code.clone(),
                game,
                seats,
                options,
                seed,
                host_seat,
                host_name,
                host_token: host_token.clone(),
                stand_in,
            },
            self.clone(),
            sender.downgrade(),
        )?;
        table.persist().await?;
        {
            let mut tables = lock(&self.tables);
            if tables.contains_key(&code) {
                // Drawn twice while the first was being written: vanishingly rare; ask again.
                return Err(Refusal::new(
                    ErrorKind::Server,
                    "the invite code clashed with another table: try again",
                ));
            }
            tables.insert(code.clone(), sender.clone());
        }
        self.add_token(&host_token, &code);
        tokio::spawn(table::run(table, receiver));
        Ok((code, host_token, sender))
    }

    /// Brings back the tables read from the database; a row that cannot be read is reported
    /// and skipped. Returns how many came back.
    pub fn restore(self: &Arc<Hub>, rows: Vec<Row>) -> usize {
        let mut restored = 0;
        for row in rows {
            let (sender, receiver) = mpsc::channel(TABLE_QUEUE);
            match Table::restore(&row, self.clone(), sender.downgrade()) {
                Ok(table) => {
                    for token in table.tokens() {
                        self.add_token(&token, table.code());
                    }
                    lock(&self.tables).insert(row.code.clone(), sender);
                    tokio::spawn(table::run(table, receiver));
                    restored += 1;
                }
                Err(problem) => {
                    eprintln!(
                        "challenge-server: table {} skipped, it cannot be read: {problem}",
                        row.code
                    );
                }
            }
        }
        restored
    }

    /// Stops every table's task, then waits until the database has everything.
    pub async fn stop(&self) {
        let senders: Vec<mpsc::Sender<Command>> = lock(&self.tables).values().cloned().collect();
        for sender in senders {
            let (done, stopped) = oneshot::channel();
            if sender.send(Command::Stop { done }).await.is_ok() {
                let _ = stopped.await;
            }
        }
        self.store.flush().await;
    }
}
