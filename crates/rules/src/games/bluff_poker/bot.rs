//! Bots for Bluff Poker, working from a seat's view only. Each player's final row can only come
//! from the cards already in hand, so a bot knows its own best five exactly; the unknown is
//! the opponent's hand, which Hard samples from the cards it has not seen.

use super::hands::{self, HIGH_CARD, PAIR};
use super::{Action, Phase, View, triangular};
use crate::cards::{self, Card};
use crate::game::Level;
use crate::rng::GameRng;

const SHOWDOWN: f64 = 55.0;
/// How many hands the hard player deals the opponent to weigh a choice.
pub(crate) const SAMPLES: usize = 48;

pub fn choose(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let Some(&fallback) = legal.first() else {
        return Action::Fold;
    };
    if legal.len() == 1 {
        return fallback;
    }
    let pick = match level {
        Level::Easy if rng.chance(0.3) => rng.pick(legal).copied().unwrap_or(fallback),
        Level::Easy => easy(view, legal),
        Level::Normal => normal(view, legal),
        Level::Hard => hard(view, legal, rng),
    };
    if legal.contains(&pick) {
        pick
    } else {
        fallback
    }
}

fn top_rank(value: u32) -> u32 {
    (value >> 16) & 15
}

fn my_row(view: &View) -> &[Card] {
    &view.rows[view.seat & 1].cards
}

fn their_row(view: &View) -> &[Card] {
    &view.rows[1 - (view.seat & 1)].cards
}

/// The next card towards the best five the hand can make: loose cards before the groups
/// that make the hand, low before high, so the row gives little away early.
fn build(view: &View, legal: &[Action]) -> Option<Action> {
    let row = my_row(view);
    let (_, target) = hands::complete(row, &view.hand, false)?;
    let rest = target.get(row.len()..).unwrap_or(&[]);
    let times = |card: &Card| target.iter().filter(|c| c.rank == card.rank).count();
    rest.iter()
        .min_by_key(|card| (times(card), card.rank, card.suit))
        .map(|&card| Action::Play { card })
        .filter(|action| legal.contains(action))
}

/// The next card of the lowest five, for a Lowball hand.
fn pick_low(view: &View) -> Option<Action> {
    let (_, target) = hands::complete(&view.picking, &view.hand, true)?;
    target
        .get(view.picking.len())
        .map(|&card| Action::Choose { card })
}

fn lowest(view: &View) -> Option<u32> {
    hands::complete(&[], &view.hand, true).map(|(value, _)| value)
}

fn highest(view: &View) -> Option<u32> {
    hands::complete(&[], &view.hand, false).map(|(value, _)| value)
}

/// My final value and whether the opponent's visible row already beats it for certain (a
/// row only gains value as cards are added).
fn certain_loss(view: &View) -> Option<(u32, bool)> {
    let mine = hands::complete(my_row(view), &view.hand, false).map(|(value, _)| value)?;
    let theirs = their_row(view);
    let beaten = !theirs.is_empty() && hands::evaluate(theirs) > mine;
    Some((mine, beaten))
}

fn easy(view: &View, legal: &[Action]) -> Action {
    let fallback = legal[0];
    match view.phase {
        Phase::Hand { .. } => {
            if legal.contains(&Action::Fold) && certain_loss(view).is_none_or(|(_, lost)| lost) {
                return Action::Fold;
            }
            build(view, legal).unwrap_or(fallback)
        }
        Phase::LowballAnswer { .. } => {
            if legal.contains(&Action::Respond { face_up: false }) {
                Action::Respond { face_up: false }
            } else {
                Action::Fold
            }
        }
        _ => pick_low(view).unwrap_or(fallback),
    }
}

fn normal(view: &View, legal: &[Action]) -> Action {
    let fallback = legal[0];
    match view.phase {
        Phase::Hand { .. } => {
            if legal.contains(&Action::Lowball { face_up: true })
                && let (Some(low), Some(high)) = (lowest(view), highest(view))
            {
                if hands::category(low) == HIGH_CARD
                    && top_rank(low) <= 9
                    && hands::category(high) <= PAIR
                {
                    return Action::Lowball { face_up: true };
                }
                if hands::category(high) == HIGH_CARD {
                    return Action::Lowball { face_up: false };
                }
            }
            if legal.contains(&Action::Fold) {
                let Some((mine, lost)) = certain_loss(view) else {
                    return Action::Fold;
                };
                if lost {
                    return Action::Fold;
                }
                let played = my_row(view).len() + their_row(view).len();
                let visible = hands::evaluate(their_row(view));
                let clearly_beaten = hands::category(visible) > hands::category(mine)
                    || (hands::category(mine) == HIGH_CARD && hands::category(visible) >= PAIR);
                if clearly_beaten && played <= 6 {
                    return Action::Fold;
                }
            }
            build(view, legal).unwrap_or(fallback)
        }
        Phase::LowballAnswer { leader_face_up, .. } => {
            let respond_up = Action::Respond { face_up: true };
            let respond_down = Action::Respond { face_up: false };
            let Some(low) = lowest(view).filter(|_| legal.contains(&respond_up)) else {
                return Action::Fold;
            };
            if leader_face_up {
                let theirs = hands::evaluate(their_row(view));
                if low <= theirs {
                    respond_up
                } else {
                    Action::Fold
                }
            } else if hands::category(low) == HIGH_CARD && top_rank(low) <= 8 {
                respond_up
            } else {
                respond_down
            }
        }
        _ => pick_low(view).unwrap_or(fallback),
    }
}

