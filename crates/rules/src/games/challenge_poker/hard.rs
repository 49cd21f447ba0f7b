//! The Hard bot: information-set Monte Carlo search over the cards it cannot see.
//!
//! Hard deals the hidden cards many times over, each deal drawn in proportion to how well it
//! explains what the other players did this round, judged as a Normal-like player would have
//! done it (what they drew, whether they passed or went out, which cards they showed, how
//! they answered); a showdown this deal also tells it a hand outright. In each such
//! deal it plays every legal move out to the end of the deal, every seat then playing the
//! Normal way, and picks the move with the best average stack. The same deals serve every
//! move, so the comparison between moves is not drowned by the luck of the deals.

use super::hands::{CardList, card_bit};
use super::judgement::Bot;
use super::{Action, ChallengePoker, Options, Phase, Response, Settled, View, doubled};
use crate::assessment::{Assessment, Unit};
use crate::cards::{Card, standard_pack};
use crate::game::{Game, Seat};
use crate::rng::GameRng;

/// How often the model of another player allows a move its Normal-like judgement would not
/// make, so that guesses stay alive against looser players (Easy, people).
const SURPRISE: f64 = 0.1;

/// Rollout actions one decision may spend, shared by all its moves. Against Normal the
/// share barely grows beyond this (93 % at 800, 95 % at 1,500, 94 % at 3,000 over 400
/// games), while the time per move grows with it.
const STEP_BUDGET: usize = 1_500;

/// Sampled deals per decision: at least this many, whatever they cost…
const MIN_WORLDS: usize = 6;

/// …and never more than this many.
const MAX_WORLDS: usize = 160;

/// Tries at finding a hand that fits a player's moves before taking the likeliest one tried.
const TRIES_PER_HAND: usize = 60;

/// A rollout that has not finished its deal after this many actions is scored as it stands.
const ROLLOUT_CAP: usize = 400;

pub(super) fn choose(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    search(view, legal, rng).0
}

/// What the search found for the move it picked, for the coach to word: over `worlds` deals of
/// the hidden cards, what the move left this seat on average at the end of the deal (its stack
/// and its share of the pot), and the same for the best of the other moves.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Searched {
    pub worlds: usize,
    pub worth: f64,
    pub next: Option<(Action, f64)>,
}

/// The hard player's move and, where it searched (more than one move worth a look, with a
/// hand to judge), what the search found.
pub(super) fn search(
    view: &View,
    legal: &[Action],
    rng: &mut GameRng,
) -> (Action, Option<Searched>) {
    let Some(first) = legal.first() else {
        return (Action::Pass, None);
    };
    let moves: Vec<Action> = legal
        .iter()
        .filter(|a| worth_trying(view, a))
        .cloned()
        .collect();
    if moves.len() <= 1 || view.hand.len() != 3 {
        return (moves.first().unwrap_or(first).clone(), None);
    }
    let (totals, worlds) = totals_over_worlds(view, &moves, rng);
    let best = best_of(&totals);
    let average = |index: usize| totals[index] / worlds as f64;
    let next = (0..moves.len())
        .filter(|&index| index != best && !refused(average(index)))
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .map(|index| (moves[index].clone(), average(index)));
    let searched = Searched {
        worlds,
        worth: average(best),
        next,
    };
    (moves[best].clone(), Some(searched))
}

/// Plays each of `moves` out on the same guessed deals, as many as the budget allows: each
/// move's total worth over them, and how many deals there were.
fn totals_over_worlds(view: &View, moves: &[Action], rng: &mut GameRng) -> (Vec<f64>, usize) {
    let guesser = Guesser::new(view);
    let mut totals = vec![0.0; moves.len()];
    let (mut steps, mut worlds) = (0, 0);
    while worlds < MAX_WORLDS && (worlds < MIN_WORLDS || steps < STEP_BUDGET) {
        let world = guesser.sample(rng);
        for (total, action) in totals.iter_mut().zip(moves) {
            let (value, used) = play_out(&world, action, view.seat);
            *total += value;
            steps += used;
        }
        worlds += 1;
    }
    (totals, worlds)
}

/// A move the rules refused in a guessed deal scores f64::MIN there, which no stack comes near
/// even averaged over every deal.
fn refused(average: f64) -> bool {
    average < -1e12
}

