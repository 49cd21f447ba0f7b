//! The title screen: the name of the game, the games it holds (each a button that opens
//! the setup screen for it), online play, the settings, the rules, and a way out.

use bevy::prelude::*;
use challenge_base::card_textures::CardTextures;
use challenge_base::input::focus::{Activate, OfferFocus};
use challenge_base::shared::Screen;
use challenge_base::shared::{Menu, RulesTopic, open_menu};
use challenge_base::theme::{palette, widget};
use challenge_play::table::GameInProgress;
use challenge_rules::{Card, GameId, Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        (spawn_title_screen, |mut offer: ResMut<OfferFocus>| {
            offer.0 = true
        }),
    )
    .add_systems(
        Update,
        (fit_title_to_window, make_room_for_continue)
            .in_set(challenge_base::shared::AppSystems::Presentation)
            .run_if(in_state(Screen::Title)),
    );
}

/// The fans of cards either side of the menu, shown where there is room for them.
#[derive(Component)]
struct TitleFan;

/// The game list and the row of other buttons: one above the other, or side by side in a
/// window too short for both (a phone turned on its side).
#[derive(Component)]
struct TitleBody;

/// The other buttons (online, statistics, ...): a wrapped row under the list, or a column
/// beside it.
#[derive(Component)]
struct TitleButtons;

/// The game's name at the top, smaller on a phone on its side.
#[derive(Component)]
struct TitleName;

/// A line that describes (the games' line under the name, each game's under its own), left
/// out where the window is too short or too narrow for it.
#[derive(Component)]
struct TitleBlurb;

/// The panel that holds the list of games.
#[derive(Component)]
struct TitleList;

/// The row that offers the game in progress: it takes room the descriptions then give up.
#[derive(Component)]
struct TitleContinue;

/// Interface units down below which the descriptions and the large name are left out when the
/// game in progress is offered too.
const ROOM_WITH_CONTINUE: f32 = 820.0;

/// Interface units across the row of other buttons takes at most: four of them a row.
const ROW_OF_BUTTONS: f32 = 4.0 * 180.0 + 3.0 * 12.0;

/// Interface units down and across below which the descriptions are left out.
const ROOM_FOR_BLURBS: Vec2 = Vec2::new(600.0, 560.0);

/// Interface units (see [`challenge_base::theme::interface_scale`]) the title needs across with its
/// fans, and down with the list above the buttons.
const ROOM_FOR_FANS: f32 = 1240.0;
const ROOM_FOR_COLUMN: f32 = 700.0;

/// The room the title has, in interface units, for text of 100 %: larger text ([`TextScale`])
/// leaves as much less room, so the title leaves out and stacks as for a smaller window.
/// Headless apps (the tests) have no interface scale: the window's own size is the room.
///
/// [`TextScale`]: challenge_base::theme::text_size::TextScale
pub(crate) fn room_for_title(
    window: &Window,
    scale: Option<Res<UiScale>>,
    text_scale: Option<Res<challenge_base::theme::text_size::TextScale>>,
) -> Vec2 {
    let scale = scale.map_or(1.0, |scale| scale.0);
    let text_scale = text_scale.map_or(1.0, |text_scale| text_scale.0);
    window.size() / (scale * text_scale).max(0.01)
}

/// A phone on its side that offers the game in progress has no height for the name above it:
/// the name is left out and the list's panel drawn tighter, so the last game stays on screen.
fn make_room_for_continue(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    text_scale: Option<Res<challenge_base::theme::text_size::TextScale>>,
    continues: Query<(), With<TitleContinue>>,
    mut name: Query<&mut Node, With<TitleName>>,
    mut list: Query<&mut Node, (With<TitleList>, Without<TitleName>)>,
) {
    let room = room_for_title(&window, scale, text_scale);
    let tight = !continues.is_empty() && room.y < ROOM_FOR_BLURBS.y && room.x > room.y;
    let display = if tight { Display::None } else { Display::Flex };
    for mut name in &mut name {
        if name.display != display {
            name.display = display;
        }
    }
    let (padding, margin) = if tight { (12.0, 0.0) } else { (24.0, 16.0) };
    for mut list in &mut list {
        let wanted = (UiRect::all(px(padding)), UiRect::vertical(px(margin)));
        if (list.padding, list.margin) != wanted {
            (list.padding, list.margin) = wanted;
        }
    }
}

