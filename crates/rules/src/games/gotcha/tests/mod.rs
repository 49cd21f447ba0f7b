//! Tests for Gotcha: one per rule and rule note, built on stacked packs, plus playouts,
//! property checks and bot strength.

use super::*;
use crate::cards::{Card, standard_pack};
use crate::game::{Audience, Deal, Event, Game, Level, Zone};
use crate::phrase::Speak;
use crate::rng::GameRng;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

mod contract;
mod decisions;

fn c(code: &str) -> Card {
    code.parse().expect("card code")
}

fn cs(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}

/// The pack in hand order: AC AD AH AS 2C ... KS.
fn value_ordered_pack() -> Vec<Card> {
    let mut pack = standard_pack();
    sort_hand(&mut pack);
    pack
}

/// A pack that deals `hands` (seat by seat, all of one size) with one card at a time from the
/// seat left of `dealer`; the other cards follow in pack order and are set aside.
fn stack(seats: usize, dealer: usize, hands: &[Vec<Card>]) -> Vec<Card> {
    let per = hands[0].len();
    let first = (dealer + 1) % seats;
    let mut pack: Vec<Card> = (0..per * seats)
        .map(|k| hands[(first + k) % seats][k / seats])
        .collect();
    let rest: Vec<Card> = standard_pack()
        .into_iter()
        .filter(|card| !pack.contains(card))
        .collect();
    pack.extend(rest);
    pack
}

fn stacked_game(options: &Options, seats: usize, hands: &[Vec<Card>]) -> Gotcha {
    let pack = stack(seats, options.dealer, hands);
    Gotcha::new_game(
        options,
        seats,
        Deal {
            seed: 9,
            stacked: Some(pack),
        },
    )
    .expect("stacked game")
}

fn deal20() -> Options {
    Options {
        two_player_deal: TwoPlayerDeal::Deal20,
        dealer: 0,
    }
}

/// Two players, 20 cards, no discards; seat 1 guesses first.
/// Seat 0: A A 2 2 3 3 4 4 5 5 6 6 7 7 8 9 T J Q K (all clubs, AD-7D).
/// Seat 1: A A 2 3 4 5 6 7 8 8 9 9 T T J J Q Q K K (all hearts, AS, 8D-KD).
fn clubs_and_hearts() -> Gotcha {
    let seat0 = cs("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D");
    let seat1 = cs("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AS 8D 9D TD JD QD KD");
    stacked_game(&deal20(), 2, &[seat0, seat1])
}

fn guess(target: u8, position: u8, value: u8) -> Action {
    Action::Guess {
        target,
        position,
        from: End::Smallest,
        value,
    }
}

fn play(game: &mut Gotcha, actions: &[Action]) -> Vec<Event<Note>> {
    let mut events = Vec::new();
    for action in actions {
        events.extend(
            game.apply(action)
                .unwrap_or_else(|e| panic!("{action:?} refused: {e}")),
        );
    }
    events
}

/// Guesses the target's smallest card right, as the seat to act.
fn take_smallest(game: &mut Gotcha, target: usize) -> Vec<Event<Note>> {
    let v = value(game.hands[target][0]);
    play(game, &[guess(target as u8, 1, v)])
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("json")
}

fn three_players() -> Gotcha {
    // Dealer 0: seat 1 deals first and discards first.
    let pack = value_ordered_pack();
    let hands: Vec<Vec<Card>> = (0..3).map(|s| pack[s * 17..s * 17 + 17].to_vec()).collect();
    let mut game = stacked_game(&Options::default(), 3, &hands);
    for _ in 0..3 {
        let seat = game.turn;
        let card = *game.hands[seat].last().expect("cards");
        play(&mut game, &[Action::Discard { card }]);
    }
    game
}

#[test]
fn aces_count_one_and_kings_thirteen() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[guess(0, 1, 1), guess(0, 19, 13)]);
    assert_eq!(game.out_of_play, cs("AC KC"));
    assert!(game.apply(&guess(0, 1, 14)).is_err());
    assert!(game.apply(&guess(0, 1, 0)).is_err());
}

#[test]
fn suits_do_not_matter_only_values_are_guessed() {
    let mut game = clubs_and_hearts();
    let events = play(&mut game, &[guess(0, 2, 1)]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Revealed { cards, .. } if cards == &cs("AD")
    )));
    assert_eq!(game.turn, 1, "a right guess by value alone");
}

