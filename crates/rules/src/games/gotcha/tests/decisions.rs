//! Single decisions of Gotcha's computer players, its coach and its review, whose right
//! answer is clear.

use super::*;

#[test]
fn shown_cards_bound_their_neighbours_in_possible_values() {
    let mut game = clubs_and_hearts();
    assert!(game.view(1).possible_values[0][15].contains(&7));
    play(&mut game, &[guess(0, 15, 8)]);
    let possible = game.view(1).possible_values;
    assert!(possible[0][..14].iter().flatten().all(|&v| v <= 8));
    assert!(possible[0][14..].iter().flatten().all(|&v| v >= 8));
}

#[test]
fn normal_calls_gotcha_only_on_a_certain_middle_card() {
    let mut calls = 0;
    for seed in 0..20 {
        let mut game = Gotcha::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let view = game.view(seat);
            let action = Gotcha::bot_action(&view, &legal, Level::Normal, &mut rng);
            if action == Action::Gotcha {
                calls += 1;
                play(&mut game, &[action]);
                let legal = game.legal_actions();
                let next = Gotcha::bot_action(&game.view(seat), &legal, Level::Normal, &mut rng);
                let Action::Guess {
                    target, position, ..
                } = next
                else {
                    panic!("a guess must follow Gotcha");
                };
                let (t, x) = (usize::from(target), usize::from(position));
                assert_eq!(view.possible_values[t][x - 1].len(), 1);
                assert!(x > 1 && x < view.hand_counts[t]);
                let before = game.scores[seat];
                play(&mut game, &[next]);
                assert_eq!(
                    game.scores[seat],
                    before + 4 + x.min(view.hand_counts[t] + 1 - x) as i64
                );
            } else {
                play(&mut game, &[action]);
            }
        }
    }
    assert!(calls > 0, "no Gotcha called in 20 games");
}

#[test]
fn the_normal_bot_discards_from_the_ends_of_its_hand() {
    let mut game = Gotcha::new_game(&Options::default(), 2, Deal::seeded(8)).unwrap();
    let mut rng = GameRng::seeded(8);
    while game.phase == Phase::Discard {
        let seat = game.turn;
        let hand = game.hands[seat].clone();
        let legal = game.legal_actions();
        let action = Gotcha::bot_action(&game.view(seat), &legal, Level::Normal, &mut rng);
        let Action::Discard { card } = action else {
            panic!("a discard was due");
        };
        assert!(card == hand[0] || card == hand[hand.len() - 1]);
        play(&mut game, &[action]);
    }
}

/// The coach's figures are the hard player's: the percent it says is the probability its
/// knowledge gives the guess (reckoned knowing the discards came from the ends of the hands),
/// and the points are what a right guess at that place scores.
#[test]
fn the_coach_states_the_chance_and_the_worth_of_the_guess_it_suggests() {
    use crate::phrase::Arg;
    let number = |phrase: &crate::phrase::Phrase, name: &str| match phrase.args.get(name) {
        Some(Arg::Number(n)) => *n,
        other => panic!("{phrase}: {name} is {other:?}"),
    };
    let mut guesses = 0;
    for seed in 0..60u64 {
        let state: Gotcha =
            crate::testing::after_random_actions(&Options::default(), 2, seed, 10 + seed as usize);
        let Some(seat) = state.to_act() else { continue };
        let view = state.view(seat);
        let legal = state.legal_actions();
        let advice = Gotcha::advise(&view, &legal, &mut GameRng::seeded(seed));
        assert_eq!(
            advice.action,
            Gotcha::bot_action(&view, &legal, Level::Hard, &mut GameRng::seeded(seed))
        );
        let Some(why) = advice.why else { continue };
        if why.id != "gotcha-coach-guess" {
            continue;
        }
        let Action::Guess {
            target,
            position,
            value: guessed,
            ..
        } = advice.action
        else {
            panic!("seed {seed}: a guess's reason for {:?}", advice.action);
        };
        let known = view.hand.iter().chain(view.discards.iter()).copied();
        let facts = knowledge::Knowledge::new(view.seat, known, &view.history, &view.hand_counts);
        // The hard player's reckoning, which knows the discards came from the ends.
        let discards = view.discard_counts[usize::from(target)];
        let row = &facts.probabilities_after_discards(usize::from(target), discards)
            [usize::from(position) - 1];
        let probability = row[usize::from(guessed)];
        assert_eq!(number(&why, "percent"), crate::coach::percent(probability));
        let count = view.hand_counts[usize::from(target)];
        let distance = usize::from(position).min(count + 1 - usize::from(position));
        assert_eq!(number(&why, "points"), 3 + distance as i64, "seed {seed}");
        guesses += 1;
    }
    assert!(guesses >= 10, "only {guesses} guesses explained");
}

/// Where a card is certain, the coach says so: in the lesson, once the learner has called
/// Gotcha, their view allows one value for Boris's 2nd smallest card (a 3), and Suggest
/// guesses it at 100 %, worth 5 points and the Gotcha's 1, at a risk of 2.
#[test]
fn the_coach_is_certain_of_a_card_that_is_certain() {
    let lesson = Gotcha::lesson().unwrap();
    let (_, moves) = crate::testing::walk::<Gotcha>(&lesson, |_, _| 0).unwrap();
    let mut state = crate::testing::start::<Gotcha>(&lesson).unwrap();
    for action in &moves {
        state.apply(action).unwrap();
        if *action == Action::Gotcha {
            break;
        }
    }
    let view = state.view(0);
    assert!(view.gotcha_pending);
    let advice = Gotcha::advise(&view, &state.legal_actions(), &mut GameRng::seeded(1));
    assert_eq!(
        advice.action,
        Action::Guess {
            target: 1,
            position: 2,
            from: End::Smallest,
            value: 3
        }
    );
    let why = advice.why.expect("a reason");
    assert_eq!(why.id, "gotcha-coach-guess-after-gotcha");
    let number = |name: &str| match why.args.get(name) {
        Some(crate::phrase::Arg::Number(n)) => *n,
        other => panic!("{why}: {name} is {other:?}"),
    };
    assert_eq!(
        [
            number("percent"),
            number("points"),
            number("bonus"),
            number("cost")
        ],
        [100, 5, 1, 2]
    );
}

