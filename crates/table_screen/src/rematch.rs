//! "Play again" at an online table: the result panel's button agrees to the next game at the
//! same table, with the same seats and no new code; a note under it counts who has agreed and
//! the running totals of the games played there (games won, points). The server deals once
//! every player at the table has agreed (the host answers for those away), and the new deal
//! arrives as the first one did.

use super::TableSystems;
use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::shared::Screen;
use challenge_base::theme::{palette, widget};
use challenge_online::{ClientMessage, SeatState, TableInfo};
use challenge_play::online::{OnlineTable, ToServer};
use challenge_rules::{Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_rematch
            .in_set(TableSystems::Hud)
            .run_if(in_state(Screen::Table)),
    );
}

/// The result panel's "Play again" at an online table.
#[derive(Component)]
pub(super) struct RematchButton;

/// The lines under the result of an online game: who has agreed to play again, the totals.
#[derive(Component)]
pub(super) struct RematchNote;

/// Agrees to play again at this table.
pub(super) fn ask_rematch(_: On<Activate>, mut outgoing: MessageWriter<ToServer>) {
    outgoing.write(ToServer(ClientMessage::Rematch));
}

/// What the note says, line by line: how many players are ready for the next game, and after
/// more than one game the games each seat won and its points over them.
pub fn rematch_lines(info: &TableInfo) -> Vec<Phrase> {
    let players = info
        .seats
        .iter()
        .filter(|seat| matches!(seat, SeatState::Player { .. }))
        .count();
    let mut lines = Vec::new();
    if !info.rematch.is_empty() {
        lines.push(
            Phrase::new("table-rematch-ready")
                .count("agreed", info.rematch.len())
                .count("players", players),
        );
    }
    if info.games > 1 || info.wins.iter().any(|&won| won > 0) {
        let wins: Vec<i64> = info.wins.iter().map(|&won| i64::from(won)).collect();
        lines.push(
            Phrase::new("table-session-wins")
                .number("games", i64::try_from(info.games).unwrap_or(i64::MAX))
                .nested("wins", super::score_line(&wins)),
        );
        lines.push(
            Phrase::new("table-session-points").nested("points", super::score_line(&info.points)),
        );
    }
    lines
}

fn show_rematch(
    mut commands: Commands,
    online: Res<OnlineTable>,
    notes: Query<Entity, With<RematchNote>>,
    added: Query<(), Added<RematchNote>>,
    mut buttons: Query<&mut Node, With<RematchButton>>,
) {
    if !online.is_changed() && added.is_empty() {
        return;
    }
    let Some(info) = &online.info else {
        return;
    };
    // Agreed: the button has done its part.
    let agreed = online.seat.is_some_and(|seat| info.rematch.contains(&seat));
    let display = if agreed || online.seat.is_none() {
        Display::None
    } else {
        Display::Flex
    };
    for mut node in &mut buttons {
        if node.display != display {
            node.display = display;
        }
    }
    let lines = rematch_lines(info);
    for note in &notes {
        commands.entity(note).despawn_related::<Children>();
        for line in &lines {
            commands.spawn((
                widget::label(line.clone(), 17.0, palette::MUTED),
                ChildOf(note),
            ));
        }
    }
}
