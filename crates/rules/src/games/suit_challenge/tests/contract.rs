//! Suit Challenge's contract: refused moves, saves, JSON and determinism, property checks,
//! and the computer players' decisions.

use super::*;

// ---------------------------------------------------------------- contract

#[test]
fn views_hold_only_what_the_seat_may_see() {
    let state = game(THREE_HEARTS, PAIR_SPADES, "");
    let view = state.view(1);
    let mut own = cards_of(PAIR_SPADES);
    own.sort_unstable_by_key(hand_key);
    assert_eq!(view.hand, own);
    assert_eq!(view.opponent_cards, 5);
    assert!(view.legal.is_empty());
    let json = serde_json::to_string(&view).unwrap();
    for code in ["AH", "KH", "5C", "7D"] {
        assert!(
            !json.contains(&format!("\"{code}\"")),
            "view 1 shows {code}"
        );
    }
    assert_eq!(state.view(0).legal, state.legal_actions());
}

#[test]
fn action_json_has_the_agreed_shape() {
    let cases = [
        (
            call(Row::FullHouse),
            r#"{"action":"call","hand":"full_house"}"#,
        ),
        (
            discard("AS TD"),
            r#"{"action":"discard","cards":["AS","TD"]}"#,
        ),
        (Action::Pass, r#"{"action":"pass"}"#),
        (Action::EndTurn, r#"{"action":"end_turn"}"#),
        (Action::Accept, r#"{"action":"accept"}"#),
        (Action::TotalHand, r#"{"action":"total_hand"}"#),
        (
            Action::Challenge {
                row: Row::FullHouse,
            },
            r#"{"action":"challenge","row":"full_house"}"#,
        ),
        (Action::Quit, r#"{"action":"quit"}"#),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
        assert!(action.phrase().id.starts_with("suit_challenge-action-"));
    }
    assert!(
        serde_json::from_str::<Action>(
            r#"{"action":"discard","cards":["AS","TD","2C","3C","4C","5C"]}"#
        )
        .is_err()
    );
    assert_eq!(
        call(Row::FullHouse).phrase(),
        Phrase::new("suit_challenge-action-call")
            .nested("hand", Phrase::new("suit_challenge-row-full-house"))
    );
    assert_eq!(
        discard("AS TD 2C").phrase(),
        Phrase::new("suit_challenge-action-discard").cards("cards", &cards_of("AS TD 2C"))
    );
    assert_eq!(
        discard("").phrase(),
        Phrase::new("suit_challenge-action-draw-nothing")
    );
}

#[test]
fn discards_must_be_held_and_distinct() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    pass_opening(&mut state);
    let before = state.clone();
    for bad in ["QS", "AH AH", "AH 2C"] {
        assert!(state.apply(&discard(bad)).is_err(), "{bad}");
        assert_eq!(state, before);
    }
    // Any order of held cards is accepted.
    act(&mut state, discard("AH 5C"));
}

type Breaker = Box<dyn Fn(&mut SuitChallenge)>;

#[test]
fn corrupt_states_are_refused() {
    let good = game(THREE_HEARTS, PAIR_SPADES, "");
    good.validate().unwrap();
    let breakers: Vec<Breaker> = vec![
        Box::new(|s| s.hands.pop().map(|_| ()).unwrap_or(())),
        Box::new(|s| s.sheets.push([None; 9])),
        Box::new(|s| s.draws.clear()),
        Box::new(|s| s.dealer = 2),
        Box::new(|s| s.options.dealer = 5),
        Box::new(|s| {
            let c = s.stock[0];
            s.stock[1] = c;
        }),
        Box::new(|s| {
            let c = s.stock.pop().unwrap();
            s.hands[0].push(c);
        }),
        Box::new(|s| s.draws[0] = Some(9)),
        Box::new(|s| s.sheets[0][0] = Some(-3)),
        Box::new(|s| s.phase = Phase::Turn { seat: 2 }),
        Box::new(|s| {
            s.phase = Phase::Respond {
                seat: 1,
                caller: 1,
                hand: Row::Pair,
            }
        }),
        Box::new(|s| {
            s.phase = Phase::Respond {
                seat: 1,
                caller: 0,
                hand: Row::TotalHand,
            }
        }),
        Box::new(|s| s.phase = Phase::ChallengeChoice { seat: 0 }),
        Box::new(|s| s.phase = Phase::GameOver),
        Box::new(|s| {
            s.challenge = Some(ChallengeRound {
                challenger: 0,
                row: Row::Pair,
            })
        }),
        Box::new(|s| {
            s.outcome = Some(Outcome::by_highest_score(
                vec![1, 2],
                Note::GameDrawn { points: 1 },
            ));
        }),
        Box::new(|s| {
            fill(s, 0, &Row::REQUIRED, 1);
        }),
    ];
    for (at, breaker) in breakers.iter().enumerate() {
        let mut state = good.clone();
        breaker(&mut state);
        assert!(
            state.validate().is_err(),
            "corruption {at} passed validation"
        );
        // Nothing panics on a refused state either.
        let _ = state.legal_actions();
        let _ = state.view(0);
    }
}

#[test]
fn shuffle_hidden_keeps_every_view() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    let view = state.view(0);
    let mut rng = GameRng::seeded(3);
    state.shuffle_hidden(0, &mut rng);
    assert_eq!(state.view(0), view);
    assert_ne!(state.hands[1], cards_of(PAIR_SPADES));
    state.validate().unwrap();
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let mut a = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(11)).unwrap();
    let mut b = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(11)).unwrap();
    let mut rng = GameRng::seeded(4);
    for _ in 0..500 {
        if a.to_act().is_none() {
            break;
        }
        let legal = a.legal_actions();
        let action = rng.pick(&legal).unwrap().clone();
        assert_eq!(a.apply(&action), b.apply(&action));
        assert_eq!(a, b);
    }
    let c = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(12)).unwrap();
    assert_ne!(
        c.hands,
        SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(11))
            .unwrap()
            .hands
    );
}

