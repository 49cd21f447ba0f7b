//! Rule tests for Suit Challenge: one per rule of the rulebook section and per rule note,
//! plus contract playouts, property checks and bot strength.

use super::*;
use crate::cards::standard_pack;
use crate::phrase::Speak;
use crate::phrase::{Arg, Phrase, Values};
use crate::refusal::Refuse;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

mod contract;
mod ending;

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn cards_of(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

fn call(hand: Row) -> Action {
    Action::Call { hand }
}

fn discard(codes: &str) -> Action {
    Action::Discard {
        cards: CardList::new(&cards_of(codes)),
    }
}

/// Puts the given cards in the hands (seat 0, seat 1) and `next` on top of the stock, the
/// rest of the pack below, keeping the pack whole.
fn set_cards(state: &mut SuitChallenge, hand0: &str, hand1: &str, next: &str) {
    let h0 = cards_of(hand0);
    let h1 = cards_of(hand1);
    let top = cards_of(next);
    let used: Vec<Card> = h0.iter().chain(&h1).chain(&top).copied().collect();
    let mut stock: Vec<Card> = standard_pack()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    stock.extend(top.iter().rev());
    state.stock = stock;
    state.discards.clear();
    state.hands = vec![h0, h1];
    for hand in &mut state.hands {
        hand.sort_unstable_by_key(hand_key);
    }
    state.validate().unwrap();
}

/// A fresh game where seat 1 deals, so seat 0 acts first, with the given hands.
fn game(hand0: &str, hand1: &str, next: &str) -> SuitChallenge {
    let mut state = SuitChallenge::new_game(
        &Options {
            dealer: 1,
            ..Options::default()
        },
        2,
        Deal::seeded(7),
    )
    .unwrap();
    set_cards(&mut state, hand0, hand1, next);
    state
}

fn act(state: &mut SuitChallenge, action: Action) -> Vec<Event<Note>> {
    state
        .apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

fn row(state: &SuitChallenge, seat: Seat, row: Row) -> Option<i64> {
    state.sheets[seat][row.index()]
}

fn fill(state: &mut SuitChallenge, seat: Seat, rows: &[Row], points: i64) {
    for r in rows {
        state.sheets[seat][r.index()] = Some(points);
    }
}

fn all_but(rows: &[Row]) -> Vec<Row> {
    Row::REQUIRED
        .into_iter()
        .filter(|r| !rows.contains(r))
        .collect()
}

/// How the round that `events` ended was settled.
fn result(events: &[Event<Note>]) -> Note {
    events
        .iter()
        .find_map(|event| match event {
            Event::RoundOver { result: note } => Some(note.clone()),
            _ => None,
        })
        .expect("the round ended")
}

/// Both pass their opening chance; seat 0 is then on turn.
fn pass_opening(state: &mut SuitChallenge) {
    act(state, Action::Pass);
    act(state, Action::Pass);
    assert_eq!(state.phase, Phase::Turn { seat: 0 });
}

const THREE_HEARTS: &str = "AH KH 2H 5C 7D"; // 3 of a Kind 23, total 35
const PAIR_SPADES: &str = "QS 9S 4D 3C 5H"; // 1 Pair 19, Straight 22, total 31
const TWO_PAIR: &str = "QS 9S QD 3D 6C"; // 2 Pair 32, below a 3 of a Kind

// ---------------------------------------------------------------- the hands and the sheet

#[test]
fn two_players_only() {
    assert_eq!(SuitChallenge::INFO.seats, 2..=2);
    for seats in [1, 3] {
        assert!(SuitChallenge::new_game(&Options::default(), seats, Deal::seeded(1)).is_err());
    }
    assert!(
        SuitChallenge::new_game(
            &Options {
                dealer: 2,
                ..Options::default()
            },
            2,
            Deal::seeded(1)
        )
        .is_err()
    );
}

#[test]
fn card_points_are_ace_eleven_courts_ten_pips_face_value() {
    assert_eq!(card_points(card("AS")), 11);
    for code in ["KD", "QC", "JH", "TS"] {
        assert_eq!(card_points(card(code)), 10);
    }
    assert_eq!(card_points(card("9C")), 9);
    assert_eq!(card_points(card("2H")), 2);
    assert_eq!(five_card_total(&standard_pack()), 4 * (54 + 41));
}

#[test]
fn every_hand_has_exactly_one_suit_pattern() {
    let cases: [(&str, &[Row]); 6] = [
        ("AS 9S 4D 3C 5H", &[Row::Pair, Row::Straight]),
        ("AS KS QH JH 2C", &[Row::TwoPair]),
        (THREE_HEARTS, &[Row::ThreeOfAKind]),
        ("AC KC QC JD TD", &[Row::FullHouse]),
        ("2D 3D 4D 5D 6C", &[Row::FourOfAKind]),
        ("2S 3S 4S 5S 7S", &[Row::FiveOfAKind]),
    ];
    for (hand, formed) in cases {
        let hand = cards_of(hand);
        for r in Row::HANDS {
            assert_eq!(forms(&hand, r), formed.contains(&r), "{hand:?} {r:?}");
        }
        assert!(forms(&hand, Row::TotalHand));
        assert!(!forms(&hand, Row::Challenge));
    }
}

#[test]
fn hand_points_count_only_the_cards_making_the_hand() {
    let h = |s| cards_of(s);
    assert_eq!(hand_points(&h("AS 9S 4D 3C 5H"), Row::Pair), 20);
    // Straight: one card of each suit, the higher of the doubled suit.
    assert_eq!(
        hand_points(&h("AS 9S 4D 3C 5H"), Row::Straight),
        11 + 4 + 3 + 5
    );
    assert_eq!(hand_points(&h("AS KS QH JH 2C"), Row::TwoPair), 41);
    assert_eq!(hand_points(&h(THREE_HEARTS), Row::ThreeOfAKind), 23);
    assert_eq!(hand_points(&h("AC KC QC JD TD"), Row::FullHouse), 51);
    assert_eq!(hand_points(&h("2D 3D 4D 5D 6C"), Row::FourOfAKind), 14);
    assert_eq!(hand_points(&h("2S 3S 4S 5S 7S"), Row::FiveOfAKind), 21);
    assert_eq!(hand_points(&h(THREE_HEARTS), Row::TotalHand), 35);
}

#[test]
fn the_sheet_has_eight_required_rows_and_a_challenge_row() {
    assert_eq!(Row::ALL.len(), 9);
    assert_eq!(Row::REQUIRED.len(), 8);
    assert!(!Row::REQUIRED.contains(&Row::Challenge));
    let ranks: Vec<u8> = Row::REQUIRED.iter().map(|r| r.rank()).collect();
    assert_eq!(ranks, vec![1, 4 - 2, 3, 4, 5, 6, 7, 8]);
}

#[test]
fn a_zero_fills_a_row() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 0, &[Row::TotalHand], 0);
    assert!(!state.legal_actions().contains(&call(Row::TotalHand)));
    assert!(state.apply(&call(Row::TotalHand)).is_err());
    // Zeros count as filled for the end of the game too.
    set_cards(&mut state, THREE_HEARTS, TWO_PAIR, "");
    fill(&mut state, 0, &all_but(&[Row::ThreeOfAKind]), 0);
    fill(&mut state, 1, &[Row::TotalHand], 5);
    act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), Some(23));
    assert_eq!(state.phase, Phase::ChallengeChoice { seat: 1 });
}

