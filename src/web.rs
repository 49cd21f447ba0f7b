//! The page around the game in the browser. The body carries the game's state as data
//! attributes: `data-challenge="running"` once the first frame is drawn (the page's own
//! loading screen steps aside then), `data-screen` with the screen shown, `data-your-turn`
//! while the player is to move, `data-events`, how many game events the table has shown,
//! `data-finished`, how many games have ended, `data-focus`, the words on the focused
//! button, `data-code`, the invite code of the online table the player sits at,
//! `data-names`, the names the online table's players go by, seat by seat ("Ann|Boris"),
//! `data-chat`, the table's chat lines shown, as its player reads them ("You: Hello!|Ann: ☺"),
//! `data-hand-off`, the player a covered table waits for in pass and play (empty once they hold
//! the device), `data-hand-offs` and `data-hints`, how many hand-offs were confirmed and hints
//! shown, `data-replay`, the move a replay shows ("12/40"), `data-review`, the review of the game just
//! ended ("working", "ready 3/41": decisions listed of those valued, or "failed"), and `data-lang`, the language the game
//! speaks (also the page's `lang`), `data-games`, the title of every game the game has, in
//! its registry's order and its language ("Suit Challenge|Challenge Poker|…"), `data-window`, the window as the game sees it ("390x844
//! @2": logical size and device pixels per logical pixel), and `data-pointer`, where the game
//! last saw the pointer or a finger, in logical pixels, and `data-frames`, how many frames it
//! has drawn — what assistive tools and the browser
//! test read. Thinking and music come from the page's worker, see [`challenge_base::off_frame`].

pub(crate) mod engine;
mod mirror;

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;
use challenge_base::input::touch::PointerOnly;
use challenge_base::shared::Screen;
use challenge_base::text::{Lexicon, SeatNaming};
use challenge_play::online::OnlineTable;
use challenge_rules::{GameId, Phrase};
use challenge_table_screen::TableView;
use wasm_bindgen::JsCast;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(mirror::plugin);
    app.add_systems(Last, mark_page_running.run_if(run_once))
        .add_systems(Last, show_screen.run_if(state_changed::<Screen>))
        .add_systems(Last, show_turn.run_if(resource_changed::<TableView>))
        .add_systems(
            Last,
            (
                count_events,
                count_finished_games,
                show_hand_offs,
                count_hints,
                show_replay,
            ),
        )
        .add_systems(Last, show_focus.run_if(resource_changed::<InputFocus>))
        .add_systems(
            Last,
            open_phone_keyboard.run_if(resource_changed::<InputFocus>),
        )
        .add_systems(Last, show_language.run_if(resource_changed::<Lexicon>))
        .add_systems(
            Last,
            show_review.run_if(resource_changed::<challenge_play::session::review::GameReview>),
        )
        .add_systems(Last, show_code.run_if(resource_changed::<OnlineTable>))
        .add_systems(Last, show_lesson)
        .add_systems(
            Last,
            show_pack.run_if(resource_changed::<challenge_base::card_textures::CardTextures>),
        )
        .add_systems(
            Last,
            show_names.run_if(resource_changed::<challenge_base::text::SeatNaming>),
        )
        .add_systems(
            Last,
            show_chat.run_if(resource_changed::<challenge_play::online::chat::TableChat>),
        )
        .add_systems(
            Last,
            (
                show_window,
                show_pointer,
                list_tappable,
                show_memory,
                count_frames,
            ),
        );
}

/// Whether the whole pack is drawn (`data-pack`: `drawing`, then `drawn`): the title comes once
/// its own cards are, and the frames that draw the rest behind it are not frames at rest.
fn show_pack(textures: Res<challenge_base::card_textures::CardTextures>) {
    set_body_data("pack", if textures.ready() { "drawn" } else { "drawing" });
}

/// How many frames the game has drawn (`data-frames`): its frame loop rests while nothing
/// changes (see [`challenge_base::frame_pace`]), and the browser test counts that it does.
fn count_frames(mut drawn: Local<u64>) {
    *drawn += 1;
    set_body_data("frames", &drawn.to_string());
}

