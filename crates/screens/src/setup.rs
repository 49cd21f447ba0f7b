//! The setup screen: the game, who sits in each seat (you, another player at this device, or a
//! computer player, and how strong), every option of the game and the seed of the deal, shown and editable (type
//! digits; Enter on the seed row draws a new one). In its online form it hosts a table:
//! seats may also be left open for friends, and Deal opens the table on the server.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use challenge_base::input::focus::{Activate, SaysForDevice, Stepped};
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::shared::{Menu, RulesTopic, open_menu};
use challenge_base::text::{Says, SeatNaming};
use challenge_base::theme::palette;
use challenge_base::theme::widget::{self, RowValue};
use challenge_play::online::{OnlineTable, ToServer};
use challenge_play::session::choices::SetupChoices;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_play::session::{LessonsDone, launch, start_lesson};
use challenge_rules::lesson::has_lesson;
use challenge_rules::{GameId, Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Setup), spawn_setup_screen)
        .add_systems(
            Update,
            (
                type_seed.in_set(AppSystems::Input),
                to_lobby.in_set(AppSystems::Presentation),
                (
                    (rebuild_rows, show_values).run_if(resource_changed::<SetupChoices>),
                    // Every frame: the screen may have just been spawned, the statistics and
                    // the lessons done may have come in since.
                    offer_the_lesson,
                )
                    .chain()
                    .in_set(AppSystems::Presentation),
            )
                .run_if(in_state(Screen::Setup).and_then(in_state(Menu::None))),
        );
}

/// One row of the setup list: what it changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRow {
    Game,
    Players,
    Seat(usize),
    Option(usize),
    Seed,
}

impl SetupRow {
    pub fn label(self, choices: &SetupChoices) -> Says {
        match self {
            SetupRow::Game => Says::id("setup-game"),
            SetupRow::Players => Says::id("setup-players"),
            // Each seat by its number, "Player N" counted from 1, whoever plays it: the value
            // beside it says who does ("You", a computer player, a friend).
            SetupRow::Seat(seat) => Says(Phrase::new("seat-player").count("number", seat + 1)),
            SetupRow::Option(i) => choices
                .specs()
                .get(i)
                .map_or(Says::verbatim(""), |s| Says::id(s.label)),
            SetupRow::Seed => Says::id("setup-seed"),
        }
    }

    pub fn value(self, choices: &SetupChoices) -> Says {
        match self {
            SetupRow::Game => Says(Phrase::new(choices.game.title_id())),
            SetupRow::Players => Says::verbatim(choices.seats.len().to_string()),
            SetupRow::Seat(seat) => choices
                .seats
                .get(seat)
                .map_or(Says::verbatim(""), |c| Says(c.label(seat))),
            SetupRow::Option(i) => {
                let specs = choices.specs();
                let chosen = choices.options.get(i).copied().unwrap_or(0);
                specs
                    .get(i)
                    .and_then(|s| s.choices.get(chosen))
                    .map_or(Says::verbatim(""), |c| Says(c.label.clone()))
            }
            SetupRow::Seed => Says::verbatim(choices.seed.to_string()),
        }
    }

    pub fn step(self, choices: &mut SetupChoices, forward: bool) {
        let wrap = |at: usize, len: usize| {
            if len == 0 {
                0
            } else if forward {
                (at + 1) % len
            } else {
                (at + len - 1) % len
            }
        };
        match self {
            SetupRow::Game => {
                let all = GameId::ALL;
                let at = all.iter().position(|&g| g == choices.game).unwrap_or(0);
                choices.set_game(all[wrap(at, all.len())]);
            }
            SetupRow::Players => {
                let range = choices.game.seat_range();
                let (low, high) = (*range.start(), *range.end());
                let count = choices.seats.len();
                let next = if forward {
                    if count >= high { low } else { count + 1 }
                } else if count <= low {
                    high
                } else {
                    count - 1
                };
                choices.set_seat_count(next);
            }
            SetupRow::Seat(seat) => {
                let online = choices.online;
                if let Some(choice) = choices.seats.get_mut(seat) {
                    *choice = choice.step(seat == 0, online, forward);
                }
            }
            SetupRow::Option(i) => {
                let len = choices.specs().get(i).map_or(0, |s| s.choices.len());
                if let Some(chosen) = choices.options.get_mut(i) {
                    *chosen = wrap(*chosen, len);
                }
            }
            // Left and Right nudge the seed (a pad can reach any number); activating the row
            // draws a fresh one, see `activate`.
            SetupRow::Seed if forward => choices.seed = choices.seed.wrapping_add(1),
            SetupRow::Seed => choices.seed = choices.seed.wrapping_sub(1),
        }
    }

