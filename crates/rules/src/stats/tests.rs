//! The tests of the player's statistics: results read from outcomes, tallies and streaks,
//! practice games, the plotted series, the JSON file and every kind of damaged file refused.

use super::*;
use proptest::prelude::*;
use serde_json::json;

const EASY: Option<Level> = Some(Level::Easy);
const NORMAL: Option<Level> = Some(Level::Normal);
const HARD: Option<Level> = Some(Level::Hard);
const PEOPLE: Option<Level> = None;

/// A two-seat result of `game` where the player (seat 0) scored `score` against 0.
fn result(game: GameId, level: Option<Level>, finish: Finish, score: i64) -> GameResult {
    GameResult {
        game,
        level,
        seats: 2,
        finished_at: 1_700_000_000,
        result: finish,
        score: keeps_score(game).then_some(score),
        scores: vec![score, 0],
        moves: 40,
        hints_used: 0,
        practice: false,
        seed: 7,
    }
}

fn suit(finish: Finish, score: i64) -> GameResult {
    result(GameId::SuitChallenge, NORMAL, finish, score)
}

fn practice(mut result: GameResult) -> GameResult {
    result.practice = true;
    result
}

fn recorded(results: impl IntoIterator<Item = GameResult>) -> Statistics {
    let mut statistics = Statistics::new();
    for result in results {
        statistics.record(result).unwrap();
    }
    statistics
}

fn outcome(scores: Vec<i64>, winners: Vec<Seat>) -> Outcome {
    Outcome {
        scores,
        winners,
        summary: crate::games::gotcha::Note::Draw { points: 0 }.into(),
    }
}

fn details() -> PlayDetails {
    PlayDetails {
        seed: 99,
        finished_at: 1_763_900_000,
        moves: 57,
        hints_used: 2,
        practice: false,
    }
}

fn finish_of(outcome: &Outcome, viewer: Seat) -> Finish {
    GameResult::from_outcome(GameId::Gotcha, HARD, viewer, outcome, details())
        .unwrap()
        .result
}

#[test]
fn from_outcome_gives_the_sole_winner_a_win() {
    assert_eq!(finish_of(&outcome(vec![5, 3, 1], vec![0]), 0), Finish::Win);
}

#[test]
fn from_outcome_gives_everyone_else_a_loss() {
    let outcome = outcome(vec![5, 3, 1], vec![0]);
    assert_eq!(finish_of(&outcome, 1), Finish::Loss);
    assert_eq!(finish_of(&outcome, 2), Finish::Loss);
}

#[test]
fn from_outcome_without_winners_is_a_draw() {
    assert_eq!(finish_of(&outcome(vec![4, 4, 4], vec![]), 1), Finish::Draw);
}

#[test]
fn from_outcome_with_several_winners_is_a_shared_win_for_them_only() {
    let outcome = outcome(vec![6, 2, 6], vec![0, 2]);
    assert_eq!(finish_of(&outcome, 2), Finish::SharedWin);
    assert_eq!(finish_of(&outcome, 0), Finish::SharedWin);
    assert_eq!(finish_of(&outcome, 1), Finish::Loss);
}

#[test]
fn from_outcome_copies_the_details_and_the_viewers_score() {
    let outcome = outcome(vec![12, 30], vec![1]);
    let read = GameResult::from_outcome(GameId::BluffPoker, EASY, 1, &outcome, details()).unwrap();
    assert_eq!(
        read,
        GameResult {
            game: GameId::BluffPoker,
            level: EASY,
            seats: 2,
            finished_at: 1_763_900_000,
            result: Finish::Win,
            score: Some(30),
            scores: vec![12, 30],
            moves: 57,
            hints_used: 2,
            practice: false,
            seed: 99,
        }
    );
}

#[test]
fn from_outcome_gives_no_score_in_a_game_without_one() {
    let outcome = outcome(vec![1, 0], vec![0]);
    let read = GameResult::from_outcome(GameId::SvoiKozyri, PEOPLE, 0, &outcome, details());
    assert_eq!(read.unwrap().score, None);
}

