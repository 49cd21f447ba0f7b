//! Bluff Poker at the table: both rows with their best hands, the Lowball picks, and what folding or answering would score.

use crate::screens::table::layouts::{
    Place, Presented, TableLayout, Voice, ZoneCards, card_text, name, possessive_title, turn_line,
};
use challenge_rules::games::bluff_poker::{self, BluffPoker};
use challenge_rules::{Card, Seat};

impl Presented for BluffPoker {
    fn layout(view: &bluff_poker::View, voice: Voice) -> TableLayout {
        let you = voice.you(view.seat);
        let me = view.seat.min(1);
        let other = 1 - me;
        let row = |seat: Seat, place: usize| ZoneCards {
            place: Place::Row(place),
            cards: view.rows[seat]
                .cards
                .iter()
                .copied()
                .map(Some)
                .chain(std::iter::repeat_n(None, view.rows[seat].hidden))
                .collect(),
            face_up: true,
        };
        let zones = vec![
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied()),
            ZoneCards::hidden(Place::Hand(1), view.hand_counts[other]),
            row(me, 0),
            row(other, 1),
            ZoneCards::open(Place::Pile, view.picking.iter().copied()),
            ZoneCards::hidden(Place::Stock, view.stock),
            ZoneCards::open(Place::Discard, view.out_of_play.iter().copied()),
        ];
        let mut status = vec![
            turn_line(view.to_act, you),
            format!("{}: {} points", name(me, you), view.scores[me]),
            format!("{}: {} points", name(other, you), view.scores[other]),
            format!(
                "{} pack{}{}",
                view.packs,
                if view.packs > 1 { "s" } else { "" },
                if view.lowball_option {
                    ", Lowball allowed"
                } else {
                    ""
                }
            ),
        ];
        if let Some(last) = &view.last_hand {
            status.push(format!("Last hand: {last}"));
        }
        // "Your row · Pair of Kings"; an empty row has no hand to name.
        let row_caption = |seat: Seat| match view.rows[seat].best.as_deref() {
            Some(best) if !best.is_empty() => {
                format!("{} row · {best}", possessive_title(seat, you))
            }
            _ => format!("{} row", possessive_title(seat, you)),
        };
        let captions = vec![
            (Place::Row(0), row_caption(me)),
            (Place::Row(1), row_caption(other)),
            (Place::Stock, format!("Stock {}", view.stock)),
        ];
        let prompt = (view.to_act == Some(view.seat)).then(|| match view.phase {
            bluff_poker::Phase::Hand { .. } => "Play a card to your row, or fold".to_string(),
            bluff_poker::Phase::LowballPick { .. } => {
                format!("Pick your Lowball hand: {} of 5 chosen", view.picks_made)
            }
            bluff_poker::Phase::LowballAnswer { .. } => {
                "Lowball! Answer with five cards of your own, or fold".to_string()
            }
            bluff_poker::Phase::LowballRespond { .. } => {
                format!("Pick your answering hand: {} of 5 chosen", view.picks_made)
            }
            bluff_poker::Phase::Over => String::new(),
        });
        TableLayout {
            zones,
            opponents: 1,
            status,
            captions,
            prompt,
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &bluff_poker::Action) -> Vec<Card> {
        match action {
            bluff_poker::Action::Play { card } | bluff_poker::Action::Choose { card } => {
                vec![*card]
            }
            _ => Vec::new(),
        }
    }

    fn action_label(view: &bluff_poker::View, action: &bluff_poker::Action, label: &str) -> String {
        use bluff_poker::{Action, Phase};
        let leader_face_up = match view.phase {
            Phase::LowballAnswer { leader_face_up, .. } => Some(leader_face_up),
            _ => None,
        };
        match (action, leader_face_up) {
            (Action::Fold, _) => match view.fold_value {
                Some(value) => format!("Fold · they score {value}"),
                None => label.to_string(),
            },
            (Action::Lowball { face_up: true }, _) => {
                format!("{label} · they fold: you 15; face up: lower hand 30; face down: you 30")
            }
            (Action::Lowball { face_up: false }, _) => {
                format!("{label} · they fold: you 15; face up: lower hand 30; face down: you 5")
            }
            (Action::Respond { face_up: true }, _) => {
                format!("{label} · the lower hand scores 30")
            }
            (Action::Respond { face_up: false }, Some(true)) => format!("{label} · they score 30"),
            (Action::Respond { face_up: false }, _) => format!("{label} · they score 5"),
            _ => label.to_string(),
        }
    }

    fn why_not(view: &bluff_poker::View, card: Card) -> Option<String> {
        let me = view.seat.min(1);
        (view.packs > 1 && view.rows[me].cards.contains(&card)).then(|| {
            format!(
                "{} is already in your row: with two packs a row may not hold two identical cards",
                card_text(card)
            )
        })
    }
}
