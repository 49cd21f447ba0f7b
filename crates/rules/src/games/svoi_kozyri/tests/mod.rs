//! Tests: one per rule of the rulebook section and per rule note, contract playouts, property
//! checks, bot strength and playout throughput.

use super::*;
use crate::cards::parse_cards;
use crate::phrase::{Arg, Phrase, Speak, Values};
use crate::refusal::Refuse;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

mod bots;
mod contract;
mod solving;

fn card(code: &str) -> Card {
    code.parse().expect("card code")
}

fn cards_of(codes: &[&str]) -> Vec<Card> {
    parse_cards(codes).expect("card codes")
}

/// A stacked pack whose first half (the dealer's draw) holds `draw` from the dealer's suits,
/// topped up with cards of the two other suits.
fn pack_with_draw(pack: u8, draw: &[&str], dealer_suits: [Suit; 2]) -> Vec<Card> {
    let options = Options {
        pack,
        ..Options::default()
    };
    let full = options.full_pack().expect("pack");
    let mut stacked = cards_of(draw);
    let mut others: Vec<Card> = full
        .iter()
        .copied()
        .filter(|c| !dealer_suits.contains(&c.suit) && !stacked.contains(c))
        .collect();
    let rest: Vec<Card> = full
        .iter()
        .copied()
        .filter(|c| dealer_suits.contains(&c.suit) && !stacked.contains(c))
        .collect();
    let fill = full.len() / 2 - stacked.len();
    stacked.extend(others.drain(..fill));
    stacked.extend(others);
    stacked.extend(rest);
    stacked
}

fn new(options: &Options, stacked: Option<Vec<Card>>) -> SvoiKozyri {
    SvoiKozyri::new_game(options, 2, Deal { seed: 7, stacked }).expect("new game")
}

