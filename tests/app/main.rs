//! The whole game driven headless: a real app (no window, no GPU) goes from the splash to a
//! table, a player plays through key presses as they would at the keyboard, and the card
//! entities are checked against the rules' own state after every move.

mod at_rest;
mod by_ear;
mod card_frames;
mod command_line_args;
mod compact;
mod dealing;
mod hints;
mod layout_audit;
mod lessons;
mod narration;
#[cfg(not(target_arch = "wasm32"))]
mod online;
mod page_access;
mod pass_and_play;
mod replays;
mod replays_screen;
mod resume;
mod review;
mod score_chart;
mod stats;
mod turn_cues;
mod undo;
mod words;
mod worker_jobs;

use bevy::input::ButtonState;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::settings::{AnimationSpeed, Settings};
use challenge_base::shared::Menu;
use challenge_base::shared::Screen;
use challenge_play::session::GameSetup;
use challenge_play::session::choices::SetupChoices;
use challenge_play::session::launch;
use challenge_play::table::{GameFinished, GameSession, PresentationBusy, SeatKind};
use challenge_rules::games::bluff_poker::BluffPoker;
use challenge_rules::games::challenge_poker::ChallengePoker;
use challenge_rules::games::gotcha::Gotcha;
use challenge_rules::games::suit_challenge::SuitChallenge;
use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use challenge_rules::{Card, GameId, Level, Rules};
use challenge_table_screen::TableView;
use challenge_table_screen::cards::TableCard;
use challenge_table_screen::layouts::{Place, TokenPlace};
use challenge_table_screen::tokens::TokenStack;

/// How long a test waits on computer players, who think on threads of their own after a pause
/// that a loaded machine stretches: at least `least` frames and at least two minutes, whichever
/// ends later (and never more than a hundred times the frames).
struct Patience {
    started: std::time::Instant,
    updates: usize,
    least: usize,
}

impl Patience {
    fn frames(least: usize) -> Patience {
        Patience {
            started: std::time::Instant::now(),
            updates: 0,
            least,
        }
    }

    /// Counts one more frame; false once both its count and its time are spent.
    fn more(&mut self) -> bool {
        self.updates += 1;
        if self.updates > self.least * 100 {
            return false;
        }
        self.updates <= self.least || self.started.elapsed() < std::time::Duration::from_secs(120)
    }
}

fn screens_app() -> App {
    let mut app = App::new();
    app.add_plugins(challenge::app::HeadlessPlugin);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.animation_speed = AnimationSpeed::Instant;
        settings.bot_pause = 0.0;
    }
    app
}

fn press(app: &mut App, code: KeyCode, key: Key) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: key.clone(),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// Presses the button whose label is the message `label` (the named node holds the button
/// itself).
fn activate(app: &mut App, label: &str) {
    let name = format!("Button: {label}");
    let button = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(n, _)| n.as_str() == name)
        .map(|(_, children)| children[0])
        .unwrap_or_else(|| panic!("no {label} button"));
    app.world_mut().trigger(Activate { entity: button });
}

/// Asks for `action` on the node of `entity` as a screen reader does (AT-SPI on the desktop, the
/// page's mirror in the browser), with the data some actions carry (the value a field is set
/// to), without running a frame.
fn ask_reader(
    app: &mut App,
    entity: Entity,
    action: accesskit::Action,
    data: Option<accesskit::ActionData>,
) {
    app.world_mut()
        .write_message(bevy::a11y::ActionRequest(accesskit::ActionRequest {
            action,
            target_tree: accesskit::TreeId::ROOT,
            target_node: accesskit::NodeId(entity.to_bits()),
            data,
        }));
}

/// Every value the table's live region took, in order, as a screen reader hears it (with
/// [`listen_to_live_region`] running in `Last`).
#[derive(Resource, Default)]
struct LiveRegion(Vec<String>);

fn listen_to_live_region(
    news: Query<(&Name, &bevy::a11y::AccessibilityNode), Changed<bevy::a11y::AccessibilityNode>>,
    mut heard: ResMut<LiveRegion>,
) {
    for (name, node) in &news {
        if name.as_str() == "Table news"
            && let Some(value) = node.value()
            && heard.0.last().map(String::as_str) != Some(value)
        {
            heard.0.push(value.to_string());
        }
    }
}

