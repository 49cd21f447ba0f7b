//! The seeded random number generator behind every shuffle and bot choice.
//!
//! xoshiro256** seeded through SplitMix64, written out here so that the same seed gives the
//! same deal on every platform and every version of every dependency.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    state: [u64; 4],
}

impl GameRng {
    pub fn seeded(seed: u64) -> GameRng {
        let mut mix = seed;
        let mut next = || {
            mix = mix.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = mix;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        GameRng {
            state: [next(), next(), next(), next()],
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.state;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..bound` (Lemire's method, unbiased). `bound` 0 gives 0.
    pub fn below(&mut self, bound: usize) -> usize {
        if bound <= 1 {
            return 0;
        }
        let bound = bound as u64;
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(bound);
            if (product as u64) >= threshold {
                return (product >> 64) as usize;
            }
        }
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// True with the given probability.
    pub fn chance(&mut self, probability: f64) -> bool {
        self.unit() < probability
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            let other = self.below(last + 1);
            items.swap(last, other);
        }
    }

    /// A uniformly chosen element, or None for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }

    /// A fresh generator whose stream is independent of this one's future draws.
    pub fn fork(&mut self) -> GameRng {
        GameRng::seeded(self.next_u64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream_on_every_platform() {
        // Fixed expected values: a change here would change every seeded deal.
        let mut rng = GameRng::seeded(42);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut again = GameRng::seeded(42);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        let mut cards: Vec<u32> = (0..10).collect();
        GameRng::seeded(7).shuffle(&mut cards);
        let mut same: Vec<u32> = (0..10).collect();
        GameRng::seeded(7).shuffle(&mut same);
        assert_eq!(cards, same);
        assert_ne!(cards, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn seeded_streams_and_shuffles_are_pinned() {
        // Saved games, puzzles and tests rely on these exact values on every platform.
        let mut rng = GameRng::seeded(42);
        let stream: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            stream,
            [
                1546998764402558742,
                6990951692964543102,
                12544586762248559009
            ]
        );
        let mut pack = crate::cards::standard_pack();
        GameRng::seeded(2026).shuffle(&mut pack);
        let top: Vec<String> = pack[..8].iter().map(|card| card.code()).collect();
        assert_eq!(top, ["6D", "4D", "6H", "AS", "TD", "7H", "5D", "8H"]);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = GameRng::seeded(1);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let value = rng.below(7);
            seen[value] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rng.below(0), 0);
    }
}
