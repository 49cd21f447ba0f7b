//! Which hand cards stand out: a brass [`Outline`] behind every card the viewer may play, and a
//! soft, slowly breathing [`SUGGESTED`] glow behind the ones "Suggest" (or a lesson's guide) points
//! at instead.

use super::TableCard;
use crate::layouts::Place;
use crate::{TableSystems, TableView};
use bevy::prelude::*;
use challenge_base::shared::Screen;
use challenge_base::theme::palette;
use challenge_rules::Card;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_suggestion_glow).add_systems(
        Update,
        highlight_cards
            .in_set(TableSystems::Highlight)
            .run_if(in_state(Screen::Table)),
    );
}

/// The colour of what "Suggest" points at: the frame round the suggested cards and the rim of
/// the suggested button. Cool, so it never reads as the brass of a merely playable card.
pub const SUGGESTED: Color = Color::srgb(0.45, 0.86, 1.0);

/// How far the brass frame of a playable card reaches past its edge.
const OUTLINE_MARGIN: f32 = 4.0;
/// In high contrast the frame is yellow and twice as wide, to be seen on the black felt by
/// players who see poorly.
const HIGH_CONTRAST_OUTLINE_MARGIN: f32 = 8.0;
/// How far the glow round a suggested card reaches past its edge, in texels of the glow's
/// texture and in world units alike (its corners are drawn unscaled).
pub const GLOW_REACH: f32 = 16.0;
/// The radius of the glow's inner corners, about that of a card's.
const GLOW_CORNER: f32 = 6.0;
/// The glow texture's side, and the nine-slice border that keeps its soft edge and round
/// corners from stretching with the card.
pub const GLOW_TEXELS: u32 = 72;
const GLOW_BORDER: f32 = 32.0;

/// The brass frame behind a card the player may play.
#[derive(Component)]
pub(super) struct Outline;

/// How far behind its card a frame lies. A hand's cards are a tenth apart in depth, each over
/// the one before, and its two rows five apart: just behind its own card, a frame would lie over
/// the card before, and a hand of lit cards would merge into one slab of brass. This far back it
/// lies behind its whole row (a row of up to 49 cards), showing only round the hand's edges and
/// along the visible strip of its own card.
pub(super) const FRAME_DEPTH: f32 = 4.9;

/// The soft glow drawn behind a suggested card.
#[derive(Resource)]
struct SuggestionGlow(Handle<Image>);

fn make_suggestion_glow(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    commands.insert_resource(SuggestionGlow(images.add(glow_image())));
}

/// White, solid inside a rounded rectangle inset [`GLOW_REACH`] from the edges and fading
/// smoothly to nothing at the edges; tinted by the sprite's colour.
pub fn glow_image() -> Image {
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

/// The viewer's cards the suggested action uses (or the action a lesson's guide points at),
/// while it is theirs to take.
fn suggested_cards(table: &TableView) -> &[Card] {
    table
        .hint
        .or(table.guide_action)
        .filter(|_| table.viewer_to_act)
        .and_then(|index| table.actions.get(index))
        .map_or(&[], |choice| choice.cards.as_slice())
}

/// Frames the cards the viewer may play in brass, and wraps the suggested ones in a soft,
/// slowly breathing [`SUGGESTED`] glow instead.
fn highlight_cards(
    table: Res<TableView>,
    settings: Res<challenge_base::settings::Settings>,
    time: Res<Time>,
    glow: Option<Res<SuggestionGlow>>,
    cards: Query<(&TableCard, &Sprite, &Children), Without<Outline>>,
    mut outlines: Query<(&mut Visibility, &mut Sprite), With<Outline>>,
) {
    let suggested = suggested_cards(&table);
    // A slow breath, so the eye finds the suggestion without it flickering.
    let pulse = 0.85 + 0.15 * (time.elapsed_secs() * 3.0).sin();
    let (frame_margin, frame_colour) = if settings.high_contrast {
        (
            HIGH_CONTRAST_OUTLINE_MARGIN,
            challenge_base::theme::contrast::scheme::YELLOW,
        )
    } else {
        (OUTLINE_MARGIN, palette::BRASS)
    };
    for (card, sprite, children) in &cards {
        let in_hand = card.place == Place::Hand(0);
        let playable = in_hand && card.card.is_some_and(|c| table.playable(c));
        // A lesson's guide may point at a card anywhere: the draw, the pile, the other hand.
        let hinted = card
            .card
            .is_some_and(|c| (in_hand && suggested.contains(&c)) || table.guide_cards.contains(&c));
        let (margin, colour, image, mode) = match &glow {
            Some(glow) if hinted => (
                GLOW_REACH,
                SUGGESTED.with_alpha(pulse),
                glow.0.clone(),
                glow_slicing(),
            ),
            _ => (
                frame_margin,
                if hinted {
                    SUGGESTED.with_alpha(pulse)
                } else {
                    frame_colour
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
