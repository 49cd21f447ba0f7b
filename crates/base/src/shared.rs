//! What every plugin of the game shares: the frame's system sets, the screens, the menus over
//! them and the request to deal again. It imports no other module of the game, so that any module may import it
//! without the modules pointing at each other in a circle.

use bevy::prelude::*;
use challenge_rules::GameId;

pub fn plugin(app: &mut App) {
    // Intents must reach the rules in the frame they are written, and presentation must see
    // the results in that same frame.
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Rules,
            AppSystems::Presentation,
        )
            .chain(),
    )
    .add_message::<DealAgain>();
}

/// One chained order for every frame: players' and bots' intents are read first, the rules
/// apply them next, and what is drawn or heard reacts last, in the same frame.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    Input,
    Rules,
    Presentation,
}

/// The screens of the game, one state each; entities spawned for a screen despawn on leaving
/// it.
#[derive(States, Debug, Hash, PartialEq, Eq, Clone, Copy, Default)]
pub enum Screen {
    /// The splash while the cards are drawn.
    #[default]
    Loading,
    Title,
    /// Choosing the game, the players, the options and the seed.
    Setup,
    /// A game in progress.
    Table,
    /// Online play: host a table, join one with its code, or return to one.
    Online,
    /// An online table before its deal: the code to share and who sits where.
    Lobby,
    /// The player's statistics: records by game and level, the latest results, charts.
    Stats,
    /// The finished games kept to watch again, and shared games to watch or play.
    Replays,
}

/// Deal a new game with the setup of the one at the table and a new seed (the pause menu's
/// and the results panel's "Deal again").
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DealAgain;

/// The menu open over the screen.
#[derive(States, Debug, Hash, PartialEq, Eq, Clone, Copy, Default)]
pub enum Menu {
    #[default]
    None,
    Pause,
    Settings,
    Rules,
    /// The chat of an online table, over its lobby or its game.
    Chat,
    /// "Learn to play" from the title: the games with a guided first game.
    Learn,
}

/// Where Back leads from the settings or the rules: the pause menu or the bare screen.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MenuOrigin(pub Menu);

/// The game whose rules the rules menu shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesTopic(pub GameId);

impl Default for RulesTopic {
    fn default() -> RulesTopic {
        RulesTopic(GameId::ALL[0])
    }
}

/// Opens the settings or the rules, remembering where Back should return to.
pub fn open_menu(world: &mut World, menu: Menu) {
    let from = *world.resource::<State<Menu>>().get();
    world.resource_mut::<MenuOrigin>().0 = from;
    world.resource_mut::<NextState<Menu>>().set(menu);
}