fn playout_seeds() -> u64 {
    if cfg!(debug_assertions) { 40 } else { 300 }
}

#[test]
fn random_playouts_keep_the_contract_for_both_first_dealers() {
    for dealer in 0..2 {
        for seed in 0..playout_seeds() {
            checked_playout::<SuitChallenge>(
                &Options {
                    dealer,
                    ..Options::default()
                },
                2,
                seed,
                Chooser::Random,
                200_000,
            );
        }
    }
}

#[test]
fn bot_playouts_keep_the_contract_at_every_level() {
    for level in Level::ALL {
        // The searching hard level thinks a thousand times longer per move: fewer games.
        let seeds = if level == Level::Hard {
            2
        } else {
            playout_seeds() / 4
        };
        for seed in 0..seeds {
            let options = Options {
                dealer: (seed % 2) as usize,
                ..Options::default()
            };
            checked_playout::<SuitChallenge>(&options, 2, seed, Chooser::Bot(level), 50_000);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 24 } else { 128 }))]

    #[test]
    fn illegal_actions_are_refused_without_a_trace(seed in any::<u64>(), dealer in 0usize..2, steps in 0usize..60, pick in 0usize..64) {
        let state: SuitChallenge =
            crate::testing::after_random_actions(&Options { dealer, ..Options::default() }, 2, seed, steps);
        let mut candidates: Vec<Action> = Row::ALL.iter().map(|&r| call(r)).collect();
        candidates.extend(Row::ALL.iter().map(|&r| Action::Challenge { row: r }));
        candidates.extend([Action::Pass, Action::EndTurn, Action::Accept, Action::TotalHand, Action::Quit, discard("AS"), discard("")]);
        let action = &candidates[pick % candidates.len()];
        let legal = state.legal_actions();
        let before = state.clone();
        let result = state.clone().apply(action);
        let held = matches!(action, Action::Discard { cards } if cards.iter().all(|c| state.hand(state.to_act().unwrap_or(0)).contains(&c)));
        if !legal.contains(action) && !held {
            prop_assert!(result.is_err());
            let mut copy = state.clone();
            let _ = copy.apply(action);
            prop_assert_eq!(copy, before);
        } else if legal.contains(action) {
            prop_assert!(result.is_ok());
        }
    }

    #[test]
    fn states_views_and_options_survive_serde(seed in any::<u64>(), dealer in 0usize..2, steps in 0usize..200) {
        let options = Options { dealer, ..Options::default() };
        let json = serde_json::to_string(&options).unwrap();
        prop_assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), options.clone());
        prop_assert_eq!(serde_json::from_str::<Options>("{}").unwrap(), Options::default());
        let state: SuitChallenge =
            crate::testing::after_random_actions(&options, 2, seed, steps);
        let back: SuitChallenge = serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
        back.validate().unwrap();
        prop_assert_eq!(&back, &state);
        for seat in 0..2 {
            let view = state.view(seat);
            let back: View = serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
            prop_assert_eq!(back, view);
        }
    }

    #[test]
    fn games_end(seed in any::<u64>(), dealer in 0usize..2) {
        let mut state = SuitChallenge::new_game(&Options { dealer, ..Options::default() }, 2, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut steps = 0;
        while state.to_act().is_some() {
            let legal = state.legal_actions();
            let action = rng.pick(&legal).unwrap().clone();
            state.apply(&action).unwrap();
            steps += 1;
            prop_assert!(steps < 200_000);
        }
        prop_assert!(state.outcome().is_some());
    }
}

