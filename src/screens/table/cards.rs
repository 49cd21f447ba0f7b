//! The cards on the table: one sprite per card slot of the layout, matched to the new layout
//! by card identity so cards travel from place to place, sized and placed from the window,
//! moved along an eased arc while holding [`PresentationBusy`] so bots wait for them.

use super::layouts::{Place, TokenPlace};
use super::{Choose, TableView};
use crate::audio::PlayCue;
use crate::audio_synth::Cue;
use crate::card_textures::CardTextures;
use crate::settings::Settings;
use crate::shared::{AppSystems, Screen};
use crate::table::PresentationBusy;
use crate::text::{Lexicon, SeatNaming};
use crate::theme::palette;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBounds;
use bevy::window::PrimaryWindow;
use challenge_rules::{Card, Phrase};
use std::f32::consts::PI;

/// Seconds a card takes to reach its place at normal animation speed.
const MOVE_SECONDS: f32 = 0.25;
/// Seconds between cards that start moving together, so a deal reads card by card.
const STAGGER_SECONDS: f32 = 0.03;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<Drag>()
        .add_systems(Startup, make_suggestion_glow)
        .add_systems(
            Update,
            (
                (hover_cards, click_cards)
                    .chain()
                    .in_set(AppSystems::Input)
                    .before(super::hud::choose_by_number)
                    .run_if(in_state(crate::menus::Menu::None)),
                (
                    // Every frame, not only when the view changes: a view that arrived while
                    // another screen was up must still be dealt when the table opens.
                    assign_cards,
                    move_cards,
                    highlight_cards,
                    place_captions,
                    place_zones,
                    number_positions,
                    follow_card_back.run_if(resource_changed::<Settings>),
                )
                    .chain()
                    .in_set(AppSystems::Presentation),
            )
                .run_if(in_state(Screen::Table)),
        );
}

/// One card slot of the layout.
#[derive(Component, Clone, Debug, PartialEq)]
pub(crate) struct TableCard {
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

/// A card turning over: it narrows to its edge, shows its other side, and widens again.
#[derive(Component, Clone, Debug)]
struct Flip {
    elapsed: f32,
    /// The side it turns to, put on at the half-way point.
    image: Handle<Image>,
}

/// Seconds a card takes to turn over at normal animation speed.
const FLIP_SECONDS: f32 = 0.22;

/// A move waiting to start, with its place in a batch of cards that move together.
#[derive(Component)]
struct Stagger(f32);

/// The brass frame behind a card the player may play.
#[derive(Component)]
pub(super) struct Outline;

/// The viewer's hand card under the pointer.
#[derive(Resource, Default)]
struct Hovered(Option<Entity>);

/// A hand card held by the mouse: pressed on, and followed by the pointer once it has moved
/// far enough to be a drag rather than a click.
#[derive(Resource, Default)]
struct Drag {
    entity: Option<Entity>,
    /// Where it was grabbed, and where the pointer is now, in world units.
    from: Vec2,
    pointer: Vec2,
    dragging: bool,
}

/// Pointer travel (world units) that turns a press into a drag.
const DRAG_THRESHOLD: f32 = 12.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Pose {
    pub position: Vec2,
    pub z: f32,
    pub angle: f32,
    pub scale: f32,
}

impl Pose {
    fn differs(&self, other: &Pose) -> bool {
        self.position.distance(other.position) > 0.5
            || (self.angle - other.angle).abs() > 1e-3
            || (self.scale - other.scale).abs() > 1e-3
            || (self.z - other.z).abs() > 1e-4
    }
}

/// One seat's share of the table.
#[derive(Clone, Copy, Debug)]
struct SeatSlot {
    centre: Vec2,
    scale: f32,
    /// Width the seat's cards may spread over.
    width: f32,
}

impl SeatSlot {
    /// The distance between neighbouring cards when `count` of width `card_width` (before
    /// scaling) share the slot, at most `overlap` of a card so the fan stays tidy.
    fn step(&self, card_width: f32, count: usize, overlap: f32) -> f32 {
        let card = card_width * self.scale;
        if count > 1 {
            ((self.width - card) / (count - 1) as f32).min(card * overlap)
        } else {
            0.0
        }
    }
}

/// The table's measurements for one window size.
#[derive(Clone, Copy, Debug)]
pub(super) struct Geometry {
    size: Vec2,
    card: Vec2,
    opponents: usize,
    /// Width the interface panels take on each side, which grows with the interface scale.
    side: f32,
}

impl Geometry {
    pub(super) fn new(size: Vec2, opponents: usize, card_scale: f32) -> Geometry {
        // Cards follow the window height (so 720p and 4K read alike) but never crowd a
        // narrow window.
        let height = (size.y * 0.19).min(size.x * 0.16) * card_scale;
        Geometry {
            size,
            card: Vec2::new(height * 5.0 / 7.0, height),
            opponents: opponents.max(1),
            side: 300.0 * crate::theme::interface_scale(size),
        }
    }

