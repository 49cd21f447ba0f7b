//! The game read and played through AT-SPI, as a Linux screen reader (Orca) does: in a D-Bus
//! session of its own, `tests/screen_reader/read_and_play.py` turns accessibility on, starts the
//! game on a virtual display, finds the title's buttons by name, starts a game with AT-SPI's
//! click action, reads the hand as a list of named cards, the table's lines and the legal
//! actions, and plays a move by invoking one.
//!
//! Needs `dbus-run-session`, `xvfb-run`, the AT-SPI bus (Debian `at-spi2-core`) and Python's
//! AT-SPI bindings (`python3-gi`, `gir1.2-atspi-2.0`, from `python3-pyatspi`), which `.ci/run`
//! installs. Without them the run is skipped with a message, except under CI, where a missing
//! tool is a failure.

use std::process::Command;

/// Debian's Python, which the AT-SPI bindings are installed for.
const PYTHON: &str = "/usr/bin/python3";

fn tools_available() -> bool {
    let found = Command::new("sh")
        .args([
            "-c",
            "command -v dbus-run-session && command -v xvfb-run && /usr/bin/python3 -c \
             'import gi; gi.require_version(\"Atspi\", \"2.0\"); from gi.repository import Atspi'",
        ])
        .output()
        .map(|out| out.status.success())
        .unwrap_or(false);
    if !found && std::env::var_os("CI").is_some() {
        panic!("the AT-SPI tools are missing: .ci/run should have installed them");
    }
    found
}

fn read_and_play(lang: &str, game_title: &str) {
    if !tools_available() {
        eprintln!(
            "skipping the screen reader run: dbus-run-session, xvfb-run or AT-SPI is missing"
        );
        return;
    }
    // The clone the test runs in, not the one it was built in: the build does not depend on
    // the clone's path, so a kept build stays fresh for a new clone.
    let script = format!(
        "{}/tests/screen_reader/read_and_play.py",
        std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder")
    );
    let output = Command::new("dbus-run-session")
        .args([
            "--",
            PYTHON,
            script.as_str(),
            env!("CARGO_BIN_EXE_challenge"),
            lang,
            game_title,
        ])
        .output()
        .expect("start dbus-run-session");
    let heard = String::from_utf8_lossy(&output.stdout);
    println!("{heard}");
    assert!(
        output.status.success() && heard.contains("screen reader test passed"),
        "the screen reader run failed ({}):\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
}

// One after the other: two games and their displays started at once can take the same display
// number (`xvfb-run -a` picks the first free one without a lock).
#[test]
fn a_screen_reader_finds_the_buttons_reads_the_hand_and_plays_moves_in_english_and_russian() {
    read_and_play("en", "Svoi Kozyri");
    read_and_play("ru", "Свои козыри");
}
