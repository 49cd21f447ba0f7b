//! Tests of `challenge_table_screen::cards::geometry`.

use bevy::prelude::*;
use challenge_table_screen::layouts::{Place, TokenPlace};

use challenge_table_screen::cards::geometry::*;

#[test]
fn cards_follow_the_window_height_and_hands_stay_on_screen() {
    for size in [Vec2::new(1280.0, 720.0), Vec2::new(3840.0, 2160.0)] {
        let geometry = Geometry::new(size, 1, 1.0);
        assert!((geometry.card.y / size.y - 0.19).abs() < 0.01);
        for count in [1, 5, 16, 30] {
            for index in [0, count - 1] {
                let pose = geometry.pose(Place::Hand(0), index, count);
                assert!(pose.position.x.abs() + geometry.card.x / 2.0 <= size.x / 2.0);
                assert!(pose.position.y - geometry.card.y / 2.0 >= -size.y / 2.0);
            }
        }
    }
}

/// Whether a card drawn at `pose` lies wholly inside a window of `size`.
fn inside(geometry: &Geometry, pose: &Pose, size: Vec2) -> bool {
    let half = geometry.card * pose.scale / 2.0;
    pose.position.x.abs() + half.x <= size.x / 2.0 + 0.5
        && pose.position.y.abs() + half.y <= size.y / 2.0 + 0.5
}

#[test]
fn on_phones_held_either_way_every_card_stays_on_screen() {
    for size in [
        Vec2::new(360.0, 640.0),
        Vec2::new(390.0, 844.0),
        Vec2::new(844.0, 390.0),
        Vec2::new(800.0, 600.0),
    ] {
        for opponents in [1, 3, 5, 9, 15] {
            let geometry = Geometry::new(size, opponents, 1.0);
            for count in [1, 5, 10, 20, 30] {
                for index in 0..count {
                    let pose = geometry.pose(Place::Hand(0), index, count);
                    assert!(
                        inside(&geometry, &pose, size),
                        "{size} hand {index}/{count}"
                    );
                }
            }
            for seat in 1..=opponents {
                for index in [0, 2] {
                    let pose = geometry.pose(Place::Hand(seat), index, 3);
                    assert!(
                        inside(&geometry, &pose, size),
                        "{size} seat {seat}/{opponents}"
                    );
                }
            }
            for place in [Place::Stock, Place::Discard, Place::Pile] {
                let pose = geometry.pose(place, 0, 1);
                assert!(inside(&geometry, &pose, size), "{size} {place:?}");
            }
        }
    }
}

#[test]
fn on_an_upright_phone_the_stock_and_the_pot_stand_clear_of_every_seat() {
    for size in [Vec2::new(360.0, 640.0), Vec2::new(390.0, 844.0)] {
        for opponents in [1, 3, 5, 9, 15] {
            let geometry = Geometry::new(size, opponents, 1.0);
            let lowest = geometry.seat_slot(opponents);
            // The lowest seat's cards and the caption under them.
            let seats_bottom = lowest.centre.y
                - geometry.card.y * lowest.scale * 0.5
                - geometry.caption_gap(lowest.scale);
            let stock = geometry.pose(Place::Stock, 0, 1);
            let stock_top = stock.position.y + geometry.card.y * stock.scale / 2.0;
            assert!(
                stock_top < seats_bottom,
                "{size} with {opponents} others: the stock reaches {stock_top}, \
                 the seats {seats_bottom}"
            );
            let pot = geometry.token_anchor(TokenPlace::Pot, 0);
            assert!(
                pot.y + geometry.token_size() * 2.0 < seats_bottom,
                "{size} with {opponents} others: the pot at {pot}"
            );
            // And above the hand.
            let hand = geometry.pose(Place::Hand(0), 0, 5);
            assert!(
                stock.position.y - geometry.card.y * 0.45 > hand.position.y + geometry.card.y * 0.5
            );
        }
    }
}

