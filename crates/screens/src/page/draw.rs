//! A page model drawn with egui: each part in its order, on the felt, in the game's palette.
//! Drawing reports what the player did ([`Input`]s, with the action values the model gave the
//! controls) and whether a text field has the keys; the screen applies them, and the next pass
//! draws the page made again from the changed state.

use super::{Button, Field, Form, Input, Page, Part, Table, TableKind, Tone, Words};
use bevy_egui::egui;
use challenge_base::theme::egui_look::to_egui;
use challenge_base::theme::palette;

/// What one pass of a page saw the player do.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn<A: Send + Sync + 'static> {
    /// What was pressed or typed, in the order it was drawn.
    pub inputs: Vec<Input<A>>,
    /// A text field has the keys (so a pad's D-pad moves focus by Tab: see `pad`).
    pub typing: bool,
}

/// The size of a button's words; the Back of a title bar's is larger.
const BUTTON_SIZE: f32 = 18.0;
const BACK_SIZE: f32 = 20.0;
/// The size of a page's title.
const TITLE_SIZE: f32 = 34.0;
/// The width of a text field, in points.
const FIELD_WIDTH: f32 = 520.0;
/// The height of a long table's box before it scrolls.
const LOG_HEIGHT: f32 = 300.0;

/// Draws `page` over the whole of `ui`; returns what the player did on this pass. The page is
/// taken mutably only for the text a field is edited in.
pub fn draw<A: Clone + Send + Sync + 'static>(ui: &mut egui::Ui, page: &mut Page<A>) -> Drawn<A> {
    let mut walk = Walk {
        title: &page.title,
        drawn: Drawn {
            inputs: Vec::new(),
            typing: false,
        },
    };
    let frame = egui::Frame::central_panel(ui.style())
        .fill(to_egui(palette::FELT))
        .inner_margin(egui::Margin::same(20));
    egui::CentralPanel::default().frame(frame).show(ui, |ui| {
        walk.parts(ui, &mut page.parts, false);
    });
    walk.drawn
}

struct Walk<'a, A: Send + Sync + 'static> {
    title: &'a str,
    drawn: Drawn<A>,
}

impl<A: Clone + Send + Sync + 'static> Walk<'_, A> {
    /// Draws `parts` in order (`inline`: on a line already begun); returns the first control
    /// among them.
    fn parts(
        &mut self,
        ui: &mut egui::Ui,
        parts: &mut [Part<A>],
        inline: bool,
    ) -> Option<egui::Response> {
        let mut first = None;
        for part in parts {
            let control = self.part(ui, part, inline);
            first = first.or(control);
        }
        first
    }

    fn part(
        &mut self,
        ui: &mut egui::Ui,
        part: &mut Part<A>,
        inline: bool,
    ) -> Option<egui::Response> {
        match part {
            Part::TitleBar(back) => Some(self.title_bar(ui, back)),
            Part::Line(words) => {
                ui.label(rich(words));
                None
            }
            Part::Block(rows) => {
                for row in rows.iter() {
                    match row.as_slice() {
                        [words] => {
                            ui.label(rich(words));
                        }
                        row => {
                            ui.horizontal_wrapped(|ui| {
                                for words in row {
                                    ui.label(rich(words));
                                }
                            });
                        }
                    }
                }
                None
            }
            Part::Buttons(buttons) if inline => self.buttons(ui, buttons),
            Part::Buttons(buttons) => ui.horizontal_wrapped(|ui| self.buttons(ui, buttons)).inner,
            Part::Form(form) => Some(self.form(ui, form)),
            Part::Shown { key, text, beside } => {
                let row = ui.horizontal_wrapped(|ui| {
                    // Read-only, but selectable: a &str is a text buffer egui cannot change.
                    let shown = ui.add(
                        egui::TextEdit::singleline(&mut text.as_str())
                            .id_salt(key.as_str())
                            .desired_width(FIELD_WIDTH)
                            .min_size(field_size(ui))
                            .vertical_align(egui::Align::Center),
                    );
                    self.drawn.typing |= shown.has_focus();
                    let beside = self.parts(ui, beside, true);
                    Some(shown).or(beside)
                });
                row.inner
            }
            Part::Table(table) => table_of(ui, table),
            Part::Chart(chart) => {
                super::draw_chart::chart(ui, chart);
                None
            }
            Part::Space(height) => {
                ui.add_space(*height);
                None
            }
            Part::Centred(parts) => {
                ui.vertical_centered(|ui| self.parts(ui, parts, false))
                    .inner
            }
            Part::Columns(columns) => {
                let mut first = None;
                ui.columns(columns.len(), |uis| {
                    for (ui, parts) in uis.iter_mut().zip(columns.iter_mut()) {
                        let control = self.parts(ui, parts, false);
                        first = first.take().or(control);
                    }
                });
                first
            }
            Part::Card(parts) => {
                let card = egui::Frame::group(ui.style())
                    .fill(to_egui(palette::FELT_DARK))
                    .inner_margin(egui::Margin::same(10))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        self.parts(ui, parts, false)
                    });
                // Each card takes focus in turn, so a pad or the arrows scroll a list of them.
                if let Some(first) = &card.inner
                    && first.gained_focus()
                {
                    first.scroll_to_me(None);
                }
                card.inner
            }
            Part::Scroll { key, parts } => {
                egui::ScrollArea::vertical()
                    .id_salt(*key)
                    .auto_shrink(false)
                    .show(ui, |ui| self.parts(ui, parts, false))
                    .inner
            }
        }
    }

    /// The page's title, and its Back at the other end of the line.
    fn title_bar(&mut self, ui: &mut egui::Ui, back: &Button<A>) -> egui::Response {
        ui.horizontal(|ui| {
            ui.heading(
                egui::RichText::new(self.title)
                    .size(TITLE_SIZE)
                    .color(to_egui(palette::BRASS)),
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                self.button(ui, back, BACK_SIZE)
            })
            .inner
        })
        .inner
    }

    /// Buttons on the line begun; returns the first.
    fn buttons(&mut self, ui: &mut egui::Ui, buttons: &[Button<A>]) -> Option<egui::Response> {
        let mut first = None;
        for button in buttons {
            let response = self.button(ui, button, BUTTON_SIZE);
            first = first.or(Some(response));
        }
        first
    }

    fn button(&mut self, ui: &mut egui::Ui, button: &Button<A>, size: f32) -> egui::Response {
        let words = egui::RichText::new(&button.words).size(size);
        let response = match button.selected {
            Some(selected) => ui.selectable_label(selected, words),
            None => ui.button(words),
        };
        if button.focus {
            response.request_focus();
        }
        if response.clicked() {
            self.drawn.inputs.push(Input::Press(button.does.clone()));
        }
        response
    }

    /// The words naming the field, then the field and its buttons on one line.
    fn form(&mut self, ui: &mut egui::Ui, form: &mut Form<A>) -> egui::Response {
        ui.label(rich(&form.name));
        ui.horizontal_wrapped(|ui| {
            let field = self.field(ui, &mut form.field);
            self.buttons(ui, &form.buttons);
            field
        })
        .inner
    }

    fn field(&mut self, ui: &mut egui::Ui, field: &mut Field<A>) -> egui::Response {
        let response = ui.add(
            egui::TextEdit::singleline(&mut field.value)
                .id_salt(field.key)
                .hint_text(field.hint.as_str())
                .char_limit(field.limit)
                .desired_width(FIELD_WIDTH)
                .min_size(field_size(ui))
                .vertical_align(egui::Align::Center),
        );
        if field.focus {
            response.request_focus();
        }
        if response.changed() {
            self.drawn
                .inputs
                .push(Input::Typed(field.key, field.value.clone()));
        }
        if response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter)) {
            if let Some(enter) = &field.enter {
                self.drawn.inputs.push(Input::Press(enter.clone()));
            }
            // Kept in the field, so a mistyped text can be put right at once.
            response.request_focus();
        }
        self.drawn.typing |= response.has_focus();
        response
    }
}

