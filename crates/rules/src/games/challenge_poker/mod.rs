//! Challenge Poker: three-card poker over alternating Low and High rounds, where one player a
//! round may go out and the others may challenge, rechallenge and double the stake.

mod bot;
mod coach;
pub mod hands;
mod hard;
mod judgement;
mod lesson;
mod refusal;
#[cfg(test)]
mod tests;
mod words;

pub use hands::{CardList, RoundKind};
pub use refusal::Refusal;
pub use words::{Note, kind_word, roman, round_arg, tokens_arg};

use crate::cards::{self, Card};
use crate::game::{
    Audience, Deal, Event, Game, Level, Outcome, Seat, TokenHolder, Zone,
    shuffle_discards_into_stock,
};
use crate::info::{Chart, ChartMeasure, ChartPoint, GameInfo};
use crate::options::{self, OptionSpec};
use crate::phrase::Speak;
use crate::refusal::SharedRefusal;
use crate::rng::GameRng;
use hands::{card_bit, strength};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// A deal that reaches this round without anyone winning the pot ends, and the pot is shared.
pub const ROUND_CAP: u32 = 16;

/// The smallest starting stack a table may choose: enough for round I's ante and a stake.
pub const MIN_TOKENS: u64 = 2;

/// The largest starting stack a table may choose; keeps every sum far from overflow.
pub const MAX_TOKENS: u64 = 1_000_000;

/// Table settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Tokens each player starts with.
    pub tokens: u64,
    /// Deals to play; 0 plays until one player holds every token.
    pub max_deals: u32,
    /// The seat that deals first.
    pub dealer: Seat,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            tokens: 50,
            max_deals: 20,
            dealer: 0,
        }
    }
}

/// A player's move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Throw these cards away and draw as many (an empty list keeps the hand).
    Discard { cards: CardList },
    /// Do not go out, or let the goer's claim stand.
    Pass,
    /// Go out, showing these two cards to everyone.
    GoOut { show: [Card; 2] },
    /// A showdown with the goer for the pot.
    Challenge,
    /// Double the stake (against the goer, or back against a rechallenger).
    Rechallenge,
    /// Give up against a rechallenge and pay the previous stake unseen.
    Drop,
    /// Take a rechallenge to a showdown.
    Accept,
}

/// What a player said after someone went out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Response {
    Pass,
    Challenge,
    Rechallenge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spoken {
    pub seat: Seat,
    pub response: Response,
}

/// How a challenge or rechallenge was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Settled {
    Showdown,
    Dropped,
    /// The goer left the table before this one was reached.
    Lapsed,
}

/// One settled challenge: public except the cards, which only the two players saw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    pub round: u32,
    pub goer: Seat,
    pub opponent: Seat,
    pub how: Settled,
    pub stake: u64,
    /// Who won (None on equal hands or a lapse).
    pub winner: Option<Seat>,
    pub paid: u64,
    pub goer_cards: Option<CardList>,
    pub opponent_cards: Option<CardList>,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// `order[pos]` chooses what to discard.
    Draw {
        pos: usize,
    },
    /// `order[pos]` passes or goes out.
    GoingOut {
        pos: usize,
    },
    /// `responders[pos]` passes, challenges or rechallenges the goer.
    Responding {
        goer: Seat,
        pos: usize,
    },
    /// `answering` meets the rechallenge `spoken[index]`; the stake is pot × 2^doublings.
    Answering {
        goer: Seat,
        rechallenger: Seat,
        doublings: u32,
        answering: Seat,
        index: usize,
    },
    Over,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChallengePoker {
    options: Options,
    seats: usize,
    rng: GameRng,
    /// Face down; the top card is the last.
    stock: Vec<Card>,
    discard: Vec<Card>,
    hands: Vec<CardList>,
    /// Cards each seat showed when going out that are still in its hand.
    shown: Vec<CardList>,
    stacks: Vec<u64>,
    at_table: Vec<bool>,
    pot: u64,
    dealer: Seat,
    /// First to act this round.
    leader: Seat,
    deal: u32,
    round: u32,
    /// Turn order of this round's draw and going out.
    order: Vec<Seat>,
    /// Cards drawn this round by each seat, once it has drawn.
    drawn: Vec<Option<u8>>,
    responders: Vec<Seat>,
    spoken: Vec<Spoken>,
    settlements: Vec<Settlement>,
    /// Cards of other hands each seat saw in a showdown this deal.
    known: Vec<u64>,
    phase: Phase,
    #[serde(
        default,
        serialize_with = "crate::tagged::serialize_outcome::<ChallengePoker, _>",
        deserialize_with = "crate::tagged::deserialize_outcome::<ChallengePoker, _>"
    )]
    outcome: Option<Outcome<Note>>,
}

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    /// A spectator's view: `seat` is only the chair the table is seen from, and the view
    /// holds nothing that any seat may not see (see `Rules::watch_view`).
    #[serde(default)]
    pub watching: bool,
    pub seats: usize,
    pub deal: u32,
    pub max_deals: u32,
    pub round: u32,
    pub kind: RoundKind,
    pub dealer: Seat,
    pub leader: Seat,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub pot: u64,
    pub stacks: Vec<u64>,
    pub at_table: Vec<bool>,
    pub hand: CardList,
    pub hand_counts: Vec<usize>,
    /// Cards shown by going out, per seat, still in those hands.
    pub shown: Vec<CardList>,
    pub stock_count: usize,
    pub discard_count: usize,
    pub drawn: Vec<Option<u8>>,
    pub order: Vec<Seat>,
    pub responders: Vec<Seat>,
    pub spoken: Vec<Spoken>,
    /// This deal's settled challenges; cards only where this seat was in the showdown.
    pub settlements: Vec<Settlement>,
    /// The stake now on the table during a rechallenge.
    pub stake: Option<u64>,
    pub legal: Vec<Action>,
    #[serde(
        default,
        serialize_with = "crate::tagged::serialize_outcome::<ChallengePoker, _>",
        deserialize_with = "crate::tagged::deserialize_outcome::<ChallengePoker, _>"
    )]
    pub outcome: Option<Outcome<Note>>,
}

