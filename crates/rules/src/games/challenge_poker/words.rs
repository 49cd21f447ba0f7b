//! What Challenge Poker says, as data: its notes (a draw, going out, the answers to it, how a
//! rechallenge was met and a showdown settled, how each round, deal and the match ended) and
//! its actions, each as the phrase its message files word
//! (`assets/i18n/*/games/challenge_poker.ftl`).

use super::{Action, Response, RoundKind};
use crate::cards::Card;
use crate::game::Seat;
use crate::phrase::{Arg, Phrase, Speak, Values};
use serde::{Deserialize, Serialize};

/// What happened at a Challenge Poker table, beside the cards and tokens that moved. A note in
/// an [`crate::Event::Said`] is about that event's seat (the drawer, the goer, the answerer,
/// the showdown's winner); a round's or deal's result and the match's end name their own
/// seats. Amounts are tokens. A showdown's cards are never in a note: only its two players see
/// them (in their [`crate::Event::Revealed`] events), while notes are heard by everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Note {
    /// This seat threw `count` cards away and drew as many; 0 keeps all three.
    Draws { count: u8 },
    /// This seat does not go out.
    Passes,
    /// This seat goes out, showing `show` to everyone.
    GoesOut { show: [Card; 2] },
    /// This seat answers `goer`'s going out: passing lets it stand.
    Answers { goer: Seat, response: Response },
    /// This seat, rechallenged, drops: it pays `winner` the previous `stake` unseen, `paid`
    /// of it being all it could (less than `stake` only when its stack ran out).
    Drops { winner: Seat, stake: u64, paid: u64 },
    /// This seat accepts `against`'s rechallenge: a showdown for `stake`.
    Accepts { against: Seat, stake: u64 },
    /// This seat rechallenges `against` back, doubling the stake to `stake`.
    RechallengesBack { against: Seat, stake: u64 },
    /// This seat's hand beat `loser`'s in a showdown for `stake`; `loser` paid `paid` (less
    /// than `stake` only when its stack ran out).
    WinsShowdown { loser: Seat, stake: u64, paid: u64 },
    /// This seat's hand and `against`'s were equal in a showdown for `stake`: nobody pays.
    TiesShowdown { against: Seat, stake: u64 },

    /// Round `round` ended with everyone passing: nobody went out, the pot stays.
    NobodyOut { round: u32, kind: RoundKind },
    /// Every challenge of round `round` is settled; the pot of `pot` stays for the next round.
    RoundSettled {
        round: u32,
        kind: RoundKind,
        pot: u64,
    },
    /// `goer` went out and nobody challenged: it takes the pot of `pot` and the deal ends.
    Unchallenged { goer: Seat, pot: u64 },
    /// Deal `deal` reached round `round` (the last) unwon: the pot of `pot` was shared among
    /// the players still at the table.
    PotShared { deal: u32, round: u32, pot: u64 },

    /// The match ended after `deals` deals with `winner` alone holding the most, `tokens`.
    Won {
        winner: Seat,
        tokens: u64,
        deals: u32,
    },
    /// The match ended after `deals` deals with `leaders` sharing the biggest stack, `tokens`.
    SharedLead {
        leaders: Vec<Seat>,
        tokens: u64,
        deals: u32,
    },
}

/// A round number as players write it: I, II, III…
pub fn roman(n: u32) -> String {
    const NUMERALS: [(u32, &str); 9] = [
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut left = n;
    let mut out = String::new();
    for (value, letters) in NUMERALS {
        while left >= value {
            out.push_str(letters);
            left -= value;
        }
    }
    out
}

/// A round's number for a message: its Roman numeral, which is how the game names rounds in
/// every language (the rules page speaks of round I, round XVI).
pub fn round_arg(round: u32) -> Arg {
    Arg::Verbatim(roman(round))
}

/// The keyword messages choose a round kind's words by.
pub fn kind_word(kind: RoundKind) -> &'static str {
    match kind {
        RoundKind::Low => "low",
        RoundKind::High => "high",
    }
}

/// An amount of tokens as a message number.
pub fn tokens_arg(tokens: u64) -> Arg {
    Arg::Number(i64::try_from(tokens).unwrap_or(i64::MAX))
}

