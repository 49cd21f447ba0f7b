//! The headless protocol as a client meets it: `protocol::run` on its own thread, fed through
//! pipes exactly as the binary's standard input and output are, with hostile and malformed
//! lines: one JSON reply per line, errors for bad lines, nothing changed by a refused line,
//! and a clean end when the input closes. (`tests/cli.rs` of the game checks the binary.)

use challenge_rules::GameId;
use challenge_rules::any_game::checksum;
use challenge_rules::protocol;
use serde_json::{Value, json};
use std::io::{self, BufRead, BufReader, PipeReader, PipeWriter, Read, Write};
use std::thread::JoinHandle;

/// The protocol running as `challenge headless` runs it, on a thread instead of a process.
struct Headless {
    stdin: Option<PipeWriter>,
    stdout: BufReader<PipeReader>,
    running: JoinHandle<io::Result<()>>,
}

impl Headless {
    fn start() -> Headless {
        let (input, stdin) = io::pipe().expect("a pipe for the input");
        let (stdout, output) = io::pipe().expect("a pipe for the output");
        let running = std::thread::spawn(move || protocol::run(BufReader::new(input), output));
        Headless {
            stdin: Some(stdin),
            stdout: BufReader::new(stdout),
            running,
        }
    }

    /// Closes the input and returns everything said after the last reply read; fails if
    /// the protocol stopped with an error or a panic.
    fn close(mut self) -> String {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout
            .read_to_string(&mut rest)
            .expect("read the rest");
        match self.running.join() {
            Ok(Ok(())) => rest,
            Ok(Err(error)) => panic!("the protocol stopped with an error: {error}"),
            Err(_) => panic!("the protocol panicked"),
        }
    }
}

/// A conversation with one headless session, a line at a time.
struct Driver {
    headless: Headless,
}

impl Driver {
    fn start() -> Driver {
        Driver {
            headless: Headless::start(),
        }
    }

    fn send_raw(&mut self, bytes: &[u8]) -> Value {
        let stdin = self.headless.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).expect("write");
        stdin.write_all(b"\n").expect("write");
        stdin.flush().expect("flush");
        let mut reply = String::new();
        self.headless
            .stdout
            .read_line(&mut reply)
            .expect("a reply line");
        assert!(reply.ends_with('\n'), "reply not a whole line: {reply:?}");
        serde_json::from_str(&reply).unwrap_or_else(|e| panic!("reply is not JSON ({e}): {reply}"))
    }

    fn send(&mut self, line: &str) -> Value {
        self.send_raw(line.as_bytes())
    }

    fn ok(&mut self, line: &str) -> Value {
        let reply = self.send(line);
        assert_eq!(reply["ok"], true, "{} -> {reply}", clip(line));
        reply
    }

    fn refused(&mut self, line: &str) -> String {
        let reply = self.send(line);
        assert_eq!(reply["ok"], false, "{} was accepted: {reply}", clip(line));
        let error = reply["error"].as_str().expect("an error sentence");
        assert!(error.len() > 10, "unclear error: {error}");
        error.to_string()
    }

    fn save(&mut self) -> String {
        self.ok(r#"{"cmd":"save"}"#)["save"]
            .as_str()
            .expect("a save string")
            .to_string()
    }

    /// Closes the input and checks the session ends cleanly having said nothing more.
    fn finish(self) {
        assert_eq!(self.headless.close(), "", "output after the last reply");
    }
}

fn clip(line: &str) -> String {
    line.chars().take(200).collect()
}

fn new_line(game: GameId, seed: u64) -> String {
    json!({"cmd": "new", "game": game.id(), "seed": seed}).to_string()
}

