//! What happens at the table, told for the ear: every event the viewer may see, in the order
//! the rules made them, as lines a screen reader speaks through the table's live region
//! (`access.rs`). Moves of cards are told by who moved which cards where ("Player 2 plays
//! 7 of hearts", "You get 6 cards: …"), grouped by action so a deal is one line per seat and
//! not one per card; what seats said, how rounds ended, points written, tokens paid and the
//! refusals of the player's own moves are told as the log tells them; at an online table, so
//! is each line of chat heard (not muted), as the chat panel lists it; and a suggestion the
//! player asked for is told with the coach's reason, since a lit card or button says nothing
//! to a listener.

use super::{TableSystems, TableView};
use bevy::prelude::*;
use challenge_base::shared::Screen;
use challenge_play::online::chat::{ChatHeard, line_words};
use challenge_play::table::{IntentRefused, MoveTakenBack, RulesEventMessage};
use challenge_rules::game::TokenHolder;
use challenge_rules::{Card, Event, Phrase, Seat, Values, Zone};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Narration>()
        .add_systems(OnEnter(Screen::Table), start_afresh)
        .add_systems(
            Update,
            narrate
                .in_set(TableSystems::Notes)
                .run_if(in_state(Screen::Table)),
        );
}

/// The lines kept: more than a listener hears at once (a replay jumping to its end brings
/// a whole game's events in one frame; the last of them are what matters then).
const KEPT: usize = 16;

/// One line told: its words, with the cards it names worded when it is spoken (in the
/// language and the card words of that moment).
#[derive(Clone, Debug, PartialEq)]
pub struct Told {
    pub phrase: Phrase,
    /// Cards a line of this file names as `$cards` (each None: a card the viewer may not
    /// see); None for the lines worded elsewhere, whose own `$cards` this must not replace.
    pub cards: Option<Vec<Option<Card>>>,
}

/// The latest lines told, oldest first, and how many were ever told at this table, so a
/// reader of it knows which lines are new even when the same words come twice.
#[derive(Resource, Clone, Debug, Default)]
pub struct Narration {
    pub lines: Vec<Told>,
    pub total: u64,
}

impl Narration {
    fn tell(&mut self, told: Told) {
        self.lines.push(told);
        self.total += 1;
        let excess = self.lines.len().saturating_sub(KEPT);
        self.lines.drain(..excess);
    }

    /// The lines told after the first `heard` of all, oldest first.
    pub fn since(&self, heard: u64) -> &[Told] {
        let new = self
            .total
            .saturating_sub(heard)
            .min(self.lines.len() as u64) as usize;
        &self.lines[self.lines.len() - new..]
    }
}

fn start_afresh(mut narration: ResMut<Narration>) {
    *narration = Narration::default();
}

/// Cards moved by one action from one zone to another, told as one line.
struct Moved {
    ply: u64,
    from: Zone,
    to: Zone,
    face_up: bool,
    cards: Vec<Option<Card>>,
}

fn narrate(
    mut events: MessageReader<RulesEventMessage>,
    mut refusals: MessageReader<IntentRefused>,
    mut taken_back: MessageReader<MoveTakenBack>,
    mut chat: MessageReader<ChatHeard>,
    table: Res<TableView>,
    mut narration: ResMut<Narration>,
    mut suggested: Local<Option<usize>>,
) {
    let viewer = table.viewer;
    let mut moves: Vec<Moved> = Vec::new();
    let mut lines: Vec<Told> = Vec::new();
    // Moves wait to be told until the action's other news is told, so the deal's cards come
    // as one line per seat; anything else ends the run of moves before it.
    let flush = |moves: &mut Vec<Moved>, lines: &mut Vec<Told>| {
        lines.extend(moves.drain(..).map(|moved| moved_line(moved, viewer)));
    };
    for message in events.read() {
        match &message.event {
            Event::CardMoved {
                card,
                from,
                to,
                face_up,
                ..
            } => {
                let same = moves.iter_mut().find(|m| {
                    m.ply == message.ply && m.from == *from && m.to == *to && m.face_up == *face_up
                });
                match same {
                    Some(moved) => moved.cards.push(*card),
                    None => moves.push(Moved {
                        ply: message.ply,
                        from: *from,
                        to: *to,
                        face_up: *face_up,
                        cards: vec![*card],
                    }),
                }
            }
            event => {
                if let Some(told) = event_line(event, viewer) {
                    flush(&mut moves, &mut lines);
                    lines.push(told);
                }
            }
        }
    }
    flush(&mut moves, &mut lines);
    let mut lines = told_once(lines);
    for refusal in refusals.read() {
        lines.push(plain(refusal.reason.phrase()));
    }
    if taken_back.read().count() > 0 {
        lines.push(plain(Phrase::new("table-taken-back")));
    }
    for ChatHeard(line) in chat.read() {
        lines.push(plain(line_words(line)));
    }
    if table.hint != *suggested {
        *suggested = table.hint;
        if let Some(choice) = table.hint.and_then(|index| table.actions.get(index)) {
            // The move as its button names it, and its cards in words (the button shows them
            // as signs, "A♣").
            lines.push(Told {
                phrase: Phrase::new("access-told-suggested")
                    .nested("move", choice.label.clone())
                    .count("count", choice.cards.len()),
                cards: Some(choice.cards.iter().copied().map(Some).collect()),
            });
            lines.extend(table.hint_why.clone().map(plain));
        }
    }
    for told in lines {
        narration.tell(told);
    }
}

