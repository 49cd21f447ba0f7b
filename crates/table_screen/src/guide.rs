//! The guide of a lesson ("Learn to play"), at the top right of the table: which step of how
//! many, what the guide says, and "Next" while it waits to be read; once the lesson is over,
//! "Play a real game" and "Title". What the guide points at (cards anywhere on the table, the
//! learner's move) is lit as "Suggest" lights it, through the [`TableView`]; a score sheet
//! folded away on a phone opens when a step points at its rows.

use super::cards::{Arrangement, UPRIGHT_STATUS_TOP};
use super::hud::SheetPanel;
use super::hud::fit::Unfolded;
use super::{TableSystems, TableView};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use challenge_base::input::focus::{Activate, OfferFocus};
use challenge_base::shared::Screen;
use challenge_base::theme::{palette, widget};
use challenge_play::session::choices::SetupChoices;
use challenge_play::table::{LessonGuide, LessonReadOn};
use challenge_rules::{Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), spawn_guide_panel)
        .add_systems(
            Update,
            (
                point_where_the_guide_points,
                unfold_the_rows_the_guide_points_at,
            )
                .chain()
                .in_set(TableSystems::Notes)
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            (show_guide, focus_the_guide, place_guide)
                .chain()
                .in_set(TableSystems::Hud)
                .run_if(in_state(Screen::Table)),
        );
}

/// The guide's panel; hidden when no lesson is under way.
#[derive(Component)]
pub(crate) struct GuidePanel {
    /// The step and its wording the panel was built for.
    built_for: Option<(usize, Option<Phrase>, bool)>,
}

