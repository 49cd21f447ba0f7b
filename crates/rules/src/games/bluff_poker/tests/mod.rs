//! Tests for Bluff Poker: one per rule and rule note, property checks and bot strength.

use super::*;
use crate::cards::{Rank, packs};
use crate::phrase::Speak;
use crate::phrase::{Arg, Phrase, Values};
use crate::refusal::Refuse;
use crate::testing::{Chooser, checked_playout};
use proptest::prelude::*;

mod contract;
mod two_packs_and_lowball;

fn c(code: &str) -> Card {
    code.parse().unwrap()
}

fn cs(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}

fn take(from: &mut Vec<Card>, card: Card) {
    let at = from
        .iter()
        .position(|held| *held == card)
        .unwrap_or_else(|| panic!("{card} is not available"));
    from.remove(at);
}

/// A new game whose non-dealer (the first leader) holds `lead`, the dealer `deal`, with
/// `stock` on top of the stock, drawn first card first.
fn stacked(options: &Options, lead: &str, deal: &str, stock: &str) -> BluffPoker {
    let (lead, deal) = (cs(lead), cs(deal));
    assert_eq!((lead.len(), deal.len()), (10, 10));
    let mut order: Vec<Card> = lead.iter().zip(&deal).flat_map(|(a, b)| [*a, *b]).collect();
    order.extend(cs(stock));
    let mut rest = packs(usize::from(options.packs));
    for &card in &order {
        take(&mut rest, card);
    }
    order.extend(rest);
    BluffPoker::new_game(
        options,
        2,
        Deal {
            seed: 9,
            stacked: Some(order),
        },
    )
    .unwrap()
}

/// A hand-built position: the given hands, rows and stock (top first); every other card is
/// out of play.
fn custom(
    options: &Options,
    hands: [&str; 2],
    rows: [&str; 2],
    stock: &str,
    phase: Phase,
) -> BluffPoker {
    let mut state = BluffPoker::new_game(options, 2, Deal::seeded(1)).unwrap();
    let mut rest = packs(usize::from(options.packs));
    for seat in [0, 1] {
        state.hands[seat] = cs(hands[seat]);
        state.hands[seat].sort_unstable();
        state.rows[seat] = cs(rows[seat]);
        for card in state.hands[seat].iter().chain(&state.rows[seat]) {
            take(&mut rest, *card);
        }
    }
    state.stock = cs(stock).into_iter().rev().collect();
    for card in &state.stock {
        take(&mut rest, *card);
    }
    state.out_of_play = rest;
    state.phase = phase;
    state.validate().unwrap();
    state
}

fn act(state: &mut BluffPoker, action: Action) -> Vec<Event<Note>> {
    state
        .apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

/// Plays the cards in turn order, returning the events of the last one.
fn plays(state: &mut BluffPoker, codes: &str) -> Vec<Event<Note>> {
    let mut events = Vec::new();
    for card in cs(codes) {
        events = act(state, Action::Play { card });
    }
    events
}

fn choose(state: &mut BluffPoker, codes: &str) -> Vec<Event<Note>> {
    let mut events = Vec::new();
    for card in cs(codes) {
        events = act(state, Action::Choose { card });
    }
    events
}

fn draws(events: &[Event<Note>]) -> Vec<(Seat, Card)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::CardMoved {
                card: Some(card),
                from: Zone::Stock,
                to: Zone::Hand { seat },
                ..
            } => Some((*seat, *card)),
            _ => None,
        })
        .collect()
}

fn scored(events: &[Event<Note>]) -> Vec<(Seat, i64)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Scored { seat, points, .. } => Some((*seat, *points)),
            _ => None,
        })
        .collect()
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

/// Seat 1 leads; each holds a low five for Lowball plus others.
const LOW_LEAD: &str = "2C 3D 4H 5S 7C 8C KH KD QS JS";
const LOW_DEAL: &str = "2D 3H 4S 5C 7D 6H 9C TC AH AD";

fn option_sets() -> Vec<Options> {
    let mut sets = Vec::new();
    for packs in [1, 2] {
        for lowball in [true, false] {
            for dealer in [0, 1] {
                sets.push(Options {
                    packs,
                    lowball,
                    dealer,
                });
            }
        }
    }
    sets
}

#[test]
fn random_playouts_keep_the_contract_for_every_option() {
    for options in option_sets() {
        let seeds = if options == Options::default() {
            300
        } else {
            60
        };
        for seed in 0..seeds {
            checked_playout::<BluffPoker>(&options, 2, seed, Chooser::Random, 3000);
        }
    }
}

