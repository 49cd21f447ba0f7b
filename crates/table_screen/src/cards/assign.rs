//! Matching card sprites to a new layout: every card slot of the view gets an entity, the same
//! card where it can be told, so a card that changes places travels there rather than vanishing
//! and appearing again; cards the layout no longer holds go, and new ones are dealt off the
//! stock.

use super::TableCard;
use super::highlight::{FRAME_DEPTH, Outline};
use super::motion::{Flip, MOVE_SECONDS, Motion, STAGGER_SECONDS, Stagger};
use crate::layouts::Place;
use crate::{TableSystems, TableView};
use bevy::prelude::*;
use challenge_base::audio::PlayCue;
use challenge_base::card_textures::CardTextures;
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_base::theme::palette;
use challenge_synth::Cue;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // Every frame, not only when the view changes: a view that arrived while another
        // screen was up must still be dealt when the table opens.
        assign_cards
            .in_set(TableSystems::Assign)
            .run_if(in_state(Screen::Table)),
    );
}

/// Gives every slot of the new layout an entity: the same card where its face is known,
/// else a hidden card of the same place, else any card left over (a card changing places),
/// else a new card dealt from the stock.
fn assign_cards(
    mut commands: Commands,
    table: Res<TableView>,
    textures: Res<CardTextures>,
    settings: Res<Settings>,
    mut cards: Query<(Entity, &mut TableCard, &mut Sprite)>,
    mut cues: MessageWriter<PlayCue>,
) {
    let slots: Vec<TableCard> = table
        .layout
        .zones
        .iter()
        .flat_map(|zone| {
            zone.cards
                .iter()
                .enumerate()
                .map(|(index, card)| TableCard {
                    card: *card,
                    place: zone.place,
                    index,
                    face_up: zone.face_up && card.is_some(),
                })
        })
        .collect();
    if cards.iter().len() == slots.len() {
        // Nothing to do when every slot already has its card (the usual frame).
        let mut present: Vec<&TableCard> = cards.iter().map(|(_, c, _)| c).collect();
        present.sort_by_key(|c| (zone_order(c.place), c.index));
        let mut wanted: Vec<&TableCard> = slots.iter().collect();
        wanted.sort_by_key(|c| (zone_order(c.place), c.index));
        if present == wanted {
            return;
        }
    }
    let mut existing: Vec<(Entity, TableCard)> =
        cards.iter().map(|(e, c, _)| (e, c.clone())).collect();
    existing.sort_by_key(|(e, c)| (format!("{:?}", c.place), c.index, *e));
    let mut used = vec![false; existing.len()];
    let mut chosen: Vec<Option<usize>> = vec![None; slots.len()];
    let mut take = |chosen: &mut Option<usize>, test: &dyn Fn(&TableCard) -> bool| {
        if chosen.is_none()
            && let Some(found) = (0..existing.len()).find(|&i| !used[i] && test(&existing[i].1))
        {
            used[found] = true;
            *chosen = Some(found);
        }
    };
    for (slot, chosen) in slots.iter().zip(chosen.iter_mut()) {
        if slot.card.is_some() {
            take(chosen, &|c| c.card == slot.card && c.place == slot.place);
        }
    }
    for (slot, chosen) in slots.iter().zip(chosen.iter_mut()) {
        if slot.card.is_some() {
            take(chosen, &|c| c.card == slot.card);
        }
    }
    for (slot, chosen) in slots.iter().zip(chosen.iter_mut()) {
        take(chosen, &|c| c.card.is_none() && c.place == slot.place);
    }
    for (slot, chosen) in slots.iter().zip(chosen.iter_mut()) {
        // A card whose face becomes known most likely came from a hidden place, and a card
        // going out of sight from a place where it was seen.
        let known = slot.card.is_some();
        take(chosen, &|c| c.card.is_some() != known);
        take(chosen, &|_| true);
    }
    let stock = slots
        .iter()
        .filter(|s| s.place == Place::Stock)
        .count()
        .max(1);
    let (mut dealt, mut placed, mut flipped) = (0, 0, 0);
    for (slot, chosen) in slots.iter().zip(chosen) {
        let image = match slot.card {
            Some(card) if slot.face_up => textures.face(card),
            _ => textures.back(settings.card_back),
        };
        match chosen {
            Some(i) => {
                let entity = existing[i].0;
                let Ok((_, mut card, mut sprite)) = cards.get_mut(entity) else {
                    continue;
                };
                if card.place != slot.place {
                    commands.entity(entity).insert(Stagger(placed as f32));
                    placed += 1;
                }
                if card.face_up != slot.face_up && settings.animation_speed.duration_factor() > 0.0
                {
                    flipped += 1;
                    commands.entity(entity).insert(Flip::now(image));
                } else if sprite.image != image {
                    sprite.image = image;
                }
                if *card != *slot {
                    *card = slot.clone();
                }
            }
            None => {
                // A card dealt face up leaves the stock face down and turns as it lands.
                let speed = settings.animation_speed.duration_factor();
                let (shown, flip) = if slot.face_up && speed > 0.0 {
                    let travel = (dealt as f32 * STAGGER_SECONDS + MOVE_SECONDS) * speed;
                    (
                        textures.back(settings.card_back),
                        Some(Flip::after(travel * 0.8, image.clone())),
                    )
                } else {
                    (image.clone(), None)
                };
                let mut spawned = commands.spawn((
                    Name::new("Card"),
                    slot.clone(),
                    Stagger(dealt as f32),
                    // New cards come off the stock: the first frame places them there.
                    Motion::off_the_stock(stock),
                    Sprite {
                        image: shown,
                        ..default()
                    },
                    Transform::default(),
                    Visibility::Hidden,
                    DespawnOnExit(Screen::Table),
                    children![(
                        Outline,
                        Sprite::from_color(palette::BRASS, Vec2::ONE),
                        Transform::from_xyz(0.0, 0.0, -FRAME_DEPTH),
                        Visibility::Hidden,
                    )],
                ));
                if let Some(flip) = flip {
                    spawned.insert(flip);
                }
                dealt += 1;
            }
        }
    }
    for (i, (entity, _)) in existing.iter().enumerate() {
        if !used[i] {
            commands.entity(*entity).despawn();
        }
    }
    if dealt > 0 {
        cues.write(PlayCue(Cue::Deal));
    } else if placed > 0 {
        cues.write(PlayCue(Cue::Place));
    }
    if flipped > 0 {
        cues.write(PlayCue(Cue::Flip));
    }
}

/// A sort key for places, so slot lists can be compared whatever order they were built in.
fn zone_order(place: Place) -> (u8, usize) {
    match place {
        Place::Hand(seat) => (0, seat),
        Place::Row(seat) => (1, seat),
        Place::Stock => (2, 0),
        Place::Discard => (3, 0),
        Place::Pile => (4, 0),
    }
}
