//! docs/online.md stays true: every message of its example exchange is one the protocol reads,
//! each server message shown whole, as the server writes it, and its tables name every client
//! op and server message type.

use challenge_online::{ClientMessage, ServerMessage};

fn document() -> String {
    std::fs::read_to_string(std::path::Path::new(&manifest_dir()).join("../../docs/online.md"))
        .expect("docs/online.md is readable")
}

#[test]
fn every_message_of_the_example_exchange_is_read_by_the_protocol() {
    let document = document();
    let example = document
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the example exchange is a text block");
    let (mut sent, mut received) = (0, 0);
    for line in example.lines() {
        let (_, rest) = line.split_once(' ').expect("a line starts with who speaks");
        if let Some(json) = rest.strip_prefix("→ ") {
            ClientMessage::parse(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            sent += 1;
        } else if let Some(json) = rest.strip_prefix("← ") {
            let message = serde_json::from_str::<ServerMessage>(json)
                .unwrap_or_else(|e| panic!("{json}: {e}"));
            // Written as the server writes it: no field the server sends is left out (a
            // `table` without `public`), and none is there that it does not send.
            let shown: serde_json::Value = serde_json::from_str(json).unwrap();
            let written: serde_json::Value = serde_json::from_str(&message.to_json()).unwrap();
            assert_eq!(
                shown, written,
                "the example shows a message unlike the server's"
            );
            received += 1;
        } else {
            panic!("a line of the example is neither sent nor received: {line}");
        }
    }
    assert!(
        sent >= 6 && received >= 10,
        "{sent} sent, {received} received"
    );
}

#[test]
fn the_tables_name_every_op_and_type() {
    let document = document();
    for op in [
        "hello",
        "create",
        "join",
        "watch",
        "resume",
        "set_seat",
        "move_seat",
        "start",
        "act",
        "leave",
        "rematch",
        "chat",
        "spectators_chat",
        "set_public",
        "set_options",
        "list_tables",
        "quick_game",
        "ping",
    ] {
        assert!(document.contains(&format!("| `{op}` |")), "op {op}");
    }
    for kind in [
        "seated", "table", "game", "chat", "chat_log", "tables", "error", "pong", "closed",
    ] {
        assert!(document.contains(&format!("| `{kind}` |")), "type {kind}");
    }
}

#[test]
fn the_flags_table_names_every_flag_the_server_takes() {
    let document = document();
    let flags: Vec<&str> = challenge_server::config::USAGE
        .split(|c: char| c.is_whitespace() || matches!(c, '[' | ']' | ',' | '|'))
        .filter(|word| word.starts_with("--") && word.len() > 2)
        .collect();
    assert!(flags.len() >= 14, "{flags:?}");
    for flag in flags {
        assert!(
            ["| `", ", `", "/ `"]
                .iter()
                .any(|before| document.contains(&format!("{before}{flag}"))),
            "docs/online.md's flags table does not name {flag}"
        );
    }
}

/// The package's directory as cargo names it when it runs the test, so that a test built in
/// one clone and run from another reads the files of the clone it runs in, and the build
/// itself does not depend on the clone's path (a kept build stays fresh for a new clone).
fn manifest_dir() -> String {
    std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder")
}
