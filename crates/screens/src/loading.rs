//! The splash screen: the name of the game and a bar that fills as the cards are drawn;
//! the title follows when every card is ready.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use challenge_base::card_textures::CardTextures;
use challenge_base::shared::Screen;
use challenge_base::text::Says;
use challenge_base::theme::{palette, widget};
use challenge_rules::{Phrase, Values};

/// The splash stays at least this long, so it reads as a splash rather than a flicker.
const MIN_SECONDS: f32 = 0.8;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>()
        .add_systems(OnEnter(Screen::Loading), spawn_splash)
        .add_systems(
            Update,
            (show_progress, leave_when_ready)
                .chain()
                .run_if(in_state(Screen::Loading)),
        );
}

#[derive(Component)]
struct ProgressFill;

#[derive(Component)]
struct ProgressText;

fn spawn_splash(mut commands: Commands) {
    commands.spawn((
        Name::new("Splash"),
        DespawnOnExit(Screen::Loading),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: px(18),
            ..default()
        },
        children![
            widget::header("title-name", 96.0),
            widget::label(Says::verbatim("♠  ♥  ♦  ♣"), 40.0, palette::IVORY),
            (
                Name::new("Progress bar"),
                Node {
                    width: px(420),
                    height: px(14),
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(7)),
                    margin: UiRect::top(px(24)),
                    ..default()
                },
                BorderColor::all(palette::BRASS),
                BackgroundColor(palette::FELT_DARK),
                children![(
                    ProgressFill,
                    Node {
                        width: percent(0),
                        height: percent(100),
                        border_radius: BorderRadius::all(px(5)),
                        ..default()
                    },
                    BackgroundColor(palette::BRASS),
                )],
            ),
            (
                ProgressText,
                widget::label("loading-drawing", 18.0, palette::MUTED)
            ),
        ],
    ));
}

fn show_progress(
    textures: Res<CardTextures>,
    mut fill: Single<&mut Node, With<ProgressFill>>,
    mut says: Single<&mut Says, With<ProgressText>>,
) {
    let (done, total) = textures.progress();
    let share = done as f32 / total.max(1) as f32;
    fill.width = percent(share * 100.0);
    let line = Says(
        Phrase::new("loading-progress")
            .count("done", done)
            .count("total", total),
    );
    // Compared first, so the text is re-worded only when the count moves.
    if **says != line {
        **says = line;
    }
}

fn leave_when_ready(
    textures: Res<CardTextures>,
    time: Res<Time<Real>>,
    mut next: ResMut<NextState<Screen>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if textures.ready() && time.elapsed_secs() >= MIN_SECONDS {
        next.set(Screen::Title);
    } else {
        // The cards are drawn a few a frame, and the splash's time runs on the frames'.
        redraw.write(RequestRedraw);
    }
}
