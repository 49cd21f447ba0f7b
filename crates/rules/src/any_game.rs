//! Any game of the registry behind one object-safe interface speaking JSON, plus new games by id
//! and checksummed save files. The headless protocol, the simulator and the tests use this so
//! that none of them needs to know a game's own types.

use crate::cards::Card;
use crate::game::{Deal, Level, RulesError, Seat};
use crate::phrase::{Phrase, Speak, Values};
use crate::registry::GameVisitor;
use crate::registry::{Event, Outcome, Rules};
use crate::registry::{GameId, visit};
use crate::rng::GameRng;
use serde::Serialize;
use serde_json::{Map, Value};
use std::fmt;

/// The `format` field every save file carries.
pub const SAVE_FORMAT: &str = "challenge-save";
/// The save layout this build writes and reads.
pub const SAVE_VERSION: u64 = 1;

/// A game of any kind, owned and shareable between threads (states are plain data).
pub type GameBox = Box<dyn DynGame + Send + Sync>;

/// One legal action: its JSON form (what `apply` takes back) and what it says, for the text
/// layer to word as a button or a log line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LegalAction {
    pub action: Value,
    pub phrase: Phrase,
}

/// What a bot chose and what applying it caused.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotMove {
    pub seat: Seat,
    pub action: Value,
    pub phrase: Phrase,
    pub events: Vec<Event>,
}

/// The [`Rules`] of one game, with options, actions and views as JSON values.
///
/// Every method that takes input from outside returns a [`RulesError`] instead of panicking,
/// and a refused call leaves the game exactly as it was.
pub trait DynGame: fmt::Debug {
    fn id(&self) -> GameId;
    fn seats(&self) -> usize;
    /// The options this game was started with, every field filled in.
    fn options(&self) -> Value;
    fn to_act(&self) -> Option<Seat>;
    /// The legal actions of the seat to act, in the game's stable order.
    fn legal_actions(&self) -> Vec<LegalAction>;
    /// What an action given as JSON says, or why it is not an action of this game.
    fn describe(&self, action: &Value) -> Result<Phrase, RulesError>;
    /// Applies an action given as JSON for the seat to act: one of `legal_actions`, or the
    /// same action in another form the rules accept (see [`Rules::canonical_action`]).
    fn apply(&mut self, action: &Value) -> Result<Vec<Event>, RulesError>;
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Result<Value, RulesError>;
    /// What a spectator may see (see [`Rules::watch_view`]).
    fn watch_view(&self) -> Result<Value, RulesError>;
    fn outcome(&self) -> Option<Outcome>;
    /// The bot's choice for the seat to act, made from that seat's view only; None once over.
    fn bot_action(&self, level: Level, rng: &mut GameRng) -> Option<LegalAction>;
    /// "Suggest" for the seat to act: the hard bot's choice and the coach's reason for it
    /// ([`Rules::advise`]); None once over.
    fn advise(&self, rng: &mut GameRng) -> Option<(LegalAction, Option<Phrase>)>;
    /// Lets the bot choose for the seat to act and applies its choice.
    fn bot_play(&mut self, level: Level, rng: &mut GameRng) -> Result<BotMove, RulesError>;
    /// The game as a save file (see [`load`]).
    fn save(&self) -> Result<String, RulesError>;
    /// Every card of the game wherever it lies, for conservation checks from outside.
    fn all_cards(&self) -> Vec<Card>;
    fn validate(&self) -> Result<(), RulesError>;
    fn clone_box(&self) -> GameBox;
}

impl Clone for GameBox {
    fn clone(&self) -> GameBox {
        self.clone_box()
    }
}

fn to_json<T: Serialize>(value: &T, what: &str) -> Result<Value, RulesError> {
    serde_json::to_value(value)
        .map_err(|e| RulesError::new("error-internal").detail(format!("cannot write {what}: {e}")))
}

