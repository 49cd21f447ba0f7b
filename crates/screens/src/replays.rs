//! The replays screen: a field to paste a shared game's code and watch it (or deal its cards
//! again), and the kept games, newest first, each to watch, to deal again or to share as a
//! code. The page is a model (`crate::page`) made from the kept games and the page's state in
//! the player's words, which egui draws and screen readers read (`crate::page_access`). egui
//! keeps its own focus: Tab and the arrows move it, Enter and Space press; the gamepad's D-pad
//! and South are handed to egui as those keys (as Tab and Shift+Tab while a text field has
//! focus, since a field keeps the arrows for its cursor). Escape and B go back to the title.

mod carry_out;

pub(crate) use carry_out::{review_newest_kept_game, watch_newest_kept_game};

use crate::page::draw::draw;
use crate::page::pad::send_pad_keys;
use crate::page::{Button, Field, Form, Input, Page, Part, Tone, Words};
use crate::page_access::{PageDescriber, no_description, read_requests};
use crate::stats::date_phrase;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiPrimaryContextPass, PrimaryEguiContext};
use challenge_base::input::focus::{LastDevice, Nav};
use challenge_base::shared::{AppSystems, Screen};
use challenge_base::text::Lexicon;
use challenge_play::table::KeptGames;
use challenge_rules::record::CODE_PREFIX;
use challenge_rules::record::library::{KEPT_GAMES, KeptGame};
use challenge_rules::{Phrase, Speak, Values};
use challenge_text::{SeatNames, Text};

/// The longest text the code field takes: a share code is at most a few hundred characters,
/// and this keeps a stray paste of a whole document out of the field.
const CODE_FIELD_LIMIT: usize = 1_000;

/// The key of the field a shared game's code is pasted into.
pub const CODE_FIELD: &str = "share code";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReplaysPage>()
        .add_message::<ReplaysAction>()
        .add_message::<Input<ReplaysAction>>()
        .add_systems(OnEnter(Screen::Replays), open_page)
        .add_systems(
            Update,
            (
                go_back_on_escape.after(challenge_base::input::focus::move_focus),
                (
                    read_requests::<ReplaysAction>,
                    answer_readers,
                    carry_out::carry_out_actions,
                )
                    .chain(),
            )
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Replays)),
        )
        .add_systems(
            Update,
            describe_page
                .run_if(
                    in_state(Screen::Replays).and_then(
                        resource_changed::<ReplaysPage>
                            .or_eager(resource_changed::<KeptGames>)
                            .or_eager(resource_changed::<Lexicon>)
                            .or_eager(no_description),
                    ),
                )
                .in_set(AppSystems::Presentation),
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

/// A button of the replays screen was pressed, on the page or by a screen reader.
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
    /// Show the share code of the kept game at this place in the library, or hide it.
    Share(usize),
    /// Copy the share code on show.
    Copy,
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

    /// Does what the player did on the page where the page can (showing a code, copying it,
    /// typing, moving to the field); returns the action the app carries out otherwise.
    pub fn answer(
        &mut self,
        input: &Input<ReplaysAction>,
        kept: &KeptGames,
    ) -> Option<ReplaysAction> {
        match *input {
            Input::Press(ReplaysAction::Share(index)) => {
                if let Some(game) = kept.library.games().get(index) {
                    self.toggle_sharing(index, game);
                }
            }
            Input::Press(ReplaysAction::Copy) => {
                self.copy_asked = matches!(self.sharing, Some((_, Ok(_))));
            }
            Input::Press(action) => return Some(action),
            Input::Typed(CODE_FIELD, ref code) => self.set_code(code),
            Input::Focus(CODE_FIELD) => self.focus_code = true,
            Input::Typed(..) | Input::Focus(_) => {}
        }
        None
    }
}

fn open_page(mut page: ResMut<ReplaysPage>, last: Res<LastDevice>) {
    *page = ReplaysPage {
        // A code typed earlier is kept, so a player who looked elsewhere need not paste it again.
        code: std::mem::take(&mut page.code),
        focus_first: (!last.points()).then_some(*last),
        ..ReplaysPage::default()
    };
}

/// Escape and B lead back to the title.
fn go_back_on_escape(mut nav: MessageReader<Nav>, mut next: ResMut<NextState<Screen>>) {
    if nav.read().any(|command| *command == Nav::Back) {
        next.set(Screen::Title);
    }
}

