//! Bots for Challenge Poker, deciding from a seat's view only.
//!
//! Normal judges its hand by its percentile among all three-card hands; Hard samples the
//! cards it cannot see, weighs what a goer's shown cards and bold answers suggest, and picks
//! the move with the best expected token gain.

use super::hands::{CardList, RoundKind, card_bit, percentile, strength};
use super::{Action, Phase, View, doubled};
use crate::cards::{Card, standard_pack};
use crate::game::{Level, Seat};
use crate::rng::GameRng;

pub fn choose(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let Some(first) = legal.first() else {
        return Action::Pass;
    };
    let wanted = match level {
        Level::Easy => {
            if rng.chance(0.2) {
                rng.pick(legal).cloned().unwrap_or_else(|| first.clone())
            } else {
                Bot::new(view, rng.unit() * 0.2 - 0.1).normal(legal)
            }
        }
        Level::Normal => Bot::new(view, 0.0).normal(legal),
        Level::Hard => Bot::new(view, 0.0).hard(legal, rng),
    };
    if legal.contains(&wanted) {
        wanted
    } else {
        first.clone()
    }
}

struct Bot<'a> {
    view: &'a View,
    kind: RoundKind,
    hand: [Card; 3],
    full: bool,
    opponents: usize,
    /// Shifts every threshold; Easy plays a little looser or tighter each move.
    slack: f64,
}

fn discard_of(legal: &[Action], keep: &[Card], hand: &[Card]) -> Option<Action> {
    let cards: Vec<Card> = hand.iter().copied().filter(|c| !keep.contains(c)).collect();
    legal
        .iter()
        .find(|a| matches!(a, Action::Discard { cards: c } if c.as_slice() == cards.as_slice()))
        .cloned()
}