fn act(game: &mut SvoiKozyri, action: Action) -> Vec<Event<Note>> {
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

fn act_first(game: &mut SvoiKozyri) -> Vec<Event<Note>> {
    let first = game.legal_actions()[0];
    act(game, first)
}

/// The rulebook's example: dealer (seat 0) takes spades and diamonds, the other hearts.
fn example_game() -> SvoiKozyri {
    let draw = ["AS", "KS", "TS", "9S", "7S", "AD", "JD", "8D", "7D"];
    let stacked = pack_with_draw(32, &draw, [Suit::Spades, Suit::Diamonds]);
    let mut game = new(&Options::default(), Some(stacked));
    act(
        &mut game,
        Action::ChooseSuits {
            trump: Suit::Spades,
            second: Suit::Diamonds,
        },
    );
    act(&mut game, Action::ChooseTrump { suit: Suit::Hearts });
    game
}

/// A play position: seat 0 has spades trumps and diamonds second, seat 1 hearts and clubs.
/// Cards not named are set aside, so such states are for rule checks, not for `validate`.
fn position(hand0: &[&str], hand1: &[&str], pile: &[&str], turn: Seat, phase: Phase) -> SvoiKozyri {
    let mut game = example_game();
    game.hands = [cards_of(hand0), cards_of(hand1)];
    game.sort_hand(0);
    game.sort_hand(1);
    game.pile = cards_of(pile);
    game.turn = turn;
    game.phase = phase;
    game
}

fn can_beat(game: &SvoiKozyri, code: &str) -> bool {
    game.legal_actions()
        .contains(&Action::Beat { card: card(code) })
}

fn ranks(hand: &[Card], suit: Suit) -> Vec<u8> {
    let mut ranks: Vec<u8> = hand
        .iter()
        .filter(|c| c.suit == suit)
        .map(|c| c.rank.value())
        .collect();
    ranks.sort_unstable();
    ranks
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("json")
}

// ---- Rules of the section ----

#[test]
fn the_pack_is_32_cards_seven_to_ace_by_default() {
    let game = new(&Options::default(), None);
    let all = cards::sorted(&game.all_cards());
    assert_eq!(all, cards::sorted(&cards::pack_from(Rank::SEVEN)));
    assert_eq!(all.len(), 32);
}

#[test]
fn options_offer_24_and_36_card_packs_and_refuse_others() {
    for (pack, low) in [(24, Rank::NINE), (36, Rank::SIX)] {
        let game = new(
            &Options {
                pack,
                ..Options::default()
            },
            None,
        );
        assert_eq!(
            cards::sorted(&game.all_cards()),
            cards::sorted(&cards::pack_from(low))
        );
    }
    for pack in [0, 20, 33, 52] {
        let options = Options {
            pack,
            ..Options::default()
        };
        let error = SvoiKozyri::new_game(&options, 2, Deal::seeded(1)).unwrap_err();
        assert!(error.is("svoi_kozyri-error-pack"), "{error}");
        assert_eq!(error.phrase().args["pack"], Arg::Number(i64::from(pack)));
    }
}

#[test]
fn ace_is_high_and_seven_is_low() {
    let game = position(&["AH", "7H"], &["KH"], &["8H"], 0, Phase::Respond);
    assert!(can_beat(&game, "AH"));
    assert!(!can_beat(&game, "7H"));
    let game = position(&["AD"], &["KH"], &["AH"], 0, Phase::Respond);
    assert!(!can_beat(&game, "AD"));
}

#[test]
fn the_game_is_for_exactly_two_players() {
    assert_eq!(SvoiKozyri::INFO.seats, 2..=2);
    for seats in [1, 3, 4] {
        let error = SvoiKozyri::new_game(&Options::default(), seats, Deal::seeded(1)).unwrap_err();
        assert!(error.is("error-seats"), "{error}");
    }
}

#[test]
fn the_dealer_picks_a_trump_and_a_different_second_suit() {
    let mut game = new(&Options::default(), None);
    assert_eq!(game.to_act(), Some(0));
    let legal = game.legal_actions();
    assert_eq!(legal.len(), 12);
    assert!(legal.iter().all(|a| matches!(a,
        Action::ChooseSuits { trump, second } if trump != second)));
    let before = json(&game);
    let same = Action::ChooseSuits {
        trump: Suit::Hearts,
        second: Suit::Hearts,
    };
    assert!(
        game.apply(&same)
            .unwrap_err()
            .is("svoi_kozyri-error-same-suits")
    );
    assert_eq!(json(&game), before);
    let events = act(
        &mut game,
        Action::ChooseSuits {
            trump: Suit::Clubs,
            second: Suit::Hearts,
        },
    );
    assert_eq!(
        events[0],
        Event::said(
            0,
            Note::ChoosesSuits {
                trump: Suit::Clubs,
                second: Suit::Hearts
            }
        )
    );
    assert_eq!(game.trump[0], Some(Suit::Clubs));
    assert_eq!(game.second[0], Some(Suit::Hearts));
}

#[test]
fn the_other_player_chooses_trump_from_the_two_suits_left() {
    let mut game = new(&Options::default(), None);
    act(
        &mut game,
        Action::ChooseSuits {
            trump: Suit::Spades,
            second: Suit::Diamonds,
        },
    );
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(
        game.legal_actions(),
        vec![
            Action::ChooseTrump { suit: Suit::Clubs },
            Action::ChooseTrump { suit: Suit::Hearts }
        ]
    );
    let error = game
        .apply(&Action::ChooseTrump { suit: Suit::Spades })
        .unwrap_err();
    assert!(error.is("svoi_kozyri-error-dealers-suit"), "{error}");
    assert_eq!(error.phrase().args["suit"], Arg::Suit(Suit::Spades));
    let events = act(&mut game, Action::ChooseTrump { suit: Suit::Clubs });
    assert_eq!(
        events[0],
        Event::said(1, Note::ChoosesTrump { trump: Suit::Clubs })
    );
    assert_eq!(game.trump[1], Some(Suit::Clubs));
    assert_eq!(game.second[1], Some(Suit::Hearts));
}

#[test]
fn the_deal_mirrors_the_dealers_draw_with_trump_paired_to_trump() {
    let game = example_game();
    let expect = |codes: &[&str]| cards::sorted(&cards_of(codes));
    assert_eq!(
        cards::sorted(&game.hands[0]),
        expect(&[
            "AS", "KS", "TS", "9S", "7S", "QH", "JH", "8H", "AD", "JD", "8D", "7D", "KC", "QC",
            "TC", "9C"
        ])
    );
    assert_eq!(
        cards::sorted(&game.hands[1]),
        expect(&[
            "QS", "JS", "8S", "AH", "KH", "TH", "9H", "7H", "KD", "QD", "TD", "9D", "AC", "JC",
            "8C", "7C"
        ])
    );
}

#[test]
fn both_players_hold_equivalent_hands() {
    for pack in [24, 32, 36] {
        for seed in 0..40 {
            let options = Options {
                pack,
                dealer: (seed % 2) as usize,
                ..Options::default()
            };
            let mut game = SvoiKozyri::new_game(&options, 2, Deal::seeded(seed)).unwrap();
            let mut rng = GameRng::seeded(seed);
            while matches!(game.phase, Phase::ChooseSuits | Phase::ChooseTrump) {
                let legal = game.legal_actions();
                act(&mut game, *rng.pick(&legal).unwrap());
            }
            let (d, o) = (options.dealer, 1 - options.dealer);
            let (dt, ds) = (game.trump[d].unwrap(), game.second[d].unwrap());
            let (ot, os) = (game.trump[o].unwrap(), game.second[o].unwrap());
            let (dh, oh) = (&game.hands[d], &game.hands[o]);
            assert_eq!(dh.len(), oh.len());
            assert_eq!(ranks(dh, dt), ranks(oh, ot), "same own trumps");
            assert_eq!(
                ranks(dh, ot),
                ranks(oh, dt),
                "same cards of each other's trumps"
            );
            assert_eq!(ranks(dh, ds), ranks(oh, os), "equivalent second suits");
            assert_eq!(ranks(dh, os), ranks(oh, ds), "equivalent second suits");
        }
    }
}

#[test]
fn all_cards_are_face_up_all_game() {
    let draw = ["AS", "KS", "TS", "9S", "7S", "AD", "JD", "8D", "7D"];
    let stacked = pack_with_draw(32, &draw, [Suit::Spades, Suit::Diamonds]);
    let mut game = new(&Options::default(), Some(stacked));
    act(
        &mut game,
        Action::ChooseSuits {
            trump: Suit::Spades,
            second: Suit::Diamonds,
        },
    );
    let events = act(&mut game, Action::ChooseTrump { suit: Suit::Hearts });
    let moves: Vec<&Event<Note>> = events
        .iter()
        .filter(|e| matches!(e, Event::CardMoved { .. }))
        .collect();
    assert_eq!(moves.len(), 32);
    for event in moves {
        let Event::CardMoved {
            card,
            from,
            face_up,
            seen_by,
            ..
        } = event
        else {
            unreachable!()
        };
        assert!(card.is_some() && *face_up && *seen_by == Audience::Everyone);
        assert_eq!(*from, Zone::Stock);
    }
    for seat in 0..2 {
        assert_eq!(game.view(seat).hands, game.hands);
    }
    let events = act(&mut game, Action::Lead { card: card("7H") });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CardMoved {
            face_up: true,
            seen_by: Audience::Everyone,
            to: Zone::Pile,
            ..
        }
    )));
}