/// Asks the page for the phone's keyboard while a field typed into has the focus, and puts it
/// away when the focus leaves. The page brings it up only after a finger's tap (a desktop
/// keyboard types into the game already), and sends what is typed on to the game as key presses.
fn open_phone_keyboard(
    focus: Res<InputFocus>,
    fields: Query<&challenge_base::input::touch::TypedField>,
    mut open: Local<bool>,
) {
    use challenge_base::input::touch::TypedField;
    let wanted = focus.get().and_then(|entity| fields.get(entity).ok());
    if wanted.is_none() && !*open {
        return;
    }
    *open = wanted.is_some();
    let Some(keyboard) = web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &"challengeKeyboard".into()).ok())
        .filter(|keyboard| keyboard.is_object())
    else {
        return;
    };
    let (method, mode) = match wanted {
        Some(TypedField::Text) => ("open", "text"),
        Some(TypedField::Digits) => ("open", "numeric"),
        None => ("close", ""),
    };
    let call = js_sys::Reflect::get(&keyboard, &method.into())
        .ok()
        .and_then(|function| function.dyn_into::<js_sys::Function>().ok())
        .map(|function| function.call1(&keyboard, &mode.into()));
    if let Some(Err(error)) = call {
        warn!("the page could not {method} the phone's keyboard: {error:?}");
    }
}

/// Shows the module's linear memory in bytes as `data-wasm-memory`, about once a second. It
/// only grows, so it is the most the game has held; a phone closes a tab that holds too much.
fn show_memory(time: Res<Time<Real>>, mut next: Local<f32>) {
    let now = time.elapsed_secs();
    if now < *next {
        return;
    }
    *next = now + 1.0;
    if let Ok(memory) = wasm_bindgen::memory().dyn_into::<js_sys::WebAssembly::Memory>()
        && let Ok(buffer) = memory.buffer().dyn_into::<js_sys::ArrayBuffer>()
    {
        set_body_data("wasmMemory", &buffer.byte_length().to_string());
    }
}

/// A lesson's guide as `data-lesson`: "3/16" at step 3 of 16, with " read" while it waits to
/// be read; "done" once it is over; empty with no lesson.
fn show_lesson(guide: Option<Res<challenge_play::table::LessonGuide>>, mut shown: Local<String>) {
    let now = match guide.as_deref() {
        None => String::new(),
        Some(guide) if guide.finished() => "done".into(),
        Some(guide) => format!(
            "{}/{}{}",
            guide.step,
            guide.steps,
            if guide.reading { " read" } else { "" }
        ),
    };
    if *shown != now {
        set_body_data("lesson", &now);
        *shown = now;
    }
}

/// The invite code, and how many games the online table has dealt (a rematch deals the next).
fn show_code(table: Res<OnlineTable>) {
    set_body_data("code", table.code.as_deref().unwrap_or(""));
    let games = table.info.as_ref().map_or(0, |info| info.games);
    set_body_data("tableGames", &games.to_string());
}

fn show_names(naming: Res<challenge_base::text::SeatNaming>) {
    set_body_data("names", &naming.0.names.join("|"));
}

/// The chat lines shown, as this page's player reads them.
fn show_chat(
    chat: Res<challenge_play::online::chat::TableChat>,
    lexicon: Res<Lexicon>,
    naming: Res<challenge_base::text::SeatNaming>,
) {
    let lines: Vec<String> = chat
        .shown(challenge_online::CHAT_KEPT)
        .into_iter()
        .map(|line| lexicon.line(&challenge_play::online::chat::line_words(line), &naming))
        .collect();
    set_body_data("chat", &lines.join("|"));
}

fn count_finished_games(
    mut finished: MessageReader<challenge_play::table::GameFinished>,
    mut seen: Local<u64>,
) {
    let new = finished.read().count() as u64;
    if new > 0 {
        *seen += new;
        set_body_data("finished", &seen.to_string());
    }
}

/// The words on the focused button (a setup row gives its label and value).
fn show_focus(focus: Res<InputFocus>, children: Query<&Children>, texts: Query<&Text>) {
    let words: Vec<&str> = focus
        .get()
        .into_iter()
        .flat_map(|button| {
            std::iter::once(button).chain(children.iter_descendants_depth_first(button))
        })
        .filter_map(|entity| texts.get(entity).ok())
        .map(|text| text.0.trim())
        .filter(|text| !text.is_empty())
        .collect();
    set_body_data("focus", &words.join(" "));
}