    /// Activating a row (click, Enter, A) steps it forward, except the seed, which is drawn
    /// afresh.
    pub fn activate(self, choices: &mut SetupChoices) {
        match self {
            SetupRow::Seed => choices.seed = rand::random::<u64>() % 1_000_000_000,
            _ => self.step(choices, true),
        }
    }
}

/// The rows for the current game, in screen order.
pub fn rows(choices: &SetupChoices) -> Vec<SetupRow> {
    let mut rows = vec![SetupRow::Game];
    if choices.game.seat_range().count() > 1 {
        rows.push(SetupRow::Players);
    }
    rows.extend((0..choices.seats.len()).map(SetupRow::Seat));
    rows.extend((0..choices.specs().len()).map(SetupRow::Option));
    rows.push(SetupRow::Seed);
    rows
}

/// The column the rows live in, rebuilt when the game or the seat count changes.
#[derive(Component)]
struct RowList {
    built_for: Option<(GameId, usize)>,
}

/// The sentence under the rows explaining the focused option.
#[derive(Component)]
struct HelpLine;

fn spawn_setup_screen(
    mut commands: Commands,
    mut choices: ResMut<SetupChoices>,
    mut naming: ResMut<SeatNaming>,
) {
    // Force the first build.
    choices.set_changed();
    // Seats are named from the player at this device, whatever table (a replay, a shared
    // device, an online table) last named them.
    if *naming != SeatNaming::default() {
        *naming = SeatNaming::default();
    }
    let title = if choices.online {
        "setup-title-online"
    } else {
        "setup-title"
    };
    commands.spawn((
        Name::new("Setup screen"),
        DespawnOnExit(Screen::Setup),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::top(px(18)),
            row_gap: px(8),
            ..default()
        },
        children![
            (
                widget::header(title, 44.0),
                Node::default(),
                challenge_base::theme::LeftOutWhenShort
            ),
            (
                RowList { built_for: None },
                // Where the rows are more than the window holds (a phone on its side), the list
                // scrolls and the buttons under it stay in view.
                challenge_base::input::scroll::Scrolls,
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    align_content: AlignContent::FlexStart,
                    column_gap: px(12),
                    row_gap: px(6),
                    max_width: px(1200),
                    flex_shrink: 1.0,
                    min_height: px(0),
                    overflow: Overflow::scroll_y(),
                    padding: UiRect::all(px(14)),
                    border_radius: BorderRadius::all(px(14)),
                    ..default()
                },
                BackgroundColor(palette::FELT_DARK),
            ),
            // A short window leaves the line out (its holder), and a game with no lesson to
            // offer does too (the line itself): two reasons, two nodes, so neither undoes the
            // other.
            (
                Node {
                    max_width: vw(94),
                    ..default()
                },
                challenge_base::theme::LeftOutWhenShort,
                children![(
                    LearnOffer,
                    widget::label("setup-learn", 16.0, palette::BRASS),
                    Node {
                        display: Display::None,
                        ..default()
                    },
                )],
            ),
            (
                HelpLine,
                widget::label("setup-help", 15.0, palette::MUTED),
                SaysForDevice {
                    keyboard: "setup-help",
                    gamepad: "setup-help-gamepad",
                    mouse: "setup-help-mouse",
                    touch: "setup-help-touch",
                },
                Node {
                    max_width: vw(94),
                    ..default()
                },
                challenge_base::theme::LeftOutWhenShort,
            ),
            (
                Node {
                    column_gap: px(16),
                    row_gap: px(10),
                    flex_shrink: 0.0,
                    // A narrow window puts the buttons under each other.
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    max_width: vw(96),
                    ..default()
                },
                children![
                    widget::button("setup-deal", deal),
                    (widget::button("setup-learn", learn), LearnButton),
                    widget::button("setup-rules", show_rules),
                    widget::button("setup-back", back),
                ],
            ),
        ],
    ));
}

fn rebuild_rows(
    mut commands: Commands,
    choices: Res<SetupChoices>,
    list: Single<(Entity, &mut RowList)>,
) {
    let (entity, mut list) = list.into_inner();
    let key = (choices.game, choices.seats.len());
    if list.built_for == Some(key) {
        return;
    }
    list.built_for = Some(key);
    commands.entity(entity).despawn_related::<Children>();
    let all = rows(&choices);
    // Long tables (many seats) use two narrower columns of rows so they fit on one screen.
    let width = if all.len() > 11 { 560.0 } else { 760.0 };
    for row in all {
        let mut spawned = commands.spawn((
            widget::sized_choice_row(
                row,
                row.label(&choices),
                row.value(&choices),
                Vec2::new(width, if width < 600.0 { 32.0 } else { 38.0 }),
            ),
            ChildOf(entity),
        ));
        if row == SetupRow::Seed {
            // Digits typed anywhere on the screen edit the seed; a phone shows its number pad.
            spawned.insert(challenge_base::input::touch::TypedField::Digits);
        }
        spawned
            .observe(move |_: On<Activate>, mut choices: ResMut<SetupChoices>| {
                row.activate(&mut choices);
            })
            .observe(
                move |step: On<Stepped>, mut choices: ResMut<SetupChoices>| {
                    row.step(&mut choices, step.forward);
                },
            );
    }
}

