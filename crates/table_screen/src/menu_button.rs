//! The table's menu control for a mouse or a finger: a small "Menu" in the lower left (the top
//! right on a compact window, where the hand spans the bottom) that opens the pause menu, as Esc and a pad's Start do. On a phone there is no key to press, so without
//! it a player could never leave the table. It is not in the focus ring: keys and pads have
//! their own way to the menu.

use bevy::prelude::*;
use challenge_base::input::touch::PointerOnly;
use challenge_base::shared::Screen;
use challenge_base::shared::{Menu, open_menu};
use challenge_base::theme::{palette, widget};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), spawn_menu_button)
        .add_systems(
            Update,
            place_menu_button
                .in_set(super::TableSystems::Hud)
                .run_if(in_state(Screen::Table)),
        );
}

/// The control's width (interface units), which the fold buttons of a compact table stand
/// beside.
pub(crate) const MENU_WIDTH: f32 = 96.0;

/// The control itself (the Chat control of an online table stands beside it).
#[derive(Component)]
pub(super) struct MenuButton;

/// Lower left beside the hand on a wide window; top right on a compact one.
fn place_menu_button(
    window: Single<Ref<Window>, With<bevy::window::PrimaryWindow>>,
    button: Single<(&mut Node, Ref<MenuButton>)>,
    hint: Query<Ref<ComputedNode>, With<super::controls::HintBox>>,
) {
    let (mut button, marker) = button.into_inner();
    let hint = hint.single().ok();
    if !window.is_changed() && !marker.is_added() && !hint.as_ref().is_some_and(Ref::is_changed) {
        return;
    }
    let compact = challenge_base::theme::compact(window.size());
    let (top, bottom, left, right) = if compact {
        (px(12), Val::Auto, Val::Auto, px(12))
    } else {
        let hint_height = hint.map_or(0.0, |node| node.size().y * node.inverse_scale_factor());
        (Val::Auto, px(over_the_hint(hint_height)), px(12), Val::Auto)
    };
    if button.top != top || button.bottom != bottom || button.left != left || button.right != right
    {
        (button.top, button.bottom, button.left, button.right) = (top, bottom, left, right);
    }
}

/// How high the control's foot stands on a wide window (interface units): over the hint line
/// (`hint_height` high, 12 up from the foot), however many lines it wraps onto in a language.
pub fn over_the_hint(hint_height: f32) -> f32 {
    12.0 + hint_height.max(34.0) + 6.0
}

/// A control of the table for a pointer or a finger, with `label` (a message id) on it: a
/// fingertip's size (44 pixels) at the smallest interface scale, `node` giving its place and width.
pub(crate) fn finger_button(label: &'static str, node: Node) -> impl Bundle {
    (
        Name::new(format!("Button: {label}")),
        PointerOnly,
        // A button to screen readers, which may click it (`challenge_base::input::assistive`).
        bevy::a11y::AccessibilityNode(accesskit::Node::new(accesskit::Role::Button)),
        Node {
            height: px(52),
            padding: UiRect::horizontal(px(10)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..node
        },
        BorderColor::all(palette::BRASS),
        BackgroundColor(palette::BUTTON),
        children![(widget::label(label, 18.0, palette::IVORY), Pickable::IGNORE)],
    )
}

fn spawn_menu_button(mut commands: Commands) {
    commands
        .spawn((
            finger_button(
                "table-menu",
                Node {
                    position_type: PositionType::Absolute,
                    left: px(12),
                    bottom: px(52),
                    // A fixed width, so the fold buttons of a compact table can stand beside it.
                    width: px(MENU_WIDTH),
                    ..default()
                },
            ),
            MenuButton,
            DespawnOnExit(Screen::Table),
            GlobalZIndex(5),
        ))
        .observe(
            |_: On<challenge_base::input::focus::Activate>,
             menu: Res<State<Menu>>,
             mut commands: Commands| {
                if *menu.get() == Menu::None {
                    commands.queue(|world: &mut World| open_menu(world, Menu::Pause));
                }
            },
        );
}
