//! The lobby of an online table before its deal: the code to share, in large letters, who
//! sits in each seat, and for the host the button that deals. The table screen opens as soon
//! as the server sends the first view of the game, for every player at once.

use crate::input::focus::{Activate, OfferFocus};
use crate::menus::RulesTopic;
use crate::online::{Inbox, OnlineTable, ToServer};
use crate::shared::{AppSystems, Screen};
use crate::text::{Says, SeatNaming};
use crate::theme::{palette, widget};
use bevy::prelude::*;
use challenge_online::{ClientMessage, SeatState, TableInfo};
use challenge_rules::{GameId, Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Lobby), spawn_lobby)
        .add_systems(
            Update,
            (
                show_table
                    .run_if(in_state(Screen::Lobby).and_then(resource_changed::<OnlineTable>)),
                to_table.run_if(in_state(Screen::Lobby).or_else(in_state(Screen::Online))),
            )
                .in_set(AppSystems::Presentation),
        );
}

/// The code to share.
#[derive(Component)]
struct CodeText;

/// The column of seats, rebuilt when the table changes.
#[derive(Component)]
struct SeatList;

/// Under the seats: the server's refusal, or what the player waits for.
#[derive(Component)]
struct LobbyNote;

/// The host's Start button (the others wait for it).
#[derive(Component)]
struct StartButton;

fn spawn_lobby(
    mut commands: Commands,
    mut table: ResMut<OnlineTable>,
    mut offer: ResMut<OfferFocus>,
) {
    offer.0 = true;
    // The seats are filled in by `show_table`, which waits for a change.
    table.set_changed();
    let host = table.host;
    commands.spawn((
        Name::new("Lobby"),
        DespawnOnExit(Screen::Lobby),
        widget::centred_layer(),
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(12),
                padding: UiRect::all(px(28)),
                border_radius: BorderRadius::all(px(16)),
                // As wide as the seats need on a desktop; the screen's width on a phone.
                width: px(620),
                max_width: vw(98),
                ..default()
            },
            BackgroundColor(palette::FELT_DARK),
            Children::spawn(SpawnWith(move |panel: &mut ChildSpawner| {
                panel.spawn((LobbyTitle, widget::header("lobby-title", 40.0)));
                panel.spawn(widget::label("lobby-share", 18.0, palette::MUTED));
                panel.spawn((
                    CodeText,
                    widget::label(Says::verbatim(""), 84.0, palette::IVORY),
                    TextShadow::default(),
                ));
                panel.spawn((
                    SeatList,
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(6),
                        padding: UiRect::all(px(12)),
                        width: percent(100),
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(10)),
                        ..default()
                    },
                    BorderColor::all(palette::BRASS.with_alpha(0.5)),
                ));
                panel.spawn((
                    LobbyNote,
                    widget::label(Says::verbatim(""), 17.0, palette::MUTED),
                ));
                let mut row = panel.spawn(Node {
                    column_gap: px(16),
                    row_gap: px(10),
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    ..default()
                });
                row.with_children(|row| {
                    if host {
                        row.spawn((StartButton, widget::button("lobby-start", start)));
                    }
                    row.spawn(widget::button("lobby-leave", leave));
                });
            })),
        )],
    ));
}

/// The game's title over the code.
#[derive(Component)]
struct LobbyTitle;

/// One seat as the lobby lists it: its number, and who sits there. A player's seat is named
/// as every line names it (see [`SeatNaming`]): "You", the name they gave, or "Player N".
pub fn seat_line(info: &TableInfo, seat: usize) -> (Phrase, Phrase) {
    let number = Phrase::new("lobby-seat-number").count("number", seat + 1);
    let who = match info.seats.get(seat) {
        None | Some(SeatState::Open) => Phrase::new("lobby-seat-open"),
        Some(SeatState::Bot { level }) => Phrase::new("lobby-seat-computer")
            .nested("level", Phrase::new(format!("level-{}", level.name()))),
        Some(SeatState::Player { connected, .. }) => {
            let id = if info.host == seat {
                "lobby-seat-host"
            } else {
                "lobby-seat-player"
            };
            let state = if *connected { "connected" } else { "away" };
            Phrase::new(id).seat("seat", seat).word("state", state)
        }
    };
    (number, who)
}

