//! The game table screen: turns the table's messages into a [`TableView`] that the card
//! sprites and the HUD follow, and turns the player's choices back into intents. It never
//! reads a game session; everything it knows arrives as messages.
//!
//! Its files: `cards/` (the card sprites: geometry, matching, motion, highlight, captions,
//! chat bubbles and the pointer), `controls.rs` (keyboard and gamepad), `hud.rs` (the panels
//! over the cards), `tokens.rs`, `showdown.rs`, `handoff.rs`, `replay_bar.rs`, `meter.rs`,
//! `chat_button.rs` and `rematch.rs` (an online table's Chat control and "Play again"),
//! `guide.rs` (a lesson's guide, standing where `clear_spot.rs` finds it covers least), `turn_cues.rs` (the sounds of the turn coming and of a
//! playable card under the focus),
//! `layouts.rs` (what
//! every game's presentation fills in) and `games/` (one presentation per game). Each puts
//! its systems in a step of [`TableSystems`], whose order is set here once, so no file names
//! another's systems to order its own; what several files share ([`TableView`], [`Choose`],
//! [`FocusedCard`]) is here too, so they need not import each other.

pub mod access;
pub mod cards;
mod chat_button;
pub mod clear_spot;
pub mod controls;
pub mod games;
mod guide;
mod handoff;
pub mod hud;
pub mod layouts;
pub mod menu_button;
pub mod meter;
mod narration;
pub mod rematch;
pub mod replay_bar;
mod review_note;
mod showdown;
pub mod tokens;
mod turn_cues;

use bevy::prelude::*;
use challenge_base::audio::PlayCue;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::SeatNaming;
use challenge_play::table::{
    GameFinished, GameStarted, Intent, IntentRefused, MoveTakenBack, PresentationBusy,
    RulesEventMessage, SeatKind, ViewChanged,
};
use challenge_rules::{Card, Event, GameId, Phrase, Seat, Values};
use challenge_synth::Cue;
use challenge_text::SeatNames;
use layouts::{Place, Presented, TableLayout, Voice};

/// Announcements and refusals kept in the log panel.
const LOG_LINES: usize = 4;

pub fn plugin(app: &mut App) {
    // A choice must be made before it is forwarded, and the view taken in before the cards
    // follow it, all within the frame.
    app.configure_sets(
        Update,
        (
            TableSystems::Pointer,
            TableSystems::Keys,
            TableSystems::Choices,
            TableSystems::Intents,
        )
            .chain()
            .in_set(AppSystems::Input),
    )
    .configure_sets(
        Update,
        (
            TableSystems::View,
            TableSystems::Notes,
            TableSystems::Assign,
            TableSystems::Move,
            TableSystems::Suggest,
            TableSystems::Highlight,
            TableSystems::Place,
            TableSystems::Tokens,
            TableSystems::Scores,
            TableSystems::Hud,
        )
            .chain()
            .in_set(AppSystems::Presentation),
    );
    app.init_resource::<TableView>()
        .init_resource::<FocusedCard>()
        .add_message::<Choose>()
        .add_plugins((
            access::plugin,
            cards::plugin,
            chat_button::plugin,
            controls::plugin,
            guide::plugin,
            handoff::plugin,
            hud::plugin,
            menu_button::plugin,
            narration::plugin,
            rematch::plugin,
            replay_bar::plugin,
            review_note::plugin,
            showdown::plugin,
            tokens::plugin,
            turn_cues::plugin,
        ))
        .add_systems(
            Update,
            (
                note_events,
                note_refusals,
                note_finish,
                name_seats_as_the_table_speaks,
            )
                .chain()
                .in_set(TableSystems::Notes),
        )
        .add_systems(OnEnter(Screen::Table), show_the_view_anew)
        .add_systems(OnExit(Screen::Table), leave_table);
    for game in GameId::ALL {
        (games::table_game(game).add_systems)(app);
    }
}

