//! What statistics must satisfy beyond their shape: each result in itself, each tally, a
//! game's tallies against each other and against its history, and the histories against
//! each other. A result given to `Statistics::record` and a file being read go through the
//! same checks, so no path keeps figures that do not add up.

use super::{
    Finish, GameResult, GameStatistics, HISTORY_LENGTH, Statistics, Streak, Tally, level_rank,
};
use crate::game::Level;
use crate::registry::GameId;

impl GameResult {
    /// The same checks for a result given to [`Statistics::record`] and one read from a file.
    pub(super) fn check(&self) -> Result<(), String> {
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

impl Tally {
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

impl GameStatistics {
    /// Checks the game's tallies against each other and against its history.
    pub(super) fn check(&self) -> Result<(), String> {
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

impl Statistics {
    /// Everything a file must satisfy beyond its shape.
    pub(super) fn check(&self) -> Result<(), String> {
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