#[test]
fn from_outcome_refuses_a_viewer_not_at_the_table() {
    let error = GameResult::from_outcome(
        GameId::Gotcha,
        HARD,
        3,
        &outcome(vec![1, 2, 3], vec![2]),
        details(),
    )
    .unwrap_err();
    assert_eq!(error.detail, "seat 3 is not at a table of 3 seats");
}

#[test]
fn from_outcome_refuses_a_winner_not_at_the_table() {
    let error = GameResult::from_outcome(
        GameId::Gotcha,
        HARD,
        0,
        &outcome(vec![1, 2], vec![4]),
        details(),
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("names seat 4 a winner"),
        "{error}"
    );
}

#[test]
fn from_outcome_refuses_a_seat_count_the_game_does_not_allow() {
    let error = GameResult::from_outcome(
        GameId::BluffPoker,
        HARD,
        0,
        &outcome(vec![1, 2, 3], vec![2]),
        details(),
    )
    .unwrap_err();
    assert!(error.to_string().contains("has 3 seats"), "{error}");
}

#[test]
fn strongest_level_is_the_hardest_opponent_or_none_without_bots() {
    assert_eq!(
        strongest_level([Level::Normal, Level::Hard, Level::Easy]),
        HARD
    );
    assert_eq!(strongest_level([Level::Easy, Level::Normal]), NORMAL);
    assert_eq!(strongest_level([]), PEOPLE);
}

#[test]
fn wins_in_a_row_make_a_win_streak_and_a_loss_turns_it_into_a_losing_one() {
    use Finish::*;
    let mut statistics = Statistics::new();
    let mut streaks = Vec::new();
    for finish in [Win, Win, SharedWin, Loss, Loss, Win] {
        statistics.record(suit(finish, 0)).unwrap();
        let tally = statistics.tally(GameId::SuitChallenge, NORMAL);
        streaks.push((tally.streak, tally.best_win_streak));
    }
    assert_eq!(
        streaks,
        [
            (Streak::Wins(1), 1),
            (Streak::Wins(2), 2),
            (Streak::Wins(3), 3),
            (Streak::Losses(1), 3),
            (Streak::Losses(2), 3),
            (Streak::Wins(1), 3),
        ]
    );
}

#[test]
fn a_draw_ends_a_win_streak_and_a_losing_streak() {
    use Finish::*;
    let after_wins = recorded([suit(Win, 0), suit(Win, 0), suit(Draw, 0)]);
    let tally = after_wins.tally(GameId::SuitChallenge, NORMAL);
    assert_eq!((tally.streak, tally.best_win_streak), (Streak::None, 2));
    let after_losses = recorded([suit(Loss, 0), suit(Draw, 0), suit(Loss, 0)]);
    let tally = after_losses.tally(GameId::SuitChallenge, NORMAL);
    assert_eq!(tally.streak, Streak::Losses(1));
}

#[test]
fn the_tally_counts_each_finish_apart() {
    use Finish::*;
    let statistics = recorded([Win, Loss, Loss, Draw, SharedWin, Win].map(|f| suit(f, 0)));
    let tally = statistics.tally(GameId::SuitChallenge, NORMAL);
    assert_eq!(
        (
            tally.games,
            tally.wins,
            tally.losses,
            tally.draws,
            tally.shared_wins
        ),
        (6, 2, 2, 1, 1)
    );
    assert_eq!(tally.win_rate(), Some(0.5));
}

#[test]
fn practice_games_stay_out_of_records_but_are_listed_in_the_history() {
    let mut lost_with_undo = practice(suit(Finish::Loss, 500));
    lost_with_undo.hints_used = 3;
    lost_with_undo.seed = 2;
    let statistics = recorded([suit(Finish::Win, 10), lost_with_undo, suit(Finish::Win, 20)]);
    let tally = statistics.tally(GameId::SuitChallenge, NORMAL);
    assert_eq!((tally.games, tally.wins, tally.losses), (2, 2, 0));
    assert_eq!(tally.practice_games, 1);
    assert_eq!(tally.hints_used, 3);
    assert_eq!((tally.streak, tally.best_win_streak), (Streak::Wins(2), 2));
    assert_eq!(tally.best_score, Some(20));
    let listed: Vec<bool> = statistics.history(None).map(|r| r.practice).collect();
    assert_eq!(listed, [false, true, false]);
    assert_eq!(statistics.win_rate_over_time(None, 0), [(1, 1.0), (2, 1.0)]);
}

