//! Which modules of a crate import which, read from the source text, and the import circles
//! among them: a module that imports one that imports it back, directly or through others.
//! No dependencies and no compiler: a small reader of Rust's tokens that knows `mod`, `use`
//! and paths, enough for the architecture tests of the project's crates.
//!
//! # What counts as a module, and as an import
//!
//! The modules are the crate's files, found from its root (`lib.rs`, else `main.rs`) by their
//! `mod name;` declarations. A folder is one module with its own file (`a/mod.rs`, or `a.rs`
//! beside a folder `a/`); an inline `mod name { … }` is part of its file.
//!
//! A module imports another when its text names it or an item in it: a `use` line, or a path
//! written in the code that starts with `crate::`, `$crate::` (a macro's), `super::` or
//! `self::`. Paths are resolved as the compiler would: through child modules, and through the
//! names a module imports or re-exports, so `crate::Card`, re-exported by `lib.rs` from
//! `cards`, is an import of `cards.rs`, and `super::Note`, which a folder's `mod.rs` brings in
//! from its own `words.rs`, is an import of that `words.rs`. Comments (doc links too) and
//! strings are not read. A glob (`use x::*`) imports `x` itself.
//!
//! # Granularity: siblings
//!
//! Circles are looked for among the children of each folder, files and sub-folders alike:
//! an import between two modules counts as one between the two children of their nearest
//! common folder that hold them. So `games/gotcha/bot.rs` importing `crate::phrase` is an
//! import of `phrase.rs` by `games/`, and `games/a/hard.rs` importing `games/a/bot.rs` is
//! one between those two siblings. A module and the folders that hold it are one part and the
//! whole: a file that uses its own folder's items (`super::View`, defined in `mod.rs`), and a
//! `mod.rs` that calls into its own files, import nothing in this sense. A folder's files may
//! therefore share what its `mod.rs` declares, while the folder as a whole must sit on one
//! side of every other module: that is what makes the layers visible in the folders.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path from the crate root, by names (`["games", "gotcha", "bot"]`).
type ModPath = Vec<String>;

/// One import between two sibling modules, and where it was written.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Import {
    /// The importing module, as the child of the common folder that holds the file
    /// (`games/`, `record/code.rs`); folders end with `/`.
    pub from: String,
    /// The imported module, the other child of that folder.
    pub to: String,
    /// The file that wrote the path, from the source root (`games/gotcha/bot.rs`).
    pub file: String,
    /// The line it is on, counted from 1.
    pub line: usize,
    /// The path as written (`crate::phrase::Phrase`).
    pub path: String,
}

impl fmt::Display for Import {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} → {} ({}:{}: {})",
            self.from, self.to, self.file, self.line, self.path
        )
    }
}

/// Every import circle among the modules under `src_root` (a crate's `src` folder), each as
/// the modules in order, each importing the next and the last the first; one circle per
/// knot of modules that import one another, so an empty list means there is none. Names are
/// paths from `src_root`, folders ending with `/` (`game.rs`, `games/`).
pub fn cycles(src_root: &Path) -> Vec<Vec<String>> {
    knots(&imports(src_root))
        .into_iter()
        .map(|(_, cycle)| cycle)
        .collect()
}

