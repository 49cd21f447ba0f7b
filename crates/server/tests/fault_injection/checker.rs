//! The checker: for each table, its action log (read from PostgreSQL once the faults are over)
//! is dealt again from the table's seed and played again, and then every `game` message any
//! client received must be, byte for byte, what the rules let that seat (or a spectator) see of
//! the log's state at that message's ply. So every state anyone saw is a prefix of the log, no
//! two clients saw different states at one ply, and no seat saw a card it may not see. Beside
//! that: the log has each ply once, in order, each action legal; every action a player was
//! told was taken is in the log at its ply; every action sent is in the log at most once, at
//! the ply it answered; the game is over; and the stored snapshot is the log's game. And reads
//! are fresh: an arrival (`resume`, `watch`) asked after anyone received ply p shows p or a
//! later ply, so no process serves a table another has moved on (the split of issue 52 broke
//! only this: each process's states were true, one of them old).

use super::players::{Observed, Table};
use challenge_online::{GameUpdate, LegalMove, SeenEvent, ServerMessage};
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Deal, Event, Seat};
use challenge_server::store::LoggedAction;
use serde_json::Value;

/// What one table came to.
#[derive(Clone, Debug, Default)]
pub struct Checked {
    pub game: &'static str,
    pub plies: u64,
    /// Plies whose action a person sent (the rest were computer players').
    pub people_plies: u64,
    pub updates: u64,
    /// Plies that at least two connections saw, each the same.
    pub plies_seen_twice: u64,
    pub sent: u64,
    pub accepted: u64,
    pub connections: u64,
    /// Arrivals checked for freshness.
    pub reads: u64,
    /// Seats a computer player stood in for at some time.
    pub stood_in: u64,
    pub finished: bool,
    pub problems: Vec<String>,
}

/// The update the rules say `seat` (None: a spectator) should get at `ply`, after `events`
/// acted by `actor`, with its legal actions listed or not (none are listed while a computer
/// player stands in for the seat).
fn expected(
    game: &GameBox,
    seat: Option<Seat>,
    ply: u64,
    actor: Seat,
    events: &[Event],
    with_legal: bool,
) -> String {
    let viewer = seat.unwrap_or(usize::MAX);
    let legal = match seat {
        Some(seat) if with_legal && game.to_act() == Some(seat) => game
            .legal_actions()
            .into_iter()
            .map(|legal| LegalMove {
                action: legal.action,
                phrase: legal.phrase,
            })
            .collect(),
        _ => Vec::new(),
    };
    ServerMessage::Game(GameUpdate {
        ply,
        seat,
        events: events
            .iter()
            .filter_map(|event| {
                Some(SeenEvent {
                    ply,
                    actor,
                    event: event.seen_by(viewer)?,
                })
            })
            .collect(),
        view: match seat {
            Some(seat) => game.view(seat).ok(),
            None => game.watch_view().ok(),
        },
        to_act: game.to_act(),
        legal,
        outcome: game.outcome(),
    })
    .to_json()
}

