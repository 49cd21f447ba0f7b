//! Online play, the client side: the connection to the table server, what the player knows of
//! the table they sit at, and a remote session per game that the table screen reads exactly
//! like a local one.

mod connection;
mod remote;
mod status;

use crate::shared::{AppSystems, Screen};
use bevy::prelude::*;
use challenge_online::{ClientMessage, ServerMessage, TableInfo};
use challenge_rules::Seat;

pub use connection::{Connection, FromServer, KeptSeat, LinkState, SEAT_KEY, ToServer, server_url};
pub use remote::{Delivery, Inbound, Inbox, RemoteSession};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineTable>()
        .add_plugins((connection::plugin, remote::plugin, status::plugin))
        .add_systems(
            Update,
            follow_table
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
    /// The server's latest refusal, in its words.
    pub refusal: Option<String>,
    /// Why the server closed the table, if it did.
    pub closed: Option<String>,
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
            ServerMessage::Error { message, .. } => self.refusal = Some(message.clone()),
            ServerMessage::Closed { reason } => self.closed = Some(reason.clone()),
            ServerMessage::Hello { .. } | ServerMessage::Game(_) | ServerMessage::Pong => {}
        }
    }
}

fn follow_table(mut messages: MessageReader<FromServer>, mut table: ResMut<OnlineTable>) {
    for FromServer(message) in messages.read() {
        table.note(message);
    }
}

/// Leaves the table and the server for the title. Leaving is giving the seat up: a computer
/// player takes it (the kept token only outlives a game closed without leaving).
fn go_offline(
    mut connection: ResMut<Connection>,
    mut table: ResMut<OnlineTable>,
    mut outgoing: MessageWriter<ToServer>,
) {
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
