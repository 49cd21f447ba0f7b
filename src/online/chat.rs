//! The chat of the online table this player sits at: the lines the server sent (kept once each,
//! in order), the seats this player muted, what is unread while the chat is closed, and the
//! words of a line in the player's language. Quick phrases and reactions arrive as ids and are
//! worded here; free text is shown as it is, never read as markup.

use super::{FromServer, ToServer};
use crate::shared::{AppSystems, Screen};
use bevy::prelude::*;
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
        Said::Text { text } => crate::text::verbatim(text),
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

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_online::{CHAT_PHRASES, CHAT_REACTIONS};
    use challenge_text::{Lang, SeatNames, Text};

    fn line(n: u64, seat: Option<Seat>, text: &str) -> ChatLine {
        ChatLine {
            n,
            seat,
            said: Said::Text { text: text.into() },
        }
    }

    #[test]
    fn lines_are_kept_once_in_order_and_no_more_than_the_table_keeps() {
        let mut chat = TableChat::default();
        assert!(chat.take(line(2, Some(0), "b")));
        assert!(chat.take(line(1, Some(1), "a")));
        assert!(!chat.take(line(2, Some(0), "b")), "already here");
        let numbers: Vec<u64> = chat.lines.iter().map(|line| line.n).collect();
        assert_eq!(numbers, [1, 2]);
        for n in 3..=(CHAT_KEPT as u64 + 10) {
            chat.take(line(n, Some(0), "x"));
        }
        assert_eq!(chat.lines.len(), CHAT_KEPT);
        assert_eq!(chat.lines[0].n, 11, "the oldest go first");
    }

    #[test]
    fn muted_seats_are_not_shown_and_hear_again_when_unmuted() {
        let mut chat = TableChat::default();
        chat.take(line(1, Some(0), "hi"));
        chat.take(line(2, Some(1), "spam"));
        chat.take(line(3, None, "watching"));
        chat.toggle_mute(Some(1));
        let shown: Vec<u64> = chat.shown(10).iter().map(|line| line.n).collect();
        assert_eq!(shown, [1, 3]);
        chat.toggle_mute(None);
        assert_eq!(chat.shown(10).len(), 1);
        chat.toggle_mute(Some(1));
        chat.toggle_mute(None);
        assert_eq!(chat.shown(2).len(), 2, "the newest two");
        assert_eq!(chat.shown(2)[1].n, 3);
    }

    #[test]
    fn every_phrase_and_reaction_is_worded_in_every_language() {
        for lang in Lang::ALL {
            let text = Text::new(lang);
            let naming = SeatNames::you(0).with_names(vec![String::new(), "Ann".into()]);
            for id in CHAT_PHRASES {
                let said = Said::Phrase { id: id.to_string() };
                let words = text
                    .try_say(&said_words(&said), &naming)
                    .unwrap_or_else(|problem| panic!("{lang:?} {id}: {problem:?}"));
                assert!(!words.is_empty());
            }
            for id in CHAT_REACTIONS {
                let said = Said::Reaction { id: id.to_string() };
                text.try_say(&said_words(&said), &naming)
                    .unwrap_or_else(|problem| panic!("{lang:?} {id}: {problem:?}"));
            }
            let ann = ChatLine {
                n: 1,
                seat: Some(1),
                said: Said::Phrase {
                    id: "good_luck".into(),
                },
            };
            let words = text.try_say(&line_words(&ann), &naming).unwrap();
            assert!(words.contains("Ann"), "{lang:?}: {words}");
            let spectator = line(2, None, "hi");
            text.try_say(&line_words(&spectator), &naming)
                .unwrap_or_else(|problem| panic!("{lang:?}: {problem:?}"));
        }
        let english = Text::new(Lang::En);
        let naming = SeatNames::you(0).with_names(vec![String::new(), "Ann".into()]);
        let mine = ChatLine {
            n: 1,
            seat: Some(0),
            said: Said::Phrase {
                id: "good_luck".into(),
            },
        };
        assert_eq!(english.say(&line_words(&mine), &naming), "You: Good luck!");
        // Text that looks like markup is shown as typed.
        let markup = line(2, Some(1), "<b>{ $seat }</b>");
        assert_eq!(
            english.say(&line_words(&markup), &naming),
            "Ann: <b>{ $seat }</b>"
        );
    }
}