impl<'a> Bot<'a> {
    fn new(view: &'a View, slack: f64) -> Bot<'a> {
        let cards = view.hand.as_slice();
        let full = cards.len() == 3;
        let hand = match cards {
            [a, b, c] => [*a, *b, *c],
            _ => [standard_pack()[0]; 3],
        };
        let opponents = view
            .at_table
            .iter()
            .filter(|&&a| a)
            .count()
            .saturating_sub(1);
        Bot {
            view,
            kind: view.kind,
            hand,
            full,
            opponents: opponents.max(1),
            slack,
        }
    }

    fn my_strength(&self) -> u32 {
        strength(&self.hand, self.kind)
    }

    fn my_percentile(&self) -> f64 {
        percentile(self.my_strength(), self.kind)
    }

    fn stack(&self, seat: Seat) -> u64 {
        self.view.stacks.get(seat).copied().unwrap_or(0)
    }

    /// Cards this seat cannot place: not in its hand and not shown by anyone.
    fn unseen(&self) -> Vec<Card> {
        let mut seen = 0u64;
        for card in self.view.hand.iter() {
            seen |= card_bit(card);
        }
        for shown in &self.view.shown {
            for card in shown.iter() {
                seen |= card_bit(card);
            }
        }
        standard_pack()
            .into_iter()
            .filter(|&c| seen & card_bit(c) == 0)
            .collect()
    }

    fn goer_and_opponent(&self) -> Option<(Seat, Seat, Seat, u32)> {
        match self.view.phase {
            Phase::Answering {
                goer,
                rechallenger,
                answering,
                doublings,
                ..
            } => Some((goer, rechallenger, answering, doublings)),
            _ => None,
        }
    }

    /// Chance to win and to lose against `goer`, whose hand holds its shown cards and
    /// unknown rest; each completion weighted by how likely it was to go out (`boldness`).
    fn versus_shown(&self, goer: Seat, boldness: f64) -> (f64, f64) {
        let shown = self
            .view
            .shown
            .get(goer)
            .copied()
            .unwrap_or(CardList::EMPTY);
        let unseen = self.unseen();
        let mine = self.my_strength();
        let (mut win, mut lose, mut total) = (0.0, 0.0, 0.0);
        let mut judge = |theirs: [Card; 3]| {
            let s = strength(&theirs, self.kind);
            let weight = if boldness > 0.0 {
                percentile(s, self.kind).powf(boldness).max(1e-6)
            } else {
                1.0
            };
            total += weight;
            if mine > s {
                win += weight;
            } else if mine < s {
                lose += weight;
            }
        };
        match shown.as_slice() {
            [a, b, c] => judge([*a, *b, *c]),
            [a, b] => {
                for &c in &unseen {
                    judge([*a, *b, c]);
                }
            }
            [a] => {
                for (i, &b) in unseen.iter().enumerate() {
                    for &c in &unseen[i + 1..] {
                        judge([*a, b, c]);
                    }
                }
            }
            _ => {
                let p = self.my_percentile();
                return (p, 1.0 - p);
            }
        }
        if total <= 0.0 {
            return (0.5, 0.5);
        }
        (win / total, lose / total)
    }

    fn normal(&self, legal: &[Action]) -> Action {
        let first = legal[0].clone();
        if !self.full {
            return first;
        }
        match self.view.phase {
            Phase::Draw { .. } => self.normal_draw(legal).unwrap_or(first),
            Phase::GoingOut { .. } => {
                let best = self.my_percentile().powi(self.opponents as i32);
                if best >= 0.5 + self.slack {
                    self.show(legal).unwrap_or(first)
                } else {
                    Action::Pass
                }
            }
            Phase::Responding { goer, .. } => {
                let (win, lose) = self.versus_shown(goer, 0.0);
                let edge = win - lose;
                if edge >= 0.7 + self.slack {
                    Action::Rechallenge
                } else if edge >= 0.25 + self.slack {
                    Action::Challenge
                } else {
                    Action::Pass
                }
            }
            Phase::Answering { .. } => {
                let Some((goer, rechallenger, answering, doublings)) = self.goer_and_opponent()
                else {
                    return first;
                };
                let (other, strength) = if answering == goer {
                    (rechallenger, self.my_percentile())
                } else {
                    let (win, lose) = self.versus_shown(goer, 0.0);
                    (goer, (1.0 + win - lose) / 2.0)
                };
                let stake = doubled(self.view.pot, doublings);
                let pointless = stake >= self.stack(other).min(self.stack(self.view.seat));
                if strength >= 0.93 + self.slack && !pointless {
                    Action::Rechallenge
                } else if strength >= 0.7 + self.slack {
                    Action::Accept
                } else {
                    Action::Drop
                }
            }
            Phase::Over => first,
        }
    }

    /// Shows the two cards that look least threatening, inviting weaker challenges.
    fn show(&self, legal: &[Action]) -> Option<Action> {
        let mut best: Option<(u32, &Action)> = None;
        for action in legal {
            if let Action::GoOut { show } = action {
                let hidden = self.hand.iter().find(|c| !show.contains(c)).copied();
                let Some(hidden) = hidden else { continue };
                // Keep the card that matters most hidden: the highest value kept in view
                // for High is the weakest look, the lowest for Low.
                let score = match self.kind {
                    RoundKind::High => u32::from(hidden.rank.value()),
                    RoundKind::Low => 15 - u32::from(hidden.rank.low_value()),
                };
                if best.is_none_or(|(s, _)| score > s) {
                    best = Some((score, action));
                }
            }
        }
        best.map(|(_, a)| a.clone())
    }

    fn normal_draw(&self, legal: &[Action]) -> Option<Action> {
        let mut sorted = self.hand;
        let keep: Vec<Card> = match self.kind {
            RoundKind::Low => {
                sorted.sort_by_key(|c| c.rank.low_value());
                let mut keep: Vec<Card> = Vec::new();
                for card in sorted {
                    let duplicate = keep.iter().any(|k| k.rank == card.rank);
                    if !duplicate && card.rank.low_value() <= 7 {
                        keep.push(card);
                    }
                }
                keep
            }
            RoundKind::High => {
                sorted.sort_by_key(|c| std::cmp::Reverse(c.rank.value()));
                let s = self.my_strength() >> 12;
                if s >= 2 {
                    sorted.to_vec()
                } else if s == 1 {
                    let paired = if sorted[0].rank == sorted[1].rank {
                        sorted[0].rank
                    } else {
                        sorted[1].rank
                    };
                    sorted
                        .iter()
                        .copied()
                        .filter(|c| c.rank == paired || c.rank.value() >= 13)
                        .collect()
                } else {
                    let mut keep = Vec::new();
                    for i in 0..3 {
                        for j in i + 1..3 {
                            let (a, b) = (sorted[i], sorted[j]);
                            let gap = a.rank.value() - b.rank.value();
                            if keep.is_empty() && (a.suit == b.suit || gap <= 2) {
                                keep = vec![a, b];
                            }
                        }
                    }
                    if keep.is_empty() {
                        keep = sorted
                            .iter()
                            .copied()
                            .filter(|c| c.rank.value() >= 12)
                            .collect();
                    }
                    keep
                }
            }
        };
        discard_of(legal, &keep, &self.hand)
    }

    fn hard(&self, legal: &[Action], rng: &mut GameRng) -> Action {
        let first = legal[0].clone();
        if !self.full {
            return first;
        }
        let pot = self.view.pot as f64;
        let me = self.view.seat;
        match self.view.phase {
            Phase::Draw { .. } => self.hard_draw(legal, rng).unwrap_or(first),
            Phase::GoingOut { .. } => {
                let best = self.chance_best(rng, 160);
                if best >= 0.45 {
                    self.show(legal).unwrap_or(first)
                } else {
                    Action::Pass
                }
            }
            Phase::Responding { goer, .. } => {
                let boldness = self.opponents as f64;
                let (win, lose) = self.versus_shown(goer, boldness);
                let gain = (self.stack(goer) as f64).min(pot);
                let loss = (self.stack(me) as f64).min(pot);
                let challenge = win * gain - lose * loss;
                let gain2 = (self.stack(goer) as f64).min(2.0 * pot);
                let loss2 = (self.stack(me) as f64).min(2.0 * pot);
                // A rechallenge invites a drop from a weak goer, so it pays even a little
                // more than its showdown value; only the strongest hands risk it.
                let rechallenge = win * gain2 - lose * loss2;
                if win - lose >= 0.5 && rechallenge > challenge {
                    Action::Rechallenge
                } else if challenge > 0.05 * pot {
                    Action::Challenge
                } else {
                    Action::Pass
                }
            }
            Phase::Answering { .. } => {
                let Some((goer, rechallenger, answering, doublings)) = self.goer_and_opponent()
                else {
                    return first;
                };
                let (other, win, lose) = if answering == goer {
                    let (w, l) = self.versus_bold(rechallenger, rng);
                    (rechallenger, w, l)
                } else {
                    let boldness = 2.0 * self.opponents as f64 + 2.0;
                    let (w, l) = self.versus_shown(goer, boldness);
                    (goer, w, l)
                };
                let stake = doubled(self.view.pot, doublings) as f64;
                let previous = doubled(self.view.pot, doublings.saturating_sub(1)) as f64;
                let mine = self.stack(me) as f64;
                let theirs = self.stack(other) as f64;
                let drop = -previous.min(mine);
                let accept = win * stake.min(theirs) - lose * stake.min(mine);
                let pointless = stake >= mine.min(theirs);
                if !pointless && win - lose >= 0.6 {
                    Action::Rechallenge
                } else if accept >= drop {
                    Action::Accept
                } else {
                    Action::Drop
                }
            }
            Phase::Over => first,
        }
    }

    /// Chance that this hand beats every opponent's, sampling their hidden cards.
    fn chance_best(&self, rng: &mut GameRng, samples: usize) -> f64 {
        let mine = self.my_strength();
        let mut unseen = self.unseen();
        let others: Vec<(Seat, CardList)> = (0..self.view.seats)
            .filter(|&s| s != self.view.seat && self.view.at_table.get(s) == Some(&true))
            .map(|s| {
                (
                    s,
                    self.view.shown.get(s).copied().unwrap_or(CardList::EMPTY),
                )
            })
            .collect();
        let needed: usize = others.iter().map(|(_, s)| 3 - s.len().min(3)).sum();
        if needed > unseen.len() {
            return self.my_percentile().powi(self.opponents as i32);
        }
        let mut score = 0.0;
        for _ in 0..samples {
            // A partial shuffle is enough: only the first `needed` cards are dealt.
            for i in 0..needed {
                let j = i + rng.below(unseen.len() - i);
                unseen.swap(i, j);
            }
            let mut next = 0;
            let mut result = 1.0;
            for (_, shown) in &others {
                let mut hand = [unseen[0]; 3];
                for (slot, card) in hand.iter_mut().zip(shown.iter()) {
                    *slot = card;
                }
                for slot in hand.iter_mut().skip(shown.len()) {
                    *slot = unseen[next];
                    next += 1;
                }
                let theirs = strength(&hand, self.kind);
                if theirs > mine {
                    result = 0.0;
                    break;
                }
                if theirs == mine {
                    result *= 0.5;
                }
            }
            score += result;
        }
        score / samples as f64
    }

    /// Win and loss chances against a rechallenger, whose hand is sampled and weighted by how
    /// confidently it could have rechallenged my shown cards.
    fn versus_bold(&self, rival: Seat, rng: &mut GameRng) -> (f64, f64) {
        let mine = self.my_strength();
        let my_shown = self
            .view
            .shown
            .get(self.view.seat)
            .copied()
            .unwrap_or(CardList::EMPTY);
        let rival_shown = self
            .view
            .shown
            .get(rival)
            .copied()
            .unwrap_or(CardList::EMPTY);
        let mut unseen = self.unseen();
        let need = 3 - rival_shown.len().min(3);
        if need > unseen.len() {
            return (0.5, 0.5);
        }
        // What the rival could believe my hand is: my shown cards plus any unseen rest.
        let mut pool: Vec<Card> = unseen.clone();
        pool.extend(self.hand.iter().filter(|c| !my_shown.contains(**c)));
        let (mut win, mut lose, mut total) = (0.0, 0.0, 0.0);
        for _ in 0..60 {
            for i in 0..need {
                let j = i + rng.below(unseen.len() - i);
                unseen.swap(i, j);
            }
            let mut theirs = [unseen[0]; 3];
            for (slot, card) in theirs.iter_mut().zip(rival_shown.iter()) {
                *slot = card;
            }
            for (k, slot) in theirs.iter_mut().skip(rival_shown.len()).enumerate() {
                *slot = unseen[k];
            }
            let their_strength = strength(&theirs, self.kind);
            let weight = self.rival_confidence(their_strength, &theirs, &my_shown, &pool);
            total += weight;
            if mine > their_strength {
                win += weight;
            } else if mine < their_strength {
                lose += weight;
            }
        }
        if total <= 0.0 {
            return (0.5, 0.5);
        }
        (win / total, lose / total)
    }

    /// How likely a rival holding `theirs` was to rechallenge, from its edge against my shown
    /// cards completed from `pool`.
    fn rival_confidence(
        &self,
        their_strength: u32,
        theirs: &[Card; 3],
        my_shown: &CardList,
        pool: &[Card],
    ) -> f64 {
        let shown = my_shown.as_slice();
        let (mut edge, mut count) = (0.0, 0.0);
        let mut judge = |hand: [Card; 3]| {
            let s = strength(&hand, self.kind);
            count += 1.0;
            if their_strength > s {
                edge += 1.0;
            } else if their_strength < s {
                edge -= 1.0;
            }
        };
        let free: Vec<Card> = pool
            .iter()
            .copied()
            .filter(|c| !theirs.contains(c))
            .collect();
        match shown {
            [a, b, c] => judge([*a, *b, *c]),
            [a, b] => {
                for &c in &free {
                    judge([*a, *b, c]);
                }
            }
            _ => {
                let p = percentile(their_strength, self.kind);
                return (2.0 * p - 1.0).max(0.0).powi(2) + 0.02;
            }
        }
        if count <= 0.0 {
            return 1.0;
        }
        let edge = edge / count;
        if edge >= 0.5 {
            1.0
        } else if edge >= 0.2 {
            0.3
        } else {
            0.05
        }
    }

    /// Tries each discard with sampled replacements; keeps the best expected showing.
    fn hard_draw(&self, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let mut unseen = self.unseen();
        if unseen.len() < 3 {
            return None;
        }
        let power = self.opponents as i32;
        let mut best: Option<(f64, &Action)> = None;
        for action in legal {
            let Action::Discard { cards } = action else {
                continue;
            };
            let kept: Vec<Card> = self
                .hand
                .iter()
                .copied()
                .filter(|c| !cards.contains(*c))
                .collect();
            let need = 3 - kept.len();
            let samples = if need == 0 { 1 } else { 40 };
            let mut value = 0.0;
            for _ in 0..samples {
                for i in 0..need {
                    let j = i + rng.below(unseen.len() - i);
                    unseen.swap(i, j);
                }
                let mut hand = [unseen[0]; 3];
                for (slot, card) in hand.iter_mut().zip(kept.iter()) {
                    *slot = *card;
                }
                for (k, slot) in hand.iter_mut().skip(kept.len()).enumerate() {
                    *slot = unseen[k];
                }
                value += percentile(strength(&hand, self.kind), self.kind).powi(power);
            }
            let value = value / samples as f64;
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, action));
            }
        }
        best.map(|(_, a)| a.clone())
    }
}
