//! The rules of Challenge's card games, their computer players, saves, setup options, the
//! headless protocol and the simulator. Pure: no Bevy, no I/O beyond the protocol's streams,
//! no clocks in the rules; every shuffle comes from a seeded [`rng::GameRng`].
//!
//! Each game lives in its own folder under [`games`] and is listed once in the [`registry`];
//! [`GameId`] names a game and [`GameId::info`] describes it.
//!
//! # Layers
//!
//! A module imports only modules of its own layer or of the layers below, and none imports
//! one that imports it back (`tests/architecture.rs` checks both, and places every module):
//!
//! ```text
//!  tools        protocol  sim  duplicate  bot_request  review  stats  refusals
//!                  │
//!  any game     any_game/ (a game behind JSON, the save file)  record/ (records, share
//!  alike        codes, kept replays)  setup (options by game id)  lesson (lessons by id)
//!               playout (the chance to win by playing on)  luck (luck and skill apart)
//!                  │
//!  registry     registry: the list of games; GameId, GameNote, visit, and Rules (a Game
//!                  │        whose events and outcome carry any game's note, its refusals
//!                  │        erased into RulesError)
//!  games        games/<id>/: one game each (rules, words, refusals, bots, lesson, tests),
//!                  │        none knowing another
//!  core         game (the Game trait), event (Event<N>, Outcome<N>), refusal (RulesError,
//!               Refuse, SharedRefusal), table, cards, deal, rng, phrase, info, options,
//!               coach, assessment, grading, guide (a lesson as data), tagged, testing
//! ```
//!
//! The core knows no list of games: its [`game::Event`] and [`game::Outcome`] are generic over
//! a game's note type, and the registry's [`GameNote`] (any game's note) is made only above the
//! games, where [`Event`] and [`Outcome`] name them with it. Each game refuses with its own
//! typed refusals ([`Refuse`]); the registry's [`Rules`] turns them into the data of a
//! [`RulesError`].

pub mod any_game;
pub mod assessment;
pub mod bot_request;
pub mod calibration;
pub mod cards;
pub mod coach;
pub mod deal;
pub mod duplicate;
pub mod event;
pub mod game;
pub mod games;
pub mod grading;
pub mod guide;
pub mod info;
pub mod lesson;
pub mod luck;
pub mod options;
pub mod phrase;
pub mod playout;
pub mod protocol;
pub mod record;
pub mod refusal;
pub mod refusals;
pub mod registry;
pub mod review;
pub mod rng;
pub mod setup;
pub mod sim;
pub mod stats;
pub mod table;
pub mod tagged;
#[cfg(test)]
pub mod testing;

pub use cards::{Card, Rank, Suit};
pub use game::{Audience, Deal, Game, Level, Refuse, RulesError, Seat, SharedRefusal, Zone};
pub use phrase::{Arg, Phrase, Speak, Values, Wording};
pub use registry::{
    Chart, ChartMeasure, ChartPoint, Event, GameId, GameInfo, GameNote, GameTypeVisitor,
    GameVisitor, Outcome, Registered, Rules, visit, visit_game,
};
pub use rng::GameRng;
