//! Rule tests for Suit Challenge: one per rule of the rulebook section and per rule note,
//! plus contract playouts, property checks and bot strength.

use super::*;
use crate::cards::standard_pack;
use crate::phrase::Speak;
use crate::phrase::{Arg, Phrase, Values};
use crate::refusal::Refuse;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

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

// ---------------------------------------------------------------- end and Challenge

/// Seat 0 full; seat 1 missing `open`; seat 1 to choose.
fn endgame(open: &[Row]) -> SuitChallenge {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 0, &Row::REQUIRED, 20);
    fill(&mut state, 1, &all_but(open), 20);
    state.phase = Phase::ChallengeChoice { seat: 1 };
    state.validate().unwrap();
    state
}

#[test]
fn filling_all_eight_rows_lets_the_other_player_quit_or_challenge() {
    let mut state = game(THREE_HEARTS, TWO_PAIR, "");
    fill(&mut state, 0, &all_but(&[Row::ThreeOfAKind]), 10);
    fill(&mut state, 1, &all_but(&[Row::Pair, Row::FiveOfAKind]), 10);
    act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(state.phase, Phase::ChallengeChoice { seat: 1 });
    assert_eq!(
        state.legal_actions(),
        vec![
            Action::Challenge { row: Row::Pair },
            Action::Challenge {
                row: Row::FiveOfAKind
            },
            Action::Quit
        ]
    );
    assert!(
        state
            .apply(&Action::Challenge { row: Row::Straight })
            .is_err()
    );
    assert!(
        state
            .apply(&Action::Challenge {
                row: Row::Challenge
            })
            .is_err()
    );
}

#[test]
fn quitting_ends_the_game_and_the_highest_sum_wins() {
    let mut state = endgame(&[Row::Pair]);
    state.sheets[1][Row::Challenge.index()] = Some(50);
    let events = act(&mut state, Action::Quit);
    let outcome = state.outcome().unwrap();
    assert_eq!(outcome.scores, vec![160, 190]);
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(
        outcome.summary,
        Note::GameWon {
            winner: 1,
            points: 190,
            against: 160
        }
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::GameOver { .. }))
            .count(),
        1
    );
    assert_eq!(state.to_act(), None);
    assert!(state.legal_actions().is_empty());
}

#[test]
fn equal_sums_are_a_draw() {
    let mut state = endgame(&[Row::Pair]);
    state.sheets[1][Row::Challenge.index()] = Some(20);
    let events = act(&mut state, Action::Quit);
    assert!(state.outcome().unwrap().winners.is_empty());
    assert_eq!(
        state.outcome().unwrap().summary,
        Note::GameDrawn { points: 160 }
    );
    assert!(events.contains(&Event::said(1, Note::Quits)));
}

#[test]
fn a_challenge_round_allows_only_the_challenged_call_and_no_total_hand() {
    let mut state = endgame(&[Row::FullHouse, Row::TotalHand]);
    act(
        &mut state,
        Action::Challenge {
            row: Row::FullHouse,
        },
    );
    assert!(state.challenge.is_some());
    let first = state.to_act().unwrap();
    let hand = "AC KC QC JD TD";
    let other_hand = "AH KH 2H 5S 7D";
    if first == 0 {
        set_cards(&mut state, hand, other_hand, "");
    } else {
        set_cards(&mut state, other_hand, hand, "");
    }
    assert_eq!(
        state.legal_actions(),
        vec![call(Row::FullHouse), Action::Pass]
    );
    assert!(state.apply(&call(Row::TotalHand)).is_err());
    act(&mut state, Action::Pass);
    // The other seat holds a 3 of a Kind: no call at all, only a pass.
    assert_eq!(state.legal_actions(), vec![Action::Pass]);
    assert!(state.apply(&call(Row::ThreeOfAKind)).is_err());
}

/// Seat 1 challenges `row` and the round's hands are set: seat 0 is the defender.
fn challenge_round(row: Row, challenger: &str, defender: &str) -> SuitChallenge {
    let mut state = endgame(&[row, Row::FiveOfAKind]);
    act(&mut state, Action::Challenge { row });
    set_cards(&mut state, defender, challenger, "");
    state
}

