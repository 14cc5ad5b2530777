import ConbookCore
import ConbookWeb
import Testing

@Suite("Web: the languages a browser asks for")
struct WebLanguagePreferenceTests {
    @Test(
        "Given Accept-Language headers, then the languages Conbook speaks come most wanted first; weight 0, unknown and malformed entries are left out"
    )
    func ordersByWeight() {
        #expect(WebLanguagePreference.languages(in: "de-AT, de;q=0.9, en;q=0.8") == [.german, .english])
        #expect(WebLanguagePreference.languages(in: "fr-FR, en-GB;q=0.5, de;q=0.7") == [.german, .english])
        #expect(WebLanguagePreference.languages(in: "en;q=0.4, de") == [.german, .english])
        #expect(WebLanguagePreference.languages(in: "de;q=0, en") == [.english])
        #expect(WebLanguagePreference.languages(in: "de;q=2, en;q=abc, *") == [])
        #expect(WebLanguagePreference.languages(in: "") == [])
        #expect(WebLanguagePreference.languages(in: "en, en-US, de") == [.english, .german])
    }
}
