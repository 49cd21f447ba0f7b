//! The player's statistics as pure data: each finished game as a [`GameResult`], a [`Tally`]
//! per game and opponent level, the latest results and the series the statistics screen
//! plots. The JSON the app keeps them in is [`file`](mod@file); what a file must satisfy to be
//! read, `checks.rs`. No clock here: the caller stamps each result.
//!
//! # What counts
//!
//! - A game where undo was used is *practice*: it is listed in the history (marked as such)
//!   and counted in [`Tally::practice_games`] and [`Tally::hints_used`], but it is not a win or
//!   a loss, does not touch a streak, the best score or the average, and is left out of every
//!   win rate. Hints alone do not make a game practice.
//! - A [`Finish::SharedWin`] (the player tied for first with others) is a win for the win rate
//!   and for streaks: the player did come first. It is still counted apart from sole wins.
//! - A draw ends any streak, of wins or of losses: the current streak is then [`Streak::None`].
//! - A game's [`Tally`] is kept per opponent level and, apart, over all its levels
//!   ([`Statistics::totals`]): the all-levels streak follows the games in the order they were
//!   played, whatever the level, so it is not the sum of the per-level streaks.
//! - The level of a game is its strongest computer opponent; `None` stands for a table with
//!   no computer player (pass-and-play, online), kept apart from every bot level.

mod checks;
pub mod file;

pub use file::{FORMAT, VERSION};

use crate::game::{Level, RulesError, Seat};
use crate::registry::GameId;
use crate::registry::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

#[cfg(test)]
mod tests;

/// How many results are kept, for all games together and for each game: older ones are
/// dropped, their counts living on in the tallies.
pub const HISTORY_LENGTH: usize = 100;

/// How a game ended for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Finish {
    /// The player alone won.
    Win,
    /// Someone else won.
    Loss,
    /// Nobody won.
    Draw,
    /// The player won together with others.
    SharedWin,
}

impl Finish {
    /// Whether this counts as a win for win rates and streaks (a shared win does).
    pub fn is_win(self) -> bool {
        matches!(self, Finish::Win | Finish::SharedWin)
    }
}

/// What the caller knows of a finished game besides its outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayDetails {
    /// The game was dealt with `Deal::seeded(seed)`.
    pub seed: u64,
    /// When the game ended, in seconds since the Unix epoch.
    pub finished_at: u64,
    /// Moves made at the table by every seat.
    pub moves: u32,
    /// Hints the player asked for.
    pub hints_used: u32,
    /// Undo was used: the game is practice (see the module notes).
    pub practice: bool,
}

/// One finished game, as the player saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub game: GameId,
    /// The strongest computer opponent at the table; `None` when there was no computer player
    /// (pass-and-play, online).
    pub level: Option<Level>,
    pub seats: usize,
    /// Seconds since the Unix epoch.
    pub finished_at: u64,
    pub result: Finish,
    /// The player's final score, in games that keep one (see [`keeps_score`]).
    pub score: Option<i64>,
    /// Every seat's final score (or token stack), seat 0 first.
    pub scores: Vec<i64>,
    pub moves: u32,
    pub hints_used: u32,
    /// Undo was used: listed in the history but left out of records, streaks and scores.
    pub practice: bool,
    pub seed: u64,
}

impl GameResult {
    /// The result of `outcome` for the player at `viewer`: a sole winner wins, one of several
    /// winners shares the win, no winner is a draw and anything else a loss. The player's
    /// score is taken from the outcome where the game keeps one.
    pub fn from_outcome(
        game: GameId,
        level: Option<Level>,
        viewer: Seat,
        outcome: &Outcome,
        details: PlayDetails,
    ) -> Result<GameResult, RulesError> {
        let seats = outcome.scores.len();
        if viewer >= seats {
            return Err(RulesError::damaged(format!(
                "seat {viewer} is not at a table of {seats} seats"
            )));
        }
        if let Some(&stranger) = outcome.winners.iter().find(|&&seat| seat >= seats) {
            return Err(RulesError::damaged(format!(
                "the outcome names seat {stranger} a winner at a table of {seats} seats"
            )));
        }
        let result = if outcome.winners.is_empty() {
            Finish::Draw
        } else if !outcome.winners.contains(&viewer) {
            Finish::Loss
        } else if outcome.winners.iter().all(|&seat| seat == viewer) {
            Finish::Win
        } else {
            Finish::SharedWin
        };
        let result = GameResult {
            game,
            level,
            seats,
            finished_at: details.finished_at,
            result,
            score: keeps_score(game).then_some(outcome.scores[viewer]),
            scores: outcome.scores.clone(),
            moves: details.moves,
            hints_used: details.hints_used,
            practice: details.practice,
            seed: details.seed,
        };
        result.check().map_err(RulesError::damaged)?;
        Ok(result)
    }

    /// Whether the result counts in records, streaks and scores (it is not practice).
    pub fn counts(&self) -> bool {
        !self.practice
    }
}

