//! Tests of `challenge_table_screen::meter`.

use challenge_rules::GameId;
use challenge_table_screen::layouts::Presented;

use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use challenge_rules::{Deal, Rules};
use challenge_table_screen::meter::*;

#[test]
fn a_meter_request_through_json_gives_the_line_of_the_view_itself() {
    let mut game = SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(1)).expect("a game");
    let mut rng = challenge_rules::GameRng::seeded(1);
    let mut checked = 0;
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let request = MeterRequest {
            game: GameId::SvoiKozyri,
            view: serde_json::to_value(&view).expect("a view serialises"),
        };
        let line = read_reply(&answer(&request.to_json()));
        assert_eq!(line, Ok(SvoiKozyri::best_play(&view)));
        checked += 1;
        let legal = game.legal_actions();
        let action = SvoiKozyri::bot_action(&view, &legal, challenge_rules::Level::Easy, &mut rng);
        game.apply(&action).expect("a bot's action is legal");
    }
    assert!(checked > 10, "a whole game was checked");
}

#[test]
fn a_malformed_meter_request_gets_an_error_reply() {
    for request in [
        "",
        "not json",
        r#"{"game":"svoi_kozyri"}"#,
        r#"{"game":"no_such_game","view":{}}"#,
        r#"{"game":"svoi_kozyri","view":{"seat":"north"}}"#,
        r#"{"game":"svoi_kozyri","view":null,"extra":1}"#,
    ] {
        let reply = read_reply(&answer(request));
        assert!(reply.is_err(), "{request:?} gave {reply:?}");
    }
}

#[test]
fn games_without_a_meter_answer_with_no_line() {
    use challenge_rules::games::gotcha::Gotcha;
    let game = Gotcha::new_game(&Default::default(), 2, Deal::seeded(3)).expect("a game");
    let request = MeterRequest {
        game: GameId::Gotcha,
        view: serde_json::to_value(game.view(0)).expect("a view serialises"),
    };
    assert_eq!(read_reply(&answer(&request.to_json())), Ok(None));
}