/// Parses a JSON action of game `R`, refusing fields the action does not have: serde alone
/// would silently drop a misspelt field and apply a different action than the one meant.
pub(crate) fn parse_action<R: Rules>(action: &Value) -> Result<R::Action, RulesError> {
    let not_an_action = || RulesError::new("error-bad-action").nested("game", title::<R>());
    let parsed: R::Action = serde_json::from_value(action.clone()).map_err(|e| {
        not_an_action().detail(format!("{} is not a {} action: {e}", short(action), R::ID))
    })?;
    if let (Value::Object(given), Ok(Value::Object(known))) =
        (action, serde_json::to_value(&parsed))
        && let Some(extra) = given
            .iter()
            .find(|(key, value)| !known.contains_key(*key) && !value.is_null())
            .map(|(key, _)| key)
    {
        return Err(not_an_action().detail(format!("{} actions have no field '{extra}'", R::ID)));
    }
    Ok(parsed)
}

/// The phrase naming game `R`.
fn title<R: Rules>() -> Phrase {
    Phrase::new(R::ID.title_id())
}

/// A JSON value cut down to a length that fits in an error message.
fn short(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() > 80 {
        format!("{}…", text.chars().take(80).collect::<String>())
    } else {
        text
    }
}

impl<R: Rules> DynGame for R {
    fn id(&self) -> GameId {
        R::ID
    }

    fn seats(&self) -> usize {
        Rules::seats(self)
    }

    fn options(&self) -> Value {
        serde_json::to_value(Rules::options(self)).unwrap_or(Value::Null)
    }

    fn to_act(&self) -> Option<Seat> {
        Rules::to_act(self)
    }

    fn legal_actions(&self) -> Vec<LegalAction> {
        Rules::legal_actions(self)
            .iter()
            .filter_map(|action| {
                Some(LegalAction {
                    action: serde_json::to_value(action).ok()?,
                    phrase: action.phrase(),
                })
            })
            .collect()
    }

    fn describe(&self, action: &Value) -> Result<Phrase, RulesError> {
        let action = parse_action::<R>(action)?;
        Ok(Rules::canonical_action(self, &action).phrase())
    }

    fn apply(&mut self, action: &Value) -> Result<Vec<Event>, RulesError> {
        // Other spellings of a legal action (cards in another order, a guess counted from
        // the other end) are taken as the listed one.
        let action = Rules::canonical_action(self, &parse_action::<R>(action)?);
        if Rules::to_act(self).is_none() {
            return Err(RulesError::game_over());
        }
        // Checked against the legal list first so that a rules bug accepting an illegal
        // action cannot corrupt a game driven from outside; the game's own refusal, tried on
        // a copy, gives the clearest message.
        if !Rules::legal_actions(self).contains(&action) {
            let mut copy = self.clone();
            return Err(match Rules::apply(&mut copy, &action) {
                Err(error) => error,
                Ok(_) => RulesError::new("error-illegal").nested("action", action.phrase()),
            });
        }
        Rules::apply(self, &action)
    }

    fn view(&self, seat: Seat) -> Result<Value, RulesError> {
        let seats = Rules::seats(self);
        if seat >= seats {
            return Err(RulesError::new("error-no-seat")
                .seat("seat", seat)
                .count("seats", seats));
        }
        to_json(&Rules::view(self, seat), "the view")
    }