// ---------------------------------------------------------------- the round

#[test]
fn the_non_dealer_acts_first_and_the_dealer_alternates() {
    let state = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(3)).unwrap();
    assert_eq!(state.dealer, 0);
    assert_eq!(state.to_act(), Some(1));
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    assert_eq!(state.to_act(), Some(0));
    fill(&mut state, 1, &[Row::TotalHand], 5);
    act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(state.dealer, 0);
    assert_eq!(state.phase, Phase::Opening { seat: 1 });
    assert_eq!(state.round, 2);
}

#[test]
fn both_players_get_one_chance_to_call_before_anyone_draws() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    assert_eq!(state.phase, Phase::Opening { seat: 0 });
    assert!(
        !state
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Discard { .. }))
    );
    act(&mut state, Action::Pass);
    assert_eq!(state.phase, Phase::Opening { seat: 1 });
    assert!(state.legal_actions().contains(&call(Row::Straight)));
    act(&mut state, Action::Pass);
    assert_eq!(state.phase, Phase::Turn { seat: 0 });
    assert!(state.apply(&Action::Pass).is_err());
}

#[test]
fn only_hands_the_cards_really_form_are_offered() {
    let mut state = game(PAIR_SPADES, THREE_HEARTS, "");
    let calls: Vec<Action> = state
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Call { .. }))
        .collect();
    assert_eq!(
        calls,
        vec![call(Row::Pair), call(Row::Straight), call(Row::TotalHand)]
    );
    let before = state.clone();
    let err = state.apply(&call(Row::ThreeOfAKind)).unwrap_err();
    assert!(err.is("suit_challenge-error-not-formed"), "{err}");
    assert_eq!(
        err.phrase().args["hand"],
        Arg::Phrase(Box::new(Row::ThreeOfAKind.phrase()))
    );
    assert_eq!(state, before);
}

