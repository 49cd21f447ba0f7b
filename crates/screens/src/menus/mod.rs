//! Menus laid over whatever screen is showing: pause (at the table), settings and the rules
//! (from the title, the setup screen and the pause menu), and the title's "Learn to play"
//! (which the screens spawn, since it deals a lesson). Escape, the gamepad's B and Start
//! are handled here for every screen, so one press is read once.

use bevy::prelude::*;
use challenge_base::input::focus::{Nav, OfferFocus};
use challenge_base::shared::{AppSystems, Menu, MenuOrigin, RulesTopic, Screen};

pub mod chat;
mod pause;
pub mod rules;
pub mod settings;

pub use chat::{ChatTyping, chat_here, open_chat, open_chat_on_press};
pub use settings::{SettingRow, step_setting};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Menu>()
        .init_resource::<MenuOrigin>()
        .init_resource::<RulesTopic>()
        .add_plugins((chat::plugin, pause::plugin, settings::plugin, rules::plugin))
        .add_systems(
            Update,
            go_back
                .in_set(AppSystems::Input)
                .after(challenge_base::input::focus::move_focus),
        )
        .add_systems(
            StateTransition,
            hold_game_time.run_if(state_changed::<Menu>),
        );
    for menu in [
        Menu::None,
        Menu::Pause,
        Menu::Settings,
        Menu::Rules,
        Menu::Chat,
        Menu::Learn,
    ] {
        app.add_systems(OnEnter(menu), offer_focus);
    }
}

fn offer_focus(mut offer: ResMut<OfferFocus>) {
    offer.0 = true;
}

/// Cards stop moving and bots stop thinking while a menu covers the table; the chat only
/// talks over an online game, which goes on at the server, so the cards keep moving under it.
fn hold_game_time(menu: Res<State<Menu>>, mut time: ResMut<Time<Virtual>>) {
    if matches!(menu.get(), Menu::None | Menu::Chat) {
        time.unpause();
    } else {
        time.pause();
    }
}

/// Escape / B: close the open menu, or go one screen back; at the table it pauses.
/// Start toggles the pause menu at the table.
fn go_back(
    mut nav: MessageReader<Nav>,
    menu: Res<State<Menu>>,
    origin: Res<MenuOrigin>,
    screen: Res<State<Screen>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for command in nav.read() {
        let back = match command {
            Nav::Back => true,
            Nav::Menu => false,
            _ => continue,
        };
        match (menu.get(), screen.get(), back) {
            (Menu::Pause | Menu::Chat | Menu::Learn, _, _) => next_menu.set(Menu::None),
            (Menu::Settings | Menu::Rules, _, true) => next_menu.set(origin.0),
            (Menu::Settings | Menu::Rules, Screen::Table, false) => next_menu.set(Menu::Pause),
            (Menu::None, Screen::Table, _) => next_menu.set(Menu::Pause),
            (Menu::None, Screen::Setup, true) => next_screen.set(Screen::Title),
            (Menu::None, Screen::Online | Screen::Lobby, true) => next_screen.set(Screen::Title),
            _ => {}
        }
        // One press per frame is enough; a second would undo the first.
        break;
    }
    nav.clear();
}
