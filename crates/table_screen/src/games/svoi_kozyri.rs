//! Svoi Kozyri at the table: every card in the open, each player's trumps, the pile to beat, and suits chosen in two steps. Its words are the `svoi_kozyri-table-…` messages.

use crate::layouts::{Place, Presented, TableLayout, ZoneCards, turn_line};
use challenge_rules::games::svoi_kozyri::{self, SvoiKozyri};
use challenge_rules::{Card, Phrase, Seat, Speak, Suit, Values};

/// A seat's suits in the words of one of three messages, `[both, trump_only, none]`: with its
/// trump and second suit, with its trump alone, or before it has chosen any.
fn suits_line(
    [both, trump_only, none]: [&'static str; 3],
    seat: Seat,
    trump: Option<Suit>,
    second: Option<Suit>,
) -> Phrase {
    match (trump, second) {
        (Some(trump), Some(second)) => Phrase::new(both)
            .seat("seat", seat)
            .suit("trump", trump)
            .suit("second", second),
        (Some(trump), None) => Phrase::new(trump_only)
            .seat("seat", seat)
            .suit("trump", trump),
        _ => Phrase::new(none).seat("seat", seat),
    }
}

impl Presented for SvoiKozyri {
    const BEST_PLAY_METER: bool = true;

    fn best_play(view: &svoi_kozyri::View) -> Option<Phrase> {
        use svoi_kozyri::{Phase, Verdict};
        // Before the deal (suits being chosen) and after the end there is nothing to judge.
        if !matches!(view.phase, Phase::Lead | Phase::Respond | Phase::SecondCard) {
            return None;
        }
        Some(match svoi_kozyri::best_play(view, view.seat) {
            Verdict::Win => Phrase::new("svoi_kozyri-table-best-play-win").seat("seat", view.seat),
            Verdict::Lose => {
                Phrase::new("svoi_kozyri-table-best-play-lose").seat("seat", view.seat)
            }
            Verdict::Draw => Phrase::new("svoi_kozyri-table-best-play-draw"),
            Verdict::Unknown => Phrase::new("svoi_kozyri-table-best-play-unknown"),
        })
    }

    fn layout(view: &svoi_kozyri::View) -> TableLayout {
        use svoi_kozyri::Phase;
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
        let mut status = vec![turn_line(view.to_act)];
        status.push(Phrase::new(match view.phase {
            Phase::ChooseSuits => "svoi_kozyri-table-choose-suits",
            Phase::ChooseTrump => "svoi_kozyri-table-choose-trump",
            Phase::Lead => "svoi_kozyri-table-lead",
            Phase::Respond => "svoi_kozyri-table-respond",
            Phase::SecondCard => "svoi_kozyri-table-second-card",
            Phase::Over => "table-game-over",
        }));
        const STATUS_IDS: [&str; 3] = [
            "svoi_kozyri-table-trumps",
            "svoi_kozyri-table-trump",
            "svoi_kozyri-table-no-trumps",
        ];
        const CAPTION_IDS: [&str; 3] = [
            "svoi_kozyri-table-caption",
            "svoi_kozyri-table-caption-trump",
            "svoi_kozyri-table-caption-no-trumps",
        ];
        for seat in [me, other] {
            status.push(suits_line(
                STATUS_IDS,
                seat,
                view.trump[seat],
                view.second[seat],
            ));
        }
        status.push(
            Phrase::new("svoi_kozyri-table-pile")
                .count("count", view.pile.len())
                .number("turn", view.plies)
                .number("cap", view.move_cap),
        );
        if stock > 0 {
            status.push(Phrase::new("svoi_kozyri-table-stock").count("count", stock));
        }
        // Every hand is face up; a spectator is only not asked to play.
        let prompt = (view.to_act == Some(view.seat) && !view.watching).then(|| {
            match (view.phase, view.top) {
                (Phase::ChooseSuits, _) => Phrase::new("svoi_kozyri-table-prompt-choose-suits"),
                (Phase::ChooseTrump, _) => Phrase::new("svoi_kozyri-table-prompt-choose-trump"),
                (Phase::Lead, _) => Phrase::new("svoi_kozyri-table-prompt-lead"),
                (Phase::Respond, Some(top)) => {
                    Phrase::new("svoi_kozyri-table-prompt-respond").card("top", top)
                }
                (Phase::Respond, None) => Phrase::new("svoi_kozyri-table-respond"),
                (Phase::SecondCard, _) => Phrase::new("svoi_kozyri-table-prompt-second-card"),
                (Phase::Over, _) => Phrase::new("table-game-over"),
            }
        });
        let captions = [(Place::Hand(0), me), (Place::Hand(1), other)]
            .map(|(place, seat)| {
                let caption = suits_line(CAPTION_IDS, seat, view.trump[seat], view.second[seat]);
                (place, caption)
            })
            .to_vec();
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

    fn action_label(_view: &svoi_kozyri::View, action: &svoi_kozyri::Action) -> Phrase {
        use svoi_kozyri::Action;
        match *action {
            // The trump is the step before (see `action_group`): the button names the second.
            Action::ChooseSuits { second, .. } => {
                Phrase::new("svoi_kozyri-table-second-suit").suit("second", second)
            }
            Action::Lead { card } => Phrase::new("svoi_kozyri-table-lay").card("card", card),
            Action::ChooseTrump { .. } | Action::Beat { .. } | Action::PickUp => action.phrase(),
        }
    }

    fn action_group(action: &svoi_kozyri::Action) -> Vec<Phrase> {
        match *action {
            // The dealer picks a trump first, then a second suit among the other three.
            svoi_kozyri::Action::ChooseSuits { trump, .. } => {
                vec![svoi_kozyri::Action::ChooseTrump { suit: trump }.phrase()]
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
