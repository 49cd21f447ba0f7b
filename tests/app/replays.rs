//! Replays at the table: every finished game is kept in the store, and watching it steps
//! through the very states of the game, forward and back, from any seat or with every card
//! open, without counting it again in the statistics.

use super::resume::{app_on, deal_svoi_kozyri, play_first_moves, state_json};
use bevy::prelude::*;
use challenge_base::persist::{MemoryStore, Store};
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_play::session::statistics::PlayerStatistics;
use challenge_play::session::{sample_game, watch_replay};
use challenge_play::table::kept::{REPLAYS_KEY, UNREADABLE_REPLAYS_KEY};
use challenge_play::table::{GameSession, KeptGames, ReplayCommand, ReplaySession};
use challenge_rules::games::suit_challenge::SuitChallenge;
use challenge_rules::games::svoi_kozyri::SvoiKozyri;
use challenge_rules::record::library::{KeptGame, ReplayLibrary};
use challenge_rules::{GameId, Rules};
use challenge_table_screen::TableView;
use challenge_table_screen::layouts::{Place, Presented};
use std::sync::Arc;

fn command(app: &mut App, command: ReplayCommand) {
    app.world_mut().write_message(command);
    for _ in 0..3 {
        app.update();
    }
}

fn replay_ply<R: Rules>(app: &App) -> usize {
    app.world().resource::<ReplaySession<R>>().ply()
}

fn watch(app: &mut App, kept: &KeptGame) {
    watch_replay(app.world_mut(), kept).expect("the game replays");
    for _ in 0..3 {
        app.update();
    }
}

#[test]
fn a_finished_game_is_kept_and_its_replay_ends_in_the_exact_final_state() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    deal_svoi_kozyri(&mut app, 21);
    play_first_moves::<SvoiKozyri>(&mut app, usize::MAX);
    for _ in 0..3 {
        app.update();
    }
    let session = app.world().resource::<GameSession<SvoiKozyri>>();
    assert!(session.finished());
    let record = session.record().expect("a whole record").clone();
    let final_state = state_json::<SvoiKozyri>(&app);

    let stored = store.load(REPLAYS_KEY).unwrap().expect("the game is kept");
    let library = ReplayLibrary::from_json(&stored).unwrap();
    assert_eq!(library.games().len(), 1);
    let kept = library.games()[0].clone();
    assert_eq!(kept.record, record);
    assert_eq!(app.world().resource::<KeptGames>().library, library);
    let results = app
        .world()
        .resource::<PlayerStatistics>()
        .statistics
        .history(None)
        .count();

    watch(&mut app, &kept);
    assert_eq!(replay_ply::<SvoiKozyri>(&app), 0);
    command(&mut app, ReplayCommand::ToEnd);
    let replay = app.world().resource::<ReplaySession<SvoiKozyri>>();
    assert_eq!(replay.ply(), record.plies());
    assert_eq!(serde_json::to_value(replay.state()).unwrap(), final_state);
    assert!(
        app.world().resource::<TableView>().finished.is_some(),
        "the end of the replay shows the result"
    );
    // Watching is not playing: no second result, no second kept game.
    let stats = &app.world().resource::<PlayerStatistics>().statistics;
    assert_eq!(stats.history(None).count(), results);
    assert_eq!(app.world().resource::<KeptGames>().library, library);
}

/// The lines of the table as it words them now: its status, its captions, its score sheet's
/// players and its log, with the seats named as it names them.
fn table_lines(app: &App) -> Vec<String> {
    let table = app.world().resource::<TableView>();
    let layout = &table.layout;
    let lexicon = app.world().resource::<Lexicon>();
    let naming = app.world().resource::<SeatNaming>();
    layout
        .status
        .iter()
        .chain(layout.captions.iter().map(|(_, caption)| caption))
        .chain(layout.sheet.iter().flat_map(|sheet| &sheet.players))
        .chain(&table.log)
        .map(|phrase| lexicon.line(phrase, naming))
        .collect()
}

