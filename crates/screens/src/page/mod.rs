//! A page as plain data: what an egui screen shows, in the order a player meets it, made once
//! from the state by the screen (its words already in the player's language). The drawing
//! (`draw`) walks it to draw the page with egui and the description (`crate::page_access`)
//! walks the same model to describe it to screen readers, so the two cannot drift apart; a
//! control worked either way gives the same [`Input`], carrying the action value the model
//! gave that control.

pub mod draw;
mod draw_chart;
pub mod pad;

/// A whole page: its title (drawn in its [`Part::TitleBar`], and the name a reader hears for
/// the page) and its parts, top to bottom.
#[derive(Clone, Debug, PartialEq)]
pub struct Page<A> {
    pub title: String,
    pub parts: Vec<Part<A>>,
}

/// One part of a page. Containers hold parts of their own, met in their order.
#[derive(Clone, Debug, PartialEq)]
pub enum Part<A> {
    /// The page's title, with its Back button at the other end of the line.
    TitleBar(Button<A>),
    /// A line of words.
    Line(Words),
    /// Words in rows (each row's words side by side, wrapped), read as one line: what a kept
    /// game was, say.
    Block(Vec<Vec<Words>>),
    /// Buttons side by side, wrapped: a picker, or what can be done with a kept game.
    Buttons(Vec<Button<A>>),
    /// A text field to type into, named by the words over it, with the buttons after it.
    Form(Form<A>),
    /// Text to read and select but not change (a share code), then what goes beside it.
    Shown {
        key: String,
        text: String,
        beside: Vec<Part<A>>,
    },
    /// Rows of cells under headings.
    Table(Table),
    /// A chart, and what it shows in a few words.
    Chart(Chart),
    /// Empty room of this height, in points.
    Space(f32),
    /// Parts centred across the page.
    Centred(Vec<Part<A>>),
    /// Parts side by side in equal columns, each column top to bottom.
    Columns(Vec<Vec<Part<A>>>),
    /// Parts in a framed box of their own; its first control, taking focus, brings the box
    /// into view (so a pad or the arrows scroll a list of boxes).
    Card(Vec<Part<A>>),
    /// Parts that scroll, filling the room left, remembered by `key`.
    Scroll {
        key: &'static str,
        parts: Vec<Part<A>>,
    },
}

/// Words and how they look.
#[derive(Clone, Debug, PartialEq)]
pub struct Words {
    pub text: String,
    /// The size of the letters, in points, where it is not the usual.
    pub size: Option<f32>,
    pub tone: Tone,
}

/// The colour of words, from the game's palette.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    /// As egui writes words.
    #[default]
    Plain,
    /// Headings, names, a win, and what went wrong.
    Brass,
    /// Words that stand out on their own.
    Ivory,
    /// Headings of columns, notes and hints.
    Muted,
}

impl Words {
    pub fn plain(text: impl Into<String>) -> Self {
        Words {
            text: text.into(),
            size: None,
            tone: Tone::Plain,
        }
    }

    pub fn muted(text: impl Into<String>) -> Self {
        Words::plain(text).tone(Tone::Muted)
    }

    /// What went wrong, shown where it happened.
    pub fn problem(text: impl Into<String>) -> Self {
        Words::plain(text).tone(Tone::Brass)
    }

    /// A heading of this size.
    pub fn heading(text: impl Into<String>, size: f32) -> Self {
        Words::plain(text).size(size).tone(Tone::Brass)
    }

    pub fn size(self, size: f32) -> Self {
        Words {
            size: Some(size),
            ..self
        }
    }

    pub fn tone(self, tone: Tone) -> Self {
        Words { tone, ..self }
    }
}

/// A button: its words, what pressing it does, and whether it is the one chosen of a picker.
#[derive(Clone, Debug, PartialEq)]
pub struct Button<A> {
    pub words: String,
    pub does: A,
    /// `Some` for a choice among others (drawn as a selectable label, read as selected or
    /// not); `None` for a plain button.
    pub selected: Option<bool>,
    /// Take the keyboard's focus on this pass (the page was opened by keyboard or pad).
    pub focus: bool,
}

impl<A> Button<A> {
    pub fn new(words: impl Into<String>, does: A) -> Self {
        Button {
            words: words.into(),
            does,
            selected: None,
            focus: false,
        }
    }

