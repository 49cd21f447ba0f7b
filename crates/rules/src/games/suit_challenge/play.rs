//! How a game of Suit Challenge is played out, behind `Game::apply`: the sheets and hands,
//! the check of an action against the phase, calls and their showdowns, Total Hand and the
//! Challenge row, rounds, deals and draws.

use super::*;

impl SuitChallenge {
    pub(super) fn sheet(&self, seat: Seat) -> Sheet {
        self.sheets.get(seat).copied().unwrap_or([None; 9])
    }

    pub(super) fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat).map_or(&[], |h| h.as_slice())
    }

    pub(super) fn row_empty(&self, seat: Seat, row: Row) -> bool {
        self.sheet(seat)[row.index()].is_none()
    }

    pub(super) fn can_override(&self, seat: Seat) -> bool {
        self.challenge.is_none() && self.row_empty(seat, Row::TotalHand)
    }

    pub(super) fn push_calls(&self, seat: Seat, out: &mut Vec<Action>) {
        let hand = self.hand(seat);
        if let Some(ch) = self.challenge {
            if forms(hand, ch.row) {
                out.push(Action::Call { hand: ch.row });
            }
            return;
        }
        let (formed, count) = hands::formed(hand);
        for &row in formed.iter().take(count) {
            out.push(Action::Call { hand: row });
        }
        if self.row_empty(seat, Row::TotalHand) && hand.len() == 5 {
            out.push(Action::Call {
                hand: Row::TotalHand,
            });
        }
    }

    pub(super) fn check(&self, action: &Action) -> Result<(), Refusal> {
        let wrong = |refusal: Refusal| Err(refusal);
        match (&self.phase, action) {
            (Phase::GameOver, _) => Err(SharedRefusal::GameOver.into()),
            (
                Phase::Opening { seat } | Phase::Turn { seat } | Phase::AfterDraw { seat },
                Action::Call { hand },
            ) => {
                let cards = self.hand(*seat);
                if let Some(ch) = self.challenge {
                    if *hand != ch.row {
                        return Err(Refusal::ChallengeCall { row: ch.row });
                    }
                } else if *hand == Row::Challenge {
                    return wrong(Refusal::ChallengeRowCall);
                } else if *hand == Row::TotalHand && !self.row_empty(*seat, Row::TotalHand) {
                    return wrong(Refusal::TotalHandFilled);
                }
                if forms(cards, *hand) {
                    Ok(())
                } else {
                    Err(Refusal::NotFormed { hand: *hand })
                }
            }
            (Phase::Opening { .. }, Action::Pass)
            | (Phase::AfterDraw { .. }, Action::EndTurn)
            | (Phase::Respond { .. }, Action::Accept)
            | (Phase::ChallengeChoice { .. }, Action::Quit) => Ok(()),
            (Phase::Turn { seat }, Action::Discard { cards }) => {
                let hand = self.hand(*seat);
                for (at, card) in cards.iter().enumerate() {
                    if !hand.contains(&card) {
                        return Err(Refusal::NotHeld { card });
                    }
                    if cards[..at].contains(&card) {
                        return Err(Refusal::ListedTwice { card });
                    }
                }
                Ok(())
            }
            (Phase::Respond { seat, .. }, Action::TotalHand) => {
                if self.can_override(*seat) {
                    Ok(())
                } else {
                    wrong(Refusal::AnswerFilled)
                }
            }
            (Phase::ChallengeChoice { seat }, Action::Challenge { row }) => {
                if Row::REQUIRED.contains(row) && self.row_empty(*seat, *row) {
                    Ok(())
                } else {
                    Err(Refusal::ChallengeFilled { row: *row })
                }
            }
            (Phase::Opening { .. }, _) => wrong(Refusal::Opening),
            (Phase::Turn { .. }, _) => wrong(Refusal::Turn),
            (Phase::AfterDraw { .. }, _) => wrong(Refusal::AfterDraw),
            (Phase::Respond { .. }, _) => wrong(Refusal::Answer),
            (Phase::ChallengeChoice { .. }, _) => wrong(Refusal::ChallengeChoice),
        }
    }

    /// Writes points in an empty row (or adds to the Challenge row); false if it was filled.
    pub(super) fn write(
        &mut self,
        seat: Seat,
        row: Row,
        points: i64,
        events: &mut Vec<Event<Note>>,
    ) -> bool {
        let Some(sheet) = self.sheets.get_mut(seat) else {
            return false;
        };
        let slot = &mut sheet[row.index()];
        match (row, *slot) {
            (Row::Challenge, previous) => {
                *slot = Some(previous.unwrap_or(0).saturating_add(points))
            }
            (_, Some(_)) => return false,
            (_, None) => *slot = Some(points),
        }
        let total = sheet_total(sheet);
        events.push(Event::Scored {
            seat,
            row: row.id().to_string(),
            points,
            total,
        });
        true
    }

    pub(super) fn reveal(&self, events: &mut Vec<Event<Note>>) -> [CardList; 2] {
        for seat in 0..2 {
            events.push(Event::Revealed {
                seat,
                cards: self.hand(seat).to_vec(),
                to: Audience::Everyone,
            });
        }
        [CardList::new(self.hand(0)), CardList::new(self.hand(1))]
    }

    /// A normal (non-Total-Hand) call of `call` by `caller` against the other hand.
    /// Who wins a normal call, with the winning hand and its points; None on equal points.
    pub(super) fn compare_call(&self, caller: Seat, call: Row) -> Option<(Seat, Row, i64)> {
        let mine = self.hand(caller);
        let theirs = self.hand(other(caller));
        let mine_points = hand_points(mine, call);
        if forms(theirs, call) {
            let their_points = hand_points(theirs, call);
            return match mine_points.cmp(&their_points) {
                std::cmp::Ordering::Greater => Some((caller, call, mine_points)),
                std::cmp::Ordering::Less => Some((other(caller), call, their_points)),
                std::cmp::Ordering::Equal => None,
            };
        }
        match best_hand(theirs) {
            Some(best) if best.rank() > call.rank() => {
                Some((other(caller), best, hand_points(theirs, best)))
            }
            _ => Some((caller, call, mine_points)),
        }
    }

    /// Settles a call; `total_hand_by` is the seat that overrode it with Total Hand.
    pub(super) fn settle(
        &mut self,
        caller: Seat,
        call: Row,
        total_hand_by: Option<Seat>,
        events: &mut Vec<Event<Note>>,
    ) {
        let hands = self.reveal(events);
        let result = if let Some(ch) = self.challenge {
            self.settle_challenge(caller, ch, events)
        } else if let Some(by) = total_hand_by {
            self.settle_total(by, Some((caller, call)), events)
        } else if call == Row::TotalHand {
            self.settle_total(caller, None, events)
        } else {
            match self.compare_call(caller, call) {
                // Equal points: both hands score what the caller's does.
                None => Note::CallTied {
                    hand: call,
                    points: hand_points(self.hand(caller), call),
                },
                Some((winner, hand, points)) => {
                    if self.write(winner, hand, points, events) {
                        Note::CallWon {
                            winner,
                            hand,
                            points,
                        }
                    } else {
                        Note::CallWonRowFilled {
                            winner,
                            hand,
                            points,
                        }
                    }
                }
            }
        };
        self.last_showdown = Some(Showdown {
            caller,
            call,
            total_hand_by,
            hands,
            result: result.clone(),
        });
        events.push(Event::round_over(result));
        self.after_round(events);
    }

    /// Total Hand by `by`, either called on their turn or overriding `overridden`.
    pub(super) fn settle_total(
        &mut self,
        by: Seat,
        overridden: Option<(Seat, Row)>,
        events: &mut Vec<Event<Note>>,
    ) -> Note {
        let mine = five_card_total(self.hand(by));
        let theirs = five_card_total(self.hand(other(by)));
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Equal => Note::TotalsTied { total: mine },
            std::cmp::Ordering::Greater => {
                self.write(by, Row::TotalHand, mine, events);
                Note::TotalHandWon {
                    seat: by,
                    total: mine,
                    against: theirs,
                }
            }
            std::cmp::Ordering::Less => {
                self.write(by, Row::TotalHand, 0, events);
                match overridden {
                    Some((caller, call)) if self.write(caller, call, theirs, events) => {
                        Note::AnswerLost {
                            seat: by,
                            total: mine,
                            against: theirs,
                            caller,
                            call,
                        }
                    }
                    _ => Note::TotalHandLost {
                        seat: by,
                        total: mine,
                        against: theirs,
                    },
                }
            }
        }
    }

    pub(super) fn settle_challenge(
        &mut self,
        caller: Seat,
        ch: ChallengeRound,
        events: &mut Vec<Event<Note>>,
    ) -> Note {
        let challenger = ch.challenger;
        let defender = other(challenger);
        let caller_total = five_card_total(self.hand(caller));
        let other_total = five_card_total(self.hand(other(caller)));
        let winner = if forms(self.hand(other(caller)), ch.row) {
            match caller_total.cmp(&other_total) {
                std::cmp::Ordering::Greater => Some(caller),
                std::cmp::Ordering::Less => Some(other(caller)),
                std::cmp::Ordering::Equal => None,
            }
        } else {
            Some(caller)
        };
        self.challenge = None;
        match winner {
            None => Note::ChallengeTied {
                row: ch.row,
                total: caller_total,
            },
            Some(w) if w == challenger => {
                let total = five_card_total(self.hand(challenger));
                self.write(challenger, ch.row, total, events);
                Note::ChallengeWon {
                    challenger,
                    row: ch.row,
                    total,
                }
            }
            Some(_) => {
                let total = five_card_total(self.hand(defender));
                self.write(challenger, ch.row, 0, events);
                self.write(defender, Row::Challenge, total, events);
                Note::ChallengeLost {
                    challenger,
                    row: ch.row,
                    defender,
                    total,
                }
            }
        }
    }

    pub(super) fn after_round(&mut self, events: &mut Vec<Event<Note>>) {
        let full = [sheet_full(&self.sheet(0)), sheet_full(&self.sheet(1))];
        match full {
            [true, true] => self.end_game(events),
            [true, false] | [false, true] => {
                let seat = if full[0] { 1 } else { 0 };
                self.challenge = None;
                self.phase = Phase::ChallengeChoice { seat };
                events.push(Event::TurnTo { seat });
            }
            [false, false] => self.deal_round(events),
        }
    }

    pub(super) fn end_game(&mut self, events: &mut Vec<Event<Note>>) {
        let scores: Vec<i64> = (0..2).map(|s| sheet_total(&self.sheet(s))).collect();
        let summary = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Equal => Note::GameDrawn { points: scores[0] },
            std::cmp::Ordering::Greater => Note::GameWon {
                winner: 0,
                points: scores[0],
                against: scores[1],
            },
            std::cmp::Ordering::Less => Note::GameWon {
                winner: 1,
                points: scores[1],
                against: scores[0],
            },
        };
        let outcome = Outcome::by_highest_score(scores, summary);
        self.phase = Phase::GameOver;
        self.challenge = None;
        self.outcome = Some(outcome.clone());
        events.push(Event::GameOver { outcome });
    }

    /// Gathers every card, shuffles, and deals the next round with the other dealer.
    pub(super) fn deal_round(&mut self, events: &mut Vec<Event<Note>>) {
        events.reserve(16 + self.discards.len() + 12);
        self.dealer = other(self.dealer);
        self.round = self.round.saturating_add(1);
        for seat in 0..self.hands.len() {
            let cards = std::mem::take(&mut self.hands[seat]);
            for card in cards {
                events.push(Event::CardMoved {
                    card: Some(card),
                    from: Zone::Hand { seat },
                    to: Zone::Stock,
                    face_up: false,
                    seen_by: Audience::Everyone,
                });
                self.stock.push(card);
            }
        }
        self.shuffle_discards_into_stock(events);
        self.deal_hands(events);
    }

    pub(super) fn shuffle_discards_into_stock(&mut self, events: &mut Vec<Event<Note>>) {
        crate::game::shuffle_discards_into_stock(
            &mut self.discards,
            &mut self.stock,
            &mut self.rng,
            events,
        );
    }

    /// Five cards each, one at a time, non-dealer first; then the opening calls.
    pub(super) fn deal_hands(&mut self, events: &mut Vec<Event<Note>>) {
        let first = other(self.dealer);
        for _ in 0..5 {
            for seat in [first, self.dealer] {
                self.draw_one(seat, events);
            }
        }
        for hand in &mut self.hands {
            hand.sort_unstable_by_key(hand_key);
        }
        self.turns = 0;
        self.draws = vec![None; 2];
        self.phase = Phase::Opening { seat: first };
        events.push(Event::TurnTo { seat: first });
    }

    pub(super) fn draw_one(&mut self, seat: Seat, events: &mut Vec<Event<Note>>) {
        if self.stock.is_empty() {
            self.shuffle_discards_into_stock(events);
        }
        if let (Some(card), Some(hand)) = (self.stock.pop(), self.hands.get_mut(seat)) {
            hand.push(card);
            events.push(Event::CardMoved {
                card: Some(card),
                from: Zone::Stock,
                to: Zone::Hand { seat },
                face_up: false,
                seen_by: Audience::only(seat),
            });
        }
    }

    pub(super) fn set_turn(&mut self, phase: Phase, events: &mut Vec<Event<Note>>) {
        if let Some(seat) = phase.seat() {
            events.push(Event::TurnTo { seat });
        }
        self.phase = phase;
    }

    pub(super) fn announce(events: &mut Vec<Event<Note>>, seat: Seat, note: Note) {
        events.push(Event::said(seat, note));
    }
}