// ---------------------------------------------------------------- bots

/// Plays one game; `levels[seat]` None is a random player. Returns the winners.
fn play_match(seed: u64, levels: [Option<Level>; 2]) -> Vec<Seat> {
    let options = Options {
        dealer: (seed / 2 % 2) as usize,
        ..Options::default()
    };
    let mut state = SuitChallenge::new_game(&options, 2, Deal::seeded(seed)).unwrap();
    let mut rng = GameRng::seeded(seed.wrapping_mul(31).wrapping_add(7));
    let mut steps = 0;
    while let Some(seat) = state.to_act() {
        let legal = state.legal_actions();
        let action = match levels[seat] {
            Some(level) => SuitChallenge::bot_action(&state.view(seat), &legal, level, &mut rng),
            None => rng.pick(&legal).unwrap().clone(),
        };
        state.apply(&action).unwrap();
        steps += 1;
        assert!(steps < 200_000, "match did not end");
    }
    state.outcome().unwrap().winners
}

/// Wins and losses of `first` against `second` over `games` fixed seeds, seats alternating.
fn head_to_head(first: Option<Level>, second: Option<Level>, games: u64) -> (u32, u32) {
    let (mut wins, mut losses) = (0, 0);
    for seed in 0..games {
        let me = (seed % 2) as usize;
        let mut levels = [second; 2];
        levels[me] = first;
        let winners = play_match(seed, levels);
        if winners == vec![me] {
            wins += 1;
        } else if !winners.is_empty() {
            losses += 1;
        }
    }
    (wins, losses)
}

#[test]
fn normal_bot_beats_a_random_player() {
    let (wins, losses) = head_to_head(Some(Level::Normal), None, 200);
    println!("normal against random: {wins} wins, {losses} losses of 200");
    assert!(wins > 150, "normal won {wins}, lost {losses} of 200");
}

#[test]
fn easy_bot_beats_a_random_player() {
    let (wins, losses) = head_to_head(Some(Level::Easy), None, 200);
    println!("easy against random: {wins} wins, {losses} losses of 200");
    assert!(wins > 120, "easy won {wins}, lost {losses} of 200");
}

// The hard level's strength is measured by duplicate matches (the `duplicate` example), which
// take minutes; these tests pin down single decisions whose right answer is clear.

/// Seat 0 calls `call` right after the deal and seat 1 is to answer, holding `answer`.
fn answering(caller: &str, answer: &str, call_row: Row) -> SuitChallenge {
    let mut state = game(caller, answer, "");
    act(&mut state, call(call_row));
    assert!(matches!(state.phase, Phase::Respond { seat: 1, .. }));
    state
}

fn hard_move(state: &SuitChallenge, seat: Seat, seed: u64) -> Action {
    let legal = state.legal_actions();
    let action = SuitChallenge::bot_action(
        &state.view(seat),
        &legal,
        Level::Hard,
        &mut GameRng::seeded(seed),
    );
    assert!(legal.contains(&action), "{action:?} is not legal");
    action
}

#[test]
fn hard_answers_with_total_hand_a_call_its_high_total_beats_but_its_hand_does_not() {
    // 51 points against a 4 of a Kind: accepting loses the 4 of a Kind, Total Hand wins.
    let state = answering("9C 8C 7C 6C 2D", "AH KD QC JS TH", Row::FourOfAKind);
    assert_eq!(hard_move(&state, 1, 1), Action::TotalHand);
}

#[test]
fn hard_accepts_a_call_when_its_total_is_low() {
    // A total of 20 would write 0 in Total Hand and give the caller their total.
    let state = answering("QS 9S 4D 3C 5H", "2C 3D 4H 5S 6C", Row::Pair);
    assert_eq!(hard_move(&state, 1, 1), Action::Accept);
}

#[test]
fn hard_calls_a_top_five_of_a_kind_for_its_empty_row() {
    let state = game("AH KH QH JH TH", PAIR_SPADES, "");
    assert!(matches!(
        hard_move(&state, 0, 1),
        Action::Call {
            hand: Row::FiveOfAKind | Row::TotalHand
        }
    ));
}

#[test]
fn hard_does_not_call_a_filled_row_while_the_other_player_is_not_drawing_to_a_strong_hand() {
    // Only a blocking call is offered: a 2 Pair with that row filled, Total Hand filled too.
    let mut state = game(TWO_PAIR, "2H 5H 8C JD KS", "");
    fill(&mut state, 0, &[Row::TwoPair, Row::TotalHand], 30);
    assert_eq!(
        state.legal_actions(),
        vec![call(Row::TwoPair), Action::Pass]
    );
    for seed in 0..4 {
        assert_eq!(hard_move(&state, 0, seed), Action::Pass);
    }
}