#[test]
fn the_non_dealer_leads_first() {
    for dealer in 0..2 {
        let options = Options {
            dealer,
            ..Options::default()
        };
        let mut game = new(&options, None);
        assert_eq!(game.to_act(), Some(dealer));
        act_first(&mut game);
        act_first(&mut game);
        assert_eq!(game.phase, Phase::Lead);
        assert_eq!(game.to_act(), Some(1 - dealer));
        assert!(game.pile.is_empty());
        assert_eq!(game.legal_actions().len(), 16);
    }
}

#[test]
fn a_higher_card_of_the_same_suit_beats_the_top_card() {
    let game = position(&["KC", "9C", "JD"], &["AH"], &["TC"], 0, Phase::Respond);
    assert!(can_beat(&game, "KC"));
    assert!(!can_beat(&game, "9C"));
    assert!(!can_beat(&game, "JD"));
}

#[test]
fn any_card_of_your_own_trump_beats_a_card_of_another_suit() {
    // Seat 0 holds a higher club yet may still beat with its lowest spade trump.
    let game = position(&["7S", "AC"], &["AH"], &["KC"], 0, Phase::Respond);
    assert!(can_beat(&game, "7S"));
    assert!(can_beat(&game, "AC"));
    let game = position(&["7S", "AC"], &["AH"], &["AD"], 0, Phase::Respond);
    assert!(can_beat(&game, "7S"));
}