/// pot × 2^doublings, saturating.
fn doubled(pot: u64, doublings: u32) -> u64 {
    if doublings >= 64 {
        return if pot == 0 { 0 } else { u64::MAX };
    }
    u64::try_from(u128::from(pot) << doublings).unwrap_or(u64::MAX)
}

fn seat_holder(seat: Seat) -> TokenHolder {
    TokenHolder::Seat { seat }
}

impl ChallengePoker {
    pub fn kind(&self) -> RoundKind {
        RoundKind::of_round(self.round)
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn deal_number(&self) -> u32 {
        self.deal
    }

    pub fn pot(&self) -> u64 {
        self.pot
    }

    pub fn stacks(&self) -> &[u64] {
        &self.stacks
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat).map_or(&[], |h| h.as_slice())
    }

    pub fn is_at_table(&self, seat: Seat) -> bool {
        self.at_table.get(seat).copied().unwrap_or(false)
    }

    fn active_count(&self) -> usize {
        self.at_table.iter().filter(|&&a| a).count()
    }

    /// The next seat still at the table after `from`, going left; `from` itself if none.
    fn next_active(&self, from: Seat) -> Seat {
        (1..=self.seats)
            .map(|step| (from + step) % self.seats.max(1))
            .find(|&s| self.is_at_table(s))
            .unwrap_or(from)
    }

    /// Seats at the table, starting with `first` (or the next one after it) going left.
    fn active_from(&self, first: Seat) -> Vec<Seat> {
        (0..self.seats)
            .map(|step| (first + step) % self.seats.max(1))
            .filter(|&s| self.is_at_table(s))
            .collect()
    }

    fn stake_now(&self) -> Option<u64> {
        match self.phase {
            Phase::Answering { doublings, .. } => Some(doubled(self.pot, doublings)),
            _ => None,
        }
    }

    fn announce(ev: &mut Vec<Event<Note>>, seat: Seat, note: Note) {
        ev.push(Event::said(seat, note));
    }

    /// What `payer` can pay of `amount`: all of it, or its whole stack.
    fn payable(&self, payer: Seat, amount: u64) -> u64 {
        amount.min(self.stacks.get(payer).copied().unwrap_or(0))
    }

    /// Moves tokens from a stack to the pot or another stack; returns what was paid.
    fn pay(&mut self, payer: Seat, to: TokenHolder, amount: u64, ev: &mut Vec<Event<Note>>) -> u64 {
        let paid = self.payable(payer, amount);
        if paid > 0 {
            if let Some(stack) = self.stacks.get_mut(payer) {
                *stack -= paid;
            }
            match to {
                TokenHolder::Pot => self.pot = self.pot.saturating_add(paid),
                TokenHolder::Seat { seat } => {
                    if let Some(stack) = self.stacks.get_mut(seat) {
                        *stack = stack.saturating_add(paid);
                    }
                }
            }
            ev.push(Event::TokensMoved {
                from: seat_holder(payer),
                to,
                amount: paid,
            });
        }
        if self.stacks.get(payer).copied().unwrap_or(0) == 0 {
            self.leave(payer, ev);
        }
        paid
    }

    fn pot_to(&mut self, seat: Seat, amount: u64, ev: &mut Vec<Event<Note>>) {
        let amount = amount.min(self.pot);
        if amount == 0 {
            return;
        }
        self.pot -= amount;
        if let Some(stack) = self.stacks.get_mut(seat) {
            *stack = stack.saturating_add(amount);
        }
        ev.push(Event::TokensMoved {
            from: TokenHolder::Pot,
            to: seat_holder(seat),
            amount,
        });
    }

    fn hand_to_discard(&mut self, seat: Seat, card: Card, ev: &mut Vec<Event<Note>>) {
        let was_shown = self.shown.get_mut(seat).is_some_and(|s| s.remove(card));
        if let Some(hand) = self.hands.get_mut(seat) {
            hand.remove(card);
        }
        self.discard.push(card);
        ev.push(Event::CardMoved {
            card: Some(card),
            from: Zone::Hand { seat },
            to: Zone::Discard,
            face_up: false,
            seen_by: if was_shown {
                Audience::Everyone
            } else {
                Audience::only(seat)
            },
        });
    }