/// A table as a grid: the headings, then the rows; a log in a box that scrolls, each row's
/// first cell taking focus in turn. Returns the first row's first cell when it takes focus.
fn table_of(ui: &mut egui::Ui, table: &Table) -> Option<egui::Response> {
    let spacing = match table.kind {
        TableKind::Record => [18.0, 6.0],
        TableKind::Log => [9.0, 4.0],
    };
    let grid = |ui: &mut egui::Ui| {
        egui::Grid::new(table.key)
            .striped(true)
            .spacing(spacing)
            .show(ui, |ui| {
                for heading in &table.headings {
                    ui.label(egui::RichText::new(heading).color(to_egui(palette::MUTED)));
                }
                ui.end_row();
                let mut first = None;
                for row in &table.rows {
                    for (column, cell) in row.iter().enumerate() {
                        if column > 0 || table.kind == TableKind::Record {
                            ui.label(rich(cell));
                            continue;
                        }
                        // Each line takes focus in turn, so a pad or the arrows scroll the list.
                        let cell = ui.add(
                            egui::Label::new(rich(cell))
                                .selectable(false)
                                .sense(egui::Sense::focusable_noninteractive()),
                        );
                        if cell.gained_focus() {
                            cell.scroll_to_me(None);
                        }
                        first = first.or(Some(cell));
                    }
                    ui.end_row();
                }
                first
            })
            .inner
    };
    match table.kind {
        TableKind::Record => grid(ui),
        TableKind::Log => {
            egui::ScrollArea::vertical()
                .id_salt((table.key, "scroll"))
                .max_height(LOG_HEIGHT)
                .auto_shrink([false, true])
                .show(ui, grid)
                .inner
        }
    }
}

/// Words as egui writes them: in their size and tone, or as plain words.
pub fn rich(words: &Words) -> egui::WidgetText {
    if words.size.is_none() && words.tone == Tone::Plain {
        return words.text.clone().into();
    }
    let mut text = egui::RichText::new(&words.text);
    if let Some(size) = words.size {
        text = text.size(size);
    }
    let colour = match words.tone {
        Tone::Plain => None,
        Tone::Brass => Some(palette::BRASS),
        Tone::Ivory => Some(palette::IVORY),
        Tone::Muted => Some(palette::MUTED),
    };
    if let Some(colour) = colour {
        text = text.color(to_egui(colour));
    }
    text.into()
}

/// A text field as high as the buttons beside it: a fingertip where the interface is scaled
/// down for a phone.
fn field_size(ui: &egui::Ui) -> egui::Vec2 {
    egui::vec2(0.0, ui.spacing().interact_size.y)
}