/// The review values a guess as the hard player does: in the lesson, once the learner has
/// called Gotcha, Boris's 2nd smallest card can only be a 3. Guessing 3 is worth 3 + 2 points,
/// the kept turn's 4 and the Gotcha's 1, all certain: 10. Guessing 4 can never be right and
/// costs the Gotcha's 2: -2. So guessing 4 there costs 12.
#[test]
fn the_review_values_a_certain_guess_against_an_impossible_one() {
    let lesson = Gotcha::lesson().unwrap();
    let (_, moves) = crate::testing::walk::<Gotcha>(&lesson, |_, _| 0).unwrap();
    let mut state = crate::testing::start::<Gotcha>(&lesson).unwrap();
    for action in &moves {
        state.apply(action).unwrap();
        if *action == Action::Gotcha {
            break;
        }
    }
    let view = state.view(0);
    let legal = state.legal_actions();
    let guess = |value| Action::Guess {
        target: 1,
        position: 2,
        from: End::Smallest,
        value,
    };
    assert!(legal.contains(&guess(4)));
    let assessed = Gotcha::assess(&view, &legal, &guess(4), &mut GameRng::seeded(1)).unwrap();
    assert_eq!(assessed.best, guess(3));
    assert_eq!(assessed.unit, crate::assessment::Unit::Points);
    assert!((assessed.best_value - 10.0).abs() < 1e-9, "{assessed:?}");
    assert!((assessed.played_value + 2.0).abs() < 1e-9, "{assessed:?}");
    // The right guess costs nothing.
    let right = Gotcha::assess(&view, &legal, &guess(3), &mut GameRng::seeded(1)).unwrap();
    assert_eq!(right.best_value, right.played_value);
}

/// Where equally sure guesses lie in several hands, the normal player picks the hand by a
/// turn of its random stream, not always the lowest-numbered seat: otherwise every computer
/// player at a table would single out the same player (at the app's tables, the person).
#[test]
fn the_normal_player_spreads_its_guesses_over_equally_open_hands() {
    let mut game = Gotcha::new_game(&Options::default(), 5, Deal::seeded(3)).unwrap();
    while game.phase == Phase::Discard {
        let seat = game.to_act().unwrap();
        let legal = game.legal_actions();
        let action = Gotcha::bot_action(
            &game.view(seat),
            &legal,
            Level::Normal,
            &mut GameRng::seeded(1),
        );
        game.apply(&action).unwrap();
    }
    // Nothing has been guessed yet: every other hand is as open as the next.
    let seat = game.to_act().unwrap();
    let view = game.view(seat);
    let legal = game.legal_actions();
    let mut targets = std::collections::BTreeSet::new();
    for stream in 0..40 {
        match Gotcha::bot_action(&view, &legal, Level::Normal, &mut GameRng::seeded(stream)) {
            Action::Guess { target, .. } => {
                assert_ne!(usize::from(target), seat);
                targets.insert(target);
            }
            other => panic!("{other:?} before any guess"),
        }
    }
    assert!(targets.len() >= 3, "the guesses went only to {targets:?}");
}

/// With three players the game stops at the first empty hand and the highest score wins. The
/// hard player takes a hand's last card, however sure, only where the points put it ahead:
/// taking it while another player stays ahead would end the game lost.
#[test]
fn the_hard_player_takes_a_last_card_only_where_it_wins_the_game() {
    let mut game = Gotcha::new_game(&Options::default(), 3, Deal::seeded(5)).unwrap();
    let mut rng = GameRng::seeded(5);
    while game.phase == Phase::Discard {
        let legal = game.legal_actions();
        let action = Gotcha::bot_action(&game.view(game.turn), &legal, Level::Normal, &mut rng);
        game.apply(&action).unwrap();
    }
    // Player 2 holds a single card, every other value of which has been guessed wrong.
    let last = game.hands[1][0];
    game.set_aside.extend(game.hands[1].drain(1..));
    for v in (1..=13u8).filter(|&v| v != value(last)) {
        game.history.push(GuessRecord {
            guesser: 2,
            target: 1,
            position: 1,
            count: 1,
            value: v,
            gotcha: false,
            card: None,
        });
    }
    game.turn = 0;
    let sure = Action::Guess {
        target: 1,
        position: 1,
        from: End::Smallest,
        value: value(last),
    };
    let hard = |game: &Gotcha| {
        let legal = game.legal_actions();
        Gotcha::bot_action(&game.view(0), &legal, Level::Hard, &mut GameRng::seeded(1))
    };
    // The last card scores 4: 10 + 4 would end the game behind 15.
    game.scores = vec![10, 15, 0];
    let trailing = hard(&game);
    assert_ne!(trailing, sure);
    assert!(
        matches!(trailing, Action::Guess { target: 2, .. }),
        "{trailing:?}"
    );
    // 12 + 4 ends it won, and 11 + 4 shared: both are worth more than any other guess.
    for mine in [12, 11] {
        game.scores = vec![mine, 15, 0];
        assert_eq!(hard(&game), sure, "at {mine} against 15");
    }
}