#[test]
fn a_level_with_only_practice_games_has_no_win_rate() {
    let statistics = recorded([practice(suit(Finish::Win, 0))]);
    assert_eq!(
        statistics.tally(GameId::SuitChallenge, NORMAL).win_rate(),
        None
    );
    assert!(
        statistics
            .win_rate_by_level(GameId::SuitChallenge)
            .is_empty()
    );
}

#[test]
fn best_and_average_score_come_from_counted_games_exactly() {
    let statistics = recorded([
        suit(Finish::Win, 10),
        suit(Finish::Loss, -4),
        suit(Finish::Win, 31),
        practice(suit(Finish::Win, 1000)),
    ]);
    let tally = statistics.tally(GameId::SuitChallenge, NORMAL);
    assert_eq!(tally.best_score, Some(31));
    assert_eq!((tally.score_sum, tally.scored_games), (37, 3));
    assert_eq!(tally.average_score(), Some(37.0 / 3.0));
}

#[test]
fn a_game_without_scores_has_no_best_or_average() {
    let statistics = recorded([result(GameId::SvoiKozyri, EASY, Finish::Win, 1)]);
    let tally = statistics.tally(GameId::SvoiKozyri, EASY);
    assert_eq!((tally.best_score, tally.average_score()), (None, None));
    assert_eq!((tally.games, tally.scored_games), (1, 0));
}

#[test]
fn extreme_scores_add_up_without_overflow() {
    let statistics = recorded([suit(Finish::Win, i64::MAX), suit(Finish::Win, i64::MAX)]);
    let tally = statistics.tally(GameId::SuitChallenge, NORMAL);
    assert_eq!(tally.score_sum, 2 * i128::from(i64::MAX));
    assert_eq!(Statistics::from_json(&statistics.to_json()), Ok(statistics));
}

#[test]
fn totals_sum_the_levels_and_streak_over_the_order_of_play() {
    let statistics = recorded([
        result(GameId::Gotcha, EASY, Finish::Win, 4),
        result(GameId::Gotcha, HARD, Finish::Win, 9),
        result(GameId::Gotcha, PEOPLE, Finish::Win, 2),
        result(GameId::Gotcha, EASY, Finish::Loss, 1),
        result(GameId::Gotcha, HARD, Finish::Win, 6),
    ]);
    let totals = statistics.totals(GameId::Gotcha);
    assert_eq!((totals.games, totals.wins, totals.losses), (5, 4, 1));
    assert_eq!(
        (totals.streak, totals.best_win_streak),
        (Streak::Wins(1), 3)
    );
    assert_eq!((totals.best_score, totals.score_sum), (Some(9), 22));
    let hard = statistics.tally(GameId::Gotcha, HARD);
    assert_eq!((hard.streak, hard.best_win_streak), (Streak::Wins(2), 2));
    assert_eq!(statistics.tally(GameId::Gotcha, NORMAL), Tally::default());
    assert_eq!(statistics.totals(GameId::BluffPoker), Tally::default());
}

#[test]
fn the_history_keeps_the_last_hundred_results_newest_first() {
    let mut statistics = Statistics::new();
    for seed in 0..130 {
        let game = if seed % 3 == 0 {
            GameId::Gotcha
        } else {
            GameId::SuitChallenge
        };
        let mut result = result(game, NORMAL, Finish::Win, 0);
        result.seed = seed;
        statistics.record(result).unwrap();
    }
    let seeds = |game| -> Vec<u64> { statistics.history(game).map(|r| r.seed).collect() };
    assert_eq!(seeds(None), (30..130).rev().collect::<Vec<_>>());
    // Gotcha's own history reaches back past the overall one: 44 games, all kept.
    assert_eq!(
        seeds(Some(GameId::Gotcha)),
        (0..130).rev().filter(|s| s % 3 == 0).collect::<Vec<_>>()
    );
    let suit_seeds: Vec<u64> = (0..130).rev().filter(|s| s % 3 != 0).take(100).collect();
    assert_eq!(seeds(Some(GameId::SuitChallenge)), suit_seeds);
    assert_eq!(seeds(Some(GameId::BluffPoker)), Vec::<u64>::new());
    assert_eq!(statistics.totals(GameId::SuitChallenge).games, 86);
    assert_eq!(statistics.totals(GameId::Gotcha).games, 44);
}

