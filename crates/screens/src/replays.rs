//! The replays screen, drawn with egui as the statistics screen is: a field to paste a shared
//! game's code and watch it (or deal its cards again), and the kept games, newest first, each
//! to watch, to deal again or to share as a code. egui keeps its own focus: Tab and the arrows
//! move it, Enter and Space press; the gamepad's D-pad and South are handed to egui as those
//! keys (as Tab and Shift+Tab while a text field has focus, since a field keeps the arrows for
//! its cursor). Escape and B go back to the title.

use crate::stats::{date_phrase, gamepad_keys, tap};
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiPrimaryContextPass, PrimaryEguiContext};
use challenge_base::input::focus::{LastDevice, Nav};
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Lexicon;
use challenge_base::theme::egui_look::to_egui;
use challenge_base::theme::palette;
use challenge_play::session::{GameSetup, launch, sample_game, watch_replay};
use challenge_play::table::{KeptGames, ReplayCommand};
use challenge_rules::record::CODE_PREFIX;
use challenge_rules::record::library::{KEPT_GAMES, KeptGame};
use challenge_rules::{GameId, Phrase, Speak, Values};
use challenge_text::{SeatNames, Text};

/// The longest text the code field takes: a share code is at most a few hundred characters,
/// and this keeps a stray paste of a whole document out of the field.
const CODE_FIELD_LIMIT: usize = 1_000;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReplaysPage>()
        .add_message::<ReplaysAction>()
        .add_systems(OnEnter(Screen::Replays), open_page)
        .add_systems(
            Update,
            (
                go_back_on_escape.after(challenge_base::input::focus::move_focus),
                carry_out_actions,
            )
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Replays)),
        )
        // After bevy_egui has written this frame's input and before its pass begins, so the
        // pad's keys reach egui in the frame they were pressed.
        .add_systems(
            PreUpdate,
            gamepad_to_egui
                .after(bevy_egui::EguiInputSet::WriteEguiEvents)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass)
                .after(bevy::input::InputSystems)
                .run_if(in_state(Screen::Replays)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_page.run_if(in_state(Screen::Replays)),
        );
}

/// What the replays screen shows besides the kept games themselves.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ReplaysPage {
    /// The share code typed or pasted into the field.
    pub code: String,
    /// Why that code could not be used, shown under the field.
    pub code_problem: Option<Phrase>,
    /// Why a game could not be opened or dealt, shown under the heading.
    pub problem: Option<Phrase>,
    /// The kept game (its place in the library) whose share code is on show, and that code or
    /// why there is none.
    pub sharing: Option<(usize, Result<String, Phrase>)>,
    /// The code on show was copied.
    pub copied: bool,
    /// Give the first control focus on the next pass (the screen was opened by keyboard or pad).
    pub focus_first: Option<LastDevice>,
    /// A text field had focus in the last pass: the pad's D-pad then moves focus by Tab.
    pub typing: bool,
    /// Give the code field focus on the next pass (a screen reader moved to it), so what the
    /// player types goes into it.
    pub focus_code: bool,
    /// Copy the code on show on the next pass (a screen reader pressed Copy): only the page can
    /// reach the clipboard.
    pub copy_asked: bool,
}

impl ReplaysPage {
    /// Shows the share code of the kept game at `index`, or hides it when it is on show.
    pub fn toggle_sharing(&mut self, index: usize, game: &KeptGame) {
        let sharing_this = self.sharing.as_ref().is_some_and(|(at, _)| *at == index);
        self.copied = false;
        self.sharing = if sharing_this {
            None
        } else {
            Some((index, share_code(game)))
        };
    }

    /// Puts `code` in the code field as typing it there would, within the field's length.
    pub fn set_code(&mut self, code: &str) {
        self.code = code.chars().take(CODE_FIELD_LIMIT).collect();
        self.code_problem = None;
    }
}