fn spawn_guide_panel(mut commands: Commands) {
    commands.spawn((
        Name::new("Guide"),
        GuidePanel { built_for: None },
        Node {
            position_type: PositionType::Absolute,
            right: px(12),
            top: px(12),
            width: px(320),
            max_width: vw(40),
            flex_direction: FlexDirection::Column,
            row_gap: px(8),
            padding: UiRect::all(px(14)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        // Nearly opaque: on a phone it lies over the action bar, whose words must not show
        // through the guide's.
        BackgroundColor(palette::FELT_DARK.with_alpha(0.98)),
        BorderColor::all(palette::BRASS),
        // Over the cards it may lie on, under the result of the game.
        GlobalZIndex(10),
        Visibility::Hidden,
        DespawnOnExit(Screen::Table),
    ));
}

/// The guide's button that takes the focus once it exists: reading on (or, at the end, a real
/// game) is the way on, for the keys and a pad as for the mouse.
#[derive(Component)]
struct TakesFocus;

/// The cards, the move, the score sheet's rows and the pot the guide points at, lit on the
/// table as a suggestion is.
fn point_where_the_guide_points(guide: Option<Res<LessonGuide>>, mut table: ResMut<TableView>) {
    let (cards, action, rows, pot) = match guide.as_deref() {
        Some(guide) => (
            guide.cards.clone(),
            guide.action,
            guide.sheet_rows.clone(),
            guide.pot,
        ),
        None => (Vec::new(), None, Vec::new(), false),
    };
    let action = action.filter(|&index| table.viewer_to_act && index < table.actions.len());
    if table.guide_cards != cards {
        table.guide_cards = cards;
    }
    if table.guide_action != action {
        table.guide_action = action;
    }
    if table.guide_sheet_rows != rows {
        table.guide_sheet_rows = rows;
    }
    if table.guide_pot != pot {
        table.guide_pot = pot;
    }
}

fn show_guide(
    mut commands: Commands,
    guide: Option<Res<LessonGuide>>,
    panel: Single<(Entity, &mut GuidePanel, &mut Visibility)>,
) {
    let (entity, mut panel, mut visibility) = panel.into_inner();
    let Some(guide) = guide else {
        if *visibility != Visibility::Hidden {
            *visibility = Visibility::Hidden;
            panel.built_for = None;
        }
        return;
    };
    let key = (guide.step, guide.says.clone(), guide.reading);
    if panel.built_for.as_ref() == Some(&key) {
        return;
    }
    panel.built_for = Some(key);
    *visibility = Visibility::Inherited;
    commands.entity(entity).despawn_related::<Children>();
    let game = Phrase::new(guide.game.title_id());
    let heading = match &guide.says {
        Some(_) => Phrase::new("table-lesson-heading")
            .nested("game", game)
            .count("step", guide.step)
            .count("steps", guide.steps),
        None => Phrase::new("table-lesson-done-heading").nested("game", game),
    };
    commands.entity(entity).with_children(|panel| {
        panel.spawn(widget::label(heading, 15.0, palette::BRASS));
        match &guide.says {
            Some(says) => {
                panel.spawn(widget::label(says.clone(), 17.0, palette::IVORY));
                if guide.reading {
                    panel.spawn((
                        widget::small_button("table-lesson-next", read_on),
                        TakesFocus,
                    ));
                }
            }
            None => {
                panel.spawn(widget::label("table-lesson-done", 17.0, palette::IVORY));
                panel.spawn((
                    widget::small_button("table-lesson-real-game", real_game),
                    TakesFocus,
                ));
                panel.spawn(widget::small_button("table-title", to_title));
            }
        }
    });
}

/// On a compact window the score sheet folds away behind "Scores": a step that points at its
/// rows opens it, once as the step begins, so the rows it lights are in sight. The player may
/// fold it again; a wide window always shows it.
fn unfold_the_rows_the_guide_points_at(
    guide: Option<Res<LessonGuide>>,
    mut unfolded: ResMut<Unfolded>,
    mut opened_at: Local<Option<usize>>,
) {
    let Some(guide) = guide.filter(|guide| !guide.finished()) else {
        *opened_at = None;
        return;
    };
    if guide.sheet_rows.is_empty() || *opened_at == Some(guide.step) {
        return;
    }
    *opened_at = Some(guide.step);
    if !unfolded.sheet {
        unfolded.sheet = true;
    }
}

/// Where the guide stands: at the top right of a wide window, left of the score sheet when one
/// shows (a lesson points at its rows); on a phone held upright across the top, so it is short
/// enough to keep clear of the action bar over the hand, and under the score sheet while the
/// player has it open; on a phone on its side at the right, under the controls there.
fn place_guide(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    mut panel: Single<&mut Node, With<GuidePanel>>,
    sheet: Query<(&ComputedNode, &Node, &Visibility), (With<SheetPanel>, Without<GuidePanel>)>,
) {
    let sheet = sheet
        .single()
        .ok()
        .filter(|(_, node, shown)| node.display != Display::None && **shown != Visibility::Hidden)
        .map(|(computed, ..)| computed.size * computed.inverse_scale_factor);
    let (top, left, right, width, max_width) = match Arrangement::of(window.size()) {
        Arrangement::Wide => {
            let right = sheet.map_or(12.0, |size| 12.0 + size.x + 12.0);
            (px(12), Val::Auto, px(right), px(320), vw(40))
        }
        Arrangement::Upright => {
            let top = sheet.map_or(68.0, |size| UPRIGHT_STATUS_TOP + size.y + 8.0);
            (px(top), px(8), px(8), Val::Auto, Val::Auto)
        }
        Arrangement::Turned => (px(68), Val::Auto, px(12), px(320), vw(60)),
    };
    let wanted = (top, left, right, width, max_width);
    let placed = (
        panel.top,
        panel.left,
        panel.right,
        panel.width,
        panel.max_width,
    );
    if placed != wanted {
        (
            panel.top,
            panel.left,
            panel.right,
            panel.width,
            panel.max_width,
        ) = wanted;
    }
}

/// Moves the focus to the guide's new button (the button inside the named node), once it is
/// on screen; a table just entered then offers its first button no more.
fn focus_the_guide(
    mut commands: Commands,
    wanted: Query<(Entity, &Children), With<TakesFocus>>,
    shown: Query<&InheritedVisibility, With<Button>>,
    mut focus: ResMut<InputFocus>,
    mut offer: ResMut<OfferFocus>,
) {
    for (entity, children) in &wanted {
        let Some(&button) = children.first() else {
            continue;
        };
        if shown.get(button).is_ok_and(|shown| shown.get()) {
            focus.set(button, FocusCause::Navigated);
            offer.0 = false;
            commands.entity(entity).remove::<TakesFocus>();
        }
    }
}

fn read_on(_: On<Activate>, mut read: MessageWriter<LessonReadOn>) {
    read.write(LessonReadOn);
}

/// The lesson's game, set up for a real game against computer players.
fn real_game(
    _: On<Activate>,
    guide: Option<Res<LessonGuide>>,
    mut choices: ResMut<SetupChoices>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(guide) = guide {
        choices.set_online(false);
        choices.set_game(guide.game);
    }
    next.set(Screen::Setup);
}

fn to_title(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}
