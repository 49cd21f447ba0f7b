//! Tests of `challenge_table_screen::layouts`.

use challenge_rules::Card;

use challenge_table_screen::layouts::*;

#[test]
fn seats_are_numbered_round_the_table_from_the_viewer() {
    assert_eq!(relative(2, 2, 4), 0);
    assert_eq!(relative(0, 2, 4), 2);
    assert_eq!(relative(1, 2, 4), 3);
}

fn card(code: &str) -> Card {
    code.parse().expect("a card code")
}

#[test]
fn an_open_table_turns_other_players_cards_face_up_where_they_hold_them() {
    let watched = TableLayout {
        zones: vec![
            ZoneCards::open(Place::Hand(0), [card("AS")]),
            ZoneCards::hidden(Place::Hand(1), 2),
            ZoneCards::hidden(Place::Stock, 3),
        ],
        opponents: 1,
        ..TableLayout::default()
    };
    let theirs = TableLayout {
        zones: vec![
            ZoneCards::open(Place::Hand(0), [card("2H"), card("KD")]),
            ZoneCards::hidden(Place::Hand(1), 1),
        ],
        opponents: 1,
        ..TableLayout::default()
    };
    let open = open_layout(watched.clone(), 0, [(1, theirs.clone())]);
    let hand = open
        .zones
        .iter()
        .find(|z| z.place == Place::Hand(1))
        .unwrap();
    assert!(hand.face_up);
    assert_eq!(hand.cards, vec![Some(card("2H")), Some(card("KD"))]);
    // The stock is nobody's hand: it stays face down.
    assert_eq!(open.zones[2], watched.zones[2]);
    // A hand that no longer matches its owner's (a count that differs) is left alone.
    let mut short = theirs;
    short.zones[0].cards.pop();
    assert_eq!(open_layout(watched.clone(), 0, [(1, short)]), watched);
}
