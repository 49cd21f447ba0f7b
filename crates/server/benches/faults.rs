//! The fault-injecting test at length (`tests/fault_injection/`): for each of FAULTS_RUNS seeds
//! from FAULTS_SEED, three server processes (FAULTS_PROCESSES) on a PostgreSQL of its own,
//! FAULTS_TABLES tables of every game played by Rust clients, and FAULTS_FAULTS faults at
//! seeded random moments; each run prints the faults injected and the checker's figures, and
//! the end sums them up. Loopback only; each run is bounded in time and stops by itself. Exits
//! non-zero if any run found a problem (its processes' last log lines are printed then).
//!
//! cargo bench -p challenge-server --bench faults   [FAULTS_SEED=1 FAULTS_RUNS=1 FAULTS_TABLES=25 FAULTS_FAULTS=12]

#[path = "../tests/fault_injection/mod.rs"]
mod fault_injection;
#[path = "../tests/common/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use fault_injection::nemesis::Fault;
use fault_injection::{Plan, run};
use std::collections::BTreeMap;
use std::time::Duration;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let first = env_number("FAULTS_SEED", 1);
    let runs = env_number("FAULTS_RUNS", 1).max(1);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut failed = Vec::new();
    let mut faults: BTreeMap<Fault, usize> = BTreeMap::new();
    let (mut tables, mut ended, mut plies, mut updates, mut accepted) = (0, 0, 0, 0, 0);
    let started = std::time::Instant::now();
    for seed in first..first + runs {
        let plan = Plan {
            processes: env_number("FAULTS_PROCESSES", 3).max(2) as usize,
            tables: env_number("FAULTS_TABLES", 25).max(1) as usize,
            faults: env_number("FAULTS_FAULTS", 12) as usize,
            gap: (Duration::from_millis(500), Duration::from_millis(3_000)),
            finish_within: Duration::from_secs(120),
            ..Plan::short(seed)
        };
        let report = runtime.block_on(run(plan));
        println!("{}", report.summary());
        for injected in &report.faults {
            *faults.entry(injected.fault).or_default() += 1;
        }
        tables += report.tables.len();
        ended += report.tables.iter().filter(|t| t.finished).count();
        plies += report.tables.iter().map(|t| t.plies).sum::<u64>();
        updates += report.tables.iter().map(|t| t.updates).sum::<u64>();
        accepted += report.tables.iter().map(|t| t.accepted).sum::<u64>();
        if !report.problems.is_empty() {
            println!("{}", report.logs);
            failed.push(seed);
        }
    }
    println!(
        "faults over {runs} seeds from {first} in {:.0} s: {} faults injected {faults:?}; {ended} of \
         {tables} games ended, {plies} plies, {updates} updates checked, {accepted} actions \
         confirmed and found in the logs; seeds with a problem: {failed:?}",
        started.elapsed().as_secs_f64(),
        faults.values().sum::<usize>()
    );
    if !failed.is_empty() {
        std::process::exit(1);
    }
}
