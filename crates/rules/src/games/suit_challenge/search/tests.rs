//! Tests of the hard level's search: its reading of hands against the rules' own, its tables,
//! and single decisions whose right answer is clear.

use super::*;
use crate::cards::standard_pack;

fn cards(hand: &Hand) -> Vec<Card> {
    let pack = standard_pack();
    hand.iter()
        .map(|&id| {
            *pack
                .iter()
                .find(|&&c| id_of(c) == id)
                .expect("a card of the pack")
        })
        .collect()
}

#[test]
fn card_numbers_are_one_to_one_with_the_pack() {
    let mut ids: Vec<Id> = standard_pack().into_iter().map(id_of).collect();
    ids.sort_unstable();
    assert_eq!(ids, (0..52).collect::<Vec<Id>>());
}

#[test]
fn the_quick_reading_of_a_hand_agrees_with_the_rules() {
    let mut rng = GameRng::seeded(4);
    let mut pack: Vec<Id> = (0..52).collect();
    for _ in 0..2000 {
        rng.shuffle(&mut pack);
        let hand: Hand = [pack[0], pack[1], pack[2], pack[3], pack[4]];
        let real = cards(&hand);
        let reading = Reading::of(&hand);
        assert_eq!(Some(reading.top), super::super::best_hand(&real));
        for row in Row::REQUIRED {
            assert_eq!(
                reading.forms(row),
                super::super::forms(&real, row),
                "{row:?}"
            );
            if reading.forms(row) {
                assert_eq!(reading.points(row), super::super::hand_points(&real, row));
            }
        }
    }
}

#[test]
fn hands_dealt_to_a_pattern_form_it_from_the_cards_offered() {
    let mut rng = GameRng::seeded(5);
    // Without the clubs but one, 5 of a Kind cannot be clubs.
    let pool: Vec<Id> = (12..52).collect();
    for row in [
        Row::Pair,
        Row::TwoPair,
        Row::ThreeOfAKind,
        Row::FullHouse,
        Row::FourOfAKind,
        Row::FiveOfAKind,
    ] {
        for _ in 0..200 {
            let hand = deal_pattern(&pool, pattern_of(row), &mut rng).expect("such hands exist");
            assert!(forms(&hand, row), "{row:?}: {hand:?}");
            assert!(hand.iter().all(|c| pool.contains(c)));
            let mut distinct = hand.to_vec();
            distinct.dedup();
            assert_eq!(distinct.len(), 5);
        }
    }
    assert_eq!(
        deal_pattern(&[0, 1, 2, 13, 14], [5, 0, 0, 0], &mut rng),
        None
    );
}

#[test]
fn drawing_keeps_the_longest_suit_best_cards_first() {
    // Hearts are 26..39: A, K and 2 of hearts, the 9 of clubs and the 3 of spades.
    let hand: Hand = [26 + 12, 39 + 1, 26 + 11, 7, 26];
    let (keep, kept) = Suits::of(&hand).keep_toward(Row::FourOfAKind);
    assert_eq!(keep, 0b1_0101);
    assert_eq!(kept, [3, 0, 0, 0]);
    let (keep, _) = Suits::of(&hand).keep_toward(Row::TwoPair);
    // Toward 2 Pair: the two best hearts, then the best card of each next suit.
    assert_eq!(keep, 0b0_1111);
}

#[test]
fn random_hand_tables_match_the_pattern_odds() {
    let tables = tables();
    let share = |row: Row| tables.best[row.index()].iter().sum::<f64>();
    // Exact odds: 2-1-1-1 26.4 %, 2-2-1 36.5 %, 3-1-1 22.3 %, 3-2 10.3 %, 4-1 4.3 %.
    for (row, odds) in [
        (Row::Straight, 0.264),
        (Row::TwoPair, 0.365),
        (Row::ThreeOfAKind, 0.223),
        (Row::FullHouse, 0.103),
        (Row::FourOfAKind, 0.043),
    ] {
        assert!((share(row) - odds).abs() < 0.01, "{row:?}: {}", share(row));
    }
    // Four of a suit kept: one card in four completes the 5 of a Kind.
    let four = tables.reach[shape_code([4, 0, 0, 0])];
    assert!((four[Row::FiveOfAKind.index()] - 0.25).abs() < 1e-9);
    assert!((four[Row::FourOfAKind.index()] - 0.75).abs() < 1e-9);
}
