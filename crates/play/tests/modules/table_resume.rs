//! Tests of `challenge_play::table::resume`.

use bevy::prelude::*;
use challenge_base::persist::Store;
use challenge_play::table::SeatKind;
use challenge_play::table::aids::PlayAids;
use challenge_play::table::purpose::Purpose;
use challenge_rules::record::GameRecord;
use challenge_rules::{GameId, GameRng, Level, Phrase, Values};

use challenge_base::persist::MemoryStore;
use challenge_play::table::resume::*;

fn saved(moves: usize) -> SavedGame {
    let mut record = GameRecord::new(GameId::Gotcha, 2, serde_json::Value::Null, 7).unwrap();
    let mut game = record.start().unwrap();
    for _ in 0..moves {
        let first = game.legal_actions()[0].action.clone();
        record.play(&mut *game, &first).unwrap();
    }
    SavedGame {
        format: FORMAT.into(),
        version: VERSION,
        record,
        seating: vec![SeatKind::Human, SeatKind::Bot(Level::Hard)],
        bot_rng: GameRng::seeded(3),
        undo_points: Vec::new(),
        aids: PlayAids::default(),
        purpose: Purpose::Play,
        lesson_at: None,
    }
}

#[test]
fn a_save_reads_back_as_written_and_says_where_the_game_stands() {
    let game = saved(5);
    assert_eq!(SavedGame::read(&game.to_text()), Ok(game.clone()));
    let text = challenge_text::Text::new(challenge_text::Lang::En);
    let nobody = challenge_text::SeatNames::nobody();
    let describe = |game: &SavedGame| text.try_say(&game.describe(), &nobody).unwrap();
    assert_eq!(describe(&game), "Gotcha, after 5 moves, against Hard");
    let mut several = saved(0);
    several.record.seats = 3;
    several.seating = vec![
        SeatKind::Bot(Level::Easy),
        SeatKind::Human,
        SeatKind::Bot(Level::Normal),
    ];
    assert_eq!(
        describe(&several),
        "Gotcha, just dealt, against 2 up to Normal"
    );
    several.seating = vec![SeatKind::Human; 3];
    assert_eq!(describe(&several), "Gotcha, just dealt, pass and play");
    assert_eq!(describe(&saved(1)), "Gotcha, after 1 move, against Hard");
}

#[test]
fn saves_that_do_not_hold_together_are_refused_with_a_reason() {
    assert!(SavedGame::read("{").unwrap_err().is("error-not-a-save"));
    let mut wrong_format = saved(1);
    wrong_format.format = "challenge-save".into();
    assert!(
        SavedGame::read(&wrong_format.to_text())
            .unwrap_err()
            .is("error-not-a-save")
    );
    let mut other_version = saved(1);
    other_version.version = VERSION + 1;
    assert!(
        SavedGame::read(&other_version.to_text())
            .unwrap_err()
            .is("error-save-version")
    );
    let mut no_player = saved(1);
    no_player.seating = vec![SeatKind::Bot(Level::Easy); 2];
    let error = SavedGame::read(&no_player.to_text()).unwrap_err();
    assert!(
        error.is("error-damaged") && error.detail.contains("player's"),
        "{error}"
    );
    let mut bad_move = saved(1);
    bad_move.record.actions.push(9_999);
    let error = SavedGame::read(&bad_move.to_text()).unwrap_err();
    assert!(
        error.is("error-damaged") && error.detail.contains("replay"),
        "{error}"
    );
}

#[test]
fn a_corrupt_save_is_set_aside_and_the_backup_offered() {
    let store = MemoryStore::default();
    let good = saved(3);
    store.save(SAVE_KEY, "{\"format\": 12").unwrap();
    store.save(BACKUP_KEY, &good.to_text()).unwrap();
    let loaded = GameInProgress::load(&store);
    assert_eq!(loaded.saved, Some(good.clone()));
    let problem = loaded.problem.unwrap();
    assert_eq!(problem.id, "saved-set-aside-backup");
    assert_eq!(
        problem.args.get("key"),
        Some(&challenge_rules::Arg::Verbatim(UNREADABLE_KEY.into()))
    );
    assert_eq!(
        store.load(UNREADABLE_KEY).unwrap().as_deref(),
        Some("{\"format\": 12")
    );
    assert_eq!(store.load(SAVE_KEY).unwrap(), Some(good.to_text()));
}

#[test]
fn a_corrupt_save_without_a_good_copy_is_set_aside_and_nothing_is_offered() {
    let store = MemoryStore::default();
    store.save(SAVE_KEY, "garbage").unwrap();
    let loaded = GameInProgress::load(&store);
    assert_eq!(loaded.saved, None);
    assert_eq!(
        loaded.problem,
        Some(
            Phrase::new("saved-set-aside")
                .nested("reason", Phrase::new("error-not-a-save"))
                .verbatim("key", UNREADABLE_KEY)
        )
    );
    assert_eq!(
        store.load(UNREADABLE_KEY).unwrap().as_deref(),
        Some("garbage")
    );
    assert_eq!(store.load(SAVE_KEY).unwrap(), None);
}
