//! Open tables: the public tables anyone may join without a code, as `list_tables` lists them,
//! and the language tag a host gives so players can pick a table where they are understood.

use serde::{Deserialize, Serialize};

/// The most tables one `tables` message lists, oldest first: enough to pick from, and a list a
/// client can ask for often without making the server write much.
pub const OPEN_TABLES_LISTED: usize = 50;

/// One public table not yet dealt with at least one open seat, as `tables` lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenTable {
    /// The invite code, to `join` it with.
    pub code: String,
    /// The game's id.
    pub game: String,
    /// Seats at the table.
    pub seats: usize,
    /// Seats still open.
    pub free: usize,
    /// The host's language tag ("en", "ru"), or empty when the host gave none.
    #[serde(default)]
    pub lang: String,
    /// The host's name; empty when the host gave none (each client then names the seat in its
    /// own language).
    #[serde(default)]
    pub host: String,
}

/// A language tag as the server keeps it: 2 or 3 ASCII letters, lower-cased; anything else
/// (a region, a script, a sentence) is none, so a listing carries only a short tag a client
/// can compare with its own.
pub fn tidy_lang(given: &str) -> String {
    if (2..=3).contains(&given.len()) && given.bytes().all(|b| b.is_ascii_alphabetic()) {
        given.to_ascii_lowercase()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_short_letter_tags_are_kept() {
        assert_eq!(tidy_lang("en"), "en");
        assert_eq!(tidy_lang("RU"), "ru");
        assert_eq!(tidy_lang("fil"), "fil");
        for refused in ["", "e", "en-GB", "engl", "e1", "ру", " en"] {
            assert_eq!(tidy_lang(refused), "", "{refused}");
        }
    }

    #[test]
    fn listings_read_back_and_older_ones_read_without_lang_or_host() {
        let table = OpenTable {
            code: "ACEFHJ".into(),
            game: "gotcha".into(),
            seats: 3,
            free: 1,
            lang: "de".into(),
            host: "Ann".into(),
        };
        let text = serde_json::to_string(&table).unwrap();
        assert_eq!(
            text,
            r#"{"code":"ACEFHJ","game":"gotcha","seats":3,"free":1,"lang":"de","host":"Ann"}"#
        );
        assert_eq!(serde_json::from_str::<OpenTable>(&text).unwrap(), table);
        let bare: OpenTable =
            serde_json::from_str(r#"{"code":"ACEFHJ","game":"gotcha","seats":2,"free":1}"#)
                .unwrap();
        assert!(bare.lang.is_empty() && bare.host.is_empty());
    }
}
