//! A chart the player reads but does not move: every egui_plot chart of the game (the
//! statistics, the scores at the end of a game, the review's chance to win) is drawn still, so
//! a drag, the wheel or a double click on it scrolls or selects as elsewhere on the page.

/// `plot` with its dragging, zooming, scrolling and resetting turned off.
pub fn still(plot: egui_plot::Plot<'_>) -> egui_plot::Plot<'_> {
    plot.allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
}
