//! Challenge Poker at the table: up to sixteen seats round the felt, token stacks and the pot, cards shown by going out, and the stakes on the buttons.

use crate::screens::table::layouts::{
    Place, Presented, TableLayout, TokenPlace, Voice, ZoneCards, card_text, name, relative,
    turn_line,
};
use challenge_rules::Card;
use challenge_rules::games::challenge_poker::{self, ChallengePoker};

impl Presented for ChallengePoker {
    fn layout(view: &challenge_poker::View, voice: Voice) -> TableLayout {
        let you = voice.you(view.seat);
        let seats = view.seats.max(1);
        let mut zones = vec![ZoneCards::open(Place::Hand(0), view.hand.iter())];
        let mut captions = Vec::new();
        let mut tokens = vec![(TokenPlace::Pot, view.pot)];
        for seat in 0..seats {
            let place = relative(seat, view.seat, seats);
            let stack = view.stacks.get(seat).copied().unwrap_or(0);
            let seated = view.at_table.get(seat).copied().unwrap_or(true);
            if stack > 0 {
                tokens.push((TokenPlace::Seat(place), stack));
            }
            if seat == view.seat {
                captions.push((Place::Hand(0), format!("{} · {stack}", name(seat, you))));
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
            let marker = if view.to_act == Some(seat) {
                "▶ "
            } else {
                ""
            };
            // Crowded tables put the stack under the name, so neighbours' captions stay apart.
            let gap = if seats > 6 { "\n" } else { " · " };
            let line = if seated {
                format!("{marker}{}{gap}{stack}", name(seat, you))
            } else {
                format!("{}{gap}out", name(seat, you))
            };
            captions.push((Place::Hand(place), line));
        }
        zones.push(ZoneCards::hidden(Place::Stock, view.stock_count));
        zones.push(ZoneCards::hidden(Place::Discard, view.discard_count));
        let round = format!(
            "Round {} · {}",
            challenge_poker::roman(view.round),
            match view.kind {
                challenge_poker::RoundKind::Low => "Low: the lowest hand wins",
                challenge_poker::RoundKind::High => "High: the highest hand wins",
            }
        );
        let deals = if view.max_deals == 0 {
            format!("Deal {}", view.deal)
        } else {
            format!("Deal {} of {}", view.deal, view.max_deals)
        };
        let mut status = vec![
            turn_line(view.to_act, you),
            round,
            format!("{deals} · pot {}", view.pot),
        ];
        if let Some(stake) = view.stake {
            status.push(format!("Stake now {stake}"));
        }
        for settlement in view.settlements.iter().rev().take(2) {
            let paid = match settlement.winner {
                Some(winner) => {
                    let loser = if winner == settlement.goer {
                        settlement.opponent
                    } else {
                        settlement.goer
                    };
                    format!(
                        "{} paid {} {}",
                        name(loser, you),
                        name(winner, you),
                        settlement.paid
                    )
                }
                None => "no one paid".to_string(),
            };
            status.push(format!(
                "{} v {}: {paid}",
                name(settlement.goer, you),
                name(settlement.opponent, you)
            ));
        }
        let prompt = (view.to_act == Some(view.seat)).then(|| match view.phase {
            challenge_poker::Phase::Draw { .. } => {
                "Click the cards to replace and press Discard, or keep all".to_string()
            }
            challenge_poker::Phase::GoingOut { .. } => {
                "Pass, or go out: click the two cards to show everyone".to_string()
            }
            challenge_poker::Phase::Responding { goer, .. } => format!(
                "{} went out: pass, challenge or rechallenge",
                name(goer, you)
            ),
            challenge_poker::Phase::Answering { rechallenger, .. } => format!(
                "{} rechallenged: drop, accept or rechallenge back",
                name(rechallenger, you)
            ),
            challenge_poker::Phase::Over => String::new(),
        });
        captions.push((Place::Stock, format!("Stock {}", view.stock_count)));
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

    fn action_cards(action: &challenge_poker::Action) -> Vec<Card> {
        match action {
            challenge_poker::Action::Discard { cards } => cards.iter().collect(),
            challenge_poker::Action::GoOut { show } => show.to_vec(),
            _ => Vec::new(),
        }
    }

    fn action_label(
        view: &challenge_poker::View,
        action: &challenge_poker::Action,
        label: &str,
    ) -> String {
        use challenge_poker::Action;
        let stake = view.stake.unwrap_or(view.pot);
        match action {
            Action::Challenge => format!("Challenge · stake {}", view.pot),
            Action::Rechallenge => format!("Rechallenge · stake {}", stake * 2),
            Action::Drop => format!("Drop · pay {}", (stake / 2).max(1)),
            Action::Accept => format!("Accept · showdown for {stake}"),
            Action::Discard { cards } if !cards.is_empty() => {
                let codes: Vec<String> = cards.iter().map(card_text).collect();
                format!("Discard {}", codes.join(" "))
            }
            Action::GoOut { show } => {
                format!(
                    "Go out showing {} {}",
                    card_text(show[0]),
                    card_text(show[1])
                )
            }
            _ => label.to_string(),
        }
    }
}
