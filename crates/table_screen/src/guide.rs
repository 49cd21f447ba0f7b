//! The guide of a lesson ("Learn to play"), where it covers least of the table (on a phone, in
//! the status's place): which step of how many, what the guide says, and "Next" while it waits
//! to be read; once the lesson is over, "Play a real game" and "Title". What the guide points
//! at (cards anywhere on the table, the learner's move) is lit as "Suggest" lights it, through
//! the [`TableView`]; a score sheet folded away on a phone opens when a step points at its
//! rows.

use super::cards::{
    Arrangement, Geometry, STATUS_WIDTH, TableCard, UPRIGHT_STATUS_HEIGHT, UPRIGHT_STATUS_TOP,
};
use super::clear_spot::{self, Obstacle};
use super::hud::fit::Unfolded;
use super::hud::{ActionBar, SheetPanel, StatusPanel};
use super::{TableSystems, TableView};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
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
        // Opaque, as every panel: on a phone it lies over the action bar, whose words must not
        // show through the guide's.
        BackgroundColor(palette::FELT_DARK),
        BorderColor::all(palette::BRASS),
        // Over the cards it may lie on, under the result of the game and under the menus
        // (the pause menu dims it with the rest of the table; menus lie at 10).
        GlobalZIndex(9),
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
                // The words scroll within the guide where the window is too short for them
                // all (the largest text on a small window), so "Next" stays in sight.
                panel
                    .spawn((
                        Node {
                            flex_direction: FlexDirection::Column,
                            flex_shrink: 1.0,
                            min_height: px(0),
                            overflow: Overflow::scroll_y(),
                            ..default()
                        },
                        challenge_base::input::scroll::Scrolls,
                    ))
                    .with_child(widget::label(says.clone(), 17.0, palette::IVORY));
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

