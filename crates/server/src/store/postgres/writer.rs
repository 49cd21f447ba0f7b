//! The writer: every table's writes committed in one transaction at a time (group commit),
//! each under the term its table holds, with the action that made it logged beside it only if
//! the row was written, so a process whose table was taken over never writes it again.

use super::link::{connect, failed};
use super::{ANSWER_WITHIN, BATCH};
use crate::store::{Write, WriteError};
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::{Client, Statement};

/// One write waiting for the writer.
pub(super) enum Op {
    Insert(Write, oneshot::Sender<Result<bool, String>>),
    Save(Write, oneshot::Sender<Result<(), WriteError>>),
    /// Forgets a closed table, answered once committed.
    Delete(String, u64, oneshot::Sender<()>),
    Flush(oneshot::Sender<()>),
}

/// The statements the writer runs, prepared once per connection.
struct Prepared {
    insert: Statement,
    save: Statement,
    delete: Statement,
}

async fn prepare(client: &Client) -> Result<Prepared, tokio_postgres::Error> {
    Ok(Prepared {
        insert: client
            .prepare(
                "INSERT INTO tables (code, owner, term, meta, save, tokens, ply)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING",
            )
            .await?,
        // The write happens only under the term held; the action is logged only if it did.
        save: client
            .prepare(
                "WITH saved AS (
                     UPDATE tables SET meta = $3, save = $4, tokens = $5, ply = $6,
                                       updated = now()
                     WHERE code = $1 AND term = $2 RETURNING code),
                 logged AS (
                     INSERT INTO actions (code, created, ply, seat, action, term)
                     SELECT code, $7, $6, $8, $9, $2 FROM saved WHERE $9::text IS NOT NULL)
                 SELECT count(*) FROM saved",
            )
            .await?,
        delete: client
            .prepare("DELETE FROM tables WHERE code = $1 AND term = $2")
            .await?,
    })
}

/// What one write came to.
enum Outcome {
    Inserted(bool),
    Saved(Result<(), WriteError>),
    Done,
}

async fn run_op(
    client: &Client,
    prepared: &Prepared,
    me: i32,
    op: &Op,
) -> Result<Outcome, tokio_postgres::Error> {
    Ok(match op {
        Op::Insert(write, _) => {
            let row = &write.row;
            let inserted = client
                .execute(
                    &prepared.insert,
                    &[
                        &row.code,
                        &me,
                        &(write.term as i64),
                        &row.meta,
                        &row.save,
                        &write.tokens,
                        &(write.ply as i64),
                    ],
                )
                .await?;
            Outcome::Inserted(inserted == 1)
        }
        Op::Save(write, _) => {
            let row = &write.row;
            let seat = write.action.as_ref().map(|a| a.seat as i32);
            let action = write.action.as_ref().map(|a| a.action.clone());
            let saved: i64 = client
                .query_one(
                    &prepared.save,
                    &[
                        &row.code,
                        &(write.term as i64),
                        &row.meta,
                        &row.save,
                        &write.tokens,
                        &(write.ply as i64),
                        &(write.created as i64),
                        &seat,
                        &action,
                    ],
                )
                .await?
                .get(0);
            Outcome::Saved(if saved == 1 {
                Ok(())
            } else {
                Err(WriteError::Fenced)
            })
        }
        Op::Delete(code, term, _) => {
            client
                .execute(&prepared.delete, &[code, &(*term as i64)])
                .await?;
            Outcome::Done
        }
        Op::Flush(_) => Outcome::Done,
    })
}

/// Runs a batch in one transaction; every op's outcome, or the error that stopped it.
async fn commit(
    client: &Client,
    prepared: &Prepared,
    me: i32,
    batch: &[Op],
) -> Result<Vec<Outcome>, tokio_postgres::Error> {
    client.batch_execute("BEGIN").await?;
    let mut outcomes = Vec::with_capacity(batch.len());
    for op in batch {
        match run_op(client, prepared, me, op).await {
            Ok(outcome) => outcomes.push(outcome),
            Err(e) => {
                let _ = client.batch_execute("ROLLBACK").await;
                return Err(e);
            }
        }
    }
    client.batch_execute("COMMIT").await?;
    Ok(outcomes)
}

