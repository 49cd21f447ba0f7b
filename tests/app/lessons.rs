//! "Learn to play" in the whole app: a lesson is dealt from the setup screen, its guide read on
//! with its own button and its steps played by their right moves to the end, where it is
//! marked and a real game is offered; a move the step does not want is explained and changes
//! nothing; a lesson closed half-way goes on where it stopped in a new app; a lesson leaves no
//! game in progress, no result and no replay behind; and every lesson can be played with a
//! gamepad alone, by following the guide's light.

use super::resume::app_on;
use super::{reach_title, screen};
use bevy::ecs::message::Messages;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use challenge_base::persist::{MemoryStore, Store};
use challenge_base::shared::Screen;
use challenge_play::session::choices::SetupChoices;
use challenge_play::session::lesson::LESSONS_KEY;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_play::session::{LessonsDone, start_lesson};
use challenge_play::table::resume::{SAVE_KEY, lesson_save_key};
use challenge_play::table::{
    GameSession, Intent, IntentRefused, KeptGames, LessonGuide, LessonProgress, Purpose,
};
use challenge_rules::games::svoi_kozyri::{Action, SvoiKozyri};
use challenge_rules::lesson::Wait;
use challenge_rules::lesson::has_lesson;
use challenge_rules::{Card, GameId, GameVisitor, Rules, Suit};
use challenge_table_screen::cards::{SUGGESTED, TableCard};
use challenge_table_screen::hud::fit::Unfolded;
use challenge_table_screen::{FocusedCard, TableView};
use std::sync::Arc;

/// Presses the button named by its message id, and lets a frame pass.
fn press(app: &mut App, label: &str) {
    super::activate(app, label);
    app.update();
}

fn has_button(app: &mut App, label: &str) -> bool {
    let name = format!("Button: {label}");
    app.world_mut()
        .query::<&Name>()
        .iter(app.world())
        .any(|n| n.as_str() == name)
}

fn step(app: &App) -> usize {
    app.world().resource::<LessonProgress<SvoiKozyri>>().at.step
}

fn session(app: &App) -> &GameSession<SvoiKozyri> {
    app.world().resource::<GameSession<SvoiKozyri>>()
}

/// Plays the lesson of `R` on by its right moves (see [`move_on`]) until `done` says so.
fn play_lesson_until<R: Rules>(app: &mut App, done: impl Fn(&App) -> bool) {
    let mut sent_at = None;
    let mut patience = super::Patience::frames(20_000);
    while patience.more() {
        app.update();
        if done(app) {
            return;
        }
        if app.world().resource::<LessonGuide>().finished() {
            panic!("the lesson ended first");
        }
        move_on::<R>(app, &mut sent_at);
    }
    let at = app.world().resource::<LessonProgress<R>>().at;
    panic!("the {} lesson stalled at {at:?}", R::ID);
}

/// One turn of a lesson played by its right moves: "Next" on a step to read; on a step where
/// the learner makes a move, the first the step allows that is legal (the first legal move
/// once it plays on), once per ply (`sent_at`); nothing while the computer players move,
/// which the lesson leaves to them.
pub(super) fn move_on<R: Rules>(app: &mut App, sent_at: &mut Option<u64>) {
    let guide = app.world().resource::<LessonGuide>().clone();
    if guide.reading {
        press(app, "table-lesson-next");
        return;
    }
    let progress = app.world().resource::<LessonProgress<R>>();
    let session = app.world().resource::<GameSession<R>>();
    let learner = progress.lesson.learner;
    if session.to_act() != Some(learner) || *sent_at == Some(session.ply()) {
        return;
    }
    let legal = session.state().legal_actions();
    let action = match &progress.lesson.steps[progress.at.step].waits {
        Wait::Move { moves, .. } => moves
            .iter()
            .find(|action| legal.contains(action))
            .expect("a move the step allows is legal")
            .clone(),
        Wait::PlayOn => legal[0].clone(),
        other => panic!("the learner is to act at a step that waits for {other:?}"),
    };
    *sent_at = Some(session.ply());
    app.world_mut().write_message(Intent::<R> {
        seat: learner,
        action,
    });
}

/// The setup screen of Svoi Kozyri, as its button on the title opens it.
fn choose_svoi_kozyri(app: &mut App) {
    super::open_setup(app, GameId::SvoiKozyri);
    assert_eq!(screen(app), Screen::Setup);
}

fn lesson_over(app: &App) -> bool {
    app.world()
        .get_resource::<LessonGuide>()
        .is_some_and(LessonGuide::finished)
}

