//! The one interface every game implements, and the vocabulary they share: seats, zones,
//! events a table can animate, errors, outcomes and bot levels. Events and errors are data:
//! what a player reads is worded from them by the text layer.

use crate::cards::Card;
use crate::games::GameNote;
use crate::phrase::{Arg, Args, Phrase, Speak, Values};
use crate::registry::{GameInfo, Registered};
use crate::rng::GameRng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

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

/// What an action caused, in terms a table can animate. Events come out of `apply` complete;
/// [`Event::seen_by`] hides from each seat the card faces it may not see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
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
    Said { seat: Seat, note: GameNote },
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
    RoundOver { result: GameNote },
    /// The game is over.
    GameOver { outcome: Outcome },
}

impl Event {
    /// `seat` said or did what `note` records.
    pub fn said(seat: Seat, note: impl Into<GameNote>) -> Event {
        Event::Said {
            seat,
            note: note.into(),
        }
    }

    /// A round ended as `result` records.
    pub fn round_over(result: impl Into<GameNote>) -> Event {
        Event::RoundOver {
            result: result.into(),
        }
    }

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

    /// This event as `seat` may see it: hidden card faces removed, private reveals dropped.
    pub fn seen_by(&self, seat: Seat) -> Option<Event> {
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
pub fn shuffle_discards_into_stock(
    discards: &mut Vec<Card>,
    stock: &mut Vec<Card>,
    rng: &mut GameRng,
    events: &mut Vec<Event>,
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
pub struct Outcome {
    /// Final score (or token stack) of each seat.
    pub scores: Vec<i64>,
    /// The seats that won; several on a shared win, none on a draw.
    pub winners: Vec<Seat>,
    /// The game's record of how it ended, for the results screen.
    pub summary: GameNote,
}

impl Outcome {
    /// Everyone with the top score wins; a draw when all seats share it.
    pub fn by_highest_score(scores: Vec<i64>, summary: impl Into<GameNote>) -> Outcome {
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
}

/// Why an action, a new game or a load was refused. The state is unchanged. Its values are added
/// as a phrase's are ([`Values`]).
///
/// `kind` is the id of the message that words it (`gotcha-error-own-cards`, `error-seats`) and
/// `values` what that message names; `detail` may add, for a developer reading a log, what
/// exactly could not be read (a JSON parser's complaint). Players read only the worded kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesError {
    pub kind: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Args::is_empty")]
    pub values: Args,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
}

impl RulesError {
    /// An error of this kind (a message id) with no values yet.
    pub fn new(kind: impl Into<Cow<'static, str>>) -> RulesError {
        RulesError {
            kind: kind.into(),
            values: Args::new(),
            detail: String::new(),
        }
    }

    /// The same error with a developer's detail (kept as the first one given).
    pub fn detail(mut self, detail: impl fmt::Display) -> RulesError {
        if self.detail.is_empty() {
            self.detail = detail.to_string();
        }
        self
    }

    /// The game is over: no more actions.
    pub fn game_over() -> RulesError {
        RulesError::new("error-game-over")
    }

    /// A game for `info.seats` players asked to seat `seats`.
    pub fn seats(info: &GameInfo, seats: usize) -> RulesError {
        RulesError::new("error-seats")
            .nested("game", Phrase::new(format!("{}-title", info.id)))
            .count("seats", seats)
            .count("min", *info.seats.start())
            .count("max", *info.seats.end())
    }

    /// The dealer option names no seat of a table of `seats`.
    pub fn dealer(seats: usize) -> RulesError {
        RulesError::new("error-dealer").count("seats", seats)
    }

    /// A saved game, record or file whose contents do not hold together: `what` says which
    /// check failed, for a developer; players read that the save is damaged.
    pub fn damaged(what: impl fmt::Display) -> RulesError {
        RulesError::new("error-damaged").detail(what)
    }

    /// The same error inside a larger one: a share code's move that the rules refuse is the
    /// code's problem. The inner error's kind and values come along as `cause`.
    pub fn because(self, cause: RulesError) -> RulesError {
        let detail = cause.detail.clone();
        let mut outer = self.nested("cause", cause.phrase());
        if outer.detail.is_empty() {
            outer.detail = detail;
        }
        outer
    }

    /// What the text layer words.
    pub fn phrase(&self) -> Phrase {
        Phrase {
            id: self.kind.clone(),
            args: self.values.clone(),
        }
    }

    /// Whether this is an error of `kind`.
    pub fn is(&self, kind: &str) -> bool {
        self.kind == kind
    }
}

impl Values for RulesError {
    fn arg(mut self, name: impl Into<Cow<'static, str>>, value: Arg) -> RulesError {
        self.values.insert(name.into(), value);
        self
    }
}

/// For logs and developers: the kind, its values and the detail, never a player's sentence.
impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.phrase())?;
        if !self.detail.is_empty() {
            write!(f, ": {}", self.detail)?;
        }
        Ok(())
    }
}

