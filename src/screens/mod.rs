//! The screens of the game, one state each; entities spawned for a screen despawn on leaving it.

use crate::shared::Screen;
use bevy::prelude::*;

mod learn;
mod loading;
pub(crate) mod lobby;
mod online;
mod page_access;
pub(crate) mod replays;
pub mod setup;
pub(crate) mod stats;
pub mod table;
mod title;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_systems(
        Update,
        show_at_start
            .run_if(resource_exists::<ShowAtStart>.and_then(not(in_state(Screen::Loading)))),
    );
    app.add_plugins((
        loading::plugin,
        learn::plugin,
        title::plugin,
        setup::plugin,
        table::plugin,
        online::plugin,
        lobby::plugin,
        stats::plugin,
        replays::plugin,
        page_access::plugin,
    ));
}

/// A screen or menu to open as soon as the game is ready (`--show`).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ShowAtStart(pub crate::cli::Shown);

fn show_at_start(
    mut commands: Commands,
    shown: Res<ShowAtStart>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    launch: Option<Res<crate::session::LaunchRequest>>,
    mut asked_for: Local<Option<challenge_rules::GameId>>,
) {
    use crate::cli::Shown;
    use crate::menus::{Menu, open_menu};
    match shown.0 {
        // The pause menu waits for the game to be dealt.
        Shown::Pause if *screen.get() != Screen::Table => return,
        Shown::Pause => commands.queue(|world: &mut World| {
            world.resource_mut::<NextState<Menu>>().set(Menu::Pause);
        }),
        Shown::Setup => next_screen.set(Screen::Setup),
        Shown::Online => next_screen.set(Screen::Online),
        Shown::Stats => next_screen.set(Screen::Stats),
        Shown::Replays => next_screen.set(Screen::Replays),
        // A game asked for with --game is dealt first (its request goes this frame); the
        // replay or the lesson opens over it the next frame, so the two never race.
        Shown::Replay | Shown::Review | Shown::Lesson if launch.is_some() => {
            *asked_for = launch.map(|request| request.game);
            return;
        }
        Shown::Lesson => {
            use challenge_rules::lesson::has_lesson;
            let game = asked_for
                .take()
                .filter(|&game| has_lesson(game))
                .or_else(|| {
                    challenge_rules::GameId::ALL
                        .into_iter()
                        .find(|&game| has_lesson(game))
                });
            if let Some(game) = game {
                commands.queue(move |world: &mut World| crate::session::start_lesson(world, game));
            }
        }
        Shown::Replay => {
            let game = asked_for.take();
            commands.queue(move |world: &mut World| replays::watch_newest_kept_game(world, game));
        }
        Shown::Review => {
            let game = asked_for.take();
            commands.queue(move |world: &mut World| replays::review_newest_kept_game(world, game));
        }
        Shown::Settings => commands.queue(|world: &mut World| open_menu(world, Menu::Settings)),
        Shown::Rules => commands.queue(|world: &mut World| open_menu(world, Menu::Rules)),
    }
    commands.remove_resource::<ShowAtStart>();
}
