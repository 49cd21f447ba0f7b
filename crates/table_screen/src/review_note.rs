//! The review in the result panel: while it is worked out, a line saying so; then the player's
//! accuracy and how many decisions earned each grade, what the cards and what the player's
//! decisions did to the chance to win, the costliest decisions (at most three), each with its
//! grade, what the hard player would have done, what the difference was worth by its search,
//! and "Show" to watch that moment in the replay; and, where the window is wide, a chart of the
//! player's chance to win over the game, with what each decision cost hanging from it.

use super::cards::Arrangement;
use super::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use challenge_base::shared::Menu;
use challenge_base::shared::Screen;
use challenge_base::text::Lexicon;
use challenge_base::theme::{palette, widget};
use challenge_play::session::review::GameReview;
use challenge_play::session::show_decision;
use challenge_rules::grading::Grade;
use challenge_rules::review::{Decision, Review, Unit};
use challenge_rules::{Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fill_review_note
            .in_set(TableSystems::Hud)
            .run_if(in_state(Screen::Table)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        // egui draws over every Bevy UI layer: a menu opened over the result hides the chart.
        draw_chance_chart.run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
    );
}

/// The space the review leaves for the chart of the player's chance to win.
#[derive(Component, Clone, Copy, Debug)]
struct ChanceChartSlot;

/// The points of the chance chart, as (move, percent): the review's chances where there are
/// two or more, each at the move it was reckoned before, and the game's result after its last
/// move, where the line ends at 100 for a win and 0 for a loss.
fn chart_points(review: &GameReview) -> Option<Vec<[f64; 2]>> {
    let GameReview::Ready { review, record } = review else {
        return None;
    };
    if review.chances.len() < 2 {
        return None;
    }
    let mut points: Vec<[f64; 2]> = review
        .chances
        .iter()
        .map(|&(ply, chance)| [ply as f64 + 1.0, chance * 100.0])
        .collect();
    if let Some(result) = review.result {
        points.push([record.actions.len() as f64 + 1.0, result * 100.0]);
    }
    Some(points)
}

/// What each decision cost on the chart, as (move, from, to) in percent: a bar hanging from the
/// chance before the decision down by its cost, for each that cost a point or more.
fn chart_costs(review: &Review) -> Vec<[f64; 3]> {
    let Some(luck) = &review.luck else {
        return Vec::new();
    };
    luck.costs
        .iter()
        .filter(|(_, cost)| *cost >= 0.01)
        .filter_map(|&(ply, cost)| {
            let chance = review.chances.iter().find(|(at, _)| *at == ply)?.1;
            Some([
                ply as f64 + 1.0,
                chance * 100.0,
                ((chance - cost) * 100.0).max(0.0),
            ])
        })
        .collect()
}

/// The result split in a line: what the cards gave or cost the player and what its decisions
/// cost, in whole points of the chance to win; nothing where the review has no split.
pub(crate) fn luck_line(review: &Review) -> Option<Phrase> {
    let luck = review.luck.as_ref()?;
    let cards = (luck.cards * 100.0).round() as i64;
    Some(
        Phrase::new("table-review-luck")
            .word("sign", if cards > 0 { "gave" } else { "cost" })
            .number("cards", cards.abs())
            .number("decisions", (luck.decisions * 100.0).round() as i64),
    )
}

/// Where the result panel shows the review; filled by [`fill_review_note`].
#[derive(Component, Default)]
pub(crate) struct ReviewNote;

/// The node the result panel spawns for the review.
pub(super) fn slot() -> impl Bundle {
    (
        Name::new("Review"),
        ReviewNote,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(6),
            ..default()
        },
    )
}

/// How a decision's cost is said: its grade where it is worse than good, and the cost in whole
/// percent of the chance to win, or whole points or tokens on average. Below one of those it is
/// not worth a line.
pub(crate) fn cost_line(review: &Review, decision: &Decision) -> Option<Phrase> {
    let (unit, scale) = match decision.unit {
        Unit::WinChance => ("win_chance", 100.0),
        Unit::Points => ("points", 1.0),
        Unit::Tokens => ("tokens", 1.0),
    };
    let cost = (decision.cost() * scale).round() as i64;
    if cost < 1 {
        return None;
    }
    let grade = review.grade_at(decision.ply).map_or("none", Grade::name);
    Some(
        Phrase::new("table-review-decision")
            .number("move", decision.ply as i64 + 1)
            .word("grade", grade)
            .nested("played", decision.played.clone())
            .nested("best", decision.best.clone())
            .word("unit", unit)
            .number("cost", cost),
    )
}

/// The game's accuracy and how many decisions earned each grade; nothing where none was valued.
pub(crate) fn summary_lines(review: &Review) -> Option<[Phrase; 2]> {
    let accuracy = review.accuracy?;
    let accuracy = Phrase::new("table-review-accuracy").number("accuracy", accuracy.round() as i64);
    let counts = review.grade_counts();
    let grades = Grade::ALL.iter().zip(counts).fold(
        Phrase::new("table-review-grades"),
        |phrase, (grade, count)| phrase.number(grade.name(), count as i64),
    );
    Some([accuracy, grades])
}