#[test]
fn the_svoi_kozyri_lesson_played_by_its_right_moves_ends_marked_and_offers_a_real_game() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    // The setup screen of a game that has a lesson offers it to a player new to the game.
    choose_svoi_kozyri(&mut app);
    press(&mut app, "setup-learn");
    app.update();
    assert_eq!(screen(&app), Screen::Table);
    assert_eq!(*app.world().resource::<Purpose>(), Purpose::Lesson);
    let guide = app.world().resource::<LessonGuide>().clone();
    assert_eq!(guide.step, 1);
    assert!(guide.reading, "the lesson opens with something to read");
    assert_eq!(
        guide.cards.len(),
        12,
        "the welcome points at the learner's draw"
    );
    assert_eq!(
        app.world().resource::<TableView>().guide_cards,
        guide.cards,
        "and the table lights them"
    );

    play_lesson_until::<SvoiKozyri>(&mut app, lesson_over);
    for _ in 0..3 {
        app.update();
    }
    assert!(
        session(&app).finished(),
        "the lesson plays the game to its end"
    );
    assert!(
        app.world()
            .resource::<LessonsDone>()
            .0
            .contains(&GameId::SvoiKozyri)
    );
    assert_eq!(
        store.load(LESSONS_KEY).unwrap().as_deref(),
        Some(r#"["svoi_kozyri"]"#)
    );
    // A lesson leaves no game to continue, no result and no replay, and nothing to resume.
    assert_eq!(store.load(SAVE_KEY).unwrap(), None);
    assert_eq!(
        store.load(&lesson_save_key(GameId::SvoiKozyri)).unwrap(),
        None
    );
    assert!(
        app.world()
            .resource::<PlayerStatistics>()
            .statistics
            .is_empty()
    );
    assert!(
        app.world()
            .resource::<KeptGames>()
            .library
            .games()
            .is_empty()
    );
    // The guide offers a real game, which opens the setup of the same game.
    press(&mut app, "table-lesson-real-game");
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
    assert_eq!(
        app.world().resource::<SetupChoices>().game,
        GameId::SvoiKozyri
    );
    assert!(
        app.world().get_resource::<LessonGuide>().is_none(),
        "the lesson is over"
    );
}

/// Every game's lesson, dealt and played by its right moves, ends marked, and leaves no game
/// in progress, no lesson to resume, no result and no replay behind.
#[test]
fn every_lesson_played_by_its_right_moves_ends_marked_and_leaves_nothing_behind() {
    struct PlayThrough;
    impl GameVisitor for PlayThrough {
        type Output = ();
        fn visit<R: Rules>(self) {
            let store = Arc::new(MemoryStore::default());
            let mut app = app_on(&store);
            reach_title(&mut app);
            start_lesson(app.world_mut(), R::ID);
            app.update();
            assert_eq!(screen(&app), Screen::Table, "{}", R::ID);
            play_lesson_until::<R>(&mut app, lesson_over);
            for _ in 0..3 {
                app.update();
            }
            assert!(
                app.world().resource::<LessonsDone>().0.contains(&R::ID),
                "{} is marked learnt",
                R::ID
            );
            assert_eq!(store.load(SAVE_KEY).unwrap(), None);
            assert_eq!(store.load(&lesson_save_key(R::ID)).unwrap(), None);
            let statistics = &app.world().resource::<PlayerStatistics>().statistics;
            assert!(statistics.is_empty(), "{}", R::ID);
            let kept = app.world().resource::<KeptGames>();
            assert!(kept.library.games().is_empty(), "{}", R::ID);
        }
    }
    let lessons: Vec<GameId> = GameId::ALL
        .iter()
        .copied()
        .filter(|&game| has_lesson(game))
        .collect();
    assert!(lessons.contains(&GameId::Gotcha), "{lessons:?}");
    for game in lessons {
        challenge_rules::visit(game, PlayThrough);
    }
}

/// The title's "Learn to play" lists the games that have a lesson, and deals the one pressed.
#[test]
fn learn_to_play_on_the_title_lists_the_games_with_a_lesson_and_deals_one() {
    use challenge_base::shared::Menu;
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    press(&mut app, "title-learn");
    app.update();
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Learn);
    for game in GameId::ALL {
        let label = format!("learn-{}", game.id());
        assert_eq!(has_button(&mut app, &label), has_lesson(game), "{game}");
    }
    press(&mut app, "learn-gotcha");
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Table);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    assert_eq!(*app.world().resource::<Purpose>(), Purpose::Lesson);
    assert_eq!(app.world().resource::<LessonGuide>().game, GameId::Gotcha);
}