fn gamepad_to_egui(
    gamepads: Query<&Gamepad>,
    page: Res<ReplaysPage>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    send_pad_keys(&gamepads, page.typing, &mut inputs);
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

/// What a screen reader did on the page's description, done as the page does it.
fn answer_readers(
    mut inputs: MessageReader<Input<ReplaysAction>>,
    mut page: ResMut<ReplaysPage>,
    kept: Res<KeptGames>,
    mut actions: MessageWriter<ReplaysAction>,
) {
    for input in inputs.read() {
        if let Some(action) = page.answer(input, &kept) {
            actions.write(action);
        }
    }
}

fn describe_page(
    mut describer: PageDescriber<ReplaysAction>,
    page: Res<ReplaysPage>,
    kept: Res<KeptGames>,
    lexicon: Res<Lexicon>,
) {
    describer.describe(Screen::Replays, &replays_model(&page, &kept, &lexicon));
}

/// A phrase in words, with every seat "Player N".
fn say(text: &Text, phrase: &Phrase) -> String {
    text.say(phrase, &SeatNames::nobody())
}

/// Draws the whole screen in the words of `text` and does what the page does itself; returns
/// the action for the app to carry out, if any.
pub fn replays_page(
    ui: &mut egui::Ui,
    page: &mut ReplaysPage,
    kept: &KeptGames,
    text: &Text,
) -> Option<ReplaysAction> {
    let drawn = draw(ui, &mut replays_model(page, kept, text));
    // Focus asked for is given once.
    page.focus_first = None;
    page.focus_code = false;
    page.typing = drawn.typing;
    let mut action = None;
    for input in &drawn.inputs {
        action = page.answer(input, kept).or(action);
    }
    if std::mem::take(&mut page.copy_asked)
        && let Some((_, Ok(code))) = &page.sharing
    {
        ui.ctx().copy_text(code.clone());
        page.copied = true;
    }
    action
}

/// The replays page, in the words of `text`.
pub fn replays_model(page: &ReplaysPage, kept: &KeptGames, text: &Text) -> Page<ReplaysAction> {
    // A pad has no keys to type with: it starts on the newest kept game instead.
    let field_first = page.focus_first == Some(LastDevice::Keyboard) || kept.library.is_empty();
    let opened = page.focus_first.is_some();
    let mut parts = vec![Part::TitleBar(Button::new(
        text.get("replays-back"),
        ReplaysAction::Back,
    ))];
    for problem in [&kept.problem, &page.problem].into_iter().flatten() {
        parts.push(Part::Line(Words::problem(say(text, problem))));
    }
    parts.push(Part::Space(8.0));
    let hint = Phrase::new("replays-code-hint").verbatim("prefix", CODE_PREFIX);
    parts.push(Part::Form(Form {
        name: Words::heading(text.get("replays-watch-shared"), 22.0),
        field: Field {
            key: CODE_FIELD,
            value: page.code.clone(),
            hint: say(text, &hint),
            limit: CODE_FIELD_LIMIT,
            enter: Some(ReplaysAction::WatchCode),
            focus: (opened && field_first) || page.focus_code,
        },
        buttons: vec![
            Button::new(text.get("replays-watch"), ReplaysAction::WatchCode),
            Button::new(text.get("replays-play-deal"), ReplaysAction::PlayCode),
        ],
    }));
    if let Some(problem) = &page.code_problem {
        parts.push(Part::Line(Words::problem(say(text, problem))));
    }
    parts.push(Part::Space(14.0));
    parts.push(Part::Line(Words::heading(text.get("replays-kept"), 22.0)));
    if kept.library.is_empty() {
        let nothing = Phrase::new("replays-nothing-yet").count("count", KEPT_GAMES);
        parts.push(Part::Space(40.0));
        parts.push(Part::Centred(vec![
            Part::Line(
                Words::plain(say(text, &nothing))
                    .size(20.0)
                    .tone(Tone::Ivory),
            ),
            Part::Line(Words::muted(text.get("replays-nothing-yet-hint"))),
        ]));
    } else {
        let games = kept.library.games();
        let newest = games.len() - 1;
        let rows = games.iter().enumerate().rev().flat_map(|(index, game)| {
            let focus = opened && !field_first && index == newest;
            [
                Part::Card(kept_game(page, index, game, focus, text)),
                Part::Space(6.0),
            ]
        });
        parts.push(Part::Scroll {
            key: "kept games",
            parts: rows.collect(),
        });
    }
    Page {
        title: text.get("replays-title"),
        parts,
    }
}

/// One kept game: what it was and how it ended, its buttons, and its share code when asked.
fn kept_game(
    page: &ReplaysPage,
    index: usize,
    game: &KeptGame,
    focus: bool,
    text: &Text,
) -> Vec<Part<ReplaysAction>> {
    let about = std::iter::once(Words::heading(text.game_title(game.record.game), 20.0))
        .chain(row_details(game).map(|detail| Words::muted(say(text, &detail))));
    // Seats named as at the table: "You" for the player who played here.
    let summary = text.say(&game.summary.phrase(), &summary_naming(game));
    let sharing = page.sharing.as_ref().filter(|(at, _)| *at == index);
    let share = if sharing.is_some() {
        "replays-hide-code"
    } else {
        "replays-share"
    };
    let mut parts = vec![
        Part::Block(vec![
            about.collect(),
            vec![Words::plain(summary).size(17.0)],
        ]),
        Part::Buttons(vec![
            Button::new(text.get("replays-watch"), ReplaysAction::Watch(index)).focused(focus),
            Button::new(
                text.get("replays-play-deal"),
                ReplaysAction::PlayDeal(index),
            ),
            Button::new(text.get(share), ReplaysAction::Share(index)),
        ]),
    ];
    match sharing {
        Some((_, Ok(code))) => {
            let mut beside = vec![Part::Buttons(vec![Button::new(
                text.get("replays-copy"),
                ReplaysAction::Copy,
            )])];
            if page.copied {
                beside.push(Part::Line(Words::muted(text.get("replays-copied"))));
            }
            parts.push(Part::Shown {
                key: format!("kept code {index}"),
                text: code.clone(),
                beside,
            });
        }
        Some((_, Err(problem))) => parts.push(Part::Line(Words::problem(say(text, problem)))),
        None => {}
    }
    parts
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
