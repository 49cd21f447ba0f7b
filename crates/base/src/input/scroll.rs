//! Lists taller than the window scroll: a finger sliding over one moves it, the mouse wheel
//! over it does, and the focus moved by keys or a pad brings the focused row into view. A
//! finger that slid is a scroll, not a tap: it lets go of nothing (see `touch`).

use super::touch::Finger;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (scroll_by_finger, scroll_by_wheel, bring_focus_into_view).chain(),
    );
}

/// A node whose content scrolls up and down (give it `Overflow::scroll_y()`).
#[derive(Component, Clone, Copy, Debug, Default)]
#[require(ScrollPosition)]
pub struct Scrolls;

/// Interface units one notch of the wheel moves.
const WHEEL_LINE: f32 = 40.0;

/// The lists, with their size and where they are on the screen.
type Lists<'w, 's> = Query<
    'w,
    's,
    (
        &'static mut ScrollPosition,
        &'static ComputedNode,
        &'static UiGlobalTransform,
    ),
    With<Scrolls>,
>;

/// Moves `scroll` by `delta` interface units, within the content.
pub fn scroll_by(scroll: &mut ScrollPosition, node: &ComputedNode, delta: f32) {
    let most = ((node.content_size().y - node.size().y) * node.inverse_scale_factor()).max(0.0);
    let wanted = (scroll.0.y + delta).clamp(0.0, most);
    if wanted != scroll.0.y {
        scroll.0.y = wanted;
    }
}

fn scroll_by_finger(
    finger: Res<Finger>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut lists: Lists,
    mut last: Local<Option<(u64, Vec2)>>,
) {
    let Some((id, at)) = finger.down else {
        *last = None;
        return;
    };
    let from = match *last {
        Some((was, from)) if was == id => from,
        _ => at,
    };
    *last = Some((id, at));
    let moved = at.y - from.y;
    if moved == 0.0 {
        return;
    }
    let physical = window.single().map_or(1.0, Window::scale_factor);
    for (mut scroll, node, transform) in &mut lists {
        if node.contains_point(*transform, from * physical) {
            // Logical pixels to interface units: the content follows the finger.
            let units = moved * physical * node.inverse_scale_factor();
            scroll_by(&mut scroll, node, -units);
        }
    }
}

fn scroll_by_wheel(
    mut wheel: MessageReader<MouseWheel>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut lists: Lists,
) {
    let mut delta = 0.0;
    for event in wheel.read() {
        delta -= match event.unit {
            MouseScrollUnit::Line => event.y * WHEEL_LINE,
            MouseScrollUnit::Pixel => event.y,
        };
    }
    if delta == 0.0 {
        return;
    }
    let Some(cursor) = window
        .single()
        .ok()
        .and_then(|w| w.physical_cursor_position())
    else {
        return;
    };
    for (mut scroll, node, transform) in &mut lists {
        if node.contains_point(*transform, cursor) {
            scroll_by(&mut scroll, node, delta);
        }
    }
}

/// Scrolls a list so the row the focus moved to shows whole.
fn bring_focus_into_view(
    focus: Res<InputFocus>,
    parents: Query<&ChildOf>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut lists: Lists,
) {
    if !focus.is_changed() {
        return;
    }
    let Some(focused) = focus.get() else {
        return;
    };
    let Some(list) = parents
        .iter_ancestors(focused)
        .find(|ancestor| lists.contains(*ancestor))
    else {
        return;
    };
    let (Ok((row, row_at)), Ok((mut scroll, node, list_at))) =
        (nodes.get(focused), lists.get_mut(list))
    else {
        return;
    };
    // Physical pixels: where the row's edges are against the list's.
    let (row_half, list_half) = (row.size().y / 2.0, node.size().y / 2.0);
    let row_y = row_at.translation.y;
    let list_y = list_at.translation.y;
    let above = (list_y - list_half) - (row_y - row_half);
    let below = (row_y + row_half) - (list_y + list_half);
    let units = node.inverse_scale_factor();
    if above > 0.0 {
        scroll_by(&mut scroll, node, -above * units);
    } else if below > 0.0 {
        scroll_by(&mut scroll, node, below * units);
    }
}
