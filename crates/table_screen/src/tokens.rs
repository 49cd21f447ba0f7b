//! Tokens on the table: a stack of chips in front of each seat that has tokens and one for
//! the pot, each an entity, and chips that slide from stack to stack when tokens change hands
//! (antes, payments, the pot to its winner). Bots wait while chips are in flight.

use super::cards::{Geometry, SUGGESTED};
use super::layouts::{Place, TokenPlace, relative};
use super::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use challenge_base::audio::PlayCue;
use challenge_base::card_textures::CardTextures;
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_base::theme::palette;
use challenge_play::table::{PresentationBusy, RulesEventMessage};
use challenge_rules::Event;
use challenge_rules::game::TokenHolder;
use challenge_synth::Cue;
use std::collections::HashMap;

/// Chips drawn in a stack at most; the amount is written beside it.
const MAX_CHIPS_SHOWN: u64 = 10;
/// Chips that fly for one payment at most, however large.
const MAX_CHIPS_FLYING: u64 = 6;
/// Seconds a chip takes to slide at normal animation speed.
const SLIDE_SECONDS: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (launch_chips, fly_chips, stack_tokens, light_the_pot)
            .chain()
            .in_set(TableSystems::Tokens)
            .run_if(in_state(Screen::Table)),
    );
}

/// A stack of tokens: a seat's or the pot.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct TokenStack {
    pub place: TokenPlace,
    pub amount: u64,
}

/// One chip of a stack, by height.
#[derive(Component)]
struct StackChip;

/// The amount written beside a stack.
#[derive(Component)]
struct StackLabel;

/// The soft disc behind the pot while a lesson's guide points at it.
#[derive(Component)]
pub(crate) struct PotHalo;

/// A chip on its way from one stack to another.
#[derive(Component)]
struct FlyingChip {
    from: Vec2,
    to: Vec2,
    elapsed: f32,
    duration: f32,
}

fn window_geometry(window: &Window, table: &TableView, settings: &Settings) -> Geometry {
    Geometry::of_table(window.size(), table, settings.card_scale)
}

fn viewer_cards(table: &TableView) -> usize {
    table
        .layout
        .zones
        .iter()
        .find(|z| z.place == Place::Hand(0))
        .map_or(0, |z| z.cards.len())
}

fn launch_chips(
    mut commands: Commands,
    mut events: MessageReader<RulesEventMessage>,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    textures: Res<CardTextures>,
    mut cues: MessageWriter<PlayCue>,
) {
    let geometry = window_geometry(&window, &table, &settings);
    let seats = table.layout.opponents + 1;
    let anchor = |holder: TokenHolder| {
        let place = match holder {
            TokenHolder::Pot => TokenPlace::Pot,
            TokenHolder::Seat { seat } => TokenPlace::Seat(relative(seat, table.viewer, seats)),
        };
        geometry.token_anchor(place, viewer_cards(&table))
    };
    let speed = settings.animation_speed.duration_factor();
    let size = geometry.token_size();
    let mut batch = 0;
    for message in events.read() {
        let Event::TokensMoved { from, to, amount } = message.event else {
            continue;
        };
        if speed <= 0.0 || amount == 0 {
            continue;
        }
        let (start, end) = (anchor(from), anchor(to));
        for chip in 0..amount.min(MAX_CHIPS_FLYING) {
            // Chips of one payment leave one after another; payments in one frame queue up.
            let delay = (batch as f32 * 0.12 + chip as f32 * 0.05) * speed;
            commands.spawn((
                Name::new("Flying chip"),
                FlyingChip {
                    from: start,
                    to: end,
                    elapsed: -delay,
                    duration: SLIDE_SECONDS * speed,
                },
                Sprite {
                    image: textures.token(),
                    custom_size: Some(Vec2::splat(size)),
                    ..default()
                },
                Transform::from_translation(start.extend(160.0)),
                DespawnOnExit(Screen::Table),
            ));
        }
        batch += 1;
    }
    if batch > 0 {
        cues.write(PlayCue(Cue::Chips));
    }
}

fn fly_chips(
    mut commands: Commands,
    time: Res<Time>,
    mut chips: Query<(Entity, &mut FlyingChip, &mut Transform)>,
    mut busy: ResMut<PresentationBusy>,
    mut counted: Local<u32>,
) {
    let mut flying = 0;
    for (entity, mut chip, mut transform) in &mut chips {
        chip.elapsed += time.delta_secs();
        let t = (chip.elapsed / chip.duration.max(1e-3)).clamp(0.0, 1.0);
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        flying += 1;
        let eased = t * t * (3.0 - 2.0 * t);
        let lift = (eased * std::f32::consts::PI).sin() * 24.0;
        transform.translation = (chip.from.lerp(chip.to, eased) + Vec2::Y * lift).extend(160.0);
    }
    // Bots wait while chips fly; only this system's share of the count is changed.
    busy.0 = busy.0.saturating_sub(*counted) + flying;
    *counted = flying;
}

