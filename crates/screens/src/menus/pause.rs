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
    app.add_systems(OnEnter(Menu::Pause), spawn_pause_menu)
        .add_systems(
            Update,
            fit_pause_menu
                .in_set(challenge_base::shared::AppSystems::Presentation)
                .run_if(in_state(Menu::Pause)),
        );
}

/// The panel of the pause menu, which widens for two columns of buttons where it is short.
#[derive(Component)]
struct PausePanel;

/// What holds the menu's buttons: a column, or two where the window has no height for one.
#[derive(Component)]
struct PauseButtons;

/// The height, in interface units for text of 100 %, below which the buttons stand in two
/// columns: a column of five buttons under the menu's heading needs about 480, and a phone on
/// its side has less (the last of them, Leave, would lie below the window's edge).
const ROOM_FOR_ONE_COLUMN: f32 = 500.0;
/// The panel's width with one column of buttons, and with two.
const ONE_COLUMN_WIDTH: f32 = 420.0;
const TWO_COLUMNS_WIDTH: f32 = 660.0;

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
            widget::menu_panel(ONE_COLUMN_WIDTH),
            PausePanel,
            Children::spawn(SpawnWith(move |panel: &mut ChildSpawner| {
                panel.spawn(widget::header("pause-title", 48.0));
                panel.spawn(widget::label(title, 20.0, palette::MUTED));
                panel
                    .spawn((
                        Name::new("Pause buttons"),
                        PauseButtons,
                        Node {
                            flex_direction: FlexDirection::Column,
                            flex_wrap: FlexWrap::Wrap,
                            align_items: AlignItems::Center,
                            justify_content: JustifyContent::Center,
                            width: percent(100),
                            row_gap: px(10),
                            column_gap: px(12),
                            ..default()
                        },
                    ))
                    .with_children(|buttons| {
                        buttons.spawn(widget::button("pause-resume", resume));
                        if online {
                            buttons.spawn((
                                widget::button("chat-open", super::open_chat_on_press),
                                challenge_play::online::chat::ChatOpener,
                            ));
                        }
                        buttons.spawn(widget::button("pause-rules", show_rules));
                        buttons.spawn(widget::button("pause-settings", show_settings));
                        if dealt_here {
                            buttons.spawn(widget::button("pause-deal-again", deal_again));
                        }
                        buttons.spawn(widget::button("pause-leave", leave));
                    });
            })),
        )],
    ));
}

/// One column of buttons where the window has the height for it, else two side by side in a
/// wider panel, so that every button stays on screen (a phone on its side, or the largest
/// text on a small window).
fn fit_pause_menu(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    text_scale: Option<Res<challenge_base::theme::text_size::TextScale>>,
    mut panels: Query<&mut Node, (With<PausePanel>, Without<PauseButtons>)>,
    mut buttons: Query<&mut Node, (With<PauseButtons>, Without<PausePanel>)>,
) {
    let room = crate::title::room_for_title(&window, scale, text_scale);
    let two_columns = room.y < ROOM_FOR_ONE_COLUMN && room.x >= TWO_COLUMNS_WIDTH;
    let (width, direction) = if two_columns {
        (TWO_COLUMNS_WIDTH, FlexDirection::Row)
    } else {
        (ONE_COLUMN_WIDTH, FlexDirection::Column)
    };
    for mut panel in &mut panels {
        if panel.width != px(width) {
            panel.width = px(width);
        }
    }
    for mut column in &mut buttons {
        if column.flex_direction != direction {
            column.flex_direction = direction;
        }
    }
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