fn count_events(
    mut events: MessageReader<challenge_play::table::RulesEventMessage>,
    mut seen: Local<u64>,
) {
    let new = events.read().count() as u64;
    if new > 0 {
        *seen += new;
        set_body_data("events", &seen.to_string());
    }
}

fn show_hand_offs(
    mut hand_offs: MessageReader<challenge_play::table::messages::HandOff>,
    mut confirmed: MessageReader<challenge_play::table::messages::HandOffConfirmed>,
    lexicon: Res<Lexicon>,
    mut seen: Local<u64>,
) {
    if let Some(hand_off) = hand_offs.read().last() {
        // Named as the covered table names them, in the game's language.
        let player = lexicon.seat(hand_off.to, &challenge_text::SeatNames::nobody());
        set_body_data("handOff", &player);
    }
    let new = confirmed.read().count() as u64;
    if new > 0 {
        *seen += new;
        set_body_data("handOff", "");
        set_body_data("handOffs", &seen.to_string());
    }
}

fn count_hints(mut hints: MessageReader<challenge_play::table::HintShown>, mut seen: Local<u64>) {
    let new = hints.read().count() as u64;
    if new > 0 {
        *seen += new;
        set_body_data("hints", &seen.to_string());
    }
}

fn show_replay(mut positions: MessageReader<challenge_play::table::ReplayPosition>) {
    if let Some(position) = positions.read().last() {
        set_body_data("replay", &format!("{}/{}", position.ply, position.plies));
    }
}

/// `data-review`: "working" while the review of the game just ended is worked out, then
/// "ready N/M" (N decisions listed of the M valued) or "failed"; empty when there is none.
fn show_review(review: Res<challenge_play::session::review::GameReview>) {
    use challenge_play::session::review::GameReview;
    let shown = match &*review {
        GameReview::None => String::new(),
        GameReview::Working { .. } => "working".to_string(),
        GameReview::Ready { review, .. } => {
            format!("ready {}/{}", review.costliest.len(), review.valued)
        }
        GameReview::Failed => "failed".to_string(),
    };
    set_body_data("review", &shown);
}

fn show_window(windows: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>) {
    for window in &windows {
        set_body_data(
            "window",
            &format!(
                "{}x{}@{}",
                window.width().round(),
                window.height().round(),
                window.scale_factor()
            ),
        );
    }
}

fn show_pointer(mut cursor: MessageReader<CursorMoved>, mut touches: MessageReader<TouchInput>) {
    let cursor = cursor.read().last().map(|moved| moved.position);
    let touch = touches.read().last().map(|touch| touch.position);
    if let Some(at) = touch.or(cursor) {
        set_body_data("pointer", &format!("{},{}", at.x.round(), at.y.round()));
    }
}

