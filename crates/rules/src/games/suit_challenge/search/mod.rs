//! The hard level: determinised Monte Carlo search over the rest of the round.
//!
//! The bot sees only its own hand. For each sensible action it deals the unseen cards many
//! times (the other hand and the order of the stock), plays the round out with a quick policy
//! for both players, and scores where each playout leaves the two score sheets by the chance to
//! win the game ([`super::value`]). Every candidate is tried on the same deals, so comparisons
//! are not swamped by the luck of the cards, and weak candidates are dropped early (successive
//! halving) so that the budget goes to the close choices. Budgets are counted in playouts, not
//! time, so the same view and random state give the same move everywhere.

use super::hands::expected_points;
use super::value::win_chance;
use super::{Action, CardList, Phase, Row, Sheet, View};
use crate::assessment::{Assessment, Unit};
use crate::cards::Card;
use crate::rng::GameRng;
use std::sync::OnceLock;

mod playout;

use playout::*;

/// A card as a number: suit * 13 + rank - 2.
type Id = u8;
type Hand = [Id; 5];

/// Seats as the search numbers them: the bot itself and the other player.
const ME: usize = 0;
const THEM: usize = 1;

const CARD_POINTS: [i64; 13] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11];
/// Hand points stay below this (an ace and four tens make 51).
const POINT_SLOTS: usize = 52;

/// The seven rows made by suit patterns, in row order.
const PATTERN_ROWS: [Row; 7] = Row::HANDS;

/// Playouts spent on one decision of each kind.
const PLAY_BUDGET: usize = 1000;
const RESPOND_SAMPLES: usize = 256;
const CHALLENGE_PLAYOUTS: usize = 160;

/// A round that has gone on this long is played out as a wash: the players have stalled.
const TURN_LIMIT: u32 = 40;

fn id_of(card: Card) -> Id {
    (card.suit.index() * 13 + usize::from(card.rank.value()).saturating_sub(2)) as Id
}

fn suit_of(card: Id) -> usize {
    usize::from(card) / 13
}

fn points_of(card: Id) -> i64 {
    CARD_POINTS[usize::from(card) % 13]
}

fn suit_counts(cards: &[Id]) -> [u8; 4] {
    let mut counts = [0u8; 4];
    for &card in cards {
        counts[suit_of(card)] += 1;
    }
    counts
}

/// The pattern row of five cards' suit counts. The sum of the squared counts tells the six
/// patterns apart (2-1-1-1 gives 7, 2-2-1 9, 3-1-1 11, 3-2 13, 4-1 17, 5 25) without sorting.
fn pattern_row(counts: [u8; 4]) -> Row {
    match counts
        .iter()
        .map(|&c| u32::from(c) * u32::from(c))
        .sum::<u32>()
    {
        7 => Row::Straight,
        9 => Row::TwoPair,
        11 => Row::ThreeOfAKind,
        13 => Row::FullHouse,
        17 => Row::FourOfAKind,
        _ => Row::FiveOfAKind,
    }
}

/// The highest-ranked pattern hand five cards form (every five cards form one).
fn best_of(hand: &Hand) -> Row {
    pattern_row(suit_counts(hand))
}

fn forms(hand: &Hand, row: Row) -> bool {
    match row {
        Row::TotalHand => true,
        Row::Challenge => false,
        Row::Pair => best_of(hand) == Row::Straight,
        _ => best_of(hand) == row,
    }
}

fn total(hand: &Hand) -> i64 {
    hand.iter().map(|&c| points_of(c)).sum()
}

/// What a hand holds, read in one pass: its highest pattern hand and the points of each call.
struct Reading {
    top: Row,
    /// Points of the cards in suits held twice or more: 1 Pair, 2 Pair, 3 and 4 of a Kind.
    grouped: i64,
    /// The best card of each suit: Straight.
    straight: i64,
    total: i64,
}

impl Reading {
    fn of(hand: &Hand) -> Reading {
        let mut counts = [0u8; 4];
        let mut sums = [0i64; 4];
        let mut high = [0i64; 4];
        for &card in hand {
            let (suit, worth) = (suit_of(card), points_of(card));
            counts[suit] += 1;
            sums[suit] += worth;
            high[suit] = high[suit].max(worth);
        }
        let grouped = (0..4).filter(|&s| counts[s] >= 2).map(|s| sums[s]).sum();
        Reading {
            top: pattern_row(counts),
            grouped,
            straight: high.iter().sum(),
            total: sums.iter().sum(),
        }
    }

