//! The player's statistics as pure data: each finished game as a [`GameResult`], a [`Tally`]
//! per game and opponent level, the latest results, the series the statistics screen plots,
//! and the JSON the app keeps them in. No clock here: the caller stamps each result.
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
//!
//! # Storage
//!
//! [`Statistics::to_json`] writes `{"format": "challenge-stats", "version": 1, "games": [...],
//! "recent": [...]}`: per game its all-levels tally, its per-level tallies and its last
//! [`HISTORY_LENGTH`] results, and the last [`HISTORY_LENGTH`] results of all games. Results
//! older than that are forgotten, so the tallies are stored, not recomputed; reading checks
//! them against each other and against the history (recomputing them outright wherever the
//! history still holds every game played) and refuses the whole file on any disagreement,
//! so the app can set it aside and start afresh rather than show half-loaded figures.

use crate::game::{Level, RulesError, Seat};
use crate::registry::GameId;
use crate::registry::Outcome;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::collections::VecDeque;

#[cfg(test)]
mod tests;

/// The `format` field of a statistics file.
pub const FORMAT: &str = "challenge-stats";
/// The statistics layout this build writes and reads.
pub const VERSION: u32 = 1;
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
            return Err(RulesError::new("error-damaged")
                .detail(format!("seat {viewer} is not at a table of {seats} seats")));
        }
        if let Some(&stranger) = outcome.winners.iter().find(|&&seat| seat >= seats) {
            return Err(RulesError::new("error-damaged").detail(format!(
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

    /// The same checks for a result given to [`Statistics::record`] and one read from a file.
    fn check(&self) -> Result<(), String> {
        let game = self.game;
        if !game.seat_range().contains(&self.seats) {
            return Err(format!(
                "a {game} result has {} seats; {game} is played by {} to {}",
                self.seats,
                game.seat_range().start(),
                game.seat_range().end()
            ));
        }
        if self.scores.len() != self.seats {
            return Err(format!(
                "a {game} result has {} scores for {} seats",
                self.scores.len(),
                self.seats
            ));
        }
        if let Some(score) = self.score
            && !self.scores.contains(&score)
        {
            return Err(format!(
                "a {game} result gives the player a score of {score}, which no seat has"
            ));
        }
        Ok(())
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

    /// The checks a tally must pass on its own; `scope` names it in the message.
    fn check(&self, scope: &str) -> Result<(), String> {
        let finishes = u64::from(self.wins)
            + u64::from(self.losses)
            + u64::from(self.draws)
            + u64::from(self.shared_wins);
        if finishes != u64::from(self.games) {
            return Err(format!(
                "{scope}: wins, losses, draws and shared wins add up to {finishes}, not to the {} games",
                self.games
            ));
        }
        if self.games == 0 && self.practice_games == 0 {
            return Err(format!("{scope}: a tally without a single game"));
        }
        let wins = u64::from(self.wins) + u64::from(self.shared_wins);
        match self.streak {
            Streak::Wins(0) | Streak::Losses(0) => {
                return Err(format!("{scope}: a streak of no games"));
            }
            Streak::Wins(run) if u64::from(run) > wins || run > self.best_win_streak => {
                return Err(format!(
                    "{scope}: a streak of {run} wins beside {wins} wins and a best streak of {}",
                    self.best_win_streak
                ));
            }
            Streak::Losses(run) if run > self.losses => {
                return Err(format!(
                    "{scope}: a streak of {run} losses beside {} losses",
                    self.losses
                ));
            }
            _ => {}
        }
        if u64::from(self.best_win_streak) > wins {
            return Err(format!(
                "{scope}: a best streak of {} wins beside {wins} wins",
                self.best_win_streak
            ));
        }
        if self.scored_games > self.games {
            return Err(format!(
                "{scope}: {} scored games out of {} games",
                self.scored_games, self.games
            ));
        }
        let scored = i128::from(self.scored_games);
        match self.best_score {
            None if self.scored_games > 0 || self.score_sum != 0 => Err(format!(
                "{scope}: scores that add up to {} without a best score",
                self.score_sum
            )),
            Some(best) if self.scored_games == 0 => Err(format!(
                "{scope}: a best score of {best} without a scored game"
            )),
            Some(best)
                if self.score_sum > i128::from(best) * scored
                    || self.score_sum < i128::from(i64::MIN) * scored
                    || (scored == 1 && self.score_sum != i128::from(best)) =>
            {
                Err(format!(
                    "{scope}: {scored} scores that add up to {} cannot have a best of {best}",
                    self.score_sum
                ))
            }
            _ => Ok(()),
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

    /// Checks the game's tallies against each other and against its history.
    fn check(&self) -> Result<(), String> {
        let game = self.game;
        if self.recent.len() > HISTORY_LENGTH {
            return Err(format!(
                "{game} keeps {} results, more than {HISTORY_LENGTH}",
                self.recent.len()
            ));
        }
        for result in &self.recent {
            if result.game != game {
                return Err(format!("a {} result is listed under {game}", result.game));
            }
            result.check()?;
        }
        for pair in self.levels.windows(2) {
            if level_rank(pair[0].level) >= level_rank(pair[1].level) {
                return Err(format!(
                    "{game} lists the level {} twice or out of order",
                    level_label(pair[1].level)
                ));
            }
        }
        for entry in &self.levels {
            entry.tally.check(&scope_label(game, entry.level))?;
        }
        self.totals.check(&format!("{game} (all levels)"))?;
        self.check_totals_add_up()?;
        if self.recent.len() < HISTORY_LENGTH {
            // The history still holds every game played: the tallies must be its sums.
            let mut replayed = GameStatistics::new(game);
            for result in &self.recent {
                replayed.record(result);
            }
            if replayed.levels != self.levels || replayed.totals != self.totals {
                return Err(format!(
                    "{game}'s tallies are not those of its {} results",
                    self.recent.len()
                ));
            }
            return Ok(());
        }
        if let Some(stray) = self
            .recent
            .iter()
            .find(|result| self.level(result.level).is_none())
        {
            return Err(format!(
                "a {game} result at {} has no tally",
                level_label(stray.level)
            ));
        }
        for entry in &self.levels {
            let results = self
                .recent
                .iter()
                .filter(|result| result.level == entry.level);
            check_tally_covers(&entry.tally, results, &scope_label(game, entry.level))?;
        }
        check_tally_covers(
            &self.totals,
            self.recent.iter(),
            &format!("{game} (all levels)"),
        )
    }

    /// The all-levels tally must be the per-level tallies summed (but for its streaks).
    fn check_totals_add_up(&self) -> Result<(), String> {
        let mut level_sums = [0u64; 8];
        for entry in &self.levels {
            for (sum, (_, count)) in level_sums.iter_mut().zip(entry.tally.named_counts()) {
                *sum = sum.saturating_add(count);
            }
        }
        for ((name, in_all), over_levels) in self.totals.named_counts().into_iter().zip(level_sums)
        {
            if in_all != over_levels {
                return Err(format!(
                    "{}: {in_all} {name} in all, but {over_levels} over the levels",
                    self.game
                ));
            }
        }
        let level_sum: i128 = self.levels.iter().map(|entry| entry.tally.score_sum).sum();
        let level_best = self.levels.iter().filter_map(|e| e.tally.best_score).max();
        if self.totals.score_sum != level_sum || self.totals.best_score != level_best {
            return Err(format!(
                "{}: the scores in all are not those of the levels",
                self.game
            ));
        }
        Ok(())
    }
}

/// Checks a tally against results it must have counted (its newest ones, not all of them).
fn check_tally_covers<'a>(
    tally: &Tally,
    results: impl Iterator<Item = &'a GameResult>,
    scope: &str,
) -> Result<(), String> {
    let mut seen = Tally::default();
    let mut newest_first = Vec::new();
    for result in results {
        seen.add(result);
        if result.counts() {
            newest_first.push(result.result);
        }
    }
    newest_first.reverse();
    for ((name, listed), (_, counted)) in seen.named_counts().into_iter().zip(tally.named_counts())
    {
        if listed > counted {
            return Err(format!(
                "{scope}: the history lists {listed} {name} but the tally counts {counted}"
            ));
        }
    }
    if seen.best_score > tally.best_score {
        return Err(format!(
            "{scope}: the history has a better score than the tally's best"
        ));
    }
    let Some(&latest) = newest_first.first() else {
        return Ok(());
    };
    let run = newest_first
        .iter()
        .take_while(|finish| finish.is_win() == latest.is_win() && **finish != Finish::Draw)
        .count();
    // A run that ends inside the history is known exactly; one that fills it may go on.
    let run_is_whole = run < newest_first.len();
    let agrees = |streak_run: u32| {
        let streak_run = streak_run as usize;
        if run_is_whole {
            streak_run == run
        } else {
            streak_run >= run
        }
    };
    let matches = match (latest, tally.streak) {
        (Finish::Draw, Streak::None) => true,
        (Finish::Loss, Streak::Losses(streak_run)) => agrees(streak_run),
        (Finish::Win | Finish::SharedWin, Streak::Wins(streak_run)) => agrees(streak_run),
        _ => false,
    };
    if matches {
        Ok(())
    } else {
        Err(format!(
            "{scope}: the streak {:?} does not follow from the latest results",
            tally.streak
        ))
    }
}

/// A level as messages name it.
fn level_label(level: Option<Level>) -> &'static str {
    level.map_or("no computer players", Level::name)
}

fn scope_label(game: GameId, level: Option<Level>) -> String {
    format!("{game} ({})", level_label(level))
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

/// A statistics file as written.
#[derive(Serialize)]
struct FileOut<'a> {
    format: &'a str,
    version: u32,
    games: &'a [GameStatistics],
    recent: &'a VecDeque<GameResult>,
}

/// A statistics file as read, before it is checked.
#[derive(Deserialize)]
struct FileIn {
    format: String,
    version: u32,
    games: Vec<GameStatistics>,
    recent: VecDeque<GameResult>,
}

/// The fields that say what a file is, read first so that another format or version is
/// refused as such rather than for the fields it lacks.
#[derive(Deserialize)]
struct FileHeader {
    #[serde(default)]
    format: Option<Value>,
    #[serde(default)]
    version: Option<Value>,
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

    /// The statistics as the JSON the app stores.
    pub fn to_json(&self) -> String {
        // Strings, integers, booleans and lists only: nothing here can fail to serialize.
        serde_json::to_string(&self.file_out()).expect("statistics serialize to JSON")
    }

    /// Statistics stored by [`Statistics::to_json`]. Anything that is not such a file, is of
    /// another version, or does not hold together is refused whole, with the reason.
    pub fn from_json(text: &str) -> Result<Statistics, RulesError> {
        let header: FileHeader = serde_json::from_str(text).map_err(|error| {
            RulesError::damaged(if error.is_data() {
                format!("this is not a statistics file: {error}")
            } else {
                format!("the statistics are not valid JSON: {error}")
            })
        })?;
        check_header(header.format.as_ref(), header.version.as_ref())?;
        let file: FileIn = serde_json::from_str(text).map_err(|error| {
            RulesError::new("error-damaged")
                .detail(format!("the statistics file is damaged: {error}"))
        })?;
        Statistics::from_file(file)
    }

    fn file_out(&self) -> FileOut<'_> {
        FileOut {
            format: FORMAT,
            version: VERSION,
            games: &self.games,
            recent: &self.recent,
        }
    }

    fn from_file(file: FileIn) -> Result<Statistics, RulesError> {
        check_header(
            Some(&Value::from(file.format)),
            Some(&Value::from(file.version)),
        )?;
        let statistics = Statistics {
            games: file.games,
            recent: file.recent,
        };
        statistics.check().map_err(|problem| {
            RulesError::new("error-damaged")
                .detail(format!("the statistics do not add up: {problem}"))
        })?;
        Ok(statistics)
    }

    /// Everything a file must satisfy beyond its shape.
    fn check(&self) -> Result<(), String> {
        for pair in self.games.windows(2) {
            if pair[0].game >= pair[1].game {
                return Err(format!("{} is listed twice or out of order", pair[1].game));
            }
        }
        for entry in &self.games {
            entry.check()?;
        }
        if self.recent.len() > HISTORY_LENGTH {
            return Err(format!(
                "{} recent results, more than {HISTORY_LENGTH}",
                self.recent.len()
            ));
        }
        if let Some(stray) = self.recent.iter().find(|r| self.game(r.game).is_none()) {
            return Err(format!(
                "a recent {} result of a game without statistics",
                stray.game
            ));
        }
        // The overall history is the newest results of the games' own histories, merged.
        for entry in &self.games {
            let overall: Vec<&GameResult> = self
                .recent
                .iter()
                .filter(|result| result.game == entry.game)
                .collect();
            let own = &entry.recent;
            let newest_own = own.iter().skip(own.len().saturating_sub(overall.len()));
            if overall.len() > own.len() || !overall.into_iter().eq(newest_own) {
                return Err(format!(
                    "the recent {} results are not the latest of that game",
                    entry.game
                ));
            }
        }
        let kept: usize = self.games.iter().map(|entry| entry.recent.len()).sum();
        if self.recent.len() < HISTORY_LENGTH && kept != self.recent.len() {
            return Err(format!(
                "{} recent results but {kept} in the games' histories",
                self.recent.len()
            ));
        }
        Ok(())
    }
}

/// Refuses a file of another format or of a version this build does not read.
fn check_header(format: Option<&Value>, version: Option<&Value>) -> Result<(), RulesError> {
    if format.and_then(Value::as_str) != Some(FORMAT) {
        return Err(RulesError::new("error-damaged").detail(format!(
            "this is not a statistics file: its format is {}, not \"{FORMAT}\"",
            format.map_or_else(|| "missing".to_string(), Value::to_string)
        )));
    }
    if version.and_then(Value::as_u64) != Some(u64::from(VERSION)) {
        return Err(RulesError::new("error-damaged").detail(format!(
            "statistics version {} cannot be read: this build reads version {VERSION}",
            version.map_or_else(|| "missing".to_string(), Value::to_string)
        )));
    }
    Ok(())
}

impl Serialize for Statistics {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.file_out().serialize(serializer)
    }
}

/// Read through the same checks as [`Statistics::from_json`], so no path loads a file that
/// does not hold together.
impl<'de> Deserialize<'de> for Statistics {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Statistics, D::Error> {
        let file = FileIn::deserialize(deserializer)?;
        Statistics::from_file(file).map_err(D::Error::custom)
    }
}
