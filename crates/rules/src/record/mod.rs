//! Game records: the seed, options and moves of one game, from which every state of it can be
//! rebuilt (replays, resuming a game), and the short share code that carries a record to
//! another machine.
//!
//! A record stores each move as its index in the stable `legal_actions()` list of its ply, so
//! it is compact, does not depend on how actions are spelt in JSON, and replays exactly: the
//! deal comes from `Deal::seeded(seed)` and the rules are deterministic.
//!
//! # Share codes
//!
//! A code is `CH-` followed by the payload bytes in Crockford base32
//! (`0123456789ABCDEFGHJKMNPQRSTVWXYZ`, 5 bits a symbol, the last symbol padded with zero
//! bits). On import, whitespace, line breaks and hyphens are ignored, case does not matter and
//! `O`, `I`, `L` are read as `0`, `1`, `1`, so a code pasted from a chat or typed from a screen
//! still reads. `U` and every other character are refused.
//!
//! The payload, in order (varints are unsigned LEB128: 7 bits a byte, low bits first):
//!
//! | field          | encoding                                                              |
//! |----------------|-----------------------------------------------------------------------|
//! | format version | varint, [`CODE_VERSION`]                                              |
//! | game           | varint, the game's code number (see below)                            |
//! | seats          | varint                                                                |
//! | options header | varint `2k`: `k` option choices follow; `2n + 1`: `n` bytes of JSON   |
//! | options        | `k` varints, the chosen index of each of `setup::option_specs(game, seats)` in order, or the options as canonical JSON (`any_game::canonical_json`) |
//! | seed           | varint                                                                |
//! | move count     | varint                                                                |
//! | moves          | bit-packed, most significant bit first: each move's index in the legal list of its ply, in just enough bits for that list (`ceil(log2(len))`, so a forced move takes none); zero bits pad the last byte |
//! | checksum       | 4 bytes, FNV-1a (32 bit) of every byte above, big-endian              |
//!
//! Options take the short form (one small index per setup row) whenever they are exactly a
//! combination the setup screen offers; anything else (options set through the protocol)
//! falls back to JSON, which is longer but always faithful.
//!
//! Game code numbers are each game's `share_code` in its registration ([`crate::GameInfo`]), not
//! the position in `GameId::ALL`: that list is in menu order and a new game may be inserted
//! anywhere in it, which would turn every old code into another game. The numbers are fixed
//! forever; the registry's tests check they stay distinct and unchanged.
//!
//! The moves are packed against the number of legal actions at each ply, which needs the game
//! replayed: that is why [`GameRecord::to_code`] can fail (on a record that does not replay)
//! and why [`GameRecord::from_code`] replays every move before it accepts a code. Changing a
//! game's option choices or the order of its legal actions changes what existing codes mean;
//! such a change must come with a new [`CODE_VERSION`].

pub mod library;

use crate::any_game::{DynGame, GameBox, LegalAction, canonical_json, new_game};
use crate::game::{Deal, Level, RulesError, Seat};
use crate::phrase::Values;
use crate::registry::GameId;
use crate::registry::{Event, Outcome};
use crate::rng::GameRng;
use crate::setup;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What every share code starts with (read in any case).
pub const CODE_PREFIX: &str = "CH-";
/// The payload layout this build writes and reads.
pub const CODE_VERSION: u64 = 1;

/// Crockford's base32 alphabet: no I, L, O or U, which are easy to misread.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The refusal for any code whose bytes do not hold together.
/// The kind of error of a code that does not read: damaged or mistyped.
const DAMAGED: &str = "error-code-damaged";

