//! The chart of the result panel: every seat's score (or token stack) after each deal or round
//! of the game just finished, drawn with egui_plot in a space the panel leaves for it. The
//! points come from messages alone: the totals of `Scored` events, the stacks of the table's
//! layout, and the outcome's final scores; a point is taken whenever a round ends. What a
//! point stands for and what the values are is the game's registration (`GameInfo::chart`).

use super::super::layouts::TokenPlace;
use super::super::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use challenge_base::shared::Menu;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_play::table::{GameStarted, RulesEventMessage};
use challenge_rules::stats::keeps_score;
use challenge_rules::{ChartMeasure, ChartPoint, Event, GameId, GameVisitor, Rules, Seat};
use challenge_text::{SeatNames, Text};

pub(super) fn plugin(app: &mut App) {
    struct ResetOnStart<'a>(&'a mut App);
    impl GameVisitor for ResetOnStart<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            self.0.add_systems(
                Update,
                start_history::<R>
                    .in_set(AppSystems::Presentation)
                    .before(track_scores),
            );
        }
    }
    app.init_resource::<ScoreHistory>();
    for game in GameId::ALL {
        challenge_rules::visit(game, ResetOnStart(&mut *app));
    }
    app.add_systems(
        Update,
        track_scores
            // After the views of this frame are in the table, before the panel is rebuilt.
            .in_set(TableSystems::Scores)
            .run_if(in_state(Screen::Table)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        // egui draws over every Bevy UI layer: a menu opened over the result hides the chart.
        draw_score_chart.run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
    );
}

/// The scores of the game at the table, one point per deal or round.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ScoreHistory {
    /// The game being followed; `None` before the first deal.
    pub game: Option<GameId>,
    /// How many seats are followed, seat 0 first.
    pub seats: usize,
    /// The seat the table spoke to as "You" when the game began; none where players share
    /// the device, since the chart outlives each hand-off.
    pub you: Option<Seat>,
    /// One entry per point (the start, then every round's end): each seat's value.
    pub points: Vec<Vec<i64>>,
    /// Each seat's latest total, between points.
    current: Vec<i64>,
    /// The starting point has been taken.
    started: bool,
}

impl ScoreHistory {
    /// Whether there is a chart worth drawing: a game that keeps score, with a round played.
    pub fn chartable(&self) -> bool {
        self.game.is_some_and(keeps_score) && self.points.len() >= 2
    }

    /// The messages naming the chart's axes, as the game's registration says: what a point
    /// stands for (a round, a deal) and what the values are (a score, tokens).
    pub fn axes(&self) -> Option<(&'static str, &'static str)> {
        let chart = self.game?.info().chart;
        let point = match chart.point {
            ChartPoint::Round => "chart-round",
            ChartPoint::Deal => "chart-deal",
        };
        let measure = match chart.measure {
            ChartMeasure::Score => "chart-score",
            ChartMeasure::Tokens => "chart-tokens",
        };
        Some((point, measure))
    }

    /// Each seat's name in the legend, seat 0 first: "You" for the seat spoken to when the
    /// game began, the names players chose at an online table (`names`), else "Player N".
    pub fn legend(&self, text: &Text, names: &[String]) -> Vec<String> {
        let naming = SeatNames {
            you: self.you,
            names: names.to_vec(),
        };
        (0..self.seats)
            .map(|seat| text.seat(seat, &naming))
            .collect()
    }
}

/// A new deal (or a game continued) starts a new history; the table shown to the next player
/// at a shared device carries the same one on.
fn start_history<R: Rules>(
    mut started: MessageReader<GameStarted<R>>,
    mut history: ResMut<ScoreHistory>,
) {
    if started.read().any(|start| !start.handed_over) {
        *history = ScoreHistory {
            game: Some(R::ID),
            ..ScoreHistory::default()
        };
    }
}

/// The stacks in front of the seats, seat 0 first, where the table shows token stacks.
fn stacks(table: &TableView, seats: usize) -> Option<Vec<i64>> {
    let mut values = vec![0; seats];
    let mut any = false;
    for (place, amount) in &table.layout.tokens {
        if let TokenPlace::Seat(place) = place {
            // Places count round the table from the viewer.
            let seat = (table.viewer + place) % seats;
            values[seat] = i64::try_from(*amount).unwrap_or(i64::MAX);
            any = true;
        }
    }
    any.then_some(values)
}

