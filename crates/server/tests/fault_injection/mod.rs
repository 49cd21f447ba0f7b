//! A fault-injecting test in the spirit of Jepsen, shared by `tests/faults.rs` (a short run in
//! `cargo test`) and `benches/faults.rs` (longer runs that print what they found): server
//! processes on a PostgreSQL of the test's own (`cluster.rs`), Rust clients playing many tables
//! of every game at once (`players.rs`), a nemesis breaking things at seeded random moments
//! (`nemesis.rs`, with a delaying proxy in `proxy.rs`), and a checker proving, table by table,
//! that nothing anyone saw or did was wrong (`checker.rs`). Loopback only, bounded in count
//! and time, seeded: a seed that fails fails again.

pub mod checker;
pub mod cluster;
pub mod nemesis;
pub mod players;
pub mod proxy;

// A PostgreSQL of the test's own, found at the crate's root both in the test binary and in the
// benchmark that shares this folder.
use crate::postgres;

use challenge_online::SeatPlan;
use challenge_rules::{GameId, Level};
use challenge_server::store::LoggedAction;
use checker::Checked;
use cluster::Cluster;
use nemesis::{Injected, Schedule};
use players::{Observed, TablePlan};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;
use tokio::time::Instant;

/// A small seeded generator: every choice of a run follows from its seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `bound` (which is not zero).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound.max(1)
    }

    /// A number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for index in (1..items.len()).rev() {
            items.swap(index, self.below(index as u64 + 1) as usize);
        }
    }

    /// Another generator, apart from this one.
    pub fn fork(&mut self) -> Rng {
        Rng::new(self.next())
    }
}

/// One run: how many of what, and for how long at most.
#[derive(Clone, Debug)]
pub struct Plan {
    pub seed: u64,
    pub processes: usize,
    pub tables: usize,
    pub faults: usize,
    pub gap: (Duration, Duration),
    pub lease: Duration,
    pub bot_delay: Duration,
    pub think: Duration,
    /// How long the games may take to end after the nemesis is done.
    pub finish_within: Duration,
}

impl Plan {
    /// The short run `cargo test` makes: three processes, ten tables (two of each game), one
    /// fault of each kind.
    pub fn short(seed: u64) -> Plan {
        Plan {
            seed,
            processes: 3,
            tables: 10,
            faults: 5,
            gap: (Duration::from_millis(1_000), Duration::from_millis(2_500)),
            lease: Duration::from_millis(1_500),
            bot_delay: Duration::from_millis(60),
            think: Duration::from_millis(40),
            finish_within: Duration::from_secs(60),
        }
    }
}

/// What a run came to.
pub struct Report {
    pub plan: Plan,
    pub faults: Vec<Injected>,
    pub tables: Vec<Checked>,
    pub problems: Vec<String>,
    pub wall: Duration,
    /// Refusals the players met, by kind.
    pub refused: BTreeMap<String, u32>,
    /// The processes' last log lines, kept when something was wrong.
    pub logs: String,
}

impl Report {
    pub fn summary(&self) -> String {
        let mut text = String::new();
        let plan = &self.plan;
        let _ = writeln!(
            text,
            "faults: seed {}, {} processes, {} tables, lease {} ms, {:.1} s in all",
            plan.seed,
            plan.processes,
            plan.tables,
            plan.lease.as_millis(),
            self.wall.as_secs_f64()
        );
        let _ = writeln!(text, "  faults injected ({}):", self.faults.len());
        for fault in &self.faults {
            let _ = writeln!(text, "    {fault}");
        }
        let sum = |pick: fn(&Checked) -> u64| self.tables.iter().map(pick).sum::<u64>();
        let _ = writeln!(
            text,
            "  checker: {} of {} games ended; {} plies ({} by people, {} by computer players); \
             {} updates checked byte for byte against the log, {} plies seen alike by two or \
             more connections, {} arrivals checked fresh",
            self.tables.iter().filter(|t| t.finished).count(),
            self.tables.len(),
            sum(|t| t.plies),
            sum(|t| t.people_plies),
            sum(|t| t.plies) - sum(|t| t.people_plies),
            sum(|t| t.updates),
            sum(|t| t.plies_seen_twice),
            sum(|t| t.reads),
        );
        let mut by_game: BTreeMap<&str, Vec<u64>> = BTreeMap::new();
        for table in &self.tables {
            by_game.entry(table.game).or_default().push(table.plies);
        }
        let _ = writeln!(text, "  plies by game: {by_game:?}");
        let _ = writeln!(
            text,
            "  players: {} actions sent, {} confirmed taken, {} connections, {} seats stood in \
             for; refusals {:?}",
            sum(|t| t.sent),
            sum(|t| t.accepted),
            sum(|t| t.connections),
            sum(|t| t.stood_in),
            self.refused
        );
        if self.problems.is_empty() {
            let _ = writeln!(text, "  no problem found");
        } else {
            let _ = writeln!(text, "  {} problems:", self.problems.len());
            for problem in self.problems.iter().take(20) {
                let _ = writeln!(text, "    {problem}");
            }
        }
        text
    }
}

/// Options that keep a game to a few hundred plies, so a run is short: Challenge Poker to a
/// few deals rather than until one player holds every token, Svoi Kozyri with the short pack.
fn short_options(game: GameId) -> Value {
    match game.id() {
        "challenge_poker" => json!({"max_deals": 3}),
        "svoi_kozyri" => json!({"pack": 24}),
        _ => Value::Null,
    }
}

