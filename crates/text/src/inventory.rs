//! The message files as written: which files a language has, which messages they define and
//! which values each message reads. The checks compare every translation against English with
//! it, and the game's font test reads every character the files hold.

use crate::Lang;
use crate::embedded::FILES;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// One message file of one language.
#[derive(Clone, Copy, Debug)]
pub struct MessageFile {
    pub lang: &'static str,
    /// Its path under the language's folder, e.g. `games/gotcha.ftl`.
    pub path: &'static str,
    pub source: &'static str,
}

/// The message files of `lang`, in path order.
pub fn files(lang: Lang) -> Vec<MessageFile> {
    FILES
        .iter()
        .filter(|(tag, _, _)| *tag == lang.tag())
        .map(|&(lang, path, source)| MessageFile { lang, path, source })
        .collect()
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
