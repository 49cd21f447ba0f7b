//! The statistics and replays screens as screen readers read and work them. egui draws both,
//! and egui's own AccessKit output would take the whole window's tree from Bevy's (bevy_egui
//! hands the adapter one or the other), so these screens describe themselves as Bevy's UI does:
//! AccessKit nodes built from the same phrases the pages draw, brought up to date when what they
//! show changes (in place, so a reader's place on the page is kept). The statistics: the game
//! picker and Back as buttons, then a line per row of the record and per latest result, each
//! cell after its heading. The replays: Back; the share code's field (a text input whose value a
//! reader sets, or which takes the keys once a reader moves to it) with its Watch and Play this
//! deal; then each kept game's words and its Watch, Play this deal and Share, and a shown code
//! with its Copy. A click from a reader does what a click on the page does.

use super::replays::{ReplaysAction, ReplaysPage, row_details, summary_naming};
use super::stats::{HISTORY_HEADINGS, StatsPage, TALLY_HEADINGS, history_cells, tally_rows};
use accesskit::{Action, ActionData, Node, Role};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::prelude::*;
use challenge_base::input::assistive::entity_of;
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Lexicon;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_play::table::KeptGames;
use challenge_rules::record::CODE_PREFIX;
use challenge_rules::record::library::KEPT_GAMES;
use challenge_rules::{GameId, Phrase, Speak, Values};
use challenge_text::{SeatNames, Text};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        press_page_buttons
            .in_set(AppSystems::Input)
            .run_if(in_state(Screen::Stats).or_else(in_state(Screen::Replays))),
    )
    .add_systems(
        Update,
        (
            describe_statistics.run_if(
                in_state(Screen::Stats).and_then(
                    resource_changed::<StatsPage>
                        .or_eager(resource_changed::<PlayerStatistics>)
                        .or_eager(resource_changed::<Lexicon>)
                        .or_eager(no_description),
                ),
            ),
            describe_replays.run_if(
                in_state(Screen::Replays).and_then(
                    resource_changed::<ReplaysPage>
                        .or_eager(resource_changed::<KeptGames>)
                        .or_eager(resource_changed::<Lexicon>)
                        .or_eager(no_description),
                ),
            ),
        )
            .in_set(AppSystems::Presentation),
    );
}

/// The group that holds a page's description; its parts are brought up to date as the page
/// changes.
#[derive(Component)]
struct PageDescription;

/// What a button of a page's description does when a reader clicks it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum PageButton {
    /// Show the record of one game, or of all games.
    Game(Option<GameId>),
    /// Back to the title, from the statistics.
    StatsBack,
    /// A button of the replays page.
    Replays(ReplaysAction),
    /// The share code's field: a reader sets its value, or moves to it to type.
    CodeField,
    /// Show or hide the share code of the kept game at this place in the library.
    Share(usize),
    /// Copy the share code on show.
    Copy,
}

fn no_description(pages: Query<(), With<PageDescription>>) -> bool {
    pages.is_empty()
}

/// Words of the pages, with no seat named "You" (as the pages word them).
fn say(text: &Text, phrase: &Phrase) -> String {
    text.say(phrase, &SeatNames::nobody())
}

fn labelled(role: Role, words: String) -> AccessibilityNode {
    let mut node = Node::new(role);
    node.set_label(words);
    AccessibilityNode(node)
}

fn button(
    words: String,
    does: PageButton,
    selected: Option<bool>,
) -> (AccessibilityNode, PageButton) {
    let mut node = Node::new(Role::Button);
    node.set_label(words);
    node.add_action(Action::Click);
    if let Some(selected) = selected {
        node.set_selected(selected);
    }
    (AccessibilityNode(node), does)
}