/// Every import between sibling modules under `src_root` (see the crate's documentation for
/// what is a sibling), sorted, one entry per path written.
pub fn imports(src_root: &Path) -> Vec<Import> {
    let krate = Crate::read(src_root);
    let mut found = Vec::new();
    for module in krate.modules.values() {
        for reference in &module.references {
            let Some(target) = krate.resolve(&reference.scope, &reference.segments, 0) else {
                continue;
            };
            let from = &module.path;
            let common = from.iter().zip(&target).take_while(|(a, b)| a == b).count();
            // A module and a folder that holds it are one part and the whole.
            if common == from.len() || common == target.len() {
                continue;
            }
            found.push(Import {
                from: krate.display(&from[..=common]),
                to: krate.display(&target[..=common]),
                file: krate.display_file(from),
                line: reference.line,
                path: reference.segments.join("::"),
            });
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The modules each sibling imports (the graph of [`imports`], without where).
pub fn dependencies(src_root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for import in imports(src_root) {
        graph.entry(import.from).or_default().insert(import.to);
    }
    graph
}

/// Nothing when there is no circle; otherwise a report naming each circle and, for each step
/// of it, the first line that makes it, for a test to fail with.
pub fn check(src_root: &Path) -> Result<(), String> {
    let imports = imports(src_root);
    let knots = knots(&imports);
    if knots.is_empty() {
        return Ok(());
    }
    let mut report = format!(
        "{} import circle(s) under {}:\n",
        knots.len(),
        src_root.display()
    );
    for (knot, cycle) in &knots {
        report.push_str(&format!("\n  {} → {}\n", cycle.join(" → "), cycle[0]));
        if knot.len() > cycle.len() {
            let all: Vec<&str> = knot.iter().map(String::as_str).collect();
            report.push_str(&format!(
                "    (one of the circles among {}, which all reach one another)\n",
                all.join(", ")
            ));
        }
        for (at, from) in cycle.iter().enumerate() {
            let to = &cycle[(at + 1) % cycle.len()];
            let step: Vec<&Import> = imports
                .iter()
                .filter(|import| &import.from == from && &import.to == to)
                .collect();
            if let Some(first) = step.first() {
                report.push_str(&format!(
                    "    {from} → {to}: {}:{} names {}{}\n",
                    first.file,
                    first.line,
                    first.path,
                    if step.len() > 1 {
                        format!(" (and {} more)", step.len() - 1)
                    } else {
                        String::new()
                    }
                ));
            }
        }
    }
    Err(report)
}

/// The knots of a list of imports (sets of two or more modules that all reach one another),
/// each with the shortest circle through its first module.
fn knots(imports: &[Import]) -> Vec<(BTreeSet<String>, Vec<String>)> {
    let mut graph: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for import in imports {
        graph.entry(&import.from).or_default().insert(&import.to);
        graph.entry(&import.to).or_default();
    }
    let mut cycles: Vec<(BTreeSet<String>, Vec<String>)> = Vec::new();
    for knot in strongly_connected(&graph) {
        if knot.len() < 2 {
            continue;
        }
        let start = knot.iter().min().expect("a knot has members");
        if let Some(cycle) = shortest_cycle(&graph, &knot, start) {
            cycles.push((
                knot.iter().map(|name| name.to_string()).collect(),
                cycle.into_iter().map(str::to_string).collect(),
            ));
        }
    }
    cycles.sort_by(|a, b| a.1.cmp(&b.1));
    cycles
}

/// Tarjan's strongly connected components.
fn strongly_connected<'a>(graph: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Vec<BTreeSet<&'a str>> {
    struct State<'a> {
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        found: Vec<BTreeSet<&'a str>>,
    }
    fn visit<'a>(node: &'a str, graph: &BTreeMap<&'a str, BTreeSet<&'a str>>, s: &mut State<'a>) {
        s.index.insert(node, s.next);
        s.low.insert(node, s.next);
        s.next += 1;
        s.stack.push(node);
        s.on_stack.insert(node);
        for &next in &graph[node] {
            if !s.index.contains_key(next) {
                visit(next, graph, s);
                let low = s.low[node].min(s.low[next]);
                s.low.insert(node, low);
            } else if s.on_stack.contains(next) {
                let low = s.low[node].min(s.index[next]);
                s.low.insert(node, low);
            }
        }
        if s.low[node] == s.index[node] {
            let mut knot = BTreeSet::new();
            while let Some(member) = s.stack.pop() {
                s.on_stack.remove(member);
                knot.insert(member);
                if member == node {
                    break;
                }
            }
            s.found.push(knot);
        }
    }
    let mut state = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        found: Vec::new(),
    };
    for &node in graph.keys() {
        if !state.index.contains_key(node) {
            visit(node, graph, &mut state);
        }
    }
    state.found
}

