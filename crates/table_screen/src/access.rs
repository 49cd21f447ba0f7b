//! The table as a screen reader reads it: the viewer's hand as a list of cards, each named in
//! words with its place in the hand and whether it can be played ("Queen of hearts, 4 of 10,
//! can be played"), and what lies on the table: the other players' cards, the rows, the pile,
//! the stock, the tokens and the score sheet. One description, kept as AccessKit nodes on
//! entities of their own (cards are drawn where the hierarchy of the picture puts them; the
//! description keeps the order a listener wants), which Bevy hands to the desktop's screen
//! readers and the page mirrors in the browser. Clicking a card of the list plays it as a click
//! of the mouse does, and what happens is spoken as it happens through a live region. The
//! buttons, the status and the prompt describe themselves (`challenge_base::input::assistive`).

use super::layouts::{Place, TokenPlace};
use super::narration::Narration;
use super::{Choose, TableSystems, TableView};
use accesskit::{Action, Live, Node, Role};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::prelude::*;
use challenge_base::input::assistive::entity_of;
use challenge_base::shared::Screen;
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_rules::{Card, Phrase, Values};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), spawn_description)
        .add_systems(
            Update,
            play_clicked_cards
                .in_set(TableSystems::Pointer)
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            describe_table
                .in_set(TableSystems::Hud)
                .run_if(in_state(Screen::Table))
                .run_if(
                    resource_changed::<TableView>
                        .or_eager(resource_changed::<Narration>)
                        .or_eager(resource_changed::<Lexicon>)
                        .or_eager(resource_changed::<SeatNaming>),
                ),
        );
}

/// The group that holds the table's description.
#[derive(Component)]
struct TableDescription;

/// The list of the viewer's hand.
#[derive(Component)]
struct HandList;

/// A card of the hand list: the card it names.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DescribedCard(pub Card);

/// A line describing one place of the table (not the viewer's hand).
#[derive(Component)]
struct PlaceLine;

/// What just happened at the table, in a live region: a screen reader speaks each new line
/// without the player moving there ("Boris beats your 9 of spades…").
#[derive(Component)]
struct NewsLine;

fn spawn_description(mut commands: Commands) {
    commands
        .spawn((
            Name::new("Table description"),
            TableDescription,
            AccessibilityNode(Node::new(Role::Group)),
            DespawnOnExit(Screen::Table),
        ))
        .with_children(|description| {
            let mut news = Node::new(Role::Label);
            news.set_live(Live::Polite);
            description.spawn((Name::new("Table news"), NewsLine, AccessibilityNode(news)));
            description.spawn((
                Name::new("Hand list"),
                HandList,
                AccessibilityNode(Node::new(Role::List)),
            ));
        });
}

/// A card in words, in the player's language.
pub fn card_words(card: Card) -> Phrase {
    Phrase::new("access-card")
        .rank("rank", card.rank)
        .suit("suit", card.suit)
}

/// Cards in words, separated by commas.
fn cards_words(lexicon: &Lexicon, naming: &SeatNaming, cards: &[Option<Card>]) -> String {
    let words: Vec<String> = cards
        .iter()
        .map(|card| match card {
            Some(card) => lexicon.line(&card_words(*card), naming),
            None => lexicon.line(&Phrase::new("access-card-face-down"), naming),
        })
        .collect();
    words.join(", ")
}

/// Who sits at a place, as the table's caption there names them.
fn who(table: &TableView, place: Place) -> Phrase {
    let seat = match place {
        Place::Hand(seat) | Place::Row(seat) => seat,
        _ => 0,
    };
    table
        .layout
        .captions
        .iter()
        .find(|(at, _)| *at == Place::Hand(seat))
        .map(|(_, caption)| caption.clone())
        .unwrap_or_else(|| Phrase::new("access-seat").count("seat", seat + 1))
}

