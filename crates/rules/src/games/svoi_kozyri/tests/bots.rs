//! Svoi Kozyri's computer players, property checks and playout throughput.

use super::*;

// ---- Bots ----

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Random,
    Bot(Level),
}

/// Plays one game; returns the winner, or None for a draw.
fn play(seed: u64, players: [Player; 2], dealer: Seat) -> Option<Seat> {
    let options = Options {
        dealer,
        ..Options::default()
    };
    let mut game = SvoiKozyri::new_game(&options, 2, Deal::seeded(seed)).unwrap();
    let mut rng = GameRng::seeded(seed.wrapping_mul(31) + 5);
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = match players[seat] {
            Player::Random => *rng.pick(&legal).unwrap(),
            Player::Bot(level) => SvoiKozyri::bot_action(&game.view(seat), &legal, level, &mut rng),
        };
        assert!(legal.contains(&action));
        act(&mut game, action);
    }
    game.winner
}

/// Wins of `a` and of `b` over `games` games, alternating seats and dealers.
fn match_up(a: Player, b: Player, games: u64) -> (u32, u32) {
    let (mut wins_a, mut wins_b) = (0, 0);
    for seed in 0..games {
        let a_seat = (seed % 2) as usize;
        let dealer = ((seed / 2) % 2) as usize;
        let mut players = [b, b];
        players[a_seat] = a;
        match play(1000 + seed, players, dealer) {
            Some(w) if w == a_seat => wins_a += 1,
            Some(_) => wins_b += 1,
            None => {}
        }
    }
    (wins_a, wins_b)
}

#[test]
fn bots_only_choose_legal_actions_from_any_position() {
    let mut rng = GameRng::seeded(4);
    for seed in 0..30 {
        let mut game = SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        let mut step = 0;
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            for level in Level::ALL {
                // Hard searches, so it is asked on a sample of the positions to stay quick.
                if level == Level::Hard && (seed % 5 != 0 || step % 3 != 0) {
                    continue;
                }
                let choice = SvoiKozyri::bot_action(&game.view(seat), &legal, level, &mut rng);
                assert!(legal.contains(&choice));
            }
            act(&mut game, *rng.pick(&legal).unwrap());
            step += 1;
        }
    }
}

#[test]
fn the_dealer_bot_takes_its_longest_strongest_suit_as_trumps() {
    let draw = [
        "AS", "KS", "QS", "JS", "TS", "9S", "7D", "8D", "9D", "7C", "8C", "9C", "TC", "7H", "8H",
        "9H",
    ];
    let stacked = pack_with_draw(32, &draw, [Suit::Spades, Suit::Diamonds]);
    let game = new(&Options::default(), Some(stacked));
    let legal = game.legal_actions();
    let mut rng = GameRng::seeded(1);
    let choice = SvoiKozyri::bot_action(&game.view(0), &legal, Level::Normal, &mut rng);
    assert!(matches!(
        choice,
        Action::ChooseSuits {
            trump: Suit::Spades,
            ..
        }
    ));
}

#[test]
fn normal_beats_random_clearly() {
    let (normal, random) = match_up(Player::Bot(Level::Normal), Player::Random, 200);
    println!("normal {normal} - random {random}");
    assert!(
        normal >= 150,
        "normal won only {normal} of 200 (random {random})"
    );
}

#[test]
fn normal_beats_easy_clearly() {
    let (normal, easy) = match_up(Player::Bot(Level::Normal), Player::Bot(Level::Easy), 200);
    println!("normal {normal} - easy {easy}");
    assert!(
        normal >= 120,
        "normal won only {normal} of 200 (easy {easy})"
    );
}

#[test]
fn easy_beats_random() {
    let (easy, random) = match_up(Player::Bot(Level::Easy), Player::Random, 200);
    println!("easy {easy} - random {random}");
    assert!(easy >= 120, "easy won only {easy} of 200 (random {random})");
}

#[test]
fn hard_beats_normal_in_a_short_match() {
    // Seats and dealers alternate; the full measure of strength is the duplicate example.
    let (hard, normal) = match_up(Player::Bot(Level::Hard), Player::Bot(Level::Normal), 12);
    println!("hard {hard} - normal {normal}");
    assert!(hard >= 8, "hard won only {hard} of 12 (normal {normal})");
}

