//! What each game puts where on the table: pure functions from the viewer's view to the cards
//! in each place and a few lines of status, so the reconciler can stay the same for all games.

use crate::rules::bluff_poker::{self, BluffPoker};
use crate::rules::challenge_poker::{self, ChallengePoker};
use crate::rules::gotcha::{self, Gotcha};
use crate::rules::suit_challenge::{self, Row, SuitChallenge};
use crate::rules::svoi_kozyri::{self, SvoiKozyri};
use crate::rules::{Card, Seat, Suit};
use crate::table::TableRules;

/// A place on the table. Seats are numbered round the table from the viewer: 0 is the
/// viewer (bottom), 1.. the other seats in seat order (top, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Hand(usize),
    /// Cards laid in front of a seat (rows, shown cards, a dealer's draw).
    Row(usize),
    Stock,
    Discard,
    /// The shared pile in the centre; its last card is on top.
    Pile,
}

/// The cards in one place, in order; `None` is a card whose face the viewer may not see.
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneCards {
    pub place: Place,
    pub cards: Vec<Option<Card>>,
    pub face_up: bool,
}

impl ZoneCards {
    fn open(place: Place, cards: impl IntoIterator<Item = Card>) -> ZoneCards {
        ZoneCards {
            place,
            cards: cards.into_iter().map(Some).collect(),
            face_up: true,
        }
    }

    fn hidden(place: Place, count: usize) -> ZoneCards {
        ZoneCards {
            place,
            cards: vec![None; count],
            face_up: false,
        }
    }
}

/// Everything the table shows of one view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableLayout {
    pub zones: Vec<ZoneCards>,
    /// How many seats sit round the table besides the viewer.
    pub opponents: usize,
    pub status: Vec<String>,
    /// Short captions drawn on the felt beside a place: who sits there, their trumps.
    pub captions: Vec<(Place, String)>,
    /// A score sheet shown beside the table, when the game keeps one.
    pub sheet: Option<ScoreSheet>,
    /// What the viewer is asked to do now, in one line over their hand.
    pub prompt: Option<String>,
    /// Token stacks: each seat's (numbered from the viewer) and the pot.
    pub tokens: Vec<(TokenPlace, u64)>,
    /// The seat (numbered from the viewer) whose turn it is, marked on the table.
    pub to_act: Option<usize>,
    /// Places whose cards show their positions, counted from both ends (hidden sorted hands).
    pub numbered: Vec<Place>,
}

impl TableLayout {
    /// How many cards each place holds.
    pub fn counts(&self) -> std::collections::HashMap<Place, usize> {
        self.zones
            .iter()
            .map(|z| (z.place, z.cards.len()))
            .collect()
    }
}

/// Where tokens lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenPlace {
    /// In front of a seat, numbered round the table from the viewer (0).
    Seat(usize),
    Pot,
}

/// A score sheet: one row per scoring line, one column per player, and the totals.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScoreSheet {
    pub players: Vec<String>,
    /// Row name and each player's entry (None while empty).
    pub rows: Vec<(String, Vec<Option<i64>>)>,
    pub totals: Vec<i64>,
    /// The row being played for in a challenge round, if any.
    pub highlighted: Option<usize>,
}

/// A game the table screen can lay out.
pub trait Presented: TableRules {
    fn layout(view: &Self::View) -> TableLayout;

    /// The viewer's cards an action uses, so that clicking cards can choose it; actions with
    /// none are offered as buttons.
    fn action_cards(_action: &Self::Action) -> Vec<Card> {
        Vec::new()
    }

    /// The button text for an action; games add what the player needs to choose well
    /// (points a call would score). `label` is the rules' own description.
    fn action_label(_view: &Self::View, _action: &Self::Action, label: &str) -> String {
        label.to_string()
    }

    /// Why the viewer may not play `card` now, when the rules have a reason worth telling
    /// (a player clicking a card that is not lit learns why).
    fn why_not(_view: &Self::View, _card: Card) -> Option<String> {
        None
    }