/// The words of every line that describes a place other than the viewer's hand, in the order
/// a listener meets them: the others' hands, the rows, the middle, the tokens, the sheet.
fn place_lines(table: &TableView, lexicon: &Lexicon, naming: &SeatNaming) -> Vec<String> {
    let say = |phrase: Phrase| lexicon.line(&phrase, naming);
    let mut lines = Vec::new();
    let mut zones: Vec<_> = table
        .layout
        .zones
        .iter()
        .filter(|zone| zone.place != Place::Hand(0))
        .collect();
    zones.sort_by_key(|zone| match zone.place {
        Place::Hand(seat) => (0, seat),
        Place::Row(seat) => (1, seat),
        Place::Pile => (2, 0),
        Place::Stock => (3, 0),
        Place::Discard => (4, 0),
    });
    for zone in zones {
        let count = zone.cards.len();
        let shown = zone.face_up && zone.cards.iter().any(Option::is_some);
        let phrase = match zone.place {
            Place::Hand(_) if shown => Phrase::new("access-hand-shown")
                .nested("who", who(table, zone.place))
                .verbatim("cards", cards_words(lexicon, naming, &zone.cards)),
            Place::Hand(_) => Phrase::new("access-hand-hidden")
                .nested("who", who(table, zone.place))
                .count("count", count),
            Place::Row(_) => Phrase::new("access-row")
                .nested("who", who(table, zone.place))
                .count("count", count)
                .verbatim("cards", cards_words(lexicon, naming, &zone.cards)),
            Place::Pile => {
                let top = zone
                    .cards
                    .last()
                    .map(|card| cards_words(lexicon, naming, &[*card]))
                    .unwrap_or_default();
                Phrase::new("access-pile")
                    .count("count", count)
                    .verbatim("top", top)
            }
            Place::Stock => Phrase::new("access-stock").count("count", count),
            Place::Discard => {
                let top = zone
                    .cards
                    .last()
                    .filter(|_| zone.face_up)
                    .map(|card| cards_words(lexicon, naming, &[*card]))
                    .unwrap_or_default();
                if top.is_empty() {
                    Phrase::new("access-discard").count("count", count)
                } else {
                    Phrase::new("access-discard-top")
                        .count("count", count)
                        .verbatim("top", top)
                }
            }
        };
        lines.push(say(phrase));
    }
    for (place, tokens) in &table.layout.tokens {
        let phrase = match place {
            TokenPlace::Pot => Phrase::new("access-pot").count("count", *tokens as usize),
            TokenPlace::Seat(seat) => Phrase::new("access-stack")
                .nested("who", who(table, Place::Hand(*seat)))
                .count("count", *tokens as usize),
        };
        lines.push(say(phrase));
    }
    if let Some(sheet) = &table.layout.sheet {
        let entries = |values: Vec<Option<i64>>| {
            let words: Vec<String> = sheet
                .players
                .iter()
                .zip(values)
                .map(|(player, value)| {
                    let value = value
                        .map_or_else(|| say(Phrase::new("access-sheet-empty")), |v| v.to_string());
                    format!("{} {value}", say(player.clone()))
                })
                .collect();
            words.join(", ")
        };
        for (row, values) in &sheet.rows {
            lines.push(say(Phrase::new("access-sheet-row")
                .nested("row", row.clone())
                .verbatim("entries", entries(values.clone()))));
        }
        lines.push(say(Phrase::new("access-sheet-total").verbatim(
            "entries",
            entries(sheet.totals.iter().map(|total| Some(*total)).collect()),
        )));
    }
    lines
}

