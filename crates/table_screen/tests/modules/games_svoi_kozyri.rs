//! Tests of `challenge_table_screen::games::svoi_kozyri`.

use challenge_rules::games::svoi_kozyri::{self, SvoiKozyri};
use challenge_rules::{Card, Phrase, Suit, Values};
use challenge_table_screen::layouts::{Presented, turn_line};

use challenge_rules::{Deal, Rules};

#[test]
fn svoi_kozyri_shows_every_card_and_the_stock_before_the_deal() {
    let game = SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
    let view = game.view(0);
    let layout = SvoiKozyri::layout(&view);
    let total: usize = layout.zones.iter().map(|z| z.cards.len()).sum();
    assert_eq!(total, 32, "every card of the pack is somewhere");
    assert_eq!(layout.status[0], turn_line(Some(0)));
    assert_eq!(
        layout.captions[0].1,
        Phrase::new("svoi_kozyri-table-caption-no-trumps").seat("seat", 0)
    );
}

#[test]
fn the_dealer_chooses_a_trump_then_a_second_suit() {
    let action = svoi_kozyri::Action::ChooseSuits {
        trump: Suit::Spades,
        second: Suit::Diamonds,
    };
    assert_eq!(
        SvoiKozyri::action_group(&action),
        vec![Phrase::new("svoi_kozyri-action-choose-trump").suit("trump", Suit::Spades)]
    );
    let game = SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
    assert_eq!(
        SvoiKozyri::action_label(&game.view(0), &action),
        Phrase::new("svoi_kozyri-table-second-suit").suit("second", Suit::Diamonds)
    );
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
