//! Tests of the table screen's own module (`challenge_table_screen`): the view, the choices, the lines.

use bevy::prelude::*;
use challenge_rules::{Card, Phrase, Seat, Values};
use challenge_text::SeatNames;

use challenge_table_screen::*;

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn view(actions: &[&[&str]]) -> TableView {
    TableView {
        actions: actions
            .iter()
            .map(|codes| {
                let mut cards: Vec<Card> = codes.iter().map(|c| card(c)).collect();
                cards.sort();
                Choice {
                    label: challenge_base::text::verbatim(codes.join(" ")),
                    cards,
                    group: Vec::new(),
                }
            })
            .collect(),
        viewer_to_act: true,
        ..TableView::default()
    }
}

#[test]
fn a_card_with_one_action_plays_at_once() {
    let mut table = view(&[&["AS"], &["KS"], &[]]);
    assert_eq!(table.click_card(card("KS")), Some(1));
    assert!(table.selected.is_empty());
    assert_eq!(table.offered(), vec![2]);
}

#[test]
fn cards_of_a_multi_card_action_are_selected_first() {
    let mut table = view(&[&[], &["AS"], &["KS"], &["AS", "KS"]]);
    assert_eq!(table.click_card(card("AS")), None);
    assert_eq!(table.offered(), vec![0, 1]);
    assert_eq!(table.click_card(card("KS")), Some(3));
}

#[test]
fn grouped_actions_are_chosen_in_two_steps() {
    let mut table = view(&[&[], &[], &[]]);
    let trumps =
        Phrase::new("svoi_kozyri-table-trumps-group").suit("trump", challenge_rules::Suit::Spades);
    table.actions[1].group = vec![trumps.clone()];
    table.actions[2].group = vec![trumps.clone()];
    let offers = table.offers();
    assert_eq!(offers, vec![Offer::Action(0), Offer::Group(trumps)]);
    assert_eq!(table.press(&offers[1]), None);
    assert_eq!(
        table.offers(),
        vec![Offer::Action(1), Offer::Action(2), Offer::Back]
    );
    assert_eq!(table.press(&Offer::Back), None);
    assert_eq!(table.offers().len(), 2);
}

#[test]
fn the_result_speaks_to_the_player_or_names_the_winners_at_a_shared_device() {
    let words = challenge_text::Text::new(challenge_text::Lang::En);
    let say = |winners: &[Seat], you| words.say(&headline(winners, you), &SeatNames::nobody());
    assert_eq!(say(&[0], Some(0)), "You win");
    assert_eq!(say(&[1], Some(0)), "You lose");
    assert_eq!(say(&[], Some(0)), "A draw");
    assert_eq!(say(&[1], None), "Player 2 wins");
    assert_eq!(say(&[0, 2], None), "Player 1 and Player 3 share the win");
    assert_eq!(say(&[], None), "A draw");
}

#[test]
fn an_unplayable_card_selects_nothing() {
    let mut table = view(&[&["AS"]]);
    assert_eq!(table.click_card(card("2C")), None);
    assert!(table.selected.is_empty());
}
