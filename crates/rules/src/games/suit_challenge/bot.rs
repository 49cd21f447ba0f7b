//! Computer players. They read only their own view: their hand, both score sheets, the phase
//! and the public draw counts. Unseen cards are sampled from the pack minus their own hand.
//! Easy and normal weigh calls and draws with the rules of thumb here; the hard level searches
//! ([`super::search`]).

use super::hands::expected_points;
use super::{
    Action, CardList, Phase, Row, Sheet, View, best_hand, five_card_total, forms, hand_points,
};
use crate::cards::{Card, standard_pack};
use crate::game::Level;
use crate::rng::GameRng;

/// What writing a 0 in an empty row costs: the points that row would likely have scored.
const ZERO_COST: f64 = 30.0;

/// What a lost call typically hands the opponent.
const LOSS: f64 = 20.0;

/// Extra worth of filling a row that is rarely formed, beyond its points.
fn bonus(row: Row) -> f64 {
    match row {
        Row::FullHouse => 2.0,
        Row::FourOfAKind => 6.0,
        Row::FiveOfAKind => 12.0,
        _ => 0.0,
    }
}

fn value(row: Row, points: i64) -> f64 {
    points as f64 + bonus(row)
}

/// Chance a called hand beats a random hand: the odds of a lower-ranked reply plus the odds
/// of the same pattern with fewer points (pattern frequencies of five cards by suit).
fn static_win(row: Row, points: i64) -> f64 {
    let (lower, same, mean, spread) = match row {
        Row::Pair => (0.0, 0.264, 14.6, 4.0),
        Row::TwoPair => (0.0, 0.365, 29.2, 5.5),
        Row::ThreeOfAKind => (0.365, 0.223, 21.9, 5.0),
        Row::Straight => (0.588, 0.264, 31.5, 4.5),
        Row::FullHouse => (0.852, 0.103, 36.5, 6.5),
        Row::FourOfAKind => (0.955, 0.043, 29.2, 5.7),
        Row::FiveOfAKind => (0.998, 0.002, 36.5, 6.5),
        Row::TotalHand | Row::Challenge => return total_win(points),
    };
    lower + same * (0.5 + (points as f64 - mean) / (3.5 * spread)).clamp(0.0, 1.0)
}

/// Chance a five-card total beats a random one (mean 36.5, spread 6.5).
fn total_win(total: i64) -> f64 {
    (0.5 + (total as f64 - 36.5) / 16.0).clamp(0.0, 1.0)
}

fn empty(sheet: &Sheet, row: Row) -> bool {
    sheet[row.index()].is_none()
}

/// The cards this seat has not seen in its own hand.
fn unseen(hand: &[Card]) -> Vec<Card> {
    standard_pack()
        .into_iter()
        .filter(|c| !hand.contains(c))
        .collect()
}

/// Moves a random `count` of `pool` to its front (partial Fisher-Yates).
fn sample_front(pool: &mut [Card], count: usize, rng: &mut GameRng) {
    let n = pool.len();
    for at in 0..count.min(n) {
        let pick = at + rng.below(n - at);
        pool.swap(at, pick);
    }
}

pub(super) fn choose(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let first = legal.first().cloned().unwrap_or(Action::Quit);
    if legal.len() <= 1 {
        return first;
    }
    if level == Level::Hard {
        return super::search::choose(view, legal, rng)
            .filter(|a| legal.contains(a))
            .unwrap_or(first);
    }
    if level == Level::Easy && rng.chance(0.3) {
        return rng.pick(legal).cloned().unwrap_or(first);
    }
    let choice = match view.phase {
        Phase::ChallengeChoice { .. } => challenge_choice(view),
        Phase::Respond { hand, .. } => Some(respond(view, hand)),
        Phase::Opening { .. } | Phase::Turn { .. } | Phase::AfterDraw { .. } => {
            Some(play(view, legal, rng))
        }
        Phase::GameOver => None,
    };
    choice.filter(|a| legal.contains(a)).unwrap_or(first)
}