    /// A choice among others, chosen or not.
    pub fn choice(words: impl Into<String>, does: A, selected: bool) -> Self {
        Button {
            selected: Some(selected),
            ..Button::new(words, does)
        }
    }

    pub fn focused(self, focus: bool) -> Self {
        Button { focus, ..self }
    }
}

/// A text field named by the words over it, with the buttons on its line.
#[derive(Clone, Debug, PartialEq)]
pub struct Form<A> {
    /// The words over the field, which name it.
    pub name: Words,
    pub field: Field<A>,
    pub buttons: Vec<Button<A>>,
}

/// A line of text the player types into.
#[derive(Clone, Debug, PartialEq)]
pub struct Field<A> {
    /// Which field this is: what it types into, and its place in egui's memory.
    pub key: &'static str,
    /// What the field holds.
    pub value: String,
    /// Words shown in the empty field.
    pub hint: String,
    /// The most characters it takes.
    pub limit: usize,
    /// What Enter in the field does; the field keeps focus, so a mistake is put right at once.
    pub enter: Option<A>,
    /// Take the keyboard's focus on this pass.
    pub focus: bool,
}

/// Rows of cells under headings.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Its place in egui's memory.
    pub key: &'static str,
    pub kind: TableKind,
    /// A heading over each column; an empty one for a column with none.
    pub headings: Vec<String>,
    /// Each row's cells, one a column.
    pub rows: Vec<Vec<Words>>,
    /// The first column names its row ("Easy: Games 2, Wins 1"); its heading is then not read.
    pub named_rows: bool,
}

/// How a table is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// A few rows, all on show.
    Record,
    /// A long list in a box that scrolls; each row's first cell takes focus in turn and brings
    /// its row into view, so a pad or the arrows scroll it.
    Log,
}

/// A chart: what it plots, and in a few words what it shows (which a reader hears).
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// Its place in egui's memory.
    pub key: &'static str,
    pub summary: String,
    pub plot: Plot,
}

/// What a chart plots: percentages, from 0 to 100.
#[derive(Clone, Debug, PartialEq)]
pub enum Plot {
    /// A line over games numbered from 1.
    Line {
        /// The line's name.
        name: String,
        x_axis: String,
        y_axis: String,
        points: Vec<[f64; 2]>,
    },
    /// A bar for each of a few things, named under it.
    Bars {
        /// The bars' name.
        name: String,
        y_axis: String,
        bars: Vec<Bar>,
    },
}

/// One bar of a bar chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// Its name where there is room (as a pointer over it shows).
    pub name: String,
    /// Its name under it, on the axis.
    pub short: String,
    pub value: f64,
}

/// What the player did on a page, whichever way: drawn with egui, or through the page's
/// description by a screen reader.
#[derive(Clone, Debug, PartialEq, bevy::prelude::Message)]
pub enum Input<A: Send + Sync + 'static> {
    /// A button was pressed (or Enter in a field that has an Enter action).
    Press(A),
    /// The field of this key now holds this text.
    Typed(&'static str, String),
    /// A reader moved to the field of this key: the page's own field should take the keys.
    Focus(&'static str),
}

impl<A> Page<A> {
    /// Every button of the page, in page order.
    pub fn buttons(&self) -> Vec<&Button<A>> {
        let mut found = Vec::new();
        for part in &self.parts {
            part.buttons(&mut found);
        }
        found
    }
}

impl<A> Part<A> {
    fn buttons<'a>(&'a self, found: &mut Vec<&'a Button<A>>) {
        match self {
            Part::TitleBar(button) => found.push(button),
            Part::Buttons(buttons) => found.extend(buttons),
            Part::Form(form) => found.extend(&form.buttons),
            Part::Shown { beside: parts, .. }
            | Part::Centred(parts)
            | Part::Card(parts)
            | Part::Scroll { parts, .. } => parts.iter().for_each(|part| part.buttons(found)),
            Part::Columns(columns) => columns
                .iter()
                .flatten()
                .for_each(|part| part.buttons(found)),
            Part::Line(_) | Part::Block(_) | Part::Table(_) | Part::Chart(_) | Part::Space(_) => {}
        }
    }
}