#[test]
fn win_rate_over_time_is_the_windowed_average_of_the_known_sequence() {
    use Finish::*;
    let statistics = recorded([
        suit(Win, 0),
        suit(Loss, 0),
        practice(suit(Loss, 0)),
        suit(SharedWin, 0),
        result(GameId::Gotcha, HARD, Loss, 0),
        suit(Win, 0),
        suit(Draw, 0),
    ]);
    assert_eq!(
        statistics.win_rate_over_time(Some(GameId::SuitChallenge), 2),
        [(1, 1.0), (2, 0.5), (3, 0.5), (4, 1.0), (5, 0.5)]
    );
    assert_eq!(
        statistics.win_rate_over_time(Some(GameId::SuitChallenge), 0),
        [(1, 1.0), (2, 0.5), (3, 2.0 / 3.0), (4, 0.75), (5, 0.6)]
    );
    assert_eq!(
        statistics.win_rate_over_time(None, 3),
        [
            (1, 1.0),
            (2, 0.5),
            (3, 2.0 / 3.0),
            (4, 1.0 / 3.0),
            (5, 2.0 / 3.0),
            (6, 1.0 / 3.0)
        ]
    );
    assert!(
        statistics
            .win_rate_over_time(Some(GameId::BluffPoker), 5)
            .is_empty()
    );
}

#[test]
fn win_rate_by_level_lists_played_levels_in_order_with_exact_rates() {
    use Finish::*;
    let gotcha = |level, finish| result(GameId::Gotcha, level, finish, 0);
    let statistics = recorded([
        gotcha(PEOPLE, Win),
        gotcha(HARD, Loss),
        gotcha(EASY, Win),
        gotcha(HARD, SharedWin),
        gotcha(EASY, Win),
        gotcha(HARD, Draw),
        gotcha(EASY, Loss),
        gotcha(HARD, Loss),
        practice(gotcha(NORMAL, Win)),
    ]);
    assert_eq!(
        statistics.win_rate_by_level(GameId::Gotcha),
        [(EASY, 3, 2.0 / 3.0), (HARD, 4, 0.25), (PEOPLE, 1, 1.0)]
    );
    assert!(statistics.win_rate_by_level(GameId::BluffPoker).is_empty());
}

#[test]
fn record_refuses_a_result_that_does_not_hold_together_and_changes_nothing() {
    let mut statistics = recorded([suit(Finish::Win, 3)]);
    let before = statistics.clone();
    let mut wrong_scores = suit(Finish::Win, 3);
    wrong_scores.scores = vec![3];
    assert!(
        statistics
            .record(wrong_scores)
            .unwrap_err()
            .detail
            .contains("1 scores for 2 seats")
    );
    let mut wrong_score = suit(Finish::Win, 3);
    wrong_score.score = Some(8);
    assert!(
        statistics
            .record(wrong_score)
            .unwrap_err()
            .detail
            .contains("score of 8")
    );
    assert_eq!(statistics, before);
}

/// A mix of games, levels, finishes and practice, under a hundred results.
fn sample() -> Statistics {
    use Finish::*;
    let mut results = Vec::new();
    for (at, finish) in [Win, Loss, Draw, SharedWin, Win, Win, Loss]
        .iter()
        .enumerate()
    {
        let game = GameId::ALL[at % GameId::ALL.len()];
        let level = [EASY, NORMAL, HARD, PEOPLE][at % 4];
        let mut result = result(game, level, *finish, at as i64 * 7 - 10);
        result.practice = at == 4;
        result.hints_used = at as u32;
        result.seed = at as u64 * 1_000_003;
        results.push(result);
    }
    recorded(results)
}