pub fn check(
    table: &Table,
    log: &[LoggedAction],
    save: Option<&str>,
    seen: &[Observed],
) -> Checked {
    let plan = &table.plan;
    let name = format!("table {} ({}, {})", plan.index, plan.game.id(), table.code);
    let mut checked = Checked {
        game: plan.game.id(),
        ..Checked::default()
    };
    let problems = &mut checked.problems;
    let Ok(mut game) = any_game::new_game(
        plan.game,
        plan.options.clone(),
        plan.seats.len(),
        Deal::seeded(plan.seed),
    ) else {
        problems.push(format!("{name}: the game cannot be dealt again"));
        return checked;
    };
    // The state at every ply, with the events and actor of the action that made it.
    let mut states = vec![(game.clone(), Vec::new(), 0)];
    let mut actions: Vec<(Seat, Value)> = Vec::new();
    for (index, logged) in log.iter().enumerate() {
        let ply = index as u64 + 1;
        if logged.ply != ply {
            problems.push(format!(
                "{name}: the log has ply {} where {ply} was due",
                logged.ply
            ));
            break;
        }
        if game.to_act() != Some(logged.seat) {
            problems.push(format!(
                "{name}: ply {ply} was logged for seat {} but seat {:?} was to act",
                logged.seat,
                game.to_act()
            ));
            break;
        }
        let Ok(action) = serde_json::from_str::<Value>(&logged.action) else {
            problems.push(format!("{name}: ply {ply}'s action cannot be read"));
            break;
        };
        match game.apply(&action) {
            Ok(events) => states.push((game.clone(), events, logged.seat)),
            Err(e) => {
                problems.push(format!(
                    "{name}: ply {ply}'s action is refused by the rules: {e}"
                ));
                break;
            }
        }
        actions.push((logged.seat, action));
    }
    let plies = actions.len() as u64;
    checked.plies = plies;
    checked.finished = game.outcome().is_some();
    if !checked.finished {
        problems.push(format!(
            "{name}: the game did not end (the log stops at ply {plies})"
        ));
    }
    if let Some(save) = save
        && game.save().ok().as_deref() != Some(save)
    {
        problems.push(format!("{name}: the stored game is not the log's"));
    }
    let mut seen_at: Vec<u32> = vec![0; states.len()];
    for client in seen {
        let who = match client.seat {
            Some(seat) => format!("seat {seat}"),
            None => "the spectator".to_string(),
        };
        checked.connections += u64::from(client.connections);
        checked.sent += client.sent.len() as u64;
        checked.accepted += client.accepted.len() as u64;
        problems.extend(client.trouble.iter().map(|t| format!("{name}: {who}: {t}")));
        let mut plies_seen = std::collections::BTreeSet::new();
        for text in &client.updates {
            checked.updates += 1;
            let Ok(ServerMessage::Game(update)) = serde_json::from_str::<ServerMessage>(text)
            else {
                problems.push(format!("{name}: {who} got an unreadable update"));
                continue;
            };
            let ply = update.ply as usize;
            let Some((state, events, actor)) = states.get(ply) else {
                problems.push(format!(
                    "{name}: {who} saw ply {ply}, past the log's last ({plies}): not a prefix"
                ));
                continue;
            };
            let events: &[Event] = if update.events.is_empty() {
                &[]
            } else {
                events
            };
            let fits = [true, false].into_iter().any(|with_legal| {
                *text == expected(state, client.seat, update.ply, *actor, events, with_legal)
            });
            if !fits {
                problems.push(format!(
                    "{name}: {who} saw at ply {ply} something other than the log's state as it \
                     may see it: {text}"
                ));
            }
            if plies_seen.insert(ply) {
                seen_at[ply] += 1;
            }
        }
        let Some(mine) = client.seat else {
            continue;
        };
        for ply in &client.accepted {
            let sent: Vec<&Value> = client
                .sent
                .iter()
                .filter(|(at, _)| at == ply)
                .map(|(_, action)| action)
                .collect();
            match actions.get(*ply as usize) {
                Some((seat, action)) if *seat == mine && sent.contains(&action) => {}
                other => problems.push(format!(
                    "{name}: {who} was told its action for ply {ply} was taken, but the log has \
                     {other:?} at ply {}",
                    ply + 1
                )),
            }
        }
        // An action is in the log only at the ply after the update it answered.
        for (index, (seat, action)) in actions.iter().enumerate() {
            if *seat != mine {
                continue;
            }
            let answered = client
                .sent
                .iter()
                .any(|(at, sent)| *at == index as u64 && sent == action);
            if answered {
                checked.people_plies += 1;
            }
        }
        // A computer player standing in may choose what the seat chose elsewhere.
        if client.stood_in {
            checked.stood_in += 1;
            continue;
        }
        let mut sent_once: Vec<&(u64, Value)> = client.sent.iter().collect();
        sent_once.dedup();
        for (at, sent) in sent_once {
            let applied: Vec<usize> = actions
                .iter()
                .enumerate()
                .filter(|(_, (seat, action))| *seat == mine && action == sent)
                .map(|(index, _)| index)
                .filter(|index| *index as u64 != *at)
                .filter(|index| {
                    // Another ply where this seat chose the same action itself is no repeat.
                    !client
                        .sent
                        .iter()
                        .any(|(other, again)| *other == *index as u64 && again == sent)
                })
                .collect();
            if !applied.is_empty() && actions.get(*at as usize).is_some_and(|(_, a)| a == sent) {
                problems.push(format!(
                    "{name}: {who}'s action for ply {at} is in the log again at {applied:?}"
                ));
            }
        }
    }
    checked.plies_seen_twice = seen_at.iter().filter(|count| **count >= 2).count() as u64;
    fresh_reads(&name, seen, &mut checked);
    checked
}

/// Every arrival shows at least the latest ply anyone had received when it was asked.
fn fresh_reads(name: &str, seen: &[Observed], checked: &mut Checked) {
    let mut received: Vec<(tokio::time::Instant, u64)> = Vec::new();
    for client in seen {
        for (text, at) in client.updates.iter().zip(&client.received_at) {
            if let Ok(ServerMessage::Game(update)) = serde_json::from_str::<ServerMessage>(text) {
                received.push((*at, update.ply));
            }
        }
    }
    received.sort();
    // The highest ply received by each moment.
    let mut highest = Vec::with_capacity(received.len());
    let mut most = 0;
    for (at, ply) in &received {
        most = most.max(*ply);
        highest.push((*at, most));
    }
    for client in seen {
        for (asked, ply) in &client.reads {
            checked.reads += 1;
            let before = highest.partition_point(|(at, _)| at < asked);
            if before > 0 && highest[before - 1].1 > *ply {
                checked.problems.push(format!(
                    "{name}: an arrival of {} showed ply {ply}, though ply {} had been received                      before it was asked: a stale table was served",
                    client
                        .seat
                        .map_or("the spectator".to_string(), |seat| format!("seat {seat}")),
                    highest[before - 1].1
                ));
            }
        }
    }
}