    /// The points `row`'s hand is worth (meaningful when the hand forms it).
    fn points(&self, row: Row) -> i64 {
        match row {
            Row::Pair | Row::TwoPair | Row::ThreeOfAKind | Row::FourOfAKind => self.grouped,
            Row::Straight => self.straight,
            Row::FullHouse | Row::FiveOfAKind | Row::TotalHand => self.total,
            Row::Challenge => 0,
        }
    }

    fn forms(&self, row: Row) -> bool {
        match row {
            Row::TotalHand => true,
            Row::Challenge => false,
            Row::Pair => self.top == Row::Straight,
            _ => self.top == row,
        }
    }
}

/// What `row`'s hand is worth in these cards (as the rules count it; meaningful when formed).
fn points(hand: &Hand, row: Row) -> i64 {
    Reading::of(hand).points(row)
}

fn slot(points: i64) -> usize {
    points.clamp(0, POINT_SLOTS as i64 - 1) as usize
}

/// Sorted kept suit counts as one number, for the reach table.
fn shape_code(sorted: [u8; 4]) -> usize {
    sorted
        .iter()
        .fold(0usize, |code, &count| code * 6 + usize::from(count))
}

/// Facts about random hands, worked out once: what a random answer to a call holds, and how
/// likely a draw completes each pattern.
struct Tables {
    /// Chance a random hand forms the pattern row (index in [`PATTERN_ROWS`]) with these points
    /// of that row.
    same: [[f64; POINT_SLOTS]; 7],
    /// Chance a random hand's highest hand is the pattern row, with these points of it.
    best: [[f64; POINT_SLOTS]; 7],
    /// Chance a random hand totals this much.
    totals: [f64; POINT_SLOTS],
    /// By [`shape_code`] of the kept suit counts: the chance that filling up to five cards with
    /// random suits forms each pattern row.
    reach: Vec<[f64; 7]>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        const HANDS: usize = 60_000;
        let mut same = [[0.0; POINT_SLOTS]; 7];
        let mut best = [[0.0; POINT_SLOTS]; 7];
        let mut totals = [0.0; POINT_SLOTS];
        let mut rng = GameRng::seeded(0x5_C0DE);
        let mut pack: Vec<Id> = (0..52).collect();
        let weight = 1.0 / HANDS as f64;
        for _ in 0..HANDS {
            for at in 0..5 {
                let pick = at + rng.below(52 - at);
                pack.swap(at, pick);
            }
            let hand: Hand = [pack[0], pack[1], pack[2], pack[3], pack[4]];
            let top = best_of(&hand);
            best[top.index()][slot(points(&hand, top))] += weight;
            same[top.index()][slot(points(&hand, top))] += weight;
            if top == Row::Straight {
                same[Row::Pair.index()][slot(points(&hand, Row::Pair))] += weight;
            }
            totals[slot(total(&hand))] += weight;
        }
        let mut reach = vec![[0.0; 7]; 6 * 6 * 6 * 6];
        for (code, chances) in reach.iter_mut().enumerate() {
            let kept = [code / 216, code / 36 % 6, code / 6 % 6, code % 6];
            let held: usize = kept.iter().sum();
            if held > 5 || kept.windows(2).any(|w| w[0] < w[1]) {
                continue;
            }
            let draws = 5 - held;
            let ways = 4usize.pow(draws as u32);
            for way in 0..ways {
                let mut counts = kept.map(|c| c as u8);
                let mut rest = way;
                for _ in 0..draws {
                    counts[rest % 4] += 1;
                    rest /= 4;
                }
                let mut cards = [0 as Id; 5];
                let mut at = 0;
                for (suit, &count) in counts.iter().enumerate() {
                    for _ in 0..count {
                        cards[at] = (suit * 13) as Id;
                        at += 1;
                    }
                }
                let top = best_of(&cards);
                chances[top.index()] += 1.0 / ways as f64;
                if top == Row::Straight {
                    chances[Row::Pair.index()] += 1.0 / ways as f64;
                }
            }
        }
        Tables {
            same,
            best,
            totals,
            reach,
        }
    })
}

/// What successive halving found: the best candidate with its average winning chance and the
/// playouts it was tried on, and the last one it beat, on the same deals.
struct Halved {
    best: Candidate,
    chance: f64,
    tries: usize,
    next: Option<(Candidate, f64)>,
}