/// Every line the table shows of a seeded game of `game` (see the words checks).
pub fn table_lines(game: GameId, seats: usize, seed: u64) -> Vec<(String, Phrase)> {
    (games::table_game(game).lines)(seats, seed)
}

/// The table at every move of a seeded game of `game`, as a spectator and as each seat sees
/// it (see the checks of what a seat sees).
pub fn tables_at_moves(game: GameId, seats: usize, seed: u64) -> Vec<games::TableAtMove> {
    (games::table_game(game).tables)(seats, seed)
}

/// Every seat's final score in one line ("You 12, Player 2 30"): each entry names its seat as
/// the table speaks, and the message `table-result-scores` joins them, first to last.
pub fn score_line(scores: &[i64]) -> Phrase {
    let entry = |seat: Seat, score: i64| {
        Phrase::new("table-result-score")
            .seat("seat", seat)
            .number("score", score)
    };
    let mut entries = scores.iter().enumerate().rev();
    let Some((last, &score)) = entries.next() else {
        return challenge_base::text::verbatim("");
    };
    entries.fold(entry(last, score), |rest, (seat, &score)| {
        Phrase::new("table-result-scores")
            .nested("first", entry(seat, score))
            .nested("rest", rest)
    })
}

/// The table screen's systems in the order a frame needs them, so no file names another's
/// functions to order itself. The input steps run in [`AppSystems::Input`], the rest in
/// [`AppSystems::Presentation`], each chain in the order listed.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// The pointer on the cards: hovering, and clicks and drags that pick cards or choose.
    Pointer,
    /// Keyboard and gamepad on the hand: walking it and playing the focused card.
    Keys,
    /// The number keys and the gamepad's face buttons pressing the action bar's buttons.
    Choices,
    /// The frame's choices, from any of the steps above, forwarded as intents.
    Intents,
    /// The table's latest view taken into the [`TableView`].
    View,
    /// What was said, refused and how the game ended, noted in the log and the result on top
    /// of that view: a replay that jumps to its end starts its view afresh and finishes it in
    /// the same frame, and the result must outlast the fresh start.
    Notes,
    /// Card sprites matched to the view's layout (new cards dealt, old ones gone).
    Assign,
    /// Cards travelling, turning over and lifting.
    Move,
    /// The table pointing at the suggested action: after the view of this frame, which clears
    /// an older suggestion, and before the cards are framed, so it lights up in the frame it
    /// arrives.
    Suggest,
    /// Playable and suggested cards framed.
    Highlight,
    /// Captions, zones and position marks placed beside the cards.
    Place,
    /// Token stacks and the chips flying between them.
    Tokens,
    /// The score chart's history, taken from the view before the panels are rebuilt.
    Scores,
    /// The panels over the cards: status, log, actions, score sheet, result.
    Hud,
}

fn add_game<R: Presented>(app: &mut App) {
    if R::BEST_PLAY_METER {
        app.init_resource::<meter::MeterWork<R>>().add_systems(
            Update,
            meter::update_meter::<R>
                .in_set(AppSystems::Presentation)
                .after(receive_views::<R>),
        );
    }
    app.add_systems(
        Update,
        (
            forward_choices::<R>
                .in_set(TableSystems::Intents)
                .run_if(resource_exists::<LegalActions<R>>),
            receive_views::<R>.in_set(TableSystems::View),
        ),
    );
}

/// The player picked the offered action with this index in [`TableView::actions`].
#[derive(Message, Clone, Copy, Debug)]
pub struct Choose(pub usize);

/// The viewer's hand card that keyboard or gamepad focus rests on: the controls move it, and
/// the cards lift it.
#[derive(Resource, Default)]
pub struct FocusedCard(pub Option<Entity>);

/// One legal action of the viewer, as the screen offers it.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub label: Phrase,
    /// The viewer's cards it uses, sorted; empty for actions offered only as buttons.
    pub cards: Vec<Card>,
    /// The choices the action sits under (a trump suit before the second suit; a player, then
    /// a position, before a value), so a long list is chosen in a few short steps.
    pub group: Vec<Phrase>,
}