/// The review's valuation (see [`crate::review`]): what each move worth a look, and the move
/// played, left this seat on average at the end of the deal (stack and share of the pot), over
/// the same guessed deals the hard player plays them out on.
pub(super) fn assess(
    view: &View,
    legal: &[Action],
    played: &Action,
    rng: &mut GameRng,
) -> Option<Assessment<Action>> {
    if legal.len() < 2 || view.hand.len() != 3 || !legal.contains(played) {
        return None;
    }
    let mut moves: Vec<Action> = legal
        .iter()
        .filter(|a| worth_trying(view, a))
        .cloned()
        .collect();
    if !moves.contains(played) {
        moves.push(played.clone());
    }
    if moves.len() < 2 {
        return None;
    }
    let (totals, worlds) = totals_over_worlds(view, &moves, rng);
    let values: Vec<(Action, f64)> = moves
        .into_iter()
        .zip(totals)
        .map(|(action, total)| (action, total / worlds as f64))
        .filter(|(_, average)| !refused(*average))
        .collect();
    Assessment::among(&values, played, Unit::Tokens)
}

/// Whether a move deserves a look. A rechallenge back once the stake already covers the
/// smaller stack changes nothing but the count, and two searching bots would trade them
/// forever.
fn worth_trying(view: &View, action: &Action) -> bool {
    match (action, view.phase) {
        (
            Action::Rechallenge,
            Phase::Answering {
                goer,
                rechallenger,
                answering,
                doublings,
                ..
            },
        ) => {
            let other = if answering == goer {
                rechallenger
            } else {
                goer
            };
            let stack = |seat: Seat| view.stacks.get(seat).copied().unwrap_or(0);
            doubled(view.pot, doublings) < stack(view.seat).min(stack(other))
        }
        _ => true,
    }
}

/// One deal of the cards `view` cannot see, as the search guesses them.
#[cfg(test)]
pub(super) fn guess_world(view: &View, rng: &mut GameRng) -> ChallengePoker {
    Guesser::new(view).sample(rng)
}

/// The index of the highest total; the first such on equal totals.
fn best_of(totals: &[f64]) -> usize {
    let mut best = 0;
    for (i, &total) in totals.iter().enumerate() {
        if total > totals[best] {
            best = i;
        }
    }
    best
}

/// Plays `action` and then the rest of the deal with every seat playing the Normal way;
/// returns what `me` is worth at the end and how many actions that took.
fn play_out(world: &ChallengePoker, action: &Action, me: Seat) -> (f64, usize) {
    let mut sim = world.clone();
    let deal = sim.deal;
    if sim.apply(action).is_err() {
        return (f64::MIN, 1);
    }
    let mut steps = 1;
    let mut view: Option<View> = None;
    while sim.phase != Phase::Over && sim.deal == deal && steps < ROLLOUT_CAP {
        let Some(seat) = sim.current_seat() else {
            break;
        };
        let legal = sim.legal_actions();
        let view = match &mut view {
            Some(view) => {
                refresh(view, &sim, seat);
                view
            }
            None => view.insert(sim.view(seat)),
        };
        let choice = Bot::new(view, 0.0).normal(&legal);
        if sim.apply(&choice).is_err() {
            break;
        }
        steps += 1;
    }
    (worth(&sim, me), steps)
}

/// Brings `view` up to date for `seat` in the parts Normal's judgement reads (see
/// [`Bot`]); the rest is left stale, which spares most of the copying in rollouts.
fn refresh(view: &mut View, sim: &ChallengePoker, seat: Seat) {
    view.seat = seat;
    view.round = sim.round;
    view.kind = sim.kind();
    view.phase = sim.phase;
    view.pot = sim.pot;
    view.stacks.clone_from(&sim.stacks);
    view.at_table.clone_from(&sim.at_table);
    view.shown.clone_from(&sim.shown);
    view.hand = sim.hands.get(seat).copied().unwrap_or(CardList::EMPTY);
}

/// A seat's stack plus its equal part of whatever is in the pot.
fn worth(sim: &ChallengePoker, me: Seat) -> f64 {
    let stack = sim.stacks.get(me).copied().unwrap_or(0) as f64;
    if sim.phase == Phase::Over || !sim.is_at_table(me) {
        return stack;
    }
    stack + sim.pot as f64 / sim.active_count().max(1) as f64
}

