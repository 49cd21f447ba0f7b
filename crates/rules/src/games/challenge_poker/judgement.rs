//! One seat's judgement of a hand, from a view of the table: the Normal way of playing
//! Challenge Poker. Normal and Easy (`bot.rs`) play their own hand by it; Hard (`hard.rs`) asks
//! it what a Normal-like player would do with a hand it guesses, and plays the rest of each
//! deal it rolls out by it.

use super::hands::{CardList, RoundKind, card_bit, percentile, strength};
use super::{Action, Phase, View, doubled};
use crate::cards::{Card, standard_pack};
use crate::game::Seat;

/// One seat's judgement of a hand, from a view of the table. Normal and Easy use it for
/// their own hand; Hard also asks it what a Normal-like player would do with a guessed hand.
pub(super) struct Bot<'a> {
    view: &'a View,
    seat: Seat,
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
    pub(super) fn new(view: &'a View, slack: f64) -> Bot<'a> {
        Bot::for_hand(view, view.seat, view.hand.as_slice(), slack)
    }

    /// The judgement `seat` would make holding `cards` (sorted as the rules sort hands), at
    /// the table `view` shows.
    pub(super) fn for_hand(view: &'a View, seat: Seat, cards: &[Card], slack: f64) -> Bot<'a> {
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
            seat,
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
        for &card in &self.hand {
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

    /// Chance to win and to lose against `goer`, whose hand holds its shown cards and an
    /// unknown rest, every completion counted alike.
    fn versus_shown(&self, goer: Seat) -> (f64, f64) {
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
            total += 1.0;
            if mine > s {
                win += 1.0;
            } else if mine < s {
                lose += 1.0;
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

    pub(super) fn normal(&self, legal: &[Action]) -> Action {
        let first = legal[0].clone();
        if !self.full {
            return first;
        }
        match self.view.phase {
            Phase::Draw { .. } => self.normal_draw(legal).unwrap_or(first),
            Phase::GoingOut { .. } => {
                if self.normal_goes_out() {
                    self.show(legal).unwrap_or(first)
                } else {
                    Action::Pass
                }
            }
            Phase::Responding { goer, .. } => self.normal_response(goer),
            Phase::Answering {
                goer,
                rechallenger,
                doublings,
                answering,
                ..
            } => self.normal_answer(goer, rechallenger, answering, doublings),
            Phase::Over => first,
        }
    }

    /// Whether Normal goes out with this hand: when it is more likely than not the best.
    pub(super) fn normal_goes_out(&self) -> bool {
        let best = self.my_percentile().powi(self.opponents as i32);
        best >= 0.5 + self.slack
    }

    /// Normal's answer to `goer`, from its edge against the goer's shown cards.
    pub(super) fn normal_response(&self, goer: Seat) -> Action {
        let (win, lose) = self.versus_shown(goer);
        let edge = win - lose;
        if edge >= 0.7 + self.slack {
            Action::Rechallenge
        } else if edge >= 0.25 + self.slack {
            Action::Challenge
        } else {
            Action::Pass
        }
    }

    /// Normal's answer to a stake of pot × 2^`doublings` while `answering`.
    pub(super) fn normal_answer(
        &self,
        goer: Seat,
        rechallenger: Seat,
        answering: Seat,
        doublings: u32,
    ) -> Action {
        let (other, strength) = if answering == goer {
            (rechallenger, self.my_percentile())
        } else {
            let (win, lose) = self.versus_shown(goer);
            (goer, (1.0 + win - lose) / 2.0)
        };
        let stake = doubled(self.view.pot, doublings);
        let pointless = stake >= self.stack(other).min(self.stack(self.seat));
        if strength >= 0.93 + self.slack && !pointless {
            Action::Rechallenge
        } else if strength >= 0.7 + self.slack {
            Action::Accept
        } else {
            Action::Drop
        }
    }

    /// Shows the two cards that look least threatening, inviting weaker challenges.
    fn show(&self, legal: &[Action]) -> Option<Action> {
        let pair = self.show_pair();
        legal
            .iter()
            .find(|a| matches!(a, Action::GoOut { show } if *show == pair))
            .cloned()
    }

    /// The two cards Normal shows: the card that matters most stays hidden, which is the
    /// highest for High and the lowest for Low (the first such card on equal ranks).
    pub(super) fn show_pair(&self) -> [Card; 2] {
        let [a, b, c] = self.hand;
        let mut best: Option<(u32, [Card; 2])> = None;
        for (show, hidden) in [([a, b], c), ([a, c], b), ([b, c], a)] {
            let score = match self.kind {
                RoundKind::High => u32::from(hidden.rank.value()),
                RoundKind::Low => 15 - u32::from(hidden.rank.low_value()),
            };
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, show));
            }
        }
        best.map_or([a, b], |(_, show)| show)
    }

    fn normal_draw(&self, legal: &[Action]) -> Option<Action> {
        discard_of(legal, &self.normal_keep(), &self.hand)
    }

    /// The cards Normal keeps before drawing: low distinct cards for Low; made hands, pairs
    /// with a big kicker, or two suited or close cards for High.
    pub(super) fn normal_keep(&self) -> Vec<Card> {
        let mut sorted = self.hand;
        match self.kind {
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
        }
    }
}
