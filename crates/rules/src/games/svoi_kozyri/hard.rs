//! The Hard computer player. Every card is face up, so it searches the real game: Monte Carlo
//! tree search (UCT) whose playouts follow the greedy rules of thumb with some random moves,
//! the exact solver once a hand is short enough to settle the game, and playouts from each of
//! the twelve possible deals when it chooses the suits as dealer. All budgets count
//! iterations or nodes, never time, so the same view and random state give the same move.

use super::solver::{
    NO_CARD, PICK_UP, Pos, Solver, Stage, Verdict, beaters, bits, index, suit_mask, to_action,
};
use super::{Action, View};
use crate::assessment::{Assessment, Unit};
use crate::cards::{Card, Rank, Suit};
use crate::rng::GameRng;

/// Tree-search iterations (one playout each) per move.
const ITERATIONS: u32 = 1_000;
/// Chance that a playout move is random instead of greedy: enough noise that playouts do not
/// run round the same pick-up cycle to the move cap (purely greedy playouts made a quarter of
/// the games against Normal draws), little enough that they still reflect sensible play.
const PLAYOUT_NOISE: f64 = 0.15;
/// The UCT exploration constant (results are 0 to 1).
const EXPLORATION: f64 = 0.4;
/// The solver is asked once the shorter hand holds this many cards or fewer: from there it
/// settles most positions within its budget (see the solver reach figures in the tests).
const ENDGAME_CARDS: u32 = 4;
/// Solver nodes for the position itself.
const ROOT_SOLVER_NODES: u64 = 10_000;
/// Further solver nodes to check one candidate move for a proven loss.
const MOVE_SOLVER_NODES: u64 = 2_000;
/// How many of the tree search's favourite moves are checked for a proven loss.
const CHECKED_MOVES: usize = 3;
/// Playouts per possible deal when choosing suits as dealer.
const SUIT_PLAYOUTS: u32 = 160;
/// Tree-search iterations the review spends on each of the move played and the best move, from
/// the position each leaves.
const REVIEW_ITERATIONS: u32 = 600;

pub(super) fn choose(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    advise(view, legal, rng).0
}

/// Why the hard player makes its move: what its search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Why {
    /// The only legal move.
    Only,
    /// The non-dealer's choice of trump: both suits give the same game.
    EitherTrump,
    /// The suits whose deals won the most playouts.
    Suits { wins: f64, playouts: u32 },
    /// The solver proves the move wins, within this many turns.
    Forced { turns: u16 },
    /// Every move loses against best play; this one makes the shortest forced win longest.
    HoldsOut { turns: u16 },
    /// Every move the solver could settle loses; this one it could not prove lost.
    BestHope,
    /// The tree search's pick: its playouts from the move, and the share they won.
    Playouts { wins: f64, visits: u32 },
}

/// The hard player's move and why; see [`choose`].
pub(super) fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> (Action, Why) {
    let first = legal.first().copied().unwrap_or(Action::PickUp);
    if legal.len() == 1 {
        return (first, Why::Only);
    }
    if legal
        .iter()
        .all(|a| matches!(a, Action::ChooseSuits { .. }))
    {
        return choose_suits(view, legal, rng).unwrap_or((first, Why::Only));
    }
    let Some(pos) = Pos::from_view(view) else {
        // The non-dealer's choice of trump only names the suits: both give the same game.
        return (first, Why::EitherTrump);
    };
    play(&pos, rng)
        .and_then(|(mv, why)| to_action(&pos, mv).map(|action| (action, why)))
        .filter(|(action, _)| legal.contains(action))
        .unwrap_or((first, Why::Only))
}

