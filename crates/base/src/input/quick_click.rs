//! A press and a release that reach the game in one frame are a click. Bevy's picking sends a
//! click on a release only to what the pointer hovered in the frame before (a lifted finger
//! hovers nothing); a pointer that came to a button, pressed and let go within one frame (a
//! quick click on a slow machine, a script's click) hovered nothing there before, so the press
//! reached the button and the click did not. This plugin sends that click.

use bevy::picking::PickingSystems;
use bevy::picking::events::{Click, Press};
use bevy::picking::hover::PreviousHoverMap;
use bevy::picking::pointer::{PointerAction, PointerInput};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        click_presses_released_in_their_frame
            .in_set(PickingSystems::PostHover)
            .run_if(resource_exists::<PreviousHoverMap>),
    );
}

/// Sends a click to each entity pressed this frame by a press that was also released this
/// frame, where Bevy sent none because the entity was not hovered in the frame before.
fn click_presses_released_in_their_frame(
    mut inputs: MessageReader<PointerInput>,
    mut presses: MessageReader<Pointer<Press>>,
    previous_hover: Res<PreviousHoverMap>,
    mut commands: Commands,
) {
    // Which pointer's button went down and then up again within this frame's input.
    let mut down = Vec::new();
    let mut quick = Vec::new();
    for input in inputs.read() {
        match input.action {
            PointerAction::Press(button) => down.push((input.pointer_id, button)),
            PointerAction::Release(button) => {
                if let Some(at) = down
                    .iter()
                    .position(|pressed| *pressed == (input.pointer_id, button))
                {
                    down.swap_remove(at);
                    quick.push((input.pointer_id, button, input.location.clone()));
                }
            }
            _ => {}
        }
    }
    let presses: Vec<&Pointer<Press>> = presses.read().collect();
    if quick.is_empty() {
        return;
    }
    for press in presses {
        let Some((_, _, location)) = quick.iter().find(|(pointer, button, _)| {
            *pointer == press.pointer_id && *button == press.event.button
        }) else {
            continue;
        };
        let clicked_by_bevy = previous_hover
            .get(&press.pointer_id)
            .is_some_and(|hovered| hovered.contains_key(&press.entity));
        if clicked_by_bevy {
            continue;
        }
        let click = Click {
            button: press.event.button,
            hit: press.event.hit.clone(),
            duration: Duration::ZERO,
            count: press.event.count,
        };
        commands.trigger(Pointer::new(
            press.pointer_id,
            location.clone(),
            click.clone(),
            press.entity,
        ));
        // The message too, for systems that read clicks rather than observe them.
        commands.write_message(Pointer::new(
            press.pointer_id,
            location.clone(),
            click,
            press.entity,
        ));
    }
}