/// Lays the title out for the window: fans only where they fit beside the menu, and the
/// buttons beside the game list where the window is too short to hold them under it.
fn fit_title_to_window(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    text_scale: Option<Res<challenge_base::theme::text_size::TextScale>>,
    mut fans: Query<&mut Node, (With<TitleFan>, Without<TitleBody>, Without<TitleButtons>)>,
    mut body: Query<&mut Node, (With<TitleBody>, Without<TitleFan>, Without<TitleButtons>)>,
    mut buttons: Query<&mut Node, (With<TitleButtons>, Without<TitleFan>, Without<TitleBody>)>,
    mut name: Query<
        (
            &mut TextFont,
            Option<&mut challenge_base::theme::text_size::BaseFontSize>,
        ),
        With<TitleName>,
    >,
    continues: Query<(), With<TitleContinue>>,
    mut blurbs: Query<
        &mut Node,
        (
            With<TitleBlurb>,
            Without<TitleFan>,
            Without<TitleBody>,
            Without<TitleButtons>,
        ),
    >,
) {
    let room = room_for_title(&window, scale, text_scale);
    let side_by_side = room.y < ROOM_FOR_COLUMN && room.x > room.y;
    let fans_shown = room.x >= ROOM_FOR_FANS && !side_by_side;
    for mut fan in &mut fans {
        let display = if fans_shown {
            Display::Flex
        } else {
            Display::None
        };
        if fan.display != display {
            fan.display = display;
        }
    }
    let direction = if side_by_side {
        FlexDirection::Row
    } else {
        FlexDirection::Column
    };
    for mut body in &mut body {
        if body.flex_direction != direction {
            body.flex_direction = direction;
        }
    }
    // The game in progress, offered above the list, needs the room of the descriptions.
    let short =
        room.y < ROOM_FOR_BLURBS.y || (!continues.is_empty() && room.y < ROOM_WITH_CONTINUE);
    let blurb = if room.x < ROOM_FOR_BLURBS.x || short {
        Display::None
    } else {
        Display::Flex
    };
    for mut node in &mut blurbs {
        if node.display != blurb {
            node.display = blurb;
        }
    }
    let name_size = FontSize::Px(if short { 52.0 } else { 72.0 });
    for (font, base) in &mut name {
        challenge_base::theme::text_size::set_base_size(font, base, name_size);
    }
    // A phone's width is less than the row of buttons wants: they wrap within it.
    let width = if side_by_side {
        px(200)
    } else {
        px((room.x - 16.0).min(ROW_OF_BUTTONS))
    };
    for mut buttons in &mut buttons {
        if buttons.max_width != width {
            buttons.max_width = width;
        }
    }
}

/// A hand of cards fanned from a common pivot below them, as a player holds them.
/// The two fans beside the menu, left and right.
const FANS: [[&str; 5]; 2] = [
    ["TS", "JS", "QS", "KS", "AS"],
    ["AC", "AD", "AH", "AS", "JD"],
];

/// The faces the title shows: the splash waits for these alone.
pub(crate) fn title_cards() -> Vec<Card> {
    let mut cards: Vec<Card> = FANS
        .iter()
        .flatten()
        .filter_map(|code| code.parse().ok())
        .collect();
    cards.sort();
    cards.dedup();
    cards
}