/// One button of the action bar.
#[derive(Clone, Debug, PartialEq)]
pub enum Offer {
    /// Take the action with this index in [`TableView::actions`].
    Action(usize),
    /// Open a group of actions (one step further down the path).
    Group(Phrase),
    /// Close the innermost open group.
    Back,
}

/// Everything the table screen shows, rebuilt from the latest messages.
#[derive(Resource, Default, Debug)]
pub struct TableView {
    pub layout: TableLayout,
    pub actions: Vec<Choice>,
    pub viewer_to_act: bool,
    pub viewer: Seat,
    /// Cards of the viewer's hand picked for an action that takes several.
    pub selected: Vec<Card>,
    /// The path of groups the player has opened, outermost first.
    pub open_group: Vec<Phrase>,
    /// Why cards of the viewer's hand that are not lit may not be played, where the rules
    /// have a reason worth telling.
    pub refusals: Vec<(Card, Phrase)>,
    /// Cards of other places a click chooses: the group path it opens (a guess at that card).
    pub targets: Vec<((Place, usize), Vec<Phrase>)>,
    /// The latest announcements and refusals, oldest first.
    pub log: Vec<Phrase>,
    pub finished: Option<Finished>,
    /// The best-play meter's line, while the setting is on in a game that has one.
    pub meter: Option<Phrase>,
    /// The action "Suggest" points at, as an index into `actions`, until the view changes.
    pub hint: Option<usize>,
    /// Why, as the coach says it, while the hint shows.
    pub hint_why: Option<Phrase>,
    /// A lesson's guide points at these cards, wherever they lie.
    pub guide_cards: Vec<Card>,
    /// And at this action, as an index into `actions`, while it is the viewer's to take.
    pub guide_action: Option<usize>,
    /// And at the score sheet's rows of these names.
    pub guide_sheet_rows: Vec<Phrase>,
    /// And at the pot.
    pub guide_pot: bool,
    /// How tall a lesson's guide stands across the top of an upright phone, in interface units,
    /// while it stands there in the status's place (0 otherwise): the other seats sit below it.
    pub guide_height: f32,
    /// Several players share this device (pass and play): the result names each by number.
    pub shared_device: bool,
    /// How the table's lines name the seats: a replay speaks to nobody.
    pub voice: Voice,
    /// An online table's spectator watches: no hand, no actions.
    pub watching: bool,
}

#[derive(Clone, Debug)]
pub struct Finished {
    /// "You win", or at a device several players share, "Player 2 wins".
    pub headline: Phrase,
    /// How the game ended, as the rules record it.
    pub summary: Phrase,
    pub scores: Vec<i64>,
}

impl TableView {
    /// The seat the table speaks to as "you": none where several players share the device,
    /// nor in a replay.
    pub fn you(&self) -> Option<Seat> {
        (!self.shared_device)
            .then(|| self.voice.you(self.viewer))
            .flatten()
    }

    /// The actions offered as buttons (and number keys), as indices into `actions`: those that
    /// use no cards, and the one that uses exactly the selected cards.
    pub fn offered(&self) -> Vec<usize> {
        if !self.viewer_to_act {
            return Vec::new();
        }
        (0..self.actions.len())
            .filter(|&i| {
                let cards = &self.actions[i].cards;
                cards.is_empty() || (!self.selected.is_empty() && *cards == self.selected)
            })
            .collect()
    }

    /// The buttons of the action bar, in order: the actions whose group path is the one open
    /// and one button per group one step further down, then a way back when a group is open.
    pub fn offers(&self) -> Vec<Offer> {
        let depth = self.open_group.len();
        let mut offers = Vec::new();
        for i in self.offered() {
            let path = &self.actions[i].group;
            if path.len() < depth || path[..depth] != self.open_group[..] {
                continue;
            }
            let offer = match path.get(depth) {
                None => Offer::Action(i),
                Some(next) => Offer::Group(next.clone()),
            };
            if !offers.contains(&offer) {
                offers.push(offer);
            }
        }
        if depth > 0 {
            offers.push(Offer::Back);
        }
        offers
    }