fn to_act_calls(state: &mut SuitChallenge, seat: Seat, row: Row) -> Vec<Event<Note>> {
    if state.to_act() != Some(seat) {
        act(state, Action::Pass);
    }
    act(state, call(row))
}

#[test]
fn a_winning_challenger_writes_the_five_card_total() {
    let mut state = challenge_round(Row::ThreeOfAKind, THREE_HEARTS, PAIR_SPADES);
    let events = to_act_calls(&mut state, 1, Row::ThreeOfAKind);
    assert_eq!(row(&state, 1, Row::ThreeOfAKind), Some(35));
    assert_eq!(row(&state, 0, Row::Challenge), None);
    assert_eq!(
        result(&events),
        Note::ChallengeWon {
            challenger: 1,
            row: Row::ThreeOfAKind,
            total: 35
        }
    );
    assert_eq!(state.phase, Phase::ChallengeChoice { seat: 1 });
}

#[test]
fn a_losing_challenger_writes_zero_and_the_defender_adds_to_challenge() {
    let mut state = challenge_round(Row::ThreeOfAKind, PAIR_SPADES, THREE_HEARTS);
    let events = to_act_calls(&mut state, 0, Row::ThreeOfAKind);
    assert_eq!(row(&state, 1, Row::ThreeOfAKind), Some(0));
    assert_eq!(row(&state, 0, Row::Challenge), Some(35));
    assert_eq!(
        result(&events),
        Note::ChallengeLost {
            challenger: 1,
            row: Row::ThreeOfAKind,
            defender: 0,
            total: 35
        }
    );
    // It accumulates.
    act(
        &mut state,
        Action::Challenge {
            row: Row::FiveOfAKind,
        },
    );
    set_cards(
        &mut state,
        "2S 3S 4S 5S 7S",
        PAIR_SPADES.replace("QS", "KD").as_str(),
        "",
    );
    to_act_calls(&mut state, 0, Row::FiveOfAKind);
    assert_eq!(row(&state, 0, Row::Challenge), Some(35 + 21));
    assert_eq!(row(&state, 1, Row::FiveOfAKind), Some(0));
}

#[test]
fn the_first_caller_wins_unless_the_other_also_holds_the_hand() {
    // Both hold a 3 of a Kind: the higher five-card total (the challenger's 39) wins,
    // though the defender called first.
    let mut state = challenge_round(Row::ThreeOfAKind, "AC KC QC 3D 5H", THREE_HEARTS);
    to_act_calls(&mut state, 0, Row::ThreeOfAKind);
    assert_eq!(row(&state, 1, Row::ThreeOfAKind), Some(39));
    assert_eq!(row(&state, 0, Row::Challenge), None);
}

#[test]
fn equal_totals_let_the_challenger_challenge_again_or_stop() {
    let mut state = challenge_round(Row::ThreeOfAKind, "AS KS 2S 5D 7C", THREE_HEARTS);
    let events = to_act_calls(&mut state, 1, Row::ThreeOfAKind);
    assert_eq!(
        result(&events),
        Note::ChallengeTied {
            row: Row::ThreeOfAKind,
            total: 35
        }
    );
    assert_eq!(row(&state, 1, Row::ThreeOfAKind), None);
    assert_eq!(row(&state, 0, Row::Challenge), None);
    assert_eq!(state.phase, Phase::ChallengeChoice { seat: 1 });
    assert!(state.legal_actions().contains(&Action::Challenge {
        row: Row::ThreeOfAKind
    }));
}

#[test]
fn the_game_ends_when_both_sheets_are_full() {
    let mut state = endgame(&[Row::ThreeOfAKind]);
    act(
        &mut state,
        Action::Challenge {
            row: Row::ThreeOfAKind,
        },
    );
    set_cards(&mut state, PAIR_SPADES, THREE_HEARTS, "");
    let events = to_act_calls(&mut state, 1, Row::ThreeOfAKind);
    assert_eq!(state.phase, Phase::GameOver);
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert_eq!(state.outcome().unwrap().scores, vec![160, 175]);
}

