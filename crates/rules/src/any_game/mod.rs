//! Any game of the registry behind one object-safe interface speaking JSON, and new games by
//! id. The headless protocol, the simulator and the tests use this so that none of them needs
//! to know a game's own types. The save file it writes and reads is in `save.rs`.

mod save;

pub use save::{SAVE_FORMAT, SAVE_VERSION, SaveRefusal, canonical_json, checksum};

use crate::assessment::Unit;
use crate::cards::Card;
use crate::game::{Deal, Level, RulesError, Seat, SharedRefusal};
use crate::phrase::{Phrase, Speak};
use crate::registry::{Event, GameId, GameVisitor, Outcome, Rules, visit};
use crate::rng::GameRng;
use serde::Serialize;
use serde_json::{Map, Value};
use std::fmt;

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

/// The coach's advice for the seat to act, with every move its search valued there.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    pub seat: Seat,
    /// The move the hard computer player would make.
    pub advice: LegalAction,
    /// Why, as its search saw it; None where the coach has nothing to add.
    pub why: Option<Phrase>,
    /// What the values are counted in; None where the search values no move here.
    pub unit: Option<Unit>,
    /// Each move the search valued, with its value for the seat, in the search's order.
    pub values: Vec<(LegalAction, f64)>,
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
    /// The coach's advice for the seat to act and the values its search gives the moves
    /// there; None once the game is over.
    fn analyse(&self, rng: &mut GameRng) -> Option<Analysis>;
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
        .map_err(|e| RulesError::internal(format!("cannot write {what}: {e}")))
}

/// Parses a JSON action of game `R`, refusing fields the action does not have: serde alone
/// would silently drop a misspelt field and apply a different action than the one meant.
pub(crate) fn parse_action<R: Rules>(action: &Value) -> Result<R::Action, RulesError> {
    let not_an_action = |why: String| -> RulesError {
        SharedRefusal::BadAction {
            game: R::ID.id(),
            why,
        }
        .into()
    };
    let parsed: R::Action = serde_json::from_value(action.clone())
        .map_err(|e| not_an_action(format!("{} is not a {} action: {e}", short(action), R::ID)))?;
    if let (Value::Object(given), Ok(Value::Object(known))) =
        (action, serde_json::to_value(&parsed))
        && let Some(extra) = given
            .iter()
            .find(|(key, value)| !known.contains_key(*key) && !value.is_null())
            .map(|(key, _)| key)
    {
        return Err(not_an_action(format!(
            "{} actions have no field '{extra}'",
            R::ID
        )));
    }
    Ok(parsed)
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
                Ok(_) => SharedRefusal::Illegal {
                    action: action.phrase(),
                }
                .into(),
            });
        }
        Rules::apply(self, &action)
    }

    fn view(&self, seat: Seat) -> Result<Value, RulesError> {
        let seats = Rules::seats(self);
        if seat >= seats {
            return Err(SharedRefusal::NoSeat { seat, seats }.into());
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

    fn analyse(&self, rng: &mut GameRng) -> Option<Analysis> {
        let seat = Rules::to_act(self)?;
        let legal = Rules::legal_actions(self);
        let view = Rules::view(self, seat);
        // The valuation draws from a stream of its own, so it values what it would have
        // valued had the advice not been asked first.
        let mut valuing = rng.clone();
        let advice = R::advise(&view, &legal, rng);
        if !legal.contains(&advice.action) {
            return None;
        }
        let listed = |action: &R::Action| {
            Some(LegalAction {
                action: serde_json::to_value(action).ok()?,
                phrase: action.phrase(),
            })
        };
        let assessed = R::assess(&view, &legal, &advice.action, &mut valuing);
        let values = assessed
            .as_ref()
            .map(|assessed| {
                assessed
                    .values
                    .iter()
                    .filter_map(|(action, value)| Some((listed(action)?, *value)))
                    .collect()
            })
            .unwrap_or_default();
        Some(Analysis {
            seat,
            advice: listed(&advice.action)?,
            why: advice.why,
            unit: assessed.map(|assessed| assessed.unit),
            values,
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
        let choice = DynGame::bot_action(self, level, rng)
            .ok_or_else(|| RulesError::internal(format!("seat {seat} has no legal action")))?;
        let events = DynGame::apply(self, &choice.action)?;
        Ok(BotMove {
            seat,
            action: choice.action,
            phrase: choice.phrase,
            events,
        })
    }

    fn save(&self) -> Result<String, RulesError> {
        save::write(R::ID, to_json(self, "the game state")?)
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
    let bad_options = |why: String| -> RulesError {
        SharedRefusal::BadOptions {
            game: R::ID.id(),
            why,
        }
        .into()
    };
    match options {
        Value::Null => return Ok(R::Options::default()),
        Value::Object(_) => {}
        other => {
            return Err(bad_options(format!(
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
        return Err(bad_options(format!(
            "{} has no option '{unknown}' ({list})",
            R::ID
        )));
    }
    // Games without options may use a type that is not a JSON object; `{}` means defaults.
    if known_names.is_empty() {
        return Ok(R::Options::default());
    }
    serde_json::from_value(options.clone())
        .map_err(|e| bad_options(format!("bad options for {}: {e}", R::ID)))
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
/// checksum (the save file's own checks), then the state itself with [`Rules::validate`].
pub fn load(save: &str) -> Result<GameBox, RulesError> {
    let (game, state) = save::read(save)?;
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
