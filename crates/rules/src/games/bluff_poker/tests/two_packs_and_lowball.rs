//! Bluff Poker with two packs, and Lowball: its call, the picks, the answer and the scores.

use super::*;

// ---- Two packs -----------------------------------------------------------------------------

#[test]
fn with_two_packs_you_may_not_play_an_identical_card_to_your_own_row() {
    let mut state = stacked(
        &two_packs(),
        "7H 7H 2C 3C 4C 5D 6D 8D 9S TS",
        "KS KD KC KH QS QD QC QH JS JD",
        "",
    );
    plays(&mut state, "7H KS");
    assert!(
        !state
            .legal_actions()
            .contains(&Action::Play { card: c("7H") })
    );
    let before = json(&state);
    let error = state.apply(&Action::Play { card: c("7H") }).unwrap_err();
    assert!(error.is("bluff_poker-error-identical-play"), "{error}");
    assert_eq!(error.phrase().args["card"], Arg::Card(c("7H")));
    assert_eq!(json(&state), before);
}

#[test]
fn with_two_packs_you_may_play_the_duplicate_of_your_opponents_card() {
    let mut state = stacked(
        &two_packs(),
        "7H 2C 3C 4C 5D 6D 8D 9S TS AS",
        "7H KD KC KH QS QD QC QH JS JD",
        "",
    );
    plays(&mut state, "7H");
    assert!(
        state
            .legal_actions()
            .contains(&Action::Play { card: c("7H") })
    );
    plays(&mut state, "7H");
    assert_eq!(state.rows, [cs("7H"), cs("7H")]);
}

#[test]
fn with_two_packs_a_player_holding_only_duplicates_of_the_row_must_fold() {
    let state = custom(
        &two_packs(),
        ["KS KD KC", "7H 8S"],
        ["QS QD", "7H 8S"],
        "",
        Phase::Hand { leader: 1, turn: 1 },
    );
    assert_eq!(state.legal_actions(), vec![Action::Fold]);
}

#[test]
fn with_two_packs_lowball_needs_five_different_cards() {
    let mut state = custom(
        &two_packs(),
        ["2C 3C 4C 5C 6D 7D", "2H 2H 3S 3S 4D 4D"],
        ["", ""],
        "",
        Phase::Hand { leader: 1, turn: 1 },
    );
    assert!(
        !state
            .legal_actions()
            .contains(&Action::Lowball { face_up: true })
    );
    assert!(state.apply(&Action::Lowball { face_up: true }).is_err());
    // With five different cards it may be called, and an identical pick is refused.
    let mut state = custom(
        &two_packs(),
        ["2C 3C 4C 5C 6D 7D", "2H 2H 3S 4D 4D 5S 6S"],
        ["", ""],
        "",
        Phase::Hand { leader: 1, turn: 1 },
    );
    act(&mut state, Action::Lowball { face_up: true });
    choose(&mut state, "2H");
    assert!(
        !state
            .legal_actions()
            .contains(&Action::Choose { card: c("2H") })
    );
    let error = state.apply(&Action::Choose { card: c("2H") }).unwrap_err();
    assert!(error.is("bluff_poker-error-identical-pick"), "{error}");
    assert_eq!(error.phrase().args["card"], Arg::Card(c("2H")));
}

// ---- Lowball -------------------------------------------------------------------------------

/// Seat 1 calls Lowball and lays `five`; seat 0 answers with `answer` (None folds).
fn lowball(
    leader_up: bool,
    five: &str,
    answer: Option<(bool, &str)>,
) -> (BluffPoker, Vec<Event<Note>>) {
    let mut state = lowball_game();
    act(&mut state, Action::Lowball { face_up: leader_up });
    choose(&mut state, five);
    let events = match answer {
        None => act(&mut state, Action::Fold),
        Some((face_up, cards)) => {
            let answered = act(&mut state, Action::Respond { face_up });
            let said = Event::said(0, Note::AnswersLowball { face_up });
            assert_eq!(answered, vec![said]);
            choose(&mut state, cards)
        }
    };
    (state, events)
}

