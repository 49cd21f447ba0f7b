//! The game's words in the player's language: the [`Lexicon`] (the text layer of
//! `challenge-text` for the language chosen in the settings, or the system's or browser's),
//! the [`Says`] component that keeps a UI text in that language as it changes, and the
//! [`SeatNaming`] every line of the table names seats by.

use crate::settings::Settings;
use bevy::prelude::*;
use challenge_rules::{Phrase, Seat, Values};
use challenge_text::{Lang, SeatNames, Text as Words};

#[cfg(target_arch = "wasm32")]
mod fetched;

pub fn plugin(app: &mut App) {
    let lang = app
        .world()
        .get_resource::<Settings>()
        .and_then(Settings::chosen_language)
        .unwrap_or_else(system_language);
    let (words, awaited) = match words_of(lang) {
        Some(words) => (words, None),
        // English until the page has the language's words, which it fetches beside the module.
        None => (Words::new(Lang::En), Some(lang)),
    };
    app.insert_resource(Lexicon(words))
        .insert_resource(AwaitedLanguage(awaited))
        .init_resource::<SeatNaming>()
        .add_systems(
            Update,
            (follow_language_setting, word_says)
                .chain()
                .in_set(crate::shared::AppSystems::Presentation),
        );
}

/// The words of the language the game speaks now.
#[derive(Resource, Debug, Deref)]
pub struct Lexicon(pub Words);

impl Lexicon {
    /// `phrase` in words, its seats named as [`SeatNaming`] says.
    pub fn line(&self, phrase: &Phrase, naming: &SeatNaming) -> String {
        self.0.say(phrase, &naming.0)
    }
}

/// How lines name seats: who is "You" (none in a replay or at a device several players
/// share) and the names players chose at an online table. The table keeps it up to date;
/// elsewhere the local player is seat 0.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Deref)]
pub struct SeatNaming(pub SeatNames);

impl Default for SeatNaming {
    fn default() -> SeatNaming {
        SeatNaming(SeatNames::you(0))
    }
}

impl SeatNaming {
    pub fn you(&self) -> Option<Seat> {
        self.0.you
    }
}

/// A UI text that says this phrase in the player's language: its [`Text`] is written from
/// it when it is added, when it changes, and when the language or the seat naming does.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Says(pub Phrase);

impl Says {
    /// A message that names nothing.
    pub fn id(id: &'static str) -> Says {
        Says(Phrase::new(id))
    }

    /// Text shown as it is in every language: a number, a code, a player's own name.
    pub fn verbatim(text: impl std::fmt::Display) -> Says {
        Says(verbatim(text))
    }
}

impl From<Phrase> for Says {
    fn from(phrase: Phrase) -> Says {
        Says(phrase)
    }
}

impl From<&'static str> for Says {
    fn from(id: &'static str) -> Says {
        Says::id(id)
    }
}

/// Text shown as it is, as a phrase (the message `verbatim`).
pub fn verbatim(text: impl std::fmt::Display) -> Phrase {
    Phrase::new("verbatim").verbatim("text", text)
}

/// The language for a fresh start: the system's (the browser's in the browser), where the
/// game speaks it, else English.
pub fn system_language() -> Lang {
    #[cfg(target_arch = "wasm32")]
    {
        let languages: Vec<String> = web_sys::window()
            .map(|window| window.navigator().languages())
            .map(|list| list.iter().filter_map(|value| value.as_string()).collect())
            .unwrap_or_default();
        Lang::preferred(languages.iter().map(String::as_str))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let locales: Vec<String> = sys_locale::get_locales().collect();
        Lang::preferred(locales.iter().map(String::as_str))
    }
}

/// A language the game will speak once its words are at hand: the browser build carries
/// English alone and fetches the others (see `fetched`).
#[derive(Resource, Debug, Default, PartialEq, Eq)]
pub struct AwaitedLanguage(pub Option<Lang>);

/// The words of `lang`, or None while they are on their way (only in the browser). Words that
/// cannot come are reported, and English stands in for them.
fn words_of(lang: Lang) -> Option<Words> {
    #[cfg(target_arch = "wasm32")]
    match fetched::fetch(lang) {
        fetched::Fetched::Ready => {}
        fetched::Fetched::Coming => return None,
        fetched::Fetched::Failed(why) => {
            warn!("the words of {} could not be loaded: {why}", lang.tag());
        }
    }
    Some(Words::new(lang))
}

/// A language chosen in the settings takes effect at once (in the browser, once its words have
/// come). The settings as loaded were read when the game started (or a `--lang` of the command
/// line overrides them for the run), so only changes after the first frame count.
fn follow_language_setting(
    settings: Res<Settings>,
    mut lexicon: ResMut<Lexicon>,
    mut awaited: ResMut<AwaitedLanguage>,
    mut started: Local<bool>,
) {
    if std::mem::replace(&mut *started, true) && settings.is_changed() {
        let speaking = awaited.0.unwrap_or_else(|| lexicon.lang());
        let lang = settings.chosen_language().unwrap_or(speaking);
        if lang != speaking {
            awaited.0 = Some(lang);
        }
    }
    let Some(lang) = awaited.0 else {
        return;
    };
    if lexicon.lang() == lang {
        awaited.0 = None;
    } else if let Some(words) = words_of(lang) {
        lexicon.0 = words;
        awaited.0 = None;
    }
}

/// Writes each [`Says`] into its text: the new and changed ones, or all of them when the
/// language or the seat naming changed.
fn word_says(
    lexicon: Res<Lexicon>,
    naming: Res<SeatNaming>,
    mut all: Query<(Ref<Says>, &mut Text)>,
) {
    let everything = lexicon.is_changed() || naming.is_changed();
    for (says, mut text) in &mut all {
        if !everything && !says.is_changed() {
            continue;
        }
        let words = lexicon.line(&says.0, &naming);
        if text.0 != words {
            text.0 = words;
        }
    }
}
