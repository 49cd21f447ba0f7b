//! A bot's decision as plain data: the seat's view, its legal actions, the level and the
//! random stream go in as JSON; the chosen action comes back as JSON. The browser build hands
//! these to a worker so that a bot thinks beside the game instead of inside one of its frames;
//! the result is the same action [`Rules::bot_action`] gives for the same inputs.

use crate::GameId;
use crate::any_game::parse_action;
use crate::coach::Advice;
use crate::game::{Level, RulesError};
use crate::phrase::Phrase;
use crate::registry::GameVisitor;
use crate::registry::Rules;
use crate::registry::visit;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Everything a bot may use to choose, and nothing more.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotRequest {
    pub game: GameId,
    pub level: Level,
    pub rng: GameRng,
    pub view: Value,
    pub legal: Vec<Value>,
}

/// What comes back: the chosen action, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum BotReply {
    Action(Value),
    Error(RulesError),
}

impl BotRequest {
    /// The request for a seat of game `R` that sees `view` and may take `legal`.
    pub fn new<R: Rules>(
        view: &R::View,
        legal: &[R::Action],
        level: Level,
        rng: GameRng,
    ) -> Result<BotRequest, RulesError> {
        let written =
            |e: serde_json::Error| RulesError::internal(format!("cannot write a bot request: {e}"));
        Ok(BotRequest {
            game: R::ID,
            level,
            rng,
            view: serde_json::to_value(view).map_err(written)?,
            legal: legal
                .iter()
                .map(serde_json::to_value)
                .collect::<Result<_, _>>()
                .map_err(written)?,
        })
    }

