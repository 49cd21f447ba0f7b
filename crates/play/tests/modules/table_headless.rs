//! The table machinery in a headless Bevy app: intents in, redacted events and views out,
//! bots that wait their pause, and whole games played by bots alone.

use bevy::ecs::message::{Message, MessageCursor, Messages};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use challenge_base::shared::AppSystems;
use challenge_play::table::{
    AutoPlay, BotSettings, GameFinished, GameSession, GameStarted, Intent, IntentRefused,
    PresentationBusy, Purpose, RulesEventMessage, SeatKind, TablePlugin, ViewChanged,
    ViewRequested, start_game,
};
use challenge_rules::cards::pack_from;
use challenge_rules::games::bluff_poker::BluffPoker;
use challenge_rules::games::challenge_poker::ChallengePoker;
use challenge_rules::games::gotcha::Gotcha;
use challenge_rules::games::suit_challenge::SuitChallenge;
use challenge_rules::games::svoi_kozyri::{self, Action as SvoiAction, Phase, SvoiKozyri};
use challenge_rules::{
    Audience, Card, Deal, Event, Level, Outcome, Rank, Rules, Seat, Speak, Suit, Zone,
};
use challenge_text::{Lang, SeatNames, Text};
use std::collections::HashSet;
use std::time::Duration;

const FRAME: Duration = Duration::from_millis(100);
/// Bot moves finish on worker threads; a whole game must end well within this many frames.
const MAX_FRAMES: usize = 400_000;

fn table_app(pause: Duration) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .configure_sets(
            Update,
            (
                AppSystems::Input,
                AppSystems::Rules,
                AppSystems::Presentation,
            )
                .chain(),
        )
        .add_plugins(TablePlugin)
        .insert_resource(BotSettings { pause })
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    // Let the clock start so that every later frame advances it by exactly FRAME.
    app.update();
    app
}

fn read_new<M: Message + Clone>(app: &App, cursor: &mut MessageCursor<M>) -> Vec<M> {
    cursor
        .read(app.world().resource::<Messages<M>>())
        .cloned()
        .collect()
}

/// Everything presentation would have received since the last drain.
struct Received<R: Rules> {
    started: Vec<GameStarted<R>>,
    events: Vec<RulesEventMessage>,
    views: Vec<ViewChanged<R>>,
    refused: Vec<IntentRefused>,
    finished: Vec<GameFinished>,
}

impl<R: Rules> Received<R> {
    fn is_quiet(&self) -> bool {
        self.started.is_empty()
            && self.events.is_empty()
            && self.views.is_empty()
            && self.refused.is_empty()
            && self.finished.is_empty()
    }

    fn last_view(&self) -> &ViewChanged<R> {
        self.views.last().expect("a ViewChanged")
    }
}

/// Reads the table's outgoing messages the way a presentation system would, each once.
struct Listener<R: Rules> {
    started: MessageCursor<GameStarted<R>>,
    events: MessageCursor<RulesEventMessage>,
    views: MessageCursor<ViewChanged<R>>,
    refused: MessageCursor<IntentRefused>,
    finished: MessageCursor<GameFinished>,
}

impl<R: Rules> Listener<R> {
    fn new() -> Listener<R> {
        Listener {
            started: MessageCursor::default(),
            events: MessageCursor::default(),
            views: MessageCursor::default(),
            refused: MessageCursor::default(),
            finished: MessageCursor::default(),
        }
    }

    fn drain(&mut self, app: &App) -> Received<R> {
        Received {
            started: read_new(app, &mut self.started),
            events: read_new(app, &mut self.events),
            views: read_new(app, &mut self.views),
            refused: read_new(app, &mut self.refused),
            finished: read_new(app, &mut self.finished),
        }
    }

    fn step(&mut self, app: &mut App) -> Received<R> {
        app.update();
        self.drain(app)
    }
}

fn send<R: Rules>(app: &mut App, seat: Seat, action: R::Action) {
    app.world_mut().write_message(Intent::<R> { seat, action });
}

