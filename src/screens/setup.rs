//! The setup screen: the game, who sits in each seat (you, another player at this device, or a
//! computer player, and how strong), every option of the game and the seed of the deal, shown and editable (type
//! digits; Enter on the seed row draws a new one). In its online form it hosts a table:
//! seats may also be left open for friends, and Deal opens the table on the server.

use crate::input::focus::{Activate, Stepped};
use crate::menus::{Menu, RulesTopic, open_menu};
use crate::online::{OnlineTable, ToServer};
use crate::session::statistics::PlayerStatistics;
use crate::session::{GameSetup, LessonsDone, launch, start_lesson};
use crate::shared::{AppSystems, Screen};
use crate::table::SeatKind;
use crate::text::{Says, SeatNaming};
use crate::theme::palette;
use crate::theme::widget::{self, RowValue};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use challenge_online::{ClientMessage, SeatPlan};
use challenge_rules::lesson::has_lesson;
use challenge_rules::setup::{OptionSpec, option_specs, options_json};
use challenge_rules::{GameId, Level, Phrase, Values};

/// Seeds are typed as decimal numbers of at most this many digits (they fit in a u64).
const SEED_DIGITS: usize = 19;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupChoices>()
        .add_systems(OnEnter(Screen::Setup), spawn_setup_screen)
        .add_systems(Update, follow_dealt_seed.in_set(AppSystems::Presentation))
        .add_systems(
            Update,
            (
                type_seed.in_set(AppSystems::Input),
                to_lobby.in_set(AppSystems::Presentation),
                (
                    (rebuild_rows, show_values).run_if(resource_changed::<SetupChoices>),
                    // Every frame: the screen may have just been spawned, the statistics and
                    // the lessons done may have come in since.
                    offer_the_lesson,
                )
                    .chain()
                    .in_set(AppSystems::Presentation),
            )
                .run_if(in_state(Screen::Setup).and_then(in_state(Menu::None))),
        );
}

/// The seed shown follows the game last dealt, so "deal again" at the table shows its new
/// seed here and the same deal can be dealt once more.
fn follow_dealt_seed(dealt: Option<Res<GameSetup>>, mut choices: ResMut<SetupChoices>) {
    if let Some(dealt) = dealt
        && dealt.is_changed()
        && choices.seed != dealt.seed
    {
        choices.seed = dealt.seed;
    }
}

/// Who plays a seat, as the setup screen offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// A person at this device: you in the first seat; in the others, players who take turns
    /// with you at the same screen (pass and play).
    You,
    Computer(Level),
    /// Left open for a friend who joins with the code (online tables only).
    Friend,
}

impl SeatChoice {
    /// What the choice reads in `seat`'s row.
    fn label(self, seat: usize) -> Phrase {
        match self {
            // Named as the table names them: "You" in your seat, and "Player 2 (here)" for
            // someone at this device, so "Pass to Player 2" reads as the same person.
            SeatChoice::You => Phrase::new("setup-seat-here").seat("seat", seat),
            SeatChoice::Computer(level) => {
                Phrase::new("setup-seat-computer").word("level", level_word(level))
            }
            SeatChoice::Friend => Phrase::new("setup-seat-friend"),
        }
    }

    /// Your own seat may be handed to a computer player (you watch). Here, any other seat may
    /// also be played by someone at this device: the table is passed between you, each
    /// player's hand covered until they take it. Online, your seat is always yours and the
    /// others are friends (who join with the code) or computer players.
    fn step(self, own_seat: bool, online: bool, forward: bool) -> SeatChoice {
        let mut order = vec![];
        if own_seat || !online {
            order.push(SeatChoice::You);
        }
        if online && !own_seat {
            order.push(SeatChoice::Friend);
        }
        if !(online && own_seat) {
            order.extend(
                [Level::Easy, Level::Normal, Level::Hard]
                    .into_iter()
                    .map(SeatChoice::Computer),
            );
        }
        let at = order.iter().position(|&c| c == self).unwrap_or(0);
        let len = order.len();
        order[if forward {
            (at + 1) % len
        } else {
            (at + len - 1) % len
        }]
    }
}