fn fan(textures: &CardTextures, codes: [&str; 5], lean_degrees: f32) -> impl Bundle {
    let cards: Vec<_> = codes
        .iter()
        .enumerate()
        .filter_map(|(index, code)| {
            let card: Card = code.parse().ok()?;
            let angle = lean_degrees + (index as f32 - 2.0) * 7.0;
            let radians = -angle.to_radians();
            // Cards sit on an arc around a pivot 280 px under the fan's centre.
            let offset = Vec2::new(radians.sin() * -280.0, (1.0 - radians.cos()) * 280.0);
            Some((
                ImageNode::new(textures.face(card)),
                Node {
                    position_type: PositionType::Absolute,
                    left: px(100.0 + offset.x),
                    top: px(60.0 + offset.y),
                    width: px(100),
                    height: px(140),
                    ..default()
                },
                UiTransform::from_rotation(Rot2::degrees(angle)),
            ))
        })
        .collect();
    (
        Name::new("Card fan"),
        TitleFan,
        Node {
            width: px(300),
            height: px(300),
            ..default()
        },
        Pickable::IGNORE,
        Children::spawn(SpawnIter(cards.into_iter())),
    )
}

/// "Five card games" for five, and so on; the registry decides how many there are.
fn games_line(count: usize) -> Phrase {
    Phrase::new("title-games").count("count", count)
}

/// "Continue: Gotcha, after 24 moves, against Hard", and why a save could not be used.
fn continue_row(commands: &mut Commands, in_progress: &GameInProgress) -> Option<Entity> {
    if in_progress.saved.is_none() && in_progress.problem.is_none() {
        return None;
    }
    let row = commands
        .spawn((
            Name::new("Game in progress"),
            TitleContinue,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(6),
                ..default()
            },
        ))
        .id();
    if let Some(saved) = &in_progress.saved {
        let button = commands
            .spawn((
                Name::new("Continue"),
                Button,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    width: px(560),
                    max_width: vw(86),
                    padding: UiRect::axes(px(16), px(6)),
                    border: UiRect::all(px(3)),
                    border_radius: BorderRadius::all(px(10)),
                    ..default()
                },
                BorderColor::all(palette::BRASS),
                BackgroundColor(palette::BUTTON),
                children![
                    (
                        widget::label("title-continue", 24.0, palette::IVORY),
                        Pickable::IGNORE
                    ),
                    (
                        widget::label(saved.describe(), 16.0, palette::BRASS),
                        Pickable::IGNORE
                    ),
                ],
            ))
            .observe(continue_game)
            .id();
        commands.entity(row).add_child(button);
    }
    if let Some(problem) = &in_progress.problem {
        let note = commands
            .spawn((
                Name::new("Save problem"),
                widget::label(problem.clone(), 15.0, palette::BRASS),
                Node {
                    max_width: px(640),
                    ..default()
                },
            ))
            .id();
        commands.entity(row).add_child(note);
    }
    Some(row)
}

fn continue_game(_: On<Activate>, mut commands: Commands) {
    commands.queue(challenge_play::session::continue_saved_game);
}

