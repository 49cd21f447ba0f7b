//! Playing again at the same table: seats agreeing to the next game once one is over, the
//! running totals of wins and points over the table's games, and the next game dealt to the same
//! seats (tokens unchanged) with the deal moved on to the next seat and a fresh seed.

use super::{BOT_STREAM, Occupant, Table, error, unix_now};
use challenge_online::{ErrorKind, Refusal};
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Deal, GameRng, Outcome, Seat};
use serde_json::Value;
use tokio::time::Instant;

/// Each seat's games won and points scored over the games of a table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Totals {
    pub(super) wins: Vec<u32>,
    pub(super) points: Vec<i64>,
}

impl Totals {
    /// Nothing won yet at a table of `seats`.
    pub(super) fn new(seats: usize) -> Totals {
        Totals {
            wins: vec![0; seats],
            points: vec![0; seats],
        }
    }

    /// Totals as stored, one per seat: a row from before totals has none, and a row edited by
    /// hand may have too many or too few.
    pub(super) fn fitted(mut wins: Vec<u32>, mut points: Vec<i64>, seats: usize) -> Totals {
        wins.resize(seats, 0);
        points.resize(seats, 0);
        Totals { wins, points }
    }

    /// Counts a finished game: a win for every seat among its winners (each of a shared win
    /// too), and each seat's final score.
    pub(super) fn add(&mut self, outcome: &Outcome) {
        for &seat in &outcome.winners {
            if let Some(wins) = self.wins.get_mut(seat) {
                *wins = wins.saturating_add(1);
            }
        }
        for (points, score) in self.points.iter_mut().zip(&outcome.scores) {
            *points = points.saturating_add(*score);
        }
    }
}

