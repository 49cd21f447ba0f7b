//! The statistics screen: a game picker, the record by opponent level (or, for all games, by
//! game), the latest results, and two charts (results over time, win rate by level). The page
//! is a model (`crate::page`) made from the statistics in the player's words, which egui draws
//! and screen readers read (`crate::page_access`). egui keeps its own focus: Tab and the arrows
//! move it, Enter and Space press; the gamepad's D-pad and South are handed to egui as those
//! keys. Escape and B go back to the title, as on every screen.

mod cells;

pub use cells::*;

use crate::page::draw::draw;
use crate::page::pad::send_pad_keys;
use crate::page::{Bar, Button, Chart, Input, Page, Part, Plot, Table, TableKind, Tone, Words};
use crate::page_access::{PageDescriber, no_description, read_requests};
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiPrimaryContextPass, PrimaryEguiContext};
use challenge_base::input::focus::{LastDevice, Nav};
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Lexicon;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_rules::stats::{Finish, Statistics};
use challenge_rules::{GameId, Phrase, Values};
use challenge_text::{SeatNames, Text};

/// The games the "results over time" line averages over.
const WIN_RATE_WINDOW: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StatsPage>()
        .add_message::<Input<StatsAction>>()
        .add_systems(OnEnter(Screen::Stats), open_page)
        .add_systems(
            Update,
            (
                go_back_on_escape.after(challenge_base::input::focus::move_focus),
                (read_requests::<StatsAction>, answer_readers).chain(),
            )
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Stats)),
        )
        .add_systems(
            Update,
            describe_page
                .run_if(
                    in_state(Screen::Stats).and_then(
                        resource_changed::<StatsPage>
                            .or_eager(resource_changed::<PlayerStatistics>)
                            .or_eager(resource_changed::<Lexicon>)
                            .or_eager(no_description),
                    ),
                )
                .in_set(AppSystems::Presentation),
        )
        // After bevy_egui has written this frame's input and before its pass begins, so the
        // pad's keys reach egui in the frame they were pressed.
        .add_systems(
            PreUpdate,
            gamepad_to_egui
                .after(bevy_egui::EguiInputSet::WriteEguiEvents)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass)
                .after(bevy::input::InputSystems)
                .run_if(in_state(Screen::Stats)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_page.run_if(in_state(Screen::Stats)),
        );
}

/// What the statistics screen shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatsPage {
    /// The game picked, or `None` for all games.
    pub game: Option<GameId>,
    /// Give the first control focus on the next pass (the screen was opened by keyboard or pad).
    pub focus_first: bool,
}

/// A button of the statistics screen, pressed on the page or by a screen reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsAction {
    /// Back to the title.
    Back,
    /// Show the record of one game, or of all games.
    Show(Option<GameId>),
}

impl StatsPage {
    /// Does what the player did on the page; returns true when that leads back to the title.
    pub fn answer(&mut self, input: &Input<StatsAction>) -> bool {
        match input {
            Input::Press(StatsAction::Back) => true,
            Input::Press(StatsAction::Show(game)) => {
                self.game = *game;
                false
            }
            Input::Typed(..) | Input::Focus(_) => false,
        }
    }
}

fn open_page(mut page: ResMut<StatsPage>, last: Res<LastDevice>) {
    page.focus_first = !last.points();
}

/// Escape and B lead back to the title.
fn go_back_on_escape(mut nav: MessageReader<Nav>, mut next: ResMut<NextState<Screen>>) {
    if nav.read().any(|command| *command == Nav::Back) {
        next.set(Screen::Title);
    }
}

fn gamepad_to_egui(
    gamepads: Query<&Gamepad>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    send_pad_keys(&gamepads, false, &mut inputs);
}

fn draw_page(
    mut contexts: EguiContexts,
    mut page: ResMut<StatsPage>,
    stats: Res<PlayerStatistics>,
    lexicon: Res<Lexicon>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "statistics".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let mut shown = *page;
    if stats_page(&mut root, &mut shown, &stats, &lexicon) {
        next.set(Screen::Title);
    }
    if shown != *page {
        *page = shown;
    }
    Ok(())
}

