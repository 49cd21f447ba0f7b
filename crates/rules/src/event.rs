//! What an action caused, in terms a table can animate, and how a game ended. Both are
//! generic over the note type of the game that made them (`N`, each game's own `Note`): the
//! core knows no list of games. The registry's `GameNote` stands for any game's note where a
//! layer above the games handles every game alike (`crate::Event`, `crate::Outcome`).

use crate::cards::Card;
use crate::phrase::{Phrase, Speak, Values};
use crate::rng::GameRng;
use crate::table::{Audience, Seat, TokenHolder, Zone};
use serde::{Deserialize, Serialize};

/// What an action caused, in terms a table can animate. Events come out of `apply` complete;
/// [`Event::seen_by`] hides from each seat the card faces it may not see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event<N> {
    /// Cards in a zone were shuffled (the pack before a deal, discards into a new stock).
    Shuffled { zone: Zone, count: usize },
    /// One card went from one zone to another. `card` is None where the viewer may not see it.
    CardMoved {
        card: Option<Card>,
        from: Zone,
        to: Zone,
        face_up: bool,
        seen_by: Audience,
    },
    /// A seat's cards were shown to an audience (a call, a showdown, going out).
    Revealed {
        seat: Seat,
        cards: Vec<Card>,
        to: Audience,
    },
    /// A seat said or did something the table should tell: a call, a pass, a guess, a choice.
    /// `note` is the game's own record of it (see each game's `Note`).
    Said { seat: Seat, note: N },
    /// Points were written for a seat: `row` is the id of the score-sheet row (or "score").
    Scored {
        seat: Seat,
        row: String,
        points: i64,
        total: i64,
    },
    /// Tokens moved between stacks and the pot.
    TokensMoved {
        from: TokenHolder,
        to: TokenHolder,
        amount: u64,
    },
    /// A seat left the table (out of tokens).
    SeatLeft { seat: Seat },
    /// It is now this seat's turn.
    TurnTo { seat: Seat },
    /// A round (a deal, a hand) ended; `result` is the game's record of how.
    RoundOver { result: N },
    /// The game is over.
    GameOver { outcome: Outcome<N> },
}

impl<N> Event<N> {
    /// `seat` said or did what `note` records.
    pub fn said(seat: Seat, note: impl Into<N>) -> Event<N> {
        Event::Said {
            seat,
            note: note.into(),
        }
    }

    /// A round ended as `result` records.
    pub fn round_over(result: impl Into<N>) -> Event<N> {
        Event::RoundOver {
            result: result.into(),
        }
    }

    /// The same event with its note (if it has one) turned into another type: a game's own
    /// note into the registry's note of any game.
    pub fn map_note<M>(self, into: impl Fn(N) -> M) -> Event<M> {
        match self {
            Event::Shuffled { zone, count } => Event::Shuffled { zone, count },
            Event::CardMoved {
                card,
                from,
                to,
                face_up,
                seen_by,
            } => Event::CardMoved {
                card,
                from,
                to,
                face_up,
                seen_by,
            },
            Event::Revealed { seat, cards, to } => Event::Revealed { seat, cards, to },
            Event::Said { seat, note } => Event::Said {
                seat,
                note: into(note),
            },
            Event::Scored {
                seat,
                row,
                points,
                total,
            } => Event::Scored {
                seat,
                row,
                points,
                total,
            },
            Event::TokensMoved { from, to, amount } => Event::TokensMoved { from, to, amount },
            Event::SeatLeft { seat } => Event::SeatLeft { seat },
            Event::TurnTo { seat } => Event::TurnTo { seat },
            Event::RoundOver { result } => Event::RoundOver {
                result: into(result),
            },
            Event::GameOver { outcome } => Event::GameOver {
                outcome: outcome.map_note(into),
            },
        }
    }
}

impl<N: Speak> Event<N> {
    /// What the event says, where it says anything a log would tell: a seat's note (naming
    /// that seat as `seat`), how a round or the game ended, points written on a score sheet.
    pub fn phrase(&self) -> Option<Phrase> {
        match self {
            Event::Said { seat, note } => Some(note.phrase().seat("seat", *seat)),
            Event::RoundOver { result } => Some(result.phrase()),
            Event::GameOver { outcome } => Some(outcome.summary.phrase()),
            _ => None,
        }
    }
}

impl<N: Clone> Event<N> {
    /// This event as `seat` may see it: hidden card faces removed, private reveals dropped.
    pub fn seen_by(&self, seat: Seat) -> Option<Event<N>> {
        match self {
            Event::CardMoved {
                card,
                from,
                to,
                face_up,
                seen_by,
            } => Some(Event::CardMoved {
                card: if seen_by.includes(seat) { *card } else { None },
                from: *from,
                to: *to,
                face_up: *face_up,
                seen_by: seen_by.clone(),
            }),
            Event::Revealed { to, .. } if !to.includes(seat) => None,
            other => Some(other.clone()),
        }
    }
}

/// Turns a face-down discard pile over onto the stock and shuffles the stock, recording both
/// for the table. Shared by every game that refills or regathers its stock.
pub fn shuffle_discards_into_stock<N>(
    discards: &mut Vec<Card>,
    stock: &mut Vec<Card>,
    rng: &mut GameRng,
    events: &mut Vec<Event<N>>,
) {
    for card in discards.drain(..) {
        events.push(Event::CardMoved {
            card: Some(card),
            from: Zone::Discard,
            to: Zone::Stock,
            face_up: false,
            seen_by: Audience::Nobody,
        });
        stock.push(card);
    }
    rng.shuffle(stock);
    events.push(Event::Shuffled {
        zone: Zone::Stock,
        count: stock.len(),
    });
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome<N> {
    /// Final score (or token stack) of each seat.
    pub scores: Vec<i64>,
    /// The seats that won; several on a shared win, none on a draw.
    pub winners: Vec<Seat>,
    /// The game's record of how it ended, for the results screen.
    pub summary: N,
}

impl<N> Outcome<N> {
    /// Everyone with the top score wins; a draw when all seats share it.
    pub fn by_highest_score(scores: Vec<i64>, summary: impl Into<N>) -> Outcome<N> {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners: Vec<Seat> = (0..scores.len()).filter(|&s| scores[s] == best).collect();
        let winners = if winners.len() == scores.len() && scores.len() > 1 {
            Vec::new()
        } else {
            winners
        };
        Outcome {
            scores,
            winners,
            summary: summary.into(),
        }
    }

    /// `seat`'s share of the win: 1 for a win alone, 1/k for a win shared by k seats, 0 for a
    /// loss, and one seat's share (1/seats) of a draw.
    pub fn share_of(&self, seat: Seat) -> f64 {
        if self.winners.is_empty() {
            1.0 / self.scores.len().max(1) as f64
        } else if self.winners.contains(&seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }

    /// The same outcome with its summary turned into another type.
    pub fn map_note<M>(self, into: impl Fn(N) -> M) -> Outcome<M> {
        Outcome {
            scores: self.scores,
            winners: self.winners,
            summary: into(self.summary),
        }
    }
}
