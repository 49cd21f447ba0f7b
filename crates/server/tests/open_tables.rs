//! Open tables over loopback: a public table waiting for players is listed (private ones never)
//! with its game, seats, open seats, language and host, and leaves the list once dealt or
//! closed; only its host lists it, and only before the deal; a quick game joins the oldest
//! listed table of its game or opens one that starts by itself, with a computer player once the
//! wait is over (standing in for a host who dropped, after the grace) or at once when full; the
//! list comes back after a restart; and the new messages keep to the connection's limits.

use crate::common::{Client, config, server, temp_db};
use challenge_online::{
    ClientMessage, ErrorKind, OpenTable, SeatPlan, SeatState, ServerMessage, TableInfo,
};
use challenge_rules::{GameId, Level};
use challenge_server::Config;
use serde_json::Value;
use std::future::Future;
use std::path::PathBuf;
use std::time::Duration;

/// How long a whole test may take.
const LIMIT: Duration = Duration::from_secs(60);
/// A quick table's wait where the test must not see it end.
const LONG_WAIT: Duration = Duration::from_secs(120);
/// A quick table's wait where the test waits for it to end.
const SHORT_WAIT: Duration = Duration::from_millis(500);

async fn within<T>(test: impl Future<Output = T>) -> T {
    tokio::time::timeout(LIMIT, test)
        .await
        .expect("the test ends within its limit")
}

fn config_waiting(db: PathBuf, quick_wait: Duration) -> Config {
    Config {
        quick_wait,
        ..config(db)
    }
}

/// Opens a table of `game` with these seats, the creator (named `name`) in the first open seat;
/// returns its code once the creator is seated and has the table.
async fn open(
    client: &mut Client,
    game: &str,
    seats: Vec<SeatPlan>,
    name: &str,
    public: bool,
    lang: &str,
) -> String {
    client
        .send(&ClientMessage::Create {
            game: game.into(),
            seats,
            options: Value::Null,
            seed: Some(11),
            seat: None,
            name: name.into(),
            stand_in: Level::Normal,
            public,
            lang: lang.into(),
        })
        .await;
    client
        .until(|m| matches!(m, ServerMessage::Seated { .. }))
        .await;
    table_where(client, |_| true).await;
    client.code.clone().expect("a code")
}

/// What `list_tables` answers now.
async fn listed(client: &mut Client) -> Vec<OpenTable> {
    client.send(&ClientMessage::ListTables).await;
    match client
        .until(|m| matches!(m, ServerMessage::Tables { .. }))
        .await
    {
        ServerMessage::Tables { tables } => tables,
        _ => unreachable!(),
    }
}

fn codes(tables: &[OpenTable]) -> Vec<&str> {
    tables.iter().map(|table| table.code.as_str()).collect()
}

/// Reads until a table description answers `wanted`, and returns it.
async fn table_where(client: &mut Client, wanted: impl Fn(&TableInfo) -> bool) -> TableInfo {
    match client
        .until(|m| matches!(m, ServerMessage::Table(t) if wanted(t)))
        .await
    {
        ServerMessage::Table(table) => table,
        _ => unreachable!(),
    }
}

/// Asks for a quick game; returns the code of the table the client was seated at and whether
/// it hosts it. A refusal fails the test.
async fn quick(client: &mut Client, game: Option<&str>, name: &str, lang: &str) -> (String, bool) {
    client
        .send(&ClientMessage::QuickGame {
            game: game.map(String::from),
            name: name.into(),
            lang: lang.into(),
        })
        .await;
    match client
        .until(|m| {
            matches!(
                m,
                ServerMessage::Seated { .. } | ServerMessage::Error { .. }
            )
        })
        .await
    {
        ServerMessage::Seated { code, host, .. } => (code, host),
        other => panic!("quick game refused: {other:?}"),
    }
}

async fn refused(client: &mut Client, message: ClientMessage) -> ErrorKind {
    client.send(&message).await;
    client.error().await.0
}

fn name_at(table: &TableInfo, seat: usize) -> Option<&str> {
    match table.seats.get(seat) {
        Some(SeatState::Player { name, .. }) => Some(name),
        _ => None,
    }
}