/// The keyword `setup-seat-computer` chooses its words by.
fn level_word(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
    }
}

/// What the setup screen shows; it outlives the screen so a second visit starts from the
/// last game's choices.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct SetupChoices {
    pub game: GameId,
    pub seats: Vec<SeatChoice>,
    /// One index per entry of [`option_specs`].
    pub options: Vec<usize>,
    pub seed: u64,
    /// Hosting an online table rather than dealing here.
    pub online: bool,
}

impl Default for SetupChoices {
    fn default() -> SetupChoices {
        SetupChoices::for_game(GameId::ALL[0])
    }
}

impl SetupChoices {
    pub fn for_game(game: GameId) -> SetupChoices {
        let seats = 2usize.clamp(*game.seat_range().start(), *game.seat_range().end());
        let mut choices = SetupChoices {
            game,
            seats: Vec::new(),
            options: Vec::new(),
            seed: rand::random::<u64>() % 1_000_000_000,
            online: false,
        };
        choices.set_seat_count(seats);
        choices
    }

    fn specs(&self) -> Vec<OptionSpec> {
        option_specs(self.game, self.seats.len())
    }

    /// Resizes the table; options go back to their defaults, since some depend on the count.
    pub fn set_seat_count(&mut self, count: usize) {
        let watching = self.seats.first().is_some_and(|c| *c != SeatChoice::You);
        self.seats
            .resize(count, SeatChoice::Computer(Level::Normal));
        if (self.online || !watching)
            && let Some(first) = self.seats.first_mut()
        {
            *first = SeatChoice::You;
        }
        self.options = self.specs().iter().map(|s| s.default_index).collect();
    }

    pub fn set_game(&mut self, game: GameId) {
        if self.game != game {
            let (seed, online) = (self.seed, self.online);
            *self = SetupChoices::for_game(game);
            self.seed = seed;
            self.set_online(online);
        }
    }

    /// Switches between dealing here and hosting online: online, your seat is yours and the
    /// other players at this device become friends who join with the code; here, seats kept
    /// for friends go to computer players.
    pub fn set_online(&mut self, online: bool) {
        self.online = online;
        for (seat, choice) in self.seats.iter_mut().enumerate() {
            *choice = match (online, seat, *choice) {
                (true, 0, _) => SeatChoice::You,
                (true, _, SeatChoice::You) => SeatChoice::Friend,
                (false, _, SeatChoice::Friend) => SeatChoice::Computer(Level::Normal),
                (_, _, other) => other,
            };
        }
    }

    /// The message that opens these choices as an online table, the host (who goes by
    /// `name` and speaks `lang`) in the first seat. The table is private until its host lists
    /// it from the lobby.
    pub fn to_create(&self, name: &str, lang: &str) -> ClientMessage {
        ClientMessage::Create {
            game: self.game.id().to_string(),
            seats: self
                .seats
                .iter()
                .map(|choice| match choice {
                    SeatChoice::You | SeatChoice::Friend => SeatPlan::Open,
                    SeatChoice::Computer(level) => SeatPlan::Bot { level: *level },
                })
                .collect(),
            options: options_json(self.game, self.seats.len(), &self.options),
            seed: Some(self.seed),
            seat: Some(0),
            name: name.to_string(),
            stand_in: Level::Normal,
            public: false,
            lang: lang.to_string(),
        }
    }

    /// The game these choices deal.
    pub fn to_setup(&self) -> GameSetup {
        GameSetup::new(
            self.game,
            self.seats
                .iter()
                .map(|choice| match choice {
                    SeatChoice::You | SeatChoice::Friend => SeatKind::Human,
                    SeatChoice::Computer(level) => SeatKind::Bot(*level),
                })
                .collect(),
            options_json(self.game, self.seats.len(), &self.options),
            self.seed,
        )
    }