#[test]
fn the_game_ends_at_once_when_both_sheets_fill_in_the_same_round() {
    // A lost override fills the overrider's Total Hand and the caller's last row together.
    let mut state = game(THREE_HEARTS, "2C 3C 4D 5H 6S", "");
    fill(&mut state, 0, &all_but(&[Row::ThreeOfAKind]), 10);
    fill(&mut state, 1, &all_but(&[Row::TotalHand]), 10);
    act(&mut state, call(Row::ThreeOfAKind));
    act(&mut state, Action::TotalHand);
    assert_eq!(state.phase, Phase::GameOver);
    assert_eq!(state.outcome().unwrap().winners, vec![0]);
}

// ---------------------------------------------------------------- rule notes

#[test]
fn note_cards_are_dealt_one_at_a_time_non_dealer_first_from_a_fresh_shuffle() {
    let pack = standard_pack();
    let state = SuitChallenge::new_game(
        &Options::default(),
        2,
        Deal {
            seed: 5,
            stacked: Some(pack.clone()),
        },
    )
    .unwrap();
    // Seat 0 deals: seat 1 gets the 1st, 3rd, 5th… card.
    let mut expect1: Vec<Card> = pack.iter().step_by(2).take(5).copied().collect();
    let mut expect0: Vec<Card> = pack.iter().skip(1).step_by(2).take(5).copied().collect();
    expect1.sort_unstable_by_key(hand_key);
    expect0.sort_unstable_by_key(hand_key);
    assert_eq!(state.hands[1], expect1);
    assert_eq!(state.hands[0], expect0);
    assert_eq!(state.stock.last(), pack.get(10));
    let mut bad = pack.clone();
    bad[0] = bad[1];
    assert!(
        SuitChallenge::new_game(
            &Options::default(),
            2,
            Deal {
                seed: 5,
                stacked: Some(bad)
            }
        )
        .is_err()
    );
}

#[test]
fn note_a_call_is_settled_at_once_when_the_other_cannot_answer() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 1, &[Row::TotalHand], 30);
    act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(row(&state, 1, Row::Straight), Some(22));
    assert!(matches!(state.phase, Phase::Opening { .. }));
}

#[test]
fn note_a_total_hand_call_cannot_be_answered_with_total_hand() {
    let mut state = game("AC KC QD JH TS", PAIR_SPADES, "");
    act(&mut state, call(Row::TotalHand));
    assert!(matches!(state.phase, Phase::Opening { seat: 1 }));
    assert_eq!(row(&state, 0, Row::TotalHand), Some(51));
}

#[test]
fn note_the_higher_ranked_reply_wins_even_when_a_lower_one_would_score() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    fill(&mut state, 1, &[Row::TotalHand, Row::Straight], 25);
    act(&mut state, call(Row::ThreeOfAKind));
    assert_eq!(row(&state, 1, Row::Pair), None);
    assert_eq!(row(&state, 0, Row::ThreeOfAKind), None);
}

#[test]
fn note_discarding_no_cards_is_allowed() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    pass_opening(&mut state);
    let events = act(&mut state, discard(""));
    assert_eq!(state.hands[0], cards_of("5C 7D 2H KH AH"));
    assert_eq!(state.phase, Phase::AfterDraw { seat: 0 });
    assert_eq!(state.draws[0], Some(0));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Said { seat: 0, note } if *note == Note::StandsPat))
    );
    assert!(state.legal_actions().contains(&call(Row::ThreeOfAKind)));
}

#[test]
fn note_discards_reach_the_pile_before_the_draw() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    pass_opening(&mut state);
    let rest: Vec<Card> = state.stock.drain(..).collect();
    state.discards = rest;
    let events = act(&mut state, discard("5C 7D 2H KH AH"));
    // The five discards were shuffled into the new stock with the older ones.
    assert!(events.contains(&Event::Shuffled {
        zone: Zone::Stock,
        count: 47
    }));
}

