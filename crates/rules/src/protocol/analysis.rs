//! The protocol's analysis door, for outside programs: `advise`, the coach's move for the seat
//! to act with what the hard player's search makes of each move, and `review`, a seat's
//! decisions in a finished game graded, with its accuracy, its costliest decisions and its
//! chance to win over the game. Both as data; the phrases come with their words where the
//! session words its replies.

use super::{Refusal, Session, clip, kind, seat_field};
use crate::phrase::Phrase;
use crate::record::GameRecord;
use crate::review::review_record;
use serde_json::{Map, Value, json};

impl Session {
    /// A phrase as data, with its words beside it where words are wanted.
    fn phrase_json(&self, phrase: &Phrase) -> Value {
        let mut value = json!({ "phrase": phrase });
        if let Some(text) = self.word(phrase) {
            value["text"] = json!(text);
        }
        value
    }

    /// `advise`: changes nothing, the bots' stream included, so asking twice answers the same.
    pub(super) fn advise(&self) -> Result<Value, Refusal> {
        let game = self.game()?;
        if game.to_act().is_none() {
            return Err(crate::game::RulesError::game_over().into());
        }
        let mut rng = self.bot_rng.clone();
        let analysis = game
            .analyse(&mut rng)
            .ok_or("the coach has no advice here: the seat to act has no legal action")?;
        let mut advice = self.phrase_json(&analysis.advice.phrase);
        advice["action"] = analysis.advice.action.clone();
        let values: Vec<Value> = analysis
            .values
            .iter()
            .map(|(listed, value)| {
                let mut entry = self.phrase_json(&listed.phrase);
                entry["action"] = listed.action.clone();
                entry["value"] = json!(value);
                entry
            })
            .collect();
        Ok(json!({
            "seat": analysis.seat,
            "advice": advice,
            "why": analysis.why.as_ref().map(|why| self.phrase_json(why)),
            "unit": analysis.unit,
            "values": values,
        }))
    }

