//! How a game of Bluff Poker is played out, behind `Game::apply`: who picks and leads, the
//! check of an action against the phase, refills, the end of a hand, showdowns, Lowball's
//! picks and its settlement.

use super::*;

impl BluffPoker {
    /// The seat choosing Lowball cards now, if any.
    pub(super) fn picker(&self) -> Option<Seat> {
        match self.phase {
            Phase::LowballPick { leader, .. } => Some(leader),
            Phase::LowballRespond { leader, .. } => Some(other(leader)),
            _ => None,
        }
    }

    pub(super) fn leader(&self) -> Option<Seat> {
        match self.phase {
            Phase::Hand { leader, .. }
            | Phase::LowballPick { leader, .. }
            | Phase::LowballAnswer { leader, .. }
            | Phase::LowballRespond { leader, .. } => Some(leader),
            Phase::Over => None,
        }
    }

    pub(super) fn can_lowball(&self, seat: Seat) -> bool {
        self.options.lowball
            && self.rows[0].is_empty()
            && self.rows[1].is_empty()
            && self.hands[other(seat)].len() >= 5
            && distinct_free(&self.hands[seat], &[]) >= 5
    }

    pub(super) fn fold_value(&self) -> Option<i64> {
        match self.phase {
            Phase::Hand { turn, .. } if !self.rows[turn].is_empty() => {
                Some(triangular(self.rows[0].len() + self.rows[1].len()))
            }
            Phase::LowballAnswer { .. } => Some(LOWBALL_FOLD),
            _ => None,
        }
    }

    /// Why `action` is not legal now, or Ok.
    pub(super) fn check(&self, action: &Action) -> Result<(), Refusal> {
        let two_packs = self.options.packs == 2;
        match self.phase {
            Phase::Over => Err(SharedRefusal::GameOver.into()),
            Phase::Hand { leader, turn } => match *action {
                Action::Play { card } => {
                    if !self.hands[turn].contains(&card) {
                        Err(Refusal::NotHeld { card })
                    } else if self.rows[turn].contains(&card) {
                        Err(Refusal::IdenticalPlay { card })
                    } else {
                        Ok(())
                    }
                }
                Action::Fold if self.rows[turn].is_empty() => Err(Refusal::FoldTooEarly),
                Action::Fold => Ok(()),
                Action::Lowball { .. } => {
                    if !self.options.lowball {
                        Err(Refusal::LowballOff)
                    } else if turn != leader || !self.rows[0].is_empty() || !self.rows[1].is_empty()
                    {
                        Err(Refusal::LowballLead)
                    } else if !self.can_lowball(turn) {
                        Err(if two_packs {
                            Refusal::LowballDifferent
                        } else {
                            Refusal::LowballFive
                        })
                    } else {
                        Ok(())
                    }
                }
                Action::Choose { .. } => Err(Refusal::NotChoosing),
                Action::Respond { .. } => Err(Refusal::NothingToAnswer),
            },
            Phase::LowballPick { .. } | Phase::LowballRespond { .. } => {
                let seat = self.picker().unwrap_or(0);
                match *action {
                    Action::Choose { card } => {
                        if !self.hands[seat].contains(&card) {
                            Err(Refusal::NotLeft { card })
                        } else if self.picks.contains(&card) {
                            Err(Refusal::IdenticalPick { card })
                        } else {
                            Ok(())
                        }
                    }
                    _ => Err(Refusal::ChooseFive),
                }
            }
            Phase::LowballAnswer { leader, .. } => match *action {
                Action::Fold => Ok(()),
                Action::Respond { .. } => {
                    if distinct_free(&self.hands[other(leader)], &[]) >= 5 {
                        Ok(())
                    } else {
                        Err(Refusal::AnswerNeedsFive)
                    }
                }
                _ => Err(Refusal::Answer),
            },
        }
    }

    /// Draws, `first` first and then alternately, until each holds ten or the stock is out.
    pub(super) fn refill(&mut self, first: Seat, events: &mut Vec<Event<Note>>) {
        loop {
            let mut drew = false;
            for seat in [first, other(first)] {
                if self.hands[seat].len() < 10
                    && let Some(card) = self.stock.pop()
                {
                    insert_sorted(&mut self.hands[seat], card);
                    events.push(moved(
                        card,
                        Zone::Stock,
                        Zone::Hand { seat },
                        false,
                        Audience::only(seat),
                    ));
                    drew = true;
                }
            }
            if !drew {
                break;
            }
        }
    }

