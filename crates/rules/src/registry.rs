//! The registry: the one list of games, from which every screen and tool learns which games
//! there are, and the face each game shows the layers above the games. Each game is a folder
//! of [`crate::games`] implementing [`Game`], knowing no other game; here it gets its
//! [`GameId`] and becomes a [`Rules`]: the same game with every game's notes in one type,
//! [`GameNote`], so that a save, a protocol or a table can handle any game alike.
//!
//! A game's words (its title, blurb, rules page, notes, actions and errors) are not here: they
//! live in its message files of the text layer, under ids that start with the game's id.

pub use crate::info::{Chart, ChartMeasure, ChartPoint, GameInfo};

use crate::assessment::Assessment;
use crate::cards::Card;
use crate::coach::Advice;
use crate::deal::Deal;
use crate::event;
use crate::game::{Data, Game, Level};
use crate::games::{bluff_poker, challenge_poker, gotcha, suit_challenge, svoi_kozyri};
use crate::guide::Lesson;
use crate::phrase::Speak;
use crate::refusal::{Refuse, RulesError};
use crate::rng::GameRng;
use crate::table::Seat;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::RangeInclusive;

/// The registry's declarations from its list of `Variant => path::RulesType` lines: [`GameId`],
/// [`GameId::ALL`] in menu order, each game's [`GameInfo`], the [`Registered`] id of each rules
/// type, [`visit`] and [`visit_game`], which call a visitor with the rules type of a game, and
/// [`GameNote`], any game's note (what a [`Rules`] game's events carry), written in JSON as the
/// game's own note with its id under `"game"`. Every match it writes is exhaustive, so a game
/// cannot be half-added.
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
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(tag = "game", rename_all = "snake_case")]
        pub enum GameNote {
            $($variant(<$rules as Game>::Note)),+
        }

        $(
            impl From<<$rules as Game>::Note> for GameNote {
                fn from(note: <$rules as Game>::Note) -> GameNote {
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

        impl Speak for GameNote {
            fn phrase(&self) -> crate::phrase::Phrase {
                match self {
                    $(GameNote::$variant(note) => note.phrase()),+
                }
            }
        }

        impl GameId {
            /// Every game, in the order menus list them.
            pub const ALL: [GameId; [$(stringify!($variant)),+].len()] = [$(GameId::$variant),+];

            /// The game's description.
            pub fn info(self) -> &'static GameInfo {
                match self {
                    $(GameId::$variant => &<$rules as Game>::INFO),+
                }
            }
        }

        $(
            impl Registered for $rules {
                const ID: GameId = GameId::$variant;
            }
        )+

        /// Calls `visitor` with the rules type of `game`.
        pub fn visit<V: GameVisitor>(game: GameId, visitor: V) -> V::Output {
            match game {
                $(GameId::$variant => visitor.visit::<$rules>()),+
            }
        }

        /// Calls `visitor` with the [`Game`] type of `game`.
        pub fn visit_game<V: GameTypeVisitor>(game: GameId, visitor: V) -> V::Output {
            match game {
                $(GameId::$variant => visitor.visit::<$rules>()),+
            }
        }
    };
}

// The list: one `Variant => rules type` line per game, in the order menus list them. A new
// game is a folder of `crate::games` and one line here (see `docs/adding-a-game.md`).
register_games! {
    SuitChallenge => suit_challenge::SuitChallenge,
    ChallengePoker => challenge_poker::ChallengePoker,
    BluffPoker => bluff_poker::BluffPoker,
    SvoiKozyri => svoi_kozyri::SvoiKozyri,
    Gotcha => gotcha::Gotcha,
}

/// What any game's action caused: an [`event::Event`] whose note is any game's.
pub type Event = event::Event<GameNote>;

/// How any game ended: an [`event::Outcome`] whose summary is any game's note.
pub type Outcome = event::Outcome<GameNote>;

/// Something to do with a game's rules type, chosen by id at run time: see [`visit`].
pub trait GameVisitor {
    type Output;
    fn visit<R: Rules>(self) -> Self::Output;
}

/// Something to do with a game's own [`Game`] type, with its own notes and refusals, chosen by
/// id at run time: see [`visit_game`].
pub trait GameTypeVisitor {
    type Output;
    fn visit<G: Game + Registered>(self) -> Self::Output;
}

/// Which entry of the registry a rules type is. Written by the registry, never by hand, so a
/// game's id and its rules type cannot disagree; [`Rules`] requires it.
pub trait Registered {
    const ID: GameId;
}

