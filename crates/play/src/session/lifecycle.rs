//! A game's life at this device: dealt from a [`GameSetup`], dealt again with a new seed,
//! continued from its save, or a kept game opened to watch again; and ended, so no computer
//! player keeps playing behind another screen. Each opens the table screen; what the table
//! shows arrives as the table's messages.

use super::review::GameReview;
use super::setup::GameSetup;
use crate::table::{
    AutoPlay, GameInProgress, GameSession, KeptGames, Purpose, ReplayCommand, start_game,
};
use bevy::prelude::*;
use challenge_base::shared::RulesTopic;
use challenge_base::shared::{AppSystems, DealAgain, Screen};
use challenge_rules::record::library::KeptGame;
use challenge_rules::{
    Deal, GameId, GameVisitor, Level, Phrase, Rules, RulesError, Seat, SharedRefusal, Values,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, deal_again.in_set(AppSystems::Input));
}

/// Deals the game `setup` describes and opens the table; a setup the rules refuse is logged
/// and changes nothing. While computer players play the viewer's seat too ([`AutoPlay`]), the
/// player only watches: the game is a demo, whatever it was set up as.
pub fn launch(world: &mut World, mut setup: GameSetup) {
    struct Start<'a>(&'a mut World, &'a GameSetup);
    impl GameVisitor for Start<'_> {
        type Output = Result<Seat, RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            start::<R>(self.0, self.1)
        }
    }
    if world.contains_resource::<AutoPlay>() {
        setup.purpose = Purpose::Demo;
    }
    let game = setup.game;
    match challenge_rules::visit(game, Start(world, &setup)) {
        Ok(_) => {
            info!("{game} dealt with seed {}", setup.seed);
            world.resource_mut::<RulesTopic>().0 = game;
            world.insert_resource(setup);
            open_table(world);
        }
        Err(error) => error!("cannot start {game}: {error}"),
    }
}

fn start<R: Rules>(world: &mut World, setup: &GameSetup) -> Result<Seat, RulesError> {
    let options: R::Options =
        serde_json::from_value(setup.options.clone()).map_err(|e| SharedRefusal::BadOptions {
            game: R::ID.id(),
            why: e.to_string(),
        })?;
    // The game checks options and seat count before anything is replaced.
    R::new_game(&options, setup.seating.len(), Deal::seeded(setup.seed))?;
    end_sessions(world);
    start_game::<R>(
        world,
        &options,
        setup.seating.clone(),
        Deal::seeded(setup.seed),
        setup.purpose,
    )
}

/// Deals the current setup again with a fresh seed (a lesson has no setup: it deals itself
/// again, see [`super::lesson`]).
fn deal_again(mut requests: MessageReader<DealAgain>, mut commands: Commands) {
    if requests.read().count() > 0 {
        commands.queue(|world: &mut World| {
            let Some(mut setup) = world.get_resource::<GameSetup>().cloned() else {
                return;
            };
            setup.seed = rand::random::<u64>() % 1_000_000_000;
            launch(world, setup);
        });
    }
}

/// Opens the saved game in progress where it stood. A save that no longer opens is dropped
/// from the title with the reason, and the store keeps it as it is.
pub fn continue_saved_game(world: &mut World) {
    let Some(saved) = world.resource::<GameInProgress>().saved.clone() else {
        return;
    };
    let game = saved.record.game;
    end_sessions(world);
    match crate::table::resume::resume(world, &saved) {
        Ok(_) => {
            info!("{game} continued after {} moves", saved.record.plies());
            world.resource_mut::<RulesTopic>().0 = game;
            world.insert_resource(GameSetup {
                game,
                seating: saved.seating.clone(),
                options: saved.record.options.clone(),
                seed: saved.record.seed,
                purpose: saved.purpose,
            });
            open_table(world);
        }
        Err(error) => {
            error!("cannot continue {game}: {error}");
            let mut in_progress = world.resource_mut::<GameInProgress>();
            in_progress.saved = None;
            in_progress.problem =
                Some(Phrase::new("saved-uncontinued").nested("reason", error.phrase()));
        }
    }
}

