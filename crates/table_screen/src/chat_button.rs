//! The table's Chat control at an online table, for a mouse or a finger: beside "Menu" (in the
//! lower left on a wide window; left of the fold buttons on a compact one), it opens the chat
//! panel and counts the lines heard since it was last open. Keys (C) and pads (the pause menu)
//! have their own ways to the chat, so it is not in the focus ring.

use super::hud::fit::FoldButtons;
use super::menu_button::{MENU_WIDTH, MenuButton as MenuControl, finger_button};
use bevy::prelude::*;
use challenge_base::shared::Screen;
use challenge_base::shared::{Menu, open_menu};
use challenge_play::online::OnlineTable;
use challenge_play::online::chat::ChatOpener;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), spawn_chat_button)
        .add_systems(
            Update,
            place_chat_button
                .in_set(super::TableSystems::Hud)
                .run_if(in_state(Screen::Table)),
        );
}

/// The control itself.
#[derive(Component)]
struct ChatButton;

/// The gap between neighbouring controls (interface units).
const GAP: f32 = 8.0;

fn spawn_chat_button(mut commands: Commands, table: Res<OnlineTable>) {
    if table.code.is_none() {
        return;
    }
    commands
        .spawn((
            finger_button(
                "chat-open",
                Node {
                    position_type: PositionType::Absolute,
                    min_width: px(MENU_WIDTH),
                    ..default()
                },
            ),
            ChatButton,
            ChatOpener,
            DespawnOnExit(Screen::Table),
            GlobalZIndex(5),
        ))
        .observe(
            |_: On<challenge_base::input::focus::Activate>,
             menu: Res<State<Menu>>,
             mut commands: Commands| {
                if *menu.get() == Menu::None {
                    commands.queue(|world: &mut World| open_menu(world, Menu::Chat));
                }
            },
        );
}

/// Beside "Menu": right of it on a wide window, at its height over the hint; on a compact one
/// in the row of controls across the top, left of the fold buttons, however wide their words.
fn place_chat_button(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    button: Single<&mut Node, (With<ChatButton>, Without<MenuControl>)>,
    menu: Query<&Node, (With<MenuControl>, Without<ChatButton>)>,
    folds: Query<&ComputedNode, With<FoldButtons>>,
) {
    let mut button = button.into_inner();
    let compact = challenge_base::theme::compact(window.size());
    let (top, bottom, left, right) = if compact {
        let folds = folds
            .single()
            .map_or(0.0, |node| node.size().x * node.inverse_scale_factor());
        let right = 12.0 + MENU_WIDTH + GAP + folds + if folds > 0.0 { GAP } else { 0.0 };
        (px(12), Val::Auto, Val::Auto, px(right))
    } else {
        // The Menu control's own foot, which follows the hint's height.
        let bottom = menu.single().map_or(px(52), |node| node.bottom);
        (Val::Auto, bottom, px(12.0 + MENU_WIDTH + GAP), Val::Auto)
    };
    if button.top != top || button.bottom != bottom || button.left != left || button.right != right
    {
        (button.top, button.bottom, button.left, button.right) = (top, bottom, left, right);
    }
}
