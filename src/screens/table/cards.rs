//! The cards on the table: one sprite per card slot of the layout, matched to the new layout
//! by card identity so cards travel from place to place, sized and placed from the window,
//! moved along an eased arc while holding [`PresentationBusy`] so bots wait for them.

use super::layouts::Place;
use super::{Choose, TableView};
use crate::app::AppSystems;
use crate::audio::PlayCue;
use crate::audio_synth::Cue;
use crate::card_textures::CardTextures;
use crate::rules::Card;
use crate::screens::Screen;
use crate::settings::Settings;
use crate::table::PresentationBusy;
use crate::theme::palette;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::collections::HashMap;
use std::f32::consts::PI;

/// Seconds a card takes to reach its place at normal animation speed.
const MOVE_SECONDS: f32 = 0.25;
/// Seconds between cards that start moving together, so a deal reads card by card.
const STAGGER_SECONDS: f32 = 0.03;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>().add_systems(
        Update,
        (
            (hover_cards, click_cards)
                .chain()
                .in_set(AppSystems::Input)
                .before(super::hud::choose_by_number),
            (
                assign_cards.run_if(resource_changed::<TableView>),
                move_cards,
                highlight_cards,
            )
                .chain()
                .in_set(AppSystems::Presentation),
        )
            .run_if(in_state(Screen::Table)),
    );
}

/// One card slot of the layout.
#[derive(Component, Clone, Debug, PartialEq)]
pub(super) struct TableCard {
    pub card: Option<Card>,
    pub place: Place,
    pub index: usize,
    pub face_up: bool,
}

/// Where a card is heading, and how far it has come.
#[derive(Component, Clone, Debug)]
struct Motion {
    from: Pose,
    to: Pose,
    elapsed: f32,
    duration: f32,
    /// Seconds to wait before setting off.
    delay: f32,
    /// How far the card is raised above its place now (hover and selection).
    lift: f32,
}

/// A move waiting to start, with its place in a batch of cards that move together.
#[derive(Component)]
struct Stagger(f32);

/// The brass frame behind a card the player may play.
#[derive(Component)]
struct Outline;

/// The viewer's hand card under the pointer.
#[derive(Resource, Default)]
struct Hovered(Option<Entity>);

#[derive(Clone, Copy, Debug, PartialEq)]
struct Pose {
    position: Vec2,
    z: f32,
    angle: f32,
    scale: f32,
}

impl Pose {
    fn differs(&self, other: &Pose) -> bool {
        self.position.distance(other.position) > 0.5
            || (self.angle - other.angle).abs() > 1e-3
            || (self.scale - other.scale).abs() > 1e-3
            || (self.z - other.z).abs() > 1e-4
    }
}

/// The table's measurements for one window size.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    size: Vec2,
    card: Vec2,
    opponents: usize,
}

impl Geometry {
    fn new(size: Vec2, opponents: usize, card_scale: f32) -> Geometry {
        // Cards follow the window height (so 720p and 4K read alike) but never crowd a
        // narrow window.
        let height = (size.y * 0.19).min(size.x * 0.16) * card_scale;
        Geometry {
            size,
            card: Vec2::new(height * 5.0 / 7.0, height),
            opponents: opponents.max(1),
        }
    }