    /// The group path (see [`Presented::action_group`]) a click on card `index` of `seat`'s
    /// hand opens; empty when clicking other players' cards means nothing.
    fn target_path(_seat: Seat, _index: usize) -> Vec<String> {
        Vec::new()
    }

    /// The steps an action is chosen in, outermost first, when a game has too many actions
    /// to list at once; empty for actions listed directly.
    fn action_group(_action: &Self::Action) -> Vec<String> {
        Vec::new()
    }
}

/// Round-the-table position of `seat` seen from `viewer`.
pub fn relative(seat: Seat, viewer: Seat, seats: usize) -> usize {
    (seat + seats - viewer) % seats.max(1)
}

fn name(seat: Seat, viewer: Seat) -> String {
    if seat == viewer {
        "You".to_string()
    } else {
        format!("Player {}", seat + 1)
    }
}

/// A card as players write it: rank then suit symbol ("10♥", "Q♠").
pub fn card_text(card: Card) -> String {
    let rank = if card.rank.value() == 10 {
        "10".to_string()
    } else {
        card.rank.letter().to_string()
    };
    format!("{rank}{}", card.suit.symbol())
}

/// "your" for the viewer, "Player 2's" for anyone else.
fn possessive(seat: Seat, viewer: Seat) -> String {
    if seat == viewer {
        "your".to_string()
    } else {
        format!("Player {}'s", seat + 1)
    }
}

fn turn_line(to_act: Option<Seat>, viewer: Seat) -> String {
    match to_act {
        Some(seat) if seat == viewer => "Your turn".to_string(),
        Some(seat) => format!("Player {}'s turn", seat + 1),
        None => "Game over".to_string(),
    }
}

fn suit_name(suit: Option<Suit>) -> String {
    // The interface font has no suit symbols, so suits are named.
    suit.map_or("none yet".to_string(), |s| s.name().to_string())
}

impl Presented for SvoiKozyri {
    fn layout(view: &svoi_kozyri::View) -> TableLayout {
        let me = view.seat.min(1);
        let other = 1 - me;
        let mut zones = vec![
            ZoneCards::open(Place::Hand(0), view.hands[me].iter().copied()),
            ZoneCards::open(Place::Hand(1), view.hands[other].iter().copied()),
            ZoneCards::open(Place::Pile, view.pile.iter().copied()),
        ];
        if !view.draw.is_empty() {
            zones.push(ZoneCards::open(Place::Row(0), view.draw.iter().copied()));
        }
        // The dealer's draw is the top of the undealt pack; the rest stays in the stock.
        let stock = view.stock_count.saturating_sub(view.draw.len());
        zones.push(ZoneCards::hidden(Place::Stock, stock));
        let mut status = vec![turn_line(view.to_act, view.seat)];
        status.push(
            match view.phase {
                svoi_kozyri::Phase::ChooseSuits => "The dealer names a trump and a second suit",
                svoi_kozyri::Phase::ChooseTrump => "Pick your trump from the two suits left",
                svoi_kozyri::Phase::Lead => "Lead a card to start a pile",
                svoi_kozyri::Phase::Respond => "Beat the top card, or pick up the pile",
                svoi_kozyri::Phase::SecondCard => "Lay a second card on top",
                svoi_kozyri::Phase::Over => "The game is over",
            }
            .to_string(),
        );
        status.push(format!(
            "Your trumps: {} (second {})",
            suit_name(view.trump[me]),
            suit_name(view.second[me])
        ));
        status.push(format!(
            "Their trumps: {} (second {})",
            suit_name(view.trump[other]),
            suit_name(view.second[other])
        ));
        status.push(format!(
            "Pile: {}, turn {} of {}",
            view.pile.len(),
            view.plies,
            view.move_cap
        ));
        if stock > 0 {
            status.push(format!("Stock: {stock}"));
        }
        let trumps = |seat: usize| match (view.trump[seat], view.second[seat]) {
            (Some(trump), Some(second)) => {
                format!("trumps {}  then {}", trump.symbol(), second.symbol())
            }
            (Some(trump), None) => format!("trumps {}", trump.symbol()),
            _ => "no trumps yet".to_string(),
        };
        let top = view.top.map(card_text).unwrap_or_default();
        let prompt = (view.to_act == Some(view.seat)).then(|| match view.phase {
            svoi_kozyri::Phase::ChooseSuits => "Name your trump and your second suit".to_string(),
            svoi_kozyri::Phase::ChooseTrump => "Pick your trump suit".to_string(),
            svoi_kozyri::Phase::Lead => "Lead any card to start a pile".to_string(),
            svoi_kozyri::Phase::Respond => {
                format!("Beat the {top} with a lit card, then lay a second one, or pick up")
            }
            svoi_kozyri::Phase::SecondCard => {
                "Beaten! Now lay any card on top to finish your move".to_string()
            }
            svoi_kozyri::Phase::Over => String::new(),
        });
        let captions = vec![
            (Place::Hand(0), format!("You · {}", trumps(me))),
            (
                Place::Hand(1),
                format!("{} · {}", name(other, view.seat), trumps(other)),
            ),
        ];
        TableLayout {
            zones,
            opponents: 1,
            status,
            captions,
            sheet: None,
            prompt,
            ..TableLayout::default()
        }
    }

