//! The save file: a game's state as JSON with the format, the layout version, the game's id
//! and a checksum of the state, so that a damaged or edited save is refused before the game
//! reads it.

use super::short;
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, RulesError};
use crate::registry::GameId;
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// The `format` field every save file carries.
pub const SAVE_FORMAT: &str = "challenge-save";
/// The save layout this build writes and reads.
pub const SAVE_VERSION: u64 = 1;

/// The layout of a save file; field order is the order written.
#[derive(Serialize)]
struct SaveFile {
    format: &'static str,
    version: u64,
    game: GameId,
    state: Value,
    check: String,
}

/// The save file of `game` whose state is `state`.
pub(super) fn write(game: GameId, state: Value) -> Result<String, RulesError> {
    let check = checksum(&state);
    let file = SaveFile {
        format: SAVE_FORMAT,
        version: SAVE_VERSION,
        game,
        state,
        check,
    };
    serde_json::to_string(&file)
        .map_err(|e| RulesError::internal(format!("cannot write the save: {e}")))
}

/// Reads a save file written by [`write`]: checks the format, version, game id and checksum,
/// and gives the game and its state, not yet read as that game's.
pub(super) fn read(save: &str) -> Result<(GameId, Value), RulesError> {
    let not_a_save = |why: &str| -> RulesError {
        SaveRefusal::NotASave {
            why: why.to_string(),
        }
        .into()
    };
    let file: Value = serde_json::from_str(save)
        .map_err(|e| not_a_save(&format!("the save is not valid JSON ({e})")))?;
    let Value::Object(mut fields) = file else {
        return Err(not_a_save("the save is not a JSON object"));
    };
    if fields.get("format").and_then(Value::as_str) != Some(SAVE_FORMAT) {
        return Err(not_a_save(&format!(
            "this is not a Challenge save (its \"format\" should be \"{SAVE_FORMAT}\")"
        )));
    }
    match fields.get("version") {
        Some(version) if version.as_u64() == Some(SAVE_VERSION) => {}
        Some(version) => {
            return Err(SaveRefusal::Version {
                why: format!(
                    "save version {} cannot be read: this build reads version {SAVE_VERSION}",
                    short(version)
                ),
            }
            .into());
        }
        None => return Err(not_a_save("the save has no version")),
    }
    let game = match fields.get("game").and_then(Value::as_str) {
        Some(id) => GameId::from_id(id).ok_or_else(|| SaveRefusal::UnknownGame {
            id: id.chars().take(40).collect(),
        })?,
        None => return Err(not_a_save("the save does not say which game it is")),
    };
    let check = fields
        .get("check")
        .and_then(Value::as_str)
        .ok_or_else(|| not_a_save("the save has no checksum"))?
        .to_string();
    if let Some(extra) = fields.keys().find(|key| {
        !matches!(
            key.as_str(),
            "format" | "version" | "game" | "state" | "check"
        )
    }) {
        return Err(not_a_save(&format!(
            "the save has an unexpected field '{extra}'"
        )));
    }
    let state = fields
        .remove("state")
        .ok_or_else(|| not_a_save("the save holds no game state"))?;
    if !checksum(&state).eq_ignore_ascii_case(&check) {
        return Err(RulesError::damaged(
            "the save's checksum does not match its contents: it was damaged or edited",
        ));
    }
    Ok((game, state))
}

/// The checksum of a save: FNV-1a (64 bit) of the canonical JSON, in 16 lower-case hex digits.
pub fn checksum(state: &Value) -> String {
    format!("{:016x}", fnv1a64(canonical_json(state).as_bytes()))
}

/// Compact JSON with object keys sorted, so the checksum does not depend on key order.
pub fn canonical_json(value: &Value) -> String {
    let mut out = String::new();
    write_canonical(value, &mut out);
    out
}