    pub fn to_json(&self) -> String {
        // Plain data with string keys always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Answers a request written by [`BotRequest::to_json`]. The reply is always JSON, also when
/// the request cannot be answered, so the caller can tell a bot's choice from a failure.
pub fn answer(request: &str) -> String {
    let reply = match choose(request) {
        Ok(action) => BotReply::Action(action),
        Err(error) => BotReply::Error(error),
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

fn choose(request: &str) -> Result<Value, RulesError> {
    let request = parse_request(request)?;
    struct Choose(BotRequest);
    impl GameVisitor for Choose {
        type Output = Result<Value, RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            let Decoded {
                view,
                legal,
                level,
                mut rng,
            } = decode::<R>(self.0)?;
            let action = R::bot_action(&view, &legal, level, &mut rng);
            write_action::<R>(&action)
        }
    }
    let game = request.game;
    visit(game, Choose(request))
}

/// "Suggest" away from the frame: answers a request written by [`BotRequest::to_json`] (its
/// level is not read: the coach is the hard player) with the hard player's move and the
/// coach's reason ([`Rules::advise`]), as JSON, also when it cannot be answered.
pub fn answer_advice(request: &str) -> String {
    let reply = match advise(request) {
        Ok((action, why)) => AdviceReply::Advice { action, why },
        Err(error) => AdviceReply::Error(error),
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// What "Suggest" gets back: the move and its reason, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum AdviceReply {
    Advice { action: Value, why: Option<Phrase> },
    Error(RulesError),
}

fn advise(request: &str) -> Result<(Value, Option<Phrase>), RulesError> {
    let request = parse_request(request)?;
    struct Advise(BotRequest);
    impl GameVisitor for Advise {
        type Output = Result<(Value, Option<Phrase>), RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            let Decoded {
                view,
                legal,
                mut rng,
                ..
            } = decode::<R>(self.0)?;
            let advice = R::advise(&view, &legal, &mut rng);
            Ok((write_action::<R>(&advice.action)?, advice.why))
        }
    }
    let game = request.game;
    visit(game, Advise(request))
}

/// Reads a reply from [`answer_advice`]: the move must be one of `legal`.
pub fn read_advice<R: Rules>(
    reply: &str,
    legal: &[R::Action],
) -> Result<Advice<R::Action>, RulesError> {
    let reply: AdviceReply = serde_json::from_str(reply)
        .map_err(|e| RulesError::internal(format!("not the coach's reply: {e}")))?;
    match reply {
        AdviceReply::Error(error) => Err(error),
        AdviceReply::Advice { action, why } => Ok(Advice {
            action: legal_action::<R>(&action, legal)?,
            why,
        }),
    }
}

fn parse_request(request: &str) -> Result<BotRequest, RulesError> {
    serde_json::from_str(request)
        .map_err(|e| RulesError::internal(format!("not a bot request: {e}")))
}

/// A request read as game `R`'s own types.
struct Decoded<R: Rules> {
    view: R::View,
    legal: Vec<R::Action>,
    level: Level,
    rng: GameRng,
}

/// The request's view, legal actions, level and random stream, as game `R`'s own types.
fn decode<R: Rules>(request: BotRequest) -> Result<Decoded<R>, RulesError> {
    let BotRequest {
        level,
        rng,
        view,
        legal,
        ..
    } = request;
    let view: R::View = serde_json::from_value(view)
        .map_err(|e| RulesError::internal(format!("not a {} view: {e}", R::ID)))?;
    let legal = legal
        .iter()
        .map(parse_action::<R>)
        .collect::<Result<Vec<R::Action>, _>>()?;
    if legal.is_empty() {
        return Err(RulesError::internal(
            "a bot was asked to move with no legal action",
        ));
    }
    Ok(Decoded {
        view,
        legal,
        level,
        rng,
    })
}

fn write_action<R: Rules>(action: &R::Action) -> Result<Value, RulesError> {
    serde_json::to_value(action)
        .map_err(|e| RulesError::internal(format!("cannot write the bot's action: {e}")))
}

/// The action of a reply, which must be one of `legal`: a reply is never trusted to be a move
/// the seat may make.
fn legal_action<R: Rules>(action: &Value, legal: &[R::Action]) -> Result<R::Action, RulesError> {
    let action = parse_action::<R>(action)?;
    if legal.contains(&action) {
        Ok(action)
    } else {
        Err(RulesError::internal(format!(
            "the bot replied with {action:?}, which is not legal now"
        )))
    }
}

/// Reads a reply from [`answer`]: the action, which must be one of `legal` — a reply is never
/// trusted to be a move the seat may make.
pub fn read_reply<R: Rules>(reply: &str, legal: &[R::Action]) -> Result<R::Action, RulesError> {
    let reply: BotReply = serde_json::from_str(reply)
        .map_err(|e| RulesError::internal(format!("not a bot reply: {e}")))?;
    match reply {
        BotReply::Error(error) => Err(error),
        BotReply::Action(action) => legal_action::<R>(&action, legal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;
    use crate::games::{gotcha::Gotcha, svoi_kozyri::SvoiKozyri};

    /// A game of `R` from `seed` after up to `steps` uniformly random legal actions, as
    /// `testing::after_random_actions` plays it for a game's own tests.
    fn after_random_actions<R: Rules>(seats: usize, seed: u64, steps: usize) -> R {
        let mut state =
            R::new_game(&R::Options::default(), seats, Deal::seeded(seed)).expect("new game");
        let mut rng = GameRng::seeded(seed);
        for _ in 0..steps {
            if state.to_act().is_none() {
                break;
            }
            let legal = state.legal_actions();
            let action = rng.pick(&legal).expect("legal actions").clone();
            state.apply(&action).expect("a legal action applies");
        }
        state
    }

    /// Through JSON and back, every game's bot picks exactly what it picks when called
    /// directly, at every level, over many positions.
    fn same_choice_through_json<R: Rules>(seats: usize) {
        for seed in 0..12u64 {
            let state: R = after_random_actions(seats, seed, seed as usize * 3);
            let Some(seat) = state.to_act() else { continue };
            let view = state.view(seat);
            let legal = state.legal_actions();
            for level in Level::ALL {
                let rng = GameRng::seeded(seed + 99);
                let direct = R::bot_action(&view, &legal, level, &mut rng.clone());
                let request = BotRequest::new::<R>(&view, &legal, level, rng).unwrap();
                let reply = answer(&request.to_json());
                let through = read_reply::<R>(&reply, &legal).unwrap();
                assert_eq!(direct, through, "{} seed {seed} {level:?}", R::ID.id());
            }
        }
    }

    /// Through JSON and back, every game's coach gives exactly the advice it gives directly,
    /// and its move is the hard bot's.
    fn same_advice_through_json<R: Rules>(seats: usize) {
        for seed in 0..6u64 {
            let state: R = after_random_actions(seats, seed, seed as usize * 5);
            let Some(seat) = state.to_act() else { continue };
            let view = state.view(seat);
            let legal = state.legal_actions();
            let rng = GameRng::seeded(seed + 7);
            let direct = R::advise(&view, &legal, &mut rng.clone());
            let hard = R::bot_action(&view, &legal, Level::Hard, &mut rng.clone());
            assert_eq!(direct.action, hard, "{} seed {seed}", R::ID.id());
            let request = BotRequest::new::<R>(&view, &legal, Level::Hard, rng).unwrap();
            let reply = answer_advice(&request.to_json());
            let through = read_advice::<R>(&reply, &legal).unwrap();
            assert_eq!(direct, through, "{} seed {seed}", R::ID.id());
        }
    }

    /// The seat count a game of the registry is checked at: three where it allows three, its
    /// nearest count otherwise.
    fn checked_seats<R: Rules>() -> usize {
        3.clamp(*R::INFO.seats.start(), *R::INFO.seats.end())
    }

    /// Checks the coach of every game of the registry ([`same_advice_through_json`]).
    struct SameAdvice;
    impl GameVisitor for SameAdvice {
        type Output = ();
        fn visit<R: Rules>(self) {
            same_advice_through_json::<R>(checked_seats::<R>());
        }
    }

    /// Checks the bot of every game of the registry ([`same_choice_through_json`]).
    struct SameChoice;
    impl GameVisitor for SameChoice {
        type Output = ();
        fn visit<R: Rules>(self) {
            same_choice_through_json::<R>(checked_seats::<R>());
        }
    }

    #[test]
    fn every_game_advises_the_same_through_json_as_its_hard_bot_moves() {
        for game in GameId::ALL {
            visit(game, SameAdvice);
        }
    }

    #[test]
    fn the_checked_seat_counts_are_within_each_game() {
        struct Seats;
        impl GameVisitor for Seats {
            type Output = (usize, std::ops::RangeInclusive<usize>);
            fn visit<R: Rules>(self) -> Self::Output {
                (checked_seats::<R>(), R::INFO.seats)
            }
        }
        for game in GameId::ALL {
            let (seats, allowed) = visit(game, Seats);
            assert!(allowed.contains(&seats), "{game}: {seats} seats");
        }
        // Three where a game allows it, two where it allows no more.
        assert_eq!(visit(GameId::Gotcha, Seats).0, 3);
        assert_eq!(visit(GameId::SvoiKozyri, Seats).0, 2);
    }

    #[test]
    fn a_coach_reply_that_is_not_legal_is_refused() {
        let state: Gotcha = after_random_actions(2, 1, 12);
        let legal = state.legal_actions();
        let reply = r#"{"advice":{"action":{"action":"gotcha"},"why":null}}"#;
        let narrowed: Vec<_> = legal
            .iter()
            .filter(|action| !matches!(action, crate::games::gotcha::Action::Gotcha))
            .cloned()
            .collect();
        assert!(read_advice::<Gotcha>(reply, &narrowed).is_err());
        assert!(read_advice::<Gotcha>("not json", &legal).is_err());
    }

    #[test]
    fn every_game_chooses_the_same_through_json() {
        for game in GameId::ALL {
            visit(game, SameChoice);
        }
    }

    fn svoi_request() -> (SvoiKozyri, BotRequest) {
        let state: SvoiKozyri = after_random_actions(2, 7, 4);
        let seat = state.to_act().unwrap();
        let request = BotRequest::new::<SvoiKozyri>(
            &state.view(seat),
            &state.legal_actions(),
            Level::Hard,
            GameRng::seeded(1),
        )
        .unwrap();
        (state, request)
    }

    #[test]
    fn malformed_requests_get_an_error_reply() {
        let (state, request) = svoi_request();
        let legal = state.legal_actions();
        for bad in ["", "{", "[]", "{\"game\":\"chess\"}"] {
            let reply = answer(bad);
            let error = read_reply::<SvoiKozyri>(&reply, &legal).unwrap_err();
            assert!(
                error.to_string().contains("not a bot request"),
                "{bad}: {error}"
            );
        }
        // A view of another game.
        let mut wrong = request.clone();
        wrong.game = GameId::Gotcha;
        let error = read_reply::<SvoiKozyri>(&answer(&wrong.to_json()), &legal).unwrap_err();
        assert!(error.to_string().contains("not a gotcha view"), "{error}");
        // Nothing legal to choose from.
        let mut empty = request;
        empty.legal.clear();
        let error = read_reply::<SvoiKozyri>(&answer(&empty.to_json()), &legal).unwrap_err();
        assert!(error.to_string().contains("no legal action"), "{error}");
    }

    #[test]
    fn replies_that_are_not_legal_moves_are_refused() {
        let (state, _) = svoi_request();
        let legal = state.legal_actions();
        for reply in [
            "{\"action\":42}",
            "nonsense",
            "{\"action\":null,\"extra\":1}",
        ] {
            assert!(read_reply::<SvoiKozyri>(reply, &legal).is_err(), "{reply}");
        }
        // A well-formed action of the game that is not among the legal ones.
        let other: SvoiKozyri = after_random_actions(2, 8, 30);
        let foreign = other
            .legal_actions()
            .into_iter()
            .find(|action| !legal.contains(action))
            .expect("another position offers another action");
        let reply =
            serde_json::to_string(&BotReply::Action(serde_json::to_value(foreign).unwrap()))
                .unwrap();
        let error = read_reply::<SvoiKozyri>(&reply, &legal).unwrap_err();
        assert!(error.to_string().contains("not legal now"), "{error}");
        let gone = r#"{"error":{"kind":"error-internal","detail":"worker gone"}}"#;
        let error = read_reply::<SvoiKozyri>(gone, &legal).unwrap_err();
        assert_eq!(error.detail, "worker gone");
    }
}