/// Picks the best candidate by successive halving: each stage deals afresh, tries every
/// surviving candidate on the same dealings, and keeps the better half.
fn best_candidate(
    context: &Context,
    hand: &Hand,
    view: &View,
    candidates: &[Candidate],
    budget: usize,
    rng: &mut GameRng,
) -> Halved {
    let mut alive: Vec<(Candidate, f64, usize)> = candidates.iter().map(|&c| (c, 0.0, 0)).collect();
    let stages = (usize::BITS - (alive.len().max(1) - 1).leading_zeros()).max(1) as usize;
    let mut pool = Vec::with_capacity(52);
    let their = Their::of(view, context);
    let hands = their_hands(context, hand, &their, view.turns, rng);
    let mut dealt = 0;
    let average = |entry: &(Candidate, f64, usize)| entry.1 / entry.2.max(1) as f64;
    let mut next = None;
    while alive.len() > 1 {
        let per_candidate = (budget / stages / alive.len()).max(4);
        for _ in 0..per_candidate {
            let theirs = hands[dealt % hands.len()];
            dealt += 1;
            let deal = deal_unseen(hand, &theirs, view.turns, &mut pool, rng);
            for entry in alive.iter_mut() {
                entry.1 += try_candidate(context, &deal, &view.phase, entry.0);
                entry.2 += 1;
            }
        }
        alive.sort_by(|a, b| average(b).total_cmp(&average(a)));
        next = alive.get(1).map(|entry| (entry.0, average(entry)));
        alive.truncate(alive.len().div_ceil(2));
    }
    match alive.first() {
        Some(entry) => Halved {
            best: entry.0,
            chance: average(entry),
            tries: entry.2,
            next,
        },
        None => Halved {
            best: Candidate::Wait,
            chance: 0.0,
            tries: 0,
            next: None,
        },
    }
}

fn to_hand(cards: &[Card]) -> Option<Hand> {
    let cards: Vec<Id> = cards.iter().map(|&c| id_of(c)).collect();
    cards.try_into().ok()
}

fn context_of(view: &View) -> Context {
    let me = view.seat.min(1);
    let get = |seat: usize| view.sheets.get(seat).copied().unwrap_or([None; 9]);
    let relative = |seat: usize| if seat == me { ME } else { THEM };
    Context::new(
        [get(me), get(1 - me)],
        relative(view.dealer),
        view.challenge.map(|c| (relative(c.challenger), c.row)),
    )
}

/// What the search found for the move it picked, for the coach to word: the move's chance to
/// win the game as the playouts reckon it (by [`win_chance`] where each leaves the sheets),
/// over how many tries, and the best other move's chance.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Found {
    pub kind: Searched,
    pub chance: f64,
    pub tries: usize,
    pub next: Option<(Action, f64)>,
}

/// Which of the hard level's searches decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Searched {
    /// A move of the round, tried on rounds played out from deals of the unseen cards.
    Play,
    /// The answer to `call`, tried against hands that form it.
    Respond { call: Row },
    /// The end's choice: challenge rounds played out from fresh deals, stopping counted
    /// exactly.
    Challenge,
}

/// The hard level's move.
pub(super) fn choose(view: &View, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    decide(view, legal, rng).map(|(action, _)| action)
}

