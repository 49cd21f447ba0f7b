//! The shape of the code, checked from its text: the game's top-level modules import each
//! other one way only, `shared` imports none of them, and the rules crate depends on no Bevy.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

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

/// The identifiers that follow `prefix` in `text` (`crate::audio::PlayCue` gives `audio`).
fn names_after<'a>(text: &'a str, prefix: &str) -> impl Iterator<Item = &'a str> {
    text.match_indices(prefix).filter_map(move |(at, _)| {
        let rest = &text[at + prefix.len()..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    })
}

/// Which top-level modules of the game each top-level module names.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(&manifest_dir()).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under src");
        let top = relative.components().next().expect("a first component");
        let module = top
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        // The crate root and the binary sit above every module and may name any of them.
        if module == "lib" || module == "main" {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let mut named: Vec<&str> = names_after(&text, "crate::").collect();
        // In a top-level file, `super::` is the crate root.
        if relative.components().count() == 1 {
            named.extend(names_after(&text, "super::"));
        }
        let edges = graph.entry(module.clone()).or_default();
        for name in named {
            if name != module {
                edges.insert(name.to_string());
            }
        }
    }
    graph
}

#[test]
fn shared_imports_nothing_of_the_game() {
    let graph = module_graph();
    let shared = graph.get("shared").expect("src/shared.rs exists");
    assert!(shared.is_empty(), "shared imports {shared:?}");
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = module_graph();
    // Depth-first search for a path that comes back to where it started.
    fn back_to<'a>(
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        start: &str,
        at: &'a str,
        path: &mut Vec<&'a str>,
    ) -> bool {
        for next in graph.get(at).into_iter().flatten() {
            if next == start {
                path.push(next);
                return true;
            }
            if !path.contains(&next.as_str()) {
                path.push(next);
                if back_to(graph, start, next, path) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    for module in graph.keys() {
        let mut path = vec![module.as_str()];
        assert!(
            !back_to(&graph, module, module, &mut path),
            "modules import each other in a circle: {}",
            path.join(" -> ")
        );
    }
    assert!(graph.len() > 10, "only {} modules were read", graph.len());
}

#[test]
fn the_rules_crate_depends_on_no_bevy() {
    let manifest = Path::new(&manifest_dir()).join("crates/rules/Cargo.toml");
    let text = std::fs::read_to_string(manifest).expect("the rules crate's manifest");
    let mut section = "";
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if section.ends_with("dependencies]") {
            assert!(
                !line.starts_with("bevy"),
                "the rules crate depends on {line} in {section}"
            );
        }
    }
}

/// The package's directory as cargo names it when it runs the test, so that a test built in
/// one clone and run from another reads the files of the clone it runs in.
fn manifest_dir() -> String {
    std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").to_owned())
}