#[test]
fn bot_playouts_keep_the_contract_at_every_level() {
    for level in Level::ALL {
        for options in option_sets() {
            let seeds = if options == Options::default() { 12 } else { 3 };
            for seed in 0..seeds {
                checked_playout::<BluffPoker>(&options, 2, seed, Chooser::Bot(level), 3000);
            }
        }
    }
}

/// Plays `games` games between two choosers, swapping seats every game; returns the first
/// chooser's wins, its losses, and the average points margin.
fn duel(first: Chooser, second: Chooser, games: u64, options: &Options) -> (u32, u32, f64) {
    let (mut wins, mut losses, mut margin) = (0, 0, 0i64);
    for game in 0..games {
        let mut state = BluffPoker::new_game(options, 2, Deal::seeded(1000 + game)).unwrap();
        let mut rng = GameRng::seeded(game * 7 + 3);
        let first_seat = (game % 2) as usize;
        while let Some(seat) = state.to_act() {
            let legal = state.legal_actions();
            let chooser = if seat == first_seat { first } else { second };
            let action = match chooser {
                Chooser::Random => *rng.pick(&legal).unwrap(),
                Chooser::Bot(level) => {
                    BluffPoker::bot_action(&state.view(seat), &legal, level, &mut rng)
                }
            };
            state.apply(&action).unwrap();
        }
        let outcome = state.outcome().unwrap();
        margin += outcome.scores[first_seat] - outcome.scores[1 - first_seat];
        if outcome.winners == vec![first_seat] {
            wins += 1;
        } else if outcome.winners == vec![1 - first_seat] {
            losses += 1;
        }
    }
    (wins, losses, margin as f64 / games as f64)
}

#[test]
#[ignore]
fn bot_report() {
    for options in [
        Options::default(),
        Options {
            packs: 2,
            ..Options::default()
        },
    ] {
        for (a, b) in [
            (Chooser::Bot(Level::Easy), Chooser::Random),
            (Chooser::Bot(Level::Normal), Chooser::Random),
            (Chooser::Bot(Level::Hard), Chooser::Random),
            (Chooser::Bot(Level::Normal), Chooser::Bot(Level::Easy)),
            (Chooser::Bot(Level::Hard), Chooser::Bot(Level::Normal)),
        ] {
            let started = std::time::Instant::now();
            let result = duel(a, b, 200, &options);
            println!(
                "{options:?} {a:?} vs {b:?}: {result:?} in {:?}",
                started.elapsed()
            );
        }
    }
}

#[test]
#[ignore]
fn playout_throughput() {
    let started = std::time::Instant::now();
    let mut rng = GameRng::seeded(5);
    let (mut actions, mut games) = (0u64, 0u64);
    while started.elapsed().as_secs_f64() < 2.0 {
        let options = Options {
            packs: 1 + (games % 2) as u8,
            ..Options::default()
        };
        let mut state = BluffPoker::new_game(&options, 2, Deal::seeded(games)).unwrap();
        while state.to_act().is_some() {
            let legal = state.legal_actions();
            let action = *rng.pick(&legal).unwrap();
            state.apply(&action).unwrap();
            actions += 1;
        }
        games += 1;
    }
    let rate = actions as f64 / started.elapsed().as_secs_f64();
    println!("playout_throughput: {rate:.0} actions/s over {games} games");
    assert!(rate > 0.0);
}

// ---- The deal ------------------------------------------------------------------------------

#[test]
fn bluff_poker_is_for_exactly_two_players() {
    assert_eq!(BluffPoker::INFO.seats, 2..=2);
    for seats in [1, 3] {
        assert!(BluffPoker::new_game(&Options::default(), seats, Deal::seeded(1)).is_err());
    }
}

#[test]
fn one_pack_has_52_cards_and_two_packs_104() {
    for (count, size) in [(1, 52), (2, 104)] {
        let options = Options {
            packs: count,
            ..Options::default()
        };
        let state = BluffPoker::new_game(&options, 2, Deal::seeded(3)).unwrap();
        assert_eq!(
            cards::sorted(&state.all_cards()),
            cards::sorted(&packs(usize::from(count)))
        );
        assert_eq!(state.all_cards().len(), size);
    }
    for bad in [0, 3] {
        let options = Options {
            packs: bad,
            ..Options::default()
        };
        let error = BluffPoker::new_game(&options, 2, Deal::seeded(3)).unwrap_err();
        assert!(error.is("bluff_poker-error-packs"), "{error}");
        assert_eq!(error.phrase().args["packs"], Arg::Number(i64::from(bad)));
    }
}