    /// Applies one typed key to the seed: digits append, Backspace removes the last one.
    /// A `fresh` start (the first key typed) replaces the seed shown instead of extending it.
    pub fn type_into_seed(&mut self, key: &Key, fresh: bool) {
        let text = if fresh {
            String::new()
        } else {
            self.seed.to_string()
        };
        let edited = match key {
            Key::Character(c) if c.chars().all(|ch| ch.is_ascii_digit()) => {
                let mut t = if text == "0" { String::new() } else { text };
                t.push_str(c);
                t
            }
            Key::Backspace => text[..text.len().saturating_sub(1)].to_string(),
            _ => return,
        };
        if edited.len() <= SEED_DIGITS {
            self.seed = edited.parse().unwrap_or(0);
        }
    }
}

/// One row of the setup list: what it changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum SetupRow {
    Game,
    Players,
    Seat(usize),
    Option(usize),
    Seed,
}

impl SetupRow {
    fn label(self, choices: &SetupChoices) -> Says {
        match self {
            SetupRow::Game => Says::id("setup-game"),
            SetupRow::Players => Says::id("setup-players"),
            // Each seat by its number, "Player N" counted from 1, whoever plays it: the value
            // beside it says who does ("You", a computer player, a friend).
            SetupRow::Seat(seat) => Says(Phrase::new("seat-player").count("number", seat + 1)),
            SetupRow::Option(i) => choices
                .specs()
                .get(i)
                .map_or(Says::verbatim(""), |s| Says::id(s.label)),
            SetupRow::Seed => Says::id("setup-seed"),
        }
    }

    fn value(self, choices: &SetupChoices) -> Says {
        match self {
            SetupRow::Game => Says(Phrase::new(choices.game.title_id())),
            SetupRow::Players => Says::verbatim(choices.seats.len().to_string()),
            SetupRow::Seat(seat) => choices
                .seats
                .get(seat)
                .map_or(Says::verbatim(""), |c| Says(c.label(seat))),
            SetupRow::Option(i) => {
                let specs = choices.specs();
                let chosen = choices.options.get(i).copied().unwrap_or(0);
                specs
                    .get(i)
                    .and_then(|s| s.choices.get(chosen))
                    .map_or(Says::verbatim(""), |c| Says(c.label.clone()))
            }
            SetupRow::Seed => Says::verbatim(choices.seed.to_string()),
        }
    }

    fn step(self, choices: &mut SetupChoices, forward: bool) {
        let wrap = |at: usize, len: usize| {
            if len == 0 {
                0
            } else if forward {
                (at + 1) % len
            } else {
                (at + len - 1) % len
            }
        };
        match self {
            SetupRow::Game => {
                let all = GameId::ALL;
                let at = all.iter().position(|&g| g == choices.game).unwrap_or(0);
                choices.set_game(all[wrap(at, all.len())]);
            }
            SetupRow::Players => {
                let range = choices.game.seat_range();
                let (low, high) = (*range.start(), *range.end());
                let count = choices.seats.len();
                let next = if forward {
                    if count >= high { low } else { count + 1 }
                } else if count <= low {
                    high
                } else {
                    count - 1
                };
                choices.set_seat_count(next);
            }
            SetupRow::Seat(seat) => {
                let online = choices.online;
                if let Some(choice) = choices.seats.get_mut(seat) {
                    *choice = choice.step(seat == 0, online, forward);
                }
            }
            SetupRow::Option(i) => {
                let len = choices.specs().get(i).map_or(0, |s| s.choices.len());
                if let Some(chosen) = choices.options.get_mut(i) {
                    *chosen = wrap(*chosen, len);
                }
            }
            // Left and Right nudge the seed (a pad can reach any number); activating the row
            // draws a fresh one, see `activate`.
            SetupRow::Seed if forward => choices.seed = choices.seed.wrapping_add(1),
            SetupRow::Seed => choices.seed = choices.seed.wrapping_sub(1),
        }
    }