fn spawn_title_screen(
    mut commands: Commands,
    textures: Res<CardTextures>,
    in_progress: Res<GameInProgress>,
) {
    let game_button = |game: GameId| {
        (
            Name::new(format!("Play {}", game.id())),
            Button,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                width: px(560),
                // The list's padding and the screen's edge stay visible on a phone.
                max_width: vw(86),
                padding: UiRect::axes(px(16), px(6)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BorderColor::all(palette::BRASS),
            BackgroundColor(palette::BUTTON),
            children![
                (
                    widget::label(Phrase::new(game.title_id()), 24.0, palette::IVORY),
                    Pickable::IGNORE
                ),
                (
                    TitleBlurb,
                    Node::default(),
                    widget::label(
                        Phrase::new(format!("{}-blurb", game.id())),
                        16.0,
                        palette::MUTED
                    ),
                    Pickable::IGNORE
                ),
            ],
        )
    };
    let menu = commands
        .spawn((
            // Taller than the window (larger text, a small window), it scrolls, and the
            // focus moved by keys or a pad brings the focused button into view.
            challenge_base::input::scroll::Scrolls,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(14),
                max_height: percent(100),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            children![
                (TitleName, widget::header("title-name", 72.0)),
                (
                    TitleBlurb,
                    Node::default(),
                    widget::label(games_line(GameId::ALL.len()), 20.0, palette::MUTED)
                ),
                (
                    Name::new("Games and other buttons"),
                    TitleBody,
                    Node {
                        align_items: AlignItems::Center,
                        flex_direction: FlexDirection::Column,
                        column_gap: px(20),
                        row_gap: px(14),
                        ..default()
                    },
                    children![
                        (
                            Name::new("Game list"),
                            TitleList,
                            Node {
                                flex_direction: FlexDirection::Column,
                                align_items: AlignItems::Center,
                                row_gap: px(10),
                                padding: UiRect::all(px(24)),
                                margin: UiRect::vertical(px(16)),
                                border_radius: BorderRadius::all(px(16)),
                                ..default()
                            },
                            BackgroundColor(palette::FELT_DARK),
                            Children::spawn(SpawnWith(move |list: &mut ChildSpawner| {
                                for game in GameId::ALL {
                                    list.spawn(game_button(game)).observe(
                                move |_: On<Activate>,
                                      mut choices: ResMut<challenge_play::session::choices::SetupChoices>,
                                      mut topic: ResMut<RulesTopic>,
                                      mut next: ResMut<NextState<Screen>>| {
                                    choices.set_game(game);
                                    choices.set_online(false);
                                    topic.0 = game;
                                    next.set(Screen::Setup);
                                },
                            );
                                }
                            })),
                        ),
                        (
                            TitleButtons,
                            Node {
                                column_gap: px(12),
                                // Wrapped rows keep the buttons within the width of the game list.
                                row_gap: px(10),
                                flex_wrap: FlexWrap::Wrap,
                                justify_content: JustifyContent::Center,
                                max_width: px(ROW_OF_BUTTONS),
                                ..default()
                            },
                            Children::spawn(SpawnWith(|row: &mut ChildSpawner| {
                                row.spawn(widget::small_button("title-learn", show_lessons));
                                row.spawn(widget::small_button("title-play-online", play_online));
                                row.spawn(widget::small_button(
                                    "title-statistics",
                                    show_statistics,
                                ));
                                row.spawn(widget::small_button("title-replays", show_replays));
                                row.spawn(widget::small_button("title-settings", show_settings));
                                row.spawn(widget::small_button("title-rules", show_rules));
                                // A browser tab is closed by the browser, not by the game.
                                if cfg!(not(target_arch = "wasm32")) {
                                    row.spawn(widget::small_button("title-quit", quit));
                                }
                            })),
                        ),
                    ],
                ),
            ],
        ))
        .id();
    if let Some(row) = continue_row(&mut commands, &in_progress) {
        // Under the name of the game, above the list: what a returning player looks for first.
        commands.entity(menu).insert_children(2, &[row]);
    }
    let left = commands.spawn(fan(&textures, FANS[0], -3.0)).id();
    let right = commands.spawn(fan(&textures, FANS[1], 3.0)).id();
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::SpaceEvenly,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .add_children(&[left, menu, right]);
}

fn play_online(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Online);
}

fn show_statistics(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Stats);
}

fn show_replays(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Replays);
}

fn show_lessons(_: On<Activate>, mut commands: Commands) {
    commands.queue(|world: &mut World| open_menu(world, Menu::Learn));
}

fn show_settings(_: On<Activate>, mut commands: Commands) {
    commands.queue(|world: &mut World| open_menu(world, Menu::Settings));
}

fn show_rules(_: On<Activate>, mut commands: Commands) {
    commands.queue(|world: &mut World| open_menu(world, Menu::Rules));
}

fn quit(_: On<Activate>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}
