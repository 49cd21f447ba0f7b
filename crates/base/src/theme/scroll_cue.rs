//! A cue at the foot of every list that scrolls, shown while more of it lies below: "More
//! below", so a player who sees only a list's first rows (a small window, the largest text)
//! knows the rest is there, for the wheel, a finger or the focus to bring up. It lies across
//! the list's foot, over its last visible row, opaque, and stays put while the list scrolls.

use super::palette;
use crate::input::scroll::Scrolls;
use bevy::prelude::*;
use bevy::ui::IgnoreScroll;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (give_lists_their_cue, show_cues).chain());
}

/// The cue of the list that holds it.
#[derive(Component, Debug)]
pub struct ScrollCue;

/// How far (interface units) a list must still scroll for its cue to show: less is a rounding
/// of the layout, not a row.
const MORE_THAN: f32 = 2.0;

fn cue() -> impl Bundle {
    (
        Name::new("More below"),
        ScrollCue,
        // A band across the list's foot with the words in its middle: a list wider than a
        // phone (its rows wrapped) keeps its middle in sight where a corner would lie off the
        // window.
        Node {
            position_type: PositionType::Absolute,
            bottom: px(0),
            left: px(0),
            right: px(0),
            justify_content: JustifyContent::Center,
            padding: UiRect::axes(px(10), px(2)),
            border: UiRect::all(px(1)),
            border_radius: BorderRadius::all(px(10)),
            display: Display::None,
            ..default()
        },
        BorderColor::all(palette::BRASS),
        BackgroundColor(palette::BUTTON),
        // Over the list's rows, whichever was spawned last, and where it is however far the
        // list has scrolled.
        ZIndex(1),
        IgnoreScroll(BVec2::TRUE),
        Pickable::IGNORE,
        children![(
            // Not a label for screen readers: they read the whole list, hidden rows and all.
            Text::default(),
            crate::text::Says::from("scroll-more-below"),
            TextFont::from_font_size(16.0),
            TextColor(palette::IVORY),
            // On one line: laid out of the list's flow, it would otherwise wrap at every word.
            TextLayout::no_wrap(),
            Pickable::IGNORE,
        )],
    )
}

/// Every list that scrolls gets its cue, again after it was emptied (a list left empty has no
/// `Children` left to be seen changing, so every list is looked at: a frame holds a few).
fn give_lists_their_cue(
    mut commands: Commands,
    lists: Query<(Entity, Option<&Children>), With<Scrolls>>,
    cues: Query<(), With<ScrollCue>>,
) {
    for (list, children) in &lists {
        let has_cue = children.is_some_and(|children| children.iter().any(|c| cues.contains(c)));
        if !has_cue {
            commands.entity(list).with_child(cue());
        }
    }
}

/// Shows each cue while its list has more below what is in sight: looked at again when the
/// list is laid out anew, scrolled or refilled.
fn show_cues(
    lists: Query<
        (&ComputedNode, &ScrollPosition, &Children),
        (
            With<Scrolls>,
            Or<(
                Changed<ComputedNode>,
                Changed<ScrollPosition>,
                Changed<Children>,
            )>,
        ),
    >,
    mut cues: Query<&mut Node, With<ScrollCue>>,
) {
    for (list, scroll, children) in &lists {
        let most = (list.content_size().y - list.size().y) * list.inverse_scale_factor();
        let wanted = if most - scroll.0.y > MORE_THAN {
            Display::Flex
        } else {
            Display::None
        };
        for child in children {
            if let Ok(mut node) = cues.get_mut(*child)
                && node.display != wanted
            {
                node.display = wanted;
            }
        }
    }
}