/// The shortest way from `start` back to itself within `knot`, `start` first.
fn shortest_cycle<'a>(
    graph: &BTreeMap<&'a str, BTreeSet<&'a str>>,
    knot: &BTreeSet<&'a str>,
    start: &'a str,
) -> Option<Vec<&'a str>> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for &next in &graph[node] {
            if !knot.contains(next) {
                continue;
            }
            if next == start {
                let mut cycle = vec![node];
                let mut at = node;
                while at != start {
                    at = came_from[at];
                    cycle.push(at);
                }
                cycle.reverse();
                return Some(cycle);
            }
            if !came_from.contains_key(next) {
                came_from.insert(next, node);
                queue.push_back(next);
            }
        }
    }
    None
}

/// A path written in a module: where (the module, or the inline module within its file) and
/// its segments (`crate`, `super`, `self` or a name, then names).
#[derive(Clone, Debug)]
struct Reference {
    scope: ModPath,
    segments: Vec<String>,
    line: usize,
}

/// What a module (or an inline module) brings into scope with `use`: each name, the path it
/// stands for; and the paths it glob-imports.
#[derive(Default, Debug)]
struct Scope {
    names: BTreeMap<String, Vec<String>>,
    globs: Vec<Vec<String>>,
    /// The items it defines itself (functions, types, constants, macros).
    items: BTreeSet<String>,
}

/// One file of the crate.
#[derive(Debug)]
struct Module {
    path: ModPath,
    file: PathBuf,
    /// Whether it is a folder (has modules in files of its own below it).
    folder: bool,
    references: Vec<Reference>,
}

/// Every file module of a crate, with the scopes of its modules and inline modules.
struct Crate {
    root: PathBuf,
    modules: BTreeMap<ModPath, Module>,
    /// Every module path, inline ones included, and the file module that holds it.
    file_of: BTreeMap<ModPath, ModPath>,
    scopes: BTreeMap<ModPath, Scope>,
}

impl Crate {
    fn read(src_root: &Path) -> Crate {
        let mut krate = Crate {
            root: src_root.to_path_buf(),
            modules: BTreeMap::new(),
            file_of: BTreeMap::new(),
            scopes: BTreeMap::new(),
        };
        let root_file = ["lib.rs", "main.rs"]
            .iter()
            .map(|name| src_root.join(name))
            .find(|file| file.is_file())
            .unwrap_or_else(|| panic!("no lib.rs or main.rs in {}", src_root.display()));
        let mut pending = vec![(Vec::new(), root_file, src_root.to_path_buf())];
        while let Some((path, file, children_dir)) = pending.pop() {
            let text = fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
            let parsed = parse(&text, &path);
            let mut folder = false;
            for child in &parsed.children {
                let flat = children_dir.join(format!("{child}.rs"));
                let nested = children_dir.join(child).join("mod.rs");
                let mut child_path = path.clone();
                child_path.push(child.clone());
                if flat.is_file() {
                    pending.push((child_path, flat, children_dir.join(child)));
                    folder = true;
                } else if nested.is_file() {
                    pending.push((child_path, nested, children_dir.join(child)));
                    folder = true;
                }
            }
            for inline in &parsed.inline {
                krate.file_of.insert(inline.clone(), path.clone());
            }
            krate.file_of.insert(path.clone(), path.clone());
            for (scope, names) in parsed.scopes {
                krate.scopes.insert(scope, names);
            }
            krate.modules.insert(
                path.clone(),
                Module {
                    path,
                    file,
                    folder,
                    references: parsed.references,
                },
            );
        }
        krate
    }