    /// Activating a row (click, Enter, A) steps it forward, except the seed, which is drawn
    /// afresh.
    fn activate(self, choices: &mut SetupChoices) {
        match self {
            SetupRow::Seed => choices.seed = rand::random::<u64>() % 1_000_000_000,
            _ => self.step(choices, true),
        }
    }
}

/// The rows for the current game, in screen order.
fn rows(choices: &SetupChoices) -> Vec<SetupRow> {
    let mut rows = vec![SetupRow::Game];
    if choices.game.seat_range().count() > 1 {
        rows.push(SetupRow::Players);
    }
    rows.extend((0..choices.seats.len()).map(SetupRow::Seat));
    rows.extend((0..choices.specs().len()).map(SetupRow::Option));
    rows.push(SetupRow::Seed);
    rows
}

/// The column the rows live in, rebuilt when the game or the seat count changes.
#[derive(Component)]
struct RowList {
    built_for: Option<(GameId, usize)>,
}

/// The sentence under the rows explaining the focused option.
#[derive(Component)]
struct HelpLine;

fn spawn_setup_screen(
    mut commands: Commands,
    mut choices: ResMut<SetupChoices>,
    mut naming: ResMut<SeatNaming>,
) {
    // Force the first build.
    choices.set_changed();
    // Seats are named from the player at this device, whatever table (a replay, a shared
    // device, an online table) last named them.
    if *naming != SeatNaming::default() {
        *naming = SeatNaming::default();
    }
    let title = if choices.online {
        "setup-title-online"
    } else {
        "setup-title"
    };
    commands.spawn((
        Name::new("Setup screen"),
        DespawnOnExit(Screen::Setup),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::top(px(18)),
            row_gap: px(8),
            ..default()
        },
        children![
            (
                widget::header(title, 44.0),
                Node::default(),
                crate::theme::LeftOutWhenShort
            ),
            (
                RowList { built_for: None },
                // Where the rows are more than the window holds (a phone on its side), the list
                // scrolls and the buttons under it stay in view.
                crate::input::scroll::Scrolls,
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    align_content: AlignContent::FlexStart,
                    column_gap: px(12),
                    row_gap: px(6),
                    max_width: px(1200),
                    flex_shrink: 1.0,
                    min_height: px(0),
                    overflow: Overflow::scroll_y(),
                    padding: UiRect::all(px(14)),
                    border_radius: BorderRadius::all(px(14)),
                    ..default()
                },
                BackgroundColor(palette::FELT_DARK),
            ),
            // A short window leaves the line out (its holder), and a game with no lesson to
            // offer does too (the line itself): two reasons, two nodes, so neither undoes the
            // other.
            (
                Node {
                    max_width: vw(94),
                    ..default()
                },
                crate::theme::LeftOutWhenShort,
                children![(
                    LearnOffer,
                    widget::label("setup-learn", 16.0, palette::BRASS),
                    Node {
                        display: Display::None,
                        ..default()
                    },
                )],
            ),
            (
                HelpLine,
                widget::label("setup-help", 15.0, palette::MUTED),
                Node {
                    max_width: vw(94),
                    ..default()
                },
                crate::theme::LeftOutWhenShort,
            ),
            (
                Node {
                    column_gap: px(16),
                    row_gap: px(10),
                    flex_shrink: 0.0,
                    // A narrow window puts the buttons under each other.
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    max_width: vw(96),
                    ..default()
                },
                children![
                    widget::button("setup-deal", deal),
                    (widget::button("setup-learn", learn), LearnButton),
                    widget::button("setup-rules", show_rules),
                    widget::button("setup-back", back),
                ],
            ),
        ],
    ));
}

