//! The players: Rust clients that set every table up, then play it as people would, each
//! seat and one spectator a connection of its own through any process that listens, coming
//! back with `resume` (or `watch`) whenever a connection drops, goes quiet or is refused, until
//! the game is over. Each keeps everything it saw and everything it sent, for the checker.

use super::Rng;
use super::cluster::Live;
use challenge_online::{ClientMessage, ErrorKind, SeatPlan, ServerMessage, VERSION};
use challenge_rules::{GameId, Level, Seat};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::time::{Instant, timeout};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long a connection may say nothing before it is pinged, and again before it is given up.
const QUIET: Duration = Duration::from_millis(1_500);
/// One update in this many, a player drops the connection and comes back through any process,
/// as players on phones do: arrivals through every process while the faults go on.
const CHURN: u64 = 20;

/// A table to play: its game, who sits where (people at `people`, computer players elsewhere)
/// and the seed of its deal, which the checker deals again.
#[derive(Clone, Debug)]
pub struct TablePlan {
    pub index: usize,
    pub game: GameId,
    /// The game's options (fields left out take their defaults).
    pub options: Value,
    pub seats: Vec<SeatPlan>,
    pub seed: u64,
}

impl TablePlan {
    /// The seats people play.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|seat| self.seats[*seat] == SeatPlan::Open)
            .collect()
    }
}

/// A table set up: its code and each person's token.
#[derive(Clone, Debug)]
pub struct Table {
    pub plan: TablePlan,
    pub code: String,
    pub tokens: BTreeMap<Seat, String>,
}

/// Everything one connection (seat or spectator) saw and sent over the run.
#[derive(Clone, Debug, Default)]
pub struct Observed {
    pub table: usize,
    pub seat: Option<Seat>,
    /// Every `game` message received, as received, and when.
    pub updates: Vec<String>,
    pub received_at: Vec<Instant>,
    /// Every arrival (`resume` or `watch`): when it was asked, and the ply of the first `game`
    /// it brought. A read begun after someone saw ply p must show p or later.
    pub reads: Vec<(Instant, u64)>,
    /// Every action sent, with the ply of the update it answered.
    pub sent: Vec<(u64, Value)>,
    /// The plies whose action the server confirmed was this seat's: an update one ply on,
    /// with events acted by this seat, after sending an action for that ply.
    pub accepted: Vec<u64>,
    /// Refusals by kind.
    pub refused: BTreeMap<String, u32>,
    pub connections: u32,
    /// The game seen over.
    pub finished: bool,
    /// Something the player saw that must not happen (a table closed).
    pub trouble: Vec<String>,
    /// A computer player stood in for this seat at some time (it came back too late).
    pub stood_in: bool,
}

/// A connection to `addr` that has said hello; None if it cannot be had soon.
async fn open(addr: SocketAddr) -> Option<Socket> {
    let (mut socket, _) = timeout(
        Duration::from_secs(2),
        tokio_tungstenite::connect_async(format!("ws://{addr}/ws")),
    )
    .await
    .ok()?
    .ok()?;
    let hello = ClientMessage::Hello { v: VERSION }.to_json();
    socket.send(Message::Text(hello.into())).await.ok()?;
    let greeted = timeout(Duration::from_secs(2), async {
        loop {
            match socket.next().await? {
                Ok(Message::Text(text)) => {
                    return matches!(
                        serde_json::from_str::<ServerMessage>(text.as_str()),
                        Ok(ServerMessage::Hello { .. })
                    )
                    .then_some(());
                }
                Ok(_) => continue,
                Err(_) => return None,
            }
        }
    })
    .await;
    matches!(greeted, Ok(Some(()))).then_some(socket)
}

async fn send(socket: &mut Socket, message: &ClientMessage) -> bool {
    timeout(
        Duration::from_secs(2),
        socket.send(Message::Text(message.to_json().into())),
    )
    .await
    .is_ok_and(|sent| sent.is_ok())
}

