//! The pause menu at the table: resume, read the rules, change settings, deal again with the
//! same setup (not at an online table, nor over a replay), talk at an online table, or leave for
//! the title. The game stands still while
//! it is open, except at an online table, where the others play on.

use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::shared::{DealAgain, Screen};
use challenge_base::shared::{Menu, RulesTopic, open_menu};
use challenge_base::theme::{palette, widget};
use challenge_play::online::OnlineTable;
use challenge_play::table::Replaying;
use challenge_rules::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Pause), spawn_pause_menu);
}

fn spawn_pause_menu(
    mut commands: Commands,
    topic: Res<RulesTopic>,
    online: Res<OnlineTable>,
    replaying: Option<Res<Replaying>>,
) {
    let title = Phrase::new(topic.0.title_id());
    // An online table deals once, and only its host's players are at it: no deal again. A
    // replay was dealt long ago; the Replays screen deals it anew ("Play this deal").
    let dealt_here = !online.playing && replaying.is_none();
    // The chat is a pad's way to the table's words: from here, as from the lobby.
    let online = online.playing;
    commands.spawn((
        widget::overlay("Pause menu"),
        DespawnOnExit(Menu::Pause),
        children![(
            widget::menu_panel(420.0),
            Children::spawn(SpawnWith(move |panel: &mut ChildSpawner| {
                panel.spawn(widget::header("pause-title", 48.0));
                panel.spawn(widget::label(title, 20.0, palette::MUTED));
                panel.spawn(widget::button("pause-resume", resume));
                if online {
                    panel.spawn((
                        widget::button("chat-open", super::open_chat_on_press),
                        challenge_play::online::chat::ChatOpener,
                    ));
                }
                panel.spawn(widget::button("pause-rules", show_rules));
                panel.spawn(widget::button("pause-settings", show_settings));
                if dealt_here {
                    panel.spawn(widget::button("pause-deal-again", deal_again));
                }
                panel.spawn(widget::button("pause-leave", leave));
            })),
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
