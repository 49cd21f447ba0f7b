//! The table's interface over the cards: status (top left), the log of calls (bottom left),
//! the viewer's actions (bottom right, also on keys 1–9) and the result when the game ends.

use super::cards::SUGGESTED;
use super::{Choose, Offer, TableSystems, TableView, score_line};
use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::shared::Menu;
use challenge_base::shared::Screen;
use challenge_base::text::Says;
use challenge_base::theme::{palette, widget};
use challenge_rules::{Phrase, Values};

pub mod fit;
pub mod score_chart;
mod whole_lines;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((score_chart::plugin, fit::plugin, whole_lines::plugin));
    app.add_systems(OnEnter(Screen::Table), spawn_hud)
        .add_systems(
            Update,
            choose_by_number
                .in_set(TableSystems::Choices)
                .run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
        )
        .add_systems(
            Update,
            (
                rebuild_hud.run_if(
                    resource_changed::<TableView>
                        .or_eager(resource_changed::<super::replay_bar::ReplayShown>),
                ),
                fill_score_sheet.run_if(resource_changed::<TableView>),
                tick_scores,
                // After the panels are filled, so new buttons are fitted in the same frame; only
                // when the window, the view, the folding or the card size changed.
                fit::fit_panels.run_if(
                    challenge_base::theme::window_changed
                        .or_eager(resource_changed::<TableView>)
                        .or_eager(resource_changed::<fit::Unfolded>)
                        .or_eager(resource_changed::<challenge_base::settings::Settings>)
                        .or_eager(fit::panels_resized)
                        // A lesson's guide takes the status's place on a compact window.
                        .or_eager(resource_added::<challenge_play::table::LessonGuide>)
                        .or_eager(resource_removed::<challenge_play::table::LessonGuide>),
                ),
            )
                .chain()
                .in_set(TableSystems::Hud)
                .run_if(in_state(Screen::Table)),
        );
}

/// The score sheet panel (top right), one entity with a cell entity per entry.
#[derive(Component)]
pub struct SheetPanel {
    /// Players and rows the cells were built for.
    built_for: Option<(usize, usize)>,
}

/// One entry of the sheet: row (None for the totals line) and player column.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct SheetCell {
    row: Option<usize>,
    player: usize,
}

/// The name of a row of the sheet, by its place in the sheet.
#[derive(Component)]
pub struct SheetRowName(pub usize);

/// A number shown on the sheet that counts up (or down) to its value instead of jumping.
#[derive(Component, Clone, Copy, Debug)]
struct Ticker {
    shown: f32,
    target: i64,
    known: bool,
}

/// Points per second a total counts at: a big score takes about a second.
const TICK_RATE: f32 = 120.0;

