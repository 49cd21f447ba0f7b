//! Every refusal the rules can give, by example: each game's own and the shared ones as each
//! game gives them (through the registry, [`GameId::refusal_examples`]), the lesson's, the
//! save file's and the share code's. Each refusal enum lists one example of each of its
//! variants, kept complete by its tests; here they are gathered for the text layer's check
//! that every refusal is worded in every language with the values it names.

use crate::any_game::SaveRefusal;
use crate::guide::LessonRefusal;
use crate::record::CodeRefusal;
use crate::refusal::{Refuse, RulesError};
use crate::registry::GameId;

/// One example of every refusal of every kind, each once, as the data the protocol sends.
pub fn examples() -> Vec<RulesError> {
    let mut all: Vec<RulesError> = Vec::new();
    for game in GameId::ALL {
        let info = game.info();
        all.extend(game.refusal_examples());
        all.extend(
            LessonRefusal::examples(info)
                .into_iter()
                .map(RulesError::from),
        );
        all.extend(
            SaveRefusal::examples(info)
                .into_iter()
                .map(RulesError::from),
        );
        all.extend(
            CodeRefusal::examples(info)
                .into_iter()
                .map(RulesError::from),
        );
    }
    let mut seen = Vec::new();
    all.retain(|error| {
        let fresh = !seen.contains(error);
        if fresh {
            seen.push(error.clone());
        }
        fresh
    });
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_game_gives_its_own_refusals_and_the_shared_ones() {
        let all = examples();
        let kinds: BTreeSet<&str> = all.iter().map(|error| error.kind.as_ref()).collect();
        for game in GameId::ALL {
            let own = format!("{}-error-", game.id());
            assert!(
                kinds.iter().any(|kind| kind.starts_with(&own)),
                "{game} gives no refusal of its own"
            );
        }
        for shared in [
            "error-game-over",
            "error-seats",
            "error-not-a-save",
            "error-code-prefix",
        ] {
            assert!(kinds.contains(shared), "no example of {shared}");
        }
    }
}
