//! What must not be guessed: seat tokens and invite codes, drawn from the operating system's
//! random bytes.

use challenge_online::{CODE_ALPHABET, CODE_LENGTH};

/// Random bytes from the operating system. Tokens and codes must not be guessable, so there is
/// no fallback to a weaker source: without one the server cannot run.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if let Err(e) = getrandom::fill(&mut bytes) {
        panic!("the operating system gave no random bytes: {e}");
    }
    bytes
}

/// A new seat token: 128 random bits as 32 hex digits.
pub fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// A new invite code, any of the 16.7 million equally likely.
pub fn new_code() -> String {
    // 16 letters: each takes 4 random bits.
    let bits = random_bytes::<3>();
    (0..CODE_LENGTH)
        .map(|i| {
            let nibble = (bits[i / 2] >> (4 * (i % 2))) & 0x0f;
            CODE_ALPHABET[nibble as usize % CODE_ALPHABET.len()] as char
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_codes_are_well_formed() {
        assert!(challenge_online::is_token(&new_token()));
        assert!(challenge_online::normalize_code(&new_code()).is_some());
        assert_ne!(new_token(), new_token());
    }
}