/// A payment of `paid` toward `stake`: the message `id` when it was paid in full, `short_id`
/// (which names what was paid too) when the payer's stack ran out first.
fn payment(id: &'static str, short_id: &'static str, stake: u64, paid: u64) -> Phrase {
    if paid == stake {
        Phrase::new(id).arg("stake", tokens_arg(stake))
    } else {
        Phrase::new(short_id)
            .arg("stake", tokens_arg(stake))
            .arg("paid", tokens_arg(paid))
    }
}

/// A round named by number and kind, as the message `id` words it.
fn round_phrase(id: &'static str, round: u32, kind: RoundKind) -> Phrase {
    Phrase::new(id)
        .arg("round", round_arg(round))
        .word("kind", kind_word(kind))
}

impl Speak for Note {
    fn phrase(&self) -> Phrase {
        match self {
            Note::Draws { count: 0 } => Phrase::new("challenge_poker-keeps-all"),
            Note::Draws { count } => {
                Phrase::new("challenge_poker-draws").number("count", i64::from(*count))
            }
            Note::Passes => Phrase::new("challenge_poker-passes"),
            Note::GoesOut { show } => Phrase::new("challenge_poker-goes-out").cards("cards", show),
            Note::Answers { goer, response } => {
                let id = match response {
                    Response::Pass => "challenge_poker-lets-stand",
                    Response::Challenge => "challenge_poker-challenges",
                    Response::Rechallenge => "challenge_poker-rechallenges",
                };
                Phrase::new(id).seat("goer", *goer)
            }
            Note::Drops {
                winner,
                stake,
                paid,
            } => payment(
                "challenge_poker-drops",
                "challenge_poker-drops-short",
                *stake,
                *paid,
            )
            .seat("winner", *winner),
            Note::Accepts { against, stake } => Phrase::new("challenge_poker-accepts")
                .seat("against", *against)
                .arg("stake", tokens_arg(*stake)),
            Note::RechallengesBack { against, stake } => {
                Phrase::new("challenge_poker-rechallenges-back")
                    .seat("against", *against)
                    .arg("stake", tokens_arg(*stake))
            }
            Note::WinsShowdown { loser, stake, paid } => payment(
                "challenge_poker-wins-showdown",
                "challenge_poker-wins-showdown-short",
                *stake,
                *paid,
            )
            .seat("loser", *loser),
            Note::TiesShowdown { against, stake } => Phrase::new("challenge_poker-ties-showdown")
                .seat("against", *against)
                .arg("stake", tokens_arg(*stake)),
            Note::NobodyOut { round, kind } => {
                round_phrase("challenge_poker-nobody-out", *round, *kind)
            }
            Note::RoundSettled { round, kind, pot } => {
                round_phrase("challenge_poker-round-settled", *round, *kind)
                    .arg("pot", tokens_arg(*pot))
            }
            Note::Unchallenged { goer, pot } => Phrase::new("challenge_poker-unchallenged")
                .seat("goer", *goer)
                .arg("pot", tokens_arg(*pot)),
            Note::PotShared { deal, round, pot } => Phrase::new("challenge_poker-pot-shared")
                .number("deal", *deal)
                .arg("round", round_arg(*round))
                .arg("pot", tokens_arg(*pot)),
            Note::Won {
                winner,
                tokens,
                deals,
            } => Phrase::new("challenge_poker-won")
                .seat("winner", *winner)
                .arg("tokens", tokens_arg(*tokens))
                .number("deals", *deals),
            Note::SharedLead {
                leaders,
                tokens,
                deals,
            } => Phrase::new("challenge_poker-shared-lead")
                .arg("leaders", Arg::Seats(leaders.clone()))
                .arg("tokens", tokens_arg(*tokens))
                .number("deals", *deals),
        }
    }
}

