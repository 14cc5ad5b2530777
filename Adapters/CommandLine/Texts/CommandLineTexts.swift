import ConbookCore
import ConbookModuleKit

/// The command line's catalogues of texts, one per language.
enum CommandLineTexts {
    /// The catalogue of a language.
    static func catalogue(for language: Language) -> TextCatalogue<CommandLineText> {
        switch language {
        case .english: english
        case .german: german
        }
    }

    /// The English texts.
    static let english = TextCatalogue<CommandLineText>(language: .english, templates: EnglishCommandLineTexts.templates)
    /// The German texts.
    static let german = TextCatalogue<CommandLineText>(language: .german, templates: GermanCommandLineTexts.templates)
}

extension TextCatalogue<CommandLineText> {
    /// `1 minute`, `15 minutes`.
    func minutes(_ count: Int) -> String {
        self(.minuteCount, ["count": String(count)])
    }

    /// The name of a part of an event that changed, e.g. `room`.
    func name(of field: EventField) -> String {
        switch field {
        case .title: self(.fieldTitle)
        case .subtitle: self(.fieldSubtitle)
        case .speakers: self(.fieldSpeakers)
        case .language: self(.fieldLanguage)
        case .room: self(.fieldRoom)
        case .track: self(.fieldTrack)
        case .day: self(.fieldDay)
        case .start: self(.fieldStart)
        case .duration: self(.fieldDuration)
        }
    }
}

extension Conbook {
    /// The command line's texts in the language the Core carries.
    var commandLineTexts: TextCatalogue<CommandLineText> { CommandLineTexts.catalogue(for: language) }
}
