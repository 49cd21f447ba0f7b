//! The games, each in its own folder (rules, words, bots, lesson, tests), each knowing only the
//! core (cards, phrases, events, refusals and the [`Game`](crate::game::Game) trait) and none
//! of the others. The registry ([`crate::registry`]) lists them.

pub mod bluff_poker;
pub mod challenge_poker;
pub mod gotcha;
pub mod suit_challenge;
pub mod svoi_kozyri;
