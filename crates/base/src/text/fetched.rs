//! The words of a language other than English in the browser. The browser build carries English
//! alone (`crates/text/build.rs`); the page fetches the language the game will speak beside the
//! module, and another when the player chooses it (`window.challengeWords`, `web/index.html`;
//! the files are written by `web/words-files.mjs`). The text layer takes them once they come.

use challenge_text::Lang;
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The words of a language as JSON text once they have come (null before); starts fetching
    /// them if nothing has asked yet; throws when they cannot come.
    #[wasm_bindgen(catch, js_namespace = challengeWords, js_name = take)]
    fn take_words(tag: &str) -> Result<JsValue, JsValue>;
}

/// Where the words of a language are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Fetched {
    /// At hand in the text layer.
    Ready,
    /// On their way from the page.
    Coming,
    /// They cannot come: the page has no such file, or it is broken.
    Failed(String),
}

/// Makes the words of `lang` at hand once the page has them.
pub(crate) fn fetch(lang: Lang) -> Fetched {
    if challenge_text::has_language(lang) {
        return Fetched::Ready;
    }
    let json = match take_words(lang.tag()) {
        Ok(value) => match value.as_string() {
            Some(json) => json,
            None => return Fetched::Coming,
        },
        Err(error) => {
            return Fetched::Failed(error.as_string().unwrap_or_else(|| format!("{error:?}")));
        }
    };
    match serde_json::from_str::<BTreeMap<String, String>>(&json) {
        Ok(files) if !files.is_empty() => {
            challenge_text::add_language(lang, files);
            Fetched::Ready
        }
        Ok(_) => Fetched::Failed(format!("words/{}.json holds no message file", lang.tag())),
        Err(error) => Fetched::Failed(format!("words/{}.json: {error}", lang.tag())),
    }
}
