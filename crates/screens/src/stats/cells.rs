//! The statistics in phrases, for the statistics page to show: a row of the record (by level
//! for one game, by game for all games), a line of the latest results, a date, the levels'
//! names, and the win rate by level.

use challenge_base::text::verbatim;
use challenge_rules::stats::{Finish, GameResult, Statistics, Streak, Tally, keeps_score};
use challenge_rules::{GameId, Level, Phrase, Values};

/// The levels a game's record is kept by, in the order they are listed.
const LEVELS: [Option<Level>; 4] = [
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
    None,
];

/// A level as the screen names it (`level-*`, or no computer players at all).
pub fn level_name(level: Option<Level>) -> Phrase {
    match level {
        Some(level) => Phrase::new(format!("level-{}", level.name())),
        None => Phrase::new("stats-level-none"),
    }
}

/// A level's name short enough for a chart's axis and the latest results.
pub fn short_level(level: Option<Level>) -> Phrase {
    match level {
        None => Phrase::new("stats-level-none-short"),
        level => level_name(level),
    }
}

/// A cell with nothing to show.
fn no_value() -> Phrase {
    Phrase::new("stats-no-value")
}

/// A count shown as it is.
fn number(value: impl ToString) -> Phrase {
    verbatim(value.to_string())
}

fn streak_phrase(streak: Streak) -> Phrase {
    match streak {
        Streak::None => no_value(),
        Streak::Wins(run) => Phrase::new("stats-streak-wins").number("count", run),
        Streak::Losses(run) => Phrase::new("stats-streak-losses").number("count", run),
    }
}

/// One row of the record: every column's words, as phrases.
pub fn tally_cells(tally: &Tally, scored: bool) -> [Phrase; 10] {
    let wins = if tally.shared_wins > 0 {
        Phrase::new("stats-wins-shared")
            .number("wins", tally.wins)
            .number("shared", tally.shared_wins)
    } else {
        number(tally.wins)
    };
    let (best, average) = if scored {
        (
            tally.best_score.map_or_else(no_value, number),
            // A decimal is shown as it is: the text layer's numbers are whole.
            tally
                .average_score()
                .map_or_else(no_value, |average| verbatim(format!("{average:.1}"))),
        )
    } else {
        (no_value(), no_value())
    };
    [
        number(tally.games),
        wins,
        number(tally.losses),
        number(tally.draws),
        streak_phrase(tally.streak),
        number(tally.best_win_streak),
        best,
        average,
        number(tally.hints_used),
        number(tally.practice_games),
    ]
}

pub const TALLY_HEADINGS: [&str; 10] = [
    "stats-heading-games",
    "stats-heading-wins",
    "stats-heading-losses",
    "stats-heading-draws",
    "stats-heading-streak",
    "stats-heading-best-streak",
    "stats-heading-best-score",
    "stats-heading-average",
    "stats-heading-hints",
    "stats-heading-practice",
];

/// The rows of the record table, their names and cells as phrases: by level for one game,
/// by game for all games.
pub fn tally_rows(stats: &Statistics, game: Option<GameId>) -> Vec<(Phrase, [Phrase; 10])> {
    match game {
        Some(game) => LEVELS
            .iter()
            .map(|&level| {
                let cells = tally_cells(&stats.tally(game, level), keeps_score(game));
                (level_name(level), cells)
            })
            .chain(std::iter::once((
                Phrase::new("stats-all-levels"),
                tally_cells(&stats.totals(game), keeps_score(game)),
            )))
            .collect(),
        None => GameId::ALL
            .into_iter()
            .map(|game| {
                let cells = tally_cells(&stats.totals(game), keeps_score(game));
                (Phrase::new(game.title_id()), cells)
            })
            .collect(),
    }
}

/// The date and time (UTC) of `unix_seconds`, seconds since the Unix epoch, as the message
/// `stats-date` writes it ("2026-11-23 14:05" in English).
pub fn date_phrase(unix_seconds: u64) -> Phrase {
    let days = (unix_seconds / 86_400) as i64;
    let minutes = ((unix_seconds % 86_400) / 60) as i64;
    // Days to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    Phrase::new("stats-date")
        .number("year", year)
        .number("month", month)
        .number("day", day)
        .number("hour", minutes / 60)
        .number("minute", minutes % 60)
}

fn finish_phrase(result: &GameResult) -> Phrase {
    Phrase::new(match result.result {
        Finish::Win => "stats-finish-win",
        Finish::SharedWin => "stats-finish-shared-win",
        Finish::Loss => "stats-finish-loss",
        Finish::Draw => "stats-finish-draw",
    })
}

/// The headings over the latest results' columns, the first seven of [`history_cells`]: the
/// practice mark's column has none.
pub const HISTORY_HEADINGS: [&str; 7] = [
    "stats-heading-date",
    "stats-heading-game",
    "stats-heading-opponents",
    "stats-heading-result",
    "stats-heading-score",
    "stats-heading-moves",
    "stats-heading-hints",
];

/// One line of the latest results, as phrases: date, game, level, result, score, moves,
/// hints, practice.
pub fn history_cells(result: &GameResult) -> [Phrase; 8] {
    [
        date_phrase(result.finished_at),
        Phrase::new(result.game.title_id()),
        short_level(result.level),
        finish_phrase(result),
        result.score.map_or_else(no_value, number),
        number(result.moves),
        number(result.hints_used),
        if result.practice {
            Phrase::new("stats-practice-mark")
        } else {
            verbatim("")
        },
    ]
}

/// The win rate by level of one game, or of all games together.
pub fn win_rate_by_level(stats: &Statistics, game: Option<GameId>) -> Vec<(Option<Level>, f64)> {
    match game {
        Some(game) => stats
            .win_rate_by_level(game)
            .into_iter()
            .map(|(level, _, rate)| (level, rate))
            .collect(),
        None => LEVELS
            .iter()
            .filter_map(|&level| {
                let (games, wins) = GameId::ALL.iter().fold((0u64, 0u64), |(games, wins), &g| {
                    let tally = stats.tally(g, level);
                    (
                        games + u64::from(tally.games),
                        wins + u64::from(tally.wins) + u64::from(tally.shared_wins),
                    )
                });
                (games > 0).then(|| (level, wins as f64 / games as f64))
            })
            .collect(),
    }
}
