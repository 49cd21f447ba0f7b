//! The rules of the five games. Pure: no Bevy, no I/O, no clocks; every shuffle comes from a
//! seeded [`rng::GameRng`].

pub mod any_game;
pub mod bluff_poker;
pub mod bot_request;
pub mod cards;
pub mod challenge_poker;
pub mod game;
pub mod gotcha;
pub mod rng;
pub mod setup;
pub mod suit_challenge;
pub mod svoi_kozyri;
#[cfg(test)]
pub mod testing;

pub use cards::{Card, Rank, Suit};
pub use game::{Audience, Deal, Event, GameId, Level, Outcome, Rules, RulesError, Seat, Zone};
pub use rng::GameRng;

/// The rules of a game as players read them, and the notes that settle what the source texts
/// leave open.
pub fn rules_text(game: GameId) -> (&'static str, &'static [&'static str]) {
    match game {
        GameId::SuitChallenge => (suit_challenge::RULES_SUMMARY, suit_challenge::RULE_NOTES),
        GameId::ChallengePoker => (challenge_poker::RULES_SUMMARY, challenge_poker::RULE_NOTES),
        GameId::BluffPoker => (bluff_poker::RULES_SUMMARY, bluff_poker::RULE_NOTES),
        GameId::SvoiKozyri => (svoi_kozyri::RULES_SUMMARY, svoi_kozyri::RULE_NOTES),
        GameId::Gotcha => (gotcha::RULES_SUMMARY, gotcha::RULE_NOTES),
    }
}

/// All five games' rules as one Markdown document (`docs/rules.md` is this text).
pub fn rules_markdown() -> String {
    let mut text = String::from(
        "# The rules of the five games\n\nAs Challenge plays them. This page is generated from \
         the rules code (`challenge::rules::rules_markdown`); the same text is shown in the game.\n",
    );
    for game in GameId::ALL {
        let (summary, notes) = rules_text(game);
        text.push_str(&format!(
            "\n## {} (`{}`)\n\n{}\n",
            game.title(),
            game.id(),
            summary.trim()
        ));
        text.push_str("\n### Rule notes\n\n");
        for note in notes {
            text.push_str(&format!("- {note}\n"));
        }
    }
    text
}