/// The move for a play position, and why.
fn play(pos: &Pos, rng: &mut GameRng) -> Option<(u8, Why)> {
    let shorter = pos.hands[0].count_ones().min(pos.hands[1].count_ones());
    let searched = |tried: &Tried| {
        (
            tried.mv,
            Why::Playouts {
                wins: tried.wins,
                visits: tried.visits,
            },
        )
    };
    if shorter > ENDGAME_CARDS {
        return tree_search(pos, ITERATIONS, rng).first().map(searched);
    }
    let mut solver = Solver::new(ROOT_SOLVER_NODES);
    let root = solver.analyse(pos);
    if root.verdict == Verdict::Win {
        let turns = root.win_in.unwrap_or(0);
        return root.winning_move.map(|mv| (mv, Why::Forced { turns }));
    }
    let ranked = tree_search(pos, ITERATIONS, rng);
    if root.verdict == Verdict::Lose {
        return longest_defence(pos, &ranked, &mut solver);
    }
    // Not decided: keep the tree search's order, but skip moves the solver proves lost.
    let me = pos.turn;
    for tried in ranked.iter().take(CHECKED_MOVES) {
        solver.allow(MOVE_SOLVER_NODES);
        if verdict_after(pos, tried.mv, me, &mut solver).0 != Verdict::Lose {
            return Some(searched(tried));
        }
    }
    ranked.first().map(searched)
}

/// The verdict for `seat` after `mv`, and the length in turns of a proven win either way.
fn verdict_after(pos: &Pos, mv: u8, seat: u8, solver: &mut Solver) -> (Verdict, Option<u16>) {
    let mut child = *pos;
    child.play(mv);
    let analysis = solver.analyse(&child);
    let verdict = if child.turn == seat {
        analysis.verdict
    } else {
        analysis.verdict.flipped()
    };
    (verdict, analysis.win_in)
}

/// In a lost position: the move after which the other player's shortest forced win is
/// longest, so a fallible opponent has the most chances to go wrong; the tree search's order
/// breaks ties.
fn longest_defence(pos: &Pos, ranked: &[Tried], solver: &mut Solver) -> Option<(u8, Why)> {
    let me = pos.turn;
    let mut best: Option<(u32, u8)> = None;
    for tried in ranked {
        solver.allow(MOVE_SOLVER_NODES);
        let resistance = match verdict_after(pos, tried.mv, me, solver) {
            (Verdict::Lose, Some(turns)) => u32::from(turns),
            // Not proven lost within the budget: the best hope there is.
            _ => u32::MAX,
        };
        if best.is_none_or(|(r, _)| resistance > r) {
            best = Some((resistance, tried.mv));
        }
    }
    best.map(|(resistance, mv)| {
        let why = u16::try_from(resistance).map_or(Why::BestHope, |turns| Why::HoldsOut { turns });
        (mv, why)
    })
}

// ---- Playouts ----

/// A uniformly random legal move.
fn random_move(pos: &Pos, rng: &mut GameRng) -> u8 {
    let me = pos.me();
    let hand = pos.hands[me];
    match pos.stage {
        Stage::Respond => {
            let can = hand & beaters(pos.top, pos.trump[me]);
            let count = can.count_ones() as usize;
            let at = rng.below(count + 1);
            bits(can).nth(at).unwrap_or(PICK_UP)
        }
        _ => bits(hand)
            .nth(rng.below(hand.count_ones() as usize))
            .unwrap_or(PICK_UP),
    }
}

/// Cards of `hand` in `suit` ranked above every card `other` holds in it.
fn above_all(hand: u64, other: u64, suit: u8) -> u64 {
    let mask = suit_mask(suit);
    let theirs = other & mask;
    let mine = hand & mask;
    if theirs == 0 {
        mine
    } else {
        let top = 63 - theirs.leading_zeros();
        mine & !((2u64 << top) - 1)
    }
}

/// The lowest-ranked card of `set`, the lowest suit first among equal ranks.
fn lowest_rank(set: u64) -> u8 {
    let mut best = PICK_UP;
    let mut best_rank = u8::MAX;
    for suit in 0..4u8 {
        let cards = set & suit_mask(suit);
        if cards != 0 {
            let card = cards.trailing_zeros() as u8;
            if card % 13 < best_rank {
                best_rank = card % 13;
                best = card;
            }
        }
    }
    best
}

