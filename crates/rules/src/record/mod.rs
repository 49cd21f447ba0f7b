//! Game records: the seed, options and moves of one game, from which every state of it can be
//! rebuilt (replays, resuming a game), and the short share code that carries a record to
//! another machine ([`code`]).
//!
//! A record stores each move as its index in the stable `legal_actions()` list of its ply, so
//! it is compact, does not depend on how actions are spelt in JSON, and replays exactly: the
//! deal comes from `Deal::seeded(seed)` and the rules are deterministic.

pub mod code;
pub mod library;

pub use code::{CODE_PREFIX, CODE_VERSION, CodeRefusal};

use crate::any_game::{DynGame, GameBox, LegalAction, new_game};
use crate::game::{Deal, Level, RulesError, Seat};
use crate::registry::GameId;
use crate::registry::{Event, Outcome};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One game from its deal to its last move so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub game: GameId,
    pub seats: usize,
    /// Every option, as [`DynGame::options`] returns them.
    pub options: Value,
    /// The game is dealt with `Deal::seeded(seed)`, or with the pack below.
    pub seed: u64,
    /// The first deal's pack, top card first, where it was stacked (a lesson's) rather than
    /// shuffled from the seed. Such a record has no share code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacked: Option<Vec<crate::Card>>,
    /// Each move as its index in the legal actions of its ply.
    pub actions: Vec<u32>,
}

/// One move of a replay: who made it, what it was and what it caused.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReplayStep {
    pub seat: Seat,
    /// The move's index in the legal actions of its ply.
    pub index: u32,
    /// How many legal actions there were to choose from.
    pub legal_count: usize,
    pub action: LegalAction,
    /// The events the move caused, for the viewer to animate.
    pub events: Vec<Event>,
}

/// Every state of a recorded game, for a viewer that steps forward and back without replaying:
/// `state(ply)` is the game after `ply` moves and `step(ply)` the move that leads from it to
/// `state(ply + 1)`.
#[derive(Clone, Debug)]
pub struct Timeline {
    states: Vec<GameBox>,
    steps: Vec<ReplayStep>,
}

impl Timeline {
    /// The number of moves.
    pub fn plies(&self) -> usize {
        self.steps.len()
    }

    /// The game after `ply` moves (0 is the deal), for `ply` up to [`Timeline::plies`].
    pub fn state(&self, ply: usize) -> Option<&GameBox> {
        self.states.get(ply)
    }

    /// The move made from the state after `ply` moves.
    pub fn step(&self, ply: usize) -> Option<&ReplayStep> {
        self.steps.get(ply)
    }

    /// The game after every move.
    pub fn last(&self) -> &GameBox {
        // Never empty: a timeline is built from its starting state up.
        &self.states[self.states.len() - 1]
    }
}

impl GameRecord {
    /// A record of a game not yet played: checks the game can be set up and stores its options
    /// in full (`null` or a partial object are filled in with the defaults).
    pub fn new(
        game: GameId,
        seats: usize,
        options: Value,
        seed: u64,
    ) -> Result<GameRecord, RulesError> {
        let table = new_game(game, options, seats, Deal::seeded(seed))?;
        Ok(GameRecord {
            game,
            seats,
            options: table.options(),
            seed,
            stacked: None,
            actions: Vec::new(),
        })
    }

    /// How the game was dealt.
    pub fn deal(&self) -> Deal {
        Deal {
            seed: self.seed,
            stacked: self.stacked.clone(),
        }
    }

    /// The number of moves recorded.
    pub fn plies(&self) -> usize {
        self.actions.len()
    }

    /// The game as dealt, before any move.
    pub fn start(&self) -> Result<GameBox, RulesError> {
        new_game(self.game, self.options.clone(), self.seats, self.deal())
    }

    /// The game after every recorded move.
    pub fn replay(&self) -> Result<GameBox, RulesError> {
        self.state_at(self.actions.len())
    }

    /// The game after the first `ply` moves.
    pub fn state_at(&self, ply: usize) -> Result<GameBox, RulesError> {
        let Some(moves) = self.actions.get(..ply) else {
            return Err(RulesError::damaged(format!(
                "there is no state after move {ply}: the record has {} moves",
                self.actions.len()
            )));
        };
        let mut state = self.start()?;
        for (at, &index) in moves.iter().enumerate() {
            advance(&mut state, at, index)?;
        }
        Ok(state)
    }

    /// Every state and every move, replayed once (linear in the number of moves).
    pub fn timeline(&self) -> Result<Timeline, RulesError> {
        let mut state = self.start()?;
        let mut states = Vec::with_capacity(self.actions.len() + 1);
        let mut steps = Vec::with_capacity(self.actions.len());
        states.push(state.clone());
        for (ply, &index) in self.actions.iter().enumerate() {
            steps.push(advance(&mut state, ply, index)?);
            states.push(state.clone());
        }
        Ok(Timeline { states, steps })
    }

    /// Records `action`, about to be applied to `before` (the game after the recorded moves),
    /// and returns its index. Any form `apply` accepts is recorded as the listed action it
    /// stands for. `before` is not changed: see [`GameRecord::play`] to do both at once.
    pub fn push(&mut self, before: &dyn DynGame, action: &Value) -> Result<u32, RulesError> {
        self.check_same_table(before)?;
        let (index, _) = listed_action(before, action)?;
        self.actions.push(index);
        Ok(index)
    }

