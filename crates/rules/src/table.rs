//! The places of a table, which events and refusals are written in: seats, the zones where
//! cards lie, who may see a card's face, and who holds tokens.

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0. Seat 0 is where the local player usually sits.
pub type Seat = usize;

/// Where cards lie. Every game uses the subset it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "zone", rename_all = "snake_case")]
pub enum Zone {
    /// The face-down stock that cards are drawn from.
    Stock,
    /// The discard pile (face down unless the game says otherwise).
    Discard,
    /// A seat's hand.
    Hand { seat: Seat },
    /// Cards a seat has played in front of itself (bluff_poker rows, shown cards).
    Row { seat: Seat },
    /// The shared play pile in the centre (svoi_kozyri).
    Pile,
    /// Cards removed from the game for good.
    OutOfPlay,
    /// Cards set aside unseen at the deal.
    SetAside,
}

/// Who may see a card's face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    Everyone,
    Seats(Vec<Seat>),
    Nobody,
}

impl Audience {
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Seats(seats) => seats.contains(&seat),
            Audience::Nobody => false,
        }
    }

    pub fn only(seat: Seat) -> Audience {
        Audience::Seats(vec![seat])
    }
}

/// Who holds tokens: a seat's stack or the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "holder", rename_all = "snake_case")]
pub enum TokenHolder {
    Seat { seat: Seat },
    Pot,
}