#[test]
fn note_the_total_hand_row_can_be_challenged() {
    let mut state = challenge_round(Row::TotalHand, "AC KC QD JH TS", PAIR_SPADES);
    let seat = state.to_act().unwrap();
    assert_eq!(
        state.legal_actions(),
        vec![call(Row::TotalHand), Action::Pass]
    );
    if seat == 0 {
        act(&mut state, Action::Pass);
    }
    act(&mut state, call(Row::TotalHand));
    assert_eq!(row(&state, 1, Row::TotalHand), Some(51));
}

#[test]
fn note_challenge_rounds_alternate_the_dealer_and_allow_draws() {
    let mut state = endgame(&[Row::FullHouse]);
    let dealer = state.dealer;
    act(
        &mut state,
        Action::Challenge {
            row: Row::FullHouse,
        },
    );
    assert_eq!(state.dealer, 1 - dealer);
    act(&mut state, Action::Pass);
    act(&mut state, Action::Pass);
    assert!(
        state
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Discard { .. }))
    );
}

#[test]
fn note_the_chooser_may_stop_even_when_ahead() {
    let mut state = endgame(&[Row::FullHouse]);
    state.sheets[1][Row::Challenge.index()] = Some(100);
    assert!(state.legal_actions().contains(&Action::Quit));
    act(&mut state, Action::Quit);
    assert_eq!(state.outcome().unwrap().winners, vec![1]);
}

#[test]
fn the_game_is_described_for_menus_codes_and_charts() {
    let info = &SuitChallenge::INFO;
    assert_eq!(info.id, "suit_challenge");
    assert_eq!(info.share_code, 1);
    assert!(info.keeps_score);
    assert_eq!(info.chart, Chart::ROUNDS_OF_POINTS);
    let specs = (info.options)(2);
    assert_eq!(specs.len(), 1);
    assert_eq!(specs[0].key, "dealer");
    assert_eq!(specs[0].help, "suit_challenge-option-dealer-help");
}

// ---------------------------------------------------------------- contract

#[test]
fn views_hold_only_what_the_seat_may_see() {
    let state = game(THREE_HEARTS, PAIR_SPADES, "");
    let view = state.view(1);
    let mut own = cards_of(PAIR_SPADES);
    own.sort_unstable_by_key(hand_key);
    assert_eq!(view.hand, own);
    assert_eq!(view.opponent_cards, 5);
    assert!(view.legal.is_empty());
    let json = serde_json::to_string(&view).unwrap();
    for code in ["AH", "KH", "5C", "7D"] {
        assert!(
            !json.contains(&format!("\"{code}\"")),
            "view 1 shows {code}"
        );
    }
    assert_eq!(state.view(0).legal, state.legal_actions());
}

