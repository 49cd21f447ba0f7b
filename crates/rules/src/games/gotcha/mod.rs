//! Gotcha: each player keeps a sorted hand hidden and the others guess its cards by position.

mod bot;
mod knowledge;
mod lesson;
mod refusal;
#[cfg(test)]
mod tests;
mod words;

pub use refusal::Refusal;
pub use words::{Note, value_arg};

use crate::cards::{self, Card};
use crate::game::{Audience, Deal, Event, Game, Level, Outcome, Seat, Zone};
use crate::info::{Chart, GameInfo};
use crate::options::{self, OptionSpec};
use crate::refusal::SharedRefusal;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// How two players are dealt (ignored with three to five players).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TwoPlayerDeal {
    #[default]
    #[serde(rename = "deal26_discard6")]
    Deal26Discard6,
    #[serde(rename = "deal20")]
    Deal20,
    #[serde(rename = "deal20_discard5")]
    Deal20Discard5,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub two_player_deal: TwoPlayerDeal,
    pub dealer: Seat,
}

/// Which end of the sorted hand a position is counted from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    Smallest,
    Largest,
}

/// Small integer fields keep the legal-action lists (hundreds of guesses) cheap to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    Discard {
        card: Card,
    },
    Gotcha,
    Guess {
        target: u8,
        position: u8,
        from: End,
        value: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Discard,
    Guess,
    Over,
}

/// One guess as everyone at the table saw it. `position` counts from the smallest card and
/// `count` is the target's number of cards at the time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuessRecord {
    pub guesser: Seat,
    pub target: Seat,
    pub position: usize,
    pub count: usize,
    pub value: u8,
    pub gotcha: bool,
    /// The card shown when the guess was right.
    pub card: Option<Card>,
}

impl GuessRecord {
    pub fn right(&self) -> bool {
        self.card.is_some()
    }
}

/// A card removed by a right guess, with where it lay in its hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealedCard {
    pub seat: Seat,
    pub card: Card,
    pub position: usize,
    pub count: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gotcha {
    options: Options,
    seats: usize,
    rng: GameRng,
    phase: Phase,
    turn: Seat,
    /// Cards each seat discards at the start.
    quota: usize,
    hands: Vec<Vec<Card>>,
    discards: Vec<Vec<Card>>,
    set_aside: Vec<Card>,
    out_of_play: Vec<Card>,
    scores: Vec<i64>,
    gotcha_pending: bool,
    /// Two players: the emptied player is taking the last turn.
    last_turn: bool,
    history: Vec<GuessRecord>,
    #[serde(
        default,
        serialize_with = "crate::tagged::serialize_outcome::<Gotcha, _>",
        deserialize_with = "crate::tagged::deserialize_outcome::<Gotcha, _>"
    )]
    outcome: Option<Outcome<Note>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    /// A spectator's view: `seat` is only the chair the table is seen from, and the view
    /// holds nothing that any seat may not see (see `Rules::watch_view`).
    #[serde(default)]
    pub watching: bool,
    pub seats: usize,
    pub dealer: Seat,
    pub phase: Phase,
    pub hand: Vec<Card>,
    pub discards: Vec<Card>,
    /// Cards this seat still has to discard.
    pub discards_left: usize,
    pub hand_counts: Vec<usize>,
    pub discard_counts: Vec<usize>,
    pub set_aside_count: usize,
    pub history: Vec<GuessRecord>,
    pub revealed: Vec<RevealedCard>,
    pub scores: Vec<i64>,
    pub turn: Option<Seat>,
    pub gotcha_pending: bool,
    pub last_turn: bool,
    /// Per seat, per position from the smallest: the values that card may still have, as far
    /// as this seat can tell. Empty for this seat's own hand.
    pub possible_values: Vec<Vec<Vec<u8>>>,
    pub legal: Vec<Action>,
    #[serde(
        default,
        serialize_with = "crate::tagged::serialize_outcome::<Gotcha, _>",
        deserialize_with = "crate::tagged::deserialize_outcome::<Gotcha, _>"
    )]
    pub outcome: Option<Outcome<Note>>,
}

