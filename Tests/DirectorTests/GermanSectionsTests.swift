import ConbookCore
import ConbookDirector
import ConbookModuleKit
import ConbookNews
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the sections in German")
struct GermanSectionsTests {
    @Test("Given the Core in German, when the app starts, then the sections' titles are German and their names stay English")
    func germanTitlesEnglishNames() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(language: .german))
        await app.start()

        #expect(
            app.navigator.sectionTitles == [
                "Neuigkeiten", "Ankündigungen", "Programm", "Änderungen", "Ausgeblendet", "Personen", "Händler", "Karten",
                "Wissen",
                "Nachrichten",
                "Fundbüro",
                "Artist Alley",
            ])
        #expect(
            app.navigator.sectionNames == [
                "News", "Announcements", "Schedule", "Changes", "Hidden", "People", "Dealers", "Maps", "Knowledge", "Messages",
                "LostAndFound",
                "ArtistAlley",
            ])
    }

    @Test(
        "Given the Core in German, when the user chooses the section named Schedule, then the section titled Programm is selected"
    )
    func choosingBySectionName() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(language: .german))
        await app.start()

        #expect(app.navigator.simulateSelectingSection(named: "Schedule"))

        #expect(app.navigator.selectedSectionTitle == "Programm")
        #expect(app.schedule?.viewModel != nil)
    }

    @Test("Given the Core in German during the convention, when the app starts, then News shows its sections in German")
    func newsInGerman() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(language: .german))
        await app.start()

        #expect(app.news?.viewModel?.sections.map(\.title).contains("Läuft gerade") == true)
    }
}
