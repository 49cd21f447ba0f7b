//! The games, each in its own folder (rules, hands, bot, tests), and the registry: the one
//! list of games that every screen and tool reads. A new game is a folder here and one line
//! in the list below (see `docs/adding-a-game.md`).

pub mod bluff_poker;
pub mod challenge_poker;
pub mod gotcha;
pub mod suit_challenge;
pub mod svoi_kozyri;

crate::registry::register_games! {
    SuitChallenge => suit_challenge::SuitChallenge,
    ChallengePoker => challenge_poker::ChallengePoker,
    BluffPoker => bluff_poker::BluffPoker,
    SvoiKozyri => svoi_kozyri::SvoiKozyri,
    Gotcha => gotcha::Gotcha,
}