/// A game's own line for an action that is nothing but a move of cards ("You pick up 5 cards")
/// says what the move's line right after it says with the cards named ("You take 5 cards from
/// the pile: …"): the listener hears the move once, with its cards. A line is taken for the
/// move's when it names the same seat and the same count.
fn told_once(lines: Vec<Told>) -> Vec<Told> {
    let same_move = |said: &Told, moved: &Told| {
        let alike = |name: &str| {
            let (a, b) = (said.phrase.args.get(name), moved.phrase.args.get(name));
            a.is_some() && a == b
        };
        said.cards.is_none()
            && moved.cards.as_ref().is_some_and(|cards| !cards.is_empty())
            && moved.phrase.id.starts_with("access-told-")
            && alike("seat")
            && alike("count")
    };
    let mut kept: Vec<Told> = Vec::with_capacity(lines.len());
    for told in lines {
        match kept.last() {
            // The game's line came first: the move's line takes its place.
            Some(before) if same_move(before, &told) => {
                kept.pop();
            }
            // The move came first: the game's line adds nothing.
            Some(before) if same_move(&told, before) => continue,
            _ => {}
        }
        kept.push(told);
    }
    kept
}

fn plain(phrase: Phrase) -> Told {
    Told {
        phrase,
        cards: None,
    }
}

/// The line of an event other than a card's move, if it is worth telling: the turn is told
/// only when it comes to the viewer (the others' turns are heard in their moves).
fn event_line(event: &Event, viewer: Seat) -> Option<Told> {
    let phrase = match event {
        Event::Shuffled { count, .. } => Phrase::new("access-told-shuffled").count("count", *count),
        Event::Revealed { seat, cards, .. } => {
            return Some(Told {
                phrase: Phrase::new("access-told-shows")
                    .seat("seat", *seat)
                    .count("count", cards.len()),
                cards: Some(cards.iter().copied().map(Some).collect()),
            });
        }
        Event::Scored {
            seat,
            points,
            total,
            ..
        } => Phrase::new("access-told-scored")
            .seat("seat", *seat)
            .number("points", *points)
            .number("total", *total),
        Event::TokensMoved { from, to, amount } => match (from, to) {
            (TokenHolder::Seat { seat }, TokenHolder::Pot) => Phrase::new("access-told-to-pot")
                .seat("seat", *seat)
                .count("count", *amount as usize),
            (TokenHolder::Pot, TokenHolder::Seat { seat }) => Phrase::new("access-told-from-pot")
                .seat("seat", *seat)
                .count("count", *amount as usize),
            (TokenHolder::Seat { seat: from }, TokenHolder::Seat { seat: to }) => {
                Phrase::new("access-told-pays")
                    .seat("seat", *from)
                    .seat("to", *to)
                    .count("count", *amount as usize)
            }
            (TokenHolder::Pot, TokenHolder::Pot) => return None,
        },
        Event::SeatLeft { seat } => Phrase::new("access-told-left").seat("seat", *seat),
        Event::TurnTo { seat } if *seat == viewer => Phrase::new("access-told-your-turn"),
        Event::TurnTo { .. } | Event::CardMoved { .. } => return None,
        Event::Said { .. } | Event::RoundOver { .. } | Event::GameOver { .. } => event.phrase()?,
    };
    Some(plain(phrase))
}

/// Cards moved by one action from one zone to another, in words: who moved how many, and which
/// where the viewer may see them.
fn moved_line(moved: Moved, viewer: Seat) -> Told {
    let count = moved.cards.len();
    let seen = moved.cards.iter().any(Option::is_some);
    let id = match (moved.from, moved.to) {
        (Zone::Hand { .. }, Zone::Pile) => "access-told-plays",
        (Zone::Hand { seat }, Zone::Row { seat: row }) if seat == row => "access-told-lays",
        (Zone::Stock, Zone::Hand { .. }) => "access-told-gets",
        (Zone::Pile, Zone::Hand { .. }) => "access-told-takes-pile",
        (Zone::Hand { .. }, Zone::Hand { .. }) => "access-told-passes",
        (_, Zone::Discard) => "access-told-discarded",
        (_, Zone::OutOfPlay) => "access-told-out-of-play",
        (_, Zone::Stock) => "access-told-to-stock",
        (_, Zone::SetAside) => "access-told-set-aside",
        (_, Zone::Hand { .. }) => "access-told-takes",
        _ => "access-told-moved",
    };
    // Whose move it was: the hand cards left, or the hand they came to.
    let seat = match (moved.from, moved.to) {
        (Zone::Hand { seat }, _) | (Zone::Row { seat }, _) | (_, Zone::Hand { seat }) => seat,
        _ => viewer,
    };
    let mut phrase = Phrase::new(id)
        .seat("seat", seat)
        .count("count", count)
        .word("seen", if seen { "yes" } else { "no" })
        .word("face", if moved.face_up { "up" } else { "down" });
    if let Zone::Hand { seat: to } = moved.to {
        phrase = phrase.seat("to", to);
    }
    Told {
        phrase,
        cards: Some(moved.cards),
    }
}
