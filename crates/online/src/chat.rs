//! Table chat as the protocol carries it. Quick phrases and reactions travel as ids, so each
//! player reads them in their own language; free text travels as plain text (never markup),
//! tidied and cut to a length. Who said a line is never the client's word: the server names the
//! seat of the connection it came from.

use crate::names::tidy_text;
use challenge_rules::Seat;
use serde::{Deserialize, Serialize};

/// The quick phrases, by id, in the order a chat panel offers them. Each client words
/// `chat-phrase-<id>` (dashes for underscores) in its player's language.
pub const CHAT_PHRASES: &[&str] = &[
    "hello",
    "good_luck",
    "well_played",
    "thanks",
    "oops",
    "one_moment",
    "your_turn",
    "good_game",
    "again",
];

/// The reactions, by id, in the order a chat panel offers them; each client draws
/// `chat-reaction-<id>`.
pub const CHAT_REACTIONS: &[&str] = &["smile", "frown", "heart", "star", "wow", "yes"];

/// The longest free-text line kept, in characters.
pub const CHAT_TEXT_LIMIT: usize = 200;

/// How many lines a table keeps for the players who return to it (and shows whoever arrives).
pub const CHAT_KEPT: usize = 50;

/// Lines one speaker may say within [`CHAT_WINDOW_SECS`]; more are refused with `limit`.
pub const CHAT_BURST: usize = 5;
/// The window [`CHAT_BURST`] counts over, in seconds.
pub const CHAT_WINDOW_SECS: u64 = 10;

/// What a player says at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Said {
    /// One of [`CHAT_PHRASES`].
    Phrase { id: String },
    /// One of [`CHAT_REACTIONS`].
    Reaction { id: String },
    /// Plain text, as typed.
    Text { text: String },
}

impl Said {
    /// The line as the table keeps and sends it: a known phrase or reaction, or text tidied
    /// (no control or invisible characters, one space between words, at most
    /// [`CHAT_TEXT_LIMIT`] characters). Else why not, for a developer reading the exchange.
    pub fn checked(self) -> Result<Said, String> {
        match self {
            Said::Phrase { id } if CHAT_PHRASES.contains(&id.as_str()) => Ok(Said::Phrase { id }),
            Said::Phrase { id } => Err(format!(
                "'{id}' is not a chat phrase: they are {}",
                CHAT_PHRASES.join(", ")
            )),
            Said::Reaction { id } if CHAT_REACTIONS.contains(&id.as_str()) => {
                Ok(Said::Reaction { id })
            }
            Said::Reaction { id } => Err(format!(
                "'{id}' is not a reaction: they are {}",
                CHAT_REACTIONS.join(", ")
            )),
            Said::Text { text } => {
                let text = tidy_text(&text, CHAT_TEXT_LIMIT);
                if text.is_empty() {
                    Err("the text says nothing once tidied".into())
                } else {
                    Ok(Said::Text { text })
                }
            }
        }
    }
}

/// One line of a table's chat, as everyone at the table receives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// The line's number at its table, counted from 1: a client that has a line keeps one copy.
    pub n: u64,
    /// The seat of the player who said it; None for a spectator.
    pub seat: Option<Seat>,
    pub said: Said,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_phrases_and_reactions_pass_and_others_are_refused() {
        for id in CHAT_PHRASES {
            let said = Said::Phrase { id: id.to_string() };
            assert_eq!(said.clone().checked(), Ok(said));
        }
        for id in CHAT_REACTIONS {
            let said = Said::Reaction { id: id.to_string() };
            assert_eq!(said.clone().checked(), Ok(said));
        }
        assert!(Said::Phrase { id: "smile".into() }.checked().is_err());
        assert!(Said::Reaction { id: "hello".into() }.checked().is_err());
        assert!(Said::Phrase { id: "".into() }.checked().is_err());
    }

    #[test]
    fn text_is_tidied_cut_and_never_empty() {
        let said = Said::Text {
            text: "  good\u{202E} luck\n\n  all \u{7}".into(),
        };
        assert_eq!(
            said.checked(),
            Ok(Said::Text {
                text: "good luck all".into()
            })
        );
        let long = Said::Text {
            text: "a".repeat(CHAT_TEXT_LIMIT * 2),
        };
        match long.checked() {
            Ok(Said::Text { text }) => assert_eq!(text.chars().count(), CHAT_TEXT_LIMIT),
            other => panic!("{other:?}"),
        }
        assert!(
            Said::Text {
                text: " \u{200B}\t".into()
            }
            .checked()
            .is_err()
        );
        // Markup is text like any other: it is kept as typed, and never read as markup.
        assert_eq!(
            Said::Text {
                text: "<b>hi</b>".into()
            }
            .checked(),
            Ok(Said::Text {
                text: "<b>hi</b>".into()
            })
        );
    }

    #[test]
    fn lines_read_back_from_json() {
        let line = ChatLine {
            n: 3,
            seat: Some(1),
            said: Said::Phrase {
                id: "good_luck".into(),
            },
        };
        let json = serde_json::to_string(&line).unwrap();
        assert_eq!(
            json,
            r#"{"n":3,"seat":1,"said":{"kind":"phrase","id":"good_luck"}}"#
        );
        assert_eq!(serde_json::from_str::<ChatLine>(&json).unwrap(), line);
    }
}