    /// Sends the rows out of play (face-down ones unseen), refills, then starts the next hand
    /// with `leader` or ends the game.
    pub(super) fn end_hand(&mut self, leader: Seat, result: Note, events: &mut Vec<Event<Note>>) {
        events.push(Event::round_over(result.clone()));
        self.last_hand = Some(result);
        for seat in [0, 1] {
            let face_up = self.row_face_up[seat];
            for card in std::mem::take(&mut self.rows[seat]) {
                let seen_by = if face_up {
                    self.out_of_play.push(card);
                    Audience::Everyone
                } else {
                    self.hidden_out[seat].push(card);
                    Audience::only(seat)
                };
                events.push(moved(
                    card,
                    Zone::Row { seat },
                    Zone::OutOfPlay,
                    face_up,
                    seen_by,
                ));
            }
            self.row_face_up[seat] = true;
        }
        self.refill(leader, events);
        if self.hands[0].len() < 5 || self.hands[1].len() < 5 {
            self.phase = Phase::Over;
            if let Some(outcome) = self.outcome() {
                events.push(Event::GameOver { outcome });
            }
        } else {
            self.phase = Phase::Hand {
                leader,
                turn: leader,
            };
            events.push(Event::TurnTo { seat: leader });
        }
    }

    pub(super) fn score(&mut self, seat: Seat, points: i64, events: &mut Vec<Event<Note>>) {
        self.scores[seat] += points;
        events.push(Event::Scored {
            seat,
            row: "score".to_string(),
            points,
            total: self.scores[seat],
        });
    }

    pub(super) fn showdown(&mut self, leader: Seat, events: &mut Vec<Event<Note>>) {
        let values = [
            hands::evaluate(&self.rows[0]),
            hands::evaluate(&self.rows[1]),
        ];
        let named = values.map(Hand::of_value);
        for seat in [0, 1] {
            let cards = self.rows[seat].clone();
            let hand = named[seat];
            events.push(Event::said(seat, Note::Shows { cards, hand }));
        }
        let (next, result) = if values[0] == values[1] {
            (leader, Note::ShowdownTied { hand: named[0] })
        } else {
            let winner = if values[0] > values[1] { 0 } else { 1 };
            let points = triangular(10);
            self.score(winner, points, events);
            let result = Note::ShowdownWon {
                winner,
                hand: named[winner],
                against: named[other(winner)],
                points,
            };
            (winner, result)
        };
        self.end_hand(next, result, events);
    }

    /// Puts the five picks into the picker's row.
    pub(super) fn place_picks(&mut self, seat: Seat, face_up: bool, events: &mut Vec<Event<Note>>) {
        let seen_by = if face_up {
            Audience::Everyone
        } else {
            Audience::only(seat)
        };
        for card in std::mem::take(&mut self.picks) {
            self.rows[seat].push(card);
            events.push(moved(
                card,
                Zone::Hand { seat },
                Zone::Row { seat },
                face_up,
                seen_by.clone(),
            ));
        }
        self.row_face_up[seat] = face_up;
    }

    pub(super) fn settle_lowball(
        &mut self,
        leader: Seat,
        leader_face_up: bool,
        face_up: bool,
        events: &mut Vec<Event<Note>>,
    ) {
        let responder = other(leader);
        // Who scores how much (nobody on equal hands), and the hand's result.
        let (scorer, result) = if face_up {
            if !leader_face_up {
                events.push(Event::Revealed {
                    seat: leader,
                    cards: self.rows[leader].clone(),
                    to: Audience::Everyone,
                });
                self.row_face_up[leader] = true;
            }
            let lead = hands::evaluate(&self.rows[leader]);
            let answer = hands::evaluate(&self.rows[responder]);
            if lead == answer {
                let hand = Hand::of_value(lead);
                (None, Note::LowballTied { hand })
            } else {
                let low = if lead < answer { leader } else { responder };
                let (mine, theirs) = if low == leader {
                    (lead, answer)
                } else {
                    (answer, lead)
                };
                let result = Note::LowballWon {
                    winner: low,
                    hand: Hand::of_value(mine),
                    cards: self.rows[low].clone(),
                    against: Hand::of_value(theirs),
                    against_cards: self.rows[other(low)].clone(),
                    points: LOWBALL_WIN,
                };
                (Some((low, LOWBALL_WIN)), result)
            }
        } else {
            let points = if leader_face_up {
                LOWBALL_WIN
            } else {
                LOWBALL_BLIND
            };
            let result = Note::LowballAnsweredDown {
                seat: responder,
                leader,
                points,
            };
            (Some((leader, points)), result)
        };
        match scorer {
            Some((seat, points)) => {
                self.score(seat, points, events);
                self.end_hand(seat, result, events);
            }
            None => self.end_hand(leader, result, events),
        }
    }

    pub(super) fn visible_row(&self, seat: Seat, viewer: Seat) -> RowView {
        let row = &self.rows[seat];
        let visible = self.row_face_up[seat] || seat == viewer;
        let cards = if visible { row.clone() } else { Vec::new() };
        let best = (!cards.is_empty()).then(|| Hand::of(&cards));
        RowView {
            face_up: self.row_face_up[seat],
            hidden: if visible { 0 } else { row.len() },
            cards,
            best,
        }
    }
}
