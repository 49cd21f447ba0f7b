//! Prints a game's log in a language: `cargo run -p challenge-text --example log -- gotcha 3 en`;
//! with `coach` after the language, each of the first seat's moves is preceded by what
//! "Suggest" would say there (`? move: reason`), to read the coach as a player does.
use challenge_rules::{Deal, GameId, GameRng, Level, any_game};
use challenge_text::{Lang, SeatNames, Text};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = GameId::from_id(args.get(1).map_or("gotcha", String::as_str)).expect("a game id");
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let lang = args
        .get(3)
        .and_then(|s| Lang::from_tag(s))
        .unwrap_or_default();
    let coach = args.get(4).is_some_and(|arg| arg == "coach");
    let text = Text::new(lang);
    let seats = SeatNames::you(0);
    let mut table = any_game::new_game(
        game,
        serde_json::Value::Null,
        *game.seat_range().start(),
        Deal::seeded(seed),
    )
    .unwrap();
    let mut rng = GameRng::seeded(seed);
    while let Some(seat) = table.to_act() {
        if coach && seat == 0 {
            let mut asked = rng.clone();
            if let Some((suggested, why)) = table.advise(&mut asked) {
                let why = why.map(|why| text.say(&why, &seats)).unwrap_or_default();
                println!("? {}: {why}", text.say(&suggested.phrase, &seats));
            }
        }
        let played = table.bot_play(Level::Normal, &mut rng).unwrap();
        println!("> {}", text.say(&played.phrase, &seats));
        for event in &played.events {
            if let Some(phrase) = event.phrase() {
                println!("  {}", text.say(&phrase, &seats));
            }
        }
    }
}
