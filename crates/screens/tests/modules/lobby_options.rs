//! Tests of `challenge_screens::lobby::options`.

use bevy::prelude::*;
use challenge_online::TableInfo;
use serde_json::Value;

use challenge_online::SeatState;
use challenge_rules::Level;
use challenge_screens::lobby::options::*;
use serde_json::json;

fn table(options: Value) -> TableInfo {
    let seats = vec![
        SeatState::Open,
        SeatState::Bot { level: Level::Easy },
        SeatState::Open,
    ];
    TableInfo::lobby("ACEFHJ", "gotcha", options, seats)
}

#[test]
fn each_option_reads_the_tables_choice_and_steps_round_its_choices() {
    let info = table(json!({"dealer": 2}));
    let options = table_options(&info);
    let dealer = options
        .iter()
        .position(|(spec, _)| spec.key == "dealer")
        .expect("every game has a dealer option");
    assert_eq!(options[dealer].1, 2, "the table's dealer");
    // Stepping on from the last seat comes round to the first; back, to the one before.
    let forward = stepped_options(&info, dealer, true).expect("a step");
    assert_eq!(forward["dealer"], 0);
    let back = stepped_options(&info, dealer, false).expect("a step");
    assert_eq!(back["dealer"], 1);
    // Options the table does not spell out read as the game's defaults.
    let defaults = table_options(&table(Value::Null));
    assert!(defaults.iter().all(|(spec, at)| *at == spec.default_index));
    assert_eq!(stepped_options(&info, 99, true), None);
}
