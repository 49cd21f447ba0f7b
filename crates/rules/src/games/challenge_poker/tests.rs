//! Tests for Challenge Poker: one per rule of the rulebook section and per rule note, then
//! property checks, bots and throughput.

use super::*;
use crate::cards::{Card, standard_pack};
use crate::phrase::Speak;
use crate::phrase::{Phrase, Values};
use crate::refusal::Refuse;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

fn c(code: &str) -> Card {
    code.parse().expect("card code")
}

fn cl(codes: &[&str]) -> CardList {
    let cards: Vec<Card> = codes.iter().map(|s| c(s)).collect();
    CardList::from_slice(&cards).expect("at most three")
}

fn opts(tokens: u64, max_deals: u32, dealer: Seat) -> Options {
    Options {
        tokens,
        max_deals,
        dealer,
    }
}

/// A pack dealing `hands[seat]` to each seat (one card at a time from the dealer's left),
/// with `next` the following cards of the stock, then the rest of the pack.
fn pack_for(seats: usize, dealer: Seat, hands: &[[&str; 3]], next: &[&str]) -> Vec<Card> {
    let order: Vec<Seat> = (1..=seats).map(|k| (dealer + k) % seats).collect();
    let mut pack: Vec<Card> = (0..3)
        .flat_map(|round| order.iter().map(move |&seat| c(hands[seat][round])))
        .collect();
    pack.extend(next.iter().map(|s| c(s)));
    for card in standard_pack() {
        if !pack.contains(&card) {
            pack.push(card);
        }
    }
    pack
}

fn game(options: &Options, hands: &[[&str; 3]], next: &[&str]) -> ChallengePoker {
    let pack = pack_for(hands.len(), options.dealer, hands, next);
    ChallengePoker::new_game(
        options,
        hands.len(),
        Deal {
            seed: 7,
            stacked: Some(pack),
        },
    )
    .expect("new game")
}

fn act(game: &mut ChallengePoker, action: Action) -> Vec<Event<Note>> {
    let seat = game.to_act();
    game.apply(&action)
        .unwrap_or_else(|e| panic!("seat {seat:?} could not {action:?}: {e}"))
}

fn go_out(a: &str, b: &str) -> Action {
    Action::GoOut { show: [c(a), c(b)] }
}

fn discard(codes: &[&str]) -> Action {
    Action::Discard { cards: cl(codes) }
}

/// The first way to go out open to the seat to act.
fn first_show(game: &ChallengePoker) -> Action {
    game.legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::GoOut { .. }))
        .expect("may go out")
}

fn keep() -> Action {
    discard(&[])
}

/// Passes the whole going-out phase (and keeps all cards in a draw phase) until `round`.
fn pass_until_round(game: &mut ChallengePoker, round: u32) {
    while game.round() < round {
        match game.phase() {
            Phase::Draw { .. } => act(game, keep()),
            _ => act(game, Action::Pass),
        };
    }
}

fn sorted_hand(codes: [&str; 3]) -> Vec<Card> {
    let mut cards: Vec<Card> = codes.iter().map(|s| c(s)).collect();
    cards.sort();
    cards
}

fn high(codes: [&str; 3]) -> u32 {
    hands::strength(&sorted_hand(codes), RoundKind::High)
}

fn low(codes: [&str; 3]) -> u32 {
    hands::strength(&sorted_hand(codes), RoundKind::Low)
}

fn moved(events: &[Event<Note>]) -> Vec<(TokenHolder, TokenHolder, u64)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TokensMoved { from, to, amount } => Some((*from, *to, *amount)),
            _ => None,
        })
        .collect()
}

fn pays(from: Seat, to: Seat, amount: u64) -> (TokenHolder, TokenHolder, u64) {
    (seat_holder(from), seat_holder(to), amount)
}

fn own(note: &Note) -> Note {
    note.clone()
}

/// What the events say, each with the seat that said it.
fn said(events: &[Event<Note>]) -> Vec<(Seat, Note)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Said { seat, note } => Some((*seat, own(note))),
            _ => None,
        })
        .collect()
}

/// How the rounds and deals in the events ended.
fn results(events: &[Event<Note>]) -> Vec<Note> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::RoundOver { result } => Some(own(result)),
            _ => None,
        })
        .collect()
}

/// The refusal `action` is met with.
fn refusal(game: &ChallengePoker, action: &Action) -> Refusal {
    game.clone().apply(action).expect_err("refused")
}

const BEST_LOW: [&str; 3] = ["AS", "2H", "3D"];
const POOR_LOW: [&str; 3] = ["KS", "KH", "QD"];
const MID_LOW: [&str; 3] = ["7C", "5S", "2C"];

// ---- The rulebook, section 2 ----

#[test]
fn two_to_sixteen_players_only() {
    let options = Options::default();
    for seats in [0, 1, 17] {
        let error = ChallengePoker::new_game(&options, seats, Deal::seeded(1)).unwrap_err();
        assert!(error.is("error-seats"), "{error}");
    }
    for seats in 2..=16 {
        let game = ChallengePoker::new_game(&options, seats, Deal::seeded(1)).unwrap();
        assert_eq!(game.seats(), seats);
    }
}

#[test]
fn each_player_starts_with_the_token_setting() {
    let standard = ChallengePoker::new_game(&Options::default(), 4, Deal::seeded(3)).unwrap();
    assert_eq!(Options::default().tokens, 50);
    // Round I's ante is already in: 50 - 1 each.
    assert_eq!(standard.stacks(), &[49, 49, 49, 49]);
    let small = ChallengePoker::new_game(&opts(10, 20, 0), 3, Deal::seeded(3)).unwrap();
    assert_eq!(small.stacks(), &[9, 9, 9]);
    let error = ChallengePoker::new_game(&opts(1, 20, 0), 3, Deal::seeded(3)).unwrap_err();
    assert_eq!(
        error.phrase(),
        Phrase::new("challenge_poker-error-tokens")
            .number("min", 2)
            .number("max", 1_000_000)
    );
}

