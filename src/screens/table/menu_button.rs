//! The table's menu control for a mouse or a finger: a small "Menu" in the lower left (the top
//! right on a compact window, where the hand spans the bottom) that opens the pause menu, as Esc and a pad's Start do. On a phone there is no key to press, so without
//! it a player could never leave the table. It is not in the focus ring: keys and pads have
//! their own way to the menu.

use crate::input::touch::PointerOnly;
use crate::menus::{Menu, open_menu};
use crate::shared::Screen;
use crate::theme::{palette, widget};
use bevy::prelude::*;

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
pub(in crate::screens::table) const MENU_WIDTH: f32 = 96.0;

/// The control itself.
#[derive(Component)]
struct MenuButton;

/// Lower left beside the hand on a wide window; top right on a compact one.
fn place_menu_button(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    mut button: Single<&mut Node, With<MenuButton>>,
) {
    let compact = crate::theme::compact(window.size());
    let (top, bottom, left, right) = if compact {
        (px(12), Val::Auto, Val::Auto, px(12))
    } else {
        (Val::Auto, px(52), px(12), Val::Auto)
    };
    if button.top != top || button.bottom != bottom || button.left != left || button.right != right
    {
        (button.top, button.bottom, button.left, button.right) = (top, bottom, left, right);
    }
}

fn spawn_menu_button(mut commands: Commands) {
    commands
        .spawn((
            Name::new("Table menu"),
            MenuButton,
            DespawnOnExit(Screen::Table),
            PointerOnly,
            Node {
                position_type: PositionType::Absolute,
                left: px(12),
                bottom: px(52),
                // A fingertip's size (44 pixels) at the smallest interface scale; a fixed width, so the fold
                // buttons of a compact table can stand beside it.
                width: px(MENU_WIDTH),
                height: px(52),
                padding: UiRect::horizontal(px(12)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BorderColor::all(palette::BRASS),
            BackgroundColor(palette::BUTTON),
            GlobalZIndex(5),
            children![(
                widget::label("table-menu", 18.0, palette::IVORY),
                Pickable::IGNORE
            )],
        ))
        .observe(
            |_: On<Pointer<Click>>, menu: Res<State<Menu>>, mut commands: Commands| {
                if *menu.get() == Menu::None {
                    commands.queue(|world: &mut World| open_menu(world, Menu::Pause));
                }
            },
        );
}
