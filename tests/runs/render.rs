//! Render runs: the real window under a virtual X display with a software Vulkan driver,
//! captured to PNG and checked to be a drawn screen, not a blank one.
//!
//! Needs `xvfb-run` and a Vulkan driver (Debian `xvfb`, `mesa-vulkan-drivers`), which
//! `.ci/run` installs. Without them the run is skipped with a message, except under CI, where
//! a missing display stack is a failure.

use bevy::asset::RenderAssetUsages;
use bevy::color::ColorToPacked;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn xvfb_available() -> bool {
    let found = Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .map(|out| out.status.success())
        .unwrap_or(false);
    if !found && std::env::var_os("CI").is_some() {
        panic!("xvfb-run is missing: .ci/run should have installed it");
    }
    found
}

/// Runs the game with `args` plus `--screenshot`, returns the decoded capture.
fn capture(name: &str, args: &[&str]) -> Option<Image> {
    capture_with_settings(name, args, None)
}

/// [`capture`] with a settings file of its own (JSON; unnamed fields keep their defaults)
/// instead of the machine's.
fn capture_with_settings(name: &str, args: &[&str], settings: Option<&str>) -> Option<Image> {
    let files: Vec<(&str, String)> = settings
        .map(|settings| ("settings", settings.to_string()))
        .into_iter()
        .collect();
    capture_with_records(name, args, &files)
}

/// [`capture`] with a store of its own holding these records (key and text) instead of the
/// machine's, when any are given.
fn capture_with_records(name: &str, args: &[&str], records: &[(&str, String)]) -> Option<Image> {
    if !xvfb_available() {
        eprintln!("skipping {name}: xvfb-run is not installed");
        return None;
    }
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&folder).expect("screenshot folder");
    let path = folder.join(format!("{name}.png"));
    let _ = std::fs::remove_file(&path);
    let mut command = Command::new("xvfb-run");
    if !records.is_empty() {
        let config = folder.join(format!("config-{name}"));
        let _ = std::fs::remove_dir_all(&config);
        std::fs::create_dir_all(&config).expect("config folder");
        for (key, text) in records {
            std::fs::write(config.join(format!("{key}.json")), text).expect("a record file");
        }
        command.env("CHALLENGE_CONFIG_DIR", &config);
    }
    let status = command
        // Room for the largest window a test opens (--window).
        .args(["-a", "-s", "-screen 0 2560x1440x24"])
        .arg(env!("CARGO_BIN_EXE_challenge"))
        .args(args)
        .arg("--screenshot")
        .arg(&path)
        .status()
        .expect("start xvfb-run");
    assert!(status.success(), "{name}: the game exited with {status}");
    Some(decode(&path))
}

/// A player's history made by computer players: hard at seat 0 against easy, normal and hard,
/// over every game; the statistics and the kept games of those games.
fn played_history() -> Vec<(&'static str, String)> {
    use challenge_rules::record::GameRecord;
    use challenge_rules::record::library::{KeptGame, Player, ReplayLibrary};
    use challenge_rules::stats::{GameResult, PlayDetails, Statistics};
    use challenge_rules::{GameId, Level};
    let mut statistics = Statistics::new();
    let mut library = ReplayLibrary::new();
    let levels = [Level::Easy, Level::Normal, Level::Hard];
    for number in 0..36u64 {
        let game = GameId::ALL[number as usize % GameId::ALL.len()];
        let level = levels[(number as usize / GameId::ALL.len()) % levels.len()];
        let seed = 100 + number;
        let strength = |seat| if seat == 0 { Level::Normal } else { level };
        let (record, outcome) = GameRecord::played_by_computers(game, 2, seed, strength).unwrap();
        let finished_at = 1_790_000_000 + number * 7_200;
        let details = PlayDetails {
            seed,
            finished_at,
            moves: record.plies() as u32,
            hints_used: (number % 5 == 0) as u32,
            practice: false,
        };
        let result = GameResult::from_outcome(game, Some(level), 0, &outcome, details).unwrap();
        statistics.record(result).unwrap();
        library
            .keep(KeptGame {
                record,
                players: vec![Player::Local, Player::Computer(level)],
                finished_at,
                summary: outcome.summary,
            })
            .unwrap();
    }
    vec![
        ("stats", statistics.to_json()),
        ("replays", library.to_json()),
    ]
}

fn decode(path: &Path) -> Image {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )
    .expect("a readable PNG")
}

