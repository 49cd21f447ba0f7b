//! The finished games a player keeps to watch again: the newest [`KEPT_GAMES`], each its record
//! with who played which seat and how it ended, in a JSON form that is checked in full (every
//! game must replay to its end) before it is accepted.

use super::GameRecord;
use super::code::CodeRefusal;
use crate::game::{Level, RulesError, Seat};
use crate::registry::GameNote;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

/// What a stored library says it is.
pub const LIBRARY_FORMAT: &str = "challenge-replays";
/// The layout this build writes and reads.
pub const LIBRARY_VERSION: u32 = 1;
/// How many finished games are kept; the oldest goes when another is added.
pub const KEPT_GAMES: usize = 50;

/// Who played a seat of a kept game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    /// A person at this device.
    Local,
    Computer(Level),
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct KeptGame {
    pub record: GameRecord,
    /// Who played each seat; empty for a game that came as a share code.
    pub players: Vec<Player>,
    /// Seconds since the Unix epoch; 0 when unknown (a shared game).
    pub finished_at: u64,
    /// How it ended, as the rules record it. Written for people reading the file; read back
    /// from the record itself, which replays to its end anyway when a library is checked.
    pub summary: GameNote,
}

/// A kept game as stored: the summary is not trusted (and earlier libraries wrote it as an
/// English sentence), so it is read past and made again from the record.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredGame {
    record: GameRecord,
    players: Vec<Player>,
    finished_at: u64,
    #[serde(default)]
    #[allow(dead_code)]
    summary: IgnoredAny,
}

impl KeptGame {
    /// A game from a share code: the record replayed to its end, who played unknown.
    pub fn from_code(code: &str) -> Result<KeptGame, RulesError> {
        let record = GameRecord::from_code(code)?;
        let summary = finished_summary(&record)?;
        Ok(KeptGame {
            record,
            players: Vec::new(),
            finished_at: 0,
            summary,
        })
    }

    /// The seat a replay is first shown from: the first local player, else seat 0.
    pub fn first_local_seat(&self) -> Seat {
        self.players
            .iter()
            .position(|player| *player == Player::Local)
            .unwrap_or(0)
    }

    /// Whether the record replays to a finished game and the players fit its seats.
    pub fn check(&self) -> Result<(), RulesError> {
        if !self.players.is_empty() && self.players.len() != self.record.seats {
            return Err(RulesError::damaged(format!(
                "{} players are named for {} seats",
                self.players.len(),
                self.record.seats
            )));
        }
        let summary = finished_summary(&self.record)?;
        if summary != self.summary {
            return Err(RulesError::damaged(
                "the summary is not how the record ends",
            ));
        }
        Ok(())
    }
}

/// The outcome's summary of a record that replays to the end of its game.
fn finished_summary(record: &GameRecord) -> Result<GameNote, RulesError> {
    let end = record.replay()?;
    match (end.to_act(), end.outcome()) {
        (None, Some(outcome)) => Ok(outcome.summary),
        _ => Err(CodeRefusal::Unfinished {
            game: record.game,
            moves: record.plies(),
        }
        .into()),
    }
}

/// The kept games, oldest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReplayLibrary {
    games: Vec<KeptGame>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredLibrary {
    format: String,
    version: u32,
    games: Vec<StoredGame>,
}

/// The library as written.
#[derive(Serialize)]
struct WrittenLibrary<'a> {
    format: &'static str,
    version: u32,
    games: &'a [KeptGame],
}

impl ReplayLibrary {
    pub fn new() -> ReplayLibrary {
        ReplayLibrary::default()
    }

