//! Tests of `challenge_play::session::setup`.

use bevy::prelude::*;
use challenge_play::table::{Purpose, SeatKind};
use challenge_rules::record::library::Player;
use challenge_rules::setup::options_json;
use challenge_rules::{GameId, Level};

use challenge_play::session::setup::*;

#[test]
fn a_table_with_nobody_here_is_a_demo() {
    let options = options_json(GameId::Gotcha, 3, &[]);
    let watched = GameSetup::new(
        GameId::Gotcha,
        vec![SeatKind::Bot(Level::Easy); 3],
        options.clone(),
        1,
    );
    assert_eq!(watched.purpose, Purpose::Demo);
    let passed = GameSetup::new(
        GameId::Gotcha,
        vec![SeatKind::Bot(Level::Easy), SeatKind::Human, SeatKind::Human],
        options,
        1,
    );
    assert_eq!(passed.purpose, Purpose::Play);
    assert_eq!(
        GameSetup::against_one(GameId::SvoiKozyri, 2, Level::Hard).purpose,
        Purpose::Play
    );
}

#[test]
fn play_this_deal_seats_the_kept_players_or_you_against_normal_players() {
    let mut game = challenge_play::session::sample_game(GameId::SuitChallenge, 5).unwrap();
    game.players = vec![Player::Computer(Level::Easy), Player::Local];
    let setup = GameSetup::of_kept(&game);
    assert_eq!(setup.game, GameId::SuitChallenge);
    assert_eq!(setup.seed, 5);
    assert_eq!(
        setup.options,
        challenge_rules::any_game::default_options(GameId::SuitChallenge),
        "a sample game's null options are the defaults"
    );
    assert_eq!(
        setup.seating,
        vec![SeatKind::Bot(Level::Easy), SeatKind::Human]
    );
    assert_eq!(setup.purpose, Purpose::Play);
    game.players.clear();
    assert_eq!(
        GameSetup::of_kept(&game).seating,
        vec![SeatKind::Human, SeatKind::Bot(Level::Normal)]
    );
}