#[test]
fn lowball_may_be_called_only_on_your_lead_before_any_card_is_played() {
    let mut state = lowball_game();
    assert!(
        state
            .legal_actions()
            .contains(&Action::Lowball { face_up: true })
    );
    assert!(
        state
            .legal_actions()
            .contains(&Action::Lowball { face_up: false })
    );
    plays(&mut state, "8C");
    assert!(
        !state
            .legal_actions()
            .contains(&Action::Lowball { face_up: true })
    );
    let error = state.apply(&Action::Lowball { face_up: true }).unwrap_err();
    assert!(error.is("bluff_poker-error-lowball-lead"), "{error}");
    plays(&mut state, "9C");
    assert!(
        !state
            .legal_actions()
            .contains(&Action::Lowball { face_up: false })
    );
}

#[test]
fn lowball_is_not_offered_when_the_option_is_off() {
    let options = Options {
        lowball: false,
        ..Options::default()
    };
    let mut state = stacked(&options, LOW_LEAD, LOW_DEAL, "");
    assert!(
        state
            .legal_actions()
            .iter()
            .all(|a| matches!(a, Action::Play { .. }))
    );
    assert!(state.apply(&Action::Lowball { face_up: true }).is_err());
}

#[test]
fn folding_to_lowball_scores_15_for_the_leader() {
    let (state, events) = lowball(true, "2C 3D 4H 5S 7C", None);
    assert_eq!(scored(&events), vec![(1, 15)]);
    assert_eq!(events[0], Event::said(0, Note::FoldsToLowball));
    let folded = Note::LowballFolded {
        seat: 0,
        leader: 1,
        points: 15,
    };
    assert!(events.contains(&Event::round_over(folded)));
    assert_eq!(state.scores, [0, 15]);
    assert_eq!(state.phase, Phase::Hand { leader: 1, turn: 1 });
}

#[test]
fn answering_lowball_face_up_the_lower_hand_scores_30() {
    let (state, events) = lowball(true, "2C 3D 4H 5S 7C", Some((true, "2D 3H 4S 5C 9C")));
    assert_eq!(scored(&events), vec![(1, 30)]);
    assert_eq!(state.to_act(), Some(1));
    let won = Note::LowballWon {
        winner: 1,
        hand: Hand::HighCard { high: Rank::SEVEN },
        cards: cs("2C 3D 4H 5S 7C"),
        against: Hand::HighCard { high: Rank::NINE },
        against_cards: cs("2D 3H 4S 5C 9C"),
        points: 30,
    };
    assert!(events.contains(&Event::round_over(won)));
    let (state, events) = lowball(true, "2C 3D 4H 5S 8C", Some((true, "2D 3H 4S 5C 7D")));
    assert_eq!(scored(&events), vec![(0, 30)]);
    assert_eq!(state.phase, Phase::Hand { leader: 0, turn: 0 });
}

#[test]
fn equal_lowball_hands_score_nothing_and_the_leader_leads_again() {
    let (state, events) = lowball(true, "2C 3D 4H 5S 7C", Some((true, "2D 3H 4S 5C 7D")));
    assert!(scored(&events).is_empty());
    let seven_high = Hand::HighCard { high: Rank::SEVEN };
    assert!(events.contains(&Event::round_over(Note::LowballTied { hand: seven_high })));
    assert_eq!(state.phase, Phase::Hand { leader: 1, turn: 1 });
    assert_eq!(draws(&events).first().map(|d| d.0), Some(1));
}

#[test]
fn answering_face_down_gives_the_face_up_leader_30() {
    let (state, events) = lowball(true, "2C 3D 4H 5S 7C", Some((false, "2D 3H 4S 5C 7D")));
    assert_eq!(scored(&events), vec![(1, 30)]);
    let answered = Note::LowballAnsweredDown {
        seat: 0,
        leader: 1,
        points: 30,
    };
    assert!(events.contains(&Event::round_over(answered)));
    assert_eq!(state.scores, [0, 30]);
}

#[test]
fn answering_face_down_gives_the_face_down_leader_5() {
    let (state, events) = lowball(false, "KH KD QS JS 8C", Some((false, "AH AD TC 9C 7D")));
    assert_eq!(scored(&events), vec![(1, 5)]);
    assert_eq!(state.scores, [0, 5]);
}

#[test]
fn lowball_hands_compare_as_ordinary_poker_hands() {
    // A low straight is a straight: the answering nine-high hand is the lower one.
    let (_, events) = lowball(true, "2C 3D 4H 5S 8C", Some((true, "3H 4S 5C 6H 7D")));
    assert_eq!(scored(&events), vec![(1, 30)]);
    let (_, events) = lowball(true, "KH KD 2C 3D 4H", Some((true, "AH AD 2D 3H 4S")));
    assert_eq!(scored(&events), vec![(1, 30)]);
}