fn words_of(line: &str) -> Vec<String> {
    line.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A replay of the player's own game speaks to them as the game did: their seat is "You" in
/// every line, whichever seat the replay is seen from, and the others are named by number.
#[test]
fn a_replay_of_the_players_own_game_calls_their_seat_you() {
    for game in GameId::ALL {
        let store = Arc::new(MemoryStore::default());
        let mut app = app_on(&store);
        super::reach_title(&mut app);
        let kept = sample_game(game, 5).unwrap();
        let mine = kept.first_local_seat();
        watch(&mut app, &kept);
        for _ in 0..3 {
            command(&mut app, ReplayCommand::Forward);
        }
        for seen_from in [mine, (mine + 1) % kept.record.seats] {
            command(
                &mut app,
                ReplayCommand::From {
                    seat: seen_from,
                    open: false,
                },
            );
            let table = app.world().resource::<TableView>();
            assert_eq!(table.viewer, seen_from, "{game:?}");
            assert_eq!(table.you(), Some(mine), "{game:?} from seat {seen_from}");
            let naming = app.world().resource::<SeatNaming>();
            assert_eq!(naming.you(), Some(mine), "{game:?}");
            let lines = table_lines(&app);
            assert!(
                lines.iter().any(|line| line.contains("You")),
                "{game:?}: {lines:?}"
            );
            let other = format!("Player {}", (mine + 1) % kept.record.seats + 1);
            assert!(
                lines.iter().any(|line| line.contains(&other)),
                "{game:?}: {lines:?}"
            );
            let me = format!("Player {}", mine + 1);
            assert!(
                lines.iter().all(|line| !line.contains(&me)),
                "{game:?} names the player's own seat by number: {lines:?}"
            );
        }
    }
}

/// A replay of a game played by several people at this device, or by players it does not
/// know, speaks to nobody: every line names seats by number, as the bar does.
#[test]
fn a_replay_nobody_here_played_alone_names_every_seat_by_number() {
    use challenge_rules::record::library::Player;
    for (game, players) in [
        (GameId::SuitChallenge, Some(Player::Local)),
        (GameId::Gotcha, None),
        (GameId::ChallengePoker, Some(Player::Local)),
    ] {
        let store = Arc::new(MemoryStore::default());
        let mut app = app_on(&store);
        super::reach_title(&mut app);
        let mut kept = sample_game(game, 5).unwrap();
        kept.players = match players {
            Some(player) => vec![player; kept.record.seats],
            None => Vec::new(),
        };
        watch(&mut app, &kept);
        for _ in 0..3 {
            command(&mut app, ReplayCommand::Forward);
        }
        let lines = table_lines(&app);
        assert!(
            lines.iter().any(|line| line.contains("Player 1")),
            "{game:?}: {lines:?}"
        );
        for line in lines {
            assert!(
                !words_of(&line)
                    .iter()
                    .any(|word| ["you", "your", "them", "their"].contains(&word.as_str())),
                "{game:?} speaks to someone: {line}"
            );
        }
        let table = app.world().resource::<TableView>();
        assert_eq!(table.you(), None);
        let naming = app.world().resource::<SeatNaming>();
        assert_eq!(naming.you(), None);
    }
}

#[test]
fn stepping_forward_and_back_shows_each_state_of_the_game_in_turn() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    super::reach_title(&mut app);
    let kept = sample_game(GameId::SuitChallenge, 3).unwrap();
    watch(&mut app, &kept);
    let seat = kept.first_local_seat();
    let expect_view = |app: &App, ply: usize| {
        let state = kept.record.state_at(ply).unwrap();
        let view: <SuitChallenge as Rules>::View =
            serde_json::from_value(state.view(seat).unwrap()).unwrap();
        assert_eq!(
            app.world().resource::<TableView>().layout,
            SuitChallenge::layout(&view),
            "the table after {ply} moves"
        );
    };
    expect_view(&app, 0);
    for ply in 1..=4 {
        command(&mut app, ReplayCommand::Forward);
        assert_eq!(replay_ply::<SuitChallenge>(&app), ply);
        expect_view(&app, ply);
    }
    command(&mut app, ReplayCommand::Back);
    command(&mut app, ReplayCommand::Back);
    assert_eq!(replay_ply::<SuitChallenge>(&app), 2);
    expect_view(&app, 2);
    command(&mut app, ReplayCommand::ToStart);
    expect_view(&app, 0);
    // Back at the deal there is nothing further back.
    command(&mut app, ReplayCommand::Back);
    assert_eq!(replay_ply::<SuitChallenge>(&app), 0);
}

#[test]
fn a_replay_plays_by_itself_to_the_end_and_stops_there() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    super::reach_title(&mut app);
    let kept = sample_game(GameId::SvoiKozyri, 5).unwrap();
    watch(&mut app, &kept);
    command(&mut app, ReplayCommand::TogglePlaying);
    let started = std::time::Instant::now();
    while replay_ply::<SvoiKozyri>(&app) < kept.record.plies() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(120),
            "the replay stalled at move {}",
            replay_ply::<SvoiKozyri>(&app)
        );
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(replay_ply::<SvoiKozyri>(&app), kept.record.plies());
    assert!(app.world().resource::<TableView>().finished.is_some());
}