/// Brings the page's description, a group named `title` holding `parts` in order, up to date:
/// made on the first pass, then changed part by part where a part differs, so an unchanged part
/// (and a reader's place on it, or a field being typed into) stays as it was.
fn describe(
    commands: &mut Commands,
    old: &Query<(Entity, &AccessibilityNode, Option<&Children>), With<PageDescription>>,
    described: &Query<(&AccessibilityNode, Option<&PageButton>)>,
    screen: Screen,
    title: String,
    parts: Vec<(AccessibilityNode, Option<PageButton>)>,
) {
    let group = labelled(Role::Group, title);
    let Ok((entity, node, children)) = old.single() else {
        commands
            .spawn((
                Name::new("Page description"),
                PageDescription,
                group,
                DespawnOnExit(screen),
            ))
            .with_children(|group| {
                for (node, does) in parts {
                    let mut part = group.spawn(node);
                    if let Some(does) = does {
                        part.insert(does);
                    }
                }
            });
        return;
    };
    if node.0 != group.0 {
        commands.entity(entity).insert(group);
    }
    let existing: Vec<Entity> = children.map(|c| c.to_vec()).unwrap_or_default();
    // Parts the page no longer shows.
    for &gone in existing.iter().skip(parts.len()) {
        commands.entity(gone).despawn();
    }
    for (at, (node, does)) in parts.into_iter().enumerate() {
        let Some(&part) = existing.get(at) else {
            let mut part = commands.spawn((node, ChildOf(entity)));
            if let Some(does) = does {
                part.insert(does);
            }
            continue;
        };
        let Ok((was, did)) = described.get(part) else {
            continue;
        };
        if was.0 != node.0 {
            commands.entity(part).insert(node);
        }
        match does {
            Some(does) if did != Some(&does) => {
                commands.entity(part).insert(does);
            }
            None if did.is_some() => {
                commands.entity(part).remove::<PageButton>();
            }
            _ => {}
        }
    }
}

fn describe_statistics(
    mut commands: Commands,
    old: Query<(Entity, &AccessibilityNode, Option<&Children>), With<PageDescription>>,
    described: Query<(&AccessibilityNode, Option<&PageButton>)>,
    page: Res<StatsPage>,
    stats: Res<PlayerStatistics>,
    lexicon: Res<Lexicon>,
) {
    let text = &lexicon.0;
    let line = |words: String| (labelled(Role::Label, words), None);
    let mut parts = vec![{
        let (node, does) = button(text.get("stats-back"), PageButton::StatsBack, None);
        (node, Some(does))
    }];
    for game in std::iter::once(None).chain(GameId::ALL.into_iter().map(Some)) {
        let name = game.map_or_else(|| text.get("stats-all-games"), |game| text.game_title(game));
        let (node, does) = button(name, PageButton::Game(game), Some(page.game == game));
        parts.push((node, Some(does)));
    }
    if let Some(problem) = &stats.problem {
        parts.push(line(say(text, problem)));
    }
    let statistics = &stats.statistics;
    if statistics.is_empty() {
        parts.push(line(text.get("stats-nothing-yet")));
        parts.push(line(text.get("stats-nothing-yet-hint")));
    } else {
        for (name, cells) in tally_rows(statistics, page.game) {
            let cells: Vec<String> = TALLY_HEADINGS
                .iter()
                .zip(cells)
                .map(|(heading, cell)| format!("{} {}", text.get(heading), say(text, &cell)))
                .collect();
            parts.push(line(format!("{}: {}", say(text, &name), cells.join(", "))));
        }
        parts.push(line(text.get("stats-practice-note")));
        parts.push(line(text.get("stats-latest")));
        for result in statistics.history(page.game) {
            let cells = history_cells(result).map(|cell| say(text, &cell));
            let mut words: Vec<String> = HISTORY_HEADINGS
                .iter()
                .zip(&cells)
                .map(|(heading, cell)| format!("{} {cell}", text.get(heading)))
                .collect();
            // The practice mark has no heading.
            if !cells[7].is_empty() {
                words.push(cells[7].clone());
            }
            parts.push(line(words.join(", ")));
        }
    }
    describe(
        &mut commands,
        &old,
        &described,
        Screen::Stats,
        text.get("stats-title"),
        parts,
    );
}

