//! The review after a game: every decision of the reviewed seat valued by the hard player's own
//! search from that seat's view alone ([`Rules::assess`]) and graded ([`crate::grading`]), its
//! costliest decisions, an accuracy figure, and the seat's chance to win at each of its
//! decisions: as the game's search reckons it, or by playing on ([`crate::playout`]) where the
//! search values points or tokens. The app words the figures.

use crate::calibration::{Knot, calibrate};
use crate::game::{RulesError, Seat};
use crate::grading::{Grade, NOISE, game_accuracy};
use crate::luck::{Choice, LuckAndSkill, decision_cost};
use crate::phrase::{Phrase, Speak};
use crate::playout::chance_by_playouts;
use crate::record::GameRecord;
use crate::registry::GameVisitor;
use crate::registry::Rules;
use crate::registry::visit;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

pub use crate::assessment::{Assessment, Unit};

/// How many decisions the review shows at most.
pub const COSTLIEST: usize = 3;

/// One decision of the reviewed seat, as the review shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// How many moves of the game came before it: where the replay view shows it.
    pub ply: usize,
    /// The move made, as its button says it.
    pub played: Phrase,
    /// The hard player's move there.
    pub best: Phrase,
    pub played_value: f64,
    pub best_value: f64,
    pub unit: Unit,
}

impl Decision {
    /// What the move made cost against the hard player's, in the decision's unit.
    pub fn cost(&self) -> f64 {
        (self.best_value - self.played_value).max(0.0)
    }
}

/// The review of one seat's game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub seat: Seat,
    /// How many of the seat's decisions (those with a choice) the searches valued.
    pub valued: usize,
    /// The costliest decisions that cost anything, at most [`COSTLIEST`], the costliest first.
    pub costliest: Vec<Decision>,
    /// The seat's chance to win at each of its decisions (its search's, or by playing on where
    /// the game registers `chance_worlds`), through the game's correction
    /// ([`crate::calibration`]), as (ply, chance).
    pub chances: Vec<(usize, f64)>,
    /// Every valued decision, graded, in the game's order.
    pub graded: Vec<Graded>,
    /// The unit the decisions were valued in; None where none was valued.
    pub unit: Option<Unit>,
    /// How close the seat's decisions came to the hard player's, from 0 to 100 (see
    /// [`crate::grading::game_accuracy`]); None where none was valued.
    pub accuracy: Option<f64>,
    /// What the game gave the seat at its end, counted as its chances are: 1 for a win, a
    /// shared win's share, a draw one seat's share, 0 for a loss; None where the record stops
    /// before the end.
    #[serde(default)]
    pub result: Option<f64>,
    /// The result split into what the cards did and what the seat's decisions cost
    /// ([`crate::luck`]); None where the record stops before the end or a decision could not
    /// be costed.
    #[serde(default)]
    pub luck: Option<LuckAndSkill>,
}

impl Review {
    /// How many valued decisions earned each grade, in [`Grade::ALL`]'s order.
    pub fn grade_counts(&self) -> [usize; Grade::ALL.len()] {
        let mut counts = [0; Grade::ALL.len()];
        for graded in &self.graded {
            counts[graded.grade as usize] += 1;
        }
        counts
    }

    /// The grade of the decision at `ply`, where one was valued there.
    pub fn grade_at(&self, ply: usize) -> Option<Grade> {
        self.graded
            .iter()
            .find(|graded| graded.ply == ply)
            .map(|graded| graded.grade)
    }
}

/// One valued decision and its grade.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Graded {
    pub ply: usize,
    pub grade: Grade,
    /// What it lost against the hard player's move (0 for that move), in the review's unit.
    pub loss: f64,
}

/// The random stream the review's search uses at `ply` of a game dealt from `seed`: fixed, so
/// a review says the same each time it is made.
pub fn review_rng(seed: u64, ply: usize) -> GameRng {
    GameRng::seeded(seed ^ 0x7e71_e3a1_5eed_0001 ^ (ply as u64).rotate_left(24))
}

/// Reviews `seat`'s decisions in the game `record` holds, its chances to win through the
/// game's registered correction ([`crate::calibration`]).
pub fn review<R: Rules>(record: &GameRecord, seat: Seat) -> Result<Review, RulesError> {
    review_calibrated_by::<R>(record, seat, R::INFO.calibration)
}