    /// The file module that `segments`, written in `scope`, names, or None for a path outside
    /// the crate (another crate, the standard library) or a name it cannot place.
    fn resolve(&self, scope: &ModPath, segments: &[String], depth: usize) -> Option<ModPath> {
        if depth > 16 || segments.is_empty() {
            return None;
        }
        let (mut at, rest): (ModPath, &[String]) = match segments[0].as_str() {
            "crate" => (Vec::new(), &segments[1..]),
            "self" => (scope.clone(), &segments[1..]),
            "super" => {
                let mut at = scope.clone();
                let mut used = 0;
                while segments.get(used).is_some_and(|s| s == "super") {
                    at.pop()?;
                    used += 1;
                }
                (at, &segments[used..])
            }
            first => {
                let mut child = scope.clone();
                child.push(first.to_string());
                if self.file_of.contains_key(&child) {
                    (scope.clone(), segments)
                } else {
                    let target = self.scopes.get(scope)?.names.get(first)?;
                    let mut whole = target.clone();
                    whole.extend_from_slice(&segments[1..]);
                    return self.resolve(scope, &whole, depth + 1);
                }
            }
        };
        for (used, segment) in rest.iter().enumerate() {
            let mut child = at.clone();
            child.push(segment.clone());
            if self.file_of.contains_key(&child) {
                at = child;
                continue;
            }
            // An item of `at`: its own, or a name it imports, followed to where it is defined.
            let Some(names) = self.scopes.get(&at) else {
                break;
            };
            if names.items.contains(segment) {
                break;
            }
            if let Some(target) = names.names.get(segment) {
                let mut whole = target.clone();
                whole.extend_from_slice(&rest[used + 1..]);
                if let Some(found) = self.resolve(&at, &whole, depth + 1) {
                    return Some(found);
                }
                break;
            }
            for glob in &names.globs {
                let mut whole = glob.clone();
                whole.extend_from_slice(&rest[used..]);
                if let Some(found) = self.resolve(&at, &whole, depth + 1)
                    && self.file_of.get(&at) != Some(&found)
                {
                    return Some(found);
                }
            }
            break;
        }
        self.file_of.get(&at).cloned()
    }

    /// A module's name in reports: its path from the source root, a folder ending with `/`.
    fn display(&self, path: &[String]) -> String {
        let joined = path.join("/");
        match self.modules.get(path) {
            Some(module) if module.folder => format!("{joined}/"),
            _ => format!("{joined}.rs"),
        }
    }

    /// The file a module is written in, from the source root.
    fn display_file(&self, path: &[String]) -> String {
        let file = &self.modules[path].file;
        file.strip_prefix(&self.root)
            .unwrap_or(file)
            .to_string_lossy()
            .replace('\\', "/")
    }
}

/// What one file declares and names.
#[derive(Default)]
struct Parsed {
    /// `mod name;`: the modules in files of their own.
    children: Vec<String>,
    /// The paths of its inline modules.
    inline: Vec<ModPath>,
    scopes: BTreeMap<ModPath, Scope>,
    references: Vec<Reference>,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    /// `::`
    PathSep,
    Punct(char),
}

/// The file's tokens, with the line of each, comments, strings, characters, numbers and
/// lifetimes left out.
fn tokens(text: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let ident_start = |c: char| c.is_alphabetic() || c == '_';
    let ident_char = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0_usize;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if let Some(end) = raw_string_end(&chars, i) {
            line += chars[i..end].iter().filter(|&&c| c == '\n').count();
            i = end;
        } else if c == '"' || ((c == 'b' || c == 'c') && next == Some('"')) {
            i += if c == '"' { 1 } else { 2 };
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if chars.get(i) == Some(&'\n') {
                    line += 1;
                }
                i += 1;
            }
            i += 1;
        } else if c == '\'' || (c == 'b' && next == Some('\'')) {
            // A character literal ('x', '\n', b'x') or a lifetime ('a).
            let start = if c == 'b' { i + 1 } else { i };
            if chars.get(start + 1) == Some(&'\\') {
                // The backslash and the character it escapes, then up to the closing quote.
                i = start + 3;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(start + 2) == Some(&'\'') {
                i = start + 3;
            } else {
                i = start + 1;
                while i < chars.len() && ident_char(chars[i]) {
                    i += 1;
                }
            }
        } else if c == 'r' && next == Some('#') && chars.get(i + 2).is_some_and(|&c| ident_start(c))
        {
            let start = i + 2;
            i = start;
            while i < chars.len() && ident_char(chars[i]) {
                i += 1;
            }
            out.push((Token::Ident(chars[start..i].iter().collect()), line));
        } else if ident_start(c) {
            let start = i;
            while i < chars.len() && ident_char(chars[i]) {
                i += 1;
            }
            out.push((Token::Ident(chars[start..i].iter().collect()), line));
        } else if c.is_ascii_digit() {
            while i < chars.len() && (ident_char(chars[i]) || chars[i] == '.') {
                // `1..2` is two numbers and a range, not one number.
                if chars[i] == '.' && chars.get(i + 1) == Some(&'.') {
                    break;
                }
                i += 1;
            }
        } else if c == ':' && next == Some(':') {
            out.push((Token::PathSep, line));
            i += 2;
        } else if c == '$' && chars[i + 1..].starts_with(&['c', 'r', 'a', 't', 'e']) {
            // A macro's `$crate` is the crate the macro is defined in: this one.
            i += 1;
        } else {
            out.push((Token::Punct(c), line));
            i += 1;
        }
    }
    out
}

