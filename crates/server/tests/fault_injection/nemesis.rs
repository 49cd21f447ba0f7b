//! The nemesis: at seeded random moments it kills a server process with -9 (and starts another
//! in its place), pauses one past its lease (SIGSTOP, then SIGCONT), drains one (SIGTERM, then
//! a new one), restarts PostgreSQL, or holds back one process's bytes to and from the database
//! for a while. One fault at a time, each with its recovery, every kind at least once when
//! there are enough.

use super::Rng;
use super::cluster::Cluster;
use std::fmt;
use std::time::Duration;
use tokio::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    Kill,
    Pause,
    Drain,
    RestartDatabase,
    DelayDatabase,
}

pub const KINDS: [Fault; 5] = [
    Fault::Kill,
    Fault::Pause,
    Fault::Drain,
    Fault::RestartDatabase,
    Fault::DelayDatabase,
];

/// One fault as it was injected.
#[derive(Clone, Debug)]
pub struct Injected {
    pub fault: Fault,
    /// The server process's slot, for faults aimed at one.
    pub slot: Option<usize>,
    /// Since the nemesis began.
    pub at: Duration,
    /// How long it lasted, recovery included.
    pub lasted: Duration,
    /// How long the process was paused, the database down, or the bytes held back.
    pub how_long: Duration,
    /// What else there is to say of it (how far bytes were held back).
    pub detail: String,
    /// Something that went wrong in the injecting itself (a drain that had to be killed).
    pub trouble: Option<String>,
}

impl fmt::Display for Injected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.fault {
            Fault::Kill => "kill -9",
            Fault::Pause => "pause",
            Fault::Drain => "drain",
            Fault::RestartDatabase => "restart PostgreSQL",
            Fault::DelayDatabase => "delay the database",
        };
        write!(f, "{:>7.2} s  {what}", self.at.as_secs_f64())?;
        if let Some(slot) = self.slot {
            write!(f, " of server {slot}")?;
        }
        if !self.how_long.is_zero() {
            write!(f, " for {} ms", self.how_long.as_millis())?;
        }
        if !self.detail.is_empty() {
            write!(f, ", {}", self.detail)?;
        }
        write!(f, " ({:.2} s with recovery)", self.lasted.as_secs_f64())?;
        if let Some(trouble) = &self.trouble {
            write!(f, " [{trouble}]")?;
        }
        Ok(())
    }
}

/// What the nemesis does and how often.
#[derive(Clone, Debug)]
pub struct Schedule {
    pub faults: usize,
    /// The quiet between one fault's recovery and the next, at least and at most.
    pub gap: (Duration, Duration),
    pub lease: Duration,
}

fn between(rng: &mut Rng, low: Duration, high: Duration) -> Duration {
    let span = high.saturating_sub(low).as_millis() as u64;
    low + Duration::from_millis(if span == 0 { 0 } else { rng.below(span + 1) })
}

/// Runs the schedule against the cluster; every fault injected, in order.
pub async fn run(cluster: &mut Cluster, schedule: &Schedule, rng: &mut Rng) -> Vec<Injected> {
    let started = Instant::now();
    let mut kinds: Vec<Fault> = KINDS.to_vec();
    rng.shuffle(&mut kinds);
    while kinds.len() < schedule.faults {
        kinds.push(KINDS[rng.below(KINDS.len() as u64) as usize]);
    }
    kinds.truncate(schedule.faults);
    let lease = schedule.lease;
    let mut injected = Vec::new();
    for fault in kinds {
        tokio::time::sleep(between(rng, schedule.gap.0, schedule.gap.1)).await;
        let at = started.elapsed();
        let began = Instant::now();
        let slot = rng.below(cluster.len() as u64) as usize;
        let mut how_long = Duration::ZERO;
        let mut trouble = None;
        let mut detail = String::new();
        let aimed = match fault {
            Fault::Kill => {
                cluster.kill(slot);
                tokio::time::sleep(between(rng, lease / 2, lease * 2)).await;
                if !cluster.start_slot(slot).await {
                    trouble = Some("no new process started".into());
                }
                Some(slot)
            }
            Fault::Pause => {
                how_long = between(rng, lease + lease / 4, lease * 3);
                cluster.pause(slot);
                tokio::time::sleep(how_long).await;
                cluster.resume(slot);
                Some(slot)
            }
            Fault::Drain => {
                if !cluster.drain(slot, Duration::from_secs(20)).await {
                    trouble = Some("it did not exit by itself within 20 s".into());
                }
                tokio::time::sleep(between(rng, lease / 4, lease)).await;
                if !cluster.start_slot(slot).await {
                    trouble = Some("no new process started".into());
                }
                Some(slot)
            }
            Fault::RestartDatabase => {
                how_long = between(rng, lease / 4, lease * 2);
                cluster.restart_database(how_long).await;
                None
            }
            Fault::DelayDatabase => {
                let delay = between(rng, lease / 4, lease);
                how_long = between(rng, lease * 2, lease * 4);
                cluster.delay(slot, delay);
                tokio::time::sleep(how_long).await;
                cluster.delay(slot, Duration::ZERO);
                detail = format!("{} ms each way", delay.as_millis());
                Some(slot)
            }
        };
        injected.push(Injected {
            fault,
            slot: aimed,
            at,
            lasted: began.elapsed(),
            how_long,
            detail,
            trouble,
        });
    }
    injected
}