/// The tables of a run: every game in turn, two people, with a computer player as third seat
/// where the game seats three, seeded. Suit Challenge seats one person against a computer
/// player: two people choosing at random fill their sheets only after thousands of plies.
fn tables(plan: &Plan, rng: &mut Rng) -> Vec<TablePlan> {
    (0..plan.tables)
        .map(|index| {
            let game = GameId::ALL[index % GameId::ALL.len()];
            let computer = SeatPlan::Bot {
                level: Level::Normal,
            };
            let mut seats = vec![SeatPlan::Open, SeatPlan::Open];
            if game.id() == "suit_challenge" {
                seats[1] = computer;
            } else if *game.seat_range().end() >= 3 {
                seats.push(computer);
            }
            TablePlan {
                index,
                game,
                options: short_options(game),
                seats,
                seed: rng.next(),
            }
        })
        .collect()
}

/// The current game's log and the stored snapshot of a table, straight from PostgreSQL.
async fn stored(
    postgres: &postgres::TestPostgres,
    code: &str,
) -> Result<(Vec<LoggedAction>, Option<String>), String> {
    let (client, connection) = tokio_postgres::connect(&postgres.url(), tokio_postgres::NoTls)
        .await
        .map_err(|e| e.to_string())?;
    tokio::spawn(connection);
    let log = client
        .query(
            "SELECT ply, seat, action FROM actions WHERE code = $1 ORDER BY created, ply",
            &[&code],
        )
        .await
        .map_err(|e| e.to_string())?
        .iter()
        .map(|row| LoggedAction {
            ply: row.get::<_, i64>(0) as u64,
            seat: row.get::<_, i32>(1) as usize,
            action: row.get(2),
        })
        .collect();
    let save = client
        .query_opt("SELECT save FROM tables WHERE code = $1", &[&code])
        .await
        .map_err(|e| e.to_string())?
        .map(|row| row.get(0));
    Ok((log, save))
}

/// Runs the plan: sets the tables up, plays them while the nemesis works, lets the games end,
/// and checks every table.
pub async fn run(plan: Plan) -> Report {
    let started = Instant::now();
    let mut rng = Rng::new(plan.seed);
    let lease = plan.lease.as_millis().to_string();
    let bot_delay = plan.bot_delay.as_millis().to_string();
    let flags: Vec<String> = [
        "--lease-ms",
        &lease,
        "--bot-delay-ms",
        &bot_delay,
        "--grace-secs",
        "60",
        "--rate",
        "10000",
        "--burst",
        "10000",
    ]
    .iter()
    .map(|flag| flag.to_string())
    .collect();
    let logs = std::env::temp_dir().join(format!(
        "challenge-faults-{}-{}",
        std::process::id(),
        plan.seed
    ));
    let mut cluster = Cluster::start(plan.processes, flags, logs).await;
    let mut problems = Vec::new();
    let mut set_up = Vec::new();
    for table in tables(&plan, &mut rng) {
        match players::set_up(&cluster.live, &table, &mut rng).await {
            Ok(table) => set_up.push(table),
            Err(problem) => problems.push(format!("set up: {problem}")),
        }
    }
    // The nemesis's own time, and the time after it for the games to end.
    let schedule = Schedule {
        faults: plan.faults,
        gap: plan.gap,
        lease: plan.lease,
    };
    let nemesis_at_most =
        (plan.gap.1 + plan.lease * 5 + Duration::from_secs(20)) * plan.faults as u32;
    let until = Instant::now() + nemesis_at_most + plan.finish_within;
    let mut playing = Vec::new();
    for table in &set_up {
        let seats = table.plan.people().into_iter().map(Some).chain([None]);
        for seat in seats {
            playing.push(tokio::spawn(players::play(
                cluster.live.clone(),
                table.clone(),
                seat,
                until,
                plan.think,
                rng.fork(),
            )));
        }
    }
    let faults = nemesis::run(&mut cluster, &schedule, &mut rng).await;
    let mut seen: BTreeMap<usize, Vec<Observed>> = BTreeMap::new();
    for player in playing {
        match player.await {
            Ok(observed) => seen.entry(observed.table).or_default().push(observed),
            Err(e) => problems.push(format!("a player failed: {e}")),
        }
    }
    let mut refused = BTreeMap::new();
    for observed in seen.values().flatten() {
        for (kind, count) in &observed.refused {
            *refused.entry(kind.clone()).or_insert(0) += count;
        }
    }
    let mut checked = Vec::new();
    for table in &set_up {
        match stored(&cluster.postgres, &table.code).await {
            Ok((log, save)) => {
                let observed = seen.remove(&table.plan.index).unwrap_or_default();
                let result = checker::check(table, &log, save.as_deref(), &observed);
                problems.extend(result.problems.iter().cloned());
                checked.push(result);
            }
            Err(e) => problems.push(format!("table {}: the log cannot be read: {e}", table.code)),
        }
    }
    for fault in &faults {
        if let Some(trouble) = &fault.trouble {
            problems.push(format!("the nemesis: {fault}: {trouble}"));
        }
    }
    let logs = if problems.is_empty() {
        String::new()
    } else {
        cluster.logs()
    };
    Report {
        plan,
        faults,
        tables: checked,
        problems,
        wall: started.elapsed(),
        refused,
        logs,
    }
}
