//! The one interface every game implements ([`Game`]), and the words it is written in: seats,
//! zones, events a table can animate, refusals, outcomes, deals and bot levels (each in a
//! file of its own, re-exported here). Events and refusals are data: what a player reads is
//! worded from them by the text layer.

pub use crate::deal::Deal;
pub use crate::event::{Event, Outcome, shuffle_discards_into_stock};
pub use crate::refusal::{Refuse, RulesError, SharedRefusal};
pub use crate::table::{Audience, Seat, TokenHolder, Zone};

use crate::assessment::Assessment;
use crate::cards::Card;
use crate::coach::Advice;
use crate::guide::Lesson;
use crate::info::GameInfo;
use crate::phrase::Speak;
use crate::rng::GameRng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

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

/// A game's complete rules: the state of one game in progress. Each game implements it in
/// its folder under `games`, knowing nothing of the other games.
///
/// `apply` either changes the state and returns the events it caused, or returns an error
/// and leaves the state exactly as it was. The registry gives each game its id and makes of
/// it a `Rules`, the same interface with every game's notes in one type (`GameNote`), which
/// the layers above the games use.
pub trait Game: Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Options: Data + Default;
    /// A move; the text layer words it for buttons and logs ([`Speak`]).
    type Action: Data + Speak;
    /// What one seat may see, and nothing more.
    type View: Data;
    /// The game's records of what was said or happened, in [`Event::Said`],
    /// [`Event::RoundOver`] and [`Outcome::summary`]: data the text layer words ([`Speak`]).
    /// The events and the outcome of the game carry it.
    type Note: Data + Speak;
    /// Why the game refuses a new game, an action or a state: an enum of the game's own
    /// refusals with a variant for the shared ones ([`SharedRefusal`]), each speaking itself
    /// as the message that words it ([`Refuse`]). The registry turns it into a [`RulesError`].
    type Refusal: Refuse + From<SharedRefusal>;

    /// What the game is: id, seat counts, options and the facts every screen reads of it.
    const INFO: GameInfo;

    /// Checks the options and seat count, then shuffles (or stacks) and deals.
    fn new_game(options: &Self::Options, seats: usize, deal: Deal) -> Result<Self, Self::Refusal>;

    fn options(&self) -> &Self::Options;

    fn seats(&self) -> usize;

    /// The seat that must act now, or None once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Every legal action of the seat to act, in a stable order; empty once the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Applies the action of the seat to act.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Event<Self::Note>>, Self::Refusal>;

    /// What `seat` may see. Must not depend on any card hidden from that seat.
    fn view(&self, seat: Seat) -> Self::View;

    /// What a spectator may see: the table from seat 0's chair with only what every seat
    /// sees (no hand, no private draw, no legal actions), marked as a spectator's (`watching`).
    /// Must not depend on any card hidden from any seat.
    fn watch_view(&self) -> Self::View;

    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<Outcome<Self::Note>>;

    /// Checks a state that came from outside (a save file): every card of the pack exactly
    /// once, seat numbers and counts in range, phase data consistent. A state that passes
    /// must never make `legal_actions`, `apply`, `view` or `outcome` panic.
    fn validate(&self) -> Result<(), Self::Refusal>;

    /// Every card of the game, wherever it lies, for conservation checks.
    fn all_cards(&self) -> Vec<Card>;

    /// Permutes the cards `seat` cannot see among the places they could be (keeping each
    /// zone's size and any order the game keeps); a game that shuffles again later also draws
    /// afresh the stream those shuffles come from, which no seat can know either. The view of `seat` must not change:
    /// this is how the tests prove a view leaks nothing, and how the review plays on from what
    /// a seat could know ([`crate::playout`]).
    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng);

    /// A bot's choice for the seat to act, made from that seat's view and legal actions only.
    fn bot_action(
        view: &Self::View,
        legal: &[Self::Action],
        level: Level,
        rng: &mut GameRng,
    ) -> Self::Action;

    /// "Suggest": the hard computer player's move for the seat to act, from its view and legal
    /// actions only, with the reason its search found ([`Advice`]). The move is the one
    /// `bot_action` makes at the hard level with the same random stream.
    fn advise(
        view: &Self::View,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> Advice<Self::Action> {
        Advice::only(Self::bot_action(view, legal, Level::Hard, rng))
    }

    /// The review's valuation of a decision ([`Assessment`]): the hard player's move and the
    /// move `played` (one of `legal`), each valued by the hard player's search from the view
    /// alone, in one unit, with the same random stream giving the same figures. None where the
    /// search does not value the move played (the default: a game whose search cannot yet).
    fn assess(
        _view: &Self::View,
        _legal: &[Self::Action],
        _played: &Self::Action,
        _rng: &mut GameRng,
    ) -> Option<Assessment<Self::Action>> {
        None
    }

    /// The form `legal_actions` lists `action` in, where the rules accept an action in more
    /// than one form (cards in any order, a guess counted from either end); anything else
    /// comes back unchanged, to be judged as it is. Callers from outside compare this form
    /// with the legal list.
    fn canonical_action(&self, action: &Self::Action) -> Self::Action {
        action.clone()
    }

    /// The game's guided first game ([`Lesson`]), if it has one.
    fn lesson() -> Option<Lesson<Self, Self::Options, Self::Action>> {
        None
    }
}
