//! Sounds that tell the table's state without looking: a chime when the turn comes to a seat
//! played at this device, and a soft tick when the focus lands on a card of the hand that may
//! be played now. The sounds themselves are made in [`challenge_synth`].

use super::access::DescribedCard;
use super::cards::TableCard;
use super::{FocusedCard, TableSystems, TableView};
use accesskit::Action;
use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use challenge_base::audio::PlayCue;
use challenge_base::input::assistive::entity_of;
use challenge_base::shared::Screen;
use challenge_play::table::{GameStarted, ViewChanged};
use challenge_rules::{GameId, GameVisitor, Rules};
use challenge_synth::Cue;

pub(super) fn plugin(app: &mut App) {
    struct HearTurns<'a>(&'a mut App);
    impl GameVisitor for HearTurns<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            self.0.add_systems(
                Update,
                chime_when_the_turn_comes::<R>.in_set(TableSystems::Notes),
            );
        }
    }
    for game in GameId::ALL {
        challenge_rules::visit(game, HearTurns(app));
    }
    app.add_systems(
        Update,
        tick_on_playable_focus
            .in_set(TableSystems::Highlight)
            .run_if(in_state(Screen::Table)),
    );
}

/// Chimes once when the turn comes to the player at this device: on the first view that lets
/// them act after one that did not, or after a new start (a deal, a game continued, the next
/// player at a shared device taking it). The views let the viewer act only on a local
/// player's own turn: never in a replay, to a spectator, for a computer player or once the
/// game is over. A move that keeps the turn (a second card, another guess) is followed by a
/// view that still lets them act, and a view sent again changes nothing, so neither chimes.
fn chime_when_the_turn_comes<R: Rules>(
    mut started: MessageReader<GameStarted<R>>,
    mut views: MessageReader<ViewChanged<R>>,
    mut to_act: Local<bool>,
    mut cues: MessageWriter<PlayCue>,
) {
    if started.read().count() > 0 {
        *to_act = false;
    }
    for view in views.read() {
        if view.viewer_to_act && !*to_act {
            cues.write(PlayCue(Cue::YourTurn));
        }
        *to_act = view.viewer_to_act;
    }
}

/// Ticks when the focus lands on a card of the hand that may be played now: the card the
/// keyboard or a gamepad lifts ([`FocusedCard`]), or an item of the hand's list a screen reader
/// moves to. A card may be played when one of the viewer's legal actions, as the table holds
/// them, uses it ([`TableView::playable`], what the card's frame and its words say too).
fn tick_on_playable_focus(
    focused: Res<FocusedCard>,
    cards: Query<&TableCard>,
    described: Query<&DescribedCard>,
    mut requests: MessageReader<ActionRequest>,
    table: Res<TableView>,
    mut last: Local<Option<Entity>>,
    mut cues: MessageWriter<PlayCue>,
) {
    let mut landed = Vec::new();
    if focused.0 != *last {
        *last = focused.0;
        landed.extend(
            focused
                .0
                .and_then(|entity| cards.get(entity).ok())
                .and_then(|card| card.card),
        );
    }
    landed.extend(
        requests
            .read()
            .filter(|request| request.action == Action::Focus)
            .filter_map(|request| entity_of(request.target_node))
            .filter_map(|entity| described.get(entity).ok())
            .map(|card| card.0),
    );
    if landed.into_iter().any(|card| table.playable(card)) {
        cues.write(PlayCue(Cue::Playable));
    }
}