/// Where a raw string starting at `i` (`r"…"`, `r#"…"#`, `br#"…"#`) ends, if one starts there.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let mut at = i;
    if chars.get(at) == Some(&'b') || chars.get(at) == Some(&'c') {
        at += 1;
    }
    if chars.get(at) != Some(&'r') {
        return None;
    }
    // Not the tail of an identifier (`bar"` is not a raw string: the ident reader takes it).
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    at += 1;
    let mut hashes = 0;
    while chars.get(at) == Some(&'#') {
        hashes += 1;
        at += 1;
    }
    if chars.get(at) != Some(&'"') {
        return None;
    }
    at += 1;
    while at < chars.len() {
        if chars[at] == '"' && (1..=hashes).all(|k| chars.get(at + k) == Some(&'#')) {
            return Some(at + 1 + hashes);
        }
        at += 1;
    }
    Some(chars.len())
}

/// Keywords that start an item a path may name (`fn name`, `struct Name`, …).
const ITEM_KEYWORDS: [&str; 9] = [
    "fn",
    "struct",
    "enum",
    "trait",
    "type",
    "const",
    "static",
    "union",
    "macro_rules",
];

/// Reads one file whose module is `path`.
fn parse(text: &str, path: &ModPath) -> Parsed {
    let tokens = tokens(text);
    let mut parsed = Parsed::default();
    parsed.scopes.insert(path.clone(), Scope::default());
    // The inline modules open at this point, each with the brace depth it was opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth: usize = 0;
    let scope_now = |inline: &[(String, usize)]| {
        let mut scope = path.clone();
        scope.extend(inline.iter().map(|(name, _)| name.clone()));
        scope
    };
    let ident = |at: usize| match tokens.get(at) {
        Some((Token::Ident(name), _)) => Some(name.as_str()),
        _ => None,
    };
    let punct =
        |at: usize, c: char| matches!(tokens.get(at), Some((Token::Punct(p), _)) if *p == c);
    let mut i = 0;
    while i < tokens.len() {
        let line = tokens[i].1;
        // The depth an item of the current scope is declared at.
        let scope_depth = inline.last().map_or(0, |(_, at)| at + 1);
        match &tokens[i].0 {
            Token::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Token::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, at)| *at == depth) {
                    inline.pop();
                }
                i += 1;
            }
            Token::Ident(word) if word == "mod" && ident(i + 1).is_some() => {
                let name = ident(i + 1).expect("checked").to_string();
                if punct(i + 2, ';') && inline.is_empty() {
                    parsed.children.push(name);
                    i += 3;
                } else if punct(i + 2, '{') {
                    inline.push((name, depth));
                    let scope = scope_now(&inline);
                    parsed.inline.push(scope.clone());
                    parsed.scopes.insert(scope, Scope::default());
                    depth += 1;
                    i += 3;
                } else {
                    i += 2;
                }
            }
            Token::Ident(word) if word == "use" => {
                let scope = scope_now(&inline);
                let mut at = i + 1;
                if matches!(tokens.get(at), Some((Token::PathSep, _))) {
                    at += 1;
                }
                let mut leaves = Vec::new();
                at = parse_use_tree(&tokens, at, Vec::new(), &mut leaves);
                while at < tokens.len() && !punct(at, ';') {
                    at += 1;
                }
                let names = parsed.scopes.entry(scope.clone()).or_default();
                for leaf in leaves {
                    match leaf {
                        UseLeaf::Name { path, alias } => {
                            if alias != "_" {
                                names.names.insert(alias, path.clone());
                            }
                            parsed.references.push(Reference {
                                scope: scope.clone(),
                                segments: path,
                                line,
                            });
                        }
                        UseLeaf::Glob(path) => {
                            names.globs.push(path.clone());
                            parsed.references.push(Reference {
                                scope: scope.clone(),
                                segments: path,
                                line,
                            });
                        }
                    }
                }
                i = at + 1;
            }
            Token::Ident(word)
                if ITEM_KEYWORDS.contains(&word.as_str()) && depth == scope_depth =>
            {
                // `macro_rules! name`, `fn name`, `const NAME` (not `const fn`).
                let mut at = i + 1;
                if punct(at, '!') {
                    at += 1;
                }
                if let Some(name) = ident(at).filter(|name| *name != "fn") {
                    let scope = scope_now(&inline);
                    parsed
                        .scopes
                        .entry(scope)
                        .or_default()
                        .items
                        .insert(name.to_string());
                }
                i += 1;
            }
            Token::Ident(word)
                if matches!(word.as_str(), "crate" | "super" | "self")
                    && matches!(tokens.get(i + 1), Some((Token::PathSep, _)))
                    // `pub(in crate::x)` is a visibility, not a use.
                    && !(i > 0 && ident(i - 1) == Some("in")) =>
            {
                let mut segments = vec![word.clone()];
                let mut at = i + 1;
                while matches!(tokens.get(at), Some((Token::PathSep, _))) {
                    match ident(at + 1) {
                        Some(name) => {
                            segments.push(name.to_string());
                            at += 2;
                        }
                        None => break,
                    }
                }
                parsed.references.push(Reference {
                    scope: scope_now(&inline),
                    segments,
                    line,
                });
                i = at;
            }
            _ => i += 1,
        }
    }
    parsed
}

