//! A page model (`crate::page`) as screen readers read and work it. egui draws the pages, and
//! egui's own AccessKit output would take the whole window's tree from Bevy's (bevy_egui hands
//! the adapter one or the other), so a page describes itself as Bevy's UI does: AccessKit
//! nodes made from the same model the drawing walks, in the same order, brought up to date
//! when the model changes (in place, so a reader's place on the page is kept, and a field
//! being typed into stays). What the reader meets: a group named by the page's title; each
//! button by its words (a choice read as selected or not); each line, and each block of words,
//! as a line; a table's rows as lines, each cell after its heading ("Easy: Games 2, Wins 1");
//! a chart's summary; a field as a text input named by the words over it, holding its text,
//! whose value a reader sets or which takes the keys once a reader moves to it; a shown text
//! as a line. A reader's click, focus or new value becomes the same [`Input`] the drawing
//! gives for the player's own click or typing.

use crate::page::{Button, Form, Input, Page, Part, Table, Words};
use accesskit::{Action, ActionData, Node, Role};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use challenge_base::input::assistive::entity_of;
use challenge_base::shared::Screen;

/// The group that holds a page's description; its parts are brought up to date as the page
/// changes.
#[derive(Component)]
pub struct PageDescription;

/// What a part of a page's description does when a reader works it.
#[derive(Component, Clone, Debug, PartialEq)]
pub enum Control<A: Send + Sync + 'static> {
    /// A button: a click presses it.
    Press(A),
    /// The field of this key: a reader sets its value, or moves to it to type.
    Field(&'static str),
}

impl<A: Clone + Send + Sync + 'static> Control<A> {
    /// What a reader's request of this control comes to, if anything.
    pub fn answer(&self, action: Action, data: Option<&ActionData>) -> Option<Input<A>> {
        match (self, action, data) {
            (Control::Press(does), Action::Click, _) => Some(Input::Press(does.clone())),
            (&Control::Field(key), Action::Focus, _) => Some(Input::Focus(key)),
            (&Control::Field(key), Action::SetValue, Some(ActionData::Value(value))) => {
                Some(Input::Typed(key, value.to_string()))
            }
            _ => None,
        }
    }
}

/// One part of a page's description: its node, and what it does when worked.
pub type Described<A> = (Node, Option<Control<A>>);

/// The page's description, part by part in page order (the group around them is named by
/// the page's title).
pub fn description<A: Clone + Send + Sync + 'static>(page: &Page<A>) -> Vec<Described<A>> {
    let mut parts = Vec::new();
    for part in &page.parts {
        describe_part(part, &mut parts);
    }
    parts
}

fn describe_part<A: Clone + Send + Sync + 'static>(part: &Part<A>, out: &mut Vec<Described<A>>) {
    match part {
        Part::TitleBar(back) => out.push(button(back)),
        Part::Line(words) => line(&words.text, out),
        Part::Block(rows) => {
            let words: Vec<&str> = rows.iter().flatten().map(|w| w.text.as_str()).collect();
            line(&words.join(", "), out);
        }
        Part::Buttons(buttons) => out.extend(buttons.iter().map(button)),
        Part::Form(form) => {
            out.push(field(form));
            out.extend(form.buttons.iter().map(button));
        }
        Part::Shown { text, beside, .. } => {
            line(text, out);
            beside.iter().for_each(|part| describe_part(part, out));
        }
        Part::Table(table) => {
            for row in &table.rows {
                line(&table_row(table, row), out);
            }
        }
        Part::Chart(chart) => line(&chart.summary, out),
        Part::Space(_) => {}
        Part::Centred(parts) | Part::Card(parts) | Part::Scroll { parts, .. } => {
            parts.iter().for_each(|part| describe_part(part, out));
        }
        Part::Columns(columns) => columns
            .iter()
            .flatten()
            .for_each(|part| describe_part(part, out)),
    }
}

/// A line a reader reads; a line with no words is not read.
fn line<A: Send + Sync + 'static>(words: &str, out: &mut Vec<Described<A>>) {
    if !words.is_empty() {
        let mut node = Node::new(Role::Label);
        node.set_label(words);
        out.push((node, None));
    }
}

