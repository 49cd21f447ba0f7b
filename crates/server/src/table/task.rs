//! A table's task: one command or deadline at a time until the table closes or the server
//! stops; when it ends, the table takes itself out of the registry.

use super::Table;
use crate::command::Command;
use tokio::sync::mpsc;

pub async fn run(mut table: Table, mut commands: mpsc::Receiver<Command>) {
    let context = table.context.clone();
    loop {
        let deadline = table.next_deadline();
        tokio::select! {
            command = commands.recv() => match command {
                None => break,
                Some(Command::Attach { conn, arrival, reply }) => {
                    let result = table.attach(conn, arrival).await;
                    let _ = reply.send(result);
                    // The seat taken may have been a quick table's last.
                    table.deal_if_full().await;
                }
                Some(Command::Client { conn, message }) => {
                    table.client(conn, message).await;
                    // The host may have given a quick table's last open seat away.
                    table.deal_if_full().await;
                }
                Some(Command::Detach { conn }) => {
                    table.detach(conn);
                    // The host may have agreed already and answers for whoever is away now.
                    table.deal_if_agreed().await;
                }
                Some(Command::BotChose { ply, action }) => table.bot_chose(ply, action).await,
                Some(Command::Stop { done }) => {
                    // Its connections close with it, so none of them is told the table is gone
                    // while the server stops: they connect again and resume, here after a
                    // restart or at the process the table is handed to.
                    for attachment in table.attached.drain(..) {
                        attachment.conn.closer.notify_one();
                    }
                    table.unlist();
                    let _ = done.send(());
                    return;
                }
            },
            _ = tokio::time::sleep_until(deadline) => table.on_deadline().await,
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
