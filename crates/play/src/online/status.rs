//! The state of the connection, in a corner of every screen while online play is on:
//! connecting, connected, reconnecting in a few seconds, or lost. At the table, whose corners
//! hold the score sheet and the log, it shows only while the connection is not up.

use super::{Connection, LinkState};
use bevy::prelude::*;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_base::theme::{palette, widget};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_status.in_set(AppSystems::Presentation));
}

/// The line that tells how the connection stands.
#[derive(Component)]
struct StatusLine;

fn show_status(
    mut commands: Commands,
    connection: Res<Connection>,
    time: Res<Time<Real>>,
    screen: Option<Res<State<Screen>>>,
    mut lines: Query<(Entity, &mut Says, &mut TextColor), With<StatusLine>>,
) {
    let at_table = screen.is_some_and(|screen| *screen.get() == Screen::Table);
    let shown = (connection.is_open() || matches!(connection.state, LinkState::Lost(_)))
        && !(at_table && connection.state == LinkState::Connected);
    let says = Says(connection.describe(time.elapsed()));
    let colour = match connection.state {
        LinkState::Connected => palette::MUTED,
        LinkState::Lost(_) => palette::IVORY,
        _ => palette::BRASS,
    };
    match (shown, lines.single_mut()) {
        (true, Ok((_, mut line, mut line_colour))) => {
            if *line != says {
                *line = says;
            }
            if line_colour.0 != colour {
                line_colour.0 = colour;
            }
        }
        (true, Err(_)) => {
            commands.spawn((
                Name::new("Connection status"),
                StatusLine,
                widget::label(says, 15.0, colour),
                Node {
                    position_type: PositionType::Absolute,
                    top: px(8),
                    right: px(12),
                    ..default()
                },
                GlobalZIndex(20),
                Pickable::IGNORE,
            ));
        }
        (false, Ok((entity, ..))) => commands.entity(entity).despawn(),
        (false, Err(_)) => {}
    }
}
