//! The online screen: host a table (the setup screen, in its online form), join one by typing
//! its six-letter code or from the list of public tables, watch one the same ways without a
//! seat, play a quick game with whoever comes, or return to the seat this player held. Leads to
//! the lobby once the server has seated the player (or let them watch).

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use challenge_base::input::focus::{Activate, OfferFocus, Stepped};
use challenge_base::settings::Settings;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_base::theme::palette;
use challenge_base::theme::widget::{self, RowValue};
use challenge_online::{CODE_ALPHABET, CODE_LENGTH, ClientMessage, normalize_code};
use challenge_play::online::open_tables::{OpenTables, TABLES_SHOWN, quick_game, table_words};
use challenge_play::online::player_name::{NameTyping, name_row};
use challenge_play::online::{Connection, OnlineTable, ToServer};
use challenge_rules::{Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CodeEntry>()
        .add_systems(
            OnEnter(Screen::Online),
            (open_connection, spawn_online_screen),
        )
        .add_systems(
            Update,
            (
                type_code.in_set(AppSystems::Input),
                (show_code, show_refusal, show_open_tables, to_lobby)
                    .in_set(AppSystems::Presentation),
            )
                .run_if(in_state(Screen::Online)),
        );
}

/// The invite code being entered: typed letter by letter, or stepped through the alphabet
/// one slot at a time (Left/Right on a pad, then A for the next slot).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeEntry {
    pub letters: Vec<u8>,
    /// The slot Left/Right step; the letter there is shown but not yet confirmed when the
    /// slot is past the typed letters.
    pub stepping: Option<u8>,
}

impl CodeEntry {
    /// Applies one key: a letter of the code alphabet appends, Backspace removes the last.
    /// Other keys (and letters that cannot be in a code) change nothing. Returns whether the
    /// entry changed.
    pub fn type_key(&mut self, key: &Key) -> bool {
        match key {
            Key::Character(text) => {
                let mut changed = false;
                for letter in text.bytes().map(|b| b.to_ascii_uppercase()) {
                    if CODE_ALPHABET.contains(&letter) && self.letters.len() < CODE_LENGTH {
                        self.letters.push(letter);
                        self.stepping = None;
                        changed = true;
                    }
                }
                changed
            }
            Key::Backspace => {
                self.stepping = None;
                self.letters.pop().is_some()
            }
            _ => false,
        }
    }

    /// Steps the letter of the next slot through the alphabet, wrapping round.
    pub fn step(&mut self, forward: bool) {
        if self.letters.len() >= CODE_LENGTH {
            return;
        }
        let len = CODE_ALPHABET.len();
        let at = self
            .stepping
            .and_then(|letter| CODE_ALPHABET.iter().position(|&l| l == letter));
        let next = match (at, forward) {
            (None, true) => 0,
            (None, false) => len - 1,
            (Some(i), true) => (i + 1) % len,
            (Some(i), false) => (i + len - 1) % len,
        };
        self.stepping = Some(CODE_ALPHABET[next]);
    }

    /// Keeps the stepped letter and moves to the next slot. Returns whether it did.
    pub fn confirm_step(&mut self) -> bool {
        match self.stepping.take() {
            Some(letter) if self.letters.len() < CODE_LENGTH => {
                self.letters.push(letter);
                true
            }
            _ => false,
        }
    }

    /// The whole code, when every letter is in.
    pub fn code(&self) -> Option<String> {
        normalize_code(&String::from_utf8_lossy(&self.letters))
    }