#[test]
fn a_move_the_step_does_not_want_is_explained_and_changes_nothing() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    start_lesson(app.world_mut(), GameId::SvoiKozyri);
    for _ in 0..3 {
        app.update();
    }
    let mut refusals = app
        .world()
        .resource::<Messages<IntentRefused>>()
        .get_cursor();
    let right = Action::ChooseSuits {
        trump: Suit::Hearts,
        second: Suit::Spades,
    };
    // While the guide waits to be read, even the right move waits.
    app.world_mut().write_message(Intent::<SvoiKozyri> {
        seat: 0,
        action: right,
    });
    app.update();
    let said: Vec<String> = refusals
        .read(app.world().resource::<Messages<IntentRefused>>())
        .map(|refusal| refusal.reason.kind.to_string())
        .collect();
    assert_eq!(said, ["lesson-read-first"]);
    assert_eq!(session(&app).ply(), 0);
    press(&mut app, "table-lesson-next");
    assert_eq!(step(&app), 1);

    // Another legal choice of suits is refused with the step's reason, and nothing changes.
    let before = serde_json::to_value(session(&app).state()).unwrap();
    let wrong = Action::ChooseSuits {
        trump: Suit::Clubs,
        second: Suit::Diamonds,
    };
    assert!(session(&app).state().legal_actions().contains(&wrong));
    app.world_mut().write_message(Intent::<SvoiKozyri> {
        seat: 0,
        action: wrong,
    });
    app.update();
    app.update();
    let refused: Vec<IntentRefused> = refusals
        .read(app.world().resource::<Messages<IntentRefused>>())
        .cloned()
        .collect();
    assert_eq!(refused.len(), 1);
    assert_eq!(
        refused[0].reason.kind,
        "svoi_kozyri-lesson-choose-suits-why"
    );
    assert_eq!(serde_json::to_value(session(&app).state()).unwrap(), before);
    assert_eq!((session(&app).ply(), step(&app)), (0, 1));
    // The table says why, in the player's words.
    let english = challenge_text::Text::new(challenge_text::Lang::En);
    let log = &app.world().resource::<TableView>().log;
    let last = english.say(
        log.last().expect("the refusal is logged"),
        &challenge_text::SeatNames::nobody(),
    );
    assert!(last.starts_with("For this lesson, take"), "{last}");

    // The right move goes through, and the lesson moves on to the computer player's turn.
    app.world_mut().write_message(Intent::<SvoiKozyri> {
        seat: 0,
        action: right,
    });
    app.update();
    assert_eq!((session(&app).ply(), step(&app)), (1, 2));
}

#[test]
fn nobody_moves_while_the_learner_reads() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    start_lesson(app.world_mut(), GameId::SvoiKozyri);
    // Up to the mirrored deal, a step to read before the computer player leads.
    play_lesson_until::<SvoiKozyri>(&mut app, |app| {
        let progress = app.world().resource::<LessonProgress<SvoiKozyri>>();
        progress.at.step == 3
    });
    let ply = session(&app).ply();
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(session(&app).ply(), ply, "the computer player waits");
    press(&mut app, "table-lesson-next");
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(
        session(&app).ply(),
        ply + 1,
        "then it makes the lesson's lead"
    );
}

#[test]
fn a_lesson_closed_half_way_goes_on_where_it_stopped_in_a_new_app() {
    let store = Arc::new(MemoryStore::default());
    let mut first = app_on(&store);
    reach_title(&mut first);
    start_lesson(first.world_mut(), GameId::SvoiKozyri);
    play_lesson_until::<SvoiKozyri>(&mut first, |app| step(app) == 8);
    for _ in 0..3 {
        first.update();
    }
    let (stopped_at, record) = (step(&first), session(&first).record().cloned().unwrap());
    assert!(
        store
            .load(&lesson_save_key(GameId::SvoiKozyri))
            .unwrap()
            .is_some()
    );
    assert_eq!(
        store.load(SAVE_KEY).unwrap(),
        None,
        "a lesson is not the game in progress"
    );
    drop(first);

    let mut second = app_on(&store);
    reach_title(&mut second);
    assert!(
        second
            .world()
            .resource::<challenge_play::table::GameInProgress>()
            .saved
            .is_none(),
        "the title offers no lesson to continue as a game"
    );
    start_lesson(second.world_mut(), GameId::SvoiKozyri);
    second.update();
    assert_eq!(step(&second), stopped_at);
    assert_eq!(session(&second).record(), Some(&record));
    assert_eq!(screen(&second), Screen::Table);
    play_lesson_until::<SvoiKozyri>(&mut second, lesson_over);
    assert!(has_button(&mut second, "table-lesson-real-game"));
}