struct Sheets {
    mine: Sheet,
    theirs: Sheet,
}

fn sheets(view: &View) -> Sheets {
    let get = |seat: usize| view.sheets.get(seat).copied().unwrap_or([None; 9]);
    Sheets {
        mine: get(view.seat),
        theirs: get(1 - view.seat.min(1)),
    }
}

/// My gain minus theirs when I call `call` with `caller` against `answer`.
fn call_swing(sheets: &Sheets, caller: &[Card], answer: &[Card], call: Row) -> f64 {
    let (caller_sheet, answer_sheet, sign) = (&sheets.mine, &sheets.theirs, 1.0);
    let caller_points = hand_points(caller, call);
    let (caller_wins, row, points) = if forms(answer, call) {
        let answer_points = hand_points(answer, call);
        match caller_points.cmp(&answer_points) {
            std::cmp::Ordering::Equal => return 0.0,
            std::cmp::Ordering::Greater => (true, call, caller_points),
            std::cmp::Ordering::Less => (false, call, answer_points),
        }
    } else {
        match best_hand(answer) {
            Some(best) if best.rank() > call.rank() => (false, best, hand_points(answer, best)),
            _ => (true, call, caller_points),
        }
    };
    if caller_wins {
        if empty(caller_sheet, row) {
            sign * value(row, points)
        } else {
            0.0
        }
    } else if empty(answer_sheet, row) {
        -sign * value(row, points)
    } else {
        0.0
    }
}

/// Expected swing of calling `call` now, against sampled opponent hands.
fn call_ev(view: &View, sheets: &Sheets, call: Row, samples: usize, rng: &mut GameRng) -> f64 {
    let mut pool = unseen(&view.hand);
    let mut sum = 0.0;
    let mine_total = five_card_total(&view.hand);
    for _ in 0..samples {
        sample_front(&mut pool, 5, rng);
        let theirs = &pool[..5];
        let their_total = five_card_total(theirs);
        sum += if call == Row::TotalHand {
            match mine_total.cmp(&their_total) {
                std::cmp::Ordering::Greater => mine_total as f64,
                std::cmp::Ordering::Less => -ZERO_COST,
                std::cmp::Ordering::Equal => 0.0,
            }
        } else {
            call_swing(sheets, &view.hand, theirs, call)
        };
    }
    sum / samples.max(1) as f64
}

fn play(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    let sheets = sheets(view);
    let calls: Vec<Row> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Call { hand } => Some(*hand),
            _ => None,
        })
        .collect();
    let total = five_card_total(&view.hand);
    if let Some(ch) = view.challenge {
        // Whoever calls the challenged hand first usually wins it: call at once, except a
        // Total Hand challenge, which only a high total wins.
        if let Some(&call) = calls.first()
            && (call != Row::TotalHand || total >= 40 || view.turns >= 6)
        {
            return Action::Call { hand: call };
        }
        return not_calling(view, legal, rng, Target::Only(ch.row));
    }
    const SAMPLES: usize = 24;
    let opponent_building = view
        .draws
        .get(1 - view.seat.min(1))
        .copied()
        .flatten()
        .is_some_and(|n| (1..=2).contains(&n));
    let mut best: Option<(f64, Row)> = None;
    for &call in &calls {
        if call == Row::TotalHand && total < 42 && view.turns < 24 {
            continue;
        }
        let mut ev = call_ev(view, &sheets, call, SAMPLES, rng);
        if opponent_building && call != Row::TotalHand {
            // Ending the round spoils a hand the opponent is drawing to.
            ev += 3.0 * static_win(call, hand_points(&view.hand, call));
        }
        if best.is_none_or(|(b, _)| ev > b) {
            best = Some((ev, call));
        }
    }
    // Early in a round a better hand may still come; after many turns any call will do, so
    // two cautious players cannot draw forever.
    let bar = if view.turns >= 16 {
        f64::MIN
    } else {
        (10.0 - f64::from(view.turns)).max(1.5)
    };
    if let Some((ev, call)) = best
        && ev >= bar
    {
        return Action::Call { hand: call };
    }
    not_calling(view, legal, rng, Target::Sheet)
}

