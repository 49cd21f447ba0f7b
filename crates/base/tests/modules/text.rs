//! Tests of `challenge_base::text`.

use bevy::prelude::*;
use challenge_base::settings::Settings;
use challenge_rules::{Phrase, Values};
use challenge_text::SeatNames;

use challenge_base::text::*;

#[test]
fn a_text_says_its_phrase_and_follows_the_language() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(Settings {
            language: Some("en".into()),
            ..Settings::default()
        });
    challenge_base::shared::plugin(&mut app);
    plugin(&mut app);
    let entity = app
        .world_mut()
        .spawn((Text::new(""), Says(Phrase::new("seat").seat("seat", 1))))
        .id();
    app.update();
    assert_eq!(app.world().get::<Text>(entity).unwrap().0, "Player 2");
    app.world_mut().resource_mut::<Settings>().language = Some("de".into());
    app.update();
    assert_eq!(app.world().get::<Text>(entity).unwrap().0, "Spieler 2");
    app.world_mut().resource_mut::<SeatNaming>().0 = SeatNames::you(1);
    app.update();
    assert_eq!(app.world().get::<Text>(entity).unwrap().0, "Du");
}
