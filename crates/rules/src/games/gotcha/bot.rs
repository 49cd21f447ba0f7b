//! Bots for Gotcha. Every level reads only the view: its own cards, the public guesses and
//! the cards shown, turned into per-position value probabilities by [`Knowledge`].

use super::knowledge::Knowledge;
use super::{Action, End, Phase, View, value};
use crate::assessment::{Assessment, Unit};
use crate::coach::{Advice, percent};
use crate::game::Level;
use crate::phrase::{Phrase, Speak, Values};
use crate::rng::GameRng;

/// Points a kept turn is worth beyond the guess itself: a right guess earns another one.
const KEEP_TURN: f64 = 4.0;

/// One possible guess with what the bot believes about it.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    target: usize,
    position: usize,
    count: usize,
    value: u8,
    probability: f64,
    /// How many values the card may still have.
    spread: usize,
}

impl Candidate {
    fn distance(&self) -> usize {
        self.position.min(self.count + 1 - self.position)
    }

    fn end_card(&self) -> bool {
        self.position == 1 || self.position == self.count
    }

    fn action(&self) -> Action {
        Action::Guess {
            target: self.target as u8,
            position: self.position as u8,
            from: End::Smallest,
            value: self.value,
        }
    }

    /// Expected points of guessing this, with or without Gotcha.
    fn expected(&self, gotcha: bool) -> f64 {
        let p = self.probability;
        let m = self.distance() as f64;
        let mut points = p * (3.0 + m + KEEP_TURN);
        if gotcha {
            points += if self.end_card() {
                -m
            } else {
                p - (1.0 - p) * m
            };
        }
        points
    }
}

pub(crate) fn choose(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
    let fallback = legal.first().copied().unwrap_or(Action::Gotcha);
    let chosen = if view.phase == Phase::Discard {
        choose_discard(view, level, rng)
    } else {
        choose_guess(view, legal, level, rng)
    };
    match chosen {
        Some(action) if legal.contains(&action) => action,
        _ => legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Guess { .. }))
            .unwrap_or(fallback),
    }
}

/// Trims the hand from whichever end leaves a less obvious end card: opponents expect the
/// lowest and highest cards to sit at the ends, so removing them spoils those easy guesses.
fn choose_discard(view: &View, level: Level, rng: &mut GameRng) -> Option<Action> {
    let hand = &view.hand;
    if level == Level::Easy {
        return rng.pick(hand).map(|&card| Action::Discard { card });
    }
    let (&lowest, &highest) = (hand.first()?, hand.last()?);
    if hand.len() < 3 {
        return Some(Action::Discard { card: lowest });
    }
    let next_low = value(hand[1]);
    let next_high = value(hand[hand.len() - 2]);
    let low_gain = i32::from(next_low) - i32::from(value(lowest));
    let high_gain = i32::from(value(highest)) - i32::from(next_high);
    let card = if high_gain > low_gain || (high_gain == low_gain && next_low < 14 - next_high) {
        highest
    } else {
        lowest
    };
    Some(Action::Discard { card })
}

/// Every guess `view`'s seat may make with a chance of being right. Each chance is reckoned as
/// if the other hands were random draws of the unseen cards that fit the public guesses, or,
/// as the hard player weighs them (`after_discards`), knowing that the other players put their
/// discards aside from the ends of their hands, as the normal and hard players do
/// ([`Knowledge::probabilities_after_discards`]): with two players each puts six of 26 cards
/// aside, so a random hand's end cards would be far more extreme than theirs. Which values
/// are possible (the spread) is the same either way.
fn options(view: &View, after_discards: bool) -> Vec<Candidate> {
    let known = view.hand.iter().chain(view.discards.iter()).copied();
    let facts = Knowledge::new(view.seat, known, &view.history, &view.hand_counts);
    let mut all = Vec::new();
    for (target, &count) in view.hand_counts.iter().enumerate() {
        if target == view.seat || count == 0 {
            continue;
        }
        let weighed = after_discards.then(|| {
            let discards = view.discard_counts.get(target).copied().unwrap_or(0);
            facts.probabilities_after_discards(target, discards)
        });
        for (i, row) in facts.probabilities(target).iter().enumerate() {
            let spread = row.iter().filter(|&&p| p > 0.0).count();
            let chances = weighed.as_ref().and_then(|rows| rows.get(i)).unwrap_or(row);
            for v in 1..=13u8 {
                let probability = chances[usize::from(v)];
                if row[usize::from(v)] > 0.0 {
                    all.push(Candidate {
                        target,
                        position: i + 1,
                        count,
                        value: v,
                        probability,
                        spread,
                    });
                }
            }
        }
    }
    all
}