fn describe_replays(
    mut commands: Commands,
    old: Query<(Entity, &AccessibilityNode, Option<&Children>), With<PageDescription>>,
    described: Query<(&AccessibilityNode, Option<&PageButton>)>,
    page: Res<ReplaysPage>,
    kept: Res<KeptGames>,
    lexicon: Res<Lexicon>,
) {
    let text = &lexicon.0;
    let line = |words: String| (labelled(Role::Label, words), None);
    let pressed = |id: &str, action: ReplaysAction| {
        let (node, does) = button(text.get(id), PageButton::Replays(action), None);
        (node, Some(does))
    };
    let mut parts = vec![pressed("replays-back", ReplaysAction::Back)];
    for problem in [&kept.problem, &page.problem].into_iter().flatten() {
        parts.push(line(say(text, problem)));
    }
    parts.push((code_field(text, &page.code), Some(PageButton::CodeField)));
    parts.push(pressed("replays-watch", ReplaysAction::WatchCode));
    parts.push(pressed("replays-play-deal", ReplaysAction::PlayCode));
    if let Some(problem) = &page.code_problem {
        parts.push(line(say(text, problem)));
    }
    parts.push(line(text.get("replays-kept")));
    let games = kept.library.games();
    if games.is_empty() {
        let nothing = Phrase::new("replays-nothing-yet").count("count", KEPT_GAMES);
        parts.push(line(say(text, &nothing)));
        parts.push(line(text.get("replays-nothing-yet-hint")));
    }
    // Newest first, as the page lists them: each game's words, then what can be done with it.
    for (index, game) in games.iter().enumerate().rev() {
        let mut about = vec![text.game_title(game.record.game)];
        about.extend(row_details(game).iter().map(|detail| say(text, detail)));
        about.push(text.say(&game.summary.phrase(), &summary_naming(game)));
        parts.push(line(about.join(", ")));
        parts.push(pressed("replays-watch", ReplaysAction::Watch(index)));
        parts.push(pressed("replays-play-deal", ReplaysAction::PlayDeal(index)));
        let Some((_, code)) = page.sharing.as_ref().filter(|(at, _)| *at == index) else {
            let (node, does) = button(text.get("replays-share"), PageButton::Share(index), None);
            parts.push((node, Some(does)));
            continue;
        };
        let (node, does) = button(
            text.get("replays-hide-code"),
            PageButton::Share(index),
            None,
        );
        parts.push((node, Some(does)));
        match code {
            Ok(code) => {
                parts.push(line(code.clone()));
                let (node, does) = button(text.get("replays-copy"), PageButton::Copy, None);
                parts.push((node, Some(does)));
                if page.copied {
                    parts.push(line(text.get("replays-copied")));
                }
            }
            Err(problem) => parts.push(line(say(text, problem))),
        }
    }
    describe(
        &mut commands,
        &old,
        &described,
        Screen::Replays,
        text.get("replays-title"),
        parts,
    );
}

/// The share code's field as a reader meets it: named by the page's heading over it, with the
/// page's hint, holding what is typed.
fn code_field(text: &Text, code: &str) -> AccessibilityNode {
    let mut node = Node::new(Role::TextInput);
    node.set_label(text.get("replays-watch-shared"));
    let hint = Phrase::new("replays-code-hint").verbatim("prefix", CODE_PREFIX);
    node.set_placeholder(say(text, &hint));
    node.set_value(code);
    node.add_action(Action::Focus);
    node.add_action(Action::SetValue);
    AccessibilityNode(node)
}

/// A reader's click on a button of a page's description does what a click on the page's own
/// button does; a value it sets in the code field is put in the page's field, and moving to the
/// field gives the page's field the keys.
fn press_page_buttons(
    mut requests: MessageReader<ActionRequest>,
    buttons: Query<&PageButton>,
    mut stats_page: ResMut<StatsPage>,
    mut replays_page: ResMut<ReplaysPage>,
    kept: Res<KeptGames>,
    mut next: ResMut<NextState<Screen>>,
    mut replays: MessageWriter<ReplaysAction>,
) {
    for request in requests.read() {
        let Some(&does) = entity_of(request.target_node).and_then(|e| buttons.get(e).ok()) else {
            continue;
        };
        match (request.action, does, &request.data) {
            (Action::Focus, PageButton::CodeField, _) => replays_page.focus_code = true,
            (Action::SetValue, PageButton::CodeField, Some(ActionData::Value(value))) => {
                replays_page.set_code(value);
            }
            (Action::Click, PageButton::Game(game), _) => stats_page.game = game,
            (Action::Click, PageButton::StatsBack, _) => next.set(Screen::Title),
            (Action::Click, PageButton::Replays(action), _) => {
                replays.write(action);
            }
            (Action::Click, PageButton::Share(index), _) => {
                if let Some(game) = kept.library.games().get(index) {
                    replays_page.toggle_sharing(index, game);
                }
            }
            (Action::Click, PageButton::Copy, _) => {
                replays_page.copy_asked = matches!(replays_page.sharing, Some((_, Ok(_))));
            }
            _ => {}
        }
    }
}