#[tokio::test]
async fn public_tables_are_listed_until_dealt_or_closed_and_private_ones_never() {
    within(async {
        let server = server(config(temp_db("open-list"))).await;
        // Anyone who said hello may list, at a table or not.
        let mut looker = Client::connect(server.addr).await;
        assert!(listed(&mut looker).await.is_empty());

        let mut private = Client::connect(server.addr).await;
        let two = vec![SeatPlan::Open, SeatPlan::Open];
        open(&mut private, "gotcha", two.clone(), "Zoe", false, "en").await;
        assert!(listed(&mut looker).await.is_empty(), "a private table");

        let mut host = Client::connect(server.addr).await;
        let seats = vec![
            SeatPlan::Open,
            SeatPlan::Open,
            SeatPlan::Open,
            SeatPlan::Bot { level: Level::Easy },
        ];
        let code = open(&mut host, "gotcha", seats, "Ann", true, "DE").await;
        assert!(host.table.as_ref().is_some_and(|table| table.public));
        let wanted = OpenTable {
            code: code.clone(),
            game: "gotcha".into(),
            seats: 4,
            free: 2,
            lang: "de".into(),
            host: "Ann".into(),
        };
        assert_eq!(listed(&mut looker).await, std::slice::from_ref(&wanted));

        // A seat taken is one fewer free.
        let mut friend = Client::connect(server.addr).await;
        friend.join(&code, "Boris").await;
        table_where(&mut host, |table| name_at(table, 1) == Some("Boris")).await;
        let fewer = OpenTable {
            free: 1,
            ..wanted.clone()
        };
        assert_eq!(listed(&mut looker).await, std::slice::from_ref(&fewer));

        // Only the host lists the table or stops listing it.
        let unlist = ClientMessage::SetPublic { public: false };
        assert_eq!(
            refused(&mut friend, unlist.clone()).await,
            ErrorKind::Unauthorised
        );
        assert_eq!(
            refused(&mut looker, unlist.clone()).await,
            ErrorKind::NotFound
        );
        host.send(&unlist).await;
        table_where(&mut host, |table| !table.public).await;
        assert!(listed(&mut looker).await.is_empty());
        host.send(&ClientMessage::SetPublic { public: true }).await;
        table_where(&mut host, |table| table.public).await;
        assert_eq!(listed(&mut looker).await, [fewer]);

        // Dealt: off the list, and listed no more.
        host.send(&ClientMessage::Start).await;
        table_where(&mut host, |table| table.started).await;
        assert!(listed(&mut looker).await.is_empty());
        assert_eq!(
            refused(&mut host, ClientMessage::SetPublic { public: true }).await,
            ErrorKind::WrongPhase
        );

        // Closed (the host leaves the lobby): off the list. A tag that is not 2 or 3 letters is
        // kept as none.
        let mut leaving = Client::connect(server.addr).await;
        let code = open(&mut leaving, "bluff_poker", two, "", true, "en-GB").await;
        let tables = listed(&mut looker).await;
        assert_eq!(codes(&tables), [code.as_str()]);
        assert_eq!((tables[0].lang.as_str(), tables[0].host.as_str()), ("", ""));
        leaving.send(&ClientMessage::Leave).await;
        leaving
            .until(|m| matches!(m, ServerMessage::Closed { .. }))
            .await;
        assert!(listed(&mut looker).await.is_empty());
        server.stop().await;
    })
    .await;
}

#[tokio::test]
async fn a_quick_game_joins_the_oldest_listed_table_of_its_game() {
    within(async {
        let server = server(config_waiting(temp_db("open-join"), LONG_WAIT)).await;
        let two = || vec![SeatPlan::Open, SeatPlan::Open];
        let mut private = Client::connect(server.addr).await;
        open(&mut private, "gotcha", two(), "Zoe", false, "").await;
        let mut poker = Client::connect(server.addr).await;
        let poker_code = open(&mut poker, "bluff_poker", two(), "Pat", true, "").await;
        let mut host = Client::connect(server.addr).await;
        let three = vec![SeatPlan::Open; 3];
        let gotcha_code = open(&mut host, "gotcha", three, "Ann", true, "en").await;

        // Of that game: the public Gotcha table, not the private one nor the older poker one.
        let mut boris = Client::connect(server.addr).await;
        assert_eq!(
            quick(&mut boris, Some("gotcha"), "Boris", "ru").await,
            (gotcha_code.clone(), false)
        );
        table_where(&mut host, |table| name_at(table, 1) == Some("Boris")).await;
        let tables = listed(&mut boris).await;
        assert_eq!(codes(&tables), [poker_code.as_str(), gotcha_code.as_str()]);
        assert_eq!(tables[1].free, 1);

        // Of any game: the oldest listed.
        let mut cleo = Client::connect(server.addr).await;
        assert_eq!(
            quick(&mut cleo, None, "Cleo", "").await,
            (poker_code.clone(), false)
        );
        // Full, the poker table is dealt by its host only: it is no quick table.
        table_where(&mut poker, |table| name_at(table, 1) == Some("Cleo")).await;
        assert!(!poker.table.as_ref().is_some_and(|table| table.started));
        assert_eq!(codes(&listed(&mut cleo).await), [gotcha_code.as_str()]);

        // A game the server does not deal.
        let mut lost = Client::connect(server.addr).await;
        let nonsense = ClientMessage::QuickGame {
            game: Some("snap".into()),
            name: String::new(),
            lang: String::new(),
        };
        assert_eq!(refused(&mut lost, nonsense).await, ErrorKind::BadMessage);
        assert_eq!(server.table_count(), 3, "nothing opened");
        server.stop().await;
    })
    .await;
}