/// Cards this seat has not seen: the stock, the opponent's hand, its face-down cards.
fn unseen(view: &View) -> Vec<Card> {
    let mut counts = [0u8; 52];
    let index = |card: &Card| card.suit.index() * 13 + usize::from(card.rank.value() - 2);
    for card in cards::packs(usize::from(view.packs)) {
        counts[index(&card)] += 1;
    }
    let seen = view
        .hand
        .iter()
        .chain(&view.picking)
        .chain(&view.rows[0].cards)
        .chain(&view.rows[1].cards)
        .chain(&view.out_of_play)
        .chain(&view.own_hidden_out);
    for card in seen {
        let slot = &mut counts[index(card)];
        *slot = slot.saturating_sub(1);
    }
    let mut pool = Vec::with_capacity(104);
    for suit in cards::Suit::ALL {
        for rank in 2..=14u8 {
            if let Some(rank) = cards::Rank::new(rank) {
                let card = Card::new(rank, suit);
                for _ in 0..counts[index(&card)] {
                    pool.push(card);
                }
            }
        }
    }
    pool
}

/// A random `size` cards of `pool`, moved to its front.
fn sample<'a>(pool: &'a mut [Card], size: usize, rng: &mut GameRng) -> &'a [Card] {
    let size = size.min(pool.len());
    for at in 0..size {
        let other = at + rng.below(pool.len() - at);
        pool.swap(at, other);
    }
    let hand = &mut pool[..size];
    hand.sort_unstable();
    hand
}

/// The chance of winning a showdown with `mine` against the opponent's best completion of
/// its visible row from a sampled hand (ties count half).
fn showdown_chance(view: &View, mine: u32, rng: &mut GameRng) -> f64 {
    let opponent = 1 - (view.seat & 1);
    let theirs = their_row(view).to_vec();
    let mut pool = unseen(view);
    let held = view.hand_counts[opponent];
    let mut total = 0.0;
    let mut counted = 0.0;
    for _ in 0..SAMPLES {
        let hand = sample(&mut pool, held, rng);
        if let Some((value, _)) = hands::complete(&theirs, hand, false) {
            total += if mine > value {
                1.0
            } else if mine == value {
                0.5
            } else {
                0.0
            };
            counted += 1.0;
        }
    }
    if counted > 0.0 { total / counted } else { 1.0 }
}

fn hard(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    hard_decision(view, legal, rng).0
}

/// The figures the hard player decided by, for the coach to word: each sampled over [`SAMPLES`]
/// hands dealt to the opponent from the cards this seat has not seen. Points are the mover's,
/// rounded; shares are of the samples.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Why {
    /// Lowball face up, because its expected points beat a row's: `lower` is the share of
    /// samples where the opponent's lowest five are not lower than the mover's `low`.
    LowballUp { lower: f64, lowball: f64, play: f64 },
    /// Lowball face down, because a showdown of the best five `high` loses more than it wins:
    /// `beaten` is the share of samples whose best five beat it.
    LowballDown { beaten: f64, play: f64 },
    /// A card led towards the best five `high`, Lowball face up being worth too little.
    Lead { high: u32, lowball: f64, play: f64 },
    /// A card played towards the best five `high`, no search needed yet (no fold allowed).
    Build { high: u32 },
    /// Fold: the opponent's visible row already beats `high`, the best five there can be.
    FoldBeaten { high: u32, now: i64 },
    /// Fold: the hand cannot fill the row to five.
    FoldShort { now: i64 },
    /// Fold: `high` wins the showdown only `chance` of the time, worth `keep` against the
    /// `now` a fold gives away.
    FoldOdds {
        high: u32,
        chance: f64,
        keep: f64,
        now: i64,
    },
    /// Play on, for the same figures the other way round.
    PlayOn {
        high: u32,
        chance: f64,
        keep: f64,
        now: i64,
    },
    /// Answer a face-down Lowball face up (or face down, below the threshold): `lower` is the
    /// share of the leader's sampled lowest fives the mover's `low` is lower than, and `edge`
    /// the points a face-up answer averages.
    Answer {
        face_up: bool,
        low: u32,
        lower: f64,
        edge: f64,
    },
    /// The next card of the lowest five, `low`.
    Choose { low: u32 },
}

