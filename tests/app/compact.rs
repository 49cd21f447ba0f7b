//! A phone's table, upright and turned, and a small desktop window: the score sheet and the log
//! fold away behind buttons (and keys S and L), the action bar stands over the hand, and every
//! card of the hand stays on the screen; a desktop window arranges the panels as before. A
//! replay's bar takes the action bar's place over the hand on a phone held upright, and stands
//! aside from the result panel at the replay's end.

use super::{press, screens_app, start};
use bevy::a11y::AccessibilityNode;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_rules::GameId;
use challenge_table_screen::cards::TableCard;
use challenge_table_screen::hud::fit::FoldButtons;
use challenge_table_screen::hud::{ActionBar, LogPanel, SheetPanel};
use challenge_table_screen::layouts::Place;
use challenge_table_screen::replay_bar::ReplayBar;

fn resize(app: &mut App, width: u32, height: u32) {
    let mut windows = app.world_mut().query::<&mut Window>();
    for mut window in windows.iter_mut(app.world_mut()) {
        window.resolution.set(width as f32, height as f32);
    }
    for _ in 0..3 {
        app.update();
    }
}

fn display_of<M: Component>(app: &mut App) -> Display {
    let mut nodes = app.world_mut().query_filtered::<&Node, With<M>>();
    nodes.single(app.world()).expect("one such panel").display
}

/// Every card of the viewer's hand, wholly inside a window of `size`.
fn hand_inside(app: &mut App, size: Vec2) {
    let mut cards = app.world_mut().query::<(&TableCard, &Transform, &Sprite)>();
    let mut seen = 0;
    for (card, transform, sprite) in cards.iter(app.world()) {
        if card.place != Place::Hand(0) {
            continue;
        }
        seen += 1;
        let half = sprite.custom_size.unwrap_or_default() * transform.scale.truncate() / 2.0;
        let at = transform.translation.truncate();
        assert!(
            at.x.abs() + half.x <= size.x / 2.0 + 1.0 && at.y.abs() + half.y <= size.y / 2.0 + 1.0,
            "{size}: {card:?} at {at} (half size {half})"
        );
    }
    assert!(seen > 0, "no hand at {size}");
}

#[test]
fn a_phone_table_folds_its_sheet_and_log_and_keeps_every_card_on_screen() {
    let mut app = screens_app();
    start(&mut app, GameId::Gotcha, 5);
    for _ in 0..10 {
        app.update();
    }
    // A desktop window: the sheet stands beside the cards and nothing folds.
    assert_eq!(display_of::<FoldButtons>(&mut app), Display::None);
    assert_eq!(display_of::<LogPanel>(&mut app), Display::Flex);

    for (width, height) in [(390, 844), (844, 390), (360, 640)] {
        resize(&mut app, width, height);
        let size = Vec2::new(width as f32, height as f32);
        assert_eq!(display_of::<FoldButtons>(&mut app), Display::Flex);
        assert_eq!(display_of::<SheetPanel>(&mut app), Display::None);
        assert_eq!(display_of::<LogPanel>(&mut app), Display::None);
        hand_inside(&mut app, size);
    }

    // S and L unfold what was folded, and fold it again.
    press(&mut app, KeyCode::KeyS, Key::Character("s".into()));
    press(&mut app, KeyCode::KeyL, Key::Character("l".into()));
    app.update();
    assert_eq!(display_of::<SheetPanel>(&mut app), Display::Flex);
    assert_eq!(display_of::<LogPanel>(&mut app), Display::Flex);
    press(&mut app, KeyCode::KeyS, Key::Character("s".into()));
    app.update();
    assert_eq!(display_of::<SheetPanel>(&mut app), Display::None);

    // Upright, the action bar stands over the hand, across the window.
    resize(&mut app, 390, 844);
    let mut bars = app.world_mut().query_filtered::<&Node, With<ActionBar>>();
    let bar = bars.single(app.world()).expect("the action bar").clone();
    assert_eq!((bar.left, bar.right), (px(8), px(8)));
    let Val::Px(bottom) = bar.bottom else {
        panic!("the bar's bottom is {:?}", bar.bottom);
    };
    assert!(
        bottom > 100.0,
        "the bar stands over the hand, not on it: {bottom}"
    );

    // Back on a desktop, the panels stand where they always did.
    resize(&mut app, 1280, 720);
    assert_eq!(display_of::<FoldButtons>(&mut app), Display::None);
    assert_eq!(display_of::<SheetPanel>(&mut app), Display::Flex);
    hand_inside(&mut app, Vec2::new(1280.0, 720.0));
}

