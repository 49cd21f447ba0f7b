//! The chance to win reckoned by playing on, for a game whose search reckons none (the scored
//! games value their decisions in points or tokens): what the seat cannot see is dealt afresh
//! ([`Rules::shuffle_hidden`], later shuffles too), and each such world is played to its end by
//! normal computer players. A win counts 1, a win shared by several seats its share, a draw
//! one seat's share of it ([`Outcome::share_of`]): the count the calibration benchmark sets
//! the chances against.

use crate::game::{Level, Seat};
use crate::registry::{Outcome, Rules};
use crate::rng::GameRng;

/// A world played on for longer than this many moves is left out: no game of the five comes
/// near it, so only a broken bot would, and a review must still end.
const MOST_MOVES: usize = 20_000;

/// `seat`'s chance to win from `state`, over `worlds` worlds dealt afresh from what `seat`
/// sees, with the random stream `rng`; None where no world came to an end.
pub fn chance_by_playouts<R: Rules>(
    state: &R,
    seat: Seat,
    worlds: usize,
    rng: &mut GameRng,
) -> Option<f64> {
    let mut won = 0.0;
    let mut ended = 0usize;
    for _ in 0..worlds {
        let mut world = state.clone();
        world.shuffle_hidden(seat, rng);
        if let Some(outcome) = played_out(&mut world, rng) {
            won += outcome.share_of(seat);
            ended += 1;
        }
    }
    (ended > 0).then(|| won / ended as f64)
}

/// Plays `world` to its end by normal computer players, with the random stream `rng`; None
/// where a move was refused or the game ran past any real game's length.
fn played_out<R: Rules>(world: &mut R, rng: &mut GameRng) -> Option<Outcome> {
    for _ in 0..MOST_MOVES {
        let Some(acting) = world.to_act() else {
            return world.outcome();
        };
        let legal = world.legal_actions();
        let action = R::bot_action(&world.view(acting), &legal, Level::Normal, rng);
        world.apply(&action).ok()?;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Deal;
    use crate::games::gotcha::Gotcha;

    #[test]
    fn a_chance_is_a_share_of_worlds_and_the_same_stream_gives_the_same_chance() {
        let state = Gotcha::new_game(&Default::default(), 2, Deal::seeded(5)).unwrap();
        let chance = |seed| chance_by_playouts(&state, 0, 8, &mut GameRng::seeded(seed));
        let first = chance(1).unwrap();
        assert!((0.0..=1.0).contains(&first));
        // Eight worlds of two seats: a multiple of a sixteenth (a draw counts half).
        assert_eq!((first * 16.0).fract(), 0.0);
        assert_eq!(chance(1), Some(first));
    }

    #[test]
    fn a_finished_game_is_won_or_lost_as_it_stands() {
        let mut state = Gotcha::new_game(&Default::default(), 2, Deal::seeded(5)).unwrap();
        let mut rng = GameRng::seeded(2);
        while let Some(seat) = state.to_act() {
            let legal = state.legal_actions();
            let action = Gotcha::bot_action(&state.view(seat), &legal, Level::Normal, &mut rng);
            state.apply(&action).unwrap();
        }
        let outcome = state.outcome().unwrap();
        for seat in 0..2 {
            assert_eq!(
                chance_by_playouts(&state, seat, 4, &mut rng),
                Some(outcome.share_of(seat))
            );
        }
    }
}
