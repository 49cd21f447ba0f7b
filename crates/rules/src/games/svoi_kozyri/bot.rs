//! Computer players. After the deal every card is face up, so Normal searches the exact game
//! tree from the view with iterative-deepening alpha-beta under a small fixed node budget
//! (deterministic, no clock); leaves are scored by playing the pile fight out with a greedy
//! policy. Easy plays greedy rules of thumb with some noise. Hard lives in `hard.rs`.

use super::solver::{NO_CARD, PICK_UP, Pos, Stage, beaters, bits, suit_mask, to_action};
use super::{Action, Phase, View};
use crate::cards::{Card, Suit};
use crate::game::Level;
use crate::rng::GameRng;

const WIN: i32 = 1_000_000;
const NORMAL_NODES: u32 = 300;
const MAX_DEPTH: u32 = 40;
/// Pile size from which a card the other side cannot beat is laid at once.
const GREEDY_DUMP: u32 = 3;
const ROLLOUT_STEPS: u32 = 60;

impl Pos {
    /// How good the position is for `seat`, mostly cards left, then cards the other side
    /// cannot beat and trumps in hand.
    fn side(&self, seat: usize) -> i32 {
        let opp = 1 - seat;
        let hand = self.hands[seat];
        let unbeatable = bits(hand)
            .filter(|&c| beaters(c, self.trump[opp]) & self.hands[opp] == 0)
            .count() as i32;
        let trumps = (hand & suit_mask(self.trump[seat])).count_ones() as i32;
        let high_trumps = bits(hand & suit_mask(self.trump[seat]))
            .map(|c| i32::from(c % 13))
            .sum::<i32>();
        -100 * hand.count_ones() as i32 + 35 * unbeatable.min(3) + 12 * trumps + high_trumps
    }

    /// The rollout policy: beat as cheaply as possible (side suit before trumps); lay low side
    /// cards and keep trumps, but dump a card the other side cannot beat on a big pile.
    pub(super) fn greedy_move(&self) -> u8 {
        let me = self.me();
        let opp = 1 - me;
        let hand = self.hands[me];
        let trumps = suit_mask(self.trump[me]);
        match self.stage {
            Stage::Respond => {
                let can = if self.top == NO_CARD {
                    0
                } else {
                    hand & beaters(self.top, self.trump[me])
                };
                let plain = can & !trumps;
                let pick = if plain != 0 { plain } else { can };
                if pick == 0 {
                    PICK_UP
                } else {
                    pick.trailing_zeros() as u8
                }
            }
            _ => {
                let big_pile = self.pile.count_ones() >= GREEDY_DUMP;
                bits(hand)
                    .min_by_key(|&c| {
                        let answers = beaters(c, self.trump[opp]) & self.hands[opp];
                        (!(big_pile && answers == 0), trumps & (1 << c) != 0, c % 13)
                    })
                    .unwrap_or(PICK_UP)
            }
        }
    }

    /// Plays the current pile fight out greedily (until a pick-up or the end), then scores
    /// for the seat to act now: the short search alone cannot see who ends up with the pile.
    fn evaluate(&self) -> i32 {
        let seat = self.me();
        let mut pos = *self;
        for step in 0..ROLLOUT_STEPS {
            match pos.stage {
                Stage::Won(w) => {
                    return if usize::from(w) == seat {
                        WIN / 2
                    } else {
                        -WIN / 2
                    };
                }
                Stage::Drawn => return 0,
                Stage::Lead if step > 0 => break,
                _ => {}
            }
            pos.play(pos.greedy_move());
        }
        pos.side(seat) - pos.side(1 - seat)
    }
}

struct Search {
    nodes: u32,
    budget: u32,
    aborted: bool,
    buffers: Vec<Vec<u8>>,
}

