//! Work done away from the frame, written once for every kind the game has: the computer
//! players' moves, "Suggest", the best-play meter, the music and the review. On the desktop a
//! job runs on the async compute pool's threads, or a long one on a thread of its own. In the browser the game has one thread, where that pool
//! runs between frames, so a job is sent to the page's worker (`web/worker.js`, a second
//! instance of this module) and its reply collected by ticket; should the worker be missing or
//! fail, that job is done on the game's thread instead, so play goes on either way.

#[cfg(target_arch = "wasm32")]
pub mod page_worker;

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many jobs are under way on the pool: their owners find out they are done only by
/// polling, so frames are drawn while any is (see [`crate::frame_pace`]). A job in the page's
/// worker is not counted: its reply wakes the frame loop itself (`web/index.html`).
static ON_THE_POOL: AtomicUsize = AtomicUsize::new(0);

/// Whether any job runs on the pool, waiting to be polled.
pub fn any_on_the_pool() -> bool {
    ON_THE_POOL.load(Ordering::Relaxed) > 0
}

/// Counts one job on the pool for as long as it lives.
struct OnThePool;

impl OnThePool {
    fn new() -> OnThePool {
        ON_THE_POOL.fetch_add(1, Ordering::Relaxed);
        OnThePool
    }
}

impl Drop for OnThePool {
    fn drop(&mut self) {
        ON_THE_POOL.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A kind of work the page's worker answers: the name the worker knows it by, and how the
/// worker answers a request of it. Each kind is defined beside its job (the bots', the hint's,
/// the meter's, the music's, the review's), and the page's one entry point (`work`, in the
/// game's crate) finds the kind by its name in one list of them all.
#[derive(Clone, Copy)]
pub struct WorkerJob {
    pub name: &'static str,
    pub answer: fn(&str) -> WorkerReply,
}

impl std::fmt::Debug for WorkerJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

impl WorkerJob {
    /// The kind called `name` among `jobs`.
    pub fn find(jobs: &[WorkerJob], name: &str) -> Option<WorkerJob> {
        jobs.iter().find(|job| job.name == name).copied()
    }
}

/// What the page's worker sends back: text (JSON) for most jobs, samples for the music.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerReply {
    Text(String),
    Samples(Vec<f32>),
}

/// A piece of work to do away from the frame: how to do it here, and how to ask the page's
/// worker for it and read its answer.
pub trait OffFrameJob: Send + Sync + 'static {
    type Output: Send + 'static;
    /// The kind of job this is to the page's worker.
    const WORKER_JOB: WorkerJob;
    /// The question as the worker reads it.
    fn request(&self) -> Result<String, String>;
    /// The answer from the worker's reply; an error when the reply does not fit the question
    /// (the work is then done here).
    fn read(&self, reply: WorkerReply) -> Result<Self::Output, String>;
    /// Does the work where it is called (on a pool thread).
    fn compute(self) -> Self::Output;
    /// Whether the job takes seconds (the review after a game) and so runs, on the desktop, on
    /// a thread of its own: the pool has as few as one thread, and the computer players' next
    /// moves must not wait behind it.
    const OWN_THREAD: bool = false;
}

/// One job on its way: started with [`OffFrame::start`], polled each frame with
/// [`OffFrame::poll`]. Dropping it abandons the job: a task is cancelled, and a worker's late
/// reply is thrown away when it comes.
pub struct OffFrame<J: OffFrameJob> {
    state: State<J>,
}

enum State<J: OffFrameJob> {
    Here(Task<J::Output>, OnThePool),
    /// On a thread of its own ([`OffFrameJob::OWN_THREAD`]); its answer comes down the channel
    /// (in a mutex only so that the state may be shared between threads as a resource).
    #[cfg(not(target_arch = "wasm32"))]
    OwnThread(
        std::sync::Mutex<std::sync::mpsc::Receiver<J::Output>>,
        OnThePool,
    ),
    /// Asked of the page's worker; the job is kept to read the reply, or to be done here
    /// after all should the worker fail.
    #[cfg(target_arch = "wasm32")]
    InWorker {
        ticket: u32,
        job: Option<J>,
    },
    Finished,
}