/// Whether a game's outcome scores are scores a player would read as theirs (its
/// registration says: Svoi Kozyri's are only 1 for the winner and 0 otherwise, so it has no
/// best or average score).
pub fn keeps_score(game: GameId) -> bool {
    game.info().keeps_score
}

/// The strongest of the computer opponents' levels, for [`GameResult::level`]; `None` when
/// there are none.
pub fn strongest_level(levels: impl IntoIterator<Item = Level>) -> Option<Level> {
    levels
        .into_iter()
        .max_by_key(|&level| level_rank(Some(level)))
}

/// The order levels are listed in: the bot levels from easy up, then games without bots.
fn level_rank(level: Option<Level>) -> usize {
    match level {
        Some(level) => Level::ALL
            .iter()
            .position(|&known| known == level)
            .unwrap_or(Level::ALL.len()),
        None => Level::ALL.len(),
    }
}

/// Games in a row with the same finish, up to the latest counted one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Streak {
    /// No game yet, or the latest was a draw.
    #[default]
    None,
    /// Wins (sole or shared) in a row.
    Wins(u32),
    /// Losses in a row.
    Losses(u32),
}

impl Streak {
    /// The streak after a counted game that ended in `finish`.
    fn after(self, finish: Finish) -> Streak {
        match (finish, self) {
            (Finish::Draw, _) => Streak::None,
            (Finish::Loss, Streak::Losses(run)) => Streak::Losses(run.saturating_add(1)),
            (Finish::Loss, _) => Streak::Losses(1),
            (_, Streak::Wins(run)) => Streak::Wins(run.saturating_add(1)),
            (_, _) => Streak::Wins(1),
        }
    }

    /// The wins in a row, 0 unless on a winning streak.
    pub fn wins(self) -> u32 {
        match self {
            Streak::Wins(run) => run,
            _ => 0,
        }
    }
}

/// The record of one game at one level (or at all its levels). Counts saturate rather than
/// overflow, which no player will ever reach.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Counted games: every finished game that is not practice.
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub shared_wins: u32,
    pub streak: Streak,
    /// The longest run of wins (sole or shared) so far.
    pub best_win_streak: u32,
    /// The highest score of a counted game that keeps score.
    pub best_score: Option<i64>,
    /// The sum of the scores of the `scored_games`: kept whole so the average is exact.
    pub score_sum: i128,
    /// Counted games that kept a score.
    pub scored_games: u32,
    /// Hints asked for in every game, practice included.
    pub hints_used: u64,
    /// Games where undo was used: not in any other count but `hints_used`.
    pub practice_games: u32,
}

impl Tally {
    /// Wins (sole or shared) over counted games; `None` before any.
    pub fn win_rate(&self) -> Option<f64> {
        (self.games > 0).then(|| f64::from(self.wins_with_shared()) / f64::from(self.games))
    }

    /// The average score of the counted games that keep one; `None` before any.
    pub fn average_score(&self) -> Option<f64> {
        (self.scored_games > 0).then(|| self.score_sum as f64 / f64::from(self.scored_games))
    }

    /// The counts that add up across levels, with their names for messages.
    fn named_counts(&self) -> [(&'static str, u64); 8] {
        [
            ("games", self.games.into()),
            ("wins", self.wins.into()),
            ("losses", self.losses.into()),
            ("draws", self.draws.into()),
            ("shared wins", self.shared_wins.into()),
            ("scored games", self.scored_games.into()),
            ("hints", self.hints_used),
            ("practice games", self.practice_games.into()),
        ]
    }

    fn wins_with_shared(&self) -> u32 {
        self.wins.saturating_add(self.shared_wins)
    }

    fn add(&mut self, result: &GameResult) {
        self.hints_used = self.hints_used.saturating_add(u64::from(result.hints_used));
        if !result.counts() {
            self.practice_games = self.practice_games.saturating_add(1);
            return;
        }
        self.games = self.games.saturating_add(1);
        let count = match result.result {
            Finish::Win => &mut self.wins,
            Finish::Loss => &mut self.losses,
            Finish::Draw => &mut self.draws,
            Finish::SharedWin => &mut self.shared_wins,
        };
        *count = count.saturating_add(1);
        self.streak = self.streak.after(result.result);
        self.best_win_streak = self.best_win_streak.max(self.streak.wins());
        if let Some(score) = result.score {
            self.best_score = Some(self.best_score.map_or(score, |best| best.max(score)));
            self.score_sum = self.score_sum.saturating_add(i128::from(score));
            self.scored_games = self.scored_games.saturating_add(1);
        }
    }
}

/// One level's tally of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct LevelTally {
    level: Option<Level>,
    tally: Tally,
}

/// Everything kept about one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct GameStatistics {
    game: GameId,
    /// Over all levels, in the order the games were played.
    totals: Tally,
    /// By level, in [`level_rank`] order; only levels played.
    levels: Vec<LevelTally>,
    /// The game's last results, oldest first.
    recent: VecDeque<GameResult>,
}

impl GameStatistics {
    fn new(game: GameId) -> GameStatistics {
        GameStatistics {
            game,
            totals: Tally::default(),
            levels: Vec::new(),
            recent: VecDeque::new(),
        }
    }