/// Where the guide stands: at the right of a wide window, left of the score sheet when one
/// shows (a lesson points at its rows); on a compact window in the status's place, which the
/// status leaves to it (`hud::fit`): on a phone held upright across its top, the table laid
/// out below it (or under the score sheet while that is open); on a phone on its side in the
/// column at the left, as narrow as the status and down to the hand. Within that column
/// (except across an upright top) it stands at the height where it covers least of the
/// cards (those it talks about most of all) and nothing of the action bar: on a phone it would
/// otherwise lie over the very hand a step explains while the middle of the table is empty.
/// The spot is chosen again when the step, the window or the guide's height changes, not as
/// cards move, so the guide does not wander while the learner reads it.
fn place_guide(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    ui_scale: Option<Res<UiScale>>,
    settings: Res<challenge_base::settings::Settings>,
    mut table: ResMut<TableView>,
    guide: Option<Res<LessonGuide>>,
    panel: Single<(Entity, &mut Node, &ComputedNode), With<GuidePanel>>,
    sheet: Query<
        (&ComputedNode, &UiGlobalTransform, &Node, &Visibility),
        (With<SheetPanel>, Without<GuidePanel>),
    >,
    panels: Query<
        (
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
            Has<ActionBar>,
        ),
        Or<(With<ActionBar>, With<StatusPanel>)>,
    >,
    cards: Query<&TableCard>,
    words: Query<Words, Or<(With<Text>, With<Button>)>>,
    parents: Query<&ChildOf>,
    felt_words: Query<FeltWords, With<Text2d>>,
    mut chosen_for: Local<Option<(usize, UVec2, u32, u32, UVec2)>>,
) {
    // Everything in the interface's units, which the window's are scaled to.
    let ui_scale = ui_scale.map_or(1.0, |scale| scale.0).max(0.01);
    let size = window.size();
    let room = size / ui_scale;
    let sheet = sheet
        .single()
        .ok()
        .filter(|(_, _, node, shown)| {
            node.display != Display::None && **shown != Visibility::Hidden
        })
        .map(|(computed, at, ..)| {
            let scale = computed.inverse_scale_factor;
            Rect::from_center_size(at.translation * scale, computed.size * scale)
        })
        .filter(|sheet| sheet.size().y > 0.0);
    let sheet_size = sheet.map(|sheet| sheet.size());
    let (guide_entity, node, computed) = panel.into_inner();
    let guide_size = computed.size * computed.inverse_scale_factor;
    // The preferred spot's top, the guide's offsets from the window's sides, and its width.
    let arrangement = Arrangement::of(size);
    let (first_top, right, width, max_width) = match arrangement {
        Arrangement::Wide => {
            let right = sheet_size.map_or(12.0, |size| 12.0 + size.x + 12.0);
            (12.0, right, px(320), vw(40))
        }
        Arrangement::Upright => {
            let top =
                sheet_size.map_or(UPRIGHT_STATUS_TOP, |size| UPRIGHT_STATUS_TOP + size.y + 8.0);
            (top, 8.0, Val::Auto, Val::Auto)
        }
        Arrangement::Turned => (8.0, 12.0, px(STATUS_WIDTH), vw(40)),
    };
    let step = guide.as_ref().map_or(0, |guide| guide.step);
    // The sheet counts too: it is laid out a frame or more after the step begins, and a spot
    // chosen before it showed would stay over it.
    let key = (
        step,
        size.as_uvec2(),
        (guide_size.y / 8.0).round() as u32,
        (guide_size.x / 8.0).round() as u32,
        (sheet_size.unwrap_or_default() / 8.0).round().as_uvec2(),
    );
    // Upright, with the score sheet folded, the guide stands across the top in the status's
    // place and the other seats sit below it (`guide_height`): nothing of the table lies
    // under it to keep clear of.
    let across_the_top = arrangement == Arrangement::Upright && sheet.is_none();
    // The status's band and what the table can spare under it, so that the middle keeps a
    // card's height over the moves: the most the other seats move down for the guide. (On the
    // smallest phones the guide may reach a little further, over the top of their strip.)
    let as_the_status_stands = Geometry {
        top_band: UPRIGHT_STATUS_HEIGHT,
        ..Geometry::of_table(size, &table, settings.card_scale)
    };
    let band_room = UPRIGHT_STATUS_HEIGHT + as_the_status_stands.upright_spare();
    let guide_height = if across_the_top && guide.is_some() {
        guide_size.y.min(band_room)
    } else {
        0.0
    };
    if (table.guide_height - guide_height).abs() > 0.5 {
        table.guide_height = guide_height;
    }
    let chosen = match *chosen_for {
        Some(chosen) if chosen == key => None,
        _ if across_the_top => {
            *chosen_for = Some(key);
            Some(Vec2::new(8.0, first_top))
        }
        _ => {
            *chosen_for = Some(key);
            let mut obstacles = obstacles(size, ui_scale, &settings, &table, &cards, &panels);
            obstacles.extend(sheet.map(|rect| Obstacle { rect, weight: 4.0 }));
            obstacles.extend(words_outside(guide_entity, &words, &parents));
            obstacles.extend(words_on_the_felt(size, ui_scale, &felt_words));
            let spots = spots(arrangement, room, guide_size, first_top, right);
            clear_spot::clearest(&spots, &obstacles).map(|index| spots[index].min)
        }
    };
    // Upright the guide spans the width; elsewhere it stands where the spot's left edge is.
    let (top, left, right) = match (chosen, arrangement) {
        (None, _) => (node.top, node.left, node.right),
        (Some(at), Arrangement::Upright) => (px(at.y), px(8), px(8)),
        (Some(at), _) => (px(at.y), px(at.x), Val::Auto),
    };
    // Never taller than a third of an upright phone's window, or a little over half a desktop
    // one's (nor than the room below its first spot): its words scroll instead, and a short
    // guide finds a gap to stand in where a tall one would lie over the cards or the words it
    // talks about. On a phone on its side the status's column is the guide's alone, down to the
    // hand (the window is short: less would leave the words a slit).
    let share = match arrangement {
        Arrangement::Upright => 0.34,
        Arrangement::Wide => 0.55,
        Arrangement::Turned => 1.0,
    };
    let mut max_height = (room.y * share)
        .max(160.0)
        .min(room.y - first_top - 12.0)
        .max(120.0);
    if across_the_top {
        // Across the top, within the band the table makes room for, or tall enough for its
        // heading, a few lines and Next.
        max_height = max_height.min(band_room.max(190.0));
    }
    if arrangement == Arrangement::Turned {
        // In the status's column, down to the hand, which reaches in under the column (the
        // viewer's row stands right of it).
        let hand = match as_the_status_stands.hand_cards {
            0 => 0.0,
            cards => as_the_status_stands.floor_top(cards, false) / ui_scale,
        };
        max_height = max_height.min((room.y - first_top - hand - 8.0).max(160.0));
    }
    let max_height = px(max_height);
    // Written only when it changes, so the layout is not redone every frame.
    let mut wanted = node.clone();
    (
        wanted.top,
        wanted.left,
        wanted.right,
        wanted.width,
        wanted.max_width,
        wanted.max_height,
    ) = (top, left, right, width, max_width, max_height);
    if *node != wanted {
        *node.into_inner() = wanted;
    }
}

/// A caption on the felt (who sits where, a pile's size), for [`words_on_the_felt`].
type FeltWords = (
    &'static GlobalTransform,
    &'static bevy::text::TextLayoutInfo,
    &'static bevy::sprite::Anchor,
    Option<&'static bevy::text::TextBounds>,
    &'static InheritedVisibility,
);

