//! Gotcha's contract: refused moves and setups, damaged saves, JSON, determinism, checked
//! playouts, bot strength, throughput and property checks.

use super::*;

#[test]
fn illegal_actions_are_refused_and_leave_the_state_unchanged() {
    let mut game = clubs_and_hearts();
    let refused = [
        guess(1, 1, 1),
        guess(0, 0, 1),
        guess(0, 21, 1),
        guess(0, 1, 0),
        guess(0, 1, 14),
        guess(7, 1, 1),
        Action::Discard { card: c("AH") },
    ];
    let before = json(&game);
    for action in refused {
        assert!(game.apply(&action).is_err(), "{action:?} accepted");
        assert_eq!(json(&game), before);
    }
    let mut discarding = Gotcha::new_game(&Options::default(), 2, Deal::seeded(1)).expect("game");
    let before = json(&discarding);
    let not_held = discarding.hands[0][0];
    for action in [
        guess(0, 1, 1),
        Action::Gotcha,
        Action::Discard { card: not_held },
    ] {
        assert!(discarding.apply(&action).is_err());
        assert_eq!(json(&discarding), before);
    }
    play(&mut game, &[guess(0, 1, 9)]);
    for _ in 0..20 {
        take_smallest(&mut game, 1);
    }
    play(&mut game, &[guess(0, 1, 13)]);
    assert!(game.apply(&Action::Gotcha).is_err());
}

#[test]
fn bad_setups_are_refused() {
    let options = Options::default();
    assert!(Gotcha::new_game(&options, 1, Deal::seeded(1)).is_err());
    assert!(Gotcha::new_game(&options, 6, Deal::seeded(1)).is_err());
    let far_dealer = Options {
        dealer: 3,
        ..Options::default()
    };
    assert!(Gotcha::new_game(&far_dealer, 3, Deal::seeded(1)).is_err());
    let mut short = standard_pack();
    short.pop();
    let deal = Deal {
        seed: 1,
        stacked: Some(short),
    };
    assert!(Gotcha::new_game(&options, 2, deal).is_err());
}

#[test]
fn corrupt_states_are_refused() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[guess(0, 1, 1), guess(0, 1, 5)]);
    assert!(game.validate().is_ok());
    let mut broken: Vec<Gotcha> = Vec::new();
    let mut twice = game.clone();
    twice.hands[0][1] = twice.hands[0][0];
    broken.push(twice);
    let mut turn = game.clone();
    turn.turn = 2;
    broken.push(turn);
    let mut unsorted = game.clone();
    unsorted.hands[1].swap(0, 5);
    broken.push(unsorted);
    let mut scores = game.clone();
    scores.scores.push(0);
    broken.push(scores);
    let mut shown = game.clone();
    shown.history[0].card = None;
    broken.push(shown);
    let mut last = game.clone();
    last.last_turn = true;
    broken.push(last);
    let mut over = game.clone();
    over.phase = Phase::Over;
    broken.push(over);
    let mut seats = game.clone();
    seats.seats = 3;
    broken.push(seats);
    let mut wrong_guess = game.clone();
    wrong_guess.history[1].position = 30;
    broken.push(wrong_guess);
    let mut moved = game.clone();
    let card = moved.hands[0].pop().expect("card");
    moved.set_aside.push(card);
    broken.push(moved);
    for (i, state) in broken.iter().enumerate() {
        assert!(state.validate().is_err(), "corrupt state {i} passed");
        let text = json(state);
        let loaded: Gotcha = serde_json::from_str(&text).expect("loads");
        assert!(loaded.validate().is_err());
    }
    let mut discarding = Gotcha::new_game(&Options::default(), 2, Deal::seeded(2)).unwrap();
    let first = discarding.legal_actions()[0];
    play(&mut discarding, &[first]);
    assert!(discarding.validate().is_ok());
    let mut early = discarding.clone();
    early.turn = 0;
    assert!(early.validate().is_err());
}

