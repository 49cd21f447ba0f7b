//! The statistics and replays screens as screen readers read and work them. egui draws both,
//! and egui's own AccessKit output would take the whole window's tree from Bevy's (bevy_egui
//! hands the adapter one or the other), so these screens describe themselves as Bevy's UI does:
//! AccessKit nodes built from the same phrases the pages draw, rebuilt when what they show
//! changes. The statistics: the game picker and Back as buttons, then a line per row of the
//! record and per latest result, each cell after its heading. The replays: Back, then each kept
//! game as a group of its description and its Watch and Play-this-deal buttons. A click from a
//! reader does what a click on the page does. The share code's text field is the page's alone.

use super::replays::{ReplaysAction, ReplaysPage, row_details, summary_naming};
use super::stats::{StatsPage, TALLY_HEADINGS, history_cells, tally_rows};
use crate::input::assistive::entity_of;
use crate::session::statistics::PlayerStatistics;
use crate::shared::{AppSystems, Screen};
use crate::table::KeptGames;
use crate::text::Lexicon;
use accesskit::{Action, Node, Role};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::prelude::*;
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

/// The group that holds a page's description; made afresh whenever the page changes.
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

/// Replaces the page's description with a group named `title` holding `parts`, in order.
fn describe(
    commands: &mut Commands,
    old: &Query<Entity, With<PageDescription>>,
    screen: Screen,
    title: String,
    parts: Vec<(AccessibilityNode, Option<PageButton>)>,
) {
    for entity in old {
        commands.entity(entity).despawn();
    }
    commands
        .spawn((
            Name::new("Page description"),
            PageDescription,
            labelled(Role::Group, title),
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
}

fn describe_statistics(
    mut commands: Commands,
    old: Query<Entity, With<PageDescription>>,
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
        const HISTORY_HEADINGS: [&str; 7] = [
            "stats-heading-date",
            "stats-heading-game",
            "stats-heading-opponents",
            "stats-heading-result",
            "stats-heading-score",
            "stats-heading-moves",
            "stats-heading-hints",
        ];
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
        Screen::Stats,
        text.get("stats-title"),
        parts,
    );
}

fn describe_replays(
    mut commands: Commands,
    old: Query<Entity, With<PageDescription>>,
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
    }
    describe(
        &mut commands,
        &old,
        Screen::Replays,
        text.get("replays-title"),
        parts,
    );
}

/// A reader's click on a button of a page's description does what a click on the page's own
/// button does.
fn press_page_buttons(
    mut requests: MessageReader<ActionRequest>,
    buttons: Query<&PageButton>,
    mut stats_page: ResMut<StatsPage>,
    mut next: ResMut<NextState<Screen>>,
    mut replays: MessageWriter<ReplaysAction>,
) {
    for request in requests.read() {
        if request.action != Action::Click {
            continue;
        }
        let Some(&does) = entity_of(request.target_node).and_then(|e| buttons.get(e).ok()) else {
            continue;
        };
        match does {
            PageButton::Game(game) => stats_page.game = game,
            PageButton::StatsBack => next.set(Screen::Title),
            PageButton::Replays(action) => {
                replays.write(action);
            }
        }
    }
}