/// The seed of the game after game number `games`, dealt from `seed`, the seed of that game.
/// A bijective mix (splitmix64's), so the seeds of a table's games follow from its first one
/// and consecutive games never share a deal.
fn next_seed(seed: u64, games: u64) -> u64 {
    let mut z = seed.wrapping_add(games.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The options of the next game: the same, with the deal passed to the next seat.
fn next_options(mut options: Value, seats: usize) -> Value {
    if let Some(dealer) = options.get_mut("dealer")
        && let Some(seat) = dealer.as_u64()
        && seats > 0
    {
        *dealer = Value::from((seat + 1) % seats as u64);
    }
    options
}

/// What dealing the next game changes, kept to put back if the table cannot be saved.
struct Finished {
    game: GameBox,
    options: Value,
    seed: u64,
    ply: u64,
    created: u64,
    games: u64,
    rematch: Vec<Seat>,
    bot_rng: GameRng,
    seats: Vec<Occupant>,
}

impl Table {
    /// A seat agrees to play again once the game is over; the next game is dealt when
    /// everyone it waits for has agreed.
    pub(super) async fn rematch(&mut self, by: Option<Seat>) -> Result<(), Refusal> {
        let Some(seat) = by else {
            return Err(error(
                ErrorKind::Unauthorised,
                "spectators do not play: only a seated player agrees to play again",
            ));
        };
        if !self.started || !self.finished() {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game is not over: agree to play again once it is",
            ));
        }
        // Agreeing again changes nothing, but deals if a save failed when it last should have.
        let at = match self.rematch.binary_search(&seat) {
            Ok(_) if self.all_agreed() => return self.deal_next().await,
            Ok(_) => return Ok(()),
            Err(at) => at,
        };
        self.rematch.insert(at, seat);
        let result = if self.all_agreed() {
            self.deal_next().await
        } else {
            self.persist(None).await.map(|()| self.broadcast_info())
        };
        if result.is_err() {
            self.rematch.remove(at);
        }
        result
    }

    /// Whether the next game may be dealt: someone agreed, and so did every seat held by a
    /// connected player and the host, who answers for the players away. Computer players,
    /// and players who left (computer players now), need no answer.
    fn all_agreed(&self) -> bool {
        !self.rematch.is_empty()
            && self
                .seats
                .iter()
                .enumerate()
                .all(|(seat, occupant)| match occupant {
                    Occupant::Player(player) if seat == self.host || player.connections > 0 => {
                        self.rematch.binary_search(&seat).is_ok()
                    }
                    _ => true,
                })
    }

    /// After a player drops or leaves a finished game, the others may be all the next game
    /// waits for: deals it if so, and someone is still there to play it.
    pub(super) async fn deal_if_agreed(&mut self) {
        let someone_there = self
            .seats
            .iter()
            .any(|seat| matches!(seat, Occupant::Player(player) if player.connections > 0));
        if !self.started || !self.finished() || !someone_there || !self.all_agreed() {
            return;
        }
        if let Err(refused) = self.deal_next().await {
            eprintln!(
                "challenge-server: table {}: the next game could not be dealt: {refused:?}",
                self.code
            );
        }
    }

    /// Deals the next game to the same seats: the same game and options but the dealer, a
    /// fresh seed, ply 0. Saved before anyone hears of it; if it cannot be, the finished game
    /// stays and the refusal says why.
    async fn deal_next(&mut self) -> Result<(), Refusal> {
        let seats = self.seats.len();
        let seed = next_seed(self.seed, self.games);
        let game = any_game::new_game(
            self.game_id,
            next_options(self.options.clone(), seats),
            seats,
            Deal::seeded(seed),
        )
        .map_err(|e| {
            error(
                ErrorKind::Server,
                format!("the next game cannot be dealt: {e}"),
            )
        })?;
        let options = game.options();
        // The log keys each action by code, creation and ply: a later creation keeps the new
        // game's plies apart from the last one's, even within the same second.
        let created = unix_now().max(self.created + 1);
        let games = self.games + 1;
        let finished = Finished {
            game: std::mem::replace(&mut self.game, game),
            options: std::mem::replace(&mut self.options, options),
            seed: std::mem::replace(&mut self.seed, seed),
            ply: std::mem::replace(&mut self.ply, 0),
            created: std::mem::replace(&mut self.created, created),
            games: std::mem::replace(&mut self.games, games),
            rematch: std::mem::take(&mut self.rematch),
            bot_rng: std::mem::replace(&mut self.bot_rng, GameRng::seeded(seed ^ BOT_STREAM)),
            seats: self.seats.clone(),
        };
        // Players away at the deal have the usual grace to come back before a computer player
        // stands in; those it already stands in for keep it until they return.
        let now = Instant::now();
        for occupant in &mut self.seats {
            if let Occupant::Player(player) = occupant
                && player.connections == 0
                && !player.stand_in
            {
                player.away_since.get_or_insert(now);
            }
        }
        if let Err(refused) = self.persist(None).await {
            self.game = finished.game;
            self.options = finished.options;
            self.seed = finished.seed;
            self.ply = finished.ply;
            self.created = finished.created;
            self.games = finished.games;
            self.rematch = finished.rematch;
            self.bot_rng = finished.bot_rng;
            self.seats = finished.seats;
            return Err(refused);
        }
        self.last_activity = Instant::now();
        self.broadcast_info();
        self.broadcast_update(&[], self.host);
        self.schedule_bot();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_count_every_winner_and_sum_the_scores() {
        let mut totals = Totals::new(3);
        let outcome = |scores: Vec<i64>, winners: Vec<Seat>| Outcome {
            scores,
            winners,
            summary: challenge_rules::games::gotcha::Note::Draw { points: 0 }.into(),
        };
        totals.add(&outcome(vec![5, -2, 5], vec![0, 2]));
        totals.add(&outcome(vec![1, 1, 1], vec![]));
        // A seat past the table's is passed over, not counted or panicked on.
        totals.add(&outcome(vec![0, 3, 0, 9], vec![1, 7]));
        assert_eq!(totals.wins, vec![1, 1, 1]);
        assert_eq!(totals.points, vec![6, 2, 6]);
        assert_eq!(
            Totals::fitted(vec![2], vec![], 2),
            Totals {
                wins: vec![2, 0],
                points: vec![0, 0]
            }
        );
    }

    #[test]
    fn the_deal_moves_on_and_every_game_has_its_own_seed() {
        assert_eq!(
            next_options(serde_json::json!({"dealer":1,"pack":32}), 2),
            serde_json::json!({"dealer":0,"pack":32})
        );
        assert_eq!(
            next_options(serde_json::json!({"dealer":1}), 3),
            serde_json::json!({"dealer":2})
        );
        assert_eq!(next_options(Value::Null, 2), Value::Null);
        let mut seeds = vec![7];
        for games in 1..50 {
            seeds.push(next_seed(*seeds.last().unwrap(), games));
        }
        let mut distinct = seeds.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), seeds.len(), "{seeds:?}");
        assert_eq!(
            next_seed(7, 1),
            next_seed(7, 1),
            "the same table deals alike"
        );
    }
}