impl<J: OffFrameJob> OffFrame<J> {
    /// Starts `job`: in the page's worker in the browser, on the pool elsewhere.
    pub fn start(job: J) -> OffFrame<J> {
        #[cfg(target_arch = "wasm32")]
        match job
            .request()
            .and_then(|request| page_worker::ask(J::WORKER_JOB.name, &request))
        {
            Ok(ticket) => {
                return OffFrame {
                    state: State::InWorker {
                        ticket,
                        job: Some(job),
                    },
                };
            }
            Err(error) => bevy::log::warn!(
                "no worker for the {} job ({error}); it is done on the game's thread",
                J::WORKER_JOB.name
            ),
        }
        OffFrame { state: here(job) }
    }

    /// The answer, the first time it is polled after the work is done; None before and after.
    pub fn poll(&mut self) -> Option<J::Output> {
        let output = match &mut self.state {
            State::Here(task, _) => check_ready(task)?,
            #[cfg(not(target_arch = "wasm32"))]
            State::OwnThread(answer, _) => match answer
                .get_mut()
                .map_err(|_| std::sync::mpsc::TryRecvError::Disconnected)
                .and_then(|answer| answer.try_recv())
            {
                Ok(output) => output,
                Err(std::sync::mpsc::TryRecvError::Empty) => return None,
                // The thread ended without an answer (it panicked): nothing will come.
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    self.state = State::Finished;
                    return None;
                }
            },
            #[cfg(target_arch = "wasm32")]
            State::InWorker { ticket, job } => {
                let answer = page_worker::take(*ticket)?
                    .and_then(|reply| job.as_ref().ok_or_else(String::new)?.read(reply));
                match answer {
                    Ok(output) => output,
                    Err(error) => {
                        bevy::log::warn!(
                            "the worker failed the {} job ({error}); it is done on the game's \
                             thread",
                            J::WORKER_JOB.name
                        );
                        // The ticket is answered, so nothing is left to forget.
                        self.state = match job.take() {
                            Some(job) => here(job),
                            None => State::Finished,
                        };
                        return None;
                    }
                }
            }
            State::Finished => return None,
        };
        self.state = State::Finished;
        Some(output)
    }

    /// Whether the answer has been collected.
    pub fn is_finished(&self) -> bool {
        matches!(self.state, State::Finished)
    }
}

#[cfg(target_arch = "wasm32")]
impl<J: OffFrameJob> Drop for OffFrame<J> {
    fn drop(&mut self) {
        if let State::InWorker { ticket, .. } = self.state {
            page_worker::forget(ticket);
        }
    }
}

fn here<J: OffFrameJob>(job: J) -> State<J> {
    #[cfg(not(target_arch = "wasm32"))]
    let job = if J::OWN_THREAD {
        use std::sync::{Arc, Mutex};
        let (answer, answered) = std::sync::mpsc::channel();
        // Kept here too, so that the job is done on the pool should no thread start.
        let slot = Arc::new(Mutex::new(Some(job)));
        let taken = slot.clone();
        let spawned = std::thread::Builder::new()
            .name(J::WORKER_JOB.name.to_string())
            .spawn(move || {
                let job = taken.lock().ok().and_then(|mut job| job.take());
                if let Some(job) = job {
                    // The owner may have gone (a new game): then the answer has nowhere to go.
                    let _ = answer.send(job.compute());
                }
            });
        if spawned.is_ok() {
            return State::OwnThread(Mutex::new(answered), OnThePool::new());
        }
        bevy::log::warn!(
            "no thread for the {} job; it goes on the pool",
            J::WORKER_JOB.name
        );
        match slot.lock().ok().and_then(|mut job| job.take()) {
            Some(job) => job,
            None => return State::Finished,
        }
    } else {
        job
    };
    State::Here(
        AsyncComputeTaskPool::get().spawn(async move { job.compute() }),
        OnThePool::new(),
    )
}