#[test]
fn a_top_card_of_your_own_trump_suit_needs_a_higher_trump() {
    let game = position(&["9S", "KS", "AH"], &["AC"], &["TS"], 0, Phase::Respond);
    assert!(can_beat(&game, "KS"));
    assert!(!can_beat(&game, "9S"));
    assert!(!can_beat(&game, "AH"));
    assert_eq!(game.legal_actions().len(), 2);
}

#[test]
fn only_your_own_trumps_have_power() {
    // The top card is of seat 1's trump suit (hearts): seat 0 may beat it with any spade.
    let game = position(&["7S", "8D"], &["AC"], &["AH"], 0, Phase::Respond);
    assert!(can_beat(&game, "7S"));
    // Seat 0 holding hearts (seat 1's trumps) cannot use them on a club.
    let game = position(&["7H", "8D"], &["AC"], &["9C"], 0, Phase::Respond);
    assert_eq!(game.legal_actions(), vec![Action::PickUp]);
    // A spade on top is an ordinary card for seat 1: a heart beats it.
    let game = position(&["AC"], &["7H", "KS"], &["AS"], 1, Phase::Respond);
    assert!(can_beat(&game, "7H"));
    assert!(!can_beat(&game, "KS"));
}

#[test]
fn after_beating_you_lay_any_second_card_on_top() {
    let mut game = position(
        &["KC", "7S", "AD"],
        &["AH", "9H"],
        &["TC"],
        0,
        Phase::Respond,
    );
    let events = act(&mut game, Action::Beat { card: card("KC") });
    assert!(!events.iter().any(|e| matches!(e, Event::TurnTo { .. })));
    assert_eq!(game.phase, Phase::SecondCard);
    assert_eq!(game.to_act(), Some(0));
    assert_eq!(
        game.legal_actions(),
        vec![
            Action::Lead { card: card("7S") },
            Action::Lead { card: card("AD") }
        ]
    );
    let events = act(&mut game, Action::Lead { card: card("7S") });
    assert!(events.contains(&Event::TurnTo { seat: 1 }));
    assert_eq!(game.pile, cards_of(&["TC", "KC", "7S"]));
    assert_eq!(game.phase, Phase::Respond);
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn picking_up_takes_the_whole_pile_and_the_other_player_leads() {
    let mut game = position(
        &["AD", "9D"],
        &["8C", "QC"],
        &["TC", "KC", "7S"],
        1,
        Phase::Respond,
    );
    let events = act(&mut game, Action::PickUp);
    assert!(game.pile.is_empty());
    assert_eq!(
        cards::sorted(&game.hands[1]),
        cards::sorted(&cards_of(&["8C", "QC", "TC", "KC", "7S"]))
    );
    let moved = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CardMoved {
                    from: Zone::Pile,
                    to: Zone::Hand { seat: 1 },
                    face_up: true,
                    seen_by: Audience::Everyone,
                    ..
                }
            )
        })
        .count();
    assert_eq!(moved, 3);
    assert_eq!(events[0], Event::said(1, Note::PicksUp { count: 3 }));
    assert!(events.contains(&Event::TurnTo { seat: 0 }));
    assert_eq!(game.phase, Phase::Lead);
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn leading_your_last_card_wins() {
    let mut game = position(&["7D"], &["AH", "AC"], &[], 0, Phase::Lead);
    let events = act(&mut game, Action::Lead { card: card("7D") });
    assert_eq!(game.to_act(), None);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0]);
    let won = Note::Won {
        winner: 0,
        loser: 1,
        left: 2,
    };
    assert_eq!(outcome.summary, won.clone());
    assert!(events.contains(&Event::round_over(won)));
    let overs = events
        .iter()
        .filter(|e| matches!(e, Event::GameOver { .. }))
        .count();
    assert_eq!(overs, 1);
    assert!(game.legal_actions().is_empty());
}