#[test]
fn action_json_has_the_agreed_shape() {
    let cases = [
        (
            call(Row::FullHouse),
            r#"{"action":"call","hand":"full_house"}"#,
        ),
        (
            discard("AS TD"),
            r#"{"action":"discard","cards":["AS","TD"]}"#,
        ),
        (Action::Pass, r#"{"action":"pass"}"#),
        (Action::EndTurn, r#"{"action":"end_turn"}"#),
        (Action::Accept, r#"{"action":"accept"}"#),
        (Action::TotalHand, r#"{"action":"total_hand"}"#),
        (
            Action::Challenge {
                row: Row::FullHouse,
            },
            r#"{"action":"challenge","row":"full_house"}"#,
        ),
        (Action::Quit, r#"{"action":"quit"}"#),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
        assert!(action.phrase().id.starts_with("suit_challenge-action-"));
    }
    assert!(
        serde_json::from_str::<Action>(
            r#"{"action":"discard","cards":["AS","TD","2C","3C","4C","5C"]}"#
        )
        .is_err()
    );
    assert_eq!(
        call(Row::FullHouse).phrase(),
        Phrase::new("suit_challenge-action-call")
            .nested("hand", Phrase::new("suit_challenge-row-full-house"))
    );
    assert_eq!(
        discard("AS TD 2C").phrase(),
        Phrase::new("suit_challenge-action-discard").cards("cards", &cards_of("AS TD 2C"))
    );
    assert_eq!(
        discard("").phrase(),
        Phrase::new("suit_challenge-action-draw-nothing")
    );
}

#[test]
fn discards_must_be_held_and_distinct() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    pass_opening(&mut state);
    let before = state.clone();
    for bad in ["QS", "AH AH", "AH 2C"] {
        assert!(state.apply(&discard(bad)).is_err(), "{bad}");
        assert_eq!(state, before);
    }
    // Any order of held cards is accepted.
    act(&mut state, discard("AH 5C"));
}

type Breaker = Box<dyn Fn(&mut SuitChallenge)>;

#[test]
fn corrupt_states_are_refused() {
    let good = game(THREE_HEARTS, PAIR_SPADES, "");
    good.validate().unwrap();
    let breakers: Vec<Breaker> = vec![
        Box::new(|s| s.hands.pop().map(|_| ()).unwrap_or(())),
        Box::new(|s| s.sheets.push([None; 9])),
        Box::new(|s| s.draws.clear()),
        Box::new(|s| s.dealer = 2),
        Box::new(|s| s.options.dealer = 5),
        Box::new(|s| {
            let c = s.stock[0];
            s.stock[1] = c;
        }),
        Box::new(|s| {
            let c = s.stock.pop().unwrap();
            s.hands[0].push(c);
        }),
        Box::new(|s| s.draws[0] = Some(9)),
        Box::new(|s| s.sheets[0][0] = Some(-3)),
        Box::new(|s| s.phase = Phase::Turn { seat: 2 }),
        Box::new(|s| {
            s.phase = Phase::Respond {
                seat: 1,
                caller: 1,
                hand: Row::Pair,
            }
        }),
        Box::new(|s| {
            s.phase = Phase::Respond {
                seat: 1,
                caller: 0,
                hand: Row::TotalHand,
            }
        }),
        Box::new(|s| s.phase = Phase::ChallengeChoice { seat: 0 }),
        Box::new(|s| s.phase = Phase::GameOver),
        Box::new(|s| {
            s.challenge = Some(ChallengeRound {
                challenger: 0,
                row: Row::Pair,
            })
        }),
        Box::new(|s| {
            s.outcome = Some(Outcome::by_highest_score(
                vec![1, 2],
                Note::GameDrawn { points: 1 },
            ));
        }),
        Box::new(|s| {
            fill(s, 0, &Row::REQUIRED, 1);
        }),
    ];
    for (at, breaker) in breakers.iter().enumerate() {
        let mut state = good.clone();
        breaker(&mut state);
        assert!(
            state.validate().is_err(),
            "corruption {at} passed validation"
        );
        // Nothing panics on a refused state either.
        let _ = state.legal_actions();
        let _ = state.view(0);
    }
}

#[test]
fn shuffle_hidden_keeps_every_view() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    let view = state.view(0);
    let mut rng = GameRng::seeded(3);
    state.shuffle_hidden(0, &mut rng);
    assert_eq!(state.view(0), view);
    assert_ne!(state.hands[1], cards_of(PAIR_SPADES));
    state.validate().unwrap();
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let mut a = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(11)).unwrap();
    let mut b = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(11)).unwrap();
    let mut rng = GameRng::seeded(4);
    for _ in 0..500 {
        if a.to_act().is_none() {
            break;
        }
        let legal = a.legal_actions();
        let action = rng.pick(&legal).unwrap().clone();
        assert_eq!(a.apply(&action), b.apply(&action));
        assert_eq!(a, b);
    }
    let c = SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(12)).unwrap();
    assert_ne!(
        c.hands,
        SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(11))
            .unwrap()
            .hands
    );
}

fn playout_seeds() -> u64 {
    if cfg!(debug_assertions) { 40 } else { 300 }
}

#[test]
fn random_playouts_keep_the_contract_for_both_first_dealers() {
    for dealer in 0..2 {
        for seed in 0..playout_seeds() {
            checked_playout::<SuitChallenge>(
                &Options {
                    dealer,
                    ..Options::default()
                },
                2,
                seed,
                Chooser::Random,
                200_000,
            );
        }
    }
}

