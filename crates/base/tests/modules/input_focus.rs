//! Tests of `challenge_base::input::focus`.

use bevy::prelude::*;

use challenge_base::input::focus::*;

fn entities(n: u32) -> Vec<Entity> {
    (0..n)
        .map(|i| Entity::from_raw_u32(i + 1).unwrap())
        .collect()
}

#[test]
fn reading_order_runs_by_rows_then_columns() {
    let e = entities(4);
    let order = reading_order(
        vec![
            (e[0], Vec2::new(300.0, 100.0)),
            (e[1], Vec2::new(100.0, 103.0)),
            (e[2], Vec2::new(200.0, 400.0)),
            (e[3], Vec2::new(100.0, 250.0)),
        ],
        8.0,
    );
    assert_eq!(order, vec![e[1], e[0], e[3], e[2]]);
}

/// Buttons at one place (a layout not made yet) come in the order of their entities, however a
/// query hands them over: stepping through them reaches each one.
#[test]
fn buttons_at_one_place_keep_one_order() {
    let e = entities(3);
    let at = Vec2::ZERO;
    let orders = [[0, 1, 2], [0, 2, 1], [2, 1, 0], [1, 0, 2]]
        .map(|given| reading_order(given.iter().map(|&i| (e[i], at)).collect(), 8.0));
    for order in &orders {
        assert_eq!(order, &e);
    }
    let mut reached = vec![];
    let mut current = None;
    for (frame, order) in orders.iter().cycle().take(3).enumerate() {
        current = step(order, current, true);
        reached.push(current.unwrap());
        assert_eq!(reached[frame], e[frame]);
    }
}

#[test]
fn steps_wrap_and_start_at_the_ends() {
    let e = entities(3);
    assert_eq!(step(&e, None, true), Some(e[0]));
    assert_eq!(step(&e, None, false), Some(e[2]));
    assert_eq!(step(&e, Some(e[2]), true), Some(e[0]));
    assert_eq!(step(&e, Some(e[0]), false), Some(e[2]));
    assert_eq!(step(&e, Some(e[1]), true), Some(e[2]));
    assert_eq!(step(&[], Some(e[1]), true), None);
}
