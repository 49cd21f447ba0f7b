//! The command line: play (the default), `headless`, `sim` and `match`, parsed by hand to keep the
//! binary small; every mistake is reported with a sentence and the usage text is one flag away.

pub use challenge_rules::duplicate::MatchArgs;
pub use challenge_rules::sim::SimArgs;
use challenge_rules::{GameId, Level};
use std::path::PathBuf;

/// What the binary was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Play(PlayArgs),
    Headless,
    Sim(SimArgs),
    Match(MatchArgs),
    Help,
}

/// Options of the windowed game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayArgs {
    /// Bots play every seat, for demos and smoke tests.
    pub autoplay: bool,
    /// Go straight to this game instead of the menu.
    pub game: Option<GameId>,
    pub seed: Option<u64>,
    /// Quit when the first game ends (with `--autoplay`, for unattended runs).
    pub exit_after_game: bool,
    /// Save the window to this PNG once it has settled, then quit.
    pub screenshot: Option<PathBuf>,
    /// Bot strength.
    pub level: Option<Level>,
    /// Open this screen or menu at start (demos and screenshots of the menus).
    pub show: Option<Shown>,
    /// Players at the table for `--game` (default 2).
    pub seats: Option<usize>,
    /// Speak this language for this run, whatever the settings say.
    pub lang: Option<challenge_text::Lang>,
    /// The window's size in logical pixels (default 1280×720): screenshots at phone and large
    /// desktop sizes.
    pub window: Option<(u32, u32)>,
}

pub use challenge_screens::Shown;

const USAGE: &str = "\
Challenge: card games against computer opponents.

Usage:
  challenge [play options]     open the game window
  challenge headless           play over JSON Lines on stdin/stdout (see docs/protocol.md)
  challenge sim --game G [--games N] [--seed S] [--level L] [--seats K]
                               bots play N games (default 100) from seed S (default 0)
  challenge match --game G --a L --b L [--games N] [--seed S] [--seats K] [--threads T] [--alone]
                               a duplicate match: every deal played with the levels
                               swapped between the seats (rotated at larger tables;
                               with --alone, A holds one seat, each in turn, B the rest);
                               prints A's score share with a 95% interval, wins, draws
                               and thinking times (N default 200, S default 1)
  challenge help | --help | -h this text

