//! The interface as assistive tools read and work it (a screen reader, through AccessKit: AT-SPI
//! on Linux, and the page's mirror in the browser). Bevy's UI names each button and label once,
//! when it is made; here their names follow the words shown as those change (a new language, a
//! new value), a node that is not drawn is hidden from the tools too, and what a tool asks of a
//! node is done as the player's own devices do it: a click presses a button (the same
//! [`Activate`] a mouse click triggers), focus moves the game's focus there, and increment or
//! decrement steps a setting. Requests aimed at other nodes (a card in the hand) are left to
//! whoever described them, which read the same [`ActionRequest`] messages.

use super::focus::{Activate, Adjustable, Stepped};
use super::touch::PointerOnly;
use crate::shared::AppSystems;
use accesskit::{Action, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems, ActionRequest};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::ui::UiSystems;

pub(super) fn plugin(app: &mut App) {
    // Bevy's window integration registers the requests; a headless app has none, and its
    // tests send their own.
    app.add_message::<ActionRequest>()
        .add_systems(Update, answer_requests.in_set(AppSystems::Input))
        .add_systems(
            PostUpdate,
            (
                contain_in_order,
                offer_button_actions,
                name_from_words,
                hide_what_is_not_drawn.run_if(drawing_may_have_changed),
                let_go_of_unreadable_focus,
            )
                .chain()
                .after(UiSystems::PostLayout)
                .before(AccessibilitySystems::Update),
        );
}

/// Words on a button that are its value rather than its name: a setting's current choice.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct SpokenAsValue;

/// Words on a button that are not read: a setting's arrows, which its steps say already.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct NotSpoken;

/// The entity an AccessKit node id stands for: Bevy's integration numbers each node by its
/// entity's bits.
pub fn entity_of(node: accesskit::NodeId) -> Option<Entity> {
    Entity::try_from_bits(node.0)
}

