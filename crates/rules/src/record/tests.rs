//! The tests of game records and share codes: every game played by bots, recorded, replayed,
//! stepped through and sent as a code; damaged, truncated and hand-made codes refused.

use super::*;
use crate::game::Level;
use crate::rng::GameRng;
use proptest::prelude::*;
use serde_json::json;

/// A game played to its end by bots while being recorded, with what the table went through.
struct Played {
    record: GameRecord,
    table: GameBox,
    /// The save of the table after each number of moves, the deal first.
    saves: Vec<String>,
    events: Vec<Vec<Event>>,
}

fn play_out(game: GameId, seats: usize, options: Value, seed: u64, level: Level) -> Played {
    let mut record = GameRecord::new(game, seats, options, seed).unwrap();
    let mut table = record.start().unwrap();
    let mut rng = GameRng::seeded(seed ^ 0xB075);
    let mut saves = vec![table.save().unwrap()];
    let mut events = Vec::new();
    while table.to_act().is_some() {
        let choice = table.bot_action(level, &mut rng).unwrap();
        events.push(record.play(&mut *table, &choice.action).unwrap());
        saves.push(table.save().unwrap());
        assert!(events.len() < 100_000, "{game} did not end");
    }
    Played {
        record,
        table,
        saves,
        events,
    }
}

/// Each game at its defaults and fewest seats, with every option moved off its default,
/// and at more seats where it allows them; plus options no setup row offers.
fn tables() -> Vec<(GameId, usize, Value)> {
    let mut tables = Vec::new();
    for game in GameId::ALL {
        let range = game.seat_range();
        let fewest = *range.start();
        tables.push((game, fewest, Value::Null));
        // The choice before the default: for counts that is the shorter game.
        let other: Vec<usize> = setup::option_specs(game, fewest)
            .iter()
            .map(|spec| (spec.default_index + spec.choices.len() - 1) % spec.choices.len())
            .collect();
        tables.push((game, fewest, setup::options_json(game, fewest, &other)));
        if range.end() > range.start() {
            tables.push((game, (fewest + 2).min(*range.end()), Value::Null));
        }
    }
    let unoffered = json!({"tokens": 37, "max_deals": 5, "dealer": 2});
    tables.push((GameId::ChallengePoker, 3, unoffered));
    tables
}

fn played_games() -> Vec<Played> {
    let tables = tables().into_iter().enumerate();
    tables
        .map(|(at, (game, seats, options))| {
            play_out(game, seats, options, 1000 + at as u64, Level::Easy)
        })
        .collect()
}

fn short_game() -> Played {
    play_out(GameId::BluffPoker, 2, Value::Null, 3, Level::Easy)
}

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
fn codes_round_trip_every_game_and_option_set() {
    for played in played_games() {
        let code = played.record.to_code().unwrap();
        assert!(code.starts_with(CODE_PREFIX));
        let read = GameRecord::from_code(&code).unwrap();
        assert_eq!(read, played.record, "{code}");
    }
}

