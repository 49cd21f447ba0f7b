//! The generated documents in the project's docs/ must match the code they come from.

use std::path::Path;

#[test]
fn docs_rules_md_matches_the_rules_text_in_the_code() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/rules.md");
    let expected = challenge_rules::rules_markdown();
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &expected).expect("write docs/rules.md");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/rules.md is out of date: run `UPDATE_DOCS=1 cargo test -p challenge-rules --test docs`"
    );
}