/// Opens the table on a replay of `kept`, at its deal, from its first local player's seat. A
/// record that does not replay is refused with the reason and changes nothing.
pub fn watch_replay(world: &mut World, kept: &KeptGame) -> Result<(), RulesError> {
    struct Watch<'a>(&'a mut World, &'a KeptGame);
    impl GameVisitor for Watch<'_> {
        type Output = Result<(), RulesError>;
        fn visit<R: Rules>(self) -> Self::Output {
            crate::table::replay::watch::<R>(self.0, self.1)
        }
    }
    let game = kept.record.game;
    // Checked before anything is dropped, so a refusal leaves the screen as it was.
    kept.check()?;
    end_sessions(world);
    challenge_rules::visit(game, Watch(world, kept))?;
    world.resource_mut::<RulesTopic>().0 = game;
    world.remove_resource::<GameSetup>();
    super::review::review_kept(world, kept);
    open_table(world);
    Ok(())
}

/// Drops every game in progress, every lesson and every replay, so no bot keeps playing
/// behind another screen.
pub fn end_sessions(world: &mut World) {
    struct End<'a>(&'a mut World);
    impl GameVisitor for End<'_> {
        type Output = ();
        fn visit<R: Rules>(self) {
            self.0.remove_resource::<GameSession<R>>();
            crate::table::lesson::end_lesson::<R>(self.0);
            crate::table::replay::stop_watching::<R>(self.0);
        }
    }
    for game in GameId::ALL {
        challenge_rules::visit(game, End(world));
    }
}

/// Dealing again at the table keeps the screen (and its cards) rather than leaving and
/// re-entering it.
fn open_table(world: &mut World) {
    if *world.resource::<State<Screen>>().get() != Screen::Table {
        world.resource_mut::<NextState<Screen>>().set(Screen::Table);
    }
}

/// A finished game of `game` to watch when none is kept (`--show replay`): computer players of
/// every level play a seeded deal to its end.
pub fn sample_game(game: GameId, seed: u64) -> Result<KeptGame, RulesError> {
    use challenge_rules::record::GameRecord;
    use challenge_rules::record::library::Player;
    let players = [
        Player::Local,
        Player::Computer(Level::Hard),
        Player::Computer(Level::Normal),
    ];
    let seats = *game.seat_range().start();
    let level_of = |seat: Seat| {
        if seat == 0 {
            Level::Hard
        } else {
            Level::Normal
        }
    };
    let (record, outcome) = GameRecord::played_by_computers(game, seats, seed, level_of)?;
    let summary = outcome.summary;
    Ok(KeptGame {
        record,
        players: (0..seats).map(|seat| players[seat.min(2)]).collect(),
        finished_at: 0,
        summary,
    })
}

/// Opens the replay of the reviewed game at `ply`, the moment of one of its decisions. The
/// game must be among the kept games (the player's own games are kept as they end).
pub fn show_decision(world: &mut World, ply: usize) {
    let Some(record) = world.resource::<GameReview>().record().cloned() else {
        return;
    };
    let kept = world
        .resource::<KeptGames>()
        .library
        .games()
        .iter()
        .find(|kept| kept.record == record)
        .cloned();
    let Some(kept) = kept else {
        warn!("the reviewed game is not among the kept games");
        return;
    };
    // Reopening the replay would start the same review again: the one at hand is kept.
    let review = std::mem::take(&mut *world.resource_mut::<GameReview>());
    match watch_replay(world, &kept) {
        Ok(()) => {
            world.insert_resource(review);
            world.write_message(ReplayCommand::To(ply));
        }
        Err(error) => {
            world.insert_resource(review);
            warn!("the reviewed game does not replay: {error}");
        }
    }
}
