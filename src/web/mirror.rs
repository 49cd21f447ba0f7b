//! The page's mirror of the accessibility tree, for screen readers in the browser (NVDA, JAWS,
//! VoiceOver), which cannot read a canvas and for which AccessKit has no adapter: the same
//! AccessKit nodes the desktop hands to AT-SPI (`challenge_base::input::assistive`,
//! `challenge_table_screen::access`), kept in step as elements of a visually hidden part of the
//! page (`#access` in `web/index.html`). A button is a `<button>`, a list a `<ul>` of `<li>`,
//! a label a paragraph, a text input an `<input>` whose typing sets the node's value, a live
//! region speaks as it changes, and what is hidden is hidden. The
//! mirror's buttons stay out of the Tab order (the canvas keeps the keyboard), but a screen
//! reader reaches and presses them: the page queues what is done to them
//! (`window.challengeAccess`), and each frame the game takes the queue as AccessKit requests, so
//! a press in the page is the same request as a click through AT-SPI.

use accesskit::{Action, ActionData, ActionRequest as Request, Live, NodeId, Role, TreeId};
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::prelude::*;
use challenge_base::input::touch::PointerOnly;
use std::collections::HashMap;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// What the page's reader did to the mirror since the last call, as "id action" strings
    /// ("4294967311 click", or "4294967311 value <text>" for what a text input now holds);
    /// throws when the page has no mirror.
    #[wasm_bindgen(catch, js_namespace = challengeAccess, js_name = take)]
    fn take_done() -> Result<JsValue, JsValue>;
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, take_page_requests)
        .add_systems(Last, mirror_tree);
}

/// Each mirrored node's element, by entity; the elements live as long as their nodes.
#[derive(Default)]
struct Mirror {
    root: Option<web_sys::Element>,
    elements: HashMap<Entity, (web_sys::Element, MirroredAs)>,
}

/// What an element was made as: its tag follows the node's role and whether it can be clicked.
#[derive(Clone, Copy, PartialEq, Eq)]
struct MirroredAs {
    role: Role,
    clickable: bool,
}

/// The page's reader pressed, focused or stepped something: the same requests an AT-SPI client
/// makes on the desktop.
fn take_page_requests(mut requests: MessageWriter<ActionRequest>) {
    let Ok(done) = take_done() else {
        return;
    };
    let Ok(done) = done.dyn_into::<js_sys::Array>() else {
        return;
    };
    for item in done.iter() {
        let Some(item) = item.as_string() else {
            continue;
        };
        let Some((id, action)) = item.split_once(' ') else {
            continue;
        };
        let Ok(id) = id.parse::<u64>() else {
            continue;
        };
        let (action, data) = match action {
            "click" => (Action::Click, None),
            "focus" => (Action::Focus, None),
            "increment" => (Action::Increment, None),
            "decrement" => (Action::Decrement, None),
            _ => match action.strip_prefix("value ") {
                Some(value) => (Action::SetValue, Some(ActionData::Value(value.into()))),
                None => continue,
            },
        };
        requests.write(ActionRequest(Request {
            action,
            target_tree: TreeId::ROOT,
            target_node: NodeId(id),
            data,
        }));
    }
}

/// The element a node is mirrored as.
fn tag(role: Role, clickable: bool) -> &'static str {
    match role {
        Role::Button => "button",
        Role::List => "ul",
        Role::ListItem => "li",
        Role::Label if clickable => "button",
        Role::Label => "p",
        Role::TextInput => "input",
        _ => "div",
    }
}

/// Keeps the mirror in step with the AccessKit nodes: new nodes get elements under their
/// nearest mirrored ancestor, changed ones their words and states, gone ones lose theirs; the
/// page is touched only for what changed.
#[allow(clippy::type_complexity)]
fn mirror_tree(
    nodes: Query<(Entity, &AccessibilityNode, Option<&ChildOf>)>,
    changed: Query<
        (Entity, Ref<AccessibilityNode>, Option<Ref<ChildOf>>),
        Or<(Changed<AccessibilityNode>, Changed<ChildOf>)>,
    >,
    parents: Query<&ChildOf>,
    children: Query<&Children>,
    pressable: Query<(), Or<(With<Button>, With<PointerOnly>)>>,
    mut removed: RemovedComponents<AccessibilityNode>,
    mut mirror: Local<Mirror>,
) {
    let gone: Vec<Entity> = removed.read().collect();
    if changed.is_empty() && gone.is_empty() {
        return;
    }
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if mirror.root.is_none() {
        mirror.root = document.get_element_by_id("access");
    }
    let Some(root) = mirror.root.clone() else {
        return;
    };
    let mut reshaped = !gone.is_empty();
    for entity in gone {
        if let Some((element, _)) = mirror.elements.remove(&entity) {
            element.remove();
        }
    }
    // New elements (and new ones where a node changed its kind), then the words and states of
    // every changed node.
    let mut placed_anew = Vec::new();
    for (entity, node, child_of) in &changed {
        // The words on a button are its name already.
        if parents
            .iter_ancestors(entity)
            .take(3)
            .any(|ancestor| pressable.contains(ancestor))
        {
            continue;
        }
        let wanted = MirroredAs {
            role: node.role(),
            clickable: node.supports_action(Action::Click),
        };
        let fresh = match mirror.elements.get(&entity) {
            Some((_, made_as)) => *made_as != wanted,
            None => true,
        };
        if fresh {
            let Ok(element) = document.create_element(tag(wanted.role, wanted.clickable)) else {
                continue;
            };
            let _ = element.set_attribute("data-node", &entity.to_bits().to_string());
            if let Some((old, _)) = mirror.elements.insert(entity, (element, wanted)) {
                old.remove();
            }
        }
        if fresh || child_of.is_some_and(|c| c.is_changed()) {
            placed_anew.push(entity);
            reshaped = true;
        }
        if let Some((element, made_as)) = mirror.elements.get(&entity) {
            describe(element, &node, *made_as);
        }
    }
    // Under the nearest ancestor that is mirrored, else at the mirror's root.
    for entity in placed_anew {
        let Some((element, _)) = mirror.elements.get(&entity) else {
            continue;
        };
        let parent = parents
            .iter_ancestors(entity)
            .find_map(|ancestor| mirror.elements.get(&ancestor).map(|(e, _)| e.clone()))
            .unwrap_or_else(|| root.clone());
        if element.parent_element().as_ref() != Some(&parent) {
            let _ = parent.append_child(element);
        }
    }
    // Children in the order the interface lays them out (its hierarchy's order), so the reader
    // meets them as a player sees them.
    if reshaped {
        for (entity, _, _) in &nodes {
            order_children(entity, &children, &mirror);
        }
    }
}

