//! Bluff Poker's coach: the hard player's move with the figures it chose by, worded: how
//! often a showdown or a Lowball went its way over the hands it dealt the opponent from the
//! cards this seat has not seen, what each choice averaged, and what a fold gives away.

use super::bot::{self, SAMPLES, Why};
use super::hands::Hand;
use super::{Action, View, triangular};
use crate::coach::{Advice, percent};
use crate::phrase::{Phrase, Speak, Values};
use crate::rng::GameRng;

/// "Suggest" in Bluff Poker: the move the hard player makes with the same random stream, and
/// why.
pub(crate) fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> Advice<Action> {
    let Some(&fallback) = legal.first() else {
        return Advice::only(Action::Fold);
    };
    if legal.len() == 1 {
        return Advice::only(fallback);
    }
    let (action, why) = bot::hard_decision(view, legal, rng);
    if !legal.contains(&action) {
        return Advice::only(fallback);
    }
    Advice {
        action,
        why: why.map(|why| reason(view, action, why)),
    }
}

/// Points as the coach says them: whole, rounded.
fn points(value: f64) -> i64 {
    value.round() as i64
}

fn hand(value: u32) -> Phrase {
    Hand::of_value(value).phrase()
}

/// The phrase for `why`, naming the other player, the card played and the hands.
fn reason(view: &View, action: Action, why: Why) -> Phrase {
    let other = 1 - (view.seat & 1);
    let sampled = |id: &'static str| Phrase::new(id).seat("other", other).count("deals", SAMPLES);
    let with_card = |phrase: Phrase| match action {
        Action::Play { card } | Action::Choose { card } => phrase.card("card", card),
        _ => phrase,
    };
    match why {
        Why::LowballUp {
            lower,
            lowball,
            play,
        } => sampled("bluff_poker-coach-lowball-up")
            .number("lower", percent(lower))
            .number("lowball", points(lowball))
            .number("play", points(play)),
        Why::LowballDown { beaten, play } => sampled("bluff_poker-coach-lowball-down")
            .number("beaten", percent(beaten))
            .number("play", points(play)),
        Why::Lead {
            high,
            lowball,
            play,
        } => with_card(sampled("bluff_poker-coach-lead"))
            .nested("hand", hand(high))
            .number("play", points(play))
            .number("lowball", points(lowball)),
        Why::Build { high } => {
            with_card(Phrase::new("bluff_poker-coach-build")).nested("hand", hand(high))
        }
        Why::FoldBeaten { high, now } => Phrase::new("bluff_poker-coach-fold-beaten")
            .seat("other", other)
            .nested("hand", hand(high))
            .number("now", now)
            .number("end", triangular(10)),
        Why::FoldShort { now } => Phrase::new("bluff_poker-coach-fold-short")
            .seat("other", other)
            .number("now", now),
        Why::FoldOdds {
            high,
            chance,
            keep,
            now,
        } => sampled("bluff_poker-coach-fold-odds")
            .nested("hand", hand(high))
            .number("percent", percent(chance))
            .number("keep", points(keep))
            .number("now", now),
        Why::PlayOn {
            high,
            chance,
            keep,
            now,
        } => with_card(sampled("bluff_poker-coach-play-on"))
            .nested("hand", hand(high))
            .number("percent", percent(chance))
            .number("keep", points(keep))
            .number("now", now),
        Why::Answer {
            face_up,
            low,
            lower,
            edge,
        } => sampled(if face_up {
            "bluff_poker-coach-answer-up"
        } else {
            "bluff_poker-coach-answer-down"
        })
        .nested("hand", hand(low))
        .number("lower", percent(lower))
        .number("edge", points(edge)),
        Why::Choose { low } => {
            with_card(Phrase::new("bluff_poker-coach-choose")).nested("hand", hand(low))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Level};
    use crate::games::bluff_poker::{BluffPoker, Options};
    use crate::phrase::Arg;

    fn number(phrase: &Phrase, name: &str) -> i64 {
        match phrase.args.get(name) {
            Some(Arg::Number(n)) => *n,
            other => panic!("{phrase}: {name} is {other:?}"),
        }
    }

    /// Over seeded positions, Suggest's move is the hard player's with the same random stream,
    /// and the figures each reason states agree with the choice they explain: a fold only where
    /// playing on averages less than the fold gives away, Lowball face up only where it
    /// averages more than a row and than 5, the shares whole percents.
    #[test]
    fn the_advice_is_the_hard_players_move_and_its_figures_agree_with_it() {
        let mut said = std::collections::BTreeSet::new();
        for seed in 0..160u64 {
            let state: BluffPoker = crate::testing::after_random_actions(
                &Options::default(),
                2,
                seed,
                seed as usize % 40,
            );
            let Some(seat) = state.to_act() else { continue };
            let view = state.view(seat);
            let legal = state.legal_actions();
            let advice = BluffPoker::advise(&view, &legal, &mut GameRng::seeded(seed));
            let hard =
                BluffPoker::bot_action(&view, &legal, Level::Hard, &mut GameRng::seeded(seed));
            assert_eq!(advice.action, hard, "seed {seed}");
            let Some(why) = advice.why else { continue };
            for share in ["percent", "lower", "beaten"] {
                if why.args.contains_key(share) {
                    assert!((0..=100).contains(&number(&why, share)), "{why}");
                }
            }
            match why.id.as_ref() {
                "bluff_poker-coach-fold-odds" => {
                    assert_eq!(advice.action, Action::Fold);
                    assert!(number(&why, "keep") <= -number(&why, "now"), "{why}");
                }
                "bluff_poker-coach-play-on" => {
                    assert!(matches!(advice.action, Action::Play { .. }));
                    assert!(number(&why, "keep") >= -number(&why, "now"), "{why}");
                    // A showdown is worth 55 either way: the average follows from the share.
                    let share = number(&why, "percent") as f64 / 100.0;
                    let expected = 55.0 * (2.0 * share - 1.0);
                    assert!(
                        (number(&why, "keep") as f64 - expected).abs() <= 1.0,
                        "{why}"
                    );
                }
                "bluff_poker-coach-lowball-up" => {
                    assert_eq!(advice.action, Action::Lowball { face_up: true });
                    let lowball = number(&why, "lowball");
                    assert!(lowball >= 5 && lowball >= number(&why, "play"), "{why}");
                }
                "bluff_poker-coach-lowball-down" => {
                    assert_eq!(advice.action, Action::Lowball { face_up: false });
                    assert!(number(&why, "play") <= -5, "{why}");
                }
                "bluff_poker-coach-lead" => {
                    assert!(matches!(advice.action, Action::Play { .. }));
                    assert!(number(&why, "play") >= -5, "{why}");
                }
                _ => {}
            }
            said.insert(why.id.to_string());
        }
        for id in [
            "bluff_poker-coach-lead",
            "bluff_poker-coach-build",
            "bluff_poker-coach-play-on",
            "bluff_poker-coach-choose",
        ] {
            assert!(said.contains(id), "{id} never said, only {said:?}");
        }
    }

    /// A position whose answer is known: in the lesson, Boris shows a pair of Kings and the
    /// learner's ten cards make a pair of 3s at best, so the hand can only be lost. Suggest
    /// folds, naming that hand, the 10 points a fold after four cards gives and the 55 a hand
    /// played out to ten would.
    #[test]
    fn the_coach_folds_a_hand_that_can_only_lose_and_says_what_it_saves() {
        let lesson = BluffPoker::lesson().unwrap();
        let (_, moves) = crate::testing::walk::<BluffPoker>(&lesson, |_, _| 0).unwrap();
        let mut state = crate::testing::start::<BluffPoker>(&lesson).unwrap();
        let fold_at = moves.len() - 1;
        assert_eq!(moves[fold_at], Action::Fold);
        for action in &moves[..fold_at] {
            state.apply(action).unwrap();
        }
        let seat = state.to_act().unwrap();
        let view = state.view(seat);
        let advice = BluffPoker::advise(&view, &state.legal_actions(), &mut GameRng::seeded(3));
        assert_eq!(advice.action, Action::Fold);
        let why = advice.why.expect("a reason");
        assert_eq!(why.id, "bluff_poker-coach-fold-beaten");
        assert_eq!(
            why.args["hand"],
            Arg::Phrase(Box::new(
                Hand::Pair {
                    rank: crate::cards::Rank::new(3).unwrap()
                }
                .phrase()
            ))
        );
        assert_eq!(number(&why, "now"), 10);
        assert_eq!(number(&why, "end"), 55);
        assert_eq!(why.args["other"], Arg::Seat(1 - seat));
    }
}