/// The hard player's move and, where it searched or computed one, why.
pub(crate) fn hard_decision(
    view: &View,
    legal: &[Action],
    rng: &mut GameRng,
) -> (Action, Option<Why>) {
    let fallback = legal[0];
    let opponent = 1 - (view.seat & 1);
    match view.phase {
        Phase::Hand { .. } => {
            let mut lead = None;
            if legal.contains(&Action::Lowball { face_up: true })
                && let (Some(low), Some(high)) = (lowest(view), highest(view))
            {
                let mut pool = unseen(view);
                let held = view.hand_counts[opponent];
                let (mut lowball, mut showdown) = (0.0, 0.0);
                let (mut lower, mut beaten) = (0usize, 0usize);
                for _ in 0..SAMPLES {
                    let hand = sample(&mut pool, held, rng);
                    lowball += match hands::complete(&[], hand, true) {
                        Some((theirs, _)) if theirs < low => -30.0,
                        Some((theirs, _)) if theirs == low => 0.0,
                        _ => {
                            lower += 1;
                            15.0
                        }
                    };
                    showdown += match hands::complete(&[], hand, false) {
                        Some((theirs, _)) if theirs > high => {
                            beaten += 1;
                            -1.0
                        }
                        Some((theirs, _)) if theirs == high => 0.0,
                        _ => 1.0,
                    };
                }
                let share = |count: usize| count as f64 / SAMPLES as f64;
                let lowball = lowball / SAMPLES as f64;
                // Hands often end in an early fold, so a showdown edge is worth less than 55.
                let play = showdown / SAMPLES as f64 * SHOWDOWN * 0.5;
                if lowball > play.max(5.0) {
                    let why = Why::LowballUp {
                        lower: share(lower),
                        lowball,
                        play,
                    };
                    return (Action::Lowball { face_up: true }, Some(why));
                }
                if play < -5.0 {
                    let why = Why::LowballDown {
                        beaten: share(beaten),
                        play,
                    };
                    return (Action::Lowball { face_up: false }, Some(why));
                }
                lead = Some(Why::Lead {
                    high,
                    lowball,
                    play,
                });
            }
            let mut why = lead;
            if legal.contains(&Action::Fold) {
                let played = my_row(view).len() + their_row(view).len();
                let now = triangular(played);
                let Some((mine, lost)) = certain_loss(view) else {
                    return (Action::Fold, Some(Why::FoldShort { now }));
                };
                if lost {
                    return (Action::Fold, Some(Why::FoldBeaten { high: mine, now }));
                }
                let chance = showdown_chance(view, mine, rng);
                let keep = SHOWDOWN * (2.0 * chance - 1.0);
                if keep < -(now as f64) {
                    let why = Why::FoldOdds {
                        high: mine,
                        chance,
                        keep,
                        now,
                    };
                    return (Action::Fold, Some(why));
                }
                why = Some(Why::PlayOn {
                    high: mine,
                    chance,
                    keep,
                    now,
                });
            }
            let why = why.or_else(|| highest(view).map(|high| Why::Build { high }));
            match build(view, legal) {
                Some(action) => (action, why),
                None => (fallback, None),
            }
        }
        Phase::LowballAnswer { leader_face_up, .. } => {
            let respond_up = Action::Respond { face_up: true };
            let Some(low) = lowest(view).filter(|_| legal.contains(&respond_up)) else {
                return (Action::Fold, None);
            };
            if leader_face_up {
                return (normal(view, legal), None);
            }
            // The leader chose its lowest five from its former hand of ten.
            let mut pool = unseen(view);
            let held = (view.hand_counts[opponent] + 5).min(10);
            let (mut edge, mut lower) = (0.0, 0usize);
            for _ in 0..SAMPLES {
                let hand = sample(&mut pool, held, rng);
                edge += match hands::complete(&[], hand, true) {
                    Some((theirs, _)) if theirs > low => {
                        lower += 1;
                        30.0
                    }
                    Some((theirs, _)) if theirs == low => 0.0,
                    _ => -30.0,
                };
            }
            let edge = edge / SAMPLES as f64;
            let face_up = edge > -5.0;
            let why = Why::Answer {
                face_up,
                low,
                lower: lower as f64 / SAMPLES as f64,
                edge,
            };
            (Action::Respond { face_up }, Some(why))
        }
        _ => match pick_low(view) {
            Some(action) => {
                let target = hands::complete(&view.picking, &view.hand, true);
                let why = target.map(|(low, _)| Why::Choose { low });
                (action, why)
            }
            None => (fallback, None),
        },
    }
}