#[test]
fn a_replay_bar_stands_over_the_hand_on_a_phone_held_upright() {
    use super::resume::{app_on, deal_svoi_kozyri, play_first_moves};
    use challenge_base::persist::MemoryStore;
    use challenge_play::table::KeptGames;
    use challenge_rules::games::svoi_kozyri::SvoiKozyri;
    let store = std::sync::Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    deal_svoi_kozyri(&mut app, 21);
    play_first_moves::<SvoiKozyri>(&mut app, usize::MAX);
    app.update();
    let kept = app.world().resource::<KeptGames>().library.games()[0].clone();
    challenge_play::session::watch_replay(app.world_mut(), &kept).expect("the game replays");
    // A few moves in, when the hand is dealt.
    for _ in 0..4 {
        app.world_mut()
            .write_message(challenge_play::table::ReplayCommand::Forward);
        for _ in 0..3 {
            app.update();
        }
    }
    let bar = |app: &mut App| {
        let mut bars = app.world_mut().query_filtered::<&Node, With<ReplayBar>>();
        bars.single(app.world()).expect("the replay bar").clone()
    };
    let wide = bar(&mut app);
    assert_eq!(
        (wide.right, wide.bottom),
        (px(12), px(12)),
        "beside the hand"
    );

    resize(&mut app, 390, 844);
    let upright = bar(&mut app);
    assert_eq!((upright.left, upright.right), (px(8), px(8)));
    let Val::Px(bottom) = upright.bottom else {
        panic!("the bar's bottom is {:?}", upright.bottom);
    };
    assert!(bottom > 100.0, "the bar stands over the hand: {bottom}");
    hand_inside(&mut app, Vec2::new(390.0, 844.0));

    resize(&mut app, 1280, 720);
    assert_eq!(bar(&mut app).bottom, px(12));
}

/// A panel folded away (`Display::None`, as the sheet and the log fold on a phone) is not read
/// by a screen reader either, down to its last line, and is read again once unfolded.
#[test]
fn a_folded_panel_is_hidden_from_screen_readers_and_unfolded_is_read_again() {
    let mut app = screens_app();
    start(&mut app, GameId::Gotcha, 5);
    let line = app
        .world_mut()
        .spawn((
            Text::new("A line of the panel"),
            AccessibilityNode(accesskit::Node::new(accesskit::Role::Label)),
            // A headless app works out no visibility (that is the renderer's part): the line
            // is drawn, as far as the test goes, and only the layout folds it.
            InheritedVisibility::VISIBLE,
        ))
        .id();
    let inner = app.world_mut().spawn(Node::default()).add_child(line).id();
    let panel = app.world_mut().spawn(Node::default()).add_child(inner).id();
    let hidden = |app: &mut App| {
        app.update();
        app.world()
            .get::<AccessibilityNode>(line)
            .expect("the line is described")
            .is_hidden()
    };
    assert!(!hidden(&mut app), "the unfolded line is read");
    app.world_mut().get_mut::<Node>(panel).unwrap().display = Display::None;
    assert!(hidden(&mut app), "the folded line is read");
    app.world_mut().get_mut::<Node>(panel).unwrap().display = Display::Flex;
    assert!(!hidden(&mut app), "the unfolded line is not read");
}

