//! `challenge headless`: any game driven by JSON Lines, one reply line per request line, for
//! scripts, other programs and tests. The protocol is described in `docs/protocol.md`.
//!
//! Replies carry data: events, actions and refusals as the rules give them. Given a
//! [`Wording`], the session adds beside each a `text` in words, for people reading the log.
//! The analysis commands (the coach's values, the review) are in [`analysis`].

mod analysis;

use crate::GameId;
use crate::any_game::{self, GameBox, LegalAction};
use crate::cards::Card;
use crate::game::{Deal, Level, RulesError, Seat, SharedRefusal};
use crate::phrase::{Phrase, Speak, Wording};
use crate::record::GameRecord;
use crate::registry::Event;
use crate::rng::GameRng;
use serde_json::{Map, Value, json};
use std::io::{self, BufRead, Write};
use std::panic::{self, AssertUnwindSafe};

/// Longest accepted request line, in bytes; longer lines are answered with an error unread.
pub const MAX_LINE: usize = 1 << 20;

/// Each command, its fields and what it does, for `help` and the docs.
const COMMANDS: [(&str, &str, &str); 11] = [
    (
        "new",
        "game, seats?, options?, seed?, pack?",
        "start a game; pack is a list of card codes, top card first, instead of a shuffle",
    ),
    ("view", "seat", "what that seat may see"),
    (
        "legal",
        "",
        "the seat to act and its legal actions, each with what it says",
    ),
    (
        "act",
        "action, seat?, perspective?",
        "apply an action of the seat to act; seat, if given, must be that seat",
    ),
    (
        "bot",
        "level?, perspective?",
        "the bot (easy, normal or hard; normal by default) acts for the seat to act",
    ),
    (
        "advise",
        "",
        "the hard player's move for the seat to act, why, and what its search makes of the moves",
    ),
    (
        "review",
        "seat, code?",
        "a seat's decisions in the finished game, or in the game of a share code, graded",
    ),
    ("save", "", "the game as a save string"),
    ("load", "save", "continue a saved game"),
    ("outcome", "", "whether the game is over, and its outcome"),
    ("help", "", "this list"),
];

/// A request refused: either the request itself is wrong (a sentence for the program's
/// author: the protocol's own diagnostics) or the rules refused it (their error, as data).
#[derive(Debug)]
enum Refusal {
    Request(String),
    Rules(RulesError),
}

impl From<String> for Refusal {
    fn from(sentence: String) -> Refusal {
        Refusal::Request(sentence)
    }
}

impl From<&str> for Refusal {
    fn from(sentence: &str) -> Refusal {
        Refusal::Request(sentence.to_string())
    }
}

impl From<RulesError> for Refusal {
    fn from(error: RulesError) -> Refusal {
        Refusal::Rules(error)
    }
}

/// One headless connection: the game in play (if any), its record (for a game started here, not
/// one loaded from a save), the bots' random stream, and the words added beside the data, if
/// any.
pub struct Session {
    game: Option<GameBox>,
    record: Option<GameRecord>,
    bot_rng: GameRng,
    wording: Option<Box<dyn Wording>>,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    pub fn new() -> Session {
        Session {
            game: None,
            record: None,
            bot_rng: GameRng::seeded(0),
            wording: None,
        }
    }

    /// A session whose replies add a `text` in words beside events, actions, outcomes and
    /// refusals.
    pub fn with_wording(wording: Box<dyn Wording>) -> Session {
        Session {
            wording: Some(wording),
            ..Session::new()
        }
    }

    fn word(&self, phrase: &Phrase) -> Option<String> {
        self.wording.as_ref().map(|words| words.word(phrase))
    }

    /// Events as JSON, each with its `text` where it says anything and words are wanted.
    fn events_json(&self, events: &[Event]) -> Vec<Value> {
        events
            .iter()
            .map(|event| {
                let mut value = json!(event);
                if let Some(text) = event.phrase().and_then(|phrase| self.word(&phrase)) {
                    value["text"] = json!(text);
                }
                value
            })
            .collect()
    }

