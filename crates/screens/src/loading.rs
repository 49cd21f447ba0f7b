//! The splash screen: the name of the game and a bar that fills as the title's cards are
//! drawn; the title follows as soon as they are ready, and the rest of the pack is drawn
//! behind it, a few a frame.

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
        .add_systems(
            OnEnter(Screen::Loading),
            (draw_the_titles_cards_first, spawn_splash),
        )
        .add_systems(
            Update,
            (fit_name_to_window, show_progress, leave_when_ready)
                .chain()
                .run_if(in_state(Screen::Loading)),
        );
}

#[derive(Component)]
struct ProgressFill;

/// The game's name on the splash, sized to the window's width.
#[derive(Component)]
struct SplashName;

/// The name's size where the window has room for it.
const NAME_SIZE: f32 = 96.0;

#[derive(Component)]
struct ProgressText;

fn draw_the_titles_cards_first(mut textures: ResMut<CardTextures>) {
    textures.draw_first(&crate::title::title_cards());
}

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
            (SplashName, widget::header("title-name", NAME_SIZE)),
            widget::label(Says::verbatim("♠  ♥  ♦  ♣"), 40.0, palette::IVORY),
            (
                Name::new("Progress bar"),
                Node {
                    width: px(420),
                    // A phone held upright is narrower than the bar.
                    max_width: vw(86),
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

/// Sizes the name so that it fits the window's width (an upright phone cut it off on both
/// sides): a letter of the heading's font is about 0.65 of its size across, and "Challenge"
/// has nine, in every language.
fn fit_name_to_window(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    text_scale: Option<Res<challenge_base::theme::text_size::TextScale>>,
    mut name: Query<
        (
            &mut TextFont,
            Option<&mut challenge_base::theme::text_size::BaseFontSize>,
        ),
        With<SplashName>,
    >,
) {
    let room = crate::title::room_for_title(&window, scale, text_scale).x;
    let size = FontSize::Px(((room - 32.0) / 6.0).clamp(24.0, NAME_SIZE).round());
    for (font, base) in &mut name {
        challenge_base::theme::text_size::set_base_size(font, base, size);
    }
}

fn show_progress(
    textures: Res<CardTextures>,
    mut fill: Single<&mut Node, With<ProgressFill>>,
    mut says: Single<&mut Says, With<ProgressText>>,
) {
    let (done, total) = textures.drawn_of(&crate::title::title_cards());
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
    let (drawn, needed) = textures.drawn_of(&crate::title::title_cards());
    if drawn == needed && time.elapsed_secs() >= MIN_SECONDS {
        next.set(Screen::Title);
    } else {
        // The cards are drawn a few a frame, and the splash's time runs on the frames'.
        redraw.write(RequestRedraw);
    }
}
