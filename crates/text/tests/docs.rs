//! The generated documents in the project's docs/ must match what they come from: the rules
//! pages from the English message files, the protocol example from the protocol itself.

use std::path::Path;

#[test]
fn docs_rules_md_matches_the_english_rules_pages() {
    let path = Path::new(&manifest_dir()).join("../../docs/rules.md");
    let expected = challenge_text::rules_markdown(challenge_text::Lang::En);
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &expected).expect("write docs/rules.md");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/rules.md is out of date: run `UPDATE_DOCS=1 cargo test -p challenge-text --test docs`"
    );
}

/// The example session in docs/protocol.md, replayed as `challenge headless` answers (with
/// English words beside the data): every request gets the reply shown, where a reply cut
/// short with "…" must hold each shown piece, in order.
#[test]
fn the_protocol_example_session_is_what_the_protocol_answers() {
    let path = Path::new(&manifest_dir()).join("../../docs/protocol.md");
    let text = std::fs::read_to_string(path).expect("docs/protocol.md");
    let example = text
        .split("## Example session")
        .nth(1)
        .and_then(|rest| rest.split("```text\n").nth(1))
        .and_then(|block| block.split("```").next())
        .expect("an example session in a text block");
    let english = challenge_text::LogWording(challenge_text::Text::new(challenge_text::Lang::En));
    let mut session = challenge_rules::protocol::Session::with_wording(Box::new(english));
    let mut lines = example.lines();
    let mut exchanges = 0;
    while let Some(request) = lines.next() {
        let request = request
            .strip_prefix("> ")
            .expect("a request line starts with '> '");
        let shown = lines.next().expect("a reply after each request");
        let shown = shown
            .strip_prefix("< ")
            .expect("a reply line starts with '< '");
        let reply = session.handle_line(request);
        let mut rest = reply.as_str();
        for piece in shown.split('…') {
            match rest.find(piece) {
                Some(at) => rest = &rest[at + piece.len()..],
                None => panic!("{request}\n  shown:  {shown}\n  replied: {reply}"),
            }
        }
        if !shown.contains('…') {
            assert_eq!(reply, shown, "{request}");
        }
        exchanges += 1;
    }
    assert!(exchanges >= 10, "only {exchanges} exchanges in the example");
}

/// The package's directory as cargo names it when it runs the test, so that a test built in
/// one clone and run from another reads the files of the clone it runs in, and the build
/// itself does not depend on the clone's path (a kept build stays fresh for a new clone).
fn manifest_dir() -> String {
    std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder")
}