    /// Applies `action` to `game` (the game after the recorded moves) and records it; on an
    /// error neither changes.
    pub fn play(
        &mut self,
        game: &mut dyn DynGame,
        action: &Value,
    ) -> Result<Vec<Event>, RulesError> {
        self.check_same_table(game)?;
        let (index, listed) = listed_action(game, action)?;
        let events = game.apply(&listed)?;
        self.actions.push(index);
        Ok(events)
    }

    /// A whole game of `game` with its default options played by computer players, the one at
    /// each seat at `level_of(seat)`, their choices drawn from `seed` as the deal is: its record
    /// and how it ended.
    pub fn played_by_computers(
        game: GameId,
        seats: usize,
        seed: u64,
        level_of: impl Fn(Seat) -> Level,
    ) -> Result<(GameRecord, Outcome), RulesError> {
        let mut record = GameRecord::new(game, seats, Value::Null, seed)?;
        let mut state = record.start()?;
        let mut rng = GameRng::seeded(seed);
        while let Some(seat) = state.to_act() {
            let action = state
                .bot_action(level_of(seat), &mut rng)
                .ok_or_else(|| RulesError::damaged(format!("no move for seat {seat}")))?;
            record.play(state.as_mut(), &action.action)?;
        }
        let outcome = state
            .outcome()
            .ok_or_else(|| RulesError::damaged("the game stopped before its end"))?;
        Ok((record, outcome))
    }

    /// Keeps only the first `ply` moves (undo, or a replay taken over from a chosen move).
    pub fn truncate(&mut self, ply: usize) {
        self.actions.truncate(ply);
    }

    fn check_same_table(&self, game: &dyn DynGame) -> Result<(), RulesError> {
        if game.id() == self.game && game.seats() == self.seats {
            return Ok(());
        }
        Err(RulesError::damaged(format!(
            "this record is of {} for {} players, not {} for {}",
            self.game,
            self.seats,
            game.id(),
            game.seats()
        )))
    }
}

/// The legal actions of the move after `ply` moves, or why there is no move to make.
fn legal_at(state: &dyn DynGame, ply: usize) -> Result<Vec<LegalAction>, RulesError> {
    let legal = state.legal_actions();
    if state.to_act().is_none() || legal.is_empty() {
        return Err(RulesError::damaged(format!(
            "move {} cannot be replayed: the game was already over after {ply} moves",
            ply + 1
        )));
    }
    Ok(legal)
}

/// Plays the action at `index` of `legal` as move `ply + 1`.
fn play_choice(
    state: &mut GameBox,
    legal: Vec<LegalAction>,
    ply: usize,
    index: u32,
) -> Result<ReplayStep, RulesError> {
    let legal_count = legal.len();
    let Some(action) = legal.into_iter().nth(index as usize) else {
        return Err(RulesError::damaged(format!(
            "move {} cannot be replayed: it names legal action {} but only {legal_count} were \
             legal",
            ply + 1,
            u64::from(index) + 1
        )));
    };
    let seat = state.to_act().unwrap_or_default();
    let events = state.apply(&action.action).map_err(|e| {
        RulesError::damaged(format!(
            "move {} ({}) was refused: {e}",
            ply + 1,
            action.phrase
        ))
    })?;
    Ok(ReplayStep {
        seat,
        index,
        legal_count,
        action,
        events,
    })
}

/// Plays recorded move `ply + 1`, given by its index.
fn advance(state: &mut GameBox, ply: usize, index: u32) -> Result<ReplayStep, RulesError> {
    let legal = legal_at(&**state, ply)?;
    play_choice(state, legal, ply, index)
}

/// The index of `action` in the legal list of `game`, and the action as listed.
fn listed_action(game: &dyn DynGame, action: &Value) -> Result<(u32, Value), RulesError> {
    if game.to_act().is_none() {
        return Err(RulesError::game_over());
    }
    let legal = game.legal_actions();
    let at = match legal.iter().position(|listed| listed.action == *action) {
        Some(at) => at,
        None => equivalent_position(game, &legal, action)?,
    };
    let index = u32::try_from(at)
        .map_err(|_| RulesError::damaged("the legal action list is too long to record"))?;
    Ok((index, legal[at].action.clone()))
}

/// Finds the listed action that `action`, another spelling `apply` accepts (cards in another
/// order…), stands for. `DynGame` does not hand out the canonical form itself, but its phrase
/// goes through it, and among listed actions with that phrase the one with the same effect
/// (events and resulting state) is the one meant.
fn equivalent_position(
    game: &dyn DynGame,
    legal: &[LegalAction],
    action: &Value,
) -> Result<usize, RulesError> {
    let mut given = game.clone_box();
    // Refuses an illegal action with the rules' own explanation.
    let given_events = given.apply(action)?;
    let given_state = given.save()?;
    let phrase = game.describe(action)?;
    for (at, listed) in legal.iter().enumerate() {
        if listed.phrase != phrase {
            continue;
        }
        let mut candidate = game.clone_box();
        if candidate.apply(&listed.action)? == given_events && candidate.save()? == given_state {
            return Ok(at);
        }
    }
    Err(RulesError::internal(format!(
        "{phrase} was accepted but stands for none of the listed legal actions, so it cannot \
         be recorded: pass the action as legal_actions lists it"
    )))
}

#[cfg(test)]
mod played;
#[cfg(test)]
mod tests;
