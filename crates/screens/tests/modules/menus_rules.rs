//! Tests of `challenge_screens::menus::rules`.

use challenge_rules::GameId;

use challenge_screens::menus::rules::*;

#[test]
fn the_game_row_visits_every_game_and_comes_back() {
    let mut game = GameId::ALL[0];
    for _ in 0..GameId::ALL.len() {
        game = next_game(game, true);
    }
    assert_eq!(game, GameId::ALL[0]);
    assert_eq!(
        next_game(GameId::ALL[0], false),
        GameId::ALL[GameId::ALL.len() - 1]
    );
}
