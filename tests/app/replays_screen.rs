//! The replays screen in the whole app: reached from the title's button and left again with the
//! keyboard and with a gamepad (whose keys reach egui); a code typed into the page's field is
//! watched with Enter, a bad one is refused with its reason and changes nothing; a kept game's
//! deal is dealt again with its players. The page is drawn by a plain egui context here, as the
//! headless game has no renderer for bevy_egui's own pass.

use super::{Device, connect_gamepad, pad_press, press, reach_title, screen, screens_app};
use bevy::input::keyboard::Key;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy_egui::{EguiInput, PrimaryEguiContext, egui};
use challenge_base::shared::Screen;
use challenge_base::text::Lexicon;
use challenge_play::session::{GameSetup, sample_game};
use challenge_play::table::KeptGames;
use challenge_rules::record::library::{Player, ReplayLibrary};
use challenge_rules::{Arg, GameId};
use challenge_screens::page::pad::pad_events;
use challenge_screens::replays::{ReplaysAction, ReplaysPage, replays_page};

/// The headless game whose buttons all count as on show (the headless game computes no
/// visibility), so focus can reach the title's buttons.
fn replays_app() -> App {
    let mut app = screens_app();
    app.add_systems(
        PostUpdate,
        |mut buttons: Query<&mut InheritedVisibility, With<Button>>| {
            for mut visibility in &mut buttons {
                *visibility = InheritedVisibility::VISIBLE;
            }
        },
    );
    app
}

/// Gives the title's Replays button focus (the button inside the named node).
fn focus_replays_button(app: &mut App) {
    let button = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Button: title-replays")
        .map(|(_, children)| children[0])
        .expect("the title has a Replays button");
    app.world_mut()
        .resource_mut::<InputFocus>()
        .set(button, FocusCause::Navigated);
}

/// One pass of the page, as bevy_egui would draw it, with these input events; the button
/// pressed goes to the app as the screen sends it, and the app runs a few frames.
fn egui_pass(app: &mut App, ctx: &egui::Context, events: Vec<egui::Event>) {
    let mut page = app.world().resource::<ReplaysPage>().clone();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 720.0),
        )),
        events,
        ..egui::RawInput::default()
    };
    let mut action = None;
    let kept = app.world().resource::<KeptGames>();
    let lexicon = app.world().resource::<Lexicon>();
    ctx.run_ui(input, |ui| {
        action = replays_page(ui, &mut page, kept, lexicon)
    })
    .drop_without_applying_deltas();
    *app.world_mut().resource_mut::<ReplaysPage>() = page;
    if let Some(action) = action {
        app.world_mut().write_message(action);
    }
    for _ in 0..3 {
        app.update();
    }
}

/// Enter pressed and released, as egui reads it.
fn enter() -> Vec<egui::Event> {
    pad_events(&[egui::Key::Enter], false)
}

fn open_replays(app: &mut App) {
    reach_title(app);
    app.update();
    focus_replays_button(app);
    press(app, KeyCode::Enter, Key::Enter);
    app.update();
    assert_eq!(screen(app), Screen::Replays);
}

#[test]
fn the_replays_screen_opens_from_the_title_and_closes_with_the_keyboard_and_with_a_gamepad() {
    let mut app = replays_app();
    // egui's context, as the windowed game has it on its camera.
    let context = app.world_mut().spawn(PrimaryEguiContext).id();
    open_replays(&mut app);
    assert_eq!(
        app.world().resource::<ReplaysPage>().focus_first,
        Some(challenge_base::input::focus::LastDevice::Keyboard),
        "opened by the keyboard, the page gives its first control focus"
    );
    press(&mut app, KeyCode::Escape, Key::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Title);

    let Device::Gamepad(pad) = connect_gamepad(&mut app) else {
        unreachable!()
    };
    app.update();
    focus_replays_button(&mut app);
    pad_press(&mut app, pad, GamepadButton::South);
    app.update();
    assert_eq!(screen(&app), Screen::Replays);
    // In a text field the D-pad moves focus as Tab does; elsewhere as the arrows.
    for (typing, expected) in [(true, egui::Key::Tab), (false, egui::Key::ArrowDown)] {
        app.world_mut().resource_mut::<ReplaysPage>().typing = typing;
        app.world_mut()
            .get_mut::<EguiInput>(context)
            .unwrap()
            .events
            .clear();
        pad_press(&mut app, pad, GamepadButton::DPadDown);
        let keys: Vec<egui::Key> = app
            .world()
            .get::<EguiInput>(context)
            .unwrap()
            .events
            .iter()
            .filter_map(|event| match event {
                egui::Event::Key {
                    key, pressed: true, ..
                } => Some(*key),
                _ => None,
            })
            .collect();
        assert_eq!(keys, [expected]);
    }
    pad_press(&mut app, pad, GamepadButton::East);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn a_bad_code_is_refused_with_its_reason_and_a_good_one_opens_the_table() {
    let mut app = replays_app();
    open_replays(&mut app);
    let ctx = egui::Context::default();
    let library_before = app.world().resource::<KeptGames>().library.to_json();

    // The field has focus: the code is typed into it, and Enter watches it.
    egui_pass(&mut app, &ctx, Vec::new());
    egui_pass(
        &mut app,
        &ctx,
        vec![egui::Event::Text("CH-not-a-game".into())],
    );
    assert_eq!(app.world().resource::<ReplaysPage>().code, "CH-not-a-game");
    egui_pass(&mut app, &ctx, enter());
    let page = app.world().resource::<ReplaysPage>();
    let problem = page.code_problem.clone().expect("the code is refused");
    assert_eq!(problem.id, "replays-code-cannot-watch", "{problem}");
    let Some(Arg::Phrase(reason)) = problem.args.get("reason") else {
        panic!("the rules' reason is given: {problem}");
    };
    assert!(reason.id.starts_with("error-code-"), "{problem}");
    assert!(page.problem.is_none(), "{:?}", page.problem);
    assert_eq!(screen(&app), Screen::Replays);
    assert_eq!(
        app.world().resource::<KeptGames>().library.to_json(),
        library_before
    );

    // A good code pasted over it: Enter again (the field kept focus) opens the table.
    let code = sample_game(GameId::SuitChallenge, 9)
        .unwrap()
        .record
        .to_code()
        .unwrap();
    app.world_mut().resource_mut::<ReplaysPage>().code = code;
    egui_pass(&mut app, &ctx, enter());
    assert_eq!(screen(&app), Screen::Table);
    assert_eq!(
        app.world().resource::<KeptGames>().library.to_json(),
        library_before,
        "watching keeps nothing"
    );
}

#[test]
fn play_this_deal_deals_a_kept_game_again_with_its_players() {
    let mut app = replays_app();
    let mut kept = sample_game(GameId::SvoiKozyri, 4).unwrap();
    kept.players = vec![
        Player::Local,
        Player::Computer(challenge_rules::Level::Easy),
    ];
    let mut library = ReplayLibrary::new();
    library.keep(kept.clone()).unwrap();
    open_replays(&mut app);
    // After startup, which loads the (empty) kept games from the store.
    app.world_mut().resource_mut::<KeptGames>().library = library;
    app.world_mut().write_message(ReplaysAction::PlayDeal(0));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        screen(&app),
        Screen::Table,
        "{:?}",
        app.world().resource::<ReplaysPage>().problem
    );
    assert_eq!(
        *app.world().resource::<GameSetup>(),
        GameSetup::of_kept(&kept)
    );
}