    fn watch_view(&self) -> Result<Value, RulesError> {
        to_json(&Rules::watch_view(self), "the spectator's view")
    }

    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }

    fn bot_action(&self, level: Level, rng: &mut GameRng) -> Option<LegalAction> {
        let seat = Rules::to_act(self)?;
        let legal = Rules::legal_actions(self);
        if legal.is_empty() {
            return None;
        }
        let mut action = R::bot_action(&Rules::view(self, seat), &legal, level, rng);
        // A bot is trusted to pick from `legal`; if it ever did not, a legal move keeps the
        // game going instead of stalling a table or a simulation.
        if !legal.contains(&action) {
            action = legal[0].clone();
        }
        Some(LegalAction {
            action: serde_json::to_value(&action).ok()?,
            phrase: action.phrase(),
        })
    }

    fn advise(&self, rng: &mut GameRng) -> Option<(LegalAction, Option<Phrase>)> {
        let seat = Rules::to_act(self)?;
        let legal = Rules::legal_actions(self);
        if legal.is_empty() {
            return None;
        }
        let advice = R::advise(&Rules::view(self, seat), &legal, rng);
        if !legal.contains(&advice.action) {
            return None;
        }
        let listed = LegalAction {
            action: serde_json::to_value(&advice.action).ok()?,
            phrase: advice.action.phrase(),
        };
        Some((listed, advice.why))
    }

    fn bot_play(&mut self, level: Level, rng: &mut GameRng) -> Result<BotMove, RulesError> {
        let seat = Rules::to_act(self).ok_or_else(RulesError::game_over)?;
        let choice = DynGame::bot_action(self, level, rng).ok_or_else(|| {
            RulesError::new("error-internal").detail(format!("seat {seat} has no legal action"))
        })?;
        let events = DynGame::apply(self, &choice.action)?;
        Ok(BotMove {
            seat,
            action: choice.action,
            phrase: choice.phrase,
            events,
        })
    }

    fn save(&self) -> Result<String, RulesError> {
        let state = to_json(self, "the game state")?;
        let check = checksum(&state);
        let file = SaveFile {
            format: SAVE_FORMAT,
            version: SAVE_VERSION,
            game: R::ID,
            state,
            check,
        };
        serde_json::to_string(&file).map_err(|e| {
            RulesError::new("error-internal").detail(format!("cannot write the save: {e}"))
        })
    }

    fn all_cards(&self) -> Vec<Card> {
        Rules::all_cards(self)
    }

    fn validate(&self) -> Result<(), RulesError> {
        Rules::validate(self)
    }

    fn clone_box(&self) -> GameBox {
        Box::new(self.clone())
    }
}

/// The layout of a save file; field order is the order written.
#[derive(Serialize)]
struct SaveFile {
    format: &'static str,
    version: u64,
    game: GameId,
    state: Value,
    check: String,
}

/// The default options of `game` as JSON (every field the options have).
pub fn default_options(game: GameId) -> Value {
    struct Defaults;
    impl GameVisitor for Defaults {
        type Output = Value;
        fn visit<R: Rules>(self) -> Value {
            serde_json::to_value(R::Options::default()).unwrap_or(Value::Null)
        }
    }
    visit(game, Defaults)
}

/// Checks a seat count against the game's range.
pub fn check_seats(game: GameId, seats: usize) -> Result<(), RulesError> {
    if game.seat_range().contains(&seats) {
        return Ok(());
    }
    Err(RulesError::seats(game.info(), seats))
}

/// Parses options for `R`: `null` means the defaults; fields the options do not have are
/// refused so that a misspelt option is not silently ignored.
pub fn parse_options<R: Rules>(options: &Value) -> Result<R::Options, RulesError> {
    let bad_options = || RulesError::new("error-bad-options").nested("game", title::<R>());
    match options {
        Value::Null => return Ok(R::Options::default()),
        Value::Object(_) => {}
        other => {
            return Err(bad_options().detail(format!(
                "options must be a JSON object, not {}",
                short(other)
            )));
        }
    }
    let known = serde_json::to_value(R::Options::default()).unwrap_or(Value::Null);
    let known_names: Vec<&str> = match &known {
        Value::Object(fields) => fields.keys().map(String::as_str).collect(),
        _ => Vec::new(),
    };
    if let Value::Object(given) = options
        && let Some(unknown) = given
            .keys()
            .find(|key| !known_names.contains(&key.as_str()))
    {
        let list = if known_names.is_empty() {
            "it has none".to_string()
        } else {
            format!("known: {}", known_names.join(", "))
        };
        return Err(bad_options().detail(format!("{} has no option '{unknown}' ({list})", R::ID)));
    }
    // Games without options may use a type that is not a JSON object; `{}` means defaults.
    if known_names.is_empty() {
        return Ok(R::Options::default());
    }
    serde_json::from_value(options.clone())
        .map_err(|e| bad_options().detail(format!("bad options for {}: {e}", R::ID)))
}