/// The hard level's move and what its search found, where it searched.
pub(super) fn decide(
    view: &View,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<(Action, Option<Found>)> {
    match view.phase {
        Phase::Respond { hand, .. } => Some(respond(view, hand, rng)),
        Phase::ChallengeChoice { .. } => challenge_choice(view, legal, rng),
        Phase::Opening { .. } | Phase::Turn { .. } | Phase::AfterDraw { .. } => {
            play(view, legal, rng)
        }
        Phase::GameOver => None,
    }
}

/// The action a candidate stands for at this view.
fn action_of(view: &View, candidate: Candidate) -> Action {
    match candidate {
        Candidate::Call(row) => Action::Call { hand: row },
        Candidate::Wait => {
            if matches!(view.phase, Phase::Opening { .. }) {
                Action::Pass
            } else {
                Action::EndTurn
            }
        }
        Candidate::Keep(keep) => {
            let cards: Vec<Card> = view
                .hand
                .iter()
                .enumerate()
                .filter(|(at, _)| keep & (1 << at) == 0)
                .map(|(_, &c)| c)
                .collect();
            Action::Discard {
                cards: CardList::new(&cards),
            }
        }
    }
}

fn play(view: &View, legal: &[Action], rng: &mut GameRng) -> Option<(Action, Option<Found>)> {
    let hand = to_hand(&view.hand)?;
    let context = context_of(view);
    let mut candidates: Vec<Candidate> = Vec::with_capacity(40);
    // A call in a row I have filled can only block. Blocking at will would let me redeal every
    // weak hand, an endless game nobody enjoys, so it is kept for stopping a player who is
    // visibly drawing to a strong hand.
    let they_build = view
        .draws
        .get(1 - view.seat.min(1))
        .copied()
        .flatten()
        .is_some_and(|n| (1..=2).contains(&n));
    for action in legal {
        match action {
            Action::Call { hand: row } => {
                let only_blocks = context.challenge.is_none() && !empty(&context.sheets[ME], *row);
                if they_build || !only_blocks {
                    candidates.push(Candidate::Call(*row));
                }
            }
            Action::Pass | Action::EndTurn => candidates.push(Candidate::Wait),
            Action::Discard { cards } => {
                let keep = view
                    .hand
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| !cards.contains(**c))
                    .fold(0u8, |keep, (at, _)| keep | 1 << at);
                candidates.push(Candidate::Keep(keep));
            }
            _ => {}
        }
    }
    let halved = best_candidate(&context, &hand, view, &candidates, PLAY_BUDGET, rng);
    let found = (halved.tries > 0).then(|| Found {
        kind: Searched::Play,
        chance: halved.chance,
        tries: halved.tries,
        next: halved
            .next
            .map(|(candidate, chance)| (action_of(view, candidate), chance)),
    });
    Some((action_of(view, halved.best), found))
}

/// Deals a hand of the given suit pattern (counts, largest first) from `pool`, uniformly among
/// all such hands.
fn deal_pattern(pool: &[Id], pattern: [u8; 4], rng: &mut GameRng) -> Option<Hand> {
    let mut by_suit: [Vec<Id>; 4] = Default::default();
    for &card in pool {
        by_suit[suit_of(card)].push(card);
    }
    let choose = |n: usize, k: usize| -> f64 {
        (0..k).fold(1.0, |ways, i| ways * (n - i) as f64 / (i + 1) as f64)
    };
    // Every distinct way to give the pattern's counts to the four suits, weighed by how many
    // hands it makes.
    let mut ways: Vec<([u8; 4], f64)> = Vec::with_capacity(24);
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let order = [a, b, c, d];
                    if (1..4).any(|i| order[..i].contains(&order[i])) {
                        continue;
                    }
                    let mut counts = [0u8; 4];
                    for (slot, &suit) in order.iter().enumerate() {
                        counts[suit] = pattern[slot];
                    }
                    if ways.iter().any(|(seen, _)| *seen == counts) {
                        continue;
                    }
                    let weight: f64 = (0..4)
                        .map(|s| {
                            let need = usize::from(counts[s]);
                            if need > by_suit[s].len() {
                                0.0
                            } else {
                                choose(by_suit[s].len(), need)
                            }
                        })
                        .product();
                    ways.push((counts, weight));
                }
            }
        }
    }
    let sum: f64 = ways.iter().map(|w| w.1).sum();
    if sum <= 0.0 {
        return None;
    }
    let mut pick = rng.unit() * sum;
    let counts = ways
        .iter()
        .find(|w| {
            pick -= w.1;
            pick < 0.0
        })
        .map_or(ways[ways.len() - 1].0, |w| w.0);
    let mut hand = [0 as Id; 5];
    let mut at = 0;
    for (suit, cards) in by_suit.iter_mut().enumerate() {
        let need = usize::from(counts[suit]);
        for taken in 0..need {
            let pick = taken + rng.below(cards.len() - taken);
            cards.swap(taken, pick);
            hand[at] = cards[taken];
            at += 1;
        }
    }
    Some(hand)
}

fn pattern_of(row: Row) -> [u8; 4] {
    match row {
        Row::Pair | Row::Straight => [2, 1, 1, 1],
        Row::TwoPair => [2, 2, 1, 0],
        Row::ThreeOfAKind => [3, 1, 1, 0],
        Row::FullHouse => [3, 2, 0, 0],
        Row::FourOfAKind => [4, 1, 0, 0],
        _ => [5, 0, 0, 0],
    }
}

