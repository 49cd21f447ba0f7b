//! Embeds every message file under `assets/i18n/<lang>/` (and its `games/` folder), without
//! its comments, in the build, so the text layer needs no file system: the same words on the
//! desktop, in the headless mode and in the tests. The browser build embeds English alone: the
//! page fetches the one other language a player speaks (`web/words-files.mjs` writes them) and
//! hands it to [`add_language`](../src/inventory.rs), so nobody downloads four languages they do
//! not read. A game's message files are found by their place, so adding a game adds no line here.

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    // A build script runs in its package's folder. The paths stay relative to it, as cargo then
    // keeps them in its record of what the build read: a clone of the same sources at another
    // path finds the kept build fresh instead of rebuilding the text layer and all that uses it.
    let root = Path::new("../../assets/i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    collect(root, root, &mut files);
    files.sort();
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        files.retain(|(lang, _, _)| lang == "en");
    }
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    let mut out = String::from(
        "/// Every message file: (language tag, path under the language's folder, contents).\n\
         pub(crate) const FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (at, (lang, name, path)) in files.iter().enumerate() {
        // Comments are for translators: the build carries the messages without them, which
        // keeps the browser's download smaller. A line starting with `#` is always a comment.
        let text = std::fs::read_to_string(path).expect("a message file is readable");
        let messages: String = text
            .lines()
            .filter(|line| !line.starts_with('#'))
            .flat_map(|line| [line, "\n"])
            .collect();
        let embedded = out_dir.join(format!("messages-{at}.ftl"));
        std::fs::write(&embedded, messages).expect("OUT_DIR is writable");
        println!("cargo:rerun-if-changed={path}");
        let embedded = embedded.to_string_lossy().into_owned();
        let _ = writeln!(out, "    ({lang:?}, {name:?}, include_str!({embedded:?})),");
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("files.rs"), out).expect("OUT_DIR is writable");
}

/// Finds `<lang>/**/*.ftl` under `root`.
fn collect(root: &Path, dir: &Path, files: &mut Vec<(String, String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(root, &path, files);
        } else if path.extension().is_some_and(|ext| ext == "ftl") {
            let relative = path.strip_prefix(root).expect("found under the root");
            let mut parts = relative.components();
            let lang = parts.next().expect("a language folder");
            let name: PathBuf = parts.collect();
            files.push((
                lang.as_os_str().to_string_lossy().into_owned(),
                name.to_string_lossy().replace('\\', "/"),
                path.to_string_lossy().into_owned(),
            ));
        }
    }
}