#[test]
fn options_and_actions_read_from_json() {
    let options: Options = serde_json::from_str("{}").expect("defaults");
    assert_eq!(options, Options::default());
    assert_eq!(options.two_player_deal, TwoPlayerDeal::Deal26Discard6);
    for (text, deal) in [
        ("deal26_discard6", TwoPlayerDeal::Deal26Discard6),
        ("deal20", TwoPlayerDeal::Deal20),
        ("deal20_discard5", TwoPlayerDeal::Deal20Discard5),
    ] {
        let json_text = format!("{{\"two_player_deal\":\"{text}\",\"dealer\":1}}");
        let options: Options = serde_json::from_str(&json_text).expect("options");
        assert_eq!(options.two_player_deal, deal);
        assert_eq!(options.dealer, 1);
    }
    let actions: Vec<Action> = serde_json::from_str(
        r#"[{"action":"discard","card":"7C"},{"action":"gotcha"},
            {"action":"guess","target":1,"position":3,"from":"smallest","value":9},
            {"action":"guess","target":0,"position":2,"from":"largest","value":13}]"#,
    )
    .expect("actions");
    assert_eq!(
        actions,
        vec![
            Action::Discard { card: c("7C") },
            Action::Gotcha,
            guess(1, 3, 9),
            Action::Guess {
                target: 0,
                position: 2,
                from: End::Largest,
                value: 13
            },
        ]
    );
    let said = guess(1, 3, 12).phrase();
    assert_eq!(said.id, "gotcha-action-guess");
    assert_eq!(said.args["target"], crate::phrase::Arg::Seat(1));
    assert_eq!(said.args["position"], crate::phrase::Arg::Number(3));
    assert_eq!(
        said.args["value"],
        crate::phrase::Arg::Rank(crate::cards::Rank::QUEEN)
    );
    assert_eq!(Action::Gotcha.phrase().id, "gotcha-action-gotcha");
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for seats in 2..=5 {
        let mut a = Gotcha::new_game(&Options::default(), seats, Deal::seeded(77)).unwrap();
        let mut b = Gotcha::new_game(&Options::default(), seats, Deal::seeded(77)).unwrap();
        assert_eq!(a, b);
        let mut rng = GameRng::seeded(1);
        while let Some(seat) = a.to_act() {
            let legal = a.legal_actions();
            assert_eq!(legal, b.legal_actions());
            let action = Gotcha::bot_action(&a.view(seat), &legal, Level::Normal, &mut rng);
            assert_eq!(a.apply(&action), b.apply(&action));
            assert_eq!(a, b);
        }
    }
}

fn all_options() -> Vec<Options> {
    [
        TwoPlayerDeal::Deal26Discard6,
        TwoPlayerDeal::Deal20,
        TwoPlayerDeal::Deal20Discard5,
    ]
    .into_iter()
    .map(|two_player_deal| Options {
        two_player_deal,
        dealer: 0,
    })
    .collect()
}

/// Random games run to hundreds of guesses and the contract checks serialise the whole state
/// at every step, so unoptimised builds check fewer seeds.
const PLAYOUT_SEEDS: u64 = if cfg!(debug_assertions) { 5 } else { 50 };

#[test]
fn random_playouts_keep_the_contract() {
    for options in all_options() {
        for seed in 0..PLAYOUT_SEEDS {
            checked_playout::<Gotcha>(&options, 2, seed, Chooser::Random, 20_000);
        }
    }
    for seats in 3..=5 {
        for seed in 0..PLAYOUT_SEEDS {
            let options = Options {
                dealer: seed as usize % seats,
                ..Options::default()
            };
            checked_playout::<Gotcha>(&options, seats, seed, Chooser::Random, 20_000);
        }
    }
}

#[test]
fn bot_playouts_keep_the_contract() {
    for level in Level::ALL {
        for seats in 2..=5 {
            for seed in 0..10 {
                let options = all_options()[seed as usize % 3].clone();
                checked_playout::<Gotcha>(&options, seats, seed, Chooser::Bot(level), 20_000);
            }
        }
    }
}

/// Plays one game with a chooser per seat (None: uniformly random); returns the winners.
fn match_game(options: &Options, players: &[Option<Level>], seed: u64) -> Vec<usize> {
    let mut game = Gotcha::new_game(options, players.len(), Deal::seeded(seed)).expect("game");
    let mut rng = GameRng::seeded(seed.wrapping_mul(31).wrapping_add(7));
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = match players[seat] {
            Some(level) => Gotcha::bot_action(&game.view(seat), &legal, level, &mut rng),
            None => *rng.pick(&legal).expect("legal"),
        };
        game.apply(&action).expect("legal action");
    }
    game.outcome().expect("over").winners
}

/// Wins of seat-role `a` and `b` over `games` games, swapping seats every other game.
fn head_to_head(a: Option<Level>, b: Option<Level>, games: u64) -> (usize, usize) {
    let options = Options::default();
    let (mut wins_a, mut wins_b) = (0, 0);
    for seed in 0..games {
        let swap = seed % 2 == 1;
        let players = if swap { [b, a] } else { [a, b] };
        let winners = match_game(&options, &players, 1000 + seed);
        let (seat_a, seat_b) = if swap { (1, 0) } else { (0, 1) };
        if winners == vec![seat_a] {
            wins_a += 1;
        }
        if winners == vec![seat_b] {
            wins_b += 1;
        }
    }
    (wins_a, wins_b)
}

#[test]
fn normal_beats_a_random_player() {
    let (normal, random) = head_to_head(Some(Level::Normal), None, 200);
    println!("normal {normal} - random {random} of 200");
    assert!(normal > 160, "normal won only {normal} of 200");
}

