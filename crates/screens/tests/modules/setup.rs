//! Tests of `challenge_screens::setup`.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_base::text::Says;
use challenge_online::{ClientMessage, SeatPlan};
use challenge_play::session::choices::{SEED_DIGITS, SeatChoice, SetupChoices};
use challenge_play::table::SeatKind;
use challenge_rules::GameId;
use challenge_rules::Level;

use challenge_screens::setup::*;
use challenge_text::{Lang, SeatNames, Text};

/// What a row says to the player at this device (seat 0), in English.
fn english(says: Says) -> String {
    Text::new(Lang::En).say(&says.0, &SeatNames::you(0))
}

#[test]
fn every_row_of_every_game_is_worded() {
    let english_text = Text::new(Lang::En);
    for game in GameId::ALL {
        for seats in game.seat_range() {
            let mut choices = SetupChoices::for_game(game);
            choices.set_seat_count(seats);
            for row in rows(&choices) {
                for says in [row.label(&choices), row.value(&choices)] {
                    let words = english_text
                        .try_say(&says.0, &SeatNames::you(0))
                        .unwrap_or_else(|problem| panic!("{game} {row:?}: {problem}"));
                    assert!(!words.trim().is_empty(), "{game} {row:?}");
                }
            }
        }
    }
}

#[test]
fn every_game_offers_its_seat_counts_and_deals_from_any_choice() {
    for game in GameId::ALL {
        let mut choices = SetupChoices::for_game(game);
        assert_eq!(choices.seats[0], SeatChoice::You);
        let range = game.seat_range();
        for _ in 0..range.clone().count() {
            for row in rows(&choices) {
                let mut stepped = choices.clone();
                row.step(&mut stepped, true);
                let setup = stepped.to_setup();
                assert!(range.contains(&setup.seating.len()), "{game}: {row:?}");
                assert!(setup.options.is_object(), "{game}: {row:?}");
            }
            SetupRow::Players.step(&mut choices, true);
        }
    }
}

#[test]
fn the_seed_is_nudged_by_left_and_right_and_drawn_afresh_by_activation() {
    let mut choices = SetupChoices {
        seed: 41,
        ..SetupChoices::for_game(GameId::SvoiKozyri)
    };
    SetupRow::Seed.step(&mut choices, true);
    assert_eq!(choices.seed, 42);
    SetupRow::Seed.step(&mut choices, false);
    SetupRow::Seed.step(&mut choices, false);
    assert_eq!(choices.seed, 40);
    let draws: std::collections::HashSet<u64> = (0..8)
        .map(|_| {
            SetupRow::Seed.activate(&mut choices);
            choices.seed
        })
        .collect();
    assert!(draws.len() > 1, "activation draws new seeds");
}

#[test]
fn the_player_count_wraps_within_the_games_range() {
    let mut choices = SetupChoices::for_game(GameId::ChallengePoker);
    SetupRow::Players.step(&mut choices, false);
    assert_eq!(choices.seats.len(), 16);
    SetupRow::Players.step(&mut choices, true);
    assert_eq!(choices.seats.len(), 2);
    assert_eq!(choices.seats[0], SeatChoice::You);
}

#[test]
fn here_every_seat_may_be_a_player_at_this_device() {
    let mut choices = SetupChoices::for_game(GameId::Gotcha);
    choices.set_seat_count(3);
    let mut other = SeatChoice::Computer(Level::Normal);
    let mut seen = Vec::new();
    for _ in 0..4 {
        other = other.step(false, false, true);
        assert_ne!(
            other,
            SeatChoice::Friend,
            "friends sit only at online tables"
        );
        seen.push(other);
    }
    assert!(seen.contains(&SeatChoice::You), "{seen:?}");
    assert_eq!(
        SeatChoice::You.step(true, false, false),
        SeatChoice::Computer(Level::Hard)
    );
    // Normal, then hard, then a player here.
    SetupRow::Seat(2).step(&mut choices, true);
    SetupRow::Seat(2).step(&mut choices, true);
    assert_eq!(choices.seats[2], SeatChoice::You);
    assert_eq!(english(SetupRow::Seat(0).value(&choices)), "You");
    assert_eq!(
        english(SetupRow::Seat(2).value(&choices)),
        "Player 3 (here)"
    );
    assert_eq!(
        english(SetupRow::Seat(1).value(&choices)),
        "Computer, normal"
    );
    assert_eq!(english(SetupRow::Seat(0).label(&choices)), "Player 1");
    assert_eq!(english(SetupRow::Seat(2).label(&choices)), "Player 3");
    assert_eq!(
        choices.to_setup().seating,
        vec![
            SeatKind::Human,
            SeatKind::Bot(Level::Normal),
            SeatKind::Human
        ]
    );
}

#[test]
fn online_only_the_first_seat_is_yours_and_players_here_become_friends() {
    let mut choices = SetupChoices::for_game(GameId::Gotcha);
    choices.seats[1] = SeatChoice::You;
    choices.set_online(true);
    assert_eq!(choices.seats, vec![SeatChoice::You, SeatChoice::Friend]);
    let mut other = SeatChoice::Friend;
    for _ in 0..4 {
        other = other.step(false, true, true);
        assert_ne!(other, SeatChoice::You, "no one else sits here online");
    }
    choices.set_online(false);
    assert_eq!(
        choices.seats,
        vec![SeatChoice::You, SeatChoice::Computer(Level::Normal)]
    );
}

#[test]
fn the_seed_is_typed_digit_by_digit_and_never_overflows() {
    let mut choices = SetupChoices {
        seed: 0,
        ..SetupChoices::for_game(GameId::SvoiKozyri)
    };
    choices.type_into_seed(&Key::Character("4".into()), false);
    choices.type_into_seed(&Key::Character("2".into()), false);
    assert_eq!(choices.seed, 42);
    choices.type_into_seed(&Key::Backspace, false);
    assert_eq!(choices.seed, 4);
    choices.type_into_seed(&Key::Character("x".into()), false);
    assert_eq!(choices.seed, 4);
    choices.type_into_seed(&Key::Character("7".into()), true);
    assert_eq!(choices.seed, 7, "a fresh start replaces the number");
    for _ in 0..40 {
        choices.type_into_seed(&Key::Character("9".into()), false);
    }
    assert_eq!(choices.seed.to_string().len(), SEED_DIGITS);
}

#[test]
fn an_online_table_keeps_your_seat_and_offers_open_seats_for_friends() {
    let mut choices = SetupChoices::for_game(GameId::Gotcha);
    choices.set_seat_count(3);
    choices.set_online(true);
    assert_eq!(SeatChoice::You.step(true, true, true), SeatChoice::You);
    // Normal, then easy, then a friend.
    SetupRow::Seat(1).step(&mut choices, false);
    SetupRow::Seat(1).step(&mut choices, false);
    SetupRow::Seat(2).step(&mut choices, true);
    let ClientMessage::Create { seats, seat, .. } = choices.to_create("Ann", "en") else {
        panic!("not a create");
    };
    assert_eq!(seat, Some(0));
    assert_eq!(seats[0], SeatPlan::Open, "the host's own seat");
    assert_eq!(seats.len(), 3);
    assert!(
        choices.seats.contains(&SeatChoice::Friend),
        "{:?}",
        choices.seats
    );
    choices.set_online(false);
    assert!(!choices.seats.contains(&SeatChoice::Friend));
}