/// A registered game as the layers above the games see it: its [`Game`], with events and the
/// outcome carrying [`GameNote`], any game's note, and its refusals as [`RulesError`]s. Every
/// registered game is one; nothing else implements it. See [`Game`] for what each method does.
///
/// It repeats the methods of [`Game`] rather than extending it: the same names from two traits
/// would be ambiguous on a generic `R: Rules`, and the app calls them by those names.
pub trait Rules:
    Registered + Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    type Options: Data + Default;
    /// A move; the text layer words it for buttons and logs ([`Speak`]).
    type Action: Data + Speak;
    /// What one seat may see, and nothing more.
    type View: Data;
    /// The game's own records of what was said or happened (see [`Game::Note`]).
    type Note: Data + Speak;

    /// What the game is: id, seat counts, options and the facts every screen reads of it.
    const INFO: GameInfo;

    fn new_game(options: &Self::Options, seats: usize, deal: Deal) -> Result<Self, RulesError>;
    fn options(&self) -> &Self::Options;
    fn seats(&self) -> usize;
    fn to_act(&self) -> Option<Seat>;
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies the action of the seat to act; its events carry any game's note.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Event>, RulesError>;
    fn view(&self, seat: Seat) -> Self::View;
    fn watch_view(&self) -> Self::View;
    /// The outcome, once the game is over; its summary is any game's note.
    fn outcome(&self) -> Option<Outcome>;
    fn validate(&self) -> Result<(), RulesError>;
    fn all_cards(&self) -> Vec<Card>;
    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng);
    fn bot_action(
        view: &Self::View,
        legal: &[Self::Action],
        level: Level,
        rng: &mut GameRng,
    ) -> Self::Action;
    fn advise(view: &Self::View, legal: &[Self::Action], rng: &mut GameRng)
    -> Advice<Self::Action>;
    fn assess(
        view: &Self::View,
        legal: &[Self::Action],
        played: &Self::Action,
        rng: &mut GameRng,
    ) -> Option<Assessment<Self::Action>>;
    fn canonical_action(&self, action: &Self::Action) -> Self::Action;
    fn lesson() -> Option<Lesson<Self, Self::Options, Self::Action>>;
}

impl<G> Rules for G
where
    G: Game + Registered,
    G::Note: Into<GameNote>,
{
    type Options = G::Options;
    type Action = G::Action;
    type View = G::View;
    type Note = G::Note;

    const INFO: GameInfo = G::INFO;

    fn new_game(options: &G::Options, seats: usize, deal: Deal) -> Result<G, RulesError> {
        <G as Game>::new_game(options, seats, deal).map_err(RulesError::from)
    }

    fn options(&self) -> &G::Options {
        <G as Game>::options(self)
    }

    fn seats(&self) -> usize {
        <G as Game>::seats(self)
    }

    fn to_act(&self) -> Option<Seat> {
        <G as Game>::to_act(self)
    }

    fn legal_actions(&self) -> Vec<G::Action> {
        <G as Game>::legal_actions(self)
    }

    fn apply(&mut self, action: &G::Action) -> Result<Vec<Event>, RulesError> {
        let events = <G as Game>::apply(self, action).map_err(RulesError::from)?;
        Ok(events
            .into_iter()
            .map(|event| event.map_note(Into::into))
            .collect())
    }

    fn view(&self, seat: Seat) -> G::View {
        <G as Game>::view(self, seat)
    }

    fn watch_view(&self) -> G::View {
        <G as Game>::watch_view(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        <G as Game>::outcome(self).map(|outcome| outcome.map_note(Into::into))
    }

    fn validate(&self) -> Result<(), RulesError> {
        <G as Game>::validate(self).map_err(RulesError::from)
    }

    fn all_cards(&self) -> Vec<Card> {
        <G as Game>::all_cards(self)
    }

    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng) {
        <G as Game>::shuffle_hidden(self, seat, rng);
    }

    fn bot_action(
        view: &G::View,
        legal: &[G::Action],
        level: Level,
        rng: &mut GameRng,
    ) -> G::Action {
        <G as Game>::bot_action(view, legal, level, rng)
    }

    fn advise(view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> Advice<G::Action> {
        <G as Game>::advise(view, legal, rng)
    }

    fn assess(
        view: &G::View,
        legal: &[G::Action],
        played: &G::Action,
        rng: &mut GameRng,
    ) -> Option<Assessment<G::Action>> {
        <G as Game>::assess(view, legal, played, rng)
    }

    fn canonical_action(&self, action: &G::Action) -> G::Action {
        <G as Game>::canonical_action(self, action)
    }

    fn lesson() -> Option<Lesson<G, G::Options, G::Action>> {
        <G as Game>::lesson()
    }
}

impl GameId {
    /// One example of every refusal the game gives: its own refusals' and the shared ones as
    /// it gives them (naming it), each as the data the protocol sends. For the checks that
    /// every refusal is worded.
    pub fn refusal_examples(self) -> Vec<RulesError> {
        struct Examples;
        impl GameTypeVisitor for Examples {
            type Output = Vec<RulesError>;
            fn visit<G: Game + Registered>(self) -> Vec<RulesError> {
                G::Refusal::examples(&G::INFO)
                    .into_iter()
                    .map(RulesError::from)
                    .collect()
            }
        }
        visit_game(self, Examples)
    }

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

    /// The numbers share codes already name games by.
    const SHARED_NUMBERS: [(GameId, u64); 5] = [
        (GameId::SuitChallenge, 1),
        (GameId::ChallengePoker, 2),
        (GameId::BluffPoker, 3),
        (GameId::SvoiKozyri, 4),
        (GameId::Gotcha, 5),
    ];

    #[test]
    fn share_code_numbers_never_change() {
        // Codes already shared name their game by these numbers; a game added since takes a
        // number above them (each its own: see the test above), so it needs no line here.
        for (game, number) in SHARED_NUMBERS {
            assert_eq!(game.info().share_code, number, "{game}");
        }
        let highest = SHARED_NUMBERS.iter().map(|(_, number)| *number).max();
        for game in GameId::ALL {
            if !SHARED_NUMBERS.iter().any(|(shared, _)| *shared == game) {
                assert!(
                    Some(game.info().share_code) > highest,
                    "{game} takes a number a shared code already names"
                );
            }
        }
    }
}
