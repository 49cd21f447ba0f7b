//! A phrase's typed values as the Fluent values its message reads. Each kind gives the message
//! what it needs to choose its words:
//!
//! | value | `$name` | beside it |
//! |---|---|---|
//! | seat | the seat's name ([`Text::seat`]) | `$name-is`: `you` or `other` |
//! | seats | the names as a list ("Player 1 and Player 3") | `$name-count`: how many |
//! | number | the number (plural and ordinal selectors work on it) | |
//! | card | "10♥" | |
//! | cards | "Q♠ 10♥ 3♦" | `$name-count`: how many |
//! | suit | the message `suit-<suit>` ("♣ Clubs") | `$name-key`: `clubs`, … |
//! | rank | the message `rank-<label>` ("Queen") | `$name-key`: `2` … `10`, `j`, `q`, `k`, `a` |
//! | word | the keyword itself, for selectors | |
//! | phrase | the phrase in words | |
//! | verbatim | the text as it is | |

use crate::{Args, Problem, SeatNames, Text, card, cards, owned};
use challenge_rules::{Arg, Phrase, Seat, Values};
use fluent_bundle::FluentValue;

/// The Fluent arguments of `phrase`. In strict mode a nested phrase that cannot be worded is
/// an error; otherwise it is worded as well as it can be.
pub(crate) fn fluent_args(
    text: &Text,
    phrase: &Phrase,
    seats: &SeatNames,
    strict: bool,
) -> Result<Args<'static>, Problem> {
    let mut args = Args::new();
    for (name, value) in &phrase.args {
        let name = name.to_string();
        match value {
            Arg::Seat(seat) => {
                args.set(name.clone(), owned(text.seat(*seat, seats)));
                let person = if seats.you == Some(*seat) {
                    "you"
                } else {
                    "other"
                };
                args.set(format!("{name}-is"), person);
            }
            Arg::Seats(list) => {
                args.set(name.clone(), owned(seat_list(text, list, seats)));
                args.set(format!("{name}-count"), list.len());
            }
            Arg::Number(number) => args.set(name, FluentValue::from(*number)),
            Arg::Card(one) => args.set(name, owned(card(*one))),
            Arg::Cards(many) => {
                args.set(name.clone(), owned(cards(many)));
                args.set(format!("{name}-count"), many.len());
            }
            Arg::Suit(suit) => {
                let key = format!("{suit:?}").to_lowercase();
                args.set(name.clone(), owned(text.get(&format!("suit-{key}"))));
                args.set(format!("{name}-key"), owned(key));
            }
            Arg::Rank(rank) => {
                let key = rank.label().to_lowercase();
                args.set(name.clone(), owned(text.get(&format!("rank-{key}"))));
                args.set(format!("{name}-key"), owned(key));
            }
            Arg::Word(word) => args.set(name, owned(word.to_string())),
            Arg::Phrase(inner) => {
                let words = if strict {
                    text.try_say(inner, seats)?
                } else {
                    text.say(inner, seats)
                };
                args.set(name, owned(words));
            }
            Arg::Verbatim(words) => args.set(name, owned(words.clone())),
        }
    }
    Ok(args)
}

/// Seats as a list in words: "Player 1", "Player 1 and Player 3", "Player 1, Player 2 and
/// Player 4" (each language's `list-and` joins the last two).
fn seat_list(text: &Text, list: &[Seat], seats: &SeatNames) -> String {
    let names: Vec<String> = list.iter().map(|&seat| text.seat(seat, seats)).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => text.say(
            &Phrase::new("list-and")
                .verbatim("first", init.join(", "))
                .verbatim("last", last.clone()),
            &SeatNames::nobody(),
        ),
    }
}