#[test]
fn one_pack_and_three_cards_each() {
    for seats in [2, 7, 16] {
        let game = ChallengePoker::new_game(&Options::default(), seats, Deal::seeded(5)).unwrap();
        for seat in 0..seats {
            assert_eq!(game.hand(seat).len(), 3);
        }
        assert_eq!(game.stock.len(), 52 - 3 * seats);
        assert_eq!(
            cards::sorted(&game.all_cards()),
            cards::sorted(&standard_pack())
        );
    }
}

#[test]
fn rounds_alternate_low_and_high() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW], &[]);
    assert_eq!(g.round(), 1);
    assert_eq!(g.kind(), RoundKind::Low);
    for (round, kind) in [
        (2, RoundKind::High),
        (3, RoundKind::Low),
        (4, RoundKind::High),
    ] {
        pass_until_round(&mut g, round);
        assert_eq!(g.kind(), kind);
        assert_eq!(g.view(0).kind, kind);
    }
}

#[test]
fn high_hands_rank_trips_straight_flush_flush_straight_pair_high_card() {
    let trips = high(["2S", "2H", "2D"]);
    let straight_flush = high(["QS", "KS", "AS"]);
    let flush = high(["2H", "7H", "KH"]);
    let straight = high(["9S", "TH", "JD"]);
    let pair = high(["AS", "AH", "KD"]);
    let high_card = high(["AS", "KH", "JD"]);
    assert!(trips > straight_flush);
    assert!(straight_flush > flush);
    assert!(flush > straight);
    assert!(straight > pair);
    assert!(pair > high_card);
    assert!(high(["AS", "AH", "AD"]) > high(["KS", "KH", "KD"]));
    assert!(high(["5S", "5H", "AD"]) > high(["5C", "5D", "KD"]));
    assert!(high(["AS", "9H", "2D"]) > high(["KS", "QH", "9D"]));
}

#[test]
fn in_high_the_ace_is_high_and_a23_is_the_lowest_straight() {
    let a23 = high(["AS", "2H", "3D"]);
    let two_three_four = high(["2S", "3H", "4D"]);
    let qka = high(["QS", "KH", "AD"]);
    assert!(two_three_four > a23);
    assert!(qka > high(["JS", "QH", "KD"]));
    assert!(a23 > high(["AS", "AH", "KD"]), "A-2-3 is still a straight");
    assert!(
        high(["KS", "AH", "2D"]) < high(["2S", "2H", "3D"]),
        "K-A-2 is no straight"
    );
}

#[test]
fn in_low_the_ace_is_low_and_straights_and_flushes_do_not_count() {
    assert!(
        low(["AS", "2H", "4D"]) > low(["2S", "3H", "4D"]),
        "ace counts one"
    );
    assert_eq!(low(["2S", "3S", "4S"]), low(["2H", "3D", "4C"]), "no flush");
    assert_eq!(
        low(["5S", "6H", "7D"]),
        low(["5D", "6C", "7H"]),
        "no straight"
    );
    assert!(
        low(["2S", "3S", "4S"]) > low(["2S", "3H", "5D"]),
        "a straight flush is just low cards"
    );
}

#[test]
fn in_low_any_no_pair_beats_any_pair_and_any_pair_beats_trips() {
    assert!(low(["KS", "QH", "JD"]) > low(["AS", "AH", "2D"]));
    assert!(low(["KS", "KH", "QD"]) > low(["AS", "AH", "AD"]));
    assert!(
        low(["AS", "AH", "3D"]) > low(["2S", "2H", "AD"]),
        "lower pair first"
    );
}

#[test]
fn in_low_compare_the_highest_card_then_the_next() {
    assert!(low(["8S", "2H", "AD"]) > low(["9S", "2H", "AD"]));
    assert!(low(["8S", "6H", "AD"]) > low(["8H", "7H", "AC"]));
    assert!(low(["8S", "6H", "2D"]) > low(["8H", "6D", "3C"]));
}

#[test]
fn a23_is_the_best_low_hand() {
    let best = low(["AS", "2H", "3D"]);
    for i in 0..52 {
        for j in i + 1..52 {
            for k in j + 1..52 {
                let p = standard_pack();
                let s = hands::low_strength(p[i], p[j], p[k]);
                assert!(s <= best);
            }
        }
    }
}

