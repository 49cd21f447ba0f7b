//! The rules of Challenge's card games, their computer players, saves, setup options, the
//! headless protocol and the simulator. Pure: no Bevy, no I/O beyond the protocol's streams,
//! no clocks in the rules; every shuffle comes from a seeded [`rng::GameRng`].
//!
//! Each game lives in its own folder under [`games`] and is listed once in the registry
//! there; [`GameId`] names a game and [`GameId::info`] describes it.

pub mod any_game;
pub mod bot_request;
pub mod cards;
pub mod coach;
pub mod duplicate;
pub mod game;
pub mod games;
pub mod lesson;
pub mod phrase;
pub mod protocol;
pub mod record;
pub mod registry;
pub mod review;
pub mod rng;
pub mod setup;
pub mod sim;
pub mod stats;
#[cfg(test)]
pub mod testing;

pub use cards::{Card, Rank, Suit};
pub use game::{Audience, Deal, Event, Level, Outcome, Rules, RulesError, Seat, Zone};
pub use games::{GameId, GameNote, visit};
pub use phrase::{Arg, Phrase, Speak, Values, Wording};
pub use registry::{Chart, ChartMeasure, ChartPoint, GameInfo, GameVisitor};
pub use rng::GameRng;