#[test]
fn a_batch_of_garbage_gets_exactly_one_error_per_line_and_a_clean_exit() {
    let mut lines: Vec<Vec<u8>> = vec![
        b"".to_vec(),
        b"garbage".to_vec(),
        b"{".to_vec(),
        b"null".to_vec(),
        b"[\"cmd\",\"new\"]".to_vec(),
        b"\"help\"".to_vec(),
        b"{\"cmd\":null}".to_vec(),
        b"{\"cmd\":\"\"}".to_vec(),
        b"{\"cmd\":\"NEW\"}".to_vec(),
        b"{\"cmd\":\"view\",\"seat\":0}".to_vec(),
        b"{\"cmd\":\"act\",\"action\":{}}".to_vec(),
        b"{\"cmd\":\"bot\"}".to_vec(),
        b"{\"cmd\":\"save\"}".to_vec(),
        b"{\"cmd\":\"outcome\"}".to_vec(),
        b"{\"cmd\":\"legal\"}".to_vec(),
        b"\xff\xfe\xfd".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seed\":1e999}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seed\":-5}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":99999999999999999999999999}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":-2}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":0}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":1000}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":true}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":[\"gotcha\"]}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"poker\"}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"pack\":\"AS KS\"}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"pack\":[\"AS\",\"1X\"]}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"pack\":[\"AS\",\"AS\"]}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"options\":[1]}".to_vec(),
        b"{\"cmd\":\"new\",\"game\":\"gotcha\",\"options\":{\"surprise\":true}}".to_vec(),
        b"{\"cmd\":\"load\",\"save\":\"not a save\"}".to_vec(),
        b"{\"cmd\":\"help\",\"extra\":1}".to_vec(),
        "{\"cmd\":\"new\",\"game\":\"gotcha\u{0}\"}"
            .as_bytes()
            .to_vec(),
    ];
    let bomb = format!("{}{}", "[".repeat(200_000), "]".repeat(200_000));
    lines.push(bomb.into_bytes());
    let object_bomb = format!(
        "{{\"cmd\":\"new\",\"game\":\"gotcha\",\"options\":{}1{}}}",
        "{\"a\":".repeat(10_000),
        "}".repeat(10_000)
    );
    lines.push(object_bomb.into_bytes());
    lines.push(vec![b' '; 1_100_000]);
    let mut huge = b"{\"cmd\":\"load\",\"save\":\"".to_vec();
    huge.extend(std::iter::repeat_n(b'x', 2_000_000));
    huge.extend_from_slice(b"\"}");
    lines.push(huge);

    let mut headless = Headless::start();
    let mut stdin = headless.stdin.take().expect("stdin");
    let count = lines.len();
    // Written from another thread so that the replies never back up while we write.
    let writer = std::thread::spawn(move || {
        for line in lines {
            stdin.write_all(&line).expect("write");
            stdin.write_all(b"\n").expect("write");
        }
        stdin
            .write_all(b"{\"cmd\":\"help\"}")
            .expect("a last line without a newline");
    });
    // Read while the writer writes, so neither side waits on a full pipe.
    let text = headless.close();
    writer.join().expect("writer");
    let replies: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("each reply is JSON"))
        .collect();
    assert_eq!(replies.len(), count + 1, "one reply per line");
    for (at, reply) in replies[..count].iter().enumerate() {
        assert_eq!(reply["ok"], false, "line {at} was accepted: {reply}");
        assert!(reply["error"].as_str().is_some_and(|e| !e.is_empty()));
    }
    assert_eq!(replies[count]["ok"], true);
}

