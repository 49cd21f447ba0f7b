//! The names players go by at a table: tidied, and never one that would pass for "You" or for
//! another seat in any language the game speaks, since each client words the seats without a
//! name itself ("Player 2", "Игрок 2") and calls its own seat "You".

use challenge_online::{NAME_LIMIT, tidy_name};
use challenge_rules::{Phrase, Values};
use challenge_text::{Lang, SeatNames, Text};
use std::sync::LazyLock;

/// Seats are numbered up to this in the names kept from players ("Player 99").
const NUMBERED_SEATS: i64 = 99;

/// What the clients call seats, in every language, as [`key`]s.
static RESERVED: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut reserved = Vec::new();
    for lang in Lang::ALL {
        let text = Text::new(lang);
        reserved.push(key(&text.get("seat-you")));
        for number in 1..=NUMBERED_SEATS {
            let phrase = Phrase::new("seat-player").number("number", number);
            reserved.push(key(&text.say(&phrase, &SeatNames::nobody())));
        }
    }
    reserved
});

/// A name as compared with others: tidied, in lower case, without spaces ("player2" and
/// "Player 2" read alike).
fn key(name: &str) -> String {
    tidy_name(name)
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

fn reserved(name: &str) -> bool {
    RESERVED.contains(&key(name))
}

/// The name a player who gave `given` goes by at a table where the other players go by
/// `others`: tidied; empty (so each client names the seat by its number) when it would pass
/// for "You" or for a numbered seat; numbered ("Anna 2") when another player has it already.
pub fn seat_name<'a>(given: &str, others: impl IntoIterator<Item = &'a str>) -> String {
    let name = tidy_name(given);
    if name.is_empty() || reserved(&name) {
        return String::new();
    }
    let others: Vec<String> = others
        .into_iter()
        .filter(|other| !other.is_empty())
        .map(key)
        .collect();
    let taken = |candidate: &str| others.contains(&key(candidate));
    if !taken(&name) {
        return name;
    }
    // One of the first `others.len() + 1` numbers is free.
    for number in 2..=others.len() + 2 {
        let suffix = format!(" {number}");
        let base: String = name
            .chars()
            .take(NAME_LIMIT.saturating_sub(suffix.chars().count()))
            .collect();
        let candidate = format!("{}{suffix}", base.trim_end());
        if !taken(&candidate) && !reserved(&candidate) {
            return candidate;
        }
    }
    String::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_name_passes_for_you_or_for_a_numbered_seat_in_any_language() {
        for name in [
            "You",
            "you",
            "Вы",
            "Du",
            "Tú",
            "Vous",
            "Player 2",
            "player2",
            "PLAYER  3",
        ] {
            assert_eq!(seat_name(name, []), "", "{name}");
        }
        for name in [
            "Игрок 5",
            "Spieler 16",
            "Jugador 1",
            "Joueur 4",
            "\u{202E}You",
        ] {
            assert_eq!(seat_name(name, []), "", "{name}");
        }
        assert_eq!(seat_name("Player One", []), "Player One");
        assert_eq!(seat_name("Youri", []), "Youri");
    }

    #[test]
    fn a_name_another_player_has_is_numbered() {
        assert_eq!(seat_name("Anna", ["anna"]), "Anna 2");
        assert_eq!(seat_name("Anna", ["Anna", "Anna 2", ""]), "Anna 3");
        assert_eq!(seat_name("Anna", ["Boris", ""]), "Anna");
        let long = "x".repeat(NAME_LIMIT);
        let numbered = seat_name(&long, [long.as_str()]);
        assert_eq!(numbered.chars().count(), NAME_LIMIT);
        assert!(numbered.ends_with(" 2"), "{numbered}");
    }

    #[test]
    fn names_are_tidied() {
        assert_eq!(seat_name("  Anna\u{7}  Lee ", []), "Anna Lee");
        assert_eq!(seat_name("\u{200B}", []), "");
    }
}