    /// Legal actions as JSON, each with its `text` where words are wanted.
    fn actions_json(&self, actions: &[LegalAction]) -> Vec<Value> {
        actions
            .iter()
            .map(|legal| {
                let mut value = json!(legal);
                if let Some(text) = self.word(&legal.phrase) {
                    value["text"] = json!(text);
                }
                value
            })
            .collect()
    }

    /// Adds whose turn it is after an action, and the outcome if that action ended the game.
    fn add_turn(&self, reply: &mut Value) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        reply["to_act"] = json!(game.to_act());
        reply["over"] = json!(game.to_act().is_none());
        if let Some(outcome) = self.outcome_json() {
            reply["outcome"] = outcome;
        }
    }

    /// The outcome, with its `text` where words are wanted; None until the game is over.
    fn outcome_json(&self) -> Option<Value> {
        let outcome = self.game.as_ref()?.outcome()?;
        let mut value = json!(outcome);
        if let Some(text) = self.word(&outcome.summary.phrase()) {
            value["text"] = json!(text);
        }
        Some(value)
    }

    /// The reply line of a refusal: `error` a sentence (the rules' worded, where words are
    /// wanted), and for the rules' refusals their `kind` and `values` as data.
    fn refusal_reply(&self, id: Option<Value>, refusal: Refusal) -> String {
        match refusal {
            Refusal::Request(sentence) => error_reply(id, sentence),
            Refusal::Rules(error) => {
                let sentence = self
                    .word(&error.phrase())
                    .unwrap_or_else(|| error.to_string());
                let mut fields = vec![
                    ("error".to_string(), Value::String(sentence)),
                    ("kind".to_string(), json!(error.kind)),
                ];
                if !error.values.is_empty() {
                    fields.push(("values".to_string(), json!(error.values)));
                }
                if !error.detail.is_empty() {
                    fields.push(("detail".to_string(), json!(error.detail)));
                }
                write_reply(false, id.as_ref(), fields.iter().map(|(k, v)| (k, v)))
            }
        }
    }

    /// Answers one request line with exactly one reply line (without the newline). A refused
    /// request leaves the session as it was.
    pub fn handle_line(&mut self, line: &str) -> String {
        if line.len() > MAX_LINE {
            return error_reply(
                None,
                format!(
                    "the line is too long ({} bytes; at most {MAX_LINE})",
                    line.len()
                ),
            );
        }
        let request: Value = match serde_json::from_str(line) {
            Ok(value) => value,
            Err(e) => return error_reply(None, format!("the line is not valid JSON: {e}")),
        };
        let Value::Object(request) = request else {
            return error_reply(
                None,
                "each line must be a JSON object such as {\"cmd\":\"help\"}".to_string(),
            );
        };
        let id = request.get("id").cloned();
        // A game that panicked is no longer trusted: the session goes back to the state it
        // had before the request, so the refusal really changes nothing.
        let snapshot = (self.game.clone(), self.record.clone(), self.bot_rng.clone());
        let result = panic::catch_unwind(AssertUnwindSafe(|| self.dispatch(&request)));
        match result {
            Ok(Ok(Value::Object(reply))) => write_reply(
                true,
                id.as_ref(),
                reply.iter().filter(|(key, _)| *key != "id"),
            ),
            Ok(Ok(_)) => error_reply(id, "internal error: a reply was not an object".into()),
            Ok(Err(refusal)) => self.refusal_reply(id, refusal),
            Err(_) => {
                (self.game, self.record, self.bot_rng) = snapshot;
                error_reply(
                    id,
                    "internal error: the game failed on this request; nothing was changed".into(),
                )
            }
        }
    }

    fn dispatch(&mut self, request: &Map<String, Value>) -> Result<Value, Refusal> {
        let cmd = match request.get("cmd") {
            Some(Value::String(cmd)) => cmd.as_str(),
            Some(other) => {
                return Err(format!("\"cmd\" must be a string, not {}", kind(other)).into());
            }
            None => return Err("the request has no \"cmd\" (try {\"cmd\":\"help\"})".into()),
        };
        let Some((_, fields, _)) = COMMANDS.iter().find(|(name, _, _)| *name == cmd) else {
            return Err(Refusal::Request(format!(
                "unknown command '{}'; commands: {}",
                clip(cmd),
                COMMANDS.map(|(name, _, _)| name).join(", ")
            )));
        };
        let allowed: Vec<&str> = fields
            .split(", ")
            .filter(|field| !field.is_empty())
            .map(|field| field.trim_end_matches('?'))
            .chain(["cmd", "id"])
            .collect();
        if let Some(unknown) = request.keys().find(|key| !allowed.contains(&key.as_str())) {
            return Err(Refusal::Request(format!(
                "'{cmd}' has no field '{}'; its fields: {}",
                clip(unknown),
                if fields.is_empty() { "none" } else { fields }
            )));
        }
        match cmd {
            "new" => self.new_game(request),
            "view" => {
                let game = self.game()?;
                let seat =
                    seat_field(request, "seat", game.seats())?.ok_or("'view' needs a \"seat\"")?;
                let view = game.view(seat)?;
                Ok(json!({"seat": seat, "view": view}))
            }
            "legal" => {
                let game = self.game()?;
                let actions = self.actions_json(&game.legal_actions());
                Ok(json!({"to_act": game.to_act(), "actions": actions}))
            }
            "act" => self.act(request),
            "bot" => self.bot(request),
            "advise" => self.advise(),
            "review" => self.review(request),
            "save" => {
                let save = self.game()?.save()?;
                Ok(json!({ "save": save }))
            }
            "load" => {
                let save = match request.get("save") {
                    Some(Value::String(save)) => save,
                    Some(other) => {
                        return Err(
                            format!("\"save\" must be a string, not {}", kind(other)).into()
                        );
                    }
                    None => return Err("'load' needs a \"save\" string".into()),
                };
                let game = any_game::load(save)?;
                self.bot_rng = GameRng::seeded(fnv_seed(save));
                let reply = game_summary(&*game);
                self.game = Some(game);
                // A save holds the game as it stands, not the moves that led there.
                self.record = None;
                Ok(reply)
            }
            "outcome" => {
                self.game()?;
                let outcome = self.outcome_json();
                Ok(json!({"over": outcome.is_some(), "outcome": outcome}))
            }
            _ => Ok(json!({"commands": COMMANDS.map(|(cmd, fields, does)| {
                json!({"cmd": cmd, "fields": fields, "does": does})
            })})),
        }
    }

    fn game(&self) -> Result<&GameBox, Refusal> {
        self.game.as_ref().ok_or_else(|| {
            Refusal::Request("no game yet: start one with {\"cmd\":\"new\",\"game\":\"…\"}".into())
        })
    }

    fn new_game(&mut self, request: &Map<String, Value>) -> Result<Value, Refusal> {
        let game = match request.get("game") {
            Some(Value::String(id)) => GameId::from_id(id).ok_or_else(|| {
                Refusal::Request(format!(
                    "unknown game '{}'; games: {}",
                    clip(id),
                    GameId::id_list()
                ))
            })?,
            Some(other) => {
                return Err(format!("\"game\" must be a string, not {}", kind(other)).into());
            }
            None => return Err("'new' needs a \"game\"".into()),
        };
        let seats = match request.get("seats") {
            None | Some(Value::Null) => *game.seat_range().start(),
            Some(value) => whole_number(value, "seats")?
                .try_into()
                .map_err(|_| "\"seats\" is far too large".to_string())?,
        };
        any_game::check_seats(game, seats)?;
        let seed = match request.get("seed") {
            None | Some(Value::Null) => 0,
            Some(value) => whole_number(value, "seed")?,
        };
        let stacked = match request.get("pack") {
            None | Some(Value::Null) => None,
            Some(Value::Array(codes)) => Some(
                codes
                    .iter()
                    .enumerate()
                    .map(|(at, code)| match code {
                        Value::String(code) => code
                            .parse::<Card>()
                            .map_err(|e| format!("pack card {at}: {e}")),
                        other => Err(format!(
                            "pack card {at} must be a card code string, not {}",
                            kind(other)
                        )),
                    })
                    .collect::<Result<Vec<Card>, String>>()?,
            ),
            Some(other) => {
                return Err(
                    format!("\"pack\" must be a list of card codes, not {}", kind(other)).into(),
                );
            }
        };
        let options = request.get("options").cloned().unwrap_or(Value::Null);
        let deal = Deal { seed, stacked };
        let table = any_game::new_game(game, options, seats, deal.clone())?;
        self.bot_rng = GameRng::seeded(seed ^ 0xB07_5EED);
        let mut reply = game_summary(&*table);
        reply["seed"] = json!(seed);
        self.record = Some(GameRecord {
            game,
            seats,
            options: table.options(),
            seed: deal.seed,
            stacked: deal.stacked,
            actions: Vec::new(),
        });
        self.game = Some(table);
        Ok(reply)
    }

    fn act(&mut self, request: &Map<String, Value>) -> Result<Value, Refusal> {
        let game = self.game()?;
        let seats = game.seats();
        let to_act = game.to_act().ok_or_else(RulesError::game_over)?;
        if let Some(seat) = seat_field(request, "seat", seats)?
            && seat != to_act
        {
            return Err(RulesError::from(SharedRefusal::NotYourTurn { seat, to_act }).into());
        }
        let perspective = seat_field(request, "perspective", seats)?;
        let action = request
            .get("action")
            .ok_or("'act' needs an \"action\" (see 'legal')")?;
        let phrase = self.game()?.describe(action)?;
        let events = self.apply_recorded(action)?;
        let mut reply = json!({
            "seat": to_act,
            "phrase": phrase,
            "events": self.events_json(&events_for(&events, perspective)),
        });
        if let Some(text) = self.word(&phrase) {
            reply["text"] = json!(text);
        }
        self.add_turn(&mut reply);
        Ok(reply)
    }

    fn bot(&mut self, request: &Map<String, Value>) -> Result<Value, Refusal> {
        let game = self.game()?;
        let perspective = seat_field(request, "perspective", game.seats())?;
        let level = match request.get("level") {
            None | Some(Value::Null) => Level::Normal,
            Some(Value::String(name)) => Level::from_name(name).ok_or_else(|| {
                Refusal::Request(format!(
                    "unknown level '{}'; levels: easy, normal, hard",
                    clip(name)
                ))
            })?,
            Some(other) => {
                return Err(format!("\"level\" must be a string, not {}", kind(other)).into());
            }
        };
        if game.to_act().is_none() {
            return Err(RulesError::game_over().into());
        }
        // The bot draws from a copy of the stream so a refused move does not advance it.
        let mut rng = self.bot_rng.clone();
        let seat = game.to_act().ok_or_else(RulesError::game_over)?;
        let choice = game
            .bot_action(level, &mut rng)
            .ok_or_else(|| RulesError::internal(format!("seat {seat} has no legal action")))?;
        let events = self.apply_recorded(&choice.action)?;
        self.bot_rng = rng;
        let mut reply = json!({
            "seat": seat,
            "level": level.name(),
            "action": choice.action,
            "phrase": choice.phrase,
            "events": self.events_json(&events_for(&events, perspective)),
        });
        if let Some(text) = self.word(&choice.phrase) {
            reply["text"] = json!(text);
        }
        self.add_turn(&mut reply);
        Ok(reply)
    }
}