#[test]
fn lowball_cards_go_out_of_play_then_the_scorer_refills_first_and_leads() {
    let (state, events) = lowball(true, "2C 3D 4H 5S 8C", Some((true, "2D 3H 4S 5C 7D")));
    let out = &state.view(1).out_of_play;
    for card in cs("2C 3D 4H 5S 8C 2D 3H 4S 5C 7D") {
        assert!(out.contains(&card));
    }
    let order: Vec<Seat> = draws(&events).iter().map(|d| d.0).collect();
    assert_eq!(order, vec![0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(state.view(0).hand_counts, [10, 10]);
    assert_eq!(state.to_act(), Some(0));
}

#[test]
fn lowball_picks_are_made_one_at_a_time_and_hidden_until_placed() {
    let mut state = lowball_game();
    let called = act(&mut state, Action::Lowball { face_up: true });
    assert_eq!(
        called,
        vec![Event::said(1, Note::CallsLowball { face_up: true })]
    );
    assert_eq!(state.to_act(), Some(1));
    assert!(
        state
            .legal_actions()
            .iter()
            .all(|a| matches!(a, Action::Choose { .. }))
    );
    assert!(choose(&mut state, "2C 3D").is_empty());
    let theirs = state.view(0);
    assert!(theirs.picking.is_empty());
    assert_eq!(theirs.picks_made, 2);
    assert_eq!(theirs.hand_counts, [10, 10]);
    assert!(theirs.rows[1].cards.is_empty());
    assert_eq!(state.view(1).picking, cs("2C 3D"));
    let events = choose(&mut state, "4H 5S 7C");
    let placed = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CardMoved {
                    to: Zone::Row { seat: 1 },
                    face_up: true,
                    seen_by: Audience::Everyone,
                    ..
                }
            )
        })
        .count();
    assert_eq!(placed, 5);
    assert_eq!(state.view(0).rows[1].cards, cs("2C 3D 4H 5S 7C"));
    assert_eq!(
        state.view(0).rows[1].best,
        Some(Hand::HighCard { high: Rank::SEVEN })
    );
    assert_eq!(state.to_act(), Some(0));
}

#[test]
fn once_lowball_is_called_you_must_choose_your_five() {
    let mut state = lowball_game();
    act(&mut state, Action::Lowball { face_up: false });
    let before = json(&state);
    for action in [
        Action::Fold,
        Action::Play { card: c("2C") },
        Action::Respond { face_up: true },
    ] {
        assert!(state.apply(&action).is_err());
        assert_eq!(json(&state), before);
    }
}

#[test]
fn a_face_down_lowball_stays_hidden_unless_answered_face_up() {
    let (state, events) = lowball(false, "KH KD QS JS 8C", Some((false, "AH AD TC 9C 7D")));
    assert!(!events.iter().any(|e| matches!(e, Event::Revealed { .. })));
    let theirs = state.view(0);
    assert!(!theirs.out_of_play.contains(&c("KH")));
    assert_eq!(theirs.hidden_out_counts, [5, 5]);
    assert_eq!(cards::sorted(&theirs.own_hidden_out), cs("7D 9C TC AD AH"));
    assert_eq!(
        cards::sorted(&state.view(1).own_hidden_out),
        cs("8C JS QS KD KH")
    );
    // Folding to it shows nothing either.
    let (state, _) = lowball(false, "KH KD QS JS 8C", None);
    assert!(!state.view(0).out_of_play.contains(&c("KH")));
    // While it lies on the table the other player sees only its back.
    let mut state = lowball_game();
    act(&mut state, Action::Lowball { face_up: false });
    choose(&mut state, "KH KD QS JS 8C");
    let row = &state.view(0).rows[1];
    assert!(row.cards.is_empty() && row.hidden == 5 && !row.face_up && row.best.is_none());
    assert_eq!(state.view(1).rows[1].cards.len(), 5);
    // Answered face up, it is shown to everyone.
    let (state, events) = lowball(false, "2C 3D 4H 5S 7C", Some((true, "2D 3H 4S 5C 9C")));
    assert!(events.contains(&Event::Revealed {
        seat: 1,
        cards: cs("2C 3D 4H 5S 7C"),
        to: Audience::Everyone,
    }));
    assert!(state.view(0).out_of_play.contains(&c("7C")));
    assert_eq!(state.scores, [0, 30]);
}
