import ConbookCore
import Testing

@Suite("Language codes")
struct LanguageTests {
    @Test("Given locale names as systems write them, when read, then the language before the region is taken")
    func codes() {
        #expect(Language(code: "de") == .german)
        #expect(Language(code: "de_DE.UTF-8") == .german)
        #expect(Language(code: "DE-at") == .german)
        #expect(Language(code: "de_CH@euro") == .german)
        #expect(Language(code: "en_GB.UTF-8") == .english)
        #expect(Language(code: "fr_FR") == nil)
        #expect(Language(code: "C") == nil)
        #expect(Language(code: "") == nil)
    }
}