#[test]
fn beating_with_your_last_card_wins_without_a_second_card() {
    let mut game = position(&["AC", "9D"], &["7H"], &["TC", "KC"], 1, Phase::Respond);
    act(&mut game, Action::Beat { card: card("7H") });
    assert_eq!(game.phase, Phase::Over);
    assert_eq!(game.outcome().unwrap().winners, vec![1]);
}

#[test]
fn a_last_second_card_wins_even_if_it_could_be_beaten() {
    let mut game = position(
        &["AS", "AC", "AD"],
        &["8H", "7C"],
        &["TD"],
        1,
        Phase::Respond,
    );
    act(&mut game, Action::Beat { card: card("8H") });
    act(&mut game, Action::Lead { card: card("7C") });
    assert_eq!(game.outcome().unwrap().winners, vec![1]);
}

#[test]
fn the_move_cap_declares_a_draw() {
    let options = Options {
        move_cap: 3,
        ..Options::default()
    };
    let mut game = SvoiKozyri::new_game(&options, 2, Deal::seeded(3)).unwrap();
    act_first(&mut game);
    act_first(&mut game);
    let leader = game.to_act().unwrap();
    let lead = game.legal_actions()[0];
    act(&mut game, lead);
    act(&mut game, Action::PickUp);
    assert_eq!(game.to_act(), Some(leader));
    let lead = game.legal_actions()[0];
    let events = act(&mut game, lead);
    assert_eq!(game.plies, 3);
    let outcome = game.outcome().expect("over at the cap");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.summary, Note::Draw { turns: 3 });
    assert!(events.contains(&Event::GameOver { outcome }));
    assert_eq!(game.to_act(), None);
}

#[test]
fn the_move_cap_must_be_positive() {
    let options = Options {
        move_cap: 0,
        ..Options::default()
    };
    let error = SvoiKozyri::new_game(&options, 2, Deal::seeded(1)).unwrap_err();
    assert!(error.is("svoi_kozyri-error-move-cap"), "{error}");
}

#[test]
fn the_dealer_option_sets_who_chooses_suits() {
    let options = Options {
        dealer: 1,
        ..Options::default()
    };
    let game = new(&options, None);
    assert_eq!(game.to_act(), Some(1));
    assert!(matches!(
        game.legal_actions()[0],
        Action::ChooseSuits { .. }
    ));
    let bad = Options {
        dealer: 2,
        ..Options::default()
    };
    let error = SvoiKozyri::new_game(&bad, 2, Deal::seeded(1)).unwrap_err();
    assert!(error.is("error-dealer"), "{error}");
}

#[test]
fn options_default_from_empty_json() {
    let options: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(options, Options::default());
    assert_eq!(
        options,
        Options {
            pack: 32,
            move_cap: 400,
            dealer: 0
        }
    );
}

// ---- Rule notes ----

#[test]
fn the_dealer_sees_the_draw_and_the_other_player_does_not() {
    let game = new(&Options::default(), None);
    let dealer_view = game.view(0);
    assert_eq!(dealer_view.draw.len(), 16);
    assert_eq!(
        cards::sorted(&dealer_view.draw),
        cards::sorted(&game.stock[..16])
    );
    assert!(game.view(1).draw.is_empty());
    assert_eq!(game.view(1).stock_count, 32);
    let mut dealt = game.clone();
    act_first(&mut dealt);
    act_first(&mut dealt);
    assert!(dealt.view(0).draw.is_empty());
}