#[test]
fn bot_playouts_keep_the_contract_at_every_level() {
    for level in Level::ALL {
        // The searching hard level thinks a thousand times longer per move: fewer games.
        let seeds = if level == Level::Hard {
            2
        } else {
            playout_seeds() / 4
        };
        for seed in 0..seeds {
            let options = Options {
                dealer: (seed % 2) as usize,
                ..Options::default()
            };
            checked_playout::<SuitChallenge>(&options, 2, seed, Chooser::Bot(level), 50_000);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 24 } else { 128 }))]

    #[test]
    fn illegal_actions_are_refused_without_a_trace(seed in any::<u64>(), dealer in 0usize..2, steps in 0usize..60, pick in 0usize..64) {
        let state: SuitChallenge =
            crate::testing::after_random_actions(&Options { dealer, ..Options::default() }, 2, seed, steps);
        let mut candidates: Vec<Action> = Row::ALL.iter().map(|&r| call(r)).collect();
        candidates.extend(Row::ALL.iter().map(|&r| Action::Challenge { row: r }));
        candidates.extend([Action::Pass, Action::EndTurn, Action::Accept, Action::TotalHand, Action::Quit, discard("AS"), discard("")]);
        let action = &candidates[pick % candidates.len()];
        let legal = state.legal_actions();
        let before = state.clone();
        let result = state.clone().apply(action);
        let held = matches!(action, Action::Discard { cards } if cards.iter().all(|c| state.hand(state.to_act().unwrap_or(0)).contains(&c)));
        if !legal.contains(action) && !held {
            prop_assert!(result.is_err());
            let mut copy = state.clone();
            let _ = copy.apply(action);
            prop_assert_eq!(copy, before);
        } else if legal.contains(action) {
            prop_assert!(result.is_ok());
        }
    }

    #[test]
    fn states_views_and_options_survive_serde(seed in any::<u64>(), dealer in 0usize..2, steps in 0usize..200) {
        let options = Options { dealer, ..Options::default() };
        let json = serde_json::to_string(&options).unwrap();
        prop_assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), options.clone());
        prop_assert_eq!(serde_json::from_str::<Options>("{}").unwrap(), Options::default());
        let state: SuitChallenge =
            crate::testing::after_random_actions(&options, 2, seed, steps);
        let back: SuitChallenge = serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
        back.validate().unwrap();
        prop_assert_eq!(&back, &state);
        for seat in 0..2 {
            let view = state.view(seat);
            let back: View = serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
            prop_assert_eq!(back, view);
        }
    }

    #[test]
    fn games_end(seed in any::<u64>(), dealer in 0usize..2) {
        let mut state = SuitChallenge::new_game(&Options { dealer, ..Options::default() }, 2, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut steps = 0;
        while state.to_act().is_some() {
            let legal = state.legal_actions();
            let action = rng.pick(&legal).unwrap().clone();
            state.apply(&action).unwrap();
            steps += 1;
            prop_assert!(steps < 200_000);
        }
        prop_assert!(state.outcome().is_some());
    }
}

// ---------------------------------------------------------------- bots

/// Plays one game; `levels[seat]` None is a random player. Returns the winners.
fn play_match(seed: u64, levels: [Option<Level>; 2]) -> Vec<Seat> {
    let options = Options {
        dealer: (seed / 2 % 2) as usize,
        ..Options::default()
    };
    let mut state = SuitChallenge::new_game(&options, 2, Deal::seeded(seed)).unwrap();
    let mut rng = GameRng::seeded(seed.wrapping_mul(31).wrapping_add(7));
    let mut steps = 0;
    while let Some(seat) = state.to_act() {
        let legal = state.legal_actions();
        let action = match levels[seat] {
            Some(level) => SuitChallenge::bot_action(&state.view(seat), &legal, level, &mut rng),
            None => rng.pick(&legal).unwrap().clone(),
        };
        state.apply(&action).unwrap();
        steps += 1;
        assert!(steps < 200_000, "match did not end");
    }
    state.outcome().unwrap().winners
}

/// Wins and losses of `first` against `second` over `games` fixed seeds, seats alternating.
fn head_to_head(first: Option<Level>, second: Option<Level>, games: u64) -> (u32, u32) {
    let (mut wins, mut losses) = (0, 0);
    for seed in 0..games {
        let me = (seed % 2) as usize;
        let mut levels = [second; 2];
        levels[me] = first;
        let winners = play_match(seed, levels);
        if winners == vec![me] {
            wins += 1;
        } else if !winners.is_empty() {
            losses += 1;
        }
    }
    (wins, losses)
}