#[test]
fn hands_are_kept_sorted_ascending_and_hidden() {
    let game = clubs_and_hearts();
    let own = game.view(0);
    assert_eq!(
        own.hand,
        cs("AC AD 2C 2D 3C 3D 4C 4D 5C 5D 6C 6D 7C 7D 8C 9C TC JC QC KC")
    );
    let other = json(&game.view(1));
    for card in &own.hand {
        assert!(!other.contains(&format!("\"{card}\"")), "{card} leaked");
    }
    assert_eq!(game.view(1).hand_counts, vec![20, 20]);
}

#[test]
fn equal_values_are_kept_in_suit_order() {
    let game = clubs_and_hearts();
    assert_eq!(&game.hands[1][..2], &cs("AH AS")[..]);
    assert_eq!(&game.hands[1][8..10], &cs("8D 8H")[..]);
}

#[test]
fn the_non_dealer_guesses_first_with_two_players() {
    let game = clubs_and_hearts();
    assert_eq!(game.to_act(), Some(1));
    let other = Gotcha::new_game(
        &Options {
            dealer: 1,
            ..deal20()
        },
        2,
        Deal::seeded(3),
    )
    .expect("game");
    assert_eq!(other.to_act(), Some(0));
}

#[test]
fn the_player_left_of_the_dealer_guesses_first() {
    let options = Options {
        dealer: 2,
        ..Options::default()
    };
    let mut game = Gotcha::new_game(&options, 4, Deal::seeded(5)).expect("game");
    assert_eq!(game.to_act(), Some(3));
    while game.phase == Phase::Discard {
        let action = game.legal_actions()[0];
        play(&mut game, &[action]);
    }
    assert_eq!(game.to_act(), Some(3));
}

#[test]
fn cards_are_dealt_one_at_a_time_from_left_of_the_dealer() {
    let pack = value_ordered_pack();
    let options = Options {
        dealer: 1,
        ..Options::default()
    };
    let game = Gotcha::new_game(
        &options,
        3,
        Deal {
            seed: 1,
            stacked: Some(pack.clone()),
        },
    )
    .expect("game");
    assert_eq!(game.hands[2][0], pack[0]);
    assert_eq!(game.hands[0][0], pack[1]);
    assert_eq!(game.hands[1][0], pack[2]);
    assert_eq!(game.hands[2][1], pack[3]);
    assert_eq!(game.set_aside, vec![pack[51]]);
}

