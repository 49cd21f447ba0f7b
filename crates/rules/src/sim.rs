//! `challenge sim`: bots play many games of one kind against each other and the results are
//! tallied, to compare seats and levels and to measure speed.

use crate::GameId;
use crate::any_game;
use crate::game::{Deal, Level, RulesError};
use crate::registry::GameVisitor;
use crate::registry::Rules;
use crate::registry::visit;
use crate::rng::GameRng;
use std::fmt;
use std::time::{Duration, Instant};

/// Games longer than this are reported as an error instead of hanging the simulation.
pub const MAX_ACTIONS_PER_GAME: usize = 1_000_000;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimArgs {
    pub game: GameId,
    pub games: usize,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    pub level: Level,
    /// Seat count; None means the game's smallest table.
    pub seats: Option<usize>,
}

/// The tally of a simulation.
#[derive(Clone, Debug, PartialEq)]
pub struct SimReport {
    pub game: GameId,
    pub games: usize,
    pub seats: usize,
    pub first_seed: u64,
    pub level: Level,
    /// Games won by each seat (a shared win counts for each winner).
    pub wins: Vec<usize>,
    /// Games nobody won.
    pub draws: usize,
    /// Sum of each seat's final scores.
    pub score_totals: Vec<i64>,
    pub total_actions: u64,
    pub elapsed: Duration,
}

impl SimReport {
    pub fn average_score(&self, seat: usize) -> f64 {
        self.score_totals.get(seat).copied().unwrap_or(0) as f64 / self.games.max(1) as f64
    }

    pub fn average_length(&self) -> f64 {
        self.total_actions as f64 / self.games.max(1) as f64
    }

    pub fn actions_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            self.total_actions as f64 / seconds
        } else {
            0.0
        }
    }
}

/// Plays `args.games` bot-against-bot games with default options.
pub fn simulate(args: &SimArgs) -> Result<SimReport, RulesError> {
    let seats = args
        .seats
        .unwrap_or_else(|| *args.game.seat_range().start());
    any_game::check_seats(args.game, seats)?;
    if args.games == 0 {
        return Err(RulesError::internal("simulate at least one game"));
    }
    let started = Instant::now();
    let mut report = visit(
        args.game,
        Simulation {
            args: args.clone(),
            seats,
        },
    )?;
    report.elapsed = started.elapsed();
    Ok(report)
}

struct Simulation {
    args: SimArgs,
    seats: usize,
}

impl GameVisitor for Simulation {
    type Output = Result<SimReport, RulesError>;

    // Works on the concrete rules type so the figures measure the games and bots, not JSON.
    fn visit<R: Rules>(self) -> Self::Output {
        let Simulation { args, seats } = self;
        let mut report = SimReport {
            game: args.game,
            games: args.games,
            seats,
            first_seed: args.seed,
            level: args.level,
            wins: vec![0; seats],
            draws: 0,
            score_totals: vec![0; seats],
            total_actions: 0,
            elapsed: Duration::ZERO,
        };
        let options = R::Options::default();
        for index in 0..args.games {
            let seed = args.seed.wrapping_add(index as u64);
            let mut state = R::new_game(&options, seats, Deal::seeded(seed))?;
            let mut rng = GameRng::seeded(seed ^ 0xB07_5EED);
            let mut actions = 0;
            while let Some(seat) = state.to_act() {
                if actions >= MAX_ACTIONS_PER_GAME {
                    return Err(RulesError::internal(format!(
                        "game with seed {seed} did not end within {MAX_ACTIONS_PER_GAME} actions"
                    )));
                }
                let legal = state.legal_actions();
                if legal.is_empty() {
                    return Err(RulesError::internal(format!(
                        "seed {seed}: seat {seat} is to act but has no legal action"
                    )));
                }
                let action = R::bot_action(&state.view(seat), &legal, args.level, &mut rng);
                state.apply(&action)?;
                actions += 1;
            }
            report.total_actions += actions as u64;
            let outcome = state.outcome().ok_or_else(|| {
                RulesError::internal(format!("seed {seed}: the game ended without an outcome"))
            })?;
            if outcome.winners.is_empty() {
                report.draws += 1;
            }
            for &winner in &outcome.winners {
                if let Some(wins) = report.wins.get_mut(winner) {
                    *wins += 1;
                }
            }
            for (total, score) in report.score_totals.iter_mut().zip(&outcome.scores) {
                *total = total.saturating_add(*score);
            }
        }
        Ok(report)
    }
}

impl fmt::Display for SimReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} games, {} seats, bots at {}, seeds {}..={}",
            self.game,
            self.games,
            self.seats,
            self.level.name(),
            self.first_seed,
            self.first_seed
                .wrapping_add(self.games.saturating_sub(1) as u64)
        )?;
        writeln!(
            f,
            "{:>6} {:>8} {:>7} {:>12}",
            "seat", "wins", "win %", "avg score"
        )?;
        for seat in 0..self.seats {
            let wins = self.wins.get(seat).copied().unwrap_or(0);
            writeln!(
                f,
                "{seat:>6} {wins:>8} {:>6.1}% {:>12.2}",
                100.0 * wins as f64 / self.games.max(1) as f64,
                self.average_score(seat)
            )?;
        }
        writeln!(
            f,
            "draws: {} ({:.1}%)",
            self.draws,
            100.0 * self.draws as f64 / self.games.max(1) as f64
        )?;
        writeln!(
            f,
            "average length: {:.1} actions; total: {} actions",
            self.average_length(),
            self.total_actions
        )?;
        write!(
            f,
            "elapsed: {:.3} s; {:.0} actions/s (bot thinking included)",
            self.elapsed.as_secs_f64(),
            self.actions_per_second()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(game: GameId) -> SimArgs {
        SimArgs {
            game,
            games: 4,
            seed: 10,
            level: Level::Easy,
            seats: None,
        }
    }

    #[test]
    fn every_game_simulates_and_the_tally_adds_up() {
        for game in GameId::ALL {
            let report = simulate(&args(game)).unwrap();
            assert_eq!(report.games, 4);
            assert_eq!(report.wins.len(), report.seats);
            assert!(report.wins.iter().sum::<usize>() + report.draws >= 4);
            assert!(report.total_actions > 0);
            let text = report.to_string();
            assert!(
                text.contains("actions/s") && text.contains("draws"),
                "{text}"
            );
        }
    }

    #[test]
    fn the_same_seeds_give_the_same_results() {
        let first = simulate(&args(GameId::Gotcha)).unwrap();
        let again = simulate(&args(GameId::Gotcha)).unwrap();
        assert_eq!(first.wins, again.wins);
        assert_eq!(first.score_totals, again.score_totals);
        assert_eq!(first.total_actions, again.total_actions);
    }

    #[test]
    fn bad_requests_are_errors() {
        let mut bad = args(GameId::Gotcha);
        bad.games = 0;
        assert!(simulate(&bad).is_err());
        bad.games = 1;
        bad.seats = Some(1000);
        assert!(simulate(&bad).unwrap_err().is("error-seats"));
    }
}
