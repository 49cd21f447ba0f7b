//! `challenge match`: duplicate matches between two bot levels. Every deal is played more than
//! once with the levels moved between the seats, so the luck of the cards cancels out and what
//! is left is the difference in play.
//!
//! With two seats a deal is played twice, A first in seat 0 and then in seat 1. With more seats
//! A and B alternate around the table and the pattern is rotated through every seat; at an odd
//! table the rotations are played again with A and B exchanged, so each level holds half the
//! seats on average. A match may instead seat A alone among B players (`alone`), in every seat
//! in turn: how often one strong player beats a table of weaker ones, where one in `seats` is
//! even.

use crate::GameId;
use crate::any_game;
use crate::game::{Deal, Level, RulesError, Seat};
use crate::phrase::Speak;
use crate::registry::GameVisitor;
use crate::registry::Rules;
use crate::registry::visit;
use crate::rng::GameRng;
use crate::sim::MAX_ACTIONS_PER_GAME;
use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// What to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchArgs {
    pub game: GameId,
    /// The level whose share is reported.
    pub a: Level,
    pub b: Level,
    /// Games to play; rounded up to whole deals.
    pub games: usize,
    /// Seed of the first deal; deal `i` uses `seed + i`.
    pub seed: u64,
    /// Seat count; None means the game's smallest table.
    pub seats: Option<usize>,
    /// Worker threads; 0 means one per core. The result does not depend on it.
    pub threads: usize,
    /// A holds one seat and B all the others (see [`seatings_alone`]), rather than half each.
    pub alone: bool,
}

/// The result of one game for A: 1 if only A seats won, 0 if only B seats won, the A seats'
/// part of the winners when both did; a game nobody won counts as won by every seat, so A gets
/// its part of the table (one half when A holds half the seats, one in five alone at five).
fn share_for_a(winners: &[Seat], a_seats: &[bool]) -> f64 {
    if winners.is_empty() {
        let held = a_seats.iter().filter(|&&a| a).count();
        return held as f64 / a_seats.len().max(1) as f64;
    }
    let a_winners = winners
        .iter()
        .filter(|&&seat| a_seats.get(seat).copied().unwrap_or(false))
        .count();
    a_winners as f64 / winners.len() as f64
}

/// Which seats level A holds in each play of a deal at a table of `seats`.
pub fn seatings(seats: usize) -> Vec<Vec<bool>> {
    let mut plays: Vec<Vec<bool>> = (0..seats)
        .map(|turn| (0..seats).map(|seat| (seat + turn) % 2 == 0).collect())
        .collect();
    if seats % 2 == 1 {
        let exchanged: Vec<Vec<bool>> = plays
            .iter()
            .map(|play| play.iter().map(|a| !a).collect())
            .collect();
        plays.extend(exchanged);
    }
    plays
}

/// Which seat level A holds alone in each play of a deal at a table of `seats`: every seat once.
pub fn seatings_alone(seats: usize) -> Vec<Vec<bool>> {
    (0..seats)
        .map(|alone| (0..seats).map(|seat| seat == alone).collect())
        .collect()
}

/// Thinking times of one level, in microseconds, sorted.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThinkTimes {
    pub micros: Vec<u32>,
}

impl ThinkTimes {
    /// The `q` quantile (0..=1), in milliseconds.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.micros.is_empty() {
            return 0.0;
        }
        let at = ((self.micros.len() - 1) as f64 * q.clamp(0.0, 1.0)).round() as usize;
        f64::from(self.micros[at]) / 1000.0
    }

    pub fn max_ms(&self) -> f64 {
        self.micros.last().map_or(0.0, |&m| f64::from(m) / 1000.0)
    }
}

/// The tally of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchReport {
    pub game: GameId,
    pub seats: usize,
    pub a: Level,
    pub b: Level,
    pub first_seed: u64,
    /// A held one seat alone (an even share is then one in `seats`).
    pub alone: bool,
    pub deals: usize,
    pub games: usize,
    /// Games only A seats won.
    pub a_wins: usize,
    /// Games only B seats won.
    pub b_wins: usize,
    /// Games nobody won.
    pub draws: usize,
    /// Games both levels shared the win.
    pub shared: usize,
    /// A's score share over all games (0..=1).
    pub share: f64,
    /// The 95 % interval of the share, from the spread of the deals' shares.
    pub interval: (f64, f64),
    pub a_thinking: ThinkTimes,
    pub b_thinking: ThinkTimes,
    pub elapsed: Duration,
}

