//! The statistics screen, drawn with egui: a game picker, the record by opponent level (or, for
//! all games, by game), the latest results, and two charts (results over time, win rate by
//! level). egui keeps its own focus: Tab and the arrows move it, Enter and Space press; the
//! gamepad's D-pad and South are handed to egui as those keys. Escape and B go back to the
//! title, as on every screen.

use crate::input::focus::{LastDevice, Nav};
use crate::screens::record_stats::PlayerStatistics;
use crate::shared::{AppSystems, Screen};
use crate::theme::egui_look::to_egui;
use crate::theme::palette;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiPrimaryContextPass, PrimaryEguiContext};
use challenge_rules::stats::{Finish, GameResult, Statistics, Streak, Tally, keeps_score};
use challenge_rules::{GameId, Level};

/// The games the "results over time" line averages over.
const WIN_RATE_WINDOW: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StatsPage>()
        .add_systems(OnEnter(Screen::Stats), open_page)
        .add_systems(
            Update,
            go_back_on_escape
                .in_set(AppSystems::Input)
                .after(crate::input::focus::move_focus)
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
    if stats_page(&mut root, &mut shown, &stats) {
        next.set(Screen::Title);
    }
    if shown != *page {
        *page = shown;
    }
    Ok(())
}

/// Draws the whole screen; returns true when "Back" was pressed.
pub fn stats_page(ui: &mut egui::Ui, page: &mut StatsPage, stats: &PlayerStatistics) -> bool {
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
                        egui::RichText::new("Statistics")
                            .size(34.0)
                            .color(to_egui(palette::BRASS)),
                    );
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        back = ui.button(egui::RichText::new("Back").size(20.0)).clicked();
                    });
                });
                if let Some(problem) = &stats.problem {
                    ui.colored_label(to_egui(palette::BRASS), problem);
                }
                ui.add_space(6.0);
                game_picker(ui, page);
                ui.add_space(10.0);
                if stats.statistics.is_empty() {
                    nothing_yet(ui);
                    return;
                }
                tally_table(ui, &stats.statistics, page.game);
                ui.add_space(14.0);
                ui.columns(2, |columns| {
                    history_list(&mut columns[0], &stats.statistics, page.game);
                    charts(&mut columns[1], &stats.statistics, page.game);
                });
            });
    });
    back
}

