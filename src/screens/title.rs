//! The title screen: the name of the game, the five games it holds, and a way out.

use super::Screen;
use crate::rules::GameId;
use crate::theme::{palette, widget};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_screen);
}

fn tagline(game: GameId) -> &'static str {
    match game {
        GameId::SuitChallenge => "Poker by suits, on a nine-row score sheet",
        GameId::ChallengePoker => "Three-card high-low poker for 2 to 16, with going out",
        GameId::BluffPoker => "Build a poker hand card by card, or bluff a fold",
        GameId::SvoiKozyri => "Everyone's own trumps, every card in the open",
        GameId::Gotcha => "Guess the cards in your opponents' sorted hands",
    }
}

fn spawn_title_screen(mut commands: Commands) {
    let games = GameId::ALL.map(|game| {
        (
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                ..default()
            },
            children![
                widget::label(game.title(), 28.0, palette::IVORY),
                widget::label(tagline(game), 18.0, palette::MUTED),
            ],
        )
    });
    commands.spawn((
        widget::ui_root("Title screen"),
        DespawnOnExit(Screen::Title),
        children![
            widget::header("Challenge", 96.0),
            widget::label("Five card games", 24.0, palette::MUTED),
            (
                Name::new("Game list"),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(10),
                    padding: UiRect::all(px(24)),
                    margin: UiRect::vertical(px(16)),
                    border_radius: BorderRadius::all(px(16)),
                    ..default()
                },
                BackgroundColor(palette::FELT_DARK),
                Children::spawn(SpawnIter(games.into_iter())),
            ),
            widget::button("Quit", quit),
        ],
    ));
}

fn quit(_: On<Pointer<Click>>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}
