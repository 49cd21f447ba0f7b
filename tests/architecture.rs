//! The shape of the code, checked from its text: the game's top-level modules import each
//! other one way only, `shared` imports none of them, the files of the table screen name each
//! other one way only, and the rules crate depends on no Bevy.

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

/// A path through `graph` that comes back to where it started, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // Depth-first search from every node for a path back to it.
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
    graph.keys().find_map(|module| {
        let mut path = vec![module.as_str()];
        back_to(graph, module, module, &mut path)
            .then(|| path.into_iter().map(str::to_owned).collect())
    })
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = module_graph();
    if let Some(path) = find_cycle(&graph) {
        panic!(
            "modules import each other in a circle: {}",
            path.join(" -> ")
        );
    }
    assert!(graph.len() > 10, "only {} modules were read", graph.len());
}

/// The names a path in `text` reaches right after `prefix`: `prefix` followed by `cards::X`
/// gives `cards`, and by `{cards::X, layouts::{Y, Z}, self}` gives `cards` and `layouts`.
fn heads_after<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.match_indices(prefix)
        .flat_map(|(at, _)| heads(&text[at + prefix.len()..]))
        .collect()
}

/// The first name of the path `rest` starts with, or of each path of a `{...}` list.
fn heads(rest: &str) -> Vec<&str> {
    let ident_end = |s: &str| {
        s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(s.len())
    };
    let Some(list) = rest.strip_prefix('{') else {
        let end = ident_end(rest);
        return if end > 0 {
            vec![&rest[..end]]
        } else {
            Vec::new()
        };
    };
    let mut found = Vec::new();
    let mut depth = 0;
    let mut item_start = Some(0);
    for (at, c) in list.char_indices() {
        if let Some(start) = item_start.take() {
            let item = list[start..].trim_start();
            let end = ident_end(item);
            if end > 0 && &item[..end] != "self" {
                found.push(&item[..end]);
            }
        }
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => item_start = Some(at + 1),
            _ => {}
        }
    }
    found
}

/// The names `text` reaches with exactly `depth` `super::`s in a row (not more, not fewer).
fn names_up(text: &str, depth: usize) -> Vec<&str> {
    let step = "super::";
    let mut found = Vec::new();
    for (at, _) in text.match_indices(step) {
        let before = &text[..at];
        // Only the first `super::` of a run, and not one ending a longer path (`a::super::`).
        if before.ends_with(step) || before.ends_with(|c: char| c.is_ascii_alphanumeric()) {
            continue;
        }
        let mut rest = &text[at..];
        let mut count = 0;
        while let Some(after) = rest.strip_prefix(step) {
            rest = after;
            count += 1;
        }
        if count == depth {
            found.extend(heads(rest));
        }
    }
    found
}

/// For the module whose files lie in `folder` (its own file beside the folder, or its
/// `mod.rs` inside), which of its child modules each child names: a file `depth` modules
/// below the folder's module reaches a sibling with `depth` `super::`s, or by its full
/// `crate::` path; names that are not child modules (types, functions) are left out.
fn sibling_graph(src: &Path, folder: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let crate_path = folder
        .strip_prefix(src)
        .expect("under src")
        .components()
        .fold("crate::".to_owned(), |path, part| {
            format!("{path}{}::", part.as_os_str().to_string_lossy())
        });
    let children: BTreeSet<String> = std::fs::read_dir(folder)
        .expect("a readable folder")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_dir() || path.extension().is_some_and(|ext| ext == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|name| name != "mod")
        .collect();
    let mut files = Vec::new();
    rust_files(folder, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(folder).expect("under the folder");
        let parts: Vec<String> = relative
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect();
        let depth = parts.len() - usize::from(parts.last().is_some_and(|f| f == "mod.rs"));
        if depth == 0 {
            // The folder's own `mod.rs` is the parent, which may name any child.
            continue;
        }
        let child = parts[0].trim_end_matches(".rs").to_owned();
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let mut named = heads_after(&text, &crate_path);
        named.extend(names_up(&text, depth));
        let edges = graph.entry(child.clone()).or_default();
        for name in named {
            if name != child && children.contains(name) {
                edges.insert(name.to_owned());
            }
        }
    }
    graph
}

#[test]
fn no_file_of_the_table_screen_names_one_that_names_it_back() {
    let src = Path::new(&manifest_dir()).join("src");
    let table = src.join("screens/table");
    let mut folders = vec![table.clone()];
    let mut at = 0;
    while let Some(folder) = folders.get(at).cloned() {
        for entry in std::fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            }
        }
        at += 1;
    }
    for folder in &folders {
        let graph = sibling_graph(&src, folder);
        if let Some(path) = find_cycle(&graph) {
            panic!(
                "files under {} name each other in a circle: {}",
                folder.display(),
                path.join(" -> ")
            );
        }
    }
    let graph = sibling_graph(&src, &table);
    assert!(
        graph.len() > 8,
        "only {} table files were read",
        graph.len()
    );
    let edges: usize = graph.values().map(BTreeSet::len).sum();
    assert!(
        edges > 5,
        "only {edges} names of sibling files were found: {graph:?}"
    );
}

#[test]
fn the_circle_finder_finds_a_circle_and_only_a_circle() {
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in edges {
            graph
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
            graph.entry(to.to_string()).or_default();
        }
        graph
    };
    // The table screen's files as they were: the cards ordered themselves before the HUD's
    // number keys, and the HUD took the cards' colour of a suggestion.
    let circle = graph(&[("cards", "controls"), ("controls", "hud"), ("hud", "cards")]);
    let path = find_cycle(&circle).expect("a circle");
    assert_eq!(path.first(), path.last());
    assert_eq!(path.len(), 4);
    assert_eq!(
        find_cycle(&graph(&[("a", "a")])),
        Some(vec!["a".into(), "a".into()])
    );
    let one_way = graph(&[("hud", "cards"), ("hud", "controls"), ("controls", "cards")]);
    assert_eq!(find_cycle(&one_way), None);
}

#[test]
fn sibling_names_are_read_from_paths_and_use_lists() {
    let text = "use super::{Choose, cards::TableCard, layouts::{Place, Zone}, self};\n\
                .after(super::super::hud::choose_by_number)\n\
                use crate::screens::table::tokens::Stack;\n\
                mod tests { use super::*; }";
    let mut one_up = names_up(text, 1);
    one_up.sort();
    assert_eq!(one_up, ["Choose", "cards", "layouts"]);
    assert_eq!(names_up(text, 2), ["hud"]);
    assert_eq!(heads_after(text, "crate::screens::table::"), ["tokens"]);
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
/// one clone and run from another reads the files of the clone it runs in, and the build
/// itself does not depend on the clone's path (a kept build stays fresh for a new clone).
fn manifest_dir() -> String {
    std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder")
}