/// Starts a game: checks the seat count, parses the options (`null` = defaults), deals.
pub fn new_game(
    game: GameId,
    options: Value,
    seats: usize,
    deal: Deal,
) -> Result<GameBox, RulesError> {
    struct New {
        options: Value,
        seats: usize,
        deal: Deal,
    }
    impl GameVisitor for New {
        type Output = Result<GameBox, RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            check_seats(R::ID, self.seats)?;
            let options = parse_options::<R>(&self.options)?;
            let state = R::new_game(&options, self.seats, self.deal)?;
            Ok(Box::new(state))
        }
    }
    visit(
        game,
        New {
            options,
            seats,
            deal,
        },
    )
}

/// Reads a save file written by [`DynGame::save`]: checks the format, version, game id and
/// checksum, then the state itself with [`Rules::validate`].
pub fn load(save: &str) -> Result<GameBox, RulesError> {
    let not_a_save = |why: &str| RulesError::new("error-not-a-save").detail(why);
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
            return Err(RulesError::new("error-save-version").detail(format!(
                "save version {} cannot be read: this build reads version {SAVE_VERSION}",
                short(version)
            )));
        }
        None => return Err(not_a_save("the save has no version")),
    }
    let game = match fields.get("game").and_then(Value::as_str) {
        Some(id) => GameId::from_id(id).ok_or_else(|| {
            RulesError::new("error-unknown-game").arg(
                "id",
                crate::phrase::Arg::Verbatim(id.chars().take(40).collect()),
            )
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

    struct Load {
        state: Value,
    }
    impl GameVisitor for Load {
        type Output = Result<GameBox, RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            let state: R = serde_json::from_value(self.state).map_err(|e| {
                RulesError::damaged(format!("the saved {} game cannot be read: {e}", R::ID))
            })?;
            Rules::validate(&state).map_err(|e| {
                RulesError::damaged(format!("the saved {} game is inconsistent: {e}", R::ID))
            })?;
            Ok(Box::new(state))
        }
    }
    visit(game, Load { state })
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

/// A JSON object from pairs, for building replies and test input.
pub fn object<const N: usize>(pairs: [(&str, Value); N]) -> Value {
    Value::Object(
        pairs
            .into_iter()
            .map(|(key, value)| (key.to_string(), value))
            .collect::<Map<String, Value>>(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
    fn every_game_starts_with_default_options_and_its_smallest_table() {
        for game in GameId::ALL {
            let table = first_game(game);
            assert_eq!(table.id(), game);
            assert!(table.to_act().is_some());
            assert!(!table.legal_actions().is_empty());
            assert_eq!(table.options(), default_options(game));
        }
    }

    #[test]
    fn seat_counts_outside_the_range_are_refused_clearly() {
        for game in GameId::ALL {
            let range = game.seat_range();
            for seats in [0, range.end() + 1, 1000] {
                let error = new_game(game, Value::Null, seats, Deal::seeded(1)).unwrap_err();
                assert!(error.is("error-seats"), "{error}");
            }
        }
    }

    #[test]
    fn unknown_or_mistyped_options_are_refused() {
        for game in GameId::ALL {
            let seats = *game.seat_range().start();
            let error = new_game(game, json!({"no_such": 1}), seats, Deal::seeded(1)).unwrap_err();
            assert!(error.to_string().contains("no option 'no_such'"), "{error}");
            assert!(new_game(game, json!(3), seats, Deal::seeded(1)).is_err());
            assert!(new_game(game, json!({}), seats, Deal::seeded(1)).is_ok());
            if let Value::Object(fields) = default_options(game)
                && let Some(name) = fields.keys().next()
            {
                let bad = object([(name.as_str(), json!([[["deep"]]]))]);
                assert!(new_game(game, bad, seats, Deal::seeded(1)).is_err());
            }
        }
    }

    #[test]
    fn bad_actions_are_refused_and_change_nothing() {
        for game in GameId::ALL {
            let mut table = first_game(game);
            let before = table.save().unwrap();
            for bad in [
                json!(null),
                json!(42),
                json!("pass"),
                json!({"action": "no_such_action"}),
                json!([1, 2]),
            ] {
                assert!(table.apply(&bad).is_err(), "{game}: {bad} accepted");
                assert_eq!(table.save().unwrap(), before);
            }
            let mut legal = table.legal_actions()[0].action.clone();
            if let Value::Object(fields) = &mut legal {
                fields.insert("extra_field".into(), json!(1));
                assert!(
                    table
                        .apply(&legal)
                        .unwrap_err()
                        .to_string()
                        .contains("extra_field")
                );
                assert_eq!(table.save().unwrap(), before);
            }
        }
    }

    #[test]
    fn views_of_missing_seats_are_errors() {
        for game in GameId::ALL {
            let table = first_game(game);
            assert!(table.view(0).is_ok());
            assert!(table.view(table.seats()).is_err());
            assert!(table.view(usize::MAX).is_err());
        }
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

    #[test]
    fn bots_finish_every_game() {
        for game in GameId::ALL {
            let mut table = first_game(game);
            let census = crate::cards::sorted(&table.all_cards());
            let mut rng = GameRng::seeded(11);
            let mut steps = 0;
            while table.to_act().is_some() {
                let played = table.bot_play(Level::Normal, &mut rng).unwrap();
                assert!(played.seat < table.seats());
                steps += 1;
                assert!(steps < 200_000, "{game} did not end");
            }
            assert_eq!(crate::cards::sorted(&table.all_cards()), census);
            assert!(table.outcome().is_some());
            assert!(table.bot_play(Level::Normal, &mut rng).is_err());
            assert!(table.legal_actions().is_empty());
        }
    }

    /// Every list of cards in an action, reversed: the same action written in another order.
    fn with_cards_reversed(action: &Value) -> Option<Value> {
        let Value::Object(fields) = action else {
            return None;
        };
        let mut changed = false;
        let mut other = fields.clone();
        for value in other.values_mut() {
            if let Value::Array(items) = value
                && items.len() > 1
                && items
                    .iter()
                    .all(|item| item.as_str().is_some_and(|c| c.parse::<Card>().is_ok()))
            {
                items.reverse();
                changed = true;
            }
        }
        changed.then_some(Value::Object(other))
    }

    #[test]
    fn actions_that_take_several_cards_are_accepted_in_any_order() {
        let mut checked = 0;
        for game in GameId::ALL {
            for seed in 0..6 {
                let seats = *game.seat_range().start() + seed as usize % 2;
                let seats = seats.min(*game.seat_range().end());
                let mut table = new_game(game, Value::Null, seats, Deal::seeded(seed)).unwrap();
                let mut rng = GameRng::seeded(seed);
                for _ in 0..60 {
                    if table.to_act().is_none() {
                        break;
                    }
                    for legal in table.legal_actions().iter().take(40) {
                        let Some(reordered) = with_cards_reversed(&legal.action) else {
                            continue;
                        };
                        let mut listed = table.clone();
                        let mut given = table.clone();
                        let listed_events = listed.apply(&legal.action).unwrap();
                        let given_events = given
                            .apply(&reordered)
                            .unwrap_or_else(|e| panic!("{game}: {reordered} refused: {e}"));
                        assert_eq!(given_events, listed_events);
                        assert_eq!(given.save().unwrap(), listed.save().unwrap());
                        assert_eq!(table.describe(&reordered).unwrap(), legal.phrase);
                        checked += 1;
                    }
                    table.bot_play(Level::Easy, &mut rng).unwrap();
                }
            }
        }
        assert!(
            checked > 100,
            "only {checked} multi-card actions were tried"
        );
    }
}
