//! Three-card hands: a small inline card list and the Low and High rankings.

use crate::cards::Card;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Whether the lowest or the highest hand wins a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundKind {
    Low,
    High,
}

impl RoundKind {
    /// Odd rounds (I, III, V…) are Low, even rounds High.
    pub fn of_round(round: u32) -> RoundKind {
        if round % 2 == 1 {
            RoundKind::Low
        } else {
            RoundKind::High
        }
    }
}

/// A hand or a choice of cards: at most three.
pub type CardList = crate::cards::CardList<3>;

/// A bit for each card of the pack, for quick "have I seen it" sets.
pub fn card_bit(card: Card) -> u64 {
    1u64 << (card.suit.index() * 13 + usize::from(card.rank.value() - 2))
}

/// High ranking: trips > straight flush > flush > straight > pair > high card, ace high,
/// A-2-3 the lowest straight. A bigger number is a better hand.
pub fn high_strength(a: Card, b: Card, c: Card) -> u32 {
    let mut r = [
        u32::from(a.rank.value()),
        u32::from(b.rank.value()),
        u32::from(c.rank.value()),
    ];
    sort3_desc(&mut r);
    let flush = a.suit == b.suit && b.suit == c.suit;
    if r[0] == r[2] {
        return 5 << 12 | r[0] << 8;
    }
    let pair = r[0] == r[1] || r[1] == r[2];
    if pair {
        let (paired, kicker) = if r[0] == r[1] {
            (r[0], r[2])
        } else {
            (r[1], r[0])
        };
        return 1 << 12 | paired << 8 | kicker << 4;
    }
    let top = if r == [14, 3, 2] {
        Some(3)
    } else if r[0] == r[1] + 1 && r[1] == r[2] + 1 {
        Some(r[0])
    } else {
        None
    };
    match (top, flush) {
        (Some(top), true) => 4 << 12 | top << 8,
        (None, true) => 3 << 12 | r[0] << 8 | r[1] << 4 | r[2],
        (Some(top), false) => 2 << 12 | top << 8,
        (None, false) => r[0] << 8 | r[1] << 4 | r[2],
    }
}

/// Low ranking: ace low, straights and flushes ignored, any no-pair beats any pair, any pair
/// beats trips; lower cards are better. A bigger number is a better hand.
pub fn low_strength(a: Card, b: Card, c: Card) -> u32 {
    let mut l = [
        u32::from(a.rank.low_value()),
        u32::from(b.rank.low_value()),
        u32::from(c.rank.low_value()),
    ];
    sort3_desc(&mut l);
    if l[0] == l[2] {
        return (14 - l[0]) << 8;
    }
    if l[0] == l[1] || l[1] == l[2] {
        let (paired, kicker) = if l[0] == l[1] {
            (l[0], l[2])
        } else {
            (l[1], l[0])
        };
        return 1 << 12 | (14 - paired) << 8 | (14 - kicker) << 4;
    }
    2 << 12 | (14 - l[0]) << 8 | (14 - l[1]) << 4 | (14 - l[2])
}

fn sort3_desc(r: &mut [u32; 3]) {
    if r[0] < r[1] {
        r.swap(0, 1);
    }
    if r[1] < r[2] {
        r.swap(1, 2);
    }
    if r[0] < r[1] {
        r.swap(0, 1);
    }
}

/// The strength of a three-card hand for the round kind; 0 for a hand that is not three cards.
pub fn strength(hand: &[Card], kind: RoundKind) -> u32 {
    match (hand, kind) {
        ([a, b, c], RoundKind::Low) => low_strength(*a, *b, *c),
        ([a, b, c], RoundKind::High) => high_strength(*a, *b, *c),
        _ => 0,
    }
}

/// Every three-card hand's strength, sorted, for each kind (Low first).
fn tables() -> &'static [Vec<u32>; 2] {
    static TABLES: OnceLock<[Vec<u32>; 2]> = OnceLock::new();
    TABLES.get_or_init(|| {
        let pack = crate::cards::standard_pack();
        let mut low = Vec::with_capacity(22_100);
        let mut high = Vec::with_capacity(22_100);
        for i in 0..pack.len() {
            for j in i + 1..pack.len() {
                for k in j + 1..pack.len() {
                    low.push(low_strength(pack[i], pack[j], pack[k]));
                    high.push(high_strength(pack[i], pack[j], pack[k]));
                }
            }
        }
        low.sort_unstable();
        high.sort_unstable();
        [low, high]
    })
}

/// The share of all three-card hands this strength beats (ties count half), 0.0..=1.0.
pub fn percentile(strength: u32, kind: RoundKind) -> f64 {
    let table = &tables()[match kind {
        RoundKind::Low => 0,
        RoundKind::High => 1,
    }];
    let below = table.partition_point(|&s| s < strength);
    let not_above = table.partition_point(|&s| s <= strength);
    (below as f64 + (not_above - below) as f64 / 2.0) / table.len().max(1) as f64
}