/// What the table's live region says now (its words for a screen reader).
fn table_news(app: &mut App) -> Option<String> {
    let mut nodes = app
        .world_mut()
        .query::<(&Name, &bevy::a11y::AccessibilityNode)>();
    nodes
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Table news")
        .and_then(|(_, node)| node.value().map(str::to_string))
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Opens the setup screen with `game` chosen, as its button on the title does.
fn open_setup(app: &mut App, game: GameId) {
    app.world_mut()
        .resource_mut::<SetupChoices>()
        .set_game(game);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    app.update();
    app.update();
}

/// Runs frames until the splash has drawn every card and the title is up.
fn reach_title(app: &mut App) {
    // The splash stays up a minimum time, so this waits on the clock, not a frame count.
    let started = std::time::Instant::now();
    while started.elapsed() < std::time::Duration::from_secs(60) {
        app.update();
        if screen(app) == Screen::Title {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("the splash never finished");
}

/// The known cards of one place on the table, in order.
fn cards_at(app: &mut App, place: Place) -> Vec<Card> {
    let mut cards: Vec<(usize, Card)> = app
        .world_mut()
        .query::<&TableCard>()
        .iter(app.world())
        .filter(|c| c.place == place)
        .filter_map(|c| c.card.map(|card| (c.index, card)))
        .collect();
    cards.sort();
    cards.into_iter().map(|(_, c)| c).collect()
}

/// The device a test plays with: a screen reader finds and presses what it reads in the
/// accessibility nodes ([`by_ear`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Device {
    Keyboard,
    Gamepad(Entity),
    Reader,
}

fn connect_gamepad(app: &mut App) -> Device {
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    Device::Gamepad(pad)
}

fn pad_press(app: &mut App, pad: Entity, button: GamepadButton) {
    for value in [1.0, 0.0] {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, value,
            )));
        app.update();
    }
}

/// The next card: Right on the keyboard, the right shoulder on a pad, down the hand's list for
/// a reader.
fn next_card(app: &mut App, device: Device) {
    match device {
        Device::Keyboard => press(app, KeyCode::ArrowRight, Key::ArrowRight),
        Device::Gamepad(pad) => pad_press(app, pad, GamepadButton::RightTrigger),
        Device::Reader => by_ear::next_item(app),
    }
}

/// Act on the focused card or button: Enter, or A; a reader clicks the card it has reached.
fn act(app: &mut App, device: Device) {
    match device {
        Device::Keyboard => press(app, KeyCode::Enter, Key::Enter),
        Device::Gamepad(pad) => pad_press(app, pad, GamepadButton::South),
        Device::Reader => {
            by_ear::press_card_or_move(app);
        }
    }
}

/// The first button of the action bar: key 1, or X; a reader clicks the button numbered 1.
fn first_offer(app: &mut App, device: Device) {
    match device {
        Device::Keyboard => press(app, KeyCode::Digit1, Key::Character("1".into())),
        Device::Gamepad(pad) => pad_press(app, pad, GamepadButton::West),
        Device::Reader => {
            by_ear::press_move(app, 1);
        }
    }
}

/// Plays the viewer's turns with one device alone until the game ends: the first listed
/// action, or the next card and act on it. Returns the number of moves made.
fn play_with(app: &mut App, device: Device, check: impl Fn(&mut App)) -> usize {
    let mut moves = 0;
    let mut finished = app
        .world()
        .resource::<Messages<GameFinished>>()
        .get_cursor();
    let mut patience = Patience::frames(20_000);
    while patience.more() {
        app.update();
        // The result shown counts as well as the message: a message lives two frames, and a
        // move below runs several.
        if finished
            .read(app.world().resource::<Messages<GameFinished>>())
            .next()
            .is_some()
            || app.world().resource::<TableView>().finished.is_some()
        {
            return moves;
        }
        let table = app.world().resource::<TableView>();
        if !table.viewer_to_act || table.finished.is_some() {
            continue;
        }
        let offered = table.offered();
        let card_actions = table.actions.iter().any(|a| !a.cards.is_empty());
        check(app);
        if card_actions && moves % 2 == 0 {
            // Walk to a card and play it (or select it, for a several-card action).
            next_card(app, device);
            act(app, device);
            let still = app.world().resource::<TableView>();
            if still.viewer_to_act && !still.selected.is_empty() {
                // A selection waits for its button: the first offered one uses it.
                first_offer(app, device);
            }
        } else if !offered.is_empty() {
            first_offer(app, device);
        } else {
            next_card(app, device);
            act(app, device);
        }
        moves += 1;
    }
    panic!(
        "the game did not end after {} updates in {:?} ({moves} moves); {}",
        patience.updates,
        patience.started.elapsed(),
        table_state(app)
    );
}