#[test]
fn a_turn_is_call_or_discard_and_draw_then_call_or_end_turn() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "AD KD");
    pass_opening(&mut state);
    let discards = state
        .legal_actions()
        .iter()
        .filter(|a| matches!(a, Action::Discard { .. }))
        .count();
    assert_eq!(discards, 32);
    let events = act(&mut state, discard("5C 7D"));
    assert_eq!(state.hands[0], cards_of("KD AD 2H KH AH"));
    assert_eq!(state.draws[0], Some(2));
    let moved = events
        .iter()
        .filter(|e| matches!(e, Event::CardMoved { .. }))
        .count();
    assert_eq!(moved, 4);
    assert_eq!(state.phase, Phase::AfterDraw { seat: 0 });
    let legal = state.legal_actions();
    assert!(legal.contains(&call(Row::FullHouse)));
    assert!(legal.contains(&Action::EndTurn));
    assert!(!legal.iter().any(|a| matches!(a, Action::Discard { .. })));
    act(&mut state, Action::EndTurn);
    assert_eq!(state.phase, Phase::Turn { seat: 1 });
}

#[test]
fn an_empty_stock_is_refilled_by_shuffling_the_discards() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    pass_opening(&mut state);
    // Move all but one stock card to the discard pile.
    let rest: Vec<Card> = state.stock.drain(1..).collect();
    state.discards = rest;
    state.validate().unwrap();
    let events = act(&mut state, discard("5C 7D"));
    // 41 older discards and the 2 new ones, less nothing: the one stock card was drawn first.
    assert!(events.contains(&Event::Shuffled {
        zone: Zone::Stock,
        count: 43
    }));
    assert_eq!(state.hands[0].len(), 5);
    assert_eq!(state.stock.len() + state.discards.len(), 42);
}

#[test]
fn a_call_reveals_both_hands_to_everyone() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    act(&mut state, call(Row::ThreeOfAKind));
    let events = act(&mut state, Action::Accept);
    for seat in 0..2 {
        assert!(events.iter().any(|e| matches!(e,
            Event::Revealed { seat: s, to: Audience::Everyone, cards } if *s == seat && cards.len() == 5)));
    }
    let show = state.last_showdown.clone().unwrap();
    let mut shown = cards_of(PAIR_SPADES);
    shown.sort_unstable_by_key(hand_key);
    assert_eq!(&*show.hands[1], shown.as_slice());
    assert_eq!(state.view(0).last_showdown, Some(show.clone()));
    assert_eq!(state.view(1).last_showdown, Some(show));
}

#[test]
fn the_same_hand_competes_on_points() {
    let mut state = game(THREE_HEARTS, "QC JC 9C 2D 3S", "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    act(&mut state, call(Row::ThreeOfAKind));
    // 23 against 29: the other player wins the 3 of a Kind.
    assert_eq!(row(&state, 1, Row::ThreeOfAKind), Some(29));
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), None);
}