#[test]
fn options_travel_as_choices_when_offered_and_as_json_otherwise() {
    for (game, seats, options) in tables() {
        let record = GameRecord::new(game, seats, options.clone(), 1).unwrap();
        let choices = record.option_choices(&record.options).unwrap();
        let unoffered = options.get("tokens") == Some(&json!(37));
        assert_eq!(choices.is_none(), unoffered, "{game} {options}");
        let read = GameRecord::from_code(&record.to_code().unwrap()).unwrap();
        assert_eq!(read, record);
    }
    let full = GameRecord::new(GameId::SvoiKozyri, 2, json!({"pack": 24}), 4).unwrap();
    assert_ne!(full.options, json!({"pack": 24}));
    let partial = GameRecord {
        options: json!({"pack": 24}),
        ..full.clone()
    };
    assert_eq!(partial.to_code().unwrap(), full.to_code().unwrap());
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
fn a_code_with_any_one_character_changed_is_refused() {
    let code = short_game().record.to_code().unwrap();
    for at in CODE_PREFIX.len()..code.len() {
        let value = symbol_value(code[at..].chars().next().unwrap()).unwrap();
        for shift in [1, 16, 31] {
            let other = char::from(ALPHABET[(usize::from(value) + shift) % 32]);
            let changed = format!("{}{other}{}", &code[..at], &code[at + 1..]);
            let error = GameRecord::from_code(&changed).unwrap_err();
            assert!(error.to_string().contains(DAMAGED), "{changed}: {error}");
        }
    }
}

#[test]
fn truncated_or_lengthened_codes_are_refused() {
    let code = short_game().record.to_code().unwrap();
    for keep in [
        code.len() - 1,
        code.len() - 2,
        code.len() / 2,
        CODE_PREFIX.len() + 3,
    ] {
        let error = GameRecord::from_code(&code[..keep]).unwrap_err();
        assert!(error.to_string().contains(DAMAGED), "{keep}: {error}");
    }
    for extra in ["0", "00", "7"] {
        assert!(GameRecord::from_code(&format!("{code}{extra}")).is_err());
    }
    let error = GameRecord::from_code(CODE_PREFIX).unwrap_err();
    assert!(error.to_string().contains(DAMAGED), "{error}");
}

#[test]
fn whitespace_hyphens_case_and_look_alike_letters_are_ignored() {
    let record = short_game().record;
    let code = record.to_code().unwrap();
    let body = &code[CODE_PREFIX.len()..];
    let spaced: String = body
        .chars()
        .enumerate()
        .flat_map(|(at, c)| match at % 9 {
            3 => vec![' ', c],
            6 => vec!['\n', c],
            8 => vec!['-', c],
            _ => vec![c],
        })
        .collect();
    let pasted = format!("  \tch-{}\r\n", spaced.to_lowercase());
    assert_eq!(GameRecord::from_code(&pasted).unwrap(), record);
    let misread = code.replace('0', "O").replace('1', "l");
    assert_eq!(GameRecord::from_code(&misread).unwrap(), record);
    let error = GameRecord::from_code(&code.replace(CODE_PREFIX, "XX-")).unwrap_err();
    assert!(error.to_string().contains("error-code-prefix"), "{error}");
    let error = GameRecord::from_code(&format!("{code}U")).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("error-code-character (character: \"U\")"),
        "{error}"
    );
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

/// A code around a payload this build would never write, checksum and all.
fn seal(mut payload: Vec<u8>) -> String {
    let check = fnv1a32(&payload);
    payload.extend_from_slice(&check.to_be_bytes());
    format!("{CODE_PREFIX}{}", base32_encode(&payload))
}

fn varints(values: &[u64]) -> Vec<u8> {
    let mut out = Vec::new();
    for &value in values {
        write_varint(&mut out, value);
    }
    out
}

#[test]
fn well_sealed_codes_with_wrong_contents_are_refused_in_plain_words() {
    let bluff = GameId::BluffPoker.info().share_code;
    let mut json_options = varints(&[1, bluff, 2]);
    let options = br#"{"packs":3}"#;
    write_varint(&mut json_options, 2 * options.len() as u64 + 1);
    json_options.extend_from_slice(options);
    json_options.extend(varints(&[1, 0]));
    for (payload, expected) in [
        (varints(&[2, bluff, 2, 0, 1, 0]), "error-code-newer"),
        (varints(&[0, bluff, 2, 0, 1, 0]), "format 0"),
        (varints(&[1, 99, 2, 0, 1, 0]), "(game number 99)"),
        (varints(&[1, bluff, 5, 0, 1, 0]), "seats: 5"),
        (
            varints(&[1, bluff, 2, 8, 0, 0, 0, 0, 1, 0]),
            "sets 4 options",
        ),
        (
            varints(&[1, bluff, 2, 2, 7, 1, 0]),
            "is not one this version",
        ),
        (json_options, "packs: 3"),
        (
            varints(&[1, bluff, 2, 0, 1, 0, 0]),
            "holds more than its moves",
        ),
        (varints(&[1, bluff, 2, 0, 1, 1]), DAMAGED),
        (varints(&[1, bluff, 2, 0, 1]), DAMAGED),
    ] {
        let error = GameRecord::from_code(&seal(payload)).unwrap_err();
        assert!(error.to_string().contains(expected), "{expected}: {error}");
    }
    let defaults = varints(&[1, bluff, 2, 0, 1, 0]);
    let read = GameRecord::from_code(&seal(defaults)).unwrap();
    assert_eq!(
        read,
        GameRecord::new(GameId::BluffPoker, 2, Value::Null, 1).unwrap()
    );
}

#[test]
fn codes_whose_moves_do_not_replay_name_the_move() {
    // A first move past the end of its legal list, where the list's width leaves room.
    let (game, count) = GameId::ALL
        .into_iter()
        .map(|game| {
            let record = GameRecord::new(game, *game.seat_range().start(), Value::Null, 1);
            (game, record.unwrap().start().unwrap().legal_actions().len())
        })
        .find(|(_, count)| !count.is_power_of_two())
        .expect("a game whose first legal list is not a power of two long");
    let seats = *game.seat_range().start() as u64;
    let mut payload = varints(&[1, game.info().share_code, seats, 0, 1, 1]);
    let mut moves = BitWriter::default();
    moves.write((1 << index_width(count)) - 1, index_width(count));
    payload.extend_from_slice(&moves.bytes);
    let error = GameRecord::from_code(&seal(payload)).unwrap_err();
    assert!(
        error.to_string().contains("move 1 cannot be replayed"),
        "{error}"
    );

    // One move more than the game had.
    let played = short_game();
    let code = played.record.to_code().unwrap();
    let mut payload = decode_text(&code).unwrap();
    let mut reader = ByteReader {
        bytes: &payload,
        at: 0,
    };
    for _ in 0..3 {
        reader.varint().unwrap();
    }
    read_options(&mut reader, GameId::BluffPoker, 2).unwrap();
    reader.varint().unwrap();
    let count_at = reader.at;
    let plies = reader.varint().unwrap();
    let moves = reader.rest().to_vec();
    payload.truncate(count_at);
    write_varint(&mut payload, plies + 1);
    payload.extend(moves);
    let error = GameRecord::from_code(&seal(payload)).unwrap_err();
    let expected = format!(
        "move {} cannot be replayed: the game was already over",
        plies + 1
    );
    assert!(error.to_string().contains(&expected), "{error}");
}

#[test]
fn a_code_of_this_format_reads_the_same_game_forever() {
    // Pinned: if this fails, codes players already shared now mean another game (a
    // changed game number, option list, legal action order or deal); bump CODE_VERSION.
    let mut record = GameRecord::new(GameId::Gotcha, 3, Value::Null, 2026).unwrap();
    let mut table = record.start().unwrap();
    for _ in 0..6 {
        let last = table.legal_actions().len() - 1;
        let action = table.legal_actions()[last].action.clone();
        record.play(&mut *table, &action).unwrap();
    }
    let code = record.to_code().unwrap();
    assert_eq!(code, PINNED_CODE);
    assert_eq!(GameRecord::from_code(PINNED_CODE).unwrap(), record);
}

const PINNED_CODE: &str = "CH-042G60G0X87GD111M37YG010VDGS6";

#[test]
fn the_encodings_match_their_definitions() {
    assert_eq!(fnv1a32(b""), 0x811c_9dc5);
    assert_eq!(fnv1a32(b"a"), 0xe40c_292c);
    assert_eq!(fnv1a32(b"foobar"), 0xbf9c_f968);
    assert_eq!(base32_encode(b""), "");
    assert_eq!(base32_encode(b"f"), "CR");
    assert_eq!(base32_encode(b"foobar"), "CSQPYRK1E8");
    assert_eq!(base32_decode(&[12, 24]), Some(b"f".to_vec()));
    // Padding bits that are not zero, and a whole symbol of padding, are not a code.
    assert_eq!(base32_decode(&[12, 25]), None);
    assert_eq!(base32_decode(&[12, 24, 0]), None);
    for value in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
        let bytes = varints(&[value]);
        let mut reader = ByteReader {
            bytes: &bytes,
            at: 0,
        };
        assert_eq!(reader.varint().unwrap(), value);
        assert!(reader.rest().is_empty());
    }
    let too_big = [0xff; 9].into_iter().chain([0x02]).collect::<Vec<u8>>();
    assert!(
        ByteReader {
            bytes: &too_big,
            at: 0
        }
        .varint()
        .is_err()
    );
    assert_eq!(varints(&[u64::MAX]).len(), 10);
    assert_eq!([1, 2, 3, 4, 5, 300].map(index_width), [0, 1, 2, 2, 3, 9]);
    let numbers: Vec<u64> = GameId::ALL
        .into_iter()
        .map(|game| game.info().share_code)
        .collect();
    assert!(
        numbers
            .iter()
            .enumerate()
            .all(|(at, n)| !numbers[at + 1..].contains(n))
    );
}

