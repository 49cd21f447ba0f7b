//! The public tables anyone may join, as the server lists them: asked for while the online
//! screen is up and connected (every few seconds, so a table that fills or is dealt drops off),
//! and worded for the screen's list. "Quick game" joins one of them, or opens a table that
//! computer players fill if nobody comes.

use super::{Connection, FromServer, LinkState, ToServer};
use bevy::prelude::*;
use challenge_base::shared::{AppSystems, Screen};
use challenge_online::{ClientMessage, OpenTable, ServerMessage};
use challenge_rules::{GameId, Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpenTables>()
        .add_systems(
            Update,
            (
                follow_listing,
                ask_for_listing.run_if(in_state(Screen::Online)),
            )
                .chain()
                .in_set(AppSystems::Input)
                .after(super::connection::drive),
        )
        .add_systems(OnEnter(Screen::Online), ask_at_once);
}

/// How often the list is asked for again while the online screen shows it (seconds).
const LISTING_EVERY: f32 = 4.0;
/// The most tables the screen offers: the oldest, which have waited longest.
pub const TABLES_SHOWN: usize = 4;

/// The public tables the server listed last, oldest first.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct OpenTables {
    pub tables: Vec<OpenTable>,
    /// When the list was last asked for (seconds of real time); None: ask now.
    asked_at: Option<f32>,
}

fn ask_at_once(mut open: ResMut<OpenTables>) {
    open.asked_at = None;
}

fn ask_for_listing(
    time: Res<Time<Real>>,
    connection: Res<Connection>,
    mut open: ResMut<OpenTables>,
    mut outgoing: MessageWriter<ToServer>,
) {
    if connection.state != LinkState::Connected {
        return;
    }
    let now = time.elapsed_secs();
    if open
        .asked_at
        .is_some_and(|asked| now - asked < LISTING_EVERY)
    {
        return;
    }
    open.asked_at = Some(now);
    outgoing.write(ToServer(ClientMessage::ListTables));
}

fn follow_listing(mut messages: MessageReader<FromServer>, mut open: ResMut<OpenTables>) {
    for FromServer(message) in messages.read() {
        if let ServerMessage::Tables { tables } = message
            && open.tables != *tables
        {
            open.tables = tables.clone();
        }
    }
}

/// A listed table as its button reads: the game, the seats free, the host and their language.
pub fn table_words(table: &OpenTable) -> Phrase {
    let game = GameId::from_id(&table.game)
        .map(|game| Phrase::new(game.title_id()))
        .unwrap_or_else(|| challenge_base::text::verbatim(&table.game));
    let given = |text: &str| if text.is_empty() { "no" } else { "yes" };
    Phrase::new("online-open-table")
        .nested("game", game)
        .count("free", table.free)
        .count("seats", table.seats)
        .word("named", given(&table.host))
        .verbatim("host", &table.host)
        .word("tagged", given(&table.lang))
        .verbatim("lang", table.lang.to_uppercase())
}

/// The message that joins a quick game: any listed table, or a new one.
pub fn quick_game(name: &str, lang: &str) -> ClientMessage {
    ClientMessage::QuickGame {
        game: None,
        name: name.to_string(),
        lang: lang.to_string(),
    }
}
