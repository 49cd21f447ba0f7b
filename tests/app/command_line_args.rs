//! Tests of `challenge::cli`: the command line read into what the game does.

use challenge::cli::*;
use challenge_rules::{GameId, Level};
use std::path::PathBuf;

fn args(line: &str) -> Result<Command, String> {
    parse(line.split_whitespace().map(String::from))
}

#[test]
fn no_arguments_opens_the_window_with_defaults() {
    assert_eq!(args(""), Ok(Command::Play(PlayArgs::default())));
}

#[test]
fn play_flags_are_read_in_both_spellings() {
    let expected = PlayArgs {
        autoplay: true,
        game: Some(GameId::Gotcha),
        seed: Some(42),
        exit_after_game: true,
        screenshot: Some(PathBuf::from("shot.png")),
        level: Some(Level::Hard),
        show: None,
        seats: None,
        lang: Some(challenge_text::Lang::Ru),
        window: Some((390, 844)),
    };
    assert_eq!(
        args(
            "--autoplay --game gotcha --seed 42 --exit-after-game --screenshot shot.png --level hard --lang ru --window 390x844"
        ),
        Ok(Command::Play(expected.clone()))
    );
    assert_eq!(
        args(
            "--game=gotcha --seed=42 --level=hard --screenshot=shot.png --autoplay --exit-after-game --lang=ru --window=390x844"
        ),
        Ok(Command::Play(expected))
    );
}

#[test]
fn show_names_a_screen_and_refuses_others() {
    let Ok(Command::Play(play)) = args("--show settings") else {
        panic!("--show settings was refused");
    };
    assert_eq!(play.show, Some(Shown::Settings));
    let Ok(Command::Play(play)) = args("--show stats") else {
        panic!("--show stats was refused");
    };
    assert_eq!(play.show, Some(Shown::Stats));
    for (name, shown) in [
        ("replays", Shown::Replays),
        ("replay", Shown::Replay),
        ("lesson", Shown::Lesson),
        ("review", Shown::Review),
    ] {
        let Ok(Command::Play(play)) = args(&format!("--show {name}")) else {
            panic!("--show {name} was refused");
        };
        assert_eq!(play.show, Some(shown));
    }
    let error = args("--show attic").unwrap_err();
    assert!(error.contains("unknown screen 'attic'"), "{error}");
    assert!(error.contains("review or lesson"), "{error}");
    assert!(usage().contains("replays"));
    let error = args("--lang pt").unwrap_err();
    assert!(error.contains("unknown language 'pt'"), "{error}");
    assert!(error.contains("en, ru, de, es, fr"), "{error}");
}

#[test]
fn match_reads_its_flags_and_needs_a_game_and_both_levels() {
    assert_eq!(
        args("match --game gotcha --a hard --b easy --games 2000 --seed 5 --seats 3"),
        Ok(Command::Match(MatchArgs {
            game: GameId::Gotcha,
            a: Level::Hard,
            b: Level::Easy,
            games: 2000,
            seed: 5,
            seats: Some(3),
            threads: 0,
            alone: false,
        }))
    );
    let Ok(Command::Match(defaults)) = args("match --game svoi_kozyri --a=easy --b=normal") else {
        panic!("match with a game and both levels");
    };
    assert_eq!(
        (defaults.games, defaults.seed, defaults.seats),
        (200, 1, None)
    );
    for (line, expected) in [
        ("match --a hard --b easy", "needs --game"),
        ("match --game gotcha --b easy", "needs --a"),
        ("match --game gotcha --a hard", "needs --b"),
        (
            "match --game gotcha --a expert --b easy",
            "unknown level 'expert'",
        ),
        (
            "match --game gotcha --a hard --b easy --games 0",
            "at least 1",
        ),
        (
            "match --game gotcha --a hard --b easy --level hard",
            "unknown option '--level' for match",
        ),
    ] {
        let error = args(line).unwrap_err();
        assert!(error.contains(expected), "{line}: {error}");
    }
}

#[test]
fn headless_help_and_sim_are_recognised() {
    assert_eq!(args("headless"), Ok(Command::Headless));
    assert_eq!(args("help"), Ok(Command::Help));
    assert_eq!(args("--help"), Ok(Command::Help));
    assert_eq!(args("-h"), Ok(Command::Help));
    assert_eq!(
        args("sim --game svoi_kozyri --games 50 --seed 9 --level easy --seats 2"),
        Ok(Command::Sim(SimArgs {
            game: GameId::SvoiKozyri,
            games: 50,
            seed: 9,
            level: Level::Easy,
            seats: Some(2),
        }))
    );
    let Ok(Command::Sim(defaults)) = args("sim --game gotcha") else {
        panic!("sim with only a game");
    };
    assert_eq!((defaults.games, defaults.seed), (100, 0));
    assert_eq!((defaults.level, defaults.seats), (Level::Normal, None));
}

#[test]
fn mistakes_are_clear_errors() {
    for (line, expect) in [
        ("--fly", "unknown option '--fly'"),
        ("--game chess", "unknown game 'chess'"),
        ("--seed -3", "whole number"),
        ("--seed x", "whole number"),
        ("--seed", "--seed needs a value"),
        ("--level wizard", "unknown level"),
        ("--autoplay=yes", "takes no value"),
        ("stray", "unexpected argument 'stray'"),
        ("headless --x", "takes no arguments"),
        ("sim", "needs --game"),
        ("sim --game gotcha --games 0", "at least 1"),
        (
            "sim --game gotcha --autoplay",
            "unknown option '--autoplay' for sim",
        ),
        (
            "sim --game gotcha --seats 99999999999999999999999",
            "whole number",
        ),
        ("--screenshot=", "file path"),
        ("--window 390", "WIDTHxHEIGHT"),
        ("--window axb", "WIDTHxHEIGHT"),
        ("--window 100x844", "out of range"),
        ("--window 390x99999", "out of range"),
    ] {
        let error = args(line).unwrap_err();
        assert!(error.contains(expect), "{line}: {error}");
    }
}

#[test]
fn the_usage_names_every_game_and_mode() {
    for game in GameId::ALL {
        assert!(usage().contains(game.id()));
    }
    for word in [
        "headless",
        "sim",
        "--autoplay",
        "--screenshot",
        "--exit-after-game",
    ] {
        assert!(usage().contains(word));
    }
}
