//! Share codes: a game record as a short text that carries it to another machine.
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

use super::{GameRecord, advance, legal_at, play_choice};
use crate::any_game::{canonical_json, new_game};
use crate::deal::Deal;
use crate::info::GameInfo;
use crate::phrase::{Phrase, Speak, Values};
use crate::refusal::{Refuse, RulesError};
use crate::registry::GameId;
use crate::setup;
use serde_json::Value;
use std::fmt;

/// What every share code starts with (read in any case).
pub const CODE_PREFIX: &str = "CH-";
/// The payload layout this build writes and reads.
pub const CODE_VERSION: u64 = 1;

/// Crockford's base32 alphabet: no I, L, O or U, which are easy to misread.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The kind of refusal of a code that does not read: damaged or mistyped.
const DAMAGED: &str = "error-code-damaged";

/// A code that does not read, with what exactly is wrong for a developer.
fn damaged(why: impl fmt::Display) -> RulesError {
    CodeRefusal::Damaged {
        why: why.to_string(),
    }
    .into()
}

/// A code that does not read because the rules refuse what it holds: the rules' refusal comes
/// along as the code's `cause`.
fn refused(cause: RulesError) -> RulesError {
    RulesError::from(CodeRefusal::Damaged { why: String::new() }).because(cause)
}

/// A code made by a newer version, `why` for a developer.
fn newer(why: impl fmt::Display) -> RulesError {
    CodeRefusal::Newer {
        why: why.to_string(),
    }
    .into()
}

/// Why a share code is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeRefusal {
    /// A code whose characters or bytes do not hold together, or whose moves do not replay:
    /// damaged or mistyped; `why` is for a developer.
    Damaged { why: String },
    /// A code of a format, game or option this version does not have.
    Newer { why: String },
    /// Text that does not start with [`CODE_PREFIX`].
    Prefix,
    /// A character that no code holds.
    Character { character: char },
    /// The code of a game of `game` that is not over after its `moves` moves, where a
    /// finished one is wanted (a kept replay).
    Unfinished { game: GameId, moves: usize },
}

impl Speak for CodeRefusal {
    fn phrase(&self) -> Phrase {
        match self {
            CodeRefusal::Damaged { .. } => Phrase::new(DAMAGED),
            CodeRefusal::Newer { .. } => Phrase::new("error-code-newer"),
            CodeRefusal::Prefix => Phrase::new("error-code-prefix").verbatim("prefix", CODE_PREFIX),
            CodeRefusal::Character { character } => {
                Phrase::new("error-code-character").verbatim("character", character)
            }
            CodeRefusal::Unfinished { game, moves } => Phrase::new("error-unfinished")
                .nested("game", Phrase::new(game.title_id()))
                .count("moves", *moves),
        }
    }
}

impl Refuse for CodeRefusal {
    fn detail(&self) -> String {
        match self {
            CodeRefusal::Damaged { why } | CodeRefusal::Newer { why } => why.clone(),
            _ => String::new(),
        }
    }

    fn examples(game: &GameInfo) -> Vec<CodeRefusal> {
        let game = GameId::from_id(game.id).unwrap_or(GameId::ALL[0]);
        vec![
            CodeRefusal::Damaged {
                why: "an example".into(),
            },
            CodeRefusal::Newer {
                why: "an example".into(),
            },
            CodeRefusal::Prefix,
            CodeRefusal::Character { character: 'U' },
            CodeRefusal::Unfinished { game, moves: 12 },
        ]
    }
}

impl fmt::Display for CodeRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::refusal::display(self, f)
    }
}

impl GameRecord {
    /// The record as a share code (see the module documentation for the layout). Fails only
    /// for a record whose moves do not replay, with the move that does not.
    pub fn to_code(&self) -> Result<String, RulesError> {
        if self.stacked.is_some() {
            return Err(RulesError::internal(
                "a stacked deal does not fit in a share code",
            ));
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
                newer(format!(
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
                newer(format!(
                    "a game this version does not have (game number {number})"
                ))
            })?;
        let seats = usize::try_from(reader.varint()?).unwrap_or(usize::MAX);
        crate::any_game::check_seats(game, seats).map_err(refused)?;
        let options = read_options(&mut reader, game, seats)?;
        let seed = reader.varint()?;
        let mut record = GameRecord::new(game, seats, options, seed).map_err(refused)?;
        let count = reader.varint()?;
        let mut moves = BitReader {
            bytes: reader.rest(),
            at: 0,
        };
        let mut state = record.start()?;
        let mut ply = 0;
        // Errors of the rules name the move; the code is named so the player knows whose it is.
        let in_code = refused;
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
        return Err(newer(format!(
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
                return Err(newer(format!(
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
        .ok_or(CodeRefusal::Prefix)?;
    let mut symbols = Vec::with_capacity(body.len());
    for c in body.chars().filter(|&c| c != '-') {
        let value = symbol_value(c).ok_or(CodeRefusal::Character { character: c })?;
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
