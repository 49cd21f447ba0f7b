//! Suit Challenge's coach: the hard player's move with what its search found, worded: the
//! chance to win the game it reckons the move leaves, over how many tries, and the best other
//! move's chance on the same deals.

use super::search::{self, Found, Searched};
use super::{Action, View, sheet_total};
use crate::coach::{Advice, percent};
use crate::phrase::{Phrase, Speak, Values};
use crate::rng::GameRng;

/// "Suggest" in Suit Challenge: the move the hard player makes with the same random stream,
/// and why.
pub(super) fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> Advice<Action> {
    let first = legal.first().cloned().unwrap_or(Action::Quit);
    if legal.len() <= 1 {
        return Advice::only(first);
    }
    let Some((action, found)) = search::decide(view, legal, rng) else {
        return Advice::only(first);
    };
    if !legal.contains(&action) {
        return Advice::only(first);
    }
    let why = found.and_then(|found| reason(view, &action, found));
    Advice { action, why }
}

/// The phrase for what the search found; None without another move to set against.
fn reason(view: &View, action: &Action, found: Found) -> Option<Phrase> {
    let (next, against) = found.next?;
    let compared = |id: &'static str| {
        Phrase::new(id)
            .count("tries", found.tries)
            .nested("next", next.phrase())
            .number("against", percent(against))
    };
    let chosen = |id: &'static str| {
        compared(id)
            .nested("move", action.phrase())
            .number("percent", percent(found.chance))
    };
    Some(match found.kind {
        Searched::Play => chosen("suit_challenge-coach-play"),
        Searched::Respond { call } => chosen("suit_challenge-coach-respond")
            .nested("call", call.phrase())
            .seat("other", 1 - view.seat.min(1)),
        Searched::Challenge if *action == Action::Quit => {
            let me = view.seat.min(1);
            let total = |seat: usize| view.sheets.get(seat).map_or(0, sheet_total);
            let standing = match total(me).cmp(&total(1 - me)) {
                std::cmp::Ordering::Greater => "ahead",
                std::cmp::Ordering::Equal => "level",
                std::cmp::Ordering::Less => "behind",
            };
            compared("suit_challenge-coach-quit").word("standing", standing)
        }
        Searched::Challenge => chosen("suit_challenge-coach-challenge"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Level};
    use crate::games::suit_challenge::{Options, Phase, SuitChallenge};
    use crate::phrase::Arg;

    fn number(phrase: &Phrase, name: &str) -> i64 {
        match phrase.args.get(name) {
            Some(Arg::Number(n)) => *n,
            other => panic!("{phrase}: {name} is {other:?}"),
        }
    }

    /// Checks a reason against the advice and the legal moves: it names the move, a different
    /// legal move as the best other one, whole percents, and a chance for the move no lower
    /// than the other's (each search keeps its best).
    fn check(why: &Phrase, action: &Action, legal: &[Action]) {
        let Arg::Phrase(next) = &why.args["next"] else {
            panic!("{why}: no other move");
        };
        assert_ne!(**next, action.phrase(), "{why}");
        assert!(legal.iter().any(|other| other.phrase() == **next), "{why}");
        assert!(number(why, "tries") > 0, "{why}");
        let against = number(why, "against");
        assert!((0..=100).contains(&against), "{why}");
        if why.id != "suit_challenge-coach-quit" {
            assert_eq!(why.args["move"], Arg::Phrase(Box::new(action.phrase())));
            assert!(number(why, "percent") >= against, "{why}");
        }
    }

    /// Over seeded positions, Suggest's move is the hard player's with the same random stream
    /// and its reason agrees with it.
    #[test]
    fn the_advice_is_the_hard_players_move_and_did_best_in_its_search() {
        let mut explained = 0;
        for seed in 0..40u64 {
            let state: SuitChallenge = crate::testing::after_random_actions(
                &Options::default(),
                2,
                seed,
                seed as usize % 12,
            );
            let Some(seat) = state.to_act() else { continue };
            let view = state.view(seat);
            let legal = state.legal_actions();
            let advice = SuitChallenge::advise(&view, &legal, &mut GameRng::seeded(seed));
            let hard =
                SuitChallenge::bot_action(&view, &legal, Level::Hard, &mut GameRng::seeded(seed));
            assert_eq!(advice.action, hard, "seed {seed}");
            let Some(why) = advice.why else { continue };
            check(&why, &advice.action, &legal);
            explained += 1;
        }
        assert!(explained >= 10, "only {explained} moves explained");
    }

    /// A position whose answer is known: where the lesson's learner must choose at the end,
    /// they are behind, so stopping loses for certain. Suggest challenges, and if the best
    /// other choice it names is stopping, that has no chance at all.
    #[test]
    fn behind_at_the_end_the_coach_challenges_for_a_chance_over_none() {
        let lesson = SuitChallenge::lesson().unwrap();
        let (_, moves) = crate::testing::walk::<SuitChallenge>(&lesson, |_, _| 0).unwrap();
        let mut state = crate::testing::start::<SuitChallenge>(&lesson).unwrap();
        let mut asked = false;
        for action in &moves {
            if let Phase::ChallengeChoice { seat } = state.phase {
                let view = state.view(seat);
                let legal = state.legal_actions();
                let advice = SuitChallenge::advise(&view, &legal, &mut GameRng::seeded(7));
                assert!(matches!(advice.action, Action::Challenge { .. }));
                let why = advice.why.expect("a reason");
                assert_eq!(why.id, "suit_challenge-coach-challenge");
                check(&why, &advice.action, &legal);
                if why.args["next"] == Arg::Phrase(Box::new(Action::Quit.phrase())) {
                    assert_eq!(number(&why, "against"), 0);
                }
                assert!(number(&why, "percent") > 0);
                asked = true;
            }
            state.apply(action).unwrap();
        }
        assert!(asked, "the lesson reaches the end's choice");
    }
}