#[derive(Clone, Copy)]
enum Target {
    /// Draw toward this hand only (a challenge round).
    Only(Row),
    /// Draw toward whatever fills the empty rows best.
    Sheet,
}

fn not_calling(view: &View, legal: &[Action], rng: &mut GameRng, target: Target) -> Action {
    match view.phase {
        Phase::Opening { .. } => Action::Pass,
        Phase::AfterDraw { .. } => Action::EndTurn,
        _ => {
            let keep = heuristic_keep(view, target, rng);
            let cards: Vec<Card> = view
                .hand
                .iter()
                .enumerate()
                .filter(|(at, _)| keep & (1 << at) == 0)
                .map(|(_, &c)| c)
                .collect();
            let discard = Action::Discard {
                cards: CardList::new(&cards),
            };
            if legal.contains(&discard) {
                discard
            } else {
                Action::Discard {
                    cards: CardList::EMPTY,
                }
            }
        }
    }
}

/// How much a hand is worth holding: the best expected score among the calls it allows.
fn hand_value(hand: &[Card], sheets: &Sheets, target: Target) -> f64 {
    match target {
        Target::Only(row) => {
            if forms(hand, row) {
                1.0 + five_card_total(hand) as f64 / 200.0
            } else {
                0.0
            }
        }
        Target::Sheet => {
            let mut best = 0.0f64;
            for row in Row::HANDS {
                if empty(&sheets.mine, row) && forms(hand, row) {
                    let points = hand_points(hand, row);
                    let p = static_win(row, points);
                    best = best.max(value(row, points) * p - LOSS * (1.0 - p));
                }
            }
            let total = five_card_total(hand);
            if empty(&sheets.mine, Row::TotalHand) && total >= 42 {
                let p = total_win(total);
                best = best.max(total as f64 * p - ZERO_COST * (1.0 - p));
            }
            best
        }
    }
}

/// Average value after discarding the cards outside `keep` and drawing, over sampled draws.
fn keep_value(
    view: &View,
    sheets: &Sheets,
    keep: u32,
    target: Target,
    pool: &mut [Card],
    samples: usize,
    rng: &mut GameRng,
) -> f64 {
    let kept: Vec<Card> = view
        .hand
        .iter()
        .enumerate()
        .filter(|(at, _)| keep & (1 << at) != 0)
        .map(|(_, &c)| c)
        .collect();
    let need = view.hand.len().saturating_sub(kept.len());
    if need == 0 {
        return hand_value(&kept, sheets, target);
    }
    let mut hand = kept.clone();
    let mut sum = 0.0;
    for _ in 0..samples {
        sample_front(pool, need, rng);
        hand.truncate(kept.len());
        hand.extend_from_slice(&pool[..need.min(pool.len())]);
        sum += hand_value(&hand, sheets, target);
    }
    sum / samples.max(1) as f64
}

/// One sensible discard per wanted hand, the best of them judged by a few sampled draws.
fn heuristic_keep(view: &View, target: Target, rng: &mut GameRng) -> u32 {
    let sheets = sheets(view);
    let rows: Vec<Row> = match target {
        Target::Only(row) => vec![row],
        Target::Sheet => Row::REQUIRED
            .into_iter()
            .filter(|&r| empty(&sheets.mine, r))
            .collect(),
    };
    let mut pool = unseen(&view.hand);
    let mut best = (f64::MIN, (1u32 << view.hand.len()) - 1);
    for row in rows {
        let keep = keep_for(&view.hand, row);
        let v = keep_value(view, &sheets, keep, target, &mut pool, 12, rng);
        if v > best.0 {
            best = (v, keep);
        }
    }
    best.1
}

