//! The statistics screen, drawn with egui: a game picker, the record by opponent level (or, for
//! all games, by game), the latest results, and two charts (results over time, win rate by
//! level). egui keeps its own focus: Tab and the arrows move it, Enter and Space press; the
//! gamepad's D-pad and South are handed to egui as those keys. Escape and B go back to the
//! title, as on every screen.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiPrimaryContextPass, PrimaryEguiContext};
use challenge_base::input::focus::{LastDevice, Nav};
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::{Lexicon, verbatim};
use challenge_base::theme::egui_look::to_egui;
use challenge_base::theme::palette;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_rules::stats::{Finish, GameResult, Statistics, Streak, Tally, keeps_score};
use challenge_rules::{GameId, Level, Phrase, Values};
use challenge_text::{SeatNames, Text};

/// The games the "results over time" line averages over.
const WIN_RATE_WINDOW: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StatsPage>()
        .add_systems(OnEnter(Screen::Stats), open_page)
        .add_systems(
            Update,
            go_back_on_escape
                .in_set(AppSystems::Input)
                .after(challenge_base::input::focus::move_focus)
                .run_if(in_state(Screen::Stats)),
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

fn open_page(mut page: ResMut<StatsPage>, last: Res<LastDevice>) {
    page.focus_first = *last != LastDevice::Mouse;
}

/// Escape and B lead back to the title.
fn go_back_on_escape(mut nav: MessageReader<Nav>, mut next: ResMut<NextState<Screen>>) {
    if nav.read().any(|command| *command == Nav::Back) {
        next.set(Screen::Title);
    }
}

/// The keys egui reads for a gamepad's buttons: the D-pad moves focus as the arrows do, South
/// presses the focused control as Enter does.
pub fn gamepad_keys(gamepad: &Gamepad) -> Vec<egui::Key> {
    [
        (GamepadButton::DPadUp, egui::Key::ArrowUp),
        (GamepadButton::DPadDown, egui::Key::ArrowDown),
        (GamepadButton::DPadLeft, egui::Key::ArrowLeft),
        (GamepadButton::DPadRight, egui::Key::ArrowRight),
        (GamepadButton::South, egui::Key::Enter),
    ]
    .into_iter()
    .filter(|(button, _)| gamepad.just_pressed(*button))
    .map(|(_, key)| key)
    .collect()
}

/// A key pressed and released at once, as egui reads a tap.
pub fn tap(key: egui::Key) -> [egui::Event; 2] {
    [true, false].map(|pressed| egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    })
}

fn gamepad_to_egui(
    gamepads: Query<&Gamepad>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let keys: Vec<egui::Key> = gamepads.iter().flat_map(gamepad_keys).collect();
    if keys.is_empty() {
        return;
    }
    for mut input in &mut inputs {
        input.events.extend(keys.iter().flat_map(|&key| tap(key)));
    }
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

/// A phrase in words; nothing on these screens names a seat.
pub fn say(text: &Text, phrase: &Phrase) -> String {
    text.say(phrase, &SeatNames::nobody())
}

/// Draws the whole screen in the words of `text`; returns true when "Back" was pressed.
pub fn stats_page(
    ui: &mut egui::Ui,
    page: &mut StatsPage,
    stats: &PlayerStatistics,
    text: &Text,
) -> bool {
    let mut back = false;
    let frame = egui::Frame::central_panel(ui.style())
        .fill(to_egui(palette::FELT))
        .inner_margin(egui::Margin::same(20));
    egui::CentralPanel::default().frame(frame).show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("statistics page")
            .auto_shrink(false)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading(
                        egui::RichText::new(text.get("stats-title"))
                            .size(34.0)
                            .color(to_egui(palette::BRASS)),
                    );
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        back = ui
                            .button(egui::RichText::new(text.get("stats-back")).size(20.0))
                            .clicked();
                    });
                });
                if let Some(problem) = &stats.problem {
                    ui.colored_label(to_egui(palette::BRASS), say(text, problem));
                }
                ui.add_space(6.0);
                game_picker(ui, page, text);
                ui.add_space(10.0);
                if stats.statistics.is_empty() {
                    nothing_yet(ui, text);
                    return;
                }
                tally_table(ui, &stats.statistics, page.game, text);
                ui.add_space(14.0);
                ui.columns(2, |columns| {
                    history_list(&mut columns[0], &stats.statistics, page.game, text);
                    charts(&mut columns[1], &stats.statistics, page.game, text);
                });
            });
    });
    back
}

