//! Buttons, headers and labels shared by the screens. Every text they show [`Says`] a phrase,
//! so it is worded in the player's language and follows it when it changes.

use super::palette;
use crate::text::Says;
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, colour_buttons_by_interaction)
        .add_observer(click_on_activation)
        .add_observer(click_on_step)
        .add_observer(click_step_arrow);
}

/// Every activation clicks, whichever device made it.
fn click_on_activation(
    _: On<crate::input::focus::Activate>,
    mut cues: MessageWriter<crate::audio::PlayCue>,
) {
    cues.write(crate::audio::PlayCue(challenge_synth::Cue::Click));
}

fn click_on_step(
    _: On<crate::input::focus::Stepped>,
    mut cues: MessageWriter<crate::audio::PlayCue>,
) {
    cues.write(crate::audio::PlayCue(challenge_synth::Cue::Click));
}

pub fn header(text: impl Into<Says>, size: f32) -> impl Bundle {
    (
        Text::default(),
        text.into(),
        TextFont::from_font_size(size),
        TextColor(palette::BRASS),
        TextShadow::default(),
    )
}

pub fn label(text: impl Into<Says>, size: f32, color: Color) -> impl Bundle {
    (
        // Read to screen readers as a label with its words (`crate::input::assistive`).
        Label,
        Text::default(),
        text.into(),
        TextFont::from_font_size(size),
        TextColor(color),
    )
}

/// A button whose behaviour is the observer `action`, run when it is clicked.
pub fn button<E, B, M, I>(text: impl Into<Says>, action: I) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M> + Sync,
{
    sized_button(text.into(), action, Vec2::new(280.0, 56.0), 26.0)
}

/// A node covering the window that centres what it holds.
pub fn centred_layer() -> Node {
    Node {
        position_type: PositionType::Absolute,
        width: percent(100),
        height: percent(100),
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

/// A smaller button, for rows of secondary choices.
pub fn small_button<E, B, M, I>(text: impl Into<Says>, action: I) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M> + Sync,
{
    sized_button(text.into(), action, Vec2::new(180.0, 44.0), 20.0)
}

/// A button of a given size and font, for compact bars.
pub fn button_sized<E, B, M, I>(
    text: impl Into<Says>,
    action: I,
    size: Vec2,
    font: f32,
) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M> + Sync,
{
    sized_button(text.into(), action, size, font)
}

fn sized_button<E, B, M, I>(text: Says, action: I, size: Vec2, font: f32) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M> + Sync,
{
    (
        // Named by its message id, the same in every language, for tests and debugging.
        Name::new(format!("Button: {}", text.0.id)),
        Node::default(),
        Children::spawn(SpawnWith(move |parent: &mut ChildSpawner| {
            parent
                .spawn((
                    Button,
                    super::GrowsAcross,
                    Node {
                        width: px(size.x),
                        height: px(size.y),
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(10)),
                        ..default()
                    },
                    BorderColor::all(palette::BRASS),
                    BackgroundColor(palette::BUTTON),
                    // Centred, also when larger text wraps it.
                    children![(
                        label(text, font, palette::IVORY),
                        TextLayout::justify(Justify::Center)
                    )],
                ))
                .observe(action);
        })),
    )
}

/// A full-window layer that dims what is behind it and holds one centred panel: the frame
/// of every menu. Focus stays inside it while it is open.
pub fn overlay(name: &'static str) -> impl Bundle {
    (
        Name::new(name),
        crate::input::focus::FocusScope,
        centred_layer(),
        BackgroundColor(Color::srgba(0.0, 0.03, 0.02, 0.72)),
        GlobalZIndex(10),
    )
}

/// The panel inside an [`overlay`]: a column with a brass rim.
pub fn menu_panel(width: f32) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(10),
            padding: UiRect::all(px(24)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(16)),
            width: px(width),
            max_height: percent(94),
            ..default()
        },
        BorderColor::all(palette::BRASS),
        BackgroundColor(palette::PANEL),
    )
}

