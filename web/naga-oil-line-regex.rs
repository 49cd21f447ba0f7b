//! The regular expressions of naga_oil's preprocessor in the browser build, which uses
//! regex-lite under regex's name (web/build.sh says why). The preprocessor tries a dozen
//! patterns on every line of every shader as the game starts, and regex-lite runs each through
//! its one general engine, about a fifth of a second of the page's thread before the first
//! frame. Each pattern here knows a piece of text every match of it contains ("#" for the
//! directives, the keyword of the others) and answers at once for a line without it, which is
//! nearly every line; any other line goes to regex-lite as before.

// regex-lite, which the copy takes under regex's name.
pub use regex::{CaptureMatches, Captures, Error, Replacer};
use std::borrow::Cow;

/// A pattern and the text every match of it contains, when it is one of the preprocessor's.
#[derive(Debug)]
pub struct Regex {
    pattern: regex::Regex,
    needle: Option<&'static str>,
}

/// What the preprocessor's patterns contain, each outside any class or repetition (its
/// patterns are fixed in the release the build takes): "#" in the directives, a keyword in the
/// rest.
const NEEDLES: [&str; 4] = ["#", "enable", "requires", "diagnostic"];

impl Regex {
    pub fn new(pattern: &str) -> Result<Regex, Error> {
        Ok(Regex {
            pattern: regex::Regex::new(pattern)?,
            needle: NEEDLES.into_iter().find(|needle| pattern.contains(needle)),
        })
    }

    /// Whether `haystack` could hold a match: false only where it lacks the needle.
    fn may_match(&self, haystack: &str) -> bool {
        self.needle.is_none_or(|needle| haystack.contains(needle))
    }

    pub fn is_match(&self, haystack: &str) -> bool {
        self.may_match(haystack) && self.pattern.is_match(haystack)
    }

    pub fn captures<'h>(&self, haystack: &'h str) -> Option<Captures<'h>> {
        if self.may_match(haystack) {
            self.pattern.captures(haystack)
        } else {
            None
        }
    }

    pub fn replace<'h, R: Replacer>(&self, haystack: &'h str, with: R) -> Cow<'h, str> {
        if self.may_match(haystack) {
            self.pattern.replace(haystack, with)
        } else {
            Cow::Borrowed(haystack)
        }
    }

    pub fn captures_iter<'r, 'h>(&'r self, haystack: &'h str) -> CaptureMatches<'r, 'h> {
        // None of the patterns matches an empty text, so that gives no captures at all.
        let haystack = if self.may_match(haystack) { haystack } else { &haystack[..0] };
        self.pattern.captures_iter(haystack)
    }
}