fn moves_to_hand(events: &[RulesEventMessage], seat: Seat) -> Vec<Option<Card>> {
    events
        .iter()
        .filter_map(|message| match &message.event {
            Event::CardMoved {
                card,
                to: Zone::Hand { seat: to },
                ..
            } if *to == seat => Some(*card),
            _ => None,
        })
        .collect()
}

fn svoi_start(app: &mut App, seating: Vec<SeatKind>) -> Seat {
    let deal = Deal {
        seed: 7,
        stacked: Some(pack_from(Rank::SEVEN)),
    };
    start_game::<SvoiKozyri>(
        app.world_mut(),
        &svoi_kozyri::Options::default(),
        seating,
        deal,
        Purpose::Play,
    )
    .expect("a valid svoi_kozyri game")
}

#[test]
fn a_player_plays_svoi_kozyri_through_intents_and_illegal_intents_change_nothing() {
    // Seat 1's computer player never ends its pause here, so its moves come in as intents
    // from the test, as they would from the network. (Two local players would hand the
    // device over between turns; see the pass-and-play tests.)
    let mut app = table_app(Duration::from_secs(24 * 3600));
    let mut table = Listener::<SvoiKozyri>::new();
    let viewer = svoi_start(&mut app, vec![SeatKind::Human, SeatKind::Bot(Level::Easy)]);
    assert_eq!(viewer, 0);

    let opened = table.step(&mut app);
    assert_eq!(opened.started.len(), 1);
    assert_eq!(opened.started[0].viewer, 0);
    assert_eq!(opened.started[0].view.phase, Phase::ChooseSuits);
    assert_eq!(
        opened.started[0].view.draw.len(),
        16,
        "the dealer sees the draw"
    );
    let first = opened.last_view();
    assert!(first.viewer_to_act);
    assert_eq!(first.to_act, Some(0));
    assert_eq!(
        first.legal.len(),
        12,
        "every ordered pair of different suits"
    );
    let english = Text::new(Lang::En);
    for action in &first.legal {
        assert!(matches!(action, SvoiAction::ChooseSuits { .. }));
        // The table words each offered action from its own phrase.
        let label = english
            .try_say(&action.phrase(), &SeatNames::you(0))
            .unwrap_or_else(|problem| panic!("{action:?} has no words: {problem}"));
        assert!(!label.is_empty(), "{action:?}");
    }

    let choose = SvoiAction::ChooseSuits {
        trump: Suit::Spades,
        second: Suit::Diamonds,
    };
    send::<SvoiKozyri>(&mut app, 0, choose);
    let chosen = table.step(&mut app);
    assert!(chosen.refused.is_empty());
    assert!(
        chosen
            .events
            .iter()
            .all(|message| message.ply == 1 && message.actor == 0)
    );
    assert!(matches!(
        chosen.events.as_slice(),
        [
            RulesEventMessage {
                event: Event::Said { seat: 0, .. },
                ..
            },
            RulesEventMessage {
                event: Event::TurnTo { seat: 1 },
                ..
            },
        ]
    ));
    let waiting = chosen.last_view();
    assert_eq!(waiting.ply, 1);
    assert_eq!(waiting.to_act, Some(1));
    assert!(!waiting.viewer_to_act);
    assert!(
        waiting.legal.is_empty(),
        "no buttons while the other seat acts"
    );
    assert_eq!(waiting.view.trump[0], Some(Suit::Spades));

    // Seat 1 answers through an intent.
    send::<SvoiKozyri>(&mut app, 1, SvoiAction::ChooseTrump { suit: Suit::Hearts });
    let dealt = table.step(&mut app);
    let to_dealer = moves_to_hand(&dealt.events, 0);
    let to_other = moves_to_hand(&dealt.events, 1);
    assert_eq!((to_dealer.len(), to_other.len()), (16, 16));
    let moved: HashSet<Card> = to_dealer
        .iter()
        .chain(&to_other)
        .map(|card| card.expect("every svoi_kozyri card is public"))
        .collect();
    assert_eq!(moved.len(), 32);
    let after_deal = dealt.last_view();
    assert_eq!(after_deal.ply, 2);
    assert_eq!(
        after_deal.view.hands[0]
            .iter()
            .copied()
            .collect::<HashSet<_>>(),
        to_dealer.iter().flatten().copied().collect::<HashSet<_>>()
    );
    assert_eq!(after_deal.to_act, Some(1), "the non-dealer leads");

    let lead = *after_deal.view.hands[1].last().expect("seat 1 holds cards");
    send::<SvoiKozyri>(&mut app, 1, SvoiAction::Lead { card: lead });
    let led = table.step(&mut app);
    let respond = led.last_view().clone();
    assert!(respond.viewer_to_act);
    assert_eq!(respond.view.top, Some(lead));
    assert_eq!(respond.legal.last().copied(), Some(SvoiAction::PickUp));
    for action in &respond.legal {
        if let SvoiAction::Beat { card } = action {
            assert!(svoi_kozyri::beats(lead, *card, Suit::Spades));
        }
    }
    let beats: HashSet<Card> = respond
        .legal
        .iter()
        .filter_map(|action| match action {
            SvoiAction::Beat { card } => Some(*card),
            _ => None,
        })
        .collect();
    let cannot_beat = *respond.view.hands[0]
        .iter()
        .find(|card| !beats.contains(card))
        .expect("the dealer holds a card that does not beat the lead");

    send::<SvoiKozyri>(&mut app, 0, SvoiAction::Beat { card: cannot_beat });
    send::<SvoiKozyri>(&mut app, 1, SvoiAction::PickUp);
    let refused = table.step(&mut app);
    assert_eq!(
        refused
            .refused
            .iter()
            .map(|refusal| refusal.seat)
            .collect::<Vec<_>>(),
        [0, 1]
    );
    assert!(refused.refused.iter().all(|r| !r.reason.kind.is_empty()));
    let not_yours = &refused.refused[1].reason;
    assert!(not_yours.is("error-not-your-turn"), "{not_yours}");
    assert!(
        english
            .say(&not_yours.phrase(), &SeatNames::nobody())
            .contains("Player 1's turn"),
        "{not_yours}"
    );
    assert!(refused.events.is_empty() && refused.views.is_empty());
    let session = app.world().resource::<GameSession<SvoiKozyri>>();
    assert_eq!((session.ply(), session.to_act()), (3, Some(0)));

    app.world_mut().write_message(ViewRequested);
    let requested = table.step(&mut app);
    assert_eq!(requested.views, [respond], "the game did not move");

    send::<SvoiKozyri>(&mut app, 0, SvoiAction::PickUp);
    let picked = table.step(&mut app);
    assert!(picked.refused.is_empty());
    assert_eq!(moves_to_hand(&picked.events, 0), [Some(lead)]);
    assert_eq!(picked.last_view().ply, 4);
    assert_eq!(picked.last_view().to_act, Some(1));
}

