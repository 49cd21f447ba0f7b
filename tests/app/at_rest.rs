//! A table at rest changes nothing drawn: once the cards have landed and the player is to move,
//! no card, counter or panel is written again, so the windowed game's frame loop may rest until
//! the player does something (see `challenge_base::frame_pace`). A system that writes what it
//! drew every frame would keep a phone drawing sixty frames a second over a still table.

use super::{reach_title, screens_app};
use bevy::prelude::*;
use challenge_base::frame_pace::DrawnChanged;
use challenge_base::settings::{AnimationSpeed, Settings};
use challenge_play::session::{GameSetup, launch};
use challenge_play::table::PresentationBusy;
use challenge_rules::{GameId, Level};

/// Runs a frame; the entities whose drawn parts it changed, by name where they have one.
/// (Whether the frame asked for another is not asked: other tests of this binary run work on
/// the pool meanwhile, and work on the pool asks for frames. Only what this app drew counts.)
fn frame_changes(app: &mut App) -> Vec<String> {
    app.update();
    let mut query = app
        .world_mut()
        .query_filtered::<(Entity, Option<&Name>), DrawnChanged>();
    let mut changed: Vec<String> = query
        .iter(app.world())
        .map(|(entity, name)| name.map_or_else(|| format!("{entity}"), |n| n.to_string()))
        .collect();
    changed.truncate(12);
    changed
}

#[test]
fn every_table_at_rest_changes_nothing_drawn() {
    for game in GameId::ALL {
        let mut app = screens_app();
        // The animations as a player sees them, so the test waits for them as the frames would.
        app.world_mut().resource_mut::<Settings>().animation_speed = AnimationSpeed::Fast;
        reach_title(&mut app);
        launch(
            app.world_mut(),
            GameSetup::against_one(game, 11, Level::Easy),
        );
        super::until_the_players_turn_at_rest(&mut app, game);
        // The cards land, the last counters tick up, a lifted card settles: then nothing.
        let mut last = Vec::new();
        let settled = (0..600).any(|_| {
            last = frame_changes(&mut app);
            last.is_empty()
        });
        assert!(
            settled,
            "{game:?}: the table never came to rest; still changing: {last:?}"
        );
        for frame in 0..30 {
            let changed = frame_changes(&mut app);
            assert!(
                changed.is_empty(),
                "{game:?}: frame {frame} at rest changed {changed:?}"
            );
            assert_eq!(
                app.world().resource::<PresentationBusy>().0,
                0,
                "{game:?}: frame {frame} at rest was presenting"
            );
        }
    }
}
