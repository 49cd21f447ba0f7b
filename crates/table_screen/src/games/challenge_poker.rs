//! Challenge Poker at the table: up to sixteen seats round the felt, token stacks and the pot, cards shown by going out, who paid whom in this deal's showdowns, and the stakes on the buttons. Its words are the `challenge_poker-table-…` messages.

use crate::layouts::{Place, Presented, TableLayout, TokenPlace, ZoneCards, relative, turn_line};
use challenge_rules::games::challenge_poker::{
    self, Action, ChallengePoker, Phase, Settled, Settlement, kind_word, round_arg, tokens_arg,
};
use challenge_rules::{Card, Phrase, Speak, Values};

/// More seats than this put each stack under its name, so neighbours' captions stay apart.
const CROWDED: usize = 6;

/// One settled challenge as the status line tells it: who beat whom and what was paid, with
/// both hands where the viewer was in the showdown and saw them.
fn settlement_line(settlement: &Settlement) -> Phrase {
    let seen = settlement.goer_cards.zip(settlement.opponent_cards);
    match (settlement.how, settlement.winner) {
        (Settled::Lapsed, _) => Phrase::new("challenge_poker-table-lapsed")
            .seat("goer", settlement.goer)
            .seat("opponent", settlement.opponent),
        (Settled::Showdown | Settled::Dropped, None) => {
            let line = match seen {
                Some((goer_cards, opponent_cards)) => {
                    Phrase::new("challenge_poker-table-showdown-tied-seen")
                        .cards("goer_cards", goer_cards.as_slice())
                        .cards("opponent_cards", opponent_cards.as_slice())
                }
                None => Phrase::new("challenge_poker-table-showdown-tied"),
            };
            line.seat("goer", settlement.goer)
                .seat("opponent", settlement.opponent)
        }
        (how, Some(winner)) => {
            let goer_won = winner == settlement.goer;
            let loser = if goer_won {
                settlement.opponent
            } else {
                settlement.goer
            };
            let line = match (how, seen) {
                (Settled::Showdown, Some((goer_cards, opponent_cards))) => {
                    let (winner_cards, loser_cards) = if goer_won {
                        (goer_cards, opponent_cards)
                    } else {
                        (opponent_cards, goer_cards)
                    };
                    Phrase::new("challenge_poker-table-showdown-seen")
                        .cards("winner_cards", winner_cards.as_slice())
                        .cards("loser_cards", loser_cards.as_slice())
                }
                (Settled::Dropped, _) => Phrase::new("challenge_poker-table-dropped"),
                _ => Phrase::new("challenge_poker-table-showdown"),
            };
            line.seat("winner", winner)
                .seat("loser", loser)
                .arg("paid", tokens_arg(settlement.paid))
        }
    }
}