/// A code that does not read, with what exactly is wrong for a developer.
fn damaged(detail: impl std::fmt::Display) -> RulesError {
    RulesError::new(DAMAGED).detail(detail)
}

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

    /// The record as a share code (see the module documentation for the layout). Fails only
    /// for a record whose moves do not replay, with the move that does not.
    pub fn to_code(&self) -> Result<String, RulesError> {
        if self.stacked.is_some() {
            return Err(RulesError::new("error-internal")
                .detail("a stacked deal does not fit in a share code"));
        }
        let mut state = self.start()?;
        // As the game fills them in, so a record made with partial options gets the same code.
        let options = state.options();
        let mut payload = Vec::new();
        write_varint(&mut payload, CODE_VERSION);
        write_varint(&mut payload, self.game.info().share_code);
        write_varint(&mut payload, self.seats as u64);
        match self.option_choices(&options)? {
            Some(choices) => {
                write_varint(&mut payload, 2 * choices.len() as u64);
                for choice in choices {
                    write_varint(&mut payload, choice as u64);
                }
            }
            None => {
                let json = canonical_json(&options);
                write_varint(&mut payload, 2 * json.len() as u64 + 1);
                payload.extend_from_slice(json.as_bytes());
            }
        }
        write_varint(&mut payload, self.seed);
        write_varint(&mut payload, self.actions.len() as u64);
        let mut moves = BitWriter::default();
        for (ply, &index) in self.actions.iter().enumerate() {
            let step = advance(&mut state, ply, index)?;
            moves.write(u64::from(index), index_width(step.legal_count));
        }
        payload.extend_from_slice(&moves.bytes);
        let check = fnv1a32(&payload);
        payload.extend_from_slice(&check.to_be_bytes());
        Ok(format!("{CODE_PREFIX}{}", base32_encode(&payload)))
    }

    /// The indices of the setup choices that give exactly `options` (as the game fills them
    /// in), if there are any.
    fn option_choices(&self, options: &Value) -> Result<Option<Vec<usize>>, RulesError> {
        let specs = setup::option_specs(self.game, self.seats);
        let found = specs.iter().map(|spec| {
            let value = options.get(spec.key)?;
            spec.choices
                .iter()
                .position(|choice| &choice.value == value)
        });
        let Some(choices) = found.collect::<Option<Vec<usize>>>() else {
            return Ok(None);
        };
        // Compared as the game fills them in, so options outside the setup rows count too.
        let chosen = setup::options_json(self.game, self.seats, &choices);
        let table = new_game(self.game, chosen, self.seats, Deal::seeded(self.seed))?;
        Ok((table.options() == *options).then_some(choices))
    }

    /// Reads a share code, checking everything: prefix, characters, checksum, version, game,
    /// seats and options, then replays every move. Never panics, whatever the text.
    pub fn from_code(code: &str) -> Result<GameRecord, RulesError> {
        let payload = decode_text(code)?;
        let mut reader = ByteReader {
            bytes: &payload,
            at: 0,
        };
        let version = reader.varint()?;
        if version != CODE_VERSION {
            return Err(if version > CODE_VERSION {
                RulesError::new("error-code-newer").detail(format!(
                    "code format {version}; this version reads format {CODE_VERSION}"
                ))
            } else {
                damaged(format!("format {version} is not one Challenge ever wrote"))
            });
        }
        let number = reader.varint()?;
        let game = GameId::ALL
            .into_iter()
            .find(|&game| game.info().share_code == number)
            .ok_or_else(|| {
                RulesError::new("error-code-newer").detail(format!(
                    "a game this version does not have (game number {number})"
                ))
            })?;
        let seats = usize::try_from(reader.varint()?).unwrap_or(usize::MAX);
        crate::any_game::check_seats(game, seats)
            .map_err(|e| RulesError::new(DAMAGED).because(e))?;
        let options = read_options(&mut reader, game, seats)?;
        let seed = reader.varint()?;
        let mut record = GameRecord::new(game, seats, options, seed)
            .map_err(|e| RulesError::new(DAMAGED).because(e))?;
        let count = reader.varint()?;
        let mut moves = BitReader {
            bytes: reader.rest(),
            at: 0,
        };
        let mut state = record.start()?;
        let mut ply = 0;
        // Errors of the rules name the move; the code is named so the player knows whose it is.
        let in_code = |error: RulesError| RulesError::new(DAMAGED).because(error);
        while (ply as u64) < count {
            let legal = legal_at(&*state, ply).map_err(in_code)?;
            let index = moves
                .read(index_width(legal.len()))
                .map_err(|_| damaged(format!("it ends before move {}", ply + 1)))?;
            let index = u32::try_from(index).map_err(|_| damaged("a move index is too large"))?;
            let step = play_choice(&mut state, legal, ply, index).map_err(in_code)?;
            record.actions.push(step.index);
            ply += 1;
        }
        moves.finish()?;
        Ok(record)
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
    Err(RulesError::new("error-internal").detail(format!(
        "{phrase} was accepted but stands for none of the listed legal actions, so it cannot \
         be recorded: pass the action as legal_actions lists it"
    )))
}

/// Reads the options header and the options it announces.
fn read_options(reader: &mut ByteReader, game: GameId, seats: usize) -> Result<Value, RulesError> {
    let header = reader.varint()?;
    let length = usize::try_from(header / 2).map_err(|_| damaged("the options are too long"))?;
    if header % 2 == 1 {
        let json = reader.take(length)?;
        return serde_json::from_slice(json).map_err(|_| damaged("the options are not JSON"));
    }
    let specs = setup::option_specs(game, seats);
    if length > specs.len() {
        return Err(RulesError::new("error-code-newer").detail(format!(
            "this code sets {length} options but {game} has {} here",
            specs.len()
        )));
    }
    let mut choices = Vec::with_capacity(length);
    for spec in &specs[..length] {
        let choice = reader.varint()?;
        match usize::try_from(choice) {
            Ok(choice) if choice < spec.choices.len() => choices.push(choice),
            _ => {
                return Err(RulesError::new("error-code-newer").detail(format!(
                    "this code's '{}' is not one this version offers",
                    spec.key
                )));
            }
        }
    }
    Ok(setup::options_json(game, seats, &choices))
}