/// What the table waits on, for a test that finds it stuck.
fn table_state(app: &mut App) -> String {
    let busy = app.world().resource::<PresentationBusy>().0;
    let focus = app
        .world()
        .get_resource::<bevy::input_focus::InputFocus>()
        .and_then(|focus| focus.get())
        .map(|entity| format!("{:?}", app.world().get::<Name>(entity)))
        .unwrap_or_else(|| "none".into());
    let table = app.world().resource::<TableView>();
    format!(
        "screen {:?}, viewer to act {}, {} actions ({} offered), selected {:?}, finished {}, \
         animations holding {busy}, focus {focus}, last news {:?}",
        screen(app),
        table.viewer_to_act,
        table.actions.len(),
        table.offered().len(),
        table.selected,
        table.finished.is_some(),
        table.log.last(),
    )
}

/// Runs frames until the viewer is to move and every card has landed.
fn until_the_players_turn_at_rest(app: &mut App, game: GameId) {
    let mut patience = Patience::frames(3_000);
    loop {
        assert!(patience.more(), "{game:?}: the player's turn never came");
        app.update();
        let view = app.world().resource::<TableView>();
        if view.viewer_to_act && app.world().resource::<PresentationBusy>().0 == 0 {
            break;
        }
    }
}

fn start(app: &mut App, game: GameId, seed: u64) {
    reach_title(app);
    let setup = GameSetup {
        seed,
        ..GameSetup::against_one(game, seed, Level::Easy)
    };
    app.world_mut()
        .resource_mut::<SetupChoices>()
        .set_game(game);
    launch(app.world_mut(), setup);
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Table);
}

/// Deals `game` at `seats` seats (you and computer players) with these options.
fn start_table(app: &mut App, game: GameId, seed: u64, seats: usize, options: serde_json::Value) {
    reach_title(app);
    let mut setup = GameSetup::against_one(game, seed, Level::Easy);
    setup.seating.resize(seats, SeatKind::Bot(Level::Easy));
    setup.options = options;
    launch(app.world_mut(), setup);
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Table);
}