impl Speak for Action {
    fn phrase(&self) -> Phrase {
        match self {
            Action::Discard { cards } if cards.is_empty() => {
                Phrase::new("challenge_poker-action-keep")
            }
            Action::Discard { cards } => {
                Phrase::new("challenge_poker-action-discard").cards("cards", cards.as_slice())
            }
            Action::Pass => Phrase::new("challenge_poker-action-pass"),
            Action::GoOut { show } => {
                Phrase::new("challenge_poker-action-go-out").cards("cards", show)
            }
            Action::Challenge => Phrase::new("challenge_poker-action-challenge"),
            Action::Rechallenge => Phrase::new("challenge_poker-action-rechallenge"),
            Action::Drop => Phrase::new("challenge_poker-action-drop"),
            Action::Accept => Phrase::new("challenge_poker-action-accept"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(code: &str) -> Card {
        code.parse().expect("card code")
    }

    #[test]
    fn rounds_are_named_by_roman_numerals() {
        assert_eq!(roman(1), "I");
        assert_eq!(roman(4), "IV");
        assert_eq!(roman(9), "IX");
        assert_eq!(roman(14), "XIV");
        assert_eq!(roman(16), "XVI");
        assert_eq!(round_arg(3), Arg::Verbatim("III".to_string()));
    }

    #[test]
    fn going_out_names_the_cards_shown() {
        let note = Note::GoesOut {
            show: [c("2C"), c("8C")],
        };
        let phrase = note.phrase();
        assert_eq!(phrase.id, "challenge_poker-goes-out");
        assert_eq!(phrase.args["cards"], Arg::Cards(vec![c("2C"), c("8C")]));
        let json = serde_json::to_value(&note).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"what": "goes_out", "show": ["2C", "8C"]})
        );
    }

    #[test]
    fn keeping_all_three_is_a_draw_of_none() {
        assert_eq!(
            Note::Draws { count: 0 }.phrase(),
            Phrase::new("challenge_poker-keeps-all")
        );
        assert_eq!(
            Note::Draws { count: 2 }.phrase(),
            Phrase::new("challenge_poker-draws").number("count", 2)
        );
    }

    #[test]
    fn a_showdown_names_the_loser_and_the_payment() {
        let full = Note::WinsShowdown {
            loser: 3,
            stake: 8,
            paid: 8,
        };
        assert_eq!(
            full.phrase(),
            Phrase::new("challenge_poker-wins-showdown")
                .seat("loser", 3)
                .number("stake", 8)
        );
        // A loser who cannot pay the whole stake pays what it has, and the words say so.
        let short = Note::WinsShowdown {
            loser: 3,
            stake: 8,
            paid: 5,
        };
        assert_eq!(
            short.phrase(),
            Phrase::new("challenge_poker-wins-showdown-short")
                .seat("loser", 3)
                .number("stake", 8)
                .number("paid", 5)
        );
        let json = serde_json::to_value(&short).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"what": "wins_showdown", "loser": 3, "stake": 8, "paid": 5})
        );
    }

    #[test]
    fn answers_name_the_goer() {
        let note = Note::Answers {
            goer: 1,
            response: Response::Rechallenge,
        };
        assert_eq!(
            note.phrase(),
            Phrase::new("challenge_poker-rechallenges").seat("goer", 1)
        );
        let json = serde_json::to_value(&note).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"what": "answers", "goer": 1, "response": "rechallenge"})
        );
    }

    #[test]
    fn rounds_are_named_by_numeral_and_kind() {
        let phrase = Note::RoundSettled {
            round: 3,
            kind: RoundKind::Low,
            pot: 5,
        }
        .phrase();
        assert_eq!(phrase.id, "challenge_poker-round-settled");
        assert_eq!(phrase.args["round"], Arg::Verbatim("III".to_string()));
        assert_eq!(phrase.args["kind"], Arg::Word("low".into()));
        assert_eq!(phrase.args["pot"], Arg::Number(5));
    }

    #[test]
    fn actions_name_their_cards() {
        let keep = Action::Discard {
            cards: super::super::CardList::EMPTY,
        };
        assert_eq!(keep.phrase(), Phrase::new("challenge_poker-action-keep"));
        let go_out = Action::GoOut {
            show: [c("AS"), c("TD")],
        };
        assert_eq!(
            go_out.phrase(),
            Phrase::new("challenge_poker-action-go-out").cards("cards", &[c("AS"), c("TD")])
        );
    }
}
