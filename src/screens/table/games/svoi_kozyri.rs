//! Svoi Kozyri at the table: every card in the open, each player's trumps, the pile to beat, and suits chosen in two steps.

use crate::screens::table::layouts::{
    Place, Presented, TableLayout, Voice, ZoneCards, card_text, name, possessive_title, turn_line,
};
use challenge_rules::games::svoi_kozyri::{self, SvoiKozyri};
use challenge_rules::{Card, Suit};

fn suit_name(suit: Option<Suit>) -> String {
    // The interface font has no suit symbols, so suits are named.
    suit.map_or("none yet".to_string(), |s| s.name().to_string())
}

impl Presented for SvoiKozyri {
    const BEST_PLAY_METER: bool = true;

    fn best_play(view: &svoi_kozyri::View) -> Option<String> {
        use svoi_kozyri::{Phase, Verdict};
        // Before the deal (suits being chosen) and after the end there is nothing to judge.
        if !matches!(view.phase, Phase::Lead | Phase::Respond | Phase::SecondCard) {
            return None;
        }
        Some(
            match svoi_kozyri::best_play(view, view.seat) {
                Verdict::Win => "Best play from here: you win",
                Verdict::Lose => "Best play from here: you lose",
                Verdict::Draw => "Best play from here: neither side can force a win",
                Verdict::Unknown => "Best play: too many cards left to tell yet",
            }
            .to_string(),
        )
    }

    fn layout(view: &svoi_kozyri::View, voice: Voice) -> TableLayout {
        let you = voice.you(view.seat);
        let me = view.seat.min(1);
        let other = 1 - me;
        let mut zones = vec![
            ZoneCards::open(Place::Hand(0), view.hands[me].iter().copied()),
            ZoneCards::open(Place::Hand(1), view.hands[other].iter().copied()),
            ZoneCards::open(Place::Pile, view.pile.iter().copied()),
        ];
        if !view.draw.is_empty() {
            zones.push(ZoneCards::open(Place::Row(0), view.draw.iter().copied()));
        }
        // The dealer's draw is the top of the undealt pack; the rest stays in the stock.
        let stock = view.stock_count.saturating_sub(view.draw.len());
        zones.push(ZoneCards::hidden(Place::Stock, stock));
        let mut status = vec![turn_line(view.to_act, you)];
        status.push(
            match view.phase {
                svoi_kozyri::Phase::ChooseSuits => "The dealer names a trump and a second suit",
                svoi_kozyri::Phase::ChooseTrump => "Pick your trump from the two suits left",
                svoi_kozyri::Phase::Lead => "Lead a card to start a pile",
                svoi_kozyri::Phase::Respond => "Beat the top card, or pick up the pile",
                svoi_kozyri::Phase::SecondCard => "Lay a second card on top",
                svoi_kozyri::Phase::Over => "The game is over",
            }
            .to_string(),
        );
        status.push(format!(
            "{} trumps: {} (second {})",
            possessive_title(me, you),
            suit_name(view.trump[me]),
            suit_name(view.second[me])
        ));
        status.push(format!(
            "{} trumps: {} (second {})",
            possessive_title(other, you),
            suit_name(view.trump[other]),
            suit_name(view.second[other])
        ));
        status.push(format!(
            "Pile: {}, turn {} of {}",
            view.pile.len(),
            view.plies,
            view.move_cap
        ));
        if stock > 0 {
            status.push(format!("Stock: {stock}"));
        }
        let trumps = |seat: usize| match (view.trump[seat], view.second[seat]) {
            (Some(trump), Some(second)) => {
                format!("trumps {}  then {}", trump.symbol(), second.symbol())
            }
            (Some(trump), None) => format!("trumps {}", trump.symbol()),
            _ => "no trumps yet".to_string(),
        };
        let top = view.top.map(card_text).unwrap_or_default();
        let prompt = (view.to_act == Some(view.seat)).then(|| match view.phase {
            svoi_kozyri::Phase::ChooseSuits => "Name your trump and your second suit".to_string(),
            svoi_kozyri::Phase::ChooseTrump => "Pick your trump suit".to_string(),
            svoi_kozyri::Phase::Lead => "Lead any card to start a pile".to_string(),
            svoi_kozyri::Phase::Respond => {
                format!("Beat the {top} with a lit card, then lay a second one, or pick up")
            }
            svoi_kozyri::Phase::SecondCard => {
                "Beaten! Now lay any card on top to finish your move".to_string()
            }
            svoi_kozyri::Phase::Over => String::new(),
        });
        let captions = vec![
            (
                Place::Hand(0),
                format!("{} · {}", name(me, you), trumps(me)),
            ),
            (
                Place::Hand(1),
                format!("{} · {}", name(other, you), trumps(other)),
            ),
        ];
        TableLayout {
            zones,
            opponents: 1,
            status,
            captions,
            sheet: None,
            prompt,
            ..TableLayout::default()
        }
    }

    fn action_label(
        _view: &svoi_kozyri::View,
        action: &svoi_kozyri::Action,
        label: &str,
    ) -> String {
        use svoi_kozyri::Action;
        match action {
            Action::ChooseSuits { second, .. } => {
                format!("Second suit {} {}", second.symbol(), second.name())
            }
            Action::ChooseTrump { suit } => format!("Trumps {} {}", suit.symbol(), suit.name()),
            Action::Lead { card } => format!("Lay {}", card_text(*card)),
            Action::Beat { card } => format!("Beat with {}", card_text(*card)),
            Action::PickUp => label.to_string(),
        }
    }

    fn action_group(action: &svoi_kozyri::Action) -> Vec<String> {
        match action {
            svoi_kozyri::Action::ChooseSuits { trump, .. } => {
                vec![format!("Trumps {} {}", trump.symbol(), trump.name())]
            }
            _ => Vec::new(),
        }
    }

    fn action_cards(action: &svoi_kozyri::Action) -> Vec<Card> {
        match action {
            svoi_kozyri::Action::Lead { card } | svoi_kozyri::Action::Beat { card } => {
                vec![*card]
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_rules::{Deal, Rules};

    #[test]
    fn svoi_kozyri_shows_every_card_and_the_stock_before_the_deal() {
        let game = SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
        let view = game.view(0);
        let layout = SvoiKozyri::layout(&view, Voice::ToViewer);
        let total: usize = layout.zones.iter().map(|z| z.cards.len()).sum();
        assert_eq!(total, 32, "every card of the pack is somewhere");
        assert!(layout.status[0].contains("turn"));
    }

    #[test]
    fn every_card_action_of_svoi_kozyri_uses_one_card() {
        let card: Card = "AS".parse().unwrap();
        assert_eq!(
            SvoiKozyri::action_cards(&svoi_kozyri::Action::Lead { card }),
            vec![card]
        );
        assert!(SvoiKozyri::action_cards(&svoi_kozyri::Action::PickUp).is_empty());
    }
}
