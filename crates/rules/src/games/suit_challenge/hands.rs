//! Suit-pattern hands: which hands five cards form and what each is worth.

use super::Row;
use crate::cards::Card;

/// Card points: A = 11, K/Q/J = 10, 2..10 = pip value.
pub fn card_points(card: Card) -> i64 {
    match card.rank.value() {
        14 => 11,
        11..=13 => 10,
        pips => i64::from(pips),
    }
}

/// The points of all the cards.
pub fn five_card_total(cards: &[Card]) -> i64 {
    cards.iter().map(|&c| card_points(c)).sum()
}

/// How many cards of each suit.
pub fn suit_counts(cards: &[Card]) -> [u8; 4] {
    let mut counts = [0u8; 4];
    for card in cards {
        if let Some(slot) = counts.get_mut(card.suit.index()) {
            *slot = slot.saturating_add(1);
        }
    }
    counts
}

/// The suit counts, largest first: the hand's suit pattern.
fn pattern(counts: [u8; 4]) -> [u8; 4] {
    // A five-comparison sorting network: this runs for every legal-action listing.
    let [mut a, mut b, mut c, mut d] = counts;
    let order = |x: &mut u8, y: &mut u8| {
        if *x < *y {
            std::mem::swap(x, y);
        }
    };
    order(&mut a, &mut b);
    order(&mut c, &mut d);
    order(&mut a, &mut c);
    order(&mut b, &mut d);
    order(&mut b, &mut c);
    [a, b, c, d]
}

/// Whether the cards form `row`'s hand. Only five-card hands form anything.
pub fn forms(cards: &[Card], row: Row) -> bool {
    if cards.len() != 5 {
        return false;
    }
    let shape = pattern(suit_counts(cards));
    match row {
        Row::Pair | Row::Straight => shape == [2, 1, 1, 1],
        Row::TwoPair => shape == [2, 2, 1, 0],
        Row::ThreeOfAKind => shape == [3, 1, 1, 0],
        Row::FullHouse => shape == [3, 2, 0, 0],
        Row::FourOfAKind => shape == [4, 1, 0, 0],
        Row::FiveOfAKind => shape == [5, 0, 0, 0],
        Row::TotalHand => true,
        Row::Challenge => false,
    }
}

/// The pattern hands the cards form, lowest rank first, and how many there are.
pub fn formed(cards: &[Card]) -> ([Row; 2], usize) {
    match best_hand(cards) {
        Some(Row::Straight) => ([Row::Pair, Row::Straight], 2),
        Some(row) => ([row, row], 1),
        None => ([Row::Pair, Row::Pair], 0),
    }
}

/// The highest-ranked of the seven pattern hands the cards form (never Total Hand).
pub fn best_hand(cards: &[Card]) -> Option<Row> {
    if cards.len() != 5 {
        return None;
    }
    match pattern(suit_counts(cards)) {
        [2, 1, 1, 1] => Some(Row::Straight),
        [2, 2, 1, 0] => Some(Row::TwoPair),
        [3, 1, 1, 0] => Some(Row::ThreeOfAKind),
        [3, 2, 0, 0] => Some(Row::FullHouse),
        [4, 1, 0, 0] => Some(Row::FourOfAKind),
        [5, 0, 0, 0] => Some(Row::FiveOfAKind),
        _ => None,
    }
}

/// The points `row`'s hand is worth in these cards (meaningful when the cards form it).
pub fn hand_points(cards: &[Card], row: Row) -> i64 {
    match row {
        Row::Pair | Row::TwoPair | Row::ThreeOfAKind | Row::FourOfAKind => {
            let counts = suit_counts(cards);
            cards
                .iter()
                .filter(|c| counts.get(c.suit.index()).copied().unwrap_or(0) >= 2)
                .map(|&c| card_points(c))
                .sum()
        }
        Row::Straight => {
            let mut best = [0i64; 4];
            for &card in cards {
                if let Some(slot) = best.get_mut(card.suit.index()) {
                    *slot = (*slot).max(card_points(card));
                }
            }
            best.iter().sum()
        }
        Row::FullHouse | Row::FiveOfAKind | Row::TotalHand => five_card_total(cards),
        Row::Challenge => 0,
    }
}

/// Typical points of a hand when it is formed.
pub fn expected_points(row: Row) -> i64 {
    match row {
        Row::Pair => 15,
        Row::TwoPair | Row::FourOfAKind => 29,
        Row::ThreeOfAKind => 22,
        Row::Straight => 31,
        _ => 37,
    }
}
