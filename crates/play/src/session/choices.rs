//! What the setup screen offers and remembers: the game, who plays each seat, the options and
//! the seed. The choices outlive the screen, so a second visit starts from the last game's,
//! and they become the game dealt here ([`SetupChoices::to_setup`]) or the online table opened
//! ([`SetupChoices::to_create`]).

use super::GameSetup;
use crate::table::SeatKind;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use challenge_base::shared::AppSystems;
use challenge_online::{ClientMessage, SeatPlan};
use challenge_rules::setup::{OptionSpec, option_specs, options_json};
use challenge_rules::{GameId, Level, Phrase, Values};

/// Seeds are typed as decimal numbers of at most this many digits (they fit in a u64).
pub const SEED_DIGITS: usize = 19;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupChoices>()
        .add_systems(Update, follow_dealt_seed.in_set(AppSystems::Presentation));
}

/// The seed shown follows the game last dealt, so "deal again" at the table shows its new
/// seed here and the same deal can be dealt once more.
fn follow_dealt_seed(dealt: Option<Res<GameSetup>>, mut choices: ResMut<SetupChoices>) {
    if let Some(dealt) = dealt
        && dealt.is_changed()
        && choices.seed != dealt.seed
    {
        choices.seed = dealt.seed;
    }
}

/// Who plays a seat, as the setup screen offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// A person at this device: you in the first seat; in the others, players who take turns
    /// with you at the same screen (pass and play).
    You,
    Computer(Level),
    /// Left open for a friend who joins with the code (online tables only).
    Friend,
}

impl SeatChoice {
    /// What the choice reads in `seat`'s row.
    pub fn label(self, seat: usize) -> Phrase {
        match self {
            // Named as the table names them: "You" in your seat, and "Player 2 (here)" for
            // someone at this device, so "Pass to Player 2" reads as the same person.
            SeatChoice::You => Phrase::new("setup-seat-here").seat("seat", seat),
            SeatChoice::Computer(level) => {
                Phrase::new("setup-seat-computer").word("level", level_word(level))
            }
            SeatChoice::Friend => Phrase::new("setup-seat-friend"),
        }
    }

    /// Your own seat may be handed to a computer player (you watch). Here, any other seat may
    /// also be played by someone at this device: the table is passed between you, each
    /// player's hand covered until they take it. Online, your seat is always yours and the
    /// others are friends (who join with the code) or computer players.
    pub fn step(self, own_seat: bool, online: bool, forward: bool) -> SeatChoice {
        let mut order = vec![];
        if own_seat || !online {
            order.push(SeatChoice::You);
        }
        if online && !own_seat {
            order.push(SeatChoice::Friend);
        }
        if !(online && own_seat) {
            order.extend(
                [Level::Easy, Level::Normal, Level::Hard]
                    .into_iter()
                    .map(SeatChoice::Computer),
            );
        }
        let at = order.iter().position(|&c| c == self).unwrap_or(0);
        let len = order.len();
        order[if forward {
            (at + 1) % len
        } else {
            (at + len - 1) % len
        }]
    }
}

/// The keyword `setup-seat-computer` chooses its words by.
fn level_word(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
    }
}

/// What the setup screen shows; it outlives the screen so a second visit starts from the
/// last game's choices.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct SetupChoices {
    pub game: GameId,
    pub seats: Vec<SeatChoice>,
    /// One index per entry of [`option_specs`].
    pub options: Vec<usize>,
    pub seed: u64,
    /// Hosting an online table rather than dealing here.
    pub online: bool,
}

impl Default for SetupChoices {
    fn default() -> SetupChoices {
        SetupChoices::for_game(GameId::ALL[0])
    }
}

impl SetupChoices {
    pub fn for_game(game: GameId) -> SetupChoices {
        let seats = 2usize.clamp(*game.seat_range().start(), *game.seat_range().end());
        let mut choices = SetupChoices {
            game,
            seats: Vec::new(),
            options: Vec::new(),
            seed: rand::random::<u64>() % 1_000_000_000,
            online: false,
        };
        choices.set_seat_count(seats);
        choices
    }

    pub fn specs(&self) -> Vec<OptionSpec> {
        option_specs(self.game, self.seats.len())
    }

    /// Resizes the table; options go back to their defaults, since some depend on the count.
    pub fn set_seat_count(&mut self, count: usize) {
        let watching = self.seats.first().is_some_and(|c| *c != SeatChoice::You);
        self.seats
            .resize(count, SeatChoice::Computer(Level::Normal));
        if (self.online || !watching)
            && let Some(first) = self.seats.first_mut()
        {
            *first = SeatChoice::You;
        }
        self.options = self.specs().iter().map(|s| s.default_index).collect();
    }

    pub fn set_game(&mut self, game: GameId) {
        if self.game != game {
            let (seed, online) = (self.seed, self.online);
            *self = SetupChoices::for_game(game);
            self.seed = seed;
            self.set_online(online);
        }
    }

    /// Switches between dealing here and hosting online: online, your seat is yours and the
    /// other players at this device become friends who join with the code; here, seats kept
    /// for friends go to computer players.
    pub fn set_online(&mut self, online: bool) {
        self.online = online;
        for (seat, choice) in self.seats.iter_mut().enumerate() {
            *choice = match (online, seat, *choice) {
                (true, 0, _) => SeatChoice::You,
                (true, _, SeatChoice::You) => SeatChoice::Friend,
                (false, _, SeatChoice::Friend) => SeatChoice::Computer(Level::Normal),
                (_, _, other) => other,
            };
        }
    }

    /// The message that opens these choices as an online table, the host (who goes by
    /// `name` and speaks `lang`) in the first seat. The table is private until its host lists
    /// it from the lobby.
    pub fn to_create(&self, name: &str, lang: &str) -> ClientMessage {
        ClientMessage::Create {
            game: self.game.id().to_string(),
            seats: self
                .seats
                .iter()
                .map(|choice| match choice {
                    SeatChoice::You | SeatChoice::Friend => SeatPlan::Open,
                    SeatChoice::Computer(level) => SeatPlan::Bot { level: *level },
                })
                .collect(),
            options: options_json(self.game, self.seats.len(), &self.options),
            seed: Some(self.seed),
            seat: Some(0),
            name: name.to_string(),
            stand_in: Level::Normal,
            public: false,
            lang: lang.to_string(),
        }
    }

    /// The game these choices deal.
    pub fn to_setup(&self) -> GameSetup {
        GameSetup::new(
            self.game,
            self.seats
                .iter()
                .map(|choice| match choice {
                    SeatChoice::You | SeatChoice::Friend => SeatKind::Human,
                    SeatChoice::Computer(level) => SeatKind::Bot(*level),
                })
                .collect(),
            options_json(self.game, self.seats.len(), &self.options),
            self.seed,
        )
    }

    /// Applies one typed key to the seed: digits append, Backspace removes the last one.
    /// A `fresh` start (the first key typed) replaces the seed shown instead of extending it.
    pub fn type_into_seed(&mut self, key: &Key, fresh: bool) {
        let text = if fresh {
            String::new()
        } else {
            self.seed.to_string()
        };
        let edited = match key {
            Key::Character(c) if c.chars().all(|ch| ch.is_ascii_digit()) => {
                let mut t = if text == "0" { String::new() } else { text };
                t.push_str(c);
                t
            }
            Key::Backspace => text[..text.len().saturating_sub(1)].to_string(),
            _ => return,
        };
        if edited.len() <= SEED_DIGITS {
            self.seed = edited.parse().unwrap_or(0);
        }
    }
}