/// Answers a call: the caller's hand is dealt many times among the hands that form the call,
/// and Total Hand is chosen when it leaves the better chance to win the game.
fn respond(view: &View, call: Row, rng: &mut GameRng) -> (Action, Option<Found>) {
    let Some((accept, answer)) = respond_chances(view, call, rng) else {
        return (Action::Accept, None);
    };
    let (action, chance, next) = if answer > accept {
        (Action::TotalHand, answer, (Action::Accept, accept))
    } else {
        (Action::Accept, accept, (Action::TotalHand, answer))
    };
    let found = Found {
        kind: Searched::Respond { call },
        chance,
        tries: RESPOND_SAMPLES,
        next: Some(next),
    };
    (action, Some(found))
}

/// My chances to win the game if I accept a call of `call` and if I answer it with Total Hand,
/// over the caller's hands dealt among those that form it.
fn respond_chances(view: &View, call: Row, rng: &mut GameRng) -> Option<(f64, f64)> {
    let hand = to_hand(&view.hand)?;
    let context = context_of(view);
    let pool: Vec<Id> = (0..52).filter(|c| !hand.contains(c)).collect();
    let (mut accept, mut answer) = (0.0, 0.0);
    for _ in 0..RESPOND_SAMPLES {
        let caller = deal_pattern(&pool, pattern_of(call), rng)?;
        let deal = Deal {
            hands: [hand, caller],
            stock: [0; 52],
            stock_len: 0,
            next: 0,
            turns: view.turns,
        };
        accept += settle_accepted(&context, &deal, call);
        answer += totals_contest(&context, ME, total(&hand), total(&caller), Some(call));
    }
    Some((
        accept / RESPOND_SAMPLES as f64,
        answer / RESPOND_SAMPLES as f64,
    ))
}

/// My chance when I let the other player's call of `call` be settled as it stands.
fn settle_accepted(context: &Context, deal: &Deal, call: Row) -> f64 {
    let (theirs, mine) = (&deal.hands[THEM], &deal.hands[ME]);
    let their_points = points(theirs, call);
    if forms(mine, call) {
        let my_points = points(mine, call);
        return match their_points.cmp(&my_points) {
            std::cmp::Ordering::Greater => context.after_write(THEM, call, their_points),
            std::cmp::Ordering::Less => context.after_write(ME, call, my_points),
            std::cmp::Ordering::Equal => context.wash,
        };
    }
    let top = best_of(mine);
    if top.rank() > call.rank() {
        context.after_write(ME, top, points(mine, top))
    } else {
        context.after_write(THEM, call, their_points)
    }
}

/// At the end: stop, or challenge the row whose challenge rounds, played out from fresh deals,
/// leave the best chance to win.
fn challenge_choice(
    view: &View,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<(Action, Option<Found>)> {
    let values = challenge_values(view, legal, rng);
    // Stopping comes first, so a challenge must do strictly better to be chosen.
    let mut best: Option<&(Action, f64)> = None;
    let mut next: Option<&(Action, f64)> = None;
    for entry in &values {
        if best.is_none_or(|held| entry.1 > held.1) {
            next = best;
            best = Some(entry);
        } else if next.is_none_or(|held| entry.1 > held.1) {
            next = Some(entry);
        }
    }
    let (action, chance) = best?.clone();
    let found = next.map(|(other, against)| Found {
        kind: Searched::Challenge,
        chance,
        tries: CHALLENGE_PLAYOUTS,
        next: Some((other.clone(), *against)),
    });
    Some((action, found))
}

/// At the end: my chance to win if I stop now (known: where the totals stand) and if I
/// challenge each row `legal` offers (challenge rounds played out from fresh deals), stopping
/// first.
fn challenge_values(view: &View, legal: &[Action], rng: &mut GameRng) -> Vec<(Action, f64)> {
    let me = view.seat.min(1);
    let get = |seat: usize| view.sheets.get(seat).copied().unwrap_or([None; 9]);
    let sheets = [get(me), get(1 - me)];
    let lead = super::sheet_total(&sheets[ME]) - super::sheet_total(&sheets[THEM]);
    let stop = match lead.cmp(&0) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    };
    let mut values = vec![(Action::Quit, stop)];
    // The next round is dealt by the other player from this round's dealer.
    let next_dealer = if view.dealer == me { THEM } else { ME };
    let mut pool: Vec<Id> = (0..52).collect();
    let rows: Vec<Row> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Challenge { row } => Some(*row),
            _ => None,
        })
        .collect();
    let seeds: Vec<u64> = (0..CHALLENGE_PLAYOUTS).map(|_| rng.next_u64()).collect();
    for row in rows {
        let context = Context::new(sheets, next_dealer, Some((ME, row)));
        let mut sum = 0.0;
        for &seed in &seeds {
            for (at, card) in pool.iter_mut().enumerate() {
                *card = at as Id;
            }
            GameRng::seeded(seed).shuffle(&mut pool);
            let mut deal = Deal {
                hands: [
                    [pool[0], pool[1], pool[2], pool[3], pool[4]],
                    [pool[5], pool[6], pool[7], pool[8], pool[9]],
                ],
                stock: [0; 52],
                stock_len: 42,
                next: 0,
                turns: 0,
            };
            deal.stock[..42].copy_from_slice(&pool[10..]);
            sum += play_out(&context, &mut deal, Spot::Opening(1 - next_dealer));
        }
        values.push((Action::Challenge { row }, sum / CHALLENGE_PLAYOUTS as f64));
    }
    values
}