/// A drawn screen has many colours, and no single colour covers nearly all of it.
fn assert_not_blank(name: &str, image: &Image) {
    let size = image.size();
    assert!(
        size.max_element() >= 640 && size.min_element() >= 360,
        "{name}: tiny capture {size}"
    );
    let mut colours = HashSet::new();
    let mut background = 0usize;
    let corner = image.get_color_at(2, 2).expect("corner pixel").to_srgba();
    let samples = (0..size.y)
        .step_by(4)
        .flat_map(|y| (0..size.x).step_by(4).map(move |x| (x, y)));
    let mut total = 0usize;
    for (x, y) in samples {
        let colour = image.get_color_at(x, y).expect("pixel").to_srgba();
        colours.insert(colour.to_u8_array());
        if colour.to_u8_array() == corner.to_u8_array() {
            background += 1;
        }
        total += 1;
    }
    assert!(
        colours.len() > 200,
        "{name}: only {} colours",
        colours.len()
    );
    assert!(
        background * 100 < total * 90,
        "{name}: {background} of {total} samples are the background colour"
    );
}

#[test]
fn title_screen_renders() {
    if let Some(image) = capture("title", &[]) {
        assert_not_blank("title", &image);
    }
}

/// Every game of the registry mid-game with two players, and at its largest table where it
/// seats more.
#[test]
fn every_table_renders_mid_game() {
    for game in challenge_rules::GameId::ALL {
        let largest = *game.seat_range().end();
        let tables = std::collections::BTreeSet::from([2, largest]);
        for seats in tables
            .into_iter()
            .filter(|seats| game.seat_range().contains(seats))
        {
            let name = match seats {
                2 => format!("table_{}", game.id()),
                _ => format!("table_{}_{seats}", game.id()),
            };
            let seats = seats.to_string();
            let args = [
                "--autoplay",
                "--game",
                game.id(),
                "--seats",
                &seats,
                "--seed",
                "3",
            ];
            if let Some(image) = capture(&name, &args) {
                assert_not_blank(&name, &image);
            }
        }
    }
}

#[test]
fn svoi_kozyri_table_renders_with_the_best_play_meter_on() {
    let args = ["--autoplay", "--game", "svoi_kozyri", "--seed", "4"];
    let settings = r#"{"best_play_meter": true, "bot_pause": 0.1, "animation_speed": "fast"}"#;
    if let Some(image) = capture_with_settings("table_svoi_kozyri_meter", &args, Some(settings)) {
        assert_not_blank("table_svoi_kozyri_meter", &image);
    }
}

#[test]
fn each_lesson_renders_with_its_guide() {
    let games = challenge_rules::GameId::ALL
        .into_iter()
        .filter(|&game| challenge_rules::lesson::has_lesson(game));
    for game in games {
        let name = format!("lesson_{}", game.id());
        if let Some(image) = capture(&name, &["--show", "lesson", "--game", game.id()]) {
            assert_not_blank(&name, &image);
        }
    }
}

/// A lesson on a phone held upright and on its side: the guide in the status's place.
#[test]
fn lessons_render_on_a_phone_held_upright_and_turned() {
    for (game, width, height) in [("svoi_kozyri", 390, 844), ("gotcha", 844, 390)] {
        let name = format!("phone_lesson_{game}_{width}x{height}");
        let size = format!("{width}x{height}");
        let args = ["--show", "lesson", "--game", game, "--window", &size];
        if let Some(image) = capture(&name, &args) {
            assert_eq!(
                image.size(),
                bevy::math::UVec2::new(width, height),
                "{name}"
            );
            assert_not_blank(&name, &image);
        }
    }
}

#[test]
fn setup_screen_renders() {
    if let Some(image) = capture("setup", &["--show", "setup"]) {
        assert_not_blank("setup", &image);
    }
}

#[test]
fn settings_menu_renders() {
    if let Some(image) = capture("settings", &["--show", "settings"]) {
        assert_not_blank("settings", &image);
    }
}

#[test]
fn rules_menu_renders() {
    if let Some(image) = capture("rules", &["--show", "rules"]) {
        assert_not_blank("rules", &image);
    }
}

#[test]
fn pause_menu_renders_over_a_table() {
    let first = challenge_rules::GameId::ALL[0].id();
    let args = ["--game", first, "--seed", "3", "--show", "pause"];
    if let Some(image) = capture("pause", &args) {
        assert_not_blank("pause", &image);
    }
}

