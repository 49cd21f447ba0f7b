//! Each game's rules as a page in a language: its rules text (Markdown paragraphs, the message
//! `<game>-rules`) and the notes that settle what the source texts leave open (one per line,
//! `<game>-rule-notes`). `docs/rules.md` is the English pages, made by [`rules_markdown`].

use crate::{Lang, Text};
use challenge_rules::GameId;

/// A game's rules, as the rules menu shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesPage {
    pub title: String,
    /// Paragraphs; a paragraph whose lines start with "- " is a list.
    pub paragraphs: Vec<String>,
    pub notes: Vec<String>,
}

impl Text {
    /// The rules of `game` in this language.
    pub fn rules_page(&self, game: GameId) -> RulesPage {
        let rules = self.get(&format!("{}-rules", game.id()));
        let notes = self.get(&format!("{}-rule-notes", game.id()));
        RulesPage {
            title: self.get(&game.title_id()),
            paragraphs: rules
                .split("\n\n")
                .map(str::trim)
                .filter(|paragraph| !paragraph.is_empty())
                .map(str::to_string)
                .collect(),
            notes: notes
                .lines()
                .map(|line| line.trim().trim_start_matches("- ").trim())
                .filter(|line| !line.is_empty())
                .map(str::to_string)
                .collect(),
        }
    }

    /// The title of `game` in this language.
    pub fn game_title(&self, game: GameId) -> String {
        self.get(&game.title_id())
    }
}

/// Every game's rules as one Markdown document in `lang` (`docs/rules.md` is the English one).
pub fn rules_markdown(lang: Lang) -> String {
    let text = Text::new(lang);
    let mut out = format!(
        "# {}\n\n{}\n",
        text.get("rules-document-title"),
        text.get("rules-document-intro")
    );
    for game in GameId::ALL {
        let page = text.rules_page(game);
        out.push_str(&format!("\n## {} (`{}`)\n\n", page.title, game.id()));
        out.push_str(&page.paragraphs.join("\n\n"));
        out.push_str(&format!("\n\n### {}\n\n", text.get("rules-notes-heading")));
        for note in &page.notes {
            out.push_str(&format!("- {note}\n"));
        }
    }
    out
}