    /// What a button of [`TableView::offers`] reads.
    pub fn offer_label(&self, offer: &Offer) -> Phrase {
        match offer {
            Offer::Action(i) => self.actions[*i].label.clone(),
            Offer::Group(group) => Phrase::new("table-group").nested("group", group.clone()),
            Offer::Back => Phrase::new("table-back"),
        }
    }

    /// How this table names seats: "You" for [`TableView::you`], "Player N" for the others.
    pub fn seat_names(&self) -> SeatNames {
        SeatNames {
            you: self.you(),
            names: Vec::new(),
        }
    }

    /// Presses a button: returns the action to take, or opens or closes a group.
    pub fn press(&mut self, offer: &Offer) -> Option<usize> {
        match offer {
            Offer::Action(i) => Some(*i),
            Offer::Group(group) => {
                self.open_group.push(group.clone());
                None
            }
            Offer::Back => {
                self.open_group.pop();
                None
            }
        }
    }

    /// Opens the choices a click on another player's card stands for (a guess at it), if
    /// any of them is on offer now. Returns whether it did.
    pub fn target(&mut self, place: Place, index: usize) -> bool {
        let Some((_, path)) = self.targets.iter().find(|(at, _)| *at == (place, index)) else {
            return false;
        };
        let path = path.clone();
        let offered = self.offered().into_iter().any(|i| {
            let group = &self.actions[i].group;
            group.len() >= path.len() && group[..path.len()] == path[..]
        });
        if offered {
            self.open_group = path;
        }
        offered
    }

    /// Cards of the viewer's hand that some legal action uses.
    pub fn playable(&self, card: Card) -> bool {
        self.viewer_to_act && self.actions.iter().any(|a| a.cards.contains(&card))
    }

    /// Toggles a hand card; returns the action to take when the selection names exactly one
    /// and no larger one could still grow from it.
    pub fn click_card(&mut self, card: Card) -> Option<usize> {
        if !self.viewer_to_act {
            return None;
        }
        if let Some(at) = self.selected.iter().position(|&c| c == card) {
            self.selected.remove(at);
        } else {
            self.selected.push(card);
            self.selected.sort();
        }
        let covers =
            |choice: &Choice, selected: &[Card]| selected.iter().all(|c| choice.cards.contains(c));
        if !self.actions.iter().any(|a| covers(a, &self.selected)) {
            // A card no action can use with the others: start again from it alone, or clear.
            self.selected = vec![card];
            if !self.actions.iter().any(|a| covers(a, &self.selected)) {
                self.selected.clear();
                return None;
            }
        }
        let exact: Vec<usize> = (0..self.actions.len())
            .filter(|&i| self.actions[i].cards == self.selected)
            .collect();
        let larger = self
            .actions
            .iter()
            .any(|a| a.cards.len() > self.selected.len() && covers(a, &self.selected));
        match exact.as_slice() {
            [only] if !larger => {
                self.selected.clear();
                Some(*only)
            }
            _ => None,
        }
    }
}

/// The viewer's legal actions of the latest view, in the order of [`TableView::actions`].
#[derive(Resource)]
struct LegalActions<R: Presented>(Vec<R::Action>);

/// Forgets the choices offered in a game of `R`, so none is forwarded once the table is left.
fn forget_choices<R: Presented>(world: &mut World) {
    world.remove_resource::<LegalActions<R>>();
}

/// Entering the table shows its view anew. A game dealt by a key press or a click is dealt
/// within that frame's input systems, and its first view arrives in the same frame: the
/// presentation's change checks (which run while any screen is up) would see it there, before
/// the table's panels and cards exist, and then wait for the next change.
fn show_the_view_anew(mut table: ResMut<TableView>) {
    table.set_changed();
}

