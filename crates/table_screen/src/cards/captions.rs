//! What the table writes on the felt beside the cards: the captions of places (who sits there,
//! their trumps, a pile's size), and a [`TableZone`] entity per place at the spot its cards
//! gather round.

use super::geometry::Geometry;
use crate::layouts::Place;
use crate::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBounds;
use bevy::window::PrimaryWindow;
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_base::theme::palette;
use challenge_rules::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (place_captions, place_zones)
            .chain()
            .in_set(TableSystems::Place)
            .run_if(in_state(Screen::Table)),
    );
}

/// A caption on the felt beside a place (who sits there, their trumps, a pile's size): the
/// index of its line in the layout's captions and the phrase its text was worded from. A
/// caption is drawn on the felt, not in the interface, so it is worded here rather than by
/// [`challenge_base::text::Says`].
#[derive(Component)]
struct Caption {
    index: usize,
    says: Phrase,
}

fn place_captions(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    lexicon: Res<Lexicon>,
    naming: Res<SeatNaming>,
    mut captions: Query<(
        Entity,
        &mut Caption,
        &mut Text2d,
        &mut Transform,
        &mut TextFont,
        &mut Anchor,
        &mut TextBounds,
        &mut TextLayout,
    )>,
) {
    let geometry = Geometry::of_table(window.size(), &table, settings.card_scale);
    let counts = table.layout.counts();
    let at =
        |place: Place| caption_position(&geometry, place, counts.get(&place).copied().unwrap_or(0));
    let wanted = &table.layout.captions;
    let mut seen = vec![false; wanted.len()];
    let font_for = |place: Place| match place {
        Place::Hand(seat) | Place::Row(seat) if seat > 0 => geometry
            .caption_gap(geometry.seat_slot(seat).scale)
            .max(12.0),
        _ => (geometry.card.y * 0.13).clamp(14.0, 40.0),
    };
    // The viewer's caption has only the felt left of their hand: it wraps there, flush
    // against the hand, rather than run off the window in a language of long words.
    let left_edge = -window.width() / 2.0 + 12.0;
    let shape_for = |place: Place, position: Vec2| match place {
        Place::Hand(0) => (
            TextBounds::new_horizontal((position.x - left_edge).max(80.0)),
            TextLayout::justify(Justify::Right),
        ),
        // A row's caption (its best hand, long in French) keeps within a row's width, clear of
        // the stock beside it.
        Place::Row(_) => match geometry.row_caption_beside(place, 1) {
            // Beside the row, on the felt left of it.
            Some(_) => (
                TextBounds::new_horizontal((position.x - left_edge).max(80.0)),
                TextLayout::justify(Justify::Right),
            ),
            None => (
                TextBounds::new_horizontal(geometry.card.x * 4.0),
                TextLayout::justify(Justify::Center),
            ),
        },
        // Another seat's caption wraps within the seat's share of the table, clear of its
        // neighbours' (three seats across a turned phone).
        Place::Hand(seat) => (
            TextBounds::new_horizontal(geometry.seat_slot(seat).caption_width()),
            TextLayout::justify(Justify::Center),
        ),
        _ => (TextBounds::UNBOUNDED, TextLayout::justify(Justify::Center)),
    };
    // A new language or seat naming words every caption again.
    let reword = lexicon.is_changed() || naming.is_changed();
    for (
        entity,
        mut caption,
        mut text,
        mut transform,
        mut font,
        mut anchor,
        mut bounds,
        mut layout,
    ) in &mut captions
    {
        let Some((place, line)) = wanted.get(caption.index) else {
            commands.entity(entity).despawn();
            continue;
        };
        seen[caption.index] = true;
        if reword || caption.says != *line {
            caption.says = line.clone();
            let words = lexicon.line(line, &naming);
            if text.0 != words {
                text.0 = words;
            }
        }
        let (position, wanted_anchor) = at(*place);
        if transform.translation.truncate() != position {
            transform.translation = position.extend(90.0);
        }
        if *anchor != wanted_anchor {
            *anchor = wanted_anchor;
        }
        let (wanted_bounds, wanted_layout) = shape_for(*place, position);
        if (bounds.width, bounds.height) != (wanted_bounds.width, wanted_bounds.height) {
            *bounds = wanted_bounds;
        }
        if layout.justify != wanted_layout.justify {
            *layout = wanted_layout;
        }
        let font_size = FontSize::Px(font_for(*place));
        if font.font_size != font_size {
            font.font_size = font_size;
        }
    }
    for (index, (place, line)) in wanted.iter().enumerate() {
        if !seen[index] {
            let (position, anchor) = at(*place);
            let (bounds, layout) = shape_for(*place, position);
            commands.spawn((
                Name::new("Caption"),
                Caption {
                    index,
                    says: line.clone(),
                },
                Text2d::new(lexicon.line(line, &naming)),
                bounds,
                layout,
                TextFont::from_font_size(font_for(*place)),
                TextColor(palette::IVORY.with_alpha(0.9)),
                anchor,
                Transform::from_translation(position.extend(90.0)),
                DespawnOnExit(Screen::Table),
            ));
        }
    }
}

