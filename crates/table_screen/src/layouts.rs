//! What each game puts where on the table: pure functions from the viewer's view to the cards
//! in each place and a few lines of status, so the reconciler can stay the same for all games.
//! Lines are [`Phrase`]s, worded by the HUD in the player's language; seats in them are seat
//! values, which the text layer names ("You", "Player 2") as the table speaks.

use challenge_rules::{Card, Phrase, Rules, Seat, Values};

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
    pub fn open(place: Place, cards: impl IntoIterator<Item = Card>) -> ZoneCards {
        ZoneCards {
            place,
            cards: cards.into_iter().map(Some).collect(),
            face_up: true,
        }
    }

    pub fn hidden(place: Place, count: usize) -> ZoneCards {
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
    pub status: Vec<Phrase>,
    /// Short captions drawn on the felt beside a place: who sits there, their trumps.
    pub captions: Vec<(Place, Phrase)>,
    /// A score sheet shown beside the table, when the game keeps one.
    pub sheet: Option<ScoreSheet>,
    /// What the viewer is asked to do now, in one line over their hand.
    pub prompt: Option<Phrase>,
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
    /// Each column's heading (a seat, named as the table speaks).
    pub players: Vec<Phrase>,
    /// Row name and each player's entry (None while empty).
    pub rows: Vec<(Phrase, Vec<Option<i64>>)>,
    pub totals: Vec<i64>,
    /// The row being played for in a challenge round, if any.
    pub highlighted: Option<usize>,
}

/// Whom the table's lines speak to: the player at the screen ("You", "Your row"); in a replay
/// of their own game, the seat they played, whichever seat the replay is seen from; or nobody,
/// as for a spectator or in a replay of a game nobody here played alone, where every seat is
/// "Player N" in every line. The HUD names seats by it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Voice {
    #[default]
    ToViewer,
    ToSeat(Seat),
    ThirdPerson,
}

impl Voice {
    /// The seat called "you" when the table is seen from `viewer`.
    pub fn you(self, viewer: Seat) -> Option<Seat> {
        match self {
            Voice::ToViewer => Some(viewer),
            Voice::ToSeat(seat) => Some(seat),
            Voice::ThirdPerson => None,
        }
    }
}

/// A game the table screen can lay out.
pub trait Presented: Rules {
    /// Whether [`Presented::best_play`] can say anything (games of open cards).
    const BEST_PLAY_METER: bool = false;

    /// The table as `view` shows it.
    fn layout(view: &Self::View) -> TableLayout;

    /// For the best-play meter: one line saying how the viewer fares with best play from
    /// here, worked out from the view alone; None where the game cannot tell.
    fn best_play(_view: &Self::View) -> Option<Phrase> {
        None
    }

    /// The viewer's cards an action uses, so that clicking cards can choose it; actions with
    /// none are offered as buttons.
    fn action_cards(_action: &Self::Action) -> Vec<Card> {
        Vec::new()
    }

    /// The button for an action; games add what the player needs to choose well (points a
    /// call would score). By default, the rules' own words for it.
    fn action_label(_view: &Self::View, action: &Self::Action) -> Phrase {
        challenge_rules::Speak::phrase(action)
    }

    /// Why the viewer may not play `card` now, when the rules have a reason worth telling
    /// (a player clicking a card that is not lit learns why).
    fn why_not(_view: &Self::View, _card: Card) -> Option<Phrase> {
        None
    }

    /// The group path (see [`Presented::action_group`]) a click on card `index` of `seat`'s
    /// hand opens; empty when clicking other players' cards means nothing.
    fn target_path(_seat: Seat, _index: usize) -> Vec<Phrase> {
        Vec::new()
    }

    /// The steps an action is chosen in, outermost first, when a game has too many actions
    /// to list at once; empty for actions listed directly. Each step is a button's words.
    fn action_group(_action: &Self::Action) -> Vec<Phrase> {
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

/// A seat by its name alone: "You", "Player 2" (message `seat`).
pub fn name(seat: Seat) -> Phrase {
    Phrase::new("seat").seat("seat", seat)
}

/// Whose turn it is, or that the game is over (messages `table-turn`, `table-game-over`).
pub fn turn_line(to_act: Option<Seat>) -> Phrase {
    match to_act {
        Some(seat) => Phrase::new("table-turn").seat("seat", seat),
        None => Phrase::new("table-game-over"),
    }
}
