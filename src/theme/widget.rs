//! Buttons, headers and labels shared by the screens.

use super::palette;
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, colour_buttons_by_interaction);
}

pub fn header(text: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(text.into()),
        TextFont::from_font_size(size),
        TextColor(palette::BRASS),
        TextShadow::default(),
    )
}

pub fn label(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(text.into()),
        TextFont::from_font_size(size),
        TextColor(color),
    )
}

/// A button whose behaviour is the observer `action`, run when it is clicked.
pub fn button<E, B, M, I>(text: impl Into<String>, action: I) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M> + Sync,
{
    let text = text.into();
    (
        Name::new(format!("Button: {text}")),
        Node::default(),
        Children::spawn(SpawnWith(move |parent: &mut ChildSpawner| {
            parent
                .spawn((
                    Button,
                    Node {
                        width: px(280),
                        height: px(56),
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(10)),
                        ..default()
                    },
                    BorderColor::all(palette::BRASS),
                    BackgroundColor(palette::BUTTON),
                    children![label(text, 26.0, palette::IVORY)],
                ))
                .observe(action);
        })),
    )
}

fn colour_buttons_by_interaction(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>,
    mut cues: MessageWriter<crate::audio::PlayCue>,
) {
    for (interaction, mut background) in &mut buttons {
        if *interaction == Interaction::Pressed {
            cues.write(crate::audio::PlayCue(crate::audio_synth::Cue::Click));
        }
        background.0 = match interaction {
            Interaction::Pressed => palette::BUTTON_PRESSED,
            Interaction::Hovered => palette::BUTTON_HOVERED,
            Interaction::None => palette::BUTTON,
        };
    }
}
