//! What each game puts where on the table: pure functions from the viewer's view to the cards
//! in each place and a few lines of status, so the reconciler can stay the same for all games.

use challenge_rules::{Card, Rules, Seat};

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
    pub(crate) fn open(place: Place, cards: impl IntoIterator<Item = Card>) -> ZoneCards {
        ZoneCards {
            place,
            cards: cards.into_iter().map(Some).collect(),
            face_up: true,
        }
    }

    pub(crate) fn hidden(place: Place, count: usize) -> ZoneCards {
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

/// Whom the table's lines speak to: the player at the screen ("You", "Your row"), or nobody,
/// as in a replay, where every seat is "Player N" in every line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Voice {
    #[default]
    ToViewer,
    ThirdPerson,
}

impl Voice {
    /// The seat called "you" when the table is seen from `viewer`.
    pub fn you(self, viewer: Seat) -> Option<Seat> {
        match self {
            Voice::ToViewer => Some(viewer),
            Voice::ThirdPerson => None,
        }
    }
}

/// A game the table screen can lay out.
pub trait Presented: Rules {
    /// Whether [`Presented::best_play`] can say anything (games of open cards).
    const BEST_PLAY_METER: bool = false;

    /// The table as `view` shows it, its lines worded for `voice`.
    fn layout(view: &Self::View, voice: Voice) -> TableLayout;

    /// For the best-play meter: one line saying how the viewer fares with best play from
    /// here, worked out from the view alone; None where the game cannot tell.
    fn best_play(_view: &Self::View) -> Option<String> {
        None
    }

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

/// The table with every player's cards face up, for watching a replay: each hidden card of
/// another seat's hand or row is turned over with the face that seat's own layout shows at that
/// position. `others` are those seats' own layouts. A zone is only turned when it matches the
/// owner's (same count, every face already shown the same), so nothing is ever misplaced.
pub fn open_layout(
    mut layout: TableLayout,
    viewer: Seat,
    others: impl IntoIterator<Item = (Seat, TableLayout)>,
) -> TableLayout {
    let seats = layout.opponents + 1;
    for (seat, own) in others {
        let at = relative(seat, viewer, seats);
        if at == 0 {
            continue;
        }
        for (theirs, mine) in [
            (Place::Hand(at), Place::Hand(0)),
            (Place::Row(at), Place::Row(0)),
        ] {
            let Some(source) = own.zones.iter().find(|zone| zone.place == mine) else {
                continue;
            };
            let Some(zone) = layout.zones.iter_mut().find(|zone| zone.place == theirs) else {
                continue;
            };
            let fits = zone.cards.len() == source.cards.len()
                && zone
                    .cards
                    .iter()
                    .zip(&source.cards)
                    .all(|(shown, known)| shown.is_none() || shown == known);
            if fits && source.cards.iter().all(Option::is_some) {
                zone.cards = source.cards.clone();
                zone.face_up = true;
            }
        }
    }
    layout
}

/// Round-the-table position of `seat` seen from `viewer`.
pub fn relative(seat: Seat, viewer: Seat, seats: usize) -> usize {
    (seat + seats - viewer) % seats.max(1)
}

/// "You" for the seat spoken to, "Player N" for every other.
pub(crate) fn name(seat: Seat, you: impl Into<Option<Seat>>) -> String {
    if you.into() == Some(seat) {
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
/// "your" for the seat spoken to, "Player N's" for every other.
pub(crate) fn possessive(seat: Seat, you: impl Into<Option<Seat>>) -> String {
    if you.into() == Some(seat) {
        "your".to_string()
    } else {
        format!("Player {}'s", seat + 1)
    }
}

/// [`possessive`] at the start of a line: "Your", "Player N's".
pub(crate) fn possessive_title(seat: Seat, you: impl Into<Option<Seat>>) -> String {
    if you.into() == Some(seat) {
        "Your".to_string()
    } else {
        format!("Player {}'s", seat + 1)
    }
}

pub(crate) fn turn_line(to_act: Option<Seat>, you: impl Into<Option<Seat>>) -> String {
    let you = you.into();
    match to_act {
        Some(seat) if Some(seat) == you => "Your turn".to_string(),
        Some(seat) => format!("Player {}'s turn", seat + 1),
        None => "Game over".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_numbered_round_the_table_from_the_viewer() {
        assert_eq!(relative(2, 2, 4), 0);
        assert_eq!(relative(0, 2, 4), 2);
        assert_eq!(relative(1, 2, 4), 3);
    }

    fn card(code: &str) -> Card {
        code.parse().expect("a card code")
    }

    #[test]
    fn an_open_table_turns_other_players_cards_face_up_where_they_hold_them() {
        let watched = TableLayout {
            zones: vec![
                ZoneCards::open(Place::Hand(0), [card("AS")]),
                ZoneCards::hidden(Place::Hand(1), 2),
                ZoneCards::hidden(Place::Stock, 3),
            ],
            opponents: 1,
            ..TableLayout::default()
        };
        let theirs = TableLayout {
            zones: vec![
                ZoneCards::open(Place::Hand(0), [card("2H"), card("KD")]),
                ZoneCards::hidden(Place::Hand(1), 1),
            ],
            opponents: 1,
            ..TableLayout::default()
        };
        let open = open_layout(watched.clone(), 0, [(1, theirs.clone())]);
        let hand = open
            .zones
            .iter()
            .find(|z| z.place == Place::Hand(1))
            .unwrap();
        assert!(hand.face_up);
        assert_eq!(hand.cards, vec![Some(card("2H")), Some(card("KD"))]);
        // The stock is nobody's hand: it stays face down.
        assert_eq!(open.zones[2], watched.zones[2]);
        // A hand that no longer matches its owner's (a count that differs) is left alone.
        let mut short = theirs;
        short.zones[0].cards.pop();
        assert_eq!(open_layout(watched.clone(), 0, [(1, short)]), watched);
    }
}
