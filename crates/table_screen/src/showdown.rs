//! Showdowns: when cards are revealed (a call in Suit Challenge, a private showdown the viewer
//! is in, a Lowball answer, a correct guess), the revealed hands are laid out in a panel in
//! the middle of the table for a moment, with the result, and the bots wait until it goes.

use bevy::prelude::*;
use challenge_base::card_textures::CardTextures;
use challenge_base::settings::Settings;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::theme::{palette, widget};
use challenge_play::table::{PresentationBusy, RulesEventMessage};
use challenge_rules::{Card, Event, Phrase, Seat, Values};

/// Seconds a showdown stays up at normal animation speed, unless dismissed.
const SHOW_SECONDS: f32 = 2.6;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (collect_reveals, dismiss_showdown)
            .chain()
            .in_set(AppSystems::Presentation)
            .run_if(in_state(Screen::Table)),
    )
    .add_systems(OnExit(Screen::Table), release_hold);
}

/// The panel on screen and how long it has left.
#[derive(Component)]
struct ShowdownPanel {
    left: f32,
    /// Whether bots wait while it shows.
    wait: bool,
}

/// Whether this module holds one count of [`PresentationBusy`].
#[derive(Resource, Default)]
struct Holding(bool);

fn hold(busy: &mut PresentationBusy, holding: &mut Holding, on: bool) {
    if holding.0 != on {
        holding.0 = on;
        if on {
            busy.0 += 1;
        } else {
            busy.0 = busy.0.saturating_sub(1);
        }
    }
}

fn release_hold(mut commands: Commands) {
    commands.insert_resource(Holding(false));
}

fn collect_reveals(
    mut commands: Commands,
    mut events: MessageReader<RulesEventMessage>,
    textures: Res<CardTextures>,
    settings: Res<Settings>,
    panels: Query<Entity, With<ShowdownPanel>>,
    mut busy: ResMut<PresentationBusy>,
    holding: Option<ResMut<Holding>>,
) {
    let mut hands: Vec<(Seat, Vec<Card>)> = Vec::new();
    let mut summary = None;
    for message in events.read() {
        match &message.event {
            Event::Revealed { seat, cards, .. } if !cards.is_empty() => {
                match hands.iter_mut().find(|(s, _)| s == seat) {
                    Some((_, shown)) => shown.extend(cards.iter().copied()),
                    None => hands.push((*seat, cards.clone())),
                }
            }
            Event::RoundOver { .. } => summary = message.event.phrase(),
            _ => {}
        }
    }
    if hands.is_empty() {
        return;
    }
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    let speed = settings.animation_speed.duration_factor();
    // With instant animations the panel still shows, but nobody waits for it.
    let (seconds, wait) = if speed > 0.0 {
        (SHOW_SECONDS * speed.max(0.6), true)
    } else {
        (1.5, false)
    };
    // Each hand's seat, named as the table speaks ("You", "Player 2").
    let rows: Vec<(Phrase, Vec<Handle<Image>>)> = hands
        .iter()
        .map(|(seat, cards)| {
            (
                Phrase::new("seat").seat("seat", *seat),
                cards.iter().map(|&c| textures.face(c)).collect(),
            )
        })
        .collect();
    let card_width = if hands.iter().map(|(_, c)| c.len()).max().unwrap_or(0) > 8 {
        44.0
    } else {
        64.0
    };
    commands
        .spawn((
            Name::new("Showdown"),
            ShowdownPanel {
                left: seconds,
                wait,
            },
            DespawnOnExit(Screen::Table),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                top: percent(22),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
            GlobalZIndex(5),
        ))
        .with_children(|layer| {
            layer
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(8),
                        padding: UiRect::all(px(16)),
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(14)),
                        max_width: px(720),
                        ..default()
                    },
                    BorderColor::all(palette::BRASS),
                    BackgroundColor(palette::PANEL),
                    Pickable::IGNORE,
                ))
                .with_children(|panel| {
                    let title = if rows.len() > 1 {
                        "table-showdown"
                    } else {
                        "table-shown"
                    };
                    panel.spawn(widget::label(title, 22.0, palette::BRASS));
                    for (who, images) in rows {
                        panel
                            .spawn(Node {
                                align_items: AlignItems::Center,
                                column_gap: px(6),
                                ..default()
                            })
                            .with_children(|row| {
                                row.spawn((
                                    widget::label(who, 18.0, palette::IVORY),
                                    Node {
                                        width: px(100),
                                        ..default()
                                    },
                                ));
                                for image in images {
                                    row.spawn((
                                        ImageNode::new(image),
                                        Node {
                                            width: px(card_width),
                                            height: px(card_width * 1.4),
                                            ..default()
                                        },
                                    ));
                                }
                            });
                    }
                    if let Some(summary) = summary {
                        panel.spawn(widget::label(summary, 17.0, palette::MUTED));
                    }
                });
        });
    match holding {
        Some(mut holding) => hold(&mut busy, &mut holding, wait),
        None if wait => {
            commands.insert_resource(Holding(true));
            busy.0 += 1;
        }
        None => commands.insert_resource(Holding(false)),
    }
}

/// The panel goes when its time is up, or at once on a click or a key or pad press.
fn dismiss_showdown(
    mut commands: Commands,
    time: Res<Time>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    gamepads: Query<&Gamepad>,
    mut panels: Query<(Entity, &mut ShowdownPanel)>,
    mut busy: ResMut<PresentationBusy>,
    holding: Option<ResMut<Holding>>,
) {
    let Some(mut holding) = holding else {
        return;
    };
    let pressed = keys.get_just_pressed().next().is_some()
        || mouse.get_just_pressed().next().is_some()
        || gamepads
            .iter()
            .any(|pad| pad.get_just_pressed().next().is_some());
    let mut open = false;
    for (entity, mut panel) in &mut panels {
        panel.left -= time.delta_secs();
        if panel.left <= 0.0 || pressed {
            commands.entity(entity).despawn();
        } else if panel.wait {
            open = true;
        }
    }
    hold(&mut busy, &mut holding, open);
}
