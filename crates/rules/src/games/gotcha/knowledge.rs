//! What one seat can infer about the other hands from public play: which values each hidden
//! card may have, and how likely each is.

use super::{GuessRecord, value};
use crate::cards::Card;
use crate::game::Seat;
use crate::rng::GameRng;

/// Bits 1..=13: every value.
const ALL_VALUES: u16 = 0x3FFE;

/// How likely [`Knowledge::probabilities_after_discards`] holds it, before play, that a player
/// put its discards aside as any cards rather than from the ends (as the easy player does);
/// the guesses then tell which it was. Held at a fifth, the hard player beat the normal one in
/// nearly every two-player game but fell to 93 % against the easy one (95 % reading every
/// hand as random); held even, it keeps that 95 %.
const RANDOM_SHARE: f64 = 0.5;

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
    /// Per seat, the smallest and largest value of its cards shown so far (13 and 1 if none).
    shown_range: Vec<(u8, u8)>,
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
        let mut shown_range = vec![(13u8, 1u8); counts.len()];
        for g in history {
            if let (Some(card), Some(range)) = (g.card, shown_range.get_mut(g.target)) {
                let v = value(card);
                *range = (range.0.min(v), range.1.max(v));
            }
        }
        Knowledge {
            avail,
            masks,
            shown_range,
        }
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

    /// As [`Knowledge::probabilities`], allowing that `seat` put its `discards` cards aside
    /// before play from the ends of its hand, as the normal and hard players do: its end cards
    /// are then less often the extreme values a random hand's would be. Every split of the
    /// discards between the two ends is as likely before play, each then weighed by how many
    /// hands fit it. Whether the player put them aside so or as any cards (as the easy player
    /// does) is even before play ([`RANDOM_SHARE`]), then as likely as each reading foretold
    /// the guesses so far.
    pub fn probabilities_after_discards(&self, seat: Seat, discards: usize) -> Vec<[f64; 14]> {
        let Some(masks) = self.masks.get(seat) else {
            return Vec::new();
        };
        if discards == 0 || masks.is_empty() {
            return marginals(masks, &self.avail);
        }
        let mut rows = vec![[0.0f64; 14]; masks.len()];
        let mut total = 0.0;
        for (low, extended) in self.splits(seat, discards).into_iter().enumerate() {
            let (marginal, weight) = weighted_marginals(&extended, &self.avail);
            if weight <= 0.0 || !weight.is_finite() {
                continue;
            }
            total += weight;
            for (row, from) in rows.iter_mut().zip(&marginal[low..]) {
                for (p, q) in row.iter_mut().zip(from) {
                    *p += weight * q;
                }
            }
        }
        if total <= 0.0 {
            return marginals(masks, &self.avail);
        }
        let (plain, plain_weight) = weighted_marginals(masks, &self.avail);
        let random = random_share(masks.len(), discards, &self.avail, plain_weight, total);
        for (row, plain) in rows.iter_mut().zip(&plain) {
            for (p, q) in row.iter_mut().zip(plain) {
                *p = (1.0 - random) * *p / total + random * q;
            }
        }
        rows
    }

    /// For each way of splitting `discards` cards put aside between the ends of `seat`'s hand
    /// (`low` of them from the low end, in order), the masks of the hand as it was before: a
    /// card put aside from the low end lay below every card shown since, and one from the
    /// high end above them.
    fn splits(&self, seat: Seat, discards: usize) -> Vec<Vec<u16>> {
        let masks = self.masks.get(seat).map(Vec::as_slice).unwrap_or_default();
        let (lowest_shown, highest_shown) = self.shown_range.get(seat).copied().unwrap_or((13, 1));
        (0..=discards)
            .map(|low| {
                let mut extended = vec![at_most(lowest_shown); low];
                extended.extend_from_slice(masks);
                extended.extend(std::iter::repeat_n(at_least(highest_shown), discards - low));
                extended
            })
            .collect()
    }

    /// The values of a hand for `seat` drawn from the unseen copies `avail` as
    /// [`Knowledge::probabilities_after_discards`] weighs them, with the values of the
    /// `discards` cards it put aside from its ends, smallest first; or, as often as the player
    /// is held to have put them aside as any cards, a random hand that fits with no discards
    /// (they are any of the cards left). None where no hand fits.
    pub fn sample_hand(
        &self,
        seat: Seat,
        avail: &[u8; 14],
        discards: usize,
        rng: &mut GameRng,
    ) -> Option<(Vec<u8>, Option<Vec<u8>>)> {
        let masks = self.masks.get(seat)?;
        if discards == 0 || masks.is_empty() {
            return sample_values(masks, avail, rng).map(|hand| (hand, None));
        }
        let splits = self.splits(seat, discards);
        let weights: Vec<f64> = splits
            .iter()
            .map(|extended| weighted_marginals(extended, avail).1)
            .collect();
        let total: f64 = weights.iter().sum();
        let plain_weight = weighted_marginals(masks, avail).1;
        if total <= 0.0
            || !total.is_finite()
            || rng.unit() < random_share(masks.len(), discards, avail, plain_weight, total)
        {
            return sample_values(masks, avail, rng).map(|hand| (hand, None));
        }
        let mut at = rng.unit() * total;
        let low = weights
            .iter()
            .position(|&weight| {
                at -= weight;
                at < 0.0
            })
            .unwrap_or(discards);
        let values = sample_values(&splits[low], avail, rng)?;
        let hand = values[low..low + masks.len()].to_vec();
        let put_aside = values[..low]
            .iter()
            .chain(&values[low + masks.len()..])
            .copied()
            .collect();
        Some((hand, Some(put_aside)))
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

/// How likely it is, from what has been seen of a hand of `cards` cards, that its player put
/// its `discards` aside as any cards rather than from the ends: [`RANDOM_SHARE`] before play,
/// then weighed by how well each reading foretold the guesses. `fitting` is the weight of the
/// hands that fit as it holds them, `fitting_before` that of the hands before the discards
/// split between the ends, summed over the splits (each as likely as the next).
fn random_share(
    cards: usize,
    discards: usize,
    avail: &[u8; 14],
    fitting: f64,
    fitting_before: f64,
) -> f64 {
    // Each weight as a share of every hand of that many of the unseen cards.
    let any = |n: usize| weighted_marginals(&vec![ALL_VALUES; n], avail).1;
    let as_any = fitting / any(cards);
    let from_ends = fitting_before / (discards + 1) as f64 / any(cards + discards);
    let random = RANDOM_SHARE * as_any;
    let ends = (1.0 - RANDOM_SHARE) * from_ends;
    if random + ends > 0.0 && (random + ends).is_finite() {
        random / (random + ends)
    } else {
        RANDOM_SHARE
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
    weighted_marginals(masks, avail).0
}

/// [`marginals`], with the weight of every hand that fits (0 where none does).
fn weighted_marginals(masks: &[u16], avail: &[u8; 14]) -> (Vec<[f64; 14]>, f64) {
    let n = masks.len();
    if n == 0 {
        return (Vec::new(), 1.0);
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
    let mut hands = 0.0;
    for (i, row) in result.iter_mut().enumerate() {
        let mut total = 0.0;
        for v in 1..=13 {
            let weight: f64 = (1..=4).map(|c| forward[i][v][c] * backward[i][v][c]).sum();
            row[v] = weight;
            total += weight;
        }
        if i == 0 {
            hands = total;
        }
        if total > 0.0 {
            for p in row.iter_mut() {
                *p /= total;
            }
        }
    }
    (result, hands)
}

#[cfg(test)]
mod tests {
    use super::super::{Gotcha, Options, Phase};
    use super::*;
    use crate::game::{Deal, Game, Level};

    /// Chances with whether they came true (1) or not (0).
    type Chances = Vec<(f64, f64)>;

    /// For the end cards of the other hands, each chance of a value between 35 and 90 % with
    /// whether the card had it, reckoned both ways, over games between players of `level`.
    fn end_card_chances(seats: usize, deals: u64, level: Level) -> (Chances, Chances) {
        let (mut random, mut after_discards) = (Vec::new(), Vec::new());
        for seed in 0..deals {
            let mut game =
                Gotcha::new_game(&Options::default(), seats, Deal::seeded(seed)).unwrap();
            let mut rng = GameRng::seeded(seed);
            while let Some(seat) = game.to_act() {
                if game.phase == Phase::Guess {
                    let facts = game.knowledge(seat);
                    for (target, hand) in game.hands.iter().enumerate() {
                        if target == seat || hand.len() < 2 {
                            continue;
                        }
                        let plain = facts.probabilities(target);
                        let weighed =
                            facts.probabilities_after_discards(target, game.discards[target].len());
                        for at in [0, hand.len() - 1] {
                            let truth = usize::from(value(hand[at]));
                            for v in 1..=13 {
                                let had = f64::from(u8::from(v == truth));
                                for (p, list) in [
                                    (plain[at][v], &mut random),
                                    (weighed[at][v], &mut after_discards),
                                ] {
                                    if (0.35..0.9).contains(&p) {
                                        list.push((p, had));
                                    }
                                }
                            }
                        }
                    }
                }
                let legal = game.legal_actions();
                let action = Gotcha::bot_action(&game.view(seat), &legal, level, &mut rng);
                game.apply(&action).unwrap();
            }
        }
        (random, after_discards)
    }

    /// How far the chances say more than happened: mean chance less the share that were right.
    fn overstated(pairs: &[(f64, f64)]) -> f64 {
        let n = pairs.len().max(1) as f64;
        pairs.iter().map(|(p, had)| p - had).sum::<f64>() / n
    }

    /// The normal and hard players put their discards aside from the ends of their hands, so
    /// a likely value for an end card reckoned as if the hand were random says too much; the
    /// hard player's reckoning, which allows for it, says less too much. The easy player puts
    /// any cards aside, and there it reads the hands as well as the random reckoning does.
    /// (With two players the unseen cards are the other hand and its discards exactly, and
    /// which ends the six came from follows the normal player's rule, not chance: the end
    /// cards' chances mean less there, though they win the hard player most games.)
    #[test]
    fn end_cards_are_reckoned_allowing_that_the_discards_came_from_the_ends() {
        for (seats, deals) in [(3, 20), (5, 30)] {
            let (random, after_discards) = end_card_chances(seats, deals, Level::Normal);
            assert!(
                random.len() > 200 && after_discards.len() > 200,
                "{seats} seats"
            );
            let (random, after_discards) = (overstated(&random), overstated(&after_discards));
            assert!(
                random > 0.12 && after_discards.abs() < random * 0.7,
                "normal players, {seats} seats: random {random:.3}, after discards {after_discards:.3}"
            );
            let (random, after_discards) = end_card_chances(seats, deals, Level::Easy);
            let (random, after_discards) = (overstated(&random), overstated(&after_discards));
            assert!(
                after_discards.abs() < random.abs() + 0.03,
                "easy players, {seats} seats: random {random:.3}, after discards {after_discards:.3}"
            );
        }
    }
}
