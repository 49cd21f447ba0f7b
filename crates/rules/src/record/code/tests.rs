//! The tests of share codes: every game's record sent as a code and read back; damaged,
//! truncated and hand-made codes refused in plain words, and the encodings checked against
//! their definitions.

use super::*;
use crate::game::Level;
use crate::record::played::{play_out, played_games, short_game, tables};
use crate::rng::GameRng;
use proptest::prelude::*;
use serde_json::json;

#[test]
fn the_examples_show_every_refusal() {
    crate::assert_examples_cover!(
        CodeRefusal::examples(GameId::Gotcha.info()),
        CodeRefusal,
        [
            CodeRefusal::Damaged { .. },
            CodeRefusal::Newer { .. },
            CodeRefusal::Prefix,
            CodeRefusal::Character { .. },
            CodeRefusal::Unfinished { .. },
        ]
    );
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