#[tokio::test]
async fn a_quick_table_nobody_joins_starts_by_itself_with_a_computer_player() {
    within(async {
        let server = server(config_waiting(temp_db("open-alone"), SHORT_WAIT)).await;
        let mut ann = Client::connect(server.addr).await;
        let asked = std::time::Instant::now();
        let (code, host) = quick(&mut ann, Some("svoi_kozyri"), "Ann", "EN").await;
        assert!(host, "the player who opens a quick table hosts it");
        let lobby = table_where(&mut ann, |_| true).await;
        assert_eq!(lobby.code, code);
        assert_eq!(lobby.game, "svoi_kozyri");
        assert!(lobby.public);
        assert_eq!(lobby.stand_in, Level::Normal);
        assert_eq!(name_at(&lobby, 0), Some("Ann"));

        // Nobody came: a computer player at the normal level takes the open seat, and the game
        // is dealt without anyone pressing Start.
        let dealt = table_where(&mut ann, |table| table.started).await;
        assert!(asked.elapsed() >= SHORT_WAIT, "dealt before the wait");
        assert_eq!(
            dealt.seats[1],
            SeatState::Bot {
                level: Level::Normal
            }
        );
        let update = ann.update().await;
        assert_eq!((update.ply, update.seat), (0, Some(0)));
        assert!(listed(&mut ann).await.is_empty());
        server.stop().await;
    })
    .await;
}

#[tokio::test]
async fn a_quick_table_whose_host_dropped_is_dealt_and_played_for_them_after_the_grace() {
    within(async {
        let server = server(Config {
            grace: Duration::from_millis(200),
            ..config_waiting(temp_db("open-away"), SHORT_WAIT)
        })
        .await;
        let mut ann = Client::connect(server.addr).await;
        let (code, _) = quick(&mut ann, Some("bluff_poker"), "Ann", "").await;
        let mut watcher = Client::connect(server.addr).await;
        watcher.send(&ClientMessage::Watch { code }).await;
        table_where(&mut watcher, |_| true).await;
        ann.close().await;
        table_where(&mut watcher, |table| {
            matches!(
                table.seats[0],
                SeatState::Player {
                    connected: false,
                    ..
                }
            )
        })
        .await;

        // Dealt though its host is away: the game does not wait for her for ever, a computer
        // player stands in once her grace is over.
        table_where(&mut watcher, |table| table.started).await;
        table_where(&mut watcher, |table| {
            matches!(table.seats[0], SeatState::Player { stand_in: true, .. })
        })
        .await;
        server.stop().await;
    })
    .await;
}

#[tokio::test]
async fn two_quick_games_meet_at_one_table_dealt_at_once() {
    within(async {
        let server = server(config_waiting(temp_db("open-meet"), LONG_WAIT)).await;
        let first = GameId::ALL[0];
        let mut ann = Client::connect(server.addr).await;
        let (code, host) = quick(&mut ann, None, "Ann", "fr").await;
        assert!(host);
        // No game named: the first the server deals, with as many seats as its smallest table.
        let mut looker = Client::connect(server.addr).await;
        let seats = *first.seat_range().start();
        assert_eq!(
            listed(&mut looker).await,
            [OpenTable {
                code: code.clone(),
                game: first.id().into(),
                seats,
                free: seats - 1,
                lang: "fr".into(),
                host: "Ann".into(),
            }]
        );

        let mut boris = Client::connect(server.addr).await;
        assert_eq!(
            quick(&mut boris, Some(first.id()), "Ann", "").await,
            (code.clone(), false)
        );
        // Full well before the wait: dealt at once, to both; the same name is numbered.
        for client in [&mut ann, &mut boris] {
            let dealt = table_where(client, |table| table.started).await;
            assert_eq!(name_at(&dealt, 1), Some("Ann 2"));
            assert_eq!(client.update().await.ply, 0);
        }
        assert!(listed(&mut looker).await.is_empty());
        assert_eq!(server.table_count(), 1);
        server.stop().await;
    })
    .await;
}