#[test]
fn normal_bot_beats_a_random_player() {
    let (wins, losses) = head_to_head(Some(Level::Normal), None, 200);
    println!("normal against random: {wins} wins, {losses} losses of 200");
    assert!(wins > 150, "normal won {wins}, lost {losses} of 200");
}

#[test]
fn easy_bot_beats_a_random_player() {
    let (wins, losses) = head_to_head(Some(Level::Easy), None, 200);
    println!("easy against random: {wins} wins, {losses} losses of 200");
    assert!(wins > 120, "easy won {wins}, lost {losses} of 200");
}

// The hard level's strength is measured by duplicate matches (the `duplicate` example), which
// take minutes; these tests pin down single decisions whose right answer is clear.

/// Seat 0 calls `call` right after the deal and seat 1 is to answer, holding `answer`.
fn answering(caller: &str, answer: &str, call_row: Row) -> SuitChallenge {
    let mut state = game(caller, answer, "");
    act(&mut state, call(call_row));
    assert!(matches!(state.phase, Phase::Respond { seat: 1, .. }));
    state
}

fn hard_move(state: &SuitChallenge, seat: Seat, seed: u64) -> Action {
    let legal = state.legal_actions();
    let action = SuitChallenge::bot_action(
        &state.view(seat),
        &legal,
        Level::Hard,
        &mut GameRng::seeded(seed),
    );
    assert!(legal.contains(&action), "{action:?} is not legal");
    action
}

#[test]
fn hard_answers_with_total_hand_a_call_its_high_total_beats_but_its_hand_does_not() {
    // 51 points against a 4 of a Kind: accepting loses the 4 of a Kind, Total Hand wins.
    let state = answering("9C 8C 7C 6C 2D", "AH KD QC JS TH", Row::FourOfAKind);
    assert_eq!(hard_move(&state, 1, 1), Action::TotalHand);
}

#[test]
fn hard_accepts_a_call_when_its_total_is_low() {
    // A total of 20 would write 0 in Total Hand and give the caller their total.
    let state = answering("QS 9S 4D 3C 5H", "2C 3D 4H 5S 6C", Row::Pair);
    assert_eq!(hard_move(&state, 1, 1), Action::Accept);
}

#[test]
fn hard_calls_a_top_five_of_a_kind_for_its_empty_row() {
    let state = game("AH KH QH JH TH", PAIR_SPADES, "");
    assert!(matches!(
        hard_move(&state, 0, 1),
        Action::Call {
            hand: Row::FiveOfAKind | Row::TotalHand
        }
    ));
}

#[test]
fn hard_does_not_call_a_filled_row_while_the_other_player_is_not_drawing_to_a_strong_hand() {
    // Only a blocking call is offered: a 2 Pair with that row filled, Total Hand filled too.
    let mut state = game(TWO_PAIR, "2H 5H 8C JD KS", "");
    fill(&mut state, 0, &[Row::TwoPair, Row::TotalHand], 30);
    assert_eq!(
        state.legal_actions(),
        vec![call(Row::TwoPair), Action::Pass]
    );
    for seed in 0..4 {
        assert_eq!(hard_move(&state, 0, seed), Action::Pass);
    }
}

#[test]
fn hard_quits_when_ahead_and_challenges_when_behind() {
    let behind = endgame(&[Row::Pair]);
    assert_eq!(
        hard_move(&behind, 1, 2),
        Action::Challenge { row: Row::Pair }
    );
    let mut ahead = endgame(&[Row::Pair]);
    ahead.sheets[1][Row::Challenge.index()] = Some(80);
    assert_eq!(hard_move(&ahead, 1, 2), Action::Quit);
}

