//! The host changing the game's options in the lobby: the game is dealt anew from the same seed
//! with the new options, so options the rules refuse are refused here and change nothing.

use super::{Table, error};
use challenge_online::{ErrorKind, Refusal};
use challenge_rules::{Deal, Seat, any_game};
use serde_json::Value;

impl Table {
    /// The host sets the game's options before the deal; everyone at the table is told.
    pub(super) async fn set_options(
        &mut self,
        by: Option<Seat>,
        options: Value,
    ) -> Result<(), Refusal> {
        if by != Some(self.host) {
            return Err(error(
                ErrorKind::Unauthorised,
                "only the host changes the options",
            ));
        }
        if self.started {
            return Err(error(
                ErrorKind::WrongPhase,
                "the game has started: its options are set",
            ));
        }
        let game = any_game::new_game(
            self.game_id,
            options,
            self.seats.len(),
            Deal::seeded(self.seed),
        )
        .map_err(|e| Refusal {
            kind: ErrorKind::BadMessage,
            message: e.to_string(),
            rules: Some(e),
        })?;
        let options = game.options();
        if options == self.options {
            return Ok(());
        }
        let game = std::mem::replace(&mut self.game, game);
        let before = std::mem::replace(&mut self.options, options);
        if let Err(refused) = self.persist(None).await {
            self.game = game;
            self.options = before;
            return Err(refused);
        }
        self.broadcast_info();
        Ok(())
    }
}
