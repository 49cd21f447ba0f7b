//! Table chat: lines said at a table, numbered, kept with the table and sent to everyone at it,
//! each named by the seat of the connection it came from, never by anything the client says.

use super::{Table, error};
use crate::command::{ConnHandle, ConnId};
use challenge_online::{
    CHAT_BURST, CHAT_KEPT, CHAT_WINDOW_SECS, ChatLine, ErrorKind, Refusal, Said, ServerMessage,
};
use challenge_rules::Seat;
use std::collections::VecDeque;
use std::time::Duration;
use tokio::time::Instant;

/// Who the chat's rate counts lines for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Speaker {
    /// A seat, however many devices speak for it.
    Seat(Seat),
    /// A spectator, by its connection: spectators have nothing else to tell them apart.
    Watcher(ConnId),
}

/// The window the chat's rate counts over.
const WINDOW: Duration = Duration::from_secs(CHAT_WINDOW_SECS);

/// Forgets the times in `said` (oldest first) that fell out of the window ending `now`.
fn forget_before_window(said: &mut VecDeque<Instant>, now: Instant) {
    while said
        .front()
        .is_some_and(|at| now.saturating_duration_since(*at) >= WINDOW)
    {
        said.pop_front();
    }
}

impl Table {
    /// A line said by connection `conn`, which sits at `seat` (None: it watches).
    pub(super) async fn chat(
        &mut self,
        conn: ConnId,
        seat: Option<Seat>,
        said: Said,
    ) -> Result<(), Refusal> {
        if seat.is_none() && !self.spectators_chat {
            return Err(error(
                ErrorKind::Unauthorised,
                "spectators read the chat; the host has not let them speak",
            ));
        }
        let said = said
            .checked()
            .map_err(|problem| error(ErrorKind::BadMessage, problem))?;
        let speaker = seat.map_or(Speaker::Watcher(conn), Speaker::Seat);
        let now = Instant::now();
        // Speakers quiet for a whole window are forgotten, so the map holds only those who
        // spoke lately, however many connections came and went.
        self.chat_said.retain(|_, said| {
            forget_before_window(said, now);
            !said.is_empty()
        });
        if self.chat_said.get(&speaker).map_or(0, VecDeque::len) >= CHAT_BURST {
            return Err(error(
                ErrorKind::Limit,
                format!("at most {CHAT_BURST} lines in {CHAT_WINDOW_SECS} seconds"),
            ));
        }
        let line = ChatLine {
            n: self.chat_next,
            seat,
            said,
        };
        self.chat.push_back(line.clone());
        let dropped = if self.chat.len() > CHAT_KEPT {
            self.chat.pop_front()
        } else {
            None
        };
        self.chat_next += 1;
        if let Err(refused) = self.persist(None).await {
            self.chat.pop_back();
            if let Some(dropped) = dropped {
                self.chat.push_front(dropped);
            }
            self.chat_next -= 1;
            return Err(refused);
        }
        // Counted once it is said: a line the store refused is not held against the speaker.
        self.chat_said.entry(speaker).or_default().push_back(now);
        let text = ServerMessage::Chat(line).to_json();
        for attachment in &self.attached {
            attachment.conn.send(text.clone());
        }
        Ok(())
    }

    /// The host lets spectators speak, or stops them.
    pub(super) async fn allow_spectators_chat(
        &mut self,
        by: Option<Seat>,
        allow: bool,
    ) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(
                ErrorKind::Unauthorised,
                "only the host lets spectators speak",
            ));
        }
        if self.spectators_chat == allow {
            return Ok(());
        }
        self.spectators_chat = allow;
        if let Err(refused) = self.persist(None).await {
            self.spectators_chat = !allow;
            return Err(refused);
        }
        self.broadcast_info();
        Ok(())
    }

    /// The lines kept, oldest first, for a connection arriving at the table.
    pub(super) fn send_chat_log(&self, conn: &ConnHandle) {
        conn.send_message(&ServerMessage::ChatLog {
            lines: self.chat.iter().cloned().collect(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_counts_lines_within_any_window() {
        let start = Instant::now();
        let mut said = VecDeque::new();
        for second in 0..CHAT_BURST as u64 {
            said.push_back(start + Duration::from_secs(second));
        }
        // The first line is still within the window just before it ends, and out of it then.
        forget_before_window(&mut said, start + WINDOW - Duration::from_millis(1));
        assert_eq!(said.len(), CHAT_BURST);
        forget_before_window(&mut said, start + WINDOW);
        assert_eq!(said.len(), CHAT_BURST - 1);
        // Long quiet forgets everything.
        forget_before_window(&mut said, start + WINDOW * 3);
        assert!(said.is_empty());
    }
}