#[test]
fn hard_moves_depend_only_on_the_view_and_the_random_state() {
    let mut state = game("AH 7H 2C 9D 4S", PAIR_SPADES, "");
    pass_opening(&mut state);
    let view = state.view(0);
    let legal = state.legal_actions();
    let moves: Vec<Action> = (0..2)
        .map(|_| SuitChallenge::bot_action(&view, &legal, Level::Hard, &mut GameRng::seeded(9)))
        .collect();
    assert_eq!(moves[0], moves[1]);
    assert!(matches!(moves[0], Action::Discard { .. }), "{:?}", moves[0]);
}

#[test]
fn bots_choose_legal_actions_from_their_view() {
    let mut state = game(THREE_HEARTS, PAIR_SPADES, "");
    let mut rng = GameRng::seeded(1);
    for level in Level::ALL {
        let legal = state.legal_actions();
        let action = SuitChallenge::bot_action(&state.view(0), &legal, level, &mut rng);
        assert!(legal.contains(&action));
    }
    // A Full House for an empty row is called at once.
    set_cards(&mut state, "2C 4C 6C 7D 8D", PAIR_SPADES, "");
    let legal = state.legal_actions();
    let mut rng = GameRng::seeded(1);
    let action = SuitChallenge::bot_action(&state.view(0), &legal, Level::Normal, &mut rng);
    assert_eq!(action, call(Row::FullHouse));
    // A high Full House is called by every careful level, as a Full House or Total Hand.
    set_cards(&mut state, "AC KC QC JD TD", PAIR_SPADES, "");
    let legal = state.legal_actions();
    for level in [Level::Normal, Level::Hard] {
        let action = SuitChallenge::bot_action(&state.view(0), &legal, level, &mut rng);
        assert!(
            matches!(action, Action::Call { .. }),
            "{level:?} chose {action:?}"
        );
    }
    // Nothing worth calling: the normal level passes the opening chance. (The hard level may
    // call such a hand on purpose: losing the call hands the other player an ordinary row and
    // ends a round it is unlikely to win.)
    set_cards(
        &mut state,
        "2S 3S 2D 6D 7C",
        PAIR_SPADES.replace("QS", "KD").as_str(),
        "",
    );
    let legal = state.legal_actions();
    let action = SuitChallenge::bot_action(&state.view(0), &legal, Level::Normal, &mut rng);
    assert_eq!(action, Action::Pass);
}

#[test]
fn a_bot_behind_challenges_and_a_bot_ahead_quits() {
    let mut rng = GameRng::seeded(2);
    let state = endgame(&[Row::FullHouse]);
    let legal = state.legal_actions();
    let action = SuitChallenge::bot_action(&state.view(1), &legal, Level::Normal, &mut rng);
    assert_eq!(
        action,
        Action::Challenge {
            row: Row::FullHouse
        }
    );
    let mut ahead = endgame(&[Row::FullHouse]);
    ahead.sheets[1][Row::Challenge.index()] = Some(80);
    let legal = ahead.legal_actions();
    let action = SuitChallenge::bot_action(&ahead.view(1), &legal, Level::Normal, &mut rng);
    assert_eq!(action, Action::Quit);
}

#[test]
#[ignore]
fn playout_throughput() {
    // Counts the time this thread really ran where the system reports it, so a busy machine
    // does not hide the figure.
    fn cpu_ns() -> Option<u64> {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()?
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    }
    let start = std::time::Instant::now();
    let cpu_start = cpu_ns();
    let mut actions = 0u64;
    let mut seed = 0;
    let mut rng = GameRng::seeded(99);
    while start.elapsed().as_secs_f64() < 2.0 {
        let mut state =
            SuitChallenge::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        seed += 1;
        while state.to_act().is_some() {
            let legal = state.legal_actions();
            let action = &legal[rng.below(legal.len())];
            state.apply(action).unwrap();
            actions += 1;
        }
    }
    let wall = actions as f64 / start.elapsed().as_secs_f64();
    let cpu = match (cpu_start, cpu_ns()) {
        (Some(a), Some(b)) if b > a => actions as f64 / ((b - a) as f64 / 1e9),
        _ => wall,
    };
    println!("{wall:.0} actions/second wall clock, {cpu:.0} per second of CPU time, {seed} games");
    assert!(cpu.max(wall) > 1_000_000.0, "only {cpu:.0} actions/second");
}
