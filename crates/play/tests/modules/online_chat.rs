//! Tests of `challenge_play::online::chat`.

use bevy::prelude::*;
use challenge_online::{CHAT_KEPT, ChatLine, Said};
use challenge_rules::Seat;

use challenge_online::{CHAT_PHRASES, CHAT_REACTIONS};
use challenge_play::online::chat::*;
use challenge_text::{Lang, SeatNames, Text};

fn line(n: u64, seat: Option<Seat>, text: &str) -> ChatLine {
    ChatLine {
        n,
        seat,
        said: Said::Text { text: text.into() },
    }
}

#[test]
fn lines_are_kept_once_in_order_and_no_more_than_the_table_keeps() {
    let mut chat = TableChat::default();
    assert!(chat.take(line(2, Some(0), "b")));
    assert!(chat.take(line(1, Some(1), "a")));
    assert!(!chat.take(line(2, Some(0), "b")), "already here");
    let numbers: Vec<u64> = chat.lines.iter().map(|line| line.n).collect();
    assert_eq!(numbers, [1, 2]);
    for n in 3..=(CHAT_KEPT as u64 + 10) {
        chat.take(line(n, Some(0), "x"));
    }
    assert_eq!(chat.lines.len(), CHAT_KEPT);
    assert_eq!(chat.lines[0].n, 11, "the oldest go first");
}

#[test]
fn muted_seats_are_not_shown_and_hear_again_when_unmuted() {
    let mut chat = TableChat::default();
    chat.take(line(1, Some(0), "hi"));
    chat.take(line(2, Some(1), "spam"));
    chat.take(line(3, None, "watching"));
    chat.toggle_mute(Some(1));
    let shown: Vec<u64> = chat.shown(10).iter().map(|line| line.n).collect();
    assert_eq!(shown, [1, 3]);
    chat.toggle_mute(None);
    assert_eq!(chat.shown(10).len(), 1);
    chat.toggle_mute(Some(1));
    chat.toggle_mute(None);
    assert_eq!(chat.shown(2).len(), 2, "the newest two");
    assert_eq!(chat.shown(2)[1].n, 3);
}

#[test]
fn every_phrase_and_reaction_is_worded_in_every_language() {
    for lang in Lang::ALL {
        let text = Text::new(lang);
        let naming = SeatNames::you(0).with_names(vec![String::new(), "Ann".into()]);
        for id in CHAT_PHRASES {
            let said = Said::Phrase { id: id.to_string() };
            let words = text
                .try_say(&said_words(&said), &naming)
                .unwrap_or_else(|problem| panic!("{lang:?} {id}: {problem:?}"));
            assert!(!words.is_empty());
        }
        for id in CHAT_REACTIONS {
            let said = Said::Reaction { id: id.to_string() };
            text.try_say(&said_words(&said), &naming)
                .unwrap_or_else(|problem| panic!("{lang:?} {id}: {problem:?}"));
        }
        let ann = ChatLine {
            n: 1,
            seat: Some(1),
            said: Said::Phrase {
                id: "good_luck".into(),
            },
        };
        let words = text.try_say(&line_words(&ann), &naming).unwrap();
        assert!(words.contains("Ann"), "{lang:?}: {words}");
        let spectator = line(2, None, "hi");
        text.try_say(&line_words(&spectator), &naming)
            .unwrap_or_else(|problem| panic!("{lang:?}: {problem:?}"));
    }
    let english = Text::new(Lang::En);
    let naming = SeatNames::you(0).with_names(vec![String::new(), "Ann".into()]);
    let mine = ChatLine {
        n: 1,
        seat: Some(0),
        said: Said::Phrase {
            id: "good_luck".into(),
        },
    };
    assert_eq!(english.say(&line_words(&mine), &naming), "You: Good luck!");
    // Text that looks like markup is shown as typed.
    let markup = line(2, Some(1), "<b>{ $seat }</b>");
    assert_eq!(
        english.say(&line_words(&markup), &naming),
        "Ann: <b>{ $seat }</b>"
    );
}