#[test]
fn hard_is_at_least_as_good_as_normal() {
    let (hard, normal) = head_to_head(Some(Level::Hard), Some(Level::Normal), 200);
    println!("hard {hard} - normal {normal} of 200");
    assert!(hard >= normal, "hard {hard} against normal {normal}");
}

#[test]
fn easy_beats_a_random_player() {
    let (easy, random) = head_to_head(Some(Level::Easy), None, 100);
    println!("easy {easy} - random {random} of 100");
    assert!(easy > 70, "easy won only {easy} of 100");
}

#[test]
fn bots_do_well_with_more_players() {
    let mut normal_wins = 0;
    for seed in 0..60 {
        let players = [None, Some(Level::Normal), None, None];
        let seat_shift = seed as usize % 4;
        let rotated: Vec<Option<Level>> = (0..4).map(|s| players[(s + seat_shift) % 4]).collect();
        let bot_seat = rotated.iter().position(Option::is_some).expect("bot");
        let winners = match_game(&Options::default(), &rotated, 500 + seed);
        if winners.contains(&bot_seat) {
            normal_wins += 1;
        }
    }
    println!("normal won {normal_wins} of 60 four-player games against random players");
    assert!(normal_wins > 40);
}

#[test]
#[ignore]
fn playout_throughput() {
    let start = std::time::Instant::now();
    let mut actions = 0u64;
    let mut seed = 0;
    let mut rng = GameRng::seeded(1);
    while start.elapsed().as_secs_f64() < 2.0 {
        let seats = 2 + (seed as usize % 4);
        let mut game =
            Gotcha::new_game(&Options::default(), seats, Deal::seeded(seed)).expect("game");
        while game.to_act().is_some() {
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())];
            game.apply(&action).expect("legal");
            actions += 1;
        }
        seed += 1;
    }
    let rate = actions as f64 / start.elapsed().as_secs_f64();
    println!("{rate:.0} actions per second over {seed} games");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_actions_are_refused_without_a_trace_when_illegal(
        seed in any::<u64>(),
        seats in 2usize..=5,
        steps in 0usize..300,
        target in 0u8..7,
        position in 0u8..30,
        value in 0u8..16,
        largest in any::<bool>(),
    ) {
        let game: Gotcha =
            crate::testing::after_random_actions(&Options::default(), seats, seed, steps);
        let from = if largest { End::Largest } else { End::Smallest };
        let action = Action::Guess { target, position, from, value };
        let legal = game.legal_actions();
        let equivalent = match from {
            End::Smallest => action,
            End::Largest => {
                let count = game.hands.get(usize::from(target)).map_or(0, Vec::len);
                let x = (count + 1).saturating_sub(usize::from(position));
                guess(target, x.min(255) as u8, value)
            }
        };
        let ok_position = position >= 1
            && usize::from(position) <= game.hands.get(usize::from(target)).map_or(0, Vec::len);
        let expected_legal = ok_position && legal.contains(&equivalent);
        let before = json(&game);
        let result = game.clone().apply(&action);
        prop_assert_eq!(result.is_ok(), expected_legal);
        let mut copy = game.clone();
        if copy.apply(&action).is_err() {
            prop_assert_eq!(json(&copy), before);
        }
    }

    #[test]
    fn states_views_and_options_survive_serde(seed in any::<u64>(), seats in 2usize..=5, steps in 0usize..200, deal in 0usize..3) {
        let options = all_options()[deal].clone();
        let game: Gotcha =
            crate::testing::after_random_actions(&options, seats, seed, steps);
        let back: Gotcha = serde_json::from_str(&json(&game)).unwrap();
        prop_assert_eq!(&back, &game);
        prop_assert!(back.validate().is_ok());
        for seat in 0..seats {
            let view = game.view(seat);
            let view_back: View = serde_json::from_str(&json(&view)).unwrap();
            prop_assert_eq!(view_back, view);
        }
        let options_back: Options = serde_json::from_str(&json(&options)).unwrap();
        prop_assert_eq!(options_back, options);
    }

    #[test]
    fn every_game_ends(seed in any::<u64>(), seats in 2usize..=5, deal in 0usize..3, dealer in 0usize..5) {
        let options = Options { dealer: dealer % seats, ..all_options()[deal].clone() };
        let mut game = Gotcha::new_game(&options, seats, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut steps = 0;
        while game.to_act().is_some() {
            let legal = game.legal_actions();
            let action = *rng.pick(&legal).unwrap();
            game.apply(&action).unwrap();
            steps += 1;
            prop_assert!(steps < 50_000);
        }
        prop_assert!(game.outcome().is_some());
    }
}