    fn action_label(
        _view: &svoi_kozyri::View,
        action: &svoi_kozyri::Action,
        label: &str,
    ) -> String {
        use svoi_kozyri::Action;
        match action {
            Action::ChooseSuits { second, .. } => {
                format!("Second suit {} {}", second.symbol(), second.name())
            }
            Action::ChooseTrump { suit } => format!("Trumps {} {}", suit.symbol(), suit.name()),
            Action::Lead { card } => format!("Lay {}", card_text(*card)),
            Action::Beat { card } => format!("Beat with {}", card_text(*card)),
            Action::PickUp => label.to_string(),
        }
    }

    fn action_group(action: &svoi_kozyri::Action) -> Vec<String> {
        match action {
            svoi_kozyri::Action::ChooseSuits { trump, .. } => {
                vec![format!("Trumps {} {}", trump.symbol(), trump.name())]
            }
            _ => Vec::new(),
        }
    }

    fn action_cards(action: &svoi_kozyri::Action) -> Vec<Card> {
        match action {
            svoi_kozyri::Action::Lead { card } | svoi_kozyri::Action::Beat { card } => {
                vec![*card]
            }
            _ => Vec::new(),
        }
    }
}

impl Presented for SuitChallenge {
    fn layout(view: &suit_challenge::View) -> TableLayout {
        let me = view.seat.min(1);
        let other = 1 - me;
        let zones = vec![
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied()),
            ZoneCards::hidden(Place::Hand(1), view.opponent_cards),
            ZoneCards::hidden(Place::Stock, view.stock),
            ZoneCards::hidden(Place::Discard, view.discards),
        ];
        let mut status = vec![
            turn_line(view.to_act, view.seat),
            format!(
                "Round {}, dealer {}",
                view.round,
                name(view.dealer, view.seat)
            ),
        ];
        if let suit_challenge::Phase::Respond { caller, hand, .. } = &view.phase {
            status.push(format!(
                "{} called {}",
                name(*caller, view.seat),
                hand.name()
            ));
        }
        if let Some(challenge) = &view.challenge {
            status.push(format!(
                "Challenge round: {} by {}",
                challenge.row.name(),
                name(challenge.challenger, view.seat)
            ));
        }
        let sheet = |seat: Seat| view.sheets.get(seat).copied().unwrap_or([None; 9]);
        let total = |seat: Seat| view.totals.get(seat).copied().unwrap_or(0);
        let sheet = ScoreSheet {
            players: vec!["You".to_string(), name(other, view.seat)],
            rows: Row::ALL
                .iter()
                .map(|row| {
                    (
                        row.name().to_string(),
                        vec![sheet(me)[row.index()], sheet(other)[row.index()]],
                    )
                })
                .collect(),
            totals: vec![total(me), total(other)],
            highlighted: view.challenge.as_ref().map(|c| c.row.index()),
        };
        if let Some(showdown) = &view.last_showdown {
            status.push(format!("Last call: {}", showdown.summary));
        }
        status.push(format!(
            "Stock: {}, discards: {}",
            view.stock, view.discards
        ));
        let prompt = (view.to_act == Some(view.seat)).then(|| {
            use suit_challenge::Phase;
            match &view.phase {
                Phase::Opening { .. } => {
                    "Call a hand you hold now, or pass (one chance before anyone draws)".to_string()
                }
                Phase::Turn { .. } => {
                    "Call a hand, or click the cards to throw away and press Discard".to_string()
                }
                Phase::AfterDraw { .. } => "Call a hand now, or end your turn".to_string(),
                Phase::Respond { caller, hand, .. } => format!(
                    "{} called {}: accept, or override with Total Hand",
                    name(*caller, view.seat),
                    hand.name()
                ),
                Phase::ChallengeChoice { .. } => {
                    "Challenge one of your empty rows, or stop the game here".to_string()
                }
                Phase::GameOver => String::new(),
            }
        });
        let captions = vec![
            (Place::Hand(1), name(other, view.seat)),
            (Place::Stock, format!("Stock {}", view.stock)),
            (Place::Discard, format!("Discards {}", view.discards)),
        ];
        TableLayout {
            zones,
            opponents: 1,
            status,
            captions,
            sheet: Some(sheet),
            prompt,
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &suit_challenge::Action) -> Vec<Card> {
        match action {
            suit_challenge::Action::Discard { cards } => cards.iter().collect(),
            _ => Vec::new(),
        }
    }

