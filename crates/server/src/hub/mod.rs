//! Where a table asked for is found, and where new ones are opened: the tables this process
//! runs (its registry), the database, and the limits that keep one client from hurting the
//! others. A table this process does not run is looked up in the store: taken over when no
//! live process holds it, or found at the process that does.

use crate::command::Command;
use crate::config::Config;
use crate::lease::Lease;
use crate::locks::lock;
use crate::random::{new_code, new_token, random_bytes};
use crate::registry::Registry;
use crate::store::{Claim, Held, Store};
use crate::table::{self, Context, NewTable, Table};
use challenge_online::{ErrorKind, OPEN_TABLES_LISTED, OpenTable, Refusal, SeatPlan};
use challenge_rules::{GameId, Level, Seat};
use serde_json::Value;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Commands a table's task may have waiting before senders wait for it.
const TABLE_QUEUE: usize = 256;
/// How long the window of missed invite-code lookups lasts.
const MISS_WINDOW: Duration = Duration::from_secs(60);

/// Tries at drawing an invite code no table has before giving up.
const CODE_TRIES: usize = 8;

mod quick;

pub use quick::Quick;

pub struct Hub {
    /// What every table's task is handed: the settings, the store, the registry, the lease.
    context: Arc<Context>,
    /// Held while a quick game looks for a table and opens one when there is none, so two
    /// players asking at once meet at one table instead of opening two.
    quick: tokio::sync::Mutex<()>,
    /// One lock per code being looked up in the store, so two arrivals for one table take it
    /// over once, while arrivals for other tables go on meanwhile.
    claiming: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    draining: AtomicBool,
    connections: AtomicUsize,
    next_connection: AtomicU64,
}

/// What a new table is opened with: a `create`'s fields, or a quick game's.
pub struct Opening {
    pub game: GameId,
    pub seats: Vec<SeatPlan>,
    pub options: Value,
    pub seed: Option<u64>,
    pub host_seat: Option<Seat>,
    pub host_name: String,
    pub stand_in: Level,
    pub public: bool,
    pub lang: String,
    /// Starts by itself (`table/quick.rs`).
    pub quick: bool,
}

/// The game with this id, or a `bad_message` naming the games there are.
pub fn game_named(id: &str) -> Result<GameId, Refusal> {
    GameId::from_id(id).ok_or_else(|| {
        Refusal::new(
            ErrorKind::BadMessage,
            format!(
                "unknown game '{}': the games are {}",
                id.chars().take(40).collect::<String>(),
                GameId::id_list()
            ),
        )
    })
}

/// Where a table asked for is run.
pub enum Found {
    /// Here: the way to its task.
    Here(mpsc::Sender<Command>),
    /// By another process, reachable at this address.
    Elsewhere(String),
}

fn unreachable_store(problem: String) -> Refusal {
    eprintln!("challenge-server: {problem}");
    Refusal::new(
        ErrorKind::Server,
        "the server cannot reach its tables just now: try again in a moment",
    )
}

/// Not held, the lease leaves this process unable to run tables until it is held again.
fn no_lease() -> Refusal {
    Refusal::new(
        ErrorKind::Server,
        "the server cannot reach its tables just now: try again in a moment",
    )
}

impl Hub {
    pub fn new(config: Config, store: Store, lease: Arc<Lease>) -> Arc<Hub> {
        Arc::new(Hub {
            context: Arc::new(Context {
                config: Arc::new(config),
                store,
                registry: Arc::new(Registry::default()),
                lease,
            }),
            quick: tokio::sync::Mutex::new(()),
            claiming: Mutex::new(HashMap::new()),
            draining: AtomicBool::new(false),
            connections: AtomicUsize::new(0),
            next_connection: AtomicU64::new(1),
        })
    }

    pub fn config(&self) -> &Arc<Config> {
        &self.context.config
    }

    pub fn store(&self) -> &Store {
        &self.context.store
    }

    pub fn lease(&self) -> &Arc<Lease> {
        &self.context.lease
    }

    /// The tables this process runs.
    pub fn registry(&self) -> &Registry {
        &self.context.registry
    }

    pub fn table_count(&self) -> usize {
        self.registry().count()
    }

