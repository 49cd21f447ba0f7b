//! Tests of `challenge_base::off_frame`.

use bevy::tasks::AsyncComputeTaskPool;

use bevy::tasks::TaskPool;
use challenge_base::off_frame::*;

struct Double(u32);

impl OffFrameJob for Double {
    type Output = u32;
    const WORKER_JOB: WorkerJob = WorkerJob {
        name: "double",
        answer: |request| WorkerReply::Text(request.repeat(2)),
    };
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
    let mut work = OffFrame::start(Double(21));
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
    let jobs = [Double::WORKER_JOB];
    let found = WorkerJob::find(&jobs, "double").expect("found by its name");
    assert_eq!((found.answer)("21"), WorkerReply::Text("2121".into()));
    assert!(WorkerJob::find(&jobs, "mine bitcoin").is_none());
}

/// A long job on a thread of its own.
struct Long(u32);

impl OffFrameJob for Long {
    type Output = u32;
    const WORKER_JOB: WorkerJob = WorkerJob {
        name: "long",
        answer: |request| WorkerReply::Text(request.to_string()),
    };
    const OWN_THREAD: bool = true;
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
        self.0 + 1
    }
}

/// A job that holds its pool thread until it is let go.
struct Blocker(std::sync::Mutex<std::sync::mpsc::Receiver<()>>);

impl OffFrameJob for Blocker {
    type Output = ();
    const WORKER_JOB: WorkerJob = WorkerJob {
        name: "blocker",
        answer: |_| WorkerReply::Text(String::new()),
    };
    fn request(&self) -> Result<String, String> {
        Ok(String::new())
    }
    fn read(&self, _: WorkerReply) -> Result<(), String> {
        Ok(())
    }
    fn compute(self) {
        if let Ok(held) = self.0.into_inner() {
            let _ = held.recv_timeout(std::time::Duration::from_secs(10));
        }
    }
}

/// A long job is answered even while every thread of the pool is held by other work.
#[test]
fn a_long_job_on_its_own_thread_is_answered_while_the_pool_is_busy() {
    let _pool = crate::POOL.lock().unwrap_or_else(|e| e.into_inner());
    let pool = AsyncComputeTaskPool::get_or_init(TaskPool::new);
    let (release, held) = std::sync::mpsc::channel();
    let mut blockers = Vec::new();
    let mut releases = vec![release];
    blockers.push(OffFrame::start(Blocker(std::sync::Mutex::new(held))));
    for _ in 1..pool.thread_num() {
        let (release, held) = std::sync::mpsc::channel();
        releases.push(release);
        blockers.push(OffFrame::start(Blocker(std::sync::Mutex::new(held))));
    }
    let mut work = OffFrame::start(Long(41));
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
    for release in releases {
        let _ = release.send(());
    }
    for mut blocker in blockers {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while blocker.poll().is_none() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
}
