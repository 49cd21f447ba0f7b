//! Tests of `challenge_base::theme`.

use bevy::prelude::*;

use challenge_base::theme::*;

#[test]
fn the_interface_scales_with_the_window_from_720p_to_4k() {
    assert_eq!(interface_scale(Vec2::new(1280.0, 720.0)), 1.0);
    assert_eq!(interface_scale(Vec2::new(3840.0, 2160.0)), 3.0);
    assert!(interface_scale(Vec2::new(3840.0, 720.0)) <= 1.0);
}

#[test]
fn no_window_shrinks_the_smallest_text_below_12_pixels() {
    for size in [
        (360.0, 640.0),
        (390.0, 844.0),
        (844.0, 390.0),
        (800.0, 600.0),
    ] {
        let scale = interface_scale(Vec2::from(size));
        assert!(14.0 * scale >= 12.0 - 1e-4, "{size:?}: {scale}");
    }
}

#[test]
fn a_menu_button_grows_across_from_its_width_and_with_larger_text_down_from_its_height() {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(UiScale(1.0))
        .init_resource::<text_size::TextScale>()
        .add_systems(Update, size_buttons);
    app.world_mut().spawn(widget::button(
        "settings-done",
        |_: On<challenge_base::input::focus::Activate>| {},
    ));
    app.update();
    let button = app
        .world_mut()
        .query_filtered::<Entity, With<Button>>()
        .single(app.world())
        .unwrap();
    let size = |app: &App| {
        let node = app.world().get::<Node>(button).unwrap();
        (node.width, node.min_width, node.height, node.min_height)
    };
    // At 100 % it keeps its height; its width is the least it takes, so words longer than
    // that in some language widen it rather than wrap against its rim.
    let laid_out = (Val::Auto, px(280), px(56), Val::Auto);
    assert_eq!(size(&app), laid_out);
    let padding = app.world().get::<Node>(button).unwrap().padding;
    assert_eq!(
        padding,
        UiRect::axes(px(12), px(0)),
        "room beside the words"
    );
    app.world_mut().resource_mut::<text_size::TextScale>().0 = 1.5;
    app.update();
    assert_eq!(
        size(&app),
        (Val::Auto, px(280), Val::Auto, px(56)),
        "no smaller than it was, and free to grow"
    );
    app.world_mut().resource_mut::<text_size::TextScale>().0 = 1.0;
    app.update();
    assert_eq!(size(&app), laid_out);
}

#[test]
fn phones_and_small_windows_are_compact_and_desktops_are_not() {
    for size in [
        (360.0, 640.0),
        (390.0, 844.0),
        (844.0, 390.0),
        (800.0, 600.0),
    ] {
        assert!(compact(Vec2::from(size)), "{size:?}");
    }
    for size in [(1280.0, 720.0), (1920.0, 1080.0), (2560.0, 1440.0)] {
        assert!(!compact(Vec2::from(size)), "{size:?}");
    }
}
