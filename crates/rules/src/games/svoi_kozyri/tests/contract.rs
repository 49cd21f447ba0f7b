//! Svoi Kozyri's contract: saves, determinism, refusals and the spectator's view.

use super::*;

// ---- Contract, saves and determinism ----

#[test]
fn stacked_packs_are_dealt_in_order_and_checked() {
    let game = example_game();
    assert!(game.validate().is_ok());
    let mut short = cards::pack_from(Rank::SEVEN);
    short.pop();
    let deal = Deal {
        seed: 1,
        stacked: Some(short),
    };
    let error = SvoiKozyri::new_game(&Options::default(), 2, deal).unwrap_err();
    assert!(error.is("error-pack-size"), "{error}");
}

#[test]
fn corrupt_states_are_refused() {
    let mut base = example_game();
    act(&mut base, Action::Lead { card: card("7H") });
    assert!(base.validate().is_ok());
    let mut corrupt: Vec<(&str, SvoiKozyri)> = Vec::new();
    let mut g = base.clone();
    g.hands[0].pop();
    corrupt.push(("a card missing", g));
    let mut g = base.clone();
    let dup = g.hands[0][0];
    g.hands[1].push(dup);
    corrupt.push(("a card twice", g));
    let mut g = base.clone();
    g.turn = 5;
    corrupt.push(("seat out of range", g));
    let mut g = base.clone();
    g.options.dealer = 3;
    corrupt.push(("dealer out of range", g));
    let mut g = base.clone();
    g.options.pack = 30;
    corrupt.push(("unknown pack", g));
    let mut g = base.clone();
    g.phase = Phase::Lead;
    corrupt.push(("lead onto a pile", g));
    let mut g = base.clone();
    g.trump[1] = g.trump[0];
    corrupt.push(("shared trump", g));
    let mut g = base.clone();
    g.trump[1] = None;
    corrupt.push(("missing trump", g));
    let mut g = base.clone();
    g.hands[0].reverse();
    corrupt.push(("unsorted hand", g));
    let mut g = base.clone();
    g.phase = Phase::Over;
    g.winner = Some(0);
    corrupt.push(("winner with cards", g));
    let mut g = base.clone();
    g.phase = Phase::Over;
    g.winner = Some(7);
    corrupt.push(("winner out of range", g));
    let mut g = base.clone();
    g.phase = Phase::Over;
    corrupt.push(("early draw", g));
    let mut g = base.clone();
    g.phase = Phase::ChooseSuits;
    corrupt.push(("choosing after the deal", g));
    let mut g = base.clone();
    let moved = g.pile.pop().unwrap();
    g.stock.push(moved);
    corrupt.push(("stock after the deal", g));
    let mut g = new(&Options::default(), None);
    g.phase = Phase::ChooseTrump;
    corrupt.push(("trump choice without the dealer's suits", g));
    let mut g = new(&Options::default(), None);
    g.turn = 1;
    corrupt.push(("wrong seat chooses suits", g));
    let mut g = new(&Options::default(), None);
    let moved = g.stock.pop().unwrap();
    g.hands[0].push(moved);
    corrupt.push(("cards out before the deal", g));
    for (why, state) in corrupt {
        let error = state.validate().unwrap_err();
        assert!(error.is("error-damaged"), "{why}: {error}");
        let restored: SvoiKozyri = serde_json::from_str(&json(&state)).unwrap();
        assert!(
            restored.validate().is_err(),
            "accepted after a round trip: {why}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for seed in 0..20 {
        let mut a = SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        let mut b = SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        assert_eq!(a, b);
        let mut rng = GameRng::seeded(seed);
        while a.to_act().is_some() {
            let legal = a.legal_actions();
            let action = *rng.pick(&legal).unwrap();
            assert_eq!(a.apply(&action), b.apply(&action));
            assert_eq!(a, b);
        }
    }
    let a = SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(1)).unwrap();
    let b = SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(2)).unwrap();
    assert_ne!(a.stock, b.stock);
}

#[test]
fn shuffle_hidden_keeps_the_dealers_draw_apart() {
    let game = new(&Options::default(), None);
    let mut rng = GameRng::seeded(9);
    let mut dealer_side = game.clone();
    dealer_side.shuffle_hidden(0, &mut rng);
    assert_eq!(
        cards::sorted(&dealer_side.stock[..16]),
        cards::sorted(&game.stock[..16])
    );
    assert_eq!(dealer_side.view(0), game.view(0));
    let mut other_side = game.clone();
    other_side.shuffle_hidden(1, &mut rng);
    assert_ne!(other_side.stock, game.stock);
    assert_eq!(other_side.view(1), game.view(1));
    let dealt = example_game();
    let mut same = dealt.clone();
    same.shuffle_hidden(1, &mut rng);
    assert_eq!(same, dealt);
}

