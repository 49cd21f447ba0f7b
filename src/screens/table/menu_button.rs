//! The table's menu control for a mouse or a finger: a small "Menu" in the lower left that opens
//! the pause menu, as Esc and a pad's Start do. On a phone there is no key to press, so without
//! it a player could never leave the table. It is not in the focus ring: keys and pads have
//! their own way to the menu.

use crate::input::touch::PointerOnly;
use crate::menus::{Menu, open_menu};
use crate::shared::Screen;
use crate::theme::{palette, widget};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), spawn_menu_button);
}

fn spawn_menu_button(mut commands: Commands) {
    commands
        .spawn((
            Name::new("Table menu"),
            DespawnOnExit(Screen::Table),
            PointerOnly,
            Node {
                position_type: PositionType::Absolute,
                left: px(12),
                bottom: px(52),
                // 44 by 44 at the least: a fingertip's size.
                min_width: px(88),
                height: px(44),
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
