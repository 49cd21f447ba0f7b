//! The controls of a replay at the table: where it stands (move, seat, cards open), the
//! review's word on the decision made there when it is one of the costliest (as the review's
//! Show opens it), and buttons to step back and forward, play it, change the seat it is seen
//! from and leave. Keys: `,` and `.` step, Home and End jump, P plays or pauses, V changes the
//! view; on a gamepad the triggers step, X plays and Y changes the view. Every button is also
//! reached by the focus keys and the D-pad, as elsewhere.

use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::shared::Menu;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::theme::{palette, widget};
use challenge_play::session::review::GameReview;
use challenge_play::table::{ReplayCommand, ReplayPosition};
use challenge_rules::{Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReplayShown>()
        .add_systems(OnEnter(Screen::Table), spawn_bar)
        .add_systems(OnExit(Screen::Table), forget_replay)
        .add_systems(
            Update,
            replay_keys
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
        )
        .add_systems(
            Update,
            (
                note_position,
                rebuild_bar.run_if(
                    resource_changed::<ReplayShown>.or_eager(resource_changed::<GameReview>),
                ),
                fit_bar.run_if(
                    challenge_base::theme::window_changed
                        .or_eager(resource_changed::<ReplayShown>)
                        .or_eager(resource_changed::<challenge_base::settings::Settings>),
                ),
                make_way_for_result,
            )
                .chain()
                .in_set(AppSystems::Presentation)
                .run_if(in_state(Screen::Table)),
        );
}

/// The replay the table shows, as its latest [`ReplayPosition`] says; None in a game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ReplayShown(pub Option<ReplayPosition>);

#[derive(Component)]
pub struct ReplayBar;

/// The bar's width on a wide window: the column right of the longest hand (ten cards end at
/// x 985 of 1280).
const BAR_WIDTH: f32 = 272.0;

