import ConbookAnnouncements
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Announcements in German")
struct AnnouncementsGermanTests {
    @Test(
        "Given the sample's two current announcements and the Core in German, when the list appears, then its heading and section are German"
    )
    func announcementsInGerman() throws {
        let context = AnnouncementsModuleTestContext(core: try ConbookTestContext(language: .german))

        #expect(context.scene.viewModel?.heading == "2 aktuelle Ankündigungen · 2 ungelesen")
        #expect(context.scene.viewModel?.sections.map(\.title) == ["Aktuell"])
    }

    @Test("Given nothing stored and the Core in German, when the list appears, then it says in German that there are none")
    func noneInGerman() throws {
        let context = AnnouncementsModuleTestContext(core: try ConbookTestContext(stored: nil, language: .german))

        #expect(
            context.scene.viewModel
                == AnnouncementsViewModel(
                    heading: "Keine Ankündigungen", sections: [],
                    emptyMessage: "Die Veranstalter haben keine Ankündigungen veröffentlicht."))
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(AnnouncementsTexts.languageDifferences == [])
    }
}