    fn action_label(
        view: &suit_challenge::View,
        action: &suit_challenge::Action,
        label: &str,
    ) -> String {
        use suit_challenge::Action;
        match action {
            Action::Call { hand } => format!(
                "{label}  · {} pts",
                suit_challenge::hand_points(&view.hand, *hand)
            ),
            Action::TotalHand => format!(
                "{label}  · {} pts",
                suit_challenge::five_card_total(&view.hand)
            ),
            Action::Discard { cards } if !cards.is_empty() => {
                let codes: Vec<String> = cards.iter().map(card_text).collect();
                format!("Discard {}", codes.join(" "))
            }
            _ => label.to_string(),
        }
    }
}

impl Presented for BluffPoker {
    fn layout(view: &bluff_poker::View) -> TableLayout {
        let me = view.seat.min(1);
        let other = 1 - me;
        let row = |seat: Seat, place: usize| ZoneCards {
            place: Place::Row(place),
            cards: view.rows[seat]
                .cards
                .iter()
                .copied()
                .map(Some)
                .chain(std::iter::repeat_n(None, view.rows[seat].hidden))
                .collect(),
            face_up: true,
        };
        let zones = vec![
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied()),
            ZoneCards::hidden(Place::Hand(1), view.hand_counts[other]),
            row(me, 0),
            row(other, 1),
            ZoneCards::open(Place::Pile, view.picking.iter().copied()),
            ZoneCards::hidden(Place::Stock, view.stock),
            ZoneCards::open(Place::Discard, view.out_of_play.iter().copied()),
        ];
        let mut status = vec![
            turn_line(view.to_act, view.seat),
            format!(
                "Score: you {}, them {}",
                view.scores[me], view.scores[other]
            ),
            format!(
                "{} pack{}{}",
                view.packs,
                if view.packs > 1 { "s" } else { "" },
                if view.lowball_option {
                    ", Lowball allowed"
                } else {
                    ""
                }
            ),
        ];
        if let Some(last) = &view.last_hand {
            status.push(format!("Last hand: {last}"));
        }
        let best = |seat: Seat| view.rows[seat].best.clone().unwrap_or_default();
        let captions = vec![
            (Place::Row(0), format!("Your row · {}", best(me))),
            (
                Place::Row(1),
                format!("{} row · {}", possessive(other, view.seat), best(other)),
            ),
            (Place::Stock, format!("Stock {}", view.stock)),
        ];
        let prompt = (view.to_act == Some(view.seat)).then(|| match view.phase {
            bluff_poker::Phase::Hand { .. } => "Play a card to your row, or fold".to_string(),
            bluff_poker::Phase::LowballPick { .. } => {
                format!("Pick your Lowball hand: {} of 5 chosen", view.picks_made)
            }
            bluff_poker::Phase::LowballAnswer { .. } => {
                "Lowball! Answer with five cards of your own, or fold".to_string()
            }
            bluff_poker::Phase::LowballRespond { .. } => {
                format!("Pick your answering hand: {} of 5 chosen", view.picks_made)
            }
            bluff_poker::Phase::Over => String::new(),
        });
        TableLayout {
            zones,
            opponents: 1,
            status,
            captions,
            prompt,
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &bluff_poker::Action) -> Vec<Card> {
        match action {
            bluff_poker::Action::Play { card } | bluff_poker::Action::Choose { card } => {
                vec![*card]
            }
            _ => Vec::new(),
        }
    }