#[test]
fn challenge_poker_is_played_to_the_end_at_six_seats_from_the_keyboard() {
    let mut app = screens_app();
    let options = serde_json::json!({"tokens": 10, "max_deals": 4, "dealer": 0});
    start_table(&mut app, GameId::ChallengePoker, 8, 6, options);
    let moves = play_with(&mut app, Device::Keyboard, |app| {
        let session = app.world().resource::<GameSession<ChallengePoker>>();
        let view = session.state().view(session.viewer());
        let mut hand: Vec<Card> = view.hand.iter().collect();
        hand.sort();
        let mut shown = cards_at(app, Place::Hand(0));
        shown.sort();
        assert_eq!(shown, hand, "the viewer's hand");
        let stacks: Vec<(TokenPlace, u64)> = app
            .world_mut()
            .query::<&TokenStack>()
            .iter(app.world())
            .map(|s| (s.place, s.amount))
            .collect();
        if let Some((_, pot)) = stacks.iter().find(|(p, _)| *p == TokenPlace::Pot) {
            assert_eq!(*pot, view.pot, "the pot's stack");
        }
    });
    assert!(moves > 3, "only {moves} moves");
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn bluff_poker_is_played_to_the_end_with_a_gamepad_alone() {
    let mut app = screens_app();
    let pad = connect_gamepad(&mut app);
    start(&mut app, GameId::BluffPoker, 4);
    let moves = play_with(&mut app, pad, |app| {
        let session = app.world().resource::<GameSession<BluffPoker>>();
        let view = session.state().view(session.viewer());
        assert_eq!(
            cards_at(app, Place::Hand(0)),
            view.hand,
            "the viewer's hand"
        );
    });
    assert!(moves > 3, "only {moves} moves");
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn gotcha_is_played_to_the_end_at_three_seats_from_the_keyboard() {
    let mut app = screens_app();
    start_table(&mut app, GameId::Gotcha, 2, 3, serde_json::json!({}));
    let moves = play_with(&mut app, Device::Keyboard, |app| {
        let session = app.world().resource::<GameSession<Gotcha>>();
        let view = session.state().view(session.viewer());
        assert_eq!(
            cards_at(app, Place::Hand(0)),
            view.hand,
            "the viewer's hand"
        );
        for seat in 1..3 {
            let hidden = app
                .world_mut()
                .query::<&TableCard>()
                .iter(app.world())
                .filter(|c| c.place == Place::Hand(seat))
                .inspect(|c| assert!(c.card.is_none(), "other hands stay hidden"))
                .count();
            let actual = (view.seat + seat) % 3;
            assert_eq!(hidden, view.hand_counts[actual]);
        }
    });
    assert!(moves > 3, "only {moves} moves");
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn the_splash_leads_to_the_title_once_its_cards_are_drawn_and_a_table_never_waits_for_the_rest() {
    use challenge_base::card_textures::CardTextures;
    let mut app = screens_app();
    assert_eq!(screen(&app), Screen::Loading);
    reach_title(&mut app);
    // Every face the title's fans show is drawn: until drawn, a card is an 8-pixel blank.
    let fans: Vec<Entity> = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .filter(|(name, _)| name.as_str() == "Card fan")
        .flat_map(|(_, children)| children.iter().collect::<Vec<_>>())
        .collect();
    assert_eq!(fans.len(), 10, "two fans of five");
    for card in fans {
        let handle = app.world().get::<ImageNode>(card).unwrap().image.clone();
        let images = app.world().resource::<Assets<Image>>();
        let width = images.get(&handle).map_or(0, |image| image.width());
        assert!(width >= 256, "a title card is {width} pixels wide");
    }
    // The rest of the pack is drawn behind the title, a few a frame.
    let started = std::time::Instant::now();
    while !app.world().resource::<CardTextures>().ready() {
        assert!(started.elapsed().as_secs() < 60, "the pack is never drawn");
        app.update();
    }
    assert_eq!(app.world().resource::<CardTextures>().progress(), (55, 55));
    // Other suit colours put every face back in the queue; a table opened at once still shows
    // no blank card.
    app.world_mut().resource_mut::<Settings>().suit_colours =
        challenge_art::SuitColours::FourColour;
    app.update();
    assert!(!app.world().resource::<CardTextures>().ready());
    launch(
        app.world_mut(),
        GameSetup::against_one(GameId::SuitChallenge, 5, Level::Easy),
    );
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Table);
    assert!(app.world().resource::<CardTextures>().ready());
}

#[test]
fn svoi_kozyri_is_played_to_the_end_from_the_keyboard_with_cards_where_the_rules_put_them() {
    let mut app = screens_app();
    start(&mut app, GameId::SvoiKozyri, 11);
    let moves = play_with(&mut app, Device::Keyboard, |app| {
        let session = app.world().resource::<GameSession<SvoiKozyri>>();
        let view = session.state().view(session.viewer());
        let hand = view.hands[view.seat].clone();
        let pile = view.pile.clone();
        assert_eq!(cards_at(app, Place::Hand(0)), hand, "the viewer's hand");
        assert_eq!(cards_at(app, Place::Pile), pile, "the pile");
    });
    assert!(moves > 3, "only {moves} moves");
    let table = app.world().resource::<TableView>();
    assert!(table.finished.is_some(), "the result is shown");
}

#[test]
fn suit_challenge_is_played_to_the_end_from_the_keyboard_with_cards_where_the_rules_put_them() {
    let mut app = screens_app();
    start(&mut app, GameId::SuitChallenge, 5);
    let moves = play_with(&mut app, Device::Keyboard, |app| {
        let session = app.world().resource::<GameSession<SuitChallenge>>();
        let view = session.state().view(session.viewer());
        let hand = view.hand.clone();
        let hidden = view.opponent_cards;
        assert_eq!(cards_at(app, Place::Hand(0)), hand, "the viewer's hand");
        let theirs = app
            .world_mut()
            .query::<&TableCard>()
            .iter(app.world())
            .filter(|c| c.place == Place::Hand(1))
            .inspect(|c| assert!(c.card.is_none() && !c.face_up, "their cards stay hidden"))
            .count();
        assert_eq!(theirs, hidden);
    });
    assert!(moves > 10, "only {moves} moves");
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn the_best_play_meter_is_off_by_default_and_when_on_shows_the_solvers_verdict_for_each_view() {
    use challenge_rules::games::svoi_kozyri::Phase;
    use challenge_table_screen::layouts::Presented;
    use challenge_table_screen::meter::MeterWork;
    let mut app = screens_app();
    start(&mut app, GameId::SvoiKozyri, 1);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<TableView>().meter,
        None,
        "off by default"
    );
    app.world_mut().resource_mut::<Settings>().best_play_meter = true;
    let verdicts = std::cell::RefCell::new(Vec::new());
    play_with(&mut app, Device::Keyboard, |app| {
        // The verdict is worked out away from the frame: wait for the one of this view.
        let mut patience = Patience::frames(2_000);
        while patience.more() {
            if app.world().resource::<MeterWork<SvoiKozyri>>().is_current() {
                break;
            }
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let session = app.world().resource::<GameSession<SvoiKozyri>>();
        let view = session.state().view(session.viewer());
        let shown = app.world().resource::<TableView>().meter.clone();
        assert_eq!(
            shown,
            SvoiKozyri::best_play(&view),
            "the meter of this view"
        );
        let playing = matches!(view.phase, Phase::Lead | Phase::Respond | Phase::SecondCard);
        assert_eq!(
            shown.is_some(),
            playing,
            "a line only while cards are played"
        );
        verdicts.borrow_mut().extend(shown);
    });
    let verdicts = verdicts.into_inner();
    assert!(
        verdicts
            .iter()
            .any(|v| v.id.ends_with("-best-play-win") || v.id.ends_with("-best-play-lose")),
        "the meter never gave a verdict: {verdicts:?}"
    );
    app.world_mut().resource_mut::<Settings>().best_play_meter = false;
    app.update();
    assert_eq!(
        app.world().resource::<TableView>().meter,
        None,
        "switched off"
    );
}

#[test]
fn svoi_kozyri_is_played_to_the_end_with_a_gamepad_alone() {
    let mut app = screens_app();
    let pad = connect_gamepad(&mut app);
    start(&mut app, GameId::SvoiKozyri, 12);
    let moves = play_with(&mut app, pad, |_| {});
    assert!(moves > 3, "only {moves} moves");
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn suit_challenge_is_played_to_the_end_with_a_gamepad_alone() {
    let mut app = screens_app();
    let pad = connect_gamepad(&mut app);
    start(&mut app, GameId::SuitChallenge, 6);
    let moves = play_with(&mut app, pad, |_| {});
    assert!(moves > 10, "only {moves} moves");
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn escape_pauses_the_table_and_the_bots_and_escape_again_resumes() {
    let mut app = screens_app();
    start(&mut app, GameId::SvoiKozyri, 3);
    press(&mut app, KeyCode::Escape, Key::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
    assert!(app.world().resource::<Time<Virtual>>().is_paused());
    let ply = app.world().resource::<GameSession<SvoiKozyri>>().ply();
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<GameSession<SvoiKozyri>>().ply(),
        ply,
        "nothing moves while paused"
    );
    press(&mut app, KeyCode::Escape, Key::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    assert!(!app.world().resource::<Time<Virtual>>().is_paused());
}

#[test]
fn deal_again_in_the_pause_menu_deals_the_same_setup_with_a_new_seed() {
    let mut app = screens_app();
    start(&mut app, GameId::SvoiKozyri, 3);
    press(&mut app, KeyCode::Escape, Key::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
    // The named node holds the button itself.
    let deal_again = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Button: pause-deal-again")
        .map(|(_, children)| children[0])
        .expect("the pause menu has a Deal again button");
    app.world_mut().trigger(Activate { entity: deal_again });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    assert_eq!(screen(&app), Screen::Table);
    let setup = app.world().resource::<GameSetup>();
    assert_eq!(setup.game, GameId::SvoiKozyri);
    assert_ne!(setup.seed, 3, "a new deal has a new seed");
    assert_eq!(app.world().resource::<GameSession<SvoiKozyri>>().ply(), 0);
}

#[test]
fn the_setup_deals_the_chosen_seats_and_options() {
    let mut app = screens_app();
    reach_title(&mut app);
    let setup = {
        let mut choices = app.world_mut().resource_mut::<SetupChoices>();
        choices.set_game(GameId::SvoiKozyri);
        choices.seed = 77;
        choices.to_setup()
    };
    assert_eq!(
        setup.seating,
        vec![SeatKind::Human, SeatKind::Bot(Level::Normal)]
    );
    launch(app.world_mut(), setup);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Table);
    let session = app.world().resource::<GameSession<SvoiKozyri>>();
    assert_eq!(session.viewer(), 0);
}

#[test]
fn a_refused_setup_changes_nothing() {
    let mut app = screens_app();
    reach_title(&mut app);
    let mut setup = GameSetup::against_one(GameId::SvoiKozyri, 1, Level::Easy);
    setup.options = serde_json::json!({"pack": 33});
    launch(app.world_mut(), setup);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    assert!(!app.world().contains_resource::<GameSession<SvoiKozyri>>());
}

#[test]
fn cards_are_dealt_even_when_the_game_is_paused_at_once() {
    let mut app = screens_app();
    app.world_mut().resource_mut::<Settings>().animation_speed = AnimationSpeed::Normal;
    app.insert_resource(challenge_screens::ShowAtStart(challenge::cli::Shown::Pause));
    app.insert_resource(challenge_play::session::LaunchRequest {
        game: GameId::SuitChallenge,
        seed: 3,
        level: Level::Easy,
        autoplay: false,
        exit_after_game: false,
        seats: 2,
    });
    reach_title(&mut app);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
    let cards: Vec<(Visibility, Vec3, Option<Vec2>)> = app
        .world_mut()
        .query::<(&TableCard, &Visibility, &Transform, &Sprite)>()
        .iter(app.world())
        .map(|(_, v, t, s)| (*v, t.translation, s.custom_size))
        .collect();
    assert_eq!(cards.len(), 52);
    for card in &cards {
        assert_ne!(card.0, Visibility::Hidden, "{card:?}");
        assert!(
            card.1.is_finite() && card.2.is_some_and(|s| s.x > 10.0),
            "{card:?}"
        );
    }
}

#[test]
fn stepping_the_language_row_to_deutsch_speaks_german_at_once_and_is_saved() {
    use challenge_base::input::focus::Stepped;
    use challenge_base::settings::ActiveStore;
    use challenge_base::text::{Lexicon, Says};
    use challenge_text::Lang;
    let mut app = screens_app();
    // From English, whatever the language of the machine running the test.
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::En.tag().into());
    reach_title(&mut app);
    challenge_base::shared::open_menu(app.world_mut(), Menu::Settings);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Settings);
    let row = app
        .world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, name)| name.as_str() == "Choice: settings-language")
        .map(|(entity, _)| entity)
        .expect("the settings menu has a language row");
    // English, Russian, then German.
    for _ in 0..2 {
        app.world_mut().trigger(Stepped {
            entity: row,
            forward: true,
        });
        app.update();
    }
    app.update();
    assert_eq!(
        app.world().resource::<Settings>().language.as_deref(),
        Some("de")
    );
    assert_eq!(app.world().resource::<Lexicon>().lang(), Lang::De);
    let store = app.world().resource::<ActiveStore>();
    let (saved, _) = Settings::load(&*store.0);
    assert_eq!(saved.language.as_deref(), Some("de"), "the choice is saved");
    // The menu's own words follow at once: its title and the language row's value.
    let german = challenge_text::Text::new(Lang::De);
    let texts: Vec<(Says, String)> = app
        .world_mut()
        .query::<(&Says, &Text)>()
        .iter(app.world())
        .map(|(says, text)| (says.clone(), text.0.clone()))
        .collect();
    let title = texts
        .iter()
        .find(|(says, _)| *says == Says::id("settings-title"))
        .expect("the settings menu's title");
    assert_eq!(title.1, german.get("settings-title"));
    assert!(
        texts.iter().any(|(_, text)| text == "Deutsch"),
        "the language row shows Deutsch"
    );
}
