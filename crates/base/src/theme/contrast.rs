//! High contrast, for players who see poorly: with the setting on, every colour of the
//! interface is redrawn in black, white and yellow — black felt and panels, white text, yellow
//! headings, black buttons with a thick white rim, a bright yellow focus ring — and back as it
//! was when it is turned off. The cards keep their faces, which are high contrast already.

use super::palette;
use crate::settings::Settings;
use bevy::ecs::component::Mutable;
use bevy::ecs::query::QueryFilter;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<HighContrast>().add_systems(
        PostUpdate,
        (
            follow_the_setting,
            (
                contrast::<BackgroundColor, ()>,
                contrast::<BorderColor, ()>,
                contrast::<TextColor, ()>,
                contrast::<Outline, ()>,
                contrast::<Node, Or<(With<Button>, With<crate::input::touch::PointerOnly>)>>,
                contrast_clear_colour,
            ),
        )
            .chain()
            // Before the interface is laid out and drawn, after every screen set its colours.
            .before(bevy::ui::UiSystems::Prepare),
    );
}

/// Whether the interface is drawn in high contrast: the setting, followed each frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HighContrast(pub bool);

fn follow_the_setting(settings: Option<Res<Settings>>, mut contrast: ResMut<HighContrast>) {
    let wanted = settings.is_some_and(|settings| settings.high_contrast);
    if contrast.0 != wanted {
        contrast.0 = wanted;
    }
}

/// The colours of the high-contrast scheme.
pub mod scheme {
    use bevy::prelude::*;

    /// Felt, panels and buttons.
    pub const GROUND: Color = Color::BLACK;
    /// Text, and the rims of buttons and panels.
    pub const INK: Color = Color::WHITE;
    /// Headings and what the game lights: the frame of a playable card.
    pub const YELLOW: Color = Color::srgb(1.0, 0.92, 0.0);
    /// The focus ring: brighter than any heading, and wider than any rim.
    pub const RING: Color = Color::srgb(1.0, 1.0, 0.0);
    /// Text that says less (help lines), still far above the contrast readers need.
    pub const QUIET_INK: Color = Color::srgb(0.86, 0.86, 0.86);
    /// A button under the pointer, and one held down.
    pub const HOVERED: Color = Color::srgb(0.24, 0.24, 0.24);
    pub const PRESSED: Color = Color::srgb(0.10, 0.12, 0.45);
    /// The least width of a button's rim and of the focus ring, in interface units.
    pub const RIM: f32 = 3.0;
    pub const RING_WIDTH: f32 = 4.0;
}

/// What a colour stands for, which decides its high-contrast colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// What things stand on: felt, panels, buttons.
    Ground,
    /// Words.
    Text,
    /// The edges of buttons and panels.
    Rim,
    /// The focus ring.
    Ring,
}

/// Whether `a` and `b` are the same colour, whatever their opacity.
fn same_hue(a: Color, b: Color) -> bool {
    let (a, b) = (a.to_srgba(), b.to_srgba());
    (a.red - b.red).abs() < 1e-3
        && (a.green - b.green).abs() < 1e-3
        && (a.blue - b.blue).abs() < 1e-3
}

/// How bright a colour looks, 0 (black) to 1 (white): WCAG's relative luminance.
pub fn luminance(colour: Color) -> f32 {
    let linear = colour.to_linear();
    0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
}

/// `colour` in high contrast, as a colour of `role`. Its opacity is kept (a fading bubble
/// still fades, the table shows dimmed behind a menu), except that a nearly opaque panel is
/// drawn solid, so nothing shows faintly through behind its words, and a rim or ring at all
/// visible is drawn solid.
pub fn in_high_contrast(colour: Color, role: Role) -> Color {
    let alpha = colour.alpha();
    if alpha <= 0.0 {
        return colour;
    }
    let pick = |named: Color| named.with_alpha(if alpha >= 0.8 { 1.0 } else { alpha });
    let solid = |named: Color| named.with_alpha(if alpha >= 0.5 { 1.0 } else { alpha });
    if role == Role::Ring {
        return solid(scheme::RING);
    }
    if role == Role::Ground {
        return if same_hue(colour, palette::BUTTON_HOVERED) {
            pick(scheme::HOVERED)
        } else if same_hue(colour, palette::BUTTON_PRESSED) {
            pick(scheme::PRESSED)
        } else if same_hue(colour, palette::BRASS) {
            // A brass fill (a progress bar) is lit, as brass text is.
            pick(scheme::YELLOW)
        } else if luminance(colour) < 0.3 {
            pick(scheme::GROUND)
        } else {
            // A light ground (a speech bubble) turns white; its dark words turn black.
            pick(scheme::INK)
        };
    }
    let foreground = if same_hue(colour, palette::IVORY) {
        scheme::INK
    } else if same_hue(colour, palette::BRASS) {
        if role == Role::Rim {
            scheme::INK
        } else {
            scheme::YELLOW
        }
    } else if same_hue(colour, palette::MUTED) {
        scheme::QUIET_INK
    } else if luminance(colour) < 0.18 {
        // Dark words stand on a light ground, which turns white.
        scheme::GROUND
    } else {
        // Another colour (the suggestion's blue, a chart's line) keeps its hue, made light
        // enough to read on black.
        let mut light = Oklcha::from(colour);
        light.lightness = light.lightness.max(0.86);
        Color::from(light)
    };
    if role == Role::Rim {
        solid(foreground)
    } else {
        pick(foreground)
    }
}