#[test]
fn two_players_are_dealt_26_and_discard_6() {
    let mut game = Gotcha::new_game(&Options::default(), 2, Deal::seeded(1)).expect("game");
    assert_eq!(game.phase, Phase::Discard);
    assert_eq!(game.hands[0].len(), 26);
    assert_eq!(game.hands[1].len(), 26);
    assert!(game.set_aside.is_empty());
    assert_eq!(game.view(1).discards_left, 6);
    while game.phase == Phase::Discard {
        let action = game.legal_actions()[0];
        play(&mut game, &[action]);
    }
    assert_eq!(game.hands[0].len(), 20);
    assert_eq!(game.discards[1].len(), 6);
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn discards_are_made_one_player_at_a_time_from_left_of_the_dealer() {
    let mut game = Gotcha::new_game(&Options::default(), 2, Deal::seeded(2)).expect("game");
    let mut order = Vec::new();
    while game.phase == Phase::Discard {
        order.push(game.turn);
        let action = game.legal_actions()[0];
        play(&mut game, &[action]);
    }
    assert_eq!(order, vec![1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn the_deal20_option_deals_20_with_no_discard() {
    let game = Gotcha::new_game(&deal20(), 2, Deal::seeded(3)).expect("game");
    assert_eq!(game.phase, Phase::Guess);
    assert_eq!(game.hands[0].len(), 20);
    assert_eq!(game.hands[1].len(), 20);
    assert!(
        game.legal_actions()
            .iter()
            .all(|a| !matches!(a, Action::Discard { .. }))
    );
}

#[test]
fn the_deal20_discard5_option_discards_5() {
    let options = Options {
        two_player_deal: TwoPlayerDeal::Deal20Discard5,
        dealer: 0,
    };
    let mut game = Gotcha::new_game(&options, 2, Deal::seeded(3)).expect("game");
    let mut discards = 0;
    while game.phase == Phase::Discard {
        let action = game.legal_actions()[0];
        play(&mut game, &[action]);
        discards += 1;
    }
    assert_eq!(discards, 10);
    assert_eq!(game.hands[0].len(), 15);
    assert_eq!(game.hands[1].len(), 15);
}

#[test]
fn twenty_card_two_player_games_set_twelve_cards_aside_unseen() {
    let game = clubs_and_hearts();
    assert_eq!(game.set_aside.len(), 12);
    for seat in 0..2 {
        let view = game.view(seat);
        assert_eq!(view.set_aside_count, 12);
        let text = json(&view);
        for card in &game.set_aside {
            assert!(!text.contains(&format!("\"{card}\"")));
        }
    }
}

#[test]
fn three_to_five_players_share_the_pack_and_discard_one_each() {
    for seats in 3..=5 {
        let mut game = Gotcha::new_game(&Options::default(), seats, Deal::seeded(4)).expect("game");
        assert!(game.hands.iter().all(|h| h.len() == 52 / seats));
        assert_eq!(game.set_aside.len(), 52 % seats);
        let mut discards = 0;
        while game.phase == Phase::Discard {
            let action = game.legal_actions()[0];
            play(&mut game, &[action]);
            discards += 1;
        }
        assert_eq!(discards, seats);
        assert!(game.discards.iter().all(|d| d.len() == 1));
    }
}

#[test]
fn discards_stay_hidden() {
    let mut game = Gotcha::new_game(&Options::default(), 2, Deal::seeded(6)).expect("game");
    let card = game.hands[1][3];
    let events = play(&mut game, &[Action::Discard { card }]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CardMoved { from: Zone::Hand { seat: 1 }, to: Zone::Discard, face_up: false, seen_by, .. }
            if *seen_by == Audience::only(1)
    )));
    assert!(
        events
            .iter()
            .all(|e| e.seen_by(0) != Some(e.clone()) || !matches!(e, Event::CardMoved { .. }))
    );
    assert_eq!(game.view(1).discards, vec![card]);
    assert!(game.view(0).discards.is_empty());
    assert_eq!(game.view(0).discard_counts, vec![0, 1]);
    while game.phase == Phase::Discard {
        let action = game.legal_actions()[0];
        play(&mut game, &[action]);
    }
    assert!(!json(&game.view(0)).contains(&format!("\"{card}\"")));
}

#[test]
fn a_right_guess_is_shown_removed_and_scores_three_plus_its_distance_from_the_end() {
    let mut game = clubs_and_hearts();
    let events = play(&mut game, &[guess(0, 5, 3)]);
    assert!(events.contains(&Event::Revealed {
        seat: 0,
        cards: cs("3C"),
        to: Audience::Everyone
    }));
    assert!(events.contains(&Event::CardMoved {
        card: Some(c("3C")),
        from: Zone::Hand { seat: 0 },
        to: Zone::OutOfPlay,
        face_up: true,
        seen_by: Audience::Everyone
    }));
    assert_eq!(game.scores, vec![0, 8]);
    assert_eq!(game.hands[0].len(), 19);
    // 3 + min(17, 19 + 1 - 17) with 19 cards: the 17th smallest is the 3rd largest.
    play(&mut game, &[guess(0, 17, 11)]);
    assert_eq!(game.scores, vec![0, 14]);
    assert_eq!(game.view(0).revealed.len(), 2);
}

#[test]
fn a_position_may_be_counted_from_the_largest_end() {
    let mut game = clubs_and_hearts();
    let from_largest = Action::Guess {
        target: 0,
        position: 16,
        from: End::Largest,
        value: 3,
    };
    assert!(!game.legal_actions().contains(&from_largest));
    play(&mut game, &[from_largest]);
    assert_eq!(game.out_of_play, cs("3C"));
    assert_eq!(game.scores[1], 8);
    assert_eq!(game.history[0].position, 5);
    let too_far = Action::Guess {
        target: 0,
        position: 20,
        from: End::Largest,
        value: 1,
    };
    assert!(game.apply(&too_far).is_err());
}

#[test]
fn a_guess_from_the_largest_end_read_from_json_is_the_listed_guess_from_the_smallest() {
    let game = clubs_and_hearts();
    // Seat 0 holds 20 cards: the 16th largest is the 5th smallest. The JSON forms are what a
    // program driving the game sends (the type-erased game reads them so).
    let read = |json: serde_json::Value| -> Action {
        serde_json::from_value(json).expect("a Gotcha action")
    };
    let from_largest = read(serde_json::json!(
        {"action": "guess", "target": 0, "position": 16, "from": "largest", "value": 3}
    ));
    let from_smallest = read(serde_json::json!(
        {"action": "guess", "target": 0, "position": 5, "from": "smallest", "value": 3}
    ));
    let listed = game.legal_actions();
    assert!(listed.contains(&from_smallest));
    assert!(!listed.contains(&from_largest));
    assert!(listed.iter().all(|legal| {
        !matches!(
            legal,
            Action::Guess {
                from: End::Largest,
                ..
            }
        )
    }));
    assert_eq!(game.canonical_action(&from_largest), from_smallest);
    let (mut given, mut canonical) = (game.clone(), game.clone());
    let events = given
        .apply(&given.canonical_action(&from_largest))
        .expect("the largest form is accepted");
    assert_eq!(events, canonical.apply(&from_smallest).unwrap());
    assert_eq!(given, canonical);
    assert_eq!(
        game.canonical_action(&from_largest).phrase(),
        from_smallest.phrase()
    );
    // Past the end of the hand counted either way: refused, nothing changed.
    let mut refused = game.clone();
    let too_far = read(serde_json::json!(
        {"action": "guess", "target": 0, "position": 21, "from": "largest", "value": 3}
    ));
    assert!(refused.apply(&refused.canonical_action(&too_far)).is_err());
    assert_eq!(refused, game);
}

#[test]
fn a_right_guess_guesses_again() {
    let mut game = clubs_and_hearts();
    let events = play(&mut game, &[guess(0, 1, 1)]);
    assert_eq!(game.to_act(), Some(1));
    assert!(!events.iter().any(|e| matches!(e, Event::TurnTo { .. })));
}

#[test]
fn a_wrong_guess_shows_nothing_and_passes_to_the_other_player() {
    let mut game = clubs_and_hearts();
    let events = play(&mut game, &[guess(0, 1, 2)]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Revealed { .. } | Event::CardMoved { .. }))
    );
    assert_eq!(game.scores, vec![0, 0]);
    assert_eq!(game.hands[0].len(), 20);
    assert!(events.contains(&Event::TurnTo { seat: 0 }));
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn a_wrong_guess_passes_anticlockwise_with_three_or_more() {
    let mut game = three_players();
    assert_eq!(game.to_act(), Some(1));
    play(&mut game, &[guess(2, 1, 13)]);
    assert_eq!(game.to_act(), Some(0));
    play(&mut game, &[guess(1, 1, 13)]);
    assert_eq!(game.to_act(), Some(2));
    play(&mut game, &[guess(0, 1, 13)]);
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn after_a_right_guess_any_opponent_may_be_guessed_with_three_or_more() {
    let mut game = three_players();
    let targets: Vec<u8> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Guess { target, .. } => Some(*target),
            _ => None,
        })
        .collect();
    assert!(targets.contains(&0) && targets.contains(&2) && !targets.contains(&1));
    take_smallest(&mut game, 0);
    take_smallest(&mut game, 2);
    take_smallest(&mut game, 0);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.out_of_play.len(), 3);
}

