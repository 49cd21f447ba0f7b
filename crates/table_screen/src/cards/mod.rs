//! The cards on the table: one sprite per card slot of the layout, matched to the new layout
//! by card identity so cards travel from place to place, sized and placed from the window,
//! moved along an eased arc while holding [`challenge_play::table::PresentationBusy`] so bots wait for
//! them.
//!
//! One file per idea: `geometry` (sizes and places from the window), `assign` (sprites matched
//! to the layout), `motion` (travelling, turning over, lifting), `highlight` (the frames of
//! playable and suggested cards), `captions` (captions and zones on the felt), `marks` (the position marks on a numbered
//! place's cards),
//! `bubbles` (chat lines by the seat that said them) and `pointer` (hovering, clicking and dragging). Each registers its own systems in its
//! [`TableSystems`](super::TableSystems) step, so none names another's systems to order itself.

mod assign;
pub mod bubbles;
mod captions;
pub mod geometry;
pub mod highlight;
pub mod marks;
pub mod motion;
pub mod pointer;

use super::layouts::Place;
use bevy::prelude::*;
use challenge_rules::Card;

pub(super) use geometry::{
    ACTION_BAR_WIDTH, Arrangement, Geometry, STATUS_WIDTH, UPRIGHT_STATUS_HEIGHT,
    UPRIGHT_STATUS_TOP,
};
pub use highlight::SUGGESTED;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        assign::plugin,
        bubbles::plugin,
        motion::plugin,
        highlight::plugin,
        captions::plugin,
        marks::plugin,
        pointer::plugin,
    ));
}

/// One card slot of the layout.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct TableCard {
    pub card: Option<Card>,
    pub place: Place,
    pub index: usize,
    pub face_up: bool,
}
