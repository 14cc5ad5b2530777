import ConbookCore
import ConbookModuleKit
import Testing

@Suite("Text catalogues: templates, plurals, every key in every language")
struct TextCatalogueTests {
    private enum SampleText: String, TextKey {
        case greeting, count, unknownBrace
    }

    private let english = TextCatalogue<SampleText>(
        language: .english,
        templates: [
            .greeting: "Hello, {name}!",
            .count: "{count} {count:event|events} in {room}",
            .unknownBrace: "a { brace } and {not a placeholder}",
        ])

    @Test("Given templates, when filled, then placeholders take their values and plurals follow the count")
    func filling() {
        #expect(english(.greeting, ["name": "Fox"]) == "Hello, Fox!")
        #expect(english(.count, ["count": "1", "room": "Main Stage"]) == "1 event in Main Stage")
        #expect(english(.count, ["count": "1,440", "room": "Main Stage"]) == "1,440 events in Main Stage")
        #expect(english(.greeting) == "Hello, !")
        #expect(english(.unknownBrace) == "a { brace } and {not a placeholder}")
    }

    @Test("Given two languages, when one lacks a key or names other placeholders, then the differences say which")
    func differences() {
        let german = TextCatalogue<SampleText>(
            language: .german,
            templates: [
                .greeting: "Hallo, {nom}!",
                .count: "{count} {count:Veranstaltung|Veranstaltungen} in {room}",
            ])
        #expect(
            TextCatalogue.differences(english, german) == [
                "greeting: en has [\"name\"], de has [\"nom\"]",
                "unknownBrace: missing in de",
            ])
    }

    @Test("Given the modules' catalogues, then every key has a text in every language, with the same placeholders")
    func modulesCatalogueComplete() {
        #expect(TextCatalogue.differences(ModuleTexts.english, ModuleTexts.german) == [])
        for key in ModuleText.allCases {
            #expect(ModuleTexts.german(key) != key.rawValue, "\(key) has no German text")
        }
    }

    @Test("Given German, when numbers, sizes and lists are written, then they take German marks and words")
    func germanNumbers() {
        #expect(DisplayText.grouped(16_667, in: .german) == "16.667")
        #expect(DisplayText.grouped(16_667, in: .english) == "16,667")
        #expect(ByteCount.text(944_300, in: ModuleTexts.german) == "944,3 KB")
        #expect(ByteCount.text(812, in: ModuleTexts.german) == "812 Bytes")
        #expect(DisplayText.list(["A", "B", "C"], in: ModuleTexts.german) == "A, B und C")
        #expect(DisplayText.list(["A", "B"], in: ModuleTexts.german, alternatives: true) == "A oder B")
    }
}