/// Puts the elements of `entity`'s mirrored children in the hierarchy's order, touching the
/// page only when they are out of it.
fn order_children(entity: Entity, children: &Query<&Children>, mirror: &Mirror) {
    let Some((parent, _)) = mirror.elements.get(&entity) else {
        return;
    };
    let Ok(list) = children.get(entity) else {
        return;
    };
    let wanted: Vec<&web_sys::Element> = list
        .iter()
        .filter_map(|child| mirror.elements.get(&child).map(|(e, _)| e))
        .collect();
    let mut current = parent.first_element_child();
    let mut in_order = wanted.len() as u32 == parent.child_element_count();
    for element in &wanted {
        if !in_order {
            break;
        }
        in_order = current.as_ref() == Some(*element);
        current = current.and_then(|at| at.next_element_sibling());
    }
    if !in_order {
        for element in wanted {
            let _ = parent.append_child(element);
        }
    }
}

/// Writes a node's words and states onto its element, changing only what differs.
fn describe(element: &web_sys::Element, node: &accesskit::Node, made_as: MirroredAs) {
    let label = node.label().unwrap_or_default();
    let value = node.value().unwrap_or_default();
    let words = match (label.is_empty(), value.is_empty()) {
        (false, false) => format!("{label}: {value}"),
        (false, true) => label.to_string(),
        (true, false) => value.to_string(),
        (true, true) => String::new(),
    };
    let set = |name: &str, wanted: Option<&str>| {
        let current = element.get_attribute(name);
        match wanted {
            Some(wanted) if current.as_deref() != Some(wanted) => {
                let _ = element.set_attribute(name, wanted);
            }
            None if current.is_some() => {
                let _ = element.remove_attribute(name);
            }
            _ => {}
        }
    };
    match made_as.role {
        // Containers are named by an attribute, so their own words do not hide their parts.
        Role::List | Role::Group | Role::GenericContainer => {
            set("aria-label", (!words.is_empty()).then_some(words.as_str()));
        }
        // A field is named by its label; its value is what it holds, left alone while the
        // reader types in it (the page's own typing is newer than the node's value).
        Role::TextInput => {
            set("aria-label", (!label.is_empty()).then_some(label));
            set("placeholder", node.placeholder());
            let typing = web_sys::window()
                .and_then(|window| window.document())
                .and_then(|document| document.active_element())
                .is_some_and(|active| &active == element);
            let current = js_sys::Reflect::get(element, &"value".into())
                .ok()
                .and_then(|current| current.as_string())
                .unwrap_or_default();
            if !typing && current != value {
                let _ = js_sys::Reflect::set(element, &"value".into(), &value.into());
            }
        }
        _ => {
            // A leaf's words are its text; a button's may hold the label's first line only.
            if element.text_content().unwrap_or_default() != words {
                element.set_text_content(Some(&words));
            }
        }
    }
    if made_as.role == Role::Group {
        set("role", Some("group"));
    }
    set("aria-description", node.description());
    set("hidden", node.is_hidden().then_some(""));
    set(
        "aria-live",
        match node.live() {
            None | Some(Live::Off) => None,
            Some(Live::Polite) => Some("polite"),
            Some(Live::Assertive) => Some("assertive"),
        },
    );
    set(
        "aria-selected",
        node.is_selected().map(|s| if s { "true" } else { "false" }),
    );
    // Out of the Tab order, which the canvas keeps; a reader still reaches and presses it (or
    // types in it).
    let clickable = node.supports_action(Action::Click);
    let field = made_as.role == Role::TextInput;
    set("tabindex", (clickable || field).then_some("-1"));
    set("data-click", clickable.then_some(""));
    let steps = node.supports_action(Action::Increment);
    set("data-steps", steps.then_some(""));
}
