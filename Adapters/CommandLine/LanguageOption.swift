public import ArgumentParser
public import ConbookCore
import ConbookModuleKit
import Foundation

/// `--language en|de`, shared by `conbook` and its subcommands: the language conbook speaks,
/// overriding the environment (`LanguageChoice` says how the environment decides otherwise).
public struct LanguageOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The language conbook speaks: en (English) or de (German). Default: the environment's, as gettext reads it: the first of LANGUAGE conbook speaks, unless the locale (LC_ALL, else LC_MESSAGES, else LANG) is C or POSIX; else the locale's; else English.",
            valueName: "code"),
        transform: LanguageOption.language(code:))
    public var language: Language?

    /// No language given (argument-parser fills it in).
    public init() {}

    /// The language this run speaks: `--language`, else the environment's.
    func chosen(environment: [String: String]) -> Language {
        LanguageChoice.language(given: language, environment: environment)
    }

    /// The language this run speaks, for the process's own environment.
    var chosen: Language { chosen(environment: ProcessInfo.processInfo.environment) }

    /// The language a `--language` argument names (`de`, also `de_DE` or `de-AT`).
    /// - Throws: `ValidationError` naming the languages offered, for one conbook does not speak.
    public static func language(code: String) throws -> Language {
        if let language = Language(code: code) { return language }
        let texts = CommandLineTexts.catalogue(for: LanguageChoice.language(environment: ProcessInfo.processInfo.environment))
        throw ValidationError(texts(.languageUnknown, ["languages": offered]))
    }

    /// The languages offered, each with its code and its own name: `en (English), de (Deutsch)`.
    public static var offered: String {
        Language.allCases.map { "\($0.rawValue) (\(ownName(of: $0)))" }.joined(separator: ", ")
    }

    /// A language's name in itself, the same whatever language conbook speaks.
    static func ownName(of language: Language) -> String {
        switch language {
        case .english: "English"
        case .german: "Deutsch"
        }
    }
}