    fn record(&mut self, result: &GameResult) {
        self.totals.add(result);
        let rank = level_rank(result.level);
        let at = match self
            .levels
            .binary_search_by_key(&rank, |entry| level_rank(entry.level))
        {
            Ok(at) => at,
            Err(at) => {
                self.levels.insert(
                    at,
                    LevelTally {
                        level: result.level,
                        tally: Tally::default(),
                    },
                );
                at
            }
        };
        self.levels[at].tally.add(result);
        push_bounded(&mut self.recent, result.clone());
    }

    fn level(&self, level: Option<Level>) -> Option<&Tally> {
        self.levels
            .iter()
            .find(|entry| entry.level == level)
            .map(|entry| &entry.tally)
    }
}

/// Appends `result`, dropping the oldest results beyond [`HISTORY_LENGTH`].
fn push_bounded(ring: &mut VecDeque<GameResult>, result: GameResult) {
    ring.push_back(result);
    while ring.len() > HISTORY_LENGTH {
        ring.pop_front();
    }
}

/// The player's record over every game: see the module notes for what counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// The games played, in [`GameId`] order.
    games: Vec<GameStatistics>,
    /// The last results of all games, oldest first.
    recent: VecDeque<GameResult>,
}

impl Statistics {
    pub fn new() -> Statistics {
        Statistics::default()
    }

    /// Whether no game has been recorded.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Adds a finished game to every tally and history it belongs to. A result that does not
    /// hold together (seats the game does not allow, scores for another number of seats) is
    /// refused and nothing changes, so a file written afterwards still reads.
    pub fn record(&mut self, result: GameResult) -> Result<(), RulesError> {
        result.check().map_err(RulesError::damaged)?;
        let at = match self
            .games
            .binary_search_by_key(&result.game, |entry| entry.game)
        {
            Ok(at) => at,
            Err(at) => {
                self.games.insert(at, GameStatistics::new(result.game));
                at
            }
        };
        self.games[at].record(&result);
        push_bounded(&mut self.recent, result);
        Ok(())
    }

    fn game(&self, game: GameId) -> Option<&GameStatistics> {
        self.games.iter().find(|entry| entry.game == game)
    }

    /// The last results of one game or, with `None`, of all games, oldest first.
    fn ring(&self, game: Option<GameId>) -> Option<&VecDeque<GameResult>> {
        match game {
            Some(game) => self.game(game).map(|entry| &entry.recent),
            None => Some(&self.recent),
        }
    }

    /// The record of `game` against `level` (`None`: tables without computer players); empty
    /// if never played.
    pub fn tally(&self, game: GameId, level: Option<Level>) -> Tally {
        self.game(game)
            .and_then(|entry| entry.level(level))
            .cloned()
            .unwrap_or_default()
    }

    /// The record of `game` at every level and without computer players together. Its counts
    /// are the levels' sums; its streaks run over the games in the order they were played.
    pub fn totals(&self, game: GameId) -> Tally {
        self.game(game)
            .map(|entry| entry.totals.clone())
            .unwrap_or_default()
    }

    /// The last results (at most [`HISTORY_LENGTH`]) of `game`, or of all games with `None`,
    /// newest first, practice games included.
    pub fn history(&self, game: Option<GameId>) -> impl Iterator<Item = &GameResult> {
        self.ring(game)
            .into_iter()
            .flat_map(|ring| ring.iter().rev())
    }

    /// "Results over time": for each counted game among the last results of `game` (or of all
    /// games), oldest first, its number in that series (from 1) and the win rate over the
    /// `window` games up to and including it (fewer at the start of the series). A `window`
    /// of 0 averages over every game of the series so far. Practice games are left out.
    pub fn win_rate_over_time(&self, game: Option<GameId>, window: usize) -> Vec<(usize, f64)> {
        let wins: Vec<bool> = self
            .ring(game)
            .into_iter()
            .flatten()
            .filter(|result| result.counts())
            .map(|result| result.result.is_win())
            .collect();
        // wins_before[i] = wins among the first i games of the series.
        let mut wins_before = Vec::with_capacity(wins.len() + 1);
        wins_before.push(0usize);
        for &won in &wins {
            wins_before.push(wins_before[wins_before.len() - 1] + usize::from(won));
        }
        (1..=wins.len())
            .map(|number| {
                let first = if window == 0 {
                    0
                } else {
                    number.saturating_sub(window)
                };
                let won = wins_before[number] - wins_before[first];
                (number, won as f64 / (number - first) as f64)
            })
            .collect()
    }

    /// "Win rate by level": for each level `game` was played at with at least one counted
    /// game (easy, normal, hard, then tables without computer players), its counted games and
    /// win rate, over all time.
    pub fn win_rate_by_level(&self, game: GameId) -> Vec<(Option<Level>, u32, f64)> {
        self.game(game)
            .into_iter()
            .flat_map(|entry| &entry.levels)
            .filter_map(|entry| {
                let rate = entry.tally.win_rate()?;
                Some((entry.level, entry.tally.games, rate))
            })
            .collect()
    }
}