fn show_table(
    mut commands: Commands,
    table: Res<OnlineTable>,
    mut naming: ResMut<SeatNaming>,
    list: Single<Entity, With<SeatList>>,
    mut code: Single<&mut Says, (With<CodeText>, Without<LobbyNote>, Without<LobbyTitle>)>,
    mut note: Single<&mut Says, (With<LobbyNote>, Without<CodeText>, Without<LobbyTitle>)>,
    mut title: Single<&mut Says, (With<LobbyTitle>, Without<CodeText>, Without<LobbyNote>)>,
) {
    // The seat list speaks to this player; the players' names come with the table.
    if naming.0.you != table.seat {
        naming.0.you = table.seat;
    }
    **code = Says::verbatim(table.code.clone().unwrap_or_default());
    let waiting = if table.host {
        "lobby-wait-host"
    } else {
        "lobby-wait-guest"
    };
    // A closed table says so: nothing else will happen here.
    let said = table
        .closed
        .clone()
        .or_else(|| table.refusal.clone())
        .unwrap_or_else(|| Phrase::new(waiting));
    **note = Says(said);
    let Some(info) = &table.info else {
        return;
    };
    if let Some(game) = GameId::from_id(&info.game) {
        **title = Says(Phrase::new(game.title_id()));
    }
    commands.entity(*list).despawn_related::<Children>();
    for seat in 0..info.seats.len() {
        let (number, who) = seat_line(info, seat);
        commands.spawn((
            ChildOf(*list),
            Node {
                justify_content: JustifyContent::SpaceBetween,
                column_gap: px(24),
                ..default()
            },
            children![
                widget::label(number, 20.0, palette::BRASS),
                widget::label(who, 20.0, palette::IVORY),
            ],
        ));
    }
}

fn start(_: On<Activate>, mut outgoing: MessageWriter<ToServer>, mut table: ResMut<OnlineTable>) {
    table.refusal = None;
    outgoing.write(ToServer(ClientMessage::Start));
}

fn leave(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}

/// The game is dealt: everyone goes to the table screen, as with a local deal. Its messages
/// wait in the inbox until the screen is up.
fn to_table(
    mut commands: Commands,
    table: Res<OnlineTable>,
    inbox: Res<Inbox>,
    mut topic: ResMut<RulesTopic>,
    mut next: ResMut<NextState<Screen>>,
) {
    let game = table
        .info
        .as_ref()
        .and_then(|info| GameId::from_id(&info.game));
    if let Some(game) = game
        && table.started()
        && inbox.has_update()
    {
        topic.0 = game;
        // "Deal again" is for games dealt here; an online table deals once.
        commands.remove_resource::<super::GameSetup>();
        next.set(Screen::Table);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_rules::Level;
    use challenge_text::{Lang, SeatNames, Text};

    #[test]
    fn seats_read_as_players_see_them() {
        let info = TableInfo {
            code: "ACEFHJ".into(),
            game: "gotcha".into(),
            options: serde_json::json!({}),
            seats: vec![
                SeatState::Player {
                    name: String::new(),
                    connected: true,
                    returns_within: None,
                    stand_in: false,
                },
                SeatState::Player {
                    name: "Ann".into(),
                    connected: false,
                    returns_within: Some(30),
                    stand_in: false,
                },
                SeatState::Open,
                SeatState::Bot { level: Level::Hard },
            ],
            host: 0,
            stand_in: Level::Normal,
            spectators: 0,
            started: false,
            finished: false,
        };
        let text = Text::new(Lang::En);
        let line = |seat: usize, naming: &SeatNames| {
            let (number, who) = seat_line(&info, seat);
            format!("{}: {}", text.say(&number, naming), text.say(&who, naming))
        };
        let mine = SeatNames::you(0).with_names(crate::online::player_names(Some(&info)));
        let lines: Vec<String> = (0..4).map(|seat| line(seat, &mine)).collect();
        assert_eq!(
            lines,
            [
                "Seat 1: You, host (connected)",
                "Seat 2: Ann (away)",
                "Seat 3: Open, waiting for a friend",
                "Seat 4: Computer, Hard"
            ]
        );
        // The friend in seat 2 sees the host, who gave no name, named in their language.
        let theirs = SeatNames::you(1).with_names(crate::online::player_names(Some(&info)));
        assert_eq!(line(0, &theirs), "Seat 1: Player 1, host (connected)");
        assert_eq!(line(1, &theirs), "Seat 2: You (away)");
    }
}
