//! Tests of `challenge_screens::stats`.

use crate::pages::{desktop_input, english};
use bevy::prelude::*;
use bevy_egui::egui;
use challenge_base::text::verbatim;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_rules::stats::{GameResult, Statistics};
use challenge_rules::{GameId, Level, Phrase, Values};
use challenge_text::SeatNames;

use challenge_rules::Outcome;
use challenge_rules::stats::PlayDetails;
use challenge_screens::page::pad::tap;
use challenge_screens::stats::*;

#[test]
fn dates_are_written_in_utc() {
    let text = english();
    let date = |seconds| {
        text.try_say(&date_phrase(seconds), &SeatNames::nobody())
            .unwrap()
    };
    assert_eq!(date(0), "1970-01-01 00:00");
    assert_eq!(date(951_782_400), "2000-02-29 00:00");
    assert_eq!(date(1_795_444_020), "2026-11-23 14:27");
    assert_eq!(date(1_795_444_020 - 14 * 3_600), "2026-11-23 00:27");
    assert_eq!(
        date_phrase(1_795_444_020),
        Phrase::new("stats-date")
            .number("year", 2026)
            .number("month", 11)
            .number("day", 23)
            .number("hour", 14)
            .number("minute", 27),
        "the parts are numbers, for each language to write its way"
    );
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
            summary: challenge_rules::games::gotcha::Note::Draw { points: 0 }.into(),
        };
        let details = PlayDetails {
            practice,
            hints_used: 2,
            ..PlayDetails::default()
        };
        stats
            .record(GameResult::from_outcome(GameId::Gotcha, level, 0, &outcome, details).unwrap())
            .unwrap();
    }
    stats
}

#[test]
fn the_record_lists_every_level_then_all_levels_and_every_game_for_all_games() {
    let stats = statistics();
    let rows = tally_rows(&stats, Some(GameId::Gotcha));
    let text = english();
    let names: Vec<String> = rows.iter().map(|(name, _)| say(&text, name)).collect();
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
    assert_eq!(rows[0].1[0], verbatim("2"), "two easy games");
    assert_eq!(rows[0].1[1], verbatim("1"), "one easy win");
    assert_eq!(
        rows[3].1[0],
        verbatim("0"),
        "the practice game is not counted"
    );
    assert_eq!(rows[3].1[9], verbatim("1"), "but listed as practice");
    assert_eq!(rows[4].1[8], verbatim("8"), "hints of every game");
    assert_eq!(rows[4].1[6], verbatim("30"), "the best score");
    let all = tally_rows(&stats, None);
    assert_eq!(all.len(), GameId::ALL.len());
    assert_eq!(all[0].0, Phrase::new(GameId::ALL[0].title_id()));
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
    assert_eq!(cells[1], Phrase::new("gotcha-title"));
    assert_eq!(cells[2], Phrase::new("stats-level-none-short"));
    assert_eq!(cells[3], Phrase::new("stats-finish-win"));
    assert_eq!(cells[7], Phrase::new("stats-practice-mark"));
    let text = english();
    let words = cells.map(|cell| text.try_say(&cell, &SeatNames::nobody()).unwrap());
    assert_eq!(
        words[1..],
        ["Gotcha", "No computer", "Won", "30", "0", "2", "practice"]
    );
}

/// One egui pass of the page with these input events; returns whether Back was pressed.
fn pass(
    ctx: &egui::Context,
    page: &mut StatsPage,
    stats: &PlayerStatistics,
    events: Vec<egui::Event>,
) -> bool {
    let input = desktop_input(events);
    let mut back = false;
    let text = english();
    ctx.run_ui(input, |ui| back |= stats_page(ui, page, stats, &text))
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
    let text = english();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        stats_page(ui, &mut page, &stats, &text);
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
