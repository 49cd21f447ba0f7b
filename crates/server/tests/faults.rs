//! The short run of the fault-injecting test (`fault_injection/`): three server processes on a
//! PostgreSQL of the test's own, ten tables of every game played by Rust clients, and one fault
//! of each kind at seeded random moments; then every table checked against its action log.
//! FAULTS_SEED picks another seed (the run prints its own, so a failure can be run again).

use crate::fault_injection as faults;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_never_split_and_nothing_is_lost_while_processes_and_the_database_fail() {
    let seed = std::env::var("FAULTS_SEED")
        .ok()
        .and_then(|seed| seed.parse().ok())
        .unwrap_or(1);
    let report = faults::run(faults::Plan::short(seed)).await;
    println!("{}", report.summary());
    assert!(
        report.problems.is_empty(),
        "{}\n{}",
        report.summary(),
        report.logs
    );
}
