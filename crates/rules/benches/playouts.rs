//! Playout speed of every game: random legal play (actions per second) and bot-against-bot
//! games at the normal level (games and actions per second), printed as a table.
//!
//! `cargo bench -p challenge-rules --bench playouts [-- GAME...]`; `CHALLENGE_BENCH_SECONDS` sets the time spent
//! on each row (2 seconds by default).

mod common;

use challenge_rules::rng::GameRng;
use challenge_rules::{Deal, GameId, GameVisitor, Level, Rules, visit};
use std::hint::black_box;
use std::time::{Duration, Instant};

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

    fn visit<R: Rules>(self) -> Run {
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
    let tables = GameId::ALL
        .into_iter()
        .filter(|game| only.is_empty() || only.contains(game))
        .flat_map(|game| {
            common::table_sizes(game)
                .into_iter()
                .map(move |seats| (game, seats))
        });
    for (game, seats) in tables {
        let random = visit(
            game,
            Playouts {
                seats,
                budget,
                bot: None,
            },
        );
        let bots = visit(
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
