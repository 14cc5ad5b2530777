import ConbookCore
import ConbookModuleKit
import Testing

@Suite("The Core's kinds in words")
struct KindWordingTests {
    @Test("Given every kind the Core has, then each has words in English and German", arguments: [Language.english, .german])
    func everyKindHasWords(language: Language) {
        #expect(KindWording.kindsWithoutWords(in: ModuleTexts.catalogue(for: language)).map(\.name) == [])
    }

    @Test("Given counts of a kind, then one takes the singular and any other number the plural, in both languages")
    func singularAndPlural() {
        let entries = AnyEntityKind(KnowledgeEntry.self)
        #expect(KindWording.name(of: entries, count: 1, in: ModuleTexts.english) == "knowledge entry")
        #expect(KindWording.name(of: entries, count: 0, in: ModuleTexts.english) == "knowledge entries")
        #expect(KindWording.name(of: entries, count: 2, in: ModuleTexts.german) == "Einträge der Wissensdatenbank")
        #expect(KindWording.name(ofKindNamed: "knowledgeGroup", in: ModuleTexts.german) == "Gruppe der Wissensdatenbank")
        #expect(KindWording.name(ofKindNamed: "gadget", in: ModuleTexts.english) == "gadget")
    }
}