/// The captions on the felt, in the interface's units: the guide weighs them as it weighs the
/// interface's words.
fn words_on_the_felt(
    window: Vec2,
    ui_scale: f32,
    felt_words: &Query<FeltWords, With<Text2d>>,
) -> Vec<Obstacle> {
    felt_words
        .iter()
        .filter(|(.., shown)| shown.get())
        .map(|(at, layout, anchor, bounds, _)| {
            // The text's box (its bounds where it has them) about its anchor, y up.
            let size = Vec2::new(
                bounds.and_then(|b| b.width).unwrap_or(layout.size.x),
                bounds.and_then(|b| b.height).unwrap_or(layout.size.y),
            );
            let centre = at.translation().truncate() - anchor.as_vec() * size;
            let centre = Vec2::new(window.x / 2.0 + centre.x, window.y / 2.0 - centre.y);
            Obstacle {
                rect: Rect::from_center_size(centre / ui_scale, size / ui_scale),
                weight: 40.0,
            }
        })
        .filter(|obstacle| obstacle.rect.size().min_element() > 0.5)
        .collect()
}

/// A text or a button on the screen, for [`words_outside`].
type Words = (
    Entity,
    &'static ComputedNode,
    &'static UiGlobalTransform,
    &'static InheritedVisibility,
);

/// Every word and button in sight but the guide's own: a guide over them would hide what the
/// table says (the status, the score sheet, the keys, the menu button), so each weighs more
/// than a card, though less than the cards the guide points at together.
fn words_outside(
    guide: Entity,
    words: &Query<Words, Or<(With<Text>, With<Button>)>>,
    parents: &Query<&ChildOf>,
) -> Vec<Obstacle> {
    words
        .iter()
        .filter(|(_, computed, _, shown)| shown.get() && computed.size.min_element() > 0.5)
        .filter(|(entity, ..)| {
            *entity != guide && !parents.iter_ancestors(*entity).any(|above| above == guide)
        })
        .map(|(_, computed, at, _)| {
            let scale = computed.inverse_scale_factor;
            Obstacle {
                rect: Rect::from_center_size(at.translation * scale, computed.size * scale),
                weight: 40.0,
            }
        })
        .collect()
}

/// What the guide should keep clear of, in the interface's units: every card where it comes to
/// rest (those the guide talks about most), the status panel and, above all, the action bar.
fn obstacles(
    window: Vec2,
    ui_scale: f32,
    settings: &challenge_base::settings::Settings,
    table: &TableView,
    cards: &Query<&TableCard>,
    panels: &Query<
        (
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
            Has<ActionBar>,
        ),
        Or<(With<ActionBar>, With<StatusPanel>)>,
    >,
) -> Vec<Obstacle> {
    let geometry = Geometry::of_table(window, table, settings.card_scale);
    let counts = table.layout.counts();
    let mut obstacles: Vec<Obstacle> = cards
        .iter()
        .map(|card| {
            let count = counts.get(&card.place).copied().unwrap_or(1);
            let pose = geometry.pose(card.place, card.index.min(count.saturating_sub(1)), count);
            // From the table's centred units, y up, to the interface's, from the top left.
            let centre = Vec2::new(
                window.x / 2.0 + pose.position.x,
                window.y / 2.0 - pose.position.y,
            ) / ui_scale;
            let half = geometry.card * pose.scale / 2.0 / ui_scale;
            let pointed_at = card.card.is_some_and(|c| table.guide_cards.contains(&c));
            Obstacle {
                rect: Rect::from_center_half_size(centre, half),
                weight: if pointed_at { 10.0 } else { 1.0 },
            }
        })
        .collect();
    for (computed, at, shown, is_bar) in panels {
        if !shown.get() || computed.size.y <= 0.0 {
            continue;
        }
        let scale = computed.inverse_scale_factor;
        obstacles.push(Obstacle {
            rect: Rect::from_center_size(at.translation * scale, computed.size * scale),
            // Never over the moves the guide asks for; over the status rather than over the
            // cards the guide talks about, but not for nothing.
            weight: if is_bar { 1_000.0 } else { 4.0 },
        });
    }
    obstacles
}

/// Where the guide may stand, the preferred spot first: its column (from the top down) at the
/// right of a wide window, at the left of a phone on its side (where the status stood), across
/// an upright one; then, on a wide window or a phone on its side, a column in the middle and
/// one at the other side, each within the window.
fn spots(
    arrangement: Arrangement,
    room: Vec2,
    guide: Vec2,
    first_top: f32,
    right: f32,
) -> Vec<Rect> {
    if guide.x <= 0.0 || guide.y <= 0.0 {
        return Vec::new();
    }
    let last_top = (room.y - guide.y - 12.0).max(first_top);
    let at_right = room.x - right - guide.x;
    let middle = (room.x - guide.x) / 2.0;
    let lefts = match arrangement {
        Arrangement::Wide => vec![at_right, middle, 12.0],
        Arrangement::Turned => vec![8.0, middle, at_right],
        Arrangement::Upright => vec![at_right],
    };
    lefts
        .into_iter()
        .flat_map(|left| clear_spot::column(left.max(0.0), guide, first_top, last_top, 8.0))
        .collect()
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