fn fill_score_sheet(
    mut commands: Commands,
    table: Res<TableView>,
    panel: Single<(Entity, &mut SheetPanel, &mut Visibility)>,
    mut cells: Query<(&SheetCell, &mut Ticker, &mut TextColor), Without<SheetRowName>>,
    mut names: Query<(&SheetRowName, &mut TextColor), Without<SheetCell>>,
) {
    let (entity, mut panel, mut visibility) = panel.into_inner();
    let Some(sheet) = &table.layout.sheet else {
        if *visibility != Visibility::Hidden {
            *visibility = Visibility::Hidden;
        }
        return;
    };
    if *visibility != Visibility::Inherited {
        *visibility = Visibility::Inherited;
    }
    let shape = (sheet.players.len(), sheet.rows.len());
    if panel.built_for != Some(shape) {
        panel.built_for = Some(shape);
        commands.entity(entity).despawn_related::<Children>();
        let columns = sheet.players.len();
        // One grid for the whole sheet, so a player's column is as wide as the widest of its
        // entries, its heading too ("Jugador 2", "Spieler 2"), and the same on every line.
        let grid = Node {
            display: Display::Grid,
            grid_template_columns: std::iter::once(GridTrack::px(130.0))
                .chain(std::iter::repeat_n(
                    GridTrack::minmax(
                        bevy::ui::MinTrackSizingFunction::Px(54.0),
                        bevy::ui::MaxTrackSizingFunction::MaxContent,
                    ),
                    columns,
                ))
                .collect(),
            column_gap: px(6),
            row_gap: px(2),
            ..default()
        };
        commands.entity(entity).with_children(|panel| {
            panel.spawn(widget::label("table-sheet-title", 18.0, palette::BRASS));
            panel.spawn(grid).with_children(|lines| {
                lines.spawn(widget::label(Says::verbatim(""), 15.0, palette::MUTED));
                for player in &sheet.players {
                    lines.spawn(widget::label(player.clone(), 15.0, palette::MUTED));
                }
                for (row, (name, _)) in sheet.rows.iter().enumerate() {
                    lines.spawn((
                        widget::label(name.clone(), 15.0, palette::IVORY),
                        SheetRowName(row),
                    ));
                    for player in 0..columns {
                        lines.spawn((
                            widget::label(Says::verbatim(""), 15.0, palette::IVORY),
                            SheetCell {
                                row: Some(row),
                                player,
                            },
                            Ticker {
                                shown: 0.0,
                                target: 0,
                                known: false,
                            },
                        ));
                    }
                }
                lines.spawn(widget::label("table-sheet-total", 17.0, palette::BRASS));
                for player in 0..columns {
                    lines.spawn((
                        widget::label(Says::verbatim("0"), 17.0, palette::BRASS),
                        SheetCell { row: None, player },
                        Ticker {
                            shown: 0.0,
                            target: 0,
                            known: true,
                        },
                    ));
                }
            });
        });
        // The cells exist from the next frame; fill them then.
        commands.queue(|world: &mut World| {
            world.resource_mut::<TableView>().set_changed();
        });
        return;
    }
    // A lesson's guide lights the rows it points at, as "Suggest" lights a card; the row of a
    // challenge under way is brass.
    let guided = |row: usize| {
        sheet
            .rows
            .get(row)
            .is_some_and(|(name, _)| table.guide_sheet_rows.contains(name))
    };
    let row_colour = |row: usize| {
        if guided(row) {
            SUGGESTED
        } else if sheet.highlighted == Some(row) {
            palette::BRASS
        } else {
            palette::IVORY
        }
    };
    for (name, mut colour) in &mut names {
        let wanted = row_colour(name.0);
        if colour.0 != wanted {
            colour.0 = wanted;
        }
    }
    for (cell, mut ticker, mut colour) in &mut cells {
        let entry = match cell.row {
            Some(row) => sheet
                .rows
                .get(row)
                .and_then(|(_, e)| e.get(cell.player).copied().flatten()),
            None => sheet.totals.get(cell.player).copied(),
        };
        ticker.known = entry.is_some();
        ticker.target = entry.unwrap_or(0);
        let wanted = cell.row.map_or(palette::BRASS, row_colour);
        if colour.0 != wanted {
            colour.0 = wanted;
        }
    }
}

fn tick_scores(time: Res<Time>, mut cells: Query<(&mut Ticker, &mut Says)>) {
    let step = TICK_RATE * time.delta_secs();
    for (mut ticker, mut says) in &mut cells {
        let target = ticker.target as f32;
        if ticker.shown != target {
            let gap = target - ticker.shown;
            // Large jumps speed up so no total takes much more than a second.
            let speed = step.max(gap.abs() * time.delta_secs() * 2.5);
            ticker.shown += gap.clamp(-speed, speed);
        }
        let line = if ticker.known {
            challenge_base::text::verbatim((ticker.shown.round() as i64).to_string())
        } else {
            Phrase::new("table-sheet-empty")
        };
        // Written only when it changes, so the text is worded again only then.
        if says.0 != line {
            says.0 = line;
        }
    }
}

/// The column that holds the status and the log.
#[derive(Component)]
struct StatusColumn;

#[derive(Component)]
pub struct StatusPanel;

#[derive(Component)]
pub struct LogPanel;

#[derive(Component)]
pub struct ActionBar;

/// The coach's reason for the suggested move, under the log on a wide window: there the action
/// bar shares the right side with the score sheet and has no height to spare for it.
#[derive(Component)]
pub(crate) struct CoachPanel;

/// The coach's reason at the top of the action bar, where a compact window shows it.
#[derive(Component)]
pub(crate) struct CoachLine;

#[derive(Component)]
pub(crate) struct ResultPanel;

const NUMBER_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// A dark rounded panel; `node` supplies placement (its own padding and direction are replaced).
fn panel(marker: impl Component, node: Node) -> impl Bundle {
    (
        marker,
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(12)),
            row_gap: px(4),
            border_radius: BorderRadius::all(px(10)),
            ..node
        },
        BackgroundColor(palette::FELT_DARK),
        Pickable::IGNORE,
    )
}

