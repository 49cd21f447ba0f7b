//! What a screen reader hears at the table, checked against the rules' events: a whole game is
//! played from the keyboard while the live region's every new value and every event the
//! viewer may see are recorded, and each card played to the pile, by anyone, must be spoken
//! (named in words, by the player who played it) in the order it was played; the turn coming
//! to the player is spoken too, and so is the deal.

use super::{Device, LiveRegion, listen_to_live_region, play_with, screens_app, start};
use bevy::prelude::*;
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_play::table::RulesEventMessage;
use challenge_rules::{Card, Event, GameId, Zone};
use challenge_table_screen::access::card_words;

/// What the live region must have said for each card played to the pile, in order: the card
/// in words and the words of the player's move.
#[derive(Resource, Default)]
struct Played(Vec<(String, String)>);

fn card_in_words(lexicon: &Lexicon, naming: &SeatNaming, card: Card) -> String {
    lexicon.line(&card_words(card), naming)
}

fn watch_events(
    mut events: MessageReader<RulesEventMessage>,
    lexicon: Res<Lexicon>,
    naming: Res<SeatNaming>,
    mut played: ResMut<Played>,
) {
    for message in events.read() {
        if let Event::CardMoved {
            card: Some(card),
            from: Zone::Hand { seat },
            to: Zone::Pile,
            ..
        } = &message.event
        {
            let who = if *seat == 0 {
                "You play".to_string()
            } else {
                format!("Player {} plays", seat + 1)
            };
            played
                .0
                .push((card_in_words(&lexicon, &naming, *card), who));
        }
    }
}

#[test]
fn every_card_played_to_the_pile_is_spoken_in_order_by_who_played_it() {
    let mut app = screens_app();
    app.init_resource::<LiveRegion>()
        .init_resource::<Played>()
        .add_systems(Last, (listen_to_live_region, watch_events));
    start(&mut app, GameId::SvoiKozyri, 11);
    let moves = play_with(&mut app, Device::Keyboard, |_| {});
    assert!(moves > 3, "only {moves} moves");

    let heard = &app.world().resource::<LiveRegion>().0;
    let played = &app.world().resource::<Played>().0;
    assert!(played.len() > 10, "only {} cards played", played.len());
    let others = played.iter().filter(|(_, who)| who != "You play").count();
    assert!(others > 3, "the computer player played only {others} cards");
    // Each card is found in the region's values after the previous one, in a sentence of the
    // player who played it.
    let mut at = 0;
    for (card, who) in played {
        let found = heard[at..]
            .iter()
            .position(|value| {
                value
                    .split_inclusive('.')
                    .any(|sentence| sentence.contains(who.as_str()) && sentence.contains(card))
            })
            .unwrap_or_else(|| {
                panic!(
                    "\"{who} … {card}\" was never spoken after value {at}: {:#?}",
                    &heard[at.saturating_sub(2)..]
                )
            });
        at += found;
    }
    assert!(
        heard.iter().any(|value| value.contains("Your turn.")),
        "the turn coming to the player is spoken"
    );
    assert!(
        heard.iter().any(|value| value.contains("You get")),
        "the deal is spoken: {:#?}",
        &heard[..heard.len().min(3)]
    );
}

#[test]
fn lines_worded_elsewhere_keep_their_own_cards_and_nothing_is_spoken_with_a_gap_or_twice() {
    for game in [GameId::ChallengePoker, GameId::Gotcha] {
        let mut app = screens_app();
        app.init_resource::<LiveRegion>()
            .add_systems(Last, listen_to_live_region);
        start(&mut app, game, 3);
        play_with(&mut app, Device::Keyboard, |_| {});
        let heard = &app.world().resource::<LiveRegion>().0;
        assert!(heard.len() > 3, "{game:?}: only {} lines", heard.len());
        for value in heard {
            assert!(
                !value.contains(" .") && !value.contains(" ,") && !value.contains(": ."),
                "{game:?}: a line with a word missing: {value:?}"
            );
            // The game's last round and the game itself may end in the same words.
            let sentences: Vec<&str> = value.split_inclusive(". ").map(str::trim).collect();
            assert!(
                sentences.windows(2).all(|pair| pair[0] != pair[1]),
                "{game:?}: the same sentence twice in a row: {value:?}"
            );
        }
    }
}

/// A pick-up is one move heard once, with its cards: not the game's "You pick up 5 cards." and
/// then the move's "You take 5 cards from the pile: …" as well.
#[test]
fn a_pick_up_is_heard_once_with_its_cards() {
    let mut app = screens_app();
    app.init_resource::<LiveRegion>()
        .add_systems(Last, listen_to_live_region);
    start(&mut app, GameId::SvoiKozyri, 3);
    play_with(&mut app, Device::Keyboard, |_| {});
    let heard = &app.world().resource::<LiveRegion>().0;
    let from_the_pile = heard.iter().filter(|v| v.contains("from the pile")).count();
    assert!(
        from_the_pile > 0,
        "no pick-up heard in this game: {heard:?}"
    );
    for value in heard {
        assert!(
            !value.contains("pick up") && !value.contains("picks up"),
            "a pick-up told twice: {value:?}"
        );
    }
}