    /// A seat out of tokens leaves at once; the last seat left takes the pot and wins.
    fn leave(&mut self, seat: Seat, ev: &mut Vec<Event<Note>>) {
        if !self.is_at_table(seat) || self.phase == Phase::Over {
            return;
        }
        if let Some(flag) = self.at_table.get_mut(seat) {
            *flag = false;
        }
        let cards = self.hands.get(seat).copied().unwrap_or(CardList::EMPTY);
        for card in cards.iter() {
            self.hand_to_discard(seat, card, ev);
        }
        ev.push(Event::SeatLeft { seat });
        if self.active_count() == 1 {
            let last = self.next_active(seat);
            let pot = self.pot;
            self.pot_to(last, pot, ev);
            self.game_over(ev);
        }
    }

    fn draw_one(&mut self, seat: Seat, ev: &mut Vec<Event<Note>>) {
        if self.stock.is_empty() {
            shuffle_discards_into_stock(&mut self.discard, &mut self.stock, &mut self.rng, ev);
        }
        if let Some(card) = self.stock.pop() {
            if let Some(hand) = self.hands.get_mut(seat) {
                hand.push(card);
            }
            ev.push(Event::CardMoved {
                card: Some(card),
                from: Zone::Stock,
                to: Zone::Hand { seat },
                face_up: false,
                seen_by: Audience::only(seat),
            });
        }
    }

    /// Deals three cards, one at a time, to every seat at the table from the dealer's left.
    fn deal_hands(&mut self, ev: &mut Vec<Event<Note>>) {
        let order = self.active_from(self.next_active(self.dealer));
        for _ in 0..3 {
            for &seat in &order {
                self.draw_one(seat, ev);
            }
        }
        for hand in &mut self.hands {
            hand.sort();
        }
    }

    /// Gathers every card, shuffles, deals, and starts round I of the next deal.
    fn new_deal(&mut self, ev: &mut Vec<Event<Note>>) {
        self.deal += 1;
        self.dealer = self.next_active(self.dealer);
        for seat in 0..self.seats {
            let cards = self.hands.get(seat).copied().unwrap_or(CardList::EMPTY);
            for card in cards.iter() {
                self.hand_to_discard(seat, card, ev);
            }
        }
        shuffle_discards_into_stock(&mut self.discard, &mut self.stock, &mut self.rng, ev);
        self.reset_deal_memory();
        self.deal_hands(ev);
        self.round = 1;
        self.begin_round(ev);
    }

    fn reset_deal_memory(&mut self) {
        for shown in &mut self.shown {
            shown.clear();
        }
        for known in &mut self.known {
            *known = 0;
        }
        self.settlements.clear();
    }

    /// Antes (rounds I–IV), then the turn order and the first phase of `self.round`.
    fn begin_round(&mut self, ev: &mut Vec<Event<Note>>) {
        let mut leader = if self.round <= 1 {
            self.next_active(self.dealer)
        } else {
            self.next_active(self.leader)
        };
        if self.round <= 4 {
            for seat in self.active_from(leader) {
                self.pay(seat, TokenHolder::Pot, 1, ev);
                if self.phase == Phase::Over {
                    return;
                }
            }
            if !self.is_at_table(leader) {
                leader = self.next_active(leader);
            }
        }
        self.leader = leader;
        self.order = self.active_from(leader);
        for drawn in &mut self.drawn {
            *drawn = None;
        }
        self.responders.clear();
        self.spoken.clear();
        self.phase = if self.round <= 1 {
            Phase::GoingOut { pos: 0 }
        } else {
            Phase::Draw { pos: 0 }
        };
        ev.push(Event::TurnTo { seat: leader });
    }

    fn next_round(&mut self, ev: &mut Vec<Event<Note>>) {
        self.round += 1;
        if self.round >= ROUND_CAP {
            let pot = self.pot;
            self.share_pot(ev);
            let shared = Note::PotShared {
                deal: self.deal,
                round: ROUND_CAP,
                pot,
            };
            self.end_deal(ev, shared);
            return;
        }
        self.begin_round(ev);
    }

    /// Splits the pot equally among the seats at the table; odd tokens to the dealer's left.
    fn share_pot(&mut self, ev: &mut Vec<Event<Note>>) {
        let first = self.next_active(self.dealer);
        let players = self.active_from(first);
        let count = players.len() as u64;
        if count == 0 || self.pot == 0 {
            return;
        }
        let each = self.pot / count;
        let odd = self.pot % count;
        for seat in players {
            let amount = if seat == first { each + odd } else { each };
            self.pot_to(seat, amount, ev);
        }
    }

    fn end_deal(&mut self, ev: &mut Vec<Event<Note>>, result: Note) {
        ev.push(Event::round_over(result));
        if self.options.max_deals != 0 && self.deal >= self.options.max_deals {
            self.game_over(ev);
        } else {
            self.new_deal(ev);
        }
    }

