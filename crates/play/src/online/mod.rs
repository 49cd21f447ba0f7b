//! Online play, the client side: the connection to the table server, what the player knows of
//! the table they sit at, and a remote session per game that the table screen reads exactly
//! like a local one.

pub mod chat;
pub mod connection;
pub mod open_tables;
pub mod player_name;
pub mod remote;
mod status;

use crate::refusal::AppRefusal;
use bevy::prelude::*;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::SeatNaming;
use challenge_online::{
    ClientMessage, CloseReason, ErrorKind, SeatState, ServerMessage, TableInfo,
};
use challenge_rules::{Phrase, RulesError, Seat};

pub use connection::{Connection, FromServer, KeptSeat, LinkState, SEAT_KEY, ToServer, server_url};
pub use remote::{Delivery, Inbound, Inbox, RemoteSession};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineTable>()
        .add_plugins((
            chat::plugin,
            connection::plugin,
            open_tables::plugin,
            player_name::plugin,
            remote::plugin,
            status::plugin,
        ))
        .add_systems(
            Update,
            (follow_table, name_players)
                .chain()
                .in_set(AppSystems::Input)
                .after(connection::drive),
        )
        .add_systems(OnEnter(Screen::Title), go_offline);
}

/// The online table this player sits at, as the server last described it.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct OnlineTable {
    /// The invite code.
    pub code: Option<String>,
    pub seat: Option<Seat>,
    pub host: bool,
    pub info: Option<TableInfo>,
    /// The server's latest refusal (or the screen's own), as the player reads it.
    pub refusal: Option<Phrase>,
    /// Why the server closed the table, if it did, as the player reads it.
    pub closed: Option<Phrase>,
    /// A game of this table is being played on the table screen.
    pub playing: bool,
}

impl OnlineTable {
    /// Whether the game has been dealt.
    pub fn started(&self) -> bool {
        self.info.as_ref().is_some_and(|info| info.started)
    }

    /// Takes one server message into account.
    pub fn note(&mut self, message: &ServerMessage) {
        match message {
            ServerMessage::Seated {
                code, seat, host, ..
            } => {
                self.code = Some(code.clone());
                self.seat = *seat;
                self.host = *host;
                self.refusal = None;
                self.closed = None;
            }
            ServerMessage::Table(info) => self.info = Some(info.clone()),
            ServerMessage::Error { kind, rules, .. } => {
                self.refusal = Some(refusal(*kind, rules.as_ref()).phrase());
            }
            ServerMessage::Closed { reason } => self.closed = Some(closing(*reason)),
            // The chat is `chat::TableChat`'s to keep.
            ServerMessage::Hello { .. }
            | ServerMessage::Game(_)
            | ServerMessage::Chat(_)
            | ServerMessage::ChatLog { .. }
            | ServerMessage::Tables { .. }
            | ServerMessage::Pong => {}
        }
    }
}

/// A refusal of the server as the player reads it: the rules' own reason for a refused move,
/// else one sentence per kind. The server's `message` is for developers and never shown.
pub fn refusal(kind: ErrorKind, rules: Option<&RulesError>) -> RulesError {
    if let Some(rules) = rules {
        return rules.clone();
    }
    AppRefusal::Server(kind).into()
}

/// Why the server closed the table, as the player reads it.
pub fn closing(reason: CloseReason) -> Phrase {
    Phrase::new(match reason {
        CloseReason::HostLeft => "online-closed-host-left",
        CloseReason::Idle => "online-closed-idle",
        CloseReason::Other => "online-closed-other",
    })
}

/// The name each player at the table gave, by seat; empty for a seat with no name (a computer,
/// an open seat, a player who gave none), which the text layer names "Player N".
pub fn player_names(info: Option<&TableInfo>) -> Vec<String> {
    info.map(|info| {
        info.seats
            .iter()
            .map(|seat| match seat {
                SeatState::Player { name, .. } => name.clone(),
                SeatState::Open | SeatState::Bot { .. } => String::new(),
            })
            .collect()
    })
    .unwrap_or_default()
}

fn follow_table(mut messages: MessageReader<FromServer>, mut table: ResMut<OnlineTable>) {
    for FromServer(message) in messages.read() {
        table.note(message);
    }
}

/// Every line names the players of the online table by the names they gave, and, away from
/// it, nobody by a name. Who is "You" stays as the screen showing the seats sets it.
fn name_players(table: Res<OnlineTable>, mut naming: ResMut<SeatNaming>) {
    if !table.is_changed() {
        return;
    }
    let names = player_names(table.info.as_ref());
    if naming.0.names != names {
        naming.0.names = names;
    }
}

/// Leaves the table and the server for the title. Leaving is giving the seat up: a computer
/// player takes it (the kept token only outlives a game closed without leaving).
fn go_offline(
    mut connection: ResMut<Connection>,
    mut table: ResMut<OnlineTable>,
    mut outgoing: MessageWriter<ToServer>,
    mut naming: ResMut<SeatNaming>,
) {
    // The lobby named seats from this player's seat; elsewhere the player is seat 0.
    if table.code.is_some() && *naming != SeatNaming::default() {
        *naming = SeatNaming::default();
    }
    if connection.is_open() {
        let finished = table.info.as_ref().is_some_and(|info| info.finished);
        if table.code.is_some() && !finished {
            outgoing.write(ToServer(ClientMessage::Leave));
        }
        connection.forget_seat();
        connection.close();
    }
    *table = OnlineTable::default();
}
