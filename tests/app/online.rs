//! Online play end to end, headless: a table server runs in this process, one app hosts a
//! table through the setup screen, a second app joins it by typing the code, the host deals
//! from the lobby, and both play through the same table messages a local game writes, while a
//! third app watches without a seat.

use super::{activate, by_ear, press, reach_title, screen, screens_app, table_news};
use bevy::ecs::message::MessageCursor;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_base::input::focus::Activate;
use challenge_base::settings::Settings;
use challenge_base::shared::Screen;
use challenge_base::text::SeatNaming;
use challenge_play::online::player_name::NameTyping;
use challenge_play::online::{Connection, LinkState, OnlineTable, RemoteSession};
use challenge_play::session::choices::{SeatChoice, SetupChoices};
use challenge_play::table::{GameStarted, Intent, RulesEventMessage, ViewChanged, ViewRequested};
use challenge_rules::games::gotcha::Gotcha;
use challenge_rules::{GameId, Level};
use challenge_table_screen::TableView;
use challenge_table_screen::layouts::Place;
use std::time::{Duration, Instant};

/// The longest any one wait of this test may take.
const WAIT: Duration = Duration::from_secs(10);

fn start_server() -> (tokio::runtime::Runtime, challenge_server::RunningServer) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    // Each server its own database: the tests run side by side in one process.
    static SERVERS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let number = SERVERS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("challenge-online-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let db = dir.join(format!("tables-{number}.sqlite"));
    let _ = std::fs::remove_file(&db);
    let config = challenge_server::Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        db: db.into(),
        web_dir: None,
        bot_delay: Duration::ZERO,
        rate: 10_000,
        burst: 10_000,
        // A quick game nobody else joins is filled by computer players soon.
        quick_wait: Duration::from_millis(300),
        ..challenge_server::Config::default()
    };
    let server = runtime
        .block_on(challenge_server::start(config))
        .expect("the server starts");
    (runtime, server)
}

fn client(server: &challenge_server::RunningServer) -> App {
    let mut app = screens_app();
    app.world_mut().resource_mut::<Settings>().server = server.addr.to_string();
    reach_title(&mut app);
    app
}

