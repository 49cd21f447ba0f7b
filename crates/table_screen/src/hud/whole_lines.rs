//! The status panel shows only whole lines. On a compact window it keeps to a band of fixed
//! height (`fit`), and a status with more lines than the band holds (Svoi Kozyri's trumps and
//! pile, a long line wrapped in French or Russian) would show its last line cut through the
//! middle; that line and those after it are hidden instead. What they say is on the table too:
//! the trumps in the captions beside the hands, the pile and the stock as cards.

use super::StatusPanel;
use bevy::camera::visibility::VisibilitySystems;
use bevy::prelude::*;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform, UiSystems};
use challenge_base::shared::Screen;

pub(super) fn plugin(app: &mut App) {
    // Once the frame's layout is known and before visibility spreads to the lines' text, so
    // a line cut through never shows for a frame.
    app.add_systems(
        PostUpdate,
        hide_cut_lines
            .after(UiSystems::PostLayout)
            .before(VisibilitySystems::VisibilityPropagate)
            .run_if(in_state(Screen::Table)),
    );
}

/// A line may reach this far (physical pixels) past the band's edge and still count as whole.
const SLACK: f32 = 1.0;

/// Each line under the band's clipping edge, and every line after it, is hidden; each line
/// that fits is shown. A band that does not clip (a wide window's) holds every line.
fn hide_cut_lines(
    panels: Query<&Children, With<StatusPanel>>,
    mut lines: Query<(
        &ComputedNode,
        &UiGlobalTransform,
        Option<&CalculatedClip>,
        &mut Visibility,
    )>,
) {
    for children in &panels {
        let mut room = true;
        for child in children.iter() {
            let Ok((line, at, clip, mut visibility)) = lines.get_mut(child) else {
                continue;
            };
            let bottom = at.translation.y + line.size().y / 2.0;
            // Once one line is cut, those under it are out of the band as well.
            room &= clip.is_none_or(|clip| bottom <= clip.clip.max.y + SLACK);
            visibility.set_if_neq(if room {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
        }
    }
}
