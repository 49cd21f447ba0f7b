//! What players type, as the table shows it: names and chat lines tidied the same way by the
//! client that types them and by the server that keeps them, so what a player sees in their
//! settings is what the others see.

/// The longest name kept, in characters.
pub const NAME_LIMIT: usize = 24;

/// A name as shown at the table: no control characters, no invisible ones that would reorder
/// or hide the text round it (bidirectional overrides, zero-width spaces), each run of spaces
/// one space, trimmed, at most [`NAME_LIMIT`] characters. A name that tidies to nothing stays
/// empty: each client then names the seat in its player's language ("Player 2", "Игрок 2").
pub fn tidy_name(name: &str) -> String {
    tidy_text(name, NAME_LIMIT)
}

/// Typed text as shown to others: no control or invisible characters, each run of white space
/// (new lines too) one space, trimmed, at most `limit` characters.
pub fn tidy_text(text: &str, limit: usize) -> String {
    let mut tidy = String::new();
    let mut kept = 0;
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = !tidy.is_empty();
            continue;
        }
        if c.is_control() || is_invisible(c) {
            continue;
        }
        let needed = if space { 2 } else { 1 };
        if kept + needed > limit {
            break;
        }
        if space {
            tidy.push(' ');
            space = false;
        }
        tidy.push(c);
        kept += needed;
    }
    tidy
}

/// Characters that draw nothing yet change how the text round them reads: Unicode's format
/// characters that names have no use for (the soft hyphen, the zero-width ones, the marks and
/// overrides of bidirectional text, the word joiner and its kin, the byte-order mark) and the
/// variation selectors' invisible fillers.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_control_and_invisible_characters_and_extra_spaces() {
        assert_eq!(tidy_name("  Anna \t\n Lee  "), "Anna Lee");
        assert_eq!(tidy_name("An\u{7}na"), "Anna");
        assert_eq!(
            tidy_name("\u{202E}Anna\u{200B}"),
            "Anna",
            "override, zero width"
        );
        assert_eq!(tidy_name("Борис"), "Борис");
        assert_eq!(tidy_name("\u{200B} \u{FEFF}"), "");
    }

    #[test]
    fn names_are_cut_to_the_limit_without_a_trailing_space() {
        let long = "x".repeat(NAME_LIMIT + 5);
        assert_eq!(tidy_name(&long).chars().count(), NAME_LIMIT);
        let spaced = format!("{} y", "x".repeat(NAME_LIMIT - 1));
        assert_eq!(tidy_name(&spaced), "x".repeat(NAME_LIMIT - 1));
        assert_eq!(tidy_name(&"é".repeat(30)).chars().count(), NAME_LIMIT);
    }
}
