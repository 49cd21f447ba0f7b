//! The lobby of an online table before its deal: the code to share, in large letters, who
//! sits in each seat, and for the host the button that deals. The host changes the seats here:
//! each other seat's row steps between open and a computer player at each level (a player who
//! left the lobby is let go the same way), "Sit here" moves the host to that seat, and the table
//! may be listed for anyone to join from the online screen; the host changes the game's options
//! too (`lobby/options.rs`), which the others read. The table
//! screen opens as soon as the server sends the first view of the game, for every player at
//! once.

use bevy::prelude::*;
use challenge_base::input::focus::{Activate, OfferFocus, Stepped};
use challenge_base::shared::RulesTopic;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::{Says, SeatNaming};
use challenge_base::theme::{palette, widget};
use challenge_online::{ClientMessage, SeatPlan, SeatState, TableInfo};
use challenge_play::online::{Inbox, OnlineTable, ToServer};
use challenge_rules::{GameId, Level, Phrase, Seat, Values};

pub mod options;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(options::plugin)
        .add_systems(OnEnter(Screen::Lobby), spawn_lobby)
        .add_systems(
            Update,
            (
                (show_table, show_public_switch)
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
                // A phone on its side keeps its height for the code, the seats and the buttons.
                panel.spawn((
                    LobbyTitle,
                    widget::header("lobby-title", 40.0),
                    challenge_base::theme::LeftOutWhenShort,
                ));
                panel.spawn((
                    widget::label("lobby-share", 18.0, palette::MUTED),
                    challenge_base::theme::LeftOutWhenShort,
                ));
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
                if host {
                    panel.spawn((
                        widget::label("lobby-seats-help", 15.0, palette::MUTED),
                        challenge_base::theme::LeftOutWhenShort,
                    ));
                }
                // The game's options; a phone on its side keeps its height for the seats and
                // the buttons (the host chose them on the setup screen already).
                panel.spawn((
                    options::OptionList,
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(6),
                        width: percent(100),
                        ..default()
                    },
                    challenge_base::theme::LeftOutWhenShort,
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
                    // Small, so that four fit a phone on its side.
                    if host {
                        row.spawn((StartButton, widget::small_button("lobby-start", start)));
                        row.spawn((
                            PublicSwitch,
                            widget::button_sized(
                                "lobby-make-public",
                                switch_public,
                                Vec2::new(270.0, 44.0),
                                18.0,
                            ),
                        ));
                    }
                    row.spawn((
                        widget::small_button("chat-open", crate::menus::open_chat_on_press),
                        challenge_play::online::chat::ChatOpener,
                    ));
                    row.spawn(widget::small_button("lobby-leave", leave));
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
    } else if table.seat.is_none() {
        "lobby-wait-spectator"
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
        let editable = table.host && !info.started && table.seat != Some(seat);
        if editable && next_plan(&info.seats[seat], true).is_some() {
            let line = commands
                .spawn((
                    ChildOf(*list),
                    Node {
                        column_gap: px(8),
                        row_gap: px(6),
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        ..default()
                    },
                ))
                .id();
            commands
                .spawn((
                    widget::sized_choice_row(SeatRow(seat), number, who, Vec2::new(400.0, 44.0)),
                    ChildOf(line),
                ))
                .observe(step_on_press)
                .observe(step_seat);
            if !matches!(info.seats[seat], SeatState::Player { .. }) {
                commands.spawn((
                    widget::button_sized("lobby-sit-here", sit_here, Vec2::new(140.0, 44.0), 17.0),
                    SitHere(seat),
                    ChildOf(line),
                ));
            }
            continue;
        }
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

/// The host's button that lists the table for anyone to join, or takes it off the list.
#[derive(Component)]
struct PublicSwitch;

/// "Sit here": the host moves to the seat the button stands beside.
fn sit_here(
    press: On<Activate>,
    frames: Query<&ChildOf>,
    seats: Query<&SitHere>,
    mut outgoing: MessageWriter<ToServer>,
) {
    if let Ok(frame) = frames.get(press.entity)
        && let Ok(&SitHere(to)) = seats.get(frame.parent())
    {
        outgoing.write(ToServer(ClientMessage::MoveSeat { to }));
    }
}

fn switch_public(_: On<Activate>, table: Res<OnlineTable>, mut outgoing: MessageWriter<ToServer>) {
    let public = table.info.as_ref().is_some_and(|info| info.public);
    outgoing.write(ToServer(ClientMessage::SetPublic { public: !public }));
}

fn show_public_switch(
    table: Res<OnlineTable>,
    switch: Query<Entity, With<PublicSwitch>>,
    children: Query<&Children>,
    mut texts: Query<&mut Says>,
) {
    let public = table.info.as_ref().is_some_and(|info| info.public);
    let words = Says::id(if public {
        "lobby-make-private"
    } else {
        "lobby-make-public"
    });
    for entity in &switch {
        for child in children.iter_descendants(entity) {
            if let Ok(mut says) = texts.get_mut(child)
                && *says != words
            {
                *says = words.clone();
            }
        }
    }
}

/// A seat's row that the host steps through open and the computer levels.
#[derive(Component, Clone, Copy, Debug)]
pub struct SeatRow(pub Seat);

/// The host's "Sit here" beside a seat (on the button's frame; the button is its child).
#[derive(Component, Clone, Copy, Debug)]
pub struct SitHere(pub Seat);

/// What a seat becomes when the host steps its row: open, then a computer player at each level
/// in turn, and round again; a player who is not at the table (they left the lobby) is let go,
/// their seat open. None for a seat the host may not change: a player who is here.
pub fn next_plan(seat: &SeatState, forward: bool) -> Option<SeatPlan> {
    let order = [
        SeatPlan::Open,
        SeatPlan::Bot { level: Level::Easy },
        SeatPlan::Bot {
            level: Level::Normal,
        },
        SeatPlan::Bot { level: Level::Hard },
    ];
    let now = match seat {
        SeatState::Open => SeatPlan::Open,
        SeatState::Bot { level } => SeatPlan::Bot { level: *level },
        SeatState::Player {
            connected: false, ..
        } => return Some(SeatPlan::Open),
        SeatState::Player { .. } => return None,
    };
    let at = order.iter().position(|plan| *plan == now).unwrap_or(0);
    let next = if forward {
        (at + 1) % order.len()
    } else {
        (at + order.len() - 1) % order.len()
    };
    Some(order[next])
}

fn change_seat(row: Entity, forward: bool, world: &mut World) {
    let Some(&SeatRow(seat)) = world.get::<SeatRow>(row) else {
        return;
    };
    let table = world.resource::<OnlineTable>();
    let plan = table
        .info
        .as_ref()
        .and_then(|info| info.seats.get(seat))
        .and_then(|state| next_plan(state, forward));
    if let Some(plan) = plan {
        world.write_message(ToServer(ClientMessage::SetSeat { seat, plan }));
    }
}

fn step_on_press(press: On<Activate>, mut commands: Commands) {
    let row = press.entity;
    commands.queue(move |world: &mut World| change_seat(row, true, world));
}

fn step_seat(step: On<Stepped>, mut commands: Commands) {
    let (row, forward) = (step.entity, step.forward);
    commands.queue(move |world: &mut World| change_seat(row, forward, world));
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
        commands.remove_resource::<challenge_play::session::GameSetup>();
        next.set(Screen::Table);
    }
}
