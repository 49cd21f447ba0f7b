//! The page's worker answers every kind of job the game hands it, by the name the job gives,
//! and a request it cannot read gets an error reply, never a panic.

use challenge::WORKER_JOBS;
use challenge_base::off_frame::{WorkerJob, WorkerReply};
use std::collections::BTreeSet;

#[test]
fn every_job_the_game_hands_the_worker_is_in_its_list_once() {
    let names: BTreeSet<&str> = WORKER_JOBS.iter().map(|job| job.name).collect();
    assert_eq!(
        names.len(),
        WORKER_JOBS.len(),
        "a name twice: {WORKER_JOBS:?}"
    );
    // The jobs the game starts off the frame, each by the kind its job type names.
    for kind in [
        <challenge_play::table::bot_turn::BotJob<
            challenge_rules::games::gotcha::Gotcha,
        > as challenge_base::off_frame::OffFrameJob>::WORKER_JOB,
        challenge_play::table::hints::HINT_JOB,
        challenge_table_screen::meter::METER_JOB,
        challenge_base::audio::CUE_JOB,
        challenge_base::audio::MUSIC_JOB,
        challenge_play::session::review::REVIEW_JOB,
    ] {
        assert!(
            WorkerJob::find(&WORKER_JOBS, kind.name).is_some(),
            "the worker has no {} job",
            kind.name
        );
    }
}

#[test]
fn a_request_the_worker_cannot_read_gets_an_error_reply() {
    for job in WORKER_JOBS.iter().filter(|job| job.name != "music") {
        match (job.answer)("{not json") {
            WorkerReply::Text(reply) => assert!(reply.contains("error"), "{}: {reply}", job.name),
            WorkerReply::Samples(_) => panic!("{}: samples for a request", job.name),
        }
    }
}

#[test]
fn the_worker_makes_each_cue_as_the_game_would() {
    use challenge_synth::{Cue, synthesize};
    let job = WorkerJob::find(&WORKER_JOBS, "cue").expect("a cue job");
    for (index, cue) in Cue::ALL.into_iter().enumerate() {
        let wanted = challenge_base::audio::interleaved(synthesize(cue, 2));
        assert!(!wanted.is_empty(), "{cue:?} is silent");
        assert_eq!(
            (job.answer)(&format!("{index} 2")),
            WorkerReply::Samples(wanted),
            "{cue:?}"
        );
    }
    for unreadable in ["", "12 0", "-1 0", "1", "1 x"] {
        assert!(
            matches!((job.answer)(unreadable), WorkerReply::Text(reply) if reply.contains("error")),
            "{unreadable:?}"
        );
    }
}