/// Lists what a finger or a pointer can press, as `window.challengeTappable`: each button with
/// its words, and each card of the viewer's hand with its code, and where it is drawn in CSS
/// pixels (`x`, `y` the centre, `w`, `h` the size; a button's `shown` is false where it is
/// scrolled out of its list's view). Assistive tools and the browser test find
/// things by it; it changes only when something moved or changed its words.
#[allow(clippy::type_complexity)]
fn list_tappable(
    buttons: Query<
        (
            Entity,
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
        ),
        Or<(With<Button>, With<PointerOnly>)>,
    >,
    changed_nodes: Query<
        (),
        (
            Or<(With<Button>, With<PointerOnly>)>,
            Or<(Changed<ComputedNode>, Changed<UiGlobalTransform>)>,
        ),
    >,
    changed_texts: Query<(), Changed<Text>>,
    children: Query<&Children>,
    texts: Query<&Text>,
    cards: Query<(
        &challenge_table_screen::cards::TableCard,
        &GlobalTransform,
        &Sprite,
    )>,
    changed_cards: Query<
        (),
        (
            With<challenge_table_screen::cards::TableCard>,
            Changed<GlobalTransform>,
        ),
    >,
    camera: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut removed: RemovedComponents<Button>,
    clipping: Query<(&ComputedNode, &UiGlobalTransform, &Node)>,
    parents: Query<&ChildOf, Without<bevy::ui::OverrideClip>>,
) {
    let removed = removed.read().count() > 0;
    if changed_nodes.is_empty() && changed_texts.is_empty() && changed_cards.is_empty() && !removed
    {
        return;
    }
    // UI nodes are laid out in physical pixels; CSS pixels are those over the window's scale
    // (not the node's own inverse scale, which also undoes `UiScale`).
    let Ok(window) = window.single() else {
        return;
    };
    let css = 1.0 / window.scale_factor();
    let mut listed = Vec::new();
    for (button, node, transform, visible) in &buttons {
        if !visible.get() || node.size().min_element() <= 0.0 {
            continue;
        }
        // A button scrolled out of its list is where it would be, but drawn nowhere, and a tap
        // there lands elsewhere: it is listed (a tool slides the list to bring it into view) as
        // not shown.
        let shown =
            bevy::ui::clip_check_recursive(transform.translation, button, &clipping, &parents);
        let words: Vec<&str> = std::iter::once(button)
            .chain(children.iter_descendants_depth_first(button))
            .filter_map(|entity| texts.get(entity).ok())
            .map(|text| text.0.trim())
            .filter(|text| !text.is_empty())
            .collect();
        let centre = transform.translation * css;
        let size = node.size() * css;
        listed.push(serde_json::json!({
            "kind": "button", "words": words.join(" "), "shown": shown,
            "x": centre.x, "y": centre.y, "w": size.x, "h": size.y,
        }));
    }
    if let Ok((camera, camera_transform)) = camera.single() {
        for (card, transform, sprite) in &cards {
            let (Some(face), challenge_table_screen::layouts::Place::Hand(0)) =
                (card.card, card.place)
            else {
                continue;
            };
            let centre = transform.translation();
            let half = (sprite.custom_size.unwrap_or_default() * transform.scale().truncate()
                / 2.0)
                .extend(0.0);
            // The camera may scale the world to the window: measure the card where it is drawn.
            let (Ok(at), Ok(low), Ok(high)) = (
                camera.world_to_viewport(camera_transform, centre),
                camera.world_to_viewport(camera_transform, centre - half),
                camera.world_to_viewport(camera_transform, centre + half),
            ) else {
                continue;
            };
            let size = (high - low).abs();
            listed.push(serde_json::json!({
                "kind": "card", "words": face.to_string(), "z": centre.z,
                "x": at.x, "y": at.y, "w": size.x, "h": size.y,
            }));
        }
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(parsed) = js_sys::JSON::parse(&serde_json::Value::Array(listed).to_string())
        && let Err(error) = js_sys::Reflect::set(&window, &"challengeTappable".into(), &parsed)
    {
        warn!("the page could not be told what can be tapped: {error:?}");
    }
}

fn set_body_data(key: &str, value: &str) {
    let body = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body
        && let Err(error) = body.dataset().set(key, value)
    {
        warn!("the page could not be told {key}={value}: {error:?}");
    }
}

/// The page speaks the game's language (`<html lang>` and `data-lang`), for screen readers, the
/// browser's own tools and the test; it changes with Settings → Language.
fn show_language(lexicon: Res<Lexicon>) {
    let tag = lexicon.lang().tag();
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element());
    if let Some(root) = root
        && let Err(error) = root.set_attribute("lang", tag)
    {
        warn!("the page could not be told its language {tag}: {error:?}");
    }
    set_body_data("lang", tag);
    let titles: Vec<String> = GameId::ALL
        .iter()
        .map(|game| lexicon.line(&Phrase::new(game.title_id()), &SeatNaming::default()))
        .collect();
    set_body_data("games", &titles.join("|"));
}

fn mark_page_running() {
    set_body_data("challenge", "running");
}

fn show_screen(screen: Res<State<Screen>>) {
    let name = match screen.get() {
        Screen::Loading => "loading",
        Screen::Title => "title",
        Screen::Setup => "setup",
        Screen::Table => "table",
        Screen::Online => "online",
        Screen::Lobby => "lobby",
        Screen::Stats => "stats",
        Screen::Replays => "replays",
    };
    set_body_data("screen", name);
    // What a table showed ends with it.
    if *screen.get() != Screen::Table {
        set_body_data("handOff", "");
        set_body_data("replay", "");
    }
}

/// Whether the player is asked to move, and whether the table shows a game's result.
fn show_turn(table: Res<TableView>) {
    set_body_data("yourTurn", if table.viewer_to_act { "yes" } else { "no" });
    set_body_data(
        "result",
        if table.finished.is_some() {
            "shown"
        } else {
            ""
        },
    );
}