fn game_picker(ui: &mut egui::Ui, page: &mut StatsPage, text: &Text) {
    ui.horizontal_wrapped(|ui| {
        let choices = std::iter::once(None).chain(GameId::ALL.into_iter().map(Some));
        for (index, game) in choices.enumerate() {
            let name =
                game.map_or_else(|| text.get("stats-all-games"), |game| text.game_title(game));
            let response =
                ui.selectable_label(page.game == game, egui::RichText::new(name).size(18.0));
            if index == 0 && page.focus_first {
                page.focus_first = false;
                response.request_focus();
            }
            if response.clicked() {
                page.game = game;
            }
        }
    });
}

fn nothing_yet(ui: &mut egui::Ui, text: &Text) {
    ui.add_space(80.0);
    ui.vertical_centered(|ui| {
        ui.label(
            egui::RichText::new(text.get("stats-nothing-yet"))
                .size(28.0)
                .color(to_egui(palette::IVORY)),
        );
        ui.label(
            egui::RichText::new(text.get("stats-nothing-yet-hint"))
                .size(17.0)
                .color(to_egui(palette::MUTED)),
        );
    });
}

/// The levels a game's record is kept by, in the order they are listed.
const LEVELS: [Option<Level>; 4] = [
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
    None,
];

/// A level as the screen names it (`level-*`, or no computer players at all).
pub fn level_name(level: Option<Level>) -> Phrase {
    match level {
        Some(level) => Phrase::new(format!("level-{}", level.name())),
        None => Phrase::new("stats-level-none"),
    }
}

/// A level's name short enough for a chart's axis and the latest results.
fn short_level(level: Option<Level>) -> Phrase {
    match level {
        None => Phrase::new("stats-level-none-short"),
        level => level_name(level),
    }
}

/// A cell with nothing to show.
fn no_value() -> Phrase {
    Phrase::new("stats-no-value")
}

/// A count shown as it is.
fn number(value: impl ToString) -> Phrase {
    verbatim(value.to_string())
}

fn streak_phrase(streak: Streak) -> Phrase {
    match streak {
        Streak::None => no_value(),
        Streak::Wins(run) => Phrase::new("stats-streak-wins").number("count", run),
        Streak::Losses(run) => Phrase::new("stats-streak-losses").number("count", run),
    }
}

/// One row of the record: every column's words, as phrases.
pub fn tally_cells(tally: &Tally, scored: bool) -> [Phrase; 10] {
    let wins = if tally.shared_wins > 0 {
        Phrase::new("stats-wins-shared")
            .number("wins", tally.wins)
            .number("shared", tally.shared_wins)
    } else {
        number(tally.wins)
    };
    let (best, average) = if scored {
        (
            tally.best_score.map_or_else(no_value, number),
            // A decimal is shown as it is: the text layer's numbers are whole.
            tally
                .average_score()
                .map_or_else(no_value, |average| verbatim(format!("{average:.1}"))),
        )
    } else {
        (no_value(), no_value())
    };
    [
        number(tally.games),
        wins,
        number(tally.losses),
        number(tally.draws),
        streak_phrase(tally.streak),
        number(tally.best_win_streak),
        best,
        average,
        number(tally.hints_used),
        number(tally.practice_games),
    ]
}

pub const TALLY_HEADINGS: [&str; 10] = [
    "stats-heading-games",
    "stats-heading-wins",
    "stats-heading-losses",
    "stats-heading-draws",
    "stats-heading-streak",
    "stats-heading-best-streak",
    "stats-heading-best-score",
    "stats-heading-average",
    "stats-heading-hints",
    "stats-heading-practice",
];

