//! Bluff Poker's contract: the view, actions, options and saves, property checks and bots.

use super::*;

// ---- The view ------------------------------------------------------------------------------

#[test]
fn the_view_names_each_rows_best_hand() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    plays(&mut state, "2H KS 5H KD");
    let view = state.view(1);
    assert_eq!(view.rows[0].best, Some(Hand::Pair { rank: Rank::KING }));
    assert_eq!(
        view.rows[1].best,
        Some(Hand::HighCard {
            high: Rank::new(5).unwrap()
        })
    );
}

#[test]
fn the_view_shows_what_a_fold_would_score() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    assert_eq!(state.view(0).fold_value, None);
    plays(&mut state, "2H KS");
    assert_eq!(state.view(0).fold_value, Some(3));
    plays(&mut state, "5H KD");
    assert_eq!(state.view(1).fold_value, Some(10));
    let mut state = lowball_game();
    act(&mut state, Action::Lowball { face_up: true });
    choose(&mut state, "2C 3D 4H 5S 7C");
    assert_eq!(state.view(0).fold_value, Some(15));
}

#[test]
fn the_view_shows_only_what_the_seat_may_see() {
    let state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    let view = state.view(0);
    assert_eq!(view.hand, cards::sorted(&cs(PAIR_DEAL)));
    assert!(view.legal.is_empty());
    assert_eq!(state.view(1).legal, state.legal_actions());
    let text = json(&view);
    for card in cs(FLUSH_LEAD) {
        assert!(!text.contains(&format!("\"{card}\"")), "{card} leaks");
    }
}

// ---- Actions, options, saves ---------------------------------------------------------------

