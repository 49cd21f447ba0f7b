//! Keyboard and gamepad focus in a headless app: focus walks the buttons in reading order,
//! and activation reaches the same observer a click does.

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::{InputFocus, InputFocusVisible};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use challenge_base::input::focus::{Activate, LastDevice};
use challenge_base::shared::AppSystems;

#[derive(Resource, Default)]
struct Pressed(Vec<&'static str>);

fn app_with_buttons() -> (App, Vec<Entity>) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin))
        .configure_sets(
            Update,
            (
                AppSystems::Input,
                AppSystems::Rules,
                AppSystems::Presentation,
            )
                .chain(),
        )
        .add_plugins(challenge_base::input::plugin)
        .init_resource::<Pressed>();
    // Spawned out of reading order: "Play" sits above "Quit".
    let buttons = [("Quit", 300.0), ("Play", 100.0), ("Rules", 200.0)]
        .into_iter()
        .map(|(name, y)| {
            app.world_mut()
                .spawn((
                    Button,
                    Node::default(),
                    UiGlobalTransform::from_xy(400.0, y),
                    InheritedVisibility::VISIBLE,
                ))
                .observe(move |_: On<Activate>, mut pressed: ResMut<Pressed>| {
                    pressed.0.push(name);
                })
                .id()
        })
        .collect();
    app.update();
    (app, buttons)
}

fn key(app: &mut App, code: KeyCode, state: ButtonState) {
    let window = Entity::PLACEHOLDER;
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    });
}

fn tap(app: &mut App, code: KeyCode) {
    key(app, code, ButtonState::Pressed);
    app.update();
    key(app, code, ButtonState::Released);
    app.update();
}

fn focused(app: &App) -> Option<Entity> {
    app.world().resource::<InputFocus>().get()
}

#[test]
fn keys_walk_the_buttons_and_enter_activates() {
    let (mut app, b) = app_with_buttons();
    let (quit, play, rules) = (b[0], b[1], b[2]);
    // The first button in reading order is offered focus, with a visible ring.
    assert_eq!(focused(&app), Some(play));
    assert!(app.world().resource::<InputFocusVisible>().0);

    tap(&mut app, KeyCode::Tab);
    assert_eq!(focused(&app), Some(rules));
    tap(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&app), Some(quit));
    tap(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&app), Some(play), "focus wraps round");

    key(&mut app, KeyCode::ShiftLeft, ButtonState::Pressed);
    app.update();
    tap(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::ShiftLeft, ButtonState::Released);
    app.update();
    assert_eq!(focused(&app), Some(quit), "Shift+Tab goes back");
    assert!(app.world().entity(quit).contains::<Outline>());
    assert!(!app.world().entity(play).contains::<Outline>());

    tap(&mut app, KeyCode::Enter);
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::Space);
    assert_eq!(app.world().resource::<Pressed>().0, vec!["Quit", "Rules"]);
    assert_eq!(*app.world().resource::<LastDevice>(), LastDevice::Keyboard);
}

#[test]
fn a_gamepad_walks_and_activates_too() {
    let (mut app, b) = app_with_buttons();
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    let press = |app: &mut App, button: GamepadButton| {
        for value in [1.0, 0.0] {
            app.world_mut().write_message(RawGamepadEvent::Button(
                RawGamepadButtonChangedEvent::new(pad, button, value),
            ));
            app.update();
        }
    };
    press(&mut app, GamepadButton::DPadDown);
    assert_eq!(focused(&app), Some(b[2]));
    press(&mut app, GamepadButton::South);
    assert_eq!(app.world().resource::<Pressed>().0, vec!["Rules"]);
    assert_eq!(*app.world().resource::<LastDevice>(), LastDevice::Gamepad);
}

#[test]
fn a_finger_is_told_apart_from_a_mouse_and_help_lines_follow_the_device() {
    use bevy::input::mouse::{MouseButton, MouseButtonInput};
    use bevy::input::touch::{TouchInput, TouchPhase};
    use challenge_base::input::focus::SaysForDevice;
    use challenge_base::text::Says;
    let (mut app, _) = app_with_buttons();
    let line = app
        .world_mut()
        .spawn((
            Says::id("setup-help"),
            SaysForDevice {
                keyboard: "setup-help",
                gamepad: "setup-help-gamepad",
                mouse: "setup-help-mouse",
                touch: "setup-help-touch",
            },
        ))
        .id();
    let says = |app: &App| app.world().get::<Says>(line).unwrap().0.id.to_string();
    app.update();
    assert_eq!(says(&app), "setup-help", "the keyboard is assumed at first");
    let window = Entity::PLACEHOLDER;
    app.world_mut().write_message(TouchInput {
        phase: TouchPhase::Started,
        position: Vec2::new(10.0, 10.0),
        window,
        force: None,
        id: 1,
    });
    app.update();
    assert_eq!(*app.world().resource::<LastDevice>(), LastDevice::Touch);
    assert!(
        !app.world().resource::<InputFocusVisible>().0,
        "no ring for a finger"
    );
    app.update();
    assert_eq!(says(&app), "setup-help-touch");
    // The browser's own mouse events that follow a tap are the finger's still.
    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window,
    });
    app.update();
    assert_eq!(*app.world().resource::<LastDevice>(), LastDevice::Touch);
    std::thread::sleep(std::time::Duration::from_millis(900));
    app.update();
    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window,
    });
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<LastDevice>(), LastDevice::Mouse);
    assert_eq!(says(&app), "setup-help-mouse");
    tap(&mut app, KeyCode::ArrowDown);
    app.update();
    assert_eq!(says(&app), "setup-help");
}