#[test]
fn hard_quits_when_ahead_and_challenges_when_behind() {
    let behind = endgame(&[Row::Pair]);
    assert_eq!(
        hard_move(&behind, 1, 2),
        Action::Challenge { row: Row::Pair }
    );
    let mut ahead = endgame(&[Row::Pair]);
    ahead.sheets[1][Row::Challenge.index()] = Some(80);
    assert_eq!(hard_move(&ahead, 1, 2), Action::Quit);
}

#[test]
fn hard_moves_depend_only_on_the_view_and_the_random_state() {
    let mut state = game("AH 7H 2C 9D 4S", PAIR_SPADES, "");
    pass_opening(&mut state);
    let view = state.view(0);
    let legal = state.legal_actions();
    let moves: Vec<Action> = (0..2)
        .map(|_| SuitChallenge::bot_action(&view, &legal, Level::Hard, &mut GameRng::seeded(9)))
        .collect();
    assert_eq!(moves[0], moves[1]);
    assert!(matches!(moves[0], Action::Discard { .. }), "{:?}", moves[0]);
}

#[test]
fn bots_choose_legal_actions_from_their_view() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    let mut rng = GameRng::seeded(1);
    for level in Level::ALL {
        let legal = state.legal_actions();
        let action = SuitChallenge::bot_action(&state.view(0), &legal, level, &mut rng);
        assert!(legal.contains(&action));
    }
    // A Full House for an empty row is called at once.
    set_cards(&mut state, "2C 4C 6C 7D 8D", PAIR_SPADES, "");
    let legal = state.legal_actions();
    let mut rng = GameRng::seeded(1);
    let action = SuitChallenge::bot_action(&state.view(0), &legal, Level::Normal, &mut rng);
    assert_eq!(action, call(Row::FullHouse));
    // A high Full House is called by every careful level, as a Full House or Total Hand.
    set_cards(&mut state, "AC KC QC JD TD", PAIR_SPADES, "");
    let legal = state.legal_actions();
    for level in [Level::Normal, Level::Hard] {
        let action = SuitChallenge::bot_action(&state.view(0), &legal, level, &mut rng);
        assert!(
            matches!(action, Action::Call { .. }),
            "{level:?} chose {action:?}"
        );
    }
    // Nothing worth calling: the normal level passes the opening chance. (The hard level may
    // call such a hand on purpose: losing the call hands the other player an ordinary row and
    // ends a round it is unlikely to win.)
    set_cards(
        &mut state,
        "2S 3S 2D 6D 7C",
        PAIR_SPADES.replace("QS", "KD").as_str(),
        "",
    );
    let legal = state.legal_actions();
    let action = SuitChallenge::bot_action(&state.view(0), &legal, Level::Normal, &mut rng);
    assert_eq!(action, Action::Pass);
}

#[test]
fn a_bot_behind_challenges_and_a_bot_ahead_quits() {
    let mut rng = GameRng::seeded(2);
    let state = endgame(&[Row::FullHouse]);
    let legal = state.legal_actions();
    let action = SuitChallenge::bot_action(&state.view(1), &legal, Level::Normal, &mut rng);
    assert_eq!(
        action,
        Action::Challenge {
            row: Row::FullHouse
        }
    );
    let mut ahead = endgame(&[Row::FullHouse]);
    ahead.sheets[1][Row::Challenge.index()] = Some(80);
    let legal = ahead.legal_actions();
    let action = SuitChallenge::bot_action(&ahead.view(1), &legal, Level::Normal, &mut rng);
    assert_eq!(action, Action::Quit);
}

#[test]
#[ignore]
fn playout_throughput() {
    // Counts the time this thread really ran where the system reports it, so a busy machine
    // does not hide the figure.
    fn cpu_ns() -> Option<u64> {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()?
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    }
    let start = std::time::Instant::now();
    let cpu_start = cpu_ns();
    let mut actions = 0u64;
    let mut seed = 0;
    let mut rng = GameRng::seeded(99);
    while start.elapsed().as_secs_f64() < 2.0 {
        let mut state =
            SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        seed += 1;
        while state.to_act().is_some() {
            let legal = state.legal_actions();
            let action = &legal[rng.below(legal.len())];
            state.apply(action).unwrap();
            actions += 1;
        }
    }
    let wall = actions as f64 / start.elapsed().as_secs_f64();
    let cpu = match (cpu_start, cpu_ns()) {
        (Some(a), Some(b)) if b > a => actions as f64 / ((b - a) as f64 / 1e9),
        _ => wall,
    };
    println!("{wall:.0} actions/second wall clock, {cpu:.0} per second of CPU time, {seed} games");
    assert!(cpu.max(wall) > 1_000_000.0, "only {cpu:.0} actions/second");
}
