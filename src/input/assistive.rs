//! The interface as assistive tools read and work it (a screen reader, through AccessKit: AT-SPI
//! on Linux, and the page's mirror in the browser). Bevy's UI names each button and label once,
//! when it is made; here their names follow the words shown as those change (a new language, a
//! new value), a node that is not drawn is hidden from the tools too, and what a tool asks of a
//! node is done as the player's own devices do it: a click presses a button (the same
//! [`Activate`] a mouse click triggers), focus moves the game's focus there, and increment or
//! decrement steps a setting. Requests aimed at other nodes (a card in the hand) are left to
//! whoever described them, which read the same [`ActionRequest`] messages.

use super::focus::{Activate, Adjustable, Stepped};
use crate::shared::AppSystems;
use accesskit::{Action, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems, ActionRequest};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::ui::UiSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, answer_requests.in_set(AppSystems::Input))
        .add_systems(
            PostUpdate,
            (
                contain_in_order,
                offer_button_actions,
                name_from_words,
                hide_what_is_not_drawn,
            )
                .chain()
                .after(UiSystems::PostLayout)
                .before(AccessibilitySystems::Update),
        );
}

/// The entity an AccessKit node id stands for: Bevy's integration numbers each node by its
/// entity's bits.
pub fn entity_of(node: accesskit::NodeId) -> Option<Entity> {
    Entity::try_from_bits(node.0)
}

/// Presses, focuses and steps buttons as assistive tools ask.
fn answer_requests(
    mut requests: MessageReader<ActionRequest>,
    buttons: Query<(), With<Button>>,
    adjustable: Query<(), With<Adjustable>>,
    mut focus: ResMut<InputFocus>,
    mut commands: Commands,
) {
    for request in requests.read() {
        let Some(entity) = entity_of(request.target_node) else {
            continue;
        };
        if !buttons.contains(entity) {
            continue;
        }
        match request.action {
            Action::Click => commands.trigger(Activate { entity }),
            Action::Focus => focus.set(entity, FocusCause::Navigated),
            Action::Increment | Action::Decrement if adjustable.contains(entity) => {
                commands.trigger(Stepped {
                    entity,
                    forward: request.action == Action::Increment,
                });
            }
            _ => {}
        }
    }
}

/// Every other node of the interface joins the tree as a generic container, which the tools
/// pass over: what a panel holds is then read in the order it is laid out, not in the order its
/// parts happened to be made.
#[allow(clippy::type_complexity)]
fn contain_in_order(
    mut commands: Commands,
    added: Query<
        Entity,
        (
            Added<Node>,
            Without<AccessibilityNode>,
            Without<Button>,
            Without<Label>,
            Without<ImageNode>,
            Without<Text>,
        ),
    >,
) {
    for entity in &added {
        commands
            .entity(entity)
            .try_insert(AccessibilityNode(accesskit::Node::new(
                Role::GenericContainer,
            )));
    }
}

/// Every button says it can be clicked and focused, and a setting that it can be stepped: the
/// tools offer only the actions a node lists.
fn offer_button_actions(
    mut buttons: Query<(&mut AccessibilityNode, Has<Adjustable>), Added<AccessibilityNode>>,
) {
    for (mut node, adjustable) in &mut buttons {
        if node.role() != Role::Button {
            continue;
        }
        node.add_action(Action::Click);
        node.add_action(Action::Focus);
        if adjustable {
            node.add_action(Action::Increment);
            node.add_action(Action::Decrement);
        }
    }
}

/// A label reads the words it shows now, and a button is named by the words on it.
fn name_from_words(
    changed: Query<(Entity, Option<&ChildOf>), Changed<Text>>,
    texts: Query<&Text>,
    children: Query<&Children>,
    labels: Query<(), With<Label>>,
    buttons: Query<(), With<Button>>,
    mut nodes: Query<&mut AccessibilityNode>,
) {
    for (entity, parent) in &changed {
        if labels.contains(entity)
            && let (Ok(text), Ok(mut node)) = (texts.get(entity), nodes.get_mut(entity))
            && node.value() != Some(text.0.as_str())
        {
            node.set_value(text.0.clone());
        }
        let Some(button) = parent.map(ChildOf::parent).filter(|&p| buttons.contains(p)) else {
            continue;
        };
        // The first words name the button ("Gotcha"); any further ones describe it (the
        // game's one-line blurb under its name).
        let words: Vec<&str> = children
            .get(button)
            .into_iter()
            .flatten()
            .filter_map(|child| texts.get(*child).ok())
            .map(|text| text.0.as_str())
            .filter(|words| !words.is_empty())
            .collect();
        let Ok(mut node) = nodes.get_mut(button) else {
            continue;
        };
        let (name, more) = words.split_first().map_or(("", &[][..]), |(n, m)| (*n, m));
        if node.label() != Some(name) {
            node.set_label(name.to_string());
        }
        let description = more.join(" ");
        if description.is_empty() {
            node.clear_description();
        } else if node.description() != Some(description.as_str()) {
            node.set_description(description);
        }
    }
}

/// What is not drawn (hidden, or laid out to nothing) is hidden from the tools, and so is a
/// picture with no words (the title's fanned cards): nothing to read there.
#[allow(clippy::type_complexity)]
fn hide_what_is_not_drawn(
    mut nodes: Query<
        (&mut AccessibilityNode, &InheritedVisibility, &ComputedNode),
        Or<(Changed<InheritedVisibility>, Changed<ComputedNode>)>,
    >,
) {
    for (mut node, visibility, computed) in &mut nodes {
        let decoration = node.role() == Role::Image && node.label().is_none();
        let hidden = !visibility.get() || computed.size() == Vec2::ZERO || decoration;
        if hidden != node.is_hidden() {
            if hidden {
                node.set_hidden();
            } else {
                node.clear_hidden();
            }
        }
    }
}
