//! Tests of `challenge_base::theme::scroll_cue`.

use bevy::prelude::*;
use challenge_base::input::scroll::Scrolls;
use challenge_base::theme::scroll_cue::plugin;

/// A list taller than its box shows its cue until it is scrolled to its end; a list that
/// holds all its rows shows none.
#[test]
fn the_cue_shows_while_more_lies_below() {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(plugin);
    let list = app
        .world_mut()
        .spawn((Scrolls, Node::default(), ComputedNode::default()))
        .id();
    let shown = |app: &mut App| {
        let mut cues = app.world_mut().query::<(&Node, &ChildOf)>();
        cues.iter(app.world())
            .filter(|(_, parent)| parent.parent() == list)
            .map(|(node, _)| node.display == Display::Flex)
            .collect::<Vec<_>>()
    };
    app.update();
    app.update();
    assert_eq!(shown(&mut app), [false], "one cue, hidden");
    let set = |app: &mut App, content: f32, size: f32, scrolled: f32| {
        let mut node = app.world_mut().get_mut::<ComputedNode>(list).unwrap();
        node.size = Vec2::new(100.0, size);
        node.content_size = Vec2::new(100.0, content);
        node.inverse_scale_factor = 1.0;
        app.world_mut().get_mut::<ScrollPosition>(list).unwrap().0.y = scrolled;
        app.update();
    };
    set(&mut app, 400.0, 100.0, 0.0);
    assert_eq!(shown(&mut app), [true], "more below");
    set(&mut app, 400.0, 100.0, 300.0);
    assert_eq!(shown(&mut app), [false], "scrolled to its end");
    set(&mut app, 100.0, 100.0, 0.0);
    assert_eq!(shown(&mut app), [false], "everything in sight");
    // Emptied to be filled anew, the list gets its cue again.
    app.world_mut()
        .entity_mut(list)
        .despawn_related::<Children>();
    app.update();
    app.update();
    assert_eq!(shown(&mut app), [false]);
}
