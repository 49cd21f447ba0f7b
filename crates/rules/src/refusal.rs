//! Why an action, a new game or a load is refused, as data. A refusal is typed where it is made:
//! each game has an enum of its own refusals (its `Refusal`, in `refusal.rs` of its folder),
//! the refusals every game shares are [`SharedRefusal`], and the layers above the games have
//! theirs (the save file's, the share code's). Each such enum speaks itself ([`Refuse`]): its
//! phrase is the id of the message that words it and the typed values that message names, as
//! an event's note is. At the edge, where any game's refusal travels alike (the registry's
//! `Rules`, the protocol, a save), it becomes a [`RulesError`]: the kind and the values as
//! data, which is what the protocol sends and the text layer words.
//!
//! Code outside the rules crate (the app's own refusals) makes its typed refusals the same
//! way: an enum implementing [`Refuse`], turned into a [`RulesError`] with `into()`, its
//! examples checked by [`assert_examples_cover!`](crate::assert_examples_cover).

use crate::cards::Card;
use crate::info::GameInfo;
use crate::phrase::{Arg, Args, Phrase, Speak, Values};
use crate::table::Seat;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// A typed refusal: an enum whose variants carry their values and say themselves as a
/// [`Phrase`] ([`Speak`]: the message id, which is the refusal's kind, and its values).
pub trait Refuse: Speak + fmt::Debug + fmt::Display + Sized {
    /// What a developer reading a log may learn beyond the words (which check failed, a
    /// parser's complaint); players never read it.
    fn detail(&self) -> String {
        String::new()
    }

    /// One example of every variant, those that name a game naming `game`: what the text
    /// layer's checks word in every language. Kept complete by a test that matches every
    /// variant ([`assert_examples_cover!`](crate::assert_examples_cover)).
    fn examples(game: &GameInfo) -> Vec<Self>;

    /// Whether this refusal is of `kind` (a message id).
    fn is(&self, kind: &str) -> bool {
        self.phrase().id == kind
    }
}

/// Any typed refusal as the data the protocol sends.
impl<R: Refuse> From<R> for RulesError {
    fn from(refusal: R) -> RulesError {
        let Phrase { id, args } = refusal.phrase();
        RulesError {
            kind: id,
            values: args,
            detail: refusal.detail(),
        }
    }
}

/// Writes a typed refusal for logs and test failures as its [`RulesError`] displays: the
/// kind, its values and the detail, never a player's sentence. For each refusal enum's
/// `Display`.
pub fn display(refusal: &impl Refuse, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{}", refusal.phrase())?;
    let detail = refusal.detail();
    if !detail.is_empty() {
        write!(f, ": {detail}")?;
    }
    Ok(())
}

/// Checks that a refusal enum's examples show every one of its variants: lists them in a
/// `match`, so that a variant added to the enum fails to compile until it is listed here, and
/// fails the test until `examples` gives one of it.
///
/// ```text
/// assert_examples_cover!(Refusal::examples(&Gotcha::INFO), Refusal, [
///     Refusal::NotHeld { .. },
///     Refusal::OwnCards,
///     Refusal::Shared(_),
/// ]);
/// ```
#[macro_export]
macro_rules! assert_examples_cover {
    ($examples:expr, $refusal:ty, [$($variant:pat),+ $(,)?]) => {{
        fn listed(refusal: &$refusal) -> usize {
            // Exhaustive: every variant must be named in the list.
            match refusal {
                $($variant => {})+
            }
            let mut at = 0;
            $(
                if matches!(refusal, $variant) {
                    return at;
                }
                at += 1;
            )+
            at
        }
        let variants = [$(stringify!($variant)),+];
        let shown: ::std::collections::BTreeSet<usize> = $examples.iter().map(listed).collect();
        let missing: Vec<&str> = (0..variants.len())
            .filter(|at| !shown.contains(at))
            .map(|at| variants[at])
            .collect();
        assert!(missing.is_empty(), "no example of {missing:?}");
    }};
}

