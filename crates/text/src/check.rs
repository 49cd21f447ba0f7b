//! Checks that phrases are worded right in every language, for the tests of this crate and of
//! the game: each phrase must have its message in every language, the message must read
//! exactly the values the phrase gives (no more, no fewer), leave no `{ $placeholder }`, and
//! show the seats, numbers, cards, ranks and suits of its data when every seat is named
//! "Player N".

use crate::{Lang, SeatNames, Text, variables};
use challenge_rules::{Arg, Phrase};
use std::collections::{BTreeMap, BTreeSet};

/// The languages checked: all of them, or those `CHECK_LANGS` lists ("en,ru") while a
/// translation is being written.
pub fn languages() -> Vec<Lang> {
    match std::env::var("CHECK_LANGS") {
        Ok(list) => list
            .split(',')
            .filter_map(|tag| Lang::from_tag(tag.trim()))
            .collect(),
        Err(_) => Lang::ALL.to_vec(),
    }
}

/// Every language (or those `CHECK_LANGS` lists) with what each message reads.
pub struct Languages {
    pub texts: Vec<Text>,
    /// Per language, the values each message reads.
    pub variables: BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>>,
}

impl Default for Languages {
    fn default() -> Languages {
        Languages::new()
    }
}

impl Languages {
    pub fn new() -> Languages {
        let variables = languages()
            .into_iter()
            .map(|lang| {
                let found = variables(lang)
                    .unwrap_or_else(|problems| panic!("{} files: {problems:#?}", lang.tag()));
                (lang, found)
            })
            .collect();
        Languages {
            texts: languages().into_iter().map(Text::new).collect(),
            variables,
        }
    }

    /// Words `phrase` in every language and checks the words against its data.
    pub fn check(&self, phrase: &Phrase, context: &str) {
        let given: BTreeSet<String> = phrase.args.keys().map(|name| name.to_string()).collect();
        for text in &self.texts {
            let lang = text.lang().tag();
            let read = self.variables[&text.lang()]
                .get(phrase.id.as_ref())
                .unwrap_or_else(|| panic!("{lang}: no message '{}' ({context})", phrase.id));
            assert_eq!(
                read, &given,
                "{lang}: '{}' reads other values than the phrase gives ({context})",
                phrase.id
            );
            let nobody = SeatNames::nobody();
            let words = text
                .try_say(phrase, &nobody)
                .unwrap_or_else(|problem| panic!("{problem} ({context})"));
            assert!(
                !words.contains('{') && !words.contains('}') && !words.trim().is_empty(),
                "{lang}: '{}' worded as {words:?} ({context})",
                phrase.id
            );
            for (name, value) in &phrase.args {
                for shown in shown_forms(text, value) {
                    assert!(
                        words.contains(&shown),
                        "{lang}: '{}' should show {name} = {shown:?} but says {words:?} ({context})",
                        phrase.id
                    );
                }
            }
            // Spoken to a seat, the same phrase words without a problem too.
            for you in 0..2 {
                text.try_say(phrase, &SeatNames::you(you))
                    .unwrap_or_else(|problem| panic!("{problem} ({context})"));
            }
        }
    }
}

/// What the words must hold of a value, with every seat named "Player N".
fn shown_forms(text: &Text, value: &Arg) -> Vec<String> {
    let nobody = SeatNames::nobody();
    match value {
        Arg::Seat(seat) => vec![text.seat(*seat, &nobody)],
        Arg::Seats(seats) => seats.iter().map(|&s| text.seat(s, &nobody)).collect(),
        Arg::Number(number) => vec![number.unsigned_abs().to_string()],
        Arg::Card(card) => vec![crate::card(*card)],
        Arg::Cards(cards) => cards.iter().map(|&c| crate::card(c)).collect(),
        Arg::Suit(suit) => vec![suit.symbol().to_string()],
        Arg::Rank(rank) => vec![text.get(&format!("rank-{}", rank.label().to_lowercase()))],
        Arg::Word(_) => Vec::new(),
        Arg::Phrase(inner) => vec![text.say(inner, &nobody)],
        Arg::Verbatim(words) => vec![words.clone()],
    }
}
