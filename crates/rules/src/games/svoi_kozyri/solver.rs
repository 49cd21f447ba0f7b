//! An exact solver for Svoi Kozyri play positions: every card is face up, so from any position
//! it can decide (within a node budget) whether the player to move can force a win, and the
//! public [`best_play`] answers "with best play from here, do you win or lose?" for a seat.
//!
//! How it works. A proof search is run for one *prover* at a time: at the prover's turns one
//! move must win, at the other player's turns every move must still lose. Iterative deepening
//! bounds the search by the number of turns left, so a found win is also a shortest-first win
//! and never runs into the move cap.
//!
//! Cycles. Cards never leave play (a pick-up returns the pile to a hand), so positions repeat.
//! A repetition can only happen through a pick-up, after which the pile is empty and a player
//! leads; those lead positions on the current search path are remembered, and reaching one of
//! them again counts as "not a win" for the prover (a prover never needs to go round in a
//! circle: a shortest win never revisits a position). A win is therefore always sound. A "not
//! a win" result is only stored in the transposition table when every repetition it relied on
//! lies at or below the position itself on the path; results that leaned on a position higher
//! up are used once and forgotten. Positions decided that way form a set the prover cannot
//! force its way out of, so storing them is sound whatever path reaches them later.
//!
//! The move cap. The rules end the game in a draw once `move_cap` turns have been played. The
//! solver counts turns (a lead, a beat with its second card, a pick-up, a winning play) and
//! never searches past the turns left, so a proven win is won before the cap. "Not a win" is
//! proven either outright (the search finished without ever being cut off by the turn limit:
//! then no number of turns would help) or within the turns left before the cap; both mean the
//! prover cannot force a win in the real game. A position is a [`Verdict::Draw`] when neither
//! player can force a win in one of these two senses.

use super::{Action, Phase, View};
use crate::cards::{Card, Rank, Suit};
use crate::game::Seat;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// No top card: the pile is empty.
pub(super) const NO_CARD: u8 = u8::MAX;
/// The move "pick up the pile" in the compact move encoding (card moves are card indices).
pub(super) const PICK_UP: u8 = u8::MAX;

/// Nodes [`best_play`] may visit: well under 50 ms in a release build on a mid-game position.
pub const BEST_PLAY_NODES: u64 = 60_000;

/// A card's bit in the card sets below: 13 bits per suit, the two at bit 0.
pub(super) fn index(card: Card) -> u8 {
    (card.suit.index() * 13) as u8 + (card.rank.value() - 2)
}

pub(super) fn card_at(index: u8) -> Option<Card> {
    let rank = Rank::new(index % 13 + 2)?;
    Some(Card::new(rank, Suit::from_index(usize::from(index / 13))))
}

/// The action a move of the solver's stands for in `pos`: the pick-up, or the card it lays
/// (beating in a response, leading otherwise).
pub(super) fn to_action(pos: &Pos, mv: u8) -> Option<Action> {
    if mv == PICK_UP {
        return Some(Action::PickUp);
    }
    let card = card_at(mv)?;
    Some(match pos.stage {
        Stage::Respond => Action::Beat { card },
        _ => Action::Lead { card },
    })
}

pub(super) fn suit_mask(suit: u8) -> u64 {
    0x1FFF_u64 << (13 * u32::from(suit))
}

/// Cards of the same suit ranked above `card`.
pub(super) fn higher(card: u8) -> u64 {
    let above = if card >= 63 {
        0
    } else {
        !((1u64 << (card + 1)) - 1)
    };
    suit_mask(card / 13) & above
}

/// Every card that beats `top` for a player whose trump suit is `trump`.
pub(super) fn beaters(top: u8, trump: u8) -> u64 {
    if top / 13 == trump {
        higher(top)
    } else {
        higher(top) | suit_mask(trump)
    }
}

pub(super) fn bits(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let at = set.trailing_zeros() as u8;
            set &= set - 1;
            at
        })
    })
}

fn set_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0u64, |set, c| set | 1 << index(*c))
}

/// Where a play position stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// The player to move starts a new pile (the pile is empty).
    Lead,
    /// The player to move beats the top card or picks up.
    Respond,
    /// The player to move has just beaten and lays a second card.
    Second,
    /// The seat that played out its last card.
    Won(u8),
    /// The move cap was reached.
    Drawn,
}