#[test]
fn the_non_dealers_choice_of_trump_only_names_the_suits() {
    for seed in 0..20 {
        let mut games = Vec::new();
        for suit in [Suit::Clubs, Suit::Hearts] {
            let mut game =
                SvoiKozyri::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
            act(
                &mut game,
                Action::ChooseSuits {
                    trump: Suit::Spades,
                    second: Suit::Diamonds,
                },
            );
            act(&mut game, Action::ChooseTrump { suit });
            games.push(game);
        }
        let swap = |c: &Card| {
            let suit = match c.suit {
                Suit::Clubs => Suit::Hearts,
                Suit::Hearts => Suit::Clubs,
                other => other,
            };
            Card::new(c.rank, suit)
        };
        for seat in 0..2 {
            let swapped: Vec<Card> = games[0].hands[seat].iter().map(swap).collect();
            assert_eq!(swapped, games[1].hands[seat]);
        }
    }
}

#[test]
fn beating_and_the_second_card_are_separate_plays() {
    let mut game = position(
        &["KC", "7S", "AD"],
        &["AH", "9H"],
        &["TC"],
        0,
        Phase::Respond,
    );
    act(&mut game, Action::Beat { card: card("KC") });
    let before = json(&game);
    assert!(
        game.apply(&Action::PickUp)
            .unwrap_err()
            .is("svoi_kozyri-error-second-card")
    );
    assert!(
        game.apply(&Action::Beat { card: card("AD") })
            .unwrap_err()
            .is("svoi_kozyri-error-second-card")
    );
    assert_eq!(json(&game), before);
    assert_eq!(game.plies, 0);
    act(&mut game, Action::Lead { card: card("AD") });
    assert_eq!(game.plies, 1);
}

#[test]
fn a_turn_counts_once_for_the_move_cap() {
    let mut game = position(
        &["KC", "7S", "AD"],
        &["AH", "9H", "8C"],
        &[],
        1,
        Phase::Lead,
    );
    act(&mut game, Action::Lead { card: card("8C") });
    assert_eq!(game.plies, 1);
    act(&mut game, Action::Beat { card: card("KC") });
    assert_eq!(game.plies, 1);
    act(&mut game, Action::Lead { card: card("AD") });
    assert_eq!(game.plies, 2);
    act(&mut game, Action::PickUp);
    assert_eq!(game.plies, 3);
}

#[test]
fn hands_are_sorted_trumps_first_high_to_low() {
    let game = example_game();
    let view = game.view(1);
    assert_eq!(
        view.hands[0],
        cards_of(&[
            "AS", "KS", "TS", "9S", "7S", "AD", "JD", "8D", "7D", "QH", "JH", "8H", "KC", "QC",
            "TC", "9C"
        ])
    );
    assert_eq!(
        view.hands[1],
        cards_of(&[
            "AH", "KH", "TH", "9H", "7H", "AC", "JC", "8C", "7C", "QS", "JS", "8S", "KD", "QD",
            "TD", "9D"
        ])
    );
    let mut game = position(
        &["AD"],
        &["8C", "QC"],
        &["TC", "AH", "7S"],
        1,
        Phase::Respond,
    );
    act(&mut game, Action::PickUp);
    assert_eq!(game.hands[1], cards_of(&["AH", "QC", "TC", "8C", "7S"]));
}

#[test]
fn the_whole_pile_is_public() {
    let game = position(&["AD"], &["8C"], &["TC", "AH", "7S"], 1, Phase::Respond);
    for seat in 0..2 {
        let view = game.view(seat);
        assert_eq!(view.pile, cards_of(&["TC", "AH", "7S"]));
        assert_eq!(view.top, Some(card("7S")));
    }
}

#[test]
fn the_winner_scores_one_and_a_draw_scores_nothing() {
    let mut game = position(&["7D"], &["AH", "AC"], &[], 0, Phase::Lead);
    act(&mut game, Action::Lead { card: card("7D") });
    assert_eq!(game.outcome().unwrap().scores, vec![1, 0]);
    let mut game = position(&["7D", "8D"], &["AH", "AC"], &[], 0, Phase::Lead);
    game.options.move_cap = 1;
    act(&mut game, Action::Lead { card: card("7D") });
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, vec![0, 0]);
    assert!(outcome.winners.is_empty());
}