/// Ace low, suits ignored for play.
pub fn value(card: Card) -> u8 {
    card.rank.low_value()
}

/// A hand dealt again for a world, with the cards it put aside where the deal says which.
type DealtHand = (Vec<Card>, Option<Vec<Card>>);

/// How many times `shuffle_hidden` draws the other hands before it gives up fitting them.
const FITTING_TRIES: usize = 64;

fn sort_hand(hand: &mut [Card]) {
    hand.sort_unstable_by_key(|&c| (value(c), c.suit));
}

impl Gotcha {
    fn deal_sizes(options: &Options, seats: usize) -> (usize, usize) {
        if seats == 2 {
            match options.two_player_deal {
                TwoPlayerDeal::Deal26Discard6 => (26, 6),
                TwoPlayerDeal::Deal20 => (20, 0),
                TwoPlayerDeal::Deal20Discard5 => (20, 5),
            }
        } else {
            (52 / seats.max(1), 1)
        }
    }

    fn dealer(&self) -> Seat {
        self.options.dealer
    }

    fn first_seat(&self) -> Seat {
        (self.dealer() + 1) % self.seats
    }

    /// Counts a position from the smallest end, if it names a card of that hand.
    fn position_from_smallest(count: usize, position: u8, from: End) -> Option<usize> {
        let x = usize::from(position);
        if x == 0 || x > count {
            return None;
        }
        Some(match from {
            End::Smallest => x,
            End::Largest => count + 1 - x,
        })
    }

    fn can_target(&self, target: Seat) -> bool {
        target != self.turn
            && target < self.seats
            && self.hands.get(target).is_some_and(|h| !h.is_empty())
    }

    fn finish(&mut self, events: &mut Vec<Event<Note>>) {
        self.phase = Phase::Over;
        self.gotcha_pending = false;
        let best = self.scores.iter().copied().max().unwrap_or(0);
        let top: Vec<Seat> = (0..self.seats)
            .filter(|&s| self.scores.get(s) == Some(&best))
            .collect();
        let summary = if top.len() == self.seats {
            Note::Draw { points: best }
        } else if let [winner] = top.as_slice() {
            Note::Won {
                seat: *winner,
                points: best,
            }
        } else {
            Note::SharedWin {
                seats: top,
                points: best,
            }
        };
        let outcome = Outcome::by_highest_score(self.scores.clone(), summary.clone());
        events.push(Event::round_over(summary));
        events.push(Event::GameOver {
            outcome: outcome.clone(),
        });
        self.outcome = Some(outcome);
    }

    fn score(&mut self, seat: Seat, row: &str, points: i64, events: &mut Vec<Event<Note>>) {
        if let Some(total) = self.scores.get_mut(seat) {
            *total += points;
            events.push(Event::Scored {
                seat,
                row: row.to_string(),
                points,
                total: *total,
            });
        }
    }

    fn apply_discard(&mut self, card: Card) -> Result<Vec<Event<Note>>, Refusal> {
        let seat = self.turn;
        let hand = self
            .hands
            .get_mut(seat)
            .ok_or_else(|| SharedRefusal::damaged("no hand for the seat to act"))?;
        let at = hand
            .iter()
            .position(|&c| c == card)
            .ok_or(Refusal::NotHeld { card })?;
        hand.remove(at);
        let mut events = vec![Event::CardMoved {
            card: Some(card),
            from: Zone::Hand { seat },
            to: Zone::Discard,
            face_up: false,
            seen_by: Audience::only(seat),
        }];
        let done = self.discards.get(seat).map_or(0, Vec::len) + 1;
        if let Some(pile) = self.discards.get_mut(seat) {
            pile.push(card);
        }
        if done >= self.quota {
            let next = (seat + 1) % self.seats;
            if next == self.first_seat() {
                self.phase = Phase::Guess;
                events.push(Event::said(next, Note::StartsGuessing));
            }
            self.turn = next;
            events.push(Event::TurnTo { seat: next });
        }
        Ok(events)
    }

    fn apply_gotcha(&mut self) -> Vec<Event<Note>> {
        self.gotcha_pending = true;
        vec![Event::said(self.turn, Note::CallsGotcha)]
    }

