//! The table's interface over the cards: status (top left), the log of calls (bottom left),
//! the viewer's actions (bottom right, also on keys 1–9) and the result when the game ends.

use super::{Choose, TableView};
use crate::app::AppSystems;
use crate::input::focus::Activate;
use crate::screens::Screen;
use crate::theme::{palette, widget};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), spawn_hud)
        .add_systems(
            Update,
            choose_by_number
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            rebuild_hud
                .in_set(AppSystems::Presentation)
                .run_if(in_state(Screen::Table).and_then(resource_changed::<TableView>)),
        );
}

#[derive(Component)]
struct StatusPanel;

#[derive(Component)]
struct LogPanel;

#[derive(Component)]
struct ActionBar;

#[derive(Component)]
struct ResultPanel;

const NUMBER_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// A dark rounded panel; `node` supplies placement (its own padding and direction are replaced).
fn panel(marker: impl Component, node: Node) -> impl Bundle {
    (
        marker,
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(12)),
            row_gap: px(4),
            border_radius: BorderRadius::all(px(10)),
            ..node
        },
        BackgroundColor(palette::FELT_DARK),
        Pickable::IGNORE,
    )
}

fn spawn_hud(mut commands: Commands) {
    // Status and log share the left column, clear of the hands in the middle.
    commands.spawn((
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            top: px(12),
            width: px(270),
            flex_direction: FlexDirection::Column,
            row_gap: px(8),
            ..default()
        },
        Pickable::IGNORE,
        DespawnOnExit(Screen::Table),
        children![
            panel(StatusPanel, Node::default()),
            panel(LogPanel, Node::default()),
        ],
    ));
    commands
        .spawn(panel(
            ActionBar,
            Node {
                position_type: PositionType::Absolute,
                right: px(12),
                bottom: px(12),
                max_width: px(260),
                max_height: percent(70),
                flex_wrap: FlexWrap::Wrap,
                ..default()
            },
        ))
        .insert(DespawnOnExit(Screen::Table));
    commands.spawn((
        ResultPanel,
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        DespawnOnExit(Screen::Table),
    ));
}

/// A compact button for one action, with its number key when it has one.
fn action_button(key: Option<usize>, label: &str) -> impl Bundle {
    let text = match key {
        Some(key) => format!("{key}  {label}"),
        None => label.to_string(),
    };
    (
        Button,
        Node {
            width: px(230),
            padding: UiRect::axes(px(10), px(6)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BorderColor::all(palette::BRASS),
        BackgroundColor(palette::BUTTON),
        children![(widget::label(text, 17.0, palette::IVORY), Pickable::IGNORE)],
    )
}

fn rebuild_hud(
    mut commands: Commands,
    table: Res<TableView>,
    status: Single<Entity, With<StatusPanel>>,
    log: Single<Entity, With<LogPanel>>,
    bar: Single<(Entity, &mut Visibility), (With<ActionBar>, Without<LogPanel>)>,
    result: Single<Entity, With<ResultPanel>>,
) {
    commands.entity(*status).despawn_related::<Children>();
    commands.entity(*status).with_children(|panel| {
        for (i, line) in table.layout.status.iter().enumerate() {
            let (size, colour) = if i == 0 {
                (22.0, palette::BRASS)
            } else {
                (16.0, palette::IVORY)
            };
            panel.spawn(widget::label(line.clone(), size, colour));
        }
    });
    commands.entity(*log).despawn_related::<Children>();
    commands.entity(*log).with_children(|panel| {
        for line in &table.log {
            panel.spawn(widget::label(line.clone(), 15.0, palette::MUTED));
        }
    });
    let (bar, mut visibility) = bar.into_inner();
    let offered = table.offered();
    *visibility = if offered.is_empty() {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    commands.entity(bar).despawn_related::<Children>();
    commands.entity(bar).with_children(|panel| {
        panel.spawn(widget::label("Your move", 18.0, palette::BRASS));
        for (n, &index) in offered.iter().enumerate() {
            let key = (n < NUMBER_KEYS.len()).then_some(n + 1);
            panel
                .spawn(action_button(key, &table.actions[index].label))
                .observe(move |_: On<Activate>, mut choices: MessageWriter<Choose>| {
                    choices.write(Choose(index));
                });
        }
        if table.actions.iter().any(|a| !a.cards.is_empty()) {
            panel.spawn(widget::label("or click a card", 14.0, palette::MUTED));
        }
    });
    commands.entity(*result).despawn_related::<Children>();
    if let Some(finished) = &table.finished {
        let title = match finished.won {
            Some(true) => "You win",
            Some(false) => "You lose",
            None => "A draw",
        };
        let scores = finished
            .scores
            .iter()
            .enumerate()
            .map(|(seat, score)| {
                if seat == table.viewer {
                    format!("You {score}")
                } else {
                    format!("Player {} {score}", seat + 1)
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        commands.entity(*result).with_children(|overlay| {
            overlay.spawn((
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(14),
                    padding: UiRect::all(px(28)),
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(16)),
                    max_width: px(640),
                    ..default()
                },
                BorderColor::all(palette::BRASS),
                BackgroundColor(palette::FELT_DARK.with_alpha(0.95)),
                children![
                    widget::header(title, 56.0),
                    widget::label(finished.summary.clone(), 20.0, palette::IVORY),
                    widget::label(scores, 18.0, palette::MUTED),
                    widget::button("Back to title", back_to_title),
                ],
            ));
        });
    }
}

pub(super) fn choose_by_number(
    keys: Res<ButtonInput<KeyCode>>,
    table: Res<TableView>,
    mut choices: MessageWriter<Choose>,
) {
    let offered = table.offered();
    for (n, key) in NUMBER_KEYS.iter().enumerate() {
        if keys.just_pressed(*key)
            && let Some(&index) = offered.get(n)
        {
            choices.write(Choose(index));
        }
    }
}

fn back_to_title(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}
