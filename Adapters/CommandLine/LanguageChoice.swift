public import ConbookCore

/// Which language conbook speaks, from `--language` and the environment, the way GNU gettext
/// reads the environment:
///
/// 1. `--language en|de`, when given, decides.
/// 2. Otherwise the locale does: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and
///    not empty (`de_DE.UTF-8`, `de-AT`, `en_GB`…).
/// 3. When that locale is set and is not `C` or `POSIX` (nor `C.UTF-8`), `LANGUAGE` comes first:
///    a colon-separated list of languages (`de_AT:de:en`) whose first one conbook speaks wins.
///    As with gettext, `LANGUAGE` is ignored when the locale is `C`, `POSIX` or not set at all.
///    Unlike gettext (which then shows its untranslated English texts), a `LANGUAGE` that names
///    no language conbook speaks falls back to the locale's language.
/// 4. A locale in a language conbook does not speak (`fr_FR.UTF-8`), `C`, `POSIX` or none: English.
public enum LanguageChoice {
    /// The language to speak: the one given with `--language`, else the environment's.
    public static func language(given: Language?, environment: [String: String]) -> Language {
        given ?? language(environment: environment)
    }

    /// The environment's language (see the type's rule); English when it names none conbook speaks.
    public static func language(environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !isPlain(locale) else { return .english }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").lazy.compactMap { Language(code: String($0)) }
        return listed.first ?? Language(code: locale) ?? .english
    }

    /// Whether a locale is the plain C or POSIX locale (`C`, `C.UTF-8`, `POSIX`), under which
    /// gettext translates nothing.
    private static func isPlain(_ locale: String) -> Bool {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        return name == "C" || name == "POSIX"
    }
}
