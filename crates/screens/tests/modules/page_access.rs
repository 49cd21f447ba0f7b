//! Tests of `challenge_screens::page` and `challenge_screens::page_access`: the statistics and
//! replays pages, in several states, drawn by egui and described to readers from one model.
//! What egui drew is read from egui's own AccessKit tree (which the game cannot hand a reader,
//! but a test can read), and compared with the page's description: the same buttons in the
//! same order, every word drawn read in the same order, nothing read that is not drawn but a
//! chart's summary; and a button pressed on the drawing gives the same action as the same
//! button pressed through the description.

use crate::pages::{desktop_input, english, kept_games};
use accesskit::{Action, ActionData, Node, NodeId, Role, Toggled, TreeId};
use bevy_egui::egui;
use challenge_base::input::focus::LastDevice;
use challenge_play::session::sample_game;
use challenge_play::session::statistics::PlayerStatistics;
use challenge_rules::stats::{GameResult, PlayDetails, Statistics};
use challenge_rules::{GameId, Level, Outcome, Phrase, Values};
use challenge_screens::page::draw::{Drawn, draw};
use challenge_screens::page::{Input, Page, Part};
use challenge_screens::page_access::{Control, description};
use challenge_screens::replays::{CODE_FIELD, ReplaysAction, ReplaysPage, replays_model};
use challenge_screens::stats::{StatsAction, StatsPage, stats_model};
use std::collections::HashMap;

/// What egui's tree shows a reader would meet, in its order.
#[derive(Clone, Debug, PartialEq)]
enum Seen {
    Button {
        node: NodeId,
        label: String,
        selected: Option<bool>,
    },
    Words(String),
}

/// A few passes of `model` drawn by egui (grids settle over a couple), with `events` in the
/// last; what the last one drew, as egui's own tree tells it, and what it saw the player do.
fn egui_pass<A: Clone + Send + Sync + 'static>(
    ctx: &egui::Context,
    model: &Page<A>,
    events: Vec<egui::Event>,
) -> (Vec<Seen>, Drawn<A>) {
    ctx.enable_accesskit();
    let mut drawn = None;
    let mut tree = None;
    for events in [Vec::new(), Vec::new(), events] {
        let input = desktop_input(events);
        let mut output = ctx.run_ui(input, |ui| drawn = Some(draw(ui, &mut model.clone())));
        output.textures_delta.clear();
        tree = output.platform_output.accesskit_update;
    }
    let tree = tree.expect("egui's tree");
    let nodes: HashMap<NodeId, Node> = tree.nodes.into_iter().collect();
    let mut seen = Vec::new();
    walk(&nodes, tree.tree.expect("a whole tree").root, &mut seen);
    (seen, drawn.expect("drawn"))
}

fn walk(nodes: &HashMap<NodeId, Node>, at: NodeId, seen: &mut Vec<Seen>) {
    let Some(node) = nodes.get(&at) else {
        return;
    };
    match node.role() {
        Role::Button => seen.push(Seen::Button {
            node: at,
            label: node.label().unwrap_or_default().to_string(),
            selected: node.toggled().map(|toggled| toggled == Toggled::True),
        }),
        Role::Label | Role::TextInput => {
            let words = node.value().unwrap_or_default().trim().to_string();
            if !words.is_empty() {
                seen.push(Seen::Words(words));
            }
            if let Some(hint) = node
                .placeholder()
                .filter(|_| node.value().unwrap_or("").is_empty())
            {
                seen.push(Seen::Words(hint.to_string()));
            }
        }
        _ => {}
    }
    for &child in node.children() {
        walk(nodes, child, seen);
    }
}

/// The headings of the model's tables: read with each cell of their column, not once.
fn headings<A>(parts: &[Part<A>], found: &mut Vec<String>) {
    for part in parts {
        match part {
            Part::Table(table) => found.extend(table.headings.iter().cloned()),
            Part::Centred(parts) | Part::Card(parts) | Part::Scroll { parts, .. } => {
                headings(parts, found)
            }
            Part::Shown { beside, .. } => headings(beside, found),
            Part::Columns(columns) => columns.iter().for_each(|parts| headings(parts, found)),
            _ => {}
        }
    }
}