#[test]
fn learn_to_play_is_pressed_with_the_keyboard_on_the_setup_screen() {
    use bevy::input::keyboard::Key;
    use bevy::input_focus::{FocusCause, InputFocus};
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    // The headless game computes no visibility: every button counts as shown, as on screen.
    app.add_systems(
        PostUpdate,
        |mut buttons: Query<&mut InheritedVisibility, With<Button>>| {
            for mut visibility in &mut buttons {
                *visibility = InheritedVisibility::VISIBLE;
            }
        },
    );
    reach_title(&mut app);
    choose_svoi_kozyri(&mut app);
    let button = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Button: setup-learn")
        .map(|(_, children)| children[0])
        .expect("Learn to play on the setup screen");
    app.world_mut()
        .resource_mut::<InputFocus>()
        .set(button, FocusCause::Navigated);
    super::press(&mut app, KeyCode::Enter, Key::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Table);
    assert!(app.world().contains_resource::<LessonGuide>());
}

/// A lesson's guide lights the score sheet's rows it points at (their names take the
/// suggestion's colour), and the pot.
#[test]
fn the_guide_lights_the_score_sheet_rows_and_the_pot_it_points_at() {
    use challenge_rules::Speak;
    use challenge_rules::games::suit_challenge::Row;
    use challenge_table_screen::cards::SUGGESTED;
    use challenge_table_screen::hud::SheetRowName;
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    reach_title(&mut app);
    start_lesson(app.world_mut(), GameId::SuitChallenge);
    for _ in 0..5 {
        app.update();
    }
    assert!(!app.world().resource::<Unfolded>().sheet);
    // The first step points at no row; the second at 3 of a Kind and Total Hand.
    assert!(
        app.world()
            .resource::<TableView>()
            .guide_sheet_rows
            .is_empty()
    );
    press(&mut app, "table-lesson-next");
    for _ in 0..5 {
        app.update();
    }
    let rows = [Row::ThreeOfAKind, Row::TotalHand];
    let wanted: Vec<_> = rows.iter().map(|row| row.phrase()).collect();
    assert_eq!(app.world().resource::<TableView>().guide_sheet_rows, wanted);
    let mut lit: Vec<usize> = app
        .world_mut()
        .query::<(&SheetRowName, &TextColor)>()
        .iter(app.world())
        .filter(|(_, colour)| colour.0 == SUGGESTED)
        .map(|(row, _)| row.0)
        .collect();
    lit.sort();
    let places: Vec<usize> = rows
        .iter()
        .map(|row| Row::ALL.iter().position(|r| r == row).unwrap())
        .collect();
    assert_eq!(lit, places, "the rows pointed at, and only they, are lit");
    // On a phone the sheet is folded away; the step that points at its rows opened it.
    assert!(app.world().resource::<Unfolded>().sheet);
    // Challenge Poker's first step points at the pot.
    let mut app = app_on(&store);
    reach_title(&mut app);
    start_lesson(app.world_mut(), GameId::ChallengePoker);
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().resource::<TableView>().guide_pot);
    press(&mut app, "table-lesson-next");
    for _ in 0..5 {
        app.update();
    }
    assert!(!app.world().resource::<TableView>().guide_pot);
}

/// Works out which nodes show, as the renderer's visibility pass does on a real window (the
/// headless app has none): a node shows unless it or an ancestor is hidden. The focus walks
/// only buttons that show, and the guide gives its button the focus once it shows.
fn propagate_visibility(
    mut nodes: Query<(Entity, &Visibility, &mut InheritedVisibility)>,
    visibilities: Query<&Visibility>,
    parents: Query<&ChildOf>,
) {
    for (entity, visibility, mut inherited) in &mut nodes {
        let hidden = *visibility == Visibility::Hidden
            || parents
                .iter_ancestors(entity)
                .any(|ancestor| visibilities.get(ancestor) == Ok(&Visibility::Hidden));
        let shows = if hidden {
            InheritedVisibility::HIDDEN
        } else {
            InheritedVisibility::VISIBLE
        };
        if *inherited != shows {
            *inherited = shows;
        }
    }
}

/// Whether the focused button wears the guide's light.
fn lit_button_focused(app: &mut App) -> bool {
    let Some(focused) = app.world().resource::<InputFocus>().get() else {
        return false;
    };
    app.world()
        .get::<BorderColor>(focused)
        .is_some_and(|border| border.top == SUGGESTED)
}

/// The card the pad's shoulders have reached in the hand.
fn focused_card(app: &App) -> Option<Card> {
    let entity = app.world().resource::<FocusedCard>().0?;
    app.world().get::<TableCard>(entity)?.card
}

