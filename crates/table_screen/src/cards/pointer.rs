//! The pointer on the cards: which card under it may be picked (a hand card of the viewer's, or
//! another player's card a click guesses at), and what a press, a click or a drag does with it.
//! A finger is the same pointer as the mouse: a tap is a click, a finger held on a card lifts it
//! as hovering does (and lifting it after that long press only looked: nothing is played), and
//! a card dragged up to the table is played.

use super::TableCard;
use super::geometry::Geometry;
use crate::layouts::Place;
use crate::{Choose, TableSystems, TableView, push_log};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use challenge_base::settings::Settings;
use challenge_base::shared::Menu;
use challenge_base::shared::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<Drag>()
        .add_systems(
            Update,
            (hover_cards, click_cards)
                .chain()
                .in_set(TableSystems::Pointer)
                .run_if(in_state(Menu::None))
                .run_if(in_state(Screen::Table)),
        );
}

/// The viewer's hand card under the pointer.
#[derive(Resource, Default)]
pub struct Hovered(pub(super) Option<Entity>);

/// A hand card held by the mouse: pressed on, and followed by the pointer once it has moved
/// far enough to be a drag rather than a click.
#[derive(Resource, Default)]
pub struct Drag {
    pub(super) entity: Option<Entity>,
    /// Where it was grabbed, and where the pointer is now, in world units.
    from: Vec2,
    pub(super) pointer: Vec2,
    pub(super) dragging: bool,
    /// When a finger pressed the card, in seconds of the app's clock; `None` for the mouse.
    touched_at: Option<f64>,
    /// The finger was seen still down [`LONG_PRESS`] after it landed.
    long_press: bool,
}

/// Pointer travel (world units) that turns a press into a drag.
const DRAG_THRESHOLD: f32 = 12.0;

/// A finger held still on a card this long (seconds) is a long press: it shows the card as
/// hovering would, and lifting the finger then plays nothing. A phone's own long press takes
/// about half a second.
pub const LONG_PRESS: f64 = 0.5;

/// Whether a finger that pressed at `touched_at` and is still down at `now` has made a long
/// press. Only a finger seen still down counts, not the time between the frames that saw it land
/// and lift: when frames come slowly, a quick tap would otherwise pass for a long press.
pub fn is_long_press(touched_at: Option<f64>, now: f64) -> bool {
    touched_at.is_some_and(|pressed| now - pressed >= LONG_PRESS)
}

/// Where the pointer is, in logical pixels: the finger on the glass (or the one that lifted
/// this frame), else the mouse.
fn pointer_position(window: &Window, touches: Option<&Touches>) -> Option<Vec2> {
    touches
        .and_then(|touches| {
            touches
                .iter()
                .chain(touches.iter_just_released())
                .next()
                .map(|touch| touch.position())
        })
        .or_else(|| window.cursor_position())
}

fn hover_cards(
    window: Single<&Window, With<PrimaryWindow>>,
    touches: Option<Res<Touches>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    cards: Query<(Entity, &TableCard, &Transform, &Sprite)>,
    buttons: Query<&Interaction>,
    mut hovered: ResMut<Hovered>,
    mut drag: ResMut<Drag>,
    table: Res<TableView>,
) {
    let over_ui = buttons.iter().any(|i| *i != Interaction::None);
    let (camera, camera_transform) = *camera;
    let cursor = pointer_position(&window, touches.as_deref())
        .and_then(|p| camera.viewport_to_world_2d(camera_transform, p).ok());
    if let Some(point) = cursor {
        drag.pointer = point;
        if drag.entity.is_some() && point.distance(drag.from) > DRAG_THRESHOLD {
            drag.dragging = true;
        }
    }
    let found = cursor.filter(|_| !over_ui).and_then(|point| {
        cards
            .iter()
            .filter(|(_, card, _, _)| {
                card.place == Place::Hand(0)
                    || table
                        .targets
                        .iter()
                        .any(|(at, _)| *at == (card.place, card.index))
            })
            .filter(|(_, _, transform, sprite)| {
                let local = transform
                    .rotation
                    .inverse()
                    .mul_vec3((point - transform.translation.truncate()).extend(0.0))
                    .truncate()
                    / transform.scale.truncate();
                let half = sprite.custom_size.unwrap_or(Vec2::ZERO) / 2.0;
                local.x.abs() <= half.x && local.y.abs() <= half.y
            })
            .max_by(|a, b| a.2.translation.z.total_cmp(&b.2.translation.z))
            .map(|(entity, ..)| entity)
    });
    if hovered.0 != found {
        hovered.0 = found;
    }
}

/// A press picks a hand card up; releasing it where it was is a click, and releasing it after
/// a drag over the table (above the hand) plays it as a click would. Dropped anywhere else it
/// goes back.
fn click_cards(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Option<Res<Touches>>,
    hovered: Res<Hovered>,
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut drag: ResMut<Drag>,
    cards: Query<&TableCard>,
    mut table: ResMut<TableView>,
    mut choices: MessageWriter<Choose>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed_secs_f64();
    let finger_down = touches.as_ref().is_some_and(|t| t.any_just_pressed());
    let finger_up = touches.as_ref().is_some_and(|t| t.any_just_released());
    let finger_held = touches.as_ref().is_some_and(|t| t.iter().next().is_some());
    if mouse.just_pressed(MouseButton::Left) || finger_down {
        let grabbed = hovered.0.filter(|e| {
            cards
                .get(*e)
                .is_ok_and(|c| c.card.is_some() && c.place == Place::Hand(0))
        });
        *drag = Drag {
            entity: grabbed,
            from: drag.pointer,
            pointer: drag.pointer,
            dragging: false,
            touched_at: finger_down.then_some(now),
            long_press: false,
        };
    }
    if finger_held && !finger_down && is_long_press(drag.touched_at, now) {
        drag.long_press = true;
    }
    if !(mouse.just_released(MouseButton::Left) || finger_up) {
        return;
    }
    drag.touched_at = None;
    if std::mem::take(&mut drag.long_press) && !drag.dragging {
        drag.entity = None;
        return;
    }
    let Some(entity) = drag.entity.take() else {
        // Another player's card: a click on it opens the guesses at it.
        if let Some(card) = hovered.0.and_then(|e| cards.get(e).ok())
            && card.place != Place::Hand(0)
        {
            table.target(card.place, card.index);
        }
        return;
    };
    let dragged = std::mem::take(&mut drag.dragging);
    let Some(card) = cards.get(entity).ok().and_then(|c| c.card) else {
        return;
    };
    if !table.playable(card) {
        // Say why, when the rules have a reason a player would not guess.
        if let Some((_, why)) = table.refusals.iter().find(|(c, _)| *c == card) {
            let why = why.clone();
            push_log(&mut table, why);
        }
        return;
    }
    if dragged {
        let geometry = Geometry::of_table(window.size(), &table, settings.card_scale);
        let hand = geometry.pose(Place::Hand(0), 0, 1);
        let over_table = drag.pointer.y > hand.position.y + geometry.card.y * 0.6;
        if !over_table || !table.playable(card) {
            return;
        }
        // A dragged card is meant to be played: a selection already holding it stays.
        if table.selected.contains(&card) {
            let selected = table.selected.clone();
            if let Some(index) = table.actions.iter().position(|a| a.cards == selected) {
                table.selected.clear();
                choices.write(Choose(index));
            }
            return;
        }
    }
    if let Some(index) = table.click_card(card) {
        choices.write(Choose(index));
    }
}