#[test]
fn equal_hands_at_a_showdown_pay_nothing() {
    let mut g = game(&Options::default(), &[["AC", "2D", "3H"], BEST_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    let ev = act(&mut g, Action::Challenge);
    assert!(moved(&ev).iter().all(|(_, to, _)| *to == TokenHolder::Pot));
    assert_eq!(g.stacks(), &[48, 48], "only round II's antes moved");
    assert_eq!(
        said(&ev),
        vec![
            (
                0,
                Note::Answers {
                    goer: 1,
                    response: Response::Challenge
                }
            ),
            (
                1,
                Note::TiesShowdown {
                    against: 0,
                    stake: 2
                }
            ),
        ]
    );
    assert_eq!(
        results(&ev),
        vec![Note::RoundSettled {
            round: 1,
            kind: RoundKind::Low,
            pot: 2
        }]
    );
    assert_eq!(g.round(), 2);
    assert_eq!(g.settlements[0].winner, None);
}

#[test]
fn every_player_antes_before_rounds_one_to_four_only() {
    let mut g = game(
        &Options::default(),
        &[MID_LOW, POOR_LOW, ["9D", "9C", "9H"]],
        &[],
    );
    assert_eq!(g.pot(), 3);
    for round in 2..=6 {
        pass_until_round(&mut g, round);
        assert_eq!(g.pot(), 3 * u64::from(round.min(4)));
    }
    assert_eq!(g.pot(), 12, "never more than four times the players");
    assert_eq!(g.stacks(), &[46, 46, 46]);
}

#[test]
fn first_to_act_moves_one_seat_left_each_round() {
    let hands = [MID_LOW, POOR_LOW, ["9D", "9C", "9H"], ["TD", "TC", "TH"]];
    let mut g = game(&opts(50, 20, 2), &hands, &[]);
    assert_eq!(g.to_act(), Some(3), "left of the dealer");
    for (round, first) in [(2, 0), (3, 1), (4, 2), (5, 3), (6, 0)] {
        pass_until_round(&mut g, round);
        assert_eq!(g.to_act(), Some(first), "round {round}");
    }
}

#[test]
fn from_round_two_players_may_discard_and_draw() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW], &["4H", "6D"]);
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Discard { .. }))
    );
    pass_until_round(&mut g, 2);
    let legal = g.legal_actions();
    assert_eq!(legal.len(), 8, "every subset of three cards");
    assert!(legal.iter().all(|a| matches!(a, Action::Discard { .. })));
    assert_eq!(g.to_act(), Some(0));
    let ev = act(&mut g, discard(&["7C", "5S"]));
    assert_eq!(said(&ev), vec![(0, Note::Draws { count: 2 })]);
    assert_eq!(g.hand(0), &sorted_hand(["2C", "4H", "6D"])[..]);
    let draws = ev
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CardMoved {
                    from: Zone::Stock,
                    to: Zone::Hand { seat: 0 },
                    ..
                }
            )
        })
        .count();
    assert_eq!(draws, 2);
    assert_eq!(cards::sorted(&g.discard), vec![c("5S"), c("7C")]);
    assert_eq!(g.view(1).drawn[0], Some(2));
}

#[test]
fn an_empty_stock_is_refilled_from_the_discards() {
    let mut g = ChallengePoker::new_game(&Options::default(), 16, Deal::seeded(11)).unwrap();
    pass_until_round(&mut g, 2);
    assert_eq!(g.stock.len(), 4);
    let first = g.hand(g.to_act().unwrap()).to_vec();
    act(
        &mut g,
        Action::Discard {
            cards: CardList::from_slice(&first).unwrap(),
        },
    );
    assert_eq!(g.stock.len(), 1);
    let second = g.hand(g.to_act().unwrap()).to_vec();
    let ev = act(
        &mut g,
        Action::Discard {
            cards: CardList::from_slice(&second).unwrap(),
        },
    );
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Shuffled {
            zone: Zone::Stock,
            count: 6
        }
    )));
    assert!(g.discard.is_empty());
    assert_eq!(g.stock.len(), 4);
    assert_eq!(
        cards::sorted(&g.all_cards()),
        cards::sorted(&standard_pack())
    );
}

#[test]
fn going_out_shows_two_cards_to_everyone() {
    let mut g = game(&Options::default(), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    let legal = g.legal_actions();
    assert_eq!(legal.len(), 4, "pass or one of three pairs to show");
    for (bad, refused) in [
        (go_out("AS", "AS"), Refusal::ShowTwo),
        (go_out("AS", "KS"), Refusal::ShowOwn),
        (Action::Challenge, Refusal::PassOrGoOut),
    ] {
        assert_eq!(refusal(&g, &bad), refused, "{bad:?}");
    }
    let ev = act(&mut g, go_out("AS", "3D"));
    assert_eq!(
        said(&ev),
        vec![(
            1,
            Note::GoesOut {
                show: [c("AS"), c("3D")]
            }
        )]
    );
    assert!(ev.contains(&Event::Revealed {
        seat: 1,
        cards: vec![c("AS"), c("3D")],
        to: Audience::Everyone
    }));
    for seat in 0..3 {
        assert_eq!(g.view(seat).shown[1], cl(&["AS", "3D"]));
    }
}

#[test]
fn the_first_to_go_out_ends_the_choosing() {
    let mut g = game(&Options::default(), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    assert!(matches!(g.phase(), Phase::Responding { goer: 1, .. }));
    assert_eq!(g.to_act(), Some(2));
    assert_eq!(
        g.legal_actions(),
        vec![Action::Pass, Action::Challenge, Action::Rechallenge]
    );
    assert_eq!(
        refusal(&g, &go_out("KS", "KH")).phrase(),
        Phrase::new("challenge_poker-error-answer").seat("goer", 1)
    );
}

#[test]
fn players_who_passed_may_still_challenge() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW, BEST_LOW], &[]);
    act(&mut g, Action::Pass);
    act(&mut g, go_out("AS", "2H"));
    assert_eq!(g.to_act(), Some(0));
    act(&mut g, Action::Pass);
    assert_eq!(
        g.to_act(),
        Some(1),
        "seat 1 passed before and may answer now"
    );
    act(&mut g, Action::Challenge);
    assert_eq!(g.settlements.len(), 1);
    assert_eq!(g.settlements[0].opponent, 1);
}

#[test]
fn if_all_pass_the_goer_takes_the_pot_and_a_new_deal_begins() {
    let mut g = game(&Options::default(), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Pass);
    let ev = act(&mut g, Action::Pass);
    assert!(moved(&ev).contains(&(TokenHolder::Pot, seat_holder(1), 3)));
    assert_eq!(
        said(&ev),
        vec![(
            0,
            Note::Answers {
                goer: 1,
                response: Response::Pass
            }
        )]
    );
    assert_eq!(results(&ev), vec![Note::Unchallenged { goer: 1, pot: 3 }]);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Shuffled { count: 52, .. }))
    );
    assert_eq!(g.deal_number(), 2);
    assert_eq!(g.dealer, 1, "the deal passes one seat left");
    assert_eq!(g.round(), 1);
    assert_eq!(g.pot(), 3, "fresh antes for round I");
    assert_eq!(g.stacks(), &[48, 51, 48]);
    assert_eq!(g.to_act(), Some(2));
    assert!((0..3).all(|s| g.hand(s).len() == 3));
    assert!(g.view(0).shown.iter().all(|s| s.is_empty()));
}