/// The rows of the record table, their names and cells as phrases: by level for one game,
/// by game for all games.
pub fn tally_rows(stats: &Statistics, game: Option<GameId>) -> Vec<(Phrase, [Phrase; 10])> {
    match game {
        Some(game) => LEVELS
            .iter()
            .map(|&level| {
                let cells = tally_cells(&stats.tally(game, level), keeps_score(game));
                (level_name(level), cells)
            })
            .chain(std::iter::once((
                Phrase::new("stats-all-levels"),
                tally_cells(&stats.totals(game), keeps_score(game)),
            )))
            .collect(),
        None => GameId::ALL
            .into_iter()
            .map(|game| {
                let cells = tally_cells(&stats.totals(game), keeps_score(game));
                (Phrase::new(game.title_id()), cells)
            })
            .collect(),
    }
}

fn tally_table(ui: &mut egui::Ui, stats: &Statistics, game: Option<GameId>, text: &Text) {
    let first = if game.is_some() {
        "stats-heading-opponents"
    } else {
        "stats-heading-game"
    };
    egui::Grid::new("record")
        .striped(true)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            ui.label(muted(&text.get(first)));
            for heading in TALLY_HEADINGS {
                ui.label(muted(&text.get(heading)));
            }
            ui.end_row();
            for (name, cells) in tally_rows(stats, game) {
                ui.label(egui::RichText::new(say(text, &name)).color(to_egui(palette::BRASS)));
                for cell in cells {
                    ui.label(say(text, &cell));
                }
                ui.end_row();
            }
        });
    ui.label(muted(&text.get("stats-practice-note")));
}

/// The date and time (UTC) of `unix_seconds`, seconds since the Unix epoch, as the message
/// `stats-date` writes it ("2026-11-23 14:05" in English).
pub fn date_phrase(unix_seconds: u64) -> Phrase {
    let days = (unix_seconds / 86_400) as i64;
    let minutes = ((unix_seconds % 86_400) / 60) as i64;
    // Days to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    Phrase::new("stats-date")
        .number("year", year)
        .number("month", month)
        .number("day", day)
        .number("hour", minutes / 60)
        .number("minute", minutes % 60)
}

fn finish_phrase(result: &GameResult) -> Phrase {
    Phrase::new(match result.result {
        Finish::Win => "stats-finish-win",
        Finish::SharedWin => "stats-finish-shared-win",
        Finish::Loss => "stats-finish-loss",
        Finish::Draw => "stats-finish-draw",
    })
}

/// The headings over the latest results' columns, the first seven of [`history_cells`]: the
/// practice mark's column has none.
pub const HISTORY_HEADINGS: [&str; 7] = [
    "stats-heading-date",
    "stats-heading-game",
    "stats-heading-opponents",
    "stats-heading-result",
    "stats-heading-score",
    "stats-heading-moves",
    "stats-heading-hints",
];

/// One line of the latest results, as phrases: date, game, level, result, score, moves,
/// hints, practice.
pub fn history_cells(result: &GameResult) -> [Phrase; 8] {
    [
        date_phrase(result.finished_at),
        Phrase::new(result.game.title_id()),
        short_level(result.level),
        finish_phrase(result),
        result.score.map_or_else(no_value, number),
        number(result.moves),
        number(result.hints_used),
        if result.practice {
            Phrase::new("stats-practice-mark")
        } else {
            verbatim("")
        },
    ]
}

fn history_list(ui: &mut egui::Ui, stats: &Statistics, game: Option<GameId>, text: &Text) {
    ui.label(
        egui::RichText::new(text.get("stats-latest"))
            .size(20.0)
            .color(to_egui(palette::BRASS)),
    );
    egui::ScrollArea::vertical()
        .id_salt("latest results")
        .max_height(300.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            egui::Grid::new("history")
                .striped(true)
                .spacing([9.0, 4.0])
                .show(ui, |ui| {
                    for heading in HISTORY_HEADINGS {
                        ui.label(muted(&text.get(heading)));
                    }
                    // The practice mark's column has no heading.
                    ui.label(muted(""));
                    ui.end_row();
                    for result in stats.history(game) {
                        let cells = history_cells(result).map(|cell| say(text, &cell));
                        // Each line takes focus in turn, so a pad or the arrows scroll the list.
                        let date = ui.add(
                            egui::Label::new(cells[0].clone())
                                .selectable(false)
                                .sense(egui::Sense::focusable_noninteractive()),
                        );
                        if date.gained_focus() {
                            date.scroll_to_me(None);
                        }
                        let colour = match result.result {
                            _ if result.practice => palette::MUTED,
                            Finish::Win | Finish::SharedWin => palette::BRASS,
                            Finish::Loss | Finish::Draw => palette::IVORY,
                        };
                        for (column, cell) in cells.into_iter().enumerate().skip(1) {
                            let words = egui::RichText::new(cell);
                            ui.label(if column == 3 {
                                words.color(to_egui(colour))
                            } else {
                                words
                            });
                        }
                        ui.end_row();
                    }
                });
        });
}

