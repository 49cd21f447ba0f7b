//! Bluff Poker at the table: both rows with their best hands, the Lowball picks, and what folding or answering would score. Its words are the `bluff_poker-table-…` messages.

use crate::layouts::{Place, Presented, TableLayout, ZoneCards, turn_line};
use challenge_rules::games::bluff_poker::{self, BluffPoker};
use challenge_rules::{Card, Phrase, Seat, Speak, Values};

impl Presented for BluffPoker {
    fn layout(view: &bluff_poker::View) -> TableLayout {
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
        // A spectator holds no hand: the seat watched from holds its cards face down.
        let own = if view.watching {
            ZoneCards::hidden(Place::Hand(0), view.hand_counts[me])
        } else {
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied())
        };
        let zones = vec![
            own,
            ZoneCards::hidden(Place::Hand(1), view.hand_counts[other]),
            row(me, 0),
            row(other, 1),
            ZoneCards::open(Place::Pile, view.picking.iter().copied()),
            ZoneCards::hidden(Place::Stock, view.stock),
            ZoneCards::open(Place::Discard, view.out_of_play.iter().copied()),
        ];
        let score = |seat: Seat| {
            Phrase::new("bluff_poker-table-score")
                .seat("seat", seat)
                .number("points", view.scores[seat])
        };
        let lowball = if view.lowball_option { "yes" } else { "no" };
        let mut status = vec![
            turn_line(view.to_act),
            score(me),
            score(other),
            Phrase::new("bluff_poker-table-packs")
                .number("packs", view.packs)
                .word("lowball", lowball),
        ];
        if let Some(last) = &view.last_hand {
            status.push(Phrase::new("bluff_poker-table-last-hand").nested("result", last.phrase()));
        }
        // "Your row · Pair of Kings"; an empty row has no hand to name.
        let row_caption = |seat: Seat| match &view.rows[seat].best {
            Some(best) => Phrase::new("bluff_poker-table-row-best")
                .seat("seat", seat)
                .nested("hand", best.phrase()),
            None => Phrase::new("bluff_poker-table-row").seat("seat", seat),
        };
        let captions = vec![
            (Place::Row(0), row_caption(me)),
            (Place::Row(1), row_caption(other)),
            (
                Place::Stock,
                Phrase::new("bluff_poker-table-stock").count("count", view.stock),
            ),
        ];
        let prompt = (view.to_act == Some(view.seat) && !view.watching).then(|| match view.phase {
            bluff_poker::Phase::Hand { .. } => Phrase::new("bluff_poker-table-prompt-play"),
            bluff_poker::Phase::LowballPick { .. } => {
                Phrase::new("bluff_poker-table-prompt-lowball-pick")
                    .count("picked", view.picks_made)
            }
            bluff_poker::Phase::LowballAnswer { .. } => {
                Phrase::new("bluff_poker-table-prompt-lowball-answer")
            }
            bluff_poker::Phase::LowballRespond { .. } => {
                Phrase::new("bluff_poker-table-prompt-lowball-respond")
                    .count("picked", view.picks_made)
            }
            bluff_poker::Phase::Over => Phrase::new("table-game-over"),
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

    fn action_label(view: &bluff_poker::View, action: &bluff_poker::Action) -> Phrase {
        use bluff_poker::{Action, LOWBALL_BLIND, LOWBALL_FOLD, LOWBALL_WIN, Phase};
        let label = action.phrase();
        let leader_face_up = match view.phase {
            Phase::LowballAnswer { leader_face_up, .. } => Some(leader_face_up),
            _ => None,
        };
        let they_score = |points: i64| {
            Phrase::new("bluff_poker-table-they-score")
                .nested("action", label.clone())
                .number("points", points)
        };
        match (action, leader_face_up) {
            (Action::Fold, _) => match view.fold_value {
                Some(value) => they_score(value),
                None => label,
            },
            (Action::Lowball { face_up }, _) => {
                let down = if *face_up { LOWBALL_WIN } else { LOWBALL_BLIND };
                Phrase::new("bluff_poker-table-lowball")
                    .nested("action", label)
                    .number("fold", LOWBALL_FOLD)
                    .number("lower", LOWBALL_WIN)
                    .number("down", down)
            }
            (Action::Respond { face_up: true }, _) => Phrase::new("bluff_poker-table-answer-up")
                .nested("action", label)
                .number("points", LOWBALL_WIN),
            (Action::Respond { face_up: false }, Some(true)) => they_score(LOWBALL_WIN),
            (Action::Respond { face_up: false }, _) => they_score(LOWBALL_BLIND),
            _ => label,
        }
    }

    fn why_not(view: &bluff_poker::View, card: Card) -> Option<Phrase> {
        let me = view.seat.min(1);
        (view.packs > 1 && view.rows[me].cards.contains(&card))
            .then(|| Phrase::new("bluff_poker-table-why-identical").card("card", card))
    }
}