impl std::error::Error for RulesError {}

/// How a new game's cards are ordered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// Seeds the first shuffle and every later one (refills, new rounds).
    pub seed: u64,
    /// If given, the pack for the first deal in this exact order, top card first, instead of
    /// a shuffle. Later shuffles still come from the seed.
    pub stacked: Option<Vec<Card>>,
}

impl Deal {
    pub fn seeded(seed: u64) -> Deal {
        Deal {
            seed,
            stacked: None,
        }
    }
}

/// Bot strength.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }
}

/// Plain data that may cross threads: states, options, actions and views all are.
pub trait Data:
    Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
}

impl<T> Data for T where
    T: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
}

/// A game's complete rules: the state of one game in progress.
///
/// `apply` either changes the state and returns the events it caused, or returns an error
/// and leaves the state exactly as it was. Its id ([`Registered::ID`]) comes from the
/// registry in [`crate::games`].
pub trait Rules:
    Registered + Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    type Options: Data + Default;
    /// A move; the text layer words it for buttons and logs ([`Speak`]).
    type Action: Data + Speak;
    /// What one seat may see, and nothing more.
    type View: Data;
    /// The game's records of what was said or happened, in [`Event::Said`],
    /// [`Event::RoundOver`] and [`Outcome::summary`]: data the text layer words ([`Speak`]).
    type Note: Data + Speak;

    /// What the game is: id, seat counts, options and the facts every screen reads of it.
    const INFO: GameInfo;

    /// Checks the options and seat count, then shuffles (or stacks) and deals.
    fn new_game(options: &Self::Options, seats: usize, deal: Deal) -> Result<Self, RulesError>;

    fn options(&self) -> &Self::Options;

    fn seats(&self) -> usize;

    /// The seat that must act now, or None once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Every legal action of the seat to act, in a stable order; empty once the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Applies the action of the seat to act.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Event>, RulesError>;

    /// What `seat` may see. Must not depend on any card hidden from that seat.
    fn view(&self, seat: Seat) -> Self::View;

    /// What a spectator may see: the table from seat 0's chair with only what every seat
    /// sees (no hand, no private draw, no legal actions), marked as a spectator's (`watching`).
    /// Must not depend on any card hidden from any seat.
    fn watch_view(&self) -> Self::View;

    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Checks a state that came from outside (a save file): every card of the pack exactly
    /// once, seat numbers and counts in range, phase data consistent. A state that passes
    /// must never make `legal_actions`, `apply`, `view` or `outcome` panic.
    fn validate(&self) -> Result<(), RulesError>;

    /// Every card of the game, wherever it lies, for conservation checks.
    fn all_cards(&self) -> Vec<Card>;

    /// Permutes the cards `seat` cannot see among the places they could be (keeping each
    /// zone's size and any order the game keeps). The view of `seat` must not change: this is
    /// how the tests prove a view leaks nothing, and how a bot can sample what it cannot see.
    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng);

    /// A bot's choice for the seat to act, made from that seat's view and legal actions only.
    fn bot_action(
        view: &Self::View,
        legal: &[Self::Action],
        level: Level,
        rng: &mut GameRng,
    ) -> Self::Action;

    /// "Suggest": the hard computer player's move for the seat to act, from its view and legal
    /// actions only, with the reason its search found ([`crate::coach`]). The move is the one
    /// `bot_action` makes at the hard level with the same random stream.
    fn advise(
        view: &Self::View,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> crate::coach::Advice<Self::Action> {
        crate::coach::Advice::only(Self::bot_action(view, legal, Level::Hard, rng))
    }

    /// The review's valuation of a decision ([`crate::review`]): the hard player's move and the
    /// move `played` (one of `legal`), each valued by the hard player's search from the view
    /// alone, in one unit, with the same random stream giving the same figures. None where the
    /// search does not value the move played (the default: a game whose search cannot yet).
    fn assess(
        _view: &Self::View,
        _legal: &[Self::Action],
        _played: &Self::Action,
        _rng: &mut GameRng,
    ) -> Option<crate::review::Assessment<Self::Action>> {
        None
    }

    /// The form `legal_actions` lists `action` in, where the rules accept an action in more
    /// than one form (cards in any order, a guess counted from either end); anything else
    /// comes back unchanged, to be judged as it is. Callers from outside compare this form
    /// with the legal list.
    fn canonical_action(&self, action: &Self::Action) -> Self::Action {
        action.clone()
    }

    /// The game's guided first game ([`crate::lesson`]), if it has one.
    fn lesson() -> Option<crate::lesson::Lesson<Self>> {
        None
    }
}