/// The viewer's caption sits left of their hand (the felt above it belongs to their row),
/// every other caption sits under its place.
fn caption_position(geometry: &Geometry, place: Place, count: usize) -> (Vec2, Anchor) {
    if let Place::Row(_) = place
        && let Some(end) = geometry.row_caption_beside(place, count)
    {
        return (end, Anchor::CENTER_RIGHT);
    }
    match place {
        Place::Hand(0) => {
            let first = geometry.pose(place, 0, count.max(1));
            let edge = first.position - Vec2::X * (geometry.card.x * 0.6 + 12.0);
            // Its foot a little above the hand's middle: a caption wrapped to two lines grows
            // upwards, clear of the hint line at the window's foot (four lines in German).
            (
                Vec2::new(edge.x, first.position.y + geometry.card.y * 0.12),
                Anchor::BOTTOM_RIGHT,
            )
        }
        Place::Row(0) => {
            let pose = geometry.pose(place, 0, 1);
            let half = geometry.card.y * pose.scale / 2.0;
            // Its foot just above the row, so that a caption wrapped to two lines grows away
            // from the cards.
            (
                pose.position + Vec2::Y * (half + geometry.card.y * 0.015),
                Anchor::BOTTOM_CENTER,
            )
        }
        Place::Hand(seat) => {
            let slot = geometry.seat_slot(seat);
            let half = geometry.card.y * slot.scale / 2.0;
            (
                slot.centre - Vec2::Y * (half + geometry.caption_gap(slot.scale) * 0.25),
                Anchor::TOP_CENTER,
            )
        }
        _ => {
            let pose = geometry.pose(place, 0, 1);
            let half = geometry.card.y * pose.scale / 2.0;
            // Its head just under the place: a caption wrapped to two lines grows downwards.
            (
                pose.position - Vec2::Y * (half + geometry.card.y * 0.03),
                Anchor::TOP_CENTER,
            )
        }
    }
}

/// A place on the table as an entity (hand, row, stock, discard, pile) at the spot its cards
/// gather round, with how many cards it holds.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
struct TableZone {
    place: Place,
    cards: usize,
}

fn place_zones(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    mut zones: Query<(Entity, &mut TableZone, &mut Transform)>,
) {
    let geometry = Geometry::of_table(window.size(), &table, settings.card_scale);
    let mut present: Vec<Place> = Vec::new();
    for (entity, mut zone, mut transform) in &mut zones {
        let Some(cards) = table.layout.zones.iter().find(|z| z.place == zone.place) else {
            commands.entity(entity).despawn();
            continue;
        };
        present.push(zone.place);
        let count = cards.cards.len();
        if zone.cards != count {
            zone.cards = count;
        }
        let anchor = geometry.pose(zone.place, 0, 1).position.extend(0.0);
        if transform.translation != anchor {
            transform.translation = anchor;
        }
    }
    for cards in &table.layout.zones {
        if !present.contains(&cards.place) {
            commands.spawn((
                Name::new(format!("{:?}", cards.place)),
                TableZone {
                    place: cards.place,
                    cards: cards.cards.len(),
                },
                Transform::from_translation(geometry.pose(cards.place, 0, 1).position.extend(0.0)),
                DespawnOnExit(Screen::Table),
            ));
        }
    }
}
