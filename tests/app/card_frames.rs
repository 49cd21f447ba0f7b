//! The frames that light the viewer's playable cards lie behind the hand: a frame shows round
//! its own card's visible edge and never over a neighbour, so a hand of lit cards reads as
//! cards, not as one slab of brass.

use super::{screens_app, start, until_the_players_turn_at_rest};
use bevy::prelude::*;
use challenge_rules::GameId;
use challenge_table_screen::TableView;
use challenge_table_screen::cards::TableCard;
use challenge_table_screen::layouts::Place;

/// A drawn rectangle: its centre, its size and its depth.
#[derive(Clone, Copy, Debug)]
struct Drawn {
    centre: Vec2,
    size: Vec2,
    z: f32,
}

impl Drawn {
    fn overlaps(&self, other: &Drawn) -> bool {
        let apart = (self.centre - other.centre).abs();
        let reach = (self.size + other.size) / 2.0;
        apart.x < reach.x - 0.5 && apart.y < reach.y - 0.5
    }
}

/// Where `sprite` is drawn, placed by `transform` under its parent's (the headless app works
/// out no global transforms, so the test composes the two itself).
fn drawn(parent: Option<&Transform>, transform: &Transform, sprite: &Sprite) -> Drawn {
    let placed = parent.map_or(*transform, |parent| parent.mul_transform(*transform));
    Drawn {
        centre: placed.translation.truncate(),
        size: sprite.custom_size.unwrap_or(Vec2::ONE) * placed.scale.truncate(),
        z: placed.translation.z,
    }
}

#[test]
fn a_playable_cards_frame_never_lies_over_another_card_of_the_hand() {
    let mut lit_games = 0;
    for game in GameId::ALL {
        let mut app = screens_app();
        start(&mut app, game, 4);
        until_the_players_turn_at_rest(&mut app, game);
        // The frames follow the cards a frame later.
        app.update();
        app.update();
        let mut cards = app
            .world_mut()
            .query::<(Entity, &TableCard, &Transform, &Sprite, &Children)>();
        let mut sprites = app
            .world_mut()
            .query::<(&Transform, &Sprite, &Visibility)>();
        let hand: Vec<(Entity, Transform, Drawn, Vec<Entity>)> = cards
            .iter(app.world())
            .filter(|(_, card, ..)| card.place == Place::Hand(0))
            .map(|(entity, _, transform, sprite, children)| {
                (
                    entity,
                    *transform,
                    drawn(None, transform, sprite),
                    children.to_vec(),
                )
            })
            .collect();
        let mut frames = 0;
        for (card, placed, _, children) in &hand {
            for &child in children {
                let Ok((transform, sprite, shown)) = sprites.get(app.world(), child) else {
                    continue;
                };
                if *shown == Visibility::Hidden {
                    continue;
                }
                frames += 1;
                let frame = drawn(Some(placed), transform, sprite);
                for (other, _, under, _) in &hand {
                    if other != card && frame.overlaps(under) {
                        assert!(
                            frame.z < under.z,
                            "{game:?}: the frame of the card at z {} lies over another card \
                             of the hand (at z {}): {frame:?} over {under:?}",
                            placed.translation.z,
                            under.z
                        );
                    }
                }
            }
        }
        // One frame for each card the player may play, and none for the others.
        let table = app.world().resource::<TableView>();
        let playable = cards
            .iter(app.world())
            .filter(|(_, card, ..)| card.place == Place::Hand(0))
            .filter(|(_, card, ..)| card.card.is_some_and(|c| table.playable(c)))
            .count();
        assert_eq!(
            frames, playable,
            "{game:?}: frames shown against cards playable"
        );
        lit_games += usize::from(frames > 1);
    }
    assert!(
        lit_games >= 2,
        "too few games lit several cards: {lit_games}"
    );
}