/// At a replay's end the result panel shows, with its own Step back and Watch again. On a phone
/// held upright the bar would lie over the panel's middle, hiding the review's words, so it
/// stands aside; beside the hand on a desktop window it stays.
#[test]
fn a_replay_bar_stands_aside_from_the_result_panel_it_would_cover() {
    use super::resume::{deal_svoi_kozyri, play_first_moves};
    use challenge_base::persist::MemoryStore;
    use challenge_base::settings::{ActiveStore, AnimationSpeed, Settings};
    use challenge_play::table::{KeptGames, ReplayCommand};
    use challenge_rules::games::svoi_kozyri::SvoiKozyri;
    let store = std::sync::Arc::new(MemoryStore::default());
    let mut app = App::new();
    app.insert_resource(ActiveStore(Box::new(store.clone())));
    // Laid out by Bevy's own UI layout, so the panels have their places.
    app.add_plugins(challenge::app::LaidOutHeadlessPlugin);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.animation_speed = AnimationSpeed::Instant;
        settings.bot_pause = 0.0;
    }
    deal_svoi_kozyri(&mut app, 21);
    play_first_moves::<SvoiKozyri>(&mut app, usize::MAX);
    app.update();
    let kept = app.world().resource::<KeptGames>().library.games()[0].clone();
    challenge_play::session::watch_replay(app.world_mut(), &kept).expect("the game replays");
    app.world_mut().write_message(ReplayCommand::ToEnd);
    for _ in 0..5 {
        app.update();
    }
    let shown = |app: &mut App| {
        let mut bars = app
            .world_mut()
            .query_filtered::<&Visibility, With<ReplayBar>>();
        *bars.single(app.world()).expect("the replay bar") != Visibility::Hidden
    };
    assert!(shown(&mut app), "beside the hand on a desktop window");
    resize(&mut app, 390, 844);
    app.update();
    assert!(
        !shown(&mut app),
        "over the result panel on an upright phone"
    );
    // A step back from the end closes the result panel, and the bar is back.
    app.world_mut().write_message(ReplayCommand::Back);
    for _ in 0..5 {
        app.update();
    }
    assert!(shown(&mut app), "a step back from the end");
    resize(&mut app, 1280, 720);
    app.world_mut().write_message(ReplayCommand::ToEnd);
    for _ in 0..5 {
        app.update();
    }
    assert!(shown(&mut app), "beside the hand again");
}

/// Held upright, the status keeps to a band of fixed height over the opponents' strip. Svoi
/// Kozyri's status has more lines than the band holds, and in French its second line wraps:
/// the line the band would cut through is hidden with those after it, so every line shown is
/// whole. A desktop window's status holds them all.
#[test]
fn the_status_band_of_an_upright_phone_shows_only_whole_lines() {
    use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};
    use challenge_base::settings::{AnimationSpeed, Settings};
    use challenge_base::text::Lexicon;
    use challenge_table_screen::hud::StatusPanel;
    use challenge_text::{Lang, Text as Words};
    let mut app = App::new();
    app.add_plugins(challenge::app::LaidOutHeadlessPlugin);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.animation_speed = AnimationSpeed::Instant;
        settings.bot_pause = 0.0;
        settings.language = Some(Lang::Fr.tag().to_string());
    }
    app.insert_resource(Lexicon(Words::new(Lang::Fr)));
    super::resume::deal_svoi_kozyri(&mut app, 21);
    // Each line of the status: whether it shows, and whether it lies whole inside the band.
    let lines = |app: &mut App| -> Vec<(bool, bool)> {
        let world = app.world_mut();
        let children: Vec<Entity> = world
            .query_filtered::<&Children, With<StatusPanel>>()
            .single(world)
            .expect("the status panel")
            .iter()
            .collect();
        children
            .into_iter()
            .map(|line| {
                let shown = world
                    .get::<InheritedVisibility>(line)
                    .is_some_and(|v| v.get());
                let bottom = world.get::<UiGlobalTransform>(line).unwrap().translation.y
                    + world.get::<ComputedNode>(line).unwrap().size().y / 2.0;
                let whole = world
                    .get::<CalculatedClip>(line)
                    .is_none_or(|clip| bottom <= clip.clip.max.y + 1.0);
                (shown, whole)
            })
            .collect()
    };
    resize(&mut app, 390, 844);
    let upright = lines(&mut app);
    assert!(
        upright.iter().any(|&(_, whole)| !whole),
        "the band cuts some line: {upright:?}"
    );
    assert!(
        upright.iter().all(|&(shown, whole)| whole || !shown),
        "every line shown is whole: {upright:?}"
    );
    assert!(upright[0].0, "the first line shows: {upright:?}");
    resize(&mut app, 1280, 720);
    let wide = lines(&mut app);
    assert!(
        wide.iter().all(|&(shown, whole)| shown && whole),
        "a desktop window shows every line: {wide:?}"
    );
}
