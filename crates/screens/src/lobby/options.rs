//! The game's options in the lobby: a line per option with the value the table has. The host
//! steps each row before the deal (a step sends the table's options with that one changed, and
//! the server deals them anew, so it refuses any the rules do not take); the others read them.

use bevy::prelude::*;
use challenge_base::input::focus::{Activate, Stepped};
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_base::theme::palette;
use challenge_base::theme::widget::{self, RowValue};
use challenge_online::{ClientMessage, TableInfo};
use challenge_play::online::{OnlineTable, ToServer};
use challenge_rules::GameId;
use challenge_rules::setup::{OptionSpec, option_specs};
use serde_json::Value;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_options
            .run_if(in_state(Screen::Lobby).and_then(resource_changed::<OnlineTable>))
            .in_set(AppSystems::Presentation),
    );
}

/// The column the option lines go in.
#[derive(Component)]
pub(super) struct OptionList;

/// The host's row for the option with this index in [`table_options`].
#[derive(Component, Clone, Copy, Debug)]
pub struct OptionRow(pub usize);

/// Each option of the table's game, with the index of the choice the table has now (the
/// game's default where the table's options do not say).
pub fn table_options(info: &TableInfo) -> Vec<(OptionSpec, usize)> {
    let Some(game) = GameId::from_id(&info.game) else {
        return Vec::new();
    };
    option_specs(game, info.seats.len())
        .into_iter()
        .map(|spec| {
            let at = info
                .options
                .get(spec.key)
                .and_then(|value| spec.choices.iter().position(|c| &c.value == value))
                .unwrap_or(spec.default_index);
            (spec, at)
        })
        .collect()
}

/// The table's options with option `index` stepped once, round its choices: what the host's
/// row sends. None for an option with nothing else to choose.
pub fn stepped_options(info: &TableInfo, index: usize, forward: bool) -> Option<Value> {
    let options = table_options(info);
    let (spec, at) = options.get(index)?;
    let count = spec.choices.len();
    if count < 2 {
        return None;
    }
    let next = if forward {
        (at + 1) % count
    } else {
        (at + count - 1) % count
    };
    let mut fields = info.options.as_object().cloned().unwrap_or_default();
    fields.insert(spec.key.to_string(), spec.choices[next].value.clone());
    Some(Value::Object(fields))
}

/// The words for an option's current choice.
fn value_words(spec: &OptionSpec, at: usize) -> Says {
    spec.choices
        .get(at)
        .map_or_else(|| Says::verbatim(""), |choice| Says(choice.label.clone()))
}

/// Lays the lines out anew when the game, the seat count or who may change them changes
/// (and for guests, who have nothing to focus, at every change); otherwise the host's rows
/// keep their place, and focus, and only their values change.
#[allow(clippy::too_many_arguments)]
fn show_options(
    mut commands: Commands,
    table: Res<OnlineTable>,
    list: Single<Entity, With<OptionList>>,
    rows: Query<(Entity, &OptionRow)>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
    mut built: Local<Option<(Entity, String, usize, bool)>>,
) {
    let Some(info) = &table.info else {
        return;
    };
    let options = table_options(info);
    let editable = table.host && !info.started;
    let shape = (*list, info.game.clone(), info.seats.len(), editable);
    if editable && built.as_ref() == Some(&shape) {
        for (row, &OptionRow(index)) in &rows {
            if let Some((spec, at)) = options.get(index) {
                widget::set_row_value(row, value_words(spec, *at), &children, &mut values);
            }
        }
        return;
    }
    commands.entity(*list).despawn_related::<Children>();
    for (index, (spec, at)) in options.iter().enumerate() {
        let value = value_words(spec, *at);
        if editable {
            commands
                .spawn((
                    widget::sized_choice_row(
                        OptionRow(index),
                        spec.label,
                        value,
                        Vec2::new(560.0, 44.0),
                    ),
                    ChildOf(*list),
                ))
                .observe(step_on_press)
                .observe(step_option);
        } else {
            commands.spawn((
                ChildOf(*list),
                Node {
                    justify_content: JustifyContent::SpaceBetween,
                    column_gap: px(24),
                    ..default()
                },
                children![
                    widget::label(spec.label, 17.0, palette::BRASS),
                    widget::label(value, 17.0, palette::IVORY),
                ],
            ));
        }
    }
    *built = Some(shape);
}

fn change_option(row: Entity, forward: bool, world: &mut World) {
    let Some(&OptionRow(index)) = world.get::<OptionRow>(row) else {
        return;
    };
    let table = world.resource::<OnlineTable>();
    let options = table
        .info
        .as_ref()
        .and_then(|info| stepped_options(info, index, forward));
    if let Some(options) = options {
        world.write_message(ToServer(ClientMessage::SetOptions { options }));
    }
}

fn step_on_press(press: On<Activate>, mut commands: Commands) {
    let row = press.entity;
    commands.queue(move |world: &mut World| change_option(row, true, world));
}

fn step_option(step: On<Stepped>, mut commands: Commands) {
    let (row, forward) = (step.entity, step.forward);
    commands.queue(move |world: &mut World| change_option(row, forward, world));
}
