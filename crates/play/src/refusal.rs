//! Why the game itself refuses what a player asks, apart from the rules: a move online it
//! cannot send, a refusal of the server for a reason of its own, an undo it will not make, a
//! move while the device is being handed over. Typed as the rules' refusals are ([`Refuse`]):
//! each variant says itself as the id of the message that words it and the values that message
//! names, and becomes a [`RulesError`](challenge_rules::RulesError) with `into()` at the edge, where a refusal of the rules and one of the
//! game travel alike to the table's words. Its examples let the tests word every one of them in
//! every language.

use challenge_online::ErrorKind;
use challenge_rules::info::GameInfo;
use challenge_rules::refusal::{Refuse, display};
use challenge_rules::{Phrase, Seat, Speak, Values};
use std::fmt;

/// A refusal of the game itself, not of a game's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AppRefusal {
    /// The server refused a message for a reason of its own (not the rules', which come as
    /// the rules' refusal itself).
    Server(ErrorKind),
    /// A move sent online while the last one has not been answered yet.
    MoveOnItsWay,
    /// A move that could not be written for the server: `why` is for a developer.
    Unwritable { why: String },
    /// An undo while undo is off in the settings.
    UndoOff,
    /// An undo while the computer plays the player's seat.
    UndoAutoplay,
    /// An undo in a lesson, whose guide follows the moves made.
    UndoLesson,
    /// An undo at a table with other people.
    UndoPeople,
    /// An undo with no move of the player's to take back.
    UndoNothing,
    /// A move while the device waits for `seat`'s player to take it.
    HandingOver { seat: Seat },
}

impl AppRefusal {
    /// Every kind of refusal the server gives, in the protocol's order.
    pub const SERVER_KINDS: [ErrorKind; 11] = [
        ErrorKind::BadMessage,
        ErrorKind::Version,
        ErrorKind::NotFound,
        ErrorKind::Taken,
        ErrorKind::Unauthorised,
        ErrorKind::WrongPhase,
        ErrorKind::NotYourTurn,
        ErrorKind::Stale,
        ErrorKind::Illegal,
        ErrorKind::Limit,
        ErrorKind::Server,
    ];
}

impl Speak for AppRefusal {
    fn phrase(&self) -> Phrase {
        Phrase::new(match self {
            AppRefusal::Server(kind) => match kind {
                ErrorKind::BadMessage => "online-error-bad-message",
                ErrorKind::Version => "online-error-version",
                ErrorKind::NotFound => "online-error-not-found",
                ErrorKind::Taken => "online-error-taken",
                ErrorKind::Unauthorised => "online-error-unauthorised",
                ErrorKind::WrongPhase => "online-error-wrong-phase",
                ErrorKind::NotYourTurn => "online-error-not-your-turn",
                ErrorKind::Stale => "online-error-stale",
                ErrorKind::Illegal => "online-error-illegal",
                ErrorKind::Limit => "online-error-limit",
                ErrorKind::Server => "online-error-server",
            },
            AppRefusal::MoveOnItsWay => "online-error-move-on-its-way",
            AppRefusal::Unwritable { .. } => "online-error-unwritable",
            AppRefusal::UndoOff => "table-error-undo-off",
            AppRefusal::UndoAutoplay => "table-error-undo-autoplay",
            AppRefusal::UndoLesson => "table-error-undo-lesson",
            AppRefusal::UndoPeople => "table-error-undo-people",
            AppRefusal::UndoNothing => "table-error-undo-nothing",
            AppRefusal::HandingOver { seat } => {
                return Phrase::new("table-error-handing-over").seat("seat", *seat);
            }
        })
    }
}

impl Refuse for AppRefusal {
    fn detail(&self) -> String {
        match self {
            AppRefusal::Unwritable { why } => why.clone(),
            _ => String::new(),
        }
    }

    fn examples(_game: &GameInfo) -> Vec<AppRefusal> {
        let mut all: Vec<AppRefusal> = AppRefusal::SERVER_KINDS
            .into_iter()
            .map(AppRefusal::Server)
            .collect();
        all.extend([
            AppRefusal::MoveOnItsWay,
            AppRefusal::Unwritable {
                why: "a number too large".into(),
            },
            AppRefusal::UndoOff,
            AppRefusal::UndoAutoplay,
            AppRefusal::UndoLesson,
            AppRefusal::UndoPeople,
            AppRefusal::UndoNothing,
            AppRefusal::HandingOver { seat: 1 },
        ]);
        all
    }
}

impl fmt::Display for AppRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display(self, f)
    }
}