    /// Where the other seat `seat` (1 ..= opponents, round the table from the viewer) sits:
    /// one row across the top for up to five, two rows of smaller cards for more.
    fn seat_slot(&self, seat: usize) -> SeatSlot {
        let Vec2 { x: w, y: h } = self.size;
        let m = self.opponents;
        let span = (w - 2.0 * self.side).max(w * 0.45);
        let seat = seat.clamp(1, m);
        if m <= 5 {
            let scale = if m > 2 { 0.8 } else { 0.9 };
            let x = span * ((seat as f32 - 0.5) / m as f32 - 0.5);
            return SeatSlot {
                centre: Vec2::new(x, h / 2.0 - self.card.y * 0.55),
                scale,
                width: (span / m as f32 * 0.9).max(self.card.x * scale * 1.5),
            };
        }
        let per_row = m.div_ceil(2);
        let (row, column, in_row) = if seat <= per_row {
            (0, seat - 1, per_row)
        } else {
            (1, seat - 1 - per_row, m - per_row)
        };
        let cell = span / per_row as f32;
        // Small enough that three cards and a caption fit a cell.
        let scale = (cell * 0.85 / (self.card.x * 1.7)).min(0.5);
        let offset = (per_row - in_row) as f32 / 2.0;
        let x = cell * (column as f32 + 0.5 + offset) - span / 2.0;
        let card_h = self.card.y * scale;
        let y =
            h / 2.0 - card_h * 0.55 - 6.0 - row as f32 * (card_h + self.caption_gap(scale) * 2.9);
        SeatSlot {
            centre: Vec2::new(x, y),
            scale,
            width: cell * 0.85,
        }
    }

    /// Where a stack of tokens stands: a seat's just left of its cards, the pot in the middle
    /// of the table between the stock and the discards.
    pub(super) fn token_anchor(&self, place: TokenPlace, cards_held: usize) -> Vec2 {
        match place {
            TokenPlace::Pot => Vec2::new(0.0, self.card.y * 0.55),
            TokenPlace::Seat(0) => {
                let first = self.pose(Place::Hand(0), 0, cards_held.max(1));
                first.position + Vec2::new(-self.card.x * 1.1, self.card.y * 0.25)
            }
            TokenPlace::Seat(seat) => {
                let slot = self.seat_slot(seat);
                slot.centre - Vec2::new(slot.width * 0.5 + self.card.x * slot.scale * 0.1, 0.0)
            }
        }
    }

    /// The size tokens are drawn at.
    pub(super) fn token_size(&self) -> f32 {
        (self.card.x * 0.32).max(14.0)
    }

    /// The room a caption takes under cards drawn at `scale`.
    fn caption_gap(&self, scale: f32) -> f32 {
        (self.card.y * scale * 0.16).clamp(11.0, 40.0)
    }

