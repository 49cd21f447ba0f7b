//! The pause menu at the table: resume, read the rules, change settings, deal again with the
//! same setup, or leave for the title. The game stands still while it is open.

use super::{Menu, RulesTopic, open_menu};
use crate::input::focus::Activate;
use crate::shared::{DealAgain, Screen};
use crate::theme::{palette, widget};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Pause), spawn_pause_menu);
}

fn spawn_pause_menu(mut commands: Commands, topic: Res<RulesTopic>) {
    commands.spawn((
        widget::overlay("Pause menu"),
        DespawnOnExit(Menu::Pause),
        children![(
            widget::menu_panel(420.0),
            children![
                widget::header("Paused", 48.0),
                widget::label(topic.0.title(), 20.0, palette::MUTED),
                widget::button("Resume", resume),
                widget::button("Rules", show_rules),
                widget::button("Settings", show_settings),
                widget::button("Deal again", deal_again),
                widget::button("Leave the table", leave),
            ],
        )],
    ));
}

fn resume(_: On<Activate>, mut next: ResMut<NextState<Menu>>) {
    next.set(Menu::None);
}

fn show_rules(_: On<Activate>, mut commands: Commands) {
    commands.queue(|world: &mut World| open_menu(world, Menu::Rules));
}

fn show_settings(_: On<Activate>, mut commands: Commands) {
    commands.queue(|world: &mut World| open_menu(world, Menu::Settings));
}

fn deal_again(
    _: On<Activate>,
    mut next: ResMut<NextState<Menu>>,
    mut deal_again: MessageWriter<DealAgain>,
) {
    next.set(Menu::None);
    deal_again.write(DealAgain);
}

fn leave(
    _: On<Activate>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    next_menu.set(Menu::None);
    next_screen.set(Screen::Title);
}