#[test]
fn refused_lines_leave_every_game_unchanged() {
    for game in GameId::ALL {
        let mut driver = Driver::start();
        driver.ok(&new_line(game, 21));
        let before = driver.save();
        let seats = driver.ok(r#"{"cmd":"legal"}"#);
        let to_act = seats["to_act"].as_u64().expect("someone to act");
        let legal = seats["actions"][0]["action"].clone();
        let wrong_seat = if to_act == 0 { 1 } else { 0 };
        for line in [
            r#"{"cmd":"act","action":"pass"}"#.to_string(),
            r#"{"cmd":"act","action":{"action":"made_up"}}"#.to_string(),
            r#"{"cmd":"act","action":{"action":7}}"#.to_string(),
            r#"{"cmd":"act","action":[]}"#.to_string(),
            r#"{"cmd":"act"}"#.to_string(),
            json!({"cmd": "act", "action": legal, "seat": wrong_seat}).to_string(),
            json!({"cmd": "act", "action": legal, "seat": 1000}).to_string(),
            json!({"cmd": "act", "action": legal, "seat": -1}).to_string(),
            json!({"cmd": "act", "action": legal, "perspective": "all"}).to_string(),
            json!({"cmd": "act", "action": legal, "bogus": 1}).to_string(),
            r#"{"cmd":"view","seat":1000}"#.to_string(),
            r#"{"cmd":"view","seat":"0"}"#.to_string(),
            r#"{"cmd":"view"}"#.to_string(),
            r#"{"cmd":"bot","level":3}"#.to_string(),
            r#"{"cmd":"bot","level":"godlike"}"#.to_string(),
            r#"{"cmd":"new","game":"gotcha","seats":6}"#.to_string(),
            r#"{"cmd":"new","game":"suit_challenge","options":{"nonsense":1}}"#.to_string(),
            r#"{"cmd":"load","save":""}"#.to_string(),
            json!({"cmd": "load", "save": &before[..before.len() / 2]}).to_string(),
            json!({"cmd": "load", "save": before.replace("challenge-save", "other-save")})
                .to_string(),
        ] {
            driver.refused(&line);
            assert_eq!(driver.save(), before, "{game}: {line} changed the game");
        }
        // The same action, now from the right seat, goes through.
        driver.ok(&json!({"cmd": "act", "action": legal, "seat": to_act}).to_string());
        assert_ne!(driver.save(), before);
        driver.finish();
    }
}

#[test]
fn stale_actions_are_refused() {
    for game in GameId::ALL {
        let mut driver = Driver::start();
        driver.ok(&new_line(game, 4));
        let mut found = false;
        for _ in 0..400 {
            let legal = driver.ok(r#"{"cmd":"legal"}"#);
            let Some(first) = legal["actions"].as_array().and_then(|a| a.first()) else {
                break;
            };
            let action = first["action"].clone();
            driver.ok(&json!({"cmd": "act", "action": action}).to_string());
            let now = driver.ok(r#"{"cmd":"legal"}"#)["actions"].clone();
            let still_legal = now
                .as_array()
                .is_some_and(|list| list.iter().any(|a| a["action"] == action));
            if !still_legal {
                let before = driver.save();
                driver.refused(&json!({"cmd": "act", "action": action}).to_string());
                assert_eq!(
                    driver.save(),
                    before,
                    "{game}: a stale action changed the game"
                );
                found = true;
                break;
            }
        }
        assert!(found, "{game}: no stale action found to try");
        driver.finish();
    }
}

/// Every string in a state that reads as a card code, with where it is.
fn card_strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(text) if text.len() == 2 && text.parse::<challenge_rules::Card>().is_ok() => {
            out.push(text.clone());
        }
        Value::Array(items) => items.iter().for_each(|item| card_strings(item, out)),
        Value::Object(fields) => fields.values().for_each(|item| card_strings(item, out)),
        _ => {}
    }
}

fn replace_card(value: &mut Value, from: &str, to: &str) {
    match value {
        Value::String(text) if text == from => *text = to.to_string(),
        Value::Array(items) => items.iter_mut().for_each(|v| replace_card(v, from, to)),
        Value::Object(fields) => fields.values_mut().for_each(|v| replace_card(v, from, to)),
        _ => {}
    }
}

#[test]
fn tampered_saves_are_refused_even_with_a_matching_checksum() {
    let mut tampered_games = 0;
    for game in GameId::ALL {
        let mut driver = Driver::start();
        driver.ok(&new_line(game, 8));
        // A few moves in, unless the game is shorter than that.
        for _ in 0..3 {
            if driver.ok(r#"{"cmd":"bot"}"#)["over"] == true {
                break;
            }
        }
        let save = driver.save();
        let file: Value = serde_json::from_str(&save).expect("a save is JSON");

        // Edited without fixing the checksum.
        let mut edited = file.clone();
        edited["state"]["edited"] = json!(true);
        let error = driver.refused(&json!({"cmd": "load", "save": edited.to_string()}).to_string());
        assert!(error.contains("checksum"), "{error}");

        // One card turned into another everywhere, with a matching checksum: the pack now
        // holds a card twice and misses another, which validation must catch.
        let mut codes = Vec::new();
        card_strings(&file["state"], &mut codes);
        codes.sort();
        codes.dedup();
        if let [first, second, ..] = codes.as_slice() {
            let mut forged = file.clone();
            replace_card(&mut forged["state"], second, first);
            forged["check"] = json!(checksum(&forged["state"]));
            driver.refused(&json!({"cmd": "load", "save": forged.to_string()}).to_string());
            tampered_games += 1;
        }

        // A state of the wrong shape, with a matching checksum.
        let mut wrong = file.clone();
        wrong["state"] = json!({"seats": 1000});
        wrong["check"] = json!(checksum(&wrong["state"]));
        driver.refused(&json!({"cmd": "load", "save": wrong.to_string()}).to_string());

        // A game this build does not know, and a save from a later version.
        for (field, value) in [("game", json!("chess")), ("version", json!(99))] {
            let mut changed = file.clone();
            changed[field] = value;
            driver.refused(&json!({"cmd": "load", "save": changed.to_string()}).to_string());
        }

        assert_eq!(
            driver.save(),
            save,
            "{game}: a refused load changed the game"
        );
        driver.finish();
    }
    assert!(
        tampered_games >= 3,
        "card codes found in only {tampered_games} saves"
    );
}

#[test]
fn every_game_plays_to_the_end_through_bots_with_save_and_load_midway() {
    for game in GameId::ALL {
        let mut driver = Driver::start();
        let started = driver.ok(&new_line(game, 77));
        let seats = started["seats"].as_u64().expect("seats") as usize;
        let mut steps = 0;
        let mut midway_save = None;
        loop {
            let outcome = driver.ok(r#"{"cmd":"outcome"}"#);
            if outcome["over"] == true {
                let scores = outcome["outcome"]["scores"].as_array().expect("scores");
                assert_eq!(scores.len(), seats);
                break;
            }
            let perspective = steps % seats;
            let line = json!({"cmd": "bot", "perspective": perspective}).to_string();
            let played = driver.ok(&line);
            assert!(played["events"].is_array() && played["phrase"]["id"].is_string());
            steps += 1;
            if steps == 15 {
                let save = driver.save();
                driver.ok(&json!({"cmd": "load", "save": save}).to_string());
                assert_eq!(driver.save(), save, "{game}: load then save differs");
                midway_save = Some(save);
            }
            assert!(steps < 50_000, "{game} did not end");
        }
        for seat in 0..seats {
            driver.ok(&json!({"cmd": "view", "seat": seat}).to_string());
        }
        let end = driver.save();
        driver.refused(r#"{"cmd":"bot"}"#);
        driver.refused(r#"{"cmd":"act","action":{"action":"pass"}}"#);
        assert_eq!(driver.save(), end);
        if let Some(save) = midway_save {
            // Loading the midway save rewinds the game.
            driver.ok(&json!({"cmd": "load", "save": save}).to_string());
            assert_eq!(driver.ok(r#"{"cmd":"outcome"}"#)["over"], false);
        }
        driver.finish();
    }
}

#[test]
fn perspectives_hide_what_a_seat_may_not_see() {
    for game in GameId::ALL {
        let mut driver = Driver::start();
        driver.ok(&new_line(game, 5));
        for _ in 0..60 {
            if driver.ok(r#"{"cmd":"outcome"}"#)["over"] == true {
                break;
            }
            let save = driver.save();
            let complete = driver.ok(r#"{"cmd":"bot"}"#);
            driver.ok(&json!({"cmd": "load", "save": save}).to_string());
            // The same action replayed from the same state, now seen from seat 0.
            let replay = json!({"cmd": "act", "action": complete["action"], "perspective": 0});
            let seen = driver.ok(&replay.to_string());
            let all = complete["events"].as_array().expect("events").len();
            assert!(seen["events"].as_array().expect("events").len() <= all);
            for event in seen["events"].as_array().expect("events") {
                if event["event"] == "card_moved" && event["card"].is_string() {
                    let audience = &event["seen_by"];
                    let visible = audience == "everyone"
                        || audience["seats"]
                            .as_array()
                            .is_some_and(|seats| seats.contains(&json!(0)));
                    assert!(visible, "{game}: seat 0 saw a hidden card: {event}");
                }
            }
        }
        driver.finish();
    }
}

/// Plays `driver`'s game with the last legal action (a pass, where there is one) until
/// `wanted` picks one of the legal actions; returns that action and what it says.
fn play_until(driver: &mut Driver, wanted: impl Fn(&Value) -> bool) -> (Value, Value) {
    for _ in 0..200 {
        let legal = driver.ok(r#"{"cmd":"legal"}"#);
        let actions = legal["actions"].as_array().expect("actions").clone();
        if let Some(found) = actions.iter().find(|a| wanted(&a["action"])) {
            let phrase = found["phrase"].clone();
            assert!(phrase["id"].is_string(), "{found}");
            return (found["action"].clone(), phrase);
        }
        let last = &actions.last().expect("an action")["action"];
        driver.ok(&json!({"cmd": "act", "action": last}).to_string());
    }
    panic!("no such action came up");
}

#[test]
fn other_spellings_of_a_legal_action_are_taken_as_the_listed_one() {
    // A Gotcha guess counted from the largest card: the listed guess from the smallest.
    let start = json!({"cmd": "new", "game": "gotcha", "seed": 3,
        "options": {"two_player_deal": "deal20"}})
    .to_string();
    let (mut listed, mut given) = (Driver::start(), Driver::start());
    listed.ok(&start);
    given.ok(&start);
    let (guess, phrase) = play_until(&mut listed, |a| a["action"] == "guess");
    play_until(&mut given, |a| a["action"] == "guess");
    let target = guess["target"].as_u64().expect("a target");
    let view = given.ok(&json!({"cmd": "view", "seat": target}).to_string());
    let count = view["view"]["hand"]
        .as_array()
        .expect("the target's hand")
        .len() as u64;
    let position = guess["position"].as_u64().expect("a position");
    let mut from_largest = guess.clone();
    from_largest["from"] = json!("largest");
    from_largest["position"] = json!(count + 1 - position);
    let reply = given.ok(&json!({"cmd": "act", "action": from_largest}).to_string());
    assert_eq!(reply["phrase"], phrase);
    listed.ok(&json!({"cmd": "act", "action": guess}).to_string());
    assert_eq!(given.save(), listed.save());

    // A Suit Challenge discard with its cards in another order than the list gives them.
    let start = json!({"cmd": "new", "game": "suit_challenge", "seed": 9}).to_string();
    let (mut listed, mut given) = (Driver::start(), Driver::start());
    listed.ok(&start);
    given.ok(&start);
    let several =
        |a: &Value| a["action"] == "discard" && a["cards"].as_array().is_some_and(|c| c.len() > 2);
    let (discard, phrase) = play_until(&mut listed, several);
    play_until(&mut given, several);
    let mut reordered = discard.clone();
    reordered["cards"].as_array_mut().expect("cards").reverse();
    assert_ne!(reordered, discard);
    let reply = given.ok(&json!({"cmd": "act", "action": reordered}).to_string());
    assert_eq!(reply["phrase"], phrase);
    listed.ok(&json!({"cmd": "act", "action": discard}).to_string());
    assert_eq!(given.save(), listed.save());
    // A card named twice is still refused.
    let mut twice = discard.clone();
    twice["cards"][1] = twice["cards"][0].clone();
    let before = given.save();
    given.refused(&json!({"cmd": "act", "action": twice}).to_string());
    assert_eq!(given.save(), before);
}