    /// The code as shown: letters so far, the stepped one, then a dot per empty slot.
    pub fn display(&self) -> String {
        let mut slots: Vec<char> = self.letters.iter().map(|&b| b as char).collect();
        if let Some(letter) = self.stepping {
            slots.push(letter as char);
        }
        slots.resize(CODE_LENGTH.max(slots.len()), '·');
        slots
            .iter()
            .map(char::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The row that shows and takes the code.
#[derive(Component)]
struct CodeRow;

/// The line under the buttons telling why the server refused, if it did.
#[derive(Component)]
struct RefusalLine;

fn open_connection(
    mut connection: ResMut<Connection>,
    mut entry: ResMut<CodeEntry>,
    mut offer: ResMut<OfferFocus>,
) {
    connection.open();
    *entry = CodeEntry::default();
    offer.0 = true;
}

fn spawn_online_screen(mut commands: Commands, connection: Res<Connection>) {
    let kept = connection.seat.clone();
    commands.spawn((
        Name::new("Online screen"),
        DespawnOnExit(Screen::Online),
        widget::centred_layer(),
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(14),
                padding: UiRect::all(px(28)),
                border_radius: BorderRadius::all(px(16)),
                // On a phone the panel takes the screen's width and its lines wrap. A width
                // of its own, so its height counts the wrapped lines.
                width: vw(98),
                max_width: px(880),
                // Never taller than the window: with several open tables listed it scrolls
                // (a finger, the wheel, or the focus moving brings the rest into view).
                max_height: vh(100),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            challenge_base::input::scroll::Scrolls,
            BackgroundColor(palette::FELT_DARK),
            Children::spawn(SpawnWith(move |panel: &mut ChildSpawner| {
                // A phone on its side keeps its height for the rows and the buttons.
                panel.spawn((
                    widget::header("online-title", 56.0),
                    challenge_base::theme::LeftOutWhenShort,
                ));
                panel.spawn((
                    widget::label("online-intro", 18.0, palette::MUTED),
                    challenge_base::theme::LeftOutWhenShort,
                ));
                // Asked for at the first visit: the others see it at the table.
                panel.spawn(name_row(true));
                panel.spawn(widget::label("name-help", 15.0, palette::MUTED));
                if let Some(seat) = kept {
                    panel.spawn(widget::button(
                        Phrase::new("online-return").verbatim("code", seat.code.clone()),
                        move |_: On<Activate>,
                              settings: Res<Settings>,
                              mut outgoing: MessageWriter<ToServer>| {
                            outgoing.write(ToServer(ClientMessage::Resume {
                                token: seat.token.clone(),
                                name: Some(settings.player_name.clone()),
                            }));
                        },
                    ));
                }
                panel.spawn((
                    Node {
                        column_gap: px(16),
                        row_gap: px(10),
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        width: percent(100),
                        ..default()
                    },
                    children![
                        widget::button("online-host", host),
                        widget::button("online-quick", quick),
                    ],
                ));
                panel.spawn((
                    widget::label("online-quick-help", 15.0, palette::MUTED),
                    challenge_base::theme::LeftOutWhenShort,
                ));
                panel.spawn((
                    OpenTablesList,
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(6),
                        width: percent(100),
                        ..default()
                    },
                ));
                panel.spawn(widget::label("online-join-heading", 20.0, palette::BRASS));
                panel
                    .spawn((
                        widget::sized_choice_row(
                            CodeRow,
                            "online-code",
                            Says::verbatim(CodeEntry::default().display()),
                            Vec2::new(420.0, 48.0),
                        ),
                        challenge_base::input::touch::TypedField::Text,
                    ))
                    .observe(|step: On<Stepped>, mut entry: ResMut<CodeEntry>| {
                        entry.step(step.forward)
                    })
                    .observe(join_or_confirm);
                panel.spawn(widget::label("online-code-help", 15.0, palette::MUTED));
                panel.spawn((
                    RefusalLine,
                    widget::label(Says::verbatim(""), 17.0, palette::IVORY),
                ));
                panel.spawn((
                    Node {
                        column_gap: px(16),
                        row_gap: px(10),
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        // A width of its own, so the panel holds both lines when the buttons
                        // wrap (on a phone).
                        width: percent(100),
                        ..default()
                    },
                    // Small, so that the three stay on one line on a phone on its side.
                    children![
                        widget::small_button("online-join", join),
                        widget::small_button("online-watch", watch),
                        widget::small_button("online-back", back),
                    ],
                ));
            })),
        )],
    ));
}

/// The public tables listed, each a button that joins it and one that watches it.
#[derive(Component)]
struct OpenTablesList;

fn show_open_tables(
    mut commands: Commands,
    open: Res<OpenTables>,
    list: Single<Entity, With<OpenTablesList>>,
    added: Query<(), Added<OpenTablesList>>,
) {
    if !open.is_changed() && added.is_empty() {
        return;
    }
    commands.entity(*list).despawn_related::<Children>();
    commands.spawn((
        widget::label("online-open-heading", 20.0, palette::BRASS),
        challenge_base::theme::LeftOutWhenShort,
        ChildOf(*list),
    ));
    if open.tables.is_empty() {
        commands.spawn((
            widget::label("online-open-none", 15.0, palette::MUTED),
            ChildOf(*list),
        ));
    }
    for table in open.tables.iter().take(TABLES_SHOWN) {
        let code = table.code.clone();
        let watched = table.code.clone();
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
        commands.spawn((
            widget::button_sized(
                table_words(table),
                move |_: On<Activate>,
                      settings: Res<Settings>,
                      mut outgoing: MessageWriter<ToServer>,
                      mut online: ResMut<OnlineTable>| {
                    online.refusal = None;
                    outgoing.write(ToServer(ClientMessage::Join {
                        code: code.clone(),
                        name: settings.player_name.clone(),
                        seat: None,
                    }));
                },
                Vec2::new(380.0, 44.0),
                17.0,
            ),
            ChildOf(line),
        ));
        commands.spawn((
            widget::button_sized(
                "online-watch",
                move |_: On<Activate>,
                      mut outgoing: MessageWriter<ToServer>,
                      mut online: ResMut<OnlineTable>| {
                    online.refusal = None;
                    outgoing.write(ToServer(ClientMessage::Watch {
                        code: watched.clone(),
                    }));
                },
                Vec2::new(150.0, 44.0),
                17.0,
            ),
            ChildOf(line),
        ));
    }
}

