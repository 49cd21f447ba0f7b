//! How cards move: each eases along a shallow arc to its place ([`Motion`]), turns over edge-on
//! ([`Flip`]), sets off a moment after the card before it in a batch ([`Stagger`]) and rises a
//! little when hovered, focused or selected. Cards on their way hold [`PresentationBusy`], so
//! bots wait for them rather than move while the table is still catching up.

use super::TableCard;
use super::geometry::{Geometry, Pose};
use super::pointer::{Drag, Hovered};
use crate::layouts::Place;
use crate::{FocusedCard, TableSystems, TableView};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use challenge_base::card_textures::CardTextures;
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_play::table::PresentationBusy;
use std::f32::consts::PI;

/// Seconds a card takes to reach its place at normal animation speed.
pub(super) const MOVE_SECONDS: f32 = 0.25;
/// Seconds between cards that start moving together, so a deal reads card by card.
pub(super) const STAGGER_SECONDS: f32 = 0.03;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            move_cards,
            follow_card_back.run_if(resource_changed::<Settings>),
        )
            .chain()
            .in_set(TableSystems::Move)
            .run_if(in_state(Screen::Table)),
    );
}

/// Where a card is heading, and how far it has come.
#[derive(Component, Clone, Debug)]
pub(super) struct Motion {
    from: Pose,
    to: Pose,
    elapsed: f32,
    duration: f32,
    /// Seconds to wait before setting off.
    delay: f32,
    /// How far the card is raised above its place now (hover and selection).
    lift: f32,
}

impl Motion {
    /// A card just dealt, on its way off the stock of `stock` cards: it has no place yet (the
    /// NaN that [`move_cards`] looks for), so its first frame puts it on top of the stock.
    pub(super) fn off_the_stock(stock: usize) -> Motion {
        Motion {
            from: Pose {
                position: Vec2::ZERO,
                z: 10.0,
                angle: 0.0,
                scale: 0.9,
            },
            to: Pose {
                position: Vec2::new(f32::NAN, 0.0),
                z: 10.0 + stock as f32 * 0.05,
                angle: 0.0,
                scale: 0.9,
            },
            elapsed: 0.0,
            duration: 0.0,
            delay: 0.0,
            lift: 0.0,
        }
    }
}

/// A card turning over: it narrows to its edge, shows its other side, and widens again.
#[derive(Component, Clone, Debug)]
pub(super) struct Flip {
    elapsed: f32,
    /// The side it turns to, put on at the half-way point.
    image: Handle<Image>,
}

impl Flip {
    /// Turns over to `image` from now.
    pub(super) fn now(image: Handle<Image>) -> Flip {
        Flip {
            elapsed: 0.0,
            image,
        }
    }

    /// Turns over to `image` once `seconds` have passed (a card dealt face up turns as it
    /// lands).
    pub(super) fn after(seconds: f32, image: Handle<Image>) -> Flip {
        Flip {
            elapsed: -seconds,
            image,
        }
    }
}

/// Seconds a card takes to turn over at normal animation speed.
const FLIP_SECONDS: f32 = 0.22;

/// A move waiting to start, with its place in a batch of cards that move together.
#[derive(Component)]
pub(super) struct Stagger(pub(super) f32);

pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn move_cards(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    time: Res<Time>,
    hovered: Res<Hovered>,
    drag: Res<Drag>,
    focused: Res<FocusedCard>,
    mut busy: ResMut<PresentationBusy>,
    mut counted: Local<u32>,
    mut last_size: Local<Vec2>,
    mut last_held: Local<Option<(Entity, Vec2)>>,
    mut cards: Query<(
        Entity,
        &TableCard,
        &mut Motion,
        &mut Transform,
        &mut Sprite,
        &mut Visibility,
        Option<&Stagger>,
        Option<&mut Flip>,
    )>,
) {
    let size = window.size();
    let resized = size != *last_size;
    *last_size = size;
    let geometry = Geometry::of_table(size, &table, settings.card_scale);
    let counts = table.layout.counts();
    let speed = settings.animation_speed.duration_factor();
    let dt = time.delta_secs();
    let stock_top = geometry.pose(
        Place::Stock,
        counts.get(&Place::Stock).copied().unwrap_or(1),
        1,
    );
    let mut moving = 0;
    for (entity, card, mut motion, mut transform, mut sprite, mut visibility, stagger, flip) in
        &mut cards
    {
        let count = counts.get(&card.place).copied().unwrap_or(1);
        let target = geometry.pose(card.place, card.index, count);
        if motion.to.position.x.is_nan() {
            // Just dealt: start on top of the stock.
            motion.from = stock_top;
            motion.to = stock_top;
            *visibility = Visibility::Inherited;
        }
        if target.differs(&motion.to) {
            let current = current_pose(&motion);
            motion.from = current;
            motion.to = target;
            motion.elapsed = 0.0;
            motion.duration = if resized { 0.0 } else { MOVE_SECONDS * speed };
            motion.delay = stagger.map_or(0.0, |s| s.0 * STAGGER_SECONDS * speed);
        }
        if stagger.is_some() {
            commands.entity(entity).remove::<Stagger>();
        }
        if motion.delay > 0.0 {
            motion.delay -= dt;
        } else {
            motion.elapsed += dt;
        }
        if motion.elapsed < motion.duration {
            moving += 1;
        }
        let lifted = (card.place == Place::Hand(0) || hovered.0 == Some(entity))
            && (hovered.0 == Some(entity)
                || focused.0 == Some(entity)
                || card.card.is_some_and(|c| table.selected.contains(&c)));
        let lift_goal = if lifted { geometry.card.y * 0.15 } else { 0.0 };
        motion.lift += (lift_goal - motion.lift) * (dt * 18.0).min(1.0);
        // Close enough is there: a lift that crept on by fractions of a pixel would keep the
        // frames coming over a still table (see `challenge_base::frame_pace`).
        if (lift_goal - motion.lift).abs() < 0.05 {
            motion.lift = lift_goal;
        }
        let held = drag.dragging && drag.entity == Some(entity);
        if !held
            && let Some((was, at)) = *last_held
            && was == entity
        {
            // Let go: glide from where the pointer left it.
            *last_held = None;
            motion.from = Pose {
                position: at,
                ..motion.to
            };
            motion.elapsed = 0.0;
            motion.delay = 0.0;
            motion.duration = MOVE_SECONDS * speed;
        }
        if held {
            *last_held = Some((entity, drag.pointer));
        }
        let mut pose = current_pose(&motion);
        let travelling = motion.elapsed < motion.duration;
        if held {
            pose.position = drag.pointer;
            pose.angle = 0.0;
        }
        // Written only when it moves, so a card at rest is not drawn again for nothing.
        let mut placed = Transform {
            translation: pose
                .position
                .extend(pose.z + if travelling || held { 100.0 } else { 0.0 })
                + Vec3::Y * if held { 0.0 } else { motion.lift },
            rotation: Quat::from_rotation_z(pose.angle),
            scale: Vec3::splat(pose.scale),
        };
        if let Some(mut flip) = flip {
            let duration = FLIP_SECONDS * speed;
            flip.elapsed += dt;
            let t = if duration > 0.0 {
                (flip.elapsed / duration).clamp(0.0, 1.0)
            } else {
                1.0
            };
            if t >= 0.5 && sprite.image != flip.image {
                sprite.image = flip.image.clone();
            }
            if t >= 1.0 {
                commands.entity(entity).remove::<Flip>();
            } else {
                moving += 1;
                // Edge-on at the middle; a little lift sells the turn.
                placed.scale.x *= (t * PI).cos().abs().max(0.02);
                placed.scale.y *= 1.0 + (t * PI).sin() * 0.06;
            }
        }
        transform.set_if_neq(placed);
        if sprite.custom_size != Some(geometry.card) {
            sprite.custom_size = Some(geometry.card);
        }
    }
    // Bots wait while any card is on its way; only this system's share is changed.
    busy.0 = busy.0.saturating_sub(*counted) + moving;
    *counted = moving;
}

fn current_pose(motion: &Motion) -> Pose {
    if motion.duration <= 0.0 || motion.elapsed >= motion.duration {
        return motion.to;
    }
    let t = ease(motion.elapsed / motion.duration);
    let (from, to) = (motion.from, motion.to);
    // A shallow arc, so a card visibly travels rather than slides.
    let arc = (t * PI).sin() * from.position.distance(to.position) * 0.08;
    Pose {
        position: from.position.lerp(to.position, t) + Vec2::Y * arc,
        z: to.z,
        angle: from.angle + (to.angle - from.angle) * t,
        scale: from.scale + (to.scale - from.scale) * t,
    }
}

/// A new back design shows at once on every face-down card.
fn follow_card_back(
    settings: Res<Settings>,
    textures: Res<CardTextures>,
    mut cards: Query<(&TableCard, &mut Sprite), Without<Flip>>,
) {
    let back = textures.back(settings.card_back);
    for (card, mut sprite) in &mut cards {
        if !card.face_up && sprite.image != back {
            sprite.image = back.clone();
        }
    }
}
