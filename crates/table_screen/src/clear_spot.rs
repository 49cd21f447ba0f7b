//! Where a panel laid over the table covers least of what it must not: of the spots it may
//! stand at, the one whose overlap with the things under it, each weighed by how much it
//! matters to see, is smallest; the first such spot when several cover equally little.

use bevy::math::Rect;

/// Something a panel should keep clear of, and how much covering it costs per unit of area:
/// a card the guide talks about weighs more than one it does not, the action bar most.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Obstacle {
    pub rect: Rect,
    pub weight: f32,
}

/// What a panel at `spot` costs: the area it covers of each obstacle, weighed.
pub fn cost(spot: Rect, obstacles: &[Obstacle]) -> f32 {
    obstacles
        .iter()
        .map(|obstacle| {
            let overlap = spot.intersect(obstacle.rect);
            if overlap.is_empty() {
                0.0
            } else {
                overlap.width() * overlap.height() * obstacle.weight
            }
        })
        .sum()
}

/// The index of the spot covering least, the earliest of equals (so a list put in the order
/// of preference keeps the preferred spot while nothing is gained by leaving it). None when
/// there is no spot.
pub fn clearest(spots: &[Rect], obstacles: &[Obstacle]) -> Option<usize> {
    let mut best: Option<(usize, f32)> = None;
    for (index, spot) in spots.iter().enumerate() {
        let covered = cost(*spot, obstacles);
        // A hair's worth of overlap is no reason to move.
        if best.is_none_or(|(_, least)| covered < least - 1.0) {
            best = Some((index, covered));
        }
    }
    best.map(|(index, _)| index)
}

/// Spots of `size` with their left edge at `left`, their top from `first_top` down to
/// `last_top`, every `step`: the tops a column panel may stand at. The first is `first_top`.
pub fn column(
    left: f32,
    size: bevy::math::Vec2,
    first_top: f32,
    last_top: f32,
    step: f32,
) -> Vec<Rect> {
    let mut spots = Vec::new();
    let mut top = first_top;
    loop {
        spots.push(Rect::new(left, top, left + size.x, top + size.y));
        top += step.max(1.0);
        if top > last_top {
            break;
        }
    }
    spots
}