/// What a screen reader did on the page's description, done as the page does it.
fn answer_readers(
    mut inputs: MessageReader<Input<StatsAction>>,
    mut page: ResMut<StatsPage>,
    mut next: ResMut<NextState<Screen>>,
) {
    for input in inputs.read() {
        if page.answer(input) {
            next.set(Screen::Title);
        }
    }
}

fn describe_page(
    mut describer: PageDescriber<StatsAction>,
    page: Res<StatsPage>,
    stats: Res<PlayerStatistics>,
    lexicon: Res<Lexicon>,
) {
    describer.describe(Screen::Stats, &stats_model(&page, &stats, &lexicon));
}

/// A phrase in words; nothing on these screens names a seat.
pub fn say(text: &Text, phrase: &Phrase) -> String {
    text.say(phrase, &SeatNames::nobody())
}

/// Draws the whole screen in the words of `text` and does what was pressed; returns true when
/// "Back" was pressed.
pub fn stats_page(
    ui: &mut egui::Ui,
    page: &mut StatsPage,
    stats: &PlayerStatistics,
    text: &Text,
) -> bool {
    let drawn = draw(ui, &mut stats_model(page, stats, text));
    page.focus_first = false;
    let mut back = false;
    for input in &drawn.inputs {
        back |= page.answer(input);
    }
    back
}

/// The statistics page, in the words of `text`.
pub fn stats_model(page: &StatsPage, stats: &PlayerStatistics, text: &Text) -> Page<StatsAction> {
    let mut parts = vec![Part::TitleBar(Button::new(
        text.get("stats-back"),
        StatsAction::Back,
    ))];
    if let Some(problem) = &stats.problem {
        parts.push(Part::Line(Words::problem(say(text, problem))));
    }
    parts.push(Part::Space(6.0));
    parts.push(Part::Buttons(game_picker(page, text)));
    parts.push(Part::Space(10.0));
    let statistics = &stats.statistics;
    if statistics.is_empty() {
        parts.push(Part::Space(80.0));
        parts.push(Part::Centred(vec![
            Part::Line(
                Words::plain(text.get("stats-nothing-yet"))
                    .size(28.0)
                    .tone(Tone::Ivory),
            ),
            Part::Line(Words::muted(text.get("stats-nothing-yet-hint")).size(17.0)),
        ]));
    } else {
        parts.push(Part::Table(record(statistics, page.game, text)));
        parts.push(Part::Line(Words::muted(text.get("stats-practice-note"))));
        parts.push(Part::Space(14.0));
        parts.push(Part::Columns(vec![
            latest_results(statistics, page.game, text),
            charts(statistics, page.game, text),
        ]));
    }
    Page {
        title: text.get("stats-title"),
        parts: vec![Part::Scroll {
            key: "statistics page",
            parts,
        }],
    }
}

/// All games, then each game; the first takes focus when the page opens by keyboard or pad.
fn game_picker(page: &StatsPage, text: &Text) -> Vec<Button<StatsAction>> {
    std::iter::once(None)
        .chain(GameId::ALL.into_iter().map(Some))
        .enumerate()
        .map(|(index, game)| {
            let name =
                game.map_or_else(|| text.get("stats-all-games"), |game| text.game_title(game));
            Button::choice(name, StatsAction::Show(game), page.game == game)
                .focused(index == 0 && page.focus_first)
        })
        .collect()
}

fn record(stats: &Statistics, game: Option<GameId>, text: &Text) -> Table {
    let first = if game.is_some() {
        "stats-heading-opponents"
    } else {
        "stats-heading-game"
    };
    Table {
        key: "record",
        kind: TableKind::Record,
        headings: std::iter::once(first)
            .chain(TALLY_HEADINGS)
            .map(|heading| text.get(heading))
            .collect(),
        rows: tally_rows(stats, game)
            .into_iter()
            .map(|(name, cells)| {
                std::iter::once(Words::plain(say(text, &name)).tone(Tone::Brass))
                    .chain(cells.iter().map(|cell| Words::plain(say(text, cell))))
                    .collect()
            })
            .collect(),
        named_rows: true,
    }
}

