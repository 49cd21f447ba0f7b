//! The sounds that tell the table's state without looking, in the whole app: the chime sounds
//! once each time the turn comes to the player and never on a computer player's turn or in a
//! replay, and the soft tick sounds when the keyboard's or a screen reader's focus lands on a
//! card that may be played, and only then.

use super::{Device, play_with, press, reach_title, screens_app, start, start_table};
use accesskit::Action;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_base::audio::PlayCue;
use challenge_play::session::{sample_game, watch_replay};
use challenge_play::table::{GameSession, ReplayCommand};
use challenge_rules::games::gotcha::Gotcha;
use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use challenge_rules::{Card, GameId, Rules, Seat};
use challenge_synth::Cue;
use challenge_table_screen::cards::TableCard;
use challenge_table_screen::layouts::Place;
use challenge_table_screen::{FocusedCard, TableView};
use std::cell::RefCell;

/// One frame as the test saw it at its end.
struct Frame {
    /// The seat to act in the game at the table, if there is one.
    to_act: Option<Seat>,
    /// The cues asked for during the frame.
    cues: Vec<Cue>,
}

#[derive(Resource, Default)]
struct Frames(Vec<Frame>);

impl Frames {
    fn count(&self, cue: Cue) -> usize {
        self.0
            .iter()
            .flat_map(|frame| &frame.cues)
            .filter(|&&heard| heard == cue)
            .count()
    }
}

/// The headless game, noting at the end of every frame who is to act in a game of `R` and
/// which cues were asked for.
fn listening_app<R: Rules>() -> App {
    let mut app = screens_app();
    app.init_resource::<Frames>().add_systems(
        Last,
        |session: Option<Res<GameSession<R>>>,
         mut cues: MessageReader<PlayCue>,
         mut frames: ResMut<Frames>| {
            frames.0.push(Frame {
                to_act: session.and_then(|session| session.to_act()),
                cues: cues.read().map(|cue| cue.0).collect(),
            });
        },
    );
    app
}

/// Checks that the chime sounded in exactly the frames where the turn came to `seat` (the seat
/// to act became `seat` after another or none), once in each; returns how often it came.
fn chimes_follow_the_turn(frames: &Frames, seat: Seat) -> usize {
    let mut before = None;
    let mut came = 0;
    for (at, frame) in frames.0.iter().enumerate() {
        let comes = frame.to_act == Some(seat) && before != Some(seat);
        let chimes = frame
            .cues
            .iter()
            .filter(|&&cue| cue == Cue::YourTurn)
            .count();
        assert_eq!(
            chimes,
            usize::from(comes),
            "frame {at}: {chimes} chimes with {:?} to act after {before:?}",
            frame.to_act
        );
        came += usize::from(comes);
        before = frame.to_act;
    }
    came
}

#[test]
fn the_turn_coming_to_the_player_chimes_once_and_a_computer_players_turn_never() {
    // Gotcha at three seats: two computer players, and turns of several moves (six cards put
    // aside, a guess after a right guess) that must not chime again at each move.
    let mut app = listening_app::<Gotcha>();
    start_table(&mut app, GameId::Gotcha, 2, 3, serde_json::json!({}));
    let moves = play_with(&mut app, Device::Keyboard, |_| {});
    for _ in 0..30 {
        app.update();
    }
    let frames = app.world().resource::<Frames>();
    let came = chimes_follow_the_turn(frames, 0);
    assert!(came >= 3, "the turn came to the player {came} times");
    assert!(
        came < moves,
        "the player made {moves} moves in {came} turns: some turns held several"
    );
    assert!(
        frames
            .0
            .iter()
            .any(|frame| matches!(frame.to_act, Some(seat) if seat != 0)),
        "the computer players had turns too"
    );
}

