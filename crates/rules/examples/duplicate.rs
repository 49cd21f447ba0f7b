//! A duplicate match without building the game: `cargo run --release -p challenge-rules
//! --example duplicate -- GAME A B GAMES [SEED] [SEATS]`, the same as `challenge match`;
//! `MATCH_ALONE=1` seats A alone among B, as `--alone` does.

use challenge_rules::duplicate::{MatchArgs, play_match};
use challenge_rules::{GameId, Level};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: duplicate GAME LEVEL_A LEVEL_B GAMES [SEED] [SEATS]";
    let (Some(game), Some(a), Some(b), Some(games)) = (
        args.first().and_then(|id| GameId::from_id(id)),
        args.get(1).and_then(|name| Level::from_name(name)),
        args.get(2).and_then(|name| Level::from_name(name)),
        args.get(3).and_then(|n| n.parse().ok()),
    ) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let match_args = MatchArgs {
        game,
        a,
        b,
        games,
        seed: args.get(4).and_then(|n| n.parse().ok()).unwrap_or(1),
        seats: args.get(5).and_then(|n| n.parse().ok()),
        threads: 0,
        alone: std::env::var("MATCH_ALONE").is_ok_and(|value| value == "1"),
    };
    match play_match(&match_args) {
        Ok(report) => println!("{report}"),
        Err(error) => {
            eprintln!("match: {error}");
            std::process::exit(1);
        }
    }
}
