//! Suit Challenge at the table: both hands, the stock and discards, the nine-row score sheet, and what each call would score.

use crate::screens::table::layouts::{
    Place, Presented, ScoreSheet, TableLayout, Voice, ZoneCards, card_text, name, turn_line,
};
use challenge_rules::games::suit_challenge::{self, Row, SuitChallenge};
use challenge_rules::{Card, Seat};

impl Presented for SuitChallenge {
    fn layout(view: &suit_challenge::View, voice: Voice) -> TableLayout {
        let you = voice.you(view.seat);
        let me = view.seat.min(1);
        let other = 1 - me;
        let zones = vec![
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied()),
            ZoneCards::hidden(Place::Hand(1), view.opponent_cards),
            ZoneCards::hidden(Place::Stock, view.stock),
            ZoneCards::hidden(Place::Discard, view.discards),
        ];
        let mut status = vec![
            turn_line(view.to_act, you),
            format!("Round {}, dealer {}", view.round, name(view.dealer, you)),
        ];
        if let suit_challenge::Phase::Respond { caller, hand, .. } = &view.phase {
            status.push(format!("{} called {}", name(*caller, you), hand.name()));
        }
        if let Some(challenge) = &view.challenge {
            status.push(format!(
                "Challenge round: {} by {}",
                challenge.row.name(),
                name(challenge.challenger, you)
            ));
        }
        let sheet = |seat: Seat| view.sheets.get(seat).copied().unwrap_or([None; 9]);
        let total = |seat: Seat| view.totals.get(seat).copied().unwrap_or(0);
        let sheet = ScoreSheet {
            players: vec![name(me, you), name(other, you)],
            rows: Row::ALL
                .iter()
                .map(|row| {
                    (
                        row.name().to_string(),
                        vec![sheet(me)[row.index()], sheet(other)[row.index()]],
                    )
                })
                .collect(),
            totals: vec![total(me), total(other)],
            highlighted: view.challenge.as_ref().map(|c| c.row.index()),
        };
        if let Some(showdown) = &view.last_showdown {
            status.push(format!("Last call: {}", showdown.summary));
        }
        status.push(format!(
            "Stock: {}, discards: {}",
            view.stock, view.discards
        ));
        let prompt = (view.to_act == Some(view.seat)).then(|| {
            use suit_challenge::Phase;
            match &view.phase {
                Phase::Opening { .. } => {
                    "Call a hand you hold now, or pass (one chance before anyone draws)".to_string()
                }
                Phase::Turn { .. } => {
                    "Call a hand, or click the cards to throw away and press Discard".to_string()
                }
                Phase::AfterDraw { .. } => "Call a hand now, or end your turn".to_string(),
                Phase::Respond { caller, hand, .. } => format!(
                    "{} called {}: accept, or override with Total Hand",
                    name(*caller, you),
                    hand.name()
                ),
                Phase::ChallengeChoice { .. } => {
                    "Challenge one of your empty rows, or stop the game here".to_string()
                }
                Phase::GameOver => String::new(),
            }
        });
        let captions = vec![
            (Place::Hand(1), name(other, you)),
            (Place::Stock, format!("Stock {}", view.stock)),
            (Place::Discard, format!("Discards {}", view.discards)),
        ];
        TableLayout {
            zones,
            opponents: 1,
            status,
            captions,
            sheet: Some(sheet),
            prompt,
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &suit_challenge::Action) -> Vec<Card> {
        match action {
            suit_challenge::Action::Discard { cards } => cards.iter().collect(),
            _ => Vec::new(),
        }
    }

    fn action_label(
        view: &suit_challenge::View,
        action: &suit_challenge::Action,
        label: &str,
    ) -> String {
        use suit_challenge::Action;
        match action {
            Action::Call { hand } => format!(
                "{label}  · {} pts",
                suit_challenge::hand_points(&view.hand, *hand)
            ),
            Action::TotalHand => format!(
                "{label}  · {} pts",
                suit_challenge::five_card_total(&view.hand)
            ),
            Action::Discard { cards } if !cards.is_empty() => {
                let codes: Vec<String> = cards.iter().map(card_text).collect();
                format!("Discard {}", codes.join(" "))
            }
            _ => label.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_rules::{Deal, Rules};

    fn zone(layout: &TableLayout, place: Place) -> &ZoneCards {
        layout
            .zones
            .iter()
            .find(|z| z.place == place)
            .unwrap_or_else(|| panic!("no {place:?}"))
    }

    #[test]
    fn suit_challenge_hides_the_opponents_hand_and_shows_the_sheet() {
        let game = SuitChallenge::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
        let layout = SuitChallenge::layout(&game.view(0), Voice::ToViewer);
        let mine = zone(&layout, Place::Hand(0));
        assert_eq!(mine.cards.len(), 5);
        assert!(mine.face_up && mine.cards.iter().all(Option::is_some));
        let theirs = zone(&layout, Place::Hand(1));
        assert_eq!(theirs.cards.len(), 5);
        assert!(!theirs.face_up && theirs.cards.iter().all(Option::is_none));
        let sheet = layout.sheet.expect("suit_challenge keeps a score sheet");
        assert_eq!(sheet.rows.len(), 9);
        assert!(sheet.rows.iter().any(|(name, _)| name == "Full House"));
        assert_eq!(
            sheet.players,
            vec!["You".to_string(), "Player 2".to_string()]
        );
    }
}
