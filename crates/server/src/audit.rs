//! A table rebuilt from its action log: the game dealt again from the stored seed, options and
//! seat count, then every logged action applied in order. It shows that a stored snapshot
//! agrees with its log, and it is how a finished online game can be replayed. A table that
//! played again stores its current game's seed and options and logs it under that game's
//! creation time, so the store's `actions` (the latest creation's) rebuild it alike.

use crate::store::LoggedAction;
use crate::table::StoredTable;
use challenge_rules::any_game::{self, GameBox};
use challenge_rules::{Deal, GameId};

/// The game a table's record and its log make. A gap in the plies, an action the rules
/// refuse, or a record that cannot be read is an error naming where.
pub fn replay(meta: &str, log: &[LoggedAction]) -> Result<GameBox, String> {
    let stored: StoredTable =
        serde_json::from_str(meta).map_err(|e| format!("the table record cannot be read: {e}"))?;
    let game_id =
        GameId::from_id(&stored.game).ok_or_else(|| format!("unknown game '{}'", stored.game))?;
    let mut game = any_game::new_game(
        game_id,
        stored.options.clone(),
        stored.seats.len(),
        Deal::seeded(stored.seed),
    )
    .map_err(|e| format!("the game cannot be dealt again: {e}"))?;
    for (index, logged) in log.iter().enumerate() {
        let expected = index as u64 + 1;
        if logged.ply != expected {
            return Err(format!(
                "the log jumps from ply {index} to ply {}",
                logged.ply
            ));
        }
        if game.to_act() != Some(logged.seat) {
            return Err(format!(
                "ply {expected} was logged for seat {}, but seat {:?} was to act",
                logged.seat,
                game.to_act()
            ));
        }
        let action: serde_json::Value = serde_json::from_str(&logged.action)
            .map_err(|e| format!("ply {expected}'s action cannot be read: {e}"))?;
        game.apply(&action)
            .map_err(|e| format!("ply {expected}'s action is refused by the rules: {e}"))?;
    }
    Ok(game)
}