impl MatchReport {
    /// The share two equal levels would get: one half, or one seat's part of the table when A
    /// sits alone.
    pub fn even_share(&self) -> f64 {
        if self.alone {
            1.0 / self.seats.max(1) as f64
        } else {
            0.5
        }
    }
}

/// What one deal gave.
#[derive(Clone, Debug, Default)]
struct DealResult {
    shares: Vec<f64>,
    a_wins: usize,
    b_wins: usize,
    draws: usize,
    shared: usize,
    a_micros: Vec<u32>,
    b_micros: Vec<u32>,
}

/// Plays the match. Errors for a bad request, or if a game breaks (which would be a bug).
pub fn play_match(args: &MatchArgs) -> Result<MatchReport, RulesError> {
    let seats = args
        .seats
        .unwrap_or_else(|| *args.game.seat_range().start());
    any_game::check_seats(args.game, seats)?;
    if args.games == 0 {
        return Err(RulesError::internal("play at least one game"));
    }
    let plays = if args.alone {
        seatings_alone(seats)
    } else {
        seatings(seats)
    };
    let deals = args.games.div_ceil(plays.len());
    let threads = if args.threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        args.threads
    }
    .clamp(1, deals);
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<DealResult, RulesError>>>> = Mutex::new(vec![None; deals]);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= deals {
                        break;
                    }
                    let seed = args.seed.wrapping_add(index as u64);
                    let result = visit(
                        args.game,
                        PlayDeal {
                            seed,
                            seats,
                            a: args.a,
                            b: args.b,
                            plays: &plays,
                        },
                    );
                    let failed = result.is_err();
                    if let Ok(mut all) = results.lock() {
                        all[index] = Some(result);
                    }
                    if failed {
                        next.store(deals, Ordering::Relaxed);
                        break;
                    }
                }
            });
        }
    });
    let results = results
        .into_inner()
        .map_err(|_| RulesError::internal("a match worker stopped"))?;
    let mut report = MatchReport {
        game: args.game,
        seats,
        a: args.a,
        b: args.b,
        first_seed: args.seed,
        alone: args.alone,
        deals: 0,
        games: 0,
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        shared: 0,
        share: 0.0,
        interval: (0.0, 1.0),
        a_thinking: ThinkTimes::default(),
        b_thinking: ThinkTimes::default(),
        elapsed: Duration::ZERO,
    };
    let mut deal_shares = Vec::with_capacity(deals);
    let mut total = 0.0;
    for result in results {
        let deal = result.ok_or_else(|| RulesError::internal("a deal was not played"))??;
        report.deals += 1;
        report.games += deal.shares.len();
        report.a_wins += deal.a_wins;
        report.b_wins += deal.b_wins;
        report.draws += deal.draws;
        report.shared += deal.shared;
        total += deal.shares.iter().sum::<f64>();
        deal_shares.push(deal.shares.iter().sum::<f64>() / deal.shares.len().max(1) as f64);
        report.a_thinking.micros.extend(deal.a_micros);
        report.b_thinking.micros.extend(deal.b_micros);
    }
    report.share = total / report.games.max(1) as f64;
    report.interval = interval(&deal_shares);
    report.a_thinking.micros.sort_unstable();
    report.b_thinking.micros.sort_unstable();
    report.elapsed = started.elapsed();
    Ok(report)
}

/// The 95 % interval of the mean of `samples` (normal approximation), clamped to 0..=1.
pub fn interval(samples: &[f64]) -> (f64, f64) {
    let n = samples.len();
    if n < 2 {
        return (0.0, 1.0);
    }
    let mean = samples.iter().sum::<f64>() / n as f64;
    let variance = samples.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    let half = 1.96 * (variance / n as f64).sqrt();
    ((mean - half).max(0.0), (mean + half).min(1.0))
}