/// What this seat knows about another player's hand.
struct Rival {
    seat: Seat,
    shown: CardList,
    /// Its whole hand now, seen in a showdown this round.
    known_now: Option<CardList>,
    /// Its hand before this round's draw, seen in a showdown last round.
    known_before: Option<CardList>,
    /// How many cards it drew this round, once it has.
    drew: Option<usize>,
    /// Shown cards it already held before this round's draw.
    kept_shown: CardList,
    passed: bool,
    went_out: bool,
}

/// Deals the hidden cards in ways that fit the view and the other players' moves.
struct Guesser<'a> {
    view: &'a View,
    /// Cards whose place is unknown: in the stock, the discards or a hidden part of a hand.
    pool: Vec<Card>,
    rivals: Vec<Rival>,
    /// The table with this seat's hand in place; hidden cards are filled in per deal.
    template: ChallengePoker,
}

impl<'a> Guesser<'a> {
    fn new(view: &'a View) -> Guesser<'a> {
        let mut seen = 0u64;
        for card in view.hand.iter() {
            seen |= card_bit(card);
        }
        for shown in &view.shown {
            for card in shown.iter() {
                seen |= card_bit(card);
            }
        }
        let mut pool: Vec<Card> = standard_pack()
            .into_iter()
            .filter(|&c| seen & card_bit(c) == 0)
            .collect();
        let goer = match view.phase {
            Phase::Responding { goer, .. } | Phase::Answering { goer, .. } => Some(goer),
            _ => None,
        };
        let passed_before = match view.phase {
            Phase::GoingOut { pos } => view.order.get(..pos).unwrap_or(&[]).to_vec(),
            Phase::Responding { goer, .. } | Phase::Answering { goer, .. } => view
                .order
                .iter()
                .copied()
                .take_while(|&s| s != goer)
                .collect(),
            _ => Vec::new(),
        };
        let mut rivals = Vec::new();
        for seat in 0..view.seats {
            if seat == view.seat || view.at_table.get(seat) != Some(&true) {
                continue;
            }
            let shown = view.shown.get(seat).copied().unwrap_or(CardList::EMPTY);
            let went_out = goer == Some(seat);
            let mut rival = Rival {
                seat,
                shown,
                known_now: None,
                known_before: None,
                drew: view
                    .drawn
                    .get(seat)
                    .copied()
                    .flatten()
                    .map(|d| usize::from(d).min(3)),
                kept_shown: if went_out { CardList::EMPTY } else { shown },
                passed: passed_before.contains(&seat),
                went_out,
            };
            if shown.len() == 3 {
                rival.known_now = Some(shown);
            } else if let Some((round, cards)) = last_showdown(view, seat) {
                // A hand seen earlier may only be used while its cards can still be there.
                let fits = cards.iter().all(|c| shown.contains(c) || pool.contains(&c))
                    && shown
                        .iter()
                        .all(|c| cards.contains(c) || round + 1 == view.round);
                if fits && round == view.round {
                    rival.known_now = Some(cards);
                } else if fits && round + 1 == view.round {
                    rival.known_before = Some(cards);
                }
            }
            for known in rival.known_now.iter().chain(rival.known_before.iter()) {
                pool.retain(|c| !known.contains(*c));
            }
            rivals.push(rival);
        }
        let total: u64 = view.stacks.iter().sum::<u64>() + view.pot;
        let mut hands = vec![CardList::EMPTY; view.seats];
        if let Some(mine) = hands.get_mut(view.seat) {
            *mine = view.hand;
        }
        let template = ChallengePoker {
            options: Options {
                tokens: (total / view.seats.max(1) as u64).max(2),
                // Rollouts stop with this deal; ending the match there spares dealing anew.
                max_deals: view.deal,
                dealer: view.dealer,
            },
            seats: view.seats,
            rng: GameRng::seeded(0),
            stock: Vec::new(),
            discard: Vec::new(),
            hands,
            shown: view.shown.clone(),
            stacks: view.stacks.clone(),
            at_table: view.at_table.clone(),
            pot: view.pot,
            dealer: view.dealer,
            leader: view.leader,
            deal: view.deal,
            round: view.round,
            order: view.order.clone(),
            drawn: view.drawn.clone(),
            responders: view.responders.clone(),
            spoken: view.spoken.clone(),
            settlements: view.settlements.clone(),
            known: vec![0; view.seats],
            phase: view.phase,
            outcome: None,
        };
        Guesser {
            view,
            pool,
            rivals,
            template,
        }
    }

    /// One deal of the hidden cards: each other player's hand drawn in proportion to how well
    /// it explains that player's moves (after enough misses, the likeliest hand tried).
    fn sample(&self, rng: &mut GameRng) -> ChallengePoker {
        let mut pool = self.pool.clone();
        let mut discarded = Vec::new();
        let mut hands = Vec::with_capacity(self.rivals.len());
        // One player at a time: at a big table, a whole deal that fits everyone at once
        // would take far too many tries.
        for rival in &self.rivals {
            let mut likeliest: Option<(f64, CardList, Vec<Card>, Vec<Card>)> = None;
            for _ in 0..TRIES_PER_HAND {
                let mut left = pool.clone();
                let mut thrown = Vec::new();
                let (hand, weight) = self.guess_hand(rival, &mut left, &mut thrown, rng);
                if rng.chance(weight) {
                    likeliest = Some((f64::INFINITY, hand, left, thrown));
                    break;
                }
                if likeliest.as_ref().is_none_or(|(w, ..)| weight > *w) {
                    likeliest = Some((weight, hand, left, thrown));
                }
            }
            if let Some((_, hand, left, thrown)) = likeliest {
                hands.push(hand);
                pool = left;
                discarded.extend(thrown);
            }
        }
        self.build(hands, pool, discarded, rng)
    }

    /// A hand for `rival` and how likely a Normal-like player was to act as it did with it.
    fn guess_hand(
        &self,
        rival: &Rival,
        pool: &mut Vec<Card>,
        discarded: &mut Vec<Card>,
        rng: &mut GameRng,
    ) -> (CardList, f64) {
        if let Some(hand) = rival.known_now {
            return (hand, 1.0);
        }
        let mut weight = 1.0;
        let hand = match (rival.known_before, rival.drew) {
            (Some(before), None) => before,
            (Some(before), Some(drew)) => {
                // Shown cards it held before the draw were kept; the others came with it.
                let keep = 3 - drew;
                let mut kept = CardList::EMPTY;
                let mut arrived = CardList::EMPTY;
                for card in rival.shown.iter() {
                    let list = if before.contains(card) {
                        &mut kept
                    } else {
                        &mut arrived
                    };
                    list.push(card);
                }
                if kept.len() > keep || arrived.len() > drew {
                    weight = 0.0;
                }
                let others: Vec<Card> = before.iter().filter(|c| !kept.contains(*c)).collect();
                let more = keep.saturating_sub(kept.len());
                for card in random_subset(&others, more, rng).iter() {
                    kept.push(card);
                }
                weight *= self.keep_likelihood(rival.seat, &before, &kept);
                discarded.extend(before.iter().filter(|c| !kept.contains(*c)));
                let mut hand = kept;
                for card in arrived.iter() {
                    hand.push(card);
                }
                while hand.len() < 3 {
                    match take_random(pool, rng) {
                        Some(card) => hand.push(card),
                        None => break,
                    };
                }
                hand
            }
            (None, drew) => {
                let mut hand = rival.shown;
                while hand.len() < 3 {
                    match take_random(pool, rng) {
                        Some(card) => hand.push(card),
                        None => break,
                    };
                }
                if let Some(drew) = drew {
                    let keep = 3 - drew;
                    if rival.kept_shown.len() > keep {
                        weight = 0.0;
                    } else {
                        // Which of the cards it kept, and what it threw away for the rest.
                        let mut kept = rival.kept_shown;
                        let others: Vec<Card> =
                            hand.iter().filter(|c| !kept.contains(*c)).collect();
                        for card in random_subset(&others, keep - kept.len(), rng).iter() {
                            kept.push(card);
                        }
                        let mut before = kept;
                        let mut thrown = Vec::with_capacity(drew);
                        while thrown.len() < drew {
                            let Some(card) = take_random(pool, rng) else {
                                break;
                            };
                            before.push(card);
                            thrown.push(card);
                        }
                        // With too few cards left to guess from, the draw says nothing.
                        if thrown.len() == drew {
                            weight *= self.keep_likelihood(rival.seat, &before, &kept);
                        }
                        discarded.extend(thrown);
                    }
                }
                hand
            }
        };
        let mut hand = hand;
        hand.sort();
        (hand, weight * self.moves_likelihood(rival, &hand))
    }

    /// How likely a Normal-like player holding `before` was to keep exactly `kept`.
    fn keep_likelihood(&self, seat: Seat, before: &CardList, kept: &CardList) -> f64 {
        let mut sorted = *before;
        sorted.sort();
        let keep = Bot::for_hand(self.view, seat, &sorted, 0.0).normal_keep();
        let same = keep.len() == kept.len() && keep.iter().all(|c| kept.contains(*c));
        plausibility(same, 8)
    }

    /// How likely a Normal-like player holding `hand` was to pass, go out, show and answer
    /// as `rival` did this round.
    fn moves_likelihood(&self, rival: &Rival, hand: &CardList) -> f64 {
        let bot = Bot::for_hand(self.view, rival.seat, hand, 0.0);
        let mut weight = 1.0;
        if rival.passed {
            weight *= plausibility(!bot.normal_goes_out(), 4);
        }
        if rival.went_out {
            let pair = bot.show_pair();
            let showed = rival.shown.len() == 2 && pair.iter().all(|&c| rival.shown.contains(c))
                || rival.shown.len() == 3;
            weight *= plausibility(bot.normal_goes_out() && showed, 4);
        }
        let Some(goer) = (match self.view.phase {
            Phase::Responding { goer, .. } | Phase::Answering { goer, .. } => Some(goer),
            _ => None,
        }) else {
            return weight;
        };
        for spoken in self.view.spoken.iter().filter(|s| s.seat == rival.seat) {
            let said = match spoken.response {
                Response::Pass => Action::Pass,
                Response::Challenge => Action::Challenge,
                Response::Rechallenge => Action::Rechallenge,
            };
            weight *= plausibility(bot.normal_response(goer) == said, 3);
        }
        if let Phase::Answering {
            goer,
            rechallenger,
            doublings,
            ..
        } = self.view.phase
        {
            // The goer answers odd stakes and the rechallenger even ones; every answer
            // before this one was a rechallenge back.
            for earlier in 1..doublings {
                let answering = if earlier % 2 == 1 { goer } else { rechallenger };
                if answering == rival.seat {
                    let said = bot.normal_answer(goer, rechallenger, answering, earlier);
                    weight *= plausibility(said == Action::Rechallenge, 3);
                }
            }
        }
        weight
    }

    /// The table with `hands` for the other players and the rest of the cards placed in
    /// the discards (those known thrown first) and a shuffled stock.
    fn build(
        &self,
        hands: Vec<CardList>,
        mut rest: Vec<Card>,
        discarded: Vec<Card>,
        rng: &mut GameRng,
    ) -> ChallengePoker {
        let mut world = self.template.clone();
        for (rival, hand) in self.rivals.iter().zip(hands) {
            if let Some(slot) = world.hands.get_mut(rival.seat) {
                *slot = hand;
            }
        }
        rng.shuffle(&mut rest);
        let mut discard = discarded;
        discard.truncate(self.view.discard_count);
        while discard.len() < self.view.discard_count {
            match rest.pop() {
                Some(card) => discard.push(card),
                None => break,
            }
        }
        world.discard = discard;
        world.stock = rest;
        world.rng = rng.fork();
        world
    }
}

/// The likelihood of a move under the model: its own judgement, or one of `choices` moves
/// picked at random now and then.
fn plausibility(expected: bool, choices: usize) -> f64 {
    let surprise = SURPRISE / choices as f64;
    if expected {
        1.0 - SURPRISE + surprise
    } else {
        surprise
    }
}

/// The round and cards of `rival` in the latest showdown this seat had with it this deal.
fn last_showdown(view: &View, rival: Seat) -> Option<(u32, CardList)> {
    view.settlements
        .iter()
        .rev()
        .filter(|s| s.how == Settled::Showdown)
        .find_map(|s| {
            if s.goer == rival && s.opponent == view.seat {
                s.goer_cards.map(|c| (s.round, c))
            } else if s.opponent == rival && s.goer == view.seat {
                s.opponent_cards.map(|c| (s.round, c))
            } else {
                None
            }
        })
}

fn take_random(pool: &mut Vec<Card>, rng: &mut GameRng) -> Option<Card> {
    if pool.is_empty() {
        return None;
    }
    let at = rng.below(pool.len());
    Some(pool.swap_remove(at))
}

/// `count` of `cards` chosen at random.
fn random_subset(cards: &[Card], count: usize, rng: &mut GameRng) -> CardList {
    let mut left: Vec<Card> = cards.to_vec();
    let mut chosen = CardList::EMPTY;
    while chosen.len() < count {
        match take_random(&mut left, rng) {
            Some(card) => chosen.push(card),
            None => break,
        };
    }
    chosen
}