    fn action_label(view: &bluff_poker::View, action: &bluff_poker::Action, label: &str) -> String {
        use bluff_poker::{Action, Phase};
        let leader_face_up = match view.phase {
            Phase::LowballAnswer { leader_face_up, .. } => Some(leader_face_up),
            _ => None,
        };
        match (action, leader_face_up) {
            (Action::Fold, _) => match view.fold_value {
                Some(value) => format!("Fold · they score {value}"),
                None => label.to_string(),
            },
            (Action::Lowball { face_up: true }, _) => {
                format!("{label} · they fold: you 15; face up: lower hand 30; face down: you 30")
            }
            (Action::Lowball { face_up: false }, _) => {
                format!("{label} · they fold: you 15; face up: lower hand 30; face down: you 5")
            }
            (Action::Respond { face_up: true }, _) => {
                format!("{label} · the lower hand scores 30")
            }
            (Action::Respond { face_up: false }, Some(true)) => format!("{label} · they score 30"),
            (Action::Respond { face_up: false }, _) => format!("{label} · they score 5"),
            _ => label.to_string(),
        }
    }

    fn why_not(view: &bluff_poker::View, card: Card) -> Option<String> {
        let me = view.seat.min(1);
        (view.packs > 1 && view.rows[me].cards.contains(&card)).then(|| {
            format!(
                "{} is already in your row: with two packs a row may not hold two identical cards",
                card_text(card)
            )
        })
    }
}