    /// `review`: the session's game, or the game of a share code, once it is over.
    pub(super) fn review(&self, request: &Map<String, Value>) -> Result<Value, Refusal> {
        let record = match request.get("code") {
            None | Some(Value::Null) => {
                let game = self.game()?;
                if game.to_act().is_some() {
                    return Err("the game is not over yet: 'review' reviews a finished game".into());
                }
                self.record.clone().ok_or(
                    "a game loaded from a save has no record of its moves to review; \
                     review its share code, or a game started with 'new'",
                )?
            }
            Some(Value::String(code)) => {
                let record = GameRecord::from_code(code)?;
                if record.replay()?.to_act().is_some() {
                    return Err(format!(
                        "the game of the code '{}' is not over: 'review' reviews a finished game",
                        clip(code)
                    )
                    .into());
                }
                record
            }
            Some(other) => {
                return Err(format!("\"code\" must be a string, not {}", kind(other)).into());
            }
        };
        let seat = seat_field(request, "seat", record.seats)?.ok_or("'review' needs a \"seat\"")?;
        let review = review_record(&record, seat)?;
        let mut value = json!(review);
        if let Some(Value::Array(costliest)) = value.get_mut("costliest") {
            for (entry, decision) in costliest.iter_mut().zip(&review.costliest) {
                if let Some(text) = self.word(&decision.played) {
                    entry["played_text"] = json!(text);
                }
                if let Some(text) = self.word(&decision.best) {
                    entry["best_text"] = json!(text);
                }
            }
        }
        Ok(json!({ "game": record.game.id(), "seat": seat, "review": value }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{ok, reply};
    use super::*;
    use crate::registry::GameId;

    /// A refusal, whole: its error, kind and values.
    fn refused(session: &mut Session, line: &str) -> Value {
        let value = reply(session, line);
        assert_eq!(value["ok"], false, "{line} was accepted: {value}");
        value
    }

    /// Plays the session's game to its end with bots, easy ones and the hard one in seat 1.
    fn play_out(session: &mut Session) -> Vec<u64> {
        let mut seats = Vec::new();
        for _ in 0..5_000 {
            let legal = ok(session, r#"{"cmd":"legal"}"#);
            let Some(seat) = legal["to_act"].as_u64() else {
                return seats;
            };
            seats.push(seat);
            let level = if seat == 1 { "hard" } else { "easy" };
            ok(session, &format!(r#"{{"cmd":"bot","level":"{level}"}}"#));
        }
        panic!("the game did not end within 5,000 moves");
    }

    #[test]
    fn advice_names_a_legal_move_with_the_values_of_the_moves_and_changes_nothing() {
        for game in GameId::ALL {
            let mut session = Session::new();
            ok(
                &mut session,
                &format!(r#"{{"cmd":"new","game":"{game}","seed":7}}"#),
            );
            let legal = ok(&mut session, r#"{"cmd":"legal"}"#);
            let advised = ok(&mut session, r#"{"cmd":"advise"}"#);
            assert_eq!(advised["seat"], legal["to_act"], "{game}");
            let action = &advised["advice"]["action"];
            let actions = legal["actions"].as_array().unwrap();
            assert!(
                actions.iter().any(|a| &a["action"] == action),
                "{game}: {advised}"
            );
            assert!(advised["advice"]["phrase"]["id"].is_string());
            for entry in advised["values"].as_array().unwrap() {
                assert!(
                    entry["value"].as_f64().is_some_and(f64::is_finite),
                    "{entry}"
                );
                assert!(
                    actions.iter().any(|a| a["action"] == entry["action"]),
                    "{entry}"
                );
            }
            if !advised["values"].as_array().unwrap().is_empty() {
                assert!(advised["unit"].is_string(), "{game}: {advised}");
            }
            // Asked again, the same answer: the bots' stream did not move.
            let again = ok(&mut session, r#"{"cmd":"advise"}"#);
            assert_eq!(again, advised, "{game}");
            let act = format!(r#"{{"cmd":"act","action":{action}}}"#);
            ok(&mut session, &act);
        }
    }

    #[test]
    fn some_position_of_each_game_has_values_for_several_moves() {
        for game in GameId::ALL {
            let mut session = Session::new();
            ok(
                &mut session,
                &format!(r#"{{"cmd":"new","game":"{game}","seed":3}}"#),
            );
            let mut found = false;
            for _ in 0..400 {
                let advised = ok(&mut session, r#"{"cmd":"advise"}"#);
                if advised["values"].as_array().unwrap().len() >= 2 {
                    found = true;
                    break;
                }
                ok(&mut session, r#"{"cmd":"bot"}"#);
                if ok(&mut session, r#"{"cmd":"outcome"}"#)["over"] == true {
                    break;
                }
            }
            assert!(found, "{game}: no position valued two moves");
        }
    }

    #[test]
    fn a_finished_game_is_reviewed_as_the_review_of_its_record_says() {
        for game in GameId::ALL {
            let mut session = Session::new();
            ok(
                &mut session,
                &format!(r#"{{"cmd":"new","game":"{game}","seed":11}}"#),
            );
            // Not before its end.
            let early = refused(&mut session, r#"{"cmd":"review","seat":0}"#);
            assert!(
                early["error"].as_str().unwrap().contains("not over"),
                "{early}"
            );
            play_out(&mut session);
            let record = session.record.clone().expect("a new game keeps its record");
            let reviewed = ok(&mut session, r#"{"cmd":"review","seat":0}"#);
            assert_eq!(reviewed["game"], game.id());
            let expected = review_record(&record, 0).unwrap();
            let review = &reviewed["review"];
            assert_eq!(review["valued"], json!(expected.valued), "{game}");
            let graded = review["graded"].as_array().unwrap();
            assert_eq!(graded.len(), expected.valued, "{game}");
            for entry in graded {
                let grade = entry["grade"].as_str().unwrap();
                assert!(
                    ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&grade),
                    "{entry}"
                );
            }
            assert!(expected.valued > 0, "{game}: nothing valued");
            let accuracy = review["accuracy"].as_f64().unwrap();
            assert!((0.0..=100.0).contains(&accuracy), "{game}: {accuracy}");
            // Luck and skill apart, adding up to the result.
            let luck = &review["luck"];
            let part = |name: &str| {
                luck[name]
                    .as_f64()
                    .unwrap_or_else(|| panic!("{game}: {luck}"))
            };
            let result = review["result"].as_f64().unwrap();
            assert!(
                (part("start") + part("cards") - part("decisions") - result).abs() < 1e-9,
                "{game}: {luck}"
            );
            assert!(luck["costs"].is_array(), "{game}: {luck}");
            let losses: Vec<f64> = graded.iter().map(|g| g["loss"].as_f64().unwrap()).collect();
            assert!(losses.iter().all(|&loss| loss >= 0.0), "{game}: {losses:?}");
            let worst = losses.iter().copied().fold(0.0, f64::max);
            if let Some(costliest) = review["costliest"][0].as_object() {
                let cost = costliest["best_value"].as_f64().unwrap()
                    - costliest["played_value"].as_f64().unwrap();
                assert!(
                    (cost - worst).abs() < 1e-9,
                    "{game}: {cost} against {worst}"
                );
            }
            // The same game through its share code.
            let code = record.to_code().unwrap();
            let mut other = Session::new();
            let by_code = ok(
                &mut other,
                &format!(r#"{{"cmd":"review","seat":0,"code":"{code}"}}"#),
            );
            assert_eq!(by_code, reviewed, "{game}");
        }
    }

    #[test]
    fn reviews_that_cannot_be_made_are_refused_clearly() {
        let mut session = Session::new();
        refused(&mut session, r#"{"cmd":"review","seat":0}"#);
        refused(&mut session, r#"{"cmd":"advise"}"#);
        ok(
            &mut session,
            r#"{"cmd":"new","game":"bluff_poker","seed":2}"#,
        );
        play_out(&mut session);
        let over = refused(&mut session, r#"{"cmd":"advise"}"#);
        assert!(over["kind"].is_string(), "{over}");
        let seat = refused(&mut session, r#"{"cmd":"review","seat":2}"#);
        assert!(
            seat["error"].as_str().unwrap().contains("not a seat"),
            "{seat}"
        );
        refused(&mut session, r#"{"cmd":"review"}"#);
        refused(&mut session, r#"{"cmd":"review","seat":0,"code":5}"#);
        let bad = refused(
            &mut session,
            r#"{"cmd":"review","seat":0,"code":"nonsense"}"#,
        );
        assert!(bad["kind"].is_string(), "{bad}");
        // A game loaded from a save has no moves to review.
        let save = ok(&mut session, r#"{"cmd":"save"}"#)["save"].clone();
        ok(
            &mut session,
            &json!({"cmd": "load", "save": save}).to_string(),
        );
        let loaded = refused(&mut session, r#"{"cmd":"review","seat":0}"#);
        assert!(
            loaded["error"].as_str().unwrap().contains("save"),
            "{loaded}"
        );
        // A game in play through its code is refused too.
        let mut playing = Session::new();
        ok(&mut playing, r#"{"cmd":"new","game":"gotcha","seed":2}"#);
        ok(&mut playing, r#"{"cmd":"bot"}"#);
        let code = playing.record.as_ref().unwrap().to_code().unwrap();
        let unfinished = refused(
            &mut playing,
            &format!(r#"{{"cmd":"review","seat":0,"code":"{code}"}}"#),
        );
        assert!(unfinished["error"].as_str().unwrap().contains("not over"));
    }
}