/// Joins a public table, or opens one that computer players fill if nobody comes.
fn quick(
    _: On<Activate>,
    settings: Res<Settings>,
    lexicon: Res<challenge_base::text::Lexicon>,
    mut outgoing: MessageWriter<ToServer>,
    mut table: ResMut<OnlineTable>,
) {
    table.refusal = None;
    outgoing.write(ToServer(quick_game(
        &settings.player_name,
        lexicon.lang().tag(),
    )));
}

fn host(
    _: On<Activate>,
    mut choices: ResMut<challenge_play::session::choices::SetupChoices>,
    mut next: ResMut<NextState<Screen>>,
) {
    choices.set_online(true);
    next.set(Screen::Setup);
}

/// On the code row, activation keeps a stepped letter, and joins once the code is whole.
fn join_or_confirm(
    _: On<Activate>,
    mut entry: ResMut<CodeEntry>,
    settings: Res<Settings>,
    mut outgoing: MessageWriter<ToServer>,
    mut table: ResMut<OnlineTable>,
) {
    if !entry.confirm_step() {
        send_join(&entry, &settings, &mut outgoing, &mut table);
    }
}

fn join(
    _: On<Activate>,
    entry: Res<CodeEntry>,
    settings: Res<Settings>,
    mut outgoing: MessageWriter<ToServer>,
    mut table: ResMut<OnlineTable>,
) {
    send_join(&entry, &settings, &mut outgoing, &mut table);
}

fn send_join(
    entry: &CodeEntry,
    settings: &Settings,
    outgoing: &mut MessageWriter<ToServer>,
    table: &mut OnlineTable,
) {
    match entry.code() {
        Some(code) => {
            table.refusal = None;
            outgoing.write(ToServer(ClientMessage::Join {
                code,
                name: settings.player_name.clone(),
                seat: None,
            }));
        }
        None => {
            table.refusal = Some(Phrase::new("online-code-length").count("letters", CODE_LENGTH));
        }
    }
}

/// Watches the table whose code is typed, without a seat.
fn watch(
    _: On<Activate>,
    entry: Res<CodeEntry>,
    mut outgoing: MessageWriter<ToServer>,
    mut table: ResMut<OnlineTable>,
) {
    match entry.code() {
        Some(code) => {
            table.refusal = None;
            outgoing.write(ToServer(ClientMessage::Watch { code }));
        }
        None => {
            table.refusal = Some(Phrase::new("online-code-length").count("letters", CODE_LENGTH));
        }
    }
}

fn back(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}

/// Typing anywhere but in the name goes to the code.
fn type_code(
    mut keys: MessageReader<KeyboardInput>,
    typing: Res<NameTyping>,
    mut entry: ResMut<CodeEntry>,
) {
    if typing.active() {
        keys.clear();
        return;
    }
    for key in keys.read() {
        if key.state.is_pressed() {
            entry.bypass_change_detection().type_key(&key.logical_key);
            entry.set_changed();
        }
    }
}

fn show_code(
    entry: Res<CodeEntry>,
    rows: Query<Entity, With<CodeRow>>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
) {
    for row in &rows {
        widget::set_row_value(row, Says::verbatim(entry.display()), &children, &mut values);
    }
}

fn show_refusal(table: Res<OnlineTable>, mut lines: Query<&mut Says, With<RefusalLine>>) {
    let says = table
        .refusal
        .clone()
        .map_or_else(|| Says::verbatim(""), Says);
    for mut line in &mut lines {
        if *line != says {
            *line = says.clone();
        }
    }
}

/// Seated at a table: on to its lobby.
fn to_lobby(table: Res<OnlineTable>, mut next: ResMut<NextState<Screen>>) {
    if table.code.is_some() {
        next.set(Screen::Lobby);
    }
}