#[test]
fn statistics_screen_renders_a_played_history() {
    if let Some(image) = capture_with_records("stats", &["--show", "stats"], &played_history()) {
        assert_not_blank("stats", &image);
    }
}

#[test]
fn replays_screen_renders_the_kept_games() {
    if let Some(image) = capture_with_records("replays", &["--show", "replays"], &played_history())
    {
        assert_not_blank("replays", &image);
    }
}

#[test]
fn a_review_renders_at_the_end_of_a_kept_game() {
    let args = [
        "--game",
        challenge_rules::GameId::ALL[0].id(),
        "--show",
        "review",
    ];
    if let Some(image) = capture_with_records("review", &args, &played_history()) {
        assert_not_blank("review", &image);
    }
}

#[test]
fn a_replay_renders_with_every_card_open() {
    let args = [
        "--game",
        challenge_rules::GameId::ALL[0].id(),
        "--show",
        "replay",
    ];
    // A store of its own with no kept game: the replay is of a sample game.
    let fresh = [("settings", "{}".to_string())];
    if let Some(image) = capture_with_records("replay", &args, &fresh) {
        assert_not_blank("replay", &image);
    }
}

/// A table in a window of `width`×`height`: the capture has the window's size and is drawn.
fn table_renders_at(name: &str, game: &str, seats: &str, width: u32, height: u32) {
    let size = format!("{width}x{height}");
    let args = [
        "--autoplay",
        "--game",
        game,
        "--seats",
        seats,
        "--seed",
        "3",
        "--window",
        &size,
    ];
    if let Some(image) = capture(name, &args) {
        assert_eq!(
            image.size(),
            bevy::math::UVec2::new(width, height),
            "{name}"
        );
        assert_not_blank(name, &image);
    }
}

#[test]
fn tables_render_in_small_and_large_desktop_windows() {
    table_renders_at(
        "table_suit_challenge_800x600",
        "suit_challenge",
        "2",
        800,
        600,
    );
    table_renders_at(
        "table_challenge_poker_16_1920x1080",
        "challenge_poker",
        "16",
        1920,
        1080,
    );
}

#[test]
fn tables_render_on_a_phone_held_upright_and_turned() {
    table_renders_at("phone_table_gotcha_390x844", "gotcha", "2", 390, 844);
    table_renders_at(
        "phone_table_bluff_poker_844x390",
        "bluff_poker",
        "2",
        844,
        390,
    );
}

/// High contrast and the largest text, in Russian (long words): the table is drawn in the
/// scheme's black, white and yellow, with none of the felt's green.
#[test]
fn a_table_renders_in_high_contrast_with_larger_text() {
    let name = "table_high_contrast_ru";
    let args = [
        "--autoplay",
        "--game",
        "suit_challenge",
        "--seed",
        "3",
        "--lang",
        "ru",
    ];
    let settings = r#"{"high_contrast": true, "text_scale": 1.5}"#;
    let Some(image) = capture_with_settings(name, &args, Some(settings)) else {
        return;
    };
    let pixels: Vec<[i32; 3]> = (0..image.size().y)
        .step_by(2)
        .flat_map(|y| (0..image.size().x).step_by(2).map(move |x| (x, y)))
        .map(|(x, y)| {
            let [r, g, b, _] = image
                .get_color_at(x, y)
                .expect("pixel")
                .to_srgba()
                .to_u8_array();
            [r.into(), g.into(), b.into()]
        })
        .collect();
    let count = |wanted: &dyn Fn([i32; 3]) -> bool| pixels.iter().filter(|&&p| wanted(p)).count();
    let black = count(&|[r, g, b]| r < 8 && g < 8 && b < 8);
    assert!(
        black * 3 > pixels.len(),
        "{name}: the felt is black ({black} of {})",
        pixels.len()
    );
    // The felt's green, or the panels' darker green.
    let felt = count(&|[r, g, b]| g > 30 && g > r + 25 && g > b + 10);
    assert!(
        felt * 200 < pixels.len(),
        "{name}: {felt} pixels of green felt"
    );
    // The status's heading and the score sheet's total are yellow.
    let yellow = count(&|[r, g, b]| r > 230 && g > 200 && b < 60);
    assert!(yellow > 40, "{name}: {yellow} yellow pixels");
    let colours: HashSet<[i32; 3]> = pixels.iter().copied().collect();
    assert!(
        colours.len() > 200,
        "{name}: only {} colours",
        colours.len()
    );
}