#[test]
fn a_pair_call_is_answered_as_a_pair_by_a_two_one_one_one() {
    // The other hand's Straight (22) would outrank 1 Pair, but it forms a Pair too (19).
    let mut state = game("AS KS 6D 7C 8H", PAIR_SPADES, "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    act(&mut state, call(Row::Pair));
    assert_eq!(row(&state, 0, Row::Pair), Some(21));
    assert_eq!(row(&state, 1, Row::Straight), None);
}

#[test]
fn otherwise_the_other_hand_counts_as_its_highest_ranked_hand() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    let events = act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(row(&state, 1, Row::Straight), Some(22));
    assert_eq!(row(&state, 1, Row::Pair), None);
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), None);
    let won = Note::CallWon {
        winner: 1,
        hand: Row::Straight,
        points: 22,
    };
    assert_eq!(result(&events), won);
    assert_eq!(state.last_showdown.unwrap().result, won);
}

#[test]
fn the_higher_rank_wins_whatever_the_points() {
    let mut state = game("2D 3D 4D 5D 6C", "AC KC QC JD TD", "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    act(&mut state, call(Row::FourOfAKind));
    assert_eq!(row(&state, 0, Row::FourOfAKind), Some(14));
    assert_eq!(row(&state, 1, Row::FullHouse), None);
}

#[test]
fn equal_points_are_a_wash() {
    let mut state = game("AH KH 2H 5C 7D", "AS KS 2S 6C 8D", "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    let events = act(&mut state, call(Row::ThreeOfAKind));
    assert!(!events.iter().any(|e| matches!(e, Event::Scored { .. })));
    assert!(events.iter().any(
        |e| matches!(e, Event::RoundOver { result } if *result == Note::CallTied {
            hand: Row::ThreeOfAKind,
            points: 23,
        })
    ));
    assert_eq!(state.round, 2);
}

#[test]
fn a_filled_row_makes_the_win_a_wash() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    fill(&mut state, 1, &[Row::Straight], 30);
    let events = act(&mut state, call(Row::ThreeOfAKind));
    assert!(!events.iter().any(|e| matches!(e, Event::Scored { .. })));
    assert_eq!(
        result(&events),
        Note::CallWonRowFilled {
            winner: 1,
            hand: Row::Straight,
            points: 22
        }
    );
    assert_eq!(row(&state, 1, Row::Straight), Some(30));
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), None);
}

#[test]
fn calling_a_filled_row_is_a_legal_blocking_move() {
    let mut state = game("2D 3D 4D 5D 6C", "AC KC QC JD TD", "");
    fill(&mut state, 0, &[Row::FourOfAKind], 40);
    fill(&mut state, 1, &[Row::TotalHand], 1);
    assert!(state.legal_actions().contains(&call(Row::FourOfAKind)));
    let events = act(&mut state, call(Row::FourOfAKind));
    assert!(!events.iter().any(|e| matches!(e, Event::Scored { .. })));
    assert_eq!(row(&state, 0, Row::FourOfAKind), Some(40));
    assert_eq!(row(&state, 1, Row::FullHouse), None);
}

#[test]
fn any_result_ends_the_round_and_a_new_round_is_dealt() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 1, &[Row::TotalHand], 1);
    let events = act(&mut state, call(Row::ThreeOfAKind));
    assert!(events.iter().any(|e| matches!(e, Event::RoundOver { .. })));
    assert!(events.contains(&Event::Shuffled {
        zone: Zone::Stock,
        count: 52
    }));
    let dealt = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CardMoved {
                    from: Zone::Stock,
                    to: Zone::Hand { .. },
                    ..
                }
            )
        })
        .count();
    assert_eq!(dealt, 10);
    assert!(matches!(state.phase, Phase::Opening { .. }));
    assert_eq!(state.stock.len(), 42);
}

// ---------------------------------------------------------------- Total Hand

