//! Tests of `challenge_table_screen::games::suit_challenge`.

use challenge_rules::games::suit_challenge::SuitChallenge;
use challenge_table_screen::layouts::{Place, Presented, TableLayout, ZoneCards, name};

use challenge_rules::{Deal, Rules};

fn zone(layout: &TableLayout, place: Place) -> &ZoneCards {
    layout
        .zones
        .iter()
        .find(|z| z.place == place)
        .unwrap_or_else(|| panic!("no {place:?}"))
}

#[test]
fn suit_challenge_hides_the_opponents_hand_and_shows_the_sheet() {
    let game = SuitChallenge::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
    let layout = SuitChallenge::layout(&game.view(0));
    let mine = zone(&layout, Place::Hand(0));
    assert_eq!(mine.cards.len(), 5);
    assert!(mine.face_up && mine.cards.iter().all(Option::is_some));
    let theirs = zone(&layout, Place::Hand(1));
    assert_eq!(theirs.cards.len(), 5);
    assert!(!theirs.face_up && theirs.cards.iter().all(Option::is_none));
    let sheet = layout.sheet.expect("suit_challenge keeps a score sheet");
    assert_eq!(sheet.rows.len(), 9);
    assert!(
        sheet
            .rows
            .iter()
            .any(|(row, _)| row.id == "suit_challenge-row-full-house")
    );
    assert_eq!(sheet.players, vec![name(0), name(1)]);
    // Seen from the other seat, that seat's column comes first.
    let theirs = SuitChallenge::layout(&game.view(1)).sheet.expect("a sheet");
    assert_eq!(theirs.players, vec![name(1), name(0)]);
}
