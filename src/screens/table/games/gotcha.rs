//! Gotcha at the table: the opponents' hidden hands numbered from both ends, revealed cards, and guesses chosen in steps (player, end, position, value) or by clicking a card.

use crate::screens::table::layouts::{
    Place, Presented, TableLayout, Voice, ZoneCards, card_text, name, possessive, relative,
    turn_line,
};
use challenge_rules::games::gotcha::{self, Gotcha};
use challenge_rules::{Card, Seat};

/// "1st", "2nd", "3rd", "4th"…
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn value_name(value: u8) -> String {
    match value {
        1 => "Ace".to_string(),
        11 => "Jack".to_string(),
        12 => "Queen".to_string(),
        13 => "King".to_string(),
        v => v.to_string(),
    }
}

impl Presented for Gotcha {
    fn layout(view: &gotcha::View, voice: Voice) -> TableLayout {
        let you = voice.you(view.seat);
        let seats = view.seats.max(1);
        let mut zones = vec![
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied()),
            ZoneCards::open(Place::Row(0), view.discards.iter().copied()),
            ZoneCards::hidden(Place::Stock, view.set_aside_count),
        ];
        let mut captions = vec![(
            Place::Hand(0),
            format!(
                "{} · {}",
                name(view.seat, you),
                view.scores.get(view.seat).copied().unwrap_or(0)
            ),
        )];
        for seat in (0..seats).filter(|&s| s != view.seat) {
            let place = relative(seat, view.seat, seats);
            let count = view.hand_counts.get(seat).copied().unwrap_or(0);
            zones.push(ZoneCards::hidden(Place::Hand(place), count));
            let discards = view.discard_counts.get(seat).copied().unwrap_or(0);
            zones.push(ZoneCards::hidden(Place::Row(place), discards));
            let marker = if view.turn == Some(seat) { "▶ " } else { "" };
            captions.push((
                Place::Hand(place),
                format!(
                    "{marker}{} · {} cards · {} pts",
                    name(seat, you),
                    count,
                    view.scores.get(seat).copied().unwrap_or(0)
                ),
            ));
        }
        // Correct guesses, newest first, so everyone sees what came out of which hand.
        zones.push(ZoneCards::open(
            Place::Pile,
            view.revealed.iter().map(|r| r.card),
        ));
        let mut status = vec![turn_line(view.turn, you)];
        status.push(match view.phase {
            gotcha::Phase::Discard => format!("Discard {} more", view.discards_left),
            gotcha::Phase::Guess if view.last_turn => "Last turn".to_string(),
            gotcha::Phase::Guess => "Guessing".to_string(),
            gotcha::Phase::Over => "The game is over".to_string(),
        });
        for record in view.history.iter().rev().take(3) {
            let verdict = match record.card {
                Some(card) => format!("right, {}", card_text(card)),
                None => "wrong".to_string(),
            };
            status.push(format!(
                "{} guessed {} {} smallest is {}: {verdict}",
                name(record.guesser, you),
                possessive(record.target, you),
                ordinal(record.position + 1),
                value_name(record.value)
            ));
        }
        let prompt = (view.turn == Some(view.seat)).then(|| match view.phase {
            gotcha::Phase::Discard => {
                format!(
                    "Discard {} card(s): click them one at a time",
                    view.discards_left
                )
            }
            gotcha::Phase::Guess => {
                "Guess a card: pick a player, an end, a position, then a value".to_string()
            }
            gotcha::Phase::Over => String::new(),
        });
        TableLayout {
            zones,
            opponents: seats - 1,
            status,
            captions,
            prompt,
            to_act: view.turn.map(|seat| relative(seat, view.seat, seats)),
            numbered: (1..seats).map(Place::Hand).collect(),
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &gotcha::Action) -> Vec<Card> {
        match action {
            gotcha::Action::Discard { card } => vec![*card],
            _ => Vec::new(),
        }
    }

    fn action_group(action: &gotcha::Action) -> Vec<String> {
        match *action {
            gotcha::Action::Guess {
                target,
                position,
                from,
                ..
            } => vec![
                format!("Player {}", usize::from(target) + 1),
                match from {
                    gotcha::End::Smallest => "Count from the smallest".to_string(),
                    gotcha::End::Largest => "Count from the largest".to_string(),
                },
                format!("{} card", ordinal(usize::from(position))),
            ],
            _ => Vec::new(),
        }
    }

    fn target_path(seat: Seat, index: usize) -> Vec<String> {
        vec![
            format!("Player {}", seat + 1),
            "Count from the smallest".to_string(),
            format!("{} card", ordinal(index + 1)),
        ]
    }

    fn action_label(view: &gotcha::View, action: &gotcha::Action, _: &str) -> String {
        match *action {
            gotcha::Action::Guess {
                target,
                position,
                from,
                value,
            } => {
                let target = usize::from(target);
                let count = view.hand_counts.get(target).copied().unwrap_or(0);
                let nth = usize::from(position).max(1);
                let from_smallest = match from {
                    gotcha::End::Smallest => nth - 1,
                    gotcha::End::Largest => count.saturating_sub(nth),
                };
                let distance = from_smallest.min(count.saturating_sub(1 + from_smallest)) + 1;
                let possible = view
                    .possible_values
                    .get(target)
                    .and_then(|p| p.get(from_smallest));
                let ruled_out = possible.is_some_and(|p| !p.is_empty() && !p.contains(&value));
                if ruled_out {
                    format!("{} (ruled out)", value_name(value))
                } else {
                    format!("{} · scores {}", value_name(value), 3 + distance)
                }
            }
            gotcha::Action::Gotcha => {
                "Call Gotcha · +1 if right and not an end card, else lose its distance".to_string()
            }
            gotcha::Action::Discard { card } => format!("Discard {}", card_text(card)),
        }
    }
}
