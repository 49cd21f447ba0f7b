//! The position marks on the cards of a numbered place (Gotcha's hands): each card's place
//! counted from the smallest end at its top corner and from the largest at its bottom one, on
//! a dark plate that reads on a patterned back, and thinned out where a hand is fanned too
//! tight for every number.

use super::TableCard;
use super::geometry::Geometry;
use crate::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::window::PrimaryWindow;
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_base::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        number_positions
            .in_set(TableSystems::Place)
            .run_if(in_state(Screen::Table)),
    );
}

/// The position marks on a card of a numbered place: from the smallest at the top corner, from
/// the largest at the bottom one, like a card's own indices. A mark is a dark plate with its
/// number on it ([`PositionNumber`]), so it reads on a card's patterned back; it is sized in
/// the window's units whatever the card's scale, never under the 12 px the interface keeps to.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct PositionMark {
    from_largest: bool,
}

/// The number on a [`PositionMark`]'s plate.
#[derive(Component)]
struct PositionNumber;

/// The smallest a position number is drawn, in the window's units.
pub const LEAST_MARK_FONT: f32 = 12.0;

/// How wide a number of `digits` is in the game's font at `font` px, with the plate's margin:
/// a digit of DejaVu Sans is 0.64 of its size across.
pub fn mark_width(digits: usize, font: f32) -> f32 {
    digits as f32 * font * 0.64 + font * 0.5
}

/// Which numbers a place's marks show: every one where the strip each card leaves visible
/// holds a number, else every second, fifth or tenth (and the first), so that numbers never
/// run into each other ("10111213") on a hand fanned tight.
pub fn marks_every(step: f32, widest: f32) -> usize {
    [1, 2, 5, 10, 20]
        .into_iter()
        .find(|&every| step * every as f32 >= widest)
        .unwrap_or(20)
}

pub fn shows_number(number: usize, every: usize) -> bool {
    number.is_multiple_of(every) || (number == 1 && every >= 5)
}

fn number_positions(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    cards: Query<(Entity, &TableCard, &Sprite, Option<&Children>)>,
    mut marks: Query<
        (
            &PositionMark,
            &mut Sprite,
            &mut Transform,
            &mut Visibility,
            &Children,
        ),
        Without<TableCard>,
    >,
    mut numbers: Query<
        (&mut Text2d, &mut TextFont, &mut Transform),
        (
            With<PositionNumber>,
            Without<PositionMark>,
            Without<TableCard>,
        ),
    >,
) {
    let geometry = Geometry::of_table(window.size(), &table, settings.card_scale);
    let counts = table.layout.counts();
    for (entity, card, sprite, children) in &cards {
        let numbered = table.layout.numbered.contains(&card.place);
        let has_marks = children.is_some_and(|c| c.iter().any(|e| marks.contains(e)));
        if !numbered && !has_marks {
            continue;
        }
        if !numbered {
            for child in children.into_iter().flatten() {
                if marks.contains(*child) {
                    commands.entity(*child).despawn();
                }
            }
            continue;
        }
        let count = counts.get(&card.place).copied().unwrap_or(0);
        let size = sprite.custom_size.unwrap_or(Vec2::new(100.0, 140.0));
        // The card's scale at rest, and the strip of it its neighbour leaves in sight, in the
        // window's units.
        let pose = geometry.pose(card.place, card.index.min(count.saturating_sub(1)), count);
        let scale = pose.scale.max(0.05);
        let step = if count > 1 {
            let next = geometry.pose(card.place, 1, count);
            (next.position - geometry.pose(card.place, 0, count).position).length()
        } else {
            f32::INFINITY
        };
        let font = (size.y * scale * 0.12).max(LEAST_MARK_FONT);
        let widest = mark_width(count.to_string().len(), font);
        let every = marks_every(step, widest + font * 0.25);
        let number_of = |from_largest: bool| {
            if from_largest {
                count - card.index.min(count.saturating_sub(1))
            } else {
                card.index + 1
            }
        };
        let mut found = false;
        for child in children.into_iter().flatten() {
            let Ok((mark, mut plate, mut transform, mut visibility, mark_children)) =
                marks.get_mut(*child)
            else {
                continue;
            };
            found = true;
            let number = number_of(mark.from_largest);
            let wanted_visibility = if shows_number(number, every) {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            };
            visibility.set_if_neq(wanted_visibility);
            let label = number.to_string();
            let plate_size = Vec2::new(mark_width(label.len(), font), font * 1.25);
            if plate.custom_size != Some(plate_size) {
                plate.custom_size = Some(plate_size);
            }
            transform.set_if_neq(mark_transform(size, scale, mark.from_largest));
            for number_entity in mark_children {
                if let Ok((mut text, mut text_font, mut text_transform)) =
                    numbers.get_mut(*number_entity)
                {
                    if text.0 != label {
                        text.0.clone_from(&label);
                    }
                    let font_size = FontSize::Px(font);
                    if text_font.font_size != font_size {
                        text_font.font_size = font_size;
                    }
                    text_transform.set_if_neq(number_transform(font));
                }
            }
        }
        if !found {
            for from_largest in [false, true] {
                let number = number_of(from_largest);
                let label = number.to_string();
                commands.entity(entity).with_child((
                    PositionMark { from_largest },
                    Sprite {
                        color: palette::FELT_DARK.with_alpha(0.9),
                        custom_size: Some(Vec2::new(mark_width(label.len(), font), font * 1.25)),
                        ..default()
                    },
                    Anchor::CENTER_LEFT,
                    mark_transform(size, scale, from_largest),
                    if shows_number(number, every) {
                        Visibility::Inherited
                    } else {
                        Visibility::Hidden
                    },
                    children![(
                        PositionNumber,
                        Text2d::new(label),
                        TextFont::from_font_size(font),
                        TextColor(palette::IVORY),
                        TextLayout::justify(Justify::Left),
                        Anchor::CENTER_LEFT,
                        number_transform(font),
                    )],
                ));
            }
        }
    }
}

/// Where a position mark sits on a card of `size` drawn at `scale`: in the strip a fanned card
/// leaves visible, at its left edge, and unscaled, so its number keeps its size in the window.
fn mark_transform(size: Vec2, scale: f32, from_largest: bool) -> Transform {
    let y = if from_largest { -1.0 } else { 1.0 } * (size.y / 2.0 - size.y * 0.1);
    Transform::from_xyz(-size.x / 2.0 + size.x * 0.02, y, 0.02).with_scale(Vec3::splat(1.0 / scale))
}

/// The number on its plate: in from the plate's left edge by its margin.
fn number_transform(font: f32) -> Transform {
    Transform::from_xyz(font * 0.25, 0.0, 0.001)
}