#[test]
fn gotcha_on_a_right_middle_card_scores_one_more() {
    let mut game = clubs_and_hearts();
    let events = play(&mut game, &[Action::Gotcha, guess(0, 5, 3)]);
    assert_eq!(game.scores[1], 9);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Scored { row, points: 1, total: 9, .. } if row == "gotcha"
    )));
}

#[test]
fn gotcha_on_an_end_card_loses_its_distance() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[Action::Gotcha, guess(0, 1, 1)]);
    assert_eq!(game.scores[1], 4 - 1);
    play(&mut game, &[Action::Gotcha, guess(0, 19, 13)]);
    assert_eq!(game.scores[1], 3 + 3);
}

#[test]
fn a_right_end_card_after_gotcha_still_scores_and_keeps_the_turn() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[Action::Gotcha, guess(0, 20, 13)]);
    assert_eq!(game.scores[1], 3);
    assert_eq!(game.hands[0].len(), 19);
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn gotcha_on_a_wrong_guess_loses_the_distance() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[Action::Gotcha, guess(0, 6, 9)]);
    assert_eq!(game.scores[1], -6);
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn scores_may_go_below_zero() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[Action::Gotcha, guess(0, 2, 9)]);
    assert_eq!(game.scores[1], -2);
    assert_eq!(game.view(0).scores, vec![0, -2]);
}