    /// The guess at `target`'s card `x` counted from the smallest, said as `end` and `position`.
    fn apply_guess(
        &mut self,
        target: Seat,
        x: usize,
        (end, position): (End, u8),
        guessed: u8,
    ) -> Vec<Event<Note>> {
        let guesser = self.turn;
        let Some(hand) = self.hands.get_mut(target) else {
            return Vec::new();
        };
        let count = hand.len();
        let Some(&card) = hand.get(x - 1) else {
            return Vec::new();
        };
        let distance = x.min(count + 1 - x) as i64;
        let end_card = x == 1 || x == count;
        let gotcha = std::mem::take(&mut self.gotcha_pending);
        let right = value(card) == guessed;
        let mut events = vec![Event::said(
            guesser,
            Note::Guess {
                target,
                end,
                position,
                value: guessed,
            },
        )];
        self.history.push(GuessRecord {
            guesser,
            target,
            position: x,
            count,
            value: guessed,
            gotcha,
            card: right.then_some(card),
        });
        if right {
            hand.remove(x - 1);
            let emptied = hand.is_empty();
            self.out_of_play.push(card);
            events.push(Event::said(target, Note::Right { card }));
            events.push(Event::Revealed {
                seat: target,
                cards: vec![card],
                to: Audience::Everyone,
            });
            events.push(Event::CardMoved {
                card: Some(card),
                from: Zone::Hand { seat: target },
                to: Zone::OutOfPlay,
                face_up: true,
                seen_by: Audience::Everyone,
            });
            self.score(guesser, "guess", 3 + distance, &mut events);
            if gotcha {
                let points = if end_card { -distance } else { 1 };
                self.score(guesser, "gotcha", points, &mut events);
            }
            if emptied {
                if self.seats == 2 && !self.last_turn {
                    self.last_turn = true;
                    self.turn = target;
                    events.push(Event::TurnTo { seat: target });
                    events.push(Event::said(target, Note::LastTurn));
                } else {
                    self.finish(&mut events);
                }
            }
        } else {
            events.push(Event::said(target, Note::Wrong));
            if gotcha {
                self.score(guesser, "gotcha", -distance, &mut events);
            }
            if self.seats == 2 {
                if self.last_turn {
                    self.finish(&mut events);
                } else {
                    self.turn = 1 - guesser.min(1);
                    events.push(Event::TurnTo { seat: self.turn });
                }
            } else {
                self.turn = (guesser + self.seats - 1) % self.seats;
                events.push(Event::TurnTo { seat: self.turn });
            }
        }
        events
    }

    /// What `seat` can infer of the other hands from its own cards and the public guesses.
    fn knowledge(&self, seat: Seat) -> knowledge::Knowledge {
        let counts: Vec<usize> = self.hands.iter().map(Vec::len).collect();
        let known = self.hands.get(seat).into_iter().flatten();
        let known = known.chain(self.discards.get(seat).into_iter().flatten());
        knowledge::Knowledge::new(seat, known.copied(), &self.history, &counts)
    }

    fn possible_values(&self, seat: Seat) -> Vec<Vec<Vec<u8>>> {
        self.knowledge(seat).possible_values()
    }

    /// Hands for `others` drawn from the shuffled `pool` of the cards a seat cannot see, each
    /// fitting what that seat knows of it (`facts`, by [`knowledge::Knowledge::sample_hand`],
    /// which knows that a seat's `discards` were put aside from its ends), sorted, each with
    /// the cards it put aside where the draw says which; the cards they take leave the pool.
    /// None (and the pool as it was) where some hand cannot fit.
    fn hands_that_fit(
        facts: &knowledge::Knowledge,
        others: &[Seat],
        discards: &[usize],
        pool: &mut Vec<Card>,
        rng: &mut GameRng,
    ) -> Option<Vec<DealtHand>> {
        let mut left = pool.clone();
        let mut hands = Vec::with_capacity(others.len());
        // The pool is shuffled: its first card of a value is a random one of them.
        let take = |left: &mut Vec<Card>, values: Vec<u8>| -> Option<Vec<Card>> {
            let mut cards = Vec::with_capacity(values.len());
            for v in values {
                let at = left.iter().position(|&card| value(card) == v)?;
                cards.push(left.remove(at));
            }
            Some(cards)
        };
        for &s in others {
            let mut avail = [0u8; 14];
            for &card in &left {
                avail[usize::from(value(card).min(13))] += 1;
            }
            let put_aside = discards.get(s).copied().unwrap_or(0);
            let (values, aside) = facts.sample_hand(s, &avail, put_aside, rng)?;
            let mut hand = take(&mut left, values)?;
            let aside = match aside {
                Some(values) => Some(take(&mut left, values)?),
                None => None,
            };
            sort_hand(&mut hand);
            hands.push((hand, aside));
        }
        *pool = left;
        Some(hands)
    }
}