#[test]
fn rechallenges_are_answered_in_the_order_made_after_everyone_has_spoken() {
    let hands = [MID_LOW, BEST_LOW, POOR_LOW, ["8C", "6S", "4D"]];
    let mut g = game(&opts(200, 20, 0), &hands, &[]);
    act(&mut g, go_out("AS", "2H"));
    assert_eq!(g.to_act(), Some(2));
    act(&mut g, Action::Rechallenge);
    assert_eq!(g.to_act(), Some(3), "everyone speaks before any answer");
    act(&mut g, Action::Challenge);
    act(&mut g, Action::Rechallenge);
    // Seat 2's rechallenge comes first.
    assert!(matches!(
        g.phase(),
        Phase::Answering {
            rechallenger: 2,
            answering: 1,
            ..
        }
    ));
    act(&mut g, Action::Accept);
    // Then seat 3's plain challenge settles by itself, then seat 0's rechallenge.
    assert_eq!(g.settlements.len(), 2);
    assert_eq!(g.settlements[1].opponent, 3);
    assert!(matches!(
        g.phase(),
        Phase::Answering {
            rechallenger: 0,
            answering: 1,
            ..
        }
    ));
    act(&mut g, Action::Accept);
    assert_eq!(g.settlements.len(), 3);
    assert_eq!(g.round(), 2);
}

#[test]
fn stakes_double_with_every_rechallenge() {
    let mut g = game(&opts(1000, 20, 0), &[POOR_LOW, BEST_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Rechallenge);
    assert_eq!(g.view(0).stake, Some(4), "rechallenge = 2 × pot of 2");
    assert_eq!(
        refusal(&g, &Action::Challenge).phrase(),
        Phrase::new("challenge_poker-error-rechallenged").seat("by", 0)
    );
    let ev = act(&mut g, Action::Rechallenge);
    assert_eq!(
        said(&ev),
        vec![(
            1,
            Note::RechallengesBack {
                against: 0,
                stake: 8
            }
        )]
    );
    assert_eq!(g.view(0).stake, Some(8));
    assert_eq!(
        g.to_act(),
        Some(0),
        "the rechallenger answers a rechallenge back"
    );
    act(&mut g, Action::Rechallenge);
    assert_eq!(g.view(1).stake, Some(16));
    let ev = act(&mut g, Action::Accept);
    assert_eq!(
        said(&ev),
        vec![
            (
                1,
                Note::Accepts {
                    against: 0,
                    stake: 16
                }
            ),
            (
                1,
                Note::WinsShowdown {
                    loser: 0,
                    stake: 16,
                    paid: 16
                }
            ),
        ]
    );
    assert!(moved(&ev).contains(&pays(0, 1, 16)));
    assert_eq!(g.stacks(), &[999 - 16 - 1, 999 + 16 - 1]);
}

#[test]
fn a_drop_pays_the_previous_stake_without_seeing() {
    let mut g = game(&opts(100, 20, 0), &[BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("KS", "KH"));
    act(&mut g, Action::Rechallenge);
    let ev = act(&mut g, Action::Drop);
    assert_eq!(
        said(&ev)[0],
        (
            1,
            Note::Drops {
                winner: 0,
                stake: 2,
                paid: 2
            }
        )
    );
    assert!(moved(&ev).contains(&pays(1, 0, 2)), "one pot, not two");
    assert!(!ev.iter().any(|e| matches!(e, Event::Revealed { .. })));
    assert_eq!(g.settlements[0].how, Settled::Dropped);
    assert_eq!(g.settlements[0].goer_cards, None);
}

#[test]
fn showdowns_are_private() {
    let mut g = game(&Options::default(), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Challenge);
    let ev = act(&mut g, Action::Pass);
    let reveals: Vec<&Event<Note>> = ev
        .iter()
        .filter(|e| matches!(e, Event::Revealed { .. }))
        .collect();
    assert_eq!(reveals.len(), 2);
    for e in &reveals {
        let Event::Revealed { to, cards, .. } = e else {
            unreachable!()
        };
        assert_eq!(*to, Audience::Seats(vec![1, 2]));
        assert_eq!(cards.len(), 3);
        assert!(e.seen_by(0).is_none());
        assert!(e.seen_by(1).is_some() && e.seen_by(2).is_some());
    }
    assert_eq!(
        g.view(2).settlements[0].goer_cards,
        Some(cl(&["2H", "3D", "AS"]))
    );
    assert_eq!(
        g.view(1).settlements[0].opponent_cards,
        Some(cl(&["QD", "KH", "KS"]))
    );
    assert_eq!(g.view(0).settlements[0].goer_cards, None);
    assert_eq!(g.view(0).settlements[0].opponent_cards, None);
}

#[test]
fn the_loser_pays_the_winner_the_stake_and_the_pot_stays() {
    let mut g = game(&Options::default(), &[POOR_LOW, BEST_LOW, MID_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Challenge);
    let ev = act(&mut g, Action::Challenge);
    assert!(moved(&ev).contains(&pays(2, 1, 3)));
    assert!(moved(&ev).contains(&pays(0, 1, 3)));
    let showdowns: Vec<(Seat, Note)> = said(&ev)
        .into_iter()
        .filter(|(_, note)| matches!(note, Note::WinsShowdown { .. }))
        .collect();
    assert_eq!(
        showdowns,
        vec![
            (
                1,
                Note::WinsShowdown {
                    loser: 2,
                    stake: 3,
                    paid: 3
                }
            ),
            (
                1,
                Note::WinsShowdown {
                    loser: 0,
                    stake: 3,
                    paid: 3
                }
            ),
        ]
    );
    assert_eq!(g.round(), 2);
    assert_eq!(g.pot(), 6, "the pot stays and round II antes join it");
    assert_eq!(g.stacks(), &[45, 54, 45]);
}

#[test]
fn nobody_going_out_moves_to_the_next_round_with_the_same_pot() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW], &[]);
    pass_until_round(&mut g, 5);
    act(&mut g, keep());
    act(&mut g, keep());
    act(&mut g, Action::Pass);
    let ev = act(&mut g, Action::Pass);
    assert_eq!(said(&ev), vec![(0, Note::Passes)]);
    assert_eq!(
        results(&ev),
        vec![Note::NobodyOut {
            round: 5,
            kind: RoundKind::Low
        }]
    );
    let pot = g.pot();
    let stacks = g.stacks().to_vec();
    pass_until_round(&mut g, 7);
    assert_eq!(g.pot(), pot);
    assert_eq!(g.stacks(), &stacks[..]);
    assert_eq!(g.deal_number(), 1);
}

