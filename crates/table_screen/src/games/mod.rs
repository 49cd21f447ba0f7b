//! Each game's table presentation, one file per game, and the registry that binds a game of
//! the rules registry to its presentation. The match below is exhaustive, so a game added to
//! the rules without a presentation does not compile.

mod bluff_poker;
mod challenge_poker;
mod gotcha;
pub mod suit_challenge;
pub mod svoi_kozyri;

use super::layouts::Place;
use super::layouts::{Presented, TableLayout};
use bevy::prelude::{App, World};
use challenge_rules::GameId;
use challenge_rules::games as rules;

/// What the table screen does for one game, made from its rules type.
pub(super) struct TableGame {
    /// Adds the systems that carry the game's views and the player's choices.
    pub add_systems: fn(&mut App),
    /// Forgets the choices the table offered, once it is left.
    pub forget_choices: fn(&mut World),
    /// The best-play meter's line for a view given as JSON (how the page's worker is asked).
    pub best_play: fn(&serde_json::Value) -> Result<Option<challenge_rules::Phrase>, String>,
    /// Every line the table would show, move by move, over a seeded game with `seats` players
    /// played by computer players, each with where it was met: for the words checks.
    pub lines: fn(seats: usize, seed: u64) -> Vec<(String, challenge_rules::Phrase)>,
    /// The table at every move of a seeded game with `seats` players played by computer
    /// players, as a spectator and as each seat sees it: for the checks of what a seat sees.
    pub tables: fn(seats: usize, seed: u64) -> Vec<TableAtMove>,
}

/// The table at one move of a game, as a spectator and as each seat sees it.
pub struct TableAtMove {
    /// The game, the seed and the move, for a test's message.
    pub context: String,
    pub watched: TableLayout,
    /// Each seat's own table, seat by seat.
    pub seats: Vec<TableLayout>,
}

impl TableGame {
    fn of<R: Presented>() -> TableGame {
        TableGame {
            add_systems: super::add_game::<R>,
            forget_choices: super::forget_choices::<R>,
            best_play: |view| {
                let view = serde_json::from_value::<R::View>(view.clone())
                    .map_err(|e| format!("not a view of {}: {e}", R::ID))?;
                Ok(R::best_play(&view))
            },
            lines: table_lines::<R>,
            tables: tables_at_moves::<R>,
        }
    }
}

/// The table at every move of a seeded game of `R` played by easy computer players, up to
/// its end or its 400th move.
fn tables_at_moves<R: Presented>(seats: usize, seed: u64) -> Vec<TableAtMove> {
    use challenge_rules::{Deal, GameRng, Level};
    let mut state = R::new_game(&Default::default(), seats, Deal::seeded(seed))
        .unwrap_or_else(|error| panic!("{}: {error}", R::ID));
    let mut rng = GameRng::seeded(seed);
    let mut tables = Vec::new();
    for ply in 0..400 {
        tables.push(TableAtMove {
            context: format!("{} seed {seed}, move {ply}", R::ID),
            watched: R::layout(&state.watch_view()),
            seats: (0..seats)
                .map(|seat| R::layout(&state.view(seat)))
                .collect(),
        });
        let Some(seat) = state.to_act() else {
            break;
        };
        let legal = state.legal_actions();
        let action = R::bot_action(&state.view(seat), &legal, Level::Easy, &mut rng);
        state.apply(&action).expect("a bot's move is legal");
    }
    tables
}

/// Every phrase the table shows of a seeded game of `R`, from every seat, at every move: the
/// layout's lines, the viewer's action bar (labels and group steps), why cards may not be
/// played, what a click on another hand opens, and the best-play meter now and then.
fn table_lines<R: Presented>(seats: usize, seed: u64) -> Vec<(String, challenge_rules::Phrase)> {
    use challenge_rules::{Deal, GameRng, Level};
    let mut lines = Vec::new();
    let mut state = R::new_game(&Default::default(), seats, Deal::seeded(seed))
        .unwrap_or_else(|error| panic!("{}: {error}", R::ID));
    let mut rng = GameRng::seeded(seed);
    let mut ply = 0;
    loop {
        let to_act = state.to_act();
        for viewer in 0..seats {
            let context = format!("{} seed {seed}, move {ply}, seen by seat {viewer}", R::ID);
            let view = state.view(viewer);
            let layout = R::layout(&view);
            let sheet = layout.sheet.iter().flat_map(|sheet| {
                let rows = sheet.rows.iter().map(|(row, _)| row.clone());
                sheet.players.iter().cloned().chain(rows)
            });
            let captions = layout.captions.iter().map(|(_, line)| line.clone());
            let said = layout.status.iter().cloned().chain(captions).chain(sheet);
            lines.extend(
                said.chain(layout.prompt.clone())
                    .map(|l| (context.clone(), l)),
            );
            for zone in layout.zones.iter().filter(|z| z.place == Place::Hand(0)) {
                for card in zone.cards.iter().flatten() {
                    lines.extend(R::why_not(&view, *card).map(|why| (context.clone(), why)));
                }
            }
            if to_act == Some(viewer) {
                let legal = state.legal_actions();
                // Long lists (Gotcha's guesses) are sampled: every step of the way is still met.
                let stride = (legal.len() / 40).max(1);
                for action in legal.iter().step_by(stride) {
                    lines.push((context.clone(), R::action_label(&view, action)));
                    lines.extend(
                        R::action_group(action)
                            .into_iter()
                            .map(|g| (context.clone(), g)),
                    );
                }
                for other in (0..seats).filter(|&s| s != viewer) {
                    for path in (0..3).map(|index| R::target_path(other, index)) {
                        lines.extend(path.into_iter().map(|step| (context.clone(), step)));
                    }
                }
                // The meter's search is long early on; a few positions are enough to meet
                // every verdict's words.
                if R::BEST_PLAY_METER && ply % 17 == 0 {
                    lines.extend(R::best_play(&view).map(|meter| (context.clone(), meter)));
                }
            }
        }
        let Some(seat) = to_act else {
            break;
        };
        let view = state.view(seat);
        let legal = state.legal_actions();
        let action = R::bot_action(&view, &legal, Level::Easy, &mut rng);
        state.apply(&action).expect("a bot's move is legal");
        ply += 1;
        assert!(ply < 100_000, "{} did not end", R::ID);
    }
    lines
}

/// The presentation of `game`.
pub(super) fn table_game(game: GameId) -> TableGame {
    match game {
        GameId::SuitChallenge => TableGame::of::<rules::suit_challenge::SuitChallenge>(),
        GameId::ChallengePoker => TableGame::of::<rules::challenge_poker::ChallengePoker>(),
        GameId::BluffPoker => TableGame::of::<rules::bluff_poker::BluffPoker>(),
        GameId::SvoiKozyri => TableGame::of::<rules::svoi_kozyri::SvoiKozyri>(),
        GameId::Gotcha => TableGame::of::<rules::gotcha::Gotcha>(),
    }
}