fn rebuild_rows(
    mut commands: Commands,
    choices: Res<SetupChoices>,
    list: Single<(Entity, &mut RowList)>,
) {
    let (entity, mut list) = list.into_inner();
    let key = (choices.game, choices.seats.len());
    if list.built_for == Some(key) {
        return;
    }
    list.built_for = Some(key);
    commands.entity(entity).despawn_related::<Children>();
    let all = rows(&choices);
    // Long tables (many seats) use two narrower columns of rows so they fit on one screen.
    let width = if all.len() > 11 { 560.0 } else { 760.0 };
    for row in all {
        let mut spawned = commands.spawn((
            widget::sized_choice_row(
                row,
                row.label(&choices),
                row.value(&choices),
                Vec2::new(width, if width < 600.0 { 32.0 } else { 38.0 }),
            ),
            ChildOf(entity),
        ));
        if row == SetupRow::Seed {
            // Digits typed anywhere on the screen edit the seed; a phone shows its number pad.
            spawned.insert(crate::input::touch::TypedField::Digits);
        }
        spawned
            .observe(move |_: On<Activate>, mut choices: ResMut<SetupChoices>| {
                row.activate(&mut choices);
            })
            .observe(
                move |step: On<Stepped>, mut choices: ResMut<SetupChoices>| {
                    row.step(&mut choices, step.forward);
                },
            );
    }
}

fn show_values(
    choices: Res<SetupChoices>,
    rows: Query<(Entity, &SetupRow)>,
    children: Query<&Children>,
    mut values: Query<&mut Says, With<RowValue>>,
) {
    for (entity, row) in &rows {
        widget::set_row_value(entity, row.value(&choices), &children, &mut values);
    }
}

/// Typing digits anywhere on the setup screen edits the seed; the first digit after the seed
/// changed some other way starts a new number.
fn type_seed(
    mut keys: MessageReader<KeyboardInput>,
    mut choices: ResMut<SetupChoices>,
    mut typed: Local<Option<u64>>,
) {
    for key in keys.read() {
        if key.state.is_pressed() {
            let before = choices.seed;
            let fresh = *typed != Some(before);
            choices
                .bypass_change_detection()
                .type_into_seed(&key.logical_key, fresh);
            if choices.seed != before {
                *typed = Some(choices.seed);
                choices.set_changed();
            }
        }
    }
}

/// Deals here, or opens the online table and waits for friends in its lobby.
fn deal(
    _: On<Activate>,
    mut commands: Commands,
    choices: Res<SetupChoices>,
    settings: Res<crate::settings::Settings>,
    lexicon: Res<crate::text::Lexicon>,
    mut outgoing: MessageWriter<ToServer>,
    mut table: ResMut<OnlineTable>,
) {
    if choices.online {
        table.refusal = None;
        let lang = lexicon.lang().tag();
        outgoing.write(ToServer(choices.to_create(&settings.player_name, lang)));
        return;
    }
    let setup = choices.to_setup();
    commands.queue(move |world: &mut World| launch(world, setup));
}

/// Online, the lobby opens once the server has seated the host.
fn to_lobby(
    choices: Res<SetupChoices>,
    table: Res<OnlineTable>,
    mut next: ResMut<NextState<Screen>>,
) {
    if choices.online && table.code.is_some() {
        next.set(Screen::Lobby);
    }
}

fn show_rules(
    _: On<Activate>,
    mut commands: Commands,
    choices: Res<SetupChoices>,
    mut topic: ResMut<RulesTopic>,
) {
    topic.0 = choices.game;
    commands.queue(|world: &mut World| open_menu(world, Menu::Rules));
}

/// "Learn to play", shown for a game that has a lesson when dealing here.
#[derive(Component)]
struct LearnButton;

/// The line offering the lesson to a player new to the game: one who has neither finished
/// its lesson nor a game of it.
#[derive(Component)]
struct LearnOffer;

fn offer_the_lesson(
    choices: Res<SetupChoices>,
    done: Res<LessonsDone>,
    stats: Option<Res<PlayerStatistics>>,
    mut button: Query<&mut Node, With<LearnButton>>,
    mut offer: Query<(&mut Node, &mut Says), (With<LearnOffer>, Without<LearnButton>)>,
) {
    let game = choices.game;
    let taught = has_lesson(game) && !choices.online;
    let played = stats.is_some_and(|stats| stats.statistics.history(Some(game)).next().is_some());
    let new_here = taught && !done.0.contains(&game) && !played;
    let display = |shown: bool| if shown { Display::Flex } else { Display::None };
    for mut node in &mut button {
        if node.display != display(taught) {
            node.display = display(taught);
        }
    }
    for (mut node, mut says) in &mut offer {
        if node.display != display(new_here) {
            node.display = display(new_here);
        }
        let wanted =
            Says(Phrase::new("setup-learn-offer").nested("game", Phrase::new(game.title_id())));
        if *says != wanted {
            *says = wanted;
        }
    }
}