    /// Where card `index` of `count` in `place` lies.
    fn pose(&self, place: Place, index: usize, count: usize) -> Pose {
        let Vec2 { x: w, y: h } = self.size;
        let card = self.card;
        let i = index as f32;
        let mid = (count.max(1) - 1) as f32 / 2.0;
        let spread = |centre: Vec2, width: f32, widest: f32| {
            let step = if count > 1 {
                ((width - card.x) / (count - 1) as f32).min(widest)
            } else {
                0.0
            };
            centre + Vec2::new((i - mid) * step, 0.0)
        };
        // A deterministic jitter so stacks look laid by hand, not stamped.
        let jitter = ((index as f32 * 12.9898).sin() * 43_758.547).fract() - 0.5;
        match place {
            Place::Hand(0) => {
                let centre = Vec2::new(0.0, -h / 2.0 + card.y * 0.62);
                // The side panels take about 300 px on each side.
                let mut position = spread(centre, (w - 600.0).max(w * 0.45), card.x * 0.85);
                let bend = (i - mid) / (mid.max(1.0) + 1.0);
                position.y -= bend * bend * card.y * 0.08;
                Pose {
                    position,
                    z: 50.0 + i * 0.1,
                    angle: -bend * 0.12,
                    scale: 1.0,
                }
            }
            Place::Hand(seat) => {
                let m = self.opponents as f32;
                let x = w * 0.8 * ((seat as f32 - 0.5) / m - 0.5);
                let centre = Vec2::new(x, h / 2.0 - card.y * 0.55);
                let width = ((w - 600.0).max(w * 0.45) / m).max(card.x * 1.5);
                Pose {
                    position: spread(centre, width, card.x * 0.7),
                    z: 40.0 + i * 0.1,
                    angle: 0.0,
                    scale: if self.opponents > 2 { 0.8 } else { 0.9 },
                }
            }
            Place::Row(0) => Pose {
                position: spread(
                    Vec2::new(0.0, -h / 2.0 + card.y * 1.72),
                    w * 0.5,
                    card.x * 0.6,
                ),
                z: 30.0 + i * 0.1,
                angle: 0.0,
                scale: 0.85,
            },
            Place::Row(seat) => {
                let m = self.opponents as f32;
                let x = w * 0.8 * ((seat as f32 - 0.5) / m - 0.5);
                Pose {
                    position: spread(
                        Vec2::new(x, h / 2.0 - card.y * 1.6),
                        w * 0.45 / m,
                        card.x * 0.6,
                    ),
                    z: 30.0 + i * 0.1,
                    angle: 0.0,
                    scale: 0.8,
                }
            }
            Place::Stock | Place::Discard => {
                // Only the top dozen cards show as thickness; the rest lie under them.
                let layer = i.min(12.0);
                let x = if place == Place::Stock { -0.22 } else { 0.22 } * w;
                Pose {
                    position: Vec2::new(x - layer * 0.6, layer * 0.8),
                    z: 10.0 + i * 0.05,
                    angle: if place == Place::Discard {
                        jitter * 0.2
                    } else {
                        0.0
                    },
                    scale: 0.9,
                }
            }
            Place::Pile => {
                // The top cards fan out to the right so the last few plays read; the top one
                // is a little larger.
                let from_top = (count - 1 - index.min(count - 1)) as f32;
                let shown = from_top.min(4.0);
                let x = card.x * 0.35 * (1.5 - shown);
                Pose {
                    position: Vec2::new(x, card.y * 0.05 + jitter * 4.0),
                    z: 20.0 + i * 0.1,
                    angle: jitter * 0.15,
                    scale: if from_top == 0.0 { 1.08 } else { 1.0 },
                }
            }
        }
    }
}