/// Keeps one stack entity per place in the layout, with as many chips as it holds (up to a
/// limit) and, for the pot, its amount written under it.
fn stack_tokens(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    textures: Res<CardTextures>,
    mut stacks: Query<(Entity, &mut TokenStack, &mut Transform, Option<&Children>)>,
    chips: Query<&StackChip>,
    mut labels: Query<&mut Text2d, With<StackLabel>>,
) {
    let geometry = window_geometry(&window, &table, &settings);
    // At a crowded table the other seats' amounts are written in their captions; only the
    // pot and the viewer's own stack are drawn as chips.
    let crowded = table.layout.opponents > 5;
    let wanted: HashMap<TokenPlace, u64> = table
        .layout
        .tokens
        .iter()
        .copied()
        .filter(|(place, _)| !crowded || matches!(place, TokenPlace::Pot | TokenPlace::Seat(0)))
        .collect();
    let size = geometry.token_size();
    let mut present = Vec::new();
    for (entity, mut stack, mut transform, children) in &mut stacks {
        let Some(&amount) = wanted.get(&stack.place) else {
            commands.entity(entity).despawn();
            continue;
        };
        present.push(stack.place);
        let anchor = geometry
            .token_anchor(stack.place, viewer_cards(&table))
            .extend(60.0);
        if transform.translation != anchor {
            transform.translation = anchor;
        }
        let shown = children.map_or(0, |c| c.iter().filter(|e| chips.contains(*e)).count());
        if stack.amount != amount || shown as u64 != amount.min(MAX_CHIPS_SHOWN) {
            stack.amount = amount;
            if let Some(children) = children {
                for child in children.iter() {
                    if let Ok(mut label) = labels.get_mut(child) {
                        label.0 = amount.to_string();
                    } else {
                        commands.entity(child).despawn();
                    }
                }
            }
            commands.entity(entity).with_children(|stack| {
                for height in 0..amount.min(MAX_CHIPS_SHOWN) {
                    stack.spawn((
                        StackChip,
                        Sprite {
                            image: textures.token(),
                            custom_size: Some(Vec2::splat(size)),
                            ..default()
                        },
                        Transform::from_xyz(0.0, height as f32 * size * 0.09, height as f32 * 0.01),
                    ));
                }
            });
        }
    }
    for (&place, &amount) in &wanted {
        if present.contains(&place) {
            continue;
        }
        let anchor = geometry.token_anchor(place, viewer_cards(&table));
        let mut stack = commands.spawn((
            Name::new(format!("Tokens {place:?}")),
            TokenStack {
                place,
                amount: u64::MAX,
            },
            Transform::from_translation(anchor.extend(60.0)),
            Visibility::default(),
            DespawnOnExit(Screen::Table),
        ));
        if place == TokenPlace::Pot {
            stack.with_children(|stack| {
                stack.spawn((
                    StackLabel,
                    Text2d::new(amount.to_string()),
                    TextFont::from_font_size((size * 0.8).max(14.0)),
                    TextColor(palette::IVORY),
                    Transform::from_xyz(0.0, -size * 0.95, 1.0),
                ));
            });
        }
    }
}

/// Lights the pot while a lesson's guide points at it: a disc of the suggestion's colour
/// behind its chips, and its amount in that colour.
fn light_the_pot(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<Settings>,
    textures: Res<CardTextures>,
    stacks: Query<(Entity, &TokenStack, Option<&Children>)>,
    halos: Query<(), With<PotHalo>>,
    mut labels: Query<&mut TextColor, With<StackLabel>>,
) {
    let Some((pot, _, children)) = stacks
        .iter()
        .find(|(_, stack, _)| stack.place == TokenPlace::Pot)
    else {
        return;
    };
    let children: Vec<Entity> = children.map_or_else(Vec::new, |c| c.iter().collect());
    let halo = children
        .iter()
        .copied()
        .find(|&child| halos.contains(child));
    let colour = if table.guide_pot {
        SUGGESTED
    } else {
        palette::IVORY
    };
    for &child in &children {
        if let Ok(mut label) = labels.get_mut(child)
            && label.0 != colour
        {
            label.0 = colour;
        }
    }
    match (table.guide_pot, halo) {
        (true, None) => {
            let size = window_geometry(&window, &table, &settings).token_size();
            commands.entity(pot).with_children(|stack| {
                stack.spawn((
                    PotHalo,
                    Sprite {
                        image: textures.token(),
                        color: SUGGESTED.with_alpha(0.6),
                        custom_size: Some(Vec2::splat(size * 1.8)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, size * 0.2, -0.5),
                ));
            });
        }
        (false, Some(halo)) => commands.entity(halo).despawn(),
        _ => {}
    }
}
