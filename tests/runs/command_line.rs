//! The real binary's command-line modes: `headless` answers JSON Lines on its standard streams
//! and ends cleanly, `sim` prints its tally, `--help` names every game of the registry and a
//! bad argument is a clear error with exit status 2. (The protocol itself is tested in depth
//! by the rules crate's `tests/protocol.rs`.)

use challenge_rules::GameId;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn challenge(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_challenge"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input).expect("write the input"));
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().expect("writer");
    output
}

#[test]
fn headless_answers_each_line_on_stdout_and_ends_with_its_input() {
    let input = b"{\"cmd\":\"new\",\"game\":\"svoi_kozyri\",\"seed\":7}\n\
        {\"cmd\":\"bot\",\"level\":\"hard\"}\n\
        not json\n\
        {\"cmd\":\"outcome\"}";
    let output = challenge(&["headless"], input);
    assert!(output.status.success(), "exit status {}", output.status);
    let text = String::from_utf8(output.stdout).expect("UTF-8 replies");
    let replies: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("each reply is JSON"))
        .collect();
    let oks: Vec<bool> = replies.iter().map(|reply| reply["ok"] == true).collect();
    assert_eq!(oks, [true, true, false, true], "{text}");
    assert_eq!(replies[0]["game"], "svoi_kozyri");
    assert_eq!(replies[3]["over"], false);
}

#[test]
fn sim_prints_its_tally() {
    let output = challenge(
        &["sim", "--game", "gotcha", "--games", "3", "--seed", "1"],
        b"",
    );
    assert!(output.status.success(), "exit status {}", output.status);
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.starts_with("gotcha: 3 games, 2 seats"), "{text}");
    assert!(text.contains("actions/s"), "{text}");
}

#[test]
fn help_names_every_game_and_mistakes_exit_with_status_2() {
    let help = challenge(&["--help"], b"");
    assert!(help.status.success());
    let text = String::from_utf8(help.stdout).expect("UTF-8");
    for game in GameId::ALL {
        assert!(text.contains(game.id()), "--help does not name {game}");
    }
    let wrong = challenge(&["--game", "chess"], b"");
    assert_eq!(wrong.status.code(), Some(2));
    let error = String::from_utf8(wrong.stderr).expect("UTF-8");
    assert!(error.contains("unknown game 'chess'"), "{error}");
}