/// 120 Suit Challenge games at normal, ending in a streak of 5 wins: the history is full.
fn full_history() -> Statistics {
    let mut results: Vec<GameResult> = (0..115)
        .map(|at| suit([Finish::Loss, Finish::Win][at % 2], at as i64))
        .collect();
    results.extend((0..5).map(|_| suit(Finish::Win, 1)));
    recorded(results)
}

#[test]
fn statistics_round_trip_through_json_with_format_and_version() {
    for statistics in [Statistics::new(), sample(), full_history()] {
        let text = statistics.to_json();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["format"], "challenge-stats");
        assert_eq!(value["version"], 1);
        assert_eq!(Statistics::from_json(&text), Ok(statistics.clone()));
        assert_eq!(
            serde_json::from_str::<Statistics>(&text).unwrap(),
            statistics
        );
    }
}

/// The message `from_json` gives for `statistics` changed by `damage`.
fn refusal(statistics: &Statistics, damage: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut value: serde_json::Value = serde_json::from_str(&statistics.to_json()).unwrap();
    damage(&mut value);
    let text = value.to_string();
    let error = Statistics::from_json(&text).unwrap_err().detail;
    // The serde path refuses it too, through the same checks.
    assert!(serde_json::from_str::<Statistics>(&text).is_err());
    error
}

fn assert_refused(
    statistics: &Statistics,
    damage: impl FnOnce(&mut serde_json::Value),
    says: &str,
) {
    let message = refusal(statistics, damage);
    assert!(message.contains(says), "expected {says:?} in {message:?}");
}

#[test]
fn text_that_is_not_json_is_refused_as_such() {
    for text in ["", "{\"format\": \"challenge-stats\", ", "not json"] {
        let error = Statistics::from_json(text).unwrap_err().detail;
        assert!(
            error.starts_with("the statistics are not valid JSON"),
            "{error}"
        );
    }
}

#[test]
fn json_that_is_not_a_statistics_file_is_refused_as_such() {
    for text in [
        "[1, 2]",
        "\"challenge-stats\"",
        "{}",
        "{\"format\": \"challenge-save\"}",
    ] {
        let error = Statistics::from_json(text).unwrap_err().detail;
        assert!(
            error.starts_with("this is not a statistics file"),
            "{text}: {error}"
        );
    }
}

#[test]
fn an_unknown_version_is_refused_before_its_fields_are_read() {
    let text = json!({"format": "challenge-stats", "version": 2, "players": {}}).to_string();
    assert_eq!(
        Statistics::from_json(&text).unwrap_err().detail,
        "statistics version 2 cannot be read: this build reads version 1"
    );
    assert_refused(
        &sample(),
        |v| {
            v.as_object_mut().unwrap().remove("version");
        },
        "statistics version missing cannot be read",
    );
}

#[test]
fn a_missing_field_is_refused_as_damage() {
    assert_refused(
        &sample(),
        |v| {
            v.as_object_mut().unwrap().remove("recent");
        },
        "the statistics file is damaged: missing field `recent`",
    );
}

#[test]
fn a_negative_count_is_refused() {
    assert_refused(
        &sample(),
        |v| v["games"][0]["totals"]["wins"] = json!(-1),
        "the statistics file is damaged: invalid value: integer `-1`",
    );
}

#[test]
fn finishes_that_do_not_add_up_to_the_games_are_refused() {
    assert_refused(
        &sample(),
        |v| v["games"][0]["levels"][0]["tally"]["games"] = json!(5),
        "add up to 1, not to the 5 games",
    );
}

#[test]
fn a_current_streak_longer_than_the_best_is_refused() {
    // Two Suit Challenge wins at two levels, however many games the registry has (`sample`
    // shares its results out among them all).
    let two_wins = recorded([
        result(GameId::SuitChallenge, EASY, Finish::Win, 3),
        result(GameId::SuitChallenge, NORMAL, Finish::Win, 4),
    ]);
    assert_refused(
        &two_wins,
        |v| v["games"][0]["totals"]["best_win_streak"] = json!(0),
        "suit_challenge (all levels): a streak of 2 wins beside 2 wins and a best streak of 0",
    );
}

