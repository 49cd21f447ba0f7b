//! Poker hand values for rows of one to five cards, the hands they name, and the best or
//! lowest five cards a player can still make from a hand.

use crate::cards::{Card, Rank};
use serde::{Deserialize, Serialize};

/// Hand categories, lowest first; the value of a hand is `category << 20 | ranks`.
pub const HIGH_CARD: u32 = 0;
pub const PAIR: u32 = 1;
pub const TWO_PAIR: u32 = 2;
pub const THREE: u32 = 3;
pub const STRAIGHT: u32 = 4;
pub const FLUSH: u32 = 5;
pub const FULL_HOUSE: u32 = 6;
pub const FOUR: u32 = 7;
pub const STRAIGHT_FLUSH: u32 = 8;
pub const FIVE: u32 = 9;

/// The category of a hand value.
pub fn category(value: u32) -> u32 {
    value >> 20
}

/// The value of up to five cards: a higher number is a better poker hand. Groups come first
/// (larger, then higher), so kickers are compared in full. Straights and flushes need five
/// cards; A-2-3-4-5 is a straight with the five high.
pub fn evaluate(cards: &[Card]) -> u32 {
    let mut counts = [0u8; 15];
    for card in cards.iter().take(5) {
        if let Some(count) = counts.get_mut(usize::from(card.rank.value())) {
            *count += 1;
        }
    }
    let mut groups = [(0u8, 0u8); 5];
    let mut len = 0;
    for rank in (2..=14u8).rev() {
        let count = counts[usize::from(rank)];
        if count > 0 && len < 5 {
            let mut at = len;
            while at > 0 && groups[at - 1].0 < count {
                groups[at] = groups[at - 1];
                at -= 1;
            }
            groups[at] = (count, rank);
            len += 1;
        }
    }
    let mut ranks = 0u32;
    for &(_, rank) in &groups {
        ranks = (ranks << 4) | u32::from(rank);
    }
    let category = match (groups[0].0, groups[1].0) {
        (5, _) => FIVE,
        (4, _) => FOUR,
        (3, 2) => FULL_HOUSE,
        (3, _) => THREE,
        (2, 2) => TWO_PAIR,
        (2, _) => PAIR,
        _ => HIGH_CARD,
    };
    if len == 5 && cards.len() == 5 {
        let flush = cards.iter().all(|card| card.suit == cards[0].suit);
        let high = groups[0].1;
        let straight_high = if high - groups[4].1 == 4 {
            Some(high)
        } else if high == 14 && groups[1].1 == 5 {
            Some(5)
        } else {
            None
        };
        return match (flush, straight_high) {
            (true, Some(top)) => (STRAIGHT_FLUSH << 20) | (u32::from(top) << 16),
            (false, Some(top)) => (STRAIGHT << 20) | (u32::from(top) << 16),
            (true, None) => (FLUSH << 20) | ranks,
            (false, None) => ranks,
        };
    }
    (category << 20) | ranks
}

fn nibble(value: u32, index: u32) -> u8 {
    ((value >> (16 - 4 * index)) & 15) as u8
}

/// A poker hand by what its name says: the category and the ranks that name it ("Pair of
/// Kings", "Flush, Ace high"), without the kickers a comparison goes on to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "hand", rename_all = "snake_case")]
pub enum Hand {
    HighCard {
        high: Rank,
    },
    Pair {
        rank: Rank,
    },
    TwoPair {
        high: Rank,
        low: Rank,
    },
    ThreeOfAKind {
        rank: Rank,
    },
    Straight {
        high: Rank,
    },
    Flush {
        high: Rank,
    },
    FullHouse {
        three: Rank,
        pair: Rank,
    },
    FourOfAKind {
        rank: Rank,
    },
    StraightFlush {
        high: Rank,
    },
    /// The ace-high straight flush.
    RoyalFlush,
    FiveOfAKind {
        rank: Rank,
    },
}

impl Hand {
    /// The hand a value of [`evaluate`] names. A value of at least one card always holds the
    /// ranks its category names; the value of no cards (never named) reads as a Two.
    pub fn of_value(value: u32) -> Hand {
        let rank = |index| Rank::new(nibble(value, index)).unwrap_or(Rank::TWO);
        let (first, second) = (rank(0), rank(1));
        match category(value) {
            PAIR => Hand::Pair { rank: first },
            TWO_PAIR => Hand::TwoPair {
                high: first,
                low: second,
            },
            THREE => Hand::ThreeOfAKind { rank: first },
            STRAIGHT => Hand::Straight { high: first },
            FLUSH => Hand::Flush { high: first },
            FULL_HOUSE => Hand::FullHouse {
                three: first,
                pair: second,
            },
            FOUR => Hand::FourOfAKind { rank: first },
            STRAIGHT_FLUSH if first == Rank::ACE => Hand::RoyalFlush,
            STRAIGHT_FLUSH => Hand::StraightFlush { high: first },
            FIVE => Hand::FiveOfAKind { rank: first },
            _ => Hand::HighCard { high: first },
        }
    }

    /// The hand up to five `cards` make.
    pub fn of(cards: &[Card]) -> Hand {
        Hand::of_value(evaluate(cards))
    }
}

/// The best (or, with `lowest`, the lowest) five-card hand made of `fixed` plus cards from
/// `hand`, never holding two identical cards. None when no such hand exists.
pub fn complete(fixed: &[Card], hand: &[Card], lowest: bool) -> Option<(u32, [Card; 5])> {
    let need = 5usize.checked_sub(fixed.len())?;
    let mut pool = [fixed.first().copied().unwrap_or(hand.first().copied()?); 16];
    let mut size = 0;
    for &card in hand {
        if size < pool.len() && !fixed.contains(&card) && !pool[..size].contains(&card) {
            pool[size] = card;
            size += 1;
        }
    }
    if size < need {
        return None;
    }
    let mut chosen = [pool[0]; 5];
    chosen[..fixed.len()].copy_from_slice(fixed);
    let mut best: Option<(u32, [Card; 5])> = None;
    let mut picks = [0usize; 5];
    for (slot, pick) in picks.iter_mut().enumerate().take(need) {
        *pick = slot;
    }
    loop {
        for slot in 0..need {
            chosen[fixed.len() + slot] = pool[picks[slot]];
        }
        let value = evaluate(&chosen);
        let better = match best {
            None => true,
            Some((held, _)) => (value < held) == lowest && value != held,
        };
        if better {
            best = Some((value, chosen));
        }
        // Next combination in lexicographic order.
        let mut slot = need;
        loop {
            if slot == 0 {
                return best;
            }
            slot -= 1;
            if picks[slot] < size - need + slot {
                picks[slot] += 1;
                for later in slot + 1..need {
                    picks[later] = picks[later - 1] + 1;
                }
                break;
            }
        }
    }
}