#[test]
fn total_hand_on_your_turn_scores_the_higher_total() {
    let mut state = game("AC KC QD JH TS", PAIR_SPADES, "");
    act(&mut state, call(Row::TotalHand));
    assert_eq!(row(&state, 0, Row::TotalHand), Some(51));
    assert_eq!(row(&state, 1, Row::TotalHand), None);
}

#[test]
fn a_lost_total_hand_on_your_turn_writes_zero_and_the_other_scores_nothing() {
    let mut state = game(PAIR_SPADES, "AC KC QD JH TS", "");
    let events = act(&mut state, call(Row::TotalHand));
    assert_eq!(row(&state, 0, Row::TotalHand), Some(0));
    assert_eq!(
        result(&events),
        Note::TotalHandLost {
            seat: 0,
            total: 31,
            against: 51
        }
    );
    let scored: Vec<&Event<Note>> = events
        .iter()
        .filter(|e| matches!(e, Event::Scored { .. }))
        .collect();
    assert_eq!(scored.len(), 1);
    assert_eq!(state.sheets[1], [None; 9]);
}

#[test]
fn equal_totals_in_total_hand_are_a_wash() {
    let mut state = game("AH KH 2H 5C 7D", "AS KS 2S 5D 7C", "");
    let events = act(&mut state, call(Row::TotalHand));
    assert!(!events.iter().any(|e| matches!(e, Event::Scored { .. })));
    assert_eq!(row(&state, 0, Row::TotalHand), None);
}

#[test]
fn total_hand_can_override_the_other_players_call() {
    let mut state = game(THREE_HEARTS, "AC KC QD JH TS", "");
    act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(
        state.phase,
        Phase::Respond {
            seat: 1,
            caller: 0,
            hand: Row::ThreeOfAKind
        }
    );
    assert_eq!(
        state.legal_actions(),
        vec![Action::Accept, Action::TotalHand]
    );
    let events = act(&mut state, Action::TotalHand);
    assert_eq!(row(&state, 1, Row::TotalHand), Some(51));
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), None);
    assert_eq!(
        result(&events),
        Note::TotalHandWon {
            seat: 1,
            total: 51,
            against: 35
        }
    );
    assert_eq!(state.last_showdown.unwrap().total_hand_by, Some(1));
}

#[test]
fn a_lost_total_hand_override_gives_the_caller_their_five_card_total() {
    let mut state = game(THREE_HEARTS, "2C 3C 4D 5H 6S", "");
    act(&mut state, call(Row::ThreeOfAKind));
    let events = act(&mut state, Action::TotalHand);
    assert_eq!(row(&state, 1, Row::TotalHand), Some(0));
    // The caller writes all five cards (35), not the three of the hand (23).
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), Some(35));
    assert_eq!(
        result(&events),
        Note::AnswerLost {
            seat: 1,
            total: 20,
            against: 35,
            caller: 0,
            call: Row::ThreeOfAKind
        }
    );
}

#[test]
fn a_lost_override_writes_nothing_for_the_caller_whose_row_is_filled() {
    let mut state = game(THREE_HEARTS, "2C 3C 4D 5H 6S", "");
    fill(&mut state, 0, &[Row::ThreeOfAKind], 12);
    act(&mut state, call(Row::ThreeOfAKind));
    let events = act(&mut state, Action::TotalHand);
    assert_eq!(row(&state, 1, Row::TotalHand), Some(0));
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), Some(12));
    assert_eq!(
        result(&events),
        Note::TotalHandLost {
            seat: 1,
            total: 20,
            against: 35
        }
    );
}

#[test]
fn total_hand_needs_an_empty_total_hand_row() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 0, &[Row::TotalHand], 40);
    assert!(!state.legal_actions().contains(&call(Row::TotalHand)));
    let before = state.clone();
    assert!(state.apply(&call(Row::TotalHand)).is_err());
    assert_eq!(state, before);
}

/// Seat 0 full; seat 1 missing `open`; seat 1 to choose.
fn endgame(open: &[Row]) -> SuitChallenge {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 0, &Row::REQUIRED, 20);
    fill(&mut state, 1, &all_but(open), 20);
    state.phase = Phase::ChallengeChoice { seat: 1 };
    state.validate().unwrap();
    state
}
