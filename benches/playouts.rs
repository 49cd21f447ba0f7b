//! Playout speed of every game: random legal play (actions per second) and bot-against-bot
//! games at the normal level (games and actions per second), printed as a table.
//!
//! `cargo bench --bench playouts [-- GAME...]`; `CHALLENGE_BENCH_SECONDS` sets the time spent
//! on each row (2 seconds by default).

mod common;

use challenge::rules::any_game::{self, GameVisitor};
use challenge::rules::game::{Deal, GameId, Level, Rules};
use challenge::rules::rng::GameRng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Each game at the table sizes worth measuring.
const TABLES: [(GameId, usize); 8] = [
    (GameId::SuitChallenge, 2),
    (GameId::ChallengePoker, 2),
    (GameId::ChallengePoker, 6),
    (GameId::ChallengePoker, 16),
    (GameId::BluffPoker, 2),
    (GameId::SvoiKozyri, 2),
    (GameId::Gotcha, 2),
    (GameId::Gotcha, 4),
];

/// Counts from playing for a while.
struct Run {
    actions: u64,
    games: u64,
    elapsed: Duration,
}

impl Run {
    fn per_second(&self, count: u64) -> f64 {
        count as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Plays whole games for `budget` with random legal actions, or with bots at `bot`.
struct Playouts {
    seats: usize,
    budget: Duration,
    bot: Option<Level>,
}

impl GameVisitor for Playouts {
    type Output = Run;

    fn visit<R: Rules + Send + Sync + 'static>(self) -> Run {
        let options = R::Options::default();
        let mut rng = GameRng::seeded(0xBE4C);
        let started = Instant::now();
        let mut run = Run {
            actions: 0,
            games: 0,
            elapsed: Duration::ZERO,
        };
        let mut seed = 0;
        // Whole games only, so games per second is exact; the clock is read once per game.
        while started.elapsed() < self.budget {
            let mut state = R::new_game(&options, self.seats, Deal::seeded(seed))
                .expect("a default game starts");
            seed += 1;
            while let Some(seat) = state.to_act() {
                let legal = state.legal_actions();
                let action = match self.bot {
                    Some(level) => R::bot_action(&state.view(seat), &legal, level, &mut rng),
                    None => legal[rng.below(legal.len())].clone(),
                };
                black_box(state.apply(&action).expect("a legal action applies"));
                run.actions += 1;
            }
            black_box(state.outcome());
            run.games += 1;
        }
        run.elapsed = started.elapsed();
        run
    }
}

fn main() {
    let seconds = common::seconds_per_row();
    let budget = common::budget();
    let only = common::chosen_games();
    println!(
        "{:<16} {:>5} | {:>14} {:>10} | {:>12} {:>14} {:>10}",
        "game", "seats", "random act/s", "games/s", "bot games/s", "bot act/s", "act/game"
    );
    println!("{}", "-".repeat(95));
    for (game, seats) in TABLES {
        if !only.is_empty() && !only.contains(&game) {
            continue;
        }
        if !any_game::seat_range(game).contains(&seats) {
            println!("{:<16} {seats:>5} | not a legal table size", game.id());
            continue;
        }
        let random = any_game::visit(
            game,
            Playouts {
                seats,
                budget,
                bot: None,
            },
        );
        let bots = any_game::visit(
            game,
            Playouts {
                seats,
                budget,
                bot: Some(Level::Normal),
            },
        );
        println!(
            "{:<16} {seats:>5} | {:>14.0} {:>10.0} | {:>12.1} {:>14.0} {:>10.1}",
            game.id(),
            random.per_second(random.actions),
            random.per_second(random.games),
            bots.per_second(bots.games),
            bots.per_second(bots.actions),
            bots.actions as f64 / bots.games.max(1) as f64,
        );
    }
    println!(
        "\nrandom: legal_actions + uniform pick + apply; bots: level normal in every seat; \
         {seconds} s per column, whole games, one core."
    );
}
