//! Tests of `challenge_table_screen::cards::bubbles`.

use bevy::prelude::*;
use challenge_table_screen::TableView;
use challenge_table_screen::cards::geometry::Geometry;

use challenge_table_screen::cards::bubbles::*;

#[test]
fn bubbles_stand_by_their_seats_and_inside_the_window() {
    let table = TableView {
        viewer: 1,
        layout: challenge_table_screen::layouts::TableLayout {
            opponents: 2,
            ..Default::default()
        },
        ..Default::default()
    };
    for window in [
        Vec2::new(1280.0, 720.0),
        Vec2::new(390.0, 844.0),
        Vec2::new(844.0, 390.0),
    ] {
        let ui = challenge_base::theme::interface_scale(window);
        let geometry = Geometry::of_table(window, &table, 1.0);
        let room = window / ui;
        let places: Vec<Vec2> = (0..3)
            .map(|seat| bubble_place(&geometry, &table, seat, window, ui))
            .collect();
        for place in &places {
            assert!(place.x >= 4.0 && place.x + WIDTH <= room.x.max(WIDTH + 8.0));
            assert!(place.y >= 4.0 && place.y <= room.y, "{window}: {place}");
        }
        // The viewer (seat 1) speaks from the foot of the table, the others from its head.
        assert!(
            places[1].y > places[0].y && places[1].y > places[2].y,
            "{window}"
        );
        if window.x > window.y {
            // Round the table from the viewer: seat 2 next (left), then seat 0 (right).
            assert!(places[0].x > places[2].x, "{window}: {places:?}");
        }
    }
}