/// The next server message, or None when the connection closed or said nothing in `within`.
async fn next(
    socket: &mut Socket,
    within: Duration,
) -> Option<Result<(String, ServerMessage), ()>> {
    loop {
        match timeout(within, socket.next()).await {
            Err(_) => return Some(Err(())),
            Ok(Some(Ok(Message::Text(text)))) => {
                let message = serde_json::from_str(text.as_str()).ok()?;
                return Some(Ok((text.to_string(), message)));
            }
            Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => return None,
            Ok(Some(Ok(_))) => continue,
        }
    }
}

/// A process that listens, picked at random as a load balancer would.
fn pick(live: &Live, rng: &mut Rng) -> Option<SocketAddr> {
    let live = live.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    (!live.is_empty()).then(|| live[rng.below(live.len() as u64) as usize])
}

/// Sends `asked` through some process and reads until the answer `wanted` picks out; tried
/// again through another on any trouble, for at most `within`.
async fn ask<T>(
    live: &Live,
    rng: &mut Rng,
    asked: &ClientMessage,
    within: Duration,
    wanted: impl Fn(&ServerMessage) -> Option<T>,
) -> Result<(Socket, T), String> {
    let until = Instant::now() + within;
    let mut last = String::from("no process listened");
    while Instant::now() < until {
        if let Some(addr) = pick(live, rng)
            && let Some(mut socket) = open(addr).await
            && send(&mut socket, asked).await
        {
            while let Some(Ok((_, message))) = next(&mut socket, Duration::from_secs(5)).await {
                if let Some(found) = wanted(&message) {
                    return Ok((socket, found));
                }
                if let ServerMessage::Error { kind, message, .. } = message {
                    last = format!("{kind:?}: {message}");
                    break;
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    Err(format!("{asked:?} was not answered: {last}"))
}

/// Opens the table, seats its people, and deals.
pub async fn set_up(live: &Live, plan: &TablePlan, rng: &mut Rng) -> Result<Table, String> {
    let within = Duration::from_secs(20);
    let create = ClientMessage::Create {
        game: plan.game.id().into(),
        seats: plan.seats.clone(),
        options: plan.options.clone(),
        seed: Some(plan.seed),
        seat: Some(0),
        name: "Seat 0".into(),
        stand_in: Level::Normal,
        public: false,
        lang: String::new(),
    };
    let seated = |message: &ServerMessage| match message {
        ServerMessage::Seated {
            code,
            token: Some(token),
            ..
        } => Some((code.clone(), token.clone())),
        _ => None,
    };
    let (mut host, (code, host_token)) = ask(live, rng, &create, within, seated).await?;
    let mut tokens = BTreeMap::from([(0, host_token)]);
    for seat in plan.people().into_iter().filter(|seat| *seat != 0) {
        let join = ClientMessage::Join {
            code: code.clone(),
            name: format!("Seat {seat}"),
            seat: Some(seat),
        };
        let (mut socket, (_, token)) = ask(live, rng, &join, within, seated).await?;
        tokens.insert(seat, token);
        let _ = socket.close(None).await;
    }
    if !send(&mut host, &ClientMessage::Start).await {
        return Err(format!("table {}: the host could not deal", plan.index));
    }
    loop {
        match next(&mut host, Duration::from_secs(10)).await {
            Some(Ok((_, ServerMessage::Game(_)))) => break,
            Some(Ok((_, ServerMessage::Error { kind, message, .. }))) => {
                return Err(format!(
                    "table {}: start refused: {kind:?} {message}",
                    plan.index
                ));
            }
            Some(Ok(_)) => continue,
            _ => return Err(format!("table {}: no deal", plan.index)),
        }
    }
    let _ = host.close(None).await;
    Ok(Table {
        plan: plan.clone(),
        code,
        tokens,
    })
}

fn count(refused: &mut BTreeMap<String, u32>, kind: ErrorKind) {
    *refused.entry(format!("{kind:?}")).or_default() += 1;
}

/// Plays one seat (or watches, `seat` None) until the game is over or `until`.
pub async fn play(
    live: Live,
    table: Table,
    seat: Option<Seat>,
    until: Instant,
    think: Duration,
    mut rng: Rng,
) -> Observed {
    let mut seen = Observed {
        table: table.plan.index,
        seat,
        ..Observed::default()
    };
    let asked = match seat {
        Some(seat) => ClientMessage::Resume {
            token: table.tokens[&seat].clone(),
            name: None,
        },
        None => ClientMessage::Watch {
            code: table.code.clone(),
        },
    };
    // The action last sent, for the ply it answered: sent again, the same, when refused for
    // the moment.
    let mut acting: Option<(u64, Value)> = None;
    'connections: while Instant::now() < until && !seen.finished {
        let Some(addr) = pick(&live, &mut rng) else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let Some(mut socket) = open(addr).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        seen.connections += 1;
        let asked_at = Instant::now();
        if !send(&mut socket, &asked).await {
            continue;
        }
        let mut pinged = false;
        let mut seated = false;
        let mut read = false;
        while Instant::now() < until {
            let (text, message) = match next(&mut socket, QUIET).await {
                Some(Ok(received)) => received,
                // Quiet: a ping, then given up.
                Some(Err(())) if !pinged => {
                    pinged = true;
                    if !send(&mut socket, &ClientMessage::Ping).await {
                        break;
                    }
                    continue;
                }
                Some(Err(())) | None => break,
            };
            pinged = false;
            match message {
                ServerMessage::Seated { .. } => seated = true,
                ServerMessage::Table(info) => {
                    if let Some(mine) = seat
                        && matches!(
                            info.seats.get(mine),
                            Some(challenge_online::SeatState::Player { stand_in: true, .. })
                        )
                    {
                        seen.stood_in = true;
                    }
                }
                ServerMessage::Game(update) => {
                    seen.updates.push(text);
                    seen.received_at.push(Instant::now());
                    if !read {
                        read = true;
                        seen.reads.push((asked_at, update.ply));
                    }
                    if let (Some(mine), Some((ply, _))) = (seat, &acting)
                        && update.ply == ply + 1
                        && update.events.iter().any(|event| event.actor == mine)
                    {
                        seen.accepted.push(*ply);
                    }
                    if update.outcome.is_some() {
                        seen.finished = true;
                        break;
                    }
                    if rng.below(CHURN) == 0 {
                        break;
                    }
                    if update.legal.is_empty() {
                        continue;
                    }
                    let action = match &acting {
                        Some((ply, action)) if *ply == update.ply => action.clone(),
                        _ => update.legal[rng.below(update.legal.len() as u64) as usize]
                            .action
                            .clone(),
                    };
                    tokio::time::sleep(think.mul_f64(0.5 + rng.unit())).await;
                    acting = Some((update.ply, action.clone()));
                    seen.sent.push((update.ply, action.clone()));
                    let act = ClientMessage::Act {
                        ply: update.ply,
                        action,
                    };
                    if !send(&mut socket, &act).await {
                        break;
                    }
                }
                ServerMessage::Error { kind, .. } => {
                    count(&mut seen.refused, kind);
                    if !seated {
                        // The arrival was refused: come back through any process.
                        break;
                    }
                    // An action refused for the moment (the table suspended, the database
                    // away) is sent again: on this connection, or half the time after coming
                    // back through any process.
                    if kind == ErrorKind::Server
                        && let Some((ply, action)) = acting.clone()
                    {
                        tokio::time::sleep(Duration::from_millis(200)).await;
                        if rng.below(2) == 0 {
                            break;
                        }
                        seen.sent.push((ply, action.clone()));
                        if !send(&mut socket, &ClientMessage::Act { ply, action }).await {
                            break;
                        }
                    }
                }
                ServerMessage::Closed { reason } => {
                    seen.trouble
                        .push(format!("the table was closed: {reason:?}"));
                    break 'connections;
                }
                _ => {}
            }
        }
        let _ = timeout(Duration::from_millis(500), socket.close(None)).await;
        tokio::time::sleep(Duration::from_millis(50 + rng.below(200))).await;
    }
    seen
}