fn button<A: Clone + Send + Sync + 'static>(button: &Button<A>) -> Described<A> {
    let mut node = Node::new(Role::Button);
    node.set_label(button.words.as_str());
    node.add_action(Action::Click);
    if let Some(selected) = button.selected {
        node.set_selected(selected);
    }
    (node, Some(Control::Press(button.does.clone())))
}

/// A form's field as a reader meets it: named by the words over it, with its hint, holding
/// what is typed.
fn field<A: Send + Sync + 'static>(form: &Form<A>) -> Described<A> {
    let mut node = Node::new(Role::TextInput);
    node.set_label(form.name.text.as_str());
    node.set_placeholder(form.field.hint.as_str());
    node.set_value(form.field.value.as_str());
    node.add_action(Action::Focus);
    node.add_action(Action::SetValue);
    (node, Some(Control::Field(form.field.key)))
}

/// A table's row as one line: each cell after its heading (a cell under no heading alone, when
/// it says anything), after the row's name and a colon when the first column names rows.
pub fn table_row(table: &Table, row: &[Words]) -> String {
    let skip = usize::from(table.named_rows);
    let cells: Vec<String> = table
        .headings
        .iter()
        .zip(row)
        .skip(skip)
        .filter_map(
            |(heading, cell)| match (heading.is_empty(), cell.text.is_empty()) {
                (false, _) => Some(format!("{heading} {}", cell.text)),
                (true, false) => Some(cell.text.clone()),
                (true, true) => None,
            },
        )
        .collect();
    match row.first().filter(|_| table.named_rows) {
        Some(name) => format!("{}: {}", name.text, cells.join(", ")),
        None => cells.join(", "),
    }
}

/// Whether no page is described yet (a page's description is then made whatever changed).
pub fn no_description(pages: Query<(), With<PageDescription>>) -> bool {
    pages.is_empty()
}

/// Keeps the description of the page on show.
#[derive(SystemParam)]
pub struct PageDescriber<'w, 's, A: Send + Sync + 'static> {
    commands: Commands<'w, 's>,
    old: Query<
        'w,
        's,
        (
            Entity,
            &'static AccessibilityNode,
            Option<&'static Children>,
        ),
        With<PageDescription>,
    >,
    described: Query<'w, 's, (&'static AccessibilityNode, Option<&'static Control<A>>)>,
}

impl<A: Clone + PartialEq + Send + Sync + 'static> PageDescriber<'_, '_, A> {
    /// Brings the description of `page`, shown on `screen`, up to date: made on the first
    /// pass, then changed part by part where a part differs, so an unchanged part (and a
    /// reader's place on it, or a field being typed into) stays as it was.
    pub fn describe(&mut self, screen: Screen, page: &Page<A>) {
        let mut group = Node::new(Role::Group);
        group.set_label(page.title.as_str());
        let group = AccessibilityNode(group);
        let parts = description(page);
        let commands = &mut self.commands;
        let Ok((entity, node, children)) = self.old.single() else {
            commands
                .spawn((
                    Name::new("Page description"),
                    PageDescription,
                    group,
                    DespawnOnExit(screen),
                ))
                .with_children(|group| {
                    for (node, does) in parts {
                        let mut part = group.spawn(AccessibilityNode(node));
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
                let mut part = commands.spawn((AccessibilityNode(node), ChildOf(entity)));
                if let Some(does) = does {
                    part.insert(does);
                }
                continue;
            };
            let Ok((was, did)) = self.described.get(part) else {
                continue;
            };
            if was.0 != node {
                commands.entity(part).insert(AccessibilityNode(node));
            }
            match does {
                Some(does) if did != Some(&does) => {
                    commands.entity(part).insert(does);
                }
                None if did.is_some() => {
                    commands.entity(part).remove::<Control<A>>();
                }
                _ => {}
            }
        }
    }
}

/// A reader's click, focus or new value on a part of a page's description, as the same
/// [`Input`] the page's drawing gives.
pub fn read_requests<A: Clone + Send + Sync + 'static>(
    mut requests: MessageReader<ActionRequest>,
    controls: Query<&Control<A>>,
    mut inputs: MessageWriter<Input<A>>,
) {
    for request in requests.read() {
        let control = entity_of(request.target_node).and_then(|entity| controls.get(entity).ok());
        if let Some(input) = control.and_then(|c| c.answer(request.action, request.data.as_ref())) {
            inputs.write(input);
        }
    }
}
