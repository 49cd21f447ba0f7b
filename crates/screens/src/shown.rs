//! `--show`: a screen or menu opened as soon as the game is ready, for demos and for the
//! screenshots of every screen.

use bevy::prelude::*;
use challenge_base::shared::Screen;
use challenge_base::shared::{Menu, open_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_at_start
            .run_if(resource_exists::<ShowAtStart>.and_then(not(in_state(Screen::Loading)))),
    );
}

/// A screen or menu `--show` opens at start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Setup,
    Settings,
    Rules,
    /// The pause menu over a game (needs --game).
    Pause,
    /// The online screen (connects to the server of the settings).
    Online,
    /// The statistics screen, with whatever the store holds.
    Stats,
    /// The replays screen, with the games the store keeps.
    Replays,
    /// The table replaying the newest kept game (of --game's game, if given), or a game played
    /// by computer players when none is kept.
    Replay,
    /// The lesson of --game's game, or of the first game that has one, at its first step (or
    /// where a lesson closed half-way stopped).
    Lesson,
    /// The replay of the newest kept game (as for `Replay`) at its end, with the result and
    /// the review of the player's decisions.
    Review,
}

impl Shown {
    /// The screen `--show NAME` names.
    pub fn parse(name: &str) -> Result<Shown, String> {
        match name {
            "setup" => Ok(Shown::Setup),
            "settings" => Ok(Shown::Settings),
            "rules" => Ok(Shown::Rules),
            "pause" => Ok(Shown::Pause),
            "online" => Ok(Shown::Online),
            "stats" => Ok(Shown::Stats),
            "replays" => Ok(Shown::Replays),
            "replay" => Ok(Shown::Replay),
            "lesson" => Ok(Shown::Lesson),
            "review" => Ok(Shown::Review),
            other => Err(format!(
                "unknown screen '{other}' for --show (setup, settings, rules, pause, online, stats, replays, replay, review or lesson)"
            )),
        }
    }
}

/// A screen or menu to open as soon as the game is ready (`--show`).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ShowAtStart(pub Shown);

fn show_at_start(
    mut commands: Commands,
    shown: Res<ShowAtStart>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    launch: Option<Res<challenge_play::session::LaunchRequest>>,
    mut asked_for: Local<Option<challenge_rules::GameId>>,
) {
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
                commands.queue(move |world: &mut World| {
                    challenge_play::session::start_lesson(world, game)
                });
            }
        }
        Shown::Replay => {
            let game = asked_for.take();
            commands.queue(move |world: &mut World| {
                crate::replays::watch_newest_kept_game(world, game)
            });
        }
        Shown::Review => {
            let game = asked_for.take();
            commands.queue(move |world: &mut World| {
                crate::replays::review_newest_kept_game(world, game)
            });
        }
        Shown::Settings => commands.queue(|world: &mut World| open_menu(world, Menu::Settings)),
        Shown::Rules => commands.queue(|world: &mut World| open_menu(world, Menu::Rules)),
    }
    commands.remove_resource::<ShowAtStart>();
}