/// Presses, focuses and steps buttons as assistive tools ask.
fn answer_requests(
    mut requests: MessageReader<ActionRequest>,
    buttons: Query<Has<PointerOnly>, Or<(With<Button>, With<PointerOnly>)>>,
    adjustable: Query<(), With<Adjustable>>,
    mut focus: ResMut<InputFocus>,
    mut commands: Commands,
) {
    for request in requests.read() {
        let Some(entity) = entity_of(request.target_node) else {
            continue;
        };
        let Ok(pointer_only) = buttons.get(entity) else {
            continue;
        };
        match request.action {
            Action::Click => commands.trigger(Activate { entity }),
            // Keys and pads reach a pointer's control another way; it takes no focus.
            Action::Focus if !pointer_only => focus.set(entity, FocusCause::Navigated),
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
    mut buttons: Query<
        (&mut AccessibilityNode, Has<Adjustable>, Has<PointerOnly>),
        Added<AccessibilityNode>,
    >,
) {
    for (mut node, adjustable, pointer_only) in &mut buttons {
        if node.role() != Role::Button {
            continue;
        }
        node.add_action(Action::Click);
        if !pointer_only {
            node.add_action(Action::Focus);
        }
        if adjustable {
            node.add_action(Action::Increment);
            node.add_action(Action::Decrement);
        }
    }
}

/// A label reads the words it shows now, and a button is named by the words on it: the first
/// name it ("Gotcha"), any further ones describe it (the game's one-line blurb), and a setting's
/// value is its value ("Language", "English"; its arrows are not read).
#[allow(clippy::too_many_arguments)]
fn name_from_words(
    changed: Query<Entity, Changed<Text>>,
    texts: Query<&Text>,
    parents: Query<&ChildOf>,
    children: Query<&Children>,
    labels: Query<(), With<Label>>,
    buttons: Query<(), Or<(With<Button>, With<PointerOnly>)>>,
    values: Query<(), With<SpokenAsValue>>,
    unspoken: Query<(), With<NotSpoken>>,
    mut nodes: Query<&mut AccessibilityNode>,
) {
    let mut renamed = Vec::new();
    for entity in &changed {
        if labels.contains(entity)
            && let (Ok(text), Ok(mut node)) = (texts.get(entity), nodes.get_mut(entity))
            && node.value() != Some(text.0.as_str())
        {
            node.set_value(text.0.clone());
        }
        // The button the words are on: a few levels up at most (a setting's row holds its
        // words in a box of their own).
        let button = parents
            .iter_ancestors(entity)
            .take(3)
            .find(|ancestor| buttons.contains(*ancestor));
        if let Some(button) = button
            && !renamed.contains(&button)
        {
            renamed.push(button);
        }
    }
    for button in renamed {
        let mut words = Vec::new();
        let mut value = None;
        for part in children.iter_descendants_depth_first(button) {
            let Ok(text) = texts.get(part) else {
                continue;
            };
            if text.0.is_empty() || unspoken.contains(part) {
                continue;
            }
            if values.contains(part) {
                value = Some(text.0.clone());
            } else {
                words.push(text.0.as_str());
            }
        }
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
        match value {
            Some(value) if node.value() != Some(value.as_str()) => node.set_value(value),
            None => node.clear_value(),
            Some(_) => {}
        }
    }
}

/// Whether anything that decides what is drawn may have changed since the last look: a node's
/// layout or place in the hierarchy, a visibility, or a node's description (made anew, it has
/// lost its hidden mark). Most frames nothing has, and nothing is looked at.
#[allow(clippy::type_complexity)]
fn drawing_may_have_changed(
    changed: Query<
        (),
        Or<(
            Changed<Node>,
            Changed<ChildOf>,
            Changed<InheritedVisibility>,
            Changed<AccessibilityNode>,
        )>,
    >,
    mut removed: RemovedComponents<ChildOf>,
) -> bool {
    removed.read().count() > 0 || !changed.is_empty()
}

/// What is not drawn is hidden from the tools: what is not visible, and what is left out of the
/// layout (`Display::None`, itself or an ancestor: a folded panel on a small window). So is a
/// picture with no words (the title's fanned cards): nothing to read there. Every node is looked
/// at whenever anything of that may have changed (a few hundred lookups), since a panel folding
/// changes its descendants' reading without changing them; a node is written only when its
/// reading changes.
fn hide_what_is_not_drawn(
    mut nodes: Query<(Entity, &mut AccessibilityNode, &InheritedVisibility)>,
    layout: Query<(Option<&Node>, Option<&ChildOf>)>,
) {
    for (entity, mut node, visibility) in &mut nodes {
        let decoration = node.role() == Role::Image && node.label().is_none();
        let hidden = !visibility.get() || decoration || left_out_of_layout(entity, &layout);
        if hidden != node.is_hidden() {
            if hidden {
                node.set_hidden();
            } else {
                node.clear_hidden();
            }
        }
    }
}

/// Whether the node or one of its ancestors is left out of the layout.
fn left_out_of_layout(entity: Entity, layout: &Query<(Option<&Node>, Option<&ChildOf>)>) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        let Ok((node, parent)) = layout.get(entity) else {
            return false;
        };
        if node.is_some_and(|node| node.display == Display::None) {
            return true;
        }
        at = parent.map(ChildOf::parent);
    }
    false
}

/// Bevy's integration sends the tree to the tools only while the focus rests on a node of it:
/// focus on the window itself (where Bevy puts it when nothing else has it) or on something gone
/// would freeze what a screen reader reads, so such focus is let go (no focus reads as the
/// window's).
fn let_go_of_unreadable_focus(
    mut focus: ResMut<InputFocus>,
    windows: Query<(), With<Window>>,
    entities: &bevy::ecs::entity::Entities,
) {
    if focus
        .get()
        .is_some_and(|entity| windows.contains(entity) || !entities.contains(entity))
    {
        focus.clear();
    }
}