/// The options a setup screen offers at `seats` seats, in order.
fn option_specs(seats: usize) -> Vec<OptionSpec> {
    let mut specs = Vec::new();
    // Only two-player Gotcha reads this option; with more seats the deal is fixed by the
    // rules, so offering it would be a row that changes nothing.
    if seats == 2 {
        specs.push(options::spec(
            "two_player_deal",
            "gotcha-option-deal",
            "gotcha-option-deal-help",
            vec![
                options::choice(json!("deal26_discard6"), "gotcha-option-deal-26-discard-6"),
                options::choice(json!("deal20"), "gotcha-option-deal-20"),
                options::choice(json!("deal20_discard5"), "gotcha-option-deal-20-discard-5"),
            ],
        ));
    }
    specs.push(options::dealer_spec(seats, "gotcha-option-dealer-help"));
    specs
}

/// The correction the review's chance to win goes through (see [`crate::calibration`]),
/// fitted on 600 self-played games between two normal players (seeds 0–599) by
/// `CHALLENGE_CALIBRATION_FIT=1 CHALLENGE_CALIBRATION_KNOTS=12 CHALLENGE_CALIBRATION_GAMES=600
/// cargo bench -p challenge-rules --bench calibration -- gotcha`. Played on from worlds that fit
/// the public guesses, the chance reckons high between 10 and 90 % (by 12 to 22 points over 600
/// games it never saw): a normal player trims its hand's ends by a rule of its own, which the
/// worlds know only as even odds between the ends or any cards, so its hand is harder to guess
/// in play than in them. Through it every bin of those games is within 5 points but 50–60 %
/// (5.6 high) and 60–70 % (6.5 high), and the Brier score falls from 0.063 to 0.054.
const CHANCE_CALIBRATION: &[crate::calibration::Knot] = &[
    (0.013, 0.000),
    (0.043, 0.000),
    (0.100, 0.013),
    (0.180, 0.054),
    (0.271, 0.106),
    (0.365, 0.177),
    (0.466, 0.312),
    (0.563, 0.377),
    (0.664, 0.456),
    (0.773, 0.641),
    (0.892, 0.904),
    (0.976, 0.996),
];

impl Game for Gotcha {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Note = Note;
    type Refusal = Refusal;

    const INFO: GameInfo = GameInfo {
        id: "gotcha",
        seats: 2..=5,
        options: option_specs,
        share_code: 5,
        keeps_score: true,
        chart: Chart::ROUNDS_OF_POINTS,
        // An eighth of the spread of 200 games' results between two normal players (18 points).
        grade_step: 2.5,
        // The review values points or tokens here, not a chance to win.
        calibration: CHANCE_CALIBRATION,
        chance_worlds: 96,
    };