/// Asserts that the description of `model` reads what egui drew of it: the same buttons (by
/// words and choice) in the same order, and every word drawn, in order, read by the page's
/// title or a part of its description; and that every part of the description reads
/// something drawn, but a chart's summary.
fn drawn_and_described_agree<A: Clone + std::fmt::Debug + Send + Sync + 'static>(
    name: &str,
    model: &Page<A>,
) {
    let (seen, _) = egui_pass(&egui::Context::default(), model, Vec::new());
    let said = description(model);
    // The page's title names the group around the parts.
    let mut read: Vec<(Role, String, Option<bool>)> =
        vec![(Role::Group, model.title.clone(), None)];
    read.extend(said.iter().map(|(node, _)| {
        let words = [node.label(), node.value(), node.placeholder()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" | ");
        (node.role(), words, node.is_selected())
    }));
    let buttons_seen: Vec<(String, Option<bool>)> = seen
        .iter()
        .filter_map(|seen| match seen {
            Seen::Button {
                label, selected, ..
            } => Some((label.clone(), *selected)),
            Seen::Words(_) => None,
        })
        .collect();
    let buttons_read: Vec<(String, Option<bool>)> = read
        .iter()
        .filter(|(role, ..)| *role == Role::Button)
        .map(|(_, words, selected)| (words.clone(), *selected))
        .collect();
    assert_eq!(buttons_seen, buttons_read, "{name}: the buttons");

    let mut table_headings = Vec::new();
    for part in &model.parts {
        headings(std::slice::from_ref(part), &mut table_headings);
    }
    let mut at = 0;
    let mut matched = vec![false; read.len()];
    for item in &seen {
        let found = match item {
            Seen::Button {
                label, selected, ..
            } => read[at..].iter().position(|(role, words, chosen)| {
                *role == Role::Button && words == label && chosen == selected
            }),
            Seen::Words(words) if table_headings.contains(words) => continue,
            Seen::Words(words) => read[at..]
                .iter()
                .position(|(role, read, _)| *role != Role::Button && read.contains(words.as_str())),
        };
        let Some(found) = found else {
            panic!(
                "{name}: {item:?}, drawn, is not read at or after {:?}\nread: {read:#?}\nseen: {seen:#?}",
                read.get(at)
            );
        };
        matched[at + found] = true;
        // A line reads several words drawn (a row's cells, a kept game's words); a button one.
        at += found + usize::from(matches!(item, Seen::Button { .. }));
    }
    let summaries = charts(&model.parts);
    for (read, matched) in read.iter().zip(matched) {
        assert!(
            matched || summaries.contains(&read.1),
            "{name}: {read:?} is read but not drawn"
        );
    }
}

