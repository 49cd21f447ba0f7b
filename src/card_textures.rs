//! Card faces and backs drawn by [`crate::art`] once at start-up and kept as image assets.

use crate::art::{self, BackDesign, SuitColours};
use crate::rules::cards::{self, Card};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use std::collections::HashMap;

/// Width the textures are drawn at: large enough to stay sharp on big screens.
const TEXTURE_WIDTH: u32 = 256;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardTextures>();
}

/// Every card face (in the chosen suit colours) and every back design.
#[derive(Resource)]
pub struct CardTextures {
    faces: HashMap<Card, Handle<Image>>,
    backs: HashMap<BackDesign, Handle<Image>>,
}

impl CardTextures {
    /// The image of a card's face.
    pub fn face(&self, card: Card) -> Handle<Image> {
        self.faces.get(&card).cloned().unwrap_or_default()
    }

    /// The image of a card's back.
    pub fn back(&self, design: BackDesign) -> Handle<Image> {
        self.backs.get(&design).cloned().unwrap_or_default()
    }
}

impl FromWorld for CardTextures {
    fn from_world(world: &mut World) -> CardTextures {
        let mut images = world.resource_mut::<Assets<Image>>();
        let faces = cards::standard_pack()
            .into_iter()
            .map(|card| {
                let pixels = art::card_face(card, SuitColours::TwoColour, TEXTURE_WIDTH);
                (card, images.add(to_image(pixels)))
            })
            .collect();
        let backs = BackDesign::ALL
            .into_iter()
            .map(|design| {
                let pixels = art::card_back(design, TEXTURE_WIDTH);
                (design, images.add(to_image(pixels)))
            })
            .collect();
        CardTextures { faces, backs }
    }
}

fn to_image(pixels: art::Pixels) -> Image {
    Image::new(
        Extent3d {
            width: pixels.width,
            height: pixels.height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels.rgba,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}