/// The playout policy, the same moves as the Normal level's greedy rollouts but worked out a
/// suit at a time: beat as cheaply as possible (side suits before trumps); lay the lowest side
/// card, but on a pile of three or more a card the other side cannot beat.
pub(super) fn greedy(pos: &Pos) -> u8 {
    let me = pos.me();
    let opp = 1 - me;
    let hand = pos.hands[me];
    let trumps = suit_mask(pos.trump[me]);
    match pos.stage {
        Stage::Respond => {
            let can = if pos.top == NO_CARD {
                0
            } else {
                hand & beaters(pos.top, pos.trump[me])
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
            let mut pool = hand;
            if pos.pile.count_ones() >= 3 {
                let their_trump = pos.trump[opp];
                let they_have_trumps = pos.hands[opp] & suit_mask(their_trump) != 0;
                let safe = (0..4u8)
                    .filter(|&suit| suit == their_trump || !they_have_trumps)
                    .fold(0, |set, suit| set | above_all(hand, pos.hands[opp], suit));
                if safe != 0 {
                    pool = safe;
                }
            }
            let plain = pool & !trumps;
            lowest_rank(if plain != 0 { plain } else { pool })
        }
    }
}

/// Plays on to the end of the game: 1 if `seat` wins, 0 if it loses, ½ for a draw.
fn playout(pos: &Pos, seat: u8, noise: f64, rng: &mut GameRng) -> f64 {
    let mut pos = *pos;
    loop {
        match pos.stage {
            Stage::Won(winner) => return if winner == seat { 1.0 } else { 0.0 },
            Stage::Drawn => return 0.5,
            _ => {}
        }
        let mv = if rng.chance(noise) {
            random_move(&pos, rng)
        } else {
            greedy(&pos)
        };
        pos.play(mv);
    }
}

// ---- Tree search ----

/// The natural logarithm, piecewise linear between powers of two. Built from exact IEEE
/// operations only, so the search makes the same choices on every platform (a library `ln`
/// may differ in its last bit between native code and the browser).
fn portable_ln(n: u32) -> f64 {
    let whole = 31 - n.max(1).leading_zeros();
    let fraction = f64::from(n) / f64::from(1u32 << whole) - 1.0;
    (f64::from(whole) + fraction) * std::f64::consts::LN_2
}

struct Node {
    pos: Pos,
    mv: u8,
    first_child: u32,
    children: u16,
    expanded: bool,
    visits: u32,
    /// Playout results summed for the player who made `mv`.
    wins: f64,
}

impl Node {
    fn new(pos: Pos, mv: u8) -> Node {
        Node {
            pos,
            mv,
            first_child: 0,
            children: 0,
            expanded: false,
            visits: 0,
            wins: 0.0,
        }
    }
}

/// UCT from `root`; the root's moves, most visited first.
/// A move the tree search tried from the root: how often, and the playouts it won for the
/// player making it.
#[derive(Clone, Copy, Debug)]
struct Tried {
    mv: u8,
    visits: u32,
    wins: f64,
}

/// The root's moves, most visited first.
fn tree_search(root: &Pos, iterations: u32, rng: &mut GameRng) -> Vec<Tried> {
    let noise = PLAYOUT_NOISE;
    let exploration = EXPLORATION;
    let mut nodes = vec![Node::new(*root, PICK_UP)];
    let mut moves = Vec::new();
    let mut path = Vec::new();
    for _ in 0..iterations {
        path.clear();
        let mut at = 0usize;
        path.push(at);
        while !matches!(nodes[at].pos.stage, Stage::Won(_) | Stage::Drawn) {
            if !nodes[at].expanded {
                let pos = nodes[at].pos;
                pos.moves(&mut moves);
                let first = nodes.len() as u32;
                nodes.extend(moves.iter().map(|&mv| {
                    let mut child = pos;
                    child.play(mv);
                    Node::new(child, mv)
                }));
                let node = &mut nodes[at];
                node.expanded = true;
                node.first_child = first;
                node.children = moves.len() as u16;
            }
            let node = &nodes[at];
            let children =
                node.first_child as usize..node.first_child as usize + usize::from(node.children);
            let log_visits = portable_ln(node.visits.max(1));
            let mut best = children.start;
            let mut best_value = f64::NEG_INFINITY;
            for child in children {
                let n = &nodes[child];
                // Unvisited moves first, in the promise order of `Pos::moves`.
                let value = if n.visits == 0 {
                    f64::INFINITY
                } else {
                    let visits = f64::from(n.visits);
                    n.wins / visits + exploration * (log_visits / visits).sqrt()
                };
                if value > best_value {
                    best_value = value;
                    best = child;
                }
            }
            at = best;
            path.push(at);
            if nodes[at].visits == 0 {
                break;
            }
        }
        let for_seat_zero = playout(&nodes[at].pos, 0, noise, rng);
        let mut mover = None;
        for &n in &path {
            let node = &mut nodes[n];
            node.visits += 1;
            if let Some(seat) = mover {
                node.wins += if seat == 0 {
                    for_seat_zero
                } else {
                    1.0 - for_seat_zero
                };
            }
            mover = Some(node.pos.turn);
        }
    }
    let root = &nodes[0];
    let children =
        root.first_child as usize..root.first_child as usize + usize::from(root.children);
    let mut ranked: Vec<Tried> = nodes[children]
        .iter()
        .map(|n| Tried {
            mv: n.mv,
            visits: n.visits,
            wins: n.wins,
        })
        .collect();
    // Stable: equal visits keep the promise order.
    ranked.sort_by_key(|tried| std::cmp::Reverse(tried.visits));
    ranked
}

// ---- Choosing suits ----

fn lowest_rank_of(pack: u8) -> Rank {
    match pack {
        24 => Rank::NINE,
        36 => Rank::SIX,
        _ => Rank::SEVEN,
    }
}

/// The play position the mirror deal gives if the dealer names `trump` and `second`. The other
/// player's choice between the two suits left only renames suits, so the first is taken.
pub(super) fn dealt(view: &View, trump: Suit, second: Suit) -> Option<Pos> {
    let dealer = view.dealer.min(1);
    let other = 1 - dealer;
    let mut left = Suit::ALL
        .into_iter()
        .filter(|s| *s != trump && *s != second);
    let (their_trump, their_second) = (left.next()?, left.next()?);
    let mut hands = [0u64; 2];
    let low = lowest_rank_of(view.pack).value();
    for rank in (low..=14).filter_map(Rank::new) {
        for (mine, theirs) in [(trump, their_trump), (second, their_second)] {
            let (kept, mirror) = (Card::new(rank, mine), Card::new(rank, theirs));
            let (to_dealer, to_other) = if view.draw.contains(&kept) {
                (kept, mirror)
            } else {
                (mirror, kept)
            };
            hands[dealer] |= 1 << index(to_dealer);
            hands[other] |= 1 << index(to_other);
        }
    }
    let mut trumps = [0u8; 2];
    trumps[dealer] = trump.index() as u8;
    trumps[other] = their_trump.index() as u8;
    Some(Pos {
        hands,
        pile: 0,
        top: NO_CARD,
        turn: other as u8,
        stage: Stage::Lead,
        trump: trumps,
        plies: 0,
        cap: view.move_cap,
    })
}

/// The dealer's suits: the choice whose deal wins the most playouts for the dealer.
fn choose_suits(view: &View, legal: &[Action], rng: &mut GameRng) -> Option<(Action, Why)> {
    let dealer = view.dealer.min(1) as u8;
    let noise = PLAYOUT_NOISE;
    let playouts = SUIT_PLAYOUTS;
    let mut best: Option<(f64, Action)> = None;
    for action in legal {
        let Action::ChooseSuits { trump, second } = *action else {
            continue;
        };
        let Some(start) = dealt(view, trump, second) else {
            continue;
        };
        let wins: f64 = (0..playouts)
            .map(|_| playout(&start, dealer, noise, rng))
            .sum();
        if best.is_none_or(|(most, _)| wins > most) {
            best = Some((wins, *action));
        }
    }
    best.map(|(wins, action)| {
        let why = Why::Suits {
            wins,
            playouts: SUIT_PLAYOUTS,
        };
        (action, why)
    })
}

/// The review's valuation (see [`crate::review`]): each move's chance to win for the player
/// making it. The dealer's suits are valued by their deals' playouts; a play by the tree
/// search's playouts, and, once the shorter hand is short enough, by the solver wherever it
/// proves a move won (1), drawn (½) or lost (0).
pub(super) fn assess(
    view: &View,
    legal: &[Action],
    played: &Action,
    rng: &mut GameRng,
) -> Option<Assessment<Action>> {
    if legal.len() < 2 || !legal.contains(played) {
        return None;
    }
    if legal
        .iter()
        .all(|a| matches!(a, Action::ChooseSuits { .. }))
    {
        let dealer = view.dealer.min(1) as u8;
        let mut values = Vec::new();
        for action in legal {
            let Action::ChooseSuits { trump, second } = *action else {
                continue;
            };
            let Some(start) = dealt(view, trump, second) else {
                continue;
            };
            let wins: f64 = (0..SUIT_PLAYOUTS)
                .map(|_| playout(&start, dealer, PLAYOUT_NOISE, rng))
                .sum();
            values.push((*action, wins / f64::from(SUIT_PLAYOUTS)));
        }
        return Assessment::among(&values, played, Unit::WinChance);
    }
    // The non-dealer's choice of trump only names the suits: no choice to value.
    let pos = Pos::from_view(view)?;
    let me = pos.turn;
    let shorter = pos.hands[0].count_ones().min(pos.hands[1].count_ones());
    let mut solver = Solver::new(ROOT_SOLVER_NODES);
    // The position's own solve names a winning move where there is one, as the hard player's.
    let winning = if shorter <= ENDGAME_CARDS {
        let root = solver.analyse(&pos);
        root.winning_move.filter(|_| root.verdict == Verdict::Win)
    } else {
        None
    };
    let mut values = Vec::new();
    for tried in tree_search(&pos, ITERATIONS, rng) {
        let Some(action) = to_action(&pos, tried.mv) else {
            continue;
        };
        let mut value = tried.wins / f64::from(tried.visits.max(1));
        if winning == Some(tried.mv) {
            value = 1.0;
        } else if shorter <= ENDGAME_CARDS {
            solver.allow(MOVE_SOLVER_NODES);
            value = match verdict_after(&pos, tried.mv, me, &mut solver).0 {
                Verdict::Win => 1.0,
                Verdict::Draw => 0.5,
                Verdict::Lose => 0.0,
                Verdict::Unknown => value,
            };
        }
        if tried.visits > 0 || shorter <= ENDGAME_CARDS {
            values.push((tried.mv, action, value));
        }
    }
    // The root search spends few playouts on a move it soon finds poor, and their mean is no
    // fair value beside the favourite's: a sure winner of the hard player's own would often
    // look a blunder. Unless the solver settled them, the move played and the favourite are
    // valued again alike, each by a search of its own from the position it leaves, over the
    // same random stream.
    let favourite = values
        .iter()
        .fold(None, |best: Option<&(u8, Action, f64)>, entry| match best {
            Some(held) if held.2 >= entry.2 => Some(held),
            _ => Some(entry),
        })
        .map(|entry| entry.0);
    let played_move = values
        .iter()
        .find(|(_, action, _)| action == played)
        .map(|entry| entry.0);
    if let (Some(favourite), Some(played_move)) = (favourite, played_move)
        && favourite != played_move
        && shorter > ENDGAME_CARDS
    {
        let stream = rng.clone();
        for entry in &mut values {
            if entry.0 == favourite || entry.0 == played_move {
                entry.2 = searched_value(&pos, entry.0, me, &mut stream.clone());
            }
        }
    }
    let values: Vec<(Action, f64)> = values
        .into_iter()
        .map(|(_, action, value)| (action, value))
        .collect();
    Assessment::among(&values, played, Unit::WinChance)
}

/// The chance to win for `me` of playing `mv`: a search of its own from the position it leaves
/// ([`REVIEW_ITERATIONS`]), its most tried move's mean for whoever is to move there.
fn searched_value(pos: &Pos, mv: u8, me: u8, rng: &mut GameRng) -> f64 {
    let mut after = *pos;
    after.play(mv);
    match after.stage {
        Stage::Won(winner) => return if winner == me { 1.0 } else { 0.0 },
        Stage::Drawn => return 0.5,
        _ => {}
    }
    let Some(top) = tree_search(&after, REVIEW_ITERATIONS, rng).first().copied() else {
        return playout(&after, me, PLAYOUT_NOISE, rng);
    };
    let mean = top.wins / f64::from(top.visits.max(1));
    if after.turn == me { mean } else { 1.0 - mean }
}