#[test]
fn gotcha_counts_for_the_next_guess_only_and_not_twice() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[Action::Gotcha]);
    assert!(game.view(1).gotcha_pending);
    assert!(game.view(0).gotcha_pending);
    assert!(!game.legal_actions().contains(&Action::Gotcha));
    let before = json(&game);
    assert!(game.apply(&Action::Gotcha).is_err());
    assert_eq!(json(&game), before);
    play(&mut game, &[guess(0, 5, 3), guess(0, 5, 3)]);
    assert_eq!(game.scores[1], 9 + 8);
    assert!(!game.gotcha_pending);
    assert!(game.legal_actions().contains(&Action::Gotcha));
}

#[test]
fn the_emptied_player_takes_one_last_turn_with_two_players() {
    let mut game = clubs_and_hearts();
    for _ in 0..19 {
        take_smallest(&mut game, 0);
    }
    assert_eq!(game.to_act(), Some(1));
    let events = take_smallest(&mut game, 0);
    assert!(events.contains(&Event::TurnTo { seat: 0 }));
    assert!(game.view(1).last_turn);
    assert_eq!(game.to_act(), Some(0));
    take_smallest(&mut game, 1);
    take_smallest(&mut game, 1);
    assert_eq!(game.to_act(), Some(0));
    let events = play(&mut game, &[guess(1, 1, 13)]);
    assert_eq!(game.to_act(), None);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::GameOver { .. }))
            .count(),
        1
    );
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners, vec![1]);
    assert!(game.legal_actions().is_empty());
}

#[test]
fn the_last_turn_ends_when_the_other_hand_is_empty_too() {
    let mut game = clubs_and_hearts();
    for _ in 0..20 {
        take_smallest(&mut game, 0);
    }
    for _ in 0..19 {
        take_smallest(&mut game, 1);
        assert_eq!(game.to_act(), Some(0));
    }
    let events = take_smallest(&mut game, 1);
    assert_eq!(game.to_act(), None);
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
}

#[test]
fn the_higher_score_wins_with_two_players() {
    let mut game = clubs_and_hearts();
    play(&mut game, &[guess(0, 1, 9)]);
    for _ in 0..20 {
        take_smallest(&mut game, 1);
    }
    assert_eq!(game.to_act(), Some(1));
    take_smallest(&mut game, 0);
    play(&mut game, &[guess(0, 1, 13)]);
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners, vec![0]);
    assert!(outcome.scores[0] > outcome.scores[1]);
}

#[test]
fn equal_scores_are_a_draw_with_two_players() {
    let mut game = clubs_and_hearts();
    for _ in 0..20 {
        take_smallest(&mut game, 0);
    }
    game.scores[0] = game.scores[1];
    play(&mut game, &[guess(1, 1, 13)]);
    let outcome = game.outcome().expect("over");
    assert!(outcome.winners.is_empty());
}

#[test]
fn the_game_stops_when_anyone_is_out_of_cards_with_three_or_more() {
    let mut game = three_players();
    for _ in 0..15 {
        take_smallest(&mut game, 0);
    }
    let events = take_smallest(&mut game, 0);
    assert!(game.hands[0].is_empty());
    assert_eq!(game.to_act(), None);
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert_eq!(game.outcome().expect("over").winners, vec![1]);
}

#[test]
fn everyone_tied_for_the_highest_score_shares_the_win() {
    let mut game = three_players();
    for _ in 0..15 {
        take_smallest(&mut game, 0);
    }
    game.scores[2] = game.scores[1] + 4;
    take_smallest(&mut game, 0);
    assert_eq!(game.outcome().expect("over").winners, vec![1, 2]);
}

#[test]
fn all_players_tied_is_a_draw() {
    let mut game = three_players();
    for _ in 0..15 {
        take_smallest(&mut game, 0);
    }
    game.scores[0] = game.scores[1] + 4;
    game.scores[2] = game.scores[1] + 4;
    let events = take_smallest(&mut game, 0);
    assert!(game.outcome().expect("over").winners.is_empty());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RoundOver { result } if *result == Note::Draw { points: game.scores[0] }
    )));
}

