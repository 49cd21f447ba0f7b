//! Gotcha at the table: the opponents' hidden hands numbered from both ends, revealed cards, and guesses chosen in steps (player, end, position, value) or by clicking a card. Its words are the `gotcha-table-…` messages.

use crate::layouts::{Place, Presented, TableLayout, ZoneCards, relative, turn_line};
use challenge_rules::games::gotcha::{self, Gotcha};
use challenge_rules::{Card, Phrase, Seat, Speak, Values};

/// The steps a guess is chosen in: a player, an end to count from, a position.
fn guess_path(target: Seat, from: gotcha::End, position: usize) -> Vec<Phrase> {
    let end = match from {
        gotcha::End::Smallest => "smallest",
        gotcha::End::Largest => "largest",
    };
    vec![
        Phrase::new("seat").seat("seat", target),
        Phrase::new("gotcha-table-count-from").word("end", end),
        Phrase::new("gotcha-table-position").count("position", position),
    ]
}

impl Presented for Gotcha {
    fn layout(view: &gotcha::View) -> TableLayout {
        let seats = view.seats.max(1);
        let score = |seat: Seat| view.scores.get(seat).copied().unwrap_or(0);
        let mut zones = Vec::new();
        let mut captions = Vec::new();
        // A spectator holds no hand: every seat, the one watched from too, is shown as others.
        if !view.watching {
            zones.push(ZoneCards::open(Place::Hand(0), view.hand.iter().copied()));
            zones.push(ZoneCards::open(
                Place::Row(0),
                view.discards.iter().copied(),
            ));
            captions.push((
                Place::Hand(0),
                Phrase::new("gotcha-table-caption-own")
                    .seat("seat", view.seat)
                    .number("points", score(view.seat)),
            ));
        }
        zones.push(ZoneCards::hidden(Place::Stock, view.set_aside_count));
        for seat in (0..seats).filter(|&s| view.watching || s != view.seat) {
            let place = relative(seat, view.seat, seats);
            let count = view.hand_counts.get(seat).copied().unwrap_or(0);
            zones.push(ZoneCards::hidden(Place::Hand(place), count));
            let discards = view.discard_counts.get(seat).copied().unwrap_or(0);
            zones.push(ZoneCards::hidden(Place::Row(place), discards));
            let to_act = if view.turn == Some(seat) { "yes" } else { "no" };
            captions.push((
                Place::Hand(place),
                Phrase::new("gotcha-table-caption")
                    .seat("seat", seat)
                    .count("cards", count)
                    .number("points", score(seat))
                    .word("to_act", to_act),
            ));
        }
        // Correct guesses, newest first, so everyone sees what came out of which hand.
        zones.push(ZoneCards::open(
            Place::Pile,
            view.revealed.iter().map(|r| r.card),
        ));
        let mut status = vec![turn_line(view.turn)];
        status.push(match view.phase {
            gotcha::Phase::Discard => {
                Phrase::new("gotcha-table-discarding").count("count", view.discards_left)
            }
            gotcha::Phase::Guess if view.last_turn => Phrase::new("gotcha-table-last-turn"),
            gotcha::Phase::Guess => Phrase::new("gotcha-table-guessing"),
            gotcha::Phase::Over => Phrase::new("table-game-over"),
        });
        for record in view.history.iter().rev().take(3) {
            // The history counts positions from the smallest card, from 1.
            let guess = gotcha::Note::Guess {
                target: record.target,
                end: gotcha::End::Smallest,
                position: u8::try_from(record.position).unwrap_or(u8::MAX),
                value: record.value,
            };
            let guess = guess.phrase().seat("seat", record.guesser);
            status.push(match record.card {
                Some(card) => Phrase::new("gotcha-table-guessed-right")
                    .nested("guess", guess)
                    .card("card", card),
                None => Phrase::new("gotcha-table-guessed-wrong").nested("guess", guess),
            });
        }
        let prompt = (view.turn == Some(view.seat) && !view.watching).then(|| match view.phase {
            gotcha::Phase::Discard => {
                Phrase::new("gotcha-table-prompt-discard").count("count", view.discards_left)
            }
            gotcha::Phase::Guess => Phrase::new("gotcha-table-prompt-guess"),
            gotcha::Phase::Over => Phrase::new("table-game-over"),
        });
        TableLayout {
            zones,
            opponents: seats - 1,
            status,
            captions,
            prompt,
            to_act: view.turn.map(|seat| relative(seat, view.seat, seats)),
            numbered: (usize::from(!view.watching)..seats)
                .map(Place::Hand)
                .collect(),
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &gotcha::Action) -> Vec<Card> {
        match action {
            gotcha::Action::Discard { card } => vec![*card],
            _ => Vec::new(),
        }
    }

    fn action_group(action: &gotcha::Action) -> Vec<Phrase> {
        match *action {
            gotcha::Action::Guess {
                target,
                position,
                from,
                ..
            } => guess_path(usize::from(target), from, usize::from(position)),
            _ => Vec::new(),
        }
    }

    fn target_path(seat: Seat, index: usize) -> Vec<Phrase> {
        guess_path(seat, gotcha::End::Smallest, index + 1)
    }

    fn action_label(view: &gotcha::View, action: &gotcha::Action) -> Phrase {
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
                let value = gotcha::value_arg(value);
                if ruled_out {
                    Phrase::new("gotcha-table-value-ruled-out").arg("value", value)
                } else {
                    Phrase::new("gotcha-table-value")
                        .arg("value", value)
                        .count("points", 3 + distance)
                }
            }
            gotcha::Action::Gotcha => Phrase::new("gotcha-table-call-gotcha"),
            gotcha::Action::Discard { .. } => action.phrase(),
        }
    }
}