#[test]
fn with_every_card_open_the_other_players_hand_shows_its_faces() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    super::reach_title(&mut app);
    let kept = sample_game(GameId::SuitChallenge, 4).unwrap();
    watch(&mut app, &kept);
    let hidden = |app: &App| {
        let table = app.world().resource::<TableView>();
        let zone = table
            .layout
            .zones
            .iter()
            .find(|zone| zone.place == Place::Hand(1))
            .expect("the other player's hand");
        zone.cards.iter().filter(|card| card.is_none()).count()
    };
    assert!(
        hidden(&app) > 0,
        "seen from a seat, the other hand is hidden"
    );
    // Player 2's view, then every card open.
    command(&mut app, ReplayCommand::NextViewpoint);
    assert_eq!(app.world().resource::<TableView>().viewer, 1);
    command(&mut app, ReplayCommand::NextViewpoint);
    assert_eq!(hidden(&app), 0, "with every card open nothing is hidden");
    let state = kept.record.state_at(0).unwrap();
    let theirs: <SuitChallenge as Rules>::View =
        serde_json::from_value(state.view(1).unwrap()).unwrap();
    let table = app.world().resource::<TableView>();
    let shown: Vec<_> = table
        .layout
        .zones
        .iter()
        .find(|zone| zone.place == Place::Hand(1))
        .unwrap()
        .cards
        .iter()
        .flatten()
        .copied()
        .collect();
    assert_eq!(shown, theirs.hand);
    // The stock stays face down: it is nobody's hand.
    let stock = table.layout.zones.iter().find(|z| z.place == Place::Stock);
    assert!(stock.is_none_or(|zone| zone.cards.iter().all(Option::is_none)));
}

#[test]
fn kept_games_that_cannot_be_read_are_set_aside_and_a_new_list_started() {
    let store = Arc::new(MemoryStore::default());
    store.save(REPLAYS_KEY, "{not a list").unwrap();
    let mut app = app_on(&store);
    deal_svoi_kozyri(&mut app, 8);
    let kept = app.world().resource::<KeptGames>();
    let problem = kept.problem.clone().expect("the replays screen says why");
    assert_eq!(problem.id, "saved-record-set-aside", "{problem}");
    assert_eq!(
        problem.args.get("key"),
        Some(&challenge_rules::Arg::Verbatim(
            UNREADABLE_REPLAYS_KEY.into()
        )),
        "{problem}"
    );
    assert_eq!(
        store.load(UNREADABLE_REPLAYS_KEY).unwrap().as_deref(),
        Some("{not a list")
    );
    play_first_moves::<SvoiKozyri>(&mut app, usize::MAX);
    for _ in 0..3 {
        app.update();
    }
    let stored = store.load(REPLAYS_KEY).unwrap().unwrap();
    assert_eq!(ReplayLibrary::from_json(&stored).unwrap().games().len(), 1);
}

#[test]
fn a_record_that_does_not_replay_is_refused_and_changes_nothing() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    super::reach_title(&mut app);
    let mut broken = sample_game(GameId::Gotcha, 6).unwrap();
    broken.record.actions.push(0);
    let error = watch_replay(app.world_mut(), &broken).unwrap_err();
    assert!(error.is("error-damaged"), "{error}");
    app.update();
    assert_eq!(super::screen(&app), challenge_base::shared::Screen::Title);
    assert!(
        app.world()
            .get_resource::<ReplaySession<challenge_rules::games::gotcha::Gotcha>>()
            .is_none()
    );
}

#[test]
fn the_pause_menu_over_a_replay_offers_no_deal_again() {
    let store = Arc::new(MemoryStore::default());
    let mut app = app_on(&store);
    super::reach_title(&mut app);
    watch(&mut app, &sample_game(GameId::SuitChallenge, 3).unwrap());
    app.world_mut()
        .resource_mut::<NextState<challenge_base::shared::Menu>>()
        .set(challenge_base::shared::Menu::Pause);
    for _ in 0..3 {
        app.update();
    }
    let buttons: Vec<String> = app
        .world_mut()
        .query::<&Name>()
        .iter(app.world())
        .filter_map(|name| name.as_str().strip_prefix("Button: ").map(str::to_string))
        .collect();
    assert!(buttons.iter().any(|b| b == "pause-leave"), "{buttons:?}");
    assert!(
        !buttons.iter().any(|b| b == "pause-deal-again"),
        "{buttons:?}"
    );
}