#[test]
fn ten_cards_each_and_the_rest_is_the_stock() {
    for (count, stock) in [(1, 32), (2, 84)] {
        let options = Options {
            packs: count,
            ..Options::default()
        };
        let state = BluffPoker::new_game(&options, 2, Deal::seeded(4)).unwrap();
        let view = state.view(0);
        assert_eq!(view.hand.len(), 10);
        assert_eq!(view.hand_counts, [10, 10]);
        assert_eq!(view.stock, stock);
    }
}

#[test]
fn cards_are_dealt_one_at_a_time_non_dealer_first_and_drawn_from_the_top() {
    let pack = packs(1);
    let state = BluffPoker::new_game(
        &Options::default(),
        2,
        Deal {
            seed: 1,
            stacked: Some(pack.clone()),
        },
    )
    .unwrap();
    let even: Vec<Card> = pack.iter().step_by(2).take(10).copied().collect();
    let odd: Vec<Card> = pack.iter().skip(1).step_by(2).take(10).copied().collect();
    assert_eq!(state.hands[1], cards::sorted(&even));
    assert_eq!(state.hands[0], cards::sorted(&odd));
    assert_eq!(state.stock.last(), Some(&pack[20]));
}

#[test]
fn a_bad_stacked_pack_is_refused() {
    let mut pack = packs(1);
    pack[0] = pack[1];
    let deal = Deal {
        seed: 1,
        stacked: Some(pack),
    };
    assert!(BluffPoker::new_game(&Options::default(), 2, deal).is_err());
}

#[test]
fn the_non_dealer_leads_the_first_hand() {
    for dealer in [0, 1] {
        let options = Options {
            dealer,
            ..Options::default()
        };
        let state = BluffPoker::new_game(&options, 2, Deal::seeded(2)).unwrap();
        assert_eq!(state.to_act(), Some(1 - dealer));
        assert_eq!(state.view(0).leader, Some(1 - dealer));
    }
    let options = Options {
        dealer: 2,
        ..Options::default()
    };
    assert!(BluffPoker::new_game(&options, 2, Deal::seeded(2)).is_err());
}

// ---- Playing a hand ------------------------------------------------------------------------

const FLUSH_LEAD: &str = "2H 5H 7H 9H JH 3C 4D 6S 8C TD";
const PAIR_DEAL: &str = "KS KD 2C 3D 4S 7C 8D 9S QC JC";

#[test]
fn players_alternately_play_one_card_face_up_to_their_own_row() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    assert_eq!(state.to_act(), Some(1));
    let events = plays(&mut state, "2H");
    assert_eq!(
        events,
        vec![
            Event::CardMoved {
                card: Some(c("2H")),
                from: Zone::Hand { seat: 1 },
                to: Zone::Row { seat: 1 },
                face_up: true,
                seen_by: Audience::Everyone,
            },
            Event::TurnTo { seat: 0 },
        ]
    );
    assert_eq!(state.to_act(), Some(0));
    assert_eq!(state.view(0).rows[1].cards, cs("2H"));
    assert!(!state.view(1).hand.contains(&c("2H")));
    plays(&mut state, "KS");
    assert_eq!(state.to_act(), Some(1));
    assert_eq!(state.view(1).rows[0].cards, cs("KS"));
}

#[test]
fn at_five_cards_each_the_higher_poker_hand_wins_55() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    let events = plays(&mut state, "2H KS 5H KD 7H 2C 9H 3D JH 4S");
    assert_eq!(scored(&events), vec![(1, 55)]);
    assert_eq!(state.scores, [0, 55]);
    assert!(events.contains(&Event::said(
        1,
        Note::Shows {
            cards: cs("2H 5H 7H 9H JH"),
            hand: Hand::Flush { high: Rank::JACK }
        }
    )));
    assert!(events.contains(&Event::round_over(Note::ShowdownWon {
        winner: 1,
        hand: Hand::Flush { high: Rank::JACK },
        against: Hand::Pair { rank: Rank::KING },
        points: 55
    })));
}

#[test]
fn the_previous_hands_winner_leads_the_next() {
    // The dealer (seat 0) wins with a pair against a lower pair and leads next.
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    plays(&mut state, "3C KS 4D KD 6S 2C 8C 3D TD 4S");
    assert_eq!(state.scores, [55, 0]);
    assert_eq!(state.to_act(), Some(0));
    assert_eq!(state.phase, Phase::Hand { leader: 0, turn: 0 });
}

