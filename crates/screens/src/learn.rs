//! "Learn to play" from the title: the games that have a guided first game, each a button that
//! deals its lesson (one finished already is marked), and Back.

use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::shared::Menu;
use challenge_base::theme::{palette, widget};
use challenge_play::session::{LessonsDone, start_lesson};
use challenge_rules::lesson::has_lesson;
use challenge_rules::{GameId, Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Learn), spawn_learn_menu);
}

/// What a game's button says: its name, and that its lesson is done.
pub fn game_label(game: GameId, done: &LessonsDone) -> Phrase {
    let id = if done.0.contains(&game) {
        "learn-game-learnt"
    } else {
        "learn-game"
    };
    Phrase::new(id).nested("game", Phrase::new(game.title_id()))
}

fn spawn_learn_menu(mut commands: Commands, done: Res<LessonsDone>) {
    let games: Vec<GameId> = GameId::ALL
        .iter()
        .copied()
        .filter(|&game| has_lesson(game))
        .collect();
    let labels: Vec<(GameId, Phrase)> = games
        .into_iter()
        .map(|game| (game, game_label(game, &done)))
        .collect();
    commands.spawn((
        widget::overlay("Learn to play"),
        DespawnOnExit(Menu::Learn),
        children![(
            widget::menu_panel(520.0),
            Children::spawn(SpawnWith(move |panel: &mut ChildSpawner| {
                panel.spawn(widget::header("learn-heading", 44.0));
                panel.spawn((
                    widget::label("learn-intro", 18.0, palette::MUTED),
                    Node {
                        max_width: px(470),
                        margin: UiRect::bottom(px(6)),
                        ..default()
                    },
                ));
                for (game, label) in labels {
                    let mut button = panel.spawn(widget::button_sized(
                        label,
                        move |_: On<Activate>, mut commands: Commands| {
                            commands.queue(move |world: &mut World| {
                                world.resource_mut::<NextState<Menu>>().set(Menu::None);
                                start_lesson(world, game);
                            });
                        },
                        Vec2::new(420.0, 56.0),
                        26.0,
                    ));
                    // Each game's button has its own name (they share one message id).
                    button.insert(Name::new(format!("Button: learn-{}", game.id())));
                }
                panel.spawn(widget::button("learn-back", back));
            })),
        )],
    ));
}

fn back(_: On<Activate>, mut next: ResMut<NextState<Menu>>) {
    next.set(Menu::None);
}