/// The summaries of the model's charts.
fn charts<A>(parts: &[Part<A>]) -> Vec<String> {
    parts
        .iter()
        .flat_map(|part| match part {
            Part::Chart(chart) => vec![chart.summary.clone()],
            Part::Centred(parts) | Part::Card(parts) | Part::Scroll { parts, .. } => charts(parts),
            Part::Columns(columns) => columns.iter().flat_map(|parts| charts(parts)).collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// Presses each button egui drew, as a reader's click aimed at egui's own node would, and
/// asserts that the drawing gives the same input as the same button of the description.
fn presses_agree<A: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static>(
    name: &str,
    model: &Page<A>,
) {
    let ctx = egui::Context::default();
    let (seen, _) = egui_pass(&ctx, model, Vec::new());
    let described: Vec<Input<A>> = description(model)
        .into_iter()
        .filter_map(|(_, control)| match control? {
            control @ Control::Press(_) => control.answer(Action::Click, None),
            Control::Field(_) => None,
        })
        .collect();
    let drawn: Vec<NodeId> = seen
        .iter()
        .filter_map(|seen| match seen {
            Seen::Button { node, .. } => Some(*node),
            Seen::Words(_) => None,
        })
        .collect();
    assert_eq!(drawn.len(), described.len(), "{name}: a button each");
    assert!(!drawn.is_empty());
    for (node, read) in drawn.into_iter().zip(described) {
        let click = egui::Event::AccessKitActionRequest(accesskit::ActionRequest {
            action: Action::Click,
            target_tree: TreeId::ROOT,
            target_node: node,
            data: None,
        });
        let (_, pass) = egui_pass(&ctx, model, vec![click]);
        assert_eq!(pass.inputs, vec![read], "{name}: the same press both ways");
    }
}

fn result(game: GameId, level: Option<Level>, won: bool, practice: bool) -> GameResult {
    let outcome = Outcome {
        scores: vec![30, 10],
        winners: vec![if won { 0 } else { 1 }],
        summary: challenge_rules::games::gotcha::Note::Draw { points: 0 }.into(),
    };
    let details = PlayDetails {
        practice,
        hints_used: 1,
        finished_at: 1_795_444_020,
        ..PlayDetails::default()
    };
    // Seen from seat 0, the player here.
    GameResult::from_outcome(game, level, 0, &outcome, details).unwrap()
}

/// Statistics and their pages: none, with a problem; games of Gotcha and of Svoi Kozyri, for
/// all games, for Gotcha alone, and for a game never played.
fn statistics_pages() -> Vec<(String, Page<StatsAction>)> {
    let mut played = Statistics::new();
    for (game, level, won, practice) in [
        (GameId::Gotcha, Some(Level::Easy), true, false),
        (GameId::Gotcha, Some(Level::Hard), false, false),
        (GameId::Gotcha, None, true, true),
        (GameId::SvoiKozyri, Some(Level::Normal), true, false),
    ] {
        played.record(result(game, level, won, practice)).unwrap();
    }
    let text = english();
    let none = PlayerStatistics {
        problem: Some(
            Phrase::new("saved-record-set-aside")
                .verbatim("record", "stats")
                .verbatim("key", "stats-old"),
        ),
        ..PlayerStatistics::default()
    };
    let some = PlayerStatistics {
        statistics: played,
        ..PlayerStatistics::default()
    };
    let mut pages = vec![(
        "no statistics".to_string(),
        stats_model(&StatsPage::default(), &none, &text),
    )];
    for game in [None, Some(GameId::Gotcha), Some(GameId::BluffPoker)] {
        let page = StatsPage {
            game,
            focus_first: false,
        };
        pages.push((
            format!("statistics of {game:?}"),
            stats_model(&page, &some, &text),
        ));
    }
    pages
}

/// Replays pages: none kept, with a code refused; two kept, the older's code on show and
/// copied, opened by a pad.
fn replays_pages() -> Vec<(String, Page<ReplaysAction>)> {
    let text = english();
    let none = kept_games(&[]);
    let refused = ReplaysPage {
        code: "CH-nothing".into(),
        code_problem: Some(Phrase::new("replays-no-longer-kept")),
        problem: Some(Phrase::new("replays-no-longer-kept")),
        ..ReplaysPage::default()
    };
    let older = sample_game(GameId::SvoiKozyri, 3).unwrap();
    let mut newer = sample_game(GameId::Gotcha, 4).unwrap();
    newer.finished_at = 1_795_444_020;
    let two = kept_games(&[older.clone(), newer]);
    let sharing = ReplaysPage {
        sharing: Some((0, Ok(older.record.to_code().unwrap()))),
        copied: true,
        focus_first: Some(LastDevice::Gamepad),
        ..ReplaysPage::default()
    };
    vec![
        (
            "no kept games".into(),
            replays_model(&refused, &none, &text),
        ),
        (
            "two kept games".into(),
            replays_model(&sharing, &two, &text),
        ),
        (
            "two kept games, none shared".into(),
            replays_model(&ReplaysPage::default(), &two, &text),
        ),
    ]
}

#[test]
fn the_statistics_page_reads_what_it_draws_in_its_order() {
    for (name, page) in statistics_pages() {
        drawn_and_described_agree(&name, &page);
    }
}

#[test]
fn the_replays_page_reads_what_it_draws_in_its_order() {
    for (name, page) in replays_pages() {
        drawn_and_described_agree(&name, &page);
    }
}

#[test]
fn a_button_pressed_on_the_drawing_or_through_the_description_does_the_same() {
    for (name, page) in statistics_pages() {
        presses_agree(&name, &page);
    }
    for (name, page) in replays_pages() {
        presses_agree(&name, &page);
    }
}

#[test]
fn typing_in_the_drawn_field_and_a_readers_new_value_give_the_same_input() {
    // Opened by the keyboard with nothing kept: the field has the keys.
    let opened = ReplaysPage {
        focus_first: Some(LastDevice::Keyboard),
        ..ReplaysPage::default()
    };
    let page = replays_model(&opened, &kept_games(&[]), &english());
    let ctx = egui::Context::default();
    let field = description(&page)
        .into_iter()
        .find_map(|(node, control)| (node.role() == Role::TextInput).then_some(control))
        .flatten()
        .expect("the field is described");
    assert_eq!(field, Control::Field(CODE_FIELD));
    let (_, drawn) = egui_pass(&ctx, &page, vec![egui::Event::Text("CH-x".into())]);
    let typed = Input::Typed(CODE_FIELD, "CH-x".to_string());
    assert_eq!(drawn.inputs, vec![typed.clone()]);
    assert_eq!(
        field.answer(Action::SetValue, Some(&ActionData::Value("CH-x".into()))),
        Some(typed)
    );
    assert_eq!(
        field.answer(Action::Focus, None),
        Some(Input::Focus(CODE_FIELD))
    );
}

#[test]
fn the_statistics_charts_are_read_as_their_summaries() {
    let (_, page) = statistics_pages().remove(2);
    let summaries = charts(&page.parts);
    assert_eq!(
        summaries,
        ["Game 1: 100 %, Game 2: 50 %", "Easy: 100 %, Hard: 0 %"],
        "the first and latest points of the line, and every bar"
    );
    let read: Vec<String> = description(&page)
        .iter()
        .filter_map(|(node, _)| node.label().map(str::to_string))
        .collect();
    for summary in summaries {
        assert!(read.contains(&summary), "{summary:?} in {read:?}");
    }
}