    /// What `list_tables` answers: the public tables waiting for players, oldest first.
    pub fn list_tables(&self) -> Vec<OpenTable> {
        self.registry().open_tables().oldest(OPEN_TABLES_LISTED)
    }

    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::SeqCst)
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
    async fn check_misses(&self, ip: IpAddr) -> Result<(), Refusal> {
        let misses = self
            .store()
            .misses(ip, MISS_WINDOW)
            .await
            .map_err(unreachable_store)?;
        if misses >= self.config().lookups_per_minute {
            return Err(Refusal::new(
                ErrorKind::Limit,
                "too many wrong codes from this address: wait a minute",
            ));
        }
        Ok(())
    }

    async fn missed(&self, ip: IpAddr, refusal: Refusal) -> Refusal {
        self.store().count_miss(ip, MISS_WINDOW).await;
        refusal
    }

    /// The table with this invite code.
    pub async fn find(self: &Arc<Hub>, code: &str, ip: IpAddr) -> Result<Found, Refusal> {
        self.check_misses(ip).await?;
        let not_found = || {
            Refusal::new(
                ErrorKind::NotFound,
                format!(
                    "no table has the code '{}'",
                    code.chars().take(12).collect::<String>()
                ),
            )
        };
        let Some(code) = challenge_online::normalize_code(code) else {
            return Err(self.missed(ip, not_found()).await);
        };
        match self.locate(&code).await? {
            Some(found) => Ok(found),
            None => Err(self.missed(ip, not_found()).await),
        }
    }

    /// The table of the seat this token holds. A right token is never refused: at 128 random
    /// bits it cannot be found by trying, and the players behind one router share an address,
    /// so one of them mistyping codes must not keep the others from their seats. Wrong tokens
    /// count as misses like wrong codes.
    pub async fn find_token(self: &Arc<Hub>, token: &str, ip: IpAddr) -> Result<Found, Refusal> {
        if challenge_online::is_token(token) {
            let code = match self.registry().code_of_token(token) {
                Some(code) => Some(code),
                None => self
                    .store()
                    .code_of_token(token)
                    .await
                    .map_err(unreachable_store)?,
            };
            if let Some(code) = code
                && let Some(found) = self.locate(&code).await?
            {
                return Ok(found);
            }
        }
        self.check_misses(ip).await?;
        Err(self
            .missed(
                ip,
                Refusal::new(ErrorKind::NotFound, "no seat holds that token"),
            )
            .await)
    }

    /// Where the table with this (tidy) code runs: here, taken over from the store when no
    /// live process holds it, or at the process that does. None when there is no such table.
    pub async fn locate(self: &Arc<Hub>, code: &str) -> Result<Option<Found>, Refusal> {
        if let Some(table) = self.registry().get(code) {
            return Ok(Some(Found::Here(table)));
        }
        if !self.store().is_shared() {
            return Ok(None);
        }
        let claim_lock = self.code_lock(code);
        let found = {
            let _claiming = claim_lock.lock().await;
            self.locate_in_store(code).await
        };
        self.code_unlocked(code, claim_lock);
        found
    }

    /// The lock held while a code is looked up in the store or a new table of that code is
    /// written and entered, so that one table is never started twice here.
    fn code_lock(&self, code: &str) -> Arc<tokio::sync::Mutex<()>> {
        lock(&self.claiming)
            .entry(code.to_string())
            .or_default()
            .clone()
    }

    /// Done with a code's lock: the last one out forgets it.
    fn code_unlocked(&self, code: &str, claim_lock: Arc<tokio::sync::Mutex<()>>) {
        let mut claiming = lock(&self.claiming);
        // The map holds one reference, this the other.
        if Arc::strong_count(&claim_lock) == 2 {
            claiming.remove(code);
        }
    }

    /// `locate` for a code not running here, under that code's lock.
    async fn locate_in_store(self: &Arc<Hub>, code: &str) -> Result<Option<Found>, Refusal> {
        if let Some(table) = self.registry().get(code) {
            return Ok(Some(Found::Here(table)));
        }
        if self.is_draining() {
            return Ok(self.store().live_peer().await.map(Found::Elsewhere));
        }
        // Taken only under a lease held now, which the table then serves under.
        let hold = self.lease().hold().ok_or_else(no_lease)?;
        let others = self.lease().settled();
        match self
            .store()
            .claim(code, others)
            .await
            .map_err(unreachable_store)?
        {
            Claim::Missing => Ok(None),
            Claim::Elsewhere(address) => Ok(Some(Found::Elsewhere(address))),
            Claim::Mine(held) => match self.run(held, hold) {
                Ok(table) => Ok(Some(Found::Here(table))),
                Err(problem) => {
                    eprintln!("challenge-server: table {code} cannot be read: {problem}");
                    Err(Refusal::new(
                        ErrorKind::Server,
                        "that table's record cannot be read",
                    ))
                }
            },
        }
    }

    /// Starts the task of a table read from the store; the way to it.
    fn run(
        self: &Arc<Hub>,
        held: Held,
        hold: crate::lease::Hold,
    ) -> Result<mpsc::Sender<Command>, String> {
        let (sender, receiver) = mpsc::channel(TABLE_QUEUE);
        let table = Table::restore(&held, self.context.clone(), sender.downgrade(), hold)?;
        if !self
            .registry()
            .enter(table.code(), sender.clone(), held.term)
        {
            // Started here by another arrival meanwhile: that one serves it.
            return self
                .registry()
                .get(table.code())
                .ok_or_else(|| "the table closed as it was taken".into());
        }
        for token in table.tokens() {
            self.registry().add_token(&token, table.code());
        }
        // A public table waiting for players is listed again, here now.
        table.relist();
        tokio::spawn(table::run(table, receiver));
        Ok(sender)
    }

    /// Opens a table, writes it, and starts its task. Returns its code, the host's token
    /// and the way to its task.
    pub async fn create(
        self: &Arc<Hub>,
        opening: Opening,
    ) -> Result<(String, String, mpsc::Sender<Command>), Refusal> {
        if self.table_count() >= self.config().max_tables {
            return Err(Refusal::new(
                ErrorKind::Limit,
                "the server has as many tables as it takes: try again later",
            ));
        }
        let hold = self.lease().hold().ok_or_else(no_lease)?;
        let host_token = new_token();
        let seed = opening
            .seed
            .unwrap_or_else(|| u64::from_le_bytes(random_bytes::<8>()));
        for _ in 0..CODE_TRIES {
            let (sender, receiver) = mpsc::channel(TABLE_QUEUE);
            let code = new_code();
            if self.registry().contains(&code) {
                continue;
            }
            let table = Table::new(
                NewTable {
                    code: code.clone(),
                    game: opening.game,
                    seats: opening.seats.clone(),
                    options: opening.options.clone(),
                    seed,
                    host_seat: opening.host_seat,
                    host_name: opening.host_name.clone(),
                    host_token: host_token.clone(),
                    stand_in: opening.stand_in,
                    public: opening.public,
                    lang: opening.lang.clone(),
                    quick: opening.quick,
                },
                self.context.clone(),
                sender.downgrade(),
                hold,
            )?;
            // Written and entered under the code's lock, so the watcher, which takes back
            // this process's own tables, never takes one that is being made.
            let claim_lock = self.code_lock(&code);
            let entered = {
                let _making = claim_lock.lock().await;
                // Another process may have drawn the same code: the store keeps codes unique.
                match table.insert().await {
                    // Drawn twice here while the first was being written: draw again.
                    Ok(true) => Ok(self.registry().enter(&code, sender.clone(), 1)),
                    other => other,
                }
            };
            self.code_unlocked(&code, claim_lock);
            if !entered? {
                continue;
            }
            self.registry().add_token(&host_token, &code);
            // Listed before anyone hears of it, so a quick game asked for next finds it.
            table.relist();
            tokio::spawn(table::run(table, receiver));
            return Ok((code, host_token, sender));
        }
        Err(Refusal::new(
            ErrorKind::Server,
            "no free invite code was found: try again",
        ))
    }

    /// Where a new table goes while this process is stopping: to another live process, or
    /// nowhere (refused). None while this process takes new tables.
    pub async fn new_tables_elsewhere(&self) -> Option<Result<String, Refusal>> {
        if !self.is_draining() {
            return None;
        }
        Some(self.store().live_peer().await.ok_or_else(|| {
            Refusal::new(
                ErrorKind::Server,
                "this server is stopping: try again in a moment",
            )
        }))
    }

    /// Brings back the tables read from the database at start; a row that cannot be read is
    /// reported and skipped. Returns how many came back.
    pub fn restore(self: &Arc<Hub>, rows: Vec<Held>) -> usize {
        let Some(hold) = self.lease().hold() else {
            return 0;
        };
        let mut restored = 0;
        for held in rows {
            let code = held.row.code.clone();
            match self.run(held, hold) {
                Ok(_) => restored += 1,
                Err(problem) => {
                    eprintln!(
                        "challenge-server: table {code} skipped, it cannot be read: {problem}"
                    );
                }
            }
        }
        restored
    }

    /// Stops taking new tables and taking tables over: they go to other processes.
    pub async fn drain(&self) {
        self.draining.store(true, Ordering::SeqCst);
        self.store().drain().await;
    }

    /// Stops every table's task, then waits until the database has everything.
    pub async fn stop(&self) {
        for sender in self.registry().every_task() {
            let (done, stopped) = oneshot::channel();
            if sender.send(Command::Stop { done }).await.is_ok() {
                let _ = stopped.await;
            }
        }
        self.store().flush().await;
        self.store().release_all().await;
    }
}
