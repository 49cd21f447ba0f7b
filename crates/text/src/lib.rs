//! Challenge's text layer: every word a player reads, in their language. The rules, the
//! table and the screens say what they mean as [`Phrase`]s (a message id and typed values);
//! [`Text`] words them from the Fluent message files under `assets/i18n/<lang>/`, with plurals
//! and ordinals by each language's rules, and names seats the one way the whole game does
//! ([`Text::seat`]). No Bevy: the headless mode and the tests use it as the game does.

pub mod check;
mod inventory;
mod lang;
mod pages;
mod values;

pub use inventory::{MessageFile, add_language, files, has_language, variables};
pub use lang::Lang;
pub use pages::{RulesPage, rules_markdown};

use challenge_rules::{Card, Phrase, Seat, Values, Wording};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;

/// Every message file, embedded at build time (see `build.rs`).
mod embedded {
    include!(concat!(env!("OUT_DIR"), "/files.rs"));
}

type Bundle = FluentBundle<FluentResource>;

/// How the seats of a table are named: the seat spoken to as "You" (none in a replay or at a
/// device several players share), and the names players gave themselves at an online table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatNames {
    pub you: Option<Seat>,
    /// A name per seat; an empty one, or a seat past the end, is "Player N".
    pub names: Vec<String>,
}

impl SeatNames {
    /// Every seat is "Player N", counted from 1.
    pub fn nobody() -> SeatNames {
        SeatNames::default()
    }

    /// `seat` is "You", every other seat "Player N".
    pub fn you(seat: Seat) -> SeatNames {
        SeatNames {
            you: Some(seat),
            names: Vec::new(),
        }
    }

    /// The same naming with the players' own names (an online table).
    pub fn with_names(mut self, names: Vec<String>) -> SeatNames {
        self.names = names;
        self
    }

    /// The name a seat's player chose, if any.
    fn chosen(&self, seat: Seat) -> Option<&str> {
        self.names
            .get(seat)
            .map(String::as_str)
            .filter(|name| !name.trim().is_empty())
    }
}

/// Why a phrase could not be worded exactly: a missing message, a value the message needs and
/// was not given, a message that does not parse. Tests fail on these; players see the English
/// words, or the id, instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem(pub String);

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The words of one language, with English behind them for any message a translation lacks.
pub struct Text {
    lang: Lang,
    bundle: Bundle,
    english: Option<Bundle>,
}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Text").field("lang", &self.lang).finish()
    }
}

impl Default for Text {
    fn default() -> Text {
        Text::new(Lang::En)
    }
}

/// A bundle of every message file of `lang`. Files that do not parse are added as far as
/// they do; the tests see to it that none is left so.
fn bundle(lang: Lang) -> Bundle {
    let id = lang.tag().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Unicode isolation marks around every value would be drawn as boxes by the game's font;
    // the five languages all run left to right.
    bundle.set_use_isolating(false);
    let _ = bundle.add_builtins();
    for file in files(lang) {
        let resource = match FluentResource::try_new(file.source.to_string()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        // A message defined twice keeps its first definition.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

impl Text {
    pub fn new(lang: Lang) -> Text {
        Text {
            lang,
            bundle: bundle(lang),
            english: (lang != Lang::En).then(|| bundle(Lang::En)),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether this language has the message `id` itself (not through English).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// A message that names no values.
    pub fn get(&self, id: &str) -> String {
        self.say(&Phrase::new(id.to_string()), &SeatNames::nobody())
    }

    /// A phrase in words: in this language where it has the message, else in English, else
    /// the id itself, so a missing message shows rather than hides.
    pub fn say(&self, phrase: &Phrase, seats: &SeatNames) -> String {
        match self.try_say(phrase, seats) {
            Ok(words) => words,
            Err(_) => self
                .english
                .as_ref()
                .and_then(|english| self.format(english, phrase, seats, false).ok())
                .unwrap_or_else(|| {
                    self.format(&self.bundle, phrase, seats, false)
                        .unwrap_or_else(|_| phrase.id.to_string())
                }),
        }
    }

    /// A phrase in words in this language only, or what kept it from being worded exactly.
    pub fn try_say(&self, phrase: &Phrase, seats: &SeatNames) -> Result<String, Problem> {
        self.format(&self.bundle, phrase, seats, true)
    }

    /// The one way a seat is named everywhere: "You" for the seat spoken to, the name its
    /// player chose at an online table, else "Player N" counted from 1.
    pub fn seat(&self, seat: Seat, seats: &SeatNames) -> String {
        if seats.you == Some(seat) {
            return self.get("seat-you");
        }
        if let Some(name) = seats.chosen(seat) {
            return name.to_string();
        }
        let number = i64::try_from(seat).unwrap_or(i64::MAX - 1) + 1;
        self.say(
            &Phrase::new("seat-player").number("number", number),
            &SeatNames::nobody(),
        )
    }

    fn format(
        &self,
        bundle: &Bundle,
        phrase: &Phrase,
        seats: &SeatNames,
        strict: bool,
    ) -> Result<String, Problem> {
        let message = bundle
            .get_message(&phrase.id)
            .ok_or_else(|| Problem(format!("no message '{}' in {}", phrase.id, self.lang.tag())))?;
        let pattern = message
            .value()
            .ok_or_else(|| Problem(format!("message '{}' has no value", phrase.id)))?;
        let args = values::fluent_args(self, phrase, seats, strict)?;
        let mut errors = Vec::new();
        let words = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if strict && !errors.is_empty() {
            return Err(Problem(format!(
                "'{}' in {}: {errors:?}",
                phrase.id,
                self.lang.tag()
            )));
        }
        Ok(words.into_owned())
    }
}

/// A card as the corners of the cards show it: rank, then suit symbol ("10♥", "Q♠"). The same
/// in every language, as the faces are.
pub fn card(card: Card) -> String {
    format!("{}{}", card.rank.label(), card.suit.symbol())
}

/// Cards as [`card`] writes them, separated by spaces.
pub fn cards(cards: &[Card]) -> String {
    let words: Vec<String> = cards.iter().map(|&c| card(c)).collect();
    words.join(" ")
}

/// Phrases worded in one language with every seat "Player N": what a protocol adds beside its
/// data for people reading a log.
pub struct LogWording(pub Text);

impl Wording for LogWording {
    fn word(&self, phrase: &Phrase) -> String {
        self.0.say(phrase, &SeatNames::nobody())
    }
}

/// A borrowed or owned string, as Fluent takes values.
pub(crate) fn owned(text: String) -> Cow<'static, str> {
    Cow::Owned(text)
}

/// Fluent arguments, for [`values`].
pub(crate) type Args<'a> = FluentArgs<'a>;