/// A button of the replays screen was pressed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaysAction {
    Back,
    /// Watch the game of the code in the field.
    WatchCode,
    /// Deal the cards of the code in the field again, for a new game.
    PlayCode,
    /// Watch the kept game at this place in the library (oldest first).
    Watch(usize),
    /// Deal the kept game's cards again, with its players, for a new game.
    PlayDeal(usize),
}

fn open_page(mut page: ResMut<ReplaysPage>, last: Res<LastDevice>) {
    *page = ReplaysPage {
        // A code typed earlier is kept, so a player who looked elsewhere need not paste it again.
        code: std::mem::take(&mut page.code),
        focus_first: (*last != LastDevice::Mouse).then_some(*last),
        ..ReplaysPage::default()
    };
}

/// Escape and B lead back to the title.
fn go_back_on_escape(mut nav: MessageReader<Nav>, mut next: ResMut<NextState<Screen>>) {
    if nav.read().any(|command| *command == Nav::Back) {
        next.set(Screen::Title);
    }
}

/// The egui events for the keys a gamepad's buttons stand for. While a text field has focus the
/// D-pad moves focus by Tab and Shift+Tab, since the field keeps the arrows to move its cursor
/// and a pad player would otherwise be stuck in it.
pub fn pad_events(keys: &[egui::Key], typing: bool) -> Vec<egui::Event> {
    keys.iter()
        .flat_map(|&key| {
            let (key, modifiers) = match key {
                egui::Key::ArrowDown | egui::Key::ArrowRight if typing => {
                    (egui::Key::Tab, egui::Modifiers::NONE)
                }
                egui::Key::ArrowUp | egui::Key::ArrowLeft if typing => {
                    (egui::Key::Tab, egui::Modifiers::SHIFT)
                }
                key => (key, egui::Modifiers::NONE),
            };
            tap(key).map(|event| match event {
                egui::Event::Key {
                    key,
                    physical_key,
                    pressed,
                    repeat,
                    ..
                } => egui::Event::Key {
                    key,
                    physical_key,
                    pressed,
                    repeat,
                    modifiers,
                },
                other => other,
            })
        })
        .collect()
}

fn gamepad_to_egui(
    gamepads: Query<&Gamepad>,
    page: Res<ReplaysPage>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let keys: Vec<egui::Key> = gamepads.iter().flat_map(gamepad_keys).collect();
    if keys.is_empty() {
        return;
    }
    let events = pad_events(&keys, page.typing);
    for mut input in &mut inputs {
        input.events.extend(events.iter().cloned());
    }
}

fn draw_page(
    mut contexts: EguiContexts,
    mut page: ResMut<ReplaysPage>,
    kept: Res<KeptGames>,
    lexicon: Res<Lexicon>,
    mut actions: MessageWriter<ReplaysAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "replays".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let mut shown = page.clone();
    if let Some(action) = replays_page(&mut root, &mut shown, &kept, &lexicon) {
        actions.write(action);
    }
    if shown != *page {
        *page = shown;
    }
    Ok(())
}

/// A phrase in words, with every seat "Player N".
fn say(text: &Text, phrase: &Phrase) -> String {
    text.say(phrase, &SeatNames::nobody())
}