/// Keeps the description in step with the table: the hand's list and a line per place, each
/// node reused where it can be, so a listener's place in the list survives a move.
#[allow(clippy::too_many_arguments)]
fn describe_table(
    mut commands: Commands,
    table: Res<TableView>,
    lexicon: Res<Lexicon>,
    naming: Res<SeatNaming>,
    root: Single<(Entity, &mut AccessibilityNode), With<TableDescription>>,
    hand: Single<(Entity, &mut AccessibilityNode), (With<HandList>, Without<TableDescription>)>,
    mut items: Query<
        (Entity, &mut AccessibilityNode, &mut DescribedCard),
        (
            Without<HandList>,
            Without<TableDescription>,
            Without<NewsLine>,
        ),
    >,
    mut lines: Query<
        (Entity, &mut AccessibilityNode),
        (
            With<PlaceLine>,
            Without<DescribedCard>,
            Without<HandList>,
            Without<TableDescription>,
            Without<NewsLine>,
        ),
    >,
    news: Single<
        (Entity, &mut AccessibilityNode),
        (
            With<NewsLine>,
            Without<PlaceLine>,
            Without<DescribedCard>,
            Without<HandList>,
            Without<TableDescription>,
        ),
    >,
    children: Query<&Children>,
    narration: Res<Narration>,
    mut heard: Local<(Option<Entity>, u64)>,
) {
    let say = |phrase: Phrase| lexicon.line(&phrase, &naming);
    // The lines told since the live region last spoke, spoken once (a new table's region
    // has heard nothing yet).
    let (news_line, mut news) = news.into_inner();
    if heard.0 != Some(news_line) {
        *heard = (Some(news_line), 0);
    }
    let mut fresh: Vec<String> = narration
        .since(heard.1)
        .iter()
        .map(|told| match &told.cards {
            Some(cards) => {
                let cards = cards_words(&lexicon, &naming, cards);
                say(told.phrase.clone().verbatim("cards", cards))
            }
            None => say(told.phrase.clone()),
        })
        .collect();
    // The same words twice in a row say nothing new (a game's last round and the game itself
    // can end with the same sentence): spoken once.
    fresh.dedup();
    if !fresh.is_empty() {
        news.set_value(fresh.join(" "));
    }
    heard.1 = narration.total;
    let (root, mut root_node) = root.into_inner();
    root_node.set_label(say(Phrase::new("access-table")));
    let (hand, mut hand_node) = hand.into_inner();
    let cards: Vec<Card> = table
        .layout
        .zones
        .iter()
        .find(|zone| zone.place == Place::Hand(0))
        .map(|zone| zone.cards.iter().flatten().copied().collect())
        .unwrap_or_default();
    hand_node.set_label(say(Phrase::new("access-hand").count("count", cards.len())));
    if table.watching {
        hand_node.set_hidden();
    } else {
        hand_node.clear_hidden();
    }

    // The hand's cards, in the order they lie.
    let described: Vec<Entity> = children
        .get(hand)
        .map(|list| list.iter().filter(|e| items.contains(*e)).collect())
        .unwrap_or_default();
    for (at, &card) in cards.iter().enumerate() {
        let playable = table.playable(card);
        let words = say(Phrase::new("access-hand-card")
            .nested("card", card_words(card))
            .count("position", at + 1)
            .count("count", cards.len())
            .word("playable", if playable { "yes" } else { "no" }));
        let mut node = Node::new(Role::ListItem);
        node.set_label(words);
        node.set_selected(table.selected.contains(&card));
        if playable {
            node.add_action(Action::Click);
        }
        match described.get(at) {
            Some(&entity) => {
                if let Ok((_, mut existing, mut described_card)) = items.get_mut(entity) {
                    existing.0 = node;
                    if described_card.0 != card {
                        described_card.0 = card;
                    }
                }
            }
            None => {
                let item = commands
                    .spawn((
                        Name::new("Hand card"),
                        DescribedCard(card),
                        AccessibilityNode(node),
                    ))
                    .id();
                commands.entity(hand).add_child(item);
            }
        }
    }
    for &extra in described.iter().skip(cards.len()) {
        commands.entity(extra).despawn();
    }

    // A line for each other place.
    let words = place_lines(&table, &lexicon, &naming);
    let existing: Vec<Entity> = children
        .get(root)
        .map(|list| list.iter().filter(|e| lines.contains(*e)).collect())
        .unwrap_or_default();
    for (at, words) in words.iter().enumerate() {
        let mut node = Node::new(Role::Label);
        node.set_value(words.clone());
        match existing.get(at).and_then(|&e| lines.get_mut(e).ok()) {
            Some((_, mut line)) => {
                if line.value() != Some(words.as_str()) {
                    line.0 = node;
                }
            }
            None => {
                let line = commands
                    .spawn((Name::new("Table line"), PlaceLine, AccessibilityNode(node)))
                    .id();
                commands.entity(root).add_child(line);
            }
        }
    }
    for &extra in existing.iter().skip(words.len()) {
        commands.entity(extra).despawn();
    }
}

/// A card of the hand clicked by an assistive tool is played (or picked, for an action of
/// several cards) as a click of the mouse on it would.
fn play_clicked_cards(
    mut requests: MessageReader<ActionRequest>,
    cards: Query<&DescribedCard>,
    mut table: ResMut<TableView>,
    mut choices: MessageWriter<Choose>,
) {
    for request in requests.read() {
        if request.action != Action::Click {
            continue;
        }
        let Some(card) = entity_of(request.target_node).and_then(|e| cards.get(e).ok()) else {
            continue;
        };
        if let Some(index) = table.click_card(card.0) {
            choices.write(Choose(index));
        }
    }
}