/// Runs frames of every app until `done` holds for the first, at most [`WAIT`] and a bounded
/// number of frames; panics with `what` otherwise.
fn run_until(apps: &mut [&mut App], what: &str, done: impl Fn(&mut App) -> bool) {
    let started = Instant::now();
    for _ in 0..20_000 {
        for app in apps.iter_mut() {
            app.update();
        }
        if done(apps[0]) {
            return;
        }
        assert!(started.elapsed() < WAIT, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("too many frames waiting for {what}");
}

fn go_online(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    run_until(&mut [app], "a connection", |app| {
        app.world().resource::<Connection>().state == LinkState::Connected
    });
}

/// Hosts a table from the online screen: the setup screen, `choose` on its choices, Deal,
/// and on to the lobby once the table is described there.
fn host_table(app: &mut App, choose: impl FnOnce(&mut SetupChoices)) {
    go_online(app);
    activate(app, "online-host");
    run_until(&mut [&mut *app], "the setup screen", |app| {
        screen(app) == Screen::Setup
    });
    choose(&mut app.world_mut().resource_mut::<SetupChoices>());
    activate(app, "setup-deal");
    run_until(&mut [app], "the host's lobby", |app| {
        screen(app) == Screen::Lobby && !seat_words(app).is_empty()
    });
}

/// Types an invite code on the online screen's keyboard, then presses `button` (join, watch).
fn type_code_and_press(app: &mut App, code: &str, button: &str) {
    for letter in code.chars() {
        let key = Key::Character(letter.to_ascii_lowercase().to_string().into());
        press(app, KeyCode::KeyA, key);
    }
    activate(app, button);
}

/// The messages of type `M` an app has written since [`listen`], kept until the test reads
/// them: a message lives two frames, and waiting on the other apps runs more frames than that
/// (many more on a loaded machine) before the test looks.
#[derive(Resource)]
struct Heard<M: Message> {
    cursor: MessageCursor<M>,
    kept: Vec<M>,
}

/// What [`listen`] hands back, to [`read`] with.
struct Listener<M>(std::marker::PhantomData<M>);

fn hear<M: Message + Clone>(messages: Res<Messages<M>>, mut heard: ResMut<Heard<M>>) {
    let Heard { cursor, kept } = &mut *heard;
    kept.extend(cursor.read(&messages).cloned());
}

/// Keeps every message of type `M` that `app` writes from now on.
fn listen<M: Message + Clone>(app: &mut App) -> Listener<M> {
    let cursor = app.world().resource::<Messages<M>>().get_cursor();
    app.insert_resource(Heard::<M> {
        cursor,
        kept: Vec::new(),
    });
    app.add_systems(Last, hear::<M>);
    Listener(std::marker::PhantomData)
}

/// Every message of type `M` kept since the last read.
fn read<M: Message + Clone>(app: &mut App, _: &Listener<M>) -> Vec<M> {
    std::mem::take(&mut app.world_mut().resource_mut::<Heard<M>>().kept)
}

#[test]
fn a_hosted_table_is_joined_by_code_dealt_from_the_lobby_and_played() {
    let (runtime, server) = start_server();
    let mut host = client(&server);
    let mut friend = client(&server);
    // The host named themself in the settings; the friend is asked on their first visit.
    host.world_mut().resource_mut::<Settings>().player_name = "Ann".into();

    go_online(&mut host);
    assert!(
        !host.world().resource::<NameTyping>().active(),
        "a player with a name is not asked for one"
    );
    activate(&mut host, "online-host");
    run_until(&mut [&mut host], "the setup screen", |app| {
        screen(app) == Screen::Setup
    });
    {
        let mut choices = host.world_mut().resource_mut::<SetupChoices>();
        choices.set_game(GameId::Gotcha);
        choices.set_seat_count(3);
        choices.seats[1] = SeatChoice::Friend;
        choices.seats[2] = SeatChoice::Computer(Level::Easy);
        choices.seed = 5;
    }
    activate(&mut host, "setup-deal");
    run_until(&mut [&mut host], "the host's lobby", |app| {
        screen(app) == Screen::Lobby && app.world().resource::<OnlineTable>().info.is_some()
    });
    let code = host
        .world()
        .resource::<OnlineTable>()
        .code
        .clone()
        .expect("a code");

    go_online(&mut friend);
    assert!(
        friend.world().resource::<NameTyping>().active(),
        "the first visit asks for a name"
    );
    // The host's name in another case: the server numbers it.
    for letter in "ann".chars() {
        press(
            &mut friend,
            KeyCode::KeyA,
            Key::Character(letter.to_string().into()),
        );
    }
    press(&mut friend, KeyCode::Enter, Key::Enter);
    assert!(!friend.world().resource::<NameTyping>().active());
    assert_eq!(friend.world().resource::<Settings>().player_name, "ann");
    // A click on the row types on from the name.
    let row = friend
        .world_mut()
        .query_filtered::<Entity, With<challenge_play::online::player_name::NameRow>>()
        .single(friend.world())
        .expect("the name row");
    friend.world_mut().trigger(Activate { entity: row });
    friend.update();
    assert!(friend.world().resource::<NameTyping>().active());
    press(&mut friend, KeyCode::Backspace, Key::Backspace);
    press(&mut friend, KeyCode::KeyN, Key::Character("n".into()));
    press(&mut friend, KeyCode::Enter, Key::Enter);
    assert!(!friend.world().resource::<NameTyping>().active());
    assert_eq!(friend.world().resource::<Settings>().player_name, "ann");
    for letter in code.chars() {
        let key = Key::Character(letter.to_ascii_lowercase().to_string().into());
        press(&mut friend, KeyCode::KeyA, key);
    }
    activate(&mut friend, "online-join");
    run_until(&mut [&mut friend, &mut host], "the friend's lobby", |app| {
        screen(app) == Screen::Lobby
    });
    run_until(
        &mut [&mut host, &mut friend],
        "the friend in the seat list",
        |app| {
            let table = app.world().resource::<OnlineTable>();
            table.info.as_ref().is_some_and(|info| {
                matches!(
                    info.seats[1],
                    challenge_online::SeatState::Player {
                        connected: true,
                        ..
                    }
                )
            })
        },
    );

    // A third player watches: by the code and the Watch button, before the deal.
    let mut watcher = client(&server);
    watcher.world_mut().resource_mut::<Settings>().player_name = "Vera".into();
    go_online(&mut watcher);
    type_code_and_press(&mut watcher, &code, "online-watch");
    run_until(
        &mut [&mut watcher, &mut host, &mut friend],
        "the spectator's lobby",
        |app| screen(app) == Screen::Lobby && app.world().resource::<OnlineTable>().info.is_some(),
    );
    assert_eq!(watcher.world().resource::<OnlineTable>().seat, None);

    let started = listen::<GameStarted<Gotcha>>(&mut host);
    let views = listen::<ViewChanged<Gotcha>>(&mut host);
    let events = listen::<RulesEventMessage>(&mut host);
    let friend_views = listen::<ViewChanged<Gotcha>>(&mut friend);
    activate(&mut host, "lobby-start");
    run_until(&mut [&mut host, &mut friend], "the host's table", |app| {
        screen(app) == Screen::Table && app.world().contains_resource::<RemoteSession<Gotcha>>()
    });
    run_until(&mut [&mut friend, &mut host], "the friend's table", |app| {
        screen(app) == Screen::Table && app.world().contains_resource::<RemoteSession<Gotcha>>()
    });
    run_until(
        &mut [&mut watcher, &mut host, &mut friend],
        "the spectator's table",
        |app| {
            screen(app) == Screen::Table
                && app.world().contains_resource::<RemoteSession<Gotcha>>()
                && !app.world().resource::<TableView>().layout.zones.is_empty()
        },
    );
    // The spectator's table: every hand face down, the seat watched from too, no action,
    // nobody called "You"; each player's table speaks to them.
    {
        let table = watcher.world().resource::<TableView>();
        assert!(table.watching && !table.viewer_to_act && table.actions.is_empty());
        assert_eq!(table.you(), None);
        for seat in 0..3 {
            let hand = table
                .layout
                .zones
                .iter()
                .find(|zone| zone.place == Place::Hand(seat))
                .expect("a hand at every seat");
            assert!(
                !hand.cards.is_empty() && hand.cards.iter().all(Option::is_none),
                "the spectator sees seat {seat}'s cards face down"
            );
        }
        assert_eq!(
            table
                .layout
                .prompt
                .as_ref()
                .map(|prompt| prompt.id.as_ref()),
            Some("table-watching")
        );
        assert_eq!(watcher.world().resource::<SeatNaming>().you, None);
    }
    assert_eq!(host.world().resource::<TableView>().you(), Some(0));
    assert_eq!(friend.world().resource::<TableView>().you(), Some(1));
    let deal = read(&mut host, &started);
    assert_eq!(deal.len(), 1, "one deal");
    assert_eq!(deal[0].viewer, 0, "the host sits in the first seat");
    assert_eq!(
        friend.world().resource::<RemoteSession<Gotcha>>().viewer(),
        1
    );
    // Every line of the table names seats from the table's players, as the server cleaned
    // their names; the computer player has none.
    for app in [&host, &friend] {
        assert_eq!(
            app.world().resource::<SeatNaming>().names,
            ["Ann", "ann 2", ""],
            "the names come from the online table"
        );
    }

    talk_at_the_table(&mut host, &mut friend);

    // A view written while the other table was still opening may be gone by now (messages
    // last two frames): ask both tables for the game as it stands.
    for app in [&mut host, &mut friend] {
        app.world_mut().write_message(ViewRequested);
    }

    // Each player answers their own views with the first legal action.
    let mut latest = [None::<ViewChanged<Gotcha>>, None];
    let mut moves = 0;
    let mut event_count = 0;
    let mut last_ply = 0;
    let clock = Instant::now();
    // What the host's screen reader speaks through the table's live region.
    let mut heard: Vec<String> = Vec::new();
    let mut patience = super::Patience::frames(20_000);
    while patience.more() {
        host.update();
        friend.update();
        watcher.update();
        if let Some(news) = table_news(&mut host)
            && heard.last() != Some(&news)
        {
            heard.push(news);
        }
        event_count += read(&mut host, &events).len();
        if let Some(view) = read(&mut host, &views).pop() {
            latest[0] = Some(view);
        }
        if let Some(view) = read(&mut friend, &friend_views).pop() {
            latest[1] = Some(view);
        }
        for (seat, app) in [&mut host, &mut friend].into_iter().enumerate() {
            if let Some(view) = latest[seat].take_if(|view| view.viewer_to_act) {
                assert!(view.ply >= last_ply, "plies never go back");
                last_ply = view.ply;
                app.world_mut().write_message(Intent::<Gotcha> {
                    seat,
                    action: view.legal[0],
                });
                moves += 1;
            }
        }
        if moves >= 8 || app_finished(&host) {
            break;
        }
        assert!(clock.elapsed() < WAIT, "timed out after {moves} moves");
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(moves >= 8 || app_finished(&host), "only {moves} moves");
    run_until(
        &mut [&mut host, &mut friend],
        "the last move's update",
        |app| app.world().resource::<RemoteSession<Gotcha>>().ply() > last_ply,
    );
    event_count += read(&mut host, &events).len();
    assert!(event_count > 0, "events arrive");
    assert!(
        heard.iter().any(|news| news.contains("ann 2")),
        "the other player's moves are spoken by their name: {heard:#?}"
    );
    assert!(
        host.world().resource::<RemoteSession<Gotcha>>().ply() > 2,
        "the game moved on"
    );

    // Leaving for the title gives the seat up and closes the connection.
    host.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    run_until(&mut [&mut host], "the title", |app| {
        screen(app) == Screen::Title
            && app.world().resource::<Connection>().state == LinkState::Closed
    });
    assert!(!host.world().contains_resource::<RemoteSession<Gotcha>>());
    assert_eq!(host.world().resource::<Connection>().seat, None);
    assert!(
        host.world().resource::<SeatNaming>().names.is_empty(),
        "away from the table, nobody is named"
    );
    runtime.block_on(server.stop());
}

/// The two players talk: the friend opens the chat with C and types a line (the table's keys
/// wait meanwhile: "h" asks for no hint), the host says a quick phrase from the panel, each
/// reads the other's line in the chat and as a bubble, and the friend mutes the host.
fn talk_at_the_table(host: &mut App, friend: &mut App) {
    use challenge_base::shared::Menu;
    use challenge_online::Said;
    use challenge_play::online::chat::TableChat;
    use challenge_screens::menus::ChatTyping;
    let menu = |app: &App| *app.world().resource::<State<Menu>>().get();
    let bubbles = |app: &mut App| {
        app.world_mut()
            .query::<&Name>()
            .iter(app.world())
            .filter(|name| name.as_str() == "Chat bubble")
            .count()
    };

    press(friend, KeyCode::KeyC, Key::Character("c".into()));
    run_until(&mut [&mut *friend], "the friend's chat panel", |app| {
        menu(app) == Menu::Chat
    });
    assert!(
        friend.world().resource::<ChatTyping>().active(),
        "the panel opens ready to type"
    );
    for letter in "hi there".chars() {
        let (code, key) = if letter == ' ' {
            (KeyCode::Space, Key::Space)
        } else {
            (KeyCode::KeyH, Key::Character(letter.to_string().into()))
        };
        press(friend, code, key);
    }
    press(friend, KeyCode::Enter, Key::Enter);
    assert_eq!(menu(friend), Menu::Chat, "Enter sends and the panel stays");
    run_until(
        &mut [&mut *host, &mut *friend],
        "the friend's line at the host",
        |app| !app.world().resource::<TableChat>().lines.is_empty(),
    );
    let line = host.world().resource::<TableChat>().lines[0].clone();
    assert_eq!(line.seat, Some(1), "the server names the speaker's seat");
    assert_eq!(
        line.said,
        Said::Text {
            text: "hi there".into()
        }
    );
    assert_eq!(host.world().resource::<TableChat>().unread, 1);
    assert_eq!(bubbles(host), 1, "the host sees it by the friend's seat");
    host.update();
    let news = table_news(host).unwrap_or_default();
    assert!(
        news.contains("ann 2") && news.contains("hi there"),
        "the host's screen reader speaks the line and who said it: {news:?}"
    );
    assert_eq!(
        friend
            .world()
            .resource::<challenge_table_screen::TableView>()
            .hint,
        None,
        "the h typed into the chat asked for no hint"
    );

    challenge_screens::menus::open_chat(host.world_mut());
    run_until(
        &mut [&mut *host, &mut *friend],
        "the host's chat panel",
        |app| menu(app) == Menu::Chat,
    );
    assert_eq!(host.world().resource::<TableChat>().unread, 0, "read now");
    activate(host, "chat-phrase-good-luck");
    run_until(
        &mut [&mut *friend, &mut *host],
        "the host's phrase at the friend",
        |app| app.world().resource::<TableChat>().lines.len() == 2,
    );
    let phrase = friend.world().resource::<TableChat>().lines[1].clone();
    assert_eq!(phrase.seat, Some(0));
    assert_eq!(
        phrase.said,
        Said::Phrase {
            id: "good_luck".into()
        }
    );
    // The friend mutes the host: the host's next line reaches the friend's list, unshown.
    activate(friend, "chat-mute");
    friend.update();
    assert_eq!(friend.world().resource::<TableChat>().muted, [Some(0)]);
    activate(host, "chat-reaction-smile");
    run_until(
        &mut [&mut *friend, &mut *host],
        "the host's reaction at the friend",
        |app| app.world().resource::<TableChat>().lines.len() == 3,
    );
    let chat = friend.world().resource::<TableChat>();
    assert_eq!(chat.shown(10).len(), 1, "only the friend's own line shows");
    for app in [&mut *host, &mut *friend] {
        press(app, KeyCode::Escape, Key::Escape);
        assert_eq!(menu(app), Menu::None, "Esc closes the chat");
    }
}

fn app_finished(app: &App) -> bool {
    app.world()
        .resource::<OnlineTable>()
        .info
        .as_ref()
        .is_some_and(|info| info.finished)
}

/// The seats as one word each: "open", a computer's level, or the player's name.
fn seat_words(app: &App) -> Vec<String> {
    use challenge_online::SeatState;
    app.world()
        .resource::<OnlineTable>()
        .info
        .as_ref()
        .map(|info| {
            info.seats
                .iter()
                .map(|seat| match seat {
                    SeatState::Open => "open".to_string(),
                    SeatState::Bot { level } => level.name().to_string(),
                    SeatState::Player { name, .. } => name.clone(),
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn the_host_changes_seats_in_the_lobby_and_a_stranger_finds_a_quick_game() {
    use challenge_play::online::open_tables::OpenTables;
    let (runtime, server) = start_server();
    let mut host = client(&server);
    host.world_mut().resource_mut::<Settings>().player_name = "Ann".into();
    host_table(&mut host, |choices| {
        choices.set_game(GameId::Gotcha);
        choices.set_seat_count(3);
        choices.seats[1] = SeatChoice::Friend;
        choices.seats[2] = SeatChoice::Friend;
        choices.seed = 9;
    });
    assert_eq!(seat_words(&host), ["Ann", "open", "open"]);

    // The host steps the last seat to a computer player, as a click on its row does.
    let seat_row = |app: &mut App, seat: usize| {
        app.world_mut()
            .query::<(Entity, &challenge_screens::lobby::SeatRow)>()
            .iter(app.world())
            .find(|(_, row)| row.0 == seat)
            .map(|(entity, _)| entity)
    };
    assert!(
        seat_row(&mut host, 0).is_none(),
        "the host's own seat has no row"
    );
    let last = seat_row(&mut host, 2).expect("the last seat's row");
    host.world_mut().trigger(Activate { entity: last });
    run_until(&mut [&mut host], "an easy computer player", |app| {
        seat_words(app) == ["Ann", "open", "easy"]
    });
    // "Sit here" moves the host to that seat: the computer player takes the host's old one.
    let sit = host
        .world_mut()
        .query::<(&challenge_screens::lobby::SitHere, &Children)>()
        .iter(host.world())
        .find(|(sit, _)| sit.0 == 2)
        .map(|(_, children)| children[0])
        .expect("Sit here beside the computer player's seat");
    host.world_mut().trigger(Activate { entity: sit });
    let mut expected = vec!["open".to_string(); 3];
    expected[0] = "easy".into();
    expected[2] = "Ann".into();
    // The seat comes with `seated`, the seats' list with the `table` after it: both are waited for.
    run_until(&mut [&mut host], "the host in the last seat", |app| {
        let table = app.world().resource::<OnlineTable>();
        table.seat == Some(2) && table.host && seat_words(app) == expected
    });

    // The host changes who deals first, as a press on its option row does; the dealer is
    // the table's to tell, the row shows it.
    let dealer = |app: &App| {
        app.world()
            .resource::<OnlineTable>()
            .info
            .as_ref()
            .and_then(|info| info.options.get("dealer").and_then(|d| d.as_u64()))
    };
    let first = dealer(&host);
    let row = host
        .world_mut()
        .query::<(Entity, &challenge_screens::lobby::options::OptionRow)>()
        .iter(host.world())
        .find(|(_, row)| {
            let info = host.world().resource::<OnlineTable>().info.clone();
            info.is_some_and(|info| {
                challenge_screens::lobby::options::table_options(&info)
                    .get(row.0)
                    .is_some_and(|(spec, _)| spec.key == "dealer")
            })
        })
        .map(|(entity, _)| entity)
        .expect("the host's row for who deals first");
    host.world_mut().trigger(Activate { entity: row });
    run_until(&mut [&mut host], "the next dealer", |app| {
        dealer(app) != first
    });
    assert_eq!(dealer(&host), first.map(|seat| (seat + 1) % 3));

    // The host lists the table; a stranger sees it on the online screen and takes the quick
    // game, which seats them there.
    activate(&mut host, "lobby-make-public");
    run_until(&mut [&mut host], "the table listed", |app| {
        app.world()
            .resource::<OnlineTable>()
            .info
            .as_ref()
            .is_some_and(|info| info.public)
    });
    let mut stranger = client(&server);
    stranger.world_mut().resource_mut::<Settings>().player_name = "Boris".into();
    go_online(&mut stranger);
    run_until(&mut [&mut stranger, &mut host], "the listed table", |app| {
        app.world().resource::<OpenTables>().tables.len() == 1
    });
    activate(&mut stranger, "online-quick");
    run_until(
        &mut [&mut stranger, &mut host],
        "the stranger's lobby",
        |app| screen(app) == Screen::Lobby && seat_words(app).contains(&"Boris".to_string()),
    );

    // Another stranger with nothing listed opens a quick table that computer players fill.
    let mut third = client(&server);
    third.world_mut().resource_mut::<Settings>().player_name = "Cleo".into();
    go_online(&mut third);
    activate(&mut third, "online-quick");
    run_until(&mut [&mut third], "the quick game dealt", |app| {
        screen(app) == Screen::Table
    });
    let words = seat_words(&third);
    assert_eq!(words[0], "Cleo");
    assert!(
        words[1..].iter().all(|word| word == "normal"),
        "computer players took the other seats: {words:?}"
    );
    runtime.block_on(server.stop());
}

#[test]
fn an_online_game_played_to_its_end_one_player_by_ear_is_played_again_at_the_same_table() {
    use challenge_rules::games::svoi_kozyri::SvoiKozyri;
    let (runtime, server) = start_server();
    let mut host = client(&server);
    let mut friend = client(&server);
    by_ear::readable(&mut friend);
    host.world_mut().resource_mut::<Settings>().player_name = "Ann".into();
    friend.world_mut().resource_mut::<Settings>().player_name = "Boris".into();
    host_table(&mut host, |choices| {
        choices.set_game(GameId::SvoiKozyri);
        choices.seats[1] = SeatChoice::Friend;
        choices.seed = 12;
    });
    let code = host
        .world()
        .resource::<OnlineTable>()
        .code
        .clone()
        .expect("a code");
    go_online(&mut friend);
    type_code_and_press(&mut friend, &code, "online-join");
    let token = |app: &App| {
        app.world()
            .resource::<Connection>()
            .seat
            .as_ref()
            .map(|seat| seat.token.clone())
    };
    // Each app is waited for on its own: the host may see the friend seated a frame before
    // the friend's own seat (and its token) arrives.
    let seated = |app: &mut App| seat_words(app) == ["Ann", "Boris"] && token(app).is_some();
    run_until(&mut [&mut host, &mut friend], "the host's lobby", seated);
    run_until(&mut [&mut friend, &mut host], "the friend's lobby", seated);
    let tokens = [token(&host), token(&friend)];
    assert!(tokens.iter().all(Option::is_some), "both hold a seat");

    let host_views = listen::<ViewChanged<SvoiKozyri>>(&mut host);
    activate(&mut host, "lobby-start");
    // Ann answers her views with the first legal action; Boris plays by ear, as a screen
    // reader user: what he reads and presses is found in his table's accessibility nodes (the
    // hand's list, the numbered moves), once for each move of the game that is his to make.
    let mut latest = None::<ViewChanged<SvoiKozyri>>;
    let mut pressed_at = None;
    let mut heard: Vec<String> = Vec::new();
    let clock = Instant::now();
    let mut moves = [0, 0];
    while !(app_finished(&host) && app_finished(&friend)) {
        host.update();
        friend.update();
        if let Some(view) = read(&mut host, &host_views).pop() {
            latest = Some(view);
        }
        if let Some(view) = latest.take_if(|view| view.viewer_to_act) {
            host.world_mut().write_message(Intent::<SvoiKozyri> {
                seat: 0,
                action: view.legal[0],
            });
            moves[0] += 1;
        }
        let ply = friend
            .world()
            .get_resource::<RemoteSession<SvoiKozyri>>()
            .map(RemoteSession::ply);
        if ply.is_some()
            && friend.world().resource::<TableView>().viewer_to_act
            && pressed_at != ply
            && by_ear::press_card_or_move(&mut friend)
        {
            pressed_at = ply;
            moves[1] += 1;
        }
        if let Some(news) = table_news(&mut friend)
            && heard.last() != Some(&news)
        {
            heard.push(news);
        }
        assert!(
            clock.elapsed() < Duration::from_secs(60) && moves[0] + moves[1] < 2_000,
            "the game did not end: {moves:?} moves"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(moves[1] > 3, "Boris made only {} moves by ear", moves[1]);
    run_until(&mut [&mut host, &mut friend], "the host's result", |app| {
        app.world().resource::<TableView>().finished.is_some()
    });
    run_until(
        &mut [&mut friend, &mut host],
        "the friend's result",
        |app| app.world().resource::<TableView>().finished.is_some(),
    );
    // What Boris heard: his own cards as he played them, Ann's moves by her name, the end.
    if let Some(news) = table_news(&mut friend)
        && heard.last() != Some(&news)
    {
        heard.push(news);
    }
    let sentences: Vec<&str> = heard
        .iter()
        .flat_map(|value| value.split_inclusive(". "))
        .collect();
    for (who, what) in [("You play", "his own cards"), ("Ann ", "Ann's moves")] {
        assert!(
            sentences.iter().any(|sentence| sentence.starts_with(who)),
            "Boris never heard {what}: {heard:#?}"
        );
    }
    let finished = friend.world().resource::<TableView>().finished.clone();
    let lexicon = friend.world().resource::<challenge_base::text::Lexicon>();
    let naming = friend.world().resource::<SeatNaming>();
    let summary = lexicon.line(&finished.expect("the result").summary, naming);
    assert!(
        heard.last().is_some_and(|last| last.contains(&summary)),
        "the end ({summary:?}) is spoken last: {:?}",
        heard.last()
    );

    // Both press Play again, Ann with the mouse and Boris by ear: the next game is dealt at
    // the same table to the same seats.
    activate(&mut host, "table-play-again");
    run_until(
        &mut [&mut friend, &mut host],
        "the host's agreement",
        |app| {
            app.world()
                .resource::<OnlineTable>()
                .info
                .as_ref()
                .is_some_and(|info| info.rematch == [0])
        },
    );
    if !by_ear::press_named(&mut friend, "Play again") {
        panic!(
            "Boris finds no Play again by ear among {:?}",
            by_ear::button_names(&mut friend)
        );
    }
    let dealt_again = |app: &mut App| {
        let info = app.world().resource::<OnlineTable>().info.clone();
        info.is_some_and(|info| info.games == 2 && info.started && !info.finished)
            && app.world().resource::<TableView>().finished.is_none()
            && app
                .world()
                .get_resource::<RemoteSession<SvoiKozyri>>()
                .is_some_and(|session| session.ply() == 0)
    };
    run_until(
        &mut [&mut host, &mut friend],
        "the host's next deal",
        dealt_again,
    );
    run_until(
        &mut [&mut friend, &mut host],
        "the friend's next deal",
        dealt_again,
    );
    for app in [&host, &friend] {
        let info = app.world().resource::<OnlineTable>().info.clone().unwrap();
        assert_eq!(info.wins.len(), 2, "running totals for each seat");
        assert_eq!(screen(app), Screen::Table, "no new code, no lobby");
    }
    assert_eq!(
        [token(&host), token(&friend)],
        tokens,
        "the seats' tokens stay"
    );
    runtime.block_on(server.stop());
}