/// The payload bytes of a code, with its prefix, characters, length and checksum checked.
fn decode_text(code: &str) -> Result<Vec<u8>, RulesError> {
    let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let body = compact
        .get(..CODE_PREFIX.len())
        .filter(|prefix| prefix.eq_ignore_ascii_case(CODE_PREFIX))
        .map(|_| &compact[CODE_PREFIX.len()..])
        .ok_or_else(|| RulesError::new("error-code-prefix").verbatim("prefix", CODE_PREFIX))?;
    let mut symbols = Vec::with_capacity(body.len());
    for c in body.chars().filter(|&c| c != '-') {
        let value = symbol_value(c)
            .ok_or_else(|| RulesError::new("error-code-character").verbatim("character", c))?;
        symbols.push(value);
    }
    let mut payload =
        base32_decode(&symbols).ok_or_else(|| damaged("its characters do not decode"))?;
    // The shortest payload: six one-byte varints (no options, no moves) and the checksum.
    if payload.len() < 10 {
        return Err(damaged("it is too short"));
    }
    let body_length = payload.len() - 4;
    let mut check = [0; 4];
    check.copy_from_slice(&payload[body_length..]);
    if u32::from_be_bytes(check) != fnv1a32(&payload[..body_length]) {
        return Err(damaged("its check does not match"));
    }
    payload.truncate(body_length);
    Ok(payload)
}

/// The value of one code character; `O`, `I` and `L` are read as the digits they look like.
fn symbol_value(c: char) -> Option<u8> {
    match c.to_ascii_uppercase() {
        'O' => Some(0),
        'I' | 'L' => Some(1),
        upper => ALPHABET
            .iter()
            .position(|&symbol| char::from(symbol) == upper)
            .map(|at| at as u8),
    }
}

fn base32_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let mut buffer: u32 = 0;
    let mut bits = 0;
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
        buffer &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// Bytes from 5-bit symbols; None unless they are exactly what [`base32_encode`] writes (a
/// whole symbol too many, or padding bits that are not zero), so one game has one code.
fn base32_decode(symbols: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(symbols.len() * 5 / 8);
    let mut buffer: u32 = 0;
    let mut bits = 0;
    for &symbol in symbols {
        buffer = (buffer << 5) | u32::from(symbol);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    (bits < 5 && buffer == 0).then_some(out)
}

fn fnv1a32(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash, &byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

fn write_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value & 0x7f) as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// The bits needed for an index into a list of `count` (none when there is no choice).
fn index_width(count: usize) -> u32 {
    usize::BITS - count.saturating_sub(1).leading_zeros()
}

/// Reads the byte-aligned fields of a payload.
struct ByteReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> ByteReader<'a> {
    fn take(&mut self, length: usize) -> Result<&'a [u8], RulesError> {
        let end = self
            .at
            .checked_add(length)
            .filter(|&end| end <= self.bytes.len())
            .ok_or_else(|| damaged("it ends too soon"))?;
        let taken = &self.bytes[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn varint(&mut self) -> Result<u64, RulesError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.take(1)?[0];
            let part = u64::from(byte & 0x7f);
            // The tenth byte may only hold the top bit of a u64.
            if shift == 63 && part > 1 {
                break;
            }
            value |= part << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(damaged("a number does not read"))
    }

    fn rest(&self) -> &'a [u8] {
        &self.bytes[self.at..]
    }
}

/// Packs values most significant bit first.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bits: usize,
}

impl BitWriter {
    fn write(&mut self, value: u64, width: u32) {
        for bit in (0..width).rev() {
            if self.bits.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if (value >> bit) & 1 == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 0x80 >> (self.bits % 8);
            }
            self.bits += 1;
        }
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn read(&mut self, width: u32) -> Result<u64, RulesError> {
        let mut value = 0;
        for _ in 0..width {
            let byte = self
                .bytes
                .get(self.at / 8)
                .ok_or_else(|| damaged("it ends too soon"))?;
            value = (value << 1) | u64::from((byte >> (7 - self.at % 8)) & 1);
            self.at += 1;
        }
        Ok(value)
    }

    /// Checks that only zero padding is left.
    fn finish(&self) -> Result<(), RulesError> {
        let used_bytes = self.at.div_ceil(8);
        let padding_is_zero =
            self.at.is_multiple_of(8) || self.bytes[self.at / 8] & (0xff >> (self.at % 8)) == 0;
        if used_bytes == self.bytes.len() && padding_is_zero {
            Ok(())
        } else {
            Err(damaged("it holds more than its moves"))
        }
    }
}

#[cfg(test)]
mod tests;
