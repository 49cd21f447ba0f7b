//! A table's task: one command or deadline at a time until the table closes, the server
//! stops, or the table is let go. Every command is served only under the lease the table
//! holds (`lease.rs`): while it is suspended, messages are refused and change nothing, arrivals
//! are told to try again, and no clock runs.

use super::Table;
use crate::command::{Command, Farewell};
use tokio::sync::mpsc;

pub async fn run(mut table: Table, mut commands: mpsc::Receiver<Command>) {
    let context = table.context.clone();
    let mut epochs = context.lease.epochs();
    loop {
        let deadline = table.next_deadline();
        tokio::select! {
            command = commands.recv() => match command {
                None => break,
                Some(Command::Stop { done }) => {
                    // Its connections close with it, so none of them is told the table is gone
                    // while the server stops: they connect again and resume, here after a
                    // restart or at the process the table is handed to.
                    for attachment in table.attached.drain(..) {
                        attachment.conn.close(Farewell::GoingAway);
                    }
                    table.unlist();
                    context.registry.forget(table.code(), &table.commands, &table.tokens());
                    let _ = done.send(());
                    return;
                }
                Some(command) => table.take(command).await,
            },
            changed = epochs.changed() => {
                if changed.is_err() {
                    table.moved = true;
                } else {
                    table.check_lease().await;
                }
            }
            _ = tokio::time::sleep_until(deadline) => {
                if table.check_lease().await {
                    table.on_deadline().await;
                }
            }
        }
        if table.moved {
            table.let_go();
        }
        if table.closed {
            break;
        }
    }
    context
        .registry
        .forget(table.code(), &table.commands, &table.tokens());
}

impl Table {
    /// One command, served if the lease holds.
    async fn take(&mut self, command: Command) {
        let serving = self.check_lease().await;
        match command {
            Command::Stop { .. } => {}
            Command::StoredTerm(stored) => {
                // The store no longer names this process, or names a later term: taken over.
                if stored.is_none_or(|stored| stored > self.term) {
                    self.moved = true;
                }
            }
            Command::Attach { reply, .. } if !serving => {
                let _ = reply.send(Err(Table::suspended()));
            }
            Command::Client { conn, .. } if !serving => {
                if let Some(attachment) = self.attached.iter().find(|a| a.conn.id == conn) {
                    attachment.conn.send_message(&Table::suspended().into());
                }
            }
            Command::Detach { conn } if !serving => {
                self.detach_quietly(conn);
            }
            Command::BotChose { .. } if !serving => {
                // Chosen again once the table goes on.
                self.bot_thinking = false;
            }
            Command::Attach {
                conn,
                arrival,
                reply,
            } => {
                let result = self.attach(conn, arrival).await;
                let _ = reply.send(result);
                // The seat taken may have been a quick table's last.
                self.deal_if_full().await;
            }
            Command::Client { conn, message } => {
                self.client(conn, message).await;
                // The host may have given a quick table's last open seat away.
                self.deal_if_full().await;
            }
            Command::Detach { conn } => {
                self.detach(conn);
                // The host may have agreed already and answers for whoever is away now.
                self.deal_if_agreed().await;
            }
            Command::BotChose { ply, action } => self.bot_chose(ply, action).await,
        }
    }
}