fn show_values(
    choices: Res<SetupChoices>,
    rows: Query<(Entity, &SetupRow)>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
) {
    for (entity, row) in &rows {
        widget::set_row_value(entity, row.value(&choices), &children, &mut values);
    }
}

/// Typing digits anywhere on the setup screen edits the seed; the first digit after the seed
/// changed some other way starts a new number.
fn type_seed(
    mut keys: MessageReader<KeyboardInput>,
    mut choices: ResMut<SetupChoices>,
    mut typed: Local<Option<u64>>,
) {
    for key in keys.read() {
        if key.state.is_pressed() {
            let before = choices.seed;
            let fresh = *typed != Some(before);
            choices
                .bypass_change_detection()
                .type_into_seed(&key.logical_key, fresh);
            if choices.seed != before {
                *typed = Some(choices.seed);
                choices.set_changed();
            }
        }
    }
}

/// Deals here, or opens the online table and waits for friends in its lobby.
fn deal(
    _: On<Activate>,
    mut commands: Commands,
    choices: Res<SetupChoices>,
    settings: Res<challenge_base::settings::Settings>,
    lexicon: Res<challenge_base::text::Lexicon>,
    mut outgoing: MessageWriter<ToServer>,
    mut table: ResMut<OnlineTable>,
) {
    if choices.online {
        table.refusal = None;
        let lang = lexicon.lang().tag();
        outgoing.write(ToServer(choices.to_create(&settings.player_name, lang)));
        return;
    }
    let setup = choices.to_setup();
    commands.queue(move |world: &mut World| launch(world, setup));
}

/// Online, the lobby opens once the server has seated the host.
fn to_lobby(
    choices: Res<SetupChoices>,
    table: Res<OnlineTable>,
    mut next: ResMut<NextState<Screen>>,
) {
    if choices.online && table.code.is_some() {
        next.set(Screen::Lobby);
    }
}

fn show_rules(
    _: On<Activate>,
    mut commands: Commands,
    choices: Res<SetupChoices>,
    mut topic: ResMut<RulesTopic>,
) {
    topic.0 = choices.game;
    commands.queue(|world: &mut World| open_menu(world, Menu::Rules));
}

/// "Learn to play", shown for a game that has a lesson when dealing here.
#[derive(Component)]
struct LearnButton;

/// The line offering the lesson to a player new to the game: one who has neither finished
/// its lesson nor a game of it.
#[derive(Component)]
struct LearnOffer;

fn offer_the_lesson(
    choices: Res<SetupChoices>,
    done: Res<LessonsDone>,
    stats: Option<Res<PlayerStatistics>>,
    mut button: Query<&mut Node, With<LearnButton>>,
    mut offer: Query<(&mut Node, &mut Says), (With<LearnOffer>, Without<LearnButton>)>,
) {
    let game = choices.game;
    let taught = has_lesson(game) && !choices.online;
    let played = stats.is_some_and(|stats| stats.statistics.history(Some(game)).next().is_some());
    let new_here = taught && !done.0.contains(&game) && !played;
    let display = |shown: bool| if shown { Display::Flex } else { Display::None };
    for mut node in &mut button {
        if node.display != display(taught) {
            node.display = display(taught);
        }
    }
    for (mut node, mut says) in &mut offer {
        if node.display != display(new_here) {
            node.display = display(new_here);
        }
        let wanted =
            Says(Phrase::new("setup-learn-offer").nested("game", Phrase::new(game.title_id())));
        if *says != wanted {
            *says = wanted;
        }
    }
}

/// Deals the chosen game's lesson.
fn learn(_: On<Activate>, choices: Res<SetupChoices>, mut commands: Commands) {
    let game = choices.game;
    commands.queue(move |world: &mut World| start_lesson(world, game));
}

fn back(_: On<Activate>, choices: Res<SetupChoices>, mut next: ResMut<NextState<Screen>>) {
    next.set(if choices.online {
        Screen::Online
    } else {
        Screen::Title
    });
}
