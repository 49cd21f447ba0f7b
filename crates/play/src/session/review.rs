//! The review after a game: once the player's own game against computer players ends, or a
//! kept game is opened to watch again, the player's costliest decisions are worked out away
//! from the frame (in the browser, in the page's worker) by the hard player's searches
//! ([`challenge_rules::review`]), for the result panel to show. "Show" opens the game's replay
//! at that decision.

use crate::table::{GameFinished, GameSession, Purpose, SeatKind};
use bevy::prelude::*;
use challenge_base::off_frame::{OffFrame, OffFrameJob, WorkerJob, WorkerReply};
use challenge_base::shared::AppSystems;
use challenge_rules::record::GameRecord;
use challenge_rules::record::library::KeptGame;
use challenge_rules::review::{Review, ReviewRequest, read_review, review_record};
use challenge_rules::{GameId, GameVisitor, Rules, Seat};

pub(super) fn plugin(app: &mut App) {
    struct ReviewOnFinish<'a>(&'a mut App);
    impl GameVisitor for ReviewOnFinish<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            self.0.add_systems(
                Update,
                review_finished_games::<R>
                    .in_set(AppSystems::Presentation)
                    .run_if(resource_exists::<GameSession<R>>),
            );
        }
    }
    app.init_resource::<GameReview>()
        .add_systems(Update, poll_review.in_set(AppSystems::Presentation));
    for game in GameId::ALL {
        challenge_rules::visit(game, ReviewOnFinish(&mut *app));
    }
}

/// A review as the page's worker works it out, from the request a [`ReviewJob`] makes.
pub const REVIEW_JOB: WorkerJob = WorkerJob {
    name: "review",
    answer: |request| WorkerReply::Text(challenge_rules::review::answer_review(request)),
};

/// Working out a review: the whole record and the seat reviewed.
pub struct ReviewJob {
    request: ReviewRequest,
}

impl OffFrameJob for ReviewJob {
    type Output = Result<Review, String>;
    const WORKER_JOB: WorkerJob = REVIEW_JOB;
    const OWN_THREAD: bool = true;

    fn request(&self) -> Result<String, String> {
        Ok(self.request.to_json())
    }

    fn read(&self, reply: WorkerReply) -> Result<Result<Review, String>, String> {
        match reply {
            WorkerReply::Text(reply) => Ok(read_review(&reply).map_err(|error| error.to_string())),
            WorkerReply::Samples(_) => Err("samples instead of a review".into()),
        }
    }

    fn compute(self) -> Result<Review, String> {
        review_record(&self.request.record, self.request.seat).map_err(|error| error.to_string())
    }
}

/// The review of the game just finished or opened to watch again.
#[derive(Resource, Default)]
pub enum GameReview {
    /// No game to review: a lesson, a demo, an online table, several players at one device.
    #[default]
    None,
    /// Being worked out.
    Working {
        record: GameRecord,
        work: OffFrame<ReviewJob>,
    },
    Ready {
        record: GameRecord,
        review: Review,
    },
    /// The record could not be reviewed (logged).
    Failed,
}

impl GameReview {
    /// The record the review is of, while it is worked out or once it is ready.
    pub fn record(&self) -> Option<&GameRecord> {
        match self {
            GameReview::Working { record, .. } | GameReview::Ready { record, .. } => Some(record),
            GameReview::None | GameReview::Failed => None,
        }
    }
}

impl GameReview {
    /// Starts reviewing `seat`'s decisions in `record`.
    fn start(record: GameRecord, seat: Seat) -> GameReview {
        let request = ReviewRequest {
            record: record.clone(),
            seat,
        };
        let work = OffFrame::start(ReviewJob { request });
        GameReview::Working { record, work }
    }
}

/// Opens a kept game to watch again and reviews it for its first local player, where it had
/// one facing computer players.
pub fn review_kept(world: &mut World, kept: &KeptGame) {
    use challenge_rules::record::library::Player;
    let locals = kept
        .players
        .iter()
        .filter(|player| matches!(player, Player::Local))
        .count();
    let review = if locals == 1 && kept.players.len() == kept.record.seats {
        GameReview::start(kept.record.clone(), kept.first_local_seat())
    } else {
        GameReview::None
    };
    world.insert_resource(review);
}

/// Once the player's own game against computer players ends, its review starts; any other
/// game leaves none.
fn review_finished_games<R: Rules>(
    mut finished: MessageReader<GameFinished>,
    session: Res<GameSession<R>>,
    purpose: Option<Res<Purpose>>,
    mut review: ResMut<GameReview>,
) {
    if finished.read().last().is_none() {
        return;
    }
    let seating = session.seating();
    let humans: Vec<Seat> = (0..seating.len())
        .filter(|&seat| seating[seat] == SeatKind::Human)
        .collect();
    let against_computers = seating
        .iter()
        .all(|kind| matches!(kind, SeatKind::Human | SeatKind::Bot(_)));
    let own = purpose.is_some_and(|purpose| *purpose == Purpose::Play);
    *review = match (session.record(), humans.as_slice()) {
        (Some(record), [seat]) if own && against_computers => {
            GameReview::start(record.clone(), *seat)
        }
        _ => GameReview::None,
    };
}

fn poll_review(mut review: ResMut<GameReview>) {
    // Polling changes nothing anyone shows: only the answer marks the review changed.
    let GameReview::Working { record, work } = review.bypass_change_detection() else {
        return;
    };
    let Some(done) = work.poll() else {
        return;
    };
    let record = record.clone();
    *review = match done {
        Ok(done) => GameReview::Ready {
            record,
            review: done,
        },
        Err(problem) => {
            warn!("the game could not be reviewed: {problem}");
            GameReview::Failed
        }
    };
}