#[test]
fn a_best_score_the_scores_cannot_reach_is_refused() {
    assert_refused(
        &sample(),
        |v| v["games"][0]["totals"]["best_score"] = json!(-50),
        "cannot have a best of -50",
    );
}

#[test]
fn totals_that_are_not_the_sum_of_the_levels_are_refused() {
    assert_refused(
        &full_history(),
        |v| {
            let totals = &mut v["games"][0]["totals"];
            totals["practice_games"] = json!(1);
        },
        "suit_challenge: 1 practice games in all, but 0 over the levels",
    );
}

#[test]
fn tallies_that_differ_from_a_complete_history_are_refused() {
    assert_refused(
        &sample(),
        |v| {
            // Forty hints more, at one level and in all: only the history says otherwise.
            for path in ["/games/0/totals", "/games/0/levels/0/tally"] {
                let tally = v.pointer_mut(path).unwrap();
                tally["hints_used"] = json!(tally["hints_used"].as_u64().unwrap() + 40);
            }
        },
        "suit_challenge's tallies are not those of its 2 results",
    );
}

#[test]
fn more_than_a_hundred_results_are_refused() {
    let statistics = full_history();
    assert_refused(
        &statistics,
        |v| {
            let first = v["recent"][0].clone();
            v["recent"].as_array_mut().unwrap().insert(0, first);
        },
        "101 recent results, more than 100",
    );
    assert_refused(
        &statistics,
        |v| {
            let first = v["games"][0]["recent"][0].clone();
            v["games"][0]["recent"]
                .as_array_mut()
                .unwrap()
                .insert(0, first);
        },
        "suit_challenge keeps 101 results, more than 100",
    );
}

#[test]
fn a_full_history_with_more_wins_than_the_tally_is_refused() {
    assert_refused(
        &full_history(),
        |v| {
            for path in ["/games/0/totals", "/games/0/levels/0/tally"] {
                let tally = v.pointer_mut(path).unwrap();
                tally["wins"] = json!(50);
                tally["losses"] = json!(70);
            }
        },
        "suit_challenge (normal): the history lists 52 wins but the tally counts 50",
    );
}

#[test]
fn a_streak_that_does_not_follow_from_a_full_history_is_refused() {
    let statistics = full_history();
    assert_refused(
        &statistics,
        |v| v["games"][0]["levels"][0]["tally"]["streak"] = json!({"wins": 4}),
        "the streak Wins(4) does not follow from the latest results",
    );
    assert_refused(
        &statistics,
        |v| v["games"][0]["totals"]["streak"] = json!({"losses": 1}),
        "the streak Losses(1) does not follow from the latest results",
    );
}

#[test]
fn a_result_listed_under_another_game_is_refused() {
    assert_refused(
        &sample(),
        |v| v["games"][0]["recent"][0]["game"] = json!("gotcha"),
        "a gotcha result is listed under suit_challenge",
    );
}

#[test]
fn a_game_listed_twice_is_refused() {
    assert_refused(
        &sample(),
        |v| {
            let first = v["games"][0].clone();
            v["games"].as_array_mut().unwrap().insert(0, first);
        },
        "suit_challenge is listed twice or out of order",
    );
}

#[test]
fn an_overall_history_that_is_not_the_games_latest_is_refused() {
    assert_refused(
        &sample(),
        |v| v["recent"][0]["seed"] = json!(12345),
        "the recent suit_challenge results are not the latest of that game",
    );
    assert_refused(
        &sample(),
        |v| {
            v["recent"].as_array_mut().unwrap().remove(0);
        },
        "6 recent results but 7 in the games' histories",
    );
}

#[test]
fn a_stored_result_the_game_does_not_allow_is_refused() {
    assert_refused(
        &sample(),
        |v| v["games"][0]["recent"][0]["seats"] = json!(5),
        "a suit_challenge result has 5 seats",
    );
}