/// A play position in bit sets, cheap to copy during search.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pos {
    pub(super) hands: [u64; 2],
    pub(super) pile: u64,
    pub(super) top: u8,
    pub(super) turn: u8,
    pub(super) stage: Stage,
    pub(super) trump: [u8; 2],
    pub(super) plies: u32,
    pub(super) cap: u32,
}

impl Pos {
    /// The position a view shows, if cards are in play and someone is to act.
    pub(super) fn from_view(view: &View) -> Option<Pos> {
        let stage = match view.phase {
            Phase::Lead => Stage::Lead,
            Phase::Respond => Stage::Respond,
            Phase::SecondCard => Stage::Second,
            _ => return None,
        };
        let turn = view.to_act?;
        if turn >= 2 {
            return None;
        }
        let pos = Pos {
            hands: [set_of(&view.hands[0]), set_of(&view.hands[1])],
            pile: set_of(&view.pile),
            top: view.top.map_or(NO_CARD, index),
            turn: turn as u8,
            stage,
            trump: [view.trump[0]?.index() as u8, view.trump[1]?.index() as u8],
            plies: view.plies,
            cap: view.move_cap,
        };
        // A view that does not hang together (no top card to beat, an empty hand to play
        // from) is not searched: the callers fall back to a safe answer.
        let needs_top = matches!(stage, Stage::Respond | Stage::Second);
        let consistent = pos.hands[pos.me()] != 0
            && pos.hands[1 - pos.me()] != 0
            && (pos.top != NO_CARD) == needs_top
            && (pos.top == NO_CARD || pos.pile & (1 << pos.top) != 0);
        consistent.then_some(pos)
    }

    pub(super) fn me(&self) -> usize {
        usize::from(self.turn & 1)
    }

    /// Cards of `seat`'s hand that the other player holds nothing to beat.
    pub(super) fn unbeatable(&self, seat: usize) -> u64 {
        let opp = 1 - seat;
        bits(self.hands[seat])
            .filter(|&c| beaters(c, self.trump[opp]) & self.hands[opp] == 0)
            .fold(0, |set, c| set | 1 << c)
    }

    /// The legal moves, most promising first: cards the other side cannot beat, then low side
    /// cards before trumps; cheap beats before dear ones, the pick-up last.
    pub(super) fn moves(&self, out: &mut Vec<u8>) {
        out.clear();
        let me = self.me();
        let hand = self.hands[me];
        let trumps = suit_mask(self.trump[me]);
        let cost = |c: u8| (u32::from(trumps & (1 << c) != 0) << 4) | u32::from(c % 13);
        match self.stage {
            Stage::Lead | Stage::Second => {
                let safe = self.unbeatable(me);
                out.extend(bits(safe));
                let start = out.len();
                out.extend(bits(hand & !safe));
                out[start..].sort_by_key(|&c| cost(c));
            }
            Stage::Respond => {
                if self.top != NO_CARD {
                    out.extend(bits(hand & beaters(self.top, self.trump[me])));
                    out.sort_by_key(|&c| cost(c));
                }
                out.push(PICK_UP);
            }
            Stage::Won(_) | Stage::Drawn => {}
        }
    }

    fn end_turn(&mut self, next: Stage) {
        self.plies = self.plies.saturating_add(1);
        if self.plies >= self.cap {
            self.stage = Stage::Drawn;
        } else {
            self.turn ^= 1;
            self.stage = next;
        }
    }

    /// Plays a move from [`Pos::moves`].
    pub(super) fn play(&mut self, mv: u8) {
        let me = self.me();
        if mv == PICK_UP {
            self.hands[me] |= self.pile;
            self.pile = 0;
            self.top = NO_CARD;
            self.end_turn(Stage::Lead);
            return;
        }
        self.hands[me] &= !(1 << mv);
        self.pile |= 1 << mv;
        self.top = mv;
        if self.hands[me] == 0 {
            self.plies = self.plies.saturating_add(1);
            self.stage = Stage::Won(self.turn);
        } else if self.stage == Stage::Respond {
            self.stage = Stage::Second;
        } else {
            self.end_turn(Stage::Respond);
        }
    }

    /// Whether a move hands the turn on (everything but a beat that is not the last card);
    /// the solver counts turns with it, as the move cap does.
    fn ends_turn(&self, mv: u8) -> bool {
        self.stage != Stage::Respond || mv == PICK_UP || self.hands[self.me()].count_ones() == 1
    }

