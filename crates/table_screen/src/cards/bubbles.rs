//! Chat bubbles at an online table: a line said shows for a few seconds by the seat that said
//! it (over another seat's cards, over the middle of the viewer's own hand), so nobody need
//! open the chat to see a "Good luck!". A seat's newer line replaces its bubble; bubbles take
//! no clicks, and lines of muted seats never make one (see `online::chat`).

use super::geometry::Geometry;
use crate::layouts::{Place, relative};
use crate::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_base::theme::{palette, widget};
use challenge_online::Said;
use challenge_play::online::chat::{ChatHeard, said_words};
use challenge_rules::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>().add_systems(
        Update,
        (show_new_lines, place_bubbles, fade_bubbles)
            .chain()
            .in_set(TableSystems::Place)
            .run_if(in_state(Screen::Table)),
    );
}

/// Seconds a bubble stays (real time: a menu open over the table does not hold it).
const SHOWN_FOR: f32 = 5.0;
/// The last of those seconds it fades over.
const FADING: f32 = 0.6;
/// The widest a bubble grows (interface units); longer lines wrap.
pub const WIDTH: f32 = 260.0;
/// The colour of a bubble's words, dark on its light ground.
const INK: Color = Color::srgb(0.10, 0.10, 0.12);

/// A bubble by `seat`, shown since `since` (seconds of real time).
#[derive(Component, Clone, Copy, Debug)]
struct Bubble {
    seat: Seat,
    since: f32,
}

fn show_new_lines(
    mut commands: Commands,
    mut heard: MessageReader<ChatHeard>,
    bubbles: Query<(Entity, &Bubble)>,
    time: Res<Time<Real>>,
) {
    for ChatHeard(line) in heard.read() {
        // A spectator has no seat to speak by: their lines are in the chat panel.
        let Some(seat) = line.seat else {
            continue;
        };
        for (entity, bubble) in &bubbles {
            if bubble.seat == seat {
                commands.entity(entity).despawn();
            }
        }
        let size = match line.said {
            Said::Reaction { .. } => 30.0,
            _ => 17.0,
        };
        commands.spawn((
            Name::new("Chat bubble"),
            Bubble {
                seat,
                since: time.elapsed_secs(),
            },
            // A column as wide as a bubble may be, centred on its place; the bubble inside
            // is as wide as its words.
            Node {
                position_type: PositionType::Absolute,
                width: px(WIDTH),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
            GlobalZIndex(6),
            DespawnOnExit(Screen::Table),
            children![(
                Node {
                    padding: UiRect::axes(px(12), px(6)),
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(14)),
                    max_width: px(WIDTH),
                    ..default()
                },
                BackgroundColor(palette::IVORY),
                BorderColor::all(palette::BRASS),
                Pickable::IGNORE,
                children![(
                    widget::label(said_words(&line.said), size, INK),
                    Pickable::IGNORE
                )],
            )],
        ));
    }
}

/// Where a seat's bubble stands, in interface units from the window's top left: centred on
/// the seat's cards.
pub fn bubble_place(
    geometry: &Geometry,
    table: &TableView,
    seat: Seat,
    window: Vec2,
    ui: f32,
) -> Vec2 {
    let at = relative(seat, table.viewer, table.layout.opponents + 1);
    let world = if at == 0 {
        let count = table
            .layout
            .counts()
            .get(&Place::Hand(0))
            .copied()
            .unwrap_or(0);
        if count > 0 {
            geometry.pose(Place::Hand(0), count / 2, count).position
        } else {
            Vec2::new(0.0, -window.y / 2.0 + geometry.floor_over() * 0.5)
        }
    } else {
        geometry.seat_slot(at).centre
    };
    let left = (world.x + window.x / 2.0) / ui - WIDTH / 2.0;
    let top = (window.y / 2.0 - world.y) / ui - 20.0;
    let room = window / ui;
    Vec2::new(
        left.clamp(4.0, (room.x - WIDTH - 4.0).max(4.0)),
        top.clamp(4.0, (room.y - 60.0).max(4.0)),
    )
}

fn place_bubbles(
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    mut bubbles: Query<(&Bubble, &mut Node)>,
) {
    if bubbles.is_empty() {
        return;
    }
    let size = window.size();
    let ui = challenge_base::theme::interface_scale(size);
    let geometry = Geometry::of_table(size, &table, settings.card_scale);
    for (bubble, mut node) in &mut bubbles {
        let place = bubble_place(&geometry, &table, bubble.seat, size, ui);
        let (left, top) = (px(place.x), px(place.y));
        if node.left != left || node.top != top {
            (node.left, node.top) = (left, top);
        }
    }
}

fn fade_bubbles(
    mut commands: Commands,
    time: Res<Time<Real>>,
    bubbles: Query<(Entity, &Bubble, &Children)>,
    mut grounds: Query<(&mut BackgroundColor, &mut BorderColor, &Children)>,
    mut words: Query<&mut TextColor>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // A bubble's time runs on the frames' (see `challenge_base::frame_pace`).
    if !bubbles.is_empty() {
        redraw.write(RequestRedraw);
    }
    let now = time.elapsed_secs();
    for (entity, bubble, children) in &bubbles {
        let age = now - bubble.since;
        if age >= SHOWN_FOR {
            commands.entity(entity).despawn();
            continue;
        }
        let alpha = ((SHOWN_FOR - age) / FADING).clamp(0.0, 1.0);
        for child in children {
            let Ok((mut ground, mut border, inner)) = grounds.get_mut(*child) else {
                continue;
            };
            if ground.0.alpha() != alpha {
                ground.0.set_alpha(alpha);
                *border = BorderColor::all(palette::BRASS.with_alpha(alpha));
                for text in inner {
                    if let Ok(mut colour) = words.get_mut(*text) {
                        colour.0.set_alpha(alpha);
                    }
                }
            }
        }
    }
}