/// Reviews as [`review`] does, its chances to win through `calibration` (none: as the search
/// reckons them).
pub fn review_calibrated_by<R: Rules>(
    record: &GameRecord,
    seat: Seat,
    calibration: &[Knot],
) -> Result<Review, RulesError> {
    let options: R::Options = serde_json::from_value(record.options.clone())
        .map_err(|error| RulesError::damaged(format!("the record's options: {error}")))?;
    let mut state = R::new_game(&options, record.seats, record.deal())?;
    let mut decisions = Vec::new();
    let mut chances = Vec::new();
    let mut graded = Vec::new();
    let mut unit = None;
    // What each decision cost as a chance; None once one could not be costed.
    let mut costs = Some(Vec::new());
    let step = R::INFO.grade_step;
    for (ply, &index) in record.actions.iter().enumerate() {
        let legal = state.legal_actions();
        let action = legal.get(index as usize).cloned().ok_or_else(|| {
            RulesError::damaged(format!("move {ply} is not among the legal actions"))
        })?;
        if state.to_act() == Some(seat) && legal.len() > 1 {
            let view = state.view(seat);
            let mut rng = review_rng(record.seed, ply);
            let assessed = R::assess(&view, &legal, &action, &mut rng);
            let chance = if R::INFO.chance_worlds > 0 {
                chance_by_playouts(&state, seat, R::INFO.chance_worlds, &mut rng)
            } else {
                assessed.as_ref().and_then(|assessed| assessed.win_chance)
            };
            if let Some(chance) = chance {
                chances.push((ply, calibrate(chance, calibration)));
            }
            if let Some(assessed) = assessed {
                let loss = if assessed.best == action {
                    0.0
                } else {
                    (assessed.best_value - assessed.played_value).max(0.0)
                };
                graded.push(Graded {
                    ply,
                    grade: Grade::of(loss, step),
                    loss,
                });
                unit = Some(assessed.unit);
                if assessed.best != action {
                    if let Some(known) = &mut costs {
                        let choice = Choice {
                            state: &state,
                            seat,
                            legal: &legal,
                            played: &action,
                            best: &assessed.best,
                            unit: assessed.unit,
                            loss,
                            seed: record.seed,
                            ply,
                        };
                        match decision_cost(&choice, calibration) {
                            Some(cost) => known.push((ply, cost)),
                            None => costs = None,
                        }
                    }
                    decisions.push(Decision {
                        ply,
                        played: action.phrase(),
                        best: assessed.best.phrase(),
                        played_value: assessed.played_value,
                        best_value: assessed.best_value,
                        unit: assessed.unit,
                    });
                }
            }
        }
        state.apply(&action)?;
    }
    decisions.retain(|decision| decision.cost() > NOISE);
    decisions.sort_by(|a, b| b.cost().total_cmp(&a.cost()).then(a.ply.cmp(&b.ply)));
    decisions.truncate(COSTLIEST);
    let result = state.outcome().map(|outcome| outcome.share_of(seat));
    Ok(Review {
        seat,
        result,
        luck: result
            .zip(costs)
            .map(|(result, costs)| LuckAndSkill::of(record.seats, result, costs)),
        valued: graded.len(),
        costliest: decisions,
        chances,
        accuracy: game_accuracy(graded.iter().map(|graded| graded.loss), step),
        unit,
        graded,
    })
}

/// Reviews `seat`'s decisions in a record of any game.
pub fn review_record(record: &GameRecord, seat: Seat) -> Result<Review, RulesError> {
    let calibration = record.game.info().calibration;
    review_record_calibrated_by(record, seat, calibration)
}

/// Reviews a record of any game as [`review_record`] does, its chances to win through
/// `calibration`: the calibration benchmark fits and checks a correction by it.
pub fn review_record_calibrated_by(
    record: &GameRecord,
    seat: Seat,
    calibration: &[Knot],
) -> Result<Review, RulesError> {
    struct Reviewer<'a>(&'a GameRecord, Seat, &'a [Knot]);
    impl GameVisitor for Reviewer<'_> {
        type Output = Result<Review, RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            review_calibrated_by::<R>(self.0, self.1, self.2)
        }
    }
    visit(record.game, Reviewer(record, seat, calibration))
}

/// A review asked of the page's worker: the record and the seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewRequest {
    pub record: GameRecord,
    pub seat: Seat,
}