impl Session {
    /// Applies an action of the seat to act, and records it where the game has a record; on
    /// an error neither changes.
    fn apply_recorded(&mut self, action: &Value) -> Result<Vec<Event>, Refusal> {
        let game = self.game.as_mut().ok_or("no game yet")?;
        Ok(match self.record.as_mut() {
            Some(record) => record.play(game.as_mut(), action)?,
            None => game.apply(action)?,
        })
    }
}

/// The reply fields describing a game just started or loaded.
fn game_summary(game: &(dyn any_game::DynGame + Send + Sync)) -> Value {
    json!({
        "game": game.id().id(),
        "seats": game.seats(),
        "options": game.options(),
        "to_act": game.to_act(),
        "over": game.to_act().is_none(),
    })
}

/// Events as one seat may see them, or complete when no perspective is asked for.
fn events_for(events: &[Event], perspective: Option<Seat>) -> Vec<Event> {
    match perspective {
        Some(seat) => events.iter().filter_map(|e| e.seen_by(seat)).collect(),
        None => events.to_vec(),
    }
}

/// An optional seat-number field, checked against the table.
fn seat_field(
    request: &Map<String, Value>,
    field: &str,
    seats: usize,
) -> Result<Option<Seat>, Refusal> {
    match request.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(value) => {
            let seat = whole_number(value, field)?;
            match usize::try_from(seat) {
                Ok(seat) if seat < seats => Ok(Some(seat)),
                _ => Err(Refusal::Request(format!(
                    "\"{field}\" {seat} is not a seat: this game has seats 0 to {}",
                    seats.saturating_sub(1)
                ))),
            }
        }
    }
}

