//! Checks shared by every game's tests: random playouts that assert the invariants of the
//! [`Game`] contract at every step.

use crate::cards::{Card, sorted};
use crate::game::{Deal, Event, Game, Level, RulesError};
use crate::guide::{At, Lesson, Wait};
use crate::rng::GameRng;

/// How a checked playout chooses actions.
#[derive(Clone, Copy, Debug)]
pub enum Chooser {
    Random,
    Bot(Level),
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serialisable")
}

/// A game from `seed` after up to `steps` uniformly random legal actions (fewer if it ends).
pub fn after_random_actions<R: Game>(
    options: &R::Options,
    seats: usize,
    seed: u64,
    steps: usize,
) -> R {
    let mut state = R::new_game(options, seats, Deal::seeded(seed)).expect("new game");
    let mut rng = GameRng::seeded(seed);
    for _ in 0..steps {
        if state.to_act().is_none() {
            break;
        }
        let legal = state.legal_actions();
        let action = rng
            .pick(&legal)
            .expect("legal actions while a seat is to act")
            .clone();
        state.apply(&action).expect("a legal action applies");
    }
    state
}

/// Every card face in `value` (a view as JSON): strings that read as cards.
fn cards_in(value: &serde_json::Value, found: &mut Vec<Card>) {
    match value {
        serde_json::Value::String(text) if text.len() == 2 => found.extend(text.parse::<Card>()),
        serde_json::Value::Array(items) => items.iter().for_each(|item| cards_in(item, found)),
        serde_json::Value::Object(fields) => fields.values().for_each(|item| cards_in(item, found)),
        _ => {}
    }
}

/// The spectator's view is marked as one, offers no action, and shows only card faces that
/// every seat's own view shows too.
fn check_watch_view<R: Game>(state: &R) {
    let watched = serde_json::to_value(state.watch_view()).expect("serialisable");
    assert_eq!(watched["watching"], true, "a spectator's view says so");
    assert_eq!(
        watched
            .get("legal")
            .and_then(|legal| legal.as_array())
            .map(Vec::len),
        Some(0),
        "a spectator has no actions"
    );
    let mut shown = Vec::new();
    cards_in(&watched, &mut shown);
    for viewer in 0..state.seats() {
        let mut seen = Vec::new();
        cards_in(
            &serde_json::to_value(state.view(viewer)).expect("serialisable"),
            &mut seen,
        );
        for card in &shown {
            assert!(
                seen.contains(card),
                "the spectator sees {card:?}, which seat {viewer} does not"
            );
        }
    }
}

/// Plays one game from `seed` to the end, asserting at every step that:
/// cards are conserved; the seat to act has legal actions, and none once the game is over;
/// actions that are not legal now are refused and leave the state unchanged; each seat's
/// view is unchanged when the cards hidden from it are shuffled; the state survives a serde
/// round trip; the game ends within `max_steps` with a GameOver event. Returns the final
/// state and the number of actions taken.
pub fn checked_playout<R: Game>(
    options: &R::Options,
    seats: usize,
    seed: u64,
    chooser: Chooser,
    max_steps: usize,
) -> (R, usize) {
    let mut state = R::new_game(options, seats, Deal::seeded(seed)).expect("new game");
    let mut rng = GameRng::seeded(seed ^ 0x5EED);
    let census: Vec<Card> = sorted(&state.all_cards());
    let mut seen_actions: Vec<R::Action> = Vec::new();
    let mut game_over_events = 0;
    let mut steps = 0;
    while let Some(seat) = state.to_act() {
        assert!(
            steps < max_steps,
            "{} did not end in {max_steps} actions",
            R::INFO.id
        );
        let legal = state.legal_actions();
        assert!(!legal.is_empty(), "seat {seat} to act with no legal action");
        assert!(state.outcome().is_none(), "outcome before the game is over");

        // Actions legal earlier but not now must be refused without a trace.
        let before = json(&state);
        for stale in seen_actions.iter().filter(|a| !legal.contains(a)).take(3) {
            let mut copy = state.clone();
            assert!(copy.apply(stale).is_err(), "illegal {stale:?} was accepted");
            assert_eq!(json(&copy), before, "a refused action changed the state");
        }

        if steps % 7 == 0 {
            let watched = state.watch_view();
            for viewer in 0..state.seats() {
                let view = state.view(viewer);
                let mut scrambled = state.clone();
                scrambled.shuffle_hidden(viewer, &mut rng);
                assert_eq!(
                    sorted(&scrambled.all_cards()),
                    census,
                    "shuffle_hidden lost or made cards"
                );
                assert_eq!(
                    scrambled.view(viewer),
                    view,
                    "seat {viewer}'s view depends on cards it may not see"
                );
                assert_eq!(
                    scrambled.watch_view(),
                    watched,
                    "the spectator's view depends on cards seat {viewer} may not see"
                );
            }
            check_watch_view(&state);
            let restored: R = serde_json::from_str(&before).expect("state deserialises");
            assert_eq!(json(&restored), before, "state serde round trip");
            let view = state.view(seat);
            let view_back: R::View = serde_json::from_str(&json(&view)).expect("view deserialises");
            assert_eq!(view_back, view, "view serde round trip");
        }

        let action = match chooser {
            Chooser::Random => rng.pick(&legal).expect("non-empty").clone(),
            Chooser::Bot(level) => R::bot_action(&state.view(seat), &legal, level, &mut rng),
        };
        assert!(legal.contains(&action), "bot chose illegal {action:?}");
        if !seen_actions.contains(&action) && seen_actions.len() < 64 {
            seen_actions.push(action.clone());
        }
        let events = state
            .apply(&action)
            .unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
        game_over_events += events
            .iter()
            .filter(|e| matches!(e, Event::GameOver { .. }))
            .count();
        assert_eq!(sorted(&state.all_cards()), census, "cards not conserved");
        if let Err(e) = state.validate() {
            panic!("a reachable state fails validation: {e}");
        }
        steps += 1;
    }
    assert!(
        state.legal_actions().is_empty(),
        "legal actions after game over"
    );
    let outcome = state.outcome().expect("an outcome once no one is to act");
    assert_eq!(outcome.scores.len(), state.seats());
    assert_eq!(game_over_events, 1, "exactly one GameOver event");
    (state, steps)
}