    fn new_game(options: &Options, seats: usize, deal: Deal) -> Result<Gotcha, Refusal> {
        if !Self::INFO.seats.contains(&seats) {
            return Err(SharedRefusal::seats(&Self::INFO, seats).into());
        }
        if options.dealer >= seats {
            return Err(SharedRefusal::Dealer { seats }.into());
        }
        let mut rng = GameRng::seeded(deal.seed);
        let pack = match deal.stacked {
            Some(stacked) => {
                crate::deal::check_stacked_pack(&stacked, &cards::standard_pack())?;
                stacked
            }
            None => {
                let mut pack = cards::standard_pack();
                rng.shuffle(&mut pack);
                pack
            }
        };
        let (per, quota) = Self::deal_sizes(options, seats);
        let mut hands = vec![Vec::with_capacity(per); seats];
        let first = (options.dealer + 1) % seats;
        for (k, &card) in pack.iter().take(per * seats).enumerate() {
            hands[(first + k) % seats].push(card);
        }
        for hand in &mut hands {
            sort_hand(hand);
        }
        let set_aside = pack[per * seats..].to_vec();
        Ok(Gotcha {
            options: options.clone(),
            seats,
            rng,
            phase: if quota > 0 {
                Phase::Discard
            } else {
                Phase::Guess
            },
            turn: first,
            quota,
            hands,
            discards: vec![Vec::with_capacity(quota); seats],
            set_aside,
            out_of_play: Vec::new(),
            scores: vec![0; seats],
            gotcha_pending: false,
            last_turn: false,
            history: Vec::new(),
            outcome: None,
        })
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        self.seats
    }

    fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Discard => self
                .hands
                .get(self.turn)
                .map(|hand| hand.iter().map(|&card| Action::Discard { card }).collect())
                .unwrap_or_default(),
            Phase::Guess => {
                // Only the count-from-smallest form is listed; apply also takes the same guess
                // counted from the largest end.
                let total: usize = (0..self.seats)
                    .filter(|&t| self.can_target(t))
                    .map(|t| self.hands[t].len() * 13)
                    .sum();
                let mut legal = Vec::with_capacity(total + 1);
                for target in 0..self.seats {
                    if !self.can_target(target) {
                        continue;
                    }
                    for position in 1..=self.hands[target].len() as u8 {
                        let row: [Action; 13] = std::array::from_fn(|at| Action::Guess {
                            target: target as u8,
                            position,
                            from: End::Smallest,
                            value: at as u8 + 1,
                        });
                        legal.extend_from_slice(&row);
                    }
                }
                if !self.gotcha_pending {
                    legal.push(Action::Gotcha);
                }
                legal
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event<Note>>, Refusal> {
        match (self.phase, *action) {
            (Phase::Over, _) => Err(SharedRefusal::GameOver.into()),
            (Phase::Discard, Action::Discard { card }) => self.apply_discard(card),
            (Phase::Discard, _) => Err(Refusal::DiscardFirst),
            (Phase::Guess, Action::Discard { .. }) => Err(Refusal::DiscardsMade),
            (Phase::Guess, Action::Gotcha) => {
                if self.gotcha_pending {
                    Err(Refusal::GotchaCalled)
                } else {
                    Ok(self.apply_gotcha())
                }
            }
            (
                Phase::Guess,
                Action::Guess {
                    target,
                    position,
                    from,
                    value,
                },
            ) => {
                let target = usize::from(target);
                if target == self.turn {
                    return Err(Refusal::OwnCards);
                }
                if !self.can_target(target) {
                    return Err(Refusal::NoCards { seat: target });
                }
                if !(1..=13).contains(&value) {
                    return Err(Refusal::Value);
                }
                let count = self.hands[target].len();
                let x = Self::position_from_smallest(count, position, from).ok_or({
                    Refusal::Position {
                        seat: target,
                        count,
                    }
                })?;
                Ok(self.apply_guess(target, x, (from, position), value))
            }
        }
    }

    fn view(&self, seat: Seat) -> View {
        let revealed = self
            .history
            .iter()
            .filter_map(|g| {
                g.card.map(|card| RevealedCard {
                    seat: g.target,
                    card,
                    position: g.position,
                    count: g.count,
                })
            })
            .collect();
        let own_discards = self.discards.get(seat).cloned().unwrap_or_default();
        let discards_left = if self.phase == Phase::Discard {
            self.quota.saturating_sub(own_discards.len())
        } else {
            0
        };
        View {
            seat,
            watching: false,
            seats: self.seats,
            dealer: self.dealer(),
            phase: self.phase,
            hand: self.hands.get(seat).cloned().unwrap_or_default(),
            discards: own_discards,
            discards_left,
            hand_counts: self.hands.iter().map(Vec::len).collect(),
            discard_counts: self.discards.iter().map(Vec::len).collect(),
            set_aside_count: self.set_aside.len(),
            history: self.history.clone(),
            revealed,
            scores: self.scores.clone(),
            turn: self.to_act(),
            gotcha_pending: self.gotcha_pending,
            last_turn: self.last_turn,
            possible_values: self.possible_values(seat),
            legal: if self.to_act() == Some(seat) {
                self.legal_actions()
            } else {
                Vec::new()
            },
            outcome: self.outcome.clone(),
        }
    }

    fn watch_view(&self) -> View {
        // Seat 0's view less what only seat 0 sees: its hand, its discards, what it has
        // worked out of the others' hands (from its own cards too), its actions.
        let mut view = self.view(0);
        view.watching = true;
        view.hand.clear();
        view.discards.clear();
        view.discards_left = 0;
        view.possible_values.clear();
        view.legal.clear();
        view
    }

    fn outcome(&self) -> Option<Outcome<Note>> {
        self.outcome.clone()
    }

    fn validate(&self) -> Result<(), Refusal> {
        let bad = |why: &str| Err(SharedRefusal::damaged(why).into());
        let seats = self.seats;
        if !Self::INFO.seats.contains(&seats) {
            return bad("the seat count is not 2 to 5");
        }
        if self.options.dealer >= seats || self.turn >= seats {
            return bad("a seat number is out of range");
        }
        if self.hands.len() != seats || self.discards.len() != seats || self.scores.len() != seats {
            return bad("the seat lists have the wrong length");
        }
        let (per, quota) = Self::deal_sizes(&self.options, seats);
        if self.quota != quota || self.set_aside.len() != 52 - per * seats {
            return bad("the deal does not match the options");
        }
        if cards::sorted(&self.all_cards()) != cards::sorted(&cards::standard_pack()) {
            return bad("the cards are not exactly one pack");
        }
        for hand in &self.hands {
            let mut sorted_hand = hand.clone();
            sort_hand(&mut sorted_hand);
            if &sorted_hand != hand {
                return bad("a hand is not in order");
            }
        }
        let first = self.first_seat();
        let mut removed = vec![0usize; seats];
        let mut shown = Vec::new();
        for g in &self.history {
            if g.guesser >= seats || g.target >= seats || g.guesser == g.target {
                return bad("a guess names a wrong seat");
            }
            if g.position == 0 || g.position > g.count || !(1..=13).contains(&g.value) {
                return bad("a guess names a wrong position or value");
            }
            if let Some(card) = g.card {
                if value(card) != g.value {
                    return bad("a right guess shows another value");
                }
                removed[g.target] += 1;
                shown.push(card);
            }
        }
        if shown != self.out_of_play {
            return bad("the shown cards do not match the guesses");
        }
        for (seat, &taken) in removed.iter().enumerate() {
            let discarded = self.discards[seat].len();
            if self.hands[seat].len() + discarded + taken != per {
                return bad("a seat holds the wrong number of cards");
            }
            let expected = match self.phase {
                Phase::Discard => {
                    // Seats before the one discarding (counting from the first) are done.
                    let order = (seat + seats - first) % seats;
                    let current = (self.turn + seats - first) % seats;
                    if order < current {
                        quota
                    } else if order == current {
                        if discarded >= quota {
                            return bad("a seat discarded too many cards");
                        }
                        discarded
                    } else {
                        0
                    }
                }
                _ => quota,
            };
            if discarded != expected {
                return bad("the discards do not match the phase");
            }
        }
        let emptied = self.hands.iter().filter(|h| h.is_empty()).count();
        match self.phase {
            Phase::Discard => {
                if quota == 0 || !self.history.is_empty() || self.gotcha_pending || self.last_turn {
                    return bad("the discard phase holds guessing data");
                }
            }
            Phase::Guess => {
                if self.outcome.is_some() {
                    return bad("a game in play has an outcome");
                }
                if seats == 2 {
                    if self.last_turn != (emptied == 1) || emptied > 1 {
                        return bad("the last turn does not match the hands");
                    }
                    if self.last_turn && !self.hands[self.turn].is_empty() {
                        return bad("the wrong player has the last turn");
                    }
                } else if emptied > 0 || self.last_turn {
                    return bad("a player without cards is still in play");
                }
                if (0..seats).all(|t| !self.can_target(t)) {
                    return bad("there is nothing left to guess");
                }
            }
            Phase::Over => {
                if self.outcome.is_none() || self.gotcha_pending {
                    return bad("a finished game has no outcome");
                }
            }
        }
        Ok(())
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut all = Vec::with_capacity(52);
        for hand in &self.hands {
            all.extend_from_slice(hand);
        }
        for pile in &self.discards {
            all.extend_from_slice(pile);
        }
        all.extend_from_slice(&self.set_aside);
        all.extend_from_slice(&self.out_of_play);
        all
    }

    /// The other hands are dealt again as the public guesses allow (a wrong guess rules its
    /// value out of that card, a right one bounds its neighbours), read as the hard player
    /// reads them: as players who put their discards aside from the ends of their hands, or
    /// as any cards, each as likely as the guesses so far make it
    /// ([`knowledge::Knowledge::sample_hand`]); what is left goes to the other unseen
    /// discards and the cards set aside.
    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng) {
        let others: Vec<Seat> = (0..self.seats).filter(|&s| s != seat).collect();
        let mut pool: Vec<Card> = self.set_aside.clone();
        for &s in &others {
            pool.extend_from_slice(&self.hands[s]);
            pool.extend_from_slice(&self.discards[s]);
        }
        rng.shuffle(&mut pool);
        // With three or more seats the hands are drawn one after another, and an early one
        // may take the copies a later one needs: a few more tries find hands that all fit.
        let facts = self.knowledge(seat);
        let discards: Vec<usize> = self.discards.iter().map(Vec::len).collect();
        let hands = (0..FITTING_TRIES)
            .find_map(|_| Gotcha::hands_that_fit(&facts, &others, &discards, &mut pool, rng));
        let mut rest = pool.into_iter();
        // Seats whose discards came with their hands; the others' are any cards left.
        let mut dealt_aside = vec![false; self.seats];
        if let Some(hands) = hands {
            for (&s, (hand, aside)) in others.iter().zip(hands) {
                self.hands[s] = hand;
                if let Some(aside) = aside {
                    self.discards[s] = aside;
                    dealt_aside[s] = true;
                }
            }
        } else {
            // No hand fits what is known (a state from outside): every place takes any card.
            for &s in &others {
                for card in &mut self.hands[s] {
                    *card = rest.next().unwrap_or(*card);
                }
                sort_hand(&mut self.hands[s]);
            }
        }
        for card in &mut self.set_aside {
            *card = rest.next().unwrap_or(*card);
        }
        for &s in others.iter().filter(|&&s| !dealt_aside[s]) {
            for card in &mut self.discards[s] {
                *card = rest.next().unwrap_or(*card);
            }
        }
    }

    fn bot_action(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }

    fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> crate::coach::Advice<Action> {
        bot::advise(view, legal, rng)
    }

    fn assess(
        view: &View,
        legal: &[Action],
        played: &Action,
        _rng: &mut GameRng,
    ) -> Option<crate::assessment::Assessment<Action>> {
        bot::assess(view, legal, played)
    }

    /// A guess counted from the largest card is listed as the same guess counted from the
    /// smallest.
    fn lesson() -> Option<crate::guide::Lesson<Gotcha, Options, Action>> {
        Some(lesson::lesson())
    }

    fn canonical_action(&self, action: &Action) -> Action {
        match *action {
            Action::Guess {
                target,
                position,
                from: End::Largest,
                value,
            } => {
                let count = self.hands.get(usize::from(target)).map_or(0, Vec::len);
                match Gotcha::position_from_smallest(count, position, End::Largest) {
                    Some(from_smallest) => Action::Guess {
                        target,
                        position: from_smallest as u8,
                        from: End::Smallest,
                        value,
                    },
                    None => *action,
                }
            }
            other => other,
        }
    }
}