#[test]
fn a_bot_answers_after_its_pause_and_not_while_the_table_is_busy() {
    let mut app = table_app(Duration::from_millis(600));
    let mut table = Listener::<SvoiKozyri>::new();
    svoi_start(&mut app, vec![SeatKind::Human, SeatKind::Bot(Level::Easy)]);
    table.step(&mut app);
    send::<SvoiKozyri>(
        &mut app,
        0,
        SvoiAction::ChooseSuits {
            trump: Suit::Clubs,
            second: Suit::Hearts,
        },
    );
    assert_eq!(table.step(&mut app).last_view().to_act, Some(1));

    for frame in 1..=5 {
        let quiet = table.step(&mut app);
        assert!(
            quiet.is_quiet(),
            "the bot moved after {frame} frames of 100 ms"
        );
    }
    app.insert_resource(PresentationBusy(1));
    for _ in 0..20 {
        assert!(
            table.step(&mut app).is_quiet(),
            "the bot moved mid-animation"
        );
    }
    app.insert_resource(PresentationBusy(0));
    // This frame completes the 600 ms pause: the bot starts thinking but cannot have answered.
    assert!(table.step(&mut app).is_quiet());

    let answered = (0..MAX_FRAMES)
        .map(|_| table.step(&mut app))
        .find(|received| !received.is_quiet())
        .expect("the bot answers");
    assert!(answered.refused.is_empty());
    assert!(matches!(
        answered.events.first(),
        Some(RulesEventMessage {
            actor: 1,
            event: Event::Said { seat: 1, .. },
            ..
        })
    ));
    assert_eq!(moves_to_hand(&answered.events, 1).len(), 16);
    let after = answered.last_view();
    assert_eq!(after.view.phase, Phase::Lead);
    assert!(!after.viewer_to_act, "the bot leads next");
}

