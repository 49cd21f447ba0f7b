//! Colours and reusable UI pieces, so every screen looks like the same product.

use bevy::prelude::*;

pub mod contrast;
pub mod egui_look;
pub mod palette;
pub mod scroll_cue;
pub mod still_plot;
pub mod text_size;
pub mod widget;

/// DejaVu Sans (free licence, see assets/fonts/) has the glyphs the game writes — ♠ ♥ ♦ ♣, arrows,
/// dots — which Bevy's built-in font lacks; it replaces that font for every text.
pub const UI_FONT: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans-subset.ttf");

pub fn plugin(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(error) = fonts.insert(AssetId::default(), Font::from_bytes(UI_FONT.to_vec())) {
        warn!("the interface font could not be installed: {error}");
    }
    app.insert_resource(ClearColor(palette::FELT));
    app.add_plugins((
        widget::plugin,
        egui_look::plugin,
        contrast::plugin,
        text_size::plugin,
        scroll_cue::plugin,
    ))
    .add_systems(
        Update,
        (
            scale_interface_to_window,
            size_buttons,
            leave_out_when_short,
        )
            .chain(),
    );
}

/// A heading or a line of help a screen can do without where the window is short (a phone on
/// its side), so its rows and buttons keep the room.
#[derive(Component)]
pub struct LeftOutWhenShort;

/// Interface units down below which [`LeftOutWhenShort`] nodes are left out.
const ROOM_FOR_EXTRAS: f32 = 560.0;

/// Whether the primary window changed (its size among other things) since the system last ran:
/// what fits a layout to the window need not run on the frames in between.
pub fn window_changed(
    windows: Query<(), (With<bevy::window::PrimaryWindow>, Changed<Window>)>,
) -> bool {
    !windows.is_empty()
}

fn leave_out_when_short(
    windows: Query<Ref<Window>, With<bevy::window::PrimaryWindow>>,
    scale: Res<UiScale>,
    mut nodes: Query<(&mut Node, Ref<LeftOutWhenShort>)>,
) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    // Only new nodes, unless the window or the scale changed.
    let all = window.is_changed() || scale.is_changed();
    let shown = if window.height() / scale.0.max(0.01) < ROOM_FOR_EXTRAS {
        Display::None
    } else {
        Display::Flex
    };
    for (mut node, marker) in &mut nodes {
        if (all || marker.is_added()) && node.display != shown {
            node.display = shown;
        }
    }
}

/// The smallest a button may be drawn, in logical (CSS) pixels: a fingertip's size.
pub const TOUCH_TARGET: f32 = 44.0;

/// The size a button was laid out with.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct LaidOut {
    width: Val,
    min_width: Val,
    height: Val,
    padding: UiRect,
}

/// A button that stands on its own in a menu, free to grow across with its words where they are
/// wider than the button, in a long language or at a larger text size (a button in a bar of
/// fixed width wraps its words instead, and grows only down).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct GrowsAcross;

/// Where the interface is scaled below 1 (a phone, a small window), a button laid out 44 units
/// high would be drawn smaller than a fingertip: every button is kept at least
/// [`TOUCH_TARGET`] high on the screen. With larger text ([`text_size`]) a button grows with
/// its words rather than let them spill out of it: the size it was laid out with becomes its
/// least size. At 100 % it keeps its height, and a menu's button grows across only where its
/// words need it.
pub fn size_buttons(
    mut commands: Commands,
    scale: Res<UiScale>,
    text_scale: Res<text_size::TextScale>,
    mut buttons: Query<(Entity, &mut Node, Option<&LaidOut>, Has<GrowsAcross>), With<Button>>,
) {
    let fingertip = (scale.0 < 1.0).then(|| TOUCH_TARGET / scale.0);
    let grows = text_scale.0 > 1.0;
    let again = scale.is_changed() || text_scale.is_changed();
    for (entity, mut node, laid_out, grows_across) in &mut buttons {
        let laid_out = match laid_out {
            Some(_) if !again => continue,
            Some(laid_out) => *laid_out,
            None => {
                let laid_out = LaidOut {
                    width: node.width,
                    min_width: node.min_width,
                    height: node.height,
                    padding: node.padding,
                };
                commands.entity(entity).try_insert(laid_out);
                laid_out
            }
        };
        let mut wanted = node.clone();
        wanted.min_height = match (laid_out.height, fingertip) {
            (Val::Px(height), Some(fingertip)) if grows => px(height.max(fingertip)),
            (Val::Px(height), None) if grows => px(height),
            (_, Some(fingertip)) => px(fingertip),
            (_, None) => Val::Auto,
        };
        if let Val::Px(_) = laid_out.height {
            wanted.height = if grows { Val::Auto } else { laid_out.height };
        }
        // Only a button of a menu grows across, at any text size: words longer than its width
        // in some language ("Научиться играть") widen it rather than wrap against its rim. One
        // kept within the window by a greatest width (a row of the settings on a phone) keeps
        // its width, and its words wrap within it.
        if let (Val::Px(width), true) = (laid_out.width, grows_across) {
            (wanted.width, wanted.min_width) = if node.max_width == Val::Auto {
                (Val::Auto, px(width))
            } else {
                (laid_out.width, laid_out.min_width)
            };
        }
        // Room round the words, which long or larger text brings up to the rim.
        if grows_across {
            wanted.padding = UiRect::axes(px(12), px(if grows { 4.0 } else { 0.0 }));
        }
        if *node != wanted {
            *node = wanted;
        }
    }
}

/// The interface is laid out for a 720-pixel-high window; taller windows (up to 4K) scale
/// it up so text stays the same share of the screen, and smaller ones shrink it a little.
fn scale_interface_to_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut scale: ResMut<UiScale>,
) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    let wanted = interface_scale(window.size());
    if (scale.0 - wanted).abs() > 1e-3 {
        scale.0 = wanted;
    }
}

/// The smallest text the interface draws, in interface units.
pub const SMALLEST_TEXT: f32 = 14.0;

/// Below this scale the smallest text would be under 12 CSS pixels, too small to read on a
/// phone.
pub const SMALLEST_INTERFACE_SCALE: f32 = 12.0 / SMALLEST_TEXT;

/// The UI scale for a window of `size` logical pixels.
pub fn interface_scale(size: Vec2) -> f32 {
    // Width matters too: a very wide, short window must not push panels off the sides.
    (size.y / 720.0)
        .min(size.x / 1280.0)
        .clamp(SMALLEST_INTERFACE_SCALE, 4.0)
}

/// Whether a window of `size` logical pixels is too small for panels down both sides of the
/// table: a phone held either way, a small desktop window. Screens then stack what stood side
/// by side, and the table folds its score sheet and log away behind buttons.
pub fn compact(size: Vec2) -> bool {
    size.x < 1000.0 || size.y < 520.0
}
