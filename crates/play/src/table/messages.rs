//! What goes into the table (intents, view requests) and everything presentation may know
//! about a game (events, views, refusals, the outcome), as buffered messages.
//!
//! Everything that comes out is already redacted for the local viewer: a card face that seat
//! may not see never leaves the session.

use super::seating::SeatKind;
use bevy::prelude::*;
use challenge_rules::Rules;
use challenge_rules::{Event, Outcome, RulesError, Seat};

/// A seat wants to take an action. Input systems write it for the local player, the bot
/// driver for bots; the rules refuse it unless `seat` is the seat to act.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Intent<R: Rules> {
    pub seat: Seat,
    pub action: R::Action,
}

/// A new game has been dealt. `view` is the table as the viewer sees it before any event;
/// a [`ViewChanged`] follows in the same batch.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GameStarted<R: Rules> {
    pub seating: Vec<SeatKind>,
    /// The seat the table is shown from.
    pub viewer: Seat,
    pub view: R::View,
    /// The same deal shown anew to the next player at this device (pass and play): nothing was
    /// dealt, so what follows the game as a whole, such as the score chart, carries on.
    pub handed_over: bool,
    /// Nobody at this device holds a seat: an online table's spectator watches it, from
    /// `viewer`'s chair, with no hand of its own.
    pub watching: bool,
}

/// The table as the viewer sees it now, after every event of this frame.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ViewChanged<R: Rules> {
    /// How many actions have been applied so far; events of the same action carry it too.
    pub ply: u64,
    pub view: R::View,
    /// The viewer's legal actions, in the game's stable order; empty unless the local player
    /// must act now. The presentation words them.
    pub legal: Vec<R::Action>,
    pub to_act: Option<Seat>,
    /// True when the viewer's seat is to act and it is the local player's to play (not a bot,
    /// not autoplay).
    pub viewer_to_act: bool,
}

/// Ask for a fresh [`ViewChanged`] of the game in progress (a screen that opens mid-game).
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ViewRequested;

/// One thing that happened, as the viewer may see it: hidden card faces are `None`, private
/// reveals to other seats never arrive.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct RulesEventMessage {
    /// The number of the action that caused it (1 for the first action of the game).
    pub ply: u64,
    /// The seat whose action caused it.
    pub actor: Seat,
    pub event: Event,
}

/// An intent was refused; the game is exactly as it was.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct IntentRefused {
    pub seat: Seat,
    /// Why, as the rules (or the table) say it: the presentation words it.
    pub reason: RulesError,
}

/// The game is over. Written once, after the events of the last action.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct GameFinished {
    pub outcome: Outcome,
}

/// Pass and play: the turn has passed to another local player, `to`, at this device. Nothing
/// of that seat's view has been written yet; the session writes a [`GameStarted`] and a
/// [`ViewChanged`] from `to`'s side once [`HandOffConfirmed`] says that player holds the device.
/// Written again when a view is requested while the hand-off waits.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandOff {
    pub to: Seat,
}

/// The player a [`HandOff`] named has the device and asks to see their cards.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandOffConfirmed;
