//! The shape of the rules crate, checked from its text: no module imports one that imports it
//! back (at the level of each folder's files and sub-folders, see `challenge-architecture`),
//! the top-level modules import only their own layer and those below it (the layers drawn in
//! `src/lib.rs`), no source file is longer than 1,000 lines, and every refusal the crate makes
//! is typed (none is made from a bare message id).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The top-level modules by layer, the lowest first. A module imports modules of its own layer
/// or of the layers below; a new module must be placed here.
const LAYERS: [(&str, &[&str]); 5] = [
    (
        "core",
        &[
            "assessment.rs",
            "calibration.rs",
            "cards.rs",
            "coach.rs",
            "deal.rs",
            "event.rs",
            "game.rs",
            "grading.rs",
            "guide.rs",
            "info.rs",
            "options.rs",
            "phrase.rs",
            "refusal.rs",
            "rng.rs",
            "table.rs",
            "tagged.rs",
            "testing.rs",
        ],
    ),
    ("games", &["games/"]),
    ("registry", &["registry.rs"]),
    (
        "any game alike",
        &[
            "any_game/",
            "lesson.rs",
            "luck.rs",
            "playout.rs",
            "record/",
            "setup.rs",
        ],
    ),
    (
        "tools",
        &[
            "bot_request.rs",
            "duplicate.rs",
            "protocol/",
            "refusals.rs",
            "review.rs",
            "sim.rs",
            "stats/",
        ],
    ),
];

fn src() -> PathBuf {
    Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo names the package's folder"))
        .join("src")
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

fn layer_of(module: &str) -> Option<usize> {
    LAYERS
        .iter()
        .position(|(_, modules)| modules.contains(&module))
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    if let Err(report) = challenge_architecture::check(&src()) {
        panic!("{report}");
    }
}

#[test]
fn top_level_modules_import_only_their_layer_and_those_below() {
    let imports = challenge_architecture::imports(&src());
    let top_level = |name: &str| !name.trim_end_matches('/').contains('/');
    let mut modules = BTreeSet::new();
    let mut upward = Vec::new();
    for import in imports.iter().filter(|import| top_level(&import.from)) {
        modules.insert(import.from.clone());
        modules.insert(import.to.clone());
        if let (Some(from), Some(to)) = (layer_of(&import.from), layer_of(&import.to))
            && to > from
        {
            upward.push(format!(
                "{import} (from {} up to {})",
                LAYERS[from].0, LAYERS[to].0
            ));
        }
    }
    let unplaced: Vec<&String> = modules
        .iter()
        .filter(|module| layer_of(module).is_none())
        .collect();
    assert!(
        unplaced.is_empty(),
        "modules in no layer of LAYERS: {unplaced:?}"
    );
    assert!(upward.is_empty(), "imports of a higher layer:\n{upward:#?}");
    // Every layer is met, so the test cannot pass by reading nothing.
    for (name, members) in LAYERS {
        assert!(
            members.iter().any(|member| modules.contains(*member)),
            "no module of the {name} layer was read"
        );
    }
}

#[test]
fn no_source_file_is_longer_than_a_thousand_lines() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    assert!(files.len() > 50, "read only {} files", files.len());
    let long: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let lines = std::fs::read_to_string(file).ok()?.lines().count();
            (lines > 1_000).then(|| format!("{} ({lines} lines)", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "files over 1,000 lines: {long:#?}");
}

#[test]
fn every_refusal_is_typed() {
    // A refusal is a variant of a refusal enum that speaks itself (`Refuse`), so the text
    // layer's checks can list them all; a bare message id would escape them. Only the
    // erased form's own file makes one from an id (for code outside the crate).
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut bare = Vec::new();
    for file in files.iter().filter(|file| !file.ends_with("refusal.rs")) {
        let text = std::fs::read_to_string(file).expect("a readable source file");
        let lines: Vec<&str> = text.lines().collect();
        for (at, line) in lines.iter().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            // `RulesError::new(kind)`, or the struct written out with its `kind`.
            let literal = code.trim_end().ends_with("RulesError {")
                && lines
                    .get(at + 1)
                    .is_some_and(|next| next.trim().starts_with("kind"));
            if code.contains("RulesError::new(") || literal {
                bare.push(format!("{}:{}: {}", file.display(), at + 1, line.trim()));
            }
        }
    }
    assert!(bare.is_empty(), "refusals made from a bare id:\n{bare:#?}");
}