/// Playouts on which the review sets the move played against the search's best.
const REVIEW_PLAYOUTS: usize = 256;

/// The review's valuation (see [`crate::review`]): each move's chance to win the game as the
/// hard player's search reckons it. A move of the round: the search's best by successive
/// halving, then it and the move played on the same fresh deals; an answer to a call, or the
/// end's choice, as the hard player weighs them.
pub(super) fn assess(
    view: &View,
    legal: &[Action],
    played: &Action,
    rng: &mut GameRng,
) -> Option<Assessment<Action>> {
    if legal.len() < 2 || !legal.contains(played) {
        return None;
    }
    let values = match view.phase {
        Phase::Respond { hand, .. } => {
            let (accept, answer) = respond_chances(view, hand, rng)?;
            // Accept first: the hard player answers only when Total Hand does strictly better.
            vec![(Action::Accept, accept), (Action::TotalHand, answer)]
        }
        Phase::ChallengeChoice { .. } => challenge_values(view, legal, rng),
        Phase::Opening { .. } | Phase::Turn { .. } | Phase::AfterDraw { .. } => {
            round_values(view, legal, played, rng)?
        }
        Phase::GameOver => return None,
    };
    Assessment::among(&values, played, Unit::WinChance)
}

/// A move of the round: the search's best and the move played, each with its chance over the
/// same fresh deals.
fn round_values(
    view: &View,
    legal: &[Action],
    played: &Action,
    rng: &mut GameRng,
) -> Option<Vec<(Action, f64)>> {
    let hand = to_hand(&view.hand)?;
    let context = context_of(view);
    let candidate = |action: &Action| -> Option<Candidate> {
        Some(match action {
            Action::Call { hand: row } => Candidate::Call(*row),
            Action::Pass | Action::EndTurn => Candidate::Wait,
            Action::Discard { cards } => Candidate::Keep(
                view.hand
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| !cards.contains(**c))
                    .fold(0u8, |keep, (at, _)| keep | 1 << at),
            ),
            _ => return None,
        })
    };
    let mine = candidate(played)?;
    let candidates: Vec<Candidate> = legal.iter().filter_map(candidate).collect();
    let best = best_candidate(&context, &hand, view, &candidates, PLAY_BUDGET, rng).best;
    let their = Their::of(view, &context);
    let hands = their_hands(&context, &hand, &their, view.turns, rng);
    let mut pool = Vec::with_capacity(52);
    let (mut best_sum, mut mine_sum) = (0.0, 0.0);
    for dealt in 0..REVIEW_PLAYOUTS {
        let theirs = hands[dealt % hands.len()];
        let deal = deal_unseen(&hand, &theirs, view.turns, &mut pool, rng);
        best_sum += try_candidate(&context, &deal, &view.phase, best);
        mine_sum += try_candidate(&context, &deal, &view.phase, mine);
    }
    let chance = |sum: f64| sum / REVIEW_PLAYOUTS as f64;
    // The move played keeps the form the rules list it in.
    Some(if mine == best {
        vec![(played.clone(), chance(best_sum))]
    } else {
        vec![
            (action_of(view, best), chance(best_sum)),
            (played.clone(), chance(mine_sum)),
        ]
    })
}

#[cfg(test)]
mod tests;