#[test]
fn possible_values_follow_wrong_guesses_and_shift_after_removals() {
    let mut game = clubs_and_hearts();
    let fresh = game.view(1).possible_values;
    assert!(fresh[1].is_empty(), "no entries for the own hand");
    assert!(fresh[0][2].contains(&5) && fresh[0][3].contains(&5));
    play(&mut game, &[guess(0, 3, 5)]);
    let after_miss = game.view(1).possible_values;
    assert!(!after_miss[0][2].contains(&5));
    assert!(after_miss[0][3].contains(&5));
    play(&mut game, &[guess(1, 1, 13), guess(0, 1, 1)]);
    let shifted = game.view(1).possible_values;
    assert_eq!(shifted[0].len(), 19);
    assert!(!shifted[0][1].contains(&5), "the excluded card moved down");
    assert!(shifted[0][2].contains(&5));
    // With AC shown and AH, AS in the viewer's hand, only AD is unseen.
    assert!(shifted[0][0].contains(&1));
    assert!(
        !shifted[0][1].contains(&1),
        "one unseen Ace cannot fill two places"
    );
    assert_eq!(game.view(0).possible_values[1][0].first(), Some(&1));
}

/// Plays games of 2 to 5 seats from seeds 0 to `seeds` with computer players of `level`, and
/// every `every` moves shows `look` the game, its seat count, seed and move.
fn at_every_few_moves(
    seeds: u64,
    every: usize,
    level: Level,
    mut look: impl FnMut(&Gotcha, usize, u64, usize),
) {
    for seats in 2..=5 {
        for seed in 0..seeds {
            let mut game =
                Gotcha::new_game(&Options::default(), seats, Deal::seeded(seed)).expect("game");
            let mut rng = GameRng::seeded(seed);
            let mut step = 0;
            while game.to_act().is_some() {
                if step % every == 0 {
                    look(&game, seats, seed, step);
                }
                let seat = game.turn;
                let legal = game.legal_actions();
                let action = Gotcha::bot_action(&game.view(seat), &legal, level, &mut rng);
                play(&mut game, &[action]);
                step += 1;
            }
        }
    }
}

#[test]
fn possible_values_always_hold_the_true_values() {
    at_every_few_moves(20, 5, Level::Easy, |game, seats, _, _| {
        for viewer in 0..seats {
            let possible = game.view(viewer).possible_values;
            for (t, hand) in game.hands.iter().enumerate() {
                if t == viewer {
                    continue;
                }
                for (i, card) in hand.iter().enumerate() {
                    assert!(possible[t][i].contains(&value(*card)));
                }
            }
        }
    });
}

/// The hands `shuffle_hidden` deals again fit everything the seat knows: every card a value
/// its view still allows there, for every seat count as games go on.
#[test]
fn hands_dealt_again_fit_what_the_seat_knows() {
    let mut rng = GameRng::seeded(8);
    at_every_few_moves(8, 4, Level::Normal, |game, seats, seed, step| {
        for viewer in 0..seats {
            let view = game.view(viewer);
            let mut world = game.clone();
            world.shuffle_hidden(viewer, &mut rng);
            for (t, hand) in world.hands.iter().enumerate().filter(|h| h.0 != viewer) {
                for (i, card) in hand.iter().enumerate() {
                    assert!(
                        view.possible_values[t][i].contains(&value(*card)),
                        "{seats} seats, seed {seed}, step {step}: seat {t}'s card {i}"
                    );
                }
            }
        }
    });
}

/// After wrong guesses narrow a hand, its cards are dealt again in the proportions the
/// knowledge's exact marginals give: each fitting hand equally likely.
#[test]
fn hands_dealt_again_follow_the_marginals() {
    let mut game = clubs_and_hearts();
    play(
        &mut game,
        &[guess(0, 3, 5), guess(1, 1, 13), guess(0, 8, 7)],
    );
    let viewer = game.turn;
    let target = 1 - viewer;
    let exact = game.knowledge(viewer).probabilities(target);
    let mut rng = GameRng::seeded(17);
    let draws = 4_000;
    let mut seen = vec![[0usize; 14]; game.hands[target].len()];
    for _ in 0..draws {
        let mut world = game.clone();
        world.shuffle_hidden(viewer, &mut rng);
        for (i, card) in world.hands[target].iter().enumerate() {
            seen[i][usize::from(value(*card))] += 1;
        }
    }
    for (i, row) in exact.iter().enumerate() {
        for v in 1..=13 {
            let drawn = seen[i][v] as f64 / draws as f64;
            // Four standard errors of a share of 4,000 draws at most.
            assert!(
                (drawn - row[v]).abs() < 0.032,
                "card {i}, value {v}: drawn {drawn:.3}, exact {:.3}",
                row[v]
            );
        }
    }
}
