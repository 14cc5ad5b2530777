import ConbookCore
import ConbookModuleKit
import Testing
import conbook

@Suite("The command line's texts in every language")
struct CommandLineTextsTests {
    @Test(
        "Given the English and German catalogues, when compared, then they have the same keys with the same placeholders and plurals"
    )
    func cataloguesAgree() {
        #expect(TextCatalogue.differences(CommandLineTexts.english, CommandLineTexts.german) == [])
    }

    @Test(
        "Given every key, when shown in each language, then it has its own non-empty text (not the key's name)",
        arguments: Language.allCases)
    func everyKeyHasAText(language: Language) {
        let texts = CommandLineTexts.catalogue(for: language)
        #expect(texts.language == language)
        for key in CommandLineText.allCases {
            let template = texts.template(of: key)
            #expect(template?.isEmpty == false, "\(key.rawValue) has no \(language.rawValue) text")
        }
    }

    @Test("Given a count, when worded, then English and German choose the singular for one only")
    func plurals() {
        #expect(CommandLineTexts.english.minutes(1) == "1 minute")
        #expect(CommandLineTexts.english.minutes(15) == "15 minutes")
        #expect(CommandLineTexts.german.minutes(1) == "1 Minute")
        #expect(CommandLineTexts.german.minutes(0) == "0 Minuten")
        #expect(CommandLineTexts.german(.exported, ["count": "1", "path": "a.ics"]) == "1 Veranstaltung nach a.ics exportiert.")
        #expect(CommandLineTexts.english(.exported, ["count": "3", "path": "a.ics"]) == "Exported 3 events to a.ics.")
    }

}