fn spawn_bar(mut commands: Commands) {
    commands.spawn((
        ReplayBar,
        Node {
            position_type: PositionType::Absolute,
            right: px(12),
            bottom: px(12),
            width: px(BAR_WIDTH),
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            column_gap: px(6),
            row_gap: px(5),
            padding: UiRect::all(px(12)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        // Over the result panel, so a finished replay can still be stepped back through.
        GlobalZIndex(21),
        Visibility::Hidden,
        DespawnOnExit(Screen::Table),
    ));
}

/// Where the bar stands: right of the hand on a wide or turned window; upright, where the
/// action bar would be, just over the hand and across the window, so no card is under it.
fn fit_bar(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    table: Res<crate::TableView>,
    settings: Res<challenge_base::settings::Settings>,
    mut bar: Single<&mut Node, With<ReplayBar>>,
) {
    use crate::cards::{ACTION_BAR_WIDTH, Arrangement, Geometry};
    let size = window.size();
    let mut wanted = bar.clone();
    (wanted.left, wanted.right, wanted.bottom, wanted.width) = match Arrangement::of(size) {
        Arrangement::Wide => (Val::Auto, px(12), px(12), px(BAR_WIDTH)),
        Arrangement::Turned => (Val::Auto, px(8), px(8), px(ACTION_BAR_WIDTH)),
        Arrangement::Upright => {
            let geometry = Geometry::of_table(size, &table, settings.card_scale);
            let floor = geometry.floor_over() / challenge_base::theme::interface_scale(size);
            (px(8), px(8), px(floor + 4.0), Val::Auto)
        }
    };
    if **bar != wanted {
        **bar = wanted;
    }
}

/// A panel the bar must not lie over: the result panel's card, which at a replay's end has its
/// own Step back and Watch again.
#[derive(Component)]
pub(crate) struct KeepClearOfBar;

/// At a replay's end the result panel shows. Where the bar would lie over it (an upright phone,
/// a small window), the bar stands aside until the replay steps back from the end, so the
/// review's words are not hidden under it; its keys still work.
fn make_way_for_result(
    shown: Res<ReplayShown>,
    panels: Query<(&ComputedNode, &bevy::ui::UiGlobalTransform), With<KeepClearOfBar>>,
    bar: Single<(&ComputedNode, &bevy::ui::UiGlobalTransform, &mut Visibility), With<ReplayBar>>,
) {
    let (bar_node, bar_at, mut visibility) = bar.into_inner();
    if shown.0.is_none() {
        return;
    }
    let rect = |node: &ComputedNode, at: &bevy::ui::UiGlobalTransform| {
        Rect::from_center_size(at.translation, node.size())
    };
    let bar_rect = rect(bar_node, bar_at);
    let covers_panel = panels.iter().any(|(node, at)| {
        node.size() != Vec2::ZERO && !rect(node, at).intersect(bar_rect).is_empty()
    });
    let wanted = if covers_panel {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    if *visibility != wanted {
        *visibility = wanted;
    }
}

fn forget_replay(mut shown: ResMut<ReplayShown>) {
    shown.0 = None;
}

fn note_position(mut positions: MessageReader<ReplayPosition>, mut shown: ResMut<ReplayShown>) {
    if let Some(position) = positions.read().last() {
        shown.0 = Some(position.clone());
    }
}

/// "Move 12 of 64", and where the table is seen from.
pub fn position_lines(position: &ReplayPosition) -> [Phrase; 2] {
    let moves = if position.ply == 0 {
        Phrase::new("table-replay-deal").count("moves", position.plies)
    } else {
        Phrase::new("table-replay-move")
            .count("move", position.ply)
            .count("moves", position.plies)
    };
    let seen = if position.open {
        Phrase::new("table-replay-open").seat("seat", position.seat)
    } else {
        Phrase::new("table-replay-seen-by").seat("seat", position.seat)
    };
    [moves, seen]
}

/// What the review says of the decision the replay stands at, seen from the reviewed seat: the
/// move made there, the hard player's and what the difference cost, when it is one of the
/// costliest. Nothing at any other move or seat.
pub fn decision_line(review: &GameReview, position: &ReplayPosition) -> Option<Phrase> {
    let GameReview::Ready { review, .. } = review else {
        return None;
    };
    if review.seat != position.seat {
        return None;
    }
    review
        .costliest
        .iter()
        .find(|decision| decision.ply == position.ply)
        .and_then(|decision| crate::review_note::cost_line(review, decision))
}

/// The bar's buttons: two to a row, so the bar stays clear of the hand and the piles.
const BUTTON_SIZE: Vec2 = Vec2::new(121.0, 36.0);
const BUTTON_FONT: f32 = 17.0;

fn command_button(label: &'static str, command: ReplayCommand) -> impl Bundle {
    widget::button_sized(
        label,
        move |_: On<Activate>, mut commands: MessageWriter<ReplayCommand>| {
            commands.write(command);
        },
        BUTTON_SIZE,
        BUTTON_FONT,
    )
}

fn rebuild_bar(
    mut commands: Commands,
    shown: Res<ReplayShown>,
    review: Res<GameReview>,
    bar: Single<(Entity, &mut Visibility), With<ReplayBar>>,
) {
    let (bar, mut visibility) = bar.into_inner();
    commands.entity(bar).despawn_related::<Children>();
    let Some(position) = &shown.0 else {
        *visibility = Visibility::Hidden;
        return;
    };
    *visibility = Visibility::Inherited;
    let [moves, seen] = position_lines(position);
    let decision = decision_line(&review, position);
    let full_width = || Node {
        width: percent(100),
        ..default()
    };
    commands.entity(bar).with_children(|panel| {
        panel.spawn((
            widget::label(
                Phrase::new("table-replay-title")
                    .nested("game", Phrase::new(position.game.title_id())),
                20.0,
                palette::BRASS,
            ),
            full_width(),
        ));
        panel.spawn((widget::label(moves, 17.0, palette::IVORY), full_width()));
        panel.spawn((
            widget::label(seen, 15.0, palette::MUTED),
            Node {
                width: percent(100),
                margin: UiRect::bottom(px(4)),
                ..default()
            },
        ));
        if let Some(decision) = decision {
            panel.spawn((
                Name::new("Replay decision"),
                widget::label(decision, 15.0, palette::BRASS),
                Node {
                    width: percent(100),
                    margin: UiRect::bottom(px(4)),
                    ..default()
                },
            ));
        }
        panel.spawn(command_button("table-replay-back", ReplayCommand::Back));
        panel.spawn(command_button(
            "table-replay-forward",
            ReplayCommand::Forward,
        ));
        panel.spawn(command_button(
            "table-replay-to-start",
            ReplayCommand::ToStart,
        ));
        panel.spawn(command_button("table-replay-to-end", ReplayCommand::ToEnd));
        let play = if position.playing {
            "table-replay-pause"
        } else {
            "table-replay-play"
        };
        panel.spawn(command_button(play, ReplayCommand::TogglePlaying));
        panel.spawn(command_button(
            "table-replay-view",
            ReplayCommand::NextViewpoint,
        ));
        panel.spawn(widget::button_sized(
            "table-replay-replays",
            leave_for_replays,
            BUTTON_SIZE,
            BUTTON_FONT,
        ));
    });
}

fn leave_for_replays(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Replays);
}

/// The replay's keys and gamepad buttons, while a replay is shown.
fn replay_keys(
    shown: Res<ReplayShown>,
    keys: Res<ButtonInput<KeyCode>>,
    gamepads: Query<&Gamepad>,
    mut commands: MessageWriter<ReplayCommand>,
) {
    if shown.0.is_none() {
        return;
    }
    let pad = |button: GamepadButton| gamepads.iter().any(|pad| pad.just_pressed(button));
    let pressed = [
        (
            keys.just_pressed(KeyCode::Comma) || pad(GamepadButton::LeftTrigger2),
            ReplayCommand::Back,
        ),
        (
            keys.just_pressed(KeyCode::Period) || pad(GamepadButton::RightTrigger2),
            ReplayCommand::Forward,
        ),
        (keys.just_pressed(KeyCode::Home), ReplayCommand::ToStart),
        (keys.just_pressed(KeyCode::End), ReplayCommand::ToEnd),
        (
            keys.just_pressed(KeyCode::KeyP) || pad(GamepadButton::West),
            ReplayCommand::TogglePlaying,
        ),
        (
            keys.just_pressed(KeyCode::KeyV) || pad(GamepadButton::North),
            ReplayCommand::NextViewpoint,
        ),
    ];
    for (down, command) in pressed {
        if down {
            commands.write(command);
        }
    }
}