    fn game_over(&mut self, ev: &mut Vec<Event<Note>>) {
        self.share_pot(ev);
        self.phase = Phase::Over;
        let scores: Vec<i64> = self
            .stacks
            .iter()
            .map(|&s| i64::try_from(s).unwrap_or(i64::MAX))
            .collect();
        let best = self.stacks.iter().copied().max().unwrap_or(0);
        let leaders: Vec<Seat> = (0..self.stacks.len())
            .filter(|&s| self.stacks[s] == best)
            .collect();
        let summary = match leaders.as_slice() {
            [winner] => Note::Won {
                winner: *winner,
                tokens: best,
                deals: self.deal,
            },
            _ => Note::SharedLead {
                leaders,
                tokens: best,
                deals: self.deal,
            },
        };
        let outcome = Outcome::by_highest_score(scores, summary);
        self.outcome = Some(outcome.clone());
        ev.push(Event::GameOver { outcome });
    }

    fn showdown(&mut self, goer: Seat, opponent: Seat, stake: u64, ev: &mut Vec<Event<Note>>) {
        let goer_cards = self.hands.get(goer).copied().unwrap_or(CardList::EMPTY);
        let opponent_cards = self.hands.get(opponent).copied().unwrap_or(CardList::EMPTY);
        let pair = Audience::Seats(vec![goer, opponent]);
        ev.push(Event::Revealed {
            seat: goer,
            cards: goer_cards.as_slice().to_vec(),
            to: pair.clone(),
        });
        ev.push(Event::Revealed {
            seat: opponent,
            cards: opponent_cards.as_slice().to_vec(),
            to: pair,
        });
        for card in goer_cards.iter() {
            if let Some(k) = self.known.get_mut(opponent) {
                *k |= card_bit(card);
            }
        }
        for card in opponent_cards.iter() {
            if let Some(k) = self.known.get_mut(goer) {
                *k |= card_bit(card);
            }
        }
        let kind = self.kind();
        let g = strength(goer_cards.as_slice(), kind);
        let o = strength(opponent_cards.as_slice(), kind);
        let (winner, paid) = if g == o {
            let tie = Note::TiesShowdown {
                against: opponent,
                stake,
            };
            Self::announce(ev, goer, tie);
            (None, 0)
        } else {
            let (winner, loser) = if g > o {
                (goer, opponent)
            } else {
                (opponent, goer)
            };
            let win = Note::WinsShowdown {
                loser,
                stake,
                paid: self.payable(loser, stake),
            };
            Self::announce(ev, winner, win);
            (
                Some(winner),
                self.pay(loser, seat_holder(winner), stake, ev),
            )
        };
        self.settlements.push(Settlement {
            round: self.round,
            goer,
            opponent,
            how: Settled::Showdown,
            stake,
            winner,
            paid,
            goer_cards: Some(goer_cards),
            opponent_cards: Some(opponent_cards),
        });
    }

    /// Settles `spoken[from..]` in order until a rechallenge needs an answer.
    fn settle(&mut self, goer: Seat, from: usize, ev: &mut Vec<Event<Note>>) {
        let mut index = from;
        while let Some(&Spoken { seat, response }) = self.spoken.get(index) {
            if self.phase == Phase::Over {
                return;
            }
            if response != Response::Pass && !self.is_at_table(goer) {
                self.settlements.push(Settlement {
                    round: self.round,
                    goer,
                    opponent: seat,
                    how: Settled::Lapsed,
                    stake: 0,
                    winner: None,
                    paid: 0,
                    goer_cards: None,
                    opponent_cards: None,
                });
            } else {
                match response {
                    Response::Pass => {}
                    Response::Challenge => self.showdown(goer, seat, self.pot, ev),
                    Response::Rechallenge => {
                        self.phase = Phase::Answering {
                            goer,
                            rechallenger: seat,
                            doublings: 1,
                            answering: goer,
                            index,
                        };
                        ev.push(Event::TurnTo { seat: goer });
                        return;
                    }
                }
            }
            index += 1;
        }
        if self.phase == Phase::Over {
            return;
        }
        ev.push(Event::round_over(Note::RoundSettled {
            round: self.round,
            kind: self.kind(),
            pot: self.pot,
        }));
        self.next_round(ev);
    }

