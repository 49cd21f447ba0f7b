//! What the tests of the statistics and replays pages share: English words, a kept library of
//! games, and one egui frame's input at a desktop window's size.

use bevy_egui::egui;
use challenge_play::table::KeptGames;
use challenge_rules::record::library::{KeptGame, ReplayLibrary};
use challenge_text::Text;

pub(crate) fn english() -> Text {
    Text::new(challenge_text::Lang::En)
}

/// The kept games as the app holds them, these in this order.
pub(crate) fn kept_games(games: &[KeptGame]) -> KeptGames {
    let mut library = ReplayLibrary::new();
    for game in games {
        library.keep(game.clone()).unwrap();
    }
    KeptGames {
        library,
        problem: None,
        writable: true,
    }
}

/// One frame's input to egui in a 1280×720 window, with these events.
pub(crate) fn desktop_input(events: Vec<egui::Event>) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 720.0),
        )),
        events,
        ..egui::RawInput::default()
    }
}