fn write_canonical(value: &Value, out: &mut String) {
    match value {
        Value::Array(items) => {
            out.push('[');
            for (at, item) in items.iter().enumerate() {
                if at > 0 {
                    out.push(',');
                }
                write_canonical(item, out);
            }
            out.push(']');
        }
        Value::Object(fields) => {
            let mut keys: Vec<&String> = fields.keys().collect();
            keys.sort();
            out.push('{');
            for (at, key) in keys.into_iter().enumerate() {
                if at > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                write_canonical(&fields[key], out);
            }
            out.push('}');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Why a save file is refused before its game reads it (a state that does not hold together
/// is the shared `SharedRefusal::Damaged`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveRefusal {
    /// Not a save file of Challenge: `why` says what it lacks, for a developer.
    NotASave { why: String },
    /// A save of a layout this build does not read.
    Version { why: String },
    /// A save of a game this build does not have, `id` as the save names it (cut short).
    UnknownGame { id: String },
}

impl Speak for SaveRefusal {
    fn phrase(&self) -> Phrase {
        match self {
            SaveRefusal::NotASave { .. } => Phrase::new("error-not-a-save"),
            SaveRefusal::Version { .. } => Phrase::new("error-save-version"),
            SaveRefusal::UnknownGame { id } => Phrase::new("error-unknown-game").verbatim("id", id),
        }
    }
}

impl Refuse for SaveRefusal {
    fn detail(&self) -> String {
        match self {
            SaveRefusal::NotASave { why } | SaveRefusal::Version { why } => why.clone(),
            SaveRefusal::UnknownGame { .. } => String::new(),
        }
    }

    fn examples(_: &GameInfo) -> Vec<SaveRefusal> {
        vec![
            SaveRefusal::NotASave {
                why: "an example".into(),
            },
            SaveRefusal::Version {
                why: "an example".into(),
            },
            SaveRefusal::UnknownGame { id: "chess".into() },
        ]
    }
}

impl fmt::Display for SaveRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::refusal::display(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any_game::{GameBox, load, new_game};
    use crate::game::{Deal, Level};
    use crate::rng::GameRng;
    use serde_json::json;

    #[test]
    fn the_examples_show_every_refusal() {
        crate::assert_examples_cover!(
            SaveRefusal::examples(GameId::ALL[0].info()),
            SaveRefusal,
            [
                SaveRefusal::NotASave { .. },
                SaveRefusal::Version { .. },
                SaveRefusal::UnknownGame { .. },
            ]
        );
    }

    fn first_game(game: GameId) -> GameBox {
        let seats = *game.seat_range().start();
        new_game(game, Value::Null, seats, Deal::seeded(7)).expect("a default game starts")
    }

    #[test]
    fn fnv_matches_the_published_test_vectors() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn canonical_json_sorts_keys_at_every_depth() {
        let a = json!({"b": 1, "a": {"z": [1, {"y": 2, "x": 3}], "c": "é\""}});
        assert_eq!(
            canonical_json(&a),
            r#"{"a":{"c":"é\"","z":[1,{"x":3,"y":2}]},"b":1}"#
        );
    }

    #[test]
    fn saves_round_trip_and_detect_tampering() {
        for game in GameId::ALL {
            let mut table = first_game(game);
            let mut rng = GameRng::seeded(3);
            for _ in 0..5 {
                if table.to_act().is_some() {
                    table.bot_play(Level::Easy, &mut rng).unwrap();
                }
            }
            let save = table.save().unwrap();
            let loaded = load(&save).unwrap();
            assert_eq!(loaded.save().unwrap(), save);
            assert_eq!(loaded.legal_actions(), table.legal_actions());

            let mut file: Value = serde_json::from_str(&save).unwrap();
            file["state"]["tampered"] = json!(1);
            let error = load(&file.to_string()).unwrap_err();
            assert!(error.to_string().contains("checksum"), "{error}");

            for (field, value, expect) in [
                ("format", json!("other"), "not a Challenge save"),
                ("version", json!(2), "version 2"),
                ("game", json!("chess"), "error-unknown-game (id: \"chess\")"),
                ("check", json!(5), "no checksum"),
            ] {
                let mut file: Value = serde_json::from_str(&save).unwrap();
                file[field] = value;
                let error = load(&file.to_string()).unwrap_err();
                assert!(error.to_string().contains(expect), "{field}: {error}");
            }
            assert!(load(&save[..save.len() / 2]).is_err());
            assert!(load("[]").is_err());
        }
    }

    #[test]
    fn a_consistent_checksum_does_not_save_a_broken_state() {
        for game in GameId::ALL {
            let table = first_game(game);
            let mut file: Value = serde_json::from_str(&table.save().unwrap()).unwrap();
            file["state"] = json!({"nonsense": true});
            file["check"] = json!(checksum(&file["state"]));
            let error = load(&file.to_string()).unwrap_err();
            assert!(error.to_string().contains("cannot be read"), "{error}");
        }
    }
}