/// Walks the hand with the right shoulder to `card` and presses A on it.
fn pad_to_card(app: &mut App, pad: Entity, card: Card) {
    for _ in 0..40 {
        if focused_card(app) == Some(card) {
            super::pad_press(app, pad, GamepadButton::South);
            return;
        }
        super::pad_press(app, pad, GamepadButton::RightTrigger);
    }
    panic!("the right shoulder never reached the {card}");
}

/// Walks the buttons with the D-pad to the one the guide lights and presses A on it.
fn pad_to_lit_button(app: &mut App, pad: Entity) {
    for _ in 0..40 {
        if lit_button_focused(app) {
            super::pad_press(app, pad, GamepadButton::South);
            return;
        }
        super::pad_press(app, pad, GamepadButton::DPadDown);
    }
    panic!("the D-pad never reached the lit button");
}

/// Plays the lesson of `R` with a gamepad alone, by what the screen shows: A reads on (the
/// guide's "Next" takes the focus); for a move the step wants, the right shoulder walks the
/// hand to each lit card and A plays or picks it, and the D-pad walks the action bar to the
/// lit button and A presses it. Returns the learner's moves made.
fn play_lesson_with_pad<R: Rules>(app: &mut App, pad: Entity) -> usize {
    let mut moves = 0;
    let mut patience = super::Patience::frames(5_000);
    while patience.more() {
        app.update();
        if lesson_over(app) {
            return moves;
        }
        let guide = app.world().resource::<LessonGuide>().clone();
        if guide.reading {
            super::pad_press(app, pad, GamepadButton::South);
            continue;
        }
        let progress = app.world().resource::<LessonProgress<R>>();
        let session = app.world().resource::<GameSession<R>>();
        if session.to_act() != Some(progress.lesson.learner) {
            continue;
        }
        let table = app.world().resource::<TableView>();
        if guide.action.is_none() && guide.cards.is_empty() {
            // The last step plays on to the end of the game: any move, as a player would.
            let ply = session.ply();
            let device = super::Device::Gamepad(pad);
            if table.actions.iter().any(|action| !action.cards.is_empty()) {
                super::next_card(app, device);
                super::act(app, device);
            }
            if app.world().resource::<GameSession<R>>().ply() == ply {
                super::first_offer(app, device);
            }
            moves += 1;
            continue;
        }
        let cards = match guide.action {
            Some(wanted) => table.actions[wanted].cards.clone(),
            // A step that takes any of several cards lights them all: play the first that
            // makes a move alone.
            None => guide
                .cards
                .iter()
                .copied()
                .find(|&card| table.actions.iter().any(|action| action.cards == [card]))
                .map(|card| vec![card])
                .unwrap_or_else(|| panic!("{}: nothing lit to play: {guide:?}", R::ID)),
        };
        let ply = session.ply();
        for &card in &cards {
            pad_to_card(app, pad, card);
        }
        // Cards picked for a several-card move, or a move of no cards: its button, through
        // the lit group buttons that lead to it (a trump suit before the second suit).
        for _ in 0..4 {
            if app.world().resource::<GameSession<R>>().ply() != ply {
                break;
            }
            pad_to_lit_button(app, pad);
        }
        for _ in 0..20 {
            app.update();
            if app.world().resource::<GameSession<R>>().ply() != ply {
                break;
            }
        }
        assert_ne!(
            app.world().resource::<GameSession<R>>().ply(),
            ply,
            "{}: the pad's move at step {} was not made",
            R::ID,
            app.world().resource::<LessonProgress<R>>().at.step
        );
        moves += 1;
    }
    panic!("the {} lesson stalled with the pad", R::ID);
}

/// Every game's lesson played with a gamepad alone, by following the guide's light, ends.
#[test]
fn every_lesson_is_played_to_its_end_with_a_gamepad_alone() {
    struct WithPad;
    impl GameVisitor for WithPad {
        type Output = ();
        fn visit<R: Rules>(self) {
            let store = Arc::new(MemoryStore::default());
            let mut app = app_on(&store);
            app.add_systems(PostUpdate, propagate_visibility);
            let super::Device::Gamepad(pad) = super::connect_gamepad(&mut app) else {
                unreachable!()
            };
            reach_title(&mut app);
            start_lesson(app.world_mut(), R::ID);
            app.update();
            let moves = play_lesson_with_pad::<R>(&mut app, pad);
            assert!(lesson_over(&app), "{}: the lesson ends", R::ID);
            assert!(moves >= 2, "{}: only {moves} moves by pad", R::ID);
        }
    }
    for game in GameId::ALL.iter().copied().filter(|&game| has_lesson(game)) {
        challenge_rules::visit(game, WithPad);
    }
}
