//! The game table's rules machinery, the same for every game: a session holding one game's
//! state, players' and bots' intents going in, redacted events and views coming out as
//! messages. Nothing here draws; presentation reads only the messages in [`messages`].

mod bots;
pub mod messages;
mod session;

use crate::shared::AppSystems;
use bevy::prelude::*;
use challenge_rules::{GameId, GameVisitor, Rules};

pub use bots::{AutoPlay, BotSettings, PresentationBusy};
pub use messages::{
    GameFinished, GameStarted, Intent, IntentRefused, RulesEventMessage, ViewChanged, ViewRequested,
};
pub use session::{GameSession, SeatKind, start_game};

/// The table machinery for every game of the registry.
pub(crate) fn plugin(app: &mut App) {
    struct AddRules<'a>(&'a mut App);
    impl GameVisitor for AddRules<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            rules_plugin::<R>(self.0);
        }
    }
    for game in GameId::ALL {
        challenge_rules::visit(game, AddRules(app));
    }
}

/// Messages, settings and systems for one game. Its systems only run while a
/// [`GameSession<R>`] exists, so the other games cost nothing while one is played.
pub fn rules_plugin<R: Rules>(app: &mut App) {
    app.add_message::<Intent<R>>()
        .add_message::<GameStarted<R>>()
        .add_message::<ViewChanged<R>>()
        .add_message::<ViewRequested>()
        .add_message::<RulesEventMessage>()
        .add_message::<IntentRefused>()
        .add_message::<GameFinished>()
        .init_resource::<BotSettings>()
        .init_resource::<PresentationBusy>()
        .add_systems(
            Update,
            (
                bots::drive_bots::<R>
                    .in_set(AppSystems::Input)
                    .run_if(resource_exists::<GameSession<R>>),
                session::apply_intents::<R>
                    .in_set(AppSystems::Rules)
                    .run_if(resource_exists::<GameSession<R>>),
            ),
        );
}

/// The table machinery for every game, for apps and tests outside this crate.
pub struct TablePlugin;

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((crate::shared::plugin, plugin));
    }
}