#[test]
fn a_player_who_cannot_pay_in_full_pays_what_they_have_and_leaves() {
    let mut g = game(&opts(3, 20, 0), &[MID_LOW, POOR_LOW, BEST_LOW], &[]);
    act(&mut g, go_out("KS", "KH"));
    let ev = act(&mut g, Action::Challenge);
    assert!(moved(&ev).is_empty());
    let ev = act(&mut g, Action::Pass);
    assert!(
        moved(&ev).contains(&pays(1, 2, 2)),
        "only two of the pot's three"
    );
    assert!(said(&ev).contains(&(
        2,
        Note::WinsShowdown {
            loser: 1,
            stake: 3,
            paid: 2
        }
    )));
    assert!(ev.contains(&Event::SeatLeft { seat: 1 }));
    assert!(!g.is_at_table(1));
    assert!(g.hand(1).is_empty());
    assert_eq!(g.round(), 2);
    assert!(!g.order.contains(&1));
    assert_eq!(
        cards::sorted(&g.all_cards()),
        cards::sorted(&standard_pack())
    );
}

#[test]
fn the_match_ends_when_one_player_holds_all_tokens() {
    let mut g = game(&opts(3, 20, 0), &[POOR_LOW, MID_LOW, BEST_LOW], &[]);
    act(&mut g, go_out("7C", "5S"));
    act(&mut g, Action::Challenge);
    act(&mut g, Action::Pass);
    // Seat 1 is out; round II: seat 2 goes out and wins a rechallenge big enough.
    assert_eq!(g.stacks(), &[1, 0, 3]);
    act(&mut g, keep());
    act(&mut g, keep());
    assert_eq!(g.to_act(), Some(2));
    act(&mut g, Action::Pass);
    act(&mut g, go_out("KS", "KH"));
    let ev = act(&mut g, Action::Challenge);
    assert!(ev.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert_eq!(g.to_act(), None);
    assert_eq!(g.stacks(), &[0, 0, 9]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![2]);
    assert_eq!(
        own(&outcome.summary),
        Note::Won {
            winner: 2,
            tokens: 9,
            deals: 1
        }
    );
}

#[test]
fn the_match_ends_after_the_chosen_number_of_deals() {
    let mut g = game(&opts(50, 1, 0), &[MID_LOW, BEST_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    let ev = act(&mut g, Action::Pass);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::GameOver { .. }))
            .count(),
        1
    );
    assert_eq!(g.to_act(), None);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.stacks(), &[49, 51]);
}

#[test]
fn the_final_ranking_is_by_stack() {
    let mut g = game(&opts(50, 1, 0), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Challenge);
    act(&mut g, Action::Pass);
    assert_eq!(g.round(), 2);
    while !matches!(g.phase(), Phase::GoingOut { .. }) {
        act(&mut g, keep());
    }
    act(&mut g, Action::Pass);
    let show = first_show(&g);
    act(&mut g, show);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    let outcome = g.outcome().expect("one deal only");
    // Seat 0 took the pot of 6; seat 1 won 3 from seat 2.
    assert_eq!(g.stacks(), &[54, 51, 45]);
    assert_eq!(outcome.scores, vec![54, 51, 45]);
    assert_eq!(outcome.winners, vec![0]);
}

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

// ---- Contract, properties and bots ----

#[test]
fn stacked_packs_are_checked() {
    let mut pack = standard_pack();
    pack[0] = pack[1];
    let deal = Deal {
        seed: 1,
        stacked: Some(pack),
    };
    assert!(ChallengePoker::new_game(&Options::default(), 2, deal).is_err());
    let short = Deal {
        seed: 1,
        stacked: Some(standard_pack()[1..].to_vec()),
    };
    assert!(ChallengePoker::new_game(&Options::default(), 2, short).is_err());
}

