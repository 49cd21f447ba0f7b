//! How a new game's cards are ordered: shuffled from a seed, or stacked in a given order
//! (a lesson's pack, a test's), and the check that a stacked pack is the game's.

use crate::cards::{Card, sorted};
use crate::refusal::SharedRefusal;
use serde::{Deserialize, Serialize};

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

/// Checks that `stacked` holds exactly the cards of `pack` (any order), for stacked-deck games.
pub fn check_stacked_pack(stacked: &[Card], pack: &[Card]) -> Result<(), SharedRefusal> {
    if stacked.len() != pack.len() {
        return Err(SharedRefusal::PackSize {
            given: stacked.len(),
            needed: pack.len(),
        });
    }
    if sorted(stacked) != sorted(pack) {
        let mut expected = sorted(pack);
        for card in stacked {
            match expected.iter().position(|c| c == card) {
                Some(at) => {
                    expected.swap_remove(at);
                }
                None => {
                    return Err(SharedRefusal::PackCard { card: *card });
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::standard_pack;

    #[test]
    fn stacked_packs_must_match_the_game_pack() {
        let pack = standard_pack();
        assert!(check_stacked_pack(&pack, &pack).is_ok());
        let mut doubled = pack.clone();
        doubled[0] = doubled[1];
        assert!(check_stacked_pack(&doubled, &pack).is_err());
        assert!(check_stacked_pack(&pack[1..], &pack).is_err());
    }
}
