//! How a game of Challenge Poker is played out, behind `Game::apply`: the seats still at the
//! table, payments and the pot, deals and draws, rounds, showdowns and settlements, and the
//! check of an action against the phase.

use super::*;

impl ChallengePoker {
    pub(super) fn active_count(&self) -> usize {
        self.at_table.iter().filter(|&&a| a).count()
    }

    /// The next seat still at the table after `from`, going left; `from` itself if none.
    pub(super) fn next_active(&self, from: Seat) -> Seat {
        (1..=self.seats)
            .map(|step| (from + step) % self.seats.max(1))
            .find(|&s| self.is_at_table(s))
            .unwrap_or(from)
    }

    /// Seats at the table, starting with `first` (or the next one after it) going left.
    pub(super) fn active_from(&self, first: Seat) -> Vec<Seat> {
        (0..self.seats)
            .map(|step| (first + step) % self.seats.max(1))
            .filter(|&s| self.is_at_table(s))
            .collect()
    }

    pub(super) fn stake_now(&self) -> Option<u64> {
        match self.phase {
            Phase::Answering { doublings, .. } => Some(doubled(self.pot, doublings)),
            _ => None,
        }
    }

    pub(super) fn announce(ev: &mut Vec<Event<Note>>, seat: Seat, note: Note) {
        ev.push(Event::said(seat, note));
    }

    /// What `payer` can pay of `amount`: all of it, or its whole stack.
    pub(super) fn payable(&self, payer: Seat, amount: u64) -> u64 {
        amount.min(self.stacks.get(payer).copied().unwrap_or(0))
    }

    /// Moves tokens from a stack to the pot or another stack; returns what was paid.
    pub(super) fn pay(
        &mut self,
        payer: Seat,
        to: TokenHolder,
        amount: u64,
        ev: &mut Vec<Event<Note>>,
    ) -> u64 {
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

    pub(super) fn pot_to(&mut self, seat: Seat, amount: u64, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn hand_to_discard(&mut self, seat: Seat, card: Card, ev: &mut Vec<Event<Note>>) {
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
    pub(super) fn leave(&mut self, seat: Seat, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn draw_one(&mut self, seat: Seat, ev: &mut Vec<Event<Note>>) {
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
    pub(super) fn deal_hands(&mut self, ev: &mut Vec<Event<Note>>) {
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
    pub(super) fn new_deal(&mut self, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn reset_deal_memory(&mut self) {
        for shown in &mut self.shown {
            shown.clear();
        }
        for known in &mut self.known {
            *known = 0;
        }
        self.settlements.clear();
    }

    /// Antes (rounds I–IV), then the turn order and the first phase of `self.round`.
    pub(super) fn begin_round(&mut self, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn next_round(&mut self, ev: &mut Vec<Event<Note>>) {
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
    pub(super) fn share_pot(&mut self, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn end_deal(&mut self, ev: &mut Vec<Event<Note>>, result: Note) {
        ev.push(Event::round_over(result));
        if self.options.max_deals != 0 && self.deal >= self.options.max_deals {
            self.game_over(ev);
        } else {
            self.new_deal(ev);
        }
    }

    pub(super) fn game_over(&mut self, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn showdown(
        &mut self,
        goer: Seat,
        opponent: Seat,
        stake: u64,
        ev: &mut Vec<Event<Note>>,
    ) {
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
    pub(super) fn settle(&mut self, goer: Seat, from: usize, ev: &mut Vec<Event<Note>>) {
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

    pub(super) fn current_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Draw { pos } | Phase::GoingOut { pos } => self.order.get(pos).copied(),
            Phase::Responding { pos, .. } => self.responders.get(pos).copied(),
            Phase::Answering { answering, .. } => Some(answering),
            Phase::Over => None,
        }
    }

    pub(super) fn check(&self, action: &Action) -> Result<Seat, Refusal> {
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

    pub(super) fn new_state(
        options: &Options,
        seats: usize,
        rng: GameRng,
        stock: Vec<Card>,
    ) -> Self {
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