#[test]
fn bad_options_are_refused() {
    let error = ChallengePoker::new_game(&opts(50, 20, 4), 4, Deal::seeded(1)).unwrap_err();
    assert!(error.is("error-dealer"), "{error}");
    let error =
        ChallengePoker::new_game(&opts(MAX_TOKENS + 1, 20, 0), 4, Deal::seeded(1)).unwrap_err();
    assert!(error.is("challenge_poker-error-tokens"), "{error}");
    let options: Options = serde_json::from_str(r#"{"tokens":20}"#).unwrap();
    assert_eq!(options, opts(20, 20, 0));
}

#[test]
fn actions_have_the_documented_json_shapes() {
    let cases = [
        (Action::Pass, r#"{"action":"pass"}"#),
        (
            go_out("AS", "TD"),
            r#"{"action":"go_out","show":["AS","TD"]}"#,
        ),
        (Action::Challenge, r#"{"action":"challenge"}"#),
        (Action::Rechallenge, r#"{"action":"rechallenge"}"#),
        (Action::Drop, r#"{"action":"drop"}"#),
        (Action::Accept, r#"{"action":"accept"}"#),
        (
            discard(&["2C", "KH"]),
            r#"{"action":"discard","cards":["2C","KH"]}"#,
        ),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
    }
    assert!(
        serde_json::from_str::<Action>(r#"{"action":"discard","cards":["2C","3C","4C","5C"]}"#)
            .is_err()
    );
}

#[test]
fn actions_have_short_labels() {
    assert_eq!(keep().phrase(), Phrase::new("challenge_poker-action-keep"));
    assert_eq!(
        discard(&["2C", "KH"]).phrase(),
        Phrase::new("challenge_poker-action-discard").cards("cards", &[c("2C"), c("KH")])
    );
    assert_eq!(
        go_out("AS", "TD").phrase(),
        Phrase::new("challenge_poker-action-go-out").cards("cards", &[c("AS"), c("TD")])
    );
    assert_eq!(
        Action::Rechallenge.phrase(),
        Phrase::new("challenge_poker-action-rechallenge")
    );
}

#[test]
fn discards_in_any_order_are_accepted_and_bad_ones_refused() {
    let mut g = game(&Options::default(), &[MID_LOW, POOR_LOW], &[]);
    pass_until_round(&mut g, 2);
    let before = serde_json::to_string(&g).unwrap();
    for (bad, error) in [
        (discard(&["KS"]), Refusal::NotInHand { card: c("KS") }),
        (
            discard(&["7C", "7C"]),
            Refusal::ListedTwice { card: c("7C") },
        ),
        (Action::Pass, Refusal::DrawFirst),
        (go_out("7C", "5S"), Refusal::DrawFirst),
    ] {
        assert_eq!(refusal(&g, &bad), error, "{bad:?}");
        let mut copy = g.clone();
        let _ = copy.apply(&bad);
        assert_eq!(serde_json::to_string(&copy).unwrap(), before);
    }
    act(&mut g, discard(&["7C", "2C"]));
    assert_eq!(g.drawn[0], Some(2));
}

type Corruption = Box<dyn Fn(&mut ChallengePoker)>;

#[test]
fn corrupt_states_are_refused() {
    let mut g = game(&Options::default(), &[MID_LOW, BEST_LOW, POOR_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    g.validate().unwrap();
    let corruptions: Vec<Corruption> = vec![
        Box::new(|g| g.stock.pop().map_or((), |_| ())),
        Box::new(|g| g.stock[0] = g.stock[1]),
        Box::new(|g| g.stacks[0] += 1),
        Box::new(|g| g.pot = 0),
        Box::new(|g| g.hands.pop().map_or((), |_| ())),
        Box::new(|g| g.seats = 40),
        Box::new(|g| g.dealer = 9),
        Box::new(|g| g.round = 0),
        Box::new(|g| g.round = ROUND_CAP),
        Box::new(|g| g.phase = Phase::Responding { goer: 1, pos: 5 }),
        Box::new(|g| g.phase = Phase::Responding { goer: 7, pos: 0 }),
        Box::new(|g| g.phase = Phase::GoingOut { pos: 3 }),
        Box::new(|g| {
            g.phase = Phase::Answering {
                goer: 1,
                rechallenger: 2,
                doublings: 1,
                answering: 1,
                index: 0,
            }
        }),
        Box::new(|g| g.shown[0] = cl(&["AS"])),
        Box::new(|g| g.at_table[2] = false),
        Box::new(|g| g.phase = Phase::Over),
        Box::new(|g| g.responders = vec![0, 9]),
        Box::new(|g| g.options.tokens = 0),
        Box::new(|g| {
            let mut hand = g.hands[0];
            let first = hand.as_slice()[0];
            hand.remove(first);
            hand.push(first);
            g.hands[0] = hand;
        }),
    ];
    for (i, corrupt) in corruptions.iter().enumerate() {
        let mut bad = g.clone();
        corrupt(&mut bad);
        let error = bad.validate().expect_err("corruption accepted");
        assert!(error.is("error-damaged"), "corruption {i}: {error}");
        // Nothing may panic on a refused state either way.
        let _ = bad.legal_actions();
        let json = serde_json::to_string(&bad).unwrap();
        let _ = serde_json::from_str::<ChallengePoker>(&json);
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let options = Options::default();
    let mut a = ChallengePoker::new_game(&options, 5, Deal::seeded(42)).unwrap();
    let mut b = ChallengePoker::new_game(&options, 5, Deal::seeded(42)).unwrap();
    let mut rng = GameRng::seeded(3);
    while a.to_act().is_some() {
        let legal = a.legal_actions();
        assert_eq!(legal, b.legal_actions());
        let action = rng.pick(&legal).unwrap().clone();
        assert_eq!(a.apply(&action), b.apply(&action));
        assert_eq!(a, b);
    }
    let c = ChallengePoker::new_game(&options, 5, Deal::seeded(43)).unwrap();
    let d = ChallengePoker::new_game(&options, 5, Deal::seeded(42)).unwrap();
    assert_ne!(c.hands, d.hands);
}

#[test]
fn random_playouts_keep_the_contract_for_every_seat_count() {
    for seats in 2..=16 {
        for seed in 0..8 {
            checked_playout::<ChallengePoker>(
                &Options::default(),
                seats,
                seed,
                Chooser::Random,
                100_000,
            );
        }
    }
}

#[test]
fn random_playouts_keep_the_contract_many_seeds() {
    for seed in 0..300 {
        let seats = 2 + (seed as usize % 5);
        checked_playout::<ChallengePoker>(
            &opts(20, 5, seed as usize % seats),
            seats,
            seed,
            Chooser::Random,
            100_000,
        );
    }
}

#[test]
fn random_playouts_keep_the_contract_with_every_option() {
    for (i, options) in [
        opts(2, 3, 1),
        opts(5, 0, 0),
        opts(1000, 2, 2),
        opts(50, 1, 0),
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..25 {
            checked_playout::<ChallengePoker>(options, 3 + i, seed, Chooser::Random, 200_000);
        }
    }
}

#[test]
fn bot_playouts_keep_the_contract_at_every_level() {
    for level in Level::ALL {
        // The searching level is far slower in a debug build: one deal a table is enough.
        let deals = if level == Level::Hard { 1 } else { 3 };
        for (seats, seed) in [(2, 1), (3, 2), (4, 3), (6, 4), (16, 5)] {
            checked_playout::<ChallengePoker>(
                &opts(30, deals, 0),
                seats,
                seed,
                Chooser::Bot(level),
                100_000,
            );
        }
    }
}

/// Plays one game with the given seat choosers (None = random) and returns the final stacks.
fn duel(options: &Options, players: &[Option<Level>], seed: u64) -> Vec<u64> {
    let mut g = ChallengePoker::new_game(options, players.len(), Deal::seeded(seed)).unwrap();
    let mut rng = GameRng::seeded(seed.wrapping_mul(31).wrapping_add(5));
    while let Some(seat) = g.to_act() {
        let legal = g.legal_actions();
        let action = match players[seat] {
            Some(level) => ChallengePoker::bot_action(&g.view(seat), &legal, level, &mut rng),
            None => rng.pick(&legal).unwrap().clone(),
        };
        g.apply(&action).unwrap();
    }
    g.stacks().to_vec()
}

/// Share of games where seat `hero`'s stack is the strict best, rotating its seat.
fn win_rate(players: usize, hero: Level, others: Option<Level>, games: u64) -> f64 {
    let options = opts(50, 10, 0);
    let mut wins = 0;
    for seed in 0..games {
        let at = seed as usize % players;
        let mut table = vec![others; players];
        table[at] = Some(hero);
        let stacks = duel(&options, &table, seed + 1000);
        if (0..players).all(|s| s == at || stacks[s] < stacks[at]) {
            wins += 1;
        }
    }
    wins as f64 / games as f64
}

#[test]
fn normal_bot_beats_random_players() {
    let two = win_rate(2, Level::Normal, None, 200);
    let four = win_rate(4, Level::Normal, None, 200);
    println!("normal vs random: 2 seats {two:.2}, 4 seats {four:.2}");
    assert!(two > 0.75, "2 seats: {two}");
    assert!(four > 0.6, "4 seats: {four}");
}

#[test]
fn hard_bot_beats_normal_in_most_of_a_few_games() {
    // Strength is measured with the duplicate example (2,000 games); this only catches a
    // search that has stopped working.
    let two = win_rate(2, Level::Hard, Some(Level::Normal), 10);
    println!("hard vs normal, 2 seats: {two:.2}");
    assert!(two >= 0.7, "hard won {two}");
}

#[test]
fn hard_guesses_deals_that_keep_its_own_view_and_one_whole_pack() {
    let mut rng = GameRng::seeded(11);
    for seed in 0..60 {
        let seats = 2 + (seed as usize % 5);
        let g: ChallengePoker = crate::testing::after_random_actions(
            &Options::default(),
            seats,
            seed,
            seed as usize * 3,
        );
        let Some(seat) = g.to_act() else { continue };
        let view = g.view(seat);
        for _ in 0..5 {
            let world = hard::guess_world(&view, &mut rng);
            assert_eq!(world.validate(), Ok(()), "seed {seed}");
            let mut seen = world.view(seat);
            seen.max_deals = view.max_deals;
            assert_eq!(seen, view, "seed {seed}");
        }
    }
}

#[test]
fn hard_reads_the_hidden_card_of_a_normal_goer_as_its_lowest_in_low() {
    // Normal hides its best card; going out showing 8 and 9 in Low says the third is lower.
    let mut g = game(
        &opts(50, 20, 0),
        &[["KC", "QD", "4S"], ["2C", "8D", "9H"]],
        &[],
    );
    let legal = g.legal_actions();
    let normal =
        ChallengePoker::bot_action(&g.view(1), &legal, Level::Normal, &mut GameRng::seeded(1));
    assert_eq!(normal, go_out("8D", "9H"));
    act(&mut g, normal);
    let view = g.view(0);
    let mut rng = GameRng::seeded(5);
    let lower = (0..200)
        .filter(|_| {
            let world = hard::guess_world(&view, &mut rng);
            let hidden = world
                .hand(1)
                .iter()
                .find(|&&card| card != c("8D") && card != c("9H"));
            hidden.is_some_and(|card| card.rank.low_value() < 8)
        })
        .count();
    assert!(
        lower >= 180,
        "only {lower} of 200 guesses hide a lower card"
    );
}

#[test]
fn hard_never_drops_the_best_low_hand_against_a_rechallenge() {
    let mut g = game(&opts(50, 20, 0), &[["KS", "KH", "QD"], BEST_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Rechallenge);
    let legal = g.legal_actions();
    let mut rng = GameRng::seeded(3);
    let answer = ChallengePoker::bot_action(&g.view(1), &legal, Level::Hard, &mut rng);
    assert_ne!(answer, Action::Drop);
}

#[test]
fn hard_does_not_rechallenge_back_once_the_stake_covers_a_stack() {
    // Two searching players would otherwise trade rechallenges for ever.
    let mut g = game(&opts(4, 20, 0), &[["KS", "KH", "QD"], BEST_LOW], &[]);
    act(&mut g, go_out("AS", "2H"));
    act(&mut g, Action::Rechallenge);
    assert!(g.stake_now().unwrap() >= g.stacks()[1]);
    let legal = g.legal_actions();
    let mut rng = GameRng::seeded(3);
    let answer = ChallengePoker::bot_action(&g.view(1), &legal, Level::Hard, &mut rng);
    assert_eq!(answer, Action::Accept);
}

#[test]
fn hard_bot_gives_the_same_move_for_the_same_view_and_rng() {
    for seed in 0..20 {
        let g: ChallengePoker =
            crate::testing::after_random_actions(&Options::default(), 3, seed, 10 + seed as usize);
        let Some(seat) = g.to_act() else { continue };
        let legal = g.legal_actions();
        let once = ChallengePoker::bot_action(
            &g.view(seat),
            &legal,
            Level::Hard,
            &mut GameRng::seeded(seed),
        );
        let again = ChallengePoker::bot_action(
            &g.view(seat),
            &legal,
            Level::Hard,
            &mut GameRng::seeded(seed),
        );
        assert_eq!(once, again, "seed {seed}");
    }
}

#[test]
fn easy_bot_beats_random_players() {
    let two = win_rate(2, Level::Easy, None, 100);
    println!("easy vs random, 2 seats: {two:.2}");
    assert!(two > 0.6, "{two}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn illegal_actions_are_refused_and_change_nothing(seed in any::<u64>(), seats in 2usize..=16, steps in 0usize..200) {
        let g: ChallengePoker =
            crate::testing::after_random_actions(&Options::default(), seats, seed, steps);
        let all = [
            Action::Pass, Action::Challenge, Action::Rechallenge, Action::Drop, Action::Accept,
            go_out("AS", "KS"), go_out("2C", "2C"), discard(&["AS", "2D", "7H"]), keep(),
        ];
        let legal = g.legal_actions();
        let before = serde_json::to_string(&g).unwrap();
        for a in all.iter().filter(|a| !legal.contains(a)) {
            let mut copy = g.clone();
            let refused = copy.apply(a).is_err();
            // The same cards in another order are the same move (`canonical_action`).
            let listed_form = g.canonical_action(a);
            let equivalent = listed_form != *a && legal.contains(&listed_form);
            prop_assert!(refused || equivalent, "{:?} accepted", a);
            if refused {
                prop_assert_eq!(serde_json::to_string(&copy).unwrap(), before.clone());
            }
        }
    }

    #[test]
    fn states_and_views_survive_serde(seed in any::<u64>(), seats in 2usize..=16, steps in 0usize..300) {
        let g: ChallengePoker =
            crate::testing::after_random_actions(&Options::default(), seats, seed, steps);
        let json = serde_json::to_string(&g).unwrap();
        let back: ChallengePoker = serde_json::from_str(&json).unwrap();
        prop_assert!(back.validate().is_ok());
        prop_assert_eq!(&back, &g);
        for seat in 0..seats {
            let view = g.view(seat);
            let view_back: View = serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
            prop_assert_eq!(view_back, view);
        }
    }

    #[test]
    fn games_end(seed in any::<u64>(), seats in 2usize..=8, tokens in 2u64..40, deals in 0u32..4, dealer in 0usize..8) {
        let options = opts(tokens, deals, dealer % seats);
        let (g, _) = checked_playout::<ChallengePoker>(&options, seats, seed, Chooser::Random, 400_000);
        prop_assert!(g.outcome().is_some());
        let total: u64 = g.stacks().iter().sum();
        prop_assert_eq!(total, tokens * seats as u64);
    }
}

fn playout_rate(seats: usize, seconds: f64) -> (f64, u64) {
    let start = std::time::Instant::now();
    let mut actions = 0u64;
    let mut games = 0u64;
    let mut rng = GameRng::seeded(99);
    while start.elapsed().as_secs_f64() < seconds {
        let mut game =
            ChallengePoker::new_game(&Options::default(), seats, Deal::seeded(games)).unwrap();
        while game.to_act().is_some() {
            let legal = game.legal_actions();
            let action = &legal[rng.below(legal.len())];
            game.apply(action).unwrap();
            actions += 1;
        }
        games += 1;
    }
    (actions as f64 / start.elapsed().as_secs_f64(), games)
}

#[test]
#[ignore]
fn playout_throughput() {
    for seats in [2, 6, 16] {
        let (rate, games) = playout_rate(seats, 2.0);
        println!("{seats} seats: {rate:.0} actions/s over {games} games");
    }
}

#[test]
#[ignore]
fn bot_report() {
    let four = win_rate(4, Level::Hard, Some(Level::Normal), 200);
    println!("hard vs 3 normal, 4 seats: {four:.2} (fair share 0.25)");
    let mut rng = GameRng::seeded(1);
    let mut worst = 0.0f64;
    let (mut total, mut moves, mut slow) = (0.0f64, 0u32, 0u32);
    // The percentile tables are built once, on first use.
    hands::percentile(0, RoundKind::Low);
    for seed in 0..20 {
        let mut g = ChallengePoker::new_game(&Options::default(), 16, Deal::seeded(seed)).unwrap();
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions();
            let view = g.view(seat);
            let start = std::time::Instant::now();
            let action = ChallengePoker::bot_action(&view, &legal, Level::Hard, &mut rng);
            let took = start.elapsed().as_secs_f64();
            worst = worst.max(took);
            total += took;
            moves += 1;
            if took > 0.001 {
                slow += 1;
                println!(
                    "slow: {:?} {:?} {:.3} ms",
                    view.phase,
                    view.shown,
                    took * 1000.0
                );
            }
            g.apply(&action).unwrap();
        }
    }
    println!(
        "hard at 16 seats: mean {:.3} ms, slowest {:.3} ms, {slow} of {moves} moves over 1 ms",
        total / f64::from(moves.max(1)) * 1000.0,
        worst * 1000.0
    );
}
