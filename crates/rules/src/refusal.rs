//! Why an action, a new game or a load is refused, as data: the kind of refusal (the id of the
//! message that words it) and the values it names. Players read it worded by the text layer;
//! the protocol sends it as it is.

use crate::info::GameInfo;
use crate::phrase::{Arg, Args, Phrase, Values};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

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
