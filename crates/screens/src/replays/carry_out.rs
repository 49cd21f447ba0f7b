//! What the replays page's actions do in the app: watch a kept game or the game of a pasted
//! code, or deal its cards again for a new game, saying under the heading (or under the field)
//! why not when that cannot be; and `--show replay` and `--show review`, which open the newest
//! kept game.

use super::{ReplaysAction, ReplaysPage};
use crate::page::Input;
use bevy::prelude::*;
use challenge_base::shared::Screen;
use challenge_play::session::{GameSetup, launch, sample_game, watch_replay};
use challenge_play::table::{KeptGames, ReplayCommand};
use challenge_rules::record::CODE_PREFIX;
use challenge_rules::record::library::KeptGame;
use challenge_rules::{GameId, Phrase, Values};

pub(super) fn carry_out_actions(mut actions: MessageReader<ReplaysAction>, mut commands: Commands) {
    for &action in actions.read() {
        commands.queue(move |world: &mut World| carry_out(world, action));
    }
}

fn carry_out(world: &mut World, action: ReplaysAction) {
    match action {
        ReplaysAction::Back => world.resource_mut::<NextState<Screen>>().set(Screen::Title),
        ReplaysAction::WatchCode => {
            if let Some(game) = pasted_game(world, "replays-code-cannot-watch") {
                watch(world, &game);
            }
        }
        ReplaysAction::PlayCode => {
            if let Some(game) = pasted_game(world, "replays-code-cannot-deal") {
                play_deal(world, &game);
            }
        }
        ReplaysAction::Watch(index) => {
            if let Some(game) = kept_game(world, index) {
                watch(world, &game);
            }
        }
        ReplaysAction::PlayDeal(index) => {
            if let Some(game) = kept_game(world, index) {
                play_deal(world, &game);
            }
        }
        // The page's own (sent from elsewhere, as the page's buttons answer them at once).
        ReplaysAction::Share(_) | ReplaysAction::Copy => {
            world.resource_scope(|world, mut page: Mut<ReplaysPage>| {
                page.answer(&Input::Press(action), world.resource::<KeptGames>());
            });
        }
    }
}

/// The game of the code in the field, or `None` with the reason under the field: `refusal`
/// (watched or dealt) and the rules' reason.
fn pasted_game(world: &mut World, refusal: &'static str) -> Option<KeptGame> {
    let mut page = world.resource_mut::<ReplaysPage>();
    let code = page.code.trim();
    let problem = if code.is_empty() {
        Phrase::new("replays-code-empty").verbatim("prefix", CODE_PREFIX)
    } else {
        match KeptGame::from_code(code) {
            Ok(game) => {
                page.code_problem = None;
                return Some(game);
            }
            Err(error) => {
                info!("a share code was refused: {error}");
                Phrase::new(refusal).nested("reason", error.phrase())
            }
        }
    };
    page.code_problem = Some(problem);
    None
}

fn kept_game(world: &mut World, index: usize) -> Option<KeptGame> {
    let game = world
        .resource::<KeptGames>()
        .library
        .games()
        .get(index)
        .cloned();
    if game.is_none() {
        world.resource_mut::<ReplaysPage>().problem = Some(Phrase::new("replays-no-longer-kept"));
    }
    game
}

fn watch(world: &mut World, game: &KeptGame) {
    let problem = watch_replay(world, game).err();
    world.resource_mut::<ReplaysPage>().problem = problem.map(|error| {
        info!("a kept game cannot be replayed: {error}");
        Phrase::new("replays-cannot-replay").nested("reason", error.phrase())
    });
}

fn play_deal(world: &mut World, game: &KeptGame) {
    launch(world, GameSetup::of_kept(game));
    // `launch` logs a refusal and changes nothing; a deal that went ahead asks for the table.
    let dealt = matches!(
        *world.resource::<NextState<Screen>>(),
        NextState::Pending(Screen::Table) | NextState::PendingIfNeq(Screen::Table)
    );
    world.resource_mut::<ReplaysPage>().problem = (!dealt).then(|| {
        Phrase::new("replays-cannot-deal-again")
            .nested("game", Phrase::new(game.record.game.title_id()))
    });
}

/// `--show replay`: the newest kept game (of `game`, when one was asked for), or a sample game
/// played by computer players when none is kept. A failure is logged; the title stays.
pub(crate) fn watch_newest_kept_game(world: &mut World, game: Option<GameId>) {
    open_newest_kept_game(world, game, |kept| {
        // Opened at its middle with every card open, so one look shows what a replay offers.
        vec![
            ReplayCommand::To(kept.record.plies() / 2),
            ReplayCommand::From {
                seat: kept.first_local_seat(),
                open: true,
            },
        ]
    });
}

/// `--show review`: the newest kept game (as [`watch_newest_kept_game`] finds it) at its end,
/// where the result panel shows the review of the player's decisions.
pub(crate) fn review_newest_kept_game(world: &mut World, game: Option<GameId>) {
    open_newest_kept_game(world, game, |_| vec![ReplayCommand::ToEnd]);
}

fn open_newest_kept_game(
    world: &mut World,
    game: Option<GameId>,
    then: impl FnOnce(&KeptGame) -> Vec<ReplayCommand>,
) {
    let newest = world.get_resource::<KeptGames>().and_then(|kept| {
        kept.library
            .games()
            .iter()
            .rev()
            .find(|kept| game.is_none_or(|game| kept.record.game == game))
            .cloned()
    });
    let opened = newest
        .map_or_else(|| sample_game(game.unwrap_or(GameId::ALL[0]), 7), Ok)
        .and_then(|kept| {
            watch_replay(world, &kept)?;
            for command in then(&kept) {
                world.write_message(command);
            }
            Ok(())
        });
    if let Err(problem) = opened {
        error!("cannot show a replay: {problem}");
    }
}
