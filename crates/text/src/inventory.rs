//! The message files as written: which files a language has, which messages they define and
//! which values each message reads. The checks compare every translation against English with
//! it, and the game's font test reads every character the files hold.

use crate::Lang;
use crate::embedded::FILES;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, PoisonError};

/// One message file of one language.
#[derive(Clone, Copy, Debug)]
pub struct MessageFile {
    pub lang: &'static str,
    /// Its path under the language's folder, e.g. `games/gotcha.ftl`.
    pub path: &'static str,
    pub source: &'static str,
}

/// Message files added while the program runs (the browser's languages other than English).
static ADDED: Mutex<Vec<MessageFile>> = Mutex::new(Vec::new());

/// The message files of `lang`, in path order: those built in, else those added.
pub fn files(lang: Lang) -> Vec<MessageFile> {
    let added = ADDED.lock().unwrap_or_else(PoisonError::into_inner);
    files_of(lang, FILES, &added)
}

fn files_of(
    lang: Lang,
    built_in: &[(&'static str, &'static str, &'static str)],
    added: &[MessageFile],
) -> Vec<MessageFile> {
    let built_in: Vec<MessageFile> = built_in
        .iter()
        .filter(|(tag, _, _)| *tag == lang.tag())
        .map(|&(lang, path, source)| MessageFile { lang, path, source })
        .collect();
    if !built_in.is_empty() {
        return built_in;
    }
    let mut files: Vec<MessageFile> = added
        .iter()
        .filter(|file| file.lang == lang.tag())
        .copied()
        .collect();
    files.sort_by_key(|file| file.path);
    files
}

/// Whether the words of `lang` are at hand: built in, or added.
pub fn has_language(lang: Lang) -> bool {
    !files(lang).is_empty()
}

/// Adds the message files of a language the build does not carry (the browser build carries
/// English alone), as (path under the language's folder, contents). A language added twice, or
/// one built in, keeps its first files. They stay for as long as the program runs, as built-in
/// ones do, so a language costs its words once.
pub fn add_language(lang: Lang, sources: impl IntoIterator<Item = (String, String)>) {
    if has_language(lang) {
        return;
    }
    let mut added = ADDED.lock().unwrap_or_else(PoisonError::into_inner);
    for (path, source) in sources {
        added.push(MessageFile {
            lang: lang.tag(),
            path: Box::leak(path.into_boxed_str()),
            source: Box::leak(source.into_boxed_str()),
        });
    }
}

/// Every message `lang` defines, with the variables its value and attributes read (a seat's
/// `$x-is` counts as reading `$x`), or the parser's complaints about its files.
pub fn variables(lang: Lang) -> Result<BTreeMap<String, BTreeSet<String>>, Vec<String>> {
    let mut messages = BTreeMap::new();
    let mut problems = Vec::new();
    for file in files(lang) {
        let resource = match fluent_syntax::parser::parse(file.source) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for error in errors {
                    problems.push(format!("{}/{}: {error:?}", file.lang, file.path));
                }
                resource
            }
        };
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut used = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut used);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut used);
                }
                let id = message.id.name.to_string();
                if messages.insert(id.clone(), used).is_some() {
                    problems.push(format!(
                        "{}/{}: '{id}' is defined twice",
                        file.lang, file.path
                    ));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(messages)
    } else {
        Err(problems)
    }
}

fn pattern_variables(pattern: &ast::Pattern<&str>, used: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, used);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, used: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, used);
            for variant in variants {
                pattern_variables(&variant.value, used);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, used),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, used: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            let name = id.name;
            // Companions name the value they go with: `$seat-is` reads `$seat`.
            let base = ["-is", "-count", "-key"]
                .iter()
                .find_map(|suffix| name.strip_suffix(suffix))
                .unwrap_or(name);
            used.insert(base.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_variables(arguments, used);
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_variables(arguments, used),
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, used),
        _ => {}
    }
}

fn call_variables(arguments: &ast::CallArguments<&str>, used: &mut BTreeSet<String>) {
    for positional in &arguments.positional {
        inline_variables(positional, used);
    }
    for named in &arguments.named {
        inline_variables(&named.value, used);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_added_at_run_time_is_found_in_path_order_unless_built_in() {
        // As in the browser build, which carries English alone.
        let built_in = [("en", "common.ftl", "hello = Hello\n")];
        let added = [
            MessageFile {
                lang: "de",
                path: "table.ftl",
                source: "table = Tisch\n",
            },
            MessageFile {
                lang: "de",
                path: "common.ftl",
                source: "hello = Hallo\n",
            },
            MessageFile {
                lang: "en",
                path: "common.ftl",
                source: "hello = Hi\n",
            },
        ];
        let german = files_of(Lang::De, &built_in, &added);
        let paths: Vec<&str> = german.iter().map(|file| file.path).collect();
        assert_eq!(paths, ["common.ftl", "table.ftl"]);
        let english = files_of(Lang::En, &built_in, &added);
        assert_eq!(english.len(), 1);
        assert_eq!(
            english[0].source, "hello = Hello\n",
            "built-in files come first"
        );
        assert!(files_of(Lang::Fr, &built_in, &added).is_empty());
    }

    #[test]
    fn adding_a_built_in_language_changes_nothing() {
        let before: Vec<&str> = files(Lang::Ru).iter().map(|file| file.source).collect();
        add_language(Lang::Ru, [("common.ftl".into(), "hello = ?\n".into())]);
        let after: Vec<&str> = files(Lang::Ru).iter().map(|file| file.source).collect();
        assert_eq!(before, after);
        assert!(has_language(Lang::Ru));
    }
}