Play options:
  --game G             start game G at once
  --seed S             seed of the first deal (a whole number)
  --level L            bot level: easy, normal (default) or hard
  --autoplay           bots play every seat
  --exit-after-game    quit when the first game ends
  --screenshot PATH    save the window to a PNG once it has settled, then quit
  --show S             open setup, settings, rules, pause (needs --game), online, stats or
                       replays at start; replay watches the newest kept game (of --game);
                       review shows it at its end with the review of your decisions;
                       lesson deals the lesson of --game (or the first game with one)
  --seats N            players at the table for --game (the game's range; default 2)
  --lang L             speak L for this run: en, ru, de, es or fr (the settings choose
                       otherwise, and the system's language before anything is chosen)
  --window WxH         open the window at this size (default 1280x720; from 320x480)

Flags take their value as the next argument or after '=' (--seed=7).";

/// The usage text printed by `--help` and after an argument error.
pub fn usage() -> String {
    format!("{USAGE}\n\nGames: {}", GameId::id_list())
}

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut args = Flags::new(args);
    match args.peek() {
        Some("headless") => {
            args.next();
            if let Some(extra) = args.next() {
                return Err(format!("'headless' takes no arguments, but got '{extra}'"));
            }
            Ok(Command::Headless)
        }
        Some("sim") => {
            args.next();
            parse_sim(args).map(Command::Sim)
        }
        Some("match") => {
            args.next();
            parse_match(args).map(Command::Match)
        }
        Some("help") => Ok(Command::Help),
        _ => parse_play(args),
    }
}

fn parse_play(mut args: Flags) -> Result<Command, String> {
    let mut play = PlayArgs::default();
    while let Some((flag, inline)) = args.flag()? {
        match flag.as_str() {
            "--help" | "-h" => return Ok(Command::Help),
            "--autoplay" => {
                no_value(&flag, inline)?;
                play.autoplay = true;
            }
            "--exit-after-game" => {
                no_value(&flag, inline)?;
                play.exit_after_game = true;
            }
            "--game" => play.game = Some(game(&args.value(&flag, inline)?)?),
            "--seed" => play.seed = Some(number(&flag, &args.value(&flag, inline)?)?),
            "--level" => play.level = Some(level(&args.value(&flag, inline)?)?),
            "--show" => play.show = Some(Shown::parse(&args.value(&flag, inline)?)?),
            "--seats" => {
                let seats = number(&flag, &args.value(&flag, inline)?)?;
                play.seats =
                    Some(usize::try_from(seats).map_err(|_| "--seats is too large".to_string())?);
            }
            "--screenshot" => {
                let path = args.value(&flag, inline)?;
                if path.is_empty() {
                    return Err("--screenshot needs a file path".into());
                }
                play.screenshot = Some(PathBuf::from(path));
            }
            "--lang" => {
                let tag = args.value(&flag, inline)?;
                let tags: Vec<&str> = challenge_text::Lang::ALL.iter().map(|l| l.tag()).collect();
                play.lang = Some(challenge_text::Lang::from_tag(&tag).ok_or_else(|| {
                    format!("unknown language '{tag}' for --lang ({})", tags.join(", "))
                })?);
            }
            "--window" => play.window = Some(window_size(&args.value(&flag, inline)?)?),
            _ => return Err(unknown(&flag, "the game")),
        }
    }
    Ok(Command::Play(play))
}

fn parse_sim(mut args: Flags) -> Result<SimArgs, String> {
    let mut game_id = None;
    let mut sim = SimArgs {
        game: GameId::ALL[0],
        games: 100,
        seed: 0,
        level: Level::Normal,
        seats: None,
    };
    while let Some((flag, inline)) = args.flag()? {
        match flag.as_str() {
            "--help" | "-h" => return Err(usage()),
            "--game" => game_id = Some(game(&args.value(&flag, inline)?)?),
            "--games" => {
                sim.games = usize::try_from(number(&flag, &args.value(&flag, inline)?)?)
                    .map_err(|_| "--games is too large".to_string())?;
                if sim.games == 0 {
                    return Err("--games must be at least 1".into());
                }
            }
            "--seed" => sim.seed = number(&flag, &args.value(&flag, inline)?)?,
            "--level" => sim.level = level(&args.value(&flag, inline)?)?,
            "--seats" => {
                let seats = number(&flag, &args.value(&flag, inline)?)?;
                sim.seats =
                    Some(usize::try_from(seats).map_err(|_| "--seats is too large".to_string())?);
            }
            _ => return Err(unknown(&flag, "sim")),
        }
    }
    sim.game = game_id.ok_or("sim needs --game G (one of the games listed in --help)")?;
    Ok(sim)
}

fn parse_match(mut args: Flags) -> Result<MatchArgs, String> {
    let (mut game_id, mut a, mut b) = (None, None, None);
    let mut request = MatchArgs {
        game: GameId::ALL[0],
        a: Level::Hard,
        b: Level::Normal,
        games: 200,
        seed: 1,
        seats: None,
        threads: 0,
        alone: false,
    };
    while let Some((flag, inline)) = args.flag()? {
        match flag.as_str() {
            "--help" | "-h" => return Err(usage()),
            "--game" => game_id = Some(game(&args.value(&flag, inline)?)?),
            "--a" => a = Some(level(&args.value(&flag, inline)?)?),
            "--b" => b = Some(level(&args.value(&flag, inline)?)?),
            "--games" => {
                request.games = usize::try_from(number(&flag, &args.value(&flag, inline)?)?)
                    .map_err(|_| "--games is too large".to_string())?;
                if request.games == 0 {
                    return Err("--games must be at least 1".into());
                }
            }
            "--seed" => request.seed = number(&flag, &args.value(&flag, inline)?)?,
            "--seats" => {
                let seats = number(&flag, &args.value(&flag, inline)?)?;
                request.seats =
                    Some(usize::try_from(seats).map_err(|_| "--seats is too large".to_string())?);
            }
            "--threads" => {
                request.threads = usize::try_from(number(&flag, &args.value(&flag, inline)?)?)
                    .map_err(|_| "--threads is too large".to_string())?;
            }
            "--alone" => request.alone = true,
            _ => return Err(unknown(&flag, "match")),
        }
    }
    request.game = game_id.ok_or("match needs --game G (one of the games listed in --help)")?;
    request.a = a.ok_or("match needs --a LEVEL (easy, normal or hard)")?;
    request.b = b.ok_or("match needs --b LEVEL (easy, normal or hard)")?;
    Ok(request)
}

/// The argument list as flags, each with its value either inline (`--seed=7`) or next.
struct Flags {
    args: std::iter::Peekable<std::vec::IntoIter<String>>,
}

impl Flags {
    fn new(args: impl IntoIterator<Item = String>) -> Flags {
        Flags {
            args: args.into_iter().collect::<Vec<_>>().into_iter().peekable(),
        }
    }

    fn peek(&mut self) -> Option<&str> {
        self.args.peek().map(String::as_str)
    }

    fn next(&mut self) -> Option<String> {
        self.args.next()
    }

    /// The next flag and its inline value, or an error for a stray word.
    fn flag(&mut self) -> Result<Option<(String, Option<String>)>, String> {
        let Some(arg) = self.args.next() else {
            return Ok(None);
        };
        if !arg.starts_with('-') {
            return Err(format!(
                "unexpected argument '{arg}' (flags start with --; see --help)"
            ));
        }
        Ok(Some(match arg.split_once('=') {
            Some((flag, value)) => (flag.to_string(), Some(value.to_string())),
            None => (arg, None),
        }))
    }

    fn value(&mut self, flag: &str, inline: Option<String>) -> Result<String, String> {
        if let Some(value) = inline {
            return Ok(value);
        }
        match self.args.next() {
            Some(value) if !value.starts_with("--") => Ok(value),
            _ => Err(format!("{flag} needs a value")),
        }
    }
}

fn no_value(flag: &str, inline: Option<String>) -> Result<(), String> {
    match inline {
        Some(value) => Err(format!("{flag} takes no value, but got '{value}'")),
        None => Ok(()),
    }
}

fn unknown(flag: &str, mode: &str) -> String {
    format!("unknown option '{flag}' for {mode} (see --help)")
}

fn game(id: &str) -> Result<GameId, String> {
    GameId::from_id(id).ok_or_else(|| format!("unknown game '{id}'; games: {}", GameId::id_list()))
}

fn level(name: &str) -> Result<Level, String> {
    Level::from_name(name)
        .ok_or_else(|| format!("unknown level '{name}'; levels: easy, normal, hard"))
}

/// `WxH` in logical pixels, each side from the smallest phone's up to 8K.
fn window_size(text: &str) -> Result<(u32, u32), String> {
    let wrong = || format!("--window takes WIDTHxHEIGHT, such as 390x844, not '{text}'");
    let (width, height) = text.split_once(['x', 'X']).ok_or_else(wrong)?;
    let width: u32 = width.trim().parse().map_err(|_| wrong())?;
    let height: u32 = height.trim().parse().map_err(|_| wrong())?;
    if !(320..=7680).contains(&width) || !(320..=7680).contains(&height) {
        return Err(format!(
            "--window {width}x{height} is out of range (each side from 320 to 7680)"
        ));
    }
    Ok((width, height))
}

fn number(flag: &str, text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        format!(
            "{flag} needs a whole number from 0 to {}, not '{text}'",
            u64::MAX
        )
    })
}
