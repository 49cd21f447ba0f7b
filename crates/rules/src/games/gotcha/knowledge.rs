//! What one seat can infer about the other hands from public play: which values each hidden
//! card may have, and how likely each is.

use super::{GuessRecord, value};
use crate::cards::Card;
use crate::game::Seat;
use crate::rng::GameRng;

/// Bits 1..=13: every value.
const ALL_VALUES: u16 = 0x3FFE;

/// Values at most `v`, as bits.
fn at_most(v: u8) -> u16 {
    ALL_VALUES & ((1u16 << (u32::from(v.min(13)) + 1)) - 1)
}

/// Values at least `v`, as bits.
fn at_least(v: u8) -> u16 {
    ALL_VALUES & !((1u16 << u32::from(v.min(14))) - 1)
}

/// C(n, k) for the at most four copies of a value.
fn choose(n: u8, k: usize) -> f64 {
    const TABLE: [[f64; 5]; 5] = [
        [1.0, 0.0, 0.0, 0.0, 0.0],
        [1.0, 1.0, 0.0, 0.0, 0.0],
        [1.0, 2.0, 1.0, 0.0, 0.0],
        [1.0, 3.0, 3.0, 1.0, 0.0],
        [1.0, 4.0, 6.0, 4.0, 1.0],
    ];
    TABLE
        .get(usize::from(n))
        .and_then(|row| row.get(k))
        .copied()
        .unwrap_or(0.0)
}

/// One seat's knowledge of the table.
#[derive(Clone, Debug)]
pub(crate) struct Knowledge {
    /// Copies of each value (index 1..=13) this seat has not seen.
    pub avail: [u8; 14],
    /// Per seat, per current position from the smallest: the values that card may have, as
    /// bits. Empty for the seat itself.
    pub masks: Vec<Vec<u16>>,
}

impl Knowledge {
    /// `known` is every card `seat` has seen privately (its hand and discards); the history
    /// adds the cards shown to everyone. Wrong guesses are tied to the card they named, not
    /// to its index, so a later removal below it shifts the exclusion down with the card.
    pub fn new(
        seat: Seat,
        known: impl Iterator<Item = Card>,
        history: &[GuessRecord],
        counts: &[usize],
    ) -> Knowledge {
        let mut avail = [4u8; 14];
        avail[0] = 0;
        let shown = history.iter().filter_map(|g| g.card);
        for card in known.chain(shown) {
            let slot = &mut avail[usize::from(value(card).min(13))];
            *slot = slot.saturating_sub(1);
        }
        let mut masks: Vec<Vec<u16>> = counts
            .iter()
            .enumerate()
            .map(|(t, &count)| {
                if t == seat {
                    Vec::new()
                } else {
                    let removed = history
                        .iter()
                        .filter(|g| g.target == t && g.right())
                        .count();
                    vec![ALL_VALUES; count + removed]
                }
            })
            .collect();
        for g in history {
            if g.target == seat {
                continue;
            }
            let Some(hand) = masks.get_mut(g.target) else {
                continue;
            };
            let at = g.position.wrapping_sub(1);
            if at >= hand.len() {
                continue;
            }
            match g.card {
                Some(card) => {
                    let v = value(card);
                    for (j, mask) in hand.iter_mut().enumerate() {
                        if j < at {
                            *mask &= at_most(v);
                        } else if j > at {
                            *mask &= at_least(v);
                        }
                    }
                    hand.remove(at);
                }
                None => hand[at] &= !(1u16 << u32::from(g.value.min(15))),
            }
        }
        for (t, hand) in masks.iter_mut().enumerate() {
            if t != seat {
                hand.resize(counts.get(t).copied().unwrap_or(0), ALL_VALUES);
            }
        }
        Knowledge { avail, masks }
    }

    /// Per seat, per position, the probability of each value (index 1..=13), treating the
    /// hand as a random draw of the unseen cards that fits everything known about it. Each
    /// value that fits at least one such hand gets a positive probability.
    pub fn probabilities(&self, seat: Seat) -> Vec<[f64; 14]> {
        self.masks
            .get(seat)
            .map(|masks| marginals(masks, &self.avail))
            .unwrap_or_default()
    }

    pub fn possible_values(&self) -> Vec<Vec<Vec<u8>>> {
        (0..self.masks.len())
            .map(|t| {
                self.probabilities(t)
                    .iter()
                    .map(|row| (1..=13u8).filter(|&v| row[usize::from(v)] > 0.0).collect())
                    .collect()
            })
            .collect()
    }
}

/// `fits(i, v)`: whether card `i` of a hand constrained by `masks` may be `v` with copies left.
fn fits(masks: &[u16], avail: &[u8; 14], i: usize, v: usize) -> bool {
    masks[i] & (1 << v) != 0 && avail[v] > 0
}