// ---- Property checks ----

fn any_options() -> impl Strategy<Value = Options> {
    (
        prop_oneof![Just(24u8), Just(32u8), Just(36u8)],
        1u32..500,
        0usize..2,
    )
        .prop_map(|(pack, move_cap, dealer)| Options {
            pack,
            move_cap,
            dealer,
        })
}

fn every_action() -> Vec<Action> {
    let mut all = vec![Action::PickUp];
    for trump in Suit::ALL {
        all.push(Action::ChooseTrump { suit: trump });
        for second in Suit::ALL {
            all.push(Action::ChooseSuits { trump, second });
        }
    }
    for card in cards::pack_from(Rank::SIX) {
        all.push(Action::Lead { card });
        all.push(Action::Beat { card });
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn illegal_actions_are_refused_with_the_state_unchanged(
        options in any_options(), seed in any::<u64>(), steps in 0usize..80
    ) {
        let game: SvoiKozyri =
            crate::testing::after_random_actions(&options, 2, seed, steps);
        let legal = game.legal_actions();
        let before = json(&game);
        for action in every_action() {
            let mut copy = game.clone();
            let result = copy.apply(&action);
            prop_assert_eq!(result.is_ok(), legal.contains(&action), "{:?}", action);
            if result.is_err() {
                prop_assert_eq!(json(&copy), before.clone());
            }
        }
    }

    #[test]
    fn states_views_and_options_survive_serde(
        options in any_options(), seed in any::<u64>(), steps in 0usize..80
    ) {
        let game: SvoiKozyri =
            crate::testing::after_random_actions(&options, 2, seed, steps);
        let back: SvoiKozyri = serde_json::from_str(&json(&game)).unwrap();
        prop_assert_eq!(&back, &game);
        prop_assert!(back.validate().is_ok());
        for seat in 0..2 {
            let view = game.view(seat);
            let view_back: View = serde_json::from_str(&json(&view)).unwrap();
            prop_assert_eq!(view_back, view);
        }
        let options_back: Options = serde_json::from_str(&json(&options)).unwrap();
        prop_assert_eq!(options_back, options);
    }

    #[test]
    fn every_game_ends_within_the_move_cap(options in any_options(), seed in any::<u64>()) {
        let mut game = SvoiKozyri::new_game(&options, 2, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut steps = 0usize;
        while game.to_act().is_some() {
            let legal = game.legal_actions();
            game.apply(rng.pick(&legal).unwrap()).unwrap();
            steps += 1;
            // Two choices, then at most two actions per turn.
            prop_assert!(steps <= 2 + 2 * options.move_cap as usize);
        }
        prop_assert!(game.plies <= options.move_cap);
        prop_assert!(game.outcome().is_some());
    }
}

// ---- Throughput ----

#[test]
#[ignore]
fn playout_throughput() {
    let start = std::time::Instant::now();
    let mut actions: u64 = 0;
    let mut games: u64 = 0;
    let mut rng = GameRng::seeded(1);
    while start.elapsed().as_secs_f64() < 2.0 {
        let mut game = SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(games)).unwrap();
        while game.to_act().is_some() {
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())];
            let _ = game.apply(&action);
            actions += 1;
        }
        games += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{:.0} actions/s ({actions} actions, {games} games in {seconds:.2} s)",
        actions as f64 / seconds
    );
}

#[test]
#[ignore]
fn bot_move_time() {
    for level in Level::ALL {
        let start = std::time::Instant::now();
        let mut moves = 0u32;
        let mut rng = GameRng::seeded(2);
        for seed in 0..20 {
            let mut game =
                SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
            while let Some(seat) = game.to_act() {
                let legal = game.legal_actions();
                let action = SvoiKozyri::bot_action(&game.view(seat), &legal, level, &mut rng);
                game.apply(&action).unwrap();
                moves += 1;
            }
        }
        let per_move = start.elapsed().as_secs_f64() * 1e6 / f64::from(moves);
        println!("{level:?}: {per_move:.0} µs per move over {moves} moves");
        assert!(
            per_move < 20_000.0,
            "{level:?} takes {per_move:.0} µs per move"
        );
    }
}
