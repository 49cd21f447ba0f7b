//! The server's modules import each other one way only: no module names, by a `use crate::…`
//! line or a `crate::x::` path, a module that names it back, directly or round a circle. The
//! crate root sits above every module, so a module naming an item of the root (not a module)
//! counts as naming the root, which names every module.

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

/// The identifiers that follow `prefix` in `text` (`crate::hub::Hub` gives `hub`), and in
/// `use crate::{a, b}` lines each name in the braces.
fn names_after(text: &str, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in text.match_indices(prefix) {
        let rest = &text[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    names.push(name);
                }
            }
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end > 0 {
            names.push(rest[..end].to_string());
        }
    }
    names
}

/// Which of the server's modules each module names; the root is `lib`.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(&manifest_dir()).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let module_of = |file: &Path| {
        let relative = file.strip_prefix(&src).expect("under src");
        let top = relative.components().next().expect("a first component");
        top.as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string()
    };
    let modules: BTreeSet<String> = files
        .iter()
        .map(|file| module_of(file))
        .filter(|module| module != "main")
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_of(file);
        if module == "main" {
            continue;
        }
        let edges = graph.entry(module.clone()).or_default();
        if module == "lib" {
            // The root declares every module.
            edges.extend(modules.iter().filter(|m| *m != "lib").cloned());
            continue;
        }
        let text = std::fs::read_to_string(file).expect("a readable source file");
        for name in names_after(&text, "crate::") {
            let named = if modules.contains(&name) {
                name
            } else {
                "lib".to_string()
            };
            if named != module {
                edges.insert(named);
            }
        }
    }
    graph
}

/// A path through `graph` that comes back to where it started, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn back_to(
        graph: &BTreeMap<String, BTreeSet<String>>,
        start: &str,
        at: &str,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        for next in graph.get(at).into_iter().flatten() {
            if next == start {
                path.push(next.clone());
                return true;
            }
            if seen.insert(next.clone()) {
                path.push(next.clone());
                if back_to(graph, start, next, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    for start in graph.keys() {
        let mut path = vec![start.clone()];
        if back_to(graph, start, start, &mut path, &mut BTreeSet::new()) {
            return Some(path);
        }
    }
    None
}

#[test]
fn no_module_of_the_server_imports_one_that_imports_it_back() {
    let graph = module_graph();
    assert!(
        graph.contains_key("hub") && graph.contains_key("table"),
        "the server's modules were read: {graph:?}"
    );
    if let Some(cycle) = find_cycle(&graph) {
        panic!("an import circle: {}", cycle.join(" → "));
    }
}

#[test]
fn a_circle_is_found_when_there_is_one() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    assert_eq!(find_cycle(&graph), None);
    graph.entry("c".into()).or_default().insert("a".into());
    assert_eq!(
        find_cycle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    assert_eq!(
        names_after("use crate::{hub::Hub, table};", "crate::"),
        ["hub", "table"]
    );
}

/// The package's directory as cargo names it when it runs the test, so a test built in one
/// clone reads the files of the clone it runs in.
fn manifest_dir() -> String {
    std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder")
}
