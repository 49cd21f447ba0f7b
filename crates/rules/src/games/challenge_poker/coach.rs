//! Challenge Poker's coach: the hard player's move with what its search found, worded: over
//! how many deals of the hidden cards it played each move out to the end of the deal, and
//! what the move and the best other one left this seat on average.

use super::hard;
use super::{Action, View};
use crate::coach::Advice;
use crate::phrase::{Phrase, Speak, Values};
use crate::rng::GameRng;

/// "Suggest" in Challenge Poker: the move the hard player makes with the same random stream,
/// and why. Where it did not search (one move worth a look), it says nothing more.
pub(super) fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> Advice<Action> {
    let Some(first) = legal.first() else {
        return Advice::only(Action::Pass);
    };
    let (action, searched) = hard::search(view, legal, rng);
    if !legal.contains(&action) {
        return Advice::only(first.clone());
    }
    let why = searched.and_then(|searched| {
        let (next, against) = searched.next?;
        let said = |id: &'static str| {
            Phrase::new(id)
                .nested("move", action.phrase())
                .count("deals", searched.worlds)
                .number("worth", tokens(searched.worth))
                .nested("next", next.phrase())
        };
        // Two moves a whole token apart read as figures; closer, "51 against 51" would say
        // nothing, so the coach says how close instead.
        Some(if tokens(searched.worth) == tokens(against) {
            said("challenge_poker-coach-search-close")
        } else {
            said("challenge_poker-coach-search").number("against", tokens(against))
        })
    });
    Advice { action, why }
}

/// Tokens as the coach says them: whole, rounded.
fn tokens(value: f64) -> i64 {
    value.round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Level};
    use crate::games::challenge_poker::{ChallengePoker, Options};
    use crate::phrase::Arg;

    /// Over seeded positions of a table of three, Suggest's move is the hard player's with the
    /// same random stream, and its reason names that move, a different legal move as the
    /// runner-up, as many deals as the search may play, and an average for the move no lower
    /// than the runner-up's: the search picks the best average.
    #[test]
    fn the_advice_is_the_hard_players_move_and_did_best_in_its_search() {
        let mut explained = 0;
        for seed in 0..60u64 {
            let state: ChallengePoker = crate::testing::after_random_actions(
                &Options::default(),
                3,
                seed,
                seed as usize % 30,
            );
            let Some(seat) = state.to_act() else { continue };
            let view = state.view(seat);
            let legal = state.legal_actions();
            let advice = ChallengePoker::advise(&view, &legal, &mut GameRng::seeded(seed));
            let hard =
                ChallengePoker::bot_action(&view, &legal, Level::Hard, &mut GameRng::seeded(seed));
            assert_eq!(advice.action, hard, "seed {seed}");
            let Some(why) = advice.why else { continue };
            assert!(why.id.starts_with("challenge_poker-coach-search"), "{why}");
            assert_eq!(
                why.args["move"],
                Arg::Phrase(Box::new(advice.action.phrase()))
            );
            let number = |name: &str| match why.args.get(name) {
                Some(Arg::Number(n)) => *n,
                other => panic!("{why}: {name} is {other:?}"),
            };
            if why.id == "challenge_poker-coach-search" {
                assert!(number("worth") > number("against"), "{why}");
            }
            assert!((6..=160).contains(&number("deals")), "{why}");
            let Arg::Phrase(next) = &why.args["next"] else {
                panic!("{why}: no runner-up");
            };
            assert_ne!(**next, advice.action.phrase());
            assert!(
                legal.iter().any(|action| action.phrase() == **next),
                "{why}"
            );
            explained += 1;
        }
        assert!(explained >= 10, "only {explained} moves explained");
    }
}