/// The game `R` as `lesson` deals it.
pub fn start<R: Game>(lesson: &Lesson<R, R::Options, R::Action>) -> Result<R, R::Refusal> {
    R::new_game(&lesson.options, lesson.seats, lesson.deal.clone())
}

/// Plays `lesson` of the game `R` through, the learner making each move a step waits for from those it
/// allows that are still legal, as `pick` chooses (an index, taken modulo their number),
/// and, playing on, the first legal move; the computer players make the lesson's moves and
/// then a normal player's. Checks as it goes that the table waits for the seat each move
/// is asked of, that every move a step allows is legal as the step begins, and that a game
/// played on ends. Returns the game at the end of the lesson and the moves.
pub fn walk<R: Game>(
    lesson: &Lesson<R, R::Options, R::Action>,
    mut pick: impl FnMut(usize, &[R::Action]) -> usize,
) -> Result<(R, Vec<R::Action>), RulesError> {
    let mut state = start::<R>(lesson)?;
    let mut moves = Vec::new();
    let mut rng = GameRng::seeded(lesson.deal.seed);
    let mut at = At::default();
    while let Some(step) = lesson.step(at) {
        let broken = |what: String| {
            RulesError::damaged(format!("lesson step {} move {}: {what}", at.step, at.made))
        };
        let action = match &step.waits {
            Wait::Read => {
                at = lesson.after_reading(at);
                continue;
            }
            Wait::Move { moves: allowed, .. } => {
                if state.to_act() != Some(lesson.learner) {
                    let to_act = state.to_act();
                    return Err(broken(format!("{to_act:?} is to act, not the learner")));
                }
                let legal = state.legal_actions();
                if at.made == 0
                    && let Some(illegal) = allowed.iter().find(|action| !legal.contains(action))
                {
                    return Err(broken(format!("{illegal:?} is not legal")));
                }
                let available: Vec<R::Action> = allowed
                    .iter()
                    .filter(|action| legal.contains(action))
                    .cloned()
                    .collect();
                if available.is_empty() {
                    return Err(broken("no move to make".into()));
                }
                let choice = pick(at.step, &available) % available.len();
                available[choice].clone()
            }
            Wait::Opponent(scripted) => {
                if state.to_act().is_none_or(|seat| seat == lesson.learner) {
                    let to_act = state.to_act();
                    return Err(broken(format!("{to_act:?} is to act, not an opponent")));
                }
                scripted
                    .get(at.made)
                    .cloned()
                    .ok_or_else(|| broken("no move scripted".into()))?
            }
            Wait::PlayOn => {
                if at.step + 1 != lesson.steps.len() {
                    return Err(broken("steps after playing on".into()));
                }
                for _ in 0..10_000 {
                    let Some(seat) = state.to_act() else {
                        return Ok((state, moves));
                    };
                    let legal = state.legal_actions();
                    let action = if seat == lesson.learner {
                        legal[0].clone()
                    } else {
                        let view = state.view(seat);
                        R::bot_action(&view, &legal, Level::Normal, &mut rng)
                    };
                    state
                        .apply(&action)
                        .map_err(|error| broken(format!("{action:?}: {error}")))?;
                    moves.push(action);
                }
                return Err(broken("the game played on does not end".into()));
            }
        };
        state
            .apply(&action)
            .map_err(|error| broken(format!("{action:?}: {error}")))?;
        moves.push(action);
        at = lesson.after_move(at, state.to_act().is_none());
    }
    Ok((state, moves))
}