/// A component whose look the high-contrast scheme changes: the look is taken out, changed and
/// put back, and the usual look is kept in [`Usual`] to go back to.
pub trait Contrasted: Component<Mutability = Mutable> {
    type Look: Clone + PartialEq + Send + Sync + 'static;
    fn look(&self) -> Self::Look;
    fn set_look(&mut self, look: Self::Look);
    fn in_high_contrast(look: &Self::Look) -> Self::Look;
}

impl Contrasted for BackgroundColor {
    type Look = Color;
    fn look(&self) -> Color {
        self.0
    }
    fn set_look(&mut self, look: Color) {
        self.0 = look;
    }
    fn in_high_contrast(look: &Color) -> Color {
        in_high_contrast(*look, Role::Ground)
    }
}

impl Contrasted for TextColor {
    type Look = Color;
    fn look(&self) -> Color {
        self.0
    }
    fn set_look(&mut self, look: Color) {
        self.0 = look;
    }
    fn in_high_contrast(look: &Color) -> Color {
        in_high_contrast(*look, Role::Text)
    }
}

impl Contrasted for BorderColor {
    type Look = BorderColor;
    fn look(&self) -> BorderColor {
        *self
    }
    fn set_look(&mut self, look: BorderColor) {
        *self = look;
    }
    fn in_high_contrast(look: &BorderColor) -> BorderColor {
        let rim = |colour| in_high_contrast(colour, Role::Rim);
        BorderColor {
            top: rim(look.top),
            right: rim(look.right),
            bottom: rim(look.bottom),
            left: rim(look.left),
        }
    }
}

impl Contrasted for Outline {
    type Look = Outline;
    fn look(&self) -> Outline {
        *self
    }
    fn set_look(&mut self, look: Outline) {
        *self = look;
    }
    fn in_high_contrast(look: &Outline) -> Outline {
        Outline {
            width: at_least(look.width, scheme::RING_WIDTH),
            offset: look.offset,
            color: in_high_contrast(look.color, Role::Ring),
        }
    }
}

/// A button's rim: at least [`scheme::RIM`] wide in high contrast, so a black button stands
/// out from the black felt by its white edge.
impl Contrasted for Node {
    type Look = UiRect;
    fn look(&self) -> UiRect {
        self.border
    }
    fn set_look(&mut self, look: UiRect) {
        self.border = look;
    }
    fn in_high_contrast(look: &UiRect) -> UiRect {
        UiRect {
            left: at_least(look.left, scheme::RIM),
            right: at_least(look.right, scheme::RIM),
            top: at_least(look.top, scheme::RIM),
            bottom: at_least(look.bottom, scheme::RIM),
        }
    }
}

/// A width of at least `least` interface units, where it is given in them.
fn at_least(width: Val, least: f32) -> Val {
    match width {
        Val::Px(units) => px(units.max(least)),
        Val::Auto => px(least),
        other => other,
    }
}

/// The look a [`Contrasted`] component has out of high contrast, kept while it is drawn in
/// high contrast.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Usual<T: Contrasted>(pub T::Look);

/// Draws `T` in high contrast while the setting is on: new components, and components a screen
/// set again (that look is their usual one now), as well as every one when the setting is
/// turned on. Turned off, every one goes back to its usual look.
fn contrast<T: Contrasted, F: QueryFilter>(
    mut commands: Commands,
    contrast: Res<HighContrast>,
    mut items: Query<(Entity, &mut T, Option<&mut Usual<T>>), F>,
) {
    let all = contrast.is_changed();
    if !contrast.0 {
        if all {
            for (entity, mut item, usual) in &mut items {
                if let Some(usual) = usual {
                    if item.look() != usual.0 {
                        item.set_look(usual.0.clone());
                    }
                    commands.entity(entity).remove::<Usual<T>>();
                }
            }
        }
        return;
    }
    for (entity, mut item, usual) in &mut items {
        if !all && !item.is_changed() {
            continue;
        }
        let look = item.look();
        match usual {
            // Ours, as we left it.
            Some(usual) if T::in_high_contrast(&usual.0) == look => {}
            Some(mut usual) => {
                usual.0 = look.clone();
                item.set_look(T::in_high_contrast(&look));
            }
            None => {
                let contrasted = T::in_high_contrast(&look);
                if contrasted != look {
                    item.set_look(contrasted);
                }
                commands.entity(entity).try_insert(Usual::<T>(look));
            }
        }
    }
}

/// The felt under everything: black in high contrast.
fn contrast_clear_colour(
    contrast: Res<HighContrast>,
    mut clear: ResMut<ClearColor>,
    mut usual: Local<Option<Color>>,
) {
    if !contrast.0 {
        if let Some(colour) = usual.take() {
            clear.0 = colour;
        }
        return;
    }
    let drawn = usual.map(|colour| in_high_contrast(colour, Role::Ground));
    if drawn != Some(clear.0) {
        *usual = Some(clear.0);
        clear.0 = in_high_contrast(clear.0, Role::Ground);
    }
}

/// The egui screens (statistics, replays) in the same scheme: see `egui_look`.
/// egui is given bare colours, with no word of what they paint: a dark one is taken for a
/// ground, a light one for words.
pub fn egui_colour(colour: Color) -> Color {
    let role = if luminance(colour) < 0.3 {
        Role::Ground
    } else {
        Role::Text
    };
    in_high_contrast(colour, role)
}