/// The refusals every game shares, and those of the layers that handle any game alike.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SharedRefusal {
    /// The game is over: no more actions.
    GameOver,
    /// A game for `min` to `max` players (the game `game`, by id) asked to seat `seats`.
    Seats {
        game: &'static str,
        seats: usize,
        min: usize,
        max: usize,
    },
    /// The dealer option names no seat of a table of `seats`.
    Dealer { seats: usize },
    /// A saved game, record or file whose contents do not hold together: `why` says which
    /// check failed, for a developer; players read that the save is damaged.
    Damaged { why: String },
    /// Something went wrong inside (a value that would not serialise, a worker that stopped):
    /// `why` is for a developer.
    Internal { why: String },
    /// A stacked pack of `given` cards for a game of `needed`.
    PackSize { given: usize, needed: usize },
    /// A stacked pack that holds `card` more often than the game's pack.
    PackCard { card: Card },
    /// A seat that the table of `seats` does not have.
    NoSeat { seat: Seat, seats: usize },
    /// `seat` moved while `to_act` is to act.
    NotYourTurn { seat: Seat, to_act: Seat },
    /// A move of the game that is not legal now: `action` is what it says.
    Illegal { action: Phrase },
    /// Something that is not a move of the game `game` (by id): `why` says what, for a
    /// developer.
    BadAction { game: &'static str, why: String },
    /// Something that is not options of the game `game` (by id).
    BadOptions { game: &'static str, why: String },
}

impl SharedRefusal {
    /// A game described by `info` asked to seat `seats`.
    pub fn seats(info: &GameInfo, seats: usize) -> SharedRefusal {
        SharedRefusal::Seats {
            game: info.id,
            seats,
            min: *info.seats.start(),
            max: *info.seats.end(),
        }
    }

    /// A state, record or file that does not hold together, `why` for a developer.
    pub fn damaged(why: impl fmt::Display) -> SharedRefusal {
        SharedRefusal::Damaged {
            why: why.to_string(),
        }
    }

    /// Something that went wrong inside, `why` for a developer.
    pub fn internal(why: impl fmt::Display) -> SharedRefusal {
        SharedRefusal::Internal {
            why: why.to_string(),
        }
    }
}

/// The phrase naming a game, by id: its title.
fn title(game: &str) -> Phrase {
    Phrase::new(format!("{game}-title"))
}

impl Speak for SharedRefusal {
    fn phrase(&self) -> Phrase {
        match self {
            SharedRefusal::GameOver => Phrase::new("error-game-over"),
            SharedRefusal::Seats {
                game,
                seats,
                min,
                max,
            } => Phrase::new("error-seats")
                .nested("game", title(game))
                .count("seats", *seats)
                .count("min", *min)
                .count("max", *max),
            SharedRefusal::Dealer { seats } => Phrase::new("error-dealer").count("seats", *seats),
            SharedRefusal::Damaged { .. } => Phrase::new("error-damaged"),
            SharedRefusal::Internal { .. } => Phrase::new("error-internal"),
            SharedRefusal::PackSize { given, needed } => Phrase::new("error-pack-size")
                .count("given", *given)
                .count("needed", *needed),
            SharedRefusal::PackCard { card } => Phrase::new("error-pack-card").card("card", *card),
            SharedRefusal::NoSeat { seat, seats } => Phrase::new("error-no-seat")
                .seat("seat", *seat)
                .count("seats", *seats),
            SharedRefusal::NotYourTurn { seat, to_act } => Phrase::new("error-not-your-turn")
                .seat("seat", *seat)
                .seat("to_act", *to_act),
            SharedRefusal::Illegal { action } => {
                Phrase::new("error-illegal").nested("action", action.clone())
            }
            SharedRefusal::BadAction { game, .. } => {
                Phrase::new("error-bad-action").nested("game", title(game))
            }
            SharedRefusal::BadOptions { game, .. } => {
                Phrase::new("error-bad-options").nested("game", title(game))
            }
        }
    }
}

impl Refuse for SharedRefusal {
    fn detail(&self) -> String {
        match self {
            SharedRefusal::Damaged { why }
            | SharedRefusal::Internal { why }
            | SharedRefusal::BadAction { why, .. }
            | SharedRefusal::BadOptions { why, .. } => why.clone(),
            _ => String::new(),
        }
    }

    fn examples(game: &GameInfo) -> Vec<SharedRefusal> {
        let card = "QS".parse().expect("a card code");
        vec![
            SharedRefusal::GameOver,
            SharedRefusal::seats(game, game.seats.end() + 1),
            SharedRefusal::Dealer { seats: 2 },
            SharedRefusal::damaged("an example"),
            SharedRefusal::internal("an example"),
            SharedRefusal::PackSize {
                given: 51,
                needed: 52,
            },
            SharedRefusal::PackCard { card },
            SharedRefusal::NoSeat { seat: 4, seats: 3 },
            SharedRefusal::NotYourTurn { seat: 1, to_act: 0 },
            SharedRefusal::Illegal {
                action: Phrase::new("seat").seat("seat", 1),
            },
            SharedRefusal::BadAction {
                game: game.id,
                why: "an example".into(),
            },
            SharedRefusal::BadOptions {
                game: game.id,
                why: "an example".into(),
            },
        ]
    }
}

impl fmt::Display for SharedRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display(self, f)
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
    /// An error of this kind (a message id) with no values yet: for a refusal made outside the
    /// rules crate without an enum of its own. The rules' own refusals are typed ([`Refuse`]).
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

    /// The game is over: no more actions ([`SharedRefusal::GameOver`]).
    pub fn game_over() -> RulesError {
        SharedRefusal::GameOver.into()
    }

    /// A game for `info.seats` players asked to seat `seats` ([`SharedRefusal::Seats`]).
    pub fn seats(info: &GameInfo, seats: usize) -> RulesError {
        SharedRefusal::seats(info, seats).into()
    }

    /// The dealer option names no seat of a table of `seats` ([`SharedRefusal::Dealer`]).
    pub fn dealer(seats: usize) -> RulesError {
        SharedRefusal::Dealer { seats }.into()
    }

    /// A saved game, record or file whose contents do not hold together: `what` says which
    /// check failed, for a developer; players read that the save is damaged
    /// ([`SharedRefusal::Damaged`]).
    pub fn damaged(what: impl fmt::Display) -> RulesError {
        SharedRefusal::damaged(what).into()
    }

    /// Something that went wrong inside, `what` for a developer ([`SharedRefusal::Internal`]).
    pub fn internal(what: impl fmt::Display) -> RulesError {
        SharedRefusal::internal(what).into()
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