/// Plays a whole game with bots in every seat and returns its outcome and every event the
/// viewer saw.
fn autoplay<R: Rules>(seating: Vec<SeatKind>, seed: u64) -> (Outcome, Vec<RulesEventMessage>) {
    let seats = seating.len();
    let mut app = table_app(Duration::ZERO);
    app.insert_resource(AutoPlay {
        level: Level::Normal,
    });
    let mut table = Listener::<R>::new();
    start_game::<R>(
        app.world_mut(),
        &R::Options::default(),
        seating,
        Deal::seeded(seed),
        Purpose::Demo,
    )
    .unwrap_or_else(|error| panic!("{} will not start: {error}", R::ID));
    let mut events = Vec::new();
    for _ in 0..MAX_FRAMES {
        let received = table.step(&mut app);
        assert!(
            received.refused.is_empty(),
            "{}: a bot was refused: {:?}",
            R::ID,
            received.refused
        );
        assert!(
            received
                .views
                .iter()
                .all(|view| !view.viewer_to_act && view.legal.is_empty()),
            "{}: autoplay offered the viewer buttons",
            R::ID
        );
        events.extend(received.events.iter().cloned());
        if let Some(finished) = received.finished.first() {
            assert_eq!(received.finished.len(), 1);
            assert_eq!(finished.outcome.scores.len(), seats);
            assert_eq!(received.last_view().to_act, None);
            assert!(matches!(
                events.last().map(|message| &message.event),
                Some(Event::GameOver { .. })
            ));
            let session = app.world().resource::<GameSession<R>>();
            assert_eq!(session.to_act(), None);
            // A finished game stays still.
            for _ in 0..5 {
                assert!(table.step(&mut app).is_quiet());
            }
            return (finished.outcome.clone(), events);
        }
    }
    panic!("{} did not finish within {MAX_FRAMES} frames", R::ID);
}

#[test]
fn autoplay_drives_every_game_to_its_end() {
    let two = vec![SeatKind::Human, SeatKind::Human];
    let three = vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Human];
    autoplay::<SuitChallenge>(two.clone(), 3);
    autoplay::<SvoiKozyri>(two.clone(), 3);
    autoplay::<BluffPoker>(two, 3);
    autoplay::<ChallengePoker>(three.clone(), 3);
    autoplay::<Gotcha>(three, 3);
}

#[test]
fn the_same_seed_replays_the_same_bot_game() {
    let seating = vec![SeatKind::Bot(Level::Hard), SeatKind::Bot(Level::Normal)];
    let first = autoplay::<SvoiKozyri>(seating.clone(), 11);
    let again = autoplay::<SvoiKozyri>(seating, 11);
    assert_eq!(first, again);
}

#[test]
fn the_opponents_suit_challenge_cards_reach_the_viewer_face_hidden() {
    let (_, events) =
        autoplay::<SuitChallenge>(vec![SeatKind::Human, SeatKind::Bot(Level::Normal)], 5);
    let theirs = moves_to_hand(&events, 1);
    let mine = moves_to_hand(&events, 0);
    assert!(!theirs.is_empty() && !mine.is_empty());
    assert!(
        theirs.iter().all(Option::is_none),
        "a card seat 1 drew was shown to seat 0"
    );
    assert!(
        mine.iter().all(Option::is_some),
        "the viewer sees its own draws"
    );
    for message in &events {
        if let Event::Revealed { to, .. } = &message.event {
            assert!(to.includes(0), "a reveal meant for others arrived");
        }
        if let Event::CardMoved {
            card: Some(_),
            seen_by,
            ..
        } = &message.event
        {
            assert!(
                *seen_by == Audience::Everyone || seen_by.includes(0),
                "a hidden card face arrived"
            );
        }
    }
}