/// One row of a settings-like list: a focusable button reading "◀  Label: value  ▶". Left and
/// Right (or a click on an arrow) step the value; activating it steps forward.
/// `value` is the [`RowValue`] text, updated by the screen that owns the row.
pub fn choice_row(
    marker: impl Component,
    label: impl Into<Says>,
    value: impl Into<Says>,
) -> impl Bundle {
    sized_choice_row(marker, label, value, Vec2::new(560.0, 40.0))
}

/// A [`choice_row`] of another size.
pub fn sized_choice_row(
    marker: impl Component,
    label: impl Into<Says>,
    value: impl Into<Says>,
    size: Vec2,
) -> impl Bundle {
    let label = label.into();
    (
        Name::new(format!("Choice: {}", label.0.id)),
        marker,
        Button,
        crate::input::focus::Adjustable,
        Node {
            width: px(size.x),
            // Never wider than a phone's screen, whatever width was asked for.
            max_width: vw(94),
            height: px(size.y),
            align_items: AlignItems::Center,
            justify_content: JustifyContent::SpaceBetween,
            padding: UiRect::horizontal(px(8)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BorderColor::all(palette::BRASS.with_alpha(0.6)),
        BackgroundColor(palette::BUTTON),
        children![
            step_arrow(false),
            (
                Node {
                    flex_grow: 1.0,
                    justify_content: JustifyContent::SpaceBetween,
                    padding: UiRect::horizontal(px(10)),
                    ..default()
                },
                Pickable::IGNORE,
                children![
                    (label_bundle(label, 19.0, palette::MUTED), Pickable::IGNORE),
                    (
                        RowValue,
                        crate::input::assistive::SpokenAsValue,
                        label_bundle(value.into(), 19.0, palette::IVORY),
                        Pickable::IGNORE
                    ),
                ],
            ),
            step_arrow(true),
        ],
    )
}

/// The text of a [`choice_row`]'s value.
#[derive(Component, Clone, Copy, Debug)]
pub struct RowValue;

fn label_bundle(text: Says, size: f32, color: Color) -> impl Bundle {
    label(text, size, color)
}

/// ◀ or ▶ at the ends of a [`choice_row`]; a click steps the row instead of activating it.
fn step_arrow(forward: bool) -> impl Bundle {
    (
        Node {
            width: px(30),
            height: px(30),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(palette::BUTTON_PRESSED),
        children![(
            label(
                Says::verbatim(if forward { "▶" } else { "◀" }),
                16.0,
                palette::BRASS
            ),
            crate::input::assistive::NotSpoken,
            Pickable::IGNORE
        )],
        StepArrow { forward },
    )
}

/// One of the arrows of a [`choice_row`], stepping it back or forward.
#[derive(Component, Clone, Copy, Debug)]
struct StepArrow {
    forward: bool,
}

/// A click on a row's arrow steps the row instead of activating it. One observer for every
/// arrow keeps Bevy's widget crate, and its weight, out of the browser build.
fn click_step_arrow(
    mut click: On<Pointer<Click>>,
    arrows: Query<(&StepArrow, &ChildOf)>,
    mut commands: Commands,
) {
    let Ok((arrow, row)) = arrows.get(click.event_target()) else {
        return;
    };
    click.propagate(false);
    commands.trigger(crate::input::focus::Stepped {
        entity: row.parent(),
        forward: arrow.forward,
    });
}

/// Sets what the value of the [`choice_row`] `row` says.
pub fn set_row_value(
    row: Entity,
    value: impl Into<Says>,
    children: &Query<&Children>,
    values: &mut Query<&mut Says, With<RowValue>>,
) {
    let value = value.into();
    for entity in children.iter_descendants(row) {
        if let Ok(mut says) = values.get_mut(entity)
            && *says != value
        {
            *says = value.clone();
        }
    }
}

fn colour_buttons_by_interaction(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>,
) {
    for (interaction, mut background) in &mut buttons {
        background.0 = match interaction {
            Interaction::Pressed => palette::BUTTON_PRESSED,
            Interaction::Hovered => palette::BUTTON_HOVERED,
            Interaction::None => palette::BUTTON,
        };
    }
}
