//! Challenge Poker's rule notes, one test each.

use super::*;

// ---- Rule notes ----

#[test]
fn cards_are_dealt_one_at_a_time_from_the_dealers_left() {
    let mut pack = standard_pack();
    pack.sort();
    let g = ChallengePoker::new_game(
        &opts(50, 20, 1),
        3,
        Deal {
            seed: 1,
            stacked: Some(pack.clone()),
        },
    )
    .unwrap();
    assert_eq!(g.hand(2), &[pack[0], pack[3], pack[6]]);
    assert_eq!(g.hand(0), &[pack[1], pack[4], pack[7]]);
    assert_eq!(g.hand(1), &[pack[2], pack[5], pack[8]]);
    assert_eq!(
        g.stock.last(),
        Some(&pack[9]),
        "the next card on top of the stock"
    );
}

#[test]
fn round_one_has_no_draw_and_later_rounds_draw_first() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW], &[]);
    assert!(matches!(g.phase(), Phase::GoingOut { pos: 0 }));
    pass_until_round(&mut g, 2);
    assert!(matches!(g.phase(), Phase::Draw { pos: 0 }));
    act(&mut g, keep());
    act(&mut g, keep());
    assert!(matches!(g.phase(), Phase::GoingOut { pos: 0 }));
}

#[test]
fn shown_cards_stay_visible_while_they_stay_in_the_hand() {
    let mut g = game(&Options::default(), &[MID_LOW, ["AS", "2H", "9D"]], &["4C"]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Challenge);
    assert_eq!(g.round(), 2);
    assert_eq!(g.view(0).shown[1], cl(&["AS", "2H"]));
    act(&mut g, keep());
    let ev = act(&mut g, discard(&["2H"]));
    let public = ev.iter().any(|e| {
        matches!(e, Event::CardMoved { card: Some(card), seen_by: Audience::Everyone, .. } if *card == c("2H"))
    });
    assert!(public, "everyone saw the shown card leave");
    assert_eq!(g.view(0).shown[1], cl(&["AS"]));
}

#[test]
fn answers_start_with_the_player_left_of_the_goer() {
    let hands = [MID_LOW, POOR_LOW, BEST_LOW, ["8C", "6S", "4D"]];
    let mut g = game(&Options::default(), &hands, &[]);
    act(&mut g, Action::Pass);
    act(&mut g, go_out("AS", "2H"));
    assert_eq!(g.responders, vec![3, 0, 1]);
    assert_eq!(g.to_act(), Some(3));
}

#[test]
fn challenges_and_rechallenges_settle_in_the_order_made() {
    let hands = [MID_LOW, POOR_LOW, BEST_LOW, ["8C", "6S", "4D"]];
    let mut g = game(&opts(100, 20, 0), &hands, &[]);
    act(&mut g, go_out("KS", "KH"));
    act(&mut g, Action::Challenge);
    act(&mut g, Action::Rechallenge);
    let ev = act(&mut g, Action::Challenge);
    // Seat 2's challenge is settled before seat 3's rechallenge needs an answer; seat 0's
    // challenge waits for that answer.
    assert!(moved(&ev).contains(&pays(1, 2, 4)));
    assert_eq!(g.settlements.len(), 1);
    assert!(matches!(
        g.phase(),
        Phase::Answering {
            rechallenger: 3,
            ..
        }
    ));
    let ev = act(&mut g, Action::Drop);
    let payments = moved(&ev);
    assert_eq!(payments[0], pays(1, 3, 4));
    assert_eq!(payments[1], pays(1, 0, 4));
}

#[test]
fn a_drop_after_a_rechallenge_back_pays_two_pots() {
    let mut g = game(&opts(100, 20, 0), &[BEST_LOW, MID_LOW], &[]);
    act(&mut g, go_out("7C", "5S"));
    act(&mut g, Action::Rechallenge);
    act(&mut g, Action::Rechallenge);
    let ev = act(&mut g, Action::Drop);
    assert!(moved(&ev).contains(&pays(0, 1, 4)));
}

#[test]
fn the_stake_is_the_pot_as_it_stands_at_settlement() {
    let mut g = game(
        &Options::default(),
        &[MID_LOW, POOR_LOW, BEST_LOW],
        &["9C", "9D", "9H", "9S"],
    );
    pass_until_round(&mut g, 3);
    assert_eq!(g.pot(), 9);
    while !matches!(g.phase(), Phase::GoingOut { .. }) {
        act(&mut g, keep());
    }
    assert_eq!(g.to_act(), Some(0));
    act(&mut g, go_out("7C", "5S"));
    act(&mut g, Action::Pass);
    let ev = act(&mut g, Action::Challenge);
    assert!(moved(&ev).contains(&pays(0, 2, 9)));
}