fn whole_number(value: &Value, field: &str) -> Result<u64, Refusal> {
    value.as_u64().ok_or_else(|| {
        Refusal::Request(format!(
            "\"{field}\" must be a whole number from 0 to {}, not {}",
            u64::MAX,
            clip(&value.to_string())
        ))
    })
}

/// A JSON value's kind, for type errors.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// Client text echoed in an error, cut short so a huge field cannot blow up the reply.
fn clip(text: &str) -> String {
    if text.chars().count() > 40 {
        format!("{}…", text.chars().take(40).collect::<String>())
    } else {
        text.to_string()
    }
}

fn fnv_seed(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn error_reply(id: Option<Value>, error: String) -> String {
    let error = Value::String(error);
    write_reply(
        false,
        id.as_ref(),
        [(&"error".to_string(), &error)].into_iter(),
    )
}

/// One reply line with "ok" (and the request's "id") first, whatever order the JSON map
/// keeps its keys in, so that a person reading a transcript sees the verdict at once.
fn write_reply<'a>(
    ok: bool,
    id: Option<&Value>,
    fields: impl Iterator<Item = (&'a String, &'a Value)>,
) -> String {
    let mut line = format!("{{\"ok\":{ok}");
    if let Some(id) = id {
        line.push_str(",\"id\":");
        line.push_str(&id.to_string());
    }
    for (key, value) in fields {
        line.push(',');
        line.push_str(&Value::String(key.clone()).to_string());
        line.push(':');
        line.push_str(&value.to_string());
    }
    line.push('}');
    line
}

