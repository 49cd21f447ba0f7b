//! A game's outcome as its state and view keep it in JSON: with the summary tagged by the
//! game's id (`{"game": "gotcha", "what": "draw", …}`), exactly as the registry writes any
//! game's note. Saves and views carried the registry's note when the games held it; a game now
//! holds its own note and these keep the files and views reading as they did:
//!
//! ```text
//! #[serde(
//!     serialize_with = "tagged::serialize_outcome::<Gotcha, _>",
//!     deserialize_with = "tagged::deserialize_outcome::<Gotcha, _>"
//! )]
//! outcome: Option<Outcome<Note>>,
//! ```

use crate::event::Outcome;
use crate::game::Game;
use crate::table::Seat;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A note with its game's id beside its own fields.
#[derive(Serialize)]
struct TaggedRef<'a, N> {
    game: &'static str,
    #[serde(flatten)]
    note: &'a N,
}

#[derive(Serialize)]
struct OutcomeRef<'a, N> {
    scores: &'a [i64],
    winners: &'a [Seat],
    summary: TaggedRef<'a, N>,
}

#[derive(Deserialize)]
struct Tagged<N> {
    game: String,
    #[serde(flatten)]
    note: N,
}

#[derive(Deserialize)]
struct TaggedOutcome<N> {
    scores: Vec<i64>,
    winners: Vec<Seat>,
    summary: Tagged<N>,
}

/// Writes the outcome of game `G` (if any) with its summary tagged by `G`'s id.
pub fn serialize_outcome<G: Game, S: Serializer>(
    outcome: &Option<Outcome<G::Note>>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    outcome
        .as_ref()
        .map(|outcome| OutcomeRef {
            scores: &outcome.scores,
            winners: &outcome.winners,
            summary: TaggedRef {
                game: G::INFO.id,
                note: &outcome.summary,
            },
        })
        .serialize(serializer)
}

/// Reads what [`serialize_outcome`] writes; a summary tagged with another game's id is refused.
pub fn deserialize_outcome<'de, G: Game, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Outcome<G::Note>>, D::Error> {
    let Some(read) = Option::<TaggedOutcome<G::Note>>::deserialize(deserializer)? else {
        return Ok(None);
    };
    if read.summary.game != G::INFO.id {
        return Err(D::Error::custom(format!(
            "the outcome of a {} game has a note of {}",
            G::INFO.id,
            read.summary.game
        )));
    }
    Ok(Some(Outcome {
        scores: read.scores,
        winners: read.winners,
        summary: read.summary.note,
    }))
}