fn spawn_hud(mut commands: Commands) {
    // Status and log share the left column, clear of the hands in the middle; `fit` moves
    // the panels for a compact window.
    commands.spawn((
        StatusColumn,
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            top: px(12),
            width: px(270),
            flex_direction: FlexDirection::Column,
            row_gap: px(8),
            ..default()
        },
        Pickable::IGNORE,
        DespawnOnExit(Screen::Table),
        // Where the column is given a greatest height (`fit`), the status and the coach keep
        // theirs and the log gives up its oldest lines, keeping its newest in view.
        children![
            panel(
                StatusPanel,
                Node {
                    flex_shrink: 0.0,
                    ..default()
                }
            ),
            panel(
                LogPanel,
                Node {
                    min_height: px(0),
                    justify_content: JustifyContent::FlexEnd,
                    overflow: Overflow::clip(),
                    ..default()
                }
            ),
            (
                panel(
                    CoachPanel,
                    Node {
                        flex_shrink: 0.0,
                        ..default()
                    }
                ),
                Visibility::Hidden
            ),
        ],
    ));
    commands
        .spawn(panel(
            ActionBar,
            Node {
                position_type: PositionType::Absolute,
                right: px(12),
                bottom: px(12),
                max_height: percent(70),
                flex_wrap: FlexWrap::Wrap,
                column_gap: px(6),
                // More than its greatest height holds (long words, larger text): it scrolls,
                // and the focus brings the focused move into view.
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .insert((
            Name::new("Moves"),
            challenge_base::input::scroll::Scrolls,
            DespawnOnExit(Screen::Table),
        ));
    commands.spawn((
        panel(
            SheetPanel { built_for: None },
            Node {
                position_type: PositionType::Absolute,
                right: px(12),
                top: px(12),
                ..default()
            },
        ),
        Visibility::Hidden,
        DespawnOnExit(Screen::Table),
    ));
    commands.spawn((
        ResultPanel,
        widget::centred_layer(),
        Pickable::IGNORE,
        // Above every card, caption and the showdown layer: the end of a game is read here.
        GlobalZIndex(20),
        DespawnOnExit(Screen::Table),
    ));
}

/// What an action button reads: its label, after its number key when it has one.
pub fn action_words(key: Option<usize>, label: Phrase) -> Phrase {
    match key {
        Some(key) => Phrase::new("table-numbered-action")
            .count("key", key)
            .nested("label", label),
        None => label,
    }
}

/// A compact button for one action, with its number key when it has one.
fn action_button(key: Option<usize>, label: Phrase) -> impl Bundle {
    let text = action_words(key, label);
    (
        Button,
        Node {
            width: px(230),
            padding: UiRect::axes(px(10), px(6)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BorderColor::all(palette::BRASS),
        BackgroundColor(palette::BUTTON),
        children![(widget::label(text, 17.0, palette::IVORY), Pickable::IGNORE)],
    )
}

/// Whether pressing `offer` takes, or is a step towards, the action `hint` of
/// [`TableView::actions`]: the action itself, the group it sits in, or the way back out of a
/// group it is not in.
fn leads_to(table: &TableView, offer: &Offer, hint: usize) -> bool {
    let Some(path) = table.actions.get(hint).map(|choice| &choice.group) else {
        return false;
    };
    let depth = table.open_group.len();
    let inside = path.len() >= depth && path[..depth] == table.open_group[..];
    match offer {
        Offer::Action(index) => *index == hint,
        Offer::Group(group) => inside && path.get(depth) == Some(group),
        Offer::Back => !inside,
    }
}

/// The rim and glow of the button "Suggest" points at.
fn suggested_look() -> impl Bundle {
    (
        BorderColor::all(SUGGESTED),
        BoxShadow::new(SUGGESTED.with_alpha(0.8), px(0), px(0), px(3), px(10)),
    )
}

/// A button of the bar's help row: "Suggest a move" (also H, or Select) and, with undo for
/// practice on, "Undo last move" (also U, or LT). `label` is the message id it shows.
fn aid_button(label: &'static str) -> impl Bundle {
    (
        // Named by its message id, as the theme's buttons are, for tests and debugging.
        Name::new(format!("Button: {label}")),
        Button,
        Node {
            width: px(230),
            margin: UiRect::top(px(6)),
            padding: UiRect::axes(px(10), px(6)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            justify_content: JustifyContent::Center,
            ..default()
        },
        BorderColor::all(SUGGESTED.with_alpha(0.7)),
        BackgroundColor(palette::BUTTON),
        children![(widget::label(label, 17.0, SUGGESTED), Pickable::IGNORE)],
    )
}

fn rebuild_hud(
    mut commands: Commands,
    table: Res<TableView>,
    status: Single<Entity, With<StatusPanel>>,
    log: Single<Entity, With<LogPanel>>,
    coach: Single<Entity, With<CoachPanel>>,
    bar: Single<(Entity, &mut Visibility), (With<ActionBar>, Without<LogPanel>)>,
    result: Single<Entity, With<ResultPanel>>,
    mut offer: ResMut<challenge_base::input::focus::OfferFocus>,
    online: Res<challenge_play::online::OnlineTable>,
    score_history: Res<score_chart::ScoreHistory>,
    replay: Res<super::replay_bar::ReplayShown>,
    undo_on: Res<challenge_play::table::UndoForPractice>,
) {
    let replaying = replay.0.is_some();
    // An online table deals its next game at the same table, once its players agree; a replay
    // deals nothing.
    let dealt_here = !online.playing && !replaying;
    let online_here = online.playing && !replaying;
    commands.entity(*status).despawn_related::<Children>();
    commands.entity(*status).with_children(|panel| {
        for (i, line) in table.layout.status.iter().enumerate() {
            let (size, colour) = if i == 0 {
                (22.0, palette::BRASS)
            } else {
                (16.0, palette::IVORY)
            };
            panel.spawn(widget::label(line.clone(), size, colour));
        }
        if let Some(meter) = &table.meter {
            panel.spawn(widget::label(meter.clone(), 16.0, palette::BRASS));
        }
    });
    commands.entity(*log).insert(if table.log.is_empty() {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    });
    commands.entity(*log).despawn_related::<Children>();
    commands.entity(*log).with_children(|panel| {
        for line in &table.log {
            panel.spawn(widget::label(line.clone(), 15.0, palette::MUTED));
        }
    });
    commands.entity(*coach).insert(if table.hint_why.is_none() {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    });
    commands.entity(*coach).despawn_related::<Children>();
    if let Some(why) = &table.hint_why {
        commands.entity(*coach).with_child((
            Name::new("Coach"),
            widget::label(why.clone(), 16.0, SUGGESTED),
        ));
    }
    let (bar, mut visibility) = bar.into_inner();
    let offers = table.offers();
    // The bar shows whenever it is the viewer's move, with what they are asked to do on top,
    // even when the move is made with cards alone; a spectator's says they watch.
    *visibility = if offers.is_empty() && !table.viewer_to_act && !table.watching {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    let heading = table
        .layout
        .prompt
        .clone()
        .unwrap_or_else(|| Phrase::new("table-your-move"));
    commands.entity(bar).despawn_related::<Children>();
    commands.entity(bar).with_children(|panel| {
        panel.spawn((
            widget::label(heading, 18.0, palette::BRASS),
            Node {
                width: percent(100),
                margin: UiRect::bottom(px(4)),
                ..default()
            },
        ));
        // The coach's reason for the suggestion, in the colour that marks the suggested move.
        if let Some(why) = &table.hint_why {
            panel.spawn((
                CoachLine,
                widget::label(why.clone(), 15.0, SUGGESTED),
                Node {
                    width: percent(100),
                    margin: UiRect::bottom(px(4)),
                    ..default()
                },
            ));
        }
        for (n, offer) in offers.iter().enumerate() {
            let key = (n < NUMBER_KEYS.len()).then_some(n + 1);
            let offer = offer.clone();
            let mut button = panel.spawn(action_button(key, table.offer_label(&offer)));
            if table
                .hint
                .or(table.guide_action)
                .is_some_and(|hint| leads_to(&table, &offer, hint))
            {
                button.insert(suggested_look());
            }
            button.observe(
                move |_: On<Activate>,
                      mut table: ResMut<TableView>,
                      mut choices: MessageWriter<Choose>| {
                    if let Some(index) = table.press(&offer) {
                        choices.write(Choose(index));
                    }
                },
            );
        }
        if table.actions.iter().any(|a| !a.cards.is_empty()) {
            panel.spawn((
                widget::label("table-play-a-lit-card", 14.0, palette::MUTED),
                Node {
                    width: percent(100),
                    ..default()
                },
            ));
        }
        if super::controls::suggestion_offered(&table, &online) {
            // Last in the bar, so focus offered on a new screen lands on a move, not here.
            panel.spawn(aid_button("table-suggest")).observe(
                |_: On<Activate>, mut requests: MessageWriter<challenge_play::table::HintRequested>| {
                    requests.write(challenge_play::table::HintRequested);
                },
            );
            if undo_on.0 {
                panel.spawn(aid_button("table-undo")).observe(
                    |_: On<Activate>, mut requests: MessageWriter<challenge_play::table::UndoRequested>| {
                        requests.write(challenge_play::table::UndoRequested);
                    },
                );
            }
        }
    });
    commands.entity(*result).despawn_related::<Children>();
    // The table is dimmed behind the result, so nothing under it competes with its text.
    commands
        .entity(*result)
        .insert(BackgroundColor(if table.finished.is_some() {
            Color::BLACK.with_alpha(0.55)
        } else {
            Color::NONE
        }));
    if let Some(finished) = &table.finished {
        offer.0 = true;
        let title = finished.headline.clone();
        let scores = score_line(&finished.scores);
        commands.entity(*result).with_children(|overlay| {
            overlay.spawn((
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    // Close enough that the review's lines and chart and the buttons under
                    // them fit a 1280×720 window in every language.
                    row_gap: px(8),
                    padding: UiRect::axes(px(22), px(16)),
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(16)),
                    max_width: px(660),
                    ..default()
                },
                BorderColor::all(palette::BRASS),
                BackgroundColor(palette::FELT_DARK),
                challenge_base::input::focus::FocusScope,
                super::replay_bar::KeepClearOfBar,
                children![
                    widget::header(title, 56.0),
                    widget::label(finished.summary.clone(), 20.0, palette::IVORY),
                    widget::label(scores, 18.0, palette::MUTED),
                    // egui draws the chart of the game's scores over this space.
                    score_chart::slot(&score_history),
                    // The player's costliest decisions, once the review is worked out.
                    super::review_note::slot(),
                    (
                        Node {
                            column_gap: px(12),
                            row_gap: px(10),
                            // On a phone the buttons stand under each other.
                            flex_wrap: FlexWrap::Wrap,
                            justify_content: JustifyContent::Center,
                            ..default()
                        },
                        Children::spawn(SpawnWith(move |row: &mut ChildSpawner| {
                            if dealt_here {
                                row.spawn(widget::small_button("table-play-again", play_again));
                                row.spawn(widget::small_button("table-change-game", change_game));
                            }
                            if online_here {
                                // The same seats again, once everyone at the table agrees.
                                row.spawn((
                                    widget::small_button(
                                        "table-play-again",
                                        super::rematch::ask_rematch,
                                    ),
                                    super::rematch::RematchButton,
                                ));
                            }
                            if replaying {
                                row.spawn(widget::small_button("table-step-back", step_back));
                                row.spawn(widget::small_button("table-watch-again", watch_again));
                            }
                            row.spawn(widget::small_button("table-title", back_to_title));
                        })),
                    ),
                    // Who is ready to play again at an online table, and its running totals.
                    (
                        super::rematch::RematchNote,
                        Node {
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            row_gap: px(4),
                            ..default()
                        },
                    ),
                ],
            ));
        });
    }
}

fn choose_by_number(
    keys: Res<ButtonInput<KeyCode>>,
    gamepads: Query<&Gamepad>,
    mut table: ResMut<TableView>,
    mut choices: MessageWriter<Choose>,
) {
    let offers = table.offers();
    let mut pressed: Option<usize> = None;
    for gamepad in &gamepads {
        for (n, button) in [GamepadButton::West, GamepadButton::North]
            .into_iter()
            .enumerate()
        {
            if gamepad.just_pressed(button) {
                pressed = Some(n);
            }
        }
    }
    for (n, key) in NUMBER_KEYS.iter().enumerate() {
        if keys.just_pressed(*key) {
            pressed = Some(n);
        }
    }
    if let Some(offer) = pressed.and_then(|n| offers.get(n))
        && let Some(index) = table.press(offer)
    {
        choices.write(Choose(index));
    }
}

fn play_again(_: On<Activate>, mut deal_again: MessageWriter<challenge_base::shared::DealAgain>) {
    deal_again.write(challenge_base::shared::DealAgain);
}

fn step_back(_: On<Activate>, mut commands: MessageWriter<challenge_play::table::ReplayCommand>) {
    commands.write(challenge_play::table::ReplayCommand::Back);
}

fn watch_again(_: On<Activate>, mut commands: MessageWriter<challenge_play::table::ReplayCommand>) {
    commands.write(challenge_play::table::ReplayCommand::TogglePlaying);
}

fn change_game(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Setup);
}

fn back_to_title(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}
