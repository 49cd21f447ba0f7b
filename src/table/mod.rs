//! The game table's rules machinery, the same for every game: a session holding one game's
//! state, players' and bots' intents going in, redacted events and views coming out as
//! messages. Nothing here draws; presentation reads only the messages in [`messages`].

mod bots;
pub mod messages;
mod session;

use crate::app::AppSystems;
use crate::rules::Rules;
use bevy::prelude::*;

pub use bots::{AutoPlay, BotSettings, PresentationBusy};
pub use messages::{
    GameFinished, GameStarted, Intent, IntentRefused, RulesEventMessage, ViewChanged, ViewRequested,
};
pub use session::{GameSession, SeatKind, start_game};

/// A game the table can run: its actions and views cross between systems and into bot tasks
/// on other threads, so they must be sendable.
pub trait TableRules:
    Rules<Action: Send + Sync + 'static, View: Send + Sync + 'static> + Send + Sync + 'static
{
}

impl<R> TableRules for R where
    R: Rules<Action: Send + Sync + 'static, View: Send + Sync + 'static> + Send + Sync + 'static
{
}

/// The table machinery for all five games.
pub(crate) fn plugin(app: &mut App) {
    use crate::rules::{
        bluff_poker::BluffPoker, challenge_poker::ChallengePoker, gotcha::Gotcha,
        suit_challenge::SuitChallenge, svoi_kozyri::SvoiKozyri,
    };
    // Intents must reach the rules in the frame they are written, and presentation must see
    // the results in that same frame.
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Rules,
            AppSystems::Presentation,
        )
            .chain(),
    );
    app.add_plugins((
        rules_plugin::<SuitChallenge>,
        rules_plugin::<ChallengePoker>,
        rules_plugin::<BluffPoker>,
        rules_plugin::<SvoiKozyri>,
        rules_plugin::<Gotcha>,
    ));
}

/// Messages, settings and systems for one game. Its systems only run while a
/// [`GameSession<R>`] exists, so the five games cost nothing while another one is played.
pub fn rules_plugin<R: TableRules>(app: &mut App) {
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

/// The table machinery for all five games, for apps and tests outside this crate.
pub struct TablePlugin;

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        plugin(app);
    }
}
