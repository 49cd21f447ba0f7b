//! The `challenge` binary: the game window, or one of the command-line modes.

use challenge::cli::{self, Command};
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    challenge::heap::keep_small();
    // The page's worker loads this same module only to call `work`.
    #[cfg(target_arch = "wasm32")]
    if challenge_base::off_frame::page_worker::in_worker() {
        return ExitCode::SUCCESS;
    }
    // A page has no command line: the browser always opens the game, and leaves the
    // command-line modes (and the code behind them) out of its download.
    #[cfg(target_arch = "wasm32")]
    let command: Result<Command, String> = Ok(Command::Play(cli::PlayArgs::default()));
    #[cfg(not(target_arch = "wasm32"))]
    let command = cli::parse(std::env::args().skip(1));
    match command {
        Ok(Command::Play(args)) => {
            let launch = match (args.game, args.autoplay || args.exit_after_game) {
                (Some(game), _) => Some(challenge::app::LaunchRequest {
                    game,
                    seed: args.seed.unwrap_or_else(rand::random::<u64>),
                    level: args.level.unwrap_or_default(),
                    autoplay: args.autoplay,
                    exit_after_game: args.exit_after_game,
                    seats: args.seats.unwrap_or(2),
                }),
                (None, true) => {
                    eprintln!("--autoplay and --exit-after-game need --game GAME");
                    return ExitCode::from(2);
                }
                (None, false) => None,
            };
            if args.show == Some(cli::Shown::Pause) && launch.is_none() {
                eprintln!("--show pause needs --game GAME");
                return ExitCode::from(2);
            }
            let plugin = challenge::app::AppPlugin {
                screenshot: args.screenshot,
                launch,
                show: args.show,
                lang: args.lang,
                window: args.window,
            };
            match challenge::app::run(plugin) {
                bevy::app::AppExit::Success => ExitCode::SUCCESS,
                bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
            }
        }
        Ok(Command::Headless) => {
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            // Replies carry data; English words beside it are for people reading the log.
            let english =
                challenge_text::LogWording(challenge_text::Text::new(challenge_text::Lang::En));
            let session = challenge_rules::protocol::Session::with_wording(Box::new(english));
            match challenge_rules::protocol::run_session(session, stdin.lock(), stdout.lock()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("headless: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Ok(Command::Sim(args)) => match challenge_rules::sim::simulate(&args) {
            Ok(report) => {
                let _ = writeln!(std::io::stdout(), "{report}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("sim: {error}");
                ExitCode::from(2)
            }
        },
        Ok(Command::Match(args)) => match challenge_rules::duplicate::play_match(&args) {
            Ok(report) => {
                let _ = writeln!(std::io::stdout(), "{report}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("match: {error}");
                ExitCode::from(2)
            }
        },
        Ok(Command::Help) => {
            println!("{}", cli::usage());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}\n\n{}", cli::usage());
            ExitCode::from(2)
        }
    }
}
