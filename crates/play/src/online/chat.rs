//! The chat of the online table this player sits at: the lines the server sent (kept once each,
//! in order), the seats this player muted, what is unread while the chat is closed, and the
//! words of a line in the player's language. Quick phrases and reactions arrive as ids and are
//! worded here; free text is shown as it is, never read as markup.

use super::{FromServer, ToServer};
use bevy::prelude::*;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Says;
use challenge_online::{CHAT_KEPT, ChatLine, ClientMessage, Said};
use challenge_rules::{Phrase, Seat, Values};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableChat>()
        .add_message::<ChatHeard>()
        .add_message::<Say>()
        .add_systems(
            Update,
            (follow_chat, send_said)
                .in_set(AppSystems::Input)
                .after(super::connection::drive),
        )
        .add_systems(Update, show_unread.in_set(AppSystems::Presentation))
        .add_systems(OnEnter(Screen::Title), forget_chat);
}

/// The chat of the table, as this player has it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct TableChat {
    /// The lines, oldest first, at most as many as the table keeps.
    pub lines: Vec<ChatLine>,
    /// Seats whose lines this player does not want to see (spectators count as one, `None`).
    pub muted: Vec<Option<Seat>>,
    /// Lines heard while the chat panel was closed.
    pub unread: usize,
    /// The chat panel is open: new lines are read as they come.
    pub open: bool,
}

impl TableChat {
    /// Takes a line in, once: true when it is new.
    pub fn take(&mut self, line: ChatLine) -> bool {
        let at = self.lines.partition_point(|kept| kept.n < line.n);
        if self.lines.get(at).is_some_and(|kept| kept.n == line.n) {
            return false;
        }
        self.lines.insert(at, line);
        if self.lines.len() > CHAT_KEPT {
            let extra = self.lines.len() - CHAT_KEPT;
            self.lines.drain(..extra);
        }
        true
    }

    pub fn is_muted(&self, seat: Option<Seat>) -> bool {
        self.muted.contains(&seat)
    }

    /// Mutes the seat, or hears it again.
    pub fn toggle_mute(&mut self, seat: Option<Seat>) {
        match self.muted.iter().position(|&muted| muted == seat) {
            Some(at) => {
                self.muted.remove(at);
            }
            None => self.muted.push(seat),
        }
    }

    /// The lines to show: those of seats not muted, the newest `count`, oldest first.
    pub fn shown(&self, count: usize) -> Vec<&ChatLine> {
        let heard: Vec<&ChatLine> = self
            .lines
            .iter()
            .filter(|line| !self.is_muted(line.seat))
            .collect();
        heard[heard.len().saturating_sub(count)..].to_vec()
    }
}

/// A new line was heard (not muted): bubbles show it by its seat.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ChatHeard(pub ChatLine);

/// This player says something to the table.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Say(pub Said);

/// What was said, in the player's language: a phrase's or a reaction's words, or the text.
pub fn said_words(said: &Said) -> Phrase {
    match said {
        Said::Phrase { id } => Phrase::new(format!("chat-phrase-{}", id.replace('_', "-"))),
        Said::Reaction { id } => Phrase::new(format!("chat-reaction-{}", id.replace('_', "-"))),
        Said::Text { text } => challenge_base::text::verbatim(text),
    }
}

/// A line as the chat panel lists it: who said it, then what.
pub fn line_words(line: &ChatLine) -> Phrase {
    match line.seat {
        Some(seat) => Phrase::new("chat-line").seat("seat", seat),
        None => Phrase::new("chat-line-spectator"),
    }
    .nested("said", said_words(&line.said))
}

fn follow_chat(
    mut messages: MessageReader<FromServer>,
    mut chat: ResMut<TableChat>,
    mut heard: MessageWriter<ChatHeard>,
) {
    for FromServer(message) in messages.read() {
        let lines = match message {
            challenge_online::ServerMessage::Chat(line) => vec![line.clone()],
            // Arriving (or coming back): the lines said before. Those already here are kept
            // once; none of them is news worth a bubble.
            challenge_online::ServerMessage::ChatLog { lines } => {
                for line in lines {
                    chat.take(line.clone());
                }
                continue;
            }
            _ => continue,
        };
        for line in lines {
            if chat.take(line.clone()) && !chat.is_muted(line.seat) {
                if !chat.open {
                    chat.unread += 1;
                }
                heard.write(ChatHeard(line));
            }
        }
    }
}

fn send_said(mut says: MessageReader<Say>, mut outgoing: MessageWriter<ToServer>) {
    for Say(said) in says.read() {
        outgoing.write(ToServer(ClientMessage::Chat { said: said.clone() }));
    }
}

/// Away from online tables there is no chat: the next table starts with none.
fn forget_chat(mut chat: ResMut<TableChat>) {
    if *chat != TableChat::default() {
        *chat = TableChat::default();
    }
}
/// A control that opens the chat (the lobby's button, the table's Chat control): its label
/// counts the lines heard since the chat was last open.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct ChatOpener;

/// What a [`ChatOpener`] reads.
fn opener_words(unread: usize) -> Phrase {
    if unread == 0 {
        Phrase::new("chat-open")
    } else {
        Phrase::new("chat-open-unread").count("count", unread)
    }
}

fn show_unread(
    chat: Res<TableChat>,
    openers: Query<Entity, With<ChatOpener>>,
    added: Query<(), Added<ChatOpener>>,
    children: Query<&Children>,
    mut texts: Query<&mut Says>,
) {
    if !chat.is_changed() && added.is_empty() {
        return;
    }
    let words = Says(opener_words(chat.unread));
    for entity in &openers {
        for child in children.iter_descendants(entity) {
            if let Ok(mut says) = texts.get_mut(child)
                && *says != words
            {
                *says = words.clone();
            }
        }
    }
}
