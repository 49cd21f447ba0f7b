//! The checker on small crates written for it, whose circles are known: it finds each, names
//! it, and finds none where there is none, so the crates' architecture tests cannot pass
//! because it reads nothing.

use challenge_architecture::{check, cycles, dependencies, imports};
use std::path::PathBuf;

/// A crate's `src` folder holding `files` (path from `src`, text), fresh for each test.
fn fixture(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!(
        "challenge-architecture-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&root);
    for (path, text) in files {
        let file = root.join(path);
        std::fs::create_dir_all(file.parent().expect("a file has a folder")).unwrap();
        std::fs::write(file, text).unwrap();
    }
    root
}

fn names(cycle: &[&str]) -> Vec<String> {
    cycle.iter().map(|name| name.to_string()).collect()
}

#[test]
fn a_circle_through_a_folder_and_a_re_export_is_found_and_named() {
    let src = fixture(
        "circle",
        &[
            (
                "lib.rs",
                "pub mod game;\npub mod games;\npub mod saves;\npub use games::Note;\n",
            ),
            // The core names a note of the games through the crate root's re-export …
            (
                "game.rs",
                "use crate::Note;\npub struct Event { pub note: Note }\n",
            ),
            ("games/mod.rs", "pub mod gotcha;\npub use gotcha::Note;\n"),
            // … the games use the saves …
            (
                "games/gotcha/mod.rs",
                "pub enum Note { Drew }\npub fn save() { crate::saves::write(); }\n",
            ),
            // … and the saves the core: a circle of three.
            (
                "saves.rs",
                "pub fn write() {}\npub fn read(_: crate::game::Event) {}\n",
            ),
        ],
    );
    assert_eq!(
        cycles(&src),
        vec![names(&["game.rs", "games/", "saves.rs"])]
    );
    let report = check(&src).unwrap_err();
    assert!(
        report.contains("game.rs → games/ → saves.rs → game.rs"),
        "{report}"
    );
    assert!(
        report.contains("game.rs → games/: game.rs:1 names crate::Note"),
        "{report}"
    );
    assert!(
        report.contains("games/ → saves.rs: games/gotcha/mod.rs:2 names crate::saves::write"),
        "{report}"
    );
}

#[test]
fn two_files_of_one_folder_that_import_each_other_are_a_circle() {
    let src = fixture(
        "siblings",
        &[
            ("lib.rs", "mod games;\n"),
            ("games/mod.rs", "mod kozyri;\n"),
            (
                "games/kozyri/mod.rs",
                "mod bot;\nmod hard;\nmod words;\npub use words::Note;\npub struct View;\n",
            ),
            // Each file uses its folder's own items (not an import) …
            (
                "games/kozyri/bot.rs",
                "use super::View;\npub fn to_action() {}\npub fn choose() { super::hard::choose(); }\n",
            ),
            // … and the folder's re-export of a sibling's (an import of that sibling).
            (
                "games/kozyri/hard.rs",
                "use super::bot::to_action;\nuse super::{Note, View};\npub fn choose() {}\n",
            ),
            ("games/kozyri/words.rs", "pub enum Note {}\n"),
        ],
    );
    assert_eq!(
        cycles(&src),
        vec![names(&["games/kozyri/bot.rs", "games/kozyri/hard.rs"])]
    );
    let graph = dependencies(&src);
    assert!(graph["games/kozyri/hard.rs"].contains("games/kozyri/words.rs"));
    assert!(!graph.contains_key("games/kozyri/words.rs"));
}

#[test]
fn layered_modules_have_no_circle() {
    let src = fixture(
        "layers",
        &[
            (
                "lib.rs",
                "pub mod cards;\npub mod game;\npub mod games;\npub mod registry;\npub use cards::Card;\n",
            ),
            (
                "cards.rs",
                "pub struct Card;\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n",
            ),
            (
                "game.rs",
                "use crate::Card;\npub trait Game { fn cards(&self) -> Vec<Card>; }\n",
            ),
            ("games/mod.rs", "pub mod gotcha;\n"),
            (
                "games/gotcha/mod.rs",
                "mod bot;\nuse crate::game::Game;\npub struct Gotcha;\npub fn f() { bot::choose() }\n",
            ),
            (
                "games/gotcha/bot.rs",
                "use super::Gotcha;\npub fn choose() {}\n",
            ),
            (
                "registry.rs",
                "use crate::games::gotcha::Gotcha;\nmacro_rules! list { () => { $crate::game::Game } }\n",
            ),
        ],
    );
    assert_eq!(cycles(&src), Vec::<Vec<String>>::new());
    assert_eq!(check(&src), Ok(()));
    let graph = dependencies(&src);
    assert_eq!(
        graph["registry.rs"],
        ["game.rs", "games/"].map(String::from).into()
    );
    assert_eq!(graph["games/"], ["game.rs"].map(String::from).into());
    assert_eq!(graph["game.rs"], ["cards.rs"].map(String::from).into());
}

#[test]
fn comments_strings_and_characters_are_not_imports() {
    let src = fixture(
        "text",
        &[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "pub fn f() { crate::b::g() }\n"),
            (
                "b.rs",
                concat!(
                    "//! See [`crate::a::f`].\n",
                    "/* crate::a::f /* nested */ crate::a::f */\n",
                    "pub fn g() {\n",
                    "    let _ = \"crate::a::f\";\n",
                    "    let _ = r#\"crate::a::f \"quoted\"\"#;\n",
                    "    let _ = ('\\'', '\"', b'x');\n",
                    "    let _: &'static str = \"\\\"crate::a::f\";\n",
                    "}\n",
                ),
            ),
        ],
    );
    assert_eq!(cycles(&src), Vec::<Vec<String>>::new());
    let found = imports(&src);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        (found[0].from.as_str(), found[0].to.as_str()),
        ("a.rs", "b.rs")
    );
}

#[test]
fn a_file_beside_its_folder_is_the_folder_and_super_climbs_from_inline_modules() {
    let src = fixture(
        "flat",
        &[
            ("lib.rs", "mod screens;\nmod shared;\n"),
            ("screens.rs", "mod table;\npub use table::Seat;\n"),
            ("screens/table.rs", "pub struct Seat;\n"),
            (
                "shared.rs",
                "pub fn f() {}\n#[cfg(test)]\nmod tests {\n    use super::super::screens::Seat;\n}\n",
            ),
        ],
    );
    assert_eq!(
        dependencies(&src)["shared.rs"],
        ["screens/"].map(String::from).into()
    );
    assert_eq!(cycles(&src), Vec::<Vec<String>>::new());
}