    /// The kept games, oldest first.
    pub fn games(&self) -> &[KeptGame] {
        &self.games
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Keeps a finished game, letting the oldest go past [`KEPT_GAMES`]. A game that does not
    /// replay to its end is refused and the library stays as it was.
    pub fn keep(&mut self, game: KeptGame) -> Result<(), RulesError> {
        game.check()?;
        self.games.push(game);
        if self.games.len() > KEPT_GAMES {
            let excess = self.games.len() - KEPT_GAMES;
            self.games.drain(..excess);
        }
        Ok(())
    }

    pub fn to_json(&self) -> String {
        let stored = WrittenLibrary {
            format: LIBRARY_FORMAT,
            version: LIBRARY_VERSION,
            games: &self.games,
        };
        serde_json::to_string(&stored).expect("a replay library always serialises")
    }

    /// Reads a stored library; any game that does not replay to its end refuses the whole,
    /// so a damaged file is set aside as it is rather than silently trimmed.
    pub fn from_json(text: &str) -> Result<ReplayLibrary, RulesError> {
        let stored: StoredLibrary = serde_json::from_str(text)
            .map_err(|error| RulesError::damaged(format!("not a replay library: {error}")))?;
        if stored.format != LIBRARY_FORMAT {
            return Err(RulesError::damaged(format!(
                "not a replay library (its format is '{}')",
                stored.format
            )));
        }
        if stored.version != LIBRARY_VERSION {
            return Err(RulesError::damaged(format!(
                "replay library version {} is not one this version reads ({LIBRARY_VERSION})",
                stored.version
            )));
        }
        if stored.games.len() > KEPT_GAMES {
            return Err(RulesError::damaged(format!(
                "{} games kept, more than the {KEPT_GAMES} a library holds",
                stored.games.len()
            )));
        }
        let mut games = Vec::with_capacity(stored.games.len());
        for (number, game) in stored.games.into_iter().enumerate() {
            let does_not_replay = |error: RulesError| {
                RulesError::damaged(format!("kept game {} does not replay: {error}", number + 1))
            };
            let summary = finished_summary(&game.record).map_err(does_not_replay)?;
            let kept = KeptGame {
                record: game.record,
                players: game.players,
                finished_at: game.finished_at,
                summary,
            };
            kept.check().map_err(does_not_replay)?;
            games.push(kept);
        }
        Ok(ReplayLibrary { games })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::GameId;

    /// A whole game of `game` played by easy computer players, as a record.
    fn finished(game: GameId, seed: u64) -> GameRecord {
        GameRecord::played_by_computers(game, 2, seed, |_| Level::Easy)
            .unwrap()
            .0
    }

    fn kept(game: GameId, seed: u64) -> KeptGame {
        let record = finished(game, seed);
        KeptGame {
            summary: finished_summary(&record).unwrap(),
            record,
            players: vec![Player::Local, Player::Computer(Level::Hard)],
            finished_at: 1_700_000_000 + seed,
        }
    }

    #[test]
    fn the_newest_fifty_games_are_kept() {
        let game = kept(GameId::Gotcha, 1);
        let mut library = ReplayLibrary::new();
        for number in 0..(KEPT_GAMES as u64 + 7) {
            let mut next = game.clone();
            next.finished_at = number;
            library.keep(next).unwrap();
        }
        assert_eq!(library.games().len(), KEPT_GAMES);
        assert_eq!(library.games()[0].finished_at, 7);
        assert_eq!(
            library.games().last().unwrap().finished_at,
            KEPT_GAMES as u64 + 6
        );
    }

    #[test]
    fn a_game_not_played_to_its_end_is_refused_and_changes_nothing() {
        let mut library = ReplayLibrary::new();
        library.keep(kept(GameId::SvoiKozyri, 2)).unwrap();
        let before = library.clone();
        let mut unfinished = kept(GameId::SvoiKozyri, 3);
        unfinished.record.truncate(unfinished.record.plies() - 1);
        assert!(library.keep(unfinished).is_err());
        let mut miscounted = kept(GameId::SvoiKozyri, 4);
        miscounted.players.push(Player::Local);
        assert!(library.keep(miscounted).is_err());
        assert_eq!(library, before);
    }

    #[test]
    fn a_library_reads_back_what_it_wrote() {
        let mut library = ReplayLibrary::new();
        for (game, seed) in [
            (GameId::SuitChallenge, 5),
            (GameId::BluffPoker, 6),
            (GameId::Gotcha, 7),
        ] {
            library.keep(kept(game, seed)).unwrap();
        }
        let text = library.to_json();
        assert_eq!(ReplayLibrary::from_json(&text).unwrap(), library);
    }

    #[test]
    fn a_damaged_library_is_refused_with_a_reason() {
        let mut library = ReplayLibrary::new();
        library.keep(kept(GameId::BluffPoker, 8)).unwrap();
        let text = library.to_json();
        for (damaged, says) in [
            (
                text.replace("challenge-replays", "challenge-stats"),
                "format",
            ),
            (text.replace("\"version\":1", "\"version\":9"), "version"),
            ("{".to_string(), "not a replay library"),
            (
                text.replace("\"actions\":[", "\"actions\":[999,"),
                "does not replay",
            ),
        ] {
            let error = ReplayLibrary::from_json(&damaged).unwrap_err();
            assert!(
                error.to_string().contains(says),
                "{error} should say {says}"
            );
        }
    }

    #[test]
    fn a_shared_code_becomes_a_game_to_watch() {
        let game = kept(GameId::ChallengePoker, 9);
        let code = game.record.to_code().unwrap();
        let shared = KeptGame::from_code(&code).unwrap();
        assert_eq!(shared.record, game.record);
        assert_eq!(shared.summary, game.summary);
        assert!(shared.players.is_empty());
        assert_eq!(shared.first_local_seat(), 0);
        let mut unfinished = game.record.clone();
        unfinished.truncate(3);
        let error = KeptGame::from_code(&unfinished.to_code().unwrap()).unwrap_err();
        assert!(error.is("error-unfinished"), "{error}");
    }

    #[test]
    fn a_library_whose_summaries_were_sentences_still_reads() {
        // Libraries written before summaries were data hold an English line there.
        let mut library = ReplayLibrary::new();
        library.keep(kept(GameId::Gotcha, 10)).unwrap();
        let mut value: serde_json::Value = serde_json::from_str(&library.to_json()).unwrap();
        value["games"][0]["summary"] = serde_json::json!("Seat 1 wins with 30 points");
        let read = ReplayLibrary::from_json(&value.to_string()).unwrap();
        assert_eq!(read, library);
    }
}