fn choose_guess(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Option<Action> {
    let all = options(view, level == Level::Hard);
    let may_call = !view.gotcha_pending && legal.contains(&Action::Gotcha);
    match level {
        Level::Easy => {
            let best = normal_pick(&all, view.seats, rng)?;
            let pick = if rng.chance(0.5) {
                // A random card, then a value drawn by how likely it looks.
                let card = *rng.pick(&all)?;
                let row: Vec<&Candidate> = all
                    .iter()
                    .filter(|o| o.target == card.target && o.position == card.position)
                    .collect();
                let mut roll = rng.unit();
                let mut pick = card;
                for o in row {
                    pick = *o;
                    roll -= o.probability;
                    if roll < 0.0 {
                        break;
                    }
                }
                pick
            } else {
                best
            };
            if may_call && pick.spread == 1 && !pick.end_card() && rng.chance(0.3) {
                return Some(Action::Gotcha);
            }
            Some(pick.action())
        }
        Level::Normal => {
            let best = normal_pick(&all, view.seats, rng)?;
            if may_call && best.spread == 1 && !best.end_card() {
                return Some(Action::Gotcha);
            }
            Some(best.action())
        }
        Level::Hard => hard_guess(view, &all, may_call).map(|choice| choice.action()),
    }
}

/// What the hard player chooses among the guesses, with the guess it weighed.
#[derive(Clone, Copy, Debug)]
enum HardChoice {
    /// Guess this (after a Gotcha of its own when `after_gotcha`).
    Guess {
        guess: Candidate,
        after_gotcha: bool,
    },
    /// Call Gotcha, meaning to guess this next: it is worth more with the Gotcha than any
    /// guess without.
    Gotcha { guess: Candidate },
}

impl HardChoice {
    fn action(self) -> Action {
        match self {
            HardChoice::Guess { guess, .. } => guess.action(),
            HardChoice::Gotcha { .. } => Action::Gotcha,
        }
    }
}

/// What a game ended by a guess is worth to the hard player, in points, when it ends won
/// (less when shared, as much below nothing when lost): more than any points a guess scores.
const GAME_ENDED: f64 = 100.0;

/// What a guess is worth to the hard player: its expected points. But with three or more
/// players the game stops at the first empty hand and only the highest score wins, so a guess
/// at a hand's last card is worth the game it ends if right: won, shared or lost by the
/// scores it would end on. Taking the last card while another player stays ahead loses.
fn worth_at_table(view: &View, guess: &Candidate, gotcha: bool) -> f64 {
    if view.seats < 3 || guess.count != 1 {
        return guess.expected(gotcha);
    }
    let mine = view.scores.get(view.seat).copied().unwrap_or(0);
    // An end card: 3 + 1 points, and a Gotcha called on it loses 1.
    let ending_on = mine + 4 - i64::from(gotcha);
    let others: Vec<i64> = (0..view.seats)
        .filter(|&s| s != view.seat)
        .filter_map(|s| view.scores.get(s).copied())
        .collect();
    let highest = others.iter().copied().max().unwrap_or(i64::MIN);
    let ended = if ending_on > highest {
        1.0
    } else if ending_on == highest {
        1.0 / (1 + others.iter().filter(|&&s| s == highest).count()) as f64
    } else {
        -1.0
    };
    let missed = if gotcha {
        -(1.0 - guess.probability)
    } else {
        0.0
    };
    guess.probability * ended * GAME_ENDED + missed
}

/// The guess worth most to the hard player ([`worth_at_table`]: expected points, the Gotcha's
/// point and risk counted when one is called or pending), and whether to call Gotcha before
/// it.
fn hard_guess(view: &View, all: &[Candidate], may_call: bool) -> Option<HardChoice> {
    let worth = |guess: &Candidate, gotcha: bool| worth_at_table(view, guess, gotcha);
    let by = |gotcha: bool| {
        all.iter().copied().max_by(|a, b| {
            worth(a, gotcha)
                .total_cmp(&worth(b, gotcha))
                .then(b.target.cmp(&a.target))
                .then(b.position.cmp(&a.position))
        })
    };
    if view.gotcha_pending {
        return by(true).map(|guess| HardChoice::Guess {
            guess,
            after_gotcha: true,
        });
    }
    let plain = by(false)?;
    if may_call
        && let Some(called) = by(true)
        && worth(&called, true) > worth(&plain, false)
    {
        return Some(HardChoice::Gotcha { guess: called });
    }
    Some(HardChoice::Guess {
        guess: plain,
        after_gotcha: false,
    })
}

/// "Suggest" in Gotcha: the hard player's move (as [`choose`] makes it) and its figures: how
/// likely the guess is and what it scores, or which end card putting aside spoils.
pub(crate) fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> Advice<Action> {
    let action = choose(view, legal, Level::Hard, rng);
    let why = if view.phase == Phase::Discard {
        discard_reason(view, action)
    } else {
        let all = options(view, true);
        let may_call = !view.gotcha_pending && legal.contains(&Action::Gotcha);
        hard_guess(view, &all, may_call)
            .filter(|choice| choice.action() == action)
            .map(guess_reason)
    };
    Advice { action, why }
}

/// The review's valuation (see [`crate::review`]): each guess's expected points as the hard
/// player counts them (a right guess's points and the turn it keeps; with a Gotcha called or
/// pending, its point and its risk), and a Gotcha call worth its best guess with it. Putting a
/// card aside is not valued.
pub(crate) fn assess(view: &View, legal: &[Action], played: &Action) -> Option<Assessment<Action>> {
    if view.phase == Phase::Discard || legal.len() < 2 {
        return None;
    }
    let gotcha = view.gotcha_pending;
    let all = options(view, true);
    let mut values: Vec<(Action, f64)> = all
        .iter()
        .map(|guess| (guess.action(), guess.expected(gotcha)))
        .collect();
    if !gotcha && legal.contains(&Action::Gotcha) {
        let called = all
            .iter()
            .map(|guess| guess.expected(true))
            .fold(f64::MIN, f64::max);
        values.push((Action::Gotcha, called));
    }
    let played = match *played {
        Action::Guess {
            target,
            position,
            from,
            value,
        } => {
            let count = view.hand_counts.get(usize::from(target)).copied()?;
            let position = super::Gotcha::position_from_smallest(count, position, from)?;
            let action = Action::Guess {
                target,
                position: position as u8,
                from: End::Smallest,
                value,
            };
            if !values.iter().any(|(listed, _)| *listed == action) {
                // A value the seat's knowledge rules out: never right, so only its risk.
                let never = Candidate {
                    target: usize::from(target),
                    position,
                    count,
                    value,
                    probability: 0.0,
                    spread: 0,
                };
                values.push((action, never.expected(gotcha)));
            }
            action
        }
        other => other,
    };
    Assessment::among(&values, &played, Unit::Points)
}

fn guess_reason(choice: HardChoice) -> Phrase {
    let (id, guess, with_gotcha) = match choice {
        HardChoice::Guess {
            guess,
            after_gotcha: false,
        } => ("gotcha-coach-guess", guess, false),
        HardChoice::Guess { guess, .. } => ("gotcha-coach-guess-after-gotcha", guess, true),
        HardChoice::Gotcha { guess } => ("gotcha-coach-gotcha", guess, true),
    };
    let distance = guess.distance() as i64;
    let phrase = Phrase::new(id)
        .nested("guess", guess.action().phrase())
        .number("percent", percent(guess.probability))
        .number("points", 3 + distance);
    if with_gotcha {
        // A Gotcha on an end card earns nothing more; on any other, one point if right, and
        // it costs the card's distance from the end if wrong.
        let bonus = i64::from(!guess.end_card());
        phrase.number("bonus", bonus).number("cost", distance)
    } else {
        phrase
    }
}

/// Why the hard player puts `action`'s card aside: it is the end card standing furthest from
/// the next one in, so the end left is harder to guess.
fn discard_reason(view: &View, action: Action) -> Option<Phrase> {
    let Action::Discard { card } = action else {
        return None;
    };
    let hand = &view.hand;
    if hand.len() < 3 {
        return None;
    }
    let (lowest, highest) = (*hand.first()?, *hand.last()?);
    let (end, next) = if card == highest {
        ("largest", hand[hand.len() - 2])
    } else if card == lowest {
        ("smallest", hand[1])
    } else {
        return None;
    };
    Some(
        Phrase::new("gotcha-coach-discard")
            .card("card", card)
            .word("end", end)
            .card("next", next),
    )
}

/// The most certain card, middle cards first among equals, and its likeliest value. Between
/// equal cards of different hands it takes the hand first in the table's order turned by a
/// random number of seats, so that no seat is every computer player's first target.
fn normal_pick(all: &[Candidate], seats: usize, rng: &mut GameRng) -> Option<Candidate> {
    let seats = seats.max(1);
    let turn = rng.below(seats);
    let order = |target: usize| (target + turn) % seats;
    all.iter().copied().min_by(|a, b| {
        a.spread
            .cmp(&b.spread)
            .then(b.distance().cmp(&a.distance()))
            .then(b.probability.total_cmp(&a.probability))
            .then(order(a.target).cmp(&order(b.target)))
            .then(a.position.cmp(&b.position))
    })
}
