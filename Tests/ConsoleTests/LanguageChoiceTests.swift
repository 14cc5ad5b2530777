import ConbookCore
import Testing
import conbook

@Suite("The language conbook speaks: --language, else LANGUAGE, LC_ALL, LC_MESSAGES and LANG as gettext reads them")
struct LanguageChoiceTests {
    @Test("Given no locale variable, when the language is chosen, then it is English")
    func nothingSet() {
        #expect(LanguageChoice.language(environment: [:]) == .english)
    }

    @Test(
        "Given LANG in German, when the language is chosen, then it is German, however the locale is written",
        arguments: [
            "de_DE.UTF-8", "de_AT.UTF-8", "de_CH", "de", "de-AT", "DE_de.utf8", "de_DE@euro",
        ])
    func germanLocale(locale: String) {
        #expect(LanguageChoice.language(environment: ["LANG": locale]) == .german)
    }

    @Test(
        "Given LANG in English, C, POSIX or a language conbook does not speak, when the language is chosen, then it is English",
        arguments: [
            "en_GB.UTF-8", "en_US", "C", "C.UTF-8", "POSIX", "fr_FR.UTF-8", "",
        ])
    func englishLocale(locale: String) {
        #expect(LanguageChoice.language(environment: ["LANG": locale]) == .english)
    }

    @Test("Given LC_ALL, LC_MESSAGES and LANG, when the language is chosen, then the first one set and not empty decides")
    func localeVariablesInOrder() {
        #expect(
            LanguageChoice.language(environment: ["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "en_GB", "LANG": "en_GB"]) == .german)
        #expect(LanguageChoice.language(environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]) == .english)
        #expect(LanguageChoice.language(environment: ["LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_GB"]) == .german)
        #expect(LanguageChoice.language(environment: ["LC_MESSAGES": "en_GB", "LANG": "de_DE.UTF-8"]) == .english)
        #expect(LanguageChoice.language(environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"]) == .german)
    }

    @Test(
        "Given LANGUAGE and a locale that is not C, when the language is chosen, then LANGUAGE's first language conbook speaks wins"
    )
    func languageList() {
        #expect(LanguageChoice.language(environment: ["LANGUAGE": "de", "LANG": "en_GB.UTF-8"]) == .german)
        #expect(LanguageChoice.language(environment: ["LANGUAGE": "fr:de_AT:en", "LANG": "en_GB.UTF-8"]) == .german)
        #expect(LanguageChoice.language(environment: ["LANGUAGE": "fr:en:de", "LANG": "de_DE.UTF-8"]) == .english)
        #expect(LanguageChoice.language(environment: ["LANGUAGE": "", "LANG": "de_DE.UTF-8"]) == .german)
    }

    @Test("Given LANGUAGE naming no language conbook speaks, when the language is chosen, then the locale's language decides")
    func languageListWithoutAKnownOne() {
        #expect(LanguageChoice.language(environment: ["LANGUAGE": "fr:it", "LANG": "de_DE.UTF-8"]) == .german)
        #expect(LanguageChoice.language(environment: ["LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"]) == .english)
    }

    @Test(
        "Given LANGUAGE with the locale C, POSIX or not set, when the language is chosen, then LANGUAGE is ignored, as gettext does",
        arguments: [
            ["LANGUAGE": "de"], ["LANGUAGE": "de", "LANG": "C"], ["LANGUAGE": "de", "LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"],
            ["LANGUAGE": "de", "LANG": "POSIX"],
        ])
    func languageListUnderThePlainLocale(environment: [String: String]) {
        #expect(LanguageChoice.language(environment: environment) == .english)
    }

    @Test("Given --language, when the language is chosen, then it decides whatever the environment says")
    func optionOverrides() {
        let german = ["LANGUAGE": "de", "LC_ALL": "de_DE.UTF-8"]
        #expect(LanguageChoice.language(given: .english, environment: german) == .english)
        #expect(LanguageChoice.language(given: .german, environment: [:]) == .german)
        #expect(LanguageChoice.language(given: nil, environment: german) == .german)
    }

    @Test(
        "Given a --language argument, when it is read, then en and de (also written as a locale) are languages and others are refused naming the languages offered"
    )
    func languageArgument() throws {
        #expect(try LanguageOption.language(code: "de") == .german)
        #expect(try LanguageOption.language(code: "en") == .english)
        #expect(try LanguageOption.language(code: "de_AT") == .german)
        #expect(throws: (any Error).self) { try LanguageOption.language(code: "xx") }
        #expect(LanguageOption.offered == "en (English), de (Deutsch)")
    }
}