fn leave_table(mut commands: Commands) {
    commands.queue(|world: &mut World| {
        challenge_play::session::end_sessions(world);
        for game in GameId::ALL {
            (games::table_game(game).forget_choices)(world);
        }
        *world.resource_mut::<TableView>() = TableView::default();
        // Cards that were moving are gone, and with them any reason for bots to wait.
        world.resource_mut::<PresentationBusy>().0 = 0;
    });
}

fn receive_views<R: Presented>(
    mut commands: Commands,
    mut started: MessageReader<GameStarted<R>>,
    mut changed: MessageReader<ViewChanged<R>>,
    mut open: MessageReader<challenge_play::table::OpenViews<R>>,
    mut table: ResMut<TableView>,
    replaying: Option<Res<challenge_play::table::Replaying>>,
) {
    if let Some(start) = started.read().last() {
        // A spectator's table speaks to nobody: nobody here holds a seat. A replay speaks to
        // the one player who sat here, as the game did, from whichever seat it is seen.
        let humans: Vec<Seat> = (0..start.seating.len())
            .filter(|&seat| start.seating[seat] == SeatKind::Human)
            .collect();
        let voice = match (start.watching, replaying.is_some(), humans.as_slice()) {
            (true, ..) => Voice::ThirdPerson,
            (false, true, &[seat]) => Voice::ToSeat(seat),
            (false, true, _) => Voice::ThirdPerson,
            (false, false, _) => Voice::ToViewer,
        };
        *table = TableView {
            viewer: start.viewer,
            layout: lay_out::<R>(&start.view, start.watching),
            voice,
            watching: start.watching,
            shared_device: start
                .seating
                .iter()
                .filter(|kind| **kind == SeatKind::Human)
                .count()
                > 1,
            ..TableView::default()
        };
    }
    let open = open.read().last();
    if let Some(view) = changed.read().last() {
        table.layout = lay_out::<R>(&view.view, table.watching);
        if let Some(open) = open {
            let layout = std::mem::take(&mut table.layout);
            table.layout = layouts::open_layout(
                layout,
                table.viewer,
                open.views
                    .iter()
                    .map(|(seat, view)| (*seat, R::layout(view))),
            );
        }
        table.actions = view
            .legal
            .iter()
            .map(|action| {
                let mut cards = R::action_cards(action);
                cards.sort();
                Choice {
                    label: R::action_label(&view.view, action),
                    cards,
                    group: R::action_group(action),
                }
            })
            .collect();
        table.viewer_to_act = view.viewer_to_act;
        table.selected.clear();
        table.open_group.clear();
        table.hint = None;
        table.hint_why = None;
        table.refusals = table
            .layout
            .zones
            .iter()
            .filter(|z| z.place == Place::Hand(0))
            .flat_map(|z| z.cards.iter().flatten().copied())
            .filter_map(|card| R::why_not(&view.view, card).map(|why| (card, why)))
            .collect();
        let seats = table.layout.opponents + 1;
        let viewer = table.viewer;
        table.targets = table
            .layout
            .zones
            .iter()
            .filter_map(|z| match z.place {
                Place::Hand(seat) if seat > 0 => Some((seat, z.cards.len())),
                _ => None,
            })
            .flat_map(|(seat, count)| {
                let actual = (viewer + seat) % seats;
                (0..count).filter_map(move |index| {
                    let path = R::target_path(actual, index);
                    (!path.is_empty()).then_some(((Place::Hand(seat), index), path))
                })
            })
            .collect();
        commands.insert_resource(LegalActions::<R>(view.legal.clone()));
    }
}

/// The table as `view` shows it; a spectator is told, over the hand it does not hold, that
/// it watches.
fn lay_out<R: Presented>(view: &R::View, watching: bool) -> TableLayout {
    let mut layout = R::layout(view);
    if watching {
        layout.prompt = Some(Phrase::new("table-watching"));
    }
    layout
}

