//! Suit Challenge at the table: both hands, the stock and discards, the nine-row score sheet, and what each call would score. Its words are the `suit_challenge-table-…` messages.

use crate::layouts::{Place, Presented, ScoreSheet, TableLayout, ZoneCards, name, turn_line};
use challenge_rules::games::suit_challenge::{self, Row, SuitChallenge};
use challenge_rules::{Card, Phrase, Seat, Speak, Values};

impl Presented for SuitChallenge {
    fn layout(view: &suit_challenge::View) -> TableLayout {
        let me = view.seat.min(1);
        let other = 1 - me;
        // A spectator holds no hand: the seat watched from holds as many cards face down
        // (both hands always hold five).
        let own = if view.watching {
            ZoneCards::hidden(Place::Hand(0), view.opponent_cards)
        } else {
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied())
        };
        let zones = vec![
            own,
            ZoneCards::hidden(Place::Hand(1), view.opponent_cards),
            ZoneCards::hidden(Place::Stock, view.stock),
            ZoneCards::hidden(Place::Discard, view.discards),
        ];
        let mut status = vec![
            turn_line(view.to_act),
            Phrase::new("suit_challenge-table-round")
                .number("round", view.round)
                .seat("dealer", view.dealer),
        ];
        if let suit_challenge::Phase::Respond { caller, hand, .. } = &view.phase {
            status.push(
                Phrase::new("suit_challenge-table-called")
                    .seat("caller", *caller)
                    .nested("hand", hand.phrase()),
            );
        }
        if let Some(challenge) = &view.challenge {
            status.push(
                Phrase::new("suit_challenge-table-challenge-round")
                    .nested("row", challenge.row.phrase())
                    .seat("challenger", challenge.challenger),
            );
        }
        let sheet = |seat: Seat| view.sheets.get(seat).copied().unwrap_or([None; 9]);
        let total = |seat: Seat| view.totals.get(seat).copied().unwrap_or(0);
        let sheet = ScoreSheet {
            players: vec![name(me), name(other)],
            rows: Row::ALL
                .iter()
                .map(|row| {
                    (
                        row.phrase(),
                        vec![sheet(me)[row.index()], sheet(other)[row.index()]],
                    )
                })
                .collect(),
            totals: vec![total(me), total(other)],
            highlighted: view.challenge.as_ref().map(|c| c.row.index()),
        };
        if let Some(showdown) = &view.last_showdown {
            status.push(
                Phrase::new("suit_challenge-table-last-call")
                    .nested("result", showdown.result.phrase()),
            );
        }
        status.push(
            Phrase::new("suit_challenge-table-piles")
                .count("stock", view.stock)
                .count("discards", view.discards),
        );
        let prompt = (view.to_act == Some(view.seat) && !view.watching).then(|| {
            use suit_challenge::Phase;
            match &view.phase {
                Phase::Opening { .. } => Phrase::new("suit_challenge-table-prompt-opening"),
                Phase::Turn { .. } => Phrase::new("suit_challenge-table-prompt-turn"),
                Phase::AfterDraw { .. } => Phrase::new("suit_challenge-table-prompt-after-draw"),
                Phase::Respond { caller, hand, .. } => {
                    Phrase::new("suit_challenge-table-prompt-answer")
                        .seat("caller", *caller)
                        .nested("hand", hand.phrase())
                }
                Phase::ChallengeChoice { .. } => {
                    Phrase::new("suit_challenge-table-prompt-challenge")
                }
                Phase::GameOver => Phrase::new("table-game-over"),
            }
        });
        let mut captions = vec![
            (Place::Hand(1), name(other)),
            (
                Place::Stock,
                Phrase::new("suit_challenge-table-stock").count("count", view.stock),
            ),
            (
                Place::Discard,
                Phrase::new("suit_challenge-table-discards").count("count", view.discards),
            ),
        ];
        if view.watching {
            captions.push((Place::Hand(0), name(me)));
        }
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

    /// Calls and the Total Hand answer show what they would score.
    fn action_label(view: &suit_challenge::View, action: &suit_challenge::Action) -> Phrase {
        use suit_challenge::Action;
        match action {
            Action::Call { hand } => Phrase::new("suit_challenge-table-call")
                .nested("hand", hand.phrase())
                .number("points", suit_challenge::hand_points(&view.hand, *hand)),
            Action::TotalHand => Phrase::new("suit_challenge-table-total-hand")
                .number("points", suit_challenge::five_card_total(&view.hand)),
            _ => action.phrase(),
        }
    }
}
