//! The chat panel of an online table, over the lobby or the table: the latest lines, a row to
//! type a line in, the quick phrases and reactions (a pad reaches them with the focus, as any
//! menu's buttons), muting each player and, for the host, letting spectators speak. It opens
//! with C, the table's Chat control, the lobby's Chat button or the pause menu's. While it is
//! open the table's shortcuts wait (they run with no menu open), so keys typed go to the line.

use bevy::diagnostic::FrameCount;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use challenge_base::input::focus::{Activate, Stepped};
use challenge_base::input::typing::TextEntry;
use challenge_base::shared::Menu;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_base::theme::{palette, widget};
use challenge_online::{
    CHAT_PHRASES, CHAT_REACTIONS, CHAT_TEXT_LIMIT, ClientMessage, Said, SeatState, tidy_text,
};
use challenge_play::online::chat::{Say, TableChat, line_words, said_words};
use challenge_play::online::{OnlineTable, ToServer};
use challenge_rules::{Phrase, Seat, Values};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChatTyping>()
        .add_systems(OnEnter(Menu::Chat), spawn_chat_panel)
        .add_systems(OnExit(Menu::Chat), close_chat)
        .add_systems(
            Update,
            (
                open_with_key.run_if(in_state(Menu::None)),
                (type_line, stop_when_focus_moves)
                    .chain()
                    .run_if(in_state(Menu::Chat)),
            )
                .in_set(AppSystems::Input)
                .after(challenge_base::input::focus::move_focus),
        )
        .add_systems(
            Update,
            ((show_lines, show_typed, show_mutes, show_spectator_switch)
                .run_if(in_state(Menu::Chat)),)
                .in_set(AppSystems::Presentation),
        );
}

/// How many lines the panel shows: the newest, the rest scrolled away with the table's own.
const LINES_SHOWN: usize = 6;

/// Whether the chat can be opened here: at an online table, in its lobby or at its game.
pub fn chat_here(screen: &Screen, table: &OnlineTable) -> bool {
    table.code.is_some() && matches!(screen, Screen::Lobby | Screen::Table)
}

/// Whether this player may speak: every seated player, and spectators the host lets.
fn may_speak(table: &OnlineTable) -> bool {
    table.seat.is_some() || table.info.as_ref().is_some_and(|info| info.spectators_chat)
}

/// Opens the chat panel (the table's Chat control, the lobby's button, the pause menu's).
pub fn open_chat(world: &mut World) {
    challenge_base::shared::open_menu(world, Menu::Chat);
}

/// An observer for a button that opens the chat.
pub fn open_chat_on_press(_: On<Activate>, mut commands: Commands) {
    commands.queue(open_chat);
}

/// The line being typed: kept while the focus visits a phrase or a mute, sent by Enter.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ChatTyping {
    pub entry: TextEntry,
    /// Keys go to the line (the row was pressed, or the panel just opened).
    typing: bool,
    /// The frame the typing started in: its keys opened the panel or pressed the row.
    started_on: Option<u32>,
    /// The frame Enter sent the line in: the same Enter reaches the row as a press too.
    ended_on: Option<u32>,
}

impl Default for ChatTyping {
    fn default() -> ChatTyping {
        ChatTyping {
            entry: TextEntry::new("", CHAT_TEXT_LIMIT),
            typing: false,
            started_on: None,
            ended_on: None,
        }
    }
}

impl ChatTyping {
    /// Whether keys go to the line now.
    pub fn active(&self) -> bool {
        self.typing
    }

    pub fn start(&mut self, frame: u32) {
        if !self.typing {
            self.typing = true;
            self.started_on = Some(frame);
        }
    }

    /// Ends the typing and empties the row, giving the line to say if it says anything.
    pub fn finish(&mut self) -> Option<Said> {
        self.typing = false;
        let typed = std::mem::replace(&mut self.entry, TextEntry::new("", CHAT_TEXT_LIMIT));
        let text = tidy_text(typed.text(), CHAT_TEXT_LIMIT);
        (!text.is_empty()).then_some(Said::Text { text })
    }
}

