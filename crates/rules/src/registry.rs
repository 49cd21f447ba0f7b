//! What a game is beside its rules (its id, title, blurb, rules text, seats and options) and
//! the macro behind the one list of games in [`crate::games`], from which every screen and
//! tool learns which games there are.

use crate::GameId;
use crate::setup::OptionSpec;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::RangeInclusive;

/// A game's description: everything a menu, a tool or a file needs to know of it.
#[derive(Clone, Debug)]
pub struct GameInfo {
    /// The id in save files, the protocol and on the command line, e.g. `suit_challenge`.
    pub id: &'static str,
    /// The name players read, e.g. "Suit Challenge".
    pub title: &'static str,
    /// One line under the title on the title screen.
    pub blurb: &'static str,
    /// The rules as players read them (Markdown paragraphs).
    pub rules: &'static str,
    /// The notes that settle what the source texts leave open.
    pub rule_notes: &'static [&'static str],
    /// The seat counts the game allows.
    pub seats: RangeInclusive<usize>,
    /// The options a setup screen offers at a seat count within `seats`, in order; their
    /// `default_index` is filled in by [`crate::setup::option_specs`].
    pub options: fn(seats: usize) -> Vec<OptionSpec>,
}

/// Something to do with a game's concrete [`Rules`](crate::Rules) type, chosen by id at run
/// time: see [`crate::games::visit`].
pub trait GameVisitor {
    type Output;
    fn visit<R: crate::Rules>(self) -> Self::Output;
}

/// Which entry of the registry a rules type is. Written by the registry, never by hand, so a
/// game's id and its rules type cannot disagree; [`Rules`](crate::Rules) requires it.
pub trait Registered {
    const ID: crate::GameId;
}

/// The registry: one `Variant => path::RulesType` line per game. Declares [`GameId`]
/// (`crate::games::GameId`), [`GameId::ALL`] in menu order, each game's [`GameInfo`], the
/// [`Registered`] id of each rules type and `visit`, which calls a [`GameVisitor`] with the
/// rules type of a game. Every match it writes is exhaustive, so a game cannot be half-added.
macro_rules! register_games {
    ($($variant:ident => $rules:ty),+ $(,)?) => {
        /// A game of the registry. Written as its id (`"gotcha"`) in JSON.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($variant),+
        }

        impl GameId {
            /// Every game, in the order menus list them.
            pub const ALL: [GameId; [$(stringify!($variant)),+].len()] = [$(GameId::$variant),+];

            /// The game's description.
            pub fn info(self) -> &'static $crate::registry::GameInfo {
                match self {
                    $(GameId::$variant => &<$rules as $crate::game::Rules>::INFO),+
                }
            }
        }

        $(
            impl $crate::registry::Registered for $rules {
                const ID: GameId = GameId::$variant;
            }
        )+

        /// Calls `visitor` with the rules type of `game`.
        pub fn visit<V: $crate::registry::GameVisitor>(game: GameId, visitor: V) -> V::Output {
            match game {
                $(GameId::$variant => visitor.visit::<$rules>()),+
            }
        }
    };
}

pub(crate) use register_games;

impl GameId {
    /// The id in save files, the protocol and on the command line.
    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn title(self) -> &'static str {
        self.info().title
    }

    /// The seat counts the game allows.
    pub fn seat_range(self) -> RangeInclusive<usize> {
        self.info().seats.clone()
    }

    /// The game with this id, if the registry has one.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|game| game.id() == id)
    }

    /// Every game's id, for messages that list them: "suit_challenge, …, gotcha".
    pub fn id_list() -> String {
        GameId::ALL.map(GameId::id).join(", ")
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameId, D::Error> {
        let id = String::deserialize(deserializer)?;
        GameId::from_id(&id).ok_or_else(|| {
            serde::de::Error::custom(format!("unknown game '{id}'; games: {}", GameId::id_list()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::visit;

    struct IdOf;
    impl GameVisitor for IdOf {
        type Output = (GameId, &'static str);
        fn visit<R: crate::Rules>(self) -> Self::Output {
            (R::ID, R::INFO.id)
        }
    }

    #[test]
    fn every_registered_game_is_reached_by_its_id_and_visits_its_own_rules() {
        for game in GameId::ALL {
            assert_eq!(GameId::from_id(game.id()), Some(game));
            assert_eq!(visit(game, IdOf), (game, game.id()));
            let json = serde_json::to_value(game).unwrap();
            assert_eq!(json, serde_json::json!(game.id()));
            assert_eq!(serde_json::from_value::<GameId>(json).unwrap(), game);
        }
        let error = serde_json::from_value::<GameId>(serde_json::json!("chess")).unwrap_err();
        assert!(
            error.to_string().contains("unknown game 'chess'"),
            "{error}"
        );
    }

    #[test]
    fn ids_and_titles_are_distinct_and_every_game_is_described() {
        for (at, game) in GameId::ALL.into_iter().enumerate() {
            let info = game.info();
            assert!(
                !info.id.is_empty() && info.id.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            );
            assert!(!info.title.is_empty() && !info.blurb.is_empty());
            assert!(info.rules.len() > 200, "{game} rules are too short");
            assert!(!info.rule_notes.is_empty(), "{game} has no rule notes");
            assert!(info.seats.start() >= &2 && info.seats.start() <= info.seats.end());
            for other in &GameId::ALL[at + 1..] {
                assert_ne!(info.id, other.id());
                assert_ne!(info.title, other.title());
            }
        }
    }
}