#[test]
fn hands_rank_from_high_card_to_five_of_a_kind() {
    let ladder = [
        "AS KD 9C 7H 3S",
        "2S 2D 3C 4H 6S",
        "2S 2D 3C 3H 4S",
        "2S 2D 2C 3H 4S",
        "AS 2D 3C 4H 5S",
        "2S 3D 4C 5H 6S",
        "2S 3S 4S 5S 7S",
        "2S 2D 2C 3H 3S",
        "2S 2D 2C 2H 3S",
        "2S 3S 4S 5S 6S",
        "TH JH QH KH AH",
        "2S 2D 2C 2H 2S",
    ];
    let values: Vec<u32> = ladder.iter().map(|h| hands::evaluate(&cs(h))).collect();
    for pair in values.windows(2) {
        assert!(pair[0] < pair[1], "{values:?}");
    }
    assert_eq!(hands::category(values[11]), hands::FIVE);
    let rank = |value| Rank::new(value).unwrap();
    let named: Vec<Hand> = values.iter().map(|&value| Hand::of_value(value)).collect();
    assert_eq!(
        named,
        vec![
            Hand::HighCard { high: Rank::ACE },
            Hand::Pair { rank: Rank::TWO },
            Hand::TwoPair {
                high: rank(3),
                low: Rank::TWO
            },
            Hand::ThreeOfAKind { rank: Rank::TWO },
            Hand::Straight { high: rank(5) },
            Hand::Straight { high: Rank::SIX },
            Hand::Flush { high: Rank::SEVEN },
            Hand::FullHouse {
                three: Rank::TWO,
                pair: rank(3)
            },
            Hand::FourOfAKind { rank: Rank::TWO },
            Hand::StraightFlush { high: Rank::SIX },
            Hand::RoyalFlush,
            Hand::FiveOfAKind { rank: Rank::TWO },
        ]
    );
}

#[test]
fn four_of_a_kind_is_kept_between_full_house_and_straight_flush() {
    let full = hands::evaluate(&cs("AS AD AC KH KS"));
    let four = hands::evaluate(&cs("2S 2D 2C 2H 3S"));
    let straight_flush = hands::evaluate(&cs("2S 3S 4S 5S 6S"));
    assert!(full < four && four < straight_flush);
    assert_eq!(Hand::of_value(four), Hand::FourOfAKind { rank: Rank::TWO });
}

#[test]
fn five_of_a_kind_tops_the_ranking_but_identical_cards_keep_it_out_of_a_row() {
    let five = hands::evaluate(&cs("7C 7D 7H 7S 7C"));
    assert!(five > hands::evaluate(&cs("TH JH QH KH AH")));
    assert_eq!(
        Hand::of_value(five),
        Hand::FiveOfAKind { rank: Rank::SEVEN }
    );
    let options = Options {
        packs: 2,
        ..Options::default()
    };
    let mut state = stacked(
        &options,
        "7C 7D 7H 7S 7H 2C 3C 4C 5C 9D",
        "2S 3S 4S 5S 6S 2D 3D 4D 5D 6D",
        "",
    );
    plays(&mut state, "7C 2S 7D 3S 7H 4S 7S 5S");
    let legal = state.legal_actions();
    assert!(!legal.contains(&Action::Play { card: c("7H") }));
    assert!(state.apply(&Action::Play { card: c("7H") }).is_err());
}

#[test]
fn kickers_are_compared_in_full() {
    let higher = hands::evaluate(&cs("KS KD AC QH 3S"));
    let lower = hands::evaluate(&cs("KH KC AD QS 2S"));
    assert!(higher > lower);
    assert!(hands::evaluate(&cs("AS JD 9C 5H 3S")) > hands::evaluate(&cs("AH JC 9D 5S 2S")));
    assert!(hands::evaluate(&cs("9S 9D 4C 4H 3S")) > hands::evaluate(&cs("9H 9C 4D 4S 2S")));
}

#[test]
fn a_2_3_4_5_is_a_five_high_straight() {
    let wheel = hands::evaluate(&cs("AS 2D 3C 4H 5S"));
    assert_eq!(hands::category(wheel), hands::STRAIGHT);
    assert_eq!(
        Hand::of_value(wheel),
        Hand::Straight {
            high: Rank::new(5).unwrap()
        }
    );
    assert!(wheel < hands::evaluate(&cs("2S 3D 4C 5H 6S")));
    assert!(wheel > hands::evaluate(&cs("AS AD AC 4H 5S")));
}

