//! The desktop game's resident memory at the title and at a sixteen-seat Challenge Poker table
//! played by computer players, as the player's system counts it: the game binary is started as a
//! player starts it, in a window, and its resident set is read from `/proc` while it runs.
//!
//! `xvfb-run -a cargo bench --bench memory` (it needs a display; under Xvfb the renderer is a
//! software one, whose graphics memory is the process's own). `CHALLENGE_BENCH_SECONDS` sets how
//! long each run lasts (30 by default). Prints the resident set at the run's end (what it holds
//! once settled), its peak, and the end's split into memory of its own and mapped files (the
//! binary and the libraries, the software renderer's among them).

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One run's figures, in kB as `/proc/PID/status` gives them.
#[derive(Default)]
struct Resident {
    now: u64,
    peak: u64,
    anonymous: u64,
    files: u64,
}

fn main() {
    if !cfg!(target_os = "linux") {
        println!("desktop memory: only measured on Linux (it reads /proc)");
        return;
    }
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        println!("desktop memory: no display; run it as `xvfb-run -a cargo bench --bench memory`");
        return;
    }
    let seconds: u64 = std::env::var("CHALLENGE_BENCH_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let runs: [(&str, &[&str]); 2] = [
        ("title", &[]),
        (
            "16-seat challenge_poker, computer players in every seat",
            &["--game", "challenge_poker", "--seats", "16", "--autoplay"],
        ),
    ];
    // The game is built as this benchmark is: `cargo bench` builds both for release.
    let build = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    println!("desktop memory ({build} build, resident set after {seconds} s)");
    for (name, args) in runs {
        match measure(args, Duration::from_secs(seconds)) {
            Ok(r) => println!(
                "{name:<56} {:>6.1} MB (peak {:.1} MB; own {:.1} MB, mapped files {:.1} MB)",
                mb(r.now),
                mb(r.peak),
                mb(r.anonymous),
                mb(r.files)
            ),
            Err(error) => println!("{name:<56} not measured: {error}"),
        }
    }
    println!("target                                                   200 MB at the table");
}

fn mb(kilobytes: u64) -> f64 {
    kilobytes as f64 / 1024.0
}

/// Runs the game with `args` for `length` in a settings folder of its own, and reads its
/// resident set every half second.
fn measure(args: &[&str], length: Duration) -> Result<Resident, String> {
    let config = std::env::temp_dir().join(format!("challenge-memory-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&config);
    std::fs::create_dir_all(&config).map_err(|e| format!("{}: {e}", config.display()))?;
    let child = Command::new(env!("CARGO_BIN_EXE_challenge"))
        .args(args)
        .env("CHALLENGE_CONFIG_DIR", &config)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("could not start the game: {e}"))?;
    let mut game = Running(child);
    let started = Instant::now();
    let mut last = Resident::default();
    while started.elapsed() < length {
        std::thread::sleep(Duration::from_millis(500));
        if let Ok(Some(status)) = game.0.try_wait() {
            return Err(format!("the game ended early ({status})"));
        }
        if let Some(read) = read_status(game.0.id()) {
            last = read;
        }
    }
    drop(game);
    let _ = std::fs::remove_dir_all(&config);
    if last.now == 0 {
        return Err("its memory could not be read".into());
    }
    Ok(last)
}

/// The game, ended when the measurement is done (or fails).
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn read_status(pid: u32) -> Option<Resident> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(name))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    };
    Some(Resident {
        now: field("VmRSS:"),
        peak: field("VmHWM:"),
        anonymous: field("RssAnon:"),
        files: field("RssFile:"),
    })
}
