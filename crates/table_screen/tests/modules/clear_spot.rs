//! Tests of `challenge_table_screen::clear_spot`.

use bevy::math::{Rect, Vec2};
use challenge_table_screen::clear_spot::*;

fn card(x: f32, y: f32, weight: f32) -> Obstacle {
    Obstacle {
        rect: Rect::from_center_half_size(Vec2::new(x, y), Vec2::new(30.0, 42.0)),
        weight,
    }
}

#[test]
fn a_panel_keeps_its_first_spot_while_nothing_is_under_it() {
    let spots = column(0.0, Vec2::new(300.0, 200.0), 68.0, 500.0, 8.0);
    assert_eq!(spots[0].min.y, 68.0);
    assert_eq!(clearest(&spots, &[card(100.0, 700.0, 1.0)]), Some(0));
}

#[test]
fn a_panel_moves_off_the_hand_it_would_cover_to_the_empty_middle() {
    // An upright phone: another player's hand across the top, the middle empty, the
    // player's own hand at the bottom.
    let hand_at_top: Vec<Obstacle> = (0..8)
        .map(|i| card(40.0 + 40.0 * i as f32, 140.0, 1.0))
        .collect();
    let own_hand: Vec<Obstacle> = (0..8)
        .map(|i| card(40.0 + 40.0 * i as f32, 760.0, 1.0))
        .collect();
    let obstacles: Vec<Obstacle> = hand_at_top.into_iter().chain(own_hand).collect();
    let spots = column(
        8.0,
        Vec2::new(374.0, 220.0),
        68.0,
        844.0 - 220.0 - 12.0,
        8.0,
    );
    let chosen = spots[clearest(&spots, &obstacles).unwrap()];
    assert_eq!(
        cost(chosen, &obstacles),
        0.0,
        "the middle is free: {chosen:?}"
    );
    assert!(chosen.min.y >= 182.0 && chosen.max.y <= 718.0, "{chosen:?}");
}

#[test]
fn a_card_talked_about_weighs_more_than_one_that_is_not() {
    // Two spots, each over one card: the guide leaves the card it points at in sight.
    let spots = [
        Rect::new(0.0, 0.0, 100.0, 100.0),
        Rect::new(0.0, 200.0, 100.0, 300.0),
    ];
    let obstacles = [card(50.0, 50.0, 8.0), card(50.0, 250.0, 1.0)];
    assert_eq!(clearest(&spots, &obstacles), Some(1));
    assert_eq!(
        clearest(&spots, &[card(50.0, 50.0, 1.0), card(50.0, 250.0, 8.0)]),
        Some(0)
    );
}

#[test]
fn no_spot_is_no_answer() {
    assert_eq!(clearest(&[], &[]), None);
    let one = column(0.0, Vec2::new(10.0, 10.0), 50.0, 20.0, 8.0);
    assert_eq!(
        one.len(),
        1,
        "a column too short for a second spot still has its first"
    );
}