    /// Where card `index` of `count` in `place` lies.
    pub(super) fn pose(&self, place: Place, index: usize, count: usize) -> Pose {
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
                let mut position =
                    spread(centre, (w - 2.0 * self.side).max(w * 0.45), card.x * 0.85);
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
                let slot = self.seat_slot(seat);
                let step = slot.step(card.x, count, 0.7);
                Pose {
                    position: slot.centre + Vec2::new((i - mid) * step, 0.0),
                    z: 40.0 + i * 0.1,
                    angle: 0.0,
                    scale: slot.scale,
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
                let slot = self.seat_slot(seat);
                let step = slot.step(card.x, count, 0.6);
                // Just under the seat's cards and its caption.
                let below = card.y * slot.scale * 1.25;
                Pose {
                    position: slot.centre + Vec2::new((i - mid) * step, -below),
                    z: 30.0 + i * 0.1,
                    angle: 0.0,
                    scale: slot.scale * 0.9,
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
                    commands.entity(entity).insert(Flip {
                        elapsed: 0.0,
                        image,
                    });
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
                        Some(Flip {
                            elapsed: -travel * 0.8,
                            image: image.clone(),
                        }),
                    )
                } else {
                    (image.clone(), None)
                };
                let mut spawned = commands.spawn((
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
                        Transform::from_xyz(0.0, 0.0, -0.05),
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
    drag: Res<Drag>,
    focused: Res<super::controls::FocusedCard>,
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
    let geometry = Geometry::new(size, table.layout.opponents, settings.card_scale);
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
        transform.translation = pose
            .position
            .extend(pose.z + if travelling || held { 100.0 } else { 0.0 })
            + Vec3::Y * if held { 0.0 } else { motion.lift };
        transform.rotation = Quat::from_rotation_z(pose.angle);
        transform.scale = Vec3::splat(pose.scale);
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
                transform.scale.x *= (t * PI).cos().abs().max(0.02);
                transform.scale.y *= 1.0 + (t * PI).sin() * 0.06;
            }
        }
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

/// The colour of what "Suggest" points at: the frame round the suggested cards and the rim of
/// the suggested button. Cool, so it never reads as the brass of a merely playable card.
pub(crate) const SUGGESTED: Color = Color::srgb(0.45, 0.86, 1.0);

/// How far the brass frame of a playable card reaches past its edge.
const OUTLINE_MARGIN: f32 = 4.0;
/// How far the glow round a suggested card reaches past its edge, in texels of the glow's
/// texture and in world units alike (its corners are drawn unscaled).
const GLOW_REACH: f32 = 16.0;
/// The radius of the glow's inner corners, about that of a card's.
const GLOW_CORNER: f32 = 6.0;
/// The glow texture's side, and the nine-slice border that keeps its soft edge and round
/// corners from stretching with the card.
const GLOW_TEXELS: u32 = 72;
const GLOW_BORDER: f32 = 32.0;

/// The soft glow drawn behind a suggested card.
#[derive(Resource)]
pub(super) struct SuggestionGlow(Handle<Image>);

fn make_suggestion_glow(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    commands.insert_resource(SuggestionGlow(images.add(glow_image())));
}

/// White, solid inside a rounded rectangle inset [`GLOW_REACH`] from the edges and fading
/// smoothly to nothing at the edges; tinted by the sprite's colour.
fn glow_image() -> Image {
    use bevy::asset::RenderAssetUsages;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
    let size = GLOW_TEXELS;
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    // Where the corner circles' centres lie, measured from the texture's edge.
    let centre = GLOW_REACH + GLOW_CORNER;
    for y in 0..size {
        for x in 0..size {
            let from_edge = |i: u32| (i as f32 + 0.5).min(size as f32 - i as f32 - 0.5);
            let beyond = Vec2::new(
                (centre - from_edge(x)).max(0.0),
                (centre - from_edge(y)).max(0.0),
            );
            let outside = (beyond.length() - GLOW_CORNER).max(0.0);
            let t = (1.0 - outside / GLOW_REACH).clamp(0.0, 1.0);
            let alpha = t * t * (3.0 - 2.0 * t);
            data.extend_from_slice(&[255, 255, 255, (alpha * 255.0).round() as u8]);
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn glow_slicing() -> SpriteImageMode {
    SpriteImageMode::Sliced(TextureSlicer {
        border: BorderRect::all(GLOW_BORDER),
        ..default()
    })
}

/// The viewer's cards the suggested action uses, while it is theirs to take.
fn suggested_cards(table: &TableView) -> &[Card] {
    table
        .hint
        .filter(|_| table.viewer_to_act)
        .and_then(|index| table.actions.get(index))
        .map_or(&[], |choice| choice.cards.as_slice())
}

/// Frames the cards the viewer may play in brass, and wraps the suggested ones in a soft,
/// slowly breathing [`SUGGESTED`] glow instead.
pub(super) fn highlight_cards(
    table: Res<TableView>,
    time: Res<Time>,
    glow: Option<Res<SuggestionGlow>>,
    cards: Query<(&TableCard, &Sprite, &Children), Without<Outline>>,
    mut outlines: Query<(&mut Visibility, &mut Sprite), With<Outline>>,
) {
    let suggested = suggested_cards(&table);
    // A slow breath, so the eye finds the suggestion without it flickering.
    let pulse = 0.85 + 0.15 * (time.elapsed_secs() * 3.0).sin();
    for (card, sprite, children) in &cards {
        let in_hand = card.place == Place::Hand(0);
        let playable = in_hand && card.card.is_some_and(|c| table.playable(c));
        let hinted = in_hand && card.card.is_some_and(|c| suggested.contains(&c));
        let (margin, colour, image, mode) = match &glow {
            Some(glow) if hinted => (
                GLOW_REACH,
                SUGGESTED.with_alpha(pulse),
                glow.0.clone(),
                glow_slicing(),
            ),
            _ => (
                OUTLINE_MARGIN,
                if hinted {
                    SUGGESTED.with_alpha(pulse)
                } else {
                    palette::BRASS
                },
                Handle::default(),
                SpriteImageMode::Auto,
            ),
        };
        let size = sprite.custom_size.unwrap_or(Vec2::ONE) + Vec2::splat(margin * 2.0);
        for child in children {
            if let Ok((mut visibility, mut outline)) = outlines.get_mut(*child) {
                let goal = if playable || hinted {
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
                if outline.color != colour {
                    outline.color = colour;
                }
                if outline.image != image {
                    outline.image = image.clone();
                }
                if outline.image_mode != mode {
                    outline.image_mode = mode.clone();
                }
            }
        }
    }
}

/// The position marks on a card of a numbered place: from the smallest at the top corner, from
/// the largest at the bottom one, like a card's own indices.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct PositionMark {
    from_largest: bool,
}

fn number_positions(
    mut commands: Commands,
    table: Res<TableView>,
    cards: Query<(Entity, &TableCard, &Sprite, Option<&Children>)>,
    mut marks: Query<(&PositionMark, &mut Text2d, &mut Transform, &mut TextFont)>,
) {
    let counts = table.layout.counts();
    for (entity, card, sprite, children) in &cards {
        let numbered = table.layout.numbered.contains(&card.place);
        if !numbered && children.is_none_or(|c| c.iter().all(|e| !marks.contains(e))) {
            continue;
        }
        let count = counts.get(&card.place).copied().unwrap_or(0);
        let size = sprite.custom_size.unwrap_or(Vec2::new(100.0, 140.0));
        let mut found = false;
        for child in children.into_iter().flatten() {
            if let Ok((mark, mut text, mut transform, mut font)) = marks.get_mut(*child) {
                found = true;
                if !numbered {
                    commands.entity(*child).despawn();
                    continue;
                }
                let number = if mark.from_largest {
                    count - card.index.min(count.saturating_sub(1))
                } else {
                    card.index + 1
                };
                let number = number.to_string();
                if text.0 != number {
                    text.0 = number;
                }
                let placed = mark_transform(size, mark.from_largest);
                if *transform != placed {
                    *transform = placed;
                }
                let font_size = FontSize::Px((size.y * 0.12).max(11.0));
                if font.font_size != font_size {
                    font.font_size = font_size;
                }
            }
        }
        if numbered && !found {
            for from_largest in [false, true] {
                let number = if from_largest {
                    count.saturating_sub(card.index)
                } else {
                    card.index + 1
                };
                commands.entity(entity).with_child((
                    PositionMark { from_largest },
                    Text2d::new(number.to_string()),
                    TextFont::from_font_size((size.y * 0.12).max(11.0)),
                    TextColor(palette::IVORY),
                    TextLayout::justify(Justify::Left),
                    Anchor::CENTER_LEFT,
                    mark_transform(size, from_largest),
                ));
            }
        }
    }
}

/// Where a position mark sits on a card of `size`: in the strip a fanned card leaves visible.
fn mark_transform(size: Vec2, from_largest: bool) -> Transform {
    let y = if from_largest { -1.0 } else { 1.0 } * (size.y / 2.0 - size.y * 0.1);
    Transform::from_xyz(-size.x / 2.0 + size.x * 0.03, y, 0.02)
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

/// A place on the table as an entity (hand, row, stock, discard, pile) at the spot its cards
/// gather round, with how many cards it holds.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub(crate) struct TableZone {
    pub place: Place,
    pub cards: usize,
}

fn place_zones(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    mut zones: Query<(Entity, &mut TableZone, &mut Transform)>,
) {
    let geometry = Geometry::new(window.size(), table.layout.opponents, settings.card_scale);
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

/// A caption on the felt beside a place (who sits there, their trumps, a pile's size): the
/// index of its line in the layout's captions and the phrase its text was worded from. A
/// caption is drawn on the felt, not in the interface, so it is worded here rather than by
/// [`crate::text::Says`].
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
    let geometry = Geometry::new(window.size(), table.layout.opponents, settings.card_scale);
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
        Place::Row(_) => (
            TextBounds::new_horizontal(geometry.card.x * 4.0),
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

fn hover_cards(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    cards: Query<(Entity, &TableCard, &Transform, &Sprite)>,
    buttons: Query<&Interaction>,
    mut hovered: ResMut<Hovered>,
    mut drag: ResMut<Drag>,
    table: Res<TableView>,
) {
    let over_ui = buttons.iter().any(|i| *i != Interaction::None);
    let (camera, camera_transform) = *camera;
    let cursor = window
        .cursor_position()
        .and_then(|p| camera.viewport_to_world_2d(camera_transform, p).ok());
    if let Some(point) = cursor {
        drag.pointer = point;
        if drag.entity.is_some() && point.distance(drag.from) > DRAG_THRESHOLD {
            drag.dragging = true;
        }
    }
    let found = cursor.filter(|_| !over_ui).and_then(|point| {
        cards
            .iter()
            .filter(|(_, card, _, _)| {
                card.place == Place::Hand(0)
                    || table
                        .targets
                        .iter()
                        .any(|(at, _)| *at == (card.place, card.index))
            })
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

/// A press picks a hand card up; releasing it where it was is a click, and releasing it after
/// a drag over the table (above the hand) plays it as a click would. Dropped anywhere else it
/// goes back.
fn click_cards(
    mouse: Res<ButtonInput<MouseButton>>,
    hovered: Res<Hovered>,
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut drag: ResMut<Drag>,
    cards: Query<&TableCard>,
    mut table: ResMut<TableView>,
    mut choices: MessageWriter<Choose>,
) {
    if mouse.just_pressed(MouseButton::Left) {
        let grabbed = hovered.0.filter(|e| {
            cards
                .get(*e)
                .is_ok_and(|c| c.card.is_some() && c.place == Place::Hand(0))
        });
        *drag = Drag {
            entity: grabbed,
            from: drag.pointer,
            pointer: drag.pointer,
            dragging: false,
        };
    }
    if !mouse.just_released(MouseButton::Left) {
        return;
    }
    let Some(entity) = drag.entity.take() else {
        // Another player's card: a click on it opens the guesses at it.
        if let Some(card) = hovered.0.and_then(|e| cards.get(e).ok())
            && card.place != Place::Hand(0)
        {
            table.target(card.place, card.index);
        }
        return;
    };
    let dragged = std::mem::take(&mut drag.dragging);
    let Some(card) = cards.get(entity).ok().and_then(|c| c.card) else {
        return;
    };
    if !table.playable(card) {
        // Say why, when the rules have a reason a player would not guess.
        if let Some((_, why)) = table.refusals.iter().find(|(c, _)| *c == card) {
            let why = why.clone();
            super::push_log(&mut table, why);
        }
        return;
    }
    if dragged {
        let geometry = Geometry::new(window.size(), table.layout.opponents, settings.card_scale);
        let hand = geometry.pose(Place::Hand(0), 0, 1);
        let over_table = drag.pointer.y > hand.position.y + geometry.card.y * 0.6;
        if !over_table || !table.playable(card) {
            return;
        }
        // A dragged card is meant to be played: a selection already holding it stays.
        if table.selected.contains(&card) {
            let selected = table.selected.clone();
            if let Some(index) = table.actions.iter().position(|a| a.cards == selected) {
                table.selected.clear();
                choices.write(Choose(index));
            }
            return;
        }
    }
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
    fn the_suggestion_glow_is_solid_inside_and_fades_out_to_its_edge() {
        let image = glow_image();
        let size = GLOW_TEXELS as usize;
        let alpha = |x: usize, y: usize| image.data.as_ref().unwrap()[(y * size + x) * 4 + 3];
        assert_eq!(alpha(size / 2, size / 2), 255, "solid behind the card");
        assert_eq!(alpha(0, 0), 0, "the corner is round and clear");
        assert!(alpha(0, size / 2) < 4, "faded out at the edge");
        let across: Vec<u8> = (0..=GLOW_REACH as usize)
            .map(|x| alpha(x, size / 2))
            .collect();
        assert!(
            across.windows(2).all(|pair| pair[0] <= pair[1]),
            "{across:?}"
        );
        assert_eq!(
            *across.last().unwrap(),
            255,
            "solid from the card's edge in"
        );
    }

    #[test]
    fn moves_ease_from_start_to_end() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        assert!(ease(0.25) < 0.25 && ease(0.75) > 0.75);
    }
}
