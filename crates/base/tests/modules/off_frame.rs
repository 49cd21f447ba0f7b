//! Tests of `challenge_base::off_frame`.

use bevy::tasks::AsyncComputeTaskPool;

use bevy::tasks::TaskPool;
use challenge_base::off_frame::*;

/// Doubles a number: on the pool, or on a thread of its own where `OWN` says so.
struct Double<const OWN: bool>(u32);

impl<const OWN: bool> OffFrameJob for Double<OWN> {
    type Output = u32;
    const WORKER_JOB: WorkerJob = WorkerJob {
        name: "double",
        answer: |request| WorkerReply::Text(request.repeat(2)),
    };
    const OWN_THREAD: bool = OWN;
    fn request(&self) -> Result<String, String> {
        Ok(self.0.to_string())
    }
    fn read(&self, reply: WorkerReply) -> Result<u32, String> {
        match reply {
            WorkerReply::Text(text) => text.parse().map_err(|e| format!("{e}")),
            WorkerReply::Samples(_) => Err("samples for a number".into()),
        }
    }
    fn compute(self) -> u32 {
        self.0 * 2
    }
}

#[test]
fn a_job_is_answered_once_and_then_finished() {
    let _pool = crate::POOL.lock().unwrap_or_else(|e| e.into_inner());
    AsyncComputeTaskPool::get_or_init(TaskPool::new);
    let mut work = OffFrame::start(Double::<false>(21));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let answer = loop {
        if let Some(answer) = work.poll() {
            break answer;
        }
        assert!(std::time::Instant::now() < deadline, "the job never ended");
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    assert_eq!(answer, 42);
    assert!(work.is_finished());
    assert_eq!(work.poll(), None, "an answer is handed out once");
}

#[test]
fn a_worker_job_is_found_by_its_name() {
    let jobs = [Double::<false>::WORKER_JOB];
    let found = WorkerJob::find(&jobs, "double").expect("found by its name");
    assert_eq!((found.answer)("21"), WorkerReply::Text("2121".into()));
    assert!(WorkerJob::find(&jobs, "mine bitcoin").is_none());
}

/// A long job is answered even while every thread of the pool is held by other work.
#[test]
fn a_long_job_on_its_own_thread_is_answered_while_the_pool_is_busy() {
    use crate::frame_pace::Held;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let _pool = crate::POOL.lock().unwrap_or_else(|e| e.into_inner());
    let pool = AsyncComputeTaskPool::get_or_init(TaskPool::new);
    let let_go = Arc::new(AtomicBool::new(false));
    let mut held: Vec<_> = (0..pool.thread_num())
        .map(|_| OffFrame::start(Held(let_go.clone())))
        .collect();
    let mut work = OffFrame::start(Double::<true>(21));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let answer = loop {
        if let Some(answer) = work.poll() {
            break answer;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the long job waited on the pool"
        );
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    assert_eq!(answer, 42);
    assert!(work.is_finished());
    let_go.store(true, Ordering::Relaxed);
    for job in &mut held {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while job.poll().is_none() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
}