struct PlayDeal<'a> {
    seed: u64,
    seats: usize,
    a: Level,
    b: Level,
    plays: &'a [Vec<bool>],
}

impl GameVisitor for PlayDeal<'_> {
    type Output = Result<DealResult, RulesError>;

    fn visit<R: Rules>(self) -> Self::Output {
        let options = R::Options::default();
        let mut deal = DealResult::default();
        for a_seats in self.plays {
            let mut state = R::new_game(&options, self.seats, Deal::seeded(self.seed))?;
            // Each seat's bot draws from its own stream, the same in every play of the deal.
            let mut rngs: Vec<GameRng> = (0..self.seats)
                .map(|seat| GameRng::seeded(self.seed ^ ((0xD0B1_E000 + seat as u64) << 20)))
                .collect();
            let mut actions = 0;
            while let Some(seat) = state.to_act() {
                if actions >= MAX_ACTIONS_PER_GAME {
                    return Err(RulesError::internal(format!(
                        "deal {} did not end within {MAX_ACTIONS_PER_GAME} actions",
                        self.seed
                    )));
                }
                let legal = state.legal_actions();
                if legal.is_empty() {
                    return Err(RulesError::internal(format!(
                        "deal {}: seat {seat} is to act but has no legal action",
                        self.seed
                    )));
                }
                let is_a = a_seats[seat];
                let level = if is_a { self.a } else { self.b };
                let view = state.view(seat);
                let thinking = Instant::now();
                let action = R::bot_action(&view, &legal, level, &mut rngs[seat]);
                let micros = u32::try_from(thinking.elapsed().as_micros()).unwrap_or(u32::MAX);
                if is_a {
                    deal.a_micros.push(micros);
                } else {
                    deal.b_micros.push(micros);
                }
                if !legal.contains(&action) {
                    return Err(RulesError::internal(format!(
                        "deal {}: the {} bot chose {} which is not legal",
                        self.seed,
                        level.name(),
                        action.phrase()
                    )));
                }
                state.apply(&action)?;
                actions += 1;
            }
            let outcome = state.outcome().ok_or_else(|| {
                RulesError::internal(format!("deal {}: no outcome at the end", self.seed))
            })?;
            let share = share_for_a(&outcome.winners, a_seats);
            match share {
                _ if outcome.winners.is_empty() => deal.draws += 1,
                s if s >= 1.0 => deal.a_wins += 1,
                s if s <= 0.0 => deal.b_wins += 1,
                _ => deal.shared += 1,
            }
            deal.shares.push(share);
        }
        Ok(deal)
    }
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} (A) against {} (B), {} games ({} deals), {} seats, seeds {}..={}",
            self.game,
            self.a.name(),
            self.b.name(),
            self.games,
            self.deals,
            self.seats,
            self.first_seed,
            self.first_seed
                .wrapping_add(self.deals.saturating_sub(1) as u64)
        )?;
        writeln!(
            f,
            "A's score share: {:.1}% (95% interval {:.1}% to {:.1}%; even is {:.1}%)",
            100.0 * self.share,
            100.0 * self.interval.0,
            100.0 * self.interval.1,
            100.0 * self.even_share()
        )?;
        writeln!(
            f,
            "A wins {}, B wins {}, draws {}{}",
            self.a_wins,
            self.b_wins,
            self.draws,
            if self.shared > 0 {
                format!(", shared {}", self.shared)
            } else {
                String::new()
            }
        )?;
        for (name, level, times) in [
            ("A", self.a, &self.a_thinking),
            ("B", self.b, &self.b_thinking),
        ] {
            writeln!(
                f,
                "{name} ({}) thinking per move: median {:.2} ms, p99 {:.2} ms, longest {:.2} ms over {} moves",
                level.name(),
                times.quantile_ms(0.5),
                times.quantile_ms(0.99),
                times.max_ms(),
                times.micros.len()
            )?;
        }
        write!(f, "elapsed: {:.1} s", self.elapsed.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(game: GameId) -> MatchArgs {
        MatchArgs {
            game,
            a: Level::Normal,
            b: Level::Easy,
            games: 4,
            seed: 3,
            seats: None,
            threads: 2,
            alone: false,
        }
    }

    #[test]
    fn two_seats_swap_and_odd_tables_exchange_levels_so_each_level_holds_half_the_seats() {
        assert_eq!(seatings(2), vec![vec![true, false], vec![false, true]]);
        for seats in 2..=7 {
            let plays = seatings(seats);
            let a_seats: usize = plays.iter().flatten().filter(|&&a| a).count();
            assert_eq!(2 * a_seats, plays.len() * seats, "{seats} seats");
            for seat in 0..seats {
                let held = plays.iter().filter(|play| play[seat]).count();
                assert_eq!(2 * held, plays.len(), "seat {seat} of {seats}");
            }
        }
    }

    #[test]
    fn a_game_counts_one_for_a_win_nothing_for_a_loss_and_its_part_of_the_table_for_a_draw() {
        let a_seats = [true, false, true];
        assert_eq!(share_for_a(&[0], &a_seats), 1.0);
        assert_eq!(share_for_a(&[1], &a_seats), 0.0);
        assert_eq!(share_for_a(&[], &[true, false]), 0.5);
        assert_eq!(share_for_a(&[], &a_seats), 2.0 / 3.0);
        assert_eq!(share_for_a(&[], &[false, true, false, false, false]), 0.2);
        assert_eq!(share_for_a(&[0, 1], &a_seats), 0.5);
    }

    #[test]
    fn every_game_plays_a_match_and_the_tally_adds_up() {
        for game in GameId::ALL {
            let report = play_match(&args(game)).unwrap();
            assert_eq!(report.games, 4);
            assert_eq!(report.deals, 2);
            assert_eq!(
                report.a_wins + report.b_wins + report.draws + report.shared,
                4
            );
            assert!((0.0..=1.0).contains(&report.share));
            assert!(report.interval.0 <= report.share && report.share <= report.interval.1);
            assert!(!report.a_thinking.micros.is_empty());
            assert!(report.to_string().contains("A's score share"));
        }
    }

    #[test]
    fn a_level_against_itself_scores_one_half_on_a_symmetric_deal_and_threads_do_not_matter() {
        let mut same = args(GameId::SvoiKozyri);
        same.b = Level::Normal;
        same.games = 6;
        let one = play_match(&MatchArgs {
            threads: 1,
            ..same.clone()
        })
        .unwrap();
        let two = play_match(&same).unwrap();
        assert_eq!(one.share, two.share);
        assert_eq!((one.a_wins, one.b_wins), (two.a_wins, two.b_wins));
        // Same bots on the same deal with seats swapped: each win of A is mirrored by one of B.
        assert_eq!(one.a_wins, one.b_wins);
        assert_eq!(one.share, 0.5);
    }

    #[test]
    fn a_level_alone_sits_in_every_seat_once_and_is_even_at_one_in_the_table() {
        assert_eq!(
            seatings_alone(3),
            vec![
                vec![true, false, false],
                vec![false, true, false],
                vec![false, false, true]
            ]
        );
        let mut alone = args(GameId::Gotcha);
        alone.seats = Some(5);
        alone.games = 10;
        alone.alone = true;
        alone.b = Level::Normal;
        let report = play_match(&alone).unwrap();
        assert_eq!((report.deals, report.games), (2, 10));
        assert_eq!(report.even_share(), 0.2);
        assert!(report.to_string().contains("even is 20.0%"));
        // A level alone against itself: the seats' shares of each deal add up to one, so the
        // lone seat's share over every seat in turn is one in five.
        assert!((report.share - 0.2).abs() < 1e-9, "{}", report.share);
    }

    #[test]
    fn larger_tables_rotate_and_bad_requests_are_errors() {
        let mut three = args(GameId::Gotcha);
        three.seats = Some(3);
        three.games = 6;
        let report = play_match(&three).unwrap();
        assert_eq!((report.deals, report.games), (1, 6));
        let mut bad = args(GameId::Gotcha);
        bad.games = 0;
        assert!(play_match(&bad).is_err());
        bad.games = 2;
        bad.seats = Some(99);
        assert!(play_match(&bad).is_err());
    }
}