fn latest_results(stats: &Statistics, game: Option<GameId>, text: &Text) -> Vec<Part<StatsAction>> {
    let rows = stats.history(game).map(|result| {
        let colour = match result.result {
            _ if result.practice => Tone::Muted,
            Finish::Win | Finish::SharedWin => Tone::Brass,
            Finish::Loss | Finish::Draw => Tone::Ivory,
        };
        history_cells(result)
            .iter()
            .enumerate()
            .map(|(column, cell)| {
                let words = Words::plain(say(text, cell));
                if column == 3 {
                    words.tone(colour)
                } else {
                    words
                }
            })
            .collect()
    });
    vec![
        Part::Line(Words::heading(text.get("stats-latest"), 20.0)),
        Part::Table(Table {
            key: "history",
            kind: TableKind::Log,
            // The practice mark's column has no heading.
            headings: HISTORY_HEADINGS
                .iter()
                .map(|heading| text.get(heading))
                .chain([String::new()])
                .collect(),
            rows: rows.collect(),
            named_rows: false,
        }),
    ]
}

/// A rate in words ("60 %").
fn percent(text: &Text, rate: f64) -> String {
    let percent = Phrase::new("settings-percent").number("percent", (rate * 100.0).round() as i64);
    say(text, &percent)
}

fn charts(stats: &Statistics, game: Option<GameId>, text: &Text) -> Vec<Part<StatsAction>> {
    let window = Phrase::new("stats-win-rate-over-time").count("games", WIN_RATE_WINDOW);
    let mut parts = vec![Part::Line(Words::heading(say(text, &window), 18.0))];
    let over_time = stats.win_rate_over_time(game, WIN_RATE_WINDOW);
    let win_rate = text.get("stats-series-win-rate");
    let win_rate_axis = text.get("stats-axis-win-rate");
    let none = || Part::Line(Words::muted(text.get("stats-no-counted-games")));
    parts.push(match (over_time.first(), over_time.last()) {
        (Some(&first), Some(&last)) => {
            // The first and the latest point: "Game 1: 100 %, Game 12: 60 %".
            let game = text.get("stats-axis-game");
            let point =
                |(number, rate): (usize, f64)| format!("{game} {number}: {}", percent(text, rate));
            let mut summary = point(first);
            if over_time.len() > 1 {
                summary = format!("{summary}, {}", point(last));
            }
            Part::Chart(Chart {
                key: "results over time",
                summary,
                plot: Plot::Line {
                    name: win_rate.clone(),
                    x_axis: game.clone(),
                    y_axis: win_rate_axis.clone(),
                    points: over_time
                        .iter()
                        .map(|&(number, rate)| [number as f64, rate * 100.0])
                        .collect(),
                },
            })
        }
        _ => none(),
    });
    parts.push(Part::Space(10.0));
    parts.push(Part::Line(Words::heading(
        text.get("stats-win-rate-by-level"),
        18.0,
    )));
    let by_level = win_rate_by_level(stats, game);
    if by_level.is_empty() {
        parts.push(none());
        return parts;
    }
    let bars: Vec<Bar> = by_level
        .iter()
        .map(|&(level, rate)| Bar {
            name: say(text, &level_name(level)),
            short: say(text, &short_level(level)),
            value: rate * 100.0,
        })
        .collect();
    // Each bar by its name: "Easy: 50 %, Hard: 100 %".
    let summary: Vec<String> = bars
        .iter()
        .zip(&by_level)
        .map(|(bar, &(_, rate))| format!("{}: {}", bar.name, percent(text, rate)))
        .collect();
    parts.push(Part::Chart(Chart {
        key: "win rate by level",
        summary: summary.join(", "),
        plot: Plot::Bars {
            name: win_rate,
            y_axis: win_rate_axis,
            bars,
        },
    }));
    parts
}
