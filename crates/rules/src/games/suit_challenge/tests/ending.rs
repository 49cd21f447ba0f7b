//! Suit Challenge's end of the game, the Challenge row, and the rule notes.

use super::*;

// ---------------------------------------------------------------- end and Challenge

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