#[test]
fn players_outside_a_showdown_learn_who_paid_whom_but_not_the_cards() {
    let mut g = game(&Options::default(), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Challenge);
    act(&mut g, Action::Pass);
    let seen = &g.view(0).settlements[0];
    assert_eq!(
        (seen.goer, seen.opponent, seen.winner, seen.paid),
        (1, 2, Some(1), 3)
    );
    assert_eq!(seen.how, Settled::Showdown);
    assert!(seen.goer_cards.is_none() && seen.opponent_cards.is_none());
}

#[test]
fn a_player_who_antes_their_last_token_leaves() {
    let mut g = game(&opts(2, 20, 0), &[MID_LOW, POOR_LOW, BEST_LOW], &[]);
    assert_eq!(g.stacks(), &[1, 1, 1]);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    let ev = act(&mut g, Action::Pass);
    // Round II antes start with seat 2, then seat 0: both go to 0 and leave; seat 1 is left.
    assert!(ev.contains(&Event::SeatLeft { seat: 2 }));
    assert!(ev.contains(&Event::SeatLeft { seat: 0 }));
    assert_eq!(g.stacks(), &[0, 6, 0]);
    assert_eq!(g.to_act(), None);
}

#[test]
fn remaining_challenges_lapse_when_the_goer_leaves() {
    let mut g = game(&opts(3, 20, 0), &[MID_LOW, POOR_LOW, BEST_LOW], &[]);
    act(&mut g, go_out("KS", "KH"));
    act(&mut g, Action::Challenge);
    let ev = act(&mut g, Action::Challenge);
    assert!(moved(&ev).contains(&pays(1, 2, 2)));
    assert!(!moved(&ev).iter().any(|(_, to, _)| *to == seat_holder(0)));
    assert_eq!(g.settlements[1].how, Settled::Lapsed);
    assert_eq!(g.round(), 2);
}

#[test]
fn the_last_player_at_the_table_also_takes_the_pot() {
    let mut g = game(&opts(2, 20, 0), &[BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("KS", "KH"));
    let ev = act(&mut g, Action::Challenge);
    assert!(moved(&ev).contains(&pays(1, 0, 1)));
    assert!(moved(&ev).contains(&(TokenHolder::Pot, seat_holder(0), 2)));
    assert_eq!(g.stacks(), &[4, 0]);
    assert_eq!(g.pot(), 0);
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
}

#[test]
fn a_deal_reaching_round_sixteen_shares_the_pot() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW, BEST_LOW], &[]);
    pass_until_round(&mut g, 15);
    assert_eq!(g.deal_number(), 1);
    // One odd token, so the share is uneven.
    g.stacks[0] -= 1;
    g.pot += 1;
    g.validate().unwrap();
    let mut ev = Vec::new();
    while g.deal_number() == 1 {
        ev = match g.phase() {
            Phase::Draw { .. } => act(&mut g, keep()),
            _ => act(&mut g, Action::Pass),
        };
    }
    assert!(results(&ev).contains(&Note::PotShared {
        deal: 1,
        round: ROUND_CAP,
        pot: 13
    }));
    let shares = moved(&ev);
    assert_eq!(
        shares[0],
        (TokenHolder::Pot, seat_holder(1), 5),
        "dealer's left gets the odd one"
    );
    assert_eq!(shares[1], (TokenHolder::Pot, seat_holder(2), 4));
    assert_eq!(shares[2], (TokenHolder::Pot, seat_holder(0), 4));
    assert_eq!(
        g.stacks(),
        &[48, 50, 49],
        "after the shares and the next deal's antes"
    );
}

#[test]
fn the_dealer_moves_left_skipping_players_who_left() {
    let mut g = game(&opts(4, 20, 0), &[MID_LOW, POOR_LOW, BEST_LOW], &[]);
    act(&mut g, go_out("KS", "KH"));
    act(&mut g, Action::Challenge);
    act(&mut g, Action::Pass);
    assert!(!g.is_at_table(1));
    act(&mut g, keep());
    act(&mut g, keep());
    let show = first_show(&g);
    act(&mut g, show);
    act(&mut g, Action::Pass);
    assert_eq!(g.deal_number(), 2);
    assert_eq!(g.dealer, 2);
    assert_eq!(g.to_act(), Some(0));
}

#[test]
fn zero_deals_plays_until_one_player_holds_every_token() {
    let options = opts(4, 0, 0);
    for seed in 0..20 {
        let (g, _) = checked_playout::<ChallengePoker>(&options, 3, seed, Chooser::Random, 100_000);
        let mut stacks = g.stacks().to_vec();
        stacks.sort();
        assert_eq!(stacks, vec![0, 0, 12]);
    }
}
