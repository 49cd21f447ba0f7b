//! Tests for Challenge Poker: one per rule of the rulebook section and per rule note, then
//! property checks, bots and throughput.

use super::*;
use crate::cards::{Card, standard_pack};
use crate::phrase::Speak;
use crate::phrase::{Phrase, Values};
use crate::refusal::Refuse;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

mod contract;
mod notes;

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
