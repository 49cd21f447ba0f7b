//! The rules of Challenge's card games, their computer players, saves, setup options, the
//! headless protocol and the simulator. Pure: no Bevy, no I/O beyond the protocol's streams,
//! no clocks in the rules; every shuffle comes from a seeded [`rng::GameRng`].
//!
//! Each game lives in its own folder under [`games`] and is listed once in the registry
//! there; [`GameId`] names a game and [`GameId::info`] describes it.

pub mod any_game;
pub mod bot_request;
pub mod cards;
pub mod duplicate;
pub mod game;
pub mod games;
pub mod protocol;
pub mod record;
pub mod registry;
pub mod rng;
pub mod setup;
pub mod sim;
pub mod stats;
#[cfg(test)]
pub mod testing;

pub use cards::{Card, Rank, Suit};
pub use game::{Audience, Deal, Event, Level, Outcome, Rules, RulesError, Seat, Zone};
pub use games::{GameId, visit};
pub use registry::{GameInfo, GameVisitor};
pub use rng::GameRng;

/// Every game's rules as one Markdown document (`docs/rules.md` is this text).
pub fn rules_markdown() -> String {
    let mut text = String::from(
        "# The rules of the games\n\nAs Challenge plays them. This page is generated from the \
         rules code (`challenge_rules::rules_markdown`); the same text is shown in the game.\n",
    );
    for game in GameId::ALL {
        let info = game.info();
        text.push_str(&format!(
            "\n## {} (`{}`)\n\n{}\n",
            info.title,
            info.id,
            info.rules.trim()
        ));
        text.push_str("\n### Rule notes\n\n");
        for note in info.rule_notes {
            text.push_str(&format!("- {note}\n"));
        }
    }
    text
}