#[test]
fn the_ace_is_high_otherwise() {
    assert!(hands::evaluate(&cs("AS 2D 3C 4H 6S")) > hands::evaluate(&cs("KS QD JC 9H 8S")));
    assert!(hands::evaluate(&cs("TS JD QC KH AS")) > hands::evaluate(&cs("9S TD JC QH KS")));
    assert_eq!(
        hands::category(hands::evaluate(&cs("QS KD AC 2H 3S"))),
        hands::HIGH_CARD
    );
}

#[test]
fn equal_hands_score_nothing_and_the_same_player_leads_again() {
    let mut state = stacked(
        &Options::default(),
        "2H 4D 6H 8C TS 3C 3D 9C JD QH",
        "2C 4S 6D 8D TH 5S 7S 9D JS KH",
        "AS AD AC AH QS QD QC KS KD KC",
    );
    let events = plays(&mut state, "2H 2C 4D 4S 6H 6D 8C 8D TS TH");
    assert!(scored(&events).is_empty());
    let ten_high = Hand::HighCard { high: Rank::TEN };
    assert!(events.contains(&Event::round_over(Note::ShowdownTied { hand: ten_high })));
    assert_eq!(state.scores, [0, 0]);
    assert_eq!(state.phase, Phase::Hand { leader: 1, turn: 1 });
    assert_eq!(draws(&events).first(), Some(&(1, c("AS"))));
    assert!(state.out_of_play.contains(&c("TS")));
}

#[test]
fn you_may_fold_only_after_playing_a_card() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    assert!(!state.legal_actions().contains(&Action::Fold));
    let before = json(&state);
    let error = state.apply(&Action::Fold).unwrap_err();
    assert!(error.is("bluff_poker-error-fold-too-early"), "{error}");
    assert_eq!(json(&state), before);
    plays(&mut state, "2H");
    assert!(!state.legal_actions().contains(&Action::Fold));
    plays(&mut state, "KS");
    assert!(state.legal_actions().contains(&Action::Fold));
    plays(&mut state, "5H");
    assert!(state.legal_actions().contains(&Action::Fold));
}

#[test]
fn a_fold_gives_the_hand_to_the_other_player() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    plays(&mut state, "2H KS");
    let events = act(&mut state, Action::Fold);
    assert_eq!(scored(&events), vec![(0, 3)]);
    assert_eq!(state.phase, Phase::Hand { leader: 0, turn: 0 });
    let folded = Note::Folded {
        seat: 1,
        played: 2,
        winner: 0,
        points: 3,
    };
    assert_eq!(events[0], Event::said(1, Note::Folds));
    assert!(events.contains(&Event::round_over(folded.clone())));
    assert_eq!(state.view(1).last_hand, Some(folded));
}

#[test]
fn the_winner_scores_the_triangular_number_of_cards_played() {
    let table: Vec<i64> = (2..=10).map(triangular).collect();
    assert_eq!(table, vec![3, 6, 10, 15, 21, 28, 36, 45, 55]);
    for (cards, points) in [(3, 6), (4, 10), (7, 28), (9, 45)] {
        let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
        let order = cs("2H KS 5H KD 7H 2C 9H 3D JH");
        for &card in order.iter().take(cards) {
            act(&mut state, Action::Play { card });
        }
        let folder = state.to_act().unwrap();
        let events = act(&mut state, Action::Fold);
        assert_eq!(scored(&events), vec![(1 - folder, points)]);
    }
}

#[test]
fn played_cards_go_out_of_play() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    plays(&mut state, "2H KS 5H");
    let events = act(&mut state, Action::Fold);
    let gone: Vec<Card> = events
        .iter()
        .filter_map(|event| match event {
            Event::CardMoved {
                card: Some(card),
                to: Zone::OutOfPlay,
                face_up: true,
                seen_by: Audience::Everyone,
                ..
            } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(cards::sorted(&gone), cards::sorted(&cs("2H KS 5H")));
    assert_eq!(state.view(0).out_of_play, state.view(1).out_of_play);
    assert_eq!(
        cards::sorted(&state.view(0).out_of_play),
        cards::sorted(&gone)
    );
    assert!(state.rows.iter().all(Vec::is_empty));
}

#[test]
fn the_winner_draws_first_then_alternately_up_to_ten() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "AS AD AC AH");
    plays(&mut state, "2H KS 5H");
    // Seat 0 folds with one card played; seat 1 played two and draws first.
    let events = act(&mut state, Action::Fold);
    assert_eq!(
        draws(&events),
        vec![(1, c("AS")), (0, c("AD")), (1, c("AC"))]
    );
    assert_eq!(state.view(0).hand_counts, [10, 10]);
    let hidden = events.iter().find_map(|event| match event {
        Event::CardMoved {
            from: Zone::Stock,
            seen_by,
            face_up,
            ..
        } => Some((seen_by.clone(), *face_up)),
        _ => None,
    });
    assert_eq!(hidden, Some((Audience::only(1), false)));
}