/// The row the line is typed in.
#[derive(Component)]
struct ChatField;

/// The column of the latest lines.
#[derive(Component)]
struct ChatLines;

/// A button that mutes (or hears again) a seat, or the spectators (None).
#[derive(Component, Clone, Copy)]
struct MuteButton(Option<Seat>);

/// The host's button that lets spectators speak, or stops them.
#[derive(Component)]
struct SpectatorSwitch;

fn open_with_key(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    table: Res<OnlineTable>,
    mut commands: Commands,
) {
    if keys.just_pressed(KeyCode::KeyC) && chat_here(screen.get(), &table) {
        commands.queue(open_chat);
    }
}

fn spawn_chat_panel(
    mut commands: Commands,
    table: Res<OnlineTable>,
    mut chat: ResMut<TableChat>,
    mut typing: ResMut<ChatTyping>,
    mut focus: ResMut<InputFocus>,
    frame: Res<FrameCount>,
) {
    chat.open = true;
    chat.unread = 0;
    let speaks = may_speak(&table);
    let others: Vec<Seat> = table
        .info
        .iter()
        .flat_map(|info| info.seats.iter().enumerate())
        .filter(|(seat, state)| {
            Some(*seat) != table.seat && matches!(state, SeatState::Player { .. })
        })
        .map(|(seat, _)| seat)
        .collect();
    let spectators_speak = table.info.as_ref().is_some_and(|info| info.spectators_chat);
    let root = commands
        .spawn((widget::overlay("Chat"), DespawnOnExit(Menu::Chat)))
        .id();
    let panel = commands
        .spawn((widget::menu_panel(600.0), ChildOf(root)))
        .insert(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(8),
            padding: UiRect::all(px(18)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(16)),
            width: px(600),
            max_width: vw(96),
            max_height: percent(96),
            ..default()
        })
        .id();
    commands.spawn((
        widget::header("chat-title", 32.0),
        challenge_base::theme::LeftOutWhenShort,
        ChildOf(panel),
    ));
    commands.spawn((
        Name::new("Chat lines"),
        ChatLines,
        // The newest lines at the foot; on a short window the oldest are cut off the top.
        Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::FlexEnd,
            row_gap: px(3),
            width: percent(100),
            min_height: px(60),
            max_height: percent(40),
            flex_shrink: 0.0,
            overflow: Overflow::clip(),
            padding: UiRect::all(px(8)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(palette::FELT_DARK),
        ChildOf(panel),
    ));
    // Below the lines, what scrolls on a short window: the row, the phrases, the mutes.
    let rows = commands
        .spawn((
            Name::new("Chat rows"),
            challenge_base::input::scroll::Scrolls,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(8),
                width: percent(100),
                flex_shrink: 1.0,
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    if speaks {
        let field = commands
            .spawn((
                widget::sized_choice_row(
                    ChatField,
                    "chat-type",
                    "chat-type-none",
                    Vec2::new(560.0, 44.0),
                ),
                challenge_base::input::touch::TypedField::Text,
                ChildOf(rows),
            ))
            .observe(start_or_send)
            .observe(step_letter)
            .id();
        // The panel opens ready to type, whatever opened it.
        typing.typing = false;
        typing.start(frame.0);
        focus.set(field, FocusCause::Navigated);
        commands.spawn((
            widget::label("chat-type-help", 15.0, palette::MUTED),
            challenge_base::theme::LeftOutWhenShort,
            ChildOf(rows),
        ));
        let phrases = wrapping_row(&mut commands, rows);
        for id in CHAT_PHRASES {
            let said = Said::Phrase { id: id.to_string() };
            commands.spawn((
                widget::button_sized(
                    said_words(&said),
                    move |_: On<Activate>, mut says: MessageWriter<Say>| {
                        says.write(Say(said.clone()));
                    },
                    Vec2::new(176.0, 44.0),
                    17.0,
                ),
                ChildOf(phrases),
            ));
        }
        let reactions = wrapping_row(&mut commands, rows);
        for id in CHAT_REACTIONS {
            let said = Said::Reaction { id: id.to_string() };
            commands.spawn((
                widget::button_sized(
                    said_words(&said),
                    move |_: On<Activate>, mut says: MessageWriter<Say>| {
                        says.write(Say(said.clone()));
                    },
                    Vec2::new(64.0, 44.0),
                    26.0,
                ),
                ChildOf(reactions),
            ));
        }
    } else {
        typing.typing = false;
        commands.spawn((
            widget::label("chat-read-only", 17.0, palette::MUTED),
            ChildOf(rows),
        ));
    }
    let mutes = wrapping_row(&mut commands, rows);
    let mut mutable: Vec<Option<Seat>> = others.into_iter().map(Some).collect();
    if spectators_speak {
        mutable.push(None);
    }
    for seat in mutable {
        commands.spawn((
            widget::button_sized(
                mute_words(seat, false),
                move |_: On<Activate>, mut chat: ResMut<TableChat>| chat.toggle_mute(seat),
                Vec2::new(272.0, 44.0),
                17.0,
            ),
            MuteButton(seat),
            ChildOf(mutes),
        ));
    }
    let buttons = wrapping_row(&mut commands, panel);
    if table.host {
        commands.spawn((
            widget::button_sized(
                "chat-spectators-allow",
                switch_spectators,
                Vec2::new(300.0, 48.0),
                18.0,
            ),
            SpectatorSwitch,
            ChildOf(buttons),
        ));
    }
    commands.spawn((
        widget::button_sized("chat-close", close, Vec2::new(180.0, 48.0), 20.0),
        ChildOf(buttons),
    ));
}

/// A row of buttons that wraps onto more lines where the panel is narrow.
fn wrapping_row(commands: &mut Commands, parent: Entity) -> Entity {
    commands
        .spawn((
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(6),
                row_gap: px(6),
                width: percent(100),
                ..default()
            },
            ChildOf(parent),
        ))
        .id()
}

fn mute_words(seat: Option<Seat>, muted: bool) -> Phrase {
    match (seat, muted) {
        (Some(seat), false) => Phrase::new("chat-mute").seat("seat", seat),
        (Some(seat), true) => Phrase::new("chat-unmute").seat("seat", seat),
        (None, false) => Phrase::new("chat-mute-spectators"),
        (None, true) => Phrase::new("chat-unmute-spectators"),
    }
}

fn close(_: On<Activate>, mut next: ResMut<NextState<Menu>>) {
    next.set(Menu::None);
}

fn close_chat(mut chat: ResMut<TableChat>, mut typing: ResMut<ChatTyping>) {
    chat.open = false;
    chat.unread = 0;
    typing.typing = false;
}

fn switch_spectators(
    _: On<Activate>,
    table: Res<OnlineTable>,
    mut outgoing: MessageWriter<ToServer>,
) {
    let allowed = table.info.as_ref().is_some_and(|info| info.spectators_chat);
    outgoing.write(ToServer(ClientMessage::SpectatorsChat { allow: !allowed }));
}

/// Pressing the row starts typing. While typing, a pad's A keeps the letter it stepped to, or
/// sends the line when none was; a click or a tap (a phone's keyboard comes up) goes on typing.
/// Enter's sending is [`type_line`]'s.
fn start_or_send(
    _: On<Activate>,
    gamepads: Query<&Gamepad>,
    frame: Res<FrameCount>,
    mut typing: ResMut<ChatTyping>,
    mut says: MessageWriter<Say>,
) {
    if typing.ended_on == Some(frame.0) {
        return;
    }
    let pad_a = gamepads
        .iter()
        .any(|pad| pad.just_pressed(GamepadButton::South));
    if !typing.typing {
        typing.start(frame.0);
    } else if pad_a
        && !typing.entry.confirm_step()
        && let Some(said) = typing.finish()
    {
        says.write(Say(said));
    }
}

/// Left/Right on the row step the letter after the line, for a pad.
fn step_letter(step: On<Stepped>, frame: Res<FrameCount>, mut typing: ResMut<ChatTyping>) {
    typing.start(frame.0);
    typing.entry.step(step.forward);
}

/// Keys typed go to the line; Enter sends it.
fn type_line(
    mut keys: MessageReader<KeyboardInput>,
    frame: Res<FrameCount>,
    mut typing: ResMut<ChatTyping>,
    mut says: MessageWriter<Say>,
) {
    if !typing.active() || typing.started_on == Some(frame.0) {
        keys.clear();
        return;
    }
    for key in keys.read().filter(|key| key.state.is_pressed()) {
        if matches!(key.logical_key, Key::Enter) {
            if let Some(said) = typing.finish() {
                says.write(Say(said));
            }
            typing.ended_on = Some(frame.0);
            break;
        }
        typing.entry.type_key(&key.logical_key);
    }
}

/// Focus moved to a phrase, a mute or Close: the line waits, typed no further until the row
/// is pressed again.
fn stop_when_focus_moves(
    focus: Res<InputFocus>,
    fields: Query<(), With<ChatField>>,
    mut typing: ResMut<ChatTyping>,
) {
    if typing.active() && focus.get().is_some_and(|entity| !fields.contains(entity)) {
        typing.typing = false;
    }
}

fn show_lines(
    mut commands: Commands,
    chat: Res<TableChat>,
    list: Single<Entity, With<ChatLines>>,
    added: Query<(), Added<ChatLines>>,
) {
    if !chat.is_changed() && added.is_empty() {
        return;
    }
    commands.entity(*list).despawn_related::<Children>();
    let shown = chat.shown(LINES_SHOWN);
    if shown.is_empty() {
        commands.spawn((
            widget::label("chat-empty", 17.0, palette::MUTED),
            ChildOf(*list),
        ));
    }
    for line in shown {
        let colour = if line.seat.is_none() {
            palette::MUTED
        } else {
            palette::IVORY
        };
        commands.spawn((
            widget::label(line_words(line), 17.0, colour),
            ChildOf(*list),
        ));
    }
}

fn show_typed(
    typing: Res<ChatTyping>,
    field: Query<Entity, With<ChatField>>,
    added: Query<(), Added<ChatField>>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<widget::RowValue>>,
) {
    if !typing.is_changed() && added.is_empty() {
        return;
    }
    let value = if typing.typing {
        Says::verbatim(tail(&typing.entry.display()))
    } else if typing.entry.text().is_empty() {
        Says::id("chat-type-none")
    } else {
        Says::verbatim(tail(typing.entry.text()))
    };
    for row in &field {
        widget::set_row_value(row, value.clone(), &children, &mut values);
    }
}

/// The end of a long line, as much as the row holds: what is being typed stays in view.
pub fn tail(text: &str) -> String {
    const HELD: usize = 34;
    let count = text.chars().count();
    if count <= HELD {
        return text.to_string();
    }
    let end: String = text.chars().skip(count - (HELD - 1)).collect();
    format!("…{end}")
}

fn show_mutes(
    chat: Res<TableChat>,
    buttons: Query<(Entity, &MuteButton)>,
    children: Query<&Children>,
    mut texts: Query<&mut Says>,
) {
    if !chat.is_changed() {
        return;
    }
    for (entity, mute) in &buttons {
        let words = Says(mute_words(mute.0, chat.is_muted(mute.0)));
        for child in children.iter_descendants(entity) {
            if let Ok(mut says) = texts.get_mut(child)
                && *says != words
            {
                *says = words.clone();
            }
        }
    }
}

fn show_spectator_switch(
    table: Res<OnlineTable>,
    switch: Query<Entity, With<SpectatorSwitch>>,
    children: Query<&Children>,
    mut texts: Query<&mut Says>,
) {
    if !table.is_changed() {
        return;
    }
    let allowed = table.info.as_ref().is_some_and(|info| info.spectators_chat);
    let words = Says::id(if allowed {
        "chat-spectators-stop"
    } else {
        "chat-spectators-allow"
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
