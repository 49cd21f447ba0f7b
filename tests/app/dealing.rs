//! Dealing from the setup screen: the table that opens shows its status and the player's
//! choices at once, before anyone presses anything.

use super::{open_setup, reach_title, screen, screens_app};
use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::settings::Settings;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_rules::GameId;

#[test]
fn a_table_dealt_from_the_setup_screen_shows_its_status_and_choices_before_any_input() {
    // The browser runs every schedule on one thread, in one order: the same here, so a view
    // that arrives in the frame the Deal button is pressed must still reach the table.
    let mut app = screens_app();
    app.edit_schedule(Update, |schedule| {
        schedule.set_executor(SingleThreadedExecutor::new());
    });
    app.world_mut().resource_mut::<Settings>().language = Some("en".into());
    reach_title(&mut app);
    open_setup(&mut app, GameId::SvoiKozyri);
    // The named node holds the button itself.
    let deal = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Button: setup-deal")
        .map(|(_, children)| children[0])
        .expect("the setup screen has a Deal button");
    // Pressed within a frame, among the input systems, as a key or a click presses it.
    #[derive(Resource)]
    struct PressOnce(Entity);
    app.insert_resource(PressOnce(deal)).add_systems(
        Update,
        (|press: Option<Res<PressOnce>>, mut commands: Commands| {
            if let Some(press) = press {
                commands.trigger(Activate { entity: press.0 });
                commands.remove_resource::<PressOnce>();
            }
        })
        .in_set(AppSystems::Input),
    );
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Table);
    let texts: Vec<String> = app
        .world_mut()
        .query::<(&Says, &Text)>()
        .iter(app.world())
        .map(|(_, text)| text.0.clone())
        .collect();
    assert!(
        texts.iter().any(|text| text == "Your turn"),
        "no status line: {texts:?}"
    );
    assert!(
        texts.iter().any(|text| text.contains("Trumps")),
        "no choices offered: {texts:?}"
    );
}