/// Draws the whole screen in the words of `text`; returns the button pressed, if any.
pub fn replays_page(
    ui: &mut egui::Ui,
    page: &mut ReplaysPage,
    kept: &KeptGames,
    text: &Text,
) -> Option<ReplaysAction> {
    let mut action = None;
    let mut typing = false;
    let frame = egui::Frame::central_panel(ui.style())
        .fill(to_egui(palette::FELT))
        .inner_margin(egui::Margin::same(20));
    egui::CentralPanel::default().frame(frame).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.heading(
                egui::RichText::new(text.get("replays-title"))
                    .size(34.0)
                    .color(to_egui(palette::BRASS)),
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button(egui::RichText::new(text.get("replays-back")).size(20.0))
                    .clicked()
                {
                    action = Some(ReplaysAction::Back);
                }
            });
        });
        for problem in [&kept.problem, &page.problem].into_iter().flatten() {
            ui.colored_label(to_egui(palette::BRASS), say(text, problem));
        }
        ui.add_space(8.0);
        // A pad has no keys to type with: it starts on the newest kept game instead.
        let field_first = page.focus_first == Some(LastDevice::Keyboard) || kept.library.is_empty();
        let first = page.focus_first.take();
        let focus_field = (first.is_some() && field_first) || std::mem::take(&mut page.focus_code);
        let focus_newest = first.is_some() && !field_first;
        if let Some(pressed) = code_field(ui, page, focus_field, &mut typing, text) {
            action = Some(pressed);
        }
        ui.add_space(14.0);
        ui.label(
            egui::RichText::new(text.get("replays-kept"))
                .size(22.0)
                .color(to_egui(palette::BRASS)),
        );
        if kept.library.is_empty() {
            nothing_yet(ui, text);
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("kept games")
            .auto_shrink(false)
            .show(ui, |ui| {
                let games = kept.library.games();
                for (index, game) in games.iter().enumerate().rev() {
                    let focus = focus_newest && index + 1 == games.len();
                    let row = game_row(ui, page, index, game, focus, &mut typing, text);
                    if let Some(pressed) = row {
                        action = Some(pressed);
                    }
                    ui.add_space(6.0);
                }
            });
    });
    page.typing = typing;
    action
}

/// "Watch a shared game": the code field, Watch and Play this deal, and what was wrong with
/// the code.
fn code_field(
    ui: &mut egui::Ui,
    page: &mut ReplaysPage,
    focus: bool,
    typing: &mut bool,
    text: &Text,
) -> Option<ReplaysAction> {
    let mut action = None;
    ui.label(
        egui::RichText::new(text.get("replays-watch-shared"))
            .size(22.0)
            .color(to_egui(palette::BRASS)),
    );
    let hint = Phrase::new("replays-code-hint").verbatim("prefix", CODE_PREFIX);
    ui.horizontal_wrapped(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut page.code)
                .id_salt("share code")
                .hint_text(say(text, &hint))
                .char_limit(CODE_FIELD_LIMIT)
                .desired_width(520.0)
                .min_size(field_size(ui))
                .vertical_align(egui::Align::Center),
        );
        if focus {
            field.request_focus();
        }
        if field.changed() {
            page.code_problem = None;
        }
        if field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter)) {
            action = Some(ReplaysAction::WatchCode);
            // Kept in the field, so a mistyped code can be put right at once.
            field.request_focus();
        }
        *typing |= field.has_focus();
        if ui
            .button(egui::RichText::new(text.get("replays-watch")).size(18.0))
            .clicked()
        {
            action = Some(ReplaysAction::WatchCode);
        }
        if ui
            .button(egui::RichText::new(text.get("replays-play-deal")).size(18.0))
            .clicked()
        {
            action = Some(ReplaysAction::PlayCode);
        }
    });
    if let Some(problem) = &page.code_problem {
        ui.colored_label(to_egui(palette::BRASS), say(text, problem));
    }
    action
}

