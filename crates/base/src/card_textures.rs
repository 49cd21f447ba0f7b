//! Card faces and backs drawn by [`challenge_art`] and kept as image assets. Drawing them takes
//! a moment, so it is spread over frames (the loading screen shows the progress), and the
//! faces are redrawn in place when the suit-colour setting changes. The cards a screen needs
//! first (the title's) can be drawn first; whatever is still pending when a table or the
//! settings open is drawn at once, so that no card there is ever shown blank.

use crate::settings::Settings;
use crate::shared::{Menu, Screen};
use bevy::asset::RenderAssetUsages;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::RequestRedraw;
use challenge_art::{BackDesign, SuitColours};
use challenge_rules::cards::{self, Card};
use std::collections::{HashMap, VecDeque};
use std::time::Duration;

/// Width the textures are drawn at: large enough to stay sharp on big screens.
const TEXTURE_WIDTH: u32 = 256;
/// Drawing time allowed per frame, so the loading screen stays smooth.
const FRAME_BUDGET: Duration = Duration::from_millis(12);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardTextures>()
        .add_message::<RequestRedraw>()
        .add_systems(
            Update,
            (
                follow_suit_colours.run_if(resource_changed::<Settings>),
                draw_pending,
            )
                .chain(),
        )
        .add_systems(OnEnter(Screen::Table), draw_the_rest)
        .add_systems(OnEnter(Menu::Settings), draw_the_rest);
}

/// One image still to draw.
#[derive(Clone, Copy, Debug)]
enum Job {
    Face(Card),
    Back(BackDesign),
}

/// Every card face (in the chosen suit colours) and every back design. The handles exist
/// from the start; their images are filled in as they are drawn.
#[derive(Resource)]
pub struct CardTextures {
    faces: HashMap<Card, Handle<Image>>,
    backs: HashMap<BackDesign, Handle<Image>>,
    token: Handle<Image>,
    colours: SuitColours,
    pending: VecDeque<Job>,
    total: usize,
    /// Faces drawn before everything else, whenever the faces are (re)drawn.
    first: Vec<Card>,
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

    /// The image of one gaming token.
    pub fn token(&self) -> Handle<Image> {
        self.token.clone()
    }

    /// Images drawn so far, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.total - self.pending.len(), self.total)
    }

    /// Every image is drawn.
    pub fn ready(&self) -> bool {
        self.pending.is_empty()
    }

    /// Draws these faces before any other image still pending (the screen that shows them
    /// need not wait for the rest).
    pub fn draw_first(&mut self, cards: &[Card]) {
        self.first = cards.to_vec();
        self.put_first_faces_first();
    }

    /// Of these faces, how many are drawn, of how many.
    pub fn drawn_of(&self, cards: &[Card]) -> (usize, usize) {
        let waiting = cards
            .iter()
            .filter(|&&card| {
                self.pending
                    .iter()
                    .any(|job| matches!(job, Job::Face(pending) if *pending == card))
            })
            .count();
        (cards.len() - waiting, cards.len())
    }

    /// A stable partition: the faces asked for first, then the rest as they were queued.
    fn put_first_faces_first(&mut self) {
        let first = &self.first;
        let (front, back): (VecDeque<Job>, VecDeque<Job>) = self
            .pending
            .drain(..)
            .partition(|job| matches!(job, Job::Face(card) if first.contains(card)));
        self.pending = front;
        self.pending.extend(back);
    }

    /// Draws every image still pending at once (tests and tools that cannot wait frames).
    pub fn draw_all(&mut self, images: &mut Assets<Image>) {
        while self.draw_next(images) {}
    }

    fn draw_next(&mut self, images: &mut Assets<Image>) -> bool {
        let Some(job) = self.pending.pop_front() else {
            return false;
        };
        let (handle, pixels) = match job {
            Job::Face(card) => (
                self.face(card),
                challenge_art::card_face(card, self.colours, TEXTURE_WIDTH),
            ),
            Job::Back(design) => (
                self.back(design),
                challenge_art::card_back(design, TEXTURE_WIDTH),
            ),
        };
        if let Err(error) = images.insert(handle.id(), to_image(pixels)) {
            warn!("a card image could not be stored: {error}");
        }
        true
    }
}

impl FromWorld for CardTextures {
    fn from_world(world: &mut World) -> CardTextures {
        let colours = world
            .get_resource::<Settings>()
            .map_or(SuitColours::TwoColour, |s| s.suit_colours);
        let mut images = world.resource_mut::<Assets<Image>>();
        let pack = cards::standard_pack();
        // Until drawn, each card is a plain ivory rectangle rather than nothing.
        let mut blank = || images.add(to_image(challenge_art::blank_card(8)));
        let faces: HashMap<Card, Handle<Image>> =
            pack.iter().map(|&card| (card, blank())).collect();
        let backs: HashMap<BackDesign, Handle<Image>> =
            BackDesign::ALL.into_iter().map(|d| (d, blank())).collect();
        // A token is small enough to draw at once.
        let token = images.add(to_image(challenge_art::token(64)));
        let pending: VecDeque<Job> = BackDesign::ALL
            .into_iter()
            .map(Job::Back)
            .chain(pack.into_iter().map(Job::Face))
            .collect();
        CardTextures {
            total: pending.len(),
            faces,
            backs,
            token,
            colours,
            pending,
            first: Vec::new(),
        }
    }
}

/// Redraws the faces when the player picks other suit colours.
fn follow_suit_colours(settings: Res<Settings>, mut textures: ResMut<CardTextures>) {
    if textures.colours == settings.suit_colours {
        return;
    }
    textures.colours = settings.suit_colours;
    let faces: Vec<Card> = cards::standard_pack();
    textures.pending.retain(|job| matches!(job, Job::Back(_)));
    textures.pending.extend(faces.into_iter().map(Job::Face));
    textures.put_first_faces_first();
    textures.total = textures.pending.len();
}

/// Whatever is still pending when a screen that shows any card opens (a quick player can
/// reach a table before the title's frames have drawn the whole pack).
fn draw_the_rest(mut textures: ResMut<CardTextures>, mut images: ResMut<Assets<Image>>) {
    textures.draw_all(&mut images);
}

fn draw_pending(
    mut textures: ResMut<CardTextures>,
    mut images: ResMut<Assets<Image>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if textures.pending.is_empty() {
        return;
    }
    let started = Instant::now();
    while started.elapsed() < FRAME_BUDGET && textures.draw_next(&mut images) {}
    // The rest in the next frames, which come at once (see `crate::frame_pace`).
    redraw.write(RequestRedraw);
}

/// An image as the GPU gets it: with a clear border and its mipmaps (see `challenge_art::mipmaps`).
fn to_image(pixels: challenge_art::Pixels) -> Image {
    let ready = challenge_art::mipmaps::prepare(&pixels);
    let mut image = Image::new_uninit(
        Extent3d {
            width: ready.width,
            height: ready.height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.texture_descriptor.mip_level_count = ready.levels;
    image.data = Some(ready.rgba);
    image
}
