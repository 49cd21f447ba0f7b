//! Work done away from the frame, written once for every kind the game has: the computer
//! players' moves, "Suggest", the best-play meter and the music. On the desktop a job runs on
//! the async compute pool's threads. In the browser the game has one thread, where that pool
//! runs between frames, so a job is sent to the page's worker (`web/worker.js`, a second
//! instance of this module) and its reply collected by ticket; should the worker be missing or
//! fail, that job is done on the game's thread instead, so play goes on either way.

#[cfg(target_arch = "wasm32")]
pub mod page_worker;

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

/// The kinds of work the page's worker answers, by the name it knows each by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkerJob {
    /// A computer player's move.
    Bot,
    /// The move "Suggest" shows: the hard computer player's, worked out as a bot's.
    Hint,
    /// The best-play meter's verdict.
    Meter,
    /// The music loop.
    Music,
    /// The review of a game just played or opened to watch again.
    Review,
}

impl WorkerJob {
    pub const ALL: [WorkerJob; 5] = [
        WorkerJob::Bot,
        WorkerJob::Hint,
        WorkerJob::Meter,
        WorkerJob::Music,
        WorkerJob::Review,
    ];

    pub fn name(self) -> &'static str {
        match self {
            WorkerJob::Bot => "bot",
            WorkerJob::Hint => "hint",
            WorkerJob::Meter => "meter",
            WorkerJob::Music => "music",
            WorkerJob::Review => "review",
        }
    }

    pub fn from_name(name: &str) -> Option<WorkerJob> {
        WorkerJob::ALL.into_iter().find(|job| job.name() == name)
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
    /// The worker's name for this kind of job.
    const WORKER_JOB: WorkerJob;
    /// The question as the worker reads it.
    fn request(&self) -> Result<String, String>;
    /// The answer from the worker's reply; an error when the reply does not fit the question
    /// (the work is then done here).
    fn read(&self, reply: WorkerReply) -> Result<Self::Output, String>;
    /// Does the work where it is called (on a pool thread).
    fn compute(self) -> Self::Output;
}

/// One job on its way: started with [`OffFrame::start`], polled each frame with
/// [`OffFrame::poll`]. Dropping it abandons the job: a task is cancelled, and a worker's late
/// reply is thrown away when it comes.
pub struct OffFrame<J: OffFrameJob> {
    state: State<J>,
}

enum State<J: OffFrameJob> {
    Here(Task<J::Output>),
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
            .and_then(|request| page_worker::ask(J::WORKER_JOB.name(), &request))
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
                J::WORKER_JOB.name()
            ),
        }
        OffFrame {
            state: State::Here(here(job)),
        }
    }

    /// The answer, the first time it is polled after the work is done; None before and after.
    pub fn poll(&mut self) -> Option<J::Output> {
        let output = match &mut self.state {
            State::Here(task) => check_ready(task)?,
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
                            J::WORKER_JOB.name()
                        );
                        // The ticket is answered, so nothing is left to forget.
                        self.state = match job.take() {
                            Some(job) => State::Here(here(job)),
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

fn here<J: OffFrameJob>(job: J) -> Task<J::Output> {
    AsyncComputeTaskPool::get().spawn(async move { job.compute() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::tasks::TaskPool;

    struct Double(u32);

    impl OffFrameJob for Double {
        type Output = u32;
        const WORKER_JOB: WorkerJob = WorkerJob::Bot;
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
    fn worker_job_names_read_back() {
        for job in WorkerJob::ALL {
            assert_eq!(WorkerJob::from_name(job.name()), Some(job));
        }
        assert_eq!(WorkerJob::from_name("mine bitcoin"), None);
    }
}
