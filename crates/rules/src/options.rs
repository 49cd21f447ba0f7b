//! A game's options as data for a setup screen: each option with the values a player may
//! choose, so a screen can offer them without knowing any game's option types. What the player
//! reads of them are message ids of the text layer. Each game lists its own rows
//! (`GameInfo::options`); `setup` finds their defaults and builds options from choices.

use crate::phrase::{Phrase, Values};
use serde_json::{Value, json};

/// One value an option may take, and what the player sees for it.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionChoice {
    /// The value as it goes into the game's options JSON.
    pub value: Value,
    /// The words shown for it, e.g. "32 cards (7 to A)".
    pub label: Phrase,
}

/// One option of a game: a row of the setup screen.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionSpec {
    /// The field name in the game's options JSON.
    pub key: &'static str,
    /// The message id of the row's title, e.g. "Who deals first".
    pub label: &'static str,
    /// The message id of one short sentence saying what the option changes.
    pub help: &'static str,
    /// The values offered, in the order the screen steps through them.
    pub choices: Vec<OptionChoice>,
    /// The choice equal to the game's default options.
    pub default_index: usize,
}

/// A value offered for an option and the words shown for it.
pub fn choice(value: Value, label: impl Into<Phrase>) -> OptionChoice {
    OptionChoice {
        value,
        label: label.into(),
    }
}

/// Whole numbers offered as "5 deals", "10 deals"…: `id` is a message naming `$count`.
pub fn counts(values: &[u64], id: &'static str) -> Vec<OptionChoice> {
    let label = |n: u64| Phrase::new(id).number("count", i64::try_from(n).unwrap_or(i64::MAX));
    values.iter().map(|&n| choice(json!(n), label(n))).collect()
}

/// An option row; its default index is found from the game's default options by
/// `setup::option_specs`.
pub fn spec(
    key: &'static str,
    label: &'static str,
    help: &'static str,
    choices: Vec<OptionChoice>,
) -> OptionSpec {
    OptionSpec {
        key,
        label,
        help,
        choices,
        default_index: 0,
    }
}

/// The "Who deals first" row every game has (its `dealer` option): one choice per seat, named
/// as the text layer names seats. `help` is the id of what being the dealer means in that game.
pub fn dealer_spec(seats: usize, help: &'static str) -> OptionSpec {
    let dealers =
        (0..seats).map(|seat| choice(json!(seat), Phrase::new("seat").seat("seat", seat)));
    spec("dealer", "option-dealer", help, dealers.collect())
}