/// Which cards to keep when drawing toward `row`, as a bit mask over the hand.
fn keep_for(hand: &[Card], row: Row) -> u32 {
    if forms(hand, row) && row != Row::TotalHand {
        return (1 << hand.len()) - 1;
    }
    // Card positions of each suit, best first.
    let mut groups: Vec<Vec<usize>> = vec![Vec::new(); 4];
    for (at, card) in hand.iter().enumerate() {
        if let Some(group) = groups.get_mut(card.suit.index()) {
            group.push(at);
        }
    }
    let points = |at: &usize| hand.get(*at).map_or(0, |&c| super::card_points(c));
    for group in &mut groups {
        group.sort_by_key(|at| std::cmp::Reverse(points(at)));
    }
    groups.sort_by_key(|g| std::cmp::Reverse((g.len(), g.iter().map(points).sum::<i64>())));
    let mut keep = 0u32;
    let mut take = |group: &[usize], count: usize| {
        for at in group.iter().take(count) {
            keep |= 1 << at;
        }
    };
    match row {
        Row::FiveOfAKind => take(&groups[0], 5),
        Row::FourOfAKind => take(&groups[0], 4),
        Row::ThreeOfAKind => {
            take(&groups[0], 3);
            take(&groups[1], 1);
            take(&groups[2], 1);
        }
        Row::FullHouse => {
            take(&groups[0], 3);
            take(&groups[1], 2);
        }
        Row::TwoPair => {
            take(&groups[0], 2);
            take(&groups[1], 2);
            take(&groups[2], 1);
        }
        Row::Pair | Row::Straight => {
            for group in &groups {
                take(group, 1);
            }
        }
        Row::TotalHand | Row::Challenge => {
            for (at, &card) in hand.iter().enumerate() {
                if super::card_points(card) >= 9 {
                    keep |= 1 << at;
                }
            }
        }
    }
    keep
}

/// Answer a call: override with Total Hand when the total is high, or fairly high and the
/// call probably beats this hand anyway. (Sampled answers did worse in trials: a high total
/// is worth writing even when accepting would not lose.)
fn respond(view: &View, call: Row) -> Action {
    if overrides(&view.hand, call) {
        Action::TotalHand
    } else {
        Action::Accept
    }
}

/// Whether a bot holding `hand` answers a call of `call` with Total Hand.
fn overrides(hand: &[Card], call: Row) -> bool {
    let total = five_card_total(hand);
    let beaten = match best_hand(hand) {
        Some(_) if forms(hand, call) => hand_points(hand, call) < expected_points(call),
        Some(best) => best.rank() < call.rank(),
        None => true,
    };
    total >= 44 || (total >= 39 && beaten)
}

/// Challenge only when behind by less than the empty rows could bring back.
fn challenge_choice(view: &View) -> Option<Action> {
    let sheets = sheets(view);
    let mine = view.totals.get(view.seat).copied().unwrap_or(0);
    let theirs = view.totals.get(1 - view.seat.min(1)).copied().unwrap_or(0);
    let open: Vec<Row> = Row::REQUIRED
        .into_iter()
        .filter(|&r| empty(&sheets.mine, r))
        .collect();
    let deficit = theirs - mine;
    if deficit < 0 || open.is_empty() || deficit >= 48 * open.len() as i64 {
        return Some(Action::Quit);
    }
    // Most often formed first.
    const EASE: [Row; 8] = [
        Row::TwoPair,
        Row::Pair,
        Row::Straight,
        Row::ThreeOfAKind,
        Row::FullHouse,
        Row::TotalHand,
        Row::FourOfAKind,
        Row::FiveOfAKind,
    ];
    EASE.into_iter()
        .find(|r| open.contains(r))
        .map(|row| Action::Challenge { row })
}
