//! Fits the table's panels to the window. On a wide window they stand down both sides of the
//! cards, as they always have. On a compact one (a phone held either way, a small desktop
//! window) the status spans the top (upright) or the left (turned), the action bar stands over
//! the hand (upright) or right of it (turned), and the score sheet and the log fold away behind
//! two buttons beside "Menu" (keys S and L too), so the cards keep the room. On a wide window
//! whose score sheet leaves the moves under it too little room (the largest text on a small
//! desktop), the sheet folds alone, behind a button at the top right. During a lesson on a
//! compact window the status steps aside and the guide stands in its place: the window has no
//! room for both, and the guide says what the status would.

use super::{ActionBar, CoachLine, CoachPanel, LogPanel, SheetPanel, StatusColumn, StatusPanel};
use crate::cards::{
    ACTION_BAR_WIDTH, Arrangement, Geometry, STATUS_WIDTH, UPRIGHT_STATUS_HEIGHT,
    UPRIGHT_STATUS_TOP,
};
use crate::menu_button::{MENU_WIDTH, MenuButton, finger_button};
use crate::{TableSystems, TableView};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;
use challenge_base::shared::Menu;
use challenge_base::shared::Screen;
use challenge_play::table::LessonGuide;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Unfolded>()
        .add_systems(OnEnter(Screen::Table), spawn_fold_buttons)
        .add_systems(
            Update,
            unfold_by_keys
                .in_set(TableSystems::Keys)
                .run_if(in_state(Screen::Table).and_then(in_state(Menu::None))),
        );
}

/// Which folded panels the player has opened on a compact window. Each table starts folded.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unfolded {
    pub sheet: bool,
    pub log: bool,
}

/// The row of the two fold buttons, left of "Menu".
#[derive(Component)]
pub struct FoldButtons;

/// The fold button of the log, which a wide window whose sheet alone folds does not show.
#[derive(Component)]
pub(super) struct FoldsLog;

/// Whether the score sheet folds on a wide window, where it leaves the moves under it too
/// little room, and what it was decided for: it stays so for that window size, text size and
/// sheet, rather than folding and unfolding as the moves offered change.
#[derive(Default)]
pub(super) struct SheetSqueeze {
    decided_for: Option<(Vec2, f32, f32)>,
    folds: bool,
    /// The sheet's height (interface units) when last shown: a folded sheet has none.
    sheet_height: f32,
}

fn spawn_fold_buttons(mut commands: Commands, mut unfolded: ResMut<Unfolded>) {
    *unfolded = Unfolded::default();
    let fold_button = |label: &'static str| {
        finger_button(
            label,
            Node {
                min_width: px(88),
                ..default()
            },
        )
    };
    commands
        .spawn((
            Name::new("Fold buttons"),
            FoldButtons,
            DespawnOnExit(Screen::Table),
            Node {
                position_type: PositionType::Absolute,
                top: px(12),
                right: px(12.0 + MENU_WIDTH + 8.0),
                column_gap: px(8),
                display: Display::None,
                ..default()
            },
            GlobalZIndex(5),
        ))
        .with_children(|row| {
            row.spawn((fold_button("table-fold-log"), FoldsLog))
                .observe(
                    |_: On<challenge_base::input::focus::Activate>,
                     mut unfolded: ResMut<Unfolded>| {
                        unfolded.log = !unfolded.log;
                    },
                );
            row.spawn(fold_button("table-fold-sheet")).observe(
                |_: On<challenge_base::input::focus::Activate>, mut unfolded: ResMut<Unfolded>| {
                    unfolded.sheet = !unfolded.sheet;
                },
            );
        });
}

/// S shows or folds the score sheet, L the log, as the buttons do.
fn unfold_by_keys(keys: Res<ButtonInput<KeyCode>>, mut unfolded: ResMut<Unfolded>) {
    if keys.just_pressed(KeyCode::KeyS) {
        unfolded.sheet = !unfolded.sheet;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        unfolded.log = !unfolded.log;
    }
}

/// Whether the score sheet changed its size (a row filled, larger text), or the action bar
/// its (new moves): the bar is fitted again under the sheet.
pub(super) fn panels_resized(
    panels: Query<
        (),
        (
            Or<(With<SheetPanel>, With<ActionBar>)>,
            Changed<ComputedNode>,
        ),
    >,
) -> bool {
    !panels.is_empty()
}

/// Laid out when `shown`, left out of the layout otherwise.
fn shown_if(shown: bool) -> Display {
    if shown { Display::Flex } else { Display::None }
}

/// Replaces `node` with `wanted` only when they differ, so the layout is not redone (and
/// nothing marked changed) on frames where nothing moved.
fn set_node(node: &mut Mut<Node>, wanted: Node) {
    if **node != wanted {
        **node = wanted;
    }
}