#[test]
fn a_refill_stops_when_the_stock_runs_out() {
    let mut state = stacked(&Options::default(), FLUSH_LEAD, PAIR_DEAL, "");
    let spare: Vec<Card> = state.stock.drain(..).collect();
    state.stock = vec![spare[0], spare[1]];
    state.out_of_play.extend_from_slice(&spare[2..]);
    state.validate().unwrap();
    plays(&mut state, "2H KS 5H KD");
    let events = act(&mut state, Action::Fold);
    assert_eq!(draws(&events).len(), 2);
    assert_eq!(state.view(0).hand_counts, [9, 9]);
    assert_eq!(state.view(0).stock, 0);
    assert_eq!(state.to_act(), Some(0));
}

#[test]
fn after_the_stock_is_empty_hands_go_on_until_a_player_has_fewer_than_five() {
    let hand = Phase::Hand { leader: 1, turn: 1 };
    let mut state = custom(
        &Options::default(),
        ["KS KD 2C 3D 4S 7C", "2H 5H 7H 9H JH 3C"],
        ["", ""],
        "",
        hand,
    );
    plays(&mut state, "2H 2C");
    let events = act(&mut state, Action::Fold);
    assert!(draws(&events).is_empty());
    assert_eq!(state.view(1).hand_counts, [5, 5]);
    assert_eq!(state.to_act(), Some(0), "five cards each: the game goes on");
    plays(&mut state, "3D 3C");
    let events = act(&mut state, Action::Fold);
    assert_eq!(state.to_act(), None);
    assert!(state.legal_actions().is_empty());
    let over: Vec<&Event<Note>> = events
        .iter()
        .filter(|e| matches!(e, Event::GameOver { .. }))
        .collect();
    assert_eq!(over.len(), 1);
}

#[test]
fn the_higher_total_wins() {
    let mut state = custom(
        &Options::default(),
        ["KS KD 2C 3D 4S 7C", "2H 5H 7H 9H JH"],
        ["", ""],
        "",
        Phase::Hand { leader: 1, turn: 1 },
    );
    state.scores = [10, 12];
    plays(&mut state, "2H 2C");
    act(&mut state, Action::Fold);
    let outcome = state.outcome().unwrap();
    assert_eq!(outcome.scores, vec![13, 12]);
    assert_eq!(outcome.winners, vec![0]);
    let won = Note::Won {
        winner: 0,
        points: 13,
        against: 12,
    };
    assert_eq!(outcome.summary, won);
}

#[test]
fn equal_totals_are_a_draw() {
    let mut state = custom(
        &Options::default(),
        ["KS KD 2C 3D 4S", "2H 5H 7H 9H JH"],
        ["", ""],
        "",
        Phase::Hand { leader: 1, turn: 1 },
    );
    state.scores = [7, 10];
    plays(&mut state, "2H 2C");
    act(&mut state, Action::Fold);
    let outcome = state.outcome().unwrap();
    assert_eq!(outcome.scores, vec![10, 10]);
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.summary, Note::Draw { points: 10 });
}

#[test]
fn a_game_is_one_pass_through_the_stock() {
    for seed in 0..20 {
        let mut state = BluffPoker::new_game(&Options::default(), 2, Deal::seeded(seed)).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut drawn = 0;
        while state.to_act().is_some() {
            let legal = state.legal_actions();
            let events = act(&mut state, *rng.pick(&legal).unwrap());
            assert!(!events.iter().any(|e| matches!(e, Event::Shuffled { .. })));
            drawn += draws(&events).len();
        }
        assert_eq!(drawn, 32);
        assert!(state.stock.is_empty());
    }
}

fn two_packs() -> Options {
    Options {
        packs: 2,
        ..Options::default()
    }
}

fn lowball_game() -> BluffPoker {
    stacked(
        &Options::default(),
        LOW_LEAD,
        LOW_DEAL,
        "AS AC KS KC QH QD QC JH JD JC",
    )
}