    /// The move that wins on the spot, if the player to move has one.
    pub(super) fn winning_now(&self) -> Option<u8> {
        let hand = self.hands[self.me()];
        if hand.count_ones() != 1 {
            return None;
        }
        let card = hand.trailing_zeros() as u8;
        match self.stage {
            Stage::Lead | Stage::Second => Some(card),
            Stage::Respond if beaters(self.top, self.trump[self.me()]) & hand != 0 => Some(card),
            _ => None,
        }
    }

    /// The fewest turns in which `seat` could possibly play out its hand, counting the other
    /// player's turns in between: a turn sheds at most two cards (a beat and a second card),
    /// and only one when it starts with a lead or is already past its beat.
    fn turns_to_play_out(&self, seat: u8) -> u16 {
        let cards = self.hands[usize::from(seat & 1)].count_ones() as u16;
        let own_turns = if self.turn & 1 == seat && self.stage != Stage::Respond {
            // This turn lays one card; later turns at most two each.
            1 + cards.saturating_sub(1).div_ceil(2)
        } else {
            cards.div_ceil(2)
        };
        if self.turn & 1 == seat {
            (2 * own_turns).saturating_sub(1)
        } else {
            2 * own_turns
        }
    }

    /// Turns left before the move cap ends the game.
    pub(super) fn turns_left(&self) -> u16 {
        self.cap
            .saturating_sub(self.plies)
            .min(u32::from(u16::MAX - 1)) as u16
    }

    /// The table key: both hands (the pile is every other card in play, fixed for a search),
    /// the top card, who moves, the stage, and whose win is being proven.
    pub(super) fn key(&self, prover: u8) -> u128 {
        let stage = match self.stage {
            Stage::Lead => 0u128,
            Stage::Respond => 1,
            Stage::Second => 2,
            Stage::Won(_) | Stage::Drawn => 3,
        };
        u128::from(self.hands[0])
            | u128::from(self.hands[1]) << 52
            | u128::from(self.top & 63) << 104
            | u128::from(self.turn & 1) << 110
            | stage << 111
            | u128::from(prover & 1) << 113
    }
}

/// What best play from a position gives one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The player can force a win before the move cap.
    Win,
    /// The other player can force a win before the move cap.
    Lose,
    /// Proven: neither player can force a win, so best play ends in a draw.
    Draw,
    /// Not decided within the search budget (or there is no play position yet).
    Unknown,
}

impl Verdict {
    /// The same position seen by the other player.
    pub fn flipped(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Lose,
            Verdict::Lose => Verdict::Win,
            other => other,
        }
    }
}

/// The answer for `seat` from its own view: whether it wins or loses with best play by both
/// players from here, a draw when neither can force a win, or `Unknown` when the position is
/// too big to settle within [`BEST_PLAY_NODES`] nodes (typically early in a game) or there is
/// nothing to judge yet (the suit choices before the deal). A finished game gives its result.
/// Deterministic, no clock, and never panics on a view the game produced.
pub fn best_play(view: &View, seat: Seat) -> Verdict {
    best_play_within(view, seat, BEST_PLAY_NODES)
}

/// [`best_play`] with a chosen node budget.
pub fn best_play_within(view: &View, seat: Seat, budget: u64) -> Verdict {
    if view.phase == Phase::Over {
        return match view.winner {
            Some(winner) if winner == seat => Verdict::Win,
            Some(_) => Verdict::Lose,
            None => Verdict::Draw,
        };
    }
    let Some(pos) = Pos::from_view(view) else {
        return Verdict::Unknown;
    };
    let verdict = Solver::new(budget).verdict(&pos);
    if usize::from(pos.turn) == seat {
        verdict
    } else {
        verdict.flipped()
    }
}

/// What one prover search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    /// The prover wins within this many turns.
    Win(u16),
    /// The prover cannot force a win. `repeat_depth` is the shallowest path depth of a
    /// repetition the result relied on (`u32::MAX` for none); `cut` says it relied on the
    /// turn limit, so it holds only within the turns that were left.
    NotWin { repeat_depth: u32, cut: bool },
    /// The node budget ran out.
    OutOfNodes,
}

/// "Never" in a table entry: not a win in any number of turns.
const NEVER: u16 = u16::MAX;
/// "None known" for a win length.
const NO_WIN: u16 = u16::MAX;