#[test]
fn watching_a_replay_never_chimes() {
    let mut app = listening_app::<SvoiKozyri>();
    reach_title(&mut app);
    let kept = sample_game(GameId::SvoiKozyri, 5).unwrap();
    watch_replay(app.world_mut(), &kept).expect("the game replays");
    for _ in 0..kept.record.plies() + 2 {
        app.world_mut().write_message(ReplayCommand::Forward);
        for _ in 0..3 {
            app.update();
        }
    }
    assert!(app.world().resource::<TableView>().finished.is_some());
    assert_eq!(app.world().resource::<Frames>().count(Cue::YourTurn), 0);
}

/// Whether each focus that landed on a card was on one that may be played, and whether the
/// tick sounded for it.
#[derive(Default)]
struct Landings {
    keys: Vec<(bool, bool)>,
    reader: Vec<(bool, bool)>,
}

fn ticks(app: &App) -> usize {
    app.world().resource::<Frames>().count(Cue::Playable)
}

/// Walks the whole hand with Right, noting each card the focus lands on.
fn walk_the_hand(app: &mut App, landings: &mut Vec<(bool, bool)>) {
    let hand = app
        .world_mut()
        .query::<&TableCard>()
        .iter(app.world())
        .filter(|card| card.place == Place::Hand(0) && card.card.is_some())
        .count();
    for _ in 0..hand {
        let before = ticks(app);
        press(app, KeyCode::ArrowRight, Key::ArrowRight);
        let Some(focused) = app.world().resource::<FocusedCard>().0 else {
            // The hand is no lane now (no move takes a card): the focus stays off it.
            return;
        };
        let card = app.world().get::<TableCard>(focused).unwrap().card.unwrap();
        let playable = app.world().resource::<TableView>().playable(card);
        landings.push((playable, ticks(app) > before));
    }
}

/// Moves a screen reader's focus to each item of the hand's list in turn, as the tools ask
/// for it (the same request through AT-SPI or the page's mirror).
fn read_the_hand(app: &mut App, landings: &mut Vec<(bool, bool)>) {
    // The list names the hand's cards in the order they lie, an item for each.
    let list = app
        .world_mut()
        .query::<(&Name, Option<&Children>)>()
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "Hand list")
        .map(|(_, items)| items.map(|items| items.to_vec()).unwrap_or_default())
        .expect("the hand's list");
    let hand: Vec<Card> = app
        .world()
        .resource::<TableView>()
        .layout
        .zones
        .iter()
        .find(|zone| zone.place == Place::Hand(0))
        .map(|zone| zone.cards.iter().flatten().copied().collect())
        .unwrap_or_default();
    assert_eq!(list.len(), hand.len(), "an item for each card");
    for (entity, card) in list.into_iter().zip(hand) {
        let before = ticks(app);
        super::ask_reader(app, entity, Action::Focus, None);
        app.update();
        let playable = app.world().resource::<TableView>().playable(card);
        landings.push((playable, ticks(app) > before));
    }
}

#[test]
fn focus_on_a_playable_card_ticks_and_on_one_that_may_not_be_played_does_not() {
    // Svoi Kozyri: a card that does not beat the one to beat may not be played.
    let mut app = listening_app::<SvoiKozyri>();
    start(&mut app, GameId::SvoiKozyri, 11);
    let landings = RefCell::new(Landings::default());
    play_with(&mut app, Device::Keyboard, |app| {
        let mut landings = landings.borrow_mut();
        walk_the_hand(app, &mut landings.keys);
        read_the_hand(app, &mut landings.reader);
    });
    let landings = landings.into_inner();
    for (device, landed) in [("keys", &landings.keys), ("reader", &landings.reader)] {
        for &(playable, ticked) in landed {
            assert_eq!(
                ticked,
                playable,
                "{device}: a card that may {}be played",
                if playable { "" } else { "not " }
            );
        }
        assert!(
            landed.iter().any(|&(playable, _)| playable),
            "{device}: no playable card met"
        );
        assert!(
            landed.iter().any(|&(playable, _)| !playable),
            "{device}: no card that may not be played met"
        );
    }
}
