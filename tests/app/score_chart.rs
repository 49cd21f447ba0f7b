//! The end-of-game score chart follows a whole game from messages alone: a point at the
//! start, one per round, and the final scores; its axes are named as the game registers them.

use bevy::prelude::*;
use challenge_base::settings::{AnimationSpeed, Settings};
use challenge_base::shared::Screen;
use challenge_play::session::GameSetup;
use challenge_play::table::AutoPlay;
use challenge_rules::GameId;
use challenge_rules::Level;
use challenge_table_screen::TableView;
use challenge_table_screen::hud::score_chart::ScoreHistory;

/// Plays `game` to its end with computer players in every seat; returns the history and
/// the final scores.
fn followed(game: GameId, seed: u64) -> (ScoreHistory, Vec<i64>) {
    let mut app = App::new();
    app.add_plugins(challenge::app::HeadlessPlugin);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.animation_speed = AnimationSpeed::Instant;
        settings.bot_pause = 0.0;
    }
    app.insert_resource(AutoPlay { level: Level::Easy });
    let started = std::time::Instant::now();
    while *app.world().resource::<State<Screen>>().get() != Screen::Title {
        assert!(
            started.elapsed().as_secs() < 60,
            "the splash never finished"
        );
        app.update();
    }
    challenge_play::session::launch(
        app.world_mut(),
        GameSetup::against_one(game, seed, Level::Easy),
    );
    let mut patience = super::Patience::frames(50_000);
    while patience.more() {
        app.update();
        if app.world().resource::<TableView>().finished.is_some() {
            break;
        }
    }
    let finished = app.world().resource::<TableView>().finished.clone();
    let scores = finished.expect("the game ended").scores;
    (app.world().resource::<ScoreHistory>().clone(), scores)
}

#[test]
fn the_chart_follows_each_round_from_the_start_to_the_final_scores() {
    let (history, scores) = followed(GameId::SuitChallenge, 4);
    assert!(history.chartable(), "{history:?}");
    let english = challenge_text::Text::new(challenge_text::Lang::En);
    assert_eq!(history.legend(&english, &[]), ["You", "Player 2"]);
    assert_eq!(history.points[0], [0, 0], "the start");
    assert!(history.points.len() >= 3, "several rounds: {history:?}");
    assert_eq!(history.points.last(), Some(&scores), "ends at the outcome");
    assert_eq!(history.axes(), Some(("chart-round", "chart-score")));
}

#[test]
fn a_game_without_scores_has_no_chart() {
    let (history, _) = followed(GameId::SvoiKozyri, 2);
    assert!(!history.chartable());
}

/// The axes come from each game's registration, never from a default.
#[test]
fn the_axes_are_named_as_each_game_registers_its_chart() {
    let axes = |game| {
        let mut history = ScoreHistory::default();
        history.game = Some(game);
        history.axes()
    };
    assert_eq!(
        axes(GameId::BluffPoker),
        Some(("chart-deal", "chart-score"))
    );
    assert_eq!(
        axes(GameId::ChallengePoker),
        Some(("chart-deal", "chart-tokens"))
    );
    assert_eq!(ScoreHistory::default().axes(), None);
}