/// Sends the player's choice as an intent. A choice made while cards are still moving waits
/// (the latest one wins) and goes as soon as they have landed, so a move never starts in the
/// middle of another.
fn forward_choices<R: Presented>(
    mut choices: MessageReader<Choose>,
    legal: Res<LegalActions<R>>,
    busy: Res<PresentationBusy>,
    mut queued: Local<Option<usize>>,
    mut table: ResMut<TableView>,
    mut intents: MessageWriter<Intent<R>>,
) {
    if let Some(&Choose(index)) = choices.read().last() {
        *queued = Some(index);
    }
    if !table.viewer_to_act {
        *queued = None;
        return;
    }
    if busy.0 > 0 {
        return;
    }
    let Some(index) = queued.take() else {
        return;
    };
    if let Some(action) = legal.0.get(index) {
        intents.write(Intent {
            seat: table.viewer,
            action: action.clone(),
        });
        table.viewer_to_act = false;
        table.selected.clear();
    }
}

pub fn push_log(table: &mut TableView, line: Phrase) {
    table.log.push(line);
    let excess = table.log.len().saturating_sub(LOG_LINES);
    table.log.drain(..excess);
}

/// What seats said and how rounds ended go into the log, worded when it is drawn, so the log
/// follows the language and the seat naming.
fn note_events(
    mut events: MessageReader<RulesEventMessage>,
    mut table: ResMut<TableView>,
    mut cues: MessageWriter<PlayCue>,
) {
    for message in events.read() {
        match &message.event {
            Event::Said { .. } | Event::RoundOver { .. } => {
                if let Some(line) = message.event.phrase() {
                    push_log(&mut table, line);
                }
                if matches!(message.event, Event::Said { .. }) {
                    cues.write(PlayCue(Cue::Call));
                }
            }
            Event::Shuffled { .. } => {
                cues.write(PlayCue(Cue::Shuffle));
            }
            _ => {}
        }
    }
}

fn note_refusals(
    mut refusals: MessageReader<IntentRefused>,
    mut taken_back: MessageReader<MoveTakenBack>,
    mut table: ResMut<TableView>,
) {
    for refusal in refusals.read() {
        push_log(&mut table, refusal.reason.phrase());
    }
    for _ in taken_back.read() {
        push_log(&mut table, Phrase::new("table-taken-back"));
    }
}

fn note_finish(
    mut finished: MessageReader<GameFinished>,
    mut table: ResMut<TableView>,
    mut cues: MessageWriter<PlayCue>,
) {
    let Some(GameFinished { outcome }) = finished.read().last() else {
        return;
    };
    let won = if outcome.winners.is_empty() {
        None
    } else {
        Some(outcome.winners.contains(&table.viewer))
    };
    cues.write(PlayCue(if won == Some(true) {
        Cue::Win
    } else {
        Cue::Lose
    }));
    let you = table.you();
    table.finished = Some(Finished {
        headline: headline(&outcome.winners, you),
        summary: challenge_rules::Speak::phrase(&outcome.summary),
        scores: outcome.scores.clone(),
    });
    table.viewer_to_act = false;
}

/// The result's title: for the player at the device, or naming the winners when several
/// players share it.
pub fn headline(winners: &[Seat], you: Option<Seat>) -> Phrase {
    match (you, winners) {
        (_, []) => Phrase::new("table-result-draw"),
        (Some(you), _) if winners.contains(&you) => Phrase::new("table-result-you-win"),
        (Some(_), _) => Phrase::new("table-result-you-lose"),
        (None, winners) => Phrase::new("table-result-winners")
            .arg("winners", challenge_rules::Arg::Seats(winners.to_vec())),
    }
}

/// Every line of the table names seats as the table speaks: "You" for the player at the
/// device, or for nobody in a replay or when several players share the device.
fn name_seats_as_the_table_speaks(table: Res<TableView>, mut naming: ResMut<SeatNaming>) {
    if !table.is_changed() {
        return;
    }
    let names = table.seat_names();
    let names = SeatNames {
        names: naming.0.names.clone(),
        ..names
    };
    if naming.0 != names {
        naming.0 = names;
    }
}