fn fill_review_note(
    mut commands: Commands,
    review: Res<GameReview>,
    table: Res<TableView>,
    notes: Query<(Entity, Ref<ReviewNote>)>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
) {
    // On a phone the result panel has no room for the chart beside the decisions.
    let wide = Arrangement::of(window.size()) == Arrangement::Wide;
    for (note, added) in &notes {
        if !added.is_added() && !review.is_changed() {
            continue;
        }
        commands.entity(note).despawn_related::<Children>();
        if table.finished.is_none() {
            continue;
        }
        commands.entity(note).with_children(|note| match &*review {
            GameReview::None | GameReview::Failed => {}
            GameReview::Working { .. } => {
                note.spawn(widget::label("table-review-working", 16.0, palette::MUTED));
            }
            GameReview::Ready { review, .. } => {
                if let Some([accuracy, grades]) = summary_lines(review) {
                    note.spawn(Node {
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Baseline,
                        column_gap: px(12),
                        row_gap: px(2),
                        max_width: if wide { px(580) } else { percent(100) },
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn(widget::label(accuracy, 18.0, palette::BRASS));
                        row.spawn(widget::label(grades, 15.0, palette::MUTED));
                    });
                }
                if let Some(luck) = luck_line(review) {
                    note.spawn((
                        widget::label(luck, 15.0, palette::IVORY),
                        Node {
                            max_width: if wide { px(580) } else { percent(100) },
                            ..default()
                        },
                    ));
                }
                let lines: Vec<(usize, Phrase)> = review
                    .costliest
                    .iter()
                    .filter_map(|decision| Some((decision.ply, cost_line(review, decision)?)))
                    .collect();
                if lines.is_empty() {
                    note.spawn(widget::label("table-review-none", 16.0, palette::MUTED));
                } else {
                    note.spawn(widget::label("table-review-title", 18.0, palette::BRASS));
                }
                for (ply, line) in lines {
                    // Side by side on a wide window; on a phone the button goes under its line.
                    note.spawn(Node {
                        flex_direction: if wide {
                            FlexDirection::Row
                        } else {
                            FlexDirection::Column
                        },
                        column_gap: px(10),
                        row_gap: px(4),
                        align_items: AlignItems::Center,
                        max_width: if wide { px(580) } else { percent(100) },
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn((
                            widget::label(line, 15.0, palette::IVORY),
                            Node {
                                flex_shrink: 1.0,
                                ..default()
                            },
                        ));
                        row.spawn(widget::button_sized(
                            "table-review-show",
                            move |_: On<challenge_base::input::focus::Activate>,
                                  mut commands: Commands| {
                                commands.queue(move |world: &mut World| show_decision(world, ply));
                            },
                            Vec2::new(110.0, 34.0),
                            16.0,
                        ));
                    });
                }
                if wide && review.chances.len() >= 2 {
                    // The chart's title is laid out with the panel: a label on the chart's
                    // axis, taller than the chart, ran up over the decisions above it. The
                    // chart is as much lower as the title is high, so the panel keeps its
                    // height.
                    note.spawn(widget::label("chart-chance", 14.0, palette::MUTED));
                    note.spawn((
                        Name::new("Chance chart"),
                        ChanceChartSlot,
                        Node {
                            width: px(480),
                            height: px(106),
                            ..default()
                        },
                        Pickable::IGNORE,
                    ));
                }
            }
        });
    }
}

fn draw_chance_chart(
    mut contexts: EguiContexts,
    slots: Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility), With<ChanceChartSlot>>,
    review: Res<GameReview>,
    lexicon: Res<Lexicon>,
) -> Result {
    use challenge_base::theme::egui_look::to_egui;
    use challenge_base::theme::still_plot::still;
    use egui_plot::{Bar, BarChart, Line, Plot};
    let Some(points) = chart_points(&review) else {
        return Ok(());
    };
    let costs = match &*review {
        GameReview::Ready { review, .. } => chart_costs(review),
        _ => Vec::new(),
    };
    let Some((node, transform, visible)) = slots.iter().next() else {
        return Ok(());
    };
    if !visible.get() || node.size().min_element() < 1.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Bevy lays the panel out in physical pixels; egui works in points.
    let points_per_pixel = 1.0 / ctx.pixels_per_point();
    let centre = transform.translation * points_per_pixel;
    let size = node.size() * points_per_pixel;
    let rect =
        egui::Rect::from_center_size(egui::pos2(centre.x, centre.y), egui::vec2(size.x, size.y));
    let name = lexicon.get("chart-chance");
    egui::Area::new(egui::Id::new("chance chart"))
        .fixed_pos(rect.min)
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            still(
                Plot::new("chance chart plot")
                    .width(rect.width())
                    .height(rect.height())
                    .x_axis_label(lexicon.get("chart-move"))
                    .include_y(0.0)
                    .include_y(100.0),
            )
            .show_crosshair(false)
            .show(ui, |plot| {
                if !costs.is_empty() {
                    // A bar stays a few pixels wide however many moves the chart spans.
                    let moves = points.last().map_or(1.0, |last| last[0]);
                    let width = (moves / 110.0).max(0.8);
                    let bars = costs
                        .iter()
                        .map(|&[x, from, to]| Bar::new(x, to - from).base_offset(from).width(width))
                        .collect();
                    plot.bar_chart(
                        BarChart::new(lexicon.get("chart-decision-cost"), bars)
                            .color(to_egui(palette::LOSS)),
                    );
                }
                plot.line(
                    Line::new(name, points)
                        .color(to_egui(palette::BRASS))
                        .width(3.0),
                );
            });
        });
    Ok(())
}
