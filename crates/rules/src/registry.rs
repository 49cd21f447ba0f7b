//! What a game is beside its rules (its id, seats, options and the facts screens read of it)
//! and the macro behind the one list of games in [`crate::games`], from which every screen and
//! tool learns which games there are. A game's words (its title, blurb, rules page, notes,
//! actions and errors) are not here: they live in its message files of the text layer, under
//! ids that start with the game's id.

use crate::GameId;
use crate::setup::OptionSpec;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::RangeInclusive;

/// A game's description: everything a menu, a tool or a file needs to know of it.
#[derive(Clone, Debug)]
pub struct GameInfo {
    /// The id in save files, the protocol, the command line and the message ids of its words,
    /// e.g. `suit_challenge` (its title is the message `suit_challenge-title`).
    pub id: &'static str,
    /// The seat counts the game allows.
    pub seats: RangeInclusive<usize>,
    /// The options a setup screen offers at a seat count within `seats`, in order; their
    /// `default_index` is filled in by [`crate::setup::option_specs`].
    pub options: fn(seats: usize) -> Vec<OptionSpec>,
    /// The number a share code gives the game. Fixed forever: never change or reuse one.
    pub share_code: u64,
    /// Whether the outcome's scores are scores a player reads as theirs (statistics keep best
    /// and average scores, the table charts them). Svoi Kozyri's are only 1 for the winner.
    pub keeps_score: bool,
    /// What the score chart at the end of a game plots.
    pub chart: Chart,
}

/// What the score chart of a game plots: one point per `point`, values in `measure`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chart {
    pub point: ChartPoint,
    pub measure: ChartMeasure,
}

/// What one point of a score chart stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartPoint {
    Round,
    Deal,
}

/// What the values of a score chart are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartMeasure {
    Score,
    Tokens,
}

impl Chart {
    /// A point per round, values in points: what most games chart.
    pub const ROUNDS_OF_POINTS: Chart = Chart {
        point: ChartPoint::Round,
        measure: ChartMeasure::Score,
    };
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
/// [`Registered`] id of each rules type, `visit`, which calls a [`GameVisitor`] with the
/// rules type of a game, and `GameNote`, any game's note (what [`crate::Event::Said`]
/// carries), written in JSON as the game's own note with its id under `"game"`. Every match it
/// writes is exhaustive, so a game cannot be half-added.
macro_rules! register_games {
    ($($variant:ident => $rules:ty),+ $(,)?) => {
        /// A game of the registry. Written as its id (`"gotcha"`) in JSON.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($variant),+
        }

        /// A note of any game: what a seat said or did, how a round or the game ended. Each
        /// game's own `Note` type says what it records; its words are in that game's message
        /// files.
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(tag = "game", rename_all = "snake_case")]
        pub enum GameNote {
            $($variant(<$rules as $crate::game::Rules>::Note)),+
        }

        $(
            impl From<<$rules as $crate::game::Rules>::Note> for GameNote {
                fn from(note: <$rules as $crate::game::Rules>::Note) -> GameNote {
                    GameNote::$variant(note)
                }
            }
        )+

        impl GameNote {
            /// The game whose note this is.
            pub fn game(&self) -> GameId {
                match self {
                    $(GameNote::$variant(_) => GameId::$variant),+
                }
            }
        }

        impl $crate::phrase::Speak for GameNote {
            fn phrase(&self) -> $crate::phrase::Phrase {
                match self {
                    $(GameNote::$variant(note) => note.phrase()),+
                }
            }
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

    /// The id of the message naming the game ("Suit Challenge" in English).
    pub fn title_id(self) -> String {
        format!("{}-title", self.id())
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
    fn ids_and_share_code_numbers_are_distinct_and_every_game_is_described() {
        for (at, game) in GameId::ALL.into_iter().enumerate() {
            let info = game.info();
            assert!(
                !info.id.is_empty() && info.id.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            );
            assert!(info.seats.start() >= &2 && info.seats.start() <= info.seats.end());
            assert!(info.share_code > 0, "{game} has no share-code number");
            for other in &GameId::ALL[at + 1..] {
                assert_ne!(info.id, other.id());
                assert_ne!(info.share_code, other.info().share_code);
            }
        }
    }

    #[test]
    fn share_code_numbers_never_change() {
        // Codes already shared name their game by these numbers.
        let numbers: Vec<(GameId, u64)> = GameId::ALL
            .into_iter()
            .map(|game| (game, game.info().share_code))
            .collect();
        assert_eq!(
            numbers,
            [
                (GameId::SuitChallenge, 1),
                (GameId::ChallengePoker, 2),
                (GameId::BluffPoker, 3),
                (GameId::SvoiKozyri, 4),
                (GameId::Gotcha, 5),
            ]
        );
    }
}