fn game_picker(ui: &mut egui::Ui, page: &mut StatsPage) {
    ui.horizontal_wrapped(|ui| {
        let choices = std::iter::once(None).chain(GameId::ALL.into_iter().map(Some));
        for (index, game) in choices.enumerate() {
            let name = game.map_or("All games", GameId::title);
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

fn nothing_yet(ui: &mut egui::Ui) {
    ui.add_space(80.0);
    ui.vertical_centered(|ui| {
        ui.label(
            egui::RichText::new("No games finished yet")
                .size(28.0)
                .color(to_egui(palette::IVORY)),
        );
        ui.label(
            egui::RichText::new(
                "Finish a game at the table and its result, your streaks and your scores appear here.",
            )
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

/// A level as the screen names it.
pub fn level_name(level: Option<Level>) -> &'static str {
    match level {
        Some(Level::Easy) => "Easy",
        Some(Level::Normal) => "Normal",
        Some(Level::Hard) => "Hard",
        None => "No computer players",
    }
}

fn streak_text(streak: Streak) -> String {
    match streak {
        Streak::None => "–".into(),
        Streak::Wins(1) => "1 win".into(),
        Streak::Wins(run) => format!("{run} wins"),
        Streak::Losses(1) => "1 loss".into(),
        Streak::Losses(run) => format!("{run} losses"),
    }
}

/// One row of the record: the row's name, then every column's text.
pub fn tally_cells(tally: &Tally, scored: bool) -> [String; 10] {
    let wins = if tally.shared_wins > 0 {
        format!("{} (+{} shared)", tally.wins, tally.shared_wins)
    } else {
        tally.wins.to_string()
    };
    let (best, average) = if scored {
        (
            tally.best_score.map_or("–".into(), |best| best.to_string()),
            tally
                .average_score()
                .map_or("–".into(), |average| format!("{average:.1}")),
        )
    } else {
        ("–".into(), "–".into())
    };
    [
        tally.games.to_string(),
        wins,
        tally.losses.to_string(),
        tally.draws.to_string(),
        streak_text(tally.streak),
        tally.best_win_streak.to_string(),
        best,
        average,
        tally.hints_used.to_string(),
        tally.practice_games.to_string(),
    ]
}

const TALLY_HEADINGS: [&str; 10] = [
    "Games",
    "Wins",
    "Losses",
    "Draws",
    "Streak",
    "Best streak",
    "Best score",
    "Average",
    "Hints",
    "Practice",
];

/// The rows of the record table: by level for one game, by game for all games.
pub fn tally_rows(stats: &Statistics, game: Option<GameId>) -> Vec<(String, [String; 10])> {
    match game {
        Some(game) => LEVELS
            .iter()
            .map(|&level| {
                let cells = tally_cells(&stats.tally(game, level), keeps_score(game));
                (level_name(level).to_string(), cells)
            })
            .chain(std::iter::once((
                "All levels".to_string(),
                tally_cells(&stats.totals(game), keeps_score(game)),
            )))
            .collect(),
        None => GameId::ALL
            .into_iter()
            .map(|game| {
                let cells = tally_cells(&stats.totals(game), keeps_score(game));
                (game.title().to_string(), cells)
            })
            .collect(),
    }
}

fn tally_table(ui: &mut egui::Ui, stats: &Statistics, game: Option<GameId>) {
    let first = if game.is_some() { "Opponents" } else { "Game" };
    egui::Grid::new("record")
        .striped(true)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            ui.label(muted(first));
            for heading in TALLY_HEADINGS {
                ui.label(muted(heading));
            }
            ui.end_row();
            for (name, cells) in tally_rows(stats, game) {
                ui.label(egui::RichText::new(name).color(to_egui(palette::BRASS)));
                for cell in cells {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
    ui.label(muted(
        "Practice games (where a move was taken back) are listed but not counted.",
    ));
}

/// "2026-11-23 14:05" (UTC) for seconds since the Unix epoch.
pub fn date_text(unix_seconds: u64) -> String {
    let days = (unix_seconds / 86_400) as i64;
    let minutes = (unix_seconds % 86_400) / 60;
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
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        minutes / 60,
        minutes % 60
    )
}

fn finish_text(result: &GameResult) -> &'static str {
    match result.result {
        Finish::Win => "Won",
        Finish::SharedWin => "Shared win",
        Finish::Loss => "Lost",
        Finish::Draw => "Draw",
    }
}

/// One line of the latest results: date, game, level, result, score, moves, hints, practice.
pub fn history_cells(result: &GameResult) -> [String; 8] {
    [
        date_text(result.finished_at),
        result.game.title().to_string(),
        short_level(result.level).to_string(),
        finish_text(result).to_string(),
        result.score.map_or("–".into(), |score| score.to_string()),
        result.moves.to_string(),
        result.hints_used.to_string(),
        if result.practice { "practice" } else { "" }.to_string(),
    ]
}

fn history_list(ui: &mut egui::Ui, stats: &Statistics, game: Option<GameId>) {
    ui.label(
        egui::RichText::new("Latest results")
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
                    for heading in [
                        "Date",
                        "Game",
                        "Opponents",
                        "Result",
                        "Score",
                        "Moves",
                        "Hints",
                        "",
                    ] {
                        ui.label(muted(heading));
                    }
                    ui.end_row();
                    for result in stats.history(game) {
                        let cells = history_cells(result);
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
                            let text = egui::RichText::new(cell);
                            ui.label(if column == 3 {
                                text.color(to_egui(colour))
                            } else {
                                text
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

fn charts(ui: &mut egui::Ui, stats: &Statistics, game: Option<GameId>) {
    use egui_plot::{Bar, BarChart, Line, Plot};
    let over_time = stats.win_rate_over_time(game, WIN_RATE_WINDOW);
    ui.label(
        egui::RichText::new(format!("Win rate over the last {WIN_RATE_WINDOW} games"))
            .size(18.0)
            .color(to_egui(palette::BRASS)),
    );
    if over_time.is_empty() {
        ui.label(muted("No counted games yet."));
    } else {
        let points: Vec<[f64; 2]> = over_time
            .iter()
            .map(|&(number, rate)| [number as f64, rate * 100.0])
            .collect();
        Plot::new("results over time")
            .height(170.0)
            .x_axis_label("Game")
            .y_axis_label("Win rate %")
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
                    Line::new("Win rate", points)
                        .color(to_egui(palette::BRASS))
                        .width(2.5),
                );
            });
    }
    ui.add_space(10.0);
    ui.label(
        egui::RichText::new("Win rate by opponents")
            .size(18.0)
            .color(to_egui(palette::BRASS)),
    );
    let by_level = win_rate_by_level(stats, game);
    if by_level.is_empty() {
        ui.label(muted("No counted games yet."));
        return;
    }
    let bars: Vec<Bar> = by_level
        .iter()
        .enumerate()
        .map(|(index, &(level, rate))| {
            Bar::new(index as f64, rate * 100.0)
                .name(level_name(level))
                .width(0.6)
                .fill(to_egui(palette::BUTTON_HOVERED))
        })
        .collect();
    let names: Vec<&'static str> = by_level
        .iter()
        .map(|&(level, _)| short_level(level))
        .collect();
    Plot::new("win rate by level")
        .height(170.0)
        .y_axis_label("Win rate %")
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
            names.get(index as usize).copied().unwrap_or("").to_string()
        })
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new("Win rate", bars).color(to_egui(palette::BRASS)));
        });
}

/// A level's name short enough for a chart's axis.
fn short_level(level: Option<Level>) -> &'static str {
    match level {
        None => "No computer",
        level => level_name(level),
    }
}

fn muted(text: &str) -> egui::RichText {
    egui::RichText::new(text).color(to_egui(palette::MUTED))
}

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_rules::Outcome;
    use challenge_rules::stats::PlayDetails;

    #[test]
    fn dates_are_written_in_utc() {
        assert_eq!(date_text(0), "1970-01-01 00:00");
        assert_eq!(date_text(951_782_400), "2000-02-29 00:00");
        assert_eq!(date_text(1_795_444_020), "2026-11-23 14:27");
    }

    fn statistics() -> Statistics {
        let mut stats = Statistics::new();
        for (seat_won, level, practice) in [
            (0, Some(Level::Easy), false),
            (1, Some(Level::Easy), false),
            (0, Some(Level::Hard), false),
            (0, None, true),
        ] {
            let outcome = Outcome {
                scores: vec![30, 10],
                winners: vec![seat_won],
                summary: String::new(),
            };
            let details = PlayDetails {
                practice,
                hints_used: 2,
                ..PlayDetails::default()
            };
            stats
                .record(
                    GameResult::from_outcome(GameId::Gotcha, level, 0, &outcome, details).unwrap(),
                )
                .unwrap();
        }
        stats
    }

    #[test]
    fn the_record_lists_every_level_then_all_levels_and_every_game_for_all_games() {
        let stats = statistics();
        let rows = tally_rows(&stats, Some(GameId::Gotcha));
        let names: Vec<&str> = rows.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(
            names,
            [
                "Easy",
                "Normal",
                "Hard",
                "No computer players",
                "All levels"
            ]
        );
        assert_eq!(rows[0].1[0], "2", "two easy games");
        assert_eq!(rows[0].1[1], "1", "one easy win");
        assert_eq!(rows[3].1[0], "0", "the practice game is not counted");
        assert_eq!(rows[3].1[9], "1", "but listed as practice");
        assert_eq!(rows[4].1[8], "8", "hints of every game");
        assert_eq!(rows[4].1[6], "30", "the best score");
        assert_eq!(tally_rows(&stats, None).len(), GameId::ALL.len());
    }

    #[test]
    fn win_rates_by_level_add_up_over_games() {
        let stats = statistics();
        assert_eq!(
            win_rate_by_level(&stats, None),
            vec![(Some(Level::Easy), 0.5), (Some(Level::Hard), 1.0)]
        );
        assert_eq!(
            win_rate_by_level(&stats, Some(GameId::Gotcha)),
            win_rate_by_level(&stats, None)
        );
    }

    #[test]
    fn history_lines_show_the_practice_mark() {
        let stats = statistics();
        let newest = stats.history(None).next().unwrap();
        let cells = history_cells(newest);
        assert_eq!(cells[2], "No computer");
        assert_eq!(cells[7], "practice");
    }

    /// One egui pass of the page with these input events; returns whether Back was pressed.
    fn pass(
        ctx: &egui::Context,
        page: &mut StatsPage,
        stats: &PlayerStatistics,
        events: Vec<egui::Event>,
    ) -> bool {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 720.0),
            )),
            events,
            ..egui::RawInput::default()
        };
        let mut back = false;
        ctx.run_ui(input, |ui| back |= stats_page(ui, page, stats))
            .drop_without_applying_deltas();
        back
    }

    #[test]
    fn the_page_is_driven_by_focus_keys_as_a_gamepad_sends_them() {
        let ctx = egui::Context::default();
        let stats = PlayerStatistics {
            statistics: statistics(),
            ..PlayerStatistics::default()
        };
        let mut page = StatsPage {
            game: None,
            focus_first: true,
        };
        // Grids settle over a couple of passes.
        for _ in 0..3 {
            assert!(!pass(&ctx, &mut page, &stats, Vec::new()));
        }
        assert!(
            ctx.memory(|m| m.focused()).is_some(),
            "the picker has focus"
        );
        // D-pad right, then A: the next game of the picker is chosen.
        pass(&ctx, &mut page, &stats, tap(egui::Key::ArrowRight).to_vec());
        pass(&ctx, &mut page, &stats, tap(egui::Key::Enter).to_vec());
        assert_eq!(page.game, Some(GameId::ALL[0]));
        // Shift+Tab from the picker's first entry reaches Back (the first control), and A
        // presses it.
        let shift_tab = |pressed| egui::Event::Key {
            key: egui::Key::Tab,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: egui::Modifiers::SHIFT,
        };
        pass(&ctx, &mut page, &stats, tap(egui::Key::ArrowLeft).to_vec());
        pass(
            &ctx,
            &mut page,
            &stats,
            vec![shift_tab(true), shift_tab(false)],
        );
        let mut back = false;
        for _ in 0..2 {
            back |= pass(&ctx, &mut page, &stats, tap(egui::Key::Enter).to_vec());
        }
        assert!(back, "Back was pressed");
    }

    #[test]
    fn empty_statistics_say_so_instead_of_charts() {
        let ctx = egui::Context::default();
        let stats = PlayerStatistics::default();
        let mut page = StatsPage::default();
        pass(&ctx, &mut page, &stats, Vec::new());
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            stats_page(ui, &mut page, &stats);
        });
        output.textures_delta.clear();
        let text: String = output
            .shapes
            .iter()
            .filter_map(|shape| match &shape.shape {
                egui::epaint::Shape::Text(text) => Some(text.galley.text().to_string()),
                _ => None,
            })
            .collect();
        assert!(text.contains("No games finished yet"), "{text}");
        assert!(!text.contains("Win rate"), "{text}");
    }
}