/// What is known about one position for one prover.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// A win is proven within this many turns (`NO_WIN`: none known).
    win_in: u16,
    /// Proven: no win within this many turns (`NEVER`: none at all; 0: nothing known).
    no_win_within: u16,
    /// The move that proved the result last time, tried first next time.
    best: u8,
}

/// A fast, deterministic hash of the packed position key.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(byte)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u128(&mut self, key: u128) {
        let mixed = (key as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ ((key >> 64) as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        let mixed = (mixed ^ (mixed >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        self.0 = mixed ^ (mixed >> 29);
    }
}

/// The hasher for tables keyed by [`Pos::key`].
pub(super) type KeyBuild = BuildHasherDefault<KeyHasher>;

type Table = HashMap<u128, Entry, KeyBuild>;

/// The proof searches for one root, sharing a table and a node budget.
pub(super) struct Solver {
    table: Table,
    /// Lead positions on the current path with their depths, for repetitions.
    path: Vec<(u128, u32)>,
    buffers: Vec<Vec<u8>>,
    nodes: u64,
    budget: u64,
}

/// What [`Solver::analyse`] found for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Analysis {
    pub(super) verdict: Verdict,
    /// A winning move when the verdict is a win.
    pub(super) winning_move: Option<u8>,
    /// The length in turns of the proven win (for either side), if any.
    pub(super) win_in: Option<u16>,
}

impl Solver {
    pub(super) fn new(budget: u64) -> Solver {
        Solver {
            table: Table::default(),
            path: Vec::new(),
            buffers: Vec::new(),
            nodes: 0,
            budget,
        }
    }

    /// Nodes visited so far.
    #[cfg(test)]
    pub(super) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Raises the node budget by `more`, for another search with the same table.
    pub(super) fn allow(&mut self, more: u64) {
        self.budget = self.nodes.saturating_add(more);
    }

    /// The verdict for the player to move.
    pub(super) fn verdict(&mut self, pos: &Pos) -> Verdict {
        self.analyse(pos).verdict
    }

    /// Decides the position for the player to move: iterative deepening on the turns allowed,
    /// one proof search per player and depth, until one side's win is proven, both are proven
    /// not to have one, or the budget runs out.
    pub(super) fn analyse(&mut self, pos: &Pos) -> Analysis {
        let unknown = Analysis {
            verdict: Verdict::Unknown,
            winning_move: None,
            win_in: None,
        };
        match pos.stage {
            Stage::Won(seat) => {
                return Analysis {
                    verdict: if seat == pos.turn {
                        Verdict::Win
                    } else {
                        Verdict::Lose
                    },
                    ..unknown
                };
            }
            Stage::Drawn => {
                return Analysis {
                    verdict: Verdict::Draw,
                    ..unknown
                };
            }
            _ => {}
        }
        let turns_left = pos.turns_left();
        if turns_left == 0 {
            return Analysis {
                verdict: Verdict::Draw,
                ..unknown
            };
        }
        let me = pos.turn & 1;
        // Whether each prover (the player to move, then the other) is settled "not a win".
        let mut settled = [false; 2];
        let mut limit: u16 = 1;
        loop {
            for (slot, prover) in [me, me ^ 1].into_iter().enumerate() {
                if settled[slot] {
                    continue;
                }
                self.path.clear();
                match self.prove(pos, prover, 0, limit) {
                    Proof::Win(turns) => {
                        let mine = prover == me;
                        return Analysis {
                            verdict: if mine { Verdict::Win } else { Verdict::Lose },
                            winning_move: if mine {
                                self.best_at(pos, prover)
                            } else {
                                None
                            },
                            win_in: Some(turns),
                        };
                    }
                    Proof::NotWin { cut, .. } => settled[slot] = !cut || limit >= turns_left,
                    Proof::OutOfNodes => return unknown,
                }
            }
            if settled == [true, true] {
                return Analysis {
                    verdict: Verdict::Draw,
                    ..unknown
                };
            }
            if limit >= turns_left {
                return unknown;
            }
            limit += 1;
        }
    }

    fn best_at(&self, pos: &Pos, prover: u8) -> Option<u8> {
        pos.winning_now()
            .or_else(|| self.table.get(&pos.key(prover)).map(|e| e.best))
    }

    fn store(&mut self, key: u128, update: impl FnOnce(&mut Entry)) {
        let entry = self.table.entry(key).or_insert(Entry {
            win_in: NO_WIN,
            no_win_within: 0,
            best: PICK_UP,
        });
        update(entry);
    }

    /// Can `prover` force a win from `pos` within `turns` turns? `depth` is the number of
    /// moves from the root, for the repetition bookkeeping described at the top.
    fn prove(&mut self, pos: &Pos, prover: u8, depth: u32, turns: u16) -> Proof {
        if let Stage::Won(seat) = pos.stage {
            return if seat == prover {
                Proof::Win(0)
            } else {
                Proof::NotWin {
                    repeat_depth: u32::MAX,
                    cut: false,
                }
            };
        }
        if turns < pos.turns_to_play_out(prover) {
            return Proof::NotWin {
                repeat_depth: u32::MAX,
                cut: true,
            };
        }
        let provers_turn = pos.turn & 1 == prover;
        if pos.winning_now().is_some() {
            if provers_turn {
                return Proof::Win(1);
            }
            return Proof::NotWin {
                repeat_depth: u32::MAX,
                cut: false,
            };
        }
        // Stored results hold whatever the path, so they come before the repetition check.
        let key = pos.key(prover);
        let mut first = None;
        if let Some(entry) = self.table.get(&key) {
            if entry.win_in <= turns {
                return Proof::Win(entry.win_in);
            }
            if entry.no_win_within >= turns {
                return Proof::NotWin {
                    repeat_depth: u32::MAX,
                    cut: entry.no_win_within != NEVER,
                };
            }
            first = Some(entry.best);
        }
        if pos.stage == Stage::Lead
            && let Some(&(_, at)) = self.path.iter().find(|(k, _)| *k == key)
        {
            return Proof::NotWin {
                repeat_depth: at,
                cut: false,
            };
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return Proof::OutOfNodes;
        }
        let mut moves = self.buffers.pop().unwrap_or_default();
        pos.moves(&mut moves);
        if let Some(best) = first
            && let Some(at) = moves.iter().position(|m| *m == best)
        {
            moves[..=at].rotate_right(1);
        }
        let on_path = pos.stage == Stage::Lead;
        if on_path {
            self.path.push((key, depth));
        }
        let result = self.prove_children(pos, prover, depth, turns, provers_turn, &moves);
        if on_path {
            self.path.pop();
        }
        self.buffers.push(moves);
        match result {
            (Proof::Win(win_in), best) => {
                self.store(key, |e| {
                    e.win_in = win_in;
                    e.best = best;
                });
                Proof::Win(win_in)
            }
            (Proof::NotWin { repeat_depth, cut }, best) if repeat_depth >= depth => {
                // Every repetition used lies at or below this position: the result holds
                // whatever path leads here, so it may be stored and used again.
                let within = if cut { turns } else { NEVER };
                self.store(key, |e| {
                    e.no_win_within = e.no_win_within.max(within);
                    // A known winning move stays the move to try (and to play) first.
                    if e.win_in == NO_WIN {
                        e.best = best;
                    }
                });
                Proof::NotWin {
                    repeat_depth: u32::MAX,
                    cut,
                }
            }
            (other, _) => other,
        }
    }

    /// The OR (prover to move) or AND (other player to move) step over the children.
    fn prove_children(
        &mut self,
        pos: &Pos,
        prover: u8,
        depth: u32,
        turns: u16,
        provers_turn: bool,
        moves: &[u8],
    ) -> (Proof, u8) {
        let mut repeat_depth = u32::MAX;
        let mut cut = false;
        let mut longest = 0;
        for &mv in moves {
            let mut child = *pos;
            child.play(mv);
            let spent = u16::from(pos.ends_turn(mv));
            match self.prove(&child, prover, depth + 1, turns - spent) {
                Proof::OutOfNodes => return (Proof::OutOfNodes, mv),
                Proof::Win(win_in) => {
                    if provers_turn {
                        return (Proof::Win(win_in + spent), mv);
                    }
                    longest = longest.max(win_in + spent);
                }
                Proof::NotWin {
                    repeat_depth: at,
                    cut: was_cut,
                } => {
                    if !provers_turn {
                        return (
                            Proof::NotWin {
                                repeat_depth: at,
                                cut: was_cut,
                            },
                            mv,
                        );
                    }
                    repeat_depth = repeat_depth.min(at);
                    cut |= was_cut;
                }
            }
        }
        let best = moves.first().copied().unwrap_or(PICK_UP);
        if provers_turn {
            (Proof::NotWin { repeat_depth, cut }, best)
        } else {
            (Proof::Win(longest), best)
        }
    }
}
