//! Tests of `challenge_table_screen::games`.

use challenge_rules::games as rules;
use challenge_table_screen::layouts::Place;
use challenge_table_screen::layouts::Presented;

use challenge_rules::{Card, Deal, GameRng, Level};

/// Every face a layout shows, wherever it lies.
fn faces(layout: &challenge_table_screen::layouts::TableLayout) -> Vec<Card> {
    layout
        .zones
        .iter()
        .flat_map(|zone| zone.cards.iter().flatten().copied())
        .collect()
}

/// A spectator's table, move by move of a seeded game: the seat watched from holds as many
/// cards as that player does, nobody is asked to play, and no face shows that some seat's
/// own table does not show.
fn spectator_sees_only_what_every_seat_sees<R: Presented>(seats: usize, seed: u64) {
    let mut state = R::new_game(&Default::default(), seats, Deal::seeded(seed))
        .unwrap_or_else(|error| panic!("{}: {error}", R::ID));
    let mut rng = GameRng::seeded(seed);
    for ply in 0..400 {
        let watched = R::layout(&state.watch_view());
        let player = R::layout(&state.view(0));
        let context = format!("{} seed {seed}, move {ply}", R::ID);
        let hand = |layout: &challenge_table_screen::layouts::TableLayout| {
            layout
                .zones
                .iter()
                .find(|zone| zone.place == Place::Hand(0))
                .map(|zone| zone.cards.len())
        };
        assert_eq!(hand(&watched), hand(&player), "{context}: the watched hand");
        assert_eq!(
            watched.prompt, None,
            "{context}: a spectator is asked nothing"
        );
        for viewer in 0..seats {
            let seen = faces(&R::layout(&state.view(viewer)));
            for card in faces(&watched) {
                assert!(
                    seen.contains(&card),
                    "{context}: the spectator sees {card}, which seat {viewer} does not"
                );
            }
        }
        let Some(seat) = state.to_act() else {
            return;
        };
        let legal = state.legal_actions();
        let action = R::bot_action(&state.view(seat), &legal, Level::Easy, &mut rng);
        state.apply(&action).expect("a bot's move is legal");
    }
}

#[test]
fn a_spectator_sees_every_game_without_a_hand_of_its_own() {
    for seed in 1..4 {
        spectator_sees_only_what_every_seat_sees::<rules::suit_challenge::SuitChallenge>(2, seed);
        spectator_sees_only_what_every_seat_sees::<rules::challenge_poker::ChallengePoker>(4, seed);
        spectator_sees_only_what_every_seat_sees::<rules::bluff_poker::BluffPoker>(2, seed);
        spectator_sees_only_what_every_seat_sees::<rules::svoi_kozyri::SvoiKozyri>(2, seed);
        spectator_sees_only_what_every_seat_sees::<rules::gotcha::Gotcha>(3, seed);
    }
}