#[tokio::test]
async fn public_lobby_tables_are_listed_again_after_a_restart_and_quick_ones_still_start() {
    within(async {
        let db = temp_db("open-restart");
        let first = server(config_waiting(db.clone(), LONG_WAIT)).await;
        let mut host = Client::connect(first.addr).await;
        let seats = vec![SeatPlan::Open, SeatPlan::Open, SeatPlan::Open];
        let code = open(&mut host, "gotcha", seats, "Ann", true, "ru").await;
        let mut private = Client::connect(first.addr).await;
        open(
            &mut private,
            "gotcha",
            vec![SeatPlan::Open; 2],
            "Zoe",
            false,
            "",
        )
        .await;
        let mut quick_host = Client::connect(first.addr).await;
        let (quick_code, _) = quick(&mut quick_host, Some("bluff_poker"), "Pat", "").await;
        let token = quick_host.token.clone().expect("a token");
        let before = listed(&mut host).await;
        assert_eq!(codes(&before), [code.as_str(), quick_code.as_str()]);
        first.stop().await;

        let second = server(config_waiting(db, SHORT_WAIT)).await;
        assert_eq!(second.restored, 3);
        let mut looker = Client::connect(second.addr).await;
        let after = listed(&mut looker).await;
        assert!(
            after.iter().any(|table| *table == before[0]),
            "{before:?} then {after:?}"
        );
        // The quick table waits afresh, then starts by itself for its returning host.
        let mut back = Client::connect(second.addr).await;
        back.send(&ClientMessage::Resume { token, name: None })
            .await;
        let dealt = table_where(&mut back, |table| table.started).await;
        assert_eq!(dealt.code, quick_code);
        back.update().await;
        assert_eq!(codes(&listed(&mut looker).await), [code.as_str()]);
        second.stop().await;
    })
    .await;
}

#[tokio::test]
async fn the_new_messages_keep_to_the_limits() {
    within(async {
        let db = temp_db("open-limits");
        let server = server(Config {
            max_tables: 1,
            rate: 1,
            burst: 3,
            ..config_waiting(db, LONG_WAIT)
        })
        .await;
        // Hello first, as ever.
        let mut early = Client::raw(server.addr).await;
        assert_eq!(
            refused(&mut early, ClientMessage::ListTables).await,
            ErrorKind::Version
        );

        // A quick game that would open a table counts against the cap on tables.
        let mut host = Client::connect(server.addr).await;
        open(
            &mut host,
            "gotcha",
            vec![SeatPlan::Open; 2],
            "Ann",
            false,
            "",
        )
        .await;
        let mut late = Client::connect(server.addr).await;
        let quick_game = ClientMessage::QuickGame {
            game: Some("gotcha".into()),
            name: String::new(),
            lang: String::new(),
        };
        assert_eq!(refused(&mut late, quick_game).await, ErrorKind::Limit);

        // Listing counts against the connection's rate like any message.
        let mut eager = Client::connect(server.addr).await;
        let mut answered = 0;
        let mut limited = false;
        for _ in 0..4 {
            eager.send(&ClientMessage::ListTables).await;
        }
        for _ in 0..4 {
            match eager.next().await {
                ServerMessage::Tables { .. } => answered += 1,
                ServerMessage::Error {
                    kind: ErrorKind::Limit,
                    ..
                } => limited = true,
                other => panic!("unexpected {other:?}"),
            }
        }
        assert!(limited && answered < 4, "{answered} answered");
        // Fields `list_tables` does not have are refused.
        let mut careful = Client::connect(server.addr).await;
        careful
            .send_text(r#"{"op":"list_tables","game":"gotcha"}"#)
            .await;
        assert_eq!(careful.error().await.0, ErrorKind::BadMessage);
        server.stop().await;
    })
    .await;
}