/// forward[i][v][c]: the weight of the sorted prefixes 0..=i of a hand constrained by
/// `masks` whose card i is `v` with c copies of v so far; the weight of the run of v (the
/// ways to pick its cards from the unseen copies) is applied when it closes.
fn forward(masks: &[u16], avail: &[u8; 14]) -> Vec<[[f64; 5]; 14]> {
    let n = masks.len();
    let mut forward = vec![[[0.0f64; 5]; 14]; n];
    for i in 0..n {
        let mut closed_below = if i == 0 { 1.0 } else { 0.0 };
        for v in 1..=13 {
            if i > 0 && v > 1 {
                let u = v - 1;
                let run = &forward[i - 1][u];
                closed_below += (1..=usize::from(avail[u]))
                    .map(|c| run[c] * choose(avail[u], c))
                    .sum::<f64>();
            }
            if !fits(masks, avail, i, v) {
                continue;
            }
            forward[i][v][1] = closed_below;
            if i > 0 {
                for c in 2..=usize::from(avail[v]) {
                    forward[i][v][c] = forward[i - 1][v][c - 1];
                }
            }
        }
    }
    forward
}

/// The values of a sorted hand whose card `i` must be a value in `masks[i]`, drawn with the
/// weights [`marginals`] counts (every hand of the unseen copies that fits equally likely),
/// smallest first; None where no hand fits.
pub(crate) fn sample_values(masks: &[u16], avail: &[u8; 14], rng: &mut GameRng) -> Option<Vec<u8>> {
    let n = masks.len();
    if n == 0 {
        return Some(Vec::new());
    }
    let forward = forward(masks, avail);
    // Picks one (value, copies) by its weight among `weights`.
    let mut pick = |weights: &[(usize, usize, f64)]| -> Option<(usize, usize)> {
        let total: f64 = weights.iter().map(|w| w.2).sum();
        if total <= 0.0 || !total.is_finite() {
            return None;
        }
        let mut at = rng.unit() * total;
        for &(v, c, weight) in weights {
            if at < weight {
                return Some((v, c));
            }
            at -= weight;
        }
        weights.iter().rev().find(|w| w.2 > 0.0).map(|w| (w.0, w.1))
    };
    let runs_closing = |i: usize, below: usize| -> Vec<(usize, usize, f64)> {
        (1..below)
            .flat_map(|v| (1..=usize::from(avail[v])).map(move |c| (v, c)))
            .map(|(v, c)| (v, c, forward[i][v][c] * choose(avail[v], c)))
            .collect()
    };
    let mut values = vec![0u8; n];
    let (mut v, mut c) = pick(&runs_closing(n - 1, 14))?;
    for i in (0..n).rev() {
        values[i] = v as u8;
        if i == 0 {
            break;
        }
        if c >= 2 {
            c -= 1;
        } else {
            (v, c) = pick(&runs_closing(i - 1, v))?;
        }
    }
    Some(values)
}

/// Exact per-position marginals for a sorted hand whose card `i` must be a value in
/// `masks[i]`, with every value-sequence weighted by the number of ways to pick its cards
/// from the unseen copies. Forward and backward passes over (position, value, copies so far).
pub(crate) fn marginals(masks: &[u16], avail: &[u8; 14]) -> Vec<[f64; 14]> {
    let n = masks.len();
    if n == 0 {
        return Vec::new();
    }
    let fits = |i: usize, v: usize| fits(masks, avail, i, v);
    let forward = forward(masks, avail);
    // backward[i][v][c]: completions of positions i+1.. given card i = v with c copies so
    // far, including the weight of the run of v.
    let mut backward = vec![[[0.0f64; 5]; 14]; n];
    for i in (0..n).rev() {
        let mut open_above = 0.0;
        for v in (1..=13).rev() {
            if i + 1 < n && v < 13 {
                open_above += backward[i + 1][v + 1][1];
            }
            if !fits(i, v) {
                continue;
            }
            for c in 1..=usize::from(avail[v]) {
                backward[i][v][c] = if i + 1 == n {
                    choose(avail[v], c)
                } else {
                    let same = if c < usize::from(avail[v]) {
                        backward[i + 1][v][c + 1]
                    } else {
                        0.0
                    };
                    same + choose(avail[v], c) * open_above
                };
            }
        }
    }
    let mut result = vec![[0.0f64; 14]; n];
    for (i, row) in result.iter_mut().enumerate() {
        let mut total = 0.0;
        for v in 1..=13 {
            let weight: f64 = (1..=4).map(|c| forward[i][v][c] * backward[i][v][c]).sum();
            row[v] = weight;
            total += weight;
        }
        if total > 0.0 {
            for p in row.iter_mut() {
                *p /= total;
            }
        }
    }
    result
}