#[test]
fn actions_and_options_read_the_documented_json() {
    let parse = |text: &str| serde_json::from_str::<Action>(text).unwrap();
    assert_eq!(
        parse(r#"{"action":"play","card":"AS"}"#),
        Action::Play { card: c("AS") }
    );
    assert_eq!(parse(r#"{"action":"fold"}"#), Action::Fold);
    assert_eq!(
        parse(r#"{"action":"lowball","face_up":true}"#),
        Action::Lowball { face_up: true }
    );
    assert_eq!(
        parse(r#"{"action":"choose","card":"7C"}"#),
        Action::Choose { card: c("7C") }
    );
    assert_eq!(
        parse(r#"{"action":"respond","face_up":false}"#),
        Action::Respond { face_up: false }
    );
    assert_eq!(
        serde_json::from_str::<Options>("{}").unwrap(),
        Options::default()
    );
    let options: Options = serde_json::from_str(r#"{"packs":2}"#).unwrap();
    assert_eq!(
        (options.packs, options.lowball, options.dealer),
        (2, true, 0)
    );
    assert_eq!(
        Action::Play { card: c("TH") }.phrase(),
        Phrase::new("bluff_poker-action-play").card("card", c("TH"))
    );
    assert_eq!(
        Action::Lowball { face_up: false }.phrase(),
        Phrase::new("bluff_poker-action-lowball").word("face", "down")
    );
    assert_eq!(
        Action::Respond { face_up: true }.phrase(),
        Phrase::new("bluff_poker-action-answer").word("face", "up")
    );
}

#[test]
fn corrupt_states_are_refused() {
    let good = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    assert!(good.validate().is_ok());
    let breakers: Vec<fn(&mut BluffPoker)> = vec![
        |s| s.hands[0][0] = s.hands[1][0],
        |s| {
            s.stock.pop();
        },
        |s| s.options.packs = 3,
        |s| s.options.dealer = 4,
        |s| s.phase = Phase::Hand { leader: 5, turn: 1 },
        |s| s.phase = Phase::Hand { leader: 1, turn: 0 },
        |s| s.hands[0].reverse(),
        |s| {
            s.phase = Phase::LowballAnswer {
                leader: 1,
                leader_face_up: true,
            }
        },
        |s| {
            let card = s.hands[1].remove(0);
            s.rows[1].push(card);
        },
        |s| s.row_face_up[0] = false,
        |s| {
            let cards: Vec<Card> = s.hands[1].drain(..5).collect();
            s.picks = cards;
            s.phase = Phase::LowballPick {
                leader: 1,
                face_up: true,
            };
        },
        |s| {
            let card = s.hands[0].remove(0);
            s.rows[0].push(card);
            s.phase = Phase::Over;
        },
    ];
    for (index, breaker) in breakers.iter().enumerate() {
        let mut state = good.clone();
        breaker(&mut state);
        assert!(state.validate().is_err(), "corruption {index} was accepted");
    }
    let mut text = json(&good);
    text = text.replace("\"leader\":1", "\"leader\":7");
    let loaded: BluffPoker = serde_json::from_str(&text).unwrap();
    assert!(loaded.validate().is_err());
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for options in option_sets() {
        let mut a = BluffPoker::new_game(&options, 2, Deal::seeded(77)).unwrap();
        let mut b = BluffPoker::new_game(&options, 2, Deal::seeded(77)).unwrap();
        assert_eq!(json(&a), json(&b));
        let mut rng = GameRng::seeded(3);
        while a.to_act().is_some() {
            let legal = a.legal_actions();
            assert_eq!(legal, b.legal_actions());
            let action = *rng.pick(&legal).unwrap();
            assert_eq!(act(&mut a, action), act(&mut b, action));
            assert_eq!(json(&a), json(&b));
        }
    }
    let a = BluffPoker::new_game(&Options::default(), 2, Deal::seeded(1)).unwrap();
    let b = BluffPoker::new_game(&Options::default(), 2, Deal::seeded(2)).unwrap();
    assert_ne!(a.hands, b.hands);
}

/// Every action that could ever be named, for probing illegal ones.
fn every_action(packs: u8) -> Vec<Action> {
    let mut all = vec![
        Action::Fold,
        Action::Lowball { face_up: true },
        Action::Lowball { face_up: false },
        Action::Respond { face_up: true },
        Action::Respond { face_up: false },
    ];
    for card in cards::packs(usize::from(packs)).into_iter().take(52) {
        all.push(Action::Play { card });
        all.push(Action::Choose { card });
    }
    all
}

fn options_strategy() -> impl Strategy<Value = Options> {
    (1u8..=2, any::<bool>(), 0usize..2).prop_map(|(packs, lowball, dealer)| Options {
        packs,
        lowball,
        dealer,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn illegal_actions_are_refused_and_change_nothing(
        seed in any::<u64>(),
        options in options_strategy(),
        steps in 0usize..120,
    ) {
        let state: BluffPoker =
            crate::testing::after_random_actions(&options, 2, seed, steps);
        let legal = state.legal_actions();
        let before = json(&state);
        for action in every_action(options.packs) {
            let mut copy = state.clone();
            let result = copy.apply(&action);
            prop_assert_eq!(result.is_ok(), legal.contains(&action), "{:?}", action);
            if result.is_err() {
                prop_assert_eq!(json(&copy), before.clone());
            }
        }
    }

    #[test]
    fn states_views_and_actions_survive_serde(
        seed in any::<u64>(),
        options in options_strategy(),
        steps in 0usize..150,
    ) {
        let state: BluffPoker =
            crate::testing::after_random_actions(&options, 2, seed, steps);
        let back: BluffPoker = serde_json::from_str(&json(&state)).unwrap();
        prop_assert_eq!(&back, &state);
        prop_assert!(back.validate().is_ok());
        for seat in [0, 1] {
            let view = state.view(seat);
            let view_back: View = serde_json::from_str(&json(&view)).unwrap();
            prop_assert_eq!(view_back, view);
        }
        for action in state.legal_actions() {
            let action_back: Action = serde_json::from_str(&json(&action)).unwrap();
            prop_assert_eq!(action_back, action);
        }
    }

    #[test]
    fn every_game_ends(seed in any::<u64>(), options in options_strategy()) {
        let mut state = BluffPoker::new_game(&options, 2, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut steps = 0;
        while state.to_act().is_some() {
            prop_assert!(steps < 2000);
            let legal = state.legal_actions();
            act(&mut state, *rng.pick(&legal).unwrap());
            steps += 1;
        }
        prop_assert!(state.outcome().is_some());
    }
}

// ---- Bots ----------------------------------------------------------------------------------

#[test]
fn normal_bot_beats_a_random_player() {
    for options in [Options::default(), two_packs()] {
        let (wins, _, _) = duel(Chooser::Bot(Level::Normal), Chooser::Random, 200, &options);
        assert!(wins > 170, "Normal won {wins} of 200 with {options:?}");
    }
}

#[test]
fn easy_bot_beats_a_random_player() {
    let (wins, _, _) = duel(
        Chooser::Bot(Level::Easy),
        Chooser::Random,
        100,
        &Options::default(),
    );
    assert!(wins > 70, "Easy won {wins} of 100");
}

#[test]
fn hard_bot_is_at_least_as_good_as_normal() {
    let (wins, losses, margin) = duel(
        Chooser::Bot(Level::Hard),
        Chooser::Bot(Level::Normal),
        100,
        &Options::default(),
    );
    assert!(
        wins >= losses && margin > 0.0,
        "Hard {wins}-{losses}, margin {margin}"
    );
}

#[test]
fn bots_choose_legal_actions_from_hand_built_positions() {
    let state = custom(
        &two_packs(),
        ["KS KD KC", "7H 8S"],
        ["QS QD", "7H 8S"],
        "",
        Phase::Hand { leader: 1, turn: 1 },
    );
    let mut rng = GameRng::seeded(1);
    for level in Level::ALL {
        let legal = state.legal_actions();
        let action = BluffPoker::bot_action(&state.view(1), &legal, level, &mut rng);
        assert_eq!(action, Action::Fold);
    }
}

#[test]
fn normal_bot_folds_when_it_is_certainly_beaten() {
    // Seat 0 shows three kings; seat 1 can make no more than a pair.
    let state = custom(
        &Options::default(),
        ["KS 2D 3C 4H 9S", "2H 2C 5D 7S 9C JD"],
        ["KD KC KH", "3S 6C"],
        "",
        Phase::Hand { leader: 0, turn: 1 },
    );
    let legal = state.legal_actions();
    let mut rng = GameRng::seeded(1);
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(
            BluffPoker::bot_action(&state.view(1), &legal, level, &mut rng),
            Action::Fold
        );
    }
}