#[test]
fn actions_read_and_write_the_documented_json() {
    let cases = [
        (
            r#"{"action":"choose_suits","trump":"spades","second":"diamonds"}"#,
            Action::ChooseSuits {
                trump: Suit::Spades,
                second: Suit::Diamonds,
            },
        ),
        (
            r#"{"action":"choose_trump","suit":"hearts"}"#,
            Action::ChooseTrump { suit: Suit::Hearts },
        ),
        (
            r#"{"action":"lead","card":"AS"}"#,
            Action::Lead { card: card("AS") },
        ),
        (
            r#"{"action":"beat","card":"KS"}"#,
            Action::Beat { card: card("KS") },
        ),
        (r#"{"action":"pick_up"}"#, Action::PickUp),
    ];
    for (text, action) in cases {
        assert_eq!(serde_json::from_str::<Action>(text).unwrap(), action);
        assert_eq!(json(&action), text);
    }
}

#[test]
fn actions_are_phrases_naming_their_card_or_suits() {
    assert_eq!(
        Action::Beat { card: card("TS") }.phrase(),
        Phrase::new("svoi_kozyri-action-beat").card("card", card("TS"))
    );
    assert_eq!(
        Action::PickUp.phrase(),
        Phrase::new("svoi_kozyri-action-pick-up")
    );
    assert_eq!(
        Action::ChooseTrump { suit: Suit::Hearts }.phrase(),
        Phrase::new("svoi_kozyri-action-choose-trump").suit("trump", Suit::Hearts)
    );
}

#[test]
fn a_card_that_does_not_beat_is_refused_with_the_top_card_and_your_trumps() {
    // Seat 0's trump is spades: a lower club does not beat the 10 of clubs.
    let game = position(&["9C", "AD"], &["AH"], &["TC"], 0, Phase::Respond);
    let error = game
        .clone()
        .apply(&Action::Beat { card: card("9C") })
        .unwrap_err();
    assert!(error.is("svoi_kozyri-error-no-beat"), "{error}");
    assert_eq!(error.phrase().args["card"], Arg::Card(card("9C")));
    assert_eq!(error.phrase().args["top"], Arg::Card(card("TC")));
    assert_eq!(error.phrase().args["suit"], Arg::Suit(Suit::Clubs));
    assert_eq!(
        error.phrase().args["trump"],
        Arg::Suit(game.trump[0].unwrap())
    );
    let error = game
        .clone()
        .apply(&Action::Beat { card: card("7D") })
        .unwrap_err();
    assert!(error.is("svoi_kozyri-error-not-held"), "{error}");
    assert!(
        game.clone()
            .apply(&Action::Lead { card: card("AD") })
            .unwrap_err()
            .is("svoi_kozyri-error-beat-or-pick-up")
    );
    // Only a higher spade beats seat 0's own trump.
    let mut game = position(&["KS", "AD"], &["AH"], &["AS"], 0, Phase::Respond);
    let error = game.apply(&Action::Beat { card: card("KS") }).unwrap_err();
    assert!(error.is("svoi_kozyri-error-own-trump"), "{error}");
    assert_eq!(error.phrase().args["top"], Arg::Card(card("AS")));
}

#[test]
fn the_view_lists_legal_actions_only_for_the_seat_to_act() {
    let game = example_game();
    assert_eq!(game.view(1).legal, game.legal_actions());
    assert!(game.view(0).legal.is_empty());
}

#[test]
fn random_playouts_keep_the_contract() {
    for pack in [24, 32, 36] {
        for dealer in 0..2 {
            let options = Options {
                pack,
                dealer,
                ..Options::default()
            };
            for seed in 0..50 {
                checked_playout::<SvoiKozyri>(&options, 2, seed, Chooser::Random, 1000);
            }
        }
    }
    let short = Options {
        move_cap: 5,
        ..Options::default()
    };
    for seed in 0..50 {
        checked_playout::<SvoiKozyri>(&short, 2, seed, Chooser::Random, 100);
    }
}

#[test]
fn bot_playouts_keep_the_contract() {
    for level in Level::ALL {
        for pack in [24, 32, 36] {
            let options = Options {
                pack,
                ..Options::default()
            };
            let games = if level == Level::Hard { 1 } else { 12 };
            for seed in 0..games {
                checked_playout::<SvoiKozyri>(&options, 2, seed, Chooser::Bot(level), 1000);
            }
        }
    }
}