/// The win rate by level of one game, or of all games together.
pub fn win_rate_by_level(stats: &Statistics, game: Option<GameId>) -> Vec<(Option<Level>, f64)> {
    match game {
        Some(game) => stats
            .win_rate_by_level(game)
            .into_iter()
            .map(|(level, _, rate)| (level, rate))
            .collect(),
        None => LEVELS
            .iter()
            .filter_map(|&level| {
                let (games, wins) = GameId::ALL.iter().fold((0u64, 0u64), |(games, wins), &g| {
                    let tally = stats.tally(g, level);
                    (
                        games + u64::from(tally.games),
                        wins + u64::from(tally.wins) + u64::from(tally.shared_wins),
                    )
                });
                (games > 0).then(|| (level, wins as f64 / games as f64))
            })
            .collect(),
    }
}

fn charts(ui: &mut egui::Ui, stats: &Statistics, game: Option<GameId>, text: &Text) {
    use egui_plot::{Bar, BarChart, Line, Plot};
    let over_time = stats.win_rate_over_time(game, WIN_RATE_WINDOW);
    let win_rate = text.get("stats-series-win-rate");
    let win_rate_axis = text.get("stats-axis-win-rate");
    let window = Phrase::new("stats-win-rate-over-time").count("games", WIN_RATE_WINDOW);
    ui.label(
        egui::RichText::new(say(text, &window))
            .size(18.0)
            .color(to_egui(palette::BRASS)),
    );
    if over_time.is_empty() {
        ui.label(muted(&text.get("stats-no-counted-games")));
    } else {
        let points: Vec<[f64; 2]> = over_time
            .iter()
            .map(|&(number, rate)| [number as f64, rate * 100.0])
            .collect();
        Plot::new("results over time")
            .height(170.0)
            .x_axis_label(text.get("stats-axis-game"))
            .y_axis_label(win_rate_axis.clone())
            .include_y(0.0)
            .include_y(100.0)
            .include_x(1.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .show(ui, |plot| {
                plot.line(
                    Line::new(win_rate.clone(), points)
                        .color(to_egui(palette::BRASS))
                        .width(2.5),
                );
            });
    }
    ui.add_space(10.0);
    ui.label(
        egui::RichText::new(text.get("stats-win-rate-by-level"))
            .size(18.0)
            .color(to_egui(palette::BRASS)),
    );
    let by_level = win_rate_by_level(stats, game);
    if by_level.is_empty() {
        ui.label(muted(&text.get("stats-no-counted-games")));
        return;
    }
    let bars: Vec<Bar> = by_level
        .iter()
        .enumerate()
        .map(|(index, &(level, rate))| {
            Bar::new(index as f64, rate * 100.0)
                .name(say(text, &level_name(level)))
                .width(0.6)
                .fill(to_egui(palette::BUTTON_HOVERED))
        })
        .collect();
    let names: Vec<String> = by_level
        .iter()
        .map(|&(level, _)| say(text, &short_level(level)))
        .collect();
    Plot::new("win rate by level")
        .height(170.0)
        .y_axis_label(win_rate_axis)
        .include_y(0.0)
        .include_y(100.0)
        .include_x(-0.6)
        .include_x(by_level.len() as f64 - 0.4)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([false, true])
        .x_axis_formatter(move |mark, _| {
            let index = mark.value.round();
            if (mark.value - index).abs() > 1e-6 || index < 0.0 {
                return String::new();
            }
            names.get(index as usize).cloned().unwrap_or_default()
        })
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(win_rate, bars).color(to_egui(palette::BRASS)));
        });
}

fn muted(text: &str) -> egui::RichText {
    egui::RichText::new(text).color(to_egui(palette::MUTED))
}
