//! "Suggest" at the table, asked with H or a gamepad's Select: it lights what the strongest
//! computer player would do from the viewer's own view, counts once per hint shown, clears
//! when the player moves, and never changes what the computer players do.

use super::*;
use challenge_play::table::PlayAids;
use challenge_play::table::hints::hint_rng;
use challenge_rules::Phrase;
use challenge_table_screen::cards::SUGGESTED;
use std::cell::Cell;

fn ask_for_hint(app: &mut App, device: Device) {
    match device {
        Device::Keyboard => press(app, KeyCode::KeyH, Key::Character("h".into())),
        Device::Gamepad(pad) => pad_press(app, pad, GamepadButton::Select),
        Device::Reader => {
            if !by_ear::press_named(app, "Suggest a move") {
                panic!(
                    "a reader finds no Suggest among {:?}",
                    by_ear::button_names(app)
                );
            }
        }
    }
}

fn hints_used(app: &App) -> u32 {
    app.world().resource::<PlayAids>().hints
}

/// Runs frames until the suggestion, worked out away from the frame, reaches the table.
fn wait_for_hint(app: &mut App) -> usize {
    let mut patience = super::Patience::frames(5_000);
    while patience.more() {
        if let Some(hint) = app.world().resource::<TableView>().hint {
            // Two more frames: the action bar is rebuilt and the cards framed.
            app.update();
            app.update();
            return hint;
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("no hint arrived");
}

/// What the Hard computer player chooses from the viewer's view and legal actions now, as an
/// index into those actions, worked out here straight from the session.
fn hard_choice<R: Rules>(app: &App) -> usize {
    let session = app.world().resource::<GameSession<R>>();
    let view = session.state().view(session.viewer());
    let legal = session.state().legal_actions();
    let seed = session.record().expect("the game is recorded").seed;
    let mut rng = hint_rng(seed, session.ply());
    let action = R::bot_action(&view, &legal, Level::Hard, &mut rng);
    legal
        .iter()
        .position(|legal| *legal == action)
        .expect("the Hard player chooses a legal action")
}

/// What the coach says of the position now, worked out here straight from the session.
fn coach_reason<R: Rules>(app: &App) -> Option<Phrase> {
    let session = app.world().resource::<GameSession<R>>();
    let view = session.state().view(session.viewer());
    let legal = session.state().legal_actions();
    let seed = session.record().expect("the game is recorded").seed;
    R::advise(&view, &legal, &mut hint_rng(seed, session.ply())).why
}

/// The coach's reason, if one shows (under the log on a wide window).
fn coach_line(app: &mut App) -> Option<Phrase> {
    app.world_mut()
        .query::<(&Name, &challenge_base::text::Says)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Coach")
        .map(|(_, says)| says.0.clone())
}

/// Whether the action bar has a button wearing the suggestion's rim.
fn a_button_is_lit(app: &mut App) -> bool {
    app.world_mut()
        .query_filtered::<&BorderColor, With<Button>>()
        .iter(app.world())
        .any(|border| border.top == SUGGESTED)
}

/// The viewer's hand cards framed in the suggestion's colour.
fn lit_cards(app: &mut App) -> Vec<Card> {
    let mut frames = app.world_mut().query::<(&Sprite, &Visibility)>();
    let mut cards = app.world_mut().query::<(&TableCard, &Children)>();
    let mut lit: Vec<Card> = cards
        .iter(app.world())
        .filter(|(card, _)| card.place == Place::Hand(0))
        .filter(|(_, children)| {
            children.iter().any(|child| {
                frames.get(app.world(), child).is_ok_and(|(sprite, shown)| {
                    *shown != Visibility::Hidden && sprite.color.with_alpha(1.0) == SUGGESTED
                })
            })
        })
        .filter_map(|(card, _)| card.card)
        .collect();
    lit.sort();
    lit
}

/// What was seen over a game of asking for a hint at every turn.
#[derive(Default)]
struct Asked {
    /// The move count of the turn asked about last: a turn taken in several steps (a group
    /// opened, then a choice in it) is checked once.
    ply: Cell<Option<u64>>,
    turns: Cell<u32>,
    card_hints: Cell<u32>,
    button_hints: Cell<u32>,
    /// Hints the coach gave a reason for.
    reasons: Cell<u32>,
}

/// At the viewer's turn: no hint left from the last one, then a hint asked for with `device`
/// is the Hard player's choice and lights its cards or its button, and asking again while it
/// shows counts nothing.
fn check_hint<R: Rules>(app: &mut App, device: Device, asked: &Asked) {
    let ply = app.world().resource::<GameSession<R>>().ply();
    if asked.ply.replace(Some(ply)) == Some(ply) {
        assert!(
            app.world().resource::<TableView>().hint.is_some(),
            "the hint stays while the viewer is still choosing"
        );
        return;
    }
    assert_eq!(
        app.world().resource::<TableView>().hint,
        None,
        "a hint clears once the view changes"
    );
    let before = hints_used(app);
    ask_for_hint(app, device);
    let hint = wait_for_hint(app);
    let table = app.world().resource::<TableView>();
    assert!(table.viewer_to_act && hint < table.actions.len());
    let choice = table.actions[hint].clone();
    assert_eq!(hint, hard_choice::<R>(app), "the Hard player's choice");
    assert_eq!(hints_used(app), before + 1, "one hint, counted once");
    // The coach's reason is the hard player's, shown in the action bar beside the move.
    let why = coach_reason::<R>(app);
    assert_eq!(app.world().resource::<TableView>().hint_why, why);
    assert_eq!(coach_line(app), why, "the action bar says why");
    if why.is_some() {
        asked.reasons.set(asked.reasons.get() + 1);
    }
    if choice.cards.is_empty() {
        assert!(
            a_button_is_lit(app),
            "the button of {:?} is lit",
            choice.label
        );
        assert!(lit_cards(app).is_empty());
        asked.button_hints.set(asked.button_hints.get() + 1);
    } else {
        assert_eq!(
            lit_cards(app),
            choice.cards,
            "the cards of {:?}",
            choice.label
        );
        asked.card_hints.set(asked.card_hints.get() + 1);
    }
    ask_for_hint(app, device);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(app.world().resource::<TableView>().hint, Some(hint));
    assert_eq!(hints_used(app), before + 1, "asking again while it shows");
    asked.turns.set(asked.turns.get() + 1);
}

/// Deals Gotcha at three seats against Easy computer players, whose choices draw on their
/// random stream, so anything that disturbed it would show in their moves.
fn deal_gotcha(app: &mut App, seed: u64) {
    start_table(app, GameId::Gotcha, seed, 3, serde_json::json!({}));
}

#[test]
fn a_hint_from_the_keyboard_lights_the_hard_players_choice_and_counts_once() {
    let mut app = screens_app();
    deal_gotcha(&mut app, 21);
    let asked = Asked::default();
    play_with(&mut app, Device::Keyboard, |app| {
        check_hint::<Gotcha>(app, Device::Keyboard, &asked)
    });
    assert!(asked.turns.get() > 3, "only {} turns", asked.turns.get());
    assert!(asked.card_hints.get() > 0, "no hint lit a card");
    assert!(asked.button_hints.get() > 0, "no hint lit a button");
    assert!(asked.reasons.get() > 0, "the coach never said why");
    assert_eq!(hints_used(&app), asked.turns.get());
    // Once the game is over there is nothing to suggest, and nothing is counted.
    ask_for_hint(&mut app, Device::Keyboard);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(app.world().resource::<TableView>().hint, None);
    assert_eq!(hints_used(&app), asked.turns.get());
}

#[test]
fn a_hint_asked_by_ear_is_told_with_the_coachs_reason() {
    let mut app = screens_app();
    by_ear::readable(&mut app);
    deal_gotcha(&mut app, 21);
    let asked = Asked::default();
    let told = Cell::new(0);
    play_with(&mut app, Device::Reader, |app| {
        let turns = asked.turns.get();
        check_hint::<Gotcha>(app, Device::Reader, &asked);
        if asked.turns.get() == turns {
            return;
        }
        // The live region tells the move as its button names it, and the coach's reason.
        let news = table_news(app).unwrap_or_default();
        let table = app.world().resource::<TableView>();
        let lexicon = app.world().resource::<challenge_base::text::Lexicon>();
        let naming = app.world().resource::<challenge_base::text::SeatNaming>();
        let choice = &table.actions[table.hint.expect("the hint shows")];
        let suggested = format!("Suggested: {}", lexicon.line(&choice.label, naming));
        assert!(news.contains(&suggested), "{suggested:?} is told: {news:?}");
        // Its cards are named in words too, not only as the button's signs.
        for card in &choice.cards {
            let words = lexicon.line(&challenge_table_screen::access::card_words(*card), naming);
            assert!(news.contains(&words), "{words} is told: {news:?}");
        }
        if let Some(why) = &table.hint_why {
            let why = lexicon.line(why, naming);
            assert!(news.contains(&why), "the reason {why:?} is told: {news:?}");
        }
        told.set(told.get() + 1);
    });
    assert!(told.get() > 3, "only {} hints told", told.get());
    assert!(asked.reasons.get() > 0, "the coach never said why");
}

#[test]
fn a_hint_from_the_gamepad_lights_the_hard_players_choice() {
    let mut app = screens_app();
    let pad = connect_gamepad(&mut app);
    start(&mut app, GameId::SvoiKozyri, 12);
    let asked = Asked::default();
    play_with(&mut app, pad, |app| {
        check_hint::<SvoiKozyri>(app, pad, &asked)
    });
    assert!(asked.turns.get() > 3, "only {} turns", asked.turns.get());
    assert!(asked.card_hints.get() > 0, "no hint lit a card");
    assert!(asked.reasons.get() > 0, "the coach never said why");
    assert_eq!(hints_used(&app), asked.turns.get());
}

#[test]
fn asking_for_hints_leaves_the_computer_players_moves_unchanged() {
    let play = |with_hints: bool| {
        let mut app = screens_app();
        deal_gotcha(&mut app, 33);
        let asked = Asked::default();
        play_with(&mut app, Device::Keyboard, |app| {
            if with_hints {
                check_hint::<Gotcha>(app, Device::Keyboard, &asked);
            }
        });
        let session = app.world().resource::<GameSession<Gotcha>>();
        let moves = session
            .record()
            .expect("the game is recorded")
            .actions
            .clone();
        (moves, hints_used(&app), asked.turns.get())
    };
    let (with_hints, counted, turns) = play(true);
    let (without, none, _) = play(false);
    assert!(
        turns > 3 && counted == turns,
        "{counted} hints in {turns} turns"
    );
    assert_eq!(none, 0);
    assert_eq!(
        with_hints, without,
        "the same deal and the same moves of yours give the same game"
    );
}