enum UseLeaf {
    /// A name brought into scope (`alias`, the last segment unless renamed) for `path`.
    Name { path: Vec<String>, alias: String },
    /// `path::*`
    Glob(Vec<String>),
}

/// Reads a use tree from `at` (after `use`), the segments before it being `prefix`; returns
/// where it ends.
fn parse_use_tree(
    tokens: &[(Token, usize)],
    mut at: usize,
    prefix: Vec<String>,
    leaves: &mut Vec<UseLeaf>,
) -> usize {
    let mut path = prefix;
    loop {
        match tokens.get(at).map(|(token, _)| token) {
            Some(Token::Ident(name)) => {
                path.push(name.clone());
                at += 1;
                if matches!(tokens.get(at), Some((Token::PathSep, _))) {
                    at += 1;
                    continue;
                }
                let mut alias = name.clone();
                if matches!(tokens.get(at), Some((Token::Ident(word), _)) if word == "as") {
                    if let Some((Token::Ident(renamed), _)) = tokens.get(at + 1) {
                        alias = renamed.clone();
                    }
                    at += 2;
                }
                if name == "self" {
                    path.pop();
                    if alias == "self" {
                        alias = path.last().cloned().unwrap_or_default();
                    }
                }
                if !path.is_empty() {
                    leaves.push(UseLeaf::Name { path, alias });
                }
                return at;
            }
            Some(Token::Punct('{')) => {
                at += 1;
                loop {
                    match tokens.get(at).map(|(token, _)| token) {
                        Some(Token::Punct('}')) => return at + 1,
                        Some(Token::Punct(',')) => at += 1,
                        None | Some(Token::Punct(';')) => return at,
                        Some(_) => {
                            let before = at;
                            at = parse_use_tree(tokens, at, path.clone(), leaves);
                            if at == before {
                                at += 1;
                            }
                        }
                    }
                }
            }
            Some(Token::Punct('*')) => {
                leaves.push(UseLeaf::Glob(path));
                return at + 1;
            }
            _ => return at,
        }
    }
}