    fn current_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Draw { pos } | Phase::GoingOut { pos } => self.order.get(pos).copied(),
            Phase::Responding { pos, .. } => self.responders.get(pos).copied(),
            Phase::Answering { answering, .. } => Some(answering),
            Phase::Over => None,
        }
    }

    fn check(&self, action: &Action) -> Result<Seat, Refusal> {
        let seat = self.current_seat().ok_or(SharedRefusal::GameOver)?;
        let hand = self.hands.get(seat).copied().unwrap_or(CardList::EMPTY);
        match (self.phase, action) {
            (Phase::Draw { .. }, Action::Discard { cards }) => {
                let list = cards.as_slice();
                for (i, card) in list.iter().enumerate() {
                    if !hand.contains(*card) {
                        return Err(Refusal::NotInHand { card: *card });
                    }
                    if list[..i].contains(card) {
                        return Err(Refusal::ListedTwice { card: *card });
                    }
                }
                Ok(seat)
            }
            (Phase::Draw { .. }, _) => Err(Refusal::DrawFirst),
            (Phase::GoingOut { .. }, Action::Pass) => Ok(seat),
            (Phase::GoingOut { .. }, Action::GoOut { show: [a, b] }) => {
                if a == b {
                    Err(Refusal::ShowTwo)
                } else if !hand.contains(*a) || !hand.contains(*b) {
                    Err(Refusal::ShowOwn)
                } else {
                    Ok(seat)
                }
            }
            (Phase::GoingOut { .. }, _) => Err(Refusal::PassOrGoOut),
            (Phase::Responding { .. }, Action::Pass | Action::Challenge | Action::Rechallenge) => {
                Ok(seat)
            }
            (Phase::Responding { goer, .. }, _) => Err(Refusal::Answer { goer }),
            (Phase::Answering { .. }, Action::Drop | Action::Accept | Action::Rechallenge) => {
                Ok(seat)
            }
            (
                Phase::Answering {
                    goer,
                    rechallenger,
                    answering,
                    ..
                },
                _,
            ) => {
                let by = if answering == goer {
                    rechallenger
                } else {
                    goer
                };
                Err(Refusal::Rechallenged { by })
            }
            (Phase::Over, _) => Err(SharedRefusal::GameOver.into()),
        }
    }

    fn new_state(options: &Options, seats: usize, rng: GameRng, stock: Vec<Card>) -> Self {
        ChallengePoker {
            options: options.clone(),
            seats,
            rng,
            stock,
            discard: Vec::with_capacity(52),
            hands: vec![CardList::EMPTY; seats],
            shown: vec![CardList::EMPTY; seats],
            stacks: vec![options.tokens; seats],
            at_table: vec![true; seats],
            pot: 0,
            dealer: options.dealer,
            leader: options.dealer,
            deal: 1,
            round: 1,
            order: Vec::with_capacity(seats),
            drawn: vec![None; seats],
            responders: Vec::with_capacity(seats),
            spoken: Vec::with_capacity(seats),
            settlements: Vec::new(),
            known: vec![0; seats],
            phase: Phase::GoingOut { pos: 0 },
            outcome: None,
        }
    }
}

/// The options a setup screen offers at `seats` seats, in order.
fn option_specs(seats: usize) -> Vec<OptionSpec> {
    let mut deals = options::counts(&[5, 10, 20, 30, 50], "challenge_poker-option-deals-count");
    deals.push(options::choice(json!(0), "challenge_poker-option-deals-0"));
    vec![
        options::spec(
            "tokens",
            "challenge_poker-option-tokens",
            "challenge_poker-option-tokens-help",
            options::counts(
                &[10, 20, 30, 50, 100, 200],
                "challenge_poker-option-tokens-count",
            ),
        ),
        options::spec(
            "max_deals",
            "challenge_poker-option-deals",
            "challenge_poker-option-deals-help",
            deals,
        ),
        options::dealer_spec(seats, "challenge_poker-option-dealer-help"),
    ]
}

impl Game for ChallengePoker {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Note = Note;
    type Refusal = Refusal;

    const INFO: GameInfo = GameInfo {
        id: "challenge_poker",
        seats: 2..=16,
        options: option_specs,
        share_code: 2,
        keeps_score: true,
        chart: Chart {
            point: ChartPoint::Deal,
            measure: ChartMeasure::Tokens,
        },
    };

    fn new_game(options: &Options, seats: usize, deal: Deal) -> Result<Self, Refusal> {
        if !Self::INFO.seats.contains(&seats) {
            return Err(SharedRefusal::seats(&Self::INFO, seats).into());
        }
        if !(MIN_TOKENS..=MAX_TOKENS).contains(&options.tokens) {
            return Err(Refusal::Tokens {
                min: MIN_TOKENS,
                max: MAX_TOKENS,
            });
        }
        if options.dealer >= seats {
            return Err(SharedRefusal::Dealer { seats }.into());
        }
        let pack = cards::standard_pack();
        let mut rng = GameRng::seeded(deal.seed);
        let mut stock = match deal.stacked {
            Some(stacked) => {
                crate::deal::check_stacked_pack(&stacked, &pack)?;
                stacked
            }
            None => {
                let mut pack = pack;
                rng.shuffle(&mut pack);
                pack
            }
        };
        stock.reverse();
        let mut state = ChallengePoker::new_state(options, seats, rng, stock);
        let mut ignored = Vec::new();
        state.deal_hands(&mut ignored);
        state.begin_round(&mut ignored);
        Ok(state)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        self.seats
    }

    fn to_act(&self) -> Option<Seat> {
        self.current_seat()
    }