impl Search {
    fn negamax(&mut self, pos: &Pos, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        match pos.stage {
            Stage::Won(seat) => {
                let score = WIN - ply as i32;
                return if seat == pos.turn { score } else { -score };
            }
            Stage::Drawn => return 0,
            _ => {}
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return 0;
        }
        if depth == 0 {
            return pos.evaluate();
        }
        let mut moves = self.buffers.pop().unwrap_or_default();
        pos.moves(&mut moves);
        // A forced pick-up costs no depth, so the search sees what the pile costs.
        let next_depth = if moves.len() == 1 { depth } else { depth - 1 };
        let mut best = -WIN - 1;
        for &mv in &moves {
            let mut child = *pos;
            child.play(mv);
            let value = if child.turn == pos.turn {
                self.negamax(&child, next_depth, ply + 1, alpha, beta)
            } else {
                -self.negamax(&child, next_depth, ply + 1, -beta, -alpha)
            };
            if self.aborted {
                break;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.buffers.push(moves);
        best
    }

    /// Iterative deepening; the deepest fully searched iteration decides.
    fn best_move(pos: &Pos, budget: u32) -> Option<u8> {
        let mut search = Search {
            nodes: 0,
            budget,
            aborted: false,
            buffers: Vec::new(),
        };
        let mut root = Vec::new();
        pos.moves(&mut root);
        let mut best = *root.first()?;
        if root.len() == 1 {
            return Some(best);
        }
        for depth in 1..=MAX_DEPTH {
            let mut alpha = -WIN - 1;
            let mut found = None;
            let mut scores = Vec::with_capacity(root.len());
            for &mv in &root {
                let mut child = *pos;
                child.play(mv);
                let value = if child.turn == pos.turn {
                    search.negamax(&child, depth - 1, 1, alpha, WIN + 1)
                } else {
                    -search.negamax(&child, depth - 1, 1, -WIN - 1, -alpha)
                };
                if search.aborted {
                    break;
                }
                scores.push((mv, value));
                if found.is_none() || value > alpha {
                    alpha = value;
                    found = Some(mv);
                }
            }
            if search.aborted {
                break;
            }
            if let Some(mv) = found {
                best = mv;
                // Search the best move first next time, for sharper cut-offs.
                if let Some(at) = root.iter().position(|m| *m == mv) {
                    root[..=at].rotate_right(1);
                }
                if alpha.abs() > WIN / 2 {
                    break;
                }
            }
        }
        Some(best)
    }
}

/// How much the dealer likes a trump and second suit for this draw: long, high trumps first.
fn suit_choice_strength(draw: &[Card], trump: Suit, second: Suit) -> i32 {
    draw.iter()
        .map(|c| {
            let height = i32::from(c.rank.value());
            if c.suit == trump {
                20 + height
            } else if c.suit == second {
                height
            } else {
                0
            }
        })
        .sum()
}

fn choose_suits(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let mut ranked: Vec<(i32, Action)> = legal
        .iter()
        .map(|a| match *a {
            Action::ChooseSuits { trump, second } => {
                (suit_choice_strength(&view.draw, trump, second), *a)
            }
            _ => (i32::MIN, *a),
        })
        .collect();
    ranked.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
    let pool = if level == Level::Easy { 3 } else { 1 };
    let at = rng.below(pool.min(ranked.len()));
    ranked.get(at).map_or(legal[0], |(_, a)| *a)
}

/// Greedy play: beat as cheaply as possible, shed low side cards, keep trumps.
fn easy(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    if rng.chance(0.1) {
        return *rng.pick(legal).unwrap_or(&legal[0]);
    }
    let trump = view
        .to_act
        .and_then(|s| view.trump.get(s).copied().flatten());
    let cost = |card: Card| {
        let is_trump = Some(card.suit) == trump;
        (is_trump, card.rank)
    };
    let cheapest = |beat: bool| {
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::Beat { card } if beat => Some((cost(card), *a)),
                Action::Lead { card } if !beat => Some((cost(card), *a)),
                _ => None,
            })
            .min_by_key(|(c, _)| *c)
            .map(|(_, a)| a)
    };
    match view.phase {
        Phase::Respond => cheapest(true).unwrap_or(Action::PickUp),
        _ => cheapest(false).unwrap_or(legal[0]),
    }
}

pub(super) fn choose(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let Some(&first) = legal.first() else {
        return Action::PickUp;
    };
    if level == Level::Hard {
        return super::hard::choose(view, legal, rng);
    }
    match view.phase {
        Phase::ChooseSuits => return choose_suits(view, legal, level, rng),
        // Either choice gives the same hand shape, so the first is as good as any.
        Phase::ChooseTrump => {
            return if level == Level::Easy {
                *rng.pick(legal).unwrap_or(&first)
            } else {
                first
            };
        }
        _ => {}
    }
    if level == Level::Easy {
        return easy(view, legal, rng);
    }
    search_action(view, legal, NORMAL_NODES)
}

fn search_action(view: &View, legal: &[Action], budget: u32) -> Action {
    let first = legal.first().copied().unwrap_or(Action::PickUp);
    Pos::from_view(view)
        .and_then(|pos| Search::best_move(&pos, budget).and_then(|mv| to_action(&pos, mv)))
        .filter(|a| legal.contains(a))
        .unwrap_or(first)
}