fn answer(op: Op, outcome: Result<Outcome, String>) {
    match (op, outcome) {
        (Op::Insert(_, done), Ok(Outcome::Inserted(inserted))) => {
            let _ = done.send(Ok(inserted));
        }
        (Op::Insert(_, done), Err(problem)) => {
            let _ = done.send(Err(problem));
        }
        (Op::Save(_, done), Ok(Outcome::Saved(result))) => {
            let _ = done.send(result);
        }
        (Op::Save(_, done), Err(problem)) => {
            let _ = done.send(Err(WriteError::Failed(problem)));
        }
        (Op::Flush(done), _) => {
            let _ = done.send(());
        }
        (Op::Insert(_, done), Ok(_)) => {
            let _ = done.send(Err("the database answered out of turn".into()));
        }
        (Op::Save(_, done), Ok(_)) => {
            let _ = done.send(Err(WriteError::Failed(
                "the database answered out of turn".into(),
            )));
        }
        (Op::Delete(.., done), _) => {
            let _ = done.send(());
        }
    }
}

/// Commits whatever tables wrote meanwhile in one transaction (group commit). A batch one
/// op of which the database refuses is tried again op by op, so one bad write fails alone.
pub(super) async fn write_loop(url: String, me: i32, mut queued: mpsc::UnboundedReceiver<Op>) {
    let mut link: Option<(Client, Prepared)> = None;
    while let Some(first) = queued.recv().await {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match queued.try_recv() {
                Ok(op) => batch.push(op),
                Err(_) => break,
            }
        }
        if link.as_ref().is_none_or(|(client, _)| client.is_closed()) {
            link = None;
            match connect(&url).await {
                Ok(client) => match prepare(&client).await {
                    Ok(prepared) => link = Some((client, prepared)),
                    Err(e) => {
                        let problem = failed(e);
                        for op in batch {
                            answer(op, Err(problem.clone()));
                        }
                        continue;
                    }
                },
                Err(problem) => {
                    for op in batch {
                        answer(op, Err(problem.clone()));
                    }
                    continue;
                }
            }
        }
        let Some((client, prepared)) = &link else {
            continue;
        };
        let whole = tokio::time::timeout(ANSWER_WITHIN, commit(client, prepared, me, &batch)).await;
        match whole {
            Ok(Ok(outcomes)) => {
                for (op, outcome) in batch.into_iter().zip(outcomes) {
                    answer(op, Ok(outcome));
                }
            }
            Ok(Err(e)) if !client.is_closed() && batch.len() > 1 => {
                eprintln!("challenge-server: a batch of writes was refused ({e}); trying each");
                for op in batch {
                    let alone = std::slice::from_ref(&op);
                    let outcome = match tokio::time::timeout(
                        ANSWER_WITHIN,
                        commit(client, prepared, me, alone),
                    )
                    .await
                    {
                        Ok(Ok(mut outcomes)) => Ok(outcomes.remove(0)),
                        Ok(Err(e)) => Err(failed(e)),
                        Err(_) => Err("the database did not answer in time".into()),
                    };
                    answer(op, outcome);
                }
            }
            Ok(Err(e)) => {
                let problem = failed(e);
                eprintln!("challenge-server: the tables could not be saved: {problem}");
                for op in batch {
                    answer(op, Err(problem.clone()));
                }
            }
            Err(_) => {
                // The connection is in an unknown state mid-transaction: open a new one.
                link = None;
                for op in batch {
                    answer(op, Err("the database did not answer in time".into()));
                }
            }
        }
    }
}