/// Reads request lines until end of input, answering each with one flushed line. Lines over
/// [`MAX_LINE`] bytes are skipped without being held in memory; lines that are not UTF-8 are
/// answered with an error.
pub fn run(input: impl BufRead, output: impl Write) -> io::Result<()> {
    run_session(Session::new(), input, output)
}

/// [`run`] with a session of the caller's, such as one that words its replies.
pub fn run_session(
    mut session: Session,
    input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut input = input;
    let mut line = Vec::new();
    loop {
        line.clear();
        let (read_any, too_long) = read_line_limited(&mut input, &mut line)?;
        if !read_any {
            return Ok(());
        }
        let reply = if too_long {
            error_reply(
                None,
                format!("the line is too long (more than {MAX_LINE} bytes)"),
            )
        } else {
            match std::str::from_utf8(&line) {
                Ok(text) => {
                    let text = text.strip_suffix('\r').unwrap_or(text);
                    if text.trim().is_empty() {
                        error_reply(None, "empty line: send one JSON object per line".into())
                    } else {
                        session.handle_line(text)
                    }
                }
                Err(_) => error_reply(None, "the line is not valid UTF-8".into()),
            }
        };
        output.write_all(reply.as_bytes())?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
}

/// Reads one line (without its newline) into `line`, keeping at most `MAX_LINE` bytes.
/// Returns whether anything was read, and whether the line was too long.
fn read_line_limited(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<(bool, bool)> {
    let mut read_any = false;
    let mut too_long = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            return Ok((read_any, too_long));
        }
        read_any = true;
        let (chunk, used, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (&buffer[..at], at + 1, true),
            None => (buffer, buffer.len(), false),
        };
        if !too_long {
            if line.len() + chunk.len() > MAX_LINE {
                too_long = true;
                line.clear();
            } else {
                line.extend_from_slice(chunk);
            }
        }
        input.consume(used);
        if done {
            return Ok((true, too_long));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn reply(session: &mut Session, line: &str) -> Value {
        let text = session.handle_line(line);
        assert!(!text.contains('\n'), "a reply must be one line: {text}");
        serde_json::from_str(&text).expect("replies are JSON")
    }

    pub(super) fn ok(session: &mut Session, line: &str) -> Value {
        let value = reply(session, line);
        assert_eq!(value["ok"], true, "{line} -> {value}");
        value
    }

    fn refused(session: &mut Session, line: &str) -> String {
        let value = reply(session, line);
        assert_eq!(value["ok"], false, "{line} was accepted: {value}");
        value["error"]
            .as_str()
            .expect("an error sentence")
            .to_string()
    }

    fn save(session: &mut Session) -> String {
        ok(session, r#"{"cmd":"save"}"#)["save"]
            .as_str()
            .unwrap()
            .to_string()
    }

    #[test]
    fn commands_before_new_are_refused() {
        let mut session = Session::new();
        for cmd in ["view", "legal", "act", "bot", "save", "outcome"] {
            let error = refused(&mut session, &format!(r#"{{"cmd":"{cmd}","seat":0}}"#));
            assert!(
                error.contains("no game yet") || error.contains("no field"),
                "{error}"
            );
        }
        assert!(ok(&mut session, r#"{"cmd":"help"}"#)["commands"].is_array());
    }

    #[test]
    fn malformed_lines_get_one_clear_error_each() {
        let mut session = Session::new();
        for line in [
            "",
            "garbage",
            "[1,2]",
            "42",
            "{\"cmd\":7}",
            "{\"cmd\":\"fly\"}",
            "{}",
            "{\"cmd\":\"new\"}",
            "{\"cmd\":\"new\",\"game\":\"chess\"}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":-1}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":0}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":1000}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":2.5}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seats\":\"2\"}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seed\":1e400}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"seed\":123456789012345678901234567890}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"pack\":[\"ZZ\"]}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"pack\":[\"AS\"]}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"options\":{\"bogus\":1}}",
            "{\"cmd\":\"new\",\"game\":\"gotcha\",\"colour\":\"red\"}",
        ] {
            refused(&mut session, line);
        }
        let bomb = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        refused(&mut session, &bomb);
        let deep = format!(
            "{{\"cmd\":\"load\",\"save\":{}1{}}}",
            "[".repeat(5000),
            "]".repeat(5000)
        );
        refused(&mut session, &deep);
        refused(&mut session, &"x".repeat(MAX_LINE + 1));
    }

    #[test]
    fn a_refused_request_changes_nothing() {
        let mut session = Session::new();
        ok(
            &mut session,
            r#"{"cmd":"new","game":"svoi_kozyri","seed":5}"#,
        );
        let before = save(&mut session);
        for line in [
            r#"{"cmd":"act","action":{"action":"no_such"}}"#,
            r#"{"cmd":"act","action":42}"#,
            r#"{"cmd":"act"}"#,
            r#"{"cmd":"act","action":null,"seat":99}"#,
            r#"{"cmd":"bot","level":"grandmaster"}"#,
            r#"{"cmd":"bot","perspective":7}"#,
            r#"{"cmd":"view","seat":2}"#,
            r#"{"cmd":"view","seat":-1}"#,
            r#"{"cmd":"load","save":"{}"}"#,
            r#"{"cmd":"load","save":12}"#,
            r#"{"cmd":"new","game":"gotcha","seats":9}"#,
        ] {
            refused(&mut session, line);
            assert_eq!(save(&mut session), before, "{line} changed the game");
        }
        let legal = ok(&mut session, r#"{"cmd":"legal"}"#);
        let seat = legal["to_act"].as_u64().unwrap();
        let action = legal["actions"][0]["action"].clone();
        let other = (seat + 1) % 2;
        let line = json!({"cmd": "act", "action": action, "seat": other}).to_string();
        assert!(refused(&mut session, &line).contains("error-not-your-turn"));
        assert_eq!(save(&mut session), before);
        let line = json!({"cmd": "act", "action": action, "seat": seat}).to_string();
        ok(&mut session, &line);
        assert_ne!(save(&mut session), before);
    }

    #[test]
    fn every_game_plays_to_the_end_through_bots_with_a_reload_midway() {
        for game in GameId::ALL {
            let mut session = Session::new();
            let started = ok(
                &mut session,
                &format!(r#"{{"cmd":"new","game":"{game}","seed":3}}"#),
            );
            assert_eq!(started["game"], game.id());
            let mut steps = 0;
            loop {
                let outcome = ok(&mut session, r#"{"cmd":"outcome"}"#);
                if outcome["over"] == true {
                    assert!(outcome["outcome"]["scores"].is_array());
                    break;
                }
                let played = ok(
                    &mut session,
                    r#"{"cmd":"bot","level":"easy","perspective":0}"#,
                );
                assert!(played["events"].is_array());
                assert!(played["phrase"]["id"].is_string());
                steps += 1;
                if steps == 10 {
                    let saved = save(&mut session);
                    let line = json!({"cmd": "load", "save": saved}).to_string();
                    ok(&mut session, &line);
                    assert_eq!(save(&mut session), saved);
                }
                assert!(steps < 100_000, "{game} did not end");
            }
            refused(&mut session, r#"{"cmd":"bot"}"#);
            assert_eq!(ok(&mut session, r#"{"cmd":"legal"}"#)["actions"], json!([]));
        }
    }

    #[test]
    fn replies_echo_the_request_id() {
        let mut session = Session::new();
        assert_eq!(ok(&mut session, r#"{"cmd":"help","id":"a1"}"#)["id"], "a1");
        assert_eq!(reply(&mut session, r#"{"cmd":"save","id":7}"#)["id"], 7);
    }

    #[test]
    fn run_answers_each_line_and_stops_at_end_of_input() {
        let mut input = Vec::new();
        input.extend_from_slice(b"{\"cmd\":\"help\"}\r\n\xff\xfe\n");
        input.extend(std::iter::repeat_n(b'a', MAX_LINE + 10));
        input.extend_from_slice(b"\n{\"cmd\":\"new\",\"game\":\"gotcha\"}");
        let mut output = Vec::new();
        run(&input[..], &mut output).unwrap();
        let text = String::from_utf8(output).unwrap();
        let replies: Vec<Value> = text
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert_eq!(replies.len(), 4);
        let oks: Vec<bool> = replies.iter().map(|r| r["ok"] == true).collect();
        assert_eq!(oks, [true, false, false, true]);
    }
}
