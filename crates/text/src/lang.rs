//! The languages Challenge speaks, and how a system's or a browser's locale picks one.

/// A language the game is written in. English is the source the others are checked against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    Ru,
    De,
    Es,
    Fr,
}

impl Lang {
    /// Every language, in the order the settings list them.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Ru, Lang::De, Lang::Es, Lang::Fr];

    /// The BCP 47 tag, which is also the name of its folder under `assets/i18n/`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Fr => "fr",
        }
    }

    /// The language as its own speakers name it, for the settings.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
            Lang::Fr => "Français",
        }
    }

    /// The language of a tag exactly as [`Lang::tag`] writes it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.tag() == tag)
    }

    /// The language for a locale as systems and browsers write it ("de-AT", "ru_RU.UTF-8",
    /// "fr"), by its primary language; None for a language the game is not written in.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::from_tag(&primary)
    }

    /// The first language of `locales` (most preferred first) that the game speaks, else English.
    pub fn preferred<'a>(locales: impl IntoIterator<Item = &'a str>) -> Lang {
        locales
            .into_iter()
            .find_map(Lang::from_locale)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_their_language_by_its_primary_subtag() {
        assert_eq!(Lang::from_locale("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Some(Lang::Ru));
        assert_eq!(Lang::from_locale("FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_locale("pt-BR"), None);
        assert_eq!(Lang::from_locale(""), None);
        assert_eq!(Lang::preferred(["pt-BR", "es-MX", "en"]), Lang::Es);
        assert_eq!(Lang::preferred(["ja"]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
    }
}
