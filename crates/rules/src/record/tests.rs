//! The tests of game records: every game played by bots, recorded, replayed and stepped
//! through; moves that do not replay, other spellings of a move and refused moves.

use super::played::{Played, played_games, short_game};
use super::*;
use serde_json::json;

#[test]
fn every_game_replays_to_the_state_it_was_played_to() {
    for played in played_games() {
        let Played { record, table, .. } = &played;
        let game = record.game;
        let replayed = record.replay().unwrap();
        assert_eq!(replayed.save().unwrap(), table.save().unwrap(), "{game}");
        for seat in 0..table.seats() {
            assert_eq!(replayed.view(seat).unwrap(), table.view(seat).unwrap());
        }
        assert!(replayed.outcome().is_some());
        assert_eq!(replayed.outcome(), table.outcome());
        let middle = record.plies() / 2;
        let halfway = record.state_at(middle).unwrap().save().unwrap();
        assert_eq!(halfway, played.saves[middle], "{game}");
        assert_eq!(record.start().unwrap().save().unwrap(), played.saves[0]);
    }
}

#[test]
fn the_timeline_steps_forward_and_back_through_the_played_states() {
    for played in played_games() {
        let timeline = played.record.timeline().unwrap();
        let plies = timeline.plies();
        assert_eq!(plies, played.record.plies());
        assert_eq!(
            timeline.last().save().unwrap(),
            played.table.save().unwrap()
        );
        for ply in 0..plies {
            let step = timeline.step(ply).unwrap();
            assert_eq!(step.events, played.events[ply]);
            assert_eq!(step.index, played.record.actions[ply]);
            assert!((step.index as usize) < step.legal_count);
            let before = timeline.state(ply).unwrap();
            assert_eq!(before.save().unwrap(), played.saves[ply]);
            assert_eq!(before.to_act(), Some(step.seat));
            let mut after = before.clone();
            assert_eq!(after.apply(&step.action.action).unwrap(), step.events);
            assert_eq!(after.save().unwrap(), played.saves[ply + 1]);
        }
        for ply in (0..=plies).rev() {
            let state = timeline.state(ply).unwrap();
            assert_eq!(state.save().unwrap(), played.saves[ply]);
        }
        assert!(timeline.state(plies + 1).is_none() && timeline.step(plies).is_none());
    }
}

#[test]
fn moves_that_do_not_replay_are_refused_with_their_number() {
    let played = short_game();
    let plies = played.record.plies();
    let mut broken = played.record.clone();
    broken.actions[4] = 9_999;
    for error in [
        broken.replay().unwrap_err(),
        broken.timeline().unwrap_err(),
        broken.state_at(plies).unwrap_err(),
        broken.to_code().unwrap_err(),
    ] {
        assert!(
            error
                .detail
                .contains("move 5 cannot be replayed: it names legal action 10000"),
            "{error}"
        );
    }
    assert_eq!(broken.state_at(4).unwrap().save().unwrap(), played.saves[4]);

    let mut too_long = played.record.clone();
    too_long.actions.push(0);
    let error = too_long.replay().unwrap_err();
    let expected = format!(
        "move {} cannot be replayed: the game was already over",
        plies + 1
    );
    assert!(error.to_string().contains(&expected), "{error}");
    let error = played.record.state_at(plies + 1).unwrap_err();
    assert!(
        error.to_string().contains(&format!("has {plies} moves")),
        "{error}"
    );
}

#[test]
fn truncating_undoes_moves() {
    let played = short_game();
    let mut record = played.record.clone();
    record.truncate(7);
    assert_eq!(record.plies(), 7);
    assert_eq!(record.replay().unwrap().save().unwrap(), played.saves[7]);
    record.truncate(100);
    assert_eq!(record.plies(), 7);
}

/// Every list of cards in an action, reversed: the same action written in another order.
fn with_cards_reversed(action: &Value) -> Option<Value> {
    let mut other = action.as_object()?.clone();
    let mut changed = false;
    for value in other.values_mut() {
        if let Value::Array(items) = value
            && items.len() > 1
            && items.iter().all(Value::is_string)
        {
            items.reverse();
            changed = true;
        }
    }
    changed.then_some(Value::Object(other))
}

#[test]
fn other_spellings_of_an_action_are_recorded_as_the_listed_one() {
    let mut checked = 0;
    for game in GameId::ALL {
        let mut record = GameRecord::new(game, *game.seat_range().start(), Value::Null, 5).unwrap();
        let mut table = record.start().unwrap();
        let mut rng = GameRng::seeded(5);
        for _ in 0..30 {
            if table.to_act().is_none() {
                break;
            }
            let legal = table.legal_actions();
            if let Some((at, reordered)) = legal
                .iter()
                .enumerate()
                .find_map(|(at, listed)| Some((at, with_cards_reversed(&listed.action)?)))
            {
                let mut copy = record.clone();
                assert_eq!(copy.push(&*table, &reordered).unwrap(), at as u32);
                assert_eq!(copy.actions.last(), Some(&(at as u32)));
                checked += 1;
            }
            let choice = table.bot_action(Level::Easy, &mut rng).unwrap();
            record.play(&mut *table, &choice.action).unwrap();
        }
    }
    assert!(checked > 10, "only {checked} reordered actions were tried");
}

#[test]
fn refused_moves_leave_the_record_and_the_game_as_they_were() {
    let played = short_game();
    let mut record = played.record.clone();
    let mut table = played.table.clone();
    let error = record
        .play(&mut *table, &json!({"action": "pass"}))
        .unwrap_err();
    assert!(error.to_string().contains("over"), "{error}");
    assert!(record.push(&*table, &json!("nonsense")).is_err());
    assert_eq!(record, played.record);

    let mut fresh = GameRecord::new(GameId::BluffPoker, 2, Value::Null, 3).unwrap();
    let mut start = fresh.start().unwrap();
    let before = start.save().unwrap();
    assert!(
        fresh
            .play(&mut *start, &json!({"action": "no_such"}))
            .is_err()
    );
    assert!(fresh.push(&*start, &json!(42)).is_err());
    assert_eq!(start.save().unwrap(), before);
    assert!(fresh.actions.is_empty());

    let other = GameRecord::new(GameId::Gotcha, 3, Value::Null, 3).unwrap();
    let other_table = other.start().unwrap();
    let listed = other_table.legal_actions()[0].action.clone();
    let error = fresh.push(&*other_table, &listed).unwrap_err();
    assert!(error.to_string().contains("gotcha"), "{error}");
}

#[test]
fn records_of_games_that_cannot_be_set_up_are_refused() {
    let error = GameRecord::new(GameId::SuitChallenge, 9, Value::Null, 1).unwrap_err();
    assert!(error.is("error-seats"), "{error}");
    let error = GameRecord::new(GameId::SvoiKozyri, 2, json!({"no_such": 1}), 1).unwrap_err();
    assert!(error.to_string().contains("no option 'no_such'"), "{error}");
    let mut record = GameRecord::new(GameId::SvoiKozyri, 2, Value::Null, 1).unwrap();
    record.options = json!({"pack": 7});
    assert!(record.start().is_err() && record.replay().is_err());
    assert!(record.timeline().is_err() && record.to_code().is_err());
}
