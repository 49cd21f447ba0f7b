//! Tests of `challenge_base::theme::egui_look`.

use bevy::prelude::*;

#[test]
fn egui_controls_are_a_fingertip_high_on_a_phone() {
    let smallest = challenge_base::theme::SMALLEST_INTERFACE_SCALE;
    assert!(
        challenge_base::theme::egui_look::control_height(smallest) * smallest
            >= challenge_base::theme::TOUCH_TARGET - 1e-3
    );
    let desktop = bevy_egui::egui::style::Spacing::default().interact_size.y;
    assert_eq!(
        challenge_base::theme::egui_look::control_height(1.0),
        desktop
    );
    assert_eq!(
        challenge_base::theme::egui_look::control_height(2.0),
        desktop
    );
}

#[test]
fn larger_text_makes_egui_text_larger_from_its_own_sizes() {
    use bevy_egui::egui::TextStyle;
    let mut style = bevy_egui::egui::Style::default();
    challenge_base::theme::egui_look::size_text(&mut style, 1.0);
    let body = style.text_styles[&TextStyle::Body].size;
    challenge_base::theme::egui_look::size_text(&mut style, 1.5);
    challenge_base::theme::egui_look::size_text(&mut style, 1.5);
    assert_eq!(style.text_styles[&TextStyle::Body].size, body * 1.5);
}

#[test]
fn high_contrast_egui_is_white_on_black_with_a_yellow_ring() {
    use bevy_egui::egui::Color32;
    let visuals = challenge_base::theme::egui_look::visuals(true);
    assert_eq!(visuals.panel_fill, Color32::BLACK);
    assert_eq!(visuals.override_text_color, Some(Color32::WHITE));
    assert_eq!(visuals.widgets.inactive.bg_fill, Color32::BLACK);
    assert_eq!(visuals.widgets.inactive.bg_stroke.color, Color32::WHITE);
    assert_eq!(
        visuals.widgets.active.bg_stroke.color,
        challenge_base::theme::egui_look::exactly(challenge_base::theme::contrast::scheme::RING)
    );
    assert_ne!(
        challenge_base::theme::egui_look::visuals(false).panel_fill,
        Color32::BLACK
    );
}

#[test]
fn no_egui_text_under_twelve_pixels_at_the_smallest_scale() {
    let mut style = bevy_egui::egui::Style::default();
    challenge_base::theme::egui_look::raise_small_text(&mut style);
    for (kind, font) in &style.text_styles {
        let on_screen = font.size * challenge_base::theme::SMALLEST_INTERFACE_SCALE;
        assert!(on_screen >= 12.0 - 1e-3, "{kind:?} is {on_screen} px");
    }
}

use std::collections::BTreeSet;
use std::path::Path;

/// The characters beyond ASCII in the game's code outside comments: what its texts write.
fn characters_in_code(dir: &Path, found: &mut BTreeSet<char>) {
    for entry in std::fs::read_dir(dir).expect("the source folder is readable") {
        let path = entry.expect("a source entry").path();
        if path.is_dir() {
            characters_in_code(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file is text");
            let code = text.lines().filter(|line| !line.trim().starts_with("//"));
            found.extend(code.flat_map(str::chars).filter(|c| !c.is_ascii()));
        }
    }
}

/// The workspace's folder, from this package's as cargo names it when it runs the test, so
/// that a test built in one clone and run from another reads the code of the clone it runs in,
/// and the build itself does not depend on the clone's path (a kept build stays fresh).
fn workspace_dir() -> std::path::PathBuf {
    let package =
        std::env::var("CARGO_MANIFEST_DIR").expect("cargo test names the package's folder");
    Path::new(&package).join("../..")
}

/// The font is a subset (assets/fonts/README.md): a character the game writes, in its code or
/// in any language's message files, that it lacks would show as an empty box, on the table
/// (Bevy) and on the egui screens alike.
#[test]
fn the_interface_font_has_every_character_the_game_writes() {
    let mut written = BTreeSet::new();
    // The game's own code: the root and every crate that draws with Bevy (the crates below
    // them write no text a player reads: their words come from the message files).
    let workspace = workspace_dir();
    characters_in_code(&workspace.join("src"), &mut written);
    for crate_dir in std::fs::read_dir(workspace.join("crates")).expect("the crates folder") {
        let crate_dir = crate_dir.expect("a crate").path();
        let manifest = std::fs::read_to_string(crate_dir.join("Cargo.toml")).unwrap_or_default();
        if manifest.contains("\nbevy") {
            characters_in_code(&crate_dir.join("src"), &mut written);
        }
    }
    assert!(written.contains(&'♠'), "the suits are written: {written:?}");
    // Every message of every language: most of what a player reads comes from these.
    for lang in challenge_text::Lang::ALL {
        for file in challenge_text::files(lang) {
            written.extend(file.source.chars().filter(|c| !c.is_ascii()));
        }
    }
    assert!(written.contains(&'ж'), "Russian is written: {written:?}");
    // What egui writes itself in the widgets the game uses: a minus sign in numbers.
    written.insert('−');
    let font = ttf_parser::Face::parse(challenge_base::theme::UI_FONT, 0).expect("the font parses");
    let missing: Vec<char> = written
        .into_iter()
        .filter(|&c| font.glyph_index(c).is_none())
        .collect();
    assert!(missing.is_empty(), "not in the font: {missing:?}");
}