#[test]
fn an_unknown_game_or_level_is_refused_as_damage() {
    assert_refused(
        &sample(),
        |v| v["recent"][0]["game"] = json!("chess"),
        "unknown game 'chess'",
    );
    assert_refused(
        &sample(),
        |v| v["recent"][0]["level"] = json!("grandmaster"),
        "unknown variant `grandmaster`",
    );
}

/// A result the proptest builds: any game, level, seat count, finish and score.
fn any_result() -> impl Strategy<Value = GameResult> {
    (
        0..GameId::ALL.len(),
        0..4usize,
        2..5usize,
        0..4usize,
        prop_oneof![-50..50i64, any::<i64>()],
        any::<bool>(),
        0..4u32,
        any::<u64>(),
    )
        .prop_map(
            |(game, level, seats, finish, score, practice, hints_used, seed)| {
                let game = GameId::ALL[game];
                let seats = seats.clamp(*game.seat_range().start(), *game.seat_range().end());
                let mut scores = vec![0; seats];
                scores[0] = score;
                GameResult {
                    game,
                    level: [EASY, NORMAL, HARD, PEOPLE][level],
                    seats,
                    finished_at: seed >> 32,
                    result: [Finish::Win, Finish::Loss, Finish::Draw, Finish::SharedWin][finish],
                    score: keeps_score(game).then_some(score),
                    scores,
                    moves: 10,
                    hints_used,
                    practice,
                    seed,
                }
            },
        )
}

/// The tally of `results`, counted one by one from scratch.
fn tally_of<'a>(results: impl Iterator<Item = &'a GameResult>) -> Tally {
    let mut tally = Tally::default();
    let mut run = 0u32;
    let mut losing = 0u32;
    let mut last = None;
    for result in results {
        tally.hints_used += u64::from(result.hints_used);
        if result.practice {
            tally.practice_games += 1;
            continue;
        }
        tally.games += 1;
        last = Some(result.result);
        match result.result {
            Finish::Win => tally.wins += 1,
            Finish::Loss => tally.losses += 1,
            Finish::Draw => tally.draws += 1,
            Finish::SharedWin => tally.shared_wins += 1,
        }
        (run, losing) = match result.result {
            Finish::Win | Finish::SharedWin => (run + 1, 0),
            Finish::Loss => (0, losing + 1),
            Finish::Draw => (0, 0),
        };
        tally.best_win_streak = tally.best_win_streak.max(run);
        if let Some(score) = result.score {
            tally.best_score = tally.best_score.max(Some(score));
            tally.score_sum += i128::from(score);
            tally.scored_games += 1;
        }
    }
    tally.streak = match last {
        Some(Finish::Win | Finish::SharedWin) => Streak::Wins(run),
        Some(Finish::Loss) => Streak::Losses(losing),
        _ => Streak::None,
    };
    tally
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_results_keep_every_invariant_and_round_trip(
        results in proptest::collection::vec(any_result(), 0..260)
    ) {
        let statistics = recorded(results.clone());
        prop_assert_eq!(statistics.check(), Ok(()));
        for game in GameId::ALL {
            let of_game: Vec<&GameResult> = results.iter().filter(|r| r.game == game).collect();
            let totals = tally_of(of_game.iter().copied());
            if totals.games + totals.practice_games > 0 {
                prop_assert_eq!(statistics.totals(game), totals);
            }
            for level in [EASY, NORMAL, HARD, PEOPLE] {
                let tally = tally_of(of_game.iter().copied().filter(|r| r.level == level));
                if tally.games + tally.practice_games > 0 {
                    prop_assert_eq!(statistics.tally(game, level), tally);
                }
            }
            let newest: Vec<&GameResult> = of_game.iter().rev().take(HISTORY_LENGTH).copied().collect();
            prop_assert_eq!(statistics.history(Some(game)).collect::<Vec<_>>(), newest);
        }
        let newest: Vec<&GameResult> = results.iter().rev().take(HISTORY_LENGTH).collect();
        prop_assert_eq!(statistics.history(None).collect::<Vec<_>>(), newest);
        prop_assert_eq!(Statistics::from_json(&statistics.to_json()), Ok(statistics));
    }
}
