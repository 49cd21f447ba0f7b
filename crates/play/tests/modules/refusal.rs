//! Tests of `challenge_play::refusal`: every refusal the game itself gives is worded in every
//! language with the values it names, and its examples show every variant.

use challenge_play::refusal::AppRefusal;
use challenge_rules::assert_examples_cover;
use challenge_rules::{GameId, Refuse, RulesError, Speak};
use challenge_text::check::Languages;

#[test]
fn every_refusal_of_the_game_is_worded_in_every_language() {
    let languages = Languages::new();
    let examples = AppRefusal::examples(GameId::ALL[0].info());
    assert_examples_cover!(
        examples,
        AppRefusal,
        [
            AppRefusal::Server(_),
            AppRefusal::MoveOnItsWay,
            AppRefusal::Unwritable { .. },
            AppRefusal::UndoOff,
            AppRefusal::UndoAutoplay,
            AppRefusal::UndoLesson,
            AppRefusal::UndoPeople,
            AppRefusal::UndoNothing,
            AppRefusal::HandingOver { .. },
        ]
    );
    for refusal in &examples {
        languages.check(&refusal.phrase(), &format!("{refusal:?}"));
    }
}

#[test]
fn a_refusal_travels_as_its_kind_and_values_with_its_detail_for_developers() {
    let error: RulesError = AppRefusal::HandingOver { seat: 2 }.into();
    assert_eq!(error.kind, "table-error-handing-over");
    assert_eq!(error.values.len(), 1);
    let unwritable: RulesError = AppRefusal::Unwritable {
        why: "a key that is not a string".into(),
    }
    .into();
    assert_eq!(unwritable.kind, "online-error-unwritable");
    assert_eq!(unwritable.detail, "a key that is not a string");
    assert_eq!(
        AppRefusal::UndoNothing.to_string(),
        RulesError::from(AppRefusal::UndoNothing).to_string()
    );
}
