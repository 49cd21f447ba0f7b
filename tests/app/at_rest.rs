//! A table at rest asks for no frame: once the cards have landed and the player is to move,
//! nothing drawn changes, so the windowed game's frame loop may rest until the player does
//! something (see `challenge_base::frame_pace`). A system that writes what it drew every frame
//! would keep a phone drawing sixty frames a second over a still table.

use super::{reach_title, screens_app};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use challenge_base::settings::AnimationSpeed;
use challenge_base::settings::Settings;
use challenge_play::session::{GameSetup, launch};
use challenge_play::table::PresentationBusy;
use challenge_rules::{GameId, Level};
use challenge_table_screen::TableView;

/// Whether the next frame asks for another.
fn asks_for_more(app: &mut App) -> bool {
    app.world_mut()
        .resource_mut::<Messages<RequestRedraw>>()
        .clear();
    app.update();
    app.world_mut()
        .resource_mut::<Messages<RequestRedraw>>()
        .drain()
        .count()
        > 0
}

/// The named entities whose drawn parts changed in the last frame, for a failure's message.
fn what_changed(app: &mut App) -> Vec<String> {
    fn named<F: bevy::ecs::query::QueryFilter>(app: &mut App, kind: &str, out: &mut Vec<String>) {
        let mut query = app
            .world_mut()
            .query_filtered::<(Entity, Option<&Name>), F>();
        for (entity, name) in query.iter(app.world()) {
            out.push(format!(
                "{kind} of {}",
                name.map_or_else(|| format!("{entity}"), |n| n.to_string())
            ));
        }
    }
    let mut out = Vec::new();
    named::<Changed<Transform>>(app, "Transform", &mut out);
    named::<Changed<Sprite>>(app, "Sprite", &mut out);
    named::<Changed<Visibility>>(app, "Visibility", &mut out);
    named::<Changed<Node>>(app, "Node", &mut out);
    named::<Changed<Text>>(app, "Text", &mut out);
    named::<Changed<TextColor>>(app, "TextColor", &mut out);
    named::<Changed<BackgroundColor>>(app, "BackgroundColor", &mut out);
    named::<Changed<BorderColor>>(app, "BorderColor", &mut out);
    named::<Changed<Outline>>(app, "Outline", &mut out);
    out.truncate(12);
    out
}

#[test]
fn every_table_at_rest_asks_for_no_frame() {
    for game in GameId::ALL {
        let mut app = screens_app();
        // The animations as a player sees them, so the test waits for them as the frames would.
        app.world_mut().resource_mut::<Settings>().animation_speed = AnimationSpeed::Fast;
        reach_title(&mut app);
        launch(
            app.world_mut(),
            GameSetup::against_one(game, 11, Level::Easy),
        );
        let mut patience = super::Patience::frames(3_000);
        loop {
            assert!(patience.more(), "{game:?}: the player's turn never came");
            app.update();
            let view = app.world().resource::<TableView>();
            if view.viewer_to_act && app.world().resource::<PresentationBusy>().0 == 0 {
                break;
            }
        }
        // The cards land, the last counters tick up, a lifted card settles: then nothing.
        // (Work on the pool, such as the best-play meter's, is waited for on the clock.)
        let mut settled = false;
        let started = std::time::Instant::now();
        while started.elapsed() < std::time::Duration::from_secs(60) {
            if !asks_for_more(&mut app) {
                settled = true;
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(
            settled,
            "{game:?}: the table never came to rest; still changing: {:?}",
            what_changed(&mut app)
        );
        for frame in 0..30 {
            assert!(
                !asks_for_more(&mut app),
                "{game:?}: frame {frame} at rest asked for another; changed: {:?}",
                what_changed(&mut app)
            );
        }
    }
}
