//! Tests of `challenge_table_screen::games`.

use challenge_rules::{Card, GameId};
use challenge_table_screen::layouts::{Place, TableLayout};
use challenge_table_screen::tables_at_moves;

/// Every face a layout shows, wherever it lies.
fn faces(layout: &TableLayout) -> Vec<Card> {
    layout
        .zones
        .iter()
        .flat_map(|zone| zone.cards.iter().flatten().copied())
        .collect()
}

/// A spectator's table, move by move of a seeded game: the seat watched from holds as many
/// cards as that player does, nobody is asked to play, and no face shows that some seat's
/// own table does not show.
fn spectator_sees_only_what_every_seat_sees(game: GameId, seats: usize, seed: u64) {
    let hand = |layout: &TableLayout| {
        layout
            .zones
            .iter()
            .find(|zone| zone.place == Place::Hand(0))
            .map(|zone| zone.cards.len())
    };
    let tables = tables_at_moves(game, seats, seed);
    assert!(!tables.is_empty(), "{game}: no table");
    for table in tables {
        let context = &table.context;
        assert_eq!(
            hand(&table.watched),
            hand(&table.seats[0]),
            "{context}: the watched hand"
        );
        assert_eq!(
            table.watched.prompt, None,
            "{context}: a spectator is asked nothing"
        );
        for (viewer, own) in table.seats.iter().enumerate() {
            let seen = faces(own);
            for card in faces(&table.watched) {
                assert!(
                    seen.contains(&card),
                    "{context}: the spectator sees {card}, which seat {viewer} does not"
                );
            }
        }
    }
}

#[test]
fn a_spectator_sees_every_game_without_a_hand_of_its_own() {
    for game in GameId::ALL {
        // Two seats, and the most up to four: a table of several others to watch.
        let range = &game.info().seats;
        for seats in [*range.start(), (*range.end()).min(4)] {
            for seed in 1..4 {
                spectator_sees_only_what_every_seat_sees(game, seats, seed);
            }
        }
    }
}
