//! Tests of `challenge_base::theme::contrast`.

use bevy::prelude::*;
use challenge_base::settings::Settings;
use challenge_base::theme::palette;

use challenge_base::theme::contrast::*;
use challenge_base::theme::widget;

/// A window-less app with the scheme and the settings it follows.
fn app() -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings::default())
        .insert_resource(ClearColor(palette::FELT))
        .add_plugins(plugin);
    app
}

fn set_high_contrast(app: &mut App, on: bool) {
    app.world_mut().resource_mut::<Settings>().high_contrast = on;
    app.update();
}

/// The button of a [`widget::button`] and its label.
fn button_and_label(app: &mut App) -> (Entity, Entity) {
    let button = app
        .world_mut()
        .query_filtered::<Entity, With<Button>>()
        .single(app.world())
        .expect("one button");
    let label = app
        .world()
        .entity(button)
        .get::<Children>()
        .expect("a label")[0];
    (button, label)
}

fn looks(app: &App, button: Entity, label: Entity) -> (Color, BorderColor, UiRect, Color) {
    let world = app.world();
    (
        world.get::<BackgroundColor>(button).unwrap().0,
        *world.get::<BorderColor>(button).unwrap(),
        world.get::<Node>(button).unwrap().border,
        world.get::<TextColor>(label).unwrap().0,
    )
}

#[test]
fn high_contrast_redraws_a_button_and_its_words_and_turning_it_off_restores_them() {
    let mut app = app();
    app.world_mut().spawn(widget::button(
        "settings-done",
        |_: On<challenge_base::input::focus::Activate>| {},
    ));
    app.update();
    let (button, label) = button_and_label(&mut app);
    let before = looks(&app, button, label);
    assert_eq!(before.0, palette::BUTTON);
    assert_eq!(before.3, palette::IVORY);

    set_high_contrast(&mut app, true);
    let (ground, rim, width, words) = looks(&app, button, label);
    assert_eq!(ground, scheme::GROUND, "a black button");
    assert_eq!(rim, BorderColor::all(scheme::INK), "with a white rim");
    assert_eq!(width, UiRect::all(px(scheme::RIM)), "a thick one");
    assert_eq!(words, scheme::INK, "and white words");
    assert_eq!(app.world().resource::<ClearColor>().0, scheme::GROUND);

    set_high_contrast(&mut app, false);
    assert_eq!(looks(&app, button, label), before);
    assert_eq!(app.world().resource::<ClearColor>().0, palette::FELT);
}

#[test]
fn what_is_spawned_or_recoloured_while_it_is_on_is_drawn_in_high_contrast_too() {
    let mut app = app();
    set_high_contrast(&mut app, true);
    let heading = app
        .world_mut()
        .spawn(widget::header("settings-title", 40.0))
        .id();
    app.update();
    assert_eq!(
        app.world().get::<TextColor>(heading).unwrap().0,
        scheme::YELLOW
    );
    // A screen sets its own colour again (a hovered button, a line that changed): that is
    // its usual colour now, and it is drawn in high contrast.
    let ground = app.world_mut().spawn(BackgroundColor(palette::BUTTON)).id();
    app.update();
    app.world_mut()
        .get_mut::<BackgroundColor>(ground)
        .unwrap()
        .0 = palette::BUTTON_HOVERED;
    app.update();
    assert_eq!(
        app.world().get::<BackgroundColor>(ground).unwrap().0,
        scheme::HOVERED
    );
    set_high_contrast(&mut app, false);
    assert_eq!(
        app.world().get::<BackgroundColor>(ground).unwrap().0,
        palette::BUTTON_HOVERED,
        "off, the colour the screen set last"
    );
    assert_eq!(
        app.world().get::<TextColor>(heading).unwrap().0,
        palette::BRASS
    );
    assert!(app.world().get::<Usual<TextColor>>(heading).is_none());
}

#[test]
fn the_focus_ring_is_bright_yellow_and_wider_in_high_contrast() {
    let mut app = app();
    set_high_contrast(&mut app, true);
    let ring = Outline::new(px(3), px(3), palette::BRASS);
    let button = app.world_mut().spawn((Button, Node::default(), ring)).id();
    app.update();
    let drawn = *app.world().get::<Outline>(button).unwrap();
    assert_eq!(drawn.color, scheme::RING);
    assert_eq!(drawn.width, px(scheme::RING_WIDTH));
    set_high_contrast(&mut app, false);
    assert_eq!(*app.world().get::<Outline>(button).unwrap(), ring);
}

/// WCAG's contrast ratio of two colours.
fn contrast_ratio(a: Color, b: Color) -> f32 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn every_word_of_the_palette_reads_at_seven_to_one_or_better_on_its_ground() {
    for words in [palette::IVORY, palette::BRASS, palette::MUTED] {
        for ground in [
            palette::FELT,
            palette::PANEL,
            palette::BUTTON,
            palette::BUTTON_HOVERED,
            palette::BUTTON_PRESSED,
        ] {
            let ratio = contrast_ratio(
                in_high_contrast(words, Role::Text),
                in_high_contrast(ground, Role::Ground),
            );
            assert!(ratio >= 7.0, "{words:?} on {ground:?}: {ratio}");
        }
    }
    // The speech bubbles: dark words on ivory become black on white.
    let ink = Color::srgb(0.10, 0.10, 0.12);
    let ratio = contrast_ratio(
        in_high_contrast(ink, Role::Text),
        in_high_contrast(palette::IVORY, Role::Ground),
    );
    assert!(ratio >= 7.0, "{ratio}");
    // The suggestion's blue stays blue, light on black.
    let suggested = in_high_contrast(Color::srgb(0.45, 0.86, 1.0), Role::Text);
    assert!(contrast_ratio(suggested, scheme::GROUND) >= 7.0);
}
