//! The public tables this process runs that anyone may join: not yet dealt, with a seat open.
//! The hub keeps them, and each table's task tells it of every change (seats, the public flag,
//! the deal, the close), so `list_tables` and `quick_game` read them here without asking any
//! table, and never see a table dealt or closed.

use crate::locks::lock;
use challenge_online::OpenTable;
use challenge_rules::GameId;
use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

/// A table as listed, with what orders and picks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// When the table was made (unix seconds): the oldest are listed first.
    pub created: u64,
    pub game: GameId,
    pub table: OpenTable,
}

/// Where a listing stands in the list: its age, then the order tables were listed in, for
/// tables made within one second.
type Age = (u64, u64);

#[derive(Default)]
struct Listed {
    by_age: BTreeMap<Age, Listing>,
    age_of: HashMap<String, Age>,
    next: u64,
}

/// The public tables not yet dealt with an open seat, oldest first.
#[derive(Default)]
pub struct OpenTables {
    listed: Mutex<Listed>,
}

impl OpenTables {
    /// Lists the table with this code as `listing` says, or stops listing it (None: private,
    /// dealt, full or closed).
    pub fn set(&self, code: &str, listing: Option<Listing>) {
        let mut listed = lock(&self.listed);
        let kept = listed.age_of.remove(code);
        if let Some(age) = kept {
            listed.by_age.remove(&age);
        }
        let Some(listing) = listing.filter(|listing| listing.table.free > 0) else {
            return;
        };
        // A table listed already keeps its place among tables of its age.
        let age = match kept {
            Some((created, order)) if created == listing.created => (created, order),
            _ => {
                listed.next += 1;
                (listing.created, listed.next)
            }
        };
        listed.age_of.insert(code.to_string(), age);
        listed.by_age.insert(age, listing);
    }

    pub fn remove(&self, code: &str) {
        self.set(code, None);
    }

    /// The first `most` tables, oldest first.
    pub fn oldest(&self, most: usize) -> Vec<OpenTable> {
        lock(&self.listed)
            .by_age
            .values()
            .take(most)
            .map(|listing| listing.table.clone())
            .collect()
    }

    /// The code of the oldest table of `game` (of any game when None) that `pass` does not
    /// pass over.
    pub fn first_of(&self, game: Option<GameId>, pass: impl Fn(&str) -> bool) -> Option<String> {
        lock(&self.listed)
            .by_age
            .values()
            .filter(|listing| game.is_none_or(|game| listing.game == game))
            .map(|listing| &listing.table.code)
            .find(|code| !pass(code))
            .cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listing(code: &str, created: u64, game: GameId, free: usize) -> Listing {
        Listing {
            created,
            game,
            table: OpenTable {
                code: code.into(),
                game: game.id().into(),
                seats: 2,
                free,
                lang: String::new(),
                host: String::new(),
            },
        }
    }

    fn codes(open: &OpenTables) -> Vec<String> {
        open.oldest(10)
            .into_iter()
            .map(|table| table.code)
            .collect()
    }

    #[test]
    fn tables_are_listed_oldest_first_and_keep_their_place() {
        let open = OpenTables::default();
        open.set("BBBBBB", Some(listing("BBBBBB", 5, GameId::ALL[0], 1)));
        open.set("AAAAAA", Some(listing("AAAAAA", 5, GameId::ALL[1], 1)));
        open.set("CCCCCC", Some(listing("CCCCCC", 3, GameId::ALL[0], 1)));
        assert_eq!(codes(&open), ["CCCCCC", "BBBBBB", "AAAAAA"]);
        // A change keeps a table's place; a full table is not listed, and comes back at its age.
        open.set("BBBBBB", Some(listing("BBBBBB", 5, GameId::ALL[0], 2)));
        assert_eq!(codes(&open), ["CCCCCC", "BBBBBB", "AAAAAA"]);
        open.set("CCCCCC", Some(listing("CCCCCC", 3, GameId::ALL[0], 0)));
        assert_eq!(codes(&open), ["BBBBBB", "AAAAAA"]);
        open.set("CCCCCC", Some(listing("CCCCCC", 3, GameId::ALL[0], 1)));
        assert_eq!(codes(&open), ["CCCCCC", "BBBBBB", "AAAAAA"]);
        open.remove("BBBBBB");
        open.remove("NOSUCH");
        assert_eq!(codes(&open), ["CCCCCC", "AAAAAA"]);
        assert_eq!(open.oldest(1).len(), 1);
    }

    #[test]
    fn the_first_of_a_game_passes_over_what_it_is_told() {
        let open = OpenTables::default();
        open.set("AAAAAA", Some(listing("AAAAAA", 1, GameId::ALL[0], 1)));
        open.set("BBBBBB", Some(listing("BBBBBB", 2, GameId::ALL[1], 1)));
        open.set("CCCCCC", Some(listing("CCCCCC", 3, GameId::ALL[1], 1)));
        assert_eq!(open.first_of(None, |_| false).as_deref(), Some("AAAAAA"));
        assert_eq!(
            open.first_of(Some(GameId::ALL[1]), |_| false).as_deref(),
            Some("BBBBBB")
        );
        assert_eq!(
            open.first_of(Some(GameId::ALL[1]), |code| code == "BBBBBB")
                .as_deref(),
            Some("CCCCCC")
        );
        assert_eq!(open.first_of(Some(GameId::ALL[2]), |_| false), None);
    }
}