#[test]
fn a_long_hand_on_an_upright_phone_wraps_and_its_cards_stay_readable() {
    let size = Vec2::new(390.0, 844.0);
    let geometry = Geometry::new(size, 1, 1.0);
    let (front, back) = (
        geometry.pose(Place::Hand(0), 19, 20),
        geometry.pose(Place::Hand(0), 0, 20),
    );
    assert!(
        back.position.y > front.position.y,
        "the first cards go behind"
    );
    assert!(front.z > back.z, "the front row lies over the back one");
    let step = geometry.pose(Place::Hand(0), 11, 20).position.x
        - geometry.pose(Place::Hand(0), 10, 20).position.x;
    assert!(
        step >= geometry.card.x * 0.34,
        "{step} of {}",
        geometry.card.x
    );
    // Five cards stay in one row, and the action bar stands above both rows.
    assert_eq!(
        geometry.pose(Place::Hand(0), 0, 5).position.y,
        geometry.pose(Place::Hand(0), 4, 5).position.y
    );
    assert!(geometry.floor_top(20, false) > geometry.floor_top(5, false));
    let top = back.position.y + geometry.card.y / 2.0 + size.y / 2.0;
    assert!(geometry.floor_top(20, false) >= top);
}

/// The rectangle, left, bottom, right and top, that `count` cards in `place` cover.
fn extent(geometry: &Geometry, place: Place, count: usize) -> [f32; 4] {
    let (first, last) = (
        geometry.pose(place, 0, count),
        geometry.pose(place, count - 1, count),
    );
    let half = geometry.card * first.scale.max(last.scale) / 2.0;
    [
        first.position.x.min(last.position.x) - half.x,
        first.position.y.min(last.position.y) - half.y,
        first.position.x.max(last.position.x) + half.x,
        first.position.y.max(last.position.y) + half.y,
    ]
}

fn apart(a: [f32; 4], b: [f32; 4]) -> bool {
    a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1]
}

#[test]
fn on_a_turned_phone_the_rows_the_stock_and_the_pile_keep_apart() {
    for size in [
        Vec2::new(844.0, 390.0),
        Vec2::new(915.0, 412.0),
        Vec2::new(740.0, 360.0),
        Vec2::new(667.0, 375.0),
        Vec2::new(640.0, 360.0),
    ] {
        let geometry = Geometry {
            rows: true,
            ..Geometry::new(size, 1, 1.0)
        };
        assert_eq!(geometry.arrangement, Arrangement::Turned);
        let places = [
            ("own row", extent(&geometry, Place::Row(0), 5)),
            ("other row", extent(&geometry, Place::Row(1), 5)),
            ("stock", extent(&geometry, Place::Stock, 13)),
            ("discards", extent(&geometry, Place::Discard, 13)),
            ("pile", extent(&geometry, Place::Pile, 5)),
            ("other hand", extent(&geometry, Place::Hand(1), 10)),
        ];
        let hand_top = extent(&geometry, Place::Hand(0), 10)[3];
        for (i, (name, at)) in places.iter().enumerate() {
            assert!(
                at[1] >= hand_top - 1.0,
                "{size}: {name} {at:?} over the hand"
            );
            for (other, there) in &places[i + 1..] {
                // On the narrowest the discards may lie over the stock's edge: the two
                // are read by their captions, not their faces.
                if (*name, *other) == ("stock", "discards") && size.x < 800.0 {
                    continue;
                }
                assert!(
                    apart(*at, *there),
                    "{size}: {name} {at:?} and {other} {there:?}"
                );
            }
        }
        // The rows' captions stand left of them, on the felt.
        let caption = geometry.row_caption_beside(Place::Row(1), 5).unwrap();
        assert!(caption.x <= extent(&geometry, Place::Row(1), 5)[0]);
        assert!(caption.x > -size.x / 2.0 + 80.0);
    }
}

#[test]
fn the_top_of_the_pile_lies_over_the_rest() {
    let geometry = Geometry::new(Vec2::new(1280.0, 720.0), 1, 1.0);
    let top = geometry.pose(Place::Pile, 9, 10);
    let under = geometry.pose(Place::Pile, 8, 10);
    assert!(top.z > under.z && top.scale > under.scale);
}
