//! The shape of the code, checked from its text: in every crate of the workspace no module
//! imports one that imports it back (at the level of each folder's files and sub-folders, see
//! `challenge-architecture`), no source file is longer than 1,000 lines, the game's own crate
//! stays thin, and what every plugin shares names nothing else of the game. Which crate may use
//! which is Cargo's to enforce (a crate names only its dependencies, and they form no circle);
//! `.ci/run` checks that the crates below the game have no Bevy.

use std::path::{Path, PathBuf};

/// The workspace's folder, from the game's as cargo names it when it runs the test (so a test
/// built in one clone and run from another reads the clone it runs in).
fn workspace() -> PathBuf {
    PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package"))
}

/// The `src` folder of the game and of every crate under `crates/`.
fn source_roots() -> Vec<PathBuf> {
    let mut roots = vec![workspace().join("src")];
    let crates = std::fs::read_dir(workspace().join("crates")).expect("the crates folder");
    for entry in crates {
        let src = entry.expect("a crate's folder").path().join("src");
        if src.is_dir() {
            roots.push(src);
        }
    }
    roots.sort();
    roots
}

fn rust_files(folder: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).expect("a readable folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

fn lines_of(path: &Path) -> usize {
    std::fs::read_to_string(path)
        .expect("a source file")
        .lines()
        .count()
}

#[test]
fn no_module_of_any_crate_imports_one_that_imports_it_back() {
    let roots = source_roots();
    assert!(roots.len() >= 10, "only {roots:?} were read");
    let circles: Vec<String> = roots
        .iter()
        .filter_map(|root| challenge_architecture::check(root).err())
        .collect();
    assert!(circles.is_empty(), "{}", circles.join("\n\n"));
}

#[test]
fn no_source_file_is_longer_than_a_thousand_lines() {
    let mut files = Vec::new();
    for root in source_roots() {
        rust_files(&root, &mut files);
    }
    let long: Vec<String> = files
        .iter()
        .map(|file| (file, lines_of(file)))
        .filter(|(_, lines)| *lines > 1_000)
        .map(|(file, lines)| format!("{} ({lines} lines)", file.display()))
        .collect();
    assert!(long.is_empty(), "files over 1,000 lines: {long:?}");
}

/// The game's own crate only assembles the layers: the screens, the table, a game's life and
/// what they stand on are crates of their own.
#[test]
fn the_game_crate_stays_thin() {
    let mut files = Vec::new();
    rust_files(&workspace().join("src"), &mut files);
    let lines: usize = files.iter().map(|file| lines_of(file)).sum();
    assert!(lines < 15_000, "the game's src/ holds {lines} lines");
}

#[test]
fn what_every_plugin_shares_names_nothing_else_of_the_game() {
    let shared = workspace().join("crates/base/src/shared.rs");
    let text = std::fs::read_to_string(&shared).expect("crates/base/src/shared.rs");
    let named: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .filter(|line| line.contains("crate::") || line.contains("challenge_base::"))
        .collect();
    assert!(named.is_empty(), "shared.rs names {named:?}");
}

/// The game's own refusals are typed (`challenge_play::refusal::AppRefusal`, or the rules'
/// shared and save refusals), so that the tests word each of them in every language: no crate
/// above the rules makes one from a bare message id.
#[test]
fn the_game_makes_no_refusal_from_a_bare_message_id() {
    let mut files = Vec::new();
    for root in source_roots() {
        let manifest = root.with_file_name("Cargo.toml");
        let manifest = std::fs::read_to_string(&manifest).expect("a crate's manifest");
        if manifest.contains("\nbevy") {
            rust_files(&root, &mut files);
        }
    }
    assert!(files.len() > 100, "only {} files were read", files.len());
    let bare: Vec<String> = files
        .iter()
        .flat_map(|path| {
            let text = std::fs::read_to_string(path).expect("a source file");
            text.lines()
                .enumerate()
                .filter(|(_, line)| line.contains("RulesError::new("))
                .map(|(at, line)| format!("{}:{}: {}", path.display(), at + 1, line.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        bare.is_empty(),
        "refusals made from a bare message id (add a variant to AppRefusal):\n{}",
        bare.join("\n")
    );
}
