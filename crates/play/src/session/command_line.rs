//! A game asked for on the command line (`--game`, `--autoplay`, `--exit-after-game`): dealt
//! once the game is ready, played by computer players in every seat when asked, and the app
//! closed when it ends.

use super::lifecycle::launch;
use super::setup::GameSetup;
use crate::table::{AutoPlay, GameFinished, SeatKind};
use bevy::prelude::*;
use challenge_base::shared::{AppSystems, Screen};
use challenge_rules::{GameId, Level};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            launch_requested
                .run_if(resource_exists::<LaunchRequest>.and_then(not(in_state(Screen::Loading))))
                .in_set(AppSystems::Input),
            exit_after_game
                .run_if(resource_exists::<ExitAfterGame>)
                .in_set(AppSystems::Presentation),
        ),
    );
}

/// A game to open straight from the command line.
#[derive(Resource, Clone, Debug)]
pub struct LaunchRequest {
    pub game: GameId,
    pub seed: u64,
    pub level: Level,
    /// Bots play the viewer's seat too.
    pub autoplay: bool,
    /// Quit once the game is over.
    pub exit_after_game: bool,
    /// Players at the table (you and computer players).
    pub seats: usize,
}

/// Quit once the game is over (unattended runs).
#[derive(Resource)]
struct ExitAfterGame;

fn launch_requested(mut commands: Commands, request: Res<LaunchRequest>) {
    let request = request.clone();
    commands.remove_resource::<LaunchRequest>();
    if request.autoplay {
        commands.insert_resource(AutoPlay {
            level: request.level,
        });
    }
    if request.exit_after_game {
        commands.insert_resource(ExitAfterGame);
    }
    commands.queue(move |world: &mut World| {
        let mut seating = vec![SeatKind::Human];
        seating.resize(request.seats.max(1), SeatKind::Bot(request.level));
        let options = challenge_rules::setup::options_json(request.game, seating.len(), &[]);
        launch(
            world,
            GameSetup::new(request.game, seating, options, request.seed),
        );
    });
}

fn exit_after_game(mut finished: MessageReader<GameFinished>, mut exit: MessageWriter<AppExit>) {
    if finished.read().next().is_some() {
        exit.write(AppExit::Success);
    }
}