impl Presented for ChallengePoker {
    fn layout(view: &challenge_poker::View) -> TableLayout {
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
                captions.push((Place::Hand(0), format!("You · {stack}")));
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
                format!("{marker}{}{gap}{stack}", name(seat, view.seat))
            } else {
                format!("{}{gap}out", name(seat, view.seat))
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
            turn_line(view.to_act, view.seat),
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
                        name(loser, view.seat),
                        name(winner, view.seat),
                        settlement.paid
                    )
                }
                None => "no one paid".to_string(),
            };
            status.push(format!(
                "{} v {}: {paid}",
                name(settlement.goer, view.seat),
                name(settlement.opponent, view.seat)
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
                name(goer, view.seat)
            ),
            challenge_poker::Phase::Answering { rechallenger, .. } => format!(
                "{} rechallenged: drop, accept or rechallenge back",
                name(rechallenger, view.seat)
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

/// "1st", "2nd", "3rd", "4th"…
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn value_name(value: u8) -> String {
    match value {
        1 => "Ace".to_string(),
        11 => "Jack".to_string(),
        12 => "Queen".to_string(),
        13 => "King".to_string(),
        v => v.to_string(),
    }
}

impl Presented for Gotcha {
    fn layout(view: &gotcha::GotchaView) -> TableLayout {
        let seats = view.seats.max(1);
        let mut zones = vec![
            ZoneCards::open(Place::Hand(0), view.hand.iter().copied()),
            ZoneCards::open(Place::Row(0), view.discards.iter().copied()),
            ZoneCards::hidden(Place::Stock, view.set_aside_count),
        ];
        let mut captions = vec![(
            Place::Hand(0),
            format!("You · {}", view.scores.get(view.seat).copied().unwrap_or(0)),
        )];
        for seat in (0..seats).filter(|&s| s != view.seat) {
            let place = relative(seat, view.seat, seats);
            let count = view.hand_counts.get(seat).copied().unwrap_or(0);
            zones.push(ZoneCards::hidden(Place::Hand(place), count));
            let discards = view.discard_counts.get(seat).copied().unwrap_or(0);
            zones.push(ZoneCards::hidden(Place::Row(place), discards));
            let marker = if view.turn == Some(seat) { "▶ " } else { "" };
            captions.push((
                Place::Hand(place),
                format!(
                    "{marker}{} · {} cards · {} pts",
                    name(seat, view.seat),
                    count,
                    view.scores.get(seat).copied().unwrap_or(0)
                ),
            ));
        }
        // Correct guesses, newest first, so everyone sees what came out of which hand.
        zones.push(ZoneCards::open(
            Place::Pile,
            view.revealed.iter().map(|r| r.card),
        ));
        let mut status = vec![turn_line(view.turn, view.seat)];
        status.push(match view.phase {
            gotcha::Phase::Discard => format!("Discard {} more", view.discards_left),
            gotcha::Phase::Guess if view.last_turn => "Last turn".to_string(),
            gotcha::Phase::Guess => "Guessing".to_string(),
            gotcha::Phase::Over => "The game is over".to_string(),
        });
        for record in view.history.iter().rev().take(3) {
            let verdict = match record.card {
                Some(card) => format!("right, {}", card_text(card)),
                None => "wrong".to_string(),
            };
            status.push(format!(
                "{} guessed {} {} smallest is {}: {verdict}",
                name(record.guesser, view.seat),
                possessive(record.target, view.seat),
                ordinal(record.position + 1),
                value_name(record.value)
            ));
        }
        let prompt = (view.turn == Some(view.seat)).then(|| match view.phase {
            gotcha::Phase::Discard => {
                format!(
                    "Discard {} card(s): click them one at a time",
                    view.discards_left
                )
            }
            gotcha::Phase::Guess => {
                "Guess a card: pick a player, an end, a position, then a value".to_string()
            }
            gotcha::Phase::Over => String::new(),
        });
        TableLayout {
            zones,
            opponents: seats - 1,
            status,
            captions,
            prompt,
            to_act: view.turn.map(|seat| relative(seat, view.seat, seats)),
            numbered: (1..seats).map(Place::Hand).collect(),
            ..TableLayout::default()
        }
    }

    fn action_cards(action: &gotcha::GotchaAction) -> Vec<Card> {
        match action {
            gotcha::GotchaAction::Discard { card } => vec![*card],
            _ => Vec::new(),
        }
    }

    fn action_group(action: &gotcha::GotchaAction) -> Vec<String> {
        match *action {
            gotcha::GotchaAction::Guess {
                target,
                position,
                from,
                ..
            } => vec![
                format!("Player {}", usize::from(target) + 1),
                match from {
                    gotcha::End::Smallest => "Count from the smallest".to_string(),
                    gotcha::End::Largest => "Count from the largest".to_string(),
                },
                format!("{} card", ordinal(usize::from(position))),
            ],
            _ => Vec::new(),
        }
    }

    fn target_path(seat: Seat, index: usize) -> Vec<String> {
        vec![
            format!("Player {}", seat + 1),
            "Count from the smallest".to_string(),
            format!("{} card", ordinal(index + 1)),
        ]
    }

    fn action_label(view: &gotcha::GotchaView, action: &gotcha::GotchaAction, _: &str) -> String {
        match *action {
            gotcha::GotchaAction::Guess {
                target,
                position,
                from,
                value,
            } => {
                let target = usize::from(target);
                let count = view.hand_counts.get(target).copied().unwrap_or(0);
                let nth = usize::from(position).max(1);
                let from_smallest = match from {
                    gotcha::End::Smallest => nth - 1,
                    gotcha::End::Largest => count.saturating_sub(nth),
                };
                let distance = from_smallest.min(count.saturating_sub(1 + from_smallest)) + 1;
                let possible = view
                    .possible_values
                    .get(target)
                    .and_then(|p| p.get(from_smallest));
                let ruled_out = possible.is_some_and(|p| !p.is_empty() && !p.contains(&value));
                if ruled_out {
                    format!("{} (ruled out)", value_name(value))
                } else {
                    format!("{} · scores {}", value_name(value), 3 + distance)
                }
            }
            gotcha::GotchaAction::Gotcha => {
                "Call Gotcha · +1 if right and not an end card, else lose its distance".to_string()
            }
            gotcha::GotchaAction::Discard { card } => format!("Discard {}", card_text(card)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Deal, Rules};

    fn zone(layout: &TableLayout, place: Place) -> &ZoneCards {
        layout
            .zones
            .iter()
            .find(|z| z.place == place)
            .unwrap_or_else(|| panic!("no {place:?}"))
    }

    #[test]
    fn suit_challenge_hides_the_opponents_hand_and_shows_the_sheet() {
        let game = SuitChallenge::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
        let layout = SuitChallenge::layout(&game.view(0));
        let mine = zone(&layout, Place::Hand(0));
        assert_eq!(mine.cards.len(), 5);
        assert!(mine.face_up && mine.cards.iter().all(Option::is_some));
        let theirs = zone(&layout, Place::Hand(1));
        assert_eq!(theirs.cards.len(), 5);
        assert!(!theirs.face_up && theirs.cards.iter().all(Option::is_none));
        let sheet = layout.sheet.expect("suit_challenge keeps a score sheet");
        assert_eq!(sheet.rows.len(), 9);
        assert!(sheet.rows.iter().any(|(name, _)| name == "Full House"));
        assert_eq!(
            sheet.players,
            vec!["You".to_string(), "Player 2".to_string()]
        );
    }

    #[test]
    fn svoi_kozyri_shows_every_card_and_the_stock_before_the_deal() {
        let game = SvoiKozyri::new_game(&Default::default(), 2, Deal::seeded(3)).unwrap();
        let view = game.view(0);
        let layout = SvoiKozyri::layout(&view);
        let total: usize = layout.zones.iter().map(|z| z.cards.len()).sum();
        assert_eq!(total, 32, "every card of the pack is somewhere");
        assert!(layout.status[0].contains("turn"));
    }

    #[test]
    fn every_card_action_of_svoi_kozyri_uses_one_card() {
        let card: Card = "AS".parse().unwrap();
        assert_eq!(
            SvoiKozyri::action_cards(&svoi_kozyri::Action::Lead { card }),
            vec![card]
        );
        assert!(SvoiKozyri::action_cards(&svoi_kozyri::Action::PickUp).is_empty());
    }

    #[test]
    fn seats_are_numbered_round_the_table_from_the_viewer() {
        assert_eq!(relative(2, 2, 4), 0);
        assert_eq!(relative(0, 2, 4), 2);
        assert_eq!(relative(1, 2, 4), 3);
    }
}