/// Gives every slot of the new layout an entity: the same card where its face is known,
/// else a hidden card of the same place, else any card left over (a card changing places),
/// else a new card dealt from the stock.
pub(super) fn assign_cards(
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
    if cards.iter().map(|(_, c, _)| c).eq(slots.iter()) {
        return;
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
                if card.face_up != slot.face_up {
                    flipped += 1;
                }
                if sprite.image != image {
                    sprite.image = image;
                }
                if *card != *slot {
                    *card = slot.clone();
                }
            }
            None => {
                commands.spawn((
                    Name::new("Card"),
                    slot.clone(),
                    Stagger(dealt as f32),
                    // New cards come off the stock: the first frame places them there.
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
                    },
                    Sprite { image, ..default() },
                    Transform::default(),
                    Visibility::Hidden,
                    DespawnOnExit(Screen::Table),
                    children![(
                        Outline,
                        Sprite::from_color(palette::BRASS, Vec2::ONE),
                        Transform::from_xyz(0.0, 0.0, -0.05),
                        Visibility::Hidden,
                    )],
                ));
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

fn ease(t: f32) -> f32 {
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
    focused: Res<super::controls::FocusedCard>,
    mut busy: ResMut<PresentationBusy>,
    mut counted: Local<u32>,
    mut last_size: Local<Vec2>,
    mut cards: Query<(
        Entity,
        &TableCard,
        &mut Motion,
        &mut Transform,
        &mut Sprite,
        &mut Visibility,
        Option<&Stagger>,
    )>,
) {
    let size = window.size();
    let resized = size != *last_size;
    *last_size = size;
    let geometry = Geometry::new(size, table.layout.opponents, settings.card_scale);
    let counts: HashMap<Place, usize> = table
        .layout
        .zones
        .iter()
        .map(|z| (z.place, z.cards.len()))
        .collect();
    let speed = settings.animation_speed.duration_factor();
    let dt = time.delta_secs();
    let stock_top = geometry.pose(
        Place::Stock,
        counts.get(&Place::Stock).copied().unwrap_or(1),
        1,
    );
    let mut moving = 0;
    for (entity, card, mut motion, mut transform, mut sprite, mut visibility, stagger) in &mut cards
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
        let lifted = card.place == Place::Hand(0)
            && (hovered.0 == Some(entity)
                || focused.0 == Some(entity)
                || card.card.is_some_and(|c| table.selected.contains(&c)));
        let lift_goal = if lifted { geometry.card.y * 0.15 } else { 0.0 };
        motion.lift += (lift_goal - motion.lift) * (dt * 18.0).min(1.0);
        let pose = current_pose(&motion);
        let travelling = motion.elapsed < motion.duration;
        transform.translation = pose
            .position
            .extend(pose.z + if travelling { 100.0 } else { 0.0 })
            + Vec3::Y * motion.lift;
        transform.rotation = Quat::from_rotation_z(pose.angle);
        transform.scale = Vec3::splat(pose.scale);
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

fn highlight_cards(
    table: Res<TableView>,
    cards: Query<(&TableCard, &Sprite, &Children), Without<Outline>>,
    mut outlines: Query<(&mut Visibility, &mut Sprite), With<Outline>>,
) {
    for (card, sprite, children) in &cards {
        let playable = card.place == Place::Hand(0) && card.card.is_some_and(|c| table.playable(c));
        let size = sprite.custom_size.unwrap_or(Vec2::ONE) + Vec2::splat(8.0);
        for child in children {
            if let Ok((mut visibility, mut outline)) = outlines.get_mut(*child) {
                let goal = if playable {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                if *visibility != goal {
                    *visibility = goal;
                }
                if outline.custom_size != Some(size) {
                    outline.custom_size = Some(size);
                }
            }
        }
    }
}

fn hover_cards(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    cards: Query<(Entity, &TableCard, &Transform, &Sprite)>,
    buttons: Query<&Interaction>,
    mut hovered: ResMut<Hovered>,
) {
    let over_ui = buttons.iter().any(|i| *i != Interaction::None);
    let (camera, camera_transform) = *camera;
    let cursor = window
        .cursor_position()
        .and_then(|p| camera.viewport_to_world_2d(camera_transform, p).ok());
    let found = cursor.filter(|_| !over_ui).and_then(|point| {
        cards
            .iter()
            .filter(|(_, card, _, _)| card.place == Place::Hand(0))
            .filter(|(_, _, transform, sprite)| {
                let local = transform
                    .rotation
                    .inverse()
                    .mul_vec3((point - transform.translation.truncate()).extend(0.0))
                    .truncate()
                    / transform.scale.truncate();
                let half = sprite.custom_size.unwrap_or(Vec2::ZERO) / 2.0;
                local.x.abs() <= half.x && local.y.abs() <= half.y
            })
            .max_by(|a, b| a.2.translation.z.total_cmp(&b.2.translation.z))
            .map(|(entity, ..)| entity)
    });
    if hovered.0 != found {
        hovered.0 = found;
    }
}

fn click_cards(
    mouse: Res<ButtonInput<MouseButton>>,
    hovered: Res<Hovered>,
    cards: Query<&TableCard>,
    mut table: ResMut<TableView>,
    mut choices: MessageWriter<Choose>,
) {
    if !mouse.just_pressed(MouseButton::Left) {
        return;
    }
    let Some(card) = hovered
        .0
        .and_then(|e| cards.get(e).ok())
        .and_then(|c| c.card)
    else {
        return;
    };
    if let Some(index) = table.click_card(card) {
        choices.write(Choose(index));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_follow_the_window_height_and_hands_stay_on_screen() {
        for size in [Vec2::new(1280.0, 720.0), Vec2::new(3840.0, 2160.0)] {
            let geometry = Geometry::new(size, 1, 1.0);
            assert!((geometry.card.y / size.y - 0.19).abs() < 0.01);
            for count in [1, 5, 16, 30] {
                for index in [0, count - 1] {
                    let pose = geometry.pose(Place::Hand(0), index, count);
                    assert!(pose.position.x.abs() + geometry.card.x / 2.0 <= size.x / 2.0);
                    assert!(pose.position.y - geometry.card.y / 2.0 >= -size.y / 2.0);
                }
            }
        }
    }

    #[test]
    fn the_top_of_the_pile_lies_over_the_rest() {
        let geometry = Geometry::new(Vec2::new(1280.0, 720.0), 1, 1.0);
        let top = geometry.pose(Place::Pile, 9, 10);
        let under = geometry.pose(Place::Pile, 8, 10);
        assert!(top.z > under.z && top.scale > under.scale);
    }

    #[test]
    fn moves_ease_from_start_to_end() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        assert!(ease(0.25) < 0.25 && ease(0.75) > 0.75);
    }
}