impl Presented for ChallengePoker {
    fn layout(view: &challenge_poker::View) -> TableLayout {
        let seats = view.seats.max(1);
        // A spectator holds no hand: the seat watched from is shown as the others are.
        let mut zones = Vec::new();
        if !view.watching {
            zones.push(ZoneCards::open(Place::Hand(0), view.hand.iter()));
        }
        let mut captions = Vec::new();
        let mut tokens = vec![(TokenPlace::Pot, view.pot)];
        for seat in 0..seats {
            let place = relative(seat, view.seat, seats);
            let stack = view.stacks.get(seat).copied().unwrap_or(0);
            let seated = view.at_table.get(seat).copied().unwrap_or(true);
            if stack > 0 {
                tokens.push((TokenPlace::Seat(place), stack));
            }
            if seat == view.seat && !view.watching {
                captions.push((
                    Place::Hand(0),
                    Phrase::new("challenge_poker-table-caption-own")
                        .seat("seat", seat)
                        .arg("tokens", tokens_arg(stack)),
                ));
                continue;
            }
            let count = view.hand_counts.get(seat).copied().unwrap_or(0);
            let shown: Vec<Card> = view
                .shown
                .get(seat)
                .map_or(Vec::new(), |s| s.iter().collect());
            // Cards shown by going out stay in the hand, face up among the hidden ones.
            let hidden = count.saturating_sub(shown.len());
            zones.push(ZoneCards {
                place: Place::Hand(place),
                cards: shown
                    .into_iter()
                    .map(Some)
                    .chain(std::iter::repeat_n(None, hidden))
                    .collect(),
                face_up: true,
            });
            let crowded = seats > CROWDED;
            let caption = if seated {
                let id = if crowded {
                    "challenge_poker-table-caption-crowded"
                } else {
                    "challenge_poker-table-caption"
                };
                let to_act = if view.to_act == Some(seat) {
                    "yes"
                } else {
                    "no"
                };
                Phrase::new(id)
                    .seat("seat", seat)
                    .arg("tokens", tokens_arg(stack))
                    .word("to_act", to_act)
            } else if crowded {
                Phrase::new("challenge_poker-table-caption-out-crowded").seat("seat", seat)
            } else {
                Phrase::new("challenge_poker-table-caption-out").seat("seat", seat)
            };
            captions.push((Place::Hand(place), caption));
        }
        zones.push(ZoneCards::hidden(Place::Stock, view.stock_count));
        zones.push(ZoneCards::hidden(Place::Discard, view.discard_count));
        let round = Phrase::new("challenge_poker-table-round")
            .arg("round", round_arg(view.round))
            .word("kind", kind_word(view.kind));
        let deals = if view.max_deals == 0 {
            Phrase::new("challenge_poker-table-deal")
        } else {
            Phrase::new("challenge_poker-table-deal-of").number("deals", view.max_deals)
        };
        let deals = deals
            .number("deal", view.deal)
            .arg("pot", tokens_arg(view.pot));
        let mut status = vec![turn_line(view.to_act), round, deals];
        if let Some(stake) = view.stake {
            status.push(Phrase::new("challenge_poker-table-stake").arg("stake", tokens_arg(stake)));
        }
        status.extend(view.settlements.iter().rev().take(2).map(settlement_line));
        let prompt = (view.to_act == Some(view.seat) && !view.watching).then(|| match view.phase {
            Phase::Draw { .. } => Phrase::new("challenge_poker-table-prompt-draw"),
            Phase::GoingOut { .. } => Phrase::new("challenge_poker-table-prompt-go-out"),
            Phase::Responding { goer, .. } => {
                Phrase::new("challenge_poker-table-prompt-answer").seat("goer", goer)
            }
            Phase::Answering {
                goer,
                rechallenger,
                answering,
                ..
            } => {
                // The goer answers the rechallenger; the rechallenger, a rechallenge back.
                let by = if answering == goer {
                    rechallenger
                } else {
                    goer
                };
                Phrase::new("challenge_poker-table-prompt-rechallenged").seat("by", by)
            }
            Phase::Over => Phrase::new("table-game-over"),
        });
        captions.push((
            Place::Stock,
            Phrase::new("challenge_poker-table-stock").count("count", view.stock_count),
        ));
        TableLayout {
            zones,
            opponents: seats - 1,
            status,
            captions,
            prompt,
            tokens,
            to_act: view.to_act.map(|seat| relative(seat, view.seat, seats)),
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &Action) -> Vec<Card> {
        match action {
            Action::Discard { cards } => cards.iter().collect(),
            Action::GoOut { show } => show.to_vec(),
            _ => Vec::new(),
        }
    }

    /// The answers to going out and to a rechallenge carry what they put at stake.
    fn action_label(view: &challenge_poker::View, action: &Action) -> Phrase {
        let stake = view.stake.unwrap_or(view.pot);
        match action {
            Action::Challenge => {
                Phrase::new("challenge_poker-table-challenge").arg("stake", tokens_arg(view.pot))
            }
            Action::Rechallenge => Phrase::new("challenge_poker-table-rechallenge")
                .arg("stake", tokens_arg(stake.saturating_mul(2))),
            Action::Drop => {
                Phrase::new("challenge_poker-table-drop").arg("pay", tokens_arg((stake / 2).max(1)))
            }
            Action::Accept => {
                Phrase::new("challenge_poker-table-accept").arg("stake", tokens_arg(stake))
            }
            _ => action.phrase(),
        }
    }
}
