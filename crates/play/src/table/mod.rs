//! The game table's rules machinery, the same for every game: a session holding one game's
//! state, players' and bots' intents going in, redacted events and views coming out as
//! messages. Nothing here draws; presentation reads only the messages in [`messages`].

pub mod aids;
pub mod bot_turn;
mod bots;
pub mod hints;
pub mod kept;
pub mod lesson;
mod lesson_guide;
pub mod messages;
pub mod purpose;
pub mod replay;
pub mod resume;
pub mod seating;
mod session;
pub mod undo;

use bevy::prelude::*;
use challenge_base::settings::Settings;
use challenge_base::shared::AppSystems;
use challenge_rules::{GameId, GameVisitor, Rules};

pub use aids::PlayAids;
pub use bots::{BotSettings, PresentationBusy};
pub use hints::{HintRequested, HintShown};
pub use kept::KeptGames;
pub use lesson::{LessonGuide, LessonProgress, LessonReadOn};
pub use messages::{
    GameFinished, GameStarted, Intent, IntentRefused, RulesEventMessage, ViewChanged, ViewRequested,
};
pub use purpose::Purpose;
pub use replay::{OpenViews, ReplayCommand, ReplayPosition, ReplaySession, Replaying};
pub use resume::{GameInProgress, SavedGame};
pub use seating::{AutoPlay, SeatKind};
pub use session::{GameSession, start_game};
pub use undo::{MoveTakenBack, UndoForPractice, UndoRequested};

/// The table machinery for every game of the registry.
pub fn plugin(app: &mut App) {
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
    // What every game shares is registered once, not once per game: each registration is code
    // in the browser's download.
    app.add_message::<ViewRequested>()
        .add_message::<messages::HandOff>()
        .add_message::<messages::HandOffConfirmed>()
        .add_message::<RulesEventMessage>()
        .add_message::<IntentRefused>()
        .add_message::<GameFinished>()
        .add_message::<UndoRequested>()
        .add_message::<MoveTakenBack>()
        .add_message::<HintRequested>()
        .add_message::<HintShown>()
        .add_message::<ReplayCommand>()
        .add_message::<ReplayPosition>()
        .add_message::<LessonReadOn>()
        // Asked for by what waits on the frames' time (see `challenge_base::frame_pace`).
        .add_message::<bevy::window::RequestRedraw>()
        .init_resource::<BotSettings>()
        .init_resource::<PresentationBusy>()
        .init_resource::<PlayAids>()
        .init_resource::<UndoForPractice>()
        .add_systems(
            Update,
            follow_settings.run_if(resource_exists_and_changed::<Settings>),
        )
        .add_systems(Last, bots::keep_drawing_while_presenting)
        .add_plugins((resume::plugin, kept::plugin));
}

/// The settings the table follows: how long computer players wait, and undo for practice.
fn follow_settings(
    settings: Res<Settings>,
    mut bots: ResMut<BotSettings>,
    mut undo: ResMut<UndoForPractice>,
) {
    let pause = std::time::Duration::from_secs_f32(settings.bot_pause);
    if bots.pause != pause {
        bots.pause = pause;
    }
    if undo.0 != settings.undo_for_practice {
        undo.0 = settings.undo_for_practice;
    }
}

/// The messages and systems of one game. Its systems only run while a [`GameSession<R>`]
/// exists, so the other games cost nothing while one is played.
pub fn rules_plugin<R: Rules>(app: &mut App) {
    app.add_message::<Intent<R>>()
        .add_message::<GameStarted<R>>()
        .add_message::<ViewChanged<R>>()
        .add_message::<OpenViews<R>>()
        .add_systems(
            Update,
            (
                bots::drive_bots::<R>
                    .in_set(AppSystems::Input)
                    .run_if(resource_exists::<GameSession<R>>),
                session::apply_intents::<R>
                    .in_set(AppSystems::Rules)
                    .run_if(resource_exists::<GameSession<R>>),
                undo::take_back_moves::<R>
                    .in_set(AppSystems::Rules)
                    .before(session::apply_intents::<R>)
                    .run_if(resource_exists::<GameSession<R>>),
                resume::keep_game_in_progress::<R>
                    .in_set(AppSystems::Rules)
                    .after(session::apply_intents::<R>)
                    .run_if(
                        resource_exists::<GameSession<R>>
                            .and_then(resource_exists::<challenge_base::persist::ActiveStore>),
                    ),
                kept::keep_finished_games::<R>
                    .in_set(AppSystems::Rules)
                    .after(session::apply_intents::<R>)
                    .run_if(
                        resource_exists::<GameSession<R>>
                            .and_then(resource_exists::<challenge_base::persist::ActiveStore>),
                    ),
                replay::drive_replay::<R>
                    .in_set(AppSystems::Rules)
                    .run_if(resource_exists::<ReplaySession<R>>),
                lesson::read_on::<R>
                    .in_set(AppSystems::Rules)
                    .before(session::apply_intents::<R>)
                    .run_if(resource_exists::<LessonProgress<R>>),
                lesson_guide::show_guide::<R>
                    .in_set(AppSystems::Rules)
                    .after(session::apply_intents::<R>)
                    .run_if(
                        resource_exists::<LessonProgress<R>>
                            .and_then(resource_exists::<GameSession<R>>),
                    ),
            ),
        );
    hints::plugin::<R>(app);
}

/// The table machinery for every game, for apps and tests outside this crate.
pub struct TablePlugin;

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((challenge_base::shared::plugin, plugin));
    }
}