/// Deals the chosen game's lesson.
fn learn(_: On<Activate>, choices: Res<SetupChoices>, mut commands: Commands) {
    let game = choices.game;
    commands.queue(move |world: &mut World| start_lesson(world, game));
}

fn back(_: On<Activate>, choices: Res<SetupChoices>, mut next: ResMut<NextState<Screen>>) {
    next.set(if choices.online {
        Screen::Online
    } else {
        Screen::Title
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use challenge_text::{Lang, SeatNames, Text};

    /// What a row says to the player at this device (seat 0), in English.
    fn english(says: Says) -> String {
        Text::new(Lang::En).say(&says.0, &SeatNames::you(0))
    }

    #[test]
    fn every_row_of_every_game_is_worded() {
        let english_text = Text::new(Lang::En);
        for game in GameId::ALL {
            for seats in game.seat_range() {
                let mut choices = SetupChoices::for_game(game);
                choices.set_seat_count(seats);
                for row in rows(&choices) {
                    for says in [row.label(&choices), row.value(&choices)] {
                        let words = english_text
                            .try_say(&says.0, &SeatNames::you(0))
                            .unwrap_or_else(|problem| panic!("{game} {row:?}: {problem}"));
                        assert!(!words.trim().is_empty(), "{game} {row:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_game_offers_its_seat_counts_and_deals_from_any_choice() {
        for game in GameId::ALL {
            let mut choices = SetupChoices::for_game(game);
            assert_eq!(choices.seats[0], SeatChoice::You);
            let range = game.seat_range();
            for _ in 0..range.clone().count() {
                for row in rows(&choices) {
                    let mut stepped = choices.clone();
                    row.step(&mut stepped, true);
                    let setup = stepped.to_setup();
                    assert!(range.contains(&setup.seating.len()), "{game}: {row:?}");
                    assert!(setup.options.is_object(), "{game}: {row:?}");
                }
                SetupRow::Players.step(&mut choices, true);
            }
        }
    }

    #[test]
    fn the_seed_is_nudged_by_left_and_right_and_drawn_afresh_by_activation() {
        let mut choices = SetupChoices {
            seed: 41,
            ..SetupChoices::for_game(GameId::SvoiKozyri)
        };
        SetupRow::Seed.step(&mut choices, true);
        assert_eq!(choices.seed, 42);
        SetupRow::Seed.step(&mut choices, false);
        SetupRow::Seed.step(&mut choices, false);
        assert_eq!(choices.seed, 40);
        let draws: std::collections::HashSet<u64> = (0..8)
            .map(|_| {
                SetupRow::Seed.activate(&mut choices);
                choices.seed
            })
            .collect();
        assert!(draws.len() > 1, "activation draws new seeds");
    }

    #[test]
    fn the_player_count_wraps_within_the_games_range() {
        let mut choices = SetupChoices::for_game(GameId::ChallengePoker);
        SetupRow::Players.step(&mut choices, false);
        assert_eq!(choices.seats.len(), 16);
        SetupRow::Players.step(&mut choices, true);
        assert_eq!(choices.seats.len(), 2);
        assert_eq!(choices.seats[0], SeatChoice::You);
    }

    #[test]
    fn here_every_seat_may_be_a_player_at_this_device() {
        let mut choices = SetupChoices::for_game(GameId::Gotcha);
        choices.set_seat_count(3);
        let mut other = SeatChoice::Computer(Level::Normal);
        let mut seen = Vec::new();
        for _ in 0..4 {
            other = other.step(false, false, true);
            assert_ne!(
                other,
                SeatChoice::Friend,
                "friends sit only at online tables"
            );
            seen.push(other);
        }
        assert!(seen.contains(&SeatChoice::You), "{seen:?}");
        assert_eq!(
            SeatChoice::You.step(true, false, false),
            SeatChoice::Computer(Level::Hard)
        );
        // Normal, then hard, then a player here.
        SetupRow::Seat(2).step(&mut choices, true);
        SetupRow::Seat(2).step(&mut choices, true);
        assert_eq!(choices.seats[2], SeatChoice::You);
        assert_eq!(english(SetupRow::Seat(0).value(&choices)), "You");
        assert_eq!(
            english(SetupRow::Seat(2).value(&choices)),
            "Player 3 (here)"
        );
        assert_eq!(
            english(SetupRow::Seat(1).value(&choices)),
            "Computer, normal"
        );
        assert_eq!(english(SetupRow::Seat(0).label(&choices)), "Player 1");
        assert_eq!(english(SetupRow::Seat(2).label(&choices)), "Player 3");
        assert_eq!(
            choices.to_setup().seating,
            vec![
                SeatKind::Human,
                SeatKind::Bot(Level::Normal),
                SeatKind::Human
            ]
        );
    }

    #[test]
    fn online_only_the_first_seat_is_yours_and_players_here_become_friends() {
        let mut choices = SetupChoices::for_game(GameId::Gotcha);
        choices.seats[1] = SeatChoice::You;
        choices.set_online(true);
        assert_eq!(choices.seats, vec![SeatChoice::You, SeatChoice::Friend]);
        let mut other = SeatChoice::Friend;
        for _ in 0..4 {
            other = other.step(false, true, true);
            assert_ne!(other, SeatChoice::You, "no one else sits here online");
        }
        choices.set_online(false);
        assert_eq!(
            choices.seats,
            vec![SeatChoice::You, SeatChoice::Computer(Level::Normal)]
        );
    }

    #[test]
    fn the_seed_is_typed_digit_by_digit_and_never_overflows() {
        let mut choices = SetupChoices {
            seed: 0,
            ..SetupChoices::for_game(GameId::SvoiKozyri)
        };
        choices.type_into_seed(&Key::Character("4".into()), false);
        choices.type_into_seed(&Key::Character("2".into()), false);
        assert_eq!(choices.seed, 42);
        choices.type_into_seed(&Key::Backspace, false);
        assert_eq!(choices.seed, 4);
        choices.type_into_seed(&Key::Character("x".into()), false);
        assert_eq!(choices.seed, 4);
        choices.type_into_seed(&Key::Character("7".into()), true);
        assert_eq!(choices.seed, 7, "a fresh start replaces the number");
        for _ in 0..40 {
            choices.type_into_seed(&Key::Character("9".into()), false);
        }
        assert_eq!(choices.seed.to_string().len(), SEED_DIGITS);
    }

    #[test]
    fn an_online_table_keeps_your_seat_and_offers_open_seats_for_friends() {
        let mut choices = SetupChoices::for_game(GameId::Gotcha);
        choices.set_seat_count(3);
        choices.set_online(true);
        assert_eq!(SeatChoice::You.step(true, true, true), SeatChoice::You);
        // Normal, then easy, then a friend.
        SetupRow::Seat(1).step(&mut choices, false);
        SetupRow::Seat(1).step(&mut choices, false);
        SetupRow::Seat(2).step(&mut choices, true);
        let ClientMessage::Create { seats, seat, .. } = choices.to_create("Ann", "en") else {
            panic!("not a create");
        };
        assert_eq!(seat, Some(0));
        assert_eq!(seats[0], SeatPlan::Open, "the host's own seat");
        assert_eq!(seats.len(), 3);
        assert!(
            choices.seats.contains(&SeatChoice::Friend),
            "{:?}",
            choices.seats
        );
        choices.set_online(false);
        assert!(!choices.seats.contains(&SeatChoice::Friend));
    }
}
