//! Tests of `challenge_screens::replays`.

use crate::pages::{desktop_input, english, kept_games};
use bevy::prelude::*;
use bevy_egui::egui;
use challenge_base::input::focus::LastDevice;
use challenge_play::session::sample_game;
use challenge_play::table::KeptGames;
use challenge_rules::GameId;
use challenge_screens::page::pad::{pad_events, tap};

use challenge_screens::replays::*;

/// One egui pass of the page with these input events: the button pressed and the text drawn.
fn pass(
    ctx: &egui::Context,
    page: &mut ReplaysPage,
    kept: &KeptGames,
    events: Vec<egui::Event>,
) -> (Option<ReplaysAction>, String) {
    let input = desktop_input(events);
    let mut action = None;
    let words = english();
    let mut output = ctx.run_ui(input, |ui| {
        if let Some(pressed) = replays_page(ui, page, kept, &words) {
            action = Some(pressed);
        }
    });
    output.textures_delta.clear();
    let text = output
        .shapes
        .iter()
        .filter_map(|shape| match &shape.shape {
            egui::epaint::Shape::Text(text) => Some(text.galley.text().to_string()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("|");
    (action, text)
}

#[test]
fn a_code_typed_at_the_keyboard_is_watched_with_enter() {
    let ctx = egui::Context::default();
    let kept = kept_games(&[]);
    let mut page = ReplaysPage {
        focus_first: Some(LastDevice::Keyboard),
        ..ReplaysPage::default()
    };
    let (_, text) = pass(&ctx, &mut page, &kept, Vec::new());
    assert!(text.contains("No finished games yet"), "{text}");
    assert!(page.typing, "the code field has focus");
    let (action, _) = pass(
        &ctx,
        &mut page,
        &kept,
        vec![egui::Event::Text("CH-abc".into())],
    );
    assert_eq!(action, None);
    assert_eq!(page.code, "CH-abc");
    let (action, _) = pass(&ctx, &mut page, &kept, tap(egui::Key::Enter).to_vec());
    assert_eq!(action, Some(ReplaysAction::WatchCode));
    assert!(page.typing, "the field keeps focus to put the code right");
}

#[test]
fn a_pad_starts_on_the_newest_game_and_tabs_out_of_a_text_field() {
    let older = sample_game(GameId::SvoiKozyri, 3).unwrap();
    let mut newer = sample_game(GameId::SuitChallenge, 4).unwrap();
    newer.finished_at = 1_795_444_020;
    let kept = kept_games(&[older, newer]);
    let ctx = egui::Context::default();
    let mut page = ReplaysPage {
        focus_first: Some(LastDevice::Gamepad),
        ..ReplaysPage::default()
    };
    let (_, text) = pass(&ctx, &mut page, &kept, Vec::new());
    let title = |game| english().game_title(game);
    assert!(
        text.find(&title(GameId::SuitChallenge)).unwrap()
            < text.find(&title(GameId::SvoiKozyri)).unwrap(),
        "the newest first: {text}"
    );
    assert!(
        text.contains("2026-11-23 14:27") && text.contains("shared"),
        "{text}"
    );
    assert!(!page.typing);
    let (action, _) = pass(&ctx, &mut page, &kept, tap(egui::Key::Enter).to_vec());
    assert_eq!(
        action,
        Some(ReplaysAction::Watch(1)),
        "A watches the newest"
    );

    // Right twice to Share code, A: the code shows. Tab into its field, which keeps the
    // arrows: the pad's Down is sent as Tab there and reaches Copy.
    for _ in 0..2 {
        pass(&ctx, &mut page, &kept, tap(egui::Key::ArrowRight).to_vec());
    }
    pass(&ctx, &mut page, &kept, tap(egui::Key::Enter).to_vec());
    let code = kept.library.games()[1].record.to_code().unwrap();
    assert_eq!(page.sharing, Some((1, Ok(code.clone()))));
    pass(&ctx, &mut page, &kept, tap(egui::Key::Tab).to_vec());
    assert!(page.typing, "focus is on the code");
    let down = pad_events(&[egui::Key::ArrowDown], page.typing);
    assert!(matches!(
        down[0],
        egui::Event::Key {
            key: egui::Key::Tab,
            ..
        }
    ));
    pass(&ctx, &mut page, &kept, down);
    assert!(!page.typing);
    let input = egui::RawInput {
        events: tap(egui::Key::Enter).to_vec(),
        ..egui::RawInput::default()
    };
    let words = english();
    let mut output = ctx.run_ui(input, |ui| {
        replays_page(ui, &mut page, &kept, &words);
    });
    output.textures_delta.clear();
    assert!(page.copied);
    assert!(
        output
            .platform_output
            .commands
            .contains(&egui::OutputCommand::CopyText(code)),
        "the code is copied"
    );
}
