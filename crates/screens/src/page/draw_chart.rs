//! A page's chart drawn with egui_plot: percentages from 0 to 100, as a brass line over
//! numbered games or as bars named under them; the chart stays still (no dragging, zooming
//! or scrolling), since the page around it scrolls.

use super::{Chart, Plot};
use bevy_egui::egui;
use challenge_base::theme::egui_look::to_egui;
use challenge_base::theme::palette;

/// The height of a chart, in points.
const HEIGHT: f32 = 170.0;

pub(super) fn chart(ui: &mut egui::Ui, chart: &Chart) {
    use egui_plot::{Bar, BarChart, Line};
    // Percentages, 0 to 100 always in view, on a chart that does not move.
    let percentages = |plot: egui_plot::Plot<'static>| {
        challenge_base::theme::still_plot::still(
            plot.height(HEIGHT).include_y(0.0).include_y(100.0),
        )
    };
    match &chart.plot {
        Plot::Line {
            name,
            x_axis,
            y_axis,
            points,
        } => {
            percentages(egui_plot::Plot::new(chart.key))
                .x_axis_label(x_axis.clone())
                .y_axis_label(y_axis.clone())
                .include_x(1.0)
                .show(ui, |plot| {
                    plot.line(
                        Line::new(name.clone(), points.clone())
                            .color(to_egui(palette::BRASS))
                            .width(2.5),
                    );
                });
        }
        Plot::Bars { name, y_axis, bars } => {
            let shown: Vec<Bar> = bars
                .iter()
                .enumerate()
                .map(|(index, bar)| {
                    Bar::new(index as f64, bar.value)
                        .name(bar.name.clone())
                        .width(0.6)
                        .fill(to_egui(palette::BUTTON_HOVERED))
                })
                .collect();
            let names: Vec<String> = bars.iter().map(|bar| bar.short.clone()).collect();
            percentages(egui_plot::Plot::new(chart.key))
                .y_axis_label(y_axis.clone())
                .include_x(-0.6)
                .include_x(bars.len() as f64 - 0.4)
                .show_grid([false, true])
                .x_axis_formatter(move |mark, _| {
                    let index = mark.value.round();
                    if (mark.value - index).abs() > 1e-6 || index < 0.0 {
                        return String::new();
                    }
                    names.get(index as usize).cloned().unwrap_or_default()
                })
                .show(ui, |plot| {
                    plot.bar_chart(
                        BarChart::new(name.clone(), shown).color(to_egui(palette::BRASS)),
                    );
                });
        }
    }
}