impl ReviewRequest {
    pub fn to_json(&self) -> String {
        // Plain data with string keys always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// What comes back: the review, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum ReviewReply {
    Review(Review),
    Error(RulesError),
}

/// Answers a request written by [`ReviewRequest::to_json`], as JSON, also when it cannot be
/// answered.
pub fn answer_review(request: &str) -> String {
    let reviewed = serde_json::from_str::<ReviewRequest>(request)
        .map_err(|error| RulesError::damaged(format!("a review request: {error}")))
        .and_then(|request| review_record(&request.record, request.seat));
    let reply = match reviewed {
        Ok(review) => ReviewReply::Review(review),
        Err(error) => ReviewReply::Error(error),
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// Reads a reply from [`answer_review`].
pub fn read_review(reply: &str) -> Result<Review, RulesError> {
    match serde_json::from_str(reply) {
        Ok(ReviewReply::Review(review)) => Ok(review),
        Ok(ReviewReply::Error(error)) => Err(error),
        Err(error) => Err(RulesError::damaged(format!("a review reply: {error}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Level;
    use crate::registry::GameId;

    #[test]
    fn a_broken_request_gets_an_error_reply() {
        assert!(read_review(&answer_review("{\"record\": 3}")).is_err());
        assert!(read_review("not json").is_err());
    }

    /// In a game of each of the five, a careless player (Easy) against the hard one: the review
    /// values the player's decisions, shows at most three, the costliest first, each one the
    /// player made at that move with the hard player's different move beside it, and its
    /// chances are chances, in the game's order.
    #[test]
    fn a_review_shows_the_seats_own_costliest_decisions_first() {
        for game in GameId::ALL {
            let seats = *game.seat_range().start();
            let level = |seat: Seat| if seat == 0 { Level::Easy } else { Level::Hard };
            let (record, _) = GameRecord::played_by_computers(game, seats, 3, level).unwrap();
            let review = review_record(&record, 0).unwrap();
            assert!(review.valued > 0, "{game}: nothing valued");
            assert!(review.costliest.len() <= COSTLIEST);
            assert!(
                !review.costliest.is_empty(),
                "{game}: an Easy player made no mistake"
            );
            for pair in review.costliest.windows(2) {
                assert!(pair[0].cost() >= pair[1].cost(), "{game}: {pair:?}");
            }
            // Every valued decision has one grade; a costly one is not the best.
            assert_eq!(review.grade_counts().iter().sum::<usize>(), review.valued);
            let timeline = record.timeline().unwrap();
            for decision in &review.costliest {
                assert!(decision.cost() > 0.0);
                assert!(
                    review
                        .grade_at(decision.ply)
                        .is_some_and(|g| g != Grade::Best),
                    "{game}: ply {}",
                    decision.ply
                );
                assert_ne!(decision.played, decision.best, "{game}");
                let before = timeline.state(decision.ply).unwrap();
                assert_eq!(before.to_act(), Some(0), "{game}: ply {}", decision.ply);
                let step = timeline.step(decision.ply).unwrap();
                assert_eq!(step.seat, 0);
                let legal = before.legal_actions();
                assert_eq!(legal[step.index as usize].phrase, decision.played, "{game}");
                assert!(legal.iter().any(|action| action.phrase == decision.best));
            }
            for pair in review.chances.windows(2) {
                assert!(pair[0].0 < pair[1].0);
            }
            // Every game charts the chance to win; a game that plays on for it has one at each
            // of the seat's decisions with a choice.
            assert!(review.chances.len() >= 2, "{game}: no chance to chart");
            let outcome = timeline
                .state(record.actions.len())
                .unwrap()
                .outcome()
                .unwrap();
            assert_eq!(review.result, Some(outcome.share_of(0)), "{game}");
            // The result splits into the cards' part and the decisions', which add up to it;
            // each costed decision is one where the hard player would have moved otherwise.
            let luck = review
                .luck
                .as_ref()
                .unwrap_or_else(|| panic!("{game}: a finished game splits"));
            assert!(
                (luck.start + luck.cards - luck.decisions - outcome.share_of(0)).abs() < 1e-9,
                "{game}: {luck:?}"
            );
            assert!(luck.decisions >= 0.0, "{game}");
            assert_eq!(luck.start, 1.0 / seats as f64);
            for decision in &review.costliest {
                assert!(
                    luck.costs.iter().any(|(ply, _)| *ply == decision.ply),
                    "{game}: ply {} not costed",
                    decision.ply
                );
            }
            assert!(
                luck.costs
                    .iter()
                    .all(|(ply, _)| review.grade_at(*ply).is_some())
            );
            if game.info().chance_worlds > 0 {
                let decisions: Vec<usize> = (0..record.actions.len())
                    .filter(|&ply| {
                        let before = timeline.state(ply).unwrap();
                        before.to_act() == Some(0) && before.legal_actions().len() > 1
                    })
                    .collect();
                let plies: Vec<usize> = review.chances.iter().map(|c| c.0).collect();
                assert_eq!(plies, decisions, "{game}");
            }
            assert!(review.chances.iter().all(|(_, c)| (0.0..=1.0).contains(c)));
            // The same record gives the same review, also through the worker's JSON.
            assert_eq!(review_record(&record, 0).unwrap(), review, "{game}");
            let request = ReviewRequest {
                record: record.clone(),
                seat: 0,
            };
            // JSON keeps every figure to within its last bit.
            let read = read_review(&answer_review(&request.to_json())).unwrap();
            assert_eq!(read.costliest.len(), review.costliest.len());
            for (read, made) in read.costliest.iter().zip(&review.costliest) {
                assert_eq!(
                    (read.ply, &read.played, &read.best),
                    (made.ply, &made.played, &made.best)
                );
                assert!((read.cost() - made.cost()).abs() < 1e-12);
            }
            let plies = |review: &Review| review.chances.iter().map(|c| c.0).collect::<Vec<_>>();
            assert_eq!(plies(&read), plies(&review));
        }
    }
}