/// Arranges the panels for the window's shape, each frame, changing only what differs.
#[allow(clippy::type_complexity)]
pub(super) fn fit_panels(
    window: Single<&Window, With<PrimaryWindow>>,
    table: Res<TableView>,
    settings: Res<challenge_base::settings::Settings>,
    unfolded: Res<Unfolded>,
    guide: Option<Res<LessonGuide>>,
    mut panels: Query<
        (
            Entity,
            &mut Node,
            Has<StatusColumn>,
            Has<StatusPanel>,
            Has<LogPanel>,
            Has<SheetPanel>,
            Has<ActionBar>,
            Has<CoachPanel>,
            Has<CoachLine>,
        ),
        (
            Or<(
                With<StatusColumn>,
                With<StatusPanel>,
                With<LogPanel>,
                With<SheetPanel>,
                With<ActionBar>,
                With<FoldButtons>,
                With<CoachPanel>,
                With<CoachLine>,
            )>,
            Without<Button>,
            Without<MenuButton>,
            Without<FoldsLog>,
        ),
    >,
    mut buttons: Query<(&ChildOf, &mut Node), With<Button>>,
    mut log_button: Query<&mut Node, (With<FoldsLog>, Without<Button>, Without<MenuButton>)>,
    sheet_size: Query<&ComputedNode, With<SheetPanel>>,
    bar_size: Query<(&ComputedNode, &UiGlobalTransform, &ScrollPosition), With<ActionBar>>,
    laid_buttons: Query<(&ChildOf, &ComputedNode, &UiGlobalTransform), With<Button>>,
    menu: Query<(&Node, &ComputedNode), (With<MenuButton>, Without<Button>)>,
    mut squeeze: Local<SheetSqueeze>,
) {
    let size = window.size();
    let arrangement = Arrangement::of(size);
    let ui = challenge_base::theme::interface_scale(size);
    let compact = arrangement != Arrangement::Wide;
    let geometry = Geometry::of_table(size, &table, settings.card_scale);
    let offers = table.offers().len();
    let room = size.y / ui;
    // The sheet's height as last shown (interface units): larger text makes it taller.
    if let Ok(sheet) = sheet_size.single() {
        let height = sheet.size().y * sheet.inverse_scale_factor();
        if height > 0.0 {
            squeeze.sheet_height = height;
        }
    }
    let has_sheet = table.layout.sheet.is_some();
    // On a wide window the sheet folds where the moves (their prompt and every button, as
    // last laid out) would not fit under it, within the bar's usual 70 % of the height.
    let decided_for = (size, settings.text_scale, squeeze.sheet_height.round());
    if squeeze.decided_for != Some(decided_for) {
        squeeze.decided_for = Some(decided_for);
        squeeze.folds = false;
    }
    if !compact && has_sheet && !squeeze.folds && squeeze.sheet_height > 0.0 {
        let needed = bar_size.single().map_or(0.0, |(bar, ..)| {
            bar.content_size().y * bar.inverse_scale_factor()
        });
        let under_sheet = room - 12.0 - squeeze.sheet_height - 24.0;
        squeeze.folds = under_sheet < needed.min(room * 0.7);
    }
    let sheet_folds = compact || (has_sheet && squeeze.folds);
    // Where the score sheet ends on a wide window (interface units down from the top), for the
    // bar under it to keep clear of it; none where it folds.
    let sheet_foot = (has_sheet && !sheet_folds).then_some(12.0 + squeeze.sheet_height);
    // Where the "Menu" control's top stands on a wide window (interface units up from the
    // foot), for the status and log down the left side to end over it: larger text makes the
    // column taller.
    let menu_top = menu.single().ok().map(|(node, computed)| {
        let foot = match node.bottom {
            Val::Px(foot) => foot,
            _ => 0.0,
        };
        foot + computed.size().y * computed.inverse_scale_factor()
    });
    // A panel that folds shows only while unfolded.
    let shown = |folds: bool, open: bool| shown_if(!folds || open);
    // How tall the bar must be (interface units) for its prompt and its first row of buttons,
    // as last laid out: never less, whatever the room under the middle of the table.
    let prompt_and_a_row = |bar: Entity| {
        let Ok((node, at, scroll)) = bar_size.get(bar) else {
            return 0.0;
        };
        let top = at.translation.y - node.size().y / 2.0;
        laid_buttons
            .iter()
            .filter(|(parent, ..)| parent.parent() == bar)
            .map(|(_, button, at)| at.translation.y + button.size().y / 2.0)
            .min_by(f32::total_cmp)
            .map_or(0.0, |bottom| {
                (bottom - top) * node.inverse_scale_factor() + scroll.0.y + 12.0
            })
    };
    let mut bar_entity = None;
    for (entity, mut node, column, status, log, sheet, bar, coach_panel, coach_line) in &mut panels
    {
        let mut wanted = node.clone();
        if coach_panel || coach_line {
            // The coach's reason under the log on a wide window, atop the action bar otherwise.
            wanted.display = shown_if(compact == coach_line);
        } else if column {
            // The log, last in the column, gives up its oldest lines where the column would
            // reach down over the "Menu" (see `spawn_hud`).
            wanted.max_height = match (arrangement, menu_top) {
                (Arrangement::Wide, Some(top)) => px(size.y / ui - 12.0 - top - 8.0),
                _ => Val::Auto,
            };
            (wanted.left, wanted.top, wanted.right, wanted.width) = match arrangement {
                Arrangement::Wide => (px(12), px(12), Val::Auto, px(STATUS_WIDTH)),
                Arrangement::Turned => (px(8), px(8), Val::Auto, px(STATUS_WIDTH)),
                Arrangement::Upright => (px(8), px(UPRIGHT_STATUS_TOP), px(8), Val::Auto),
            };
        } else if status {
            // Upright, the status keeps to its band over the opponents' strip; turned, to the
            // upper part of its column, where the log unfolds under it.
            (wanted.max_height, wanted.overflow) = match arrangement {
                Arrangement::Wide => (Val::Auto, Overflow::visible()),
                Arrangement::Turned => (px(size.y / ui * 0.55), Overflow::clip()),
                Arrangement::Upright => (px(UPRIGHT_STATUS_HEIGHT), Overflow::clip()),
            };
            // A lesson's guide stands in its place on a compact window (`guide`).
            wanted.display = shown_if(!(compact && guide.is_some()));
        } else if log {
            wanted.display = shown(compact, unfolded.log);
        } else if sheet {
            wanted.display = shown(sheet_folds, unfolded.sheet);
            // Folded, it opens under its button.
            wanted.top = px(if sheet_folds {
                UPRIGHT_STATUS_TOP
            } else {
                12.0
            });
            wanted.right = px(if compact { 8 } else { 12 });
        } else if bar {
            bar_entity = Some(entity);
            match arrangement {
                Arrangement::Wide => {
                    // Long lists take two columns rather than running off screen.
                    let many = offers > 8;
                    wanted.flex_direction = if many {
                        FlexDirection::Row
                    } else {
                        FlexDirection::Column
                    };
                    (wanted.left, wanted.right, wanted.bottom) = (Val::Auto, px(12), px(12));
                    wanted.width = px(if many { 490 } else { 256 });
                    wanted.max_height = match sheet_foot {
                        // Room for a prompt and a button at the least; the bar scrolls.
                        Some(foot) => px((room * 0.7).min(room - foot - 24.0).max(120.0)),
                        None => percent(70),
                    };
                }
                Arrangement::Turned => {
                    wanted.flex_direction = FlexDirection::Row;
                    (wanted.left, wanted.right, wanted.bottom) = (Val::Auto, px(8), px(8));
                    wanted.width = px(ACTION_BAR_WIDTH);
                    wanted.max_height = px(size.y / ui - 72.0);
                }
                Arrangement::Upright => {
                    // Just over the viewer's own cards, across the window, and no higher than
                    // the cards in the middle (Gotcha's stock, a card a guess turned up): a
                    // longer list of moves scrolls under its "More below". Never less than a
                    // prompt and a row of buttons.
                    wanted.flex_direction = FlexDirection::Row;
                    let floor = geometry.floor_over() / ui;
                    (wanted.left, wanted.right, wanted.bottom) = (px(8), px(8), px(floor + 4.0));
                    wanted.width = Val::Auto;
                    let under_the_middle = geometry.centre_foot() / ui - floor - 4.0 - 8.0;
                    wanted.max_height = px(under_the_middle
                        .max(prompt_and_a_row(entity))
                        .min(room * 0.45));
                }
            }
        } else {
            // The fold buttons, shown only where the panels fold: left of "Menu" on a compact
            // window; at the top right, the sheet's alone, where only the sheet folds.
            wanted.display = shown_if(sheet_folds);
            wanted.right = px(if compact {
                12.0 + MENU_WIDTH + 8.0
            } else {
                12.0
            });
        }
        if bar {
            // A column scrolls where it runs out of height rather than wrap into a second
            // column off the window's edge; rows wrap.
            wanted.flex_wrap = if wanted.flex_direction == FlexDirection::Column {
                FlexWrap::NoWrap
            } else {
                FlexWrap::Wrap
            };
        }
        set_node(&mut node, wanted);
    }
    // The log stays in its column on a wide window: only a compact one folds it.
    let log_shown = shown_if(compact);
    for mut node in &mut log_button {
        if node.display != log_shown {
            node.display = log_shown;
        }
    }
    // The bar's buttons: one column on a wide window; on a compact one, two to a row when
    // there are several (a turned window's bar is narrow, so only when there are many).
    let Some(bar) = bar_entity else {
        return;
    };
    let width = match arrangement {
        Arrangement::Wide => px(230),
        Arrangement::Turned if offers > 4 => percent(48),
        Arrangement::Upright if offers > 1 => percent(48.5),
        _ => percent(100),
    };
    for (parent, mut node) in &mut buttons {
        if parent.parent() == bar && node.width != width {
            node.width = width;
        }
    }
}
