//! A press and a release within one frame click what they pressed, once, as a slower click
//! does; a click Bevy already sends is not sent twice.

use bevy::camera::NormalizedRenderTarget;
use bevy::input::InputPlugin;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
use bevy::picking::{InteractionPlugin, PickingPlugin};
use bevy::prelude::*;

#[derive(Resource, Default)]
struct Clicks(usize);

fn app_with_a_button() -> (App, Entity) {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        InputPlugin,
        PickingPlugin,
        InteractionPlugin,
    ))
    .add_plugins(challenge_base::input::plugin)
    .init_resource::<Clicks>();
    app.world_mut().spawn(PointerId::Mouse);
    let button = app
        .world_mut()
        .spawn_empty()
        .observe(|_: On<Pointer<Click>>, mut clicks: ResMut<Clicks>| clicks.0 += 1)
        .id();
    app.update();
    (app, button)
}

fn location() -> Location {
    Location {
        target: NormalizedRenderTarget::None {
            width: 800,
            height: 600,
        },
        position: Vec2::new(100.0, 100.0),
    }
}

/// What the picking backend reports for a frame: the pointer is over `button`.
fn over(app: &mut App, button: Entity) {
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    app.world_mut()
        .write_message(PointerHits::new(PointerId::Mouse, vec![(button, hit)], 0.0));
}

fn input(app: &mut App, action: PointerAction) {
    app.world_mut()
        .write_message(PointerInput::new(PointerId::Mouse, location(), action));
}

fn clicks(app: &App) -> usize {
    app.world().resource::<Clicks>().0
}

#[test]
fn a_press_and_release_in_the_frame_the_pointer_arrives_click_once() {
    let (mut app, button) = app_with_a_button();
    over(&mut app, button);
    input(&mut app, PointerAction::Press(PointerButton::Primary));
    input(&mut app, PointerAction::Release(PointerButton::Primary));
    app.update();
    assert_eq!(clicks(&app), 1);
    over(&mut app, button);
    app.update();
    assert_eq!(clicks(&app), 1, "one click, not another a frame later");
}

#[test]
fn a_pointer_resting_on_a_button_clicks_it_once_however_quick_the_press() {
    let (mut app, button) = app_with_a_button();
    over(&mut app, button);
    app.update();
    over(&mut app, button);
    input(&mut app, PointerAction::Press(PointerButton::Primary));
    input(&mut app, PointerAction::Release(PointerButton::Primary));
    app.update();
    assert_eq!(clicks(&app), 1);
}

#[test]
fn a_press_released_in_a_later_frame_clicks_once() {
    let (mut app, button) = app_with_a_button();
    over(&mut app, button);
    input(&mut app, PointerAction::Press(PointerButton::Primary));
    app.update();
    assert_eq!(clicks(&app), 0);
    over(&mut app, button);
    input(&mut app, PointerAction::Release(PointerButton::Primary));
    app.update();
    assert_eq!(clicks(&app), 1);
}

#[test]
fn a_release_before_a_press_in_one_frame_is_no_click() {
    let (mut app, button) = app_with_a_button();
    over(&mut app, button);
    input(&mut app, PointerAction::Release(PointerButton::Primary));
    input(&mut app, PointerAction::Press(PointerButton::Primary));
    app.update();
    assert_eq!(clicks(&app), 0, "the button is still held");
}