fn track_scores(
    mut events: MessageReader<RulesEventMessage>,
    table: Res<TableView>,
    mut history: ResMut<ScoreHistory>,
) {
    if history.game.is_none() {
        events.clear();
        return;
    }
    let seats = table.layout.opponents + 1;
    if !history.started {
        history.started = true;
        // Where players share the device the chart outlives each hand-off: nobody is "You".
        history.you = table.you();
        history.seats = seats;
        history.current = stacks(&table, seats).unwrap_or_else(|| vec![0; seats]);
        let start = history.current.clone();
        history.points.push(start);
    }
    let mut round_over = false;
    let mut final_scores = None;
    for message in events.read() {
        match &message.event {
            Event::Scored { seat, total, .. } => {
                if let Some(value) = history.current.get_mut(*seat) {
                    *value = *total;
                }
            }
            Event::RoundOver { .. } => round_over = true,
            Event::GameOver { outcome } => final_scores = Some(outcome.scores.clone()),
            _ => {}
        }
    }
    if !round_over && final_scores.is_none() {
        return;
    }
    if let Some(stacks) = stacks(&table, seats) {
        history.current = stacks;
    }
    let point = final_scores.unwrap_or_else(|| history.current.clone());
    history.current = point.clone();
    history.points.push(point);
}

/// The space the result panel leaves for the chart.
#[derive(Component, Clone, Copy, Debug)]
pub struct ScoreChartSlot;

/// The chart's place in the result panel; it takes no room when there is nothing to draw.
pub fn slot(history: &ScoreHistory) -> impl Bundle {
    (
        ScoreChartSlot,
        Node {
            width: px(480),
            height: px(190),
            display: if history.chartable() {
                Display::Flex
            } else {
                Display::None
            },
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// The colours of the seats' lines: the player in brass, the others in lighter tones.
const SERIES: [Color; 6] = [
    challenge_base::theme::palette::BRASS,
    Color::srgb(0.55, 0.78, 0.95),
    Color::srgb(0.93, 0.52, 0.50),
    Color::srgb(0.62, 0.88, 0.60),
    Color::srgb(0.80, 0.65, 0.95),
    Color::srgb(0.95, 0.95, 0.95),
];

fn draw_score_chart(
    mut contexts: EguiContexts,
    slots: Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility), With<ScoreChartSlot>>,
    history: Res<ScoreHistory>,
    lexicon: Res<Lexicon>,
    naming: Res<SeatNaming>,
) -> Result {
    use challenge_base::theme::egui_look::to_egui;
    use egui_plot::{Legend, Line, Plot};
    if !history.chartable() {
        return Ok(());
    }
    let Some((unit, measure)) = history.axes() else {
        return Ok(());
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
    let start = lexicon.get("chart-start");
    let legend = history.legend(&lexicon, &naming.names);
    egui::Area::new(egui::Id::new("score chart"))
        .fixed_pos(rect.min)
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            challenge_base::theme::still_plot::still(
                Plot::new("score chart plot")
                    .width(rect.width())
                    .height(rect.height())
                    .x_axis_label(lexicon.get(unit))
                    .y_axis_label(lexicon.get(measure))
                    .legend(Legend::default())
                    .include_x(0.0)
                    .include_y(0.0),
            )
            .show_crosshair(false)
            .x_axis_formatter(move |mark, _| {
                // Whole points only: "Start", then the deal or round numbers.
                let index = mark.value.round();
                if (mark.value - index).abs() > 1e-6 || index < 0.0 {
                    String::new()
                } else if index == 0.0 {
                    start.clone()
                } else {
                    format!("{index}")
                }
            })
            .show(ui, |plot| {
                let seats = legend.len().max(1);
                let viewer = history.you.unwrap_or(0);
                for (seat, name) in legend.iter().enumerate() {
                    let colour = SERIES[(seat + seats - viewer) % seats % SERIES.len()];
                    let points: Vec<[f64; 2]> = history
                        .points
                        .iter()
                        .enumerate()
                        .filter_map(|(index, values)| {
                            Some([index as f64, *values.get(seat)? as f64])
                        })
                        .collect();
                    plot.line(
                        Line::new(name.clone(), points)
                            .color(to_egui(colour))
                            .width(if history.you == Some(seat) { 3.0 } else { 2.0 }),
                    );
                }
            });
        });
    Ok(())
}