/// One kept game: what it was and how it ended, its buttons, and its share code when asked.
fn game_row(
    ui: &mut egui::Ui,
    page: &mut ReplaysPage,
    index: usize,
    game: &KeptGame,
    focus: bool,
    typing: &mut bool,
    text: &Text,
) -> Option<ReplaysAction> {
    let mut action = None;
    egui::Frame::group(ui.style())
        .fill(to_egui(palette::FELT_DARK))
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    egui::RichText::new(text.game_title(game.record.game))
                        .size(20.0)
                        .color(to_egui(palette::BRASS)),
                );
                for detail in row_details(game) {
                    ui.label(muted(&say(text, &detail)));
                }
            });
            // Seats named as at the table: "You" for the player who played here.
            let summary = text.say(&game.summary.phrase(), &summary_naming(game));
            ui.label(egui::RichText::new(summary).size(17.0));
            let sharing_this = page.sharing.as_ref().is_some_and(|(at, _)| *at == index);
            ui.horizontal_wrapped(|ui| {
                let watch = ui.button(egui::RichText::new(text.get("replays-watch")).size(18.0));
                if focus {
                    watch.request_focus();
                }
                // Each row takes focus in turn, so a pad or the arrows scroll the list.
                if watch.gained_focus() {
                    watch.scroll_to_me(None);
                }
                if watch.clicked() {
                    action = Some(ReplaysAction::Watch(index));
                }
                if ui
                    .button(egui::RichText::new(text.get("replays-play-deal")).size(18.0))
                    .clicked()
                {
                    action = Some(ReplaysAction::PlayDeal(index));
                }
                let share = if sharing_this {
                    "replays-hide-code"
                } else {
                    "replays-share"
                };
                if ui
                    .button(egui::RichText::new(text.get(share)).size(18.0))
                    .clicked()
                {
                    page.toggle_sharing(index, game);
                }
            });
            let Some((_, code)) = page.sharing.as_ref().filter(|_| sharing_this) else {
                return;
            };
            match code.clone() {
                Ok(code) => {
                    ui.horizontal_wrapped(|ui| {
                        // Read-only, but selectable: a &str is a text buffer egui cannot change.
                        let shown = ui.add(
                            egui::TextEdit::singleline(&mut code.as_str())
                                .id_salt(("kept code", index))
                                .desired_width(520.0)
                                .min_size(field_size(ui))
                                .vertical_align(egui::Align::Center),
                        );
                        *typing |= shown.has_focus();
                        let copy =
                            ui.button(egui::RichText::new(text.get("replays-copy")).size(18.0));
                        if copy.clicked() || std::mem::take(&mut page.copy_asked) {
                            ui.ctx().copy_text(code.clone());
                            page.copied = true;
                        }
                        if page.copied {
                            ui.label(muted(&text.get("replays-copied")));
                        }
                    });
                }
                Err(problem) => {
                    ui.colored_label(to_egui(palette::BRASS), say(text, &problem));
                }
            }
        });
    action
}

/// What a row says after the game's name: players, date, moves.
pub fn row_details(game: &KeptGame) -> [Phrase; 3] {
    let players = Phrase::new("replays-players").count("count", game.record.seats);
    let date = if game.finished_at == 0 {
        Phrase::new("replays-shared")
    } else {
        date_phrase(game.finished_at)
    };
    let moves = Phrase::new("replays-moves").count("count", game.record.plies());
    [players, date, moves]
}

/// How a kept game's summary names seats: "You" for the first player who played at this
/// device, as the table did; every seat "Player N" for a game that came as a code.
pub fn summary_naming(game: &KeptGame) -> SeatNames {
    if game.players.is_empty() {
        SeatNames::nobody()
    } else {
        SeatNames::you(game.first_local_seat())
    }
}

fn share_code(game: &KeptGame) -> Result<String, Phrase> {
    game.record
        .to_code()
        .map_err(|error| Phrase::new("replays-no-share-code").nested("reason", error.phrase()))
}

fn nothing_yet(ui: &mut egui::Ui, text: &Text) {
    ui.add_space(40.0);
    ui.vertical_centered(|ui| {
        let nothing = Phrase::new("replays-nothing-yet").count("count", KEPT_GAMES);
        ui.label(
            egui::RichText::new(say(text, &nothing))
                .size(20.0)
                .color(to_egui(palette::IVORY)),
        );
        ui.label(muted(&text.get("replays-nothing-yet-hint")));
    });
}

fn muted(text: &str) -> egui::RichText {
    egui::RichText::new(text).color(to_egui(palette::MUTED))
}

fn carry_out_actions(mut actions: MessageReader<ReplaysAction>, mut commands: Commands) {
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
pub(super) fn watch_newest_kept_game(world: &mut World, game: Option<GameId>) {
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
pub(super) fn review_newest_kept_game(world: &mut World, game: Option<GameId>) {
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

/// A text field as high as the buttons beside it: a fingertip where the interface is scaled
/// down for a phone.
fn field_size(ui: &egui::Ui) -> egui::Vec2 {
    egui::vec2(0.0, ui.spacing().interact_size.y)
}