    fn legal_actions(&self) -> Vec<Action> {
        let Some(seat) = self.current_seat() else {
            return Vec::new();
        };
        match self.phase {
            Phase::Draw { .. } => {
                let hand = self.hands.get(seat).copied().unwrap_or(CardList::EMPTY);
                let cards = hand.as_slice();
                let subsets = 1usize << cards.len();
                (0..subsets)
                    .map(|mask| {
                        let mut list = CardList::EMPTY;
                        for (i, &card) in cards.iter().enumerate() {
                            if mask & (1 << i) != 0 {
                                list.push(card);
                            }
                        }
                        Action::Discard { cards: list }
                    })
                    .collect()
            }
            Phase::GoingOut { .. } => {
                let hand = self.hands.get(seat).copied().unwrap_or(CardList::EMPTY);
                let cards = hand.as_slice();
                let mut legal = Vec::with_capacity(4);
                legal.push(Action::Pass);
                for i in 0..cards.len() {
                    for j in i + 1..cards.len() {
                        legal.push(Action::GoOut {
                            show: [cards[i], cards[j]],
                        });
                    }
                }
                legal
            }
            Phase::Responding { .. } => {
                vec![Action::Pass, Action::Challenge, Action::Rechallenge]
            }
            Phase::Answering { .. } => vec![Action::Drop, Action::Accept, Action::Rechallenge],
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event<Note>>, Refusal> {
        let seat = self.check(action)?;
        let mut ev = Vec::with_capacity(8);
        match (self.phase, action) {
            (Phase::Draw { pos }, Action::Discard { cards }) => {
                for card in cards.iter() {
                    self.hand_to_discard(seat, card, &mut ev);
                }
                for _ in 0..cards.len() {
                    self.draw_one(seat, &mut ev);
                }
                if let Some(hand) = self.hands.get_mut(seat) {
                    hand.sort();
                }
                if let Some(drawn) = self.drawn.get_mut(seat) {
                    *drawn = Some(cards.len() as u8);
                }
                let count = cards.len() as u8;
                Self::announce(&mut ev, seat, Note::Draws { count });
                self.phase = if pos + 1 < self.order.len() {
                    Phase::Draw { pos: pos + 1 }
                } else {
                    Phase::GoingOut { pos: 0 }
                };
            }
            (Phase::GoingOut { pos }, Action::Pass) => {
                Self::announce(&mut ev, seat, Note::Passes);
                if pos + 1 < self.order.len() {
                    self.phase = Phase::GoingOut { pos: pos + 1 };
                } else {
                    ev.push(Event::round_over(Note::NobodyOut {
                        round: self.round,
                        kind: self.kind(),
                    }));
                    self.next_round(&mut ev);
                    return Ok(self.with_turn(ev));
                }
            }
            (Phase::GoingOut { .. }, Action::GoOut { show }) => {
                if let Some(shown) = self.shown.get_mut(seat) {
                    for &card in show {
                        if !shown.contains(card) {
                            shown.push(card);
                        }
                    }
                }
                ev.push(Event::Revealed {
                    seat,
                    cards: show.to_vec(),
                    to: Audience::Everyone,
                });
                Self::announce(&mut ev, seat, Note::GoesOut { show: *show });
                let first = self.next_active(seat);
                self.responders = self.active_from(first);
                self.responders.retain(|&s| s != seat);
                self.spoken.clear();
                self.phase = Phase::Responding { goer: seat, pos: 0 };
            }
            (Phase::Responding { goer, pos }, _) => {
                let response = match action {
                    Action::Challenge => Response::Challenge,
                    Action::Rechallenge => Response::Rechallenge,
                    _ => Response::Pass,
                };
                Self::announce(&mut ev, seat, Note::Answers { goer, response });
                self.spoken.push(Spoken { seat, response });
                if pos + 1 < self.responders.len() {
                    self.phase = Phase::Responding { goer, pos: pos + 1 };
                } else if self.spoken.iter().all(|s| s.response == Response::Pass) {
                    let pot = self.pot;
                    self.pot_to(goer, pot, &mut ev);
                    self.end_deal(&mut ev, Note::Unchallenged { goer, pot });
                    return Ok(self.with_turn(ev));
                } else {
                    self.settle(goer, 0, &mut ev);
                    return Ok(self.with_turn(ev));
                }
            }
            (
                Phase::Answering {
                    goer,
                    rechallenger,
                    doublings,
                    answering,
                    index,
                },
                _,
            ) => {
                let other = if answering == goer {
                    rechallenger
                } else {
                    goer
                };
                match action {
                    Action::Drop => {
                        let stake = doubled(self.pot, doublings.saturating_sub(1));
                        let dropped = Note::Drops {
                            winner: other,
                            stake,
                            paid: self.payable(answering, stake),
                        };
                        Self::announce(&mut ev, seat, dropped);
                        self.phase = Phase::Responding {
                            goer,
                            pos: self.responders.len(),
                        };
                        let paid = self.pay(answering, seat_holder(other), stake, &mut ev);
                        self.settlements.push(Settlement {
                            round: self.round,
                            goer,
                            opponent: rechallenger,
                            how: Settled::Dropped,
                            stake,
                            winner: Some(other),
                            paid,
                            goer_cards: None,
                            opponent_cards: None,
                        });
                        self.settle(goer, index + 1, &mut ev);
                    }
                    Action::Accept => {
                        let stake = doubled(self.pot, doublings);
                        let accepted = Note::Accepts {
                            against: other,
                            stake,
                        };
                        Self::announce(&mut ev, seat, accepted);
                        self.phase = Phase::Responding {
                            goer,
                            pos: self.responders.len(),
                        };
                        self.showdown(goer, rechallenger, stake, &mut ev);
                        self.settle(goer, index + 1, &mut ev);
                    }
                    _ => {
                        let doublings = doublings.saturating_add(1);
                        let back = Note::RechallengesBack {
                            against: other,
                            stake: doubled(self.pot, doublings),
                        };
                        Self::announce(&mut ev, seat, back);
                        self.phase = Phase::Answering {
                            goer,
                            rechallenger,
                            doublings,
                            answering: other,
                            index,
                        };
                    }
                }
                return Ok(self.with_turn(ev));
            }
            _ => {
                return Err(SharedRefusal::Illegal {
                    action: action.phrase(),
                }
                .into());
            }
        }
        Ok(self.with_turn(ev))
    }

    fn view(&self, seat: Seat) -> View {
        let to_act = self.current_seat();
        let settlements = self
            .settlements
            .iter()
            .map(|s| {
                let mut s = s.clone();
                if seat != s.goer && seat != s.opponent {
                    s.goer_cards = None;
                    s.opponent_cards = None;
                }
                s
            })
            .collect();
        View {
            seat,
            watching: false,
            seats: self.seats,
            deal: self.deal,
            max_deals: self.options.max_deals,
            round: self.round,
            kind: self.kind(),
            dealer: self.dealer,
            leader: self.leader,
            phase: self.phase,
            to_act,
            pot: self.pot,
            stacks: self.stacks.clone(),
            at_table: self.at_table.clone(),
            hand: self.hands.get(seat).copied().unwrap_or(CardList::EMPTY),
            hand_counts: self.hands.iter().map(|h| h.len()).collect(),
            shown: self.shown.clone(),
            stock_count: self.stock.len(),
            discard_count: self.discard.len(),
            drawn: self.drawn.clone(),
            order: self.order.clone(),
            responders: self.responders.clone(),
            spoken: self.spoken.clone(),
            settlements,
            stake: self.stake_now(),
            legal: if to_act == Some(seat) {
                self.legal_actions()
            } else {
                Vec::new()
            },
            outcome: self.outcome.clone(),
        }
    }

    fn watch_view(&self) -> View {
        // Seat 0's view less its hand and actions, and with every private showdown's cards
        // left out (seat 0 sees those it took part in).
        let mut view = self.view(0);
        view.watching = true;
        view.hand = CardList::EMPTY;
        view.legal.clear();
        for settlement in &mut view.settlements {
            settlement.goer_cards = None;
            settlement.opponent_cards = None;
        }
        view
    }

    fn outcome(&self) -> Option<Outcome<Note>> {
        if self.phase == Phase::Over {
            self.outcome.clone()
        } else {
            None
        }
    }

    fn validate(&self) -> Result<(), Refusal> {
        let bad = |what: &str| Err(SharedRefusal::damaged(what).into());
        let n = self.seats;
        if !Self::INFO.seats.contains(&n) {
            return bad("the seat count is out of range");
        }
        if !(MIN_TOKENS..=MAX_TOKENS).contains(&self.options.tokens) || self.options.dealer >= n {
            return bad("the options are out of range");
        }
        if self.hands.len() != n
            || self.shown.len() != n
            || self.stacks.len() != n
            || self.at_table.len() != n
            || self.drawn.len() != n
            || self.known.len() != n
        {
            return bad("the seat lists have the wrong length");
        }
        if cards::sorted(&self.all_cards()) != cards::sorted(&cards::standard_pack()) {
            return bad("the cards are not exactly one pack");
        }
        let total: u128 =
            self.stacks.iter().map(|&s| u128::from(s)).sum::<u128>() + u128::from(self.pot);
        if total != u128::from(self.options.tokens) * n as u128 {
            return bad("tokens were lost or made");
        }
        for seat in 0..n {
            let hand = self.hands[seat];
            let at = self.at_table[seat];
            if at && (hand.len() != 3 || self.stacks[seat] == 0) {
                return bad("a player at the table has no full hand or no tokens");
            }
            if !at && (!hand.is_empty() || self.stacks[seat] != 0) {
                return bad("a player who left still holds cards or tokens");
            }
            if self.shown[seat].iter().any(|c| !hand.contains(c)) {
                return bad("a shown card is not in its hand");
            }
            if hand.as_slice().windows(2).any(|w| w[0] >= w[1]) {
                return bad("a hand is not in order");
            }
            if self.drawn[seat].is_some_and(|d| d > 3) {
                return bad("a draw count is out of range");
            }
        }
        if self.dealer >= n || self.leader >= n {
            return bad("the dealer or leader is not a seat");
        }
        let capped = self.round == ROUND_CAP && self.phase != Phase::Over;
        if self.round == 0 || self.round > ROUND_CAP || capped || self.deal == 0 {
            return bad("the round or deal number is out of range");
        }
        if self.options.max_deals != 0 && self.deal > self.options.max_deals {
            return bad("the deal number is beyond the last deal");
        }
        let seated = |list: &[Seat]| list.iter().all(|&s| s < n && self.at_table[s]);
        if self
            .settlements
            .iter()
            .any(|s| s.goer >= n || s.opponent >= n)
        {
            return bad("a settlement names a seat that does not exist");
        }
        match self.phase {
            Phase::Over => {
                if self.outcome.is_none() {
                    return bad("a finished game has no result");
                }
                return Ok(());
            }
            _ if self.outcome.is_some() || self.active_count() < 2 => {
                return bad("a game in progress has a result or too few players");
            }
            Phase::Draw { pos } | Phase::GoingOut { pos } => {
                if pos >= self.order.len() || !seated(&self.order) {
                    return bad("the turn order is inconsistent");
                }
                if matches!(self.phase, Phase::Draw { .. }) && self.round == 1 {
                    return bad("there is no draw in round I");
                }
            }
            Phase::Responding { goer, pos } => {
                if goer >= n
                    || !self.at_table[goer]
                    || pos >= self.responders.len()
                    || self.spoken.len() != pos
                    || !seated(&self.responders)
                    || self.responders.contains(&goer)
                    || self
                        .spoken
                        .iter()
                        .zip(&self.responders)
                        .any(|(s, &r)| s.seat != r)
                {
                    return bad("the answers to the goer are inconsistent");
                }
            }
            Phase::Answering {
                goer,
                rechallenger,
                answering,
                index,
                doublings,
            } => {
                let spoken_ok = self
                    .spoken
                    .get(index)
                    .is_some_and(|s| s.seat == rechallenger && s.response == Response::Rechallenge);
                if goer >= n
                    || rechallenger >= n
                    || !self.at_table[goer]
                    || !self.at_table[rechallenger]
                    || goer == rechallenger
                    || (answering != goer && answering != rechallenger)
                    || doublings == 0
                    || !spoken_ok
                    || self.spoken.len() != self.responders.len()
                    || self
                        .spoken
                        .iter()
                        .zip(&self.responders)
                        .any(|(s, &r)| s.seat != r)
                {
                    return bad("the rechallenge is inconsistent");
                }
            }
        }
        Ok(())
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut all = Vec::with_capacity(52);
        all.extend_from_slice(&self.stock);
        all.extend_from_slice(&self.discard);
        for hand in &self.hands {
            all.extend(hand.iter());
        }
        all
    }

    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng) {
        let known = self.known.get(seat).copied().unwrap_or(0);
        let hidden_in_hand = |me: &Self, other: Seat, card: Card| {
            other != seat
                && !me.shown.get(other).is_some_and(|s| s.contains(card))
                && known & card_bit(card) == 0
        };
        let mut pool: Vec<Card> = Vec::with_capacity(52);
        pool.extend_from_slice(&self.stock);
        pool.extend_from_slice(&self.discard);
        for other in 0..self.seats {
            for card in self.hands[other].iter() {
                if hidden_in_hand(self, other, card) {
                    pool.push(card);
                }
            }
        }
        rng.shuffle(&mut pool);
        let mut next = pool.into_iter();
        for slot in self.stock.iter_mut().chain(self.discard.iter_mut()) {
            if let Some(card) = next.next() {
                *slot = card;
            }
        }
        for other in 0..self.seats {
            let old = self.hands[other];
            let mut hand = CardList::EMPTY;
            for card in old.iter() {
                if hidden_in_hand(self, other, card) {
                    hand.push(next.next().unwrap_or(card));
                } else {
                    hand.push(card);
                }
            }
            hand.sort();
            self.hands[other] = hand;
        }
    }

    fn bot_action(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }

    /// The hard player's move, with what its search found: what the move and the best other
    /// one left this seat on average over the deals of the hidden cards it played out.
    fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> crate::coach::Advice<Action> {
        coach::advise(view, legal, rng)
    }

    fn assess(
        view: &View,
        legal: &[Action],
        played: &Action,
        rng: &mut GameRng,
    ) -> Option<crate::assessment::Assessment<Action>> {
        hard::assess(view, legal, played, rng)
    }

    fn lesson() -> Option<crate::guide::Lesson<Options, Action>> {
        Some(lesson::lesson())
    }

    fn canonical_action(&self, action: &Action) -> Action {
        let Some(seat) = self.current_seat() else {
            return action.clone();
        };
        let hand = self.hand(seat);
        match (self.phase, action) {
            (Phase::Draw { .. }, Action::Discard { cards }) => cards::in_hand_order(cards, hand)
                .map_or_else(
                    || action.clone(),
                    |cards| Action::Discard {
                        cards: CardList::new(&cards),
                    },
                ),
            (Phase::GoingOut { .. }, Action::GoOut { show }) => {
                match cards::in_hand_order(show, hand).as_deref() {
                    Some(&[first, second]) => Action::GoOut {
                        show: [first, second],
                    },
                    _ => action.clone(),
                }
            }
            _ => action.clone(),
        }
    }
}

impl ChallengePoker {
    /// Appends a TurnTo for whoever acts next, unless the last event already says so.
    fn with_turn(&self, mut ev: Vec<Event<Note>>) -> Vec<Event<Note>> {
        if let Some(seat) = self.current_seat()
            && ev.last() != Some(&Event::TurnTo { seat })
        {
            ev.push(Event::TurnTo { seat });
        }
        ev
    }
}