/// Prints the code of a typical full game of each game (bots at Normal, a random 64-bit
/// seed as the app would use): `cargo test -p challenge-rules code_lengths -- --ignored
/// --nocapture`.
#[test]
#[ignore = "prints figures"]
fn code_lengths() {
    let mut seeds = GameRng::seeded(99);
    for (game, seats) in GameId::ALL
        .into_iter()
        .map(|game| (game, *game.seat_range().start()))
        .chain([(GameId::ChallengePoker, 4), (GameId::Gotcha, 4)])
    {
        let mut lengths = Vec::new();
        let mut plies = Vec::new();
        for _ in 0..5 {
            let played = play_out(game, seats, Value::Null, seeds.next_u64(), Level::Normal);
            lengths.push(played.record.to_code().unwrap().len());
            plies.push(played.record.plies());
        }
        let mean = |values: &[usize]| values.iter().sum::<usize>() / values.len();
        println!(
            "{game} at {seats}: {} moves, code {} characters (min {}, max {})",
            mean(&plies),
            mean(&lengths),
            lengths.iter().min().unwrap(),
            lengths.iter().max().unwrap()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_is_read_or_refused_without_panicking(text in any::<String>()) {
        let _ = GameRecord::from_code(&text);
        let _ = GameRecord::from_code(&format!("{CODE_PREFIX}{text}"));
    }

    #[test]
    fn any_symbols_are_read_or_refused_without_panicking(
        symbols in proptest::collection::vec(0..32usize, 0..80)
    ) {
        let body: String = symbols.iter().map(|&s| char::from(ALPHABET[s])).collect();
        let _ = GameRecord::from_code(&format!("{CODE_PREFIX}{body}"));
    }

    #[test]
    fn any_sealed_bytes_are_read_or_refused_without_panicking(
        head in proptest::collection::vec(0..6u8, 0..6),
        tail in proptest::collection::vec(any::<u8>(), 0..40)
    ) {
        // Small leading bytes make a known version and game likely, so the reading gets
        // past the header into options and moves.
        let mut payload = head;
        payload.extend(tail);
        let _ = GameRecord::from_code(&seal(payload));
    }

}

proptest! {
    // Each case replays its game three times: fewer cases keep the module fast.
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn records_of_random_moves_round_trip(
        game in 0..GameId::ALL.len(),
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u32>(), 0..40)
    ) {
        let game = GameId::ALL[game];
        let seats = *game.seat_range().end().min(&4);
        let mut record = GameRecord::new(game, seats, Value::Null, seed).unwrap();
        let mut table = record.start().unwrap();
        for pick in picks {
            let legal = table.legal_actions();
            if legal.is_empty() {
                break;
            }
            let action = legal[pick as usize % legal.len()].action.clone();
            record.play(&mut *table, &action).unwrap();
        }
        let read = GameRecord::from_code(&record.to_code().unwrap()).unwrap();
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(read.replay().unwrap().save().unwrap(), table.save().unwrap());
    }
}
