//! Words as data. A [`Phrase`] is the id of a message in the text layer's message files
//! (`assets/i18n/<lang>/*.ftl`) and the values it names: seats, numbers, cards, suits. The rules
//! say what happened, why a move is refused and what an action does in phrases; the app, the
//! headless mode and the server word them in a player's language. Nothing here is a sentence.

use crate::cards::{Card, Rank, Suit};
use crate::game::Seat;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;

/// A message id of the text layer and the values it names, by name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Phrase {
    /// The message id, e.g. `gotcha-guess`: lower case words joined by `-`.
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: Args,
}

/// The values a phrase names, by argument name.
pub type Args = BTreeMap<Cow<'static, str>, Arg>;

/// One value a phrase names. The text layer words each kind its own way: a seat as "You",
/// the player's name or "Player N" counted from 1; a card as "10♥"; a suit by its name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A seat, counted from 0 as everywhere in the rules.
    Seat(Seat),
    /// Several seats, worded as a list ("Player 1 and Player 3").
    Seats(Vec<Seat>),
    /// A count, a score, a position (counted from 1), an amount of tokens.
    Number(i64),
    Card(Card),
    Cards(Vec<Card>),
    Suit(Suit),
    Rank(Rank),
    /// A keyword the message chooses its words by ("smallest", "high"), never shown as it is.
    Word(Cow<'static, str>),
    /// Words within words: a poker hand's name inside a call.
    Phrase(Box<Phrase>),
    /// Text that is not translated: a player's own name, an invite code.
    Verbatim(String),
}

impl Phrase {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Phrase {
        Phrase {
            id: id.into(),
            args: Args::new(),
        }
    }
}

/// Values added by name, each typed, to a [`Phrase`] or to a [`crate::RulesError`] (which names
/// the values of the message that words it): `Phrase::new("gotcha-guess").seat("target", 1)`.
pub trait Values: Sized {
    /// The same with one more value (or `name` given anew).
    fn arg(self, name: impl Into<Cow<'static, str>>, value: Arg) -> Self;

    fn seat(self, name: impl Into<Cow<'static, str>>, seat: Seat) -> Self {
        self.arg(name, Arg::Seat(seat))
    }

    fn number(self, name: impl Into<Cow<'static, str>>, number: impl Into<i64>) -> Self {
        self.arg(name, Arg::Number(number.into()))
    }

    /// A count held in a `usize` (cards in a hand, a position).
    fn count(self, name: impl Into<Cow<'static, str>>, count: usize) -> Self {
        self.arg(name, Arg::Number(i64::try_from(count).unwrap_or(i64::MAX)))
    }

    fn card(self, name: impl Into<Cow<'static, str>>, card: Card) -> Self {
        self.arg(name, Arg::Card(card))
    }

    fn cards(self, name: impl Into<Cow<'static, str>>, cards: &[Card]) -> Self {
        self.arg(name, Arg::Cards(cards.to_vec()))
    }

    fn suit(self, name: impl Into<Cow<'static, str>>, suit: Suit) -> Self {
        self.arg(name, Arg::Suit(suit))
    }

    fn rank(self, name: impl Into<Cow<'static, str>>, rank: Rank) -> Self {
        self.arg(name, Arg::Rank(rank))
    }

    fn word(self, name: impl Into<Cow<'static, str>>, word: impl Into<Cow<'static, str>>) -> Self {
        self.arg(name, Arg::Word(word.into()))
    }

    /// Words within words: a poker hand's name inside a call, a game's title in a refusal.
    fn nested(self, name: impl Into<Cow<'static, str>>, phrase: Phrase) -> Self {
        self.arg(name, Arg::Phrase(Box::new(phrase)))
    }

    /// Text shown as it is in every language: a player's own name, a code's prefix.
    fn verbatim(self, name: impl Into<Cow<'static, str>>, text: impl fmt::Display) -> Self {
        self.arg(name, Arg::Verbatim(text.to_string()))
    }
}

impl Values for Phrase {
    fn arg(mut self, name: impl Into<Cow<'static, str>>, value: Arg) -> Phrase {
        self.args.insert(name.into(), value);
        self
    }
}

impl From<&'static str> for Phrase {
    fn from(id: &'static str) -> Phrase {
        Phrase::new(id)
    }
}

/// For logs and test failures: the id and its values, never a player's sentence.
impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id)?;
        if !self.args.is_empty() {
            let values: Vec<String> = self
                .args
                .iter()
                .map(|(name, value)| format!("{name}: {value}"))
                .collect();
            write!(f, " ({})", values.join(", "))?;
        }
        Ok(())
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Seat(seat) => write!(f, "seat {seat}"),
            Arg::Seats(seats) => write!(f, "seats {seats:?}"),
            Arg::Number(number) => write!(f, "{number}"),
            Arg::Card(card) => write!(f, "{card}"),
            Arg::Cards(cards) => {
                let codes: Vec<String> = cards.iter().map(|card| card.code()).collect();
                write!(f, "[{}]", codes.join(" "))
            }
            Arg::Suit(suit) => write!(f, "{suit:?}"),
            Arg::Rank(rank) => write!(f, "{}", rank.label()),
            Arg::Word(word) => f.write_str(word),
            Arg::Phrase(phrase) => write!(f, "{{{phrase}}}"),
            Arg::Verbatim(text) => write!(f, "{text:?}"),
        }
    }
}

/// Turns phrases into words: what a protocol uses to add a readable `text` beside its data,
/// for people reading a log. The app's text layer implements it.
pub trait Wording: Send + Sync {
    fn word(&self, phrase: &Phrase) -> String;
}

/// Something the text layer can word: a game's notes (what was said or happened) and its
/// actions.
pub trait Speak {
    fn phrase(&self) -> Phrase;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_reads_back_from_json_with_its_typed_values() {
        let phrase = Phrase::new("gotcha-guess")
            .seat("target", 1)
            .count("position", 5)
            .word("end", "smallest")
            .rank("value", Rank::QUEEN)
            .card("shown", "QS".parse().unwrap())
            .nested("inner", Phrase::new("hand-flush"));
        let json = serde_json::to_value(&phrase).unwrap();
        assert_eq!(json["id"], "gotcha-guess");
        assert_eq!(json["args"]["target"], serde_json::json!({"seat": 1}));
        assert_eq!(json["args"]["position"], serde_json::json!({"number": 5}));
        assert_eq!(json["args"]["value"], serde_json::json!({"rank": "Q"}));
        assert_eq!(json["args"]["shown"], serde_json::json!({"card": "QS"}));
        assert_eq!(serde_json::from_value::<Phrase>(json).unwrap(), phrase);
        let bare = serde_json::to_value(Phrase::new("game-over")).unwrap();
        assert_eq!(bare, serde_json::json!({"id": "game-over"}));
    }

    #[test]
    fn a_phrase_displays_as_its_id_and_values_for_logs() {
        let phrase = Phrase::new("error-seats").count("min", 2).count("max", 5);
        assert_eq!(phrase.to_string(), "error-seats (max: 5, min: 2)");
    }
}
