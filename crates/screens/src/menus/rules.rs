//! The rules of each game, in the product's own words with the rule notes, in a scrolling
//! panel. Left/Right on the game row switch games; a finger, the wheel, Up/Down, Page Up/Down and
//! the right stick scroll.

use bevy::prelude::*;
use challenge_base::input::focus::{Activate, Nav, SaysForDevice, ScrollLane, Stepped};
use challenge_base::shared::{Menu, MenuOrigin, RulesTopic};
use challenge_base::text::{Lexicon, Says};
use challenge_base::theme::palette;
use challenge_base::theme::widget::{self, RowValue};
use challenge_rules::{GameId, Phrase};

/// Pixels one wheel notch or arrow press scrolls.
const LINE: f32 = 28.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Rules), (spawn_rules_menu, open_scroll_lane))
        .add_systems(OnExit(Menu::Rules), close_scroll_lane)
        .add_systems(
            Update,
            (fill_rules, scroll_rules).run_if(in_state(Menu::Rules)),
        );
}

#[derive(Component)]
struct GameRow;

/// The scrolling column that holds the text.
#[derive(Component)]
struct RulesText;

fn open_scroll_lane(mut lane: ResMut<ScrollLane>) {
    lane.0 = true;
}

fn close_scroll_lane(mut lane: ResMut<ScrollLane>) {
    lane.0 = false;
}

fn spawn_rules_menu(mut commands: Commands, topic: Res<RulesTopic>) {
    let root = commands
        .spawn((widget::overlay("Rules"), DespawnOnExit(Menu::Rules)))
        .id();
    let panel = commands
        .spawn((widget::menu_panel(900.0), ChildOf(root)))
        .id();
    commands
        .spawn((
            widget::choice_row(GameRow, "rules-menu-of", Phrase::new(topic.0.title_id())),
            ChildOf(panel),
        ))
        .observe(|_: On<Activate>, mut topic: ResMut<RulesTopic>| {
            topic.0 = next_game(topic.0, true);
        })
        .observe(|step: On<Stepped>, mut topic: ResMut<RulesTopic>| {
            topic.0 = next_game(topic.0, step.forward);
        });
    commands.spawn((
        RulesText,
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(10),
            width: percent(100),
            height: px(470),
            // Taller where the panel is (a phone held upright), shorter where it is not.
            flex_grow: 1.0,
            padding: UiRect::all(px(12)),
            overflow: Overflow::scroll_y(),
            ..default()
        },
        // A finger or the wheel scrolls it too.
        challenge_base::input::scroll::Scrolls,
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.25)),
        ChildOf(panel),
    ));
    commands.spawn((
        widget::label("rules-menu-help", 15.0, palette::MUTED),
        SaysForDevice {
            keyboard: "rules-menu-help",
            gamepad: "rules-menu-help-gamepad",
            mouse: "rules-menu-help-mouse",
            touch: "rules-menu-help-touch",
        },
        ChildOf(panel),
    ));
    commands.spawn((widget::button("rules-menu-done", done), ChildOf(panel)));
}

pub fn next_game(game: GameId, forward: bool) -> GameId {
    let all = GameId::ALL;
    let at = all.iter().position(|&g| g == game).unwrap_or(0);
    let next = if forward {
        (at + 1) % all.len()
    } else {
        (at + all.len() - 1) % all.len()
    };
    all[next]
}

fn done(_: On<Activate>, mut next: ResMut<NextState<Menu>>, origin: Res<MenuOrigin>) {
    next.set(origin.0);
}

/// Writes the topic's rules into the panel (also right after it is spawned, and again in the
/// new language when the language changes).
fn fill_rules(
    mut commands: Commands,
    topic: Res<RulesTopic>,
    lexicon: Res<Lexicon>,
    text: Single<(Entity, &mut ScrollPosition), With<RulesText>>,
    row: Single<Entity, With<GameRow>>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
    added: Query<(), Added<RulesText>>,
) {
    if !topic.is_changed() && !lexicon.is_changed() && added.is_empty() {
        return;
    }
    widget::set_row_value(
        *row,
        Phrase::new(topic.0.title_id()),
        &children,
        &mut values,
    );
    let (column, mut scroll) = text.into_inner();
    scroll.0 = Vec2::ZERO;
    // The page is worded whole by the text layer; its paragraphs are shown as they come.
    let page = lexicon.rules_page(topic.0);
    commands.entity(column).despawn_related::<Children>();
    commands.entity(column).with_children(|column| {
        for paragraph in page.paragraphs {
            column.spawn(widget::label(
                Says::verbatim(paragraph.replace('\n', " ")),
                18.0,
                palette::IVORY,
            ));
        }
        column.spawn(widget::label("rules-notes-heading", 22.0, palette::BRASS));
        for note in page.notes {
            column.spawn(widget::label(
                Says::verbatim(format!("•  {note}")),
                17.0,
                palette::MUTED,
            ));
        }
    });
}

fn scroll_rules(
    mut nav: MessageReader<Nav>,
    keys: Res<ButtonInput<KeyCode>>,
    gamepads: Query<&Gamepad>,
    time: Res<Time<Real>>,
    text: Single<(&mut ScrollPosition, &ComputedNode), With<RulesText>>,
) {
    let mut delta = 0.0;
    for command in nav.read() {
        if let Nav::Scroll(down) = command {
            delta += if *down { LINE * 2.0 } else { -LINE * 2.0 };
        }
    }
    let (mut scroll, node) = text.into_inner();
    let page = node.size().y * node.inverse_scale_factor() * 0.8;
    if keys.just_pressed(KeyCode::PageDown) {
        delta += page;
    }
    if keys.just_pressed(KeyCode::PageUp) {
        delta -= page;
    }
    for gamepad in &gamepads {
        let stick = gamepad.right_stick().y;
        if stick.abs() > 0.2 {
            delta -= stick * 600.0 * time.delta_secs();
        }
    }
    if delta == 0.0 {
        return;
    }
    challenge_base::input::scroll::scroll_by(&mut scroll, node, delta);
}
