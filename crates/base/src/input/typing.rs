//! Text a player types into a field of the game's own interface (a name): from the keyboard,
//! a phone's keyboard (its keys arrive as the keyboard's), or a pad stepping letter by letter
//! as the invite code is entered (Left/Right step the letter, A keeps it).

use bevy::input::keyboard::Key;

/// The letters a pad steps through, in order.
const PAD_LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -.";

/// The text of one field being typed, at most `limit` characters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextEntry {
    text: String,
    /// The letter a pad is stepping through at the end, shown but not yet kept.
    stepping: Option<char>,
    limit: usize,
}

impl TextEntry {
    pub fn new(text: &str, limit: usize) -> TextEntry {
        TextEntry {
            text: text.chars().take(limit).collect(),
            stepping: None,
            limit,
        }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Applies one key: a character appends (Space too), Backspace removes the last one.
    /// Control characters and keys that type nothing change nothing. Returns whether the text
    /// changed.
    pub fn type_key(&mut self, key: &Key) -> bool {
        let typed = match key {
            Key::Character(text) => text.as_str(),
            Key::Space => " ",
            Key::Backspace => {
                self.stepping = None;
                return self.text.pop().is_some();
            }
            _ => return false,
        };
        let mut changed = false;
        for c in typed.chars().filter(|c| !c.is_control()) {
            if self.text.chars().count() < self.limit {
                self.text.push(c);
                self.stepping = None;
                changed = true;
            }
        }
        changed
    }

    /// Steps the letter after the text through [`PAD_LETTERS`], wrapping round.
    pub fn step(&mut self, forward: bool) {
        if self.text.chars().count() >= self.limit {
            return;
        }
        let letters: Vec<char> = PAD_LETTERS.chars().collect();
        let at = self
            .stepping
            .and_then(|letter| letters.iter().position(|&l| l == letter));
        let next = match (at, forward) {
            (None, true) => 0,
            (None, false) => letters.len() - 1,
            (Some(i), true) => (i + 1) % letters.len(),
            (Some(i), false) => (i + letters.len() - 1) % letters.len(),
        };
        self.stepping = Some(letters[next]);
    }

    /// Keeps the stepped letter. Returns whether there was one.
    pub fn confirm_step(&mut self) -> bool {
        match self.stepping.take() {
            Some(letter) => {
                self.text.push(letter);
                true
            }
            None => false,
        }
    }

    /// The text as shown while it is typed: the stepped letter after it, then a line where the next one goes.
    pub fn display(&self) -> String {
        let mut shown = self.text.clone();
        if let Some(letter) = self.stepping {
            shown.push(letter);
        }
        shown.push('_');
        shown
    }
}
