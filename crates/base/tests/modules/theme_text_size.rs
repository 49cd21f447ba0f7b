//! Tests of `challenge_base::theme::text_size`.

use bevy::prelude::*;
use challenge_base::settings::Settings;

use challenge_base::theme::text_size::*;
use challenge_base::theme::widget;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings::default())
        .add_plugins(plugin);
    // A desktop window, with room for every size.
    app.world_mut().spawn((
        Window {
            resolution: (1280, 720).into(),
            ..default()
        },
        bevy::window::PrimaryWindow,
    ));
    app
}

fn set_text_scale(app: &mut App, scale: f32) {
    app.world_mut().resource_mut::<Settings>().text_scale = scale;
    app.update();
}

fn size_of(app: &App, text: Entity) -> FontSize {
    app.world().get::<TextFont>(text).unwrap().font_size
}

#[test]
fn larger_text_scales_from_the_base_size_and_never_compounds() {
    let mut app = app();
    let text = app
        .world_mut()
        .spawn(widget::label("settings-help", 20.0, Color::WHITE))
        .id();
    app.update();
    assert_eq!(size_of(&app, text), FontSize::Px(20.0));
    set_text_scale(&mut app, 1.25);
    assert_eq!(size_of(&app, text), FontSize::Px(25.0));
    set_text_scale(&mut app, 1.5);
    assert_eq!(
        size_of(&app, text),
        FontSize::Px(30.0),
        "1.5 of 20, not of 25"
    );
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        size_of(&app, text),
        FontSize::Px(30.0),
        "steady over frames"
    );
    set_text_scale(&mut app, 1.0);
    assert_eq!(size_of(&app, text), FontSize::Px(20.0));
    set_text_scale(&mut app, 1.5);
    set_text_scale(&mut app, 1.25);
    set_text_scale(&mut app, 1.5);
    assert_eq!(
        size_of(&app, text),
        FontSize::Px(30.0),
        "after every toggle"
    );
}

#[test]
fn headings_large_enough_already_stay_as_they_are() {
    assert_eq!(scaled(FontSize::Px(72.0), 1.5), FontSize::Px(72.0));
    assert_eq!(scaled(FontSize::Px(30.0), 1.5), FontSize::Px(LARGE_ENOUGH));
    assert_eq!(scaled(FontSize::Px(20.0), 1.25), FontSize::Px(25.0));
}

#[test]
fn text_spawned_or_resized_while_larger_is_scaled_once() {
    let mut app = app();
    set_text_scale(&mut app, 1.5);
    let text = app
        .world_mut()
        .spawn(widget::label("settings-help", 16.0, Color::WHITE))
        .id();
    app.update();
    app.update();
    assert_eq!(size_of(&app, text), FontSize::Px(24.0));
    // A screen that sizes its own text (the title's name) sets a new base.
    app.world_mut().get_mut::<TextFont>(text).unwrap().font_size = FontSize::Px(20.0);
    app.update();
    assert_eq!(size_of(&app, text), FontSize::Px(30.0));
    // Or sets the base through set_base_size, as it should.
    let mut query = app
        .world_mut()
        .query::<(&mut TextFont, Option<&mut BaseFontSize>)>();
    let (font, base) = query.get_mut(app.world_mut(), text).unwrap();
    set_base_size(font, base, FontSize::Px(10.0));
    app.update();
    assert_eq!(size_of(&app, text), FontSize::Px(15.0));
    set_text_scale(&mut app, 1.0);
    assert_eq!(size_of(&app, text), FontSize::Px(10.0));
}

#[test]
fn a_phone_or_a_small_window_keeps_text_at_its_size() {
    for phone in [Vec2::new(844.0, 390.0), Vec2::new(390.0, 844.0)] {
        assert_eq!(largest_for(phone), 1.0, "{phone}");
    }
    for desktop in [Vec2::new(1280.0, 720.0), Vec2::new(3840.0, 2160.0)] {
        assert_eq!(largest_for(desktop), LARGEST, "{desktop}");
    }
    let mut app = app();
    let text = app
        .world_mut()
        .spawn(widget::label("settings-help", 20.0, Color::WHITE))
        .id();
    set_text_scale(&mut app, 1.5);
    assert_eq!(size_of(&app, text), FontSize::Px(30.0));
    let mut windows = app.world_mut().query::<&mut Window>();
    let mut window = windows.single_mut(app.world_mut()).unwrap();
    window.resolution.set(844.0, 390.0);
    app.update();
    assert_eq!(app.world().resource::<TextScale>().0, 1.0);
    assert_eq!(size_of(&app, text), FontSize::Px(20.0));
}

#[test]
fn the_line_of_keys_keeps_its_size() {
    let mut app = app();
    set_text_scale(&mut app, 1.5);
    let text = app
        .world_mut()
        .spawn((
            widget::label("settings-help", 15.0, Color::WHITE),
            KeepsItsSize,
        ))
        .id();
    app.update();
    assert_eq!(size_of(&app, text), FontSize::Px(15.0));
}
